/**
 * The timeline preview: one WebviewPanel beside the editor. It asks the language server for the
 * document's TimelineView (`postmortem/timeline`), renders the first document with the shared
 * renderer, then sends each new view to the webview script, which re-renders the body in place
 * (keeping the scroll position). Follows the active postmortem editor; click → reveal; cursor →
 * highlight; a repeated problem's "Fix all" button → that rule's fix-all over the document. Restored after
 * a reload by a WebviewPanelSerializer.
 */
import * as vscode from 'vscode';
import type { TimelineView } from '../../server/src/core/types.js';
import { renderTimelineHtml, type PreviewStrings } from '../../preview/render.js';
import { isPostmortemDocument } from './documents.js';
import { applyFixAll, ruleFixAllKind } from './commands.js';

export const VIEW_TYPE = 'postmortem.timeline';
/** A rule id as the webview may send it (the rules' ids are kebab-case, under 64 characters). */
const RULE_ID = /^[a-z][a-z0-9-]{0,63}$/;
export const TIMELINE_REQUEST = 'postmortem/timeline';

export type TimelineResponse = TimelineView & { uri: string; version: number };

export interface TimelineSource {
  request(uri: vscode.Uri): Promise<TimelineResponse | undefined>;
}

interface PanelState { uri?: string; scrollY?: number }

type FromWebview =
  | { type: 'ready' }
  | { type: 'reveal'; line: number }
  | { type: 'fixAll'; rule: string }
  | { type: 'scroll'; scrollY: number };

function nonce(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (let i = 0; i < 32; i++) out += chars.charAt(Math.floor(Math.random() * chars.length));
  return out;
}

export function previewStrings(): Partial<PreviewStrings> {
  const t = vscode.l10n.t;
  return {
    eyebrow: t('Incident timeline'), untitled: t('Untitled postmortem'), event: t('event'), events: t('events'), problem: t('problem'), problems: t('problems'),
    timesIn: t('times in'), start: t('Start'), end: t('End'), duration: t('Duration'), toDetect: t('Time to detect'),
    toMitigate: t('Time to mitigate'), toResolve: t('Time to resolve'), later: t('later'), earlier: t('earlier'), sincePrevious: t('since previous'),
    beforeAbove: t('before the entry above'), newestFirst: t('newest first'),
    otherProblems: t('Other problems in the document'), repeatedProblems: t('Repeated problems'), onEntries: t('on {0} entries'),
    seeGrouped: t('see the repeated problem above the timeline'), line: t('line'), empty: t('No timeline entries yet.'),
    emptyHint: t('Add a Timeline section with one event per line, for example'), timelineLabel: t('Timeline events'),
    figuresLabel: t('Key figures'),
    milestones: { start: t('Start'), detected: t('Detected'), acknowledged: t('Acknowledged'), mitigated: t('Mitigated'), resolved: t('Resolved') },
    severities: { error: t('Error'), warning: t('Warning'), info: t('Info'), hint: t('Hint') },
    statusUpdate: t('Status update'),
  };
}

const EMPTY_VIEW: TimelineView = { title: null, incidentDate: null, zone: null, start: null, end: null, durationMinutes: null, entries: [], problems: [] };

export class TimelinePreview implements vscode.Disposable {
  private static current: TimelinePreview | undefined;
  private readonly disposables: vscode.Disposable[] = [];
  private documentUri: vscode.Uri | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private generation = 0;
  private lastVersion = -1;
  private ready = false;
  private pendingCursor: number | undefined;

  static show(context: vscode.ExtensionContext, source: TimelineSource, doc: vscode.TextDocument | undefined, column: vscode.ViewColumn): TimelinePreview {
    if (TimelinePreview.current) {
      TimelinePreview.current.panel.reveal(column, true);
      if (doc) TimelinePreview.current.setDocument(doc);
      return TimelinePreview.current;
    }
    const panel = vscode.window.createWebviewPanel(VIEW_TYPE, vscode.l10n.t('Timeline'), { viewColumn: column, preserveFocus: true }, TimelinePreview.webviewOptions(context));
    TimelinePreview.current = new TimelinePreview(context, source, panel, doc?.uri, {});
    return TimelinePreview.current;
  }

  static get active(): TimelinePreview | undefined { return TimelinePreview.current; }

  static webviewOptions(context: vscode.ExtensionContext): vscode.WebviewPanelOptions & vscode.WebviewOptions {
    return {
      enableScripts: true,
      enableFindWidget: true,
      retainContextWhenHidden: false,
      localResourceRoots: [vscode.Uri.joinPath(context.extensionUri, 'client', 'media')],
    };
  }

