import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync, readFileSync, mkdirSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, runCli } from './helpers.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'pm-cli-'));
const DEFECTS = '# Search outage on 2024-06-15\n\nDown from 14:20pm UTC.\n\n## Impact\n\nAll.\n\n## Root Cause\n\nDisk.\n\n## Corrective Actions\n\n- Add disk alerts.\n\n## Timeline (UTC)\n\n- 14:02 Restart\n- 14:35 PM Node back\n';

test('lint: text output, summary line, exit 1 on errors', () => {
  const d = tmp();
  writeFileSync(join(d, 'a.md'), DEFECTS);
  const r = runCli(['lint', join(d, 'a.md')]);
  assert.equal(r.code, 1);
  assert.match(r.stdout, /a\.md:3:11 error time-format 14:20pm is not a valid time/);
  assert.match(r.stdout, /1 file checked: 2 problems \(2 errors, 0 warnings, 0 info\), 2 fixable with --fix\./);
});

test('lint: broken front matter is one finding; warnings of the YAML parser do not reach stderr', () => {
  const d = tmp();
  // "*title" reads as an alias ending in ":", which the YAML parser warns about before failing.
  writeFileSync(join(d, 'a.md'), '---\n*title: "Runbook: failover"\n---\n# Failover\n');
  const r = runCli(['lint', join(d, 'a.md')]);
  assert.equal(r.code, 1);
  assert.match(r.stdout, /a\.md:2:1 error front-matter/);
  assert.equal(r.stderr, '');
});

test('lint: exit 0 when only warnings; directories walk *.md and *.markdown only', () => {
  const d = tmp();
  mkdirSync(join(d, 'sub'));
  writeFileSync(join(d, 'sub', 'b.markdown'), '# Quiet note on 2024-01-01\n\n## Impact\n\nNone.\n');
  writeFileSync(join(d, 'c.txt'), 'not walked 25:99');
  const r = runCli(['lint', d]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /b\.markdown:1:1 warning required-section/);
  assert.doesNotMatch(r.stdout, /c\.txt/);
  assert.match(r.stdout, /^1 file checked/m);
});

test('lint: a file named explicitly is read whatever its extension', () => {
  const d = tmp();
  writeFileSync(join(d, 'post.txt'), 'Outage on 2024-01-01\nFrom 17:20pm UTC\n');
  const r = runCli(['lint', join(d, 'post.txt')]);
  assert.equal(r.code, 1);
  assert.match(r.stdout, /post\.txt:2:6 error time-format/);
});

test('lint --format json and sarif', () => {
  const d = tmp();
  writeFileSync(join(d, 'a.md'), DEFECTS);
  const j = JSON.parse(runCli(['lint', '--format', 'json', join(d, 'a.md')]).stdout);
  assert.equal(j[0].diagnostics[0].rule, 'time-format');
  assert.deepEqual([j[0].diagnostics[0].line, j[0].diagnostics[0].column], [3, 11]);
  const s = JSON.parse(runCli(['lint', '--format', 'sarif', join(d, 'a.md')]).stdout);
  assert.equal(s.version, '2.1.0');
  assert.equal(s.runs[0].results[0].ruleId, 'time-format');
  assert.equal(s.runs[0].results[0].locations[0].physicalLocation.region.startLine, 3);
});

test('lint --fix applies safe fixes, and a second run finds nothing fixable', () => {
  const d = tmp();
  const f = join(d, 'a.md');
  writeFileSync(f, DEFECTS);
  const r = runCli(['lint', '--fix', f]);
  assert.equal(r.code, 0, r.stdout);
  const fixed = readFileSync(f, 'utf8');
  assert.match(fixed, /Down from 14:20 UTC\./);
  assert.match(fixed, /- 14:35 Node back/);
  const again = runCli(['lint', '--fix', f]);
  assert.equal(readFileSync(f, 'utf8'), fixed);
  assert.doesNotMatch(again.stdout, /fixable/);
});

test('usage and I/O errors exit 2 with one clear line and no stack trace', () => {
  for (const args of [['lint'], ['frobnicate'], ['lint', '/no/such/file.md'], ['lint', '--format', 'xml', '.'], ['inspect'], ['lint', '--bogus', 'x']]) {
    const r = runCli(args);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.stderr, /^postmortem: /, args.join(' '));
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  }
});

test('lint reads a file named explicitly to its end when it is a pipe', { skip: !existsSync('/bin/bash') }, () => {
  const d = tmp();
  writeFileSync(join(d, 'a.md'), DEFECTS);
  // bash process substitution: the CLI gets /dev/fd/N, a pipe whose size is 0 until read.
  const r = spawnSync('/bin/bash', ['-c', `"${process.execPath}" "${CLI}" lint <(cat "${join(d, 'a.md')}")`], { encoding: 'utf8', timeout: 60_000 });
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stdout, /:3:11 error time-format/);
  assert.match(r.stdout, /:20:3 error time-format/);
});

