/**
 * `npm run bench [-- --quick] [-- --only cold,scaling,typing,cli,memory] [-- --reps N]`
 *
 * Prints ONE Markdown table with every figure of the run and its target (issue 5; typing and CLI
 * targets as issue 12 tightened them):
 *  1. cold analysis of each generated document: our `analyze` vs markdownlint's `lint` (library,
 *     default config) vs a bare unified + remark-parse + remark-gfm parse — medians and ratios;
 *  2. scaling of our analysis with each shape at 1×, 2×, 4× size — time ratios;
 *  3. typing latency through the protocol (built server, stdio): edit → publishDiagnostics of that
 *     version, debounce subtracted — p50/p95, 1 MB and 20 KB documents;
 *  4. `postmortem lint` vs `markdownlint-cli2` over N copied postmortems — wall time;
 *  5. server RSS with 200 open 20 KB documents.
 * In-process timings run after a full GC (node --expose-gc), repetitions interleaved across documents
 * and tools with the tool order rotated, median of ≥ 5. Also writes bench/out/results.{json,md}.
 * Not part of `npm test`: nothing here asserts on time.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { lint as markdownlint } from 'markdownlint/sync';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { analyze } from '../server/src/core/analyze.js';
import { cliWallTime } from './cli.js';
import { KB, generate, sizeLabel, type Shape } from './generate.js';
import { serverMemory, typingLatency } from './lsp.js';
import { OUT, ROOT, median, ms, ratio, rotate, timeSync } from './util.js';

const { values: args } = parseArgs({ options: {
  quick: { type: 'boolean', default: false },
  only: { type: 'string' },
  reps: { type: 'string' },
  debounce: { type: 'string', default: '0' },
} });
const quick = args.quick!;
const sections = new Set((args.only ?? 'cold,scaling,typing,cli,memory').split(','));
const REPS = Math.max(quick ? 3 : 5, Number(args.reps ?? 0));
/**
 * Scaling cells are small (tens of milliseconds), and a single median of 5 of a 50 KB analysis moves by
 * half between runs; three times as many rounds cost a few seconds and steady the ratios.
 */
const SCALING_REPS = 3 * REPS;
const DEBOUNCE = Number(args.debounce);
/** Stop repeating a (document, tool) timing once its runs add up to this. */
const CELL_BUDGET_MS = quick ? 5_000 : 15_000;
const MB = 1024 * KB;

type Tool = 'ours' | 'markdownlint' | 'remark';
const TOOLS: Record<Tool, (text: string) => unknown> = {
  ours: (text) => analyze(text),
  markdownlint: (text) => markdownlint({ strings: { doc: text } }),
  remark: (text) => unified().use(remarkParse).use(remarkGfm).parse(text),
};

