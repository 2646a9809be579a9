/**
 * The incremental engine, tested on its own: random pipelines of passes over random documents, random
 * edits (typing, new lines, deleted lines, moved blocks, context changes), and after every edit the
 * reused engine must give exactly what a fresh engine gives. A pass that reads more than it declares
 * must be caught by the same check (so the check can fail).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Engine, equal, SEG, type Column } from '../../server/src/core/incremental/engine.js';
import { prng } from '../../bench/generate.js';

/** One pipeline: what a model builder would do, in miniature. `impure` makes the fold peek at the next line. */
function pipeline(engine: Engine, lines: string[], ctx: { unit: number; flag: boolean }, impure = false) {
  const n = lines.length;
  engine.begin(n);
  const text = engine.input('text', lines);
  const kind = engine.map('kind', [text], null, (i) => (text.values[i]!.startsWith('#') ? 'h' : text.values[i]!.trim() === '' ? undefined : 'p'));
  const words = engine.textMap('words', text, kind, ctx.flag, (t, k) => ({ k, words: t.split(/\s+/).filter(Boolean).length + (ctx.flag ? 1 : 0) }));
  const len = engine.map('len', [text, words], ctx.unit, (i) => text.values[i]!.length * ctx.unit + (words.values[i]?.words ?? 0));
  // A fold: the current heading's number flows down; each non-blank line emits [heading, len].
  const folded = engine.fold<{ heading: number }, { line: number; heading: number; len: number; peek?: number }>('sections',
    { deps: [kind, len], ctx: ctx.unit, from: 0, to: n - 1, init: { heading: 0 }, perLine: true },
    (i, s, out) => {
      const k = kind.values[i];
      const next = k === 'h' ? { heading: s.heading + 1 } : s;
      if (k !== undefined) out.push({ line: i, heading: next.heading, len: len.values[i]!, ...(impure ? { peek: lines[i + 1]?.length ?? -1 } : {}) });
      return next;
    });
  // A fold over part of the lines, from the first heading to the last.
  const first = lines.findIndex((l) => l.startsWith('#'));
  let last = -1;
  for (let i = n - 1; i >= 0; i--) if (lines[i]!.startsWith('#')) { last = i; break; }
  const part = first >= 0 ? engine.fold<number, number>(`part@${first}`, { deps: [len], ctx: null, from: first, to: last, init: 0 }, (i, s, out) => {
    out.push(s + len.values[i]!);
    return (s + len.values[i]!) % 97;
  }) : undefined;
  const keyed = engine.keyed<object, { total: number }>('totals');
  const totals = folded.out.map((o) => keyed.get(o, undefined, ctx.unit, null, () => ({ total: o.len * 2 + o.heading })));
  const code = engine.snapshot('len-copy', len);
  engine.end();
  const byLine = (c: Column<unknown> | undefined) => (c ? [...c.values] : undefined);
  return { kind: [...kind.values], words: [...words.values], len: [...len.values], out: folded.out, state: folded.state, byLine: byLine(folded.byLine), part: part && { out: part.out, state: part.state }, totals, code };
}

const WORDS = ['alpha', 'beta', 'gamma', '#', '##', 'delta', '', ' ', '12:00', 'x'];

function randomLine(rnd: () => number): string {
  const k = Math.floor(rnd() * 5);
  const parts: string[] = [];
  for (let j = 0; j < k; j++) parts.push(WORDS[Math.floor(rnd() * WORDS.length)]!);
  return parts.join(' ');
}

