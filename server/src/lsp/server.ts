/**
 * The Postmortem Studio language server: connection, capabilities and wiring only.
 * Start with `node server/out/server.js --stdio` (or `--node-ipc`, `--socket=N`).
 * Analysis lives in server/src/core; each feature has its own file here.
 */
import {
  createConnection, DidChangeConfigurationNotification, FileChangeType, MessageType, ShowMessageNotification, DidChangeWatchedFilesNotification, ProposedFeatures,
  type InitializeParams, type InitializeResult,
} from 'vscode-languageserver/node.js';
import { RULE_IDS } from '../core/rules/index.js';
import { INITIALIZE_RESULT } from './capabilities.js';
import { DiagnosticsScheduler } from './diagnostics.js';
import { DocumentStore } from './documents.js';
import { nodeFilePaths } from './paths.js';
import { Router, ROUTER_DEFAULTS, type RouterOptions } from './router.js';
import { Guard } from './safe.js';
import { ConfigResolver, RC_GLOB, uriToPath } from './settings.js';
import { TimelineRequest } from './timeline.js';
import { NODE_FLAGS, hasPoolSize } from '../launch.js';
import { LifecycleGate, transportFromArgs } from './transport.js';
import { WORKSPACE_WATCHERS, WorkspaceDiagnostics, maybeFolder } from './workspace.js';
import { CONFIG_FILES } from '../cli/config-file.js';
import { IGNORE_FILES } from '../cli/files.js';
import { basename } from 'node:path';
import { format } from 'node:util';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** initializationOptions the server understands (all optional). */
interface InitOptions {
  /** Diagnostics debounce in ms (default 200). */
  debounceMs?: number;
  /** Fixed clock (ms since the epoch) for completion stamps and analysis — tests only. */
  now?: number;
  /** `postmortem` settings for clients without workspace/configuration. */
  settings?: unknown;
  /** The same, as Helix sends its `config` ({postmortem: {...}}). */
  postmortem?: unknown;
  /** The client shows diagnostics in its hovers (VS Code): the hover does not repeat their messages. */
  hoverShowsDiagnostics?: boolean;
  /** Robustness tests: feature names that throw; `memory` enables `$/postmortem/memory`. */
  testing?: { throwIn?: string[]; memory?: boolean; text?: boolean; hangOn?: string; workspace?: boolean };
  /** Where documents are analysed (router.ts): size and line bounds for a worker, its timeout. */
  analysis?: Partial<RouterOptions>;
}

/** A framing error: one line on stderr, then a non-zero exit (nothing after it can be trusted). */
function framingError(message: string): never {
  process.stderr.write(`postmortem-language-server: framing error: ${message}; exiting\n`);
  process.exit(2);
}
let gate: LifecycleGate;
try {
  gate = new LifecycleGate(transportFromArgs(process.argv.slice(2), {
    onFramingError: framingError,
    onBadBody: (code, message) => gate.reply(null, code, message),
  }));
} catch (e) {
  process.stderr.write(`postmortem-language-server: ${(e as Error).message}\n`);
  process.exit(2);
}
const transport = gate;
const connection = createConnection(ProposedFeatures.all, transport.reader, transport.writer);
// The client went away: exit as `exit` would (0 after shutdown, else 1).
transport.reader.onClose(() => process.exit(transport.state === 'shutdown' ? 0 : 1));
// Over stdio, stdout is the protocol: what the bundled libraries print goes to the client's log.
if (process.argv.includes('--stdio')) {
  const to = (send: (m: string) => void) => (...args: unknown[]) => send(format(...args));
  console.log = console.info = to((m) => connection.console.log(m));
  console.debug = to((m) => connection.console.log(m));
  console.warn = to((m) => connection.console.warn(m));
  console.error = to((m) => connection.console.error(m));
}
const log = { error: (m: string) => connection.console.error(m) };

let options: InitOptions = {};
let pullConfiguration = false;
/** Registrations the client offers to take dynamically (LSP: a server must not register others). */
let dynamic = { configuration: false, watchedFiles: false };
let pushedSettings: unknown;
let guard = new Guard(log);
const now = (): number => options.now ?? Date.now();

