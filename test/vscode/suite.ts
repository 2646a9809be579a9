/**
 * @vscode/test-electron suite: runs inside a real VS Code (extension host) against the fixture
 * workspace of the e2e test. Waits on onDidChangeDiagnostics, never on sleeps. Bundled to CJS and
 * launched by test/vscode/run.mjs (needs to download VS Code, so it is not part of `npm test`).
 */
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';

const FIXTURE = 'postmortems/2024-05-07-search-latency.md';

interface Api { timeline(uri: vscode.Uri): Promise<{ entries: unknown[] } | undefined>; preview(): unknown }

function diagnosticsFor(uri: vscode.Uri, ready: (d: readonly vscode.Diagnostic[]) => boolean, timeout = 30000): Promise<readonly vscode.Diagnostic[]> {
  return new Promise((resolve, reject) => {
    const now = vscode.languages.getDiagnostics(uri);
    if (ready(now)) { resolve(now); return; }
    const timer = setTimeout(() => { sub.dispose(); reject(new Error(`diagnostics timeout: ${JSON.stringify(vscode.languages.getDiagnostics(uri).map((d) => d.message))}`)); }, timeout);
    const sub = vscode.languages.onDidChangeDiagnostics((e) => {
      if (!e.uris.some((u) => u.toString() === uri.toString())) return;
      const d = vscode.languages.getDiagnostics(uri);
      if (ready(d)) { clearTimeout(timer); sub.dispose(); resolve(d); }
    });
  });
}

const code = (d: vscode.Diagnostic) => (typeof d.code === 'object' ? String(d.code.value) : String(d.code));

const tests: [string, (ctx: { doc: vscode.TextDocument; api: Api }) => Promise<void>][] = [
  ['diagnostics: time-format, timeline-order, required-section', async ({ doc }) => {
    const d = await diagnosticsFor(doc.uri, (ds) => ds.some((x) => code(x) === 'time-format'));
    const codes = d.map(code);
    for (const c of ['time-format', 'timeline-order', 'required-section']) assert.ok(codes.includes(c), `${c} in ${codes}`);
    const err = d.find((x) => x.message.startsWith('17:20pm'));
    assert.equal(err?.severity, vscode.DiagnosticSeverity.Error);
  }],
  ['hover on a time shows UTC', async ({ doc }) => {
    const line = doc.getText().split('\n').findIndex((l) => l.startsWith('- 13:02'));
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, new vscode.Position(line, 4));
    const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
    assert.match(text, /UTC/);
  }],
  ['completion in the timeline', async ({ doc }) => {
    const line = doc.getText().split('\n').findIndex((l) => l.startsWith('- 13:02'));
    const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', doc.uri, new vscode.Position(line, 0));
    assert.ok(list.items.length > 0);
  }],
  ['document symbols include the timeline section', async ({ doc }) => {
    const symbols = await vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', doc.uri);
    const names: string[] = [];
    const walk = (s: vscode.DocumentSymbol[]) => s.forEach((x) => { names.push(x.name); walk(x.children ?? []); });
    walk(symbols);
    assert.ok(names.some((n) => /Timeline/.test(n)), names.join(', '));
  }],
  ['quick fix 17:20pm → 17:20', async ({ doc }) => {
    const d = await diagnosticsFor(doc.uri, (ds) => ds.some((x) => x.message.startsWith('17:20pm')));
    const diag = d.find((x) => x.message.startsWith('17:20pm'))!;
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', doc.uri, diag.range, vscode.CodeActionKind.QuickFix.value);
    const fix = actions.find((a) => a.title === 'Change to 17:20');
    assert.ok(fix?.edit, actions.map((a) => a.title).join(', '));
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    assert.match(doc.getText(), /- 17:20 UTC — Old pool drained/);
    await diagnosticsFor(doc.uri, (ds) => !ds.some((x) => x.message.startsWith('17:20pm')));
  }],
  ['Fix All Problems applies the remaining safe fix', async ({ doc }) => {
    await vscode.commands.executeCommand('postmortem.fixAll');
    assert.match(doc.getText(), /- 13:25 UTC — Rebuild paused/);
  }],
  ['timeline request and preview panel', async ({ doc, api }) => {
    const view = await api.timeline(doc.uri);
    assert.equal(view?.entries.length, 7);
    await vscode.commands.executeCommand('postmortem.openPreviewToSide');
    const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs);
    assert.ok(tabs.some((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith('postmortem.timeline')), tabs.map((t) => t.label).join(', '));
    assert.ok(api.preview());
  }],
];

export async function run(): Promise<void> {
  const ext = vscode.extensions.getExtension<Api>('postmortem-studio.postmortem-studio');
  assert.ok(ext, 'extension installed');
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'fixture workspace open');
  const doc = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder.uri, FIXTURE));
  await vscode.window.showTextDocument(doc);
  const api = await ext.activate();
  let failed = 0;
  for (const [name, fn] of tests) {
    try { await fn({ doc, api }); console.log(`  ✔ ${name}`); } catch (e) { failed++; console.error(`  ✘ ${name}\n${e instanceof Error ? e.stack : String(e)}`); }
  }
  await vscode.commands.executeCommand('workbench.action.files.revert');
  if (failed) throw new Error(`${failed} of ${tests.length} tests failed`);
}
