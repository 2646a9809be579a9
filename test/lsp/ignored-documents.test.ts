/**
 * An open document that `postmortem lint` would skip — `.gitignore`, `.postmortemignore`, the `ignores`
 * key of its config file — gets no diagnostics and no fixes, and keeps every other feature (hover,
 * outline, the timeline request, which names the file that ignores it). Changing an ignore file or a
 * config file re-evaluates the open documents. Ignore files are read inside the workspace root only
 * and never waited on: a FIFO named .gitignore is passed over. On the main thread and in a document's
 * worker alike.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CodeAction, DocumentSymbol, Hover } from 'vscode-languageserver-protocol';
import { LspClient, fixture } from './harness.js';

const CEILING_MS = 20000;
const POSTMORTEM = fixture('checkout.md');
/** The first timeline entry's time (0-based line 22): a hover answers there. */
const AT_TIME = { line: 22, character: 3 };

interface Timeline { entries: { problems: unknown[] }[]; problems: unknown[]; isPostmortem: boolean; ignoredBy?: string }

const MODES: [string, Record<string, unknown>][] = [
  ['main thread', {}],
  // Every document in a worker of its own: the verdict travels with the document's settings.
  ['worker', { analysis: { workerChars: 0 } }],
];

for (const [mode, initializationOptions] of MODES) {
  describe(`ignored open documents (${mode})`, () => {
    let base: string;
    let ws: string;
    let client: LspClient;
    const uriOf = (rel: string) => pathToFileURL(join(ws, rel)).href;
    const watched = (rel: string) => client.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(rel), type: 2 }] });
    const timeline = (rel: string) => client.request<Timeline>('postmortem/timeline', { uri: uriOf(rel) });

    before(async () => {
      base = mkdtempSync(join(tmpdir(), 'pm-lsp-ignore-'));
      ws = join(base, 'ws');
      // Above the workspace root (and no .git in between, so the CLI would read it): never read here.
      writeFileSync(join(base, '.postmortemignore'), 'above.md\n');
      mkdirSync(join(ws, 'drafts'), { recursive: true });
      writeFileSync(join(ws, '.postmortemignore'), 'drafts/\n');
      mkdirSync(join(ws, 'archive'));
      writeFileSync(join(ws, 'archive', '.postmortemrc.json'), JSON.stringify({ ignores: ['old.md'] }));
      mkdirSync(join(ws, 'pipes'));
      execFileSync('mkfifo', [join(ws, 'pipes', '.gitignore')]);
      mkdirSync(join(ws, 'gitignored'));
      writeFileSync(join(ws, 'gitignored', '.gitignore'), '*.md\n!kept.md\n');
      client = await LspClient.start({ rootUri: pathToFileURL(ws).href, initializationOptions });
    });
    after(async () => {
      await client.stop();
      rmSync(base, { recursive: true, force: true });
    });

    it('an ignored document has no diagnostics and keeps hover, outline and the timeline; its sibling is linted', async () => {
      const ignored = uriOf('drafts/incident.md');
      const sibling = uriOf('incident.md');
      const a = await client.open(ignored, POSTMORTEM);
      const b = await client.open(sibling, POSTMORTEM);
      assert.deepEqual(a.diagnostics, [], 'drafts/ is in .postmortemignore');
      assert.ok(b.diagnostics.some((d) => d.code === 'timeline-order'), 'the same text outside drafts/ has its problems');
      const hover = await client.request<Hover | null>('textDocument/hover', { textDocument: { uri: ignored }, position: AT_TIME });
      assert.ok(hover, 'hover answers on the ignored document');
      const symbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: ignored } });
      assert.ok(symbols.length > 0, 'the outline is there');
      const view = await timeline('drafts/incident.md');
      assert.equal(view.isPostmortem, true);
      assert.equal(view.ignoredBy, join(ws, '.postmortemignore'));
      assert.ok(view.entries.length >= 5, 'the timeline is read');
      assert.deepEqual([view.problems, ...view.entries.map((e) => e.problems)].flat(), [], 'no problem is shown');
      const linted = await timeline('incident.md');
      assert.equal(linted.ignoredBy, undefined);
      assert.ok(linted.problems.length > 0);
      const range = { start: { line: 0, character: 0 }, end: { line: 40, character: 0 } };
      const actions = (uri: string) => client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range, context: { diagnostics: [] } });
      assert.deepEqual(await actions(ignored), [], 'no fixes for findings that are not shown');
      assert.ok((await actions(sibling)).length > 0);
      assert.ok(client.logs.some((l) => l.message.includes('drafts/incident.md is ignored by') && l.message.includes('.postmortemignore')), 'the log says why');
      await client.close(ignored);
      await client.close(sibling);
    });

    it('a .gitignore excludes, and its negation brings a file back', async () => {
      const out = await client.open(uriOf('gitignored/notes.md'), POSTMORTEM);
      const kept = await client.open(uriOf('gitignored/kept.md'), POSTMORTEM);
      assert.deepEqual(out.diagnostics, []);
      assert.ok(kept.diagnostics.length > 0);
      assert.equal((await timeline('gitignored/notes.md')).ignoredBy, join(ws, 'gitignored', '.gitignore'));
      await client.close(uriOf('gitignored/notes.md'));
      await client.close(uriOf('gitignored/kept.md'));
    });

    it('editing .postmortemignore re-evaluates the open documents', async () => {
      const uri = uriOf('drafts/incident.md');
      assert.deepEqual((await client.open(uri, POSTMORTEM)).diagnostics, []);
      writeFileSync(join(ws, '.postmortemignore'), '# nothing ignored now\n');
      let next = client.waitForDiagnostics(uri, (p) => p.version === 1 && p.diagnostics.length > 0);
      await watched('.postmortemignore');
      await next;
      assert.equal((await timeline('drafts/incident.md')).ignoredBy, undefined);
      writeFileSync(join(ws, '.postmortemignore'), 'drafts/\n');
      next = client.waitForDiagnostics(uri, (p) => p.version === 1 && p.diagnostics.length === 0);
      await watched('.postmortemignore');
      await next;
      await client.close(uri);
    });

    it('the ignores key of the config file, and a change to it', async () => {
      const uri = uriOf('archive/old.md');
      const other = uriOf('archive/new.md');
      assert.deepEqual((await client.open(uri, POSTMORTEM)).diagnostics, []);
      assert.ok((await client.open(other, POSTMORTEM)).diagnostics.length > 0, 'only old.md is named');
      assert.equal((await timeline('archive/old.md')).ignoredBy, join(ws, 'archive', '.postmortemrc.json'));
      writeFileSync(join(ws, 'archive', '.postmortemrc.json'), JSON.stringify({ ignores: [] }));
      const back = client.waitForDiagnostics(uri, (p) => p.version === 1 && p.diagnostics.length > 0);
      await watched('archive/.postmortemrc.json');
      await back;
      await client.close(uri);
      await client.close(other);
    });

    it('an ignore file above the workspace root is not read', async () => {
      const opened = await client.open(uriOf('above.md'), POSTMORTEM);
      assert.ok(opened.diagnostics.length > 0, `${join(base, '.postmortemignore')} lies outside the root`);
      await client.close(uriOf('above.md'));
    });

    it('a FIFO named .gitignore is passed over, and the server keeps answering', async () => {
      const start = Date.now();
      const uri = uriOf('pipes/incident.md');
      const opened = await client.open(uri, POSTMORTEM);
      assert.ok(opened.diagnostics.length > 0, 'nothing ignores it: the FIFO holds no patterns');
      const other = uriOf('elsewhere.md');
      await client.open(other, POSTMORTEM);
      const hover = await client.request<Hover | null>('textDocument/hover', { textDocument: { uri: other }, position: AT_TIME });
      assert.ok(hover);
      assert.ok(Date.now() - start < CEILING_MS);
      assert.ok(client.logs.some((l) => /pipes\/\.gitignore: not a regular file \(a FIFO\)/.test(l.message)), JSON.stringify(client.logs.map((l) => l.message)));
      await client.close(uri);
      await client.close(other);
    });

    it('a document outside the workspace root is linted, whatever ignore file lies beside it', async () => {
      const uri = pathToFileURL(join(base, 'above.md')).href;
      assert.ok((await client.open(uri, POSTMORTEM)).diagnostics.length > 0);
      await client.close(uri);
    });
  });
}
