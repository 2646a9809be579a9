/**
 * LineMemo (server/src/core/memo.ts): a rule's per-line memory between runs. It must hand back a value
 * only for the very text it was computed from, compute as little as possible while typing, and forget
 * lines the document no longer has.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FEW_MISSES, LineMemo } from '../../server/src/core/memo.js';

/** One run over `lines`: the values, and how many were computed. */
function run(memo: LineMemo<string>, lines: string[]): { values: string[]; computed: number } {
  let computed = 0;
  const values = lines.map((l, i) => memo.get(i, l, (t) => { computed++; return t.toUpperCase(); }));
  memo.rotate();
  return { values, computed };
}

test('a line memo computes each text once, then only the lines that changed', () => {
  const memo = new LineMemo<string>();
  const lines = Array.from({ length: 50 }, (_, i) => `line ${i}`);
  assert.equal(run(memo, lines).computed, 50);
  assert.equal(run(memo, lines).computed, 0);
  lines[7] = 'line 7, edited';
  const r = run(memo, lines);
  assert.equal(r.computed, 1);
  assert.deepEqual(r.values, lines.map((l) => l.toUpperCase()));
  // Typing back restores the old text: computed again (the memo keeps one value per line).
  lines[7] = 'line 7';
  assert.equal(run(memo, lines).computed, 1);
});

test('a line memo finds moved lines by text and never returns a value for another text', () => {
  const memo = new LineMemo<string>();
  const lines = Array.from({ length: 40 }, (_, i) => `row ${i}`);
  run(memo, lines);
  // A line inserted at the top moves every other one: they are found by text, only the new one is computed.
  const moved = ['a new first line', ...lines];
  const r = run(memo, moved);
  assert.ok(r.computed <= FEW_MISSES + 1, `computed ${r.computed}`);
  assert.deepEqual(r.values, moved.map((l) => l.toUpperCase()));
  // Every line different: every value computed, none stale.
  const other = moved.map((l) => `${l}!`);
  const o = run(memo, other);
  assert.equal(o.computed, other.length);
  assert.deepEqual(o.values, other.map((l) => l.toUpperCase()));
});

test('a line memo forgets the lines past the end of a shorter document', () => {
  const memo = new LineMemo<string>();
  run(memo, ['a', 'b', 'c', 'd']);
  run(memo, ['a', 'b']);
  // Lines 2 and 3 were dropped, so the same texts there are computed again (not served from a stale slot).
  assert.equal(run(memo, ['a', 'b', 'c', 'd']).computed, 2);
});
