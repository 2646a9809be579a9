/**
 * Postmortem Studio for VS Code for the Web (package.json "browser"): the language server runs in a
 * Web Worker (server/out/browser-server.js) and this client in the web extension host, over
 * postMessage. What needs only the VS Code API is here as in `extension.ts`: the commands and the
 * timeline preview. Config files are read here, through `workspace.fs`, for the server
 * (`web-config.ts`); nothing in this file or its imports needs Node.
 */
import * as vscode from 'vscode';
import { LanguageClient, type LanguageClientOptions } from 'vscode-languageclient/browser.js';
import { fixAll, insertTimelineEntry, newPostmortem } from './commands.js';
import { DOCUMENT_SELECTOR } from './documents.js';
import { TIMELINE_REQUEST, TimelinePreview, type TimelineResponse, type TimelineSource } from './preview.js';
import { findConfigFile } from './web-config.js';
import { CONFIG_GLOB } from '../../server/src/core/config-text.js';

let client: LanguageClient | undefined;

/** The same as extension.ts's PostmortemApi. */
export interface PostmortemApi {
  client(): LanguageClient | undefined;
  timeline(uri: vscode.Uri): Promise<TimelineResponse | undefined>;
  preview(): TimelinePreview | undefined;
}

export async function activate(context: vscode.ExtensionContext): Promise<PostmortemApi> {
  const output = vscode.window.createOutputChannel('Postmortem Studio', { log: true });
  context.subscriptions.push(output);

  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    synchronize: {
      configurationSection: 'postmortem',
      fileEvents: vscode.workspace.createFileSystemWatcher(CONFIG_GLOB),
    },
    initializationOptions: { configFiles: true, hoverShowsDiagnostics: true },
    outputChannel: output,
    traceOutputChannel: output,
  };
  const worker = await startWorker(vscode.Uri.joinPath(context.extensionUri, 'server', 'out', 'browser-server.js'));
  client = new LanguageClient('postmortem', vscode.l10n.t('Postmortem Studio'), clientOptions, worker);
  const c = client;
  c.onRequest('postmortem/configFile', (p: { uri: string }) => findConfigFile(p.uri));
  const started = c.start().then(
    () => output.info('language server started (web worker)'),
    (err: unknown) => output.error(`language server failed to start: ${err instanceof Error ? err.message : String(err)}`),
  );

  const source: TimelineSource = {
    async request(uri) {
      await started;
      if (!c.isRunning()) return undefined;
      return c.sendRequest<TimelineResponse>(TIMELINE_REQUEST, { uri: uri.toString() });
    },
  };
  const problemCount = async (uri: vscode.Uri) => (await source.request(uri))?.problems.length;
  const openPreview = (column: vscode.ViewColumn) => (arg?: vscode.Uri | string) => {
    const uri = typeof arg === 'string' ? arg : arg instanceof vscode.Uri ? arg.toString() : undefined;
    const doc = (uri && vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri)) || vscode.window.activeTextEditor?.document;
    TimelinePreview.show(context, source, doc, column);
  };

  context.subscriptions.push(
    vscode.commands.registerCommand('postmortem.newPostmortem', newPostmortem),
    vscode.commands.registerCommand('postmortem.openPreview', openPreview(vscode.ViewColumn.Active)),
    vscode.commands.registerCommand('postmortem.openPreviewToSide', openPreview(vscode.ViewColumn.Beside)),
    vscode.commands.registerCommand('postmortem.insertTimelineEntry', () => insertTimelineEntry()),
    vscode.commands.registerCommand('postmortem.fixAll', () => fixAll(problemCount)),
    vscode.commands.registerCommand('postmortem.showOutput', () => output.show(true)),
    vscode.commands.registerCommand('postmortem.restartServer', async () => { await c.stop(); await c.start(); }),
    TimelinePreview.registerSerializer(context, source),
  );

  return { client: () => client, timeline: (uri) => source.request(uri), preview: () => TimelinePreview.active };
}

/**
 * The server's Web Worker. An extension served by a remote (code-server) cannot start a worker from
 * its own URI; its script is fetched (the host maps the fetch) and started from a blob instead.
 */
async function startWorker(script: vscode.Uri): Promise<Worker> {
  try {
    return new Worker(script.toString(true));
  } catch (e) {
    const response = await fetch(script.toString(true));
    if (!response.ok) throw new Error(`cannot start the language server (${String(e)}; fetching ${script.toString(true)}: ${response.status})`);
    const blob = new Blob([await response.text()], { type: 'text/javascript' });
    return new Worker(URL.createObjectURL(blob));
  }
}

export function deactivate(): Thenable<void> | undefined {
  return client?.stop();
}
