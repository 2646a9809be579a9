/**
 * Language-model tools (`contributes.languageModelTools`): `postmortem_lint`, `postmortem_timeline`
 * and `postmortem_fix`, for chat agents in VS Code. Each reads one document — the file or URI given,
 * else the active editor's — analyses it with the core (`analysis.ts`, configured as the language
 * server configures the document) and answers in text: the CLI's lint output and JSON diagnostics,
 * `postmortem timeline`'s text, or the safe fixes applied to the document through a WorkspaceEdit.
 * Hosts without `vscode.lm.registerTool` (older VS Code, code-server without chat) get none.
 */
import * as vscode from 'vscode';
import type * as Analysis from './analysis.js';
import { findConfigFile } from './web-config.js';

type AnalysisModule = typeof Analysis;
let analysisModule: AnalysisModule | undefined;

/** `client/out/analysis.js`, a file of this extension built by scripts/build.mjs, loaded once. */
export function loadAnalysis(context: vscode.ExtensionContext): AnalysisModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  analysisModule ??= require(context.asAbsolutePath('client/out/analysis.js')) as AnalysisModule;
  return analysisModule;
}

export interface ToolInput { file?: string }

export const TOOL_NAMES = ['postmortem_lint', 'postmortem_timeline', 'postmortem_fix'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** The document a tool reads: a URI, an absolute path, a workspace-relative path, or the active editor's. */
async function documentOf(input: ToolInput | undefined): Promise<vscode.TextDocument> {
  const file = input?.file?.trim();
  if (!file) {
    const doc = vscode.window.activeTextEditor?.document;
    if (!doc) throw new Error('No file given and no active editor: pass "file" (a path or URI).');
    return doc;
  }
  let uri: vscode.Uri;
  if (/^[a-z][\w+.-]+:/i.test(file) && !/^[a-z]:[\\/]/i.test(file)) uri = vscode.Uri.parse(file);
  else if (file.startsWith('/') || /^[a-z]:[\\/]/i.test(file)) uri = vscode.Uri.file(file);
  else {
    const folder = vscode.workspace.workspaceFolders?.[0];
    if (!folder) throw new Error(`"${file}" is relative and no folder is open.`);
    uri = vscode.Uri.joinPath(folder.uri, file);
  }
  return vscode.workspace.openTextDocument(uri);
}

async function analyse(context: vscode.ExtensionContext, doc: vscode.TextDocument) {
  const analysis = loadAnalysis(context);
  const settings = vscode.workspace.getConfiguration('postmortem', doc.uri);
  const rc = await findConfigFile(doc.uri.toString());
  const config = analysis.configFor(JSON.parse(JSON.stringify(settings)) as unknown, rc && 'text' in rc ? rc : undefined);
  return { analysis, result: analysis.analyzeText(doc.getText(), config), path: vscode.workspace.asRelativePath(doc.uri) };
}

/** Runs one tool: its answer as text (a model reads it). Exported for the e2e suite. */
export async function runTool(context: vscode.ExtensionContext, name: ToolName, input: ToolInput | undefined): Promise<string> {
  const doc = await documentOf(input);
  const { analysis, result, path } = await analyse(context, doc);
  switch (name) {
    case 'postmortem_lint': {
      const { text, json } = analysis.lintReport(path, result);
      return `${text}\n${JSON.stringify(json)}`;
    }
    case 'postmortem_timeline':
      return analysis.timelineText(result);
    case 'postmortem_fix': {
      const plan = analysis.fixPlan(result);
      if (plan.edits.length === 0) return analysis.fixSummary(path, plan);
      const edit = new vscode.WorkspaceEdit();
      for (const e of plan.edits) {
        edit.replace(doc.uri, new vscode.Range(e.range.start.line, e.range.start.character, e.range.end.line, e.range.end.character), e.newText);
      }
      if (!(await vscode.workspace.applyEdit(edit))) throw new Error(`The fixes could not be applied to ${path} (the document changed?).`);
      return analysis.fixSummary(path, plan);
    }
  }
}

/** Registers the tools where the host has the API; activation never fails for want of it. */
export function registerTools(context: vscode.ExtensionContext): vscode.Disposable[] {
  const lm = (vscode as { lm?: Partial<typeof vscode.lm> }).lm;
  if (typeof lm?.registerTool !== 'function') return [];
  const register = lm.registerTool.bind(lm);
  return TOOL_NAMES.map((name) => register<ToolInput>(name, {
    invoke: async (options) => new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(await runTool(context, name, options.input))]),
    prepareInvocation: (options) => ({
      invocationMessage: name === 'postmortem_fix'
        ? vscode.l10n.t('Applying safe postmortem fixes to {0}', options.input?.file || vscode.l10n.t('the active document'))
        : vscode.l10n.t('Reading postmortem {0}', options.input?.file || vscode.l10n.t('the active document')),
    }),
  }));
}
