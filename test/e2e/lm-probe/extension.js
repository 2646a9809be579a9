// Test-only extension for test/e2e (installed beside the packaged .vsix, never shipped with it).
// Its command calls Postmortem Studio's language-model tools the way a chat agent does, through
// vscode.lm.tools and vscode.lm.invokeTool, and writes what it saw as JSON to
// <workspace>/.lm-probe-result.json (written to a temporary name, then renamed: the e2e polls for it).
'use strict';
const vscode = require('vscode');
const fs = require('node:fs');
const path = require('node:path');

const FILE = 'postmortems/2024-08-14-queue-backlog.md';
const OURS = ['postmortem_lint', 'postmortem_timeline', 'postmortem_fix'];

const textOf = (result) => result.content.map((p) => (p instanceof vscode.LanguageModelTextPart ? p.value : `[${p.constructor?.name ?? typeof p}]`)).join('');

async function invoke(name, input) {
  const started = Date.now();
  const result = await vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined });
  return { text: textOf(result), ms: Date.now() - started };
}

/** Resolves with the document's diagnostics once `ok` accepts them (an event, not a sleep). */
function diagnosticsWhen(uri, ok, timeout = 30000) {
  return new Promise((resolve, reject) => {
    const now = () => vscode.languages.getDiagnostics(uri).map((d) => ({ line: d.range.start.line + 1, code: typeof d.code === 'object' ? String(d.code.value) : String(d.code) }));
    if (ok(now())) { resolve(now()); return; }
    const timer = setTimeout(() => { sub.dispose(); reject(new Error(`diagnostics not as expected: ${JSON.stringify(now())}`)); }, timeout);
    const sub = vscode.languages.onDidChangeDiagnostics((e) => {
      if (!e.uris.some((u) => u.toString() === uri.toString()) || !ok(now())) return;
      clearTimeout(timer); sub.dispose(); resolve(now());
    });
  });
}

async function probe() {
  const out = { api: { tools: typeof vscode.lm?.tools, invokeTool: typeof vscode.lm?.invokeTool, version: vscode.version } };
  out.tools = (vscode.lm.tools ?? []).filter((t) => OURS.includes(t.name)).map((t) => ({ name: t.name, inputSchema: t.inputSchema, tags: t.tags, description: t.description }));
  const folder = vscode.workspace.workspaceFolders[0].uri;
  const uri = vscode.Uri.joinPath(folder, FILE);
  out.lint = await invoke('postmortem_lint', { file: FILE });
  out.timeline = await invoke('postmortem_timeline', { file: FILE });
  // The fix tool edits the document in the editor: open it first, as a user would have it.
  const doc = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(doc);
  out.before = { text: doc.getText(), diagnostics: await diagnosticsWhen(uri, (d) => d.length >= 3) };
  out.fix = await invoke('postmortem_fix', { file: FILE });
  out.after = { text: doc.getText(), diagnostics: await diagnosticsWhen(uri, (d) => d.length === 1) };
  // Without "file" the tools read the active editor's document.
  out.lintActive = await invoke('postmortem_lint', {});
  return out;
}

function write(result) {
  const dest = path.join(vscode.workspace.workspaceFolders[0].uri.fsPath, '.lm-probe-result.json');
  fs.writeFileSync(`${dest}.tmp`, JSON.stringify(result, null, 2));
  fs.renameSync(`${dest}.tmp`, dest);
}

exports.activate = (context) => {
  context.subscriptions.push(vscode.commands.registerCommand('pmE2e.probeLmTools', async () => {
    let result;
    try { result = { ok: true, ...(await probe()) }; } catch (e) { result = { ok: false, error: String(e?.stack ?? e) }; }
    write(result);
    void vscode.window.showInformationMessage(`LM probe ${result.ok ? 'done' : 'failed'}`);
  }));
};
exports.deactivate = () => {};
