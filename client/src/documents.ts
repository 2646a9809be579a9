/** Which documents are postmortems: the selector the language client uses, and the client-side check. */
import * as vscode from 'vscode';

export const LANGUAGES = ['markdown', 'plaintext'] as const;
/** On disk and untitled; in VS Code for the Web also remote folders (code-server) and virtual ones (GitHub repositories). */
export const SCHEMES = ['file', 'untitled', 'vscode-remote', 'vscode-vfs'] as const;

/** Markdown and plain text, on disk and untitled (multi-root workspaces included). */
export const DOCUMENT_SELECTOR: { language: string; scheme: string }[] = LANGUAGES.flatMap((language) => SCHEMES.map((scheme) => ({ language, scheme })));

const SIGNS = /^\s{0,3}(?:#{1,6}\s*)?(?:\*\*)?(?:timeline|chronolog(?:y|ie)|root[ -]cause|cause (?:racine|première)|post-?mortem|incident (?:report|summary)|corrective actions|actions correctives|lessons learned|leçons retenues)\b/im;

export function matchesFilesSetting(doc: vscode.TextDocument): boolean {
  const globs = vscode.workspace.getConfiguration('postmortem', doc).get<string[]>('files', []);
  return globs.some((pattern) => vscode.languages.match({ pattern }, doc) > 0);
}

/** A Markdown or plain-text document that looks like a postmortem (by path or by content). */
export function isPostmortemDocument(doc: vscode.TextDocument): boolean {
  if (!vscode.languages.match(DOCUMENT_SELECTOR, doc)) return false;
  if (matchesFilesSetting(doc)) return true;
  const head = doc.getText(new vscode.Range(0, 0, Math.min(doc.lineCount, 400), 0));
  return SIGNS.test(head);
}
