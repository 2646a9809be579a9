/**
 * The incremental engine: every pass of the model builder that looks at lines runs through it, and it
 * alone decides what a build may take from the build before.
 *
 * A pass declares what it reads, as *columns* (one value per source line: the text, the line structure,
 * the scan, …), a *context* (document-wide values such as the document zone) and, for a fold, the
 * *state* carried from line to line. The engine derives every reuse decision from those declarations:
 *
 * - `map`: the value of line i is kept while every input column is unchanged at line i and the context
 *   is equal;
 * - `textMap`: a value that is a pure function of a line's text and a small key (the line kind): kept at
 *   the same line, or found by text when lines moved;
 * - `fold`: lines are read in runs that end where a 64-line segment ends; a run's output is kept while
 *   its lines' inputs are unchanged, the context is equal and the state flowing into it is equal;
 * - `keyed`: a value made from an object and a few inputs, kept while they are the same.
 *
 * "Unchanged" is identity of the column value at that line (columns keep their previous objects when
 * nothing changed); "equal" is structural equality of plain data (`equal`). No pass writes cache keys
 * of its own: a reader that is handed only its declared inputs cannot forget one.
 *
 * A build calls `begin`, runs its passes, then `end`; the memory of a pass not run in a build is
 * dropped. Memory is taken out of the engine as a pass starts, so a build that throws leaves nothing
 * half-updated behind: the passes after the failure start afresh next time.
 */

/** Lines per segment: the unit of reuse of folds and of change tracking. */
export const SEG = 64;

/** One value per source line, and where it changed since the previous build. */
export interface Column<T> {
  readonly values: readonly T[];
  /** Per segment: 1 when some line's value differs (by identity) from the previous build's at that line. */
  readonly segChanged: Uint8Array;
  /** Per line: 1 when the value differs from the previous build's at that line. */
  readonly lineChanged: Uint8Array;
}

