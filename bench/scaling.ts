/**
 * `npm run bench:scaling [-- --quick] [-- --only SHAPE,…] [-- --reps N] [-- --big]`
 *
 * Scaling of the built CLI on adversarial and large inputs: for each shape, documents of 5 KB, 10 KB, …
 * doubling up to 1.25 MB, each linted by `node server/out/cli.js lint FILE` in its own process (and, for
 * the shapes that stress the inline renderer, `timeline --html`); the time per size (median of the
 * repetitions; CPU time of the process, which other work on the machine moves much less than wall time;
 * bench/out/scaling.json also holds the wall times), the growth per doubling, and whether the targets
 * are met: growth ≤ 2.3× per doubling, lint ≤ 1 s up to 1 MB. `--big` adds generated postmortems of 2.5, 5 and 10 MB (target: 10 MB ≤ 5 s).
 * Times include Node's start (about 0.1–0.3 s), so growth at the small sizes is near 1×.
 * Prints one Markdown table; also writes bench/out/scaling.{json,md}. Not part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generate, KB } from './generate.js';
import { OUT, ROOT, median, ms, ratio } from './util.js';

const { values: args } = parseArgs({ options: {
  quick: { type: 'boolean', default: false },
  only: { type: 'string' },
  reps: { type: 'string' },
  big: { type: 'boolean', default: false },
} });
const REPS = Math.max(1, Number(args.reps ?? (args.quick ? 1 : 3)));
const SIZES = Array.from({ length: args.quick ? 6 : 9 }, (_, k) => 5 * KB * 2 ** k); // 5 KB … 160 KB or 1.25 MB
const GROWTH_TARGET = 2.3;
const LINT_TARGET_MS = 1000;
const BIG_TARGET_MS = 5000;

/** The opening every shape shares, and a closing with normal entries (so the model has a timeline to read). */
const HEAD = '# Incident on the ingest cluster\n\n## Timeline\n\n- 2024-05-02 08:10 UTC first alert on queue depth\n\n';
const TAIL = '\n\n- 2024-05-02 09:40 UTC backlog drained\n\n## Impact\n\nIngest was delayed.\n';

/** Repeats `unit` to reach about `bytes` characters (at least once). */
const fill = (unit: string, bytes: number): string => unit.repeat(Math.max(1, Math.round(bytes / unit.length)));

/** Timeline entries, one a minute, each `pad` long at least. */
function entries(bytes: number): string {
  const out: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const m = i % 1440;
    const day = 1 + Math.floor(i / 1440) % 28;
    const l = `- 2024-05-${String(day).padStart(2, '0')} ${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')} UTC worker ${i} restarted after a health check`;
    out.push(l);
    size += l.length + 1;
  }
  return out.join('\n');
}

interface Shape {
  name: string;
  /** What the document holds, for the table. */
  what: string;
  make: (bytes: number) => string;
  /** Also run `timeline --html` (shapes that reach the inline renderer). */
  html?: boolean;
  /** Also run `timeline` (text). */
  timeline?: boolean;
}

const SHAPES: Shape[] = [
  { name: 'nested-list', what: 'one line of list markers, `- - - … x`', make: (n) => HEAD + fill('- ', n) + 'x' + TAIL },
  { name: 'nested-quote', what: 'one line of `>`', make: (n) => HEAD + fill('>', n) + ' x' + TAIL },
  { name: 'list-lines', what: 'lines of six nested list markers', make: (n) => HEAD + fill('- - - - - - x\n', n) + TAIL },
  { name: 'quote-lines', what: 'lines of six nested quotes', make: (n) => HEAD + fill('> > > > > > x\n', n) + TAIL },
  { name: 'row-underscores', what: 'a row `|  |` and a run of `_`', make: (n) => HEAD + '|  |' + fill('_', n) + TAIL },
  { name: 'row-mixed', what: 'a row `|  |` and a run of `_*`', make: (n) => HEAD + '|  |' + fill('_*', n) + TAIL },
  {
    name: 'table-row', what: 'a timeline table with one huge row',
    make: (n) => `${HEAD}| Time (UTC) | Event |\n|---|---|\n| 08:20 | paged |\n| 08:25 |${fill(' shard offline |', n)}\n| 08:30 | failover done |${TAIL}`,
  },
  { name: 'entry-backticks', what: 'an entry with a run of backticks', make: (n) => `${HEAD}- 2024-05-02 08:20 UTC ${fill('`', n)}${TAIL}`, html: true },
  { name: 'entry-brackets', what: 'an entry of `[a[a[a…`', make: (n) => `${HEAD}- 2024-05-02 08:20 UTC ${fill('[a', n)}${TAIL}`, html: true },
  { name: 'entry-emphasis', what: 'an entry of `**x**x**x…`', make: (n) => `${HEAD}- 2024-05-02 08:20 UTC ${fill('**x', n)}${TAIL}`, html: true },
  { name: 'entries-inline', what: 'entries each with code, emphasis and links', make: (n) => HEAD + fill('- 2024-05-02 08:20 UTC ran `kubectl drain` on **node-7**, see [runbook](https://example.org/rb)\n', n) + TAIL, html: true },
  { name: 'front-matter', what: 'YAML front matter of `key: value` lines', make: (n) => `---\n${fill('service_owner_key: some value\n', n)}date: 2024-05-02\n---\n${HEAD}${TAIL}` },
  { name: 'entries', what: 'a timeline of one-line entries', make: (n) => HEAD + entries(n) + TAIL, timeline: true, html: true },
  { name: 'postmortem', what: 'a generated postmortem (table timeline)', make: (n) => generate('table', n).text },
];

const CLI = join(ROOT, 'server', 'out', 'cli.js');
const DIR = join(OUT, 'scaling');

/** Makes the CLI process print its CPU time (user + system, µs) on standard error as it exits. */
const CPU_PROBE = `data:text/javascript,${encodeURIComponent('process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write("\\n@cpu "+(u.user+u.system)+"\\n")})')}`;

/**
 * One CLI run: its wall time and its CPU time in ms (CPU time is what the tables show: it moves much less
 * than wall time when other work shares the machine). The exit status is ignored (findings are expected),
 * a crash is not.
 */
function run(argv: string[]): { wall: number; cpu: number } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', CPU_PROBE, CLI, ...argv], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  const wall = performance.now() - t0;
  const err = r.stderr.toString();
  if (r.status === null || r.status > 1) throw new Error(`${argv.join(' ')}: exit ${r.status ?? r.signal}: ${err.slice(0, 500)}`);
  const cpu = Number(/@cpu (\d+)/.exec(err)?.[1] ?? NaN) / 1000;
  return { wall, cpu };
}

