/**
 * The worker thread of one large or slow document (`server/out/lsp-worker.js`; see remote.ts). It keeps
 * its own copy of the text (the whole text once, then the main thread's changes, applied with the same
 * clamping code), the document's incremental analyzer and its last analysis, and answers feature
 * requests from it: only changes in and small answers out cross the thread boundary, never the model.
 * Versions that arrive while it is busy are coalesced: only the newest is analysed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Analyzer } from '../core/analyze.js';
import { postmortemReason } from '../core/features/detect.js';
import { Analysis } from './analysis.js';
import { runFeature, type FeatureName } from './features.js';
import type { WorkerIn, WorkerOut } from './remote.js';
import { LineDocument, applyClamped } from './text.js';

const { uri, hangOn } = workerData as { uri: string; hangOn?: string };
let doc: LineDocument | undefined;
let analyzer: Analyzer | undefined;
let current: Analysis | undefined;
let pending: Exclude<WorkerIn, { type: 'request' }> | undefined;
const port = parentPort!;

function refresh(): void {
  const t = pending;
  if (!t || !doc) return;
  pending = undefined;
  const lines = doc.lines();
  // Tests: a worker stuck in an analysis that never ends, to be terminated.
  if (hangOn && lines.some((l) => l.includes(hangOn))) for (;;) { /* stuck */ }
  current = undefined; // let the previous model go while the next one is built
  analyzer ??= new Analyzer(t.settings.config);
  analyzer.setConfig(t.settings.config);
  const result = analyzer.analyzeLines(lines, doc.eol, { now: t.now });
  current = new Analysis(uri, t.version, result, t.settings, postmortemReason(result.model, t.pathMatches));
}

port.on('message', (m: WorkerIn) => {
  if (m.type === 'text' || m.type === 'changes') {
    if (m.type === 'text') {
      doc = new LineDocument(uri, 'markdown', m.version, m.text);
    } else if (doc) {
      for (const b of m.batches) applyClamped(doc, b.changes, b.version);
      doc.version = m.version;
    }
    if (!doc || doc.length !== (m.type === 'text' ? m.text.length : m.length)) {
      doc = undefined;
      current = undefined;
      port.postMessage({ resync: true } satisfies WorkerOut);
      return;
    }
    pending = m;
    setImmediate(refresh); // analyse ahead of the next request, after the messages already queued
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