const resolver = new ConfigResolver({
  fetchSettings: async (uri) => {
    if (!pullConfiguration) return pushedSettings;
    const [settings] = await connection.workspace.getConfiguration([{ scopeUri: uri, section: 'postmortem' }]) as unknown[];
    return settings ?? pushedSettings;
  },
  ruleIds: () => RULE_IDS,
  warn: (m) => connection.console.warn(m),
  publish: (uri, diagnostics) => void connection.sendDiagnostics({ uri, diagnostics }),
  notify: (message) => void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message }),
  info: (m) => connection.console.info(m),
});
const store = new DocumentStore(resolver, now, nodeFilePaths);
let documentChanges = false;
let router: Router;
let diagnostics: DiagnosticsScheduler;
let workspace: WorkspaceDiagnostics;
/** The settings of a workspace folder (what the workspace scan applies to its files). */
async function folderSettings(uri: string): Promise<unknown> {
  if (!pullConfiguration) return pushedSettings;
  const [settings] = await connection.workspace.getConfiguration([{ scopeUri: uri, section: 'postmortem' }]) as unknown[];
  return settings ?? pushedSettings;
}

connection.onInitialize((params: InitializeParams): InitializeResult => {
  options = (params.initializationOptions ?? {}) as InitOptions;
  pushedSettings = options.settings ?? options.postmortem;
  guard = new Guard(log, options.testing?.throwIn ?? []);
  router = new Router(store, resolver, () => ({ now: now(), documentChanges, hoverShowsDiagnostics: options.hoverShowsDiagnostics === true }), { ...ROUTER_DEFAULTS, ...options.analysis }, {
    workerUrl: new URL('./lsp-worker.js', import.meta.url),
    log: (m) => connection.console.warn(m),
    hangOn: options.testing?.hangOn,
  });
  diagnostics = new DiagnosticsScheduler(connection, store, router, guard, options.debounceMs ?? 200);
  workspace = new WorkspaceDiagnostics({
    connection, isOpen: (uri) => store.get(uri) !== undefined, roots: () => roots, settingsFor: folderSettings,
    workerUrl: new URL('./lsp-workspace-worker.js', import.meta.url), now: options.now,
    log: (m) => connection.console.warn(m),
  });
  diagnostics.onIdle = () => workspace.resume();
  if (options.testing?.workspace) workspace.onScanned = (total, cancelled) => void connection.sendNotification('$/postmortem/workspaceScanned', { total, cancelled });
  const caps = params.capabilities;
  pullConfiguration = caps.workspace?.configuration === true;
  dynamic = {
    configuration: caps.workspace?.didChangeConfiguration?.dynamicRegistration === true,
    watchedFiles: caps.workspace?.didChangeWatchedFiles?.dynamicRegistration === true,
  };
  documentChanges = caps.workspace?.workspaceEdit?.documentChanges === true;
  folderEvents = caps.workspace?.workspaceFolders === true;
  setRoots(params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []));
  return INITIALIZE_RESULT;
});

/** The workspace roots: config files are looked for and read inside them only. */
let roots: string[] = [];
let folderEvents = false;
function setRoots(uris: string[]): void {
  roots = uris;
  store.setWorkspaceRoots(uris);
  resolver.setWorkspaceRoots(uris.map(uriToPath).filter((p): p is string => !!p));
}

connection.onInitialized(async () => {
  if (folderEvents) {
    connection.workspace.onDidChangeWorkspaceFolders((e) => {
      const removed = new Set(e.removed.map((f) => f.uri));
      setRoots([...roots.filter((r) => !removed.has(r)), ...e.added.map((f) => f.uri)]);
      store.invalidate();
      diagnostics.scheduleAll();
      void workspace.rescan();
    });
  }
  // Started without the flags the extension uses (an editor set up by hand): say what they are for.
  if (!hasPoolSize()) {
    connection.console.info(`Node was started without ${NODE_FLAGS.join(' ')}: V8's background compiles may slow typing on machines with few cores (see docs/editors.md)`);
  }
  // Only what the client offers to register dynamically (eglot warns about the rest); a client that
  // refuses keeps working without. Settings still arrive with didChangeConfiguration when pushed.
  if (dynamic.configuration) await connection.client.register(DidChangeConfigurationNotification.type, { section: 'postmortem' }).catch(() => undefined);
  // Config files, and for the workspace diagnostics Markdown files, ignore files and folders.
  if (dynamic.watchedFiles) await connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: RC_GLOB }, ...WORKSPACE_WATCHERS] }).catch(() => undefined);
  void workspace.rescan();
});

connection.onDidChangeConfiguration((change) => {
  const settings = (change.settings as Record<string, unknown> | null)?.['postmortem'];
  if (settings !== undefined) pushedSettings = settings;
  resolver.settingsChanged();
  store.invalidate();
  diagnostics.scheduleAll();
  void workspace.rescan();
});

