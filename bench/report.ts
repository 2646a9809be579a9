/**
 * `postmortem report` beside `postmortem lint` on the same files: wall time of each as its own
 * process (repetitions interleaved, median), and the report's peak memory (max RSS, one extra run).
 * The files are those of the CLI benchmark (`bench/cli.ts`: copies of the examples and fixtures).
 *
 *   node --import tsx bench/report.ts [--files 1000] [--reps 5]
 *
 * Target (issue 16): report over 1,000 postmortems in ≤ 2 s on the 2-core machine, ≤ 200 MB.
 */
import { spawn } from 'node:child_process';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { prepareCorpus } from './cli.js';
import { ROOT, median, rotate } from './util.js';

const CLI = join(ROOT, 'server', 'out', 'cli.js');
/** Prints the process's peak RSS at exit (a data: module loaded with --import). */
const RSS_HOOK = "data:text/javascript,process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('maxrss '+u.maxRSS+' cpu '+(u.userCPUTime+u.systemCPUTime)+'\\n')})";

function run(args: string[], nodeArgs: string[] = []): Promise<{ ms: number; code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const p = spawn(process.execPath, [...nodeArgs, CLI, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    p.stdout.resume();
    p.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    p.on('error', reject);
    p.on('close', (code) => resolve({ ms: performance.now() - t0, code, stderr }));
  });
}

export interface ReportBench { files: number; sources: number; reportMs: number; lintMs: number; report: number[]; lint: number[]; reportMaxRssMb: number; reportCpuMs: number }

export async function reportWallTime(count: number, reps: number): Promise<ReportBench> {
  const { dir, sources } = prepareCorpus(count);
  const rel = relative(ROOT, dir);
  const commands = { report: ['report', '--json', '--no-ignore', rel], lint: ['lint', '--format', 'json', '--no-ignore', rel] };
  const times: Record<keyof typeof commands, number[]> = { report: [], lint: [] };
  for (let rep = 0; rep < reps; rep++) {
    for (const tool of rotate(['report', 'lint'] as const, rep)) {
      const r = await run(commands[tool]);
      if (tool === 'report' && r.code !== 0) throw new Error(`report exited ${r.code}: ${r.stderr}`);
      times[tool].push(r.ms);
    }
  }
  const mem = await run(commands.report, ['--import', RSS_HOOK]);
  const kb = Number(/maxrss (\d+)/.exec(mem.stderr)?.[1] ?? NaN);
  const cpu = Number(/cpu (\d+)/.exec(mem.stderr)?.[1] ?? NaN) / 1000;
  return { files: count, sources, report: times.report, lint: times.lint, reportMs: median(times.report), lintMs: median(times.lint), reportMaxRssMb: kb / 1024, reportCpuMs: cpu };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { files: { type: 'string', default: '1000' }, reps: { type: 'string', default: '5' } } });
  const r = await reportWallTime(Number(values.files), Number(values.reps));
  const f = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  process.stdout.write(`report vs lint over ${r.files} postmortems (copies of ${r.sources} examples/fixtures), ${values.reps} runs each, median wall time\n`);
  process.stdout.write(`  report --json  ${f(r.reportMs)}  [${r.report.map(f).join(', ')}]  peak RSS ${r.reportMaxRssMb.toFixed(0)} MB  target ≤ 2.00 s, ≤ 200 MB: ${r.reportMs <= 2000 && r.reportMaxRssMb <= 200 ? 'met' : 'NOT met'}\n`);
  process.stdout.write(`  lint           ${f(r.lintMs)}  [${r.lint.map(f).join(', ')}]\n`);
  // CPU time depends far less than wall time on what else the machine runs.
  process.stdout.write(`  report CPU time (user + system, one run in place, Node's default flags): ${f(r.reportCpuMs)}\n`);
}