  static registerSerializer(context: vscode.ExtensionContext, source: TimelineSource): vscode.Disposable {
    return vscode.window.registerWebviewPanelSerializer(VIEW_TYPE, {
      async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: PanelState | undefined) {
        panel.webview.options = TimelinePreview.webviewOptions(context);
        TimelinePreview.current?.dispose();
        const uri = state?.uri ? vscode.Uri.parse(state.uri) : vscode.window.activeTextEditor?.document.uri;
        TimelinePreview.current = new TimelinePreview(context, source, panel, uri, state ?? {});
      },
    });
  }

  private constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly source: TimelineSource,
    readonly panel: vscode.WebviewPanel,
    uri: vscode.Uri | undefined,
    state: PanelState,
  ) {
    this.documentUri = uri;
    panel.iconPath = vscode.Uri.joinPath(context.extensionUri, 'client', 'media', 'timeline.svg');
    panel.webview.html = this.html(EMPTY_VIEW, state);
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      panel.webview.onDidReceiveMessage((m: FromWebview) => this.onMessage(m)),
      panel.onDidChangeViewState((e) => { if (e.webviewPanel.visible) this.schedule(0); }),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (this.documentUri && e.document.uri.toString() === this.documentUri.toString()) this.schedule();
        // The active document just became a postmortem (a template was inserted, text was pasted): follow it.
        else if (e.document === vscode.window.activeTextEditor?.document && isPostmortemDocument(e.document)) this.setDocument(e.document);
      }),
      vscode.languages.onDidChangeDiagnostics((e) => {
        if (this.documentUri && e.uris.some((u) => u.toString() === this.documentUri?.toString())) this.schedule();
      }),
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        if (editor && isPostmortemDocument(editor.document) && editor.document.uri.toString() !== this.documentUri?.toString()) this.setDocument(editor.document);
      }),
      vscode.window.onDidChangeTextEditorSelection((e) => {
        if (e.textEditor.document.uri.toString() === this.documentUri?.toString()) this.postCursor(e.selections[0]?.active.line ?? 0);
      }),
    );
    this.updateTitle();
  }

  get uri(): vscode.Uri | undefined { return this.documentUri; }

  setDocument(doc: vscode.TextDocument): void {
    this.documentUri = doc.uri;
    this.lastVersion = -1;
    this.updateTitle();
    this.schedule(0);
  }

  /** Debounced refresh (default 200 ms after the last change). */
  schedule(delay = 200): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => { this.timer = undefined; void this.refresh(); }, delay);
  }

  private async refresh(): Promise<void> {
    const uri = this.documentUri;
    if (!uri || !this.ready) return;
    const generation = ++this.generation;
    let view: TimelineResponse | undefined;
    try {
      view = await this.source.request(uri);
    } catch (err) {
      void this.panel.webview.postMessage({ type: 'error', message: String(err instanceof Error ? err.message : err) });
      return;
    }
    // Drop stale answers: a newer request was started, or the panel moved to another document.
    if (!view || generation !== this.generation || uri.toString() !== this.documentUri?.toString()) return;
    if (view.version < this.lastVersion) return;
    this.lastVersion = view.version;
    await this.panel.webview.postMessage({ type: 'view', view, uri: uri.toString() });
    const editor = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === uri.toString());
    if (editor) this.postCursor(editor.selection.active.line);
  }

  private postCursor(line: number): void {
    if (!this.ready) { this.pendingCursor = line; return; }
    void this.panel.webview.postMessage({ type: 'cursor', line });
  }

  private onMessage(m: FromWebview): void {
    switch (m.type) {
      case 'ready':
        this.ready = true;
        this.schedule(0);
        if (this.pendingCursor !== undefined) this.postCursor(this.pendingCursor);
        break;
      case 'reveal':
        void this.reveal(m.line);
        break;
      case 'fixAll':
        void this.fixAll(m.rule);
        break;
      case 'scroll':
        break;
    }
  }

  /**
   * A repeated problem's button: the server's `source.fixAll.postmortem.RULE` action over the whole
   * document, applied as the "Fix All Problems" command applies the all-rules one.
   */
  private async fixAll(rule: unknown): Promise<void> {
    const uri = this.documentUri;
    try {
      // Only a rule id (kebab-case) becomes part of a code action kind; the server answers nothing for one it does not have.
      if (!uri || typeof rule !== 'string' || !RULE_ID.test(rule)) return;
      await applyFixAll(async (u) => (await this.source.request(u))?.problems.length, uri, ruleFixAllKind(rule));
    } finally {
      void this.panel.webview.postMessage({ type: 'fixDone' });
    }
  }

  /** Reveals and selects the line in the editor showing the document (opening one if needed). */
  private async reveal(line: number): Promise<void> {
    const uri = this.documentUri;
    if (!uri) return;
    let editor = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === uri.toString());
    const doc = editor?.document ?? await vscode.workspace.openTextDocument(uri);
    const column = editor?.viewColumn ?? (this.panel.viewColumn === vscode.ViewColumn.One ? vscode.ViewColumn.Two : vscode.ViewColumn.One);
    editor = await vscode.window.showTextDocument(doc, { viewColumn: column, preserveFocus: false });
    const l = Math.min(Math.max(0, line), doc.lineCount - 1);
    const text = doc.lineAt(l);
    const range = new vscode.Range(l, text.firstNonWhitespaceCharacterIndex, l, text.range.end.character);
    editor.selection = new vscode.Selection(range.start, range.end);
    editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  private updateTitle(): void {
    const name = this.documentUri ? this.documentUri.path.split('/').pop() ?? '' : '';
    this.panel.title = name ? vscode.l10n.t('Timeline: {0}', name) : vscode.l10n.t('Timeline');
  }

  private html(view: TimelineView, state: PanelState): string {
    const webview = this.panel.webview;
    const media = vscode.Uri.joinPath(this.context.extensionUri, 'client', 'media');
    const html = renderTimelineHtml(view, {
      standalone: false,
      nonce: nonce(),
      cspSource: webview.cspSource,
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(media, 'out', 'preview.js')).toString(),
      styleUri: webview.asWebviewUri(vscode.Uri.joinPath(media, 'preview.css')).toString(),
      strings: previewStrings(),
      longGapMinutes: vscode.workspace.getConfiguration('postmortem').get<number>('preview.longGapMinutes', 60),
    });
    // The initial state (document + scroll) for the serializer; the script keeps it up to date.
    return html.replace('<main class="pm" id="pm-root"', `<main class="pm" id="pm-root" data-state="${encodeURIComponent(JSON.stringify({ ...state, uri: this.documentUri?.toString() }))}"`);
  }

  dispose(): void {
    if (TimelinePreview.current === this) TimelinePreview.current = undefined;
    if (this.timer) clearTimeout(this.timer);
    this.panel.dispose();
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}
