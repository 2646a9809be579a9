/**
 * CPU profile summaries, to find hot spots without opening DevTools.
 *
 *   node --import tsx bench/profile.ts analyze SHAPE SIZE_KB [RUNS]
 *       profiles `analyze` (fresh, cold) on a generated document, in process, via node:inspector;
 *   node --import tsx bench/profile.ts reanalyze SHAPE SIZE_KB [RUNS]
 *       profiles re-analysis of an unchanged document by a warm Analyzer (every block cached);
 *   node --import tsx bench/profile.ts typing SIZE_KB [EDITS]
 *       runs the built server under --cpu-prof while typing into a generated table document;
 *   node --import tsx bench/profile.ts summary FILE.cpuprofile…
 *       summarises profiles written by `node --cpu-prof`.
 * Prints self time by function (file:line) and by module/package; writes profiles to bench/out/prof/.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { dirname, join, relative } from 'node:path';
import { Analyzer, analyze } from '../server/src/core/analyze.js';
import { KB, generate, type Shape } from './generate.js';
import { typingLatency } from './lsp.js';
import { OUT, ROOT } from './util.js';

interface CpuNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount?: number; children?: number[]; positionTicks?: { line: number; ticks: number }[] }
interface CpuProfile { nodes: CpuNode[]; samples?: number[]; timeDeltas?: number[]; startTime: number; endTime: number }

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

interface Seg { col: number; src: string; line: number }

/** For a bundle with a source map next to it: the mapped segments of each generated line (0-based). */
function lineSegments(bundle: string): Seg[][] | undefined {
  let map: { sources: string[]; mappings: string };
  try {
    map = JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as typeof map;
  } catch {
    return undefined;
  }
  const out: Seg[][] = [];
  let src = 0;
  let origLine = 0;
  for (const line of map.mappings.split(';')) {
    const segs: Seg[] = [];
    let col = 0;
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const d = B64.indexOf(ch);
        value += (d & 31) << shift;
        if (d & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      col += fields[0]!;
      if (fields.length >= 4) {
        src += fields[1]!;
        origLine += fields[2]!;
        segs.push({ col, src: join(dirname(bundle), map.sources[src]!), line: origLine });
      }
    }
    out.push(segs);
  }
  return out;
}
const bundles = new Map<string, Seg[][] | undefined>();

/** The original file and line behind a profile frame (through the bundle's source map when there is one). */
function sourceOf(url: string, line: number, column: number): { path: string; line: number } {
  const path = url.replace(/^file:\/\//, '');
  // Any of our bundles (server, its workers, the CLI) is mapped through the source map beside it.
  if (!/\/server\/out\/[\w-]+\.js$/.test(path)) return { path, line };
  if (!bundles.has(path)) bundles.set(path, lineSegments(path));
  const segs = bundles.get(path)?.[line];
  const seg = segs?.filter((s) => s.col <= column).pop() ?? segs?.[0];
  return seg ? { path: seg.src, line: seg.line } : { path, line };
}

function moduleOf(path: string): string {
  if (!path) return '(native/vm)';
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = path.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (path.startsWith('node:')) return 'node internals';
  return relative(ROOT, path) || path;
}

/** Self time per function and per module, in ms, from the sample timeline. */
export function summarize(profile: CpuProfile, top = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) self.set(samples[i]!, (self.get(samples[i]!) ?? 0) + (deltas[i] ?? 0) / 1000);
  const byFn = new Map<string, number>();
  const byMod = new Map<string, number>();
  let total = 0;
  for (const [id, t] of self) {
    const f = byId.get(id)!.callFrame;
    const src = f.url ? sourceOf(f.url, f.lineNumber, f.columnNumber) : { path: '', line: 0 };
    const mod = moduleOf(src.path);
    // Frames of tsx-transformed sources report line 0: leave the line out rather than print a wrong one.
    const name = f.functionName || '(anonymous)';
    const key = `${name.length > 90 ? `${name.slice(0, 87)}...` : name}  ${mod}${src.line > 0 ? `:${src.line + 1}` : ''}`;
    byFn.set(key, (byFn.get(key) ?? 0) + t);
    byMod.set(mod, (byMod.get(mod) ?? 0) + t);
    total += t;
  }
  const fmt = (m: Map<string, number>, n: number): string => [...m].sort((a, b) => b[1] - a[1]).slice(0, n)
    .map(([k, t]) => `${t.toFixed(0).padStart(8)} ms ${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`).join('\n');
  // Source lines of our code (bundle frames mapped through the source map), from V8's per-line tick counts.
  const ticks = new Map<string, number>();
  let allTicks = 0;
  for (const n of profile.nodes) {
    for (const pt of n.positionTicks ?? []) {
      allTicks += pt.ticks;
      if (!n.callFrame.url.includes('/out/')) continue;
      const src = sourceOf(n.callFrame.url, pt.line - 1, 0);
      if (src.path.includes('node_modules')) continue;
      const key = `${relative(ROOT, src.path)}:${src.line + 1}`;
      ticks.set(key, (ticks.get(key) ?? 0) + pt.ticks);
    }
  }
  const lines = allTicks === 0 ? '' : `\nhottest lines of our code (share of all samples):\n${[...ticks].sort((a, b) => b[1] - a[1]).slice(0, 15)
    .map(([k, c]) => `${((100 * c) / allTicks).toFixed(1).padStart(6)}%  ${k}`).join('\n')}\n`;
  return `total sampled ${total.toFixed(0)} ms\n\nself time by module:\n${fmt(byMod, 15)}\n\nself time by function:\n${fmt(byFn, top)}\n${lines}`;
}

