/**
 * The Postmortem Studio language server in a browser: the same features as `server.ts`, in a Web
 * Worker, over postMessage (`vscode-languageserver/browser`). Built to `server/out/browser-server.js`
 * with no Node built-in (test/web/bundle.test.ts): every document is analysed in this worker
 * (`local.ts`), and config files come from the client (`web-config.ts`), which reads them through
 * `workspace.fs`.
 */
import './web-globals.js';
import {
  BrowserMessageReader, BrowserMessageWriter, createConnection, DidChangeConfigurationNotification, MessageType,
  ProposedFeatures, ShowMessageNotification, type InitializeParams, type InitializeResult,
} from 'vscode-languageserver/browser.js';
import { RULE_IDS } from '../core/rules/index.js';
import { INITIALIZE_RESULT } from './capabilities.js';
import { DiagnosticsScheduler } from './diagnostics.js';
import { DocumentStore } from './documents.js';
import { LocalRouter } from './local.js';
import { Guard } from './safe.js';
import { TimelineRequest } from './timeline.js';
import { ConfigFileRequest, WebConfigResolver } from './web-config.js';

/** initializationOptions the browser server understands (all optional; as in server.ts). */
interface InitOptions {
  debounceMs?: number;
  now?: number;
  settings?: unknown;
  /** The client answers postmortem/configFile (the VS Code web client does). */
  configFiles?: boolean;
  /** The client shows diagnostics in its hovers (VS Code): the hover does not repeat their messages. */
  hoverShowsDiagnostics?: boolean;
  testing?: { throwIn?: string[] };
}

declare const self: Worker;
const connection = createConnection(ProposedFeatures.all, new BrowserMessageReader(self), new BrowserMessageWriter(self));
const log = { error: (m: string) => connection.console.error(m) };

let options: InitOptions = {};
let pullConfiguration = false;
let dynamicConfiguration = false;
let pushedSettings: unknown;
let guard = new Guard(log);
let documentChanges = false;
const now = (): number => options.now ?? Date.now();

const resolver = new WebConfigResolver({
  fetchSettings: async (uri) => {
    if (!pullConfiguration) return pushedSettings;
    const [settings] = await connection.workspace.getConfiguration([{ scopeUri: uri, section: 'postmortem' }]) as unknown[];
    return settings ?? pushedSettings;
  },
  fetchConfigFile: (uri) => (options.configFiles === true ? connection.sendRequest(ConfigFileRequest, { uri }) : Promise.resolve(null)),
  ruleIds: () => RULE_IDS,
  warn: (m) => connection.console.warn(m),
  publish: (uri, diagnostics) => void connection.sendDiagnostics({ uri, diagnostics }),
  notify: (message) => void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message }),
});
// No local files: the `files` globs are matched against document URIs.
const store = new DocumentStore(resolver, now, () => undefined);
const router = new LocalRouter(store, () => ({ now: now(), documentChanges, hoverShowsDiagnostics: options.hoverShowsDiagnostics === true }));
let diagnostics: DiagnosticsScheduler;

connection.onInitialize((params: InitializeParams): InitializeResult => {
  options = (params.initializationOptions ?? {}) as InitOptions;
  pushedSettings = options.settings;
  guard = new Guard(log, options.testing?.throwIn ?? []);
  diagnostics = new DiagnosticsScheduler(connection, store, router, guard, options.debounceMs ?? 200);
  const caps = params.capabilities;
  pullConfiguration = caps.workspace?.configuration === true;
  dynamicConfiguration = caps.workspace?.didChangeConfiguration?.dynamicRegistration === true;
  documentChanges = caps.workspace?.workspaceEdit?.documentChanges === true;
  return INITIALIZE_RESULT;
});

connection.onInitialized(async () => {
  if (dynamicConfiguration) await connection.client.register(DidChangeConfigurationNotification.type, { section: 'postmortem' }).catch(() => undefined);
});

connection.onDidChangeConfiguration((change) => {
  const settings = (change.settings as Record<string, unknown> | null)?.['postmortem'];
  if (settings !== undefined) pushedSettings = settings;
  resolver.settingsChanged();
  store.invalidate();
  diagnostics.scheduleAll();
});

// The client watches the config files (its synchronize.fileEvents) and says when one changes.
connection.onDidChangeWatchedFiles(() => {
  resolver.filesChanged();
  store.invalidate();
  diagnostics.scheduleAll();
});

const opened = new Set<string>();
store.documents.onDidOpen((e) => opened.add(e.document.uri));
store.documents.onDidChangeContent((e) => {
  const uri = e.document.uri;
  diagnostics.schedule(uri, opened.delete(uri) ? 0 : undefined);
});
store.documents.onDidClose((e) => {
  opened.delete(e.document.uri);
  store.forget(e.document.uri);
  diagnostics.closed(e.document.uri);
});

connection.onHover((p) => guard.runAsync('hover', null, () => router.serve('hover', p.textDocument.uri, p)));
connection.onCompletion((p) => guard.runAsync('completion', [], () => router.serve('completion', p.textDocument.uri, p)));
connection.onCodeAction((p) => guard.runAsync('codeAction', [], () => router.serve('codeAction', p.textDocument.uri, p)));
connection.onDocumentSymbol((p) => guard.runAsync('documentSymbol', [], () => router.serve('documentSymbol', p.textDocument.uri, p)));
connection.onFoldingRanges((p) => guard.runAsync('foldingRange', [], () => router.serve('foldingRange', p.textDocument.uri, p)));
connection.languages.inlayHint.on((p) => guard.runAsync('inlayHint', [], () => router.serve('inlayHint', p.textDocument.uri, p)));
connection.onCodeLens((p) => guard.runAsync('codeLens', [], () => router.serve('codeLens', p.textDocument.uri, p)));
connection.onRequest(TimelineRequest, (p) => guard.runAsync('timeline', null, () => router.serve('timeline', p.uri, p)));

self.addEventListener('error', (e) => guard.report('uncaught exception', e.error ?? e.message));
self.addEventListener('unhandledrejection', (e) => guard.report('unhandled rejection', (e as PromiseRejectionEvent).reason));

store.documents.listen(connection);
connection.listen();