function randomEdit(lines: string[], rnd: () => number): string[] {
  const out = lines.slice();
  const at = Math.floor(rnd() * (out.length + 1));
  const r = rnd();
  if (r < 0.45 && out.length > 0) { const i = Math.min(at, out.length - 1); out[i] = out[i]! + WORDS[Math.floor(rnd() * WORDS.length)]!; } // typing
  else if (r < 0.6) out.splice(at, 0, randomLine(rnd)); // a new line
  else if (r < 0.72 && out.length > 1) out.splice(Math.min(at, out.length - 1), 1); // a deleted line
  else if (r < 0.82 && out.length > 4) { const from = Math.floor(rnd() * (out.length - 3)); const block = out.splice(from, 3); out.splice(Math.floor(rnd() * out.length), 0, ...block); } // a moved block
  else if (out.length > 0) { const i = Math.min(at, out.length - 1); out[i] = rnd() < 0.5 ? '# heading ' + out[i] : out[i]!.replace(/^#+\s?/, ''); } // a line becomes or stops being a heading
  return out;
}

/** Runs random edits on one reused engine and compares with a fresh one; returns the first mismatch. */
function check(seed: number, steps: number, impure = false): { mismatch?: string; kept: number } {
  const rnd = prng(seed);
  let lines = Array.from({ length: 20 + Math.floor(rnd() * 300) }, () => randomLine(rnd));
  let ctx = { unit: 1, flag: false };
  const reused = new Engine();
  let kept = 0;
  for (let s = 0; s < steps; s++) {
    if (rnd() < 0.05) ctx = { unit: 1 + Math.floor(rnd() * 2), flag: rnd() < 0.5 };
    else lines = randomEdit(lines, rnd);
    const a = pipeline(reused, lines, ctx, impure);
    kept += reused.stats.runsKept + reused.stats.mapSegmentsKept;
    const b = pipeline(new Engine(), lines, ctx, impure);
    if (!equal(a, b)) return { mismatch: `seed ${seed}, step ${s}`, kept };
  }
  return { kept };
}

test('engine: a reused engine equals a fresh one across random passes and random edits', () => {
  let kept = 0;
  for (let seed = 1; seed <= 40; seed++) {
    const r = check(seed, 60);
    assert.equal(r.mismatch, undefined, r.mismatch);
    kept += r.kept;
  }
  assert.ok(kept > 1000, `the engine reused work (${kept} segments and runs kept)`);
});

test('engine: a pass that reads a line it did not declare is caught by the same check', () => {
  let caught = 0;
  for (let seed = 1; seed <= 40 && caught === 0; seed++) if (check(seed, 60, true).mismatch) caught++;
  assert.ok(caught > 0, 'the equivalence check finds the undeclared read');
});

test('engine: fold runs end at segment ends and are kept only with the same state flowing in', () => {
  const lines = Array.from({ length: SEG * 3 }, (_, i) => (i % 10 === 0 ? '# h' : `line ${i}`));
  const e = new Engine();
  pipeline(e, lines, { unit: 1, flag: false });
  // Typing in the last segment: the first two segments' runs are kept.
  const typed = lines.slice();
  typed[SEG * 2 + 5] += 'x';
  pipeline(e, typed, { unit: 1, flag: false });
  assert.ok(e.stats.runsKept >= 2, `runs kept: ${e.stats.runsKept}`);
  // A heading added in the first segment changes the state flowing into every later run: all are read.
  const headed = typed.slice();
  headed[3] = '# new';
  pipeline(e, headed, { unit: 1, flag: false });
  const read = e.stats.runsRead;
  assert.ok(read >= 3, `runs read: ${read}`);
});

test('engine: a value of a text map is found by text when lines move, and not across keys', () => {
  const e = new Engine();
  let computed = 0;
  const run = (lines: string[], keys: (string | undefined)[]) => {
    e.begin(lines.length);
    const text = e.input('text', lines);
    const key = e.input('key', keys);
    const c = e.textMap('m', text, key, null, (t, k) => { computed++; return `${k}:${t}`; });
    e.end();
    return [...c.values];
  };
  const lines = Array.from({ length: 200 }, (_, i) => `line ${i}`);
  run(lines, lines.map(() => 'a'));
  computed = 0;
  const moved = ['new', ...lines];
  assert.deepEqual(run(moved, moved.map(() => 'a')), moved.map((l) => `a:${l}`));
  assert.ok(computed <= 9, `moved lines are found by text (${computed} computed)`);
  computed = 0;
  assert.deepEqual(run(moved, moved.map(() => 'b')), moved.map((l) => `b:${l}`));
  assert.equal(computed, moved.length, 'a new key computes every line again');
});

test('engine: a build that throws leaves nothing half-updated for the next', () => {
  const e = new Engine();
  const lines = ['a', 'b', 'c'];
  pipeline(e, lines, { unit: 1, flag: false });
  e.begin(3);
  e.input('text', ['a', 'x', 'c']);
  assert.throws(() => e.map('len', [], null, () => { throw new Error('boom'); }));
  // The next build starts from what survived, and still equals a fresh one.
  assert.ok(equal(pipeline(e, ['a', 'y', 'c'], { unit: 1, flag: false }), pipeline(new Engine(), ['a', 'y', 'c'], { unit: 1, flag: false })));
});

test('equal: plain data, Maps, NaN; not across shapes', () => {
  assert.ok(equal({ a: [1, { b: 2 }], m: new Map([[1, 'x']]) }, { a: [1, { b: 2 }], m: new Map([[1, 'x']]) }));
  assert.ok(equal(NaN, NaN));
  assert.ok(!equal({ a: 1 }, { a: 1, b: undefined }));
  assert.ok(!equal([1], { 0: 1 }));
  assert.ok(!equal(new Map([[1, 'x']]), new Map([[1, 'y']])));
});
