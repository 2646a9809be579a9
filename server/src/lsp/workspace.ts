/**
 * Workspace diagnostics: the problems of every postmortem in the workspace folders, open or not, pushed
 * with `textDocument/publishDiagnostics` by the server (which works with every client, with or without
 * pull diagnostics). The files are read and analysed from disk by the workspace worker
 * (`workspace-worker.ts`, `workspace-scan.ts`: the CLI's file selection and bounded reader) on its own
 * thread; this side only publishes what changed, so typing in an open document is not held up.
 *
 * - A scan starts when the server is initialized and again when the settings, the workspace folders,
 *   a config file or an ignore file change; it shows work-done progress ("12/2000") that the user can
 *   cancel, and a new scan or `shutdown` stops the previous one.
 * - A Markdown file created or changed on disk (`workspace/didChangeWatchedFiles`, also what a git
 *   checkout does) is read again, before the rest of a scan; a deleted file or folder loses its
 *   diagnostics.
 * - An open document's diagnostics are the open version's (`diagnostics.ts`): while a document is open
 *   the scan publishes nothing for it, and when it closes it is read from disk again.
 * - `postmortem.workspaceDiagnostics: false` (per folder) leaves that folder unscanned and clears what
 *   was shown for it.
 */
import { Worker } from 'node:worker_threads';
import * as path from 'node:path';
import { FileChangeType, type Connection, type Diagnostic, type FileEvent, type WorkDoneProgressServerReporter } from 'vscode-languageserver/node.js';
import { CONFIG_FILES } from '../cli/config-file.js';
import { IGNORE_FILES } from '../cli/files.js';
import { splitSettings, uriToPath } from './settings.js';
import type { WorkspaceIn, WorkspaceOut } from './workspace-worker.js';
import type { ScanRoot } from './workspace-scan.js';

export interface WorkspaceHost {
  connection: Connection;
  /** Whether the client has the document open (its own diagnostics are published then). */
  isOpen(uri: string): boolean;
  /** The workspace folders, as URIs. */
  roots(): string[];
  /** The client's `postmortem` settings for a folder. */
  settingsFor(rootUri: string): Promise<unknown>;
  workerUrl: URL;
  /** Fixed clock for the analysis (tests). */
  now?: number;
  log(message: string): void;
}

/** Watched-file events are taken together for this long (a checkout changes many files at once). */
const SETTLE_MS = 100;
/** More changed files than this in one go: scan everything again instead. */
const RESCAN_ABOVE = 1000;

const NAMES_THAT_RESCAN = new Set<string>([...CONFIG_FILES, ...IGNORE_FILES]);
const MARKDOWN_FILE = /\.(md|markdown)$/i;

/** A path reported created or deleted that may be a folder: its name has no extension. */
export function maybeFolder(file: string): boolean {
  return path.extname(file) === '';
}

/** What the watcher registration asks the client to report (see server.ts). */
export const WORKSPACE_WATCHERS = [
  { globPattern: '**/*.{md,markdown}' },
  { globPattern: `**/{${IGNORE_FILES.join(',')}}` },
  // Folders created or deleted: a folder moved in or out reports only itself.
  { globPattern: '**/*', kind: 1 | 4 },
];

export class WorkspaceDiagnostics {
  private worker?: Worker;
  private gen = 0;
  /** What is shown for closed files: their diagnostics as JSON (files without diagnostics are absent). */
  private readonly published = new Map<string, string>();
  /** Files the current scan has reported. */
  private seen = new Set<string>();
  private scanning = false;
  private progress?: WorkDoneProgressServerReporter;
  private progressGen = -1;
  private rootPaths: string[] = [];
  private events: FileEvent[] = [];
  private settle?: NodeJS.Timeout;
  private disposed = false;
  /** The deadline the worker waits for between files (ms since the epoch; 0: go on). */
  private readonly hold = new SharedArrayBuffer(8);
  private readonly holdUntil = new BigInt64Array(this.hold);
  /** Called when a scan ends (done or cancelled): tests and the benchmark wait on it. */
  onScanned?: (total: number, cancelled: boolean) => void;

  constructor(private readonly host: WorkspaceHost) {}

  /** Scans every folder again (settings, folders or config files changed; initialized). */
  async rescan(): Promise<void> {
    if (this.disposed) return;
    const gen = ++this.gen;
    const uris = this.host.roots();
    const settings = await Promise.all(uris.map((u) => this.host.settingsFor(u).catch(() => undefined)));
    if (gen !== this.gen || this.disposed) return; // a newer rescan took over while settings were asked
    const roots: ScanRoot[] = [];
    uris.forEach((u, i) => {
      const p = uriToPath(u);
      if (p && splitSettings(settings[i]).editor.workspaceDiagnostics) roots.push({ path: p, settings: settings[i] });
    });
    this.rootPaths = roots.map((r) => path.resolve(r.path));
    this.endProgress();
    if (!roots.length) {
      this.stopWorker();
      this.scanning = false;
      this.clear(() => true);
      return;
    }
    this.seen = new Set();
    this.scanning = true;
    this.send({ type: 'scan', gen, scope: { roots, now: this.host.now }, hold: this.hold });
    void this.startProgress(gen);
  }

  /**
   * An open document is being analysed: the scan waits between files for up to `ms` (until `resume`),
   * so typing gets the core first.
   */
  pause(ms: number): void {
    Atomics.store(this.holdUntil, 0, BigInt(Date.now() + ms));
  }