interface Series { shape: string; command: string; what: string; bytes: number[]; times: number[]; walls: number[]; growth: number[] }

function series(shape: Shape, command: 'lint' | 'timeline' | 'timeline --html', sizes: number[]): Series {
  const times: number[] = [];
  const walls: number[] = [];
  const bytes: number[] = [];
  for (const size of sizes) {
    const text = shape.make(size);
    const file = join(DIR, `${shape.name}-${size}.md`);
    writeFileSync(file, text);
    bytes.push(Buffer.byteLength(text));
    const argv = command === 'lint' ? ['lint', '--no-ignore', file] : command === 'timeline' ? ['timeline', file] : ['timeline', '--html', join(DIR, 'out.html'), file];
    const samples = Array.from({ length: REPS }, () => run(argv));
    times.push(median(samples.map((x) => x.cpu)));
    walls.push(median(samples.map((x) => x.wall)));
    rmSync(file);
    console.error(`[scaling] ${shape.name} ${command} ${(bytes[bytes.length - 1]! / KB).toFixed(0)} KB: CPU ${ms(times[times.length - 1]!)}, wall ${ms(walls[walls.length - 1]!)}`);
  }
  const growth = times.slice(1).map((t, k) => t / times[k]!);
  return { shape: shape.name, command, what: shape.what, bytes, times, walls, growth };
}

const size = (b: number): string => (b >= 1024 * KB ? `${(b / 1024 / KB).toFixed(b >= 10 * 1024 * KB ? 0 : 1)} MB` : `${Math.round(b / KB)} KB`);

function main(): void {
  mkdirSync(DIR, { recursive: true });
  const only = args.only ? new Set(args.only.split(',')) : undefined;
  const load = loadavg()[0]!;
  const all: Series[] = [];
  for (const shape of SHAPES) {
    if (only && !only.has(shape.name)) continue;
    all.push(series(shape, 'lint', SIZES));
    if (shape.timeline) all.push(series(shape, 'timeline', SIZES));
    if (shape.html) all.push(series(shape, 'timeline --html', SIZES));
  }
  const big = args.big ? series(SHAPES.find((s) => s.name === 'postmortem')!, 'lint', [2.5, 5, 10].map((m) => m * 1024 * KB)) : undefined;

  const head = ['Shape', 'Command', ...SIZES.map(size), 'Max growth per doubling', `≤ ${GROWTH_TARGET}×`, `≤ 1 s up to 1 MB`];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const s of all) {
    const worst = Math.max(...s.growth);
    const upTo1MB = s.times.filter((_, k) => s.bytes[k]! <= 1024 * KB);
    const cells = s.times.map((t) => ms(t));
    lines.push(`| ${s.shape}: ${s.what.replace(/\|/g, '\\|')} | ${s.command} | ${cells.join(' | ')} | ${ratio(worst)} | ${worst <= GROWTH_TARGET ? 'yes' : 'NO'} | ${s.command !== 'lint' ? '' : Math.max(...upTo1MB) <= LINT_TARGET_MS ? 'yes' : 'NO'} |`);
  }
  let md = `${new Date().toISOString().slice(0, 10)} · Node ${process.version} · ${cpus().length} CPUs · load average ${load.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end · median of ${REPS} run${REPS > 1 ? 's' : ''} per cell, CPU time (user + system) of the whole command, Node's start included\n\n${lines.join('\n')}\n`;
  if (big) {
    md += `\nGenerated postmortems, lint: ${big.bytes.map((b, k) => `${size(b)} ${ms(big.times[k]!)} (wall ${ms(big.walls[k]!)})`).join(', ')}; growth ${big.growth.map(ratio).join(', ')}; 10 MB ≤ 5 s: ${big.times[big.times.length - 1]! <= BIG_TARGET_MS ? 'yes' : 'NO'}\n`;
  }
  writeFileSync(join(OUT, 'scaling.md'), md);
  writeFileSync(join(OUT, 'scaling.json'), `${JSON.stringify({ load, reps: REPS, series: all, big }, null, 1)}\n`);
  rmSync(DIR, { recursive: true, force: true });
  console.log(md);
}

main();