interface Row { section: string; measurement: string; ours: string; markdownlint?: string; remark?: string; ratio?: string; target?: string; met?: string }
const rows: Row[] = [];
const results: Record<string, unknown> = {};
const started = performance.now();
const loads = { start: loadavg()[0]! };
const log = (m: string): void => console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${m}`);
const mark = (ok: boolean | undefined): string => (ok === undefined ? '' : ok ? 'yes' : 'NO');

/**
 * Runs every (case, tool) pair once per repetition, interleaved, tool order rotated. A pair whose runs
 * already add up to CELL_BUDGET_MS is not repeated further (a single markdownlint run on the 1 MB table
 * takes tens of seconds): its median is then over fewer runs, and the table says how many.
 */
function interleaved<C extends { key: string; text: string; tools: Tool[] }>(cases: C[], reps: number): Map<string, Record<Tool, number[]>> {
  const times = new Map(cases.map((c) => [c.key, { ours: [], markdownlint: [], remark: [] } as Record<Tool, number[]>]));
  const spent = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  for (let rep = 0; rep < reps; rep++) {
    log(`  repetition ${rep + 1}/${reps}`);
    for (const c of rotate(cases, rep)) {
      for (const tool of rotate(c.tools, rep)) {
        const samples = times.get(c.key)![tool];
        if (samples.length > 0 && spent(samples) >= CELL_BUDGET_MS) continue;
        samples.push(timeSync(() => TOOLS[tool](c.text)));
      }
    }
  }
  return times;
}

/** A median, with the number of runs when the time budget cut the repetitions short. */
function med(xs: number[]): string {
  if (xs.length === 0) return '';
  return xs.length < REPS ? `${ms(median(xs))} (${xs.length} run${xs.length > 1 ? 's' : ''})` : ms(median(xs));
}

function warmUp(): void {
  for (const shape of ['table', 'list', 'headings', 'paralist'] as Shape[]) {
    const { text } = generate(shape, 10 * KB, 99);
    for (const tool of Object.keys(TOOLS) as Tool[]) for (let i = 0; i < 3; i++) TOOLS[tool](text);
  }
}

function cold(): void {
  log('1. cold analysis');
  // The paragraph + list shape is quadratic in micromark: 1 MB would take minutes per run in
  // markdownlint and remark, so only our core runs at that size.
  const sizes = quick ? [10 * KB, 100 * KB] : [10 * KB, 100 * KB, MB];
  const cases = (['table', 'list', 'headings', 'paralist'] as Shape[]).flatMap((shape) => sizes.map((size) => {
    const g = generate(shape, size);
    const tools: Tool[] = shape === 'paralist' && size >= MB ? ['ours'] : ['ours', 'markdownlint', 'remark'];
    return { key: `${shape} ${sizeLabel(size)}`, text: g.text, tools, bytes: g.bytes, entries: g.entries };
  }));
  const times = interleaved(cases, REPS);
  const out: Record<string, unknown> = {};
  for (const c of cases) {
    const t = times.get(c.key)!;
    const [o, m, r] = [median(t.ours), median(t.markdownlint), median(t.remark)];
    out[c.key] = { bytes: c.bytes, timelineEntries: c.entries, samples: t, medians: { ours: o, markdownlint: m, remark: r } };
    rows.push({
      section: '1. cold analysis', measurement: `${c.key} (${c.entries} timeline entries)`,
      ours: med(t.ours), markdownlint: med(t.markdownlint), remark: med(t.remark),
      ratio: c.tools.length > 1 ? `${ratio(o / m)} mdl, ${ratio(o / r)} remark` : 'not run: quadratic in micromark',
      target: '≤ 1.00× markdownlint', met: c.tools.length > 1 ? mark(o / m <= 1) : '',
    });
  }
  results['cold'] = out;
}

function scaling(): void {
  log('2. scaling');
  const base = quick ? 25 * KB : 50 * KB;
  const cases = (['table', 'list', 'headings', 'paralist'] as Shape[]).flatMap((shape) => [1, 2, 4].map((k) => {
    const g = generate(shape, base * k);
    return { key: `${shape} ${k}×`, shape, k, text: g.text, bytes: g.bytes, tools: ['ours'] as Tool[] };
  }));
  const times = interleaved(cases, SCALING_REPS);
  const out: Record<string, unknown> = {};
  for (const shape of ['table', 'list', 'headings', 'paralist'] as Shape[]) {
    const t = [1, 2, 4].map((k) => median(times.get(`${shape} ${k}×`)!.ours));
    const b = [1, 2, 4].map((k) => cases.find((c) => c.key === `${shape} ${k}×`)!.bytes);
    const r4 = t[2]! / t[0]!;
    out[shape] = { bytes: b, medians: t, ratio2: t[1]! / t[0]!, ratio4: r4, samples: [1, 2, 4].map((k) => times.get(`${shape} ${k}×`)!.ours) };
    rows.push({
      section: '2. scaling', measurement: `${shape}: ${sizeLabel(b[0]!)} → ${sizeLabel(b[1]!)} → ${sizeLabel(b[2]!)} (median of ${SCALING_REPS})`,
      ours: [1, 2, 4].map((k) => med(times.get(`${shape} ${k}×`)!.ours)).join(' → '), ratio: `2×: ${ratio(t[1]! / t[0]!)}, 4×: ${ratio(r4)}`, target: '4× size ≤ 4.5× time', met: mark(r4 <= 4.5),
    });
  }
  results['scaling'] = out;
}

async function typing(): Promise<void> {
  // The server starts as the extension starts it (NODE_FLAGS: one V8 background thread). The last row,
  // for comparison only, starts it with Node's defaults (four background threads).
  const specs: { label: string; shape: Shape; bytes: number; target?: number; budgetMs: number; nodeFlags?: readonly string[] }[] = [
    { label: 'table 1 MB', shape: 'table', bytes: MB, target: 35, budgetMs: quick ? 30_000 : 90_000 },
    { label: 'table 20 KB', shape: 'table', bytes: 20 * KB, target: 5, budgetMs: quick ? 15_000 : 30_000 },
    { label: 'table 20 KB, Node\'s default V8 pool', shape: 'table', bytes: 20 * KB, budgetMs: quick ? 15_000 : 30_000, nodeFlags: [] },
  ];
  const out: Record<string, unknown> = {};
  for (const s of specs) {
    log(`3. typing latency, ${s.label}`);
    const r = await typingLatency(s.label, generate(s.shape, s.bytes).text, {
      edits: quick ? 50 : 200, debounceMs: DEBOUNCE, budgetMs: s.budgetMs, ...(s.nodeFlags ? { nodeFlags: s.nodeFlags } : {}),
    });
    out[s.label] = r;
    const n = r.latencies.length < r.planned ? `${r.latencies.length} of ${r.planned} edits (time budget ${s.budgetMs / 1000} s)` : `${r.planned} edits`;
    rows.push({
      section: '3. typing latency', measurement: `${s.label}: edit → publish − debounce (${DEBOUNCE} ms), p50 / p95; ${n}`,
      ours: `${ms(r.p50)} / ${ms(r.p95)} (max ${ms(r.max)}; open ${ms(r.openMs)})`,
      target: s.target === undefined ? 'for comparison' : `p95 ≤ ${s.target} ms`, met: s.target === undefined ? '' : mark(r.p95 <= s.target),
    });
  }
  results['typing'] = out;
}

async function cli(): Promise<void> {
  const files = quick ? 200 : 1000;
  log(`4. CLI over ${files} files`);
  const r = await cliWallTime(files, REPS);
  results['cli'] = r;
  rows.push({
    section: '4. CLI', measurement: `lint ${r.files} postmortems (copies of ${r.sources} examples/fixtures), wall time`,
    ours: ms(r.oursMs), markdownlint: `${ms(r.markdownlintMs)} (markdownlint-cli2)`, ratio: ratio(r.oursMs / r.markdownlintMs),
    target: '≤ 0.45× markdownlint-cli2', met: mark(r.oursMs / r.markdownlintMs <= 0.45),
  });
}

async function memory(): Promise<void> {
  log('5. server memory, 200 open 20 KB documents');
  const r = await serverMemory(200, 20 * KB);
  results['memory'] = r;
  rows.push({
    section: '5. memory', measurement: `server RSS, ${r.documents} open ${sizeLabel(r.bytesEach)} documents`,
    ours: `${r.rssMB.toFixed(0)} MB (peak ${r.peakMB.toFixed(0)} MB, idle ${r.baselineMB.toFixed(0)} MB; heap after GC ${r.heapUsedMB?.toFixed(0) ?? '?'} MB)`, target: '≤ 150 MB', met: mark(r.rssMB <= 150),
  });
}

function table(): string {
  const head = ['#', 'Measurement', 'Postmortem Studio', 'markdownlint', 'remark + GFM parse', 'Ratio (ours ÷ other)', 'Target', 'Met'];
  const esc = (s: string | undefined): string => (s ?? '').replace(/\|/g, '\\|');
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const r of rows) lines.push(`| ${[r.section, r.measurement, r.ours, r.markdownlint, r.remark, r.ratio, r.target, r.met].map(esc).join(' | ')} |`);
  return lines.join('\n');
}

/** The commit measured, and whether the core or server had uncommitted changes. */
function revision(): string {
  try {
    const git = (...a: string[]): string => execFileSync('git', a, { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--', 'server/src').length > 0;
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted changes in server/src' : ''}`;
  } catch {
    return 'commit unknown';
  }
}

