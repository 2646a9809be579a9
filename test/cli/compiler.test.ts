/** The CLI's choice of V8 compiler for a run (server/src/cli/compiler.ts): from the work, unless the user chose. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPTIMIZE_MIN_BYTES_PER_THREAD, bytesUpTo, compilerFor, tiersChosen } from '../../server/src/cli/compiler.js';

test('TurboFan stays on only for runs with more text per thread than its compiles cost', () => {
  const bound = OPTIMIZE_MIN_BYTES_PER_THREAD;
  assert.equal(compilerFor(0, 1, false), 'baseline');
  assert.equal(compilerFor(bound, 1, false), 'baseline');
  assert.equal(compilerFor(bound + 1, 1, false), 'optimising');
  // Every thread compiles for itself: two threads need twice the text.
  assert.equal(compilerFor(bound + 1, 2, false), 'baseline');
  assert.equal(compilerFor(2 * bound + 1, 2, false), 'optimising');
  assert.equal(compilerFor(0, 1, true), 'as given');
});

test('a tiering flag on the command line or in NODE_OPTIONS is the user\'s choice; other flags are not', () => {
  for (const f of ['--turbofan', '--no-turbofan', '--opt', '--no-opt', '--max-opt=1', '--jitless', '--maglev', '--no-sparkplug', '--regexp-tier-up', '--no-regexp-tier-up']) assert.ok(tiersChosen([f], ''), f);
  assert.ok(tiersChosen([], '--max-old-space-size=100 --jitless'));
  for (const f of ['--stack-size=2000', '--v8-pool-size=1', '--inspect', '--optimize-for-size', '--turbofan-filter=x']) assert.ok(!tiersChosen([f], ''), f);
  assert.ok(!tiersChosen([], ''));
});

test('the sizes of a run are added up to the bound only; a file that is gone counts nothing', () => {
  const d = mkdtempSync(join(tmpdir(), 'pm-compiler-'));
  const files = [1000, 2000, 3000].map((n, i) => { const f = join(d, `f${i}.md`); writeFileSync(f, 'x'.repeat(n)); return f; });
  assert.equal(bytesUpTo(files, 10_000), 6000);
  assert.equal(bytesUpTo([...files, join(d, 'missing.md')], 10_000), 6000);
  // Past the bound it stops: the third file is not looked at.
  assert.equal(bytesUpTo(files, 2500), 3000);
});