  /** The open documents' diagnostics are published: the scan goes on. */
  resume(): void {
    Atomics.store(this.holdUntil, 0, 0n);
  }

  /** A document was opened: from now on its open version's diagnostics are the ones shown. */
  opened(uri: string): void {
    this.published.delete(uri);
  }

  /** A document was closed (its diagnostics were cleared): show the file's problems on disk again. */
  closed(uri: string): void {
    const file = uriToPath(uri);
    if (!file || !this.worker || !this.inRoots(file)) return;
    this.send({ type: 'check', gen: this.gen, files: [file] });
  }

  /** Files changed on disk: taken together for a moment, then read again or forgotten. */
  filesChanged(changes: FileEvent[]): void {
    if (!this.worker) return;
    this.events.push(...changes);
    this.settle ??= setTimeout(() => this.applyEvents(), SETTLE_MS);
  }

  private applyEvents(): void {
    this.settle = undefined;
    const events = this.events;
    this.events = [];
    if (!this.worker) return;
    const files = new Set<string>();
    for (const e of events) {
      const file = uriToPath(e.uri);
      if (!file || !this.inRoots(file)) continue;
      if (NAMES_THAT_RESCAN.has(path.basename(file))) { void this.rescan(); return; }
      if (e.type === FileChangeType.Deleted) {
        this.clear((uri) => uri === e.uri || uri.startsWith(e.uri.endsWith('/') ? e.uri : `${e.uri}/`));
        files.delete(file);
        continue;
      }
      // A created folder (a name without an extension: what a build writes is no concern) is listed by
      // the worker.
      if (MARKDOWN_FILE.test(file) || (e.type === FileChangeType.Created && maybeFolder(file))) files.add(file);
    }
    if (files.size > RESCAN_ABOVE) { void this.rescan(); return; }
    if (files.size) this.send({ type: 'check', gen: this.gen, files: [...files] });
  }

  /** Stops everything (shutdown). */
  dispose(): void {
    this.disposed = true;
    if (this.settle) clearTimeout(this.settle);
    this.endProgress();
    this.stopWorker();
  }

  private inRoots(file: string): boolean {
    return this.rootPaths.some((r) => {
      const rel = path.relative(r, file);
      return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
    });
  }

  private send(m: WorkspaceIn): void {
    if (!this.worker) {
      const worker = new Worker(this.host.workerUrl);
      worker.on('message', (out: WorkspaceOut) => this.receive(out));
      worker.on('error', (e) => this.host.log(`workspace diagnostics stopped: ${e.stack ?? e.message}`));
      worker.on('exit', () => {
        if (this.worker !== worker) return;
        this.worker = undefined;
        this.scanning = false;
        this.endProgress();
      });
      worker.unref();
      this.worker = worker;
    }
    this.worker.postMessage(m);
  }

  private stopWorker(): void {
    const w = this.worker;
    this.worker = undefined;
    void w?.terminate();
  }

  private receive(m: WorkspaceOut): void {
    if (m.gen !== this.gen) return; // an older scan's
    switch (m.type) {
      case 'listed':
        this.report(0, m.total);
        return;
      case 'results':
        for (const r of m.results) {
          if (this.scanning) this.seen.add(r.uri);
          this.publish(r.uri, r.diagnostics);
        }
        if (this.scanning) this.report(m.done, m.total);
        return;
      case 'done':
        if (!this.scanning) return;
        this.scanning = false;
        // Files shown before that this full scan did not find any more (moved out, now ignored).
        if (!m.cancelled) this.clear((uri) => !this.seen.has(uri));
        this.seen = new Set();
        this.endProgress();
        this.onScanned?.(m.total, m.cancelled);
        return;
      case 'error':
        this.host.log(`workspace diagnostics: ${m.message}`);
        return;
    }
  }

  private publish(uri: string, diagnostics: Diagnostic[]): void {
    if (this.host.isOpen(uri)) return; // the open version's diagnostics win
    if (!diagnostics.length) {
      if (this.published.delete(uri)) void this.host.connection.sendDiagnostics({ uri, diagnostics: [] });
      return;
    }
    const json = JSON.stringify(diagnostics);
    if (this.published.get(uri) === json) return;
    this.published.set(uri, json);
    void this.host.connection.sendDiagnostics({ uri, diagnostics });
  }

  /** Clears what is shown for the closed files `which` selects. */
  private clear(which: (uri: string) => boolean): void {
    for (const uri of [...this.published.keys()]) {
      if (!which(uri)) continue;
      this.published.delete(uri);
      if (!this.host.isOpen(uri)) void this.host.connection.sendDiagnostics({ uri, diagnostics: [] });
    }
  }

  private async startProgress(gen: number): Promise<void> {
    let progress: WorkDoneProgressServerReporter;
    try {
      progress = await this.host.connection.window.createWorkDoneProgress();
    } catch {
      return; // the client refused: the scan goes on without
    }
    if (gen !== this.gen || !this.scanning) { progress.done(); return; }
    this.progress = progress;
    this.progressGen = gen;
    progress.begin('Postmortems', 0, 'listing files', true);
    progress.token.onCancellationRequested(() => {
      if (this.progressGen === gen) this.send({ type: 'cancel', gen });
    });
  }

  private report(done: number, total: number): void {
    if (this.progressGen !== this.gen) return;
    this.progress?.report(total ? Math.floor((100 * done) / total) : 100, `${done}/${total}`);
  }

  private endProgress(): void {
    this.progress?.done();
    this.progress = undefined;
    this.progressGen = -1;
  }
}
