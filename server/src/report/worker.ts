/** A worker thread of `postmortem report` (server/out/report-worker.js; see concurrent.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { Summarizer, type Outcome } from './collect.js';
import { BATCH, type ReportWorkerBatch, type ReportWorkerInput } from './concurrent.js';

const input = workerData as ReportWorkerInput;
const counter = new Int32Array(input.shared);
if (parentPort && Atomics.compareExchange(counter, input.slot, 0, 1) === 0) {
  const summarizer = new Summarizer(input.explicitConfig);
  let batch: [number, Outcome][] = [];
  for (let i = Atomics.add(counter, 0, 1); i < input.files.length; i = Atomics.add(counter, 0, 1)) {
    batch.push([i, summarizer.summarize(input.files[i]!)]);
    if (batch.length >= BATCH) { parentPort.postMessage({ outcomes: batch } satisfies ReportWorkerBatch); batch = []; }
  }
  parentPort.postMessage({ outcomes: batch, done: true } satisfies ReportWorkerBatch);
}
