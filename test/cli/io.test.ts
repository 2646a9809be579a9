/**
 * The CLI's input and output (server/src/cli/io.ts, bytes.ts): special files never block, reads are
 * bounded by the bytes read, `--fix` writes only the bytes it fixes and replaces a file atomically,
 * output of any size arrives whole, every I/O problem is one sentence.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, lstatSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CLI } from './helpers.js';
import { applyByteEdits, byteOffsets, decodeUtf8 } from '../../server/src/cli/bytes.js';
import { IoError, displayPath, readRegularFile, writeFileAtomic } from '../../server/src/cli/io.js';
import { formatJson, formatSarif, jsonChunks, jsonDiagnostic } from '../../server/src/cli/format.js';
import { analyze } from '../../server/src/core/analyze.js';
import { DEFAULT_CONFIG } from '../../server/src/core/config.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'pm-io-'));
/** Every run here ends in well under a second or two; this only catches a hang. */
const CEILING = 20_000;

function run(args: string[], opts: { cwd?: string; env?: Record<string, string>; stdin?: number; shell?: string } = {}) {
  const env = { ...process.env, ...opts.env };
  const r = opts.shell
    ? spawnSync('bash', ['-c', `${opts.shell}; exec "$0" "$@"`, process.execPath, resolve(CLI), ...args], { encoding: 'utf8', cwd: opts.cwd, env, timeout: CEILING })
    : spawnSync(process.execPath, [resolve(CLI), ...args], { encoding: 'utf8', cwd: opts.cwd, env, timeout: CEILING, stdio: [opts.stdin ?? 'pipe', 'pipe', 'pipe'] });
  assert.equal(r.error, undefined, `the CLI did not end within ${CEILING} ms`);
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** One line on standard error, starting "postmortem: ", and nothing that looks like a crash. */
function oneSentence(stderr: string, pattern: RegExp) {
  const lines = stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, stderr);
  assert.match(lines[0]!, pattern);
  assert.doesNotMatch(stderr, /internal error|at .*\.js:\d+|Run "postmortem/);
}

const mkfifo = (path: string) => assert.equal(spawnSync('mkfifo', [path]).status, 0, 'mkfifo');

// A document with a fixable time (14:20pm → 14:20) on its third line.
const FIXABLE = ['# Outage on 2024-01-01', '', 'Down from 14:20pm UTC.', '', 'Back by 15:00 UTC.'];

test('special files are refused at once: a FIFO, /dev/zero, /dev/urandom, as documents and as config', () => {
  const d = tmp();
  mkfifo(join(d, 'pipe.md'));
  for (const path of [join(d, 'pipe.md'), '/dev/zero', '/dev/urandom']) {
    const r = run(['lint', path]);
    assert.equal(r.code, 2, path);
    oneSentence(r.stderr, /^postmortem: cannot read .*: not a regular file \(a (FIFO|character device)\)$/);
  }
  // A directory run lists regular files only: the FIFO is not among them.
  writeFileSync(join(d, 'real.md'), FIXABLE.join('\n'));
  const dir = run(['lint', d]);
  assert.equal(dir.code, 1, dir.stderr);
  assert.match(dir.stdout, /real\.md:3:\d+ error time-format/);
  assert.match(dir.stdout, /^1 file checked: [^;]*$/m);
  // Named with a file that can be read, it is counted as not read.
  const both = run(['lint', join(d, 'real.md'), join(d, 'pipe.md')]);
  assert.equal(both.code, 2);
  assert.match(both.stdout, /^1 file checked: .*; 1 file could not be read\.$/m);
  // The config file as a FIFO, then as a link to /dev/zero: a config error, the file is still linted.
  for (const make of [(p: string) => mkfifo(p), (p: string) => symlinkSync('/dev/zero', p)]) {
    const c = tmp();
    make(join(c, '.postmortemrc.json'));
    writeFileSync(join(c, 'a.md'), FIXABLE.join('\n'));
    const r = run(['lint', join(c, 'a.md')]);
    assert.equal(r.code, 2);
    assert.match(r.stdout, /a\.md:3:\d+ error time-format/);
    oneSentence(r.stderr, /^postmortem: cannot read .*\.postmortemrc\.json: not a regular file \(a (FIFO|character device)\)$/);
  }
  // inspect and timeline read the same way.
  for (const command of ['inspect', 'timeline']) {
    const r = run([command, '/dev/zero']);
    assert.equal(r.code, 2);
    oneSentence(r.stderr, /not a regular file/);
  }
});

test('standard input is bounded by the bytes read: /dev/zero as input ends with one sentence', () => {
  const fd = openSync('/dev/zero', 'r');
  try {
    const r = run(['lint', '-'], { stdin: fd });
    assert.equal(r.code, 2);
    oneSentence(r.stderr, /^postmortem: standard input too large \(more than 50 MB\)$/);
  } finally {
    closeSync(fd);
  }
});

test('readRegularFile caps by bytes read, not by the size the file claims', () => {
  // /proc files say size 0 and have content; the cap still holds.
  const status = readRegularFile('/proc/self/status', 1 << 20);
  assert.ok(status.bytes.length > 0 && status.stat.size === 0);
  assert.throws(() => readRegularFile('/proc/self/status', 16), (e: unknown) => e instanceof IoError && /too large \(more than 16 bytes\)/.test(e.message));
  const d = tmp();
  writeFileSync(join(d, 'x'), 'abc');
  assert.equal(readRegularFile(join(d, 'x'), 3).bytes.toString(), 'abc');
  assert.throws(() => readRegularFile(join(d, 'x'), 2), IoError);
  assert.throws(() => readRegularFile(d, 10), /is a directory; expected a file/);
  assert.throws(() => readRegularFile(join(d, 'none'), 10), /^Error: cannot read .*none: no such file or directory \(ENOENT\)$/);
});

/** A small seeded PRNG (mulberry32). */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('byteOffsets decodes as TextDecoder does: every boundary splits the bytes into the same text', () => {
  const rand = prng(17);
  // Bytes that make every kind of sequence: ASCII, continuations, every lead byte, cut-short ends.
  const pool = [0x41, 0x0a, 0x0d, 0x80, 0x9f, 0xa0, 0xbf, 0xc0, 0xc2, 0xdf, 0xe0, 0xe1, 0xed, 0xef, 0xf0, 0xf1, 0xf4, 0xf5, 0xff, 0xef, 0xbb, 0xbf];
  for (let n = 0; n < 400; n++) {
    const bytes = Buffer.from(Array.from({ length: Math.floor(rand() * 24) }, () => (rand() < 0.3 ? Math.floor(rand() * 256) : pool[Math.floor(rand() * pool.length)]!)));
    const text = decodeUtf8(bytes);
    const all = Array.from({ length: text.length + 1 }, (_, i) => i);
    const at = byteOffsets(bytes, all);
    for (let i = 0; i <= text.length; i++) {
      const c = text.charCodeAt(i - 1);
      if (i > 0 && c >= 0xd800 && c <= 0xdbff) continue; // inside a surrogate pair: not a boundary
      assert.equal(decodeUtf8(bytes.subarray(0, at[i]!)), text.slice(0, i), `prefix ${i} of ${bytes.toString('hex')}`);
      assert.equal(decodeUtf8(bytes.subarray(at[i]!)), text.slice(i), `suffix ${i} of ${bytes.toString('hex')}`);
    }
  }
});

test('applyByteEdits changes only the edited bytes, whatever the encoding', () => {
  const latin1 = Buffer.from('caf\xe9 14:20pm na\xefve', 'latin1');
  const text = decodeUtf8(latin1);
  assert.equal(text, 'caf\uFFFD 14:20pm na\uFFFDve');
  const start = text.indexOf('pm');
  const out = applyByteEdits(latin1, [{ start, end: start + 2, newText: '' }]);
  assert.deepEqual(out, Buffer.from('caf\xe9 14:20 na\xefve', 'latin1'));
  // A line break in a new text takes the file's line ending.
  assert.deepEqual(applyByteEdits(Buffer.from('a\r\nb'), [{ start: 1, end: 1, newText: '\nx' }], '\r\n'), Buffer.from('a\r\nx\r\nb'));
});

test('lint --fix writes back every byte it does not fix: Latin-1, BOM, CRLF, lone CR', () => {
  const d = tmp();
  const cases: [string, Buffer][] = [
    ['latin1-crlf.md', Buffer.from(`${FIXABLE[0]}\r\n\r\nL'\xe9quipe: down from 14:20pm UTC, na\xefve \xff.\r\n\r\nBack by 15:00 UTC, \xe0 peu pr\xe8s.\r\n`, 'latin1')],
    ['bom-cr.md', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${FIXABLE[0]}\r\rDown from 14:20pm UTC \u2014 caf\u00e9.\r\rBack by 15:00 UTC.\r`)])],
    ['mixed.md', Buffer.concat([Buffer.from(`${FIXABLE[0]}\n\r\n`), Buffer.from([0xc3, 0x28, 0xe2, 0x82]), Buffer.from(' down from 14:20pm UTC.\r'), Buffer.from([0xf0, 0x9f, 0x98, 0x80, 0xed, 0xa0, 0x80]), Buffer.from('\n\nBack by 15:00 UTC.')])],
  ];
  for (const [name, bytes] of cases) {
    const f = join(d, name);
    writeFileSync(f, bytes);
    const r = run(['lint', '--fix', f]);
    assert.ok(r.code === 0 || r.code === 1, `${name}: ${r.stderr}`);
    const at = bytes.indexOf('14:20pm');
    const expected = Buffer.concat([bytes.subarray(0, at + 5), bytes.subarray(at + 7)]);
    assert.deepEqual(readFileSync(f), expected, name);
  }
});

test('lint --fix keeps the mode, fixes a link\'s target and keeps the link', () => {
  const d = tmp();
  mkdirSync(join(d, 'real'));
  const target = join(d, 'real', 'doc.md');
  writeFileSync(target, FIXABLE.join('\n'));
  chmodSync(target, 0o640);
  symlinkSync(join('real', 'doc.md'), join(d, 'link.md'));
  const r = run(['lint', '--fix', join(d, 'link.md')]);
  assert.equal(r.code, 0, r.stderr);
  assert.ok(lstatSync(join(d, 'link.md')).isSymbolicLink());
  assert.equal(readlinkSync(join(d, 'link.md')), join('real', 'doc.md'));
  assert.match(readFileSync(target, 'utf8'), /Down from 14:20 UTC\./);
  assert.equal(statSync(target).mode & 0o777, 0o640);
  assert.deepEqual(readdirSync(join(d, 'real')), ['doc.md']);
});

test('lint --fix under a file-size limit: the write fails, the original is intact, no temporary file is left', () => {
  const d = tmp();
  const f = join(d, 'big.md');
  // 20 KB, over the 8 KB limit (bash's ulimit -f counts 1 KB blocks): reading is fine, writing fails.
  const original = Buffer.from(FIXABLE.join('\n') + '\n\n' + 'Padding line of the report body.\n'.repeat(600));
  writeFileSync(f, original);
  const r = run(['lint', '--fix', f], { shell: 'ulimit -f 8' });
  assert.equal(r.code, 2);
  oneSentence(r.stderr, /^postmortem: cannot write .*big\.md: the file size limit was reached \(EFBIG\)$/);
  assert.deepEqual(readFileSync(f), original);
  assert.deepEqual(readdirSync(d), ['big.md']);
  // The findings are those of the file as it is, still to fix.
  assert.match(r.stdout, /big\.md:3:\d+ error time-format/);
  assert.doesNotMatch(r.stdout, /no problems/);
});

test('lint --fix leaves a file that changed since it was read untouched (an editor saved it meanwhile)', () => {
  // The hook appends to the file between the read and the rename, every time, deterministically.
  const d = tmp();
  const f = join(d, 'a.md');
  writeFileSync(f, FIXABLE.join('\n'));
  const r = run(['lint', '--fix', f], { env: { POSTMORTEM_TEST_EDIT_BEFORE_RENAME: '\nSaved by an editor.\n' } });
  assert.equal(r.code, 2);
  oneSentence(r.stderr, /^postmortem: .*a\.md changed while it was being fixed; it was left untouched/);
  assert.equal(readFileSync(f, 'utf8'), FIXABLE.join('\n') + '\nSaved by an editor.\n');
  assert.deepEqual(readdirSync(d), ['a.md']);
});

test('writeFileAtomic checks size, time and bytes before the rename', () => {
  const d = tmp();
  const f = join(d, 'a.md');
  writeFileSync(f, 'one');
  const read = readRegularFile(f, 100);
  // Same size, different bytes, same modification time: still caught (the bytes are compared).
  const sameSize = () => { const t = statSync(f); writeFileSync(f, 'two'); spawnSync('touch', ['-m', '-d', `@${t.mtimeMs / 1000}`, f]); };
  assert.throws(() => writeFileAtomic(f, Buffer.from('fixed'), { expect: read, beforeCommit: sameSize }), /changed while it was being fixed/);
  assert.equal(readFileSync(f, 'utf8'), 'two');
  writeFileAtomic(f, Buffer.from('fixed'), { expect: readRegularFile(f, 100) });
  assert.equal(readFileSync(f, 'utf8'), 'fixed');
  assert.deepEqual(readdirSync(d), ['a.md']);
});

test('lint --fix on a read-only file: one sentence, exit 2, the file unchanged, its findings shown', () => {
  const d = tmp();
  const f = join(d, 'ro.md');
  writeFileSync(f, FIXABLE.join('\n'));
  chmodSync(f, 0o444);
  const r = run(['lint', '--fix', f]);
  assert.equal(r.code, 2);
  oneSentence(r.stderr, /^postmortem: cannot write .*ro\.md: the file is read-only$/);
  assert.equal(readFileSync(f, 'utf8'), FIXABLE.join('\n'));
  assert.match(r.stdout, /ro\.md:3:\d+ error time-format/);
  assert.doesNotMatch(r.stdout, /no problems/);
  // Nothing to fix: nothing to write, no complaint.
  const clean = join(d, 'clean.md');
  writeFileSync(clean, '# Outage on 2024-01-01\n');
  chmodSync(clean, 0o444);
  assert.equal(run(['lint', '--fix', clean]).stderr, '');
});

test('timeline --html writes atomically; a failed write keeps the previous page; a directory is one sentence', () => {
  const d = tmp();
  writeFileSync(join(d, 'a.md'), FIXABLE.join('\n'));
  const page = join(d, 'out', 'page.html');
  const ok = run(['timeline', join(d, 'a.md'), '--html', page]);
  assert.equal(ok.code, 0, ok.stderr);
  const before = readFileSync(page);
  assert.match(before.toString(), /<html/i);
  writeFileSync(page, 'previous page');
  const full = run(['timeline', join(d, 'a.md'), '--html', page], { shell: 'ulimit -f 1' });
  assert.equal(full.code, 2);
  oneSentence(full.stderr, /^postmortem: cannot write .*page\.html: the file size limit was reached \(EFBIG\)$/);
  assert.equal(readFileSync(page, 'utf8'), 'previous page');
  assert.deepEqual(readdirSync(join(d, 'out')), ['page.html']);
  const dir = run(['timeline', join(d, 'a.md'), '--html', d]);
  assert.equal(dir.code, 2);
  oneSentence(dir.stderr, /^postmortem: cannot write .*: it is a directory$/);
});

test('report --html writes atomically too', () => {
  const d = tmp();
  writeFileSync(join(d, 'a.md'), FIXABLE.join('\n'));
  const page = join(d, 'report.html');
  writeFileSync(page, 'previous report');
  const r = run(['report', d, '--html', page], { shell: 'ulimit -f 1' });
  assert.equal(r.code, 2);
  assert.match(r.stderr, /^postmortem: cannot write .*report\.html: the file size limit was reached \(EFBIG\)$/m);
  assert.equal(readFileSync(page, 'utf8'), 'previous report');
  assert.deepEqual(readdirSync(d).sort(), ['a.md', 'report.html']);
});

test('I/O errors are one sentence with the path and the cause', () => {
  const d = tmp();
  writeFileSync(join(d, 'a.md'), FIXABLE.join('\n'));
  // A directory where a document is expected.
  const dir = run(['inspect', d]);
  assert.equal(dir.code, 2);
  oneSentence(dir.stderr, /is a directory; expected a file$/);
  // A directory as the config file.
  const cfg = run(['lint', '--config', d, join(d, 'a.md')]);
  assert.equal(cfg.code, 2);
  oneSentence(cfg.stderr, /^postmortem: .* is a directory; expected a configuration file$/);
  // Standard output on a full device.
  const out = openSync('/dev/full', 'w');
  try {
    const r = spawnSync(process.execPath, [CLI, 'lint', '--format', 'json', join(d, 'a.md')], { encoding: 'utf8', stdio: ['pipe', out, 'pipe'], timeout: CEILING });
    assert.equal(r.status, 2);
    oneSentence(r.stderr, /^postmortem: cannot write standard output: no space left on the device \(ENOSPC\)$/);
  } finally {
    closeSync(out);
  }
});

/** Runs the CLI with its output on a pipe read to the end by this process (no buffer limit). */
function piped(args: string[]): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = []; let err = '';
    const timer = setTimeout(() => { child.kill(); fail(new Error('the CLI did not end')); }, 120_000);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => { err += c; });
    child.on('close', (code) => { clearTimeout(timer); done({ code, stdout: Buffer.concat(out), stderr: err }); });
  });
}

test('large JSON and SARIF arrive whole and valid through a pipe; a reader that leaves early is no crash', async () => {
  const d = tmp();
  const lines = ['# Outage on 2023-10-14', '', '## Timeline', ''];
  for (let i = 0; i < 6000; i++) lines.push(`- Sunday, 2023-10-14 ${String(i % 24).padStart(2, '0')}:00 UTC step ${i}`);
  writeFileSync(join(d, 'many.md'), lines.join('\n'));
  for (const format of ['json', 'sarif']) {
    const r = await piped(['lint', '--format', format, join(d, 'many.md')]);
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    assert.ok(r.stdout.length > 2_000_000, `${format}: ${r.stdout.length} bytes`);
    const parsed = JSON.parse(r.stdout.toString('utf8')) as unknown;
    const count = format === 'json' ? (parsed as { diagnostics: unknown[] }[])[0]!.diagnostics.length : (parsed as { runs: { results: unknown[] }[] }).runs[0]!.results.length;
    assert.ok(count >= 6000, `${format}: ${count} findings`);
  }
  // `| head -c 100`: the reader goes away; the CLI ends quietly.
  const r = spawnSync('bash', ['-c', `"$0" "$1" lint --format sarif "$2" | head -c 100 >/dev/null; echo "\${PIPESTATUS[0]}"`, process.execPath, CLI, join(d, 'many.md')], { encoding: 'utf8', timeout: 120_000 });
  assert.match(r.stdout, /^[012]\n$/);
  assert.equal(r.stderr, '');
});

test('jsonChunks is JSON.stringify(value, null, 2), piece by piece', () => {
  const result = analyze(readFileSync('examples/defects-postmortem.md', 'utf8'), DEFAULT_CONFIG);
  const results = [{ path: 'a.md', findings: result.findings }, { path: 'b.md', findings: [] }];
  const values: unknown[] = [[], {}, [[]], [{}], { a: [1, { b: [] }], c: undefined, d: null }, [undefined, 1, 'x'], 'str', 3, null,
    { deep: { er: { still: { more: [1, 2, { x: [3] }] } } } }, JSON.parse(formatSarif(results, '0.0.0', '/w')) as unknown];
  for (const v of values) assert.equal([...jsonChunks(v)].join(''), JSON.stringify(v, null, 2));
  assert.ok(result.findings.length > 3);
  assert.equal(formatJson(results), JSON.stringify(results.map((r) => ({ path: r.path, diagnostics: r.findings.map(jsonDiagnostic) })), null, 2) + '\n');
});

test('file names are escaped in text output: a newline in a name cannot fake a finding', () => {
  const d = tmp();
  const name = 'evil\nfake.md:1:1 error time-format injected\x1b[2J.md';
  writeFileSync(join(d, name), FIXABLE.join('\n'));
  const r = run(['lint', d]);
  assert.equal(r.code, 1, r.stderr);
  const lines = r.stdout.trimEnd().split('\n');
  for (const l of lines.slice(0, -1)) assert.ok(l.startsWith(join(d, 'evil\\nfake.md:1:1 error time-format injected\\x1b[2J.md:')), l);
  assert.ok(!r.stdout.includes("\x1b"));
  assert.equal(displayPath('plain/a b.md'), 'plain/a b.md');
  assert.equal(displayPath('a\\b\tc'), 'a\\\\b\\tc');
  // JSON keeps the name as it is (JSON escapes it).
  const j = JSON.parse(run(['lint', '--format', 'json', d]).stdout) as { path: string }[];
  assert.equal(j[0]!.path, join(d, name));
});

test('a directory run follows links to files and folders, and lints each file once (loops included)', () => {
  const d = tmp();
  const outside = tmp();
  writeFileSync(join(outside, 'linked.md'), FIXABLE.join('\n'));
  mkdirSync(join(d, 'docs'));
  writeFileSync(join(d, 'docs', 'own.md'), FIXABLE.join('\n'));
  symlinkSync(join(outside, 'linked.md'), join(d, 'docs', 'link.md'));
  symlinkSync(outside, join(d, 'docs', 'folder'));
  symlinkSync('..', join(d, 'docs', 'up')); // a loop: docs/up/docs/up/…
  symlinkSync(join(d, 'docs', 'own.md'), join(d, 'docs', 'again.md'));
  symlinkSync('/nonexistent/target.md', join(d, 'docs', 'dangling.md'));
  const r = run(['lint', '--format', 'json', join(d, 'docs')]);
  assert.equal(r.code, 1, r.stderr);
  const paths = (JSON.parse(r.stdout) as { path: string }[]).map((x) => x.path.slice(join(d, 'docs').length + 1)).sort();
  // linked.md is reached as link.md and as folder/linked.md: once. own.md by its own name.
  assert.equal(paths.length, 2, paths.join(', '));
  assert.ok(paths.includes('own.md'), paths.join(', '));
  assert.ok(paths.some((p) => p === 'link.md' || p === 'folder/linked.md'), paths.join(', '));
  assert.ok(existsSync(join(d, 'docs', 'dangling.md')) === false);
});
