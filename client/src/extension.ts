/**
 * Postmortem Studio for VS Code: starts the language server (server/out/server.js over IPC), and adds
 * what only the editor can do — commands, the status bar item and the live timeline preview.
 */
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node.js';
import { fixAll, insertTimelineEntry, newPostmortem } from './commands.js';
import { DOCUMENT_SELECTOR, isPostmortemDocument } from './documents.js';
import { TIMELINE_REQUEST, TimelinePreview, type TimelineResponse, type TimelineSource } from './preview.js';
import { NODE_FLAGS } from '../../server/src/launch.js';

let client: LanguageClient | undefined;

/** What the e2e and test-electron suites can reach through `getExtension().exports`. */
export interface PostmortemApi {
  client(): LanguageClient | undefined;
  timeline(uri: vscode.Uri): Promise<TimelineResponse | undefined>;
  preview(): TimelinePreview | undefined;
}

export async function activate(context: vscode.ExtensionContext): Promise<PostmortemApi> {
  const output = vscode.window.createOutputChannel('Postmortem Studio', { log: true });
  context.subscriptions.push(output);

  const serverModule = context.asAbsolutePath('server/out/server.js');
  const serverOptions: ServerOptions = {
    // NODE_FLAGS: one V8 background thread, so compiles and GC helpers leave the analysis its core.
    run: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: [...NODE_FLAGS] } },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: [...NODE_FLAGS, '--nolazy', '--inspect=6011'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    synchronize: {
      configurationSection: 'postmortem',
      fileEvents: vscode.workspace.createFileSystemWatcher('**/.postmortemrc{,.json,.jsonc}'),
    },
    outputChannel: output,
    traceOutputChannel: output,
  };
  client = new LanguageClient('postmortem', vscode.l10n.t('Postmortem Studio'), serverOptions, clientOptions);
  const started = client.start().then(
    () => output.info('language server started'),
    (err: unknown) => output.error(`language server failed to start: ${err instanceof Error ? err.message : String(err)}`),
  );

  const source: TimelineSource = {
    async request(uri) {
      if (!client) return undefined;
      await started;
      if (!client.isRunning()) return undefined;
      return client.sendRequest<TimelineResponse>(TIMELINE_REQUEST, { uri: uri.toString() });
    },
  };

  const status = new StatusItem(source);
  // Called from the palette, the editor title (with the document's Uri) and the server's code lens
  // (with the document's URI as a string).
  const openPreview = (column: vscode.ViewColumn) => (arg?: vscode.Uri | string) => {
    const editor = vscode.window.activeTextEditor;
    const uri = typeof arg === 'string' ? arg : arg instanceof vscode.Uri ? arg.toString() : undefined;
    const doc = (uri && vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri)) || editor?.document;
    TimelinePreview.show(context, source, doc, column);
  };

  context.subscriptions.push(
    status,
    vscode.commands.registerCommand('postmortem.newPostmortem', newPostmortem),
    vscode.commands.registerCommand('postmortem.openPreview', openPreview(vscode.ViewColumn.Active)),
    vscode.commands.registerCommand('postmortem.openPreviewToSide', openPreview(vscode.ViewColumn.Beside)),
    vscode.commands.registerCommand('postmortem.insertTimelineEntry', () => insertTimelineEntry()),
    vscode.commands.registerCommand('postmortem.fixAll', () => fixAll()),
    vscode.commands.registerCommand('postmortem.showOutput', () => output.show(true)),
    vscode.commands.registerCommand('postmortem.restartServer', async () => { await client?.restart(); }),
    TimelinePreview.registerSerializer(context, source),
  );

  return {
    client: () => client,
    timeline: (uri) => source.request(uri),
    preview: () => TimelinePreview.active,
  };
}

export function deactivate(): Thenable<void> | undefined {
  return client?.stop();
}

/** "$(pulse) Postmortem · 2 problems · 5 events" on postmortems; opens the preview. */
class StatusItem implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('postmortem.status', vscode.StatusBarAlignment.Right, 100);
  private readonly disposables: vscode.Disposable[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly source: TimelineSource) {
    this.item.name = vscode.l10n.t('Postmortem Studio');
    this.item.command = 'postmortem.openPreviewToSide';
    this.disposables.push(
      vscode.window.onDidChangeActiveTextEditor(() => this.schedule(0)),
      vscode.languages.onDidChangeDiagnostics((e) => {
        const uri = vscode.window.activeTextEditor?.document.uri.toString();
        if (uri && e.uris.some((u) => u.toString() === uri)) this.schedule();
      }),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document === vscode.window.activeTextEditor?.document) this.schedule(400);
      }),
    );
    this.schedule(0);
  }

  private schedule(delay = 150): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.update(), delay);
  }

  private async update(): Promise<void> {
    const doc = vscode.window.activeTextEditor?.document;
    const isPm = !!doc && isPostmortemDocument(doc);
    void vscode.commands.executeCommand('setContext', 'postmortem.isPostmortem', isPm);
    if (!doc || !isPm) { this.item.hide(); return; }
    let view: TimelineResponse | undefined;
    try { view = await this.source.request(doc.uri); } catch { view = undefined; }
    if (doc !== vscode.window.activeTextEditor?.document) return;
    const problems = view ? view.problems.length : vscode.languages.getDiagnostics(doc.uri).length;
    const parts = [vscode.l10n.t('Postmortem')];
    parts.push(problems === 1 ? vscode.l10n.t('1 problem') : vscode.l10n.t('{0} problems', problems));
    if (view) parts.push(view.entries.length === 1 ? vscode.l10n.t('1 event') : vscode.l10n.t('{0} events', view.entries.length));
    this.item.text = `$(pulse) ${parts.join(' · ')}`;
    this.item.tooltip = vscode.l10n.t('Open the timeline preview');
    this.item.accessibilityInformation = { label: parts.join(', ') };
    this.item.show();
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.item.dispose();
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}