function machine(): string {
  const c = cpus();
  return `${new Date().toISOString().slice(0, 10)} · Node ${process.version} · ${c.length} CPUs (${c[0]?.model.trim() ?? '?'}) · ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM · ${process.platform}`
    + ` · load average ${loads.start.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end · ${revision()}`
    + ` · bench process flags: ${process.execArgv.filter((a) => a.startsWith('--') && a !== '--import').join(' ') || 'none'}`;
}

async function main(): Promise<void> {
  if (!(globalThis as { gc?: unknown }).gc) log('note: run with node --expose-gc (npm run bench does) to collect garbage between timings');
  log(`${quick ? 'quick' : 'full'} run, ${REPS} repetitions, sections: ${[...sections].join(', ')}`);
  if (loads.start > cpus().length / 2) log(`warning: load average ${loads.start.toFixed(1)} on ${cpus().length} CPUs — other work will inflate the absolute times (ratios suffer less)`);
  warmUp();
  if (sections.has('cold')) cold();
  if (sections.has('scaling')) scaling();
  if (sections.has('typing')) await typing();
  if (sections.has('cli')) await cli();
  if (sections.has('memory')) await memory();
  const md = `${machine()} · ${quick ? 'quick' : 'full'} run · median of ${REPS} interleaved repetitions (fewer where noted: ${CELL_BUDGET_MS / 1000} s budget per cell) · total ${((performance.now() - started) / 1000).toFixed(0)} s\n\n${table()}\n`;
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'results.md'), md);
  writeFileSync(join(OUT, 'results.json'), `${JSON.stringify({ machine: machine(), quick, reps: REPS, debounceMs: DEBOUNCE, results }, null, 1)}\n`);
  console.log(md);
}

await main();
