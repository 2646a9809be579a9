/**
 * Reads a report's files on several threads, as `lint` does (cli/cli.ts): the main thread and N−1
 * workers claim the next file from a shared counter, so the load balances by itself, and only the
 * small summaries travel back. One thread per core (at most 8), and only when each gets at least
 * 32 files (a worker loads the bundle and warms up before it reads anything). The workers run
 * server/out/report-worker.js; from sources (no bundle beside this module) everything runs here.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { selectFilesOnce } from '../cli/files.js';
import { Summarizer, gather, type Collected, type Outcome } from './collect.js';

const FILES_PER_THREAD = 32;
const MAX_THREADS = 8;
/** Outcomes a worker collects before posting them. */
export const BATCH = 32;

/** What a worker gets: the files, the config, and the shared counter (slot 0) and its own slot (0 loading, 1 claiming, 2 closed). */
export interface ReportWorkerInput { files: string[]; explicitConfig?: string; shared: SharedArrayBuffer; slot: number }
/** Worker → main: outcomes by file index; `done` on the last batch. */
export interface ReportWorkerBatch { outcomes: [number, Outcome][]; done?: true }

export async function collectConcurrently(paths: string[], explicitConfig?: string, useIgnores = true): Promise<Collected> {
  const files = selectFilesOnce(paths, useIgnores).files;
  const script = new URL('./report-worker.js', import.meta.url);
  const threads = existsSync(fileURLToPath(script)) ? Math.max(1, Math.min(availableParallelism(), MAX_THREADS, Math.floor(files.length / FILES_PER_THREAD))) : 1;
  const out: (Outcome | undefined)[] = new Array(files.length);
  const shared = new SharedArrayBuffer(4 * threads);
  const counter = new Int32Array(shared);
  const workers = Array.from({ length: threads - 1 }, (_, w) => {
    const workerData: ReportWorkerInput = { files, ...(explicitConfig ? { explicitConfig } : {}), shared, slot: w + 1 };
    const worker = new Worker(script, { workerData });
    const finished = new Promise<void>((resolveWorker) => {
      worker.on('message', (m: ReportWorkerBatch) => {
        for (const [i, o] of m.outcomes) out[i] = o;
        if (m.done) resolveWorker();
      });
      worker.on('error', () => undefined); // its unfinished files are read below
      worker.on('exit', () => resolveWorker());
    });
    return { worker, finished, slot: w + 1 };
  });
  const summarizer = new Summarizer(explicitConfig);
  for (let i = Atomics.add(counter, 0, 1); i < files.length; i = Atomics.add(counter, 0, 1)) out[i] = summarizer.summarize(files[i]!);
  // A worker still loading when every file is claimed has nothing left to do: close its slot and stop it.
  for (const w of workers) if (Atomics.compareExchange(counter, w.slot, 0, 2) === 0) void w.worker.terminate();
  await Promise.all(workers.map((w) => w.finished));
  const missed = out.reduce((n, o) => n + (o ? 0 : 1), 0);
  if (process.env['POSTMORTEM_STATS']) process.stderr.write(`postmortem: report read ${files.length} files on ${threads} thread(s), ${missed} again after a worker stopped\n`);
  return gather(out.map((o, i) => o ?? summarizer.summarize(files[i]!)));
}