test('binary, empty and invalid UTF-8 files', () => {
  const d = tmp();
  writeFileSync(join(d, 'bin.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 3]));
  const b = runCli(['lint', join(d, 'bin.md')]);
  assert.equal(b.code, 2);
  assert.match(b.stderr, /binary file/);
  writeFileSync(join(d, 'empty.md'), '');
  assert.equal(runCli(['lint', join(d, 'empty.md')]).code, 0);
  writeFileSync(join(d, 'latin1.md'), Buffer.from('# Panne du 13 juillet 2018 \xe0 11 h UTC\n', 'latin1'));
  const l = runCli(['inspect', join(d, 'latin1.md')]);
  assert.equal(l.code, 0, l.stderr);
  assert.equal(JSON.parse(l.stdout).incidentDate, '2018-07-13');
});

test('.postmortemrc.json is found upward; a bad key is named', () => {
  const d = tmp();
  mkdirSync(join(d, 'team', 'incidents'), { recursive: true });
  writeFileSync(join(d, '.postmortemrc.json'), JSON.stringify({ rules: { 'time-format': 'off' }, requiredSections: ['impact'] }));
  writeFileSync(join(d, 'team', 'incidents', 'a.md'), '# Outage on 2024-01-01\n\nFrom 17:20pm UTC.\n');
  const r = runCli(['lint', join(d, 'team')]);
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /Missing required section: impact/);
  assert.doesNotMatch(r.stdout, /time-format|root cause/);
  writeFileSync(join(d, '.postmortemrc.json'), JSON.stringify({ timezone: { policy: 'sometimes' } }));
  const bad = runCli(['lint', join(d, 'team')]);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /\/\.postmortemrc\.json:1:23: configuration error in "timezone\.policy": "timezone\.policy" must be utc-only, explicit or any\n/);
  assert.match(bad.stdout, /time-format/, 'the defaults apply for the rest');
});

test('inspect prints the model with 1-based positions', () => {
  const d = tmp();
  writeFileSync(join(d, 'a.md'), DEFECTS);
  const j = JSON.parse(runCli(['inspect', join(d, 'a.md')]).stdout);
  assert.equal(j.incidentDate, '2024-06-15');
  assert.equal(j.timezone, 'UTC');
  assert.deepEqual(j.sections.map((s: { kind: string; line: number }) => `${s.kind}@${s.line}`), ['other@1', 'impact@5', 'root-cause@9', 'corrective-actions@13', 'timeline@17']);
  assert.deepEqual(j.timeline.map((e: { line: number; time: string | null }) => [e.line, e.time]), [[19, '2024-06-15T14:02:00Z'], [20, null]]);
});

