/**
 * Lint workers started by the launcher (bin.ts) before it loads the CLI, so that a worker loads the
 * bundle while the main thread loads it too and searches the files, instead of after. The CLI's
 * runLint takes them (or stops them when the run needs no worker). The launcher and the CLI are two
 * bundles: the workers pass between them under a registered symbol on the global object.
 */
import { Worker } from 'node:worker_threads';

const KEY = Symbol.for('postmortem-studio.early-lint-workers');
type Holder = { [KEY]?: Worker[] };

/** What an early worker is started with: it waits for its WorkerInput in a message. */
export interface EarlyWorkerData { postmortemLintWorker: 'early' }

/** Starts lint workers running `script` (cli-main.js) or stops some, so that `count` wait for their input. */
export function startEarlyWorkers(script: URL, count: number): void {
  const holder = globalThis as Holder;
  const workers = holder[KEY] ?? [];
  const workerData: EarlyWorkerData = { postmortemLintWorker: 'early' };
  while (workers.length < count) workers.push(new Worker(script, { workerData }));
  for (const w of workers.splice(count)) void w.terminate();
  holder[KEY] = workers;
}

/** The workers the launcher started (each given once), or none. */
export function takeEarlyWorkers(): Worker[] {
  const holder = globalThis as Holder;
  const workers = holder[KEY] ?? [];
  delete holder[KEY];
  return workers;
}
