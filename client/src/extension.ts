/**
 * Postmortem Studio for VS Code: starts the language server (server/out/server.js over IPC), and adds
 * what only the editor can do — commands, the language status item and the live timeline preview.
 */
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node.js';
import { FIX_ALL_DONE, FIX_ALL_KIND, editCount, fixAll, insertTimelineEntry, newPostmortem, reportFixed } from './commands.js';
import { DOCUMENT_SELECTOR } from './documents.js';
import { LanguageStatus } from './status.js';
import { TIMELINE_REQUEST, TimelinePreview, type TimelineResponse, type TimelineSource } from './preview.js';
import { NODE_FLAGS } from '../../server/src/launch.js';
import { markdownPreview } from './markdown-preview.js';
import { INCIDENTS_VIEW, IncidentsProvider, type IncidentItem } from './incidents.js';
import { registerTools, runTool, type ToolInput, type ToolName } from './lm-tools.js';

let client: LanguageClient | undefined;

/** What the e2e and test-electron suites can reach through `getExtension().exports`. */
export interface PostmortemApi {
  client(): LanguageClient | undefined;
  timeline(uri: vscode.Uri): Promise<TimelineResponse | undefined>;
  preview(): TimelinePreview | undefined;
  /** VS Code's built-in Markdown preview calls this (`markdown.markdownItPlugins`): the timeline card. */
  extendMarkdownIt<T>(md: T): T;
  /** The Incidents view's root items (its provider's answer). */
  incidents(): Promise<IncidentItem[]>;
  /** A language-model tool's answer, without the chat host. */
  tool(name: ToolName, input?: ToolInput): Promise<string>;
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
    // VS Code shows each diagnostic in the hover over it: the server's hover does not repeat them.
    initializationOptions: { hoverShowsDiagnostics: true },
    outputChannel: output,
    traceOutputChannel: output,
    middleware: {
      // One outline: VS Code shows each symbol provider as its own tree, and the built-in Markdown outline
      // already lists the headings. Ours is kept where it adds the document's structure: plain text, or
      // Markdown when the built-in Markdown features are disabled.
      provideDocumentSymbols: (document, token, next) =>
        document.languageId === 'markdown' && builtInMarkdownOutline() ? [] : next(document, token),
      // The fix-all action reports what it fixed (on save too, where VS Code runs the action's command).
      provideCodeActions: async (document, range, ctx, token, next) => {
        const actions = await next(document, range, ctx, token);
        for (const a of actions ?? []) {
          if (a instanceof vscode.CodeAction && a.kind && FIX_ALL_KIND.contains(a.kind) && !a.command) {
            a.command = { title: vscode.l10n.t('Report fixed problems'), command: FIX_ALL_DONE, arguments: [document.uri.toString(), editCount(a, document.uri)] };
          }
        }
        return actions;
      },
    },
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

  const status = new LanguageStatus(source, started);
  const problemCount = async (uri: vscode.Uri) => (await source.request(uri))?.problems.length;
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
    vscode.commands.registerCommand('postmortem.fixAll', () => fixAll(problemCount)),
    vscode.commands.registerCommand(FIX_ALL_DONE, (uri: string, fixed: number) => reportFixed(problemCount, uri, fixed)),
    vscode.commands.registerCommand('postmortem.showOutput', () => output.show(true)),
    vscode.commands.registerCommand('postmortem.restartServer', async () => { await client?.restart(); }),
    TimelinePreview.registerSerializer(context, source),
  );

  const incidents = new IncidentsProvider(context);
  // The view is declared for hosts that provide it (`when` in package.json): this one does; the web
  // extension does not, and VS Code for the Web then shows no empty view.
  void vscode.commands.executeCommand('setContext', 'postmortem.incidentsView', true);
  context.subscriptions.push(
    incidents,
    vscode.window.createTreeView(INCIDENTS_VIEW, { treeDataProvider: incidents, showCollapseAll: true }),
    vscode.commands.registerCommand('postmortem.refreshIncidents', () => incidents.refresh()),
    ...registerTools(context),
  );

  return {
    client: () => client,
    timeline: (uri) => source.request(uri),
    preview: () => TimelinePreview.active,
    extendMarkdownIt: markdownPreview(context),
    incidents: () => incidents.incidents(),
    tool: (name, input) => runTool(context, name, input),
  };
}

/** The built-in "Markdown Language Features" extension is enabled (it provides the Markdown outline). */
function builtInMarkdownOutline(): boolean {
  return vscode.extensions.getExtension('vscode.markdown-language-features') !== undefined;
}

export function deactivate(): Thenable<void> | undefined {
  return client?.stop();
}
