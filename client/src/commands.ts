import * as vscode from 'vscode';
import { postmortemTemplate } from './template.js';
import { utcTime } from '../../server/src/core/features/format.js';
import { DIAGNOSTIC_SOURCE } from './status.js';

export const FIX_ALL_KIND = vscode.CodeActionKind.SourceFixAll.append('postmortem');

/** "Postmortem: New Postmortem": an untitled Markdown document from the template (as a snippet). */
export async function newPostmortem(): Promise<void> {
  const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content: '' });
  const editor = await vscode.window.showTextDocument(doc);
  await editor.insertSnippet(new vscode.SnippetString(postmortemTemplate(vscode.env.language)));
}

const utcNow = (): string => utcTime(Date.now());

/**
 * "Insert Timeline Entry (UTC now)": a table row when the cursor is in a table, else a list item,
 * on the line after the cursor (or on the cursor line when it is empty).
 */
export async function insertTimelineEntry(editor: vscode.TextEditor | undefined = vscode.window.activeTextEditor): Promise<void> {
  if (!editor) return;
  const doc = editor.document;
  const pos = editor.selection.active;
  const line = doc.lineAt(pos.line);
  const now = utcNow();
  const inTable = /^\s*\|/.test(line.text);
  const columns = inTable ? Math.max(2, line.text.trim().replace(/^\||\|$/g, '').split('|').length) : 0;
  const body = inTable
    ? `| ${now} UTC | \${1:event} |${' |'.repeat(Math.max(0, columns - 2))}`
    : `${/^\s*[*+]\s/.test(line.text) ? line.text.match(/^\s*[*+]/)?.[0] ?? '-' : '-'} ${now} UTC — \${1:event}`;
  if (line.isEmptyOrWhitespace) {
    await editor.insertSnippet(new vscode.SnippetString(body + '$0'), line.range);
  } else {
    await editor.insertSnippet(new vscode.SnippetString('\n' + body + '$0'), line.range.end);
  }
}

/** The command the fix-all code action carries (added by the client's middleware): reports what was fixed. */
export const FIX_ALL_DONE = 'postmortem.fixAllDone';

const ourDiagnostics = (uri: vscode.Uri): number =>
  vscode.languages.getDiagnostics(uri).filter((d) => d.source === DIAGNOSTIC_SOURCE).length;

/**
 * How many problems the document has now, from the server: a request is answered on the text with
 * every change sent before it, where published diagnostics may still be those of the text before
 * the fixes. Falls back to the diagnostics when the server cannot answer.
 */
export type ProblemCounter = (uri: vscode.Uri) => Promise<number | undefined>;

/** The number of text edits an action makes to `uri`: one per problem fixed. */
export function editCount(action: vscode.CodeAction, uri: vscode.Uri): number {
  return action.edit?.get(uri).length ?? 0;
}

/**
 * "Fixed 3 problems; 2 remain": an information message after the command, a status bar message after a
 * fix on save (`editor.codeActionsOnSave`), so saving does not raise a notification each time.
 */
export async function reportFixed(count: ProblemCounter, uriText: string, fixed: number, interactive = false): Promise<string> {
  const uri = vscode.Uri.parse(uriText);
  const remain = await count(uri).catch(() => undefined) ?? ourDiagnostics(uri);
  const message = fixed === 0
    ? (remain === 1 ? vscode.l10n.t('Postmortem: nothing to fix automatically; 1 problem remains') : vscode.l10n.t('Postmortem: nothing to fix automatically; {0} problems remain', remain))
    : vscode.l10n.t('Postmortem: fixed {0}; {1}', fixed === 1 ? vscode.l10n.t('1 problem') : vscode.l10n.t('{0} problems', fixed),
      remain === 1 ? vscode.l10n.t('1 remains') : vscode.l10n.t('{0} remain', remain));
  if (interactive) void vscode.window.showInformationMessage(message);
  else vscode.window.setStatusBarMessage(message, 8000);
  return message;
}

/** The kind of one rule's fix-all: `source.fixAll.postmortem.RULE` (the server answers it for that exact kind). */
export const ruleFixAllKind = (rule: string): vscode.CodeActionKind => FIX_ALL_KIND.append(rule);

/**
 * Applies the server's fix-all actions of `kind` over the whole document (`source.fixAll.postmortem`, or
 * one rule's `source.fixAll.postmortem.RULE`) and says what it did. Returns the number of edits applied.
 */
export async function applyFixAll(count: ProblemCounter, uri: vscode.Uri, kind: vscode.CodeActionKind = FIX_ALL_KIND): Promise<number> {
  const doc = await vscode.workspace.openTextDocument(uri);
  const full = new vscode.Range(0, 0, doc.lineCount, 0);
  const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', doc.uri, full, kind.value) ?? [];
  let fixed = 0;
  for (const action of actions) {
    if (!action.kind || !kind.contains(action.kind)) continue;
    const n = editCount(action, doc.uri);
    if (action.edit && await vscode.workspace.applyEdit(action.edit)) fixed += n;
    // Our own report command is replaced by the message below; any other command still runs.
    if (action.command && action.command.command !== FIX_ALL_DONE) await vscode.commands.executeCommand(action.command.command, ...(action.command.arguments ?? []));
  }
  await reportFixed(count, doc.uri.toString(), fixed, true);
  return fixed;
}

/** "Fix All Problems": applies the server's `source.fixAll.postmortem` action and says what it did. */
export async function fixAll(count: ProblemCounter, editor: vscode.TextEditor | undefined = vscode.window.activeTextEditor): Promise<number> {
  if (!editor) return 0;
  return applyFixAll(count, editor.document.uri);
}
