/**
 * Documents analysed off the main thread. One document whose analysis would hold the event loop (a
 * large one, one with a very long line, or one whose last analysis on the main thread was slow) gets
 * a worker thread of its own (`worker.ts`); requests for it are answered there, in order, after its
 * newest text is analysed, while the main thread goes on serving every other document.
 *
 * - Texts are posted only when a request needs them (diagnostics after the debounce, a feature); the
 *   worker coalesces the ones that queue up while it is busy.
 * - A request waits for the model of the version current when it was made; a cancelled one answers
 *   at once (RequestCancelled) and its late answer is dropped.
 * - A worker that has not answered within `timeoutMs` is terminated (others are untouched); every
 *   request waiting on it gets its empty answer, that version is not tried again (its diagnostics say
 *   why) and the next version starts a fresh worker. A worker that crashes is treated the same way.
 * - At most `maxWorkers` live at once: the least recently used idle one is terminated beyond that.
 */
import { Worker } from 'node:worker_threads';
import type { CancellationToken, TextDocumentContentChangeEvent } from 'vscode-languageserver/node.js';
import type { FeatureEnv } from './context.js';
import type { FeatureName } from './features.js';
import type { DocumentConfig } from './settings.js';

/** A batch of changes as the main thread applied them (clamped), with the version they made. */
export interface Batch { version: number; changes: TextDocumentContentChangeEvent[] }
interface Meta { version: number; settings: DocumentConfig; pathMatches: boolean; now: number }
export type WorkerIn =
  | (Meta & { type: 'text'; text: string })
  /** The changes since the last text or changes; `length` is the text's length after them (a check). */
  | (Meta & { type: 'changes'; batches: Batch[]; length: number })
  | { type: 'request'; id: number; feature: FeatureName; params: unknown; env: FeatureEnv };
export type WorkerOut = { id: number; version: number; result?: unknown; error?: string } | { resync: true };

/**
 * The young generation of a document's worker (V8 `maxYoungGenerationSizeMb`: three semi-spaces, so
 * 32 MB semi-spaces instead of 16). A keystroke in a 1 MB postmortem allocates about 10 MB, and much of
 * it (the new model) is still alive at the next scavenge: with 16 MB semi-spaces the worker scavenged
 * at more than every other keystroke, 5 ms each, copying that model again and again. Workers hold only
 * large documents, at most `maxWorkers` of them.
 */
export const WORKER_YOUNG_GENERATION_MB = 96;

/** Beyond this many characters of changes not yet forwarded, the next request sends the whole text. */
const MAX_LOG_CHARS = 1 << 22;

/** What a remote request ends with. */
export type RemoteAnswer =
  | { kind: 'answer'; version: number; result: unknown }
  | { kind: 'error'; message: string }
  | { kind: 'cancelled' }
  /** The worker was stopped (timeout, crash) or this version already failed. */
  | { kind: 'stopped'; version: number; reason: string };

export interface RemoteOptions {
  workerUrl: URL;
  timeoutMs: number;
  maxWorkers: number;
  log(message: string): void;
  /** Tests: a worker given a text containing this never finishes its analysis. */
  hangOn?: string;
}

interface Waiting { resolve(a: RemoteAnswer): void; timer: NodeJS.Timeout; cancel?: { dispose(): void } }

/** The texts a request is made against. */
export interface RemoteText { version: number; text: () => string; length: number; settings: DocumentConfig; pathMatches: boolean; now: number }

const charsOf = (changes: readonly TextDocumentContentChangeEvent[]) => changes.reduce((n, c) => n + c.text.length, 0);

export class RemoteDocument {
  private worker?: Worker;
  private sent?: { version: number; settings: DocumentConfig };
  private failed?: { version: number; settings: DocumentConfig; reason: string };
  private readonly waiting = new Map<number, Waiting>();
  /**
   * The changes applied since the worker was last sent the document: forwarded with the next request
   * instead of the whole text (copying 10 MB to a worker held the main thread for ~100 ms). The worker
   * applies them with the same clamping code, so both copies stay equal; a length check catches the
   * impossible, and the worker then asks for the whole text again.
   */
  private log: Batch[] = [];
  private logChars = 0;
  private resend = false;
  private nextId = 1;
  lastUsed = 0;

  constructor(readonly uri: string, private readonly pool: RemotePool) {}

  get busy(): boolean { return this.waiting.size > 0; }
  get live(): boolean { return this.worker !== undefined; }

