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

/** Starts `count` lint workers running `script` (cli-main.js); each waits for its input. */
export function startEarlyWorkers(script: URL, count: number): void {
  const workerData: EarlyWorkerData = { postmortemLintWorker: 'early' };
  (globalThis as Holder)[KEY] = Array.from({ length: count }, () => new Worker(script, { workerData }));
}

/** The workers the launcher started (each given once), or none. */
export function takeEarlyWorkers(): Worker[] {
  const holder = globalThis as Holder;
  const workers = holder[KEY] ?? [];
  delete holder[KEY];
  return workers;
}