/** Structural equality of plain data (numbers, strings, arrays, plain objects, Maps); identity first, and only identity for other objects. */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  if (a instanceof Map) {
    if (!(b instanceof Map) || a.size !== b.size) return false;
    for (const [k, v] of a) if (!b.has(k) || !equal(v, b.get(k))) return false;
    return true;
  }
  if (Array.isArray(b) || b instanceof Map) return false;
  // Only plain objects compare by content: two regular expressions, dates or class instances are equal when they are one.
  const pa = Object.getPrototypeOf(a); const pb = Object.getPrototypeOf(b);
  if ((pa !== Object.prototype && pa !== null) || pa !== pb) return false;
  const ka = Object.keys(a); const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!Object.prototype.hasOwnProperty.call(b, k) || !equal((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/** Below this many lines not found at their index, computing them is cheaper than indexing the previous build by text. */
const FEW_MISSES = 8;

interface MapMemory<T> { values: T[]; ctx: unknown }
interface TextMemory<T> { values: (T | undefined)[]; texts: (string | undefined)[]; keys: (string | undefined)[]; ctx: unknown }
interface Run<S, O> { end: number; ctx: unknown; stateIn: S; stateOut: S; out: O[] }
interface FoldMemory<S, O> { runs: Map<number, Run<S, O>>; byLine: (O[] | undefined)[] | undefined }
interface Kept<K, V> { key: K; a: unknown; b: unknown; c: unknown; value: V }
type KeyedMemory<K, V> = Kept<K, V>[];

export interface FoldSpec<S> {
  /** Columns the step reads at its line. */
  deps: readonly Column<unknown>[];
  /** Document-wide inputs (compared with `equal`). */
  ctx: unknown;
  /** First and last line (inclusive) to read. */
  from: number;
  to: number;
  /** The state before `from`. States are never modified: a step returns a new state when it changes. */
  init: S;
  /** Whether to keep each line's outputs as a column. */
  perLine?: boolean;
}

export interface FoldResult<S, O> {
  out: O[];
  state: S;
  /** Each line's outputs (with `perLine`), undefined for lines with none. */
  byLine: Column<O[] | undefined> | undefined;
}

/** What the last build reused, for tests that check reuse happens. */
export interface EngineStats { mapSegmentsKept: number; runsKept: number; runsRead: number }

export class Engine {
  private prev = new Map<string, unknown>();
  private next = new Map<string, unknown>();
  private n = 0;
  private segs = 0;
  stats: EngineStats = { mapSegmentsKept: 0, runsKept: 0, runsRead: 0 };

  begin(lineCount: number): void {
    this.n = lineCount;
    this.segs = Math.ceil(lineCount / SEG);
    this.next = new Map();
    this.stats = { mapSegmentsKept: 0, runsKept: 0, runsRead: 0 };
  }

  end(): void {
    this.prev = this.next;
    this.next = new Map();
  }

  private take<M>(name: string): M | undefined {
    const m = this.prev.get(name) as M | undefined;
    this.prev.delete(name);
    return m;
  }

  private keep(name: string, memory: unknown): void {
    if (this.next.has(name)) throw new Error(`pass "${name}" ran twice in one build`);
    this.next.set(name, memory);
  }

  private flags(): { segChanged: Uint8Array; lineChanged: Uint8Array } {
    return { segChanged: new Uint8Array(this.segs), lineChanged: new Uint8Array(this.n) };
  }

  /**
   * A column given by the builder. With `same`, a value equal to the previous build's at its line is
   * replaced by that previous object (so later identity checks hold); `values` may be changed for that.
   */
  input<T>(name: string, values: T[], same?: (a: T, b: T) => boolean): Column<T> {
    const old = this.take<T[]>(name);
    const f = this.flags();
    for (let i = 0; i < this.n; i++) {
      const v = values[i]!;
      if (old !== undefined && i < old.length) {
        const o = old[i]!;
        if (o === v) continue;
        if (same && same(v, o)) { values[i] = o; continue; }
      }
      f.lineChanged[i] = 1;
      f.segChanged[(i / SEG) | 0] = 1;
    }
    this.keep(name, values);
    return { values, ...f };
  }

  /** Line i's value is `compute(i)`, kept while every column of `deps` is unchanged at i and `ctx` is equal. */
  map<T>(name: string, deps: readonly Column<unknown>[], ctx: unknown, compute: (i: number) => T): Column<T> {
    const mem = this.take<MapMemory<T>>(name);
    const n = this.n;
    const same = mem !== undefined && equal(mem.ctx, ctx);
    const old = mem?.values;
    const values: T[] = old !== undefined && old.length === n ? old : new Array<T>(n);
    const f = this.flags();
    for (let s = 0; s < this.segs; s++) {
      const first = s * SEG; const end = Math.min(n, first + SEG);
      if (same && values === old && !anySegChanged(deps, s)) { this.stats.mapSegmentsKept++; continue; }
      for (let i = first; i < end; i++) {
        const prevValue = old !== undefined && i < old.length ? old[i] : undefined;
        if (same && old !== undefined && i < old.length && !anyLineChanged(deps, i)) { values[i] = prevValue!; continue; }
        const v = compute(i);
        values[i] = v;
        if (old === undefined || i >= old.length || v !== prevValue) { f.lineChanged[i] = 1; f.segChanged[s] = 1; }
      }
    }
    this.keep(name, { values, ctx });
    return { values, ...f };
  }

  /**
   * Line i's value is `compute(text, key)` where `key[i]` is defined (undefined elsewhere): a pure function
   * of the line's text and key under `ctx`, kept at the same line or found by text when lines moved.
   */
  textMap<T>(name: string, text: Column<string>, key: Column<string | undefined>, ctx: unknown, compute: (text: string, key: string) => T): Column<T | undefined> {
    const mem = this.take<TextMemory<T>>(name);
    const n = this.n;
    const reuse = mem !== undefined && equal(mem.ctx, ctx) ? mem : undefined;
    const inPlace = reuse !== undefined && reuse.values.length === n;
    const values: (T | undefined)[] = inPlace ? reuse.values : new Array<T | undefined>(n);
    const texts: (string | undefined)[] = inPlace ? reuse.texts : new Array<string | undefined>(n);
    const keys: (string | undefined)[] = inPlace ? reuse.keys : new Array<string | undefined>(n);
    const oldValues = mem?.values;
    let byText: Map<string, { key: string | undefined; value: T | undefined }> | undefined;
    let misses = 0;
    const f = this.flags();
    for (let s = 0; s < this.segs; s++) {
      const first = s * SEG; const end = Math.min(n, first + SEG);
      if (inPlace && !text.segChanged[s] && !key.segChanged[s]) { this.stats.mapSegmentsKept++; continue; }
      for (let i = first; i < end; i++) {
        const t = text.values[i]!; const k = key.values[i];
        let v: T | undefined;
        if (k === undefined) v = undefined;
        else if (reuse && i < reuse.texts.length && reuse.texts[i] === t && reuse.keys[i] === k) v = reuse.values[i];
        else if (!reuse || ++misses <= FEW_MISSES) v = compute(t, k);
        else {
          if (!byText) {
            // Lines moved: index the previous build by text once. Values are pure functions of text and
            // key, so a pair already overwritten in this build is as good as the one it replaced.
            byText = new Map();
            for (let j = 0; j < reuse.texts.length; j++) { const tj = reuse.texts[j]; if (tj !== undefined) byText.set(tj, { key: reuse.keys[j], value: reuse.values[j] }); }
          }
          const hit = byText.get(t);
          v = hit !== undefined && hit.key === k ? hit.value : compute(t, k);
        }
        const prevValue = oldValues !== undefined && i < oldValues.length ? oldValues[i] : undefined;
        values[i] = v; texts[i] = k === undefined ? undefined : t; keys[i] = k;
        if (oldValues === undefined || i >= oldValues.length || v !== prevValue) { f.lineChanged[i] = 1; f.segChanged[s] = 1; }
      }
    }
    this.keep(name, { values, texts, keys, ctx });
    return { values, ...f };
  }

  /**
   * Reads lines [from, to] in order, carrying a state: `step(i, state, out)` pushes line i's outputs and
   * returns the state after it. Lines are read in runs that end where a segment ends; a run's outputs
   * and state out are the previous build's when the run has the same bounds, its lines' `deps` are
   * unchanged, `ctx` is equal and the state flowing in is equal.
   */
  fold<S, O>(name: string, spec: FoldSpec<S>, step: (i: number, state: S, out: O[]) => S): FoldResult<S, O> {
    const mem = this.take<FoldMemory<S, O>>(name);
    const n = this.n;
    const runs = new Map<number, Run<S, O>>();
    const out: O[] = [];
    let byLine: (O[] | undefined)[] | undefined;
    let f: { segChanged: Uint8Array; lineChanged: Uint8Array } | undefined;
    const oldByLine = mem?.byLine;
    if (spec.perLine) {
      byLine = oldByLine !== undefined && oldByLine.length === n ? oldByLine : new Array<O[] | undefined>(n);
      f = this.flags();
      if (byLine !== oldByLine && oldByLine !== undefined) {
        // The line count changed: lines outside [from, to] that had outputs have none now.
        for (let i = 0; i < n; i++) if ((i < spec.from || i > spec.to) && i < oldByLine.length && oldByLine[i] !== undefined) { f.lineChanged[i] = 1; f.segChanged[(i / SEG) | 0] = 1; }
      }
      for (let i = 0; i < n; i++) {
        if (i >= spec.from && i <= spec.to) continue;
        if (byLine[i] !== undefined) { byLine[i] = undefined; f.lineChanged[i] = 1; f.segChanged[(i / SEG) | 0] = 1; }
      }
    }
    let state = spec.init;
    let i = Math.max(0, spec.from);
    const last = Math.min(spec.to, n - 1);
    while (i <= last) {
      const start = i;
      const end = Math.min(last, (((i / SEG) | 0) + 1) * SEG - 1);
      const kept = mem?.runs.get(start);
      if (kept && kept.end === end && equal(kept.ctx, spec.ctx) && equal(kept.stateIn, state) && !rangeChanged(spec.deps, start, end)) {
        for (let k = 0; k < kept.out.length; k++) out.push(kept.out[k]!);
        state = kept.stateOut;
        runs.set(start, kept);
        if (byLine && byLine !== oldByLine) for (let k = start; k <= end; k++) byLine[k] = oldByLine![k];
        this.stats.runsKept++;
        i = end + 1;
        continue;
      }
      this.stats.runsRead++;
      const stateIn = state;
      const from = out.length;
      for (; i <= end; i++) {
        const before = out.length;
        state = step(i, state, out);
        if (byLine) {
          const prevList = oldByLine !== undefined && i < oldByLine.length ? oldByLine[i] : undefined;
          const count = out.length - before;
          let list: O[] | undefined;
          if (count > 0) {
            // The previous list when it holds the same objects: later passes see the line as unchanged.
            let same = prevList !== undefined && prevList.length === count;
            for (let k = 0; same && k < count; k++) same = prevList![k] === out[before + k];
            list = same ? prevList : out.slice(before);
          }
          byLine[i] = list;
          if (list !== prevList || oldByLine === undefined) { f!.lineChanged[i] = 1; f!.segChanged[(i / SEG) | 0] = 1; }
        }
      }
      runs.set(start, { end, ctx: spec.ctx, stateIn, stateOut: state, out: out.slice(from) });
    }
    this.keep(name, { runs, byLine });
    return { out, state, byLine: byLine ? { values: byLine, ...f! } : undefined };
  }

  /**
   * Values made from an object and up to three inputs, kept while the object and `a` are the same
   * objects and `b` and `c` are equal. Asked in the same order as last time (a list of entries), the
   * previous value is found at the same position; otherwise by the object.
   */
  keyed<K extends object, V>(name: string): { get(key: K, a: unknown, b: unknown, c: unknown, make: () => V): V } {
    const mem = this.take<KeyedMemory<K, V>>(name);
    const next: KeyedMemory<K, V> = [];
    this.keep(name, next);
    let byKey: Map<K, Kept<K, V>> | undefined;
    let misses = 0;
    const same = (r: Kept<K, V> | undefined, key: K, a: unknown, b: unknown, c: unknown): r is Kept<K, V> =>
      r !== undefined && r.key === key && r.a === a && equal(r.b, b) && equal(r.c, c);
    return {
      get(key, a, b, c, make) {
        const p = next.length;
        let r = mem?.[p];
        if (!same(r, key, a, b, c)) {
          r = undefined;
          if (mem && ++misses > FEW_MISSES) {
            if (!byKey) { byKey = new Map(); for (const k of mem) byKey.set(k.key, k); }
            const hit = byKey.get(key);
            if (same(hit, key, a, b, c)) r = hit;
          } else if (mem) {
            // A few entries moved: look near this position before indexing everything.
            for (let j = Math.max(0, p - 2); j < Math.min(mem.length, p + 3) && !r; j++) if (same(mem[j], key, a, b, c)) r = mem[j];
          }
          r ??= { key, a, b, c, value: make() };
        }
        next.push(r);
        return r.value;
      },
    };
  }

  /** A document-wide value: the previous build's object when it is equal (so later identity checks hold). */
  stable<T>(name: string, value: T): T {
    const old = this.take<{ value: T }>(name);
    const v = old !== undefined && equal(old.value, value) ? old.value : value;
    this.keep(name, { value: v });
    return v;
  }

  /** A copy of a column's values the model may keep: the previous copy while the column is unchanged. */
  snapshot<T>(name: string, column: Column<T>): T[] {
    const old = this.take<T[]>(name);
    let changed = old === undefined || old.length !== column.values.length;
    for (let s = 0; !changed && s < column.segChanged.length; s++) changed = column.segChanged[s] === 1;
    const copy = changed ? column.values.slice() : old!;
    this.keep(name, copy);
    return copy;
  }
}

function anySegChanged(deps: readonly Column<unknown>[], s: number): boolean {
  for (let d = 0; d < deps.length; d++) if (deps[d]!.segChanged[s]) return true;
  return false;
}

function anyLineChanged(deps: readonly Column<unknown>[], i: number): boolean {
  for (let d = 0; d < deps.length; d++) if (deps[d]!.lineChanged[i]) return true;
  return false;
}

function rangeChanged(deps: readonly Column<unknown>[], from: number, to: number): boolean {
  const s = (from / SEG) | 0;
  if (!anySegChanged(deps, s)) return false;
  for (let i = from; i <= to; i++) if (anyLineChanged(deps, i)) return true;
  return false;
}