test('timeline: text and standalone HTML with the document text escaped', () => {
  const d = tmp();
  const f = join(d, 'x.md');
  writeFileSync(f, '# Outage on 2024-01-01\n\n## Timeline (UTC)\n\n- 10:00 <script>alert(1)</script> starts\n- 10:30 [link](javascript:alert(1)) ends\n');
  const t = runCli(['timeline', f]);
  assert.equal(t.code, 0);
  assert.match(t.stdout, /10:00 .*<script>alert\(1\)<\/script> starts/);
  const h = runCli(['timeline', f, '--html', join(d, 'out', 'x.html')]);
  assert.equal(h.code, 0, h.stderr);
  const html = readFileSync(join(d, 'out', 'x.html'), 'utf8');
  assert.doesNotMatch(html, /<script>alert/);
  assert.doesNotMatch(html, /href="javascript:/);
  assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  assert.match(html, /Content-Security-Policy" content="default-src 'none'/);
});

test('lint over many files runs on worker threads and keeps the input order and fixes', () => {
  const d = tmp();
  const names: string[] = [];
  // Enough work that the worker has loaded before the main thread has linted everything.
  const long = DEFECTS + '\n## Notes\n\n' + Array.from({ length: 150 }, (_, k) => `- 2024-06-15 ${String(10 + (k % 10))}:${String(k % 60).padStart(2, '0')} UTC note ${k} about the search cluster\n`).join('');
  for (let i = 0; i < 400; i++) {
    const name = `f${String(i).padStart(3, '0')}.md`;
    names.push(name);
    writeFileSync(join(d, name), i % 2 ? long : '# Quiet note on 2024-01-01\n\n## Impact\n\nNone.\n');
  }
  const r = runCli(['lint', '--format', 'json', d], { env: { POSTMORTEM_STATS: '1' } });
  const j = JSON.parse(r.stdout) as { path: string; diagnostics: { rule: string }[] }[];
  assert.deepEqual(j.map((x) => x.path.split(/[\\/]/).pop()), names);
  j.forEach((x, i) => assert.equal(x.diagnostics.some((y) => y.rule === 'time-format'), i % 2 === 1, x.path));
  const stats = /(\d+) files on (\d+) thread\(s\): (\d+) on the main thread, (\d+) on workers, (\d+) again/.exec(r.stderr);
  assert.ok(stats, r.stderr);
  if (availableParallelism() > 1) {
    assert.ok(Number(stats[2]) > 1 && Number(stats[4]) > 0, `workers linted files: ${stats[0]}`);
    assert.equal(Number(stats[3]) + Number(stats[4]), 400);
    // The launcher counted the files and started the workers before it loaded the CLI.
    assert.match(r.stderr, new RegExp(`; ${Number(stats[2]) - 1} started before the CLI loaded;`), r.stderr);
  }
  // Under 300 files a worker costs more than it saves (FILES_PER_THREAD): the run stays on one thread.
  const fewer = runCli(['lint', '--format', 'json', join(d, 'f0*.md'), join(d, 'f1*.md')], { env: { POSTMORTEM_STATS: '1' } });
  assert.match(fewer.stderr, /200 files on 1 thread\(s\): 200 on the main thread/);
  assert.deepEqual(fewer.stdout, JSON.stringify(JSON.parse(r.stdout).slice(0, 200), null, 2) + '\n');
  const fixed = runCli(['lint', '--fix', d]);
  assert.equal(fixed.code, 0, fixed.stdout);
  for (let i = 1; i < 400; i += 2) assert.match(readFileSync(join(d, names[i]!), 'utf8'), /Down from 14:20 UTC\./, names[i]);
});

test('a lint run turns the optimising compiler off in place, and prints what a run with it on prints', () => {
  const d = tmp();
  const quiet = '# Quiet note on 2024-01-01\n\n## Impact\n\nNone.\n';
  for (let i = 0; i < 520; i++) writeFileSync(join(d, `f${String(i).padStart(3, '0')}.md`), i % 3 ? quiet : DEFECTS);
  const compiler = (stderr: string) => /compiler: ([^;]+); node flags: (.*)$/m.exec(stderr)?.slice(1).join(' | ');
  const baseline = runCli(['lint', '--format', 'json', d], { env: { POSTMORTEM_STATS: '1' } });
  assert.doesNotMatch(baseline.stderr, /relaunching/);
  assert.equal(compiler(baseline.stderr), 'baseline | none', baseline.stderr);
  // A tiering flag of the user's is kept: here TurboFan on, as Node runs by default.
  const optimising = spawnSync(process.execPath, ['--turbofan', CLI, 'lint', '--format', 'json', d], { encoding: 'utf8', env: { ...process.env, POSTMORTEM_STATS: '1' }, maxBuffer: 64 * 1024 * 1024 });
  assert.equal(compiler(optimising.stderr), 'as given | --turbofan', optimising.stderr);
  assert.equal(baseline.code, 1);
  assert.equal(optimising.status, 1);
  assert.equal(baseline.stdout, optimising.stdout);
  assert.equal((JSON.parse(baseline.stdout) as unknown[]).length, 520);
  // Other flags of the user's leave the choice to the CLI; a usage error keeps its status.
  const flagged = spawnSync(process.execPath, ['--stack-size=2000', CLI, 'lint', d], { encoding: 'utf8', env: { ...process.env, POSTMORTEM_STATS: '1' } });
  assert.equal(compiler(flagged.stderr), 'baseline | --stack-size=2000', flagged.stderr);
  assert.equal(flagged.status, 1);
  const bad = runCli(['lint', '--format', 'yaml', d], { env: { POSTMORTEM_STATS: '1' } });
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /unknown format "yaml"/);
});

test('lint over many files: unreadable files and config errors are reported once each, the rest is linted', () => {
  const d = tmp();
  mkdirSync(join(d, 'team'));
  writeFileSync(join(d, 'team', '.postmortemrc.json'), JSON.stringify({ timezone: { policy: 'sometimes' } }));
  for (let i = 0; i < 100; i++) {
    const dir = i % 2 ? join(d, 'team') : d;
    if (i % 25 === 7) writeFileSync(join(dir, `f${String(i).padStart(3, '0')}.md`), Buffer.from([0x89, 0x50, 0, 0, 1]));
    else writeFileSync(join(dir, `f${String(i).padStart(3, '0')}.md`), DEFECTS);
  }
  const r = runCli(['lint', d]);
  assert.equal(r.code, 2);
  const errors = r.stderr.trim().split('\n');
  assert.equal(errors.filter((l) => /configuration error in "timezone\.policy"/.test(l)).length, 1, r.stderr);
  assert.deepEqual(errors.filter((l) => /binary file/.test(l)).map((l) => /f(\d+)\.md/.exec(l)?.[1]), ['032', '082', '007', '057'], 'in input order: the top directory, then team/');
  assert.match(r.stdout, /^96 files checked: 192 problems/m);
});
