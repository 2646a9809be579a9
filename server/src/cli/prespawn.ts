/**
 * Lint workers started by the launcher (bin.ts) before it loads the CLI, so that a worker loads the
 * bundle while the main thread loads it too and searches the files, instead of after. The CLI's
 * runLint takes them (or stops them when the run needs no worker). The launcher and the CLI are two
 * bundles: the workers pass between them under a registered symbol on the global object.
 */
import { Worker } from 'node:worker_threads';

const KEY = Symbol.for('postmortem-studio.early-lint-workers');
/** The workers, and those that have stopped (a bundle that failed to load, say): an exit before the CLI listens is noted here. */
type Holder = { [KEY]?: { workers: Worker[]; gone: WeakSet<Worker> } };

/** What an early worker is started with: it waits for its WorkerInput in a message. */
export interface EarlyWorkerData { postmortemLintWorker: 'early' }

/** Starts lint workers running `script` (the launcher, which loads the CLI) or stops some, so that `count` wait for their input. */
export function startEarlyWorkers(script: URL, count: number): void {
  const holder = globalThis as Holder;
  const early = holder[KEY] ?? { workers: [], gone: new WeakSet<Worker>() };
  const workerData: EarlyWorkerData = { postmortemLintWorker: 'early' };
  while (early.workers.length < count) {
    const w = new Worker(script, { workerData });
    // Until the CLI takes it, nothing else listens: an error must not end the process, and an exit must be remembered
    // (the CLI would otherwise wait for a worker that is gone).
    w.on('error', () => undefined);
    w.once('exit', () => early.gone.add(w));
    early.workers.push(w);
  }
  for (const w of early.workers.splice(count)) void w.terminate();
  holder[KEY] = early;
}

/** The workers the launcher started that are still running (each given once), or none. */
export function takeEarlyWorkers(): Worker[] {
  const holder = globalThis as Holder;
  const early = holder[KEY];
  delete holder[KEY];
  return early ? early.workers.filter((w) => !early.gone.has(w)) : [];
}