/**
 * Config files and ignore files have names of their own (either can make an open document ignored or
 * linted again: settings.ts); a deleted folder may have held one.
 */
const CONFIG_NAMES = new Set<string>([...CONFIG_FILES, ...IGNORE_FILES]);
connection.onDidChangeWatchedFiles((p) => {
  if (p.changes.some((c) => CONFIG_NAMES.has(basename(c.uri)) || (c.type === FileChangeType.Deleted && maybeFolder(c.uri)))) {
    resolver.filesChanged();
    store.invalidate();
    diagnostics.scheduleAll();
  }
  workspace.filesChanged(p.changes);
});
connection.onShutdown(() => workspace.dispose());

const opened = new Set<string>();
store.documents.onDidOpen((e) => { opened.add(e.document.uri); workspace.opened(e.document.uri); });
store.documents.onDidChangeContent((e) => {
  const uri = e.document.uri;
  const first = opened.delete(uri);
  // Typing comes first: the workspace scan waits until the diagnostics are out (or a moment after
  // the debounce delay, should none be published).
  workspace.pause((first ? 0 : options.debounceMs ?? 200) + 250);
  diagnostics.schedule(uri, first ? 0 : undefined);
});
store.documents.onDidClose((e) => {
  opened.delete(e.document.uri);
  store.forget(e.document.uri);
  router.closed(e.document.uri);
  diagnostics.closed(e.document.uri);
  workspace.closed(e.document.uri);
});

// Every feature through the router: on the main thread, or in the document's worker (router.ts).
connection.onHover((p, token) => guard.runAsync('hover', null, () => router.serve('hover', p.textDocument.uri, p, token)));
connection.onCompletion((p, token) => guard.runAsync('completion', [], () => router.serve('completion', p.textDocument.uri, p, token)));
connection.onCodeAction((p, token) => guard.runAsync('codeAction', [], () => router.serve('codeAction', p.textDocument.uri, p, token)));
connection.onDocumentSymbol((p, token) => guard.runAsync('documentSymbol', [], () => router.serve('documentSymbol', p.textDocument.uri, p, token)));
connection.onFoldingRanges((p, token) => guard.runAsync('foldingRange', [], () => router.serve('foldingRange', p.textDocument.uri, p, token)));
connection.languages.inlayHint.on((p, token) => guard.runAsync('inlayHint', [], () => router.serve('inlayHint', p.textDocument.uri, p, token)));
connection.onCodeLens((p, token) => guard.runAsync('codeLens', [], () => router.serve('codeLens', p.textDocument.uri, p, token)));
connection.onRequest(TimelineRequest, (p, token) => guard.runAsync('timeline', null, () => router.serve('timeline', p.uri, p, token)));
// Leak tests and the memory benchmark: the heap before and after a full GC (when node runs with
// --expose-gc), RSS, and how many documents keep an analysis or an incremental analyzer.
// With testing.memory, also the longest stall of the main thread's event loop since the last ask.
let loopDelay: IntervalHistogram | undefined;
connection.onRequest('$/postmortem/memory', () => {
  if (!options.testing?.memory) return null;
  loopDelay ??= monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const stallMs = loopDelay.max / 1e6;
  loopDelay.reset();
  const before = process.memoryUsage();
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  const retained = store.retained();
  return {
    heapUsedMB: m.heapUsed / 2 ** 20, rssMB: m.rss / 2 ** 20, openDocuments: store.documents.keys().length,
    beforeGC: { heapUsedMB: before.heapUsed / 2 ** 20, heapTotalMB: before.heapTotal / 2 ** 20 },
    retained: { analyses: retained.analyses.length, analyzers: retained.analyzers.length },
    workers: router.pool.workers(),
    eventLoopStallMs: Number.isFinite(stallMs) ? stallMs : 0,
  };
});

// Tests: the server's copy of a document, to compare with the client's after edits.
connection.onRequest('$/postmortem/text', (p: { uri: string }) => {
  if (!options.testing?.text) return null;
  const doc = store.get(p.uri);
  return doc ? { version: doc.version, text: doc.getText(), lineCount: doc.lineCount } : null;
});

process.on('uncaughtException', (e) => guard.report('uncaught exception', e));
process.on('unhandledRejection', (e) => guard.report('unhandled rejection', e));

store.documents.listen(connection);
connection.listen();
