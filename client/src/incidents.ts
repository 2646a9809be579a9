/**
 * The Incidents view (Explorer → "Postmortems"): one item per postmortem of the workspace folders,
 * "date · title", with its metrics (TTD, TTM, TTR, impact) and its open action items below; every
 * item opens the file at the line behind it. The numbers are `postmortem report`'s: each file is
 * analysed with the report's `summarize` (`analysis.ts`, loaded on first use), configured as the
 * language server configures it (folder settings, nearest config file). Refreshed on save and when
 * Markdown files are created, changed or deleted.
 */
import * as vscode from 'vscode';
import type { IncidentNode } from './analysis.js';
import { loadAnalysis } from './lm-tools.js';
import { findConfigFile } from './web-config.js';

export const INCIDENTS_VIEW = 'postmortem.incidents';
/** Files larger than this are left out, as the workspace scan leaves them out. */
const MAX_BYTES = 2 * 2 ** 20;
const MAX_FILES = 2000;

export interface IncidentItem { uri: vscode.Uri; node: IncidentNode }

export class IncidentsProvider implements vscode.TreeDataProvider<IncidentItem>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeTreeData = this.changed.event;
  private roots: Promise<IncidentItem[]> | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly context: vscode.ExtensionContext) {
    const watcher = vscode.workspace.createFileSystemWatcher('**/*.md');
    const later = () => this.refreshSoon();
    this.disposables.push(
      watcher, watcher.onDidChange(later), watcher.onDidCreate(later), watcher.onDidDelete(later),
      vscode.workspace.onDidSaveTextDocument(later),
      vscode.workspace.onDidChangeWorkspaceFolders(later),
      vscode.workspace.onDidChangeConfiguration((e) => { if (e.affectsConfiguration('postmortem')) later(); }),
      this.changed,
    );
  }

  /** Several file events in a row make one refresh. */
  private refreshSoon(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => { this.timer = undefined; this.refresh(); }, 300);
  }

  refresh(): void {
    this.roots = undefined;
    this.changed.fire();
  }

  /** The incidents, newest first (undated last); what the tree shows at its root. */
  incidents(): Promise<IncidentItem[]> {
    this.roots ??= this.load();
    return this.roots;
  }

  getChildren(element?: IncidentItem): Promise<IncidentItem[]> | IncidentItem[] {
    if (!element) return this.incidents();
    return (element.node.children ?? []).map((node) => ({ uri: element.uri, node }));
  }

  getTreeItem({ uri, node }: IncidentItem): vscode.TreeItem {
    const item = new vscode.TreeItem(node.label, node.children?.length ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.None);
    item.description = node.description;
    item.id = `${uri.toString()}#${node.kind}:${node.line}:${node.label}`;
    item.iconPath = new vscode.ThemeIcon(node.kind === 'incident' ? 'flame' : node.kind === 'metric' ? 'watch' : 'circle-large-outline');
    item.tooltip = `${vscode.workspace.asRelativePath(uri)}:${node.line + 1}`;
    item.contextValue = `postmortem.${node.kind}`;
    if (node.kind === 'incident') item.resourceUri = uri;
    const selection = new vscode.Range(node.line, 0, node.line, 0);
    item.command = { title: vscode.l10n.t('Open'), command: 'vscode.open', arguments: [uri, { selection } satisfies vscode.TextDocumentShowOptions] };
    return item;
  }

  private async load(): Promise<IncidentItem[]> {
    const analysis = loadAnalysis(this.context);
    const uris = await vscode.workspace.findFiles('**/*.md', '**/node_modules/**', MAX_FILES);
    const roots = (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath);
    const found: { item: IncidentItem; date: string }[] = [];
    for (const uri of uris) {
      try {
        const st = await vscode.workspace.fs.stat(uri);
        if (st.size > MAX_BYTES) continue;
        // An open document's text is the one being edited; a closed file's is on disk.
        const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
        const text = open ? open.getText() : new TextDecoder('utf-8').decode(await vscode.workspace.fs.readFile(uri));
        const settings = vscode.workspace.getConfiguration('postmortem', uri);
        const rc = await findConfigFile(uri.toString());
        const config = analysis.configFor(JSON.parse(JSON.stringify(settings)) as unknown, rc && 'text' in rc ? rc : undefined);
        const matches = analysis.pathMatches(uri.toString(), settings.get<string[]>('files', []), roots);
        const incident = analysis.summarizeText(vscode.workspace.asRelativePath(uri), text, config, matches);
        if (!incident) continue;
        const name = uri.path.slice(uri.path.lastIndexOf('/') + 1);
        found.push({ item: { uri, node: analysis.incidentNode(incident, name) }, date: incident.summary.date ?? '' });
      } catch {
        // Gone, unreadable or not ours to read: not listed.
      }
    }
    found.sort((a, b) => (a.date === b.date ? a.item.uri.path.localeCompare(b.item.uri.path) : a.date === '' ? 1 : b.date === '' ? -1 : b.date.localeCompare(a.date)));
    return found.map((f) => f.item);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    for (const d of this.disposables) d.dispose();
  }
}