/**
 * Cold: a fresh `analyze` per run. Warm: one Analyzer re-analyses the same text, every block cached —
 * the floor under typing latency (what is still done over the whole document per keystroke).
 */
async function profileAnalyze(shape: Shape, sizeKb: number, runs: number, warm = false): Promise<void> {
  const { text } = generate(shape, sizeKb * KB);
  analyze(generate(shape, 10 * KB, 99).text); // warm up the JIT on another document
  const analyzer = new Analyzer();
  if (warm) analyzer.analyze(text);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) {
    if (warm) analyzer.analyze(text);
    else analyze(text);
  }
  const wall = performance.now() - t0;
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const dir = join(OUT, 'prof');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${warm ? 'reanalyze' : 'analyze'}-${shape}-${sizeKb}kb.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(`${warm ? 'warm re-analysis' : 'cold analyze'}(${shape} ${sizeKb} KB) × ${runs}: ${(wall / runs).toFixed(0)} ms per run; profile ${relative(ROOT, file)}\n`);
  console.log(summarize(profile as unknown as CpuProfile));
}

async function profileTyping(sizeKb: number, edits: number): Promise<void> {
  const dir = join(OUT, 'prof', `typing-${sizeKb}kb-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const r = await typingLatency(`prof ${sizeKb} KB`, generate('table', sizeKb * KB).text, { edits, debounceMs: 0, budgetMs: 600_000, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
  console.log(`typing in table ${sizeKb} KB: open ${r.openMs.toFixed(0)} ms, ${r.latencies.length} edits, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms\n`);
  await new Promise((res) => setTimeout(res, 500)); // the profile is written as the server exits
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    console.log(`${relative(ROOT, join(dir, f))} (whole server run: open + edits)\n`);
    console.log(summarize(JSON.parse(readFileSync(join(dir, f), 'utf8')) as CpuProfile));
  }
}

const [cmd, ...rest] = process.argv.slice(2);
if (cmd === 'analyze' || cmd === 'reanalyze') await profileAnalyze((rest[0] ?? 'table') as Shape, Number(rest[1] ?? 1024), Number(rest[2] ?? 1), cmd === 'reanalyze');
else if (cmd === 'typing') await profileTyping(Number(rest[0] ?? 1024), Number(rest[1] ?? 20));
else if (cmd === 'summary') for (const f of rest) console.log(`${f}\n\n${summarize(JSON.parse(readFileSync(f, 'utf8')) as CpuProfile)}`);
else {
  console.error('usage: bench/profile.ts analyze|reanalyze SHAPE SIZE_KB [RUNS] | typing SIZE_KB [EDITS] | summary FILE…');
  process.exitCode = 2;
}