  request(feature: FeatureName, params: unknown, env: FeatureEnv, doc: RemoteText, token?: CancellationToken): Promise<RemoteAnswer> {
    this.lastUsed = ++this.pool.clock;
    const f = this.failed;
    if (f && f.version === doc.version && f.settings === doc.settings) return Promise.resolve({ kind: 'stopped', version: f.version, reason: f.reason });
    if (token?.isCancellationRequested) return Promise.resolve({ kind: 'cancelled' });
    const worker = this.worker ?? this.spawn();
    const meta: Meta = { version: doc.version, settings: doc.settings, pathMatches: doc.pathMatches, now: doc.now };
    if (!this.sent || this.resend) {
      worker.postMessage({ ...meta, type: 'text', text: doc.text() } satisfies WorkerIn);
    } else if (this.sent.version !== doc.version || this.sent.settings !== doc.settings) {
      worker.postMessage({ ...meta, type: 'changes', batches: this.log, length: doc.length } satisfies WorkerIn);
    }
    this.sent = { version: doc.version, settings: doc.settings };
    this.log = [];
    this.logChars = 0;
    this.resend = false;
    const id = this.nextId++;
    worker.postMessage({ type: 'request', id, feature, params, env } satisfies WorkerIn);
    return new Promise<RemoteAnswer>((resolve) => {
      const w: Waiting = {
        resolve: (a) => {
          clearTimeout(w.timer);
          w.cancel?.dispose();
          this.waiting.delete(id);
          resolve(a);
        },
        timer: setTimeout(() => this.stop(`its analysis took longer than ${this.pool.options.timeoutMs} ms and was stopped`), this.pool.options.timeoutMs),
      };
      w.cancel = token?.onCancellationRequested(() => w.resolve({ kind: 'cancelled' }));
      this.waiting.set(id, w);
    });
  }

  /** A change applied to the main thread's copy: kept to forward while a worker holds the document. */
  record(version: number, changes: TextDocumentContentChangeEvent[]): void {
    if (!this.sent || this.resend) return;
    this.log.push({ version, changes });
    this.logChars += charsOf(changes);
    if (this.logChars > MAX_LOG_CHARS) {
      this.log = [];
      this.resend = true;
    }
  }

  /** Ends the worker (document closed, pool full). Requests still waiting get a stopped answer. */
  dispose(reason = 'the document was closed'): void {
    const worker = this.worker;
    this.worker = undefined;
    this.sent = undefined;
    for (const w of [...this.waiting.values()]) w.resolve({ kind: 'stopped', version: -1, reason });
    if (worker) void worker.terminate();
  }

  private stop(reason: string): void {
    if (this.sent) this.failed = { ...this.sent, reason };
    const version = this.sent?.version ?? -1;
    this.pool.options.log(`[postmortem] ${this.uri}: ${reason}`);
    const worker = this.worker;
    this.worker = undefined;
    this.sent = undefined;
    for (const w of [...this.waiting.values()]) w.resolve({ kind: 'stopped', version, reason });
    if (worker) void worker.terminate();
  }

  private spawn(): Worker {
    this.pool.makeRoom(this);
    const worker = new Worker(this.pool.options.workerUrl, {
      workerData: { uri: this.uri, hangOn: this.pool.options.hangOn },
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    worker.on('message', (m: WorkerOut) => {
      if (this.worker !== worker) return;
      if ('resync' in m) {
        this.pool.options.log(`[postmortem] ${this.uri}: the worker's copy differed; sending the whole text`);
        this.resend = true;
        return;
      }
      const w = this.waiting.get(m.id);
      if (!w) return; // cancelled
      w.resolve(m.error !== undefined ? { kind: 'error', message: m.error } : { kind: 'answer', version: m.version, result: m.result });
    });
    worker.on('error', (e) => { if (this.worker === worker) this.stop(`its worker failed (${e.message})`); });
    worker.on('exit', (code) => { if (this.worker === worker) this.stop(`its worker exited (code ${code})`); });
    worker.unref(); // never keeps the server alive by itself
    this.worker = worker;
    return worker;
  }
}

export class RemotePool {
  readonly documents = new Map<string, RemoteDocument>();
  clock = 0;

  constructor(readonly options: RemoteOptions) {}

  get(uri: string): RemoteDocument {
    let r = this.documents.get(uri);
    if (!r) {
      r = new RemoteDocument(uri, this);
      this.documents.set(uri, r);
    }
    return r;
  }

  has(uri: string): boolean {
    return this.documents.has(uri);
  }

  close(uri: string): void {
    this.documents.get(uri)?.dispose();
    this.documents.delete(uri);
  }

  /** Before `r` starts a worker: terminate the least recently used idle ones beyond the bound. */
  makeRoom(r: RemoteDocument): void {
    const live = [...this.documents.values()].filter((d) => d !== r && d.live);
    const idle = live.filter((d) => !d.busy).sort((a, b) => a.lastUsed - b.lastUsed);
    while (live.length >= this.options.maxWorkers && idle.length) {
      const victim = idle.shift()!;
      victim.dispose('too many workers');
      live.splice(live.indexOf(victim), 1);
    }
  }

  /** Live workers (tests, memory checks). */
  workers(): number {
    return [...this.documents.values()].filter((d) => d.live).length;
  }

  dispose(): void {
    for (const d of this.documents.values()) d.dispose();
  }
}
