/**
 * Protocol test harness: spawns the built server as the extension does (`node --v8-pool-size=1
 * server/out/server.js --stdio`: NODE_FLAGS) and speaks LSP to it with vscode-languageserver-protocol.
 * Tests wait on events (publishDiagnostics), never on sleeps.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection,
  type PublishDiagnosticsParams, type ClientCapabilities, type TextDocumentContentChangeEvent,
  type LogMessageParams,
} from 'vscode-languageserver-protocol/node.js';
import { NODE_FLAGS } from '../../server/src/launch.js';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER = join(ROOT, 'server', 'out', 'server.js');
export const FIXTURES = join(ROOT, 'test', 'fixtures', 'lsp');

export function fixture(name: string): string {
  return readFileSync(join(FIXTURES, name), 'utf8');
}

export const CAPABILITIES: ClientCapabilities = {
  workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true }, didChangeWatchedFiles: { dynamicRegistration: true }, workspaceEdit: { documentChanges: true } },
  textDocument: {
    synchronization: { dynamicRegistration: false },
    publishDiagnostics: { versionSupport: true, codeDescriptionSupport: true },
    hover: { contentFormat: ['markdown', 'plaintext'] },
    completion: { completionItem: { snippetSupport: false } },
    codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'source.fixAll'] } }, isPreferredSupport: true },
    documentSymbol: { hierarchicalDocumentSymbolSupport: true },
    inlayHint: {},
  },
};

interface Waiter { uri: string; pred: (p: PublishDiagnosticsParams) => boolean; resolve: (p: PublishDiagnosticsParams) => void }

export interface StartOptions {
  initializationOptions?: Record<string, unknown>;
  /** Answer to workspace/configuration (section postmortem) per scope URI. */
  settings?: (scopeUri: string | undefined) => unknown;
  capabilities?: ClientCapabilities;
  rootUri?: string | null;
  /** Extra node flags for the server process (e.g. --expose-gc for leak tests). */
  nodeArgs?: string[];
  /** The flags the extension starts the server with (NODE_FLAGS, the default); [] for Node's defaults. */
  nodeFlags?: readonly string[];
}

export class LspClient {
  readonly published: PublishDiagnosticsParams[] = [];
  readonly logs: LogMessageParams[] = [];
  /** window/showMessage notifications. */
  readonly messages: LogMessageParams[] = [];
  readonly registrations: string[] = [];
  /** `$/progress` notifications (work-done progress), in order. */
  readonly progress: { token: string | number; value: { kind: string; title?: string; message?: string; percentage?: number; cancellable?: boolean } }[] = [];
  /** Watchers the server registered for workspace/didChangeWatchedFiles. */
  readonly watchers: { globPattern: unknown; kind?: number }[] = [];
  /** Workspace scans that ended (with `testing.workspace`), in order. */
  readonly scans: { total: number; cancelled: boolean }[] = [];
  private notificationWaiters: { method: string; pred: (p: unknown) => boolean; resolve: (p: unknown) => void }[] = [];
  stderr = '';
  private waiters: Waiter[] = [];
  private versions = new Map<string, number>();
  private exited: Promise<number | null>;
  settings: (scopeUri: string | undefined) => unknown;

