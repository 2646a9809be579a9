import * as vscode from 'vscode';
import { postmortemTemplate } from './template.js';
import { utcTime } from '../../server/src/core/features/format.js';

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

/** "Fix All Problems": runs the server's `source.fixAll.postmortem` action. */
export async function fixAll(editor: vscode.TextEditor | undefined = vscode.window.activeTextEditor): Promise<number> {
  if (!editor) return 0;
  const doc = editor.document;
  const full = new vscode.Range(0, 0, doc.lineCount, 0);
  const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', doc.uri, full, FIX_ALL_KIND.value) ?? [];
  let applied = 0;
  for (const action of actions) {
    if (action.kind && !FIX_ALL_KIND.contains(action.kind)) continue;
    if (action.edit && await vscode.workspace.applyEdit(action.edit)) applied++;
    if (action.command) await vscode.commands.executeCommand(action.command.command, ...(action.command.arguments ?? []));
  }
  if (!applied) void vscode.window.setStatusBarMessage(vscode.l10n.t('Postmortem: nothing to fix automatically'), 3000);
  return applied;
}
