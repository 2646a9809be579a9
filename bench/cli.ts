/**
 * CLI wall time: `postmortem lint` vs `markdownlint-cli2` over the same N postmortems (copies of the
 * examples and the test fixtures), each spawned as its own process, repetitions interleaved.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { OUT, ROOT, median, rotate } from './util.js';

function markdownFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = join(dir, e.name);
    if (e.isDirectory()) markdownFiles(p, out);
    else if (e.name.endsWith('.md')) out.push(p);
  }
  return out;
}

/** Fills bench/out/cli/ with `count` copies of examples/*.md and test/fixtures/**\/*.md (round robin). */
export function prepareCorpus(count: number): { dir: string; sources: number } {
  const sources = [...markdownFiles(join(ROOT, 'examples')), ...markdownFiles(join(ROOT, 'test', 'fixtures'))]
    .filter((p) => !relative(ROOT, p).startsWith(join('examples', 'out')));
  const dir = join(OUT, 'cli');
  rmSync(dir, { recursive: true, force: true });
  for (let i = 0; i < count; i++) {
    const src = sources[i % sources.length]!;
    const sub = join(dir, `batch-${String(Math.floor(i / 100)).padStart(2, '0')}`);
    if (i % 100 === 0) mkdirSync(sub, { recursive: true });
    copyFileSync(src, join(sub, `${String(i).padStart(4, '0')}-${basename(src)}`));
  }
  return { dir, sources: sources.length };
}

/** Wall time of one spawned command in ms (output drained and discarded; exit status ignored: findings are expected). */
function wall(args: string[]): Promise<{ ms: number; code: number | null }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const p = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    p.stdout.resume();
    p.stderr.resume();
    p.on('error', reject);
    p.on('close', (code) => resolve({ ms: performance.now() - t0, code }));
  });
}

export interface CliResult { files: number; sources: number; ours: number[]; markdownlint: number[]; oursMs: number; markdownlintMs: number; exitCodes: { ours: number | null; markdownlint: number | null } }

export async function cliWallTime(count: number, reps: number): Promise<CliResult> {
  const { dir, sources } = prepareCorpus(count);
  const rel = relative(ROOT, dir);
  const commands = {
    // The copies live under bench/out/, which .gitignore names; markdownlint-cli2 reads no .gitignore.
    ours: [join(ROOT, 'server', 'out', 'cli.js'), 'lint', '--no-ignore', rel],
    markdownlint: [join(ROOT, 'node_modules', 'markdownlint-cli2', 'markdownlint-cli2-bin.mjs'), `${rel}/**/*.md`],
  };
  const times: Record<keyof typeof commands, number[]> = { ours: [], markdownlint: [] };
  const codes: CliResult['exitCodes'] = { ours: null, markdownlint: null };
  for (let rep = 0; rep < reps; rep++) {
    for (const tool of rotate(['ours', 'markdownlint'] as const, rep)) {
      const r = await wall(commands[tool]);
      times[tool].push(r.ms);
      codes[tool] = r.code;
    }
  }
  return { files: count, sources, ours: times.ours, markdownlint: times.markdownlint, oursMs: median(times.ours), markdownlintMs: median(times.markdownlint), exitCodes: codes };
}