  private constructor(readonly proc: ChildProcess, readonly conn: ProtocolConnection, opts: StartOptions) {
    this.settings = opts.settings ?? (() => ({}));
    this.exited = new Promise((resolve) => proc.on('exit', (code) => resolve(code)));
    proc.stderr!.on('data', (d: Buffer) => { this.stderr += d.toString(); });
    conn.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
      this.published.push(p);
      const ready = this.waiters.filter((w) => w.uri === p.uri && w.pred(p));
      this.waiters = this.waiters.filter((w) => !ready.includes(w));
      for (const w of ready) w.resolve(p);
    });
    conn.onNotification('window/logMessage', (p: LogMessageParams) => { this.logs.push(p); });
    conn.onNotification('window/showMessage', (p: LogMessageParams) => { this.messages.push(p); });
    conn.onRequest('workspace/configuration', (p: { items: { scopeUri?: string; section?: string }[] }) =>
      p.items.map((i) => (i.section === 'postmortem' ? this.settings(i.scopeUri) : null)));
    conn.onNotification('$/progress', (p: LspClient['progress'][number]) => { this.progress.push(p); this.notified('$/progress', p); });
    conn.onNotification('$/postmortem/workspaceScanned', (p: { total: number; cancelled: boolean }) => { this.scans.push(p); this.notified('$/postmortem/workspaceScanned', p); });
    conn.onRequest('client/registerCapability', (p: { registrations: { method: string; registerOptions?: { watchers?: LspClient['watchers'] } }[] }) => {
      this.registrations.push(...p.registrations.map((r) => r.method));
      for (const r of p.registrations) this.watchers.push(...(r.registerOptions?.watchers ?? []));
      return null;
    });
    conn.onRequest('window/workDoneProgress/create', () => null);
    conn.listen();
  }

  static async start(opts: StartOptions = {}): Promise<LspClient> {
    if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first`);
    const proc = spawn(process.execPath, [...(opts.nodeFlags ?? NODE_FLAGS), ...(opts.nodeArgs ?? []), SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const conn = createProtocolConnection(new StreamMessageReader(proc.stdout!), new StreamMessageWriter(proc.stdin!));
    const client = new LspClient(proc, conn, opts);
    await conn.sendRequest('initialize', {
      processId: process.pid,
      rootUri: opts.rootUri ?? null,
      capabilities: opts.capabilities ?? CAPABILITIES,
      initializationOptions: { debounceMs: 30, ...opts.initializationOptions },
      workspaceFolders: opts.rootUri ? [{ uri: opts.rootUri, name: 'root' }] : null,
    });
    await conn.sendNotification('initialized', {});
    return client;
  }

  /** Resolves with the next publish for `uri` matching `pred` (checked from now on). */
  waitForDiagnostics(uri: string, pred: (p: PublishDiagnosticsParams) => boolean = () => true, timeoutMs = 60000): Promise<PublishDiagnosticsParams> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no matching diagnostics for ${uri} within ${timeoutMs} ms; stderr: ${this.stderr.slice(-2000)}`));
      }, timeoutMs);
      const waiter: Waiter = { uri, pred, resolve: (p) => { clearTimeout(timer); resolve(p); } };
      this.waiters.push(waiter);
    });
  }

  private notified(method: string, params: unknown): void {
    const ready = this.notificationWaiters.filter((w) => w.method === method && w.pred(params));
    this.notificationWaiters = this.notificationWaiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.resolve(params);
  }

  /**
   * Resolves with the next `method` notification matching `pred` (`$/progress`, or
   * `$/postmortem/workspaceScanned` with `testing.workspace`), checked from now on.
   */
  waitForNotification<P>(method: string, pred: (p: P) => boolean = () => true, timeoutMs = 60000): Promise<P> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.notificationWaiters = this.notificationWaiters.filter((w) => w !== waiter);
        reject(new Error(`no ${method} within ${timeoutMs} ms; stderr: ${this.stderr.slice(-2000)}`));
      }, timeoutMs);
      const waiter = { method, pred: pred as (p: unknown) => boolean, resolve: (p: unknown) => { clearTimeout(timer); resolve(p as P); } };
      this.notificationWaiters.push(waiter);
    });
  }

  /** Resolves once `count` workspace scans have ended (with `testing.workspace`); with the last one. */
  async waitForScans(count: number, timeoutMs = 60000): Promise<{ total: number; cancelled: boolean }> {
    while (this.scans.length < count) await this.waitForNotification('$/postmortem/workspaceScanned', () => true, timeoutMs);
    return this.scans[count - 1]!;
  }

  /** Opens a document and resolves with its first diagnostics (for version 1). */
  open(uri: string, text: string, languageId = 'markdown', version = 1): Promise<PublishDiagnosticsParams> {
    this.versions.set(uri, version);
    const done = this.waitForDiagnostics(uri, (p) => p.version === version);
    void this.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version, text } });
    return done;
  }

  /** Sends a change (full text or incremental events) and returns the new version. */
  change(uri: string, changes: TextDocumentContentChangeEvent[]): number {
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    void this.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: changes });
    return version;
  }

  /** Changes the document and waits for diagnostics of the new version. */
  changeAndWait(uri: string, changes: TextDocumentContentChangeEvent[]): Promise<PublishDiagnosticsParams> {
    const version = (this.versions.get(uri) ?? 0) + 1;
    const done = this.waitForDiagnostics(uri, (p) => p.version === version);
    this.change(uri, changes);
    return done;
  }

  close(uri: string): Promise<PublishDiagnosticsParams> {
    const done = this.waitForDiagnostics(uri, (p) => p.diagnostics.length === 0 && p.version === undefined);
    this.versions.delete(uri);
    void this.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
    return done;
  }

  request<R>(method: string, params: unknown): Promise<R> {
    return this.conn.sendRequest(method, params) as Promise<R>;
  }

  notify(method: string, params: unknown): Promise<void> {
    return this.conn.sendNotification(method, params);
  }

  get alive(): boolean {
    return this.proc.exitCode === null && !this.proc.killed;
  }

  async stop(): Promise<void> {
    if (!this.alive) return;
    try {
      await this.conn.sendRequest('shutdown');
      await this.conn.sendNotification('exit');
    } catch { /* the process may already be gone */ }
    const timer = setTimeout(() => this.proc.kill(), 5000);
    await this.exited;
    clearTimeout(timer);
    this.conn.dispose();
  }
}

/** A file: URI for a name under a fake workspace (nothing is read from disk for it). */
export function docUri(name: string, dir = '/tmp/pm-lsp-tests'): string {
  return `file://${dir}/${name.split('/').map(encodeURIComponent).join('/')}`;
}
