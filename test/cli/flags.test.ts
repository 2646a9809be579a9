/** The command line: help per command, version, quiet, max-warnings, colour, suggestions. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { CLI, runCli } from './helpers.js';
import { VERSION } from '../../server/src/version.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'pm-flags-'));
/** One error (17:20pm) and three warnings (the required sections). */
const DOC = '# Queue backlog on 2024-02-02\n\nConsumers lagged from 17:20pm UTC.\n\n## Timeline\n\n- 17:20 UTC consumers lag\n';

test('--version is the package version; --help and each command\'s --help answer without the analysis bundle', () => {
  assert.equal(VERSION, JSON.parse(readFileSync('package.json', 'utf8')).version);
  // The launcher alone, without cli-main.cjs beside it: whatever it answers, it answered by itself.
  const d = tmp();
  copyFileSync(CLI, join(d, 'cli.js'));
  const alone = (args: string[]) => spawnSync(process.execPath, [join(d, 'cli.js'), ...args], { encoding: 'utf8' });
  assert.equal(alone(['--version']).stdout, `${VERSION}\n`);
  assert.match(alone(['--help']).stdout, /Commands:\n {2}lint +Check postmortems/);
  for (const c of ['lint', 'inspect', 'timeline']) {
    const h = alone([c, '--help']);
    assert.equal(h.status, 0, h.stderr);
    assert.match(h.stdout, new RegExp(`^Usage: postmortem ${c} `));
    assert.equal(alone(['help', c]).stdout, h.stdout);
  }
  assert.match(alone(['lint', '-h']).stdout, /--max-warnings N/);
  assert.match(alone(['timeline', '--help']).stdout, /--html OUT/);
  // A lint run does need it: the launcher is not answering everything.
  assert.notEqual(alone(['lint', 'x.md']).status, 0);
});

test('--quiet shows errors only; --max-warnings N fails a run with more than N warnings', () => {
  const d = tmp();
  writeFileSync(join(d, 'a.md'), DOC.replace('17:20pm', '17:20'));
  const f = join(d, 'a.md');
  assert.equal(runCli(['lint', f]).code, 0);
  // One warning: the missing sections, in one finding.
  const over = runCli(['lint', '--max-warnings', '0', f]);
  assert.equal(over.code, 1);
  assert.match(over.stderr, /too many warnings \(1; --max-warnings is 0\)/);
  assert.equal(runCli(['lint', '--max-warnings', '1', f]).code, 0);
  assert.equal(runCli(['lint', '--max-warnings=0', '--quiet', f]).code, 1, 'quiet hides warnings but they still count');
  const q = runCli(['lint', '-q', f]);
  assert.doesNotMatch(q.stdout, /warning/);
  writeFileSync(f, DOC);
  const qe = runCli(['lint', '--quiet', '--format', 'json', f]);
  assert.deepEqual(JSON.parse(qe.stdout)[0].diagnostics.map((x: { severity: string }) => x.severity), ['error']);
  for (const bad of ['-1', 'many', '2.5']) {
    const r = runCli(['lint', '--max-warnings', bad, f]);
    assert.equal(r.code, 2, bad);
    assert.match(r.stderr, /--max-warnings needs a whole number/);
  }
});

test('colour: --color and --no-color, then NO_COLOR, then FORCE_COLOR, else only on a terminal', () => {
  const d = tmp();
  const f = join(d, 'a.md');
  writeFileSync(f, DOC);
  const esc = new RegExp(String.raw`\x1b\[`);
  const clean = { ...process.env };
  delete clean['NO_COLOR']; delete clean['FORCE_COLOR'];
  const run = (args: string[], env: Record<string, string> = {}) => spawnSync(process.execPath, [CLI, 'lint', ...args, f], { encoding: 'utf8', env: { ...clean, ...env } }).stdout;
  assert.doesNotMatch(run([]), esc, 'piped: no colour');
  assert.match(run([], { FORCE_COLOR: '1' }), esc);
  assert.doesNotMatch(run([], { FORCE_COLOR: '0' }), esc);
  assert.doesNotMatch(run([], { FORCE_COLOR: '1', NO_COLOR: '1' }), esc);
  assert.match(run(['--color'], { NO_COLOR: '1' }), esc);
  assert.doesNotMatch(run(['--no-color'], { FORCE_COLOR: '1' }), esc);
});

test('colour on a terminal follows NO_COLOR', { skip: spawnSync('script', ['--version']).status !== 0 && 'no script(1)' }, () => {
  const d = tmp();
  const f = join(d, 'a.md');
  writeFileSync(f, DOC);
  const clean = { ...process.env };
  delete clean['FORCE_COLOR'];
  // script(1) gives the CLI a terminal as its standard output.
  const ttyClean = (env: Record<string, string>) => spawnSync('script', ['-qec', `"${process.execPath}" "${CLI}" lint "${f}"`, '/dev/null'], { encoding: 'utf8', env: { ...clean, ...env } }).stdout;
  assert.match(ttyClean({}), new RegExp(String.raw`\x1b\[31merror`));
  assert.doesNotMatch(ttyClean({ NO_COLOR: '1' }), new RegExp(String.raw`\x1b\[`));
});

test('mistakes name the nearest option or command, with the command\'s help hint', () => {
  const cases: [string[], RegExp][] = [
    [['lint', '--max-warning', '3', 'x.md'], /unknown option --max-warning for "lint" \(did you mean --max-warnings\?\)\nRun "postmortem lint --help"/],
    [['lint', '--stdin-file-name', 'a', '-'], /did you mean --stdin-filename\?/],
    [['lint', '--qiet', 'x.md'], /did you mean --quiet\?/],
    [['timeline', '--htm', 'o.html', 'x.md'], /did you mean --html\?/],
    [['lnt', 'x.md'], /unknown command "lnt" \(did you mean "lint"\?\)\nRun "postmortem --help"/],
    [['inspect', '--frobnicate', 'x.md'], /unknown option --frobnicate for "inspect"\n/],
    [['lint', '--format'], /--format needs a value/],
    [['lint', '--format', 'xml', 'x.md'], /unknown format "xml": expected text, json, sarif or github/],
  ];
  for (const [args, message] of cases) {
    const r = runCli(args);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.stderr, message, args.join(' '));
    assert.doesNotMatch(r.stderr, /\n\s+at |ERR_PARSE_ARGS/, 'no stack trace, no raw parser message');
  }
});
