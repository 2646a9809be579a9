/**
 * The language status item ("{}" in the status bar, beside the language mode) of Markdown and plain-text
 * documents: the active postmortem's problems and events (or the file that makes `postmortem lint` skip
 * it), errors in `.postmortemrc.json`, and busy while the server starts or answers. Its command opens
 * the preview (or the config file that has errors, or the file that ignores the document).
 */
import * as vscode from 'vscode';
import { DOCUMENT_SELECTOR, isPostmortemDocument } from './documents.js';
import type { TimelineResponse, TimelineSource } from './preview.js';

export const DIAGNOSTIC_SOURCE = 'postmortem';
const CONFIG_FILE = /(^|[\\/])\.postmortemrc(\.jsonc?)?$/;

/** Our diagnostics on config files (`.postmortemrc.json` and its kin), by file. */
export function configErrors(): [vscode.Uri, vscode.Diagnostic[]][] {
  return vscode.languages.getDiagnostics()
    .filter(([uri]) => CONFIG_FILE.test(uri.path))
    .map(([uri, ds]) => [uri, ds.filter((d) => d.source === DIAGNOSTIC_SOURCE)] as [vscode.Uri, vscode.Diagnostic[]])
    .filter(([, ds]) => ds.length > 0);
}

export class LanguageStatus implements vscode.Disposable {
  private readonly item = vscode.languages.createLanguageStatusItem('postmortem.status', DOCUMENT_SELECTOR);
  private readonly disposables: vscode.Disposable[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private starting = true;

  constructor(private readonly source: TimelineSource, started: Promise<unknown>) {
    this.item.name = vscode.l10n.t('Postmortem Studio');
    this.item.text = vscode.l10n.t('Postmortem');
    this.item.busy = true;
    void started.finally(() => { this.starting = false; this.schedule(0); });
    this.disposables.push(
      vscode.window.onDidChangeActiveTextEditor(() => this.schedule(0)),
      vscode.languages.onDidChangeDiagnostics((e) => {
        const uri = vscode.window.activeTextEditor?.document.uri.toString();
        if (e.uris.some((u) => u.toString() === uri || CONFIG_FILE.test(u.path))) this.schedule();
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
    const item = this.item;
    const config = configErrors();
    const configCount = config.reduce((n, [, ds]) => n + ds.length, 0);
    if (!doc || !isPm) {
      item.busy = this.starting;
      item.text = vscode.l10n.t('Postmortem: off');
      item.detail = vscode.l10n.t('This document does not look like a postmortem');
      item.severity = vscode.LanguageStatusSeverity.Information;
      item.command = undefined;
      this.configPart(config, configCount);
      return;
    }
    item.busy = true;
    let view: TimelineResponse | undefined;
    try { view = await this.source.request(doc.uri); } catch { view = undefined; }
    if (doc !== vscode.window.activeTextEditor?.document) return;
    item.busy = this.starting;
    // A file `postmortem lint` skips (.gitignore, .postmortemignore, `ignores`): analysed, not linted.
    const ignoredBy = (view as { ignoredBy?: string } | undefined)?.ignoredBy;
    if (ignoredBy) {
      const file = vscode.Uri.file(ignoredBy);
      const by = vscode.workspace.asRelativePath(file);
      item.text = `$(circle-slash) ${vscode.l10n.t('ignored by {0}', by)}`;
      item.detail = vscode.l10n.t('Not linted: postmortem lint skips this file');
      item.severity = vscode.LanguageStatusSeverity.Information;
      item.accessibilityInformation = { label: `${vscode.l10n.t('Postmortem')}: ${vscode.l10n.t('ignored by {0}', by)}` };
      item.command = { title: vscode.l10n.t('Open {0}', by), command: 'vscode.open', arguments: [file] };
      this.configPart(config, configCount);
      return;
    }
    const problems = view ? view.problems.length : vscode.languages.getDiagnostics(doc.uri).filter((d) => d.source === DIAGNOSTIC_SOURCE).length;
    const parts = [problems === 1 ? vscode.l10n.t('1 problem') : vscode.l10n.t('{0} problems', problems)];
    if (view) parts.push(view.entries.length === 1 ? vscode.l10n.t('1 event') : vscode.l10n.t('{0} events', view.entries.length));
    item.text = `$(pulse) ${parts.join(' · ')}`;
    item.detail = vscode.l10n.t('Postmortem');
    item.severity = vscode.LanguageStatusSeverity.Information;
    item.accessibilityInformation = { label: `${vscode.l10n.t('Postmortem')}: ${parts.join(', ')}` };
    item.command = { title: vscode.l10n.t('Open Preview'), command: 'postmortem.openPreviewToSide', tooltip: vscode.l10n.t('Open the timeline preview') };
    this.configPart(config, configCount);
  }

  /** Config errors take over the item: error severity, and its command opens the first file. */
  private configPart(config: [vscode.Uri, vscode.Diagnostic[]][], count: number): void {
    if (!count) return;
    const item = this.item;
    const name = config[0]![0].path.split('/').pop() ?? '.postmortemrc.json';
    item.severity = vscode.LanguageStatusSeverity.Error;
    item.detail = count === 1 ? vscode.l10n.t('1 config error in {0}', name) : vscode.l10n.t('{0} config errors in {1}', count, name);
    item.command = { title: vscode.l10n.t('Open {0}', name), command: 'vscode.open', arguments: [config[0]![0]] };
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.item.dispose();
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}
