/** File selection: globs, directories, .gitignore, .postmortemignore, "ignores", standard input. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { CLI } from './helpers.js';

const BROKEN = '# Database failover on 2024-03-09\n\nWrites stopped at 21:15pm UTC.\n';

/** A small repository: a git root with ignore files at two levels. */
function repo(): string {
  const d = mkdtempSync(join(tmpdir(), 'pm-select-'));
  mkdirSync(join(d, '.git'));
  for (const dir of ['reviews/2024', 'reviews/drafts', 'notes', '.hidden', 'node_modules/pkg']) mkdirSync(join(d, dir), { recursive: true });
  for (const f of ['reviews/2024/failover.md', 'reviews/2024/cache.markdown', 'reviews/drafts/wip.md', 'notes/keep.md', 'notes/scratch.md', '.hidden/x.md', 'node_modules/pkg/readme.md', 'reviews/2024/old one #2.md'])
    writeFileSync(join(d, f), BROKEN);
  writeFileSync(join(d, '.gitignore'), 'drafts/\n*.tmp\n');
  writeFileSync(join(d, 'notes', '.postmortemignore'), 'scratch.md\n');
  return d;
}

function run(args: string[], cwd: string, input?: string) {
  const r = spawnSync(process.execPath, [resolve(CLI), ...args], { cwd, encoding: 'utf8', input, timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const linted = (json: string) => (JSON.parse(json) as { path: string }[]).map((x) => x.path.split('\\').join('/'));

test('a quoted glob is expanded, in path order, without ignored, hidden or node_modules files', () => {
  const d = repo();
  const r = run(['lint', '--format', 'json', '**/*.md'], d);
  assert.equal(r.code, 1, r.stderr);
  assert.deepEqual(linted(r.stdout), ['notes/keep.md', 'reviews/2024/failover.md', 'reviews/2024/old one #2.md']);
  const brace = run(['lint', '--format', 'json', 'reviews/**/*.{md,markdown}'], d);
  assert.deepEqual(linted(brace.stdout), ['reviews/2024/cache.markdown', 'reviews/2024/failover.md', 'reviews/2024/old one #2.md']);
});

test('a directory is searched with the same ignore rules; --no-ignore brings ignored files back', () => {
  const d = repo();
  assert.deepEqual(linted(run(['lint', '--format', 'json', '.'], d).stdout), ['notes/keep.md', 'reviews/2024/cache.markdown', 'reviews/2024/failover.md', 'reviews/2024/old one #2.md']);
  const all = linted(run(['lint', '--format', 'json', '--no-ignore', '.'], d).stdout);
  assert.ok(all.includes('reviews/drafts/wip.md') && all.includes('notes/scratch.md'), all.join());
  assert.ok(!all.some((p) => p.includes('node_modules') || p.includes('.hidden')), all.join());
});

test('a negation in a deeper ignore file wins over its parent', () => {
  const d = repo();
  writeFileSync(join(d, 'reviews', '.gitignore'), '*.markdown\n');
  writeFileSync(join(d, 'reviews', '2024', '.postmortemignore'), '!cache.markdown\nfailover.md\n');
  assert.deepEqual(linted(run(['lint', '--format', 'json', 'reviews'], d).stdout), ['reviews/2024/cache.markdown', 'reviews/2024/old one #2.md']);
});

test('an ignored file named explicitly is skipped with a warning, not an error', () => {
  const d = repo();
  const r = run(['lint', 'reviews/drafts/wip.md', 'notes/keep.md'], d);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /warning: reviews\/drafts\/wip\.md is ignored by .*\.gitignore; --no-ignore lints it/);
  assert.match(r.stdout, /^1 file checked/m);
});

test('a glob or a directory that finds nothing is a usage error; a file named twice is linted once', () => {
  const d = repo();
  const none = run(['lint', 'nowhere/**/*.md'], d);
  assert.equal(none.code, 2);
  assert.match(none.stderr, /^postmortem: no files match the pattern "nowhere\/\*\*\/\*\.md"/);
  const ignored = run(['lint', 'reviews/drafts'], d);
  assert.equal(ignored.code, 2);
  assert.match(ignored.stderr, /no Markdown files in reviews\/drafts \(all of them are ignored\)/);
  assert.deepEqual(linted(run(['lint', '--format', 'json', 'notes/keep.md', './notes/keep.md', 'notes/*.md'], d).stdout), ['notes/keep.md']);
});

test('"-" lints standard input; --stdin-filename names it and picks its config', () => {
  const d = repo();
  writeFileSync(join(d, 'reviews', '.postmortemrc.json'), JSON.stringify({ rules: { 'time-format': 'off' } }));
  const plain = run(['lint', '-'], d, BROKEN);
  assert.equal(plain.code, 1, plain.stderr);
  assert.match(plain.stdout, /^<stdin>:3:19 error time-format/m);
  const named = run(['lint', '--stdin-filename', 'reviews/new.md', '-'], d, BROKEN);
  assert.equal(named.code, 0, named.stderr);
  assert.match(named.stdout, /^reviews\/new\.md:1:1 warning required-section/m);
  assert.doesNotMatch(named.stdout, /time-format/);
  const insp = run(['inspect', '-'], d, BROKEN);
  assert.equal(insp.code, 0, insp.stderr);
  assert.equal(JSON.parse(insp.stdout).incidentDate, '2024-03-09');
  for (const [args, message] of [
    [['lint', '-', 'notes/keep.md'], /"-" \(standard input\) cannot be combined with other paths/],
    [['lint', '--fix', '-'], /--fix cannot write back to standard input/],
    [['lint', '--stdin-filename', 'x.md', 'notes/keep.md'], /--stdin-filename goes with "-"/],
  ] as const) {
    const r = run([...args], d, BROKEN);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.stderr, message);
  }
});

test('IgnoreRules bounded to folders: nothing above them, a FIFO or a link out is skipped and reported', async () => {
  const { IgnoreRules } = await import('../../server/src/cli/files.js');
  const { symlinkSync } = await import('node:fs');
  const d = mkdtempSync(join(tmpdir(), 'pm-select-bounds-'));
  const ws = join(d, 'ws');
  for (const dir of ['fifo', 'out', 'plain']) mkdirSync(join(ws, dir), { recursive: true });
  writeFileSync(join(d, '.gitignore'), '*.md\n');
  writeFileSync(join(d, 'patterns'), '*.md\n');
  spawnSync('mkfifo', [join(ws, 'fifo', '.gitignore')]);
  symlinkSync(join(d, 'patterns'), join(ws, 'out', '.postmortemignore'));
  writeFileSync(join(ws, 'plain', '.postmortemignore'), 'x.md\n');
  const skipped: string[] = [];
  const rules = new IgnoreRules({ within: [ws], unreadable: (file) => skipped.push(file) });
  assert.equal(rules.ignoredBy(join(ws, 'fifo', 'x.md')), undefined, 'the .gitignore above the folder is not read');
  assert.equal(rules.ignoredBy(join(ws, 'out', 'x.md')), undefined, 'a link out of the folder is not read');
  assert.equal(rules.ignoredBy(join(ws, 'plain', 'x.md')), join(ws, 'plain', '.postmortemignore'));
  assert.equal(rules.ignoredBy(join(d, 'x.md')), undefined, 'a file outside the folders is ignored by nothing');
  assert.deepEqual(skipped.sort(), [join(ws, 'fifo', '.gitignore'), join(ws, 'out', '.postmortemignore')]);
  // Unbounded, as the CLI reads them: the .gitignore above applies (there is no .git in between).
  assert.equal(new IgnoreRules().ignoredBy(join(ws, 'plain', 'y.md')), join(d, '.gitignore'));
});
