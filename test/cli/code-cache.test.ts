/**
 * The CLI's code cache (server/src/cli/code-cache.ts): a bundle runs the same with or without it, a
 * cache is taken only for the source it was made from, and a damaged one is ignored. Each run is a
 * child Node (the cache is written as a process exits), and a small bundle of our own stands in for
 * the CLI's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const MODULE = pathToFileURL(resolve('server/src/cli/code-cache.ts')).href;

function run(dir: string, write = false): { taken: boolean; out: string } {
  const driver = join(dir, 'driver.mts');
  writeFileSync(driver, `import { runBundle } from ${JSON.stringify(MODULE)};\nconst r = runBundle(${JSON.stringify(join(dir, 'bundle.cjs'))});\nprocess.stdout.write(' ' + JSON.stringify(r));\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', driver], { encoding: 'utf8', env: { ...process.env, POSTMORTEM_WRITE_CODE_CACHE: write ? '1' : '' } });
  assert.equal(r.status, 0, r.stderr);
  const [out, json] = [r.stdout.slice(0, r.stdout.lastIndexOf(' ')), r.stdout.slice(r.stdout.lastIndexOf(' ') + 1)];
  return { taken: (JSON.parse(json!) as { cacheUsed: boolean }).cacheUsed, out: out! };
}

const bundle = (word: string) => [
  // What Node's loader gives a CommonJS file, and a function that runs only when called (compiled lazily).
  'const { basename } = require("node:path");',
  `function greet(n) { return "${word} " + n + " from " + basename(__filename) + " " + typeof module.exports; }`,
  'process.stdout.write(greet(41 + 1));',
].join('\n');

test('a bundle runs the same from its cache, which is taken only for the source it was made from', () => {
  const d = mkdtempSync(join(tmpdir(), 'pm-code-cache-'));
  writeFileSync(join(d, 'bundle.cjs'), bundle('hello'));
  assert.deepEqual(run(d), { taken: false, out: 'hello 42 from bundle.cjs object' }, 'no cache yet');
  assert.ok(!existsSync(join(d, 'bundle.cjs.cache')), 'written only when asked');
  assert.deepEqual(run(d, true), { taken: false, out: 'hello 42 from bundle.cjs object' });
  assert.ok(existsSync(join(d, 'bundle.cjs.cache')));
  assert.deepEqual(run(d), { taken: true, out: 'hello 42 from bundle.cjs object' });
  // Another source of the same length (V8's own check): the cache is not taken, the new source runs.
  writeFileSync(join(d, 'bundle.cjs'), bundle('howdy'));
  assert.deepEqual(run(d), { taken: false, out: 'howdy 42 from bundle.cjs object' });
});

test('a damaged or foreign cache is ignored', () => {
  const d = mkdtempSync(join(tmpdir(), 'pm-code-cache-'));
  writeFileSync(join(d, 'bundle.cjs'), bundle('hello'));
  run(d, true);
  const cache = readFileSync(join(d, 'bundle.cjs.cache'));
  // The right source hash before data V8 cannot use.
  writeFileSync(join(d, 'bundle.cjs.cache'), Buffer.concat([cache.subarray(0, 32), Buffer.alloc(cache.length - 32, 7)]));
  assert.deepEqual(run(d), { taken: false, out: 'hello 42 from bundle.cjs object' });
  for (const junk of [Buffer.alloc(0), Buffer.from('short'), cache.subarray(0, 32)]) {
    writeFileSync(join(d, 'bundle.cjs.cache'), junk);
    assert.deepEqual(run(d), { taken: false, out: 'hello 42 from bundle.cjs object' }, `${junk.length} bytes`);
  }
});

test('the built CLI starts from the cache the build wrote', () => {
  const d = mkdtempSync(join(tmpdir(), 'pm-code-cache-'));
  for (let i = 0; i < 320; i++) writeFileSync(join(d, `f${String(i).padStart(3, '0')}.md`), '# Quiet note on 2024-01-01\n\n## Impact\n\nNone.\n');
  const r = spawnSync(process.execPath, ['server/out/cli.js', 'lint', d], { encoding: 'utf8', env: { ...process.env, POSTMORTEM_STATS: '1' } });
  assert.match(r.stderr, /code cache: taken/, r.stderr);
});
