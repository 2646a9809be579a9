/**
 * The workspace worker (`server/out/lsp-workspace-worker.js`; see workspace.ts): lists the
 * postmortems of the workspace folders and analyses them from disk, one file at a time, on its own
 * thread, so the main thread only forwards small results and stays free for the open documents. Files
 * changed on disk (`check`) go before the rest of a scan; a new scan or `cancel` stops the current
 * one between two files. Results go out in batches (every 32 files or 50 ms). The thread runs at the
 * lowest priority, and waits between two files while the main thread says an open document is being
 * analysed (a shared deadline, at most 250 ms at a time).
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { WorkspaceScan, type FileResult, type ScanScope } from './workspace-scan.js';

export type WorkspaceIn =
  | { type: 'scan'; gen: number; scope: ScanScope; hold: SharedArrayBuffer }
  | { type: 'check'; gen: number; files: string[] }
  | { type: 'cancel'; gen: number };

export type WorkspaceOut =
  | { type: 'listed'; gen: number; total: number }
  | { type: 'results'; gen: number; results: FileResult[]; done: number; total: number }
  | { type: 'done'; gen: number; cancelled: boolean; total: number }
  | { type: 'error'; gen: number; message: string };

const port = parentPort!;
// The lowest scheduling priority, for this thread only (Linux keeps a nice value per thread, and 0
// names the calling one): on a busy machine the main thread, which answers the open documents, gets
// the core first. Elsewhere it may apply to the whole process or fail; it is then left as it was.
if (process.platform === 'linux') try { setPriority(0, 19); } catch { /* not allowed: as it was */ }
const BATCH = 32;
const BATCH_MS = 50;

let scan: WorkspaceScan | undefined;
let gen = 0;
/** Files of the scan still to read, in order, and how many were read. */
let queue: string[] = [];
let total = 0;
let done = 0;
let scanning = false;
/** Files changed on disk: read before the rest of the scan. */
const checks = new Set<string>();
let running = false;
let out: FileResult[] = [];
let lastPost = 0;
/** Until when (ms since the epoch) the main thread asks the scan to wait: an open document is being analysed. */
let hold: BigInt64Array | undefined;

/** Waits while the main thread holds the scan, at most `MAX_HOLD_MS` at a time, so a scan always ends. */
const MAX_HOLD_MS = 250;
async function waitForMainThread(): Promise<void> {
  const until = hold ? Number(Atomics.load(hold, 0)) : 0;
  const wait = Math.min(until - Date.now(), MAX_HOLD_MS);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

function post(m: WorkspaceOut): void { port.postMessage(m); }

function flush(): void {
  if (!out.length) return;
  post({ type: 'results', gen, results: out, done, total });
  out = [];
  lastPost = performance.now();
}

/** One file, then yield (setImmediate) so a cancel, a new scan or a check can come in between. */
async function step(): Promise<void> {
  running = true;
  try {
    for (;;) {
      await waitForMainThread();
      const s = scan;
      if (!s) break;
      const myGen = gen;
      const changed = checks.values().next();
      let result: FileResult | undefined;
      if (!changed.done) {
        checks.delete(changed.value);
        result = await s.check(changed.value);
      } else if (queue.length) {
        result = await s.check(queue.shift()!, true);
        done++;
      } else {
        break;
      }
      if (myGen !== gen) continue; // a new scan came in while the file was read: drop the old result
      out.push(result);
      if (out.length >= BATCH || performance.now() - lastPost > BATCH_MS) flush();
      if (scanning && !queue.length) {
        scanning = false;
        flush();
        post({ type: 'done', gen, cancelled: false, total });
      }
      await new Promise((r) => setImmediate(r));
    }
    flush();
  } catch (e) {
    post({ type: 'error', gen, message: e instanceof Error ? e.stack ?? e.message : String(e) });
  } finally {
    running = false;
  }
}

function kick(): void { if (!running) void step(); }

port.on('message', (m: WorkspaceIn) => {
  switch (m.type) {
    case 'scan': {
      gen = m.gen;
      hold = new BigInt64Array(m.hold);
      out = [];
      checks.clear();
      scan = new WorkspaceScan(m.scope);
      queue = scan.list();
      total = queue.length;
      done = 0;
      scanning = true;
      post({ type: 'listed', gen, total });
      if (!total) { scanning = false; post({ type: 'done', gen, cancelled: false, total }); }
      kick();
      return;
    }
    case 'check':
      if (m.gen !== gen) return;
      for (const f of m.files) for (const g of scan?.expand(f) ?? []) checks.add(g);
      kick();
      return;
    case 'cancel':
      if (m.gen !== gen || !scanning) return;
      queue = [];
      scanning = false;
      flush();
      post({ type: 'done', gen, cancelled: true, total });
      return;
  }
});
