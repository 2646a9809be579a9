/**
 * The worker thread of one large or slow document (`server/out/lsp-worker.js`; see remote.ts). It keeps
 * the document's incremental analyzer and its last analysis, and answers feature requests from it, so
 * only texts in and small answers out cross the thread boundary (never the model). Texts that arrive
 * while it is busy are coalesced: only the newest is analysed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Analyzer } from '../core/analyze.js';
import { postmortemReason } from '../core/features/detect.js';
import { Analysis } from './analysis.js';
import { runFeature, type FeatureName } from './features.js';
import type { WorkerIn, WorkerOut } from './remote.js';

const { uri, hangOn } = workerData as { uri: string; hangOn?: string };
let analyzer: Analyzer | undefined;
let current: Analysis | undefined;
let pending: Extract<WorkerIn, { type: 'text' }> | undefined;

function refresh(): void {
  const t = pending;
  if (!t) return;
  pending = undefined;
  // Tests: a worker stuck in an analysis that never ends, to be terminated.
  if (hangOn && t.text.includes(hangOn)) for (;;) { /* stuck */ }
  current = undefined; // let the previous model go while the next one is built
  analyzer ??= new Analyzer(t.settings.config);
  analyzer.setConfig(t.settings.config);
  const result = analyzer.analyze(t.text, { now: t.now });
  current = new Analysis(uri, t.version, result, t.settings, postmortemReason(result.model, t.pathMatches));
}

const port = parentPort!;
port.on('message', (m: WorkerIn) => {
  if (m.type === 'text') {
    pending = m;
    setImmediate(refresh); // analyse ahead of the next request, after the texts already queued
    return;
  }
  let out: WorkerOut;
  try {
    refresh();
    out = { id: m.id, version: current?.version ?? -1, result: runFeature(m.feature as FeatureName, current, m.params as never, m.env) };
  } catch (e) {
    out = { id: m.id, version: current?.version ?? -1, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  port.postMessage(out);
});
