/**
 * The modules of the analysis core import one another without a cycle, and none is longer than 400 lines (type-only imports and re-exports
 * count: a cycle of types is still two modules that cannot be read, or moved, one without the other).
 * The imports are read from the source text: every `import … from`, `export … from`, side-effect
 * `import '…'` and `import('…')` of a relative path.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = 'server/src/core';

function sources(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir).sort()) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (f.endsWith('.ts') && !f.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const IMPORT_FROM = /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm;
const SIDE_EFFECT = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative modules a source file imports, as paths from the working directory (`.js` read as `.ts`). */
function importsOf(file: string, text: string): string[] {
  const out = new Set<string>();
  for (const re of [IMPORT_FROM, SIDE_EFFECT, DYNAMIC]) {
    for (const m of text.matchAll(re)) {
      const spec = m[1]!;
      if (!spec.startsWith('.')) continue;
      out.add(relative('.', resolve(dirname(file), spec.replace(/\.js$/, '.ts'))));
    }
  }
  return [...out];
}

/** A cycle of the graph, as the modules along it (the first one repeated at the end), or undefined. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (n: string): string[] | undefined => {
    state.set(n, 'open');
    path.push(n);
    for (const m of graph.get(n) ?? []) {
      const s = state.get(m);
      if (s === 'open') return [...path.slice(path.indexOf(m)), m];
      if (s === undefined) {
        const c = visit(m);
        if (c) return c;
      }
    }
    path.pop();
    state.set(n, 'done');
    return undefined;
  };
  for (const n of [...graph.keys()].sort()) {
    if (state.has(n)) continue;
    const c = visit(n);
    if (c) return c;
  }
  return undefined;
}

function coreGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const f of sources(ROOT)) graph.set(f, importsOf(f, readFileSync(f, 'utf8')));
  return graph;
}

test('the modules of server/src/core import one another without a cycle', () => {
  const graph = coreGraph();
  // The reading of imports finds what is there (type-only and multi-line imports, re-exports).
  assert.ok(graph.get(`${ROOT}/parse/parse.ts`)!.includes(`${ROOT}/parse/resplit.ts`));
  assert.ok(graph.get(`${ROOT}/parse/parse.ts`)!.includes(`${ROOT}/parse/types.ts`));
  assert.ok(graph.get(`${ROOT}/parse/fast-scan.ts`)!.includes(`${ROOT}/parse/fast-line.ts`));
  for (const [f, deps] of graph) for (const d of deps) assert.ok(graph.has(d), `${f} imports ${d}, which is not a source file`);
  const cycle = findCycle(graph);
  assert.equal(cycle, undefined, `import cycle: ${cycle?.join(' → ')}`);
});

test('the cycle check sees cycles through type-only imports and re-exports', () => {
  const f = `${ROOT}/parse/a.ts`;
  assert.deepEqual(importsOf(f, "import type {\n  X,\n  Y,\n} from './b.js';\n"), [`${ROOT}/parse/b.ts`]);
  assert.deepEqual(importsOf(f, "export type { X } from '../model/c.js';\nimport 'unified';\n"), [`${ROOT}/model/c.ts`]);
  assert.deepEqual(importsOf(f, " * import x from './commented.js' inside a comment\n"), []);
  const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
  assert.deepEqual(findCycle(graph), ['a', 'b', 'c', 'a']);
  assert.equal(findCycle(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]])), undefined);
});

test('no module of server/src/core is longer than 400 lines', () => {
  const files = sources(ROOT);
  assert.ok(files.length > 50);
  const long = files.map((f) => [f, readFileSync(f, 'utf8').split('\n').length] as const).filter(([, n]) => n > 400);
  assert.deepEqual(long, [], `split these modules: ${long.map(([f, n]) => `${f} (${n} lines)`).join(', ')}`);
});
