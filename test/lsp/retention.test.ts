/**
 * What the server keeps per document: analyses and incremental analyzers only for the documents in
 * use (typed in, asked for features); a document only opened keeps nothing but its text once another
 * one is opened, and every feature still answers for it, from a fresh analysis, exactly as before.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PublishDiagnosticsParams, Range } from 'vscode-languageserver-protocol';
import { LspClient, docUri, fixture } from './harness.js';

const NOW = Date.UTC(2024, 2, 12, 15, 7, 9);
const ALL: Range = { start: { line: 0, character: 0 }, end: { line: 10000, character: 0 } };
const KEEP_ANALYSES = 8;
const KEEP_ANALYZERS = 4;

type Memory = { openDocuments: number; retained: { analyses: number; analyzers: number } };

describe('documents not in use keep only their text', () => {
  let client: LspClient;
  const td = (uri: string) => ({ textDocument: { uri } });
  const memory = () => client.request<Memory>('$/postmortem/memory', null);

  before(async () => {
    client = await LspClient.start({ initializationOptions: { now: NOW, testing: { memory: true } } });
  });
  after(async () => { await client.stop(); });

  /** Every feature's answer for a document, as one comparable value. */
  async function features(uri: string): Promise<unknown> {
    return {
      hover: await client.request('textDocument/hover', { ...td(uri), position: { line: 17, character: 3 } }),
      heading: await client.request('textDocument/hover', { ...td(uri), position: { line: 21, character: 5 } }),
      lenses: await client.request('textDocument/codeLens', td(uri)),
      symbols: await client.request('textDocument/documentSymbol', td(uri)),
      folds: await client.request('textDocument/foldingRange', td(uri)),
      hints: await client.request('textDocument/inlayHint', { ...td(uri), range: ALL }),
      actions: await client.request('textDocument/codeAction', { ...td(uri), range: ALL, context: { diagnostics: [] } }),
      completion: await client.request('textDocument/completion', { ...td(uri), position: { line: 0, character: 0 } }),
      timeline: await client.request('postmortem/timeline', { uri }),
    };
  }

  const key = (p: PublishDiagnosticsParams) => p.diagnostics.map((d) => `${d.code}@${d.range.start.line}:${d.range.start.character} ${d.message}`);

  it('opening many documents retains one analysis; features on the others re-analyse and answer the same', async () => {
    const first = docUri('retention/first-postmortem.md');
    await client.open(first, fixture('table.md'));
    const expected = await features(first);
    assert.ok((expected as { lenses: unknown[] }).lenses.length > 0, 'the fixture has lenses');
    const others = Array.from({ length: 20 }, (_, i) => docUri(`retention/other-${i}-postmortem.md`));
    await Promise.all(others.map((u, i) => client.open(u, fixture(i % 2 ? 'checkout.md' : 'webhooks.md'))));
    let m = await memory();
    assert.equal(m.openDocuments, 21);
    // `first` was asked for features: it is in use. The 20 only opened share one slot.
    assert.equal(m.retained.analyses, 2, JSON.stringify(m.retained));
    assert.equal(m.retained.analyzers, 2, JSON.stringify(m.retained));

    // Features on documents in use fill the recently-used sets up to their bounds, not beyond.
    for (const u of others.slice(0, 12)) await client.request('textDocument/codeLens', td(u));
    m = await memory();
    // (+ 1: the slot of the last document only opened, unless it was one of the 12.)
    assert.ok(m.retained.analyses >= KEEP_ANALYSES && m.retained.analyses <= KEEP_ANALYSES + 1, JSON.stringify(m.retained));
    assert.ok(m.retained.analyzers >= KEEP_ANALYZERS && m.retained.analyzers <= KEEP_ANALYZERS + 1, JSON.stringify(m.retained));

    // `first` has been dropped by now: asked again, it answers exactly as when it was kept.
    assert.deepEqual(await features(first), expected);
  });

  it('an edit to a document whose analyzer was dropped gives the diagnostics of a fresh open', async () => {
    const uri = docUri('retention/edited-postmortem.md');
    const text = fixture('checkout.md');
    await client.open(uri, text);
    // Push it out of every set: other documents opened and used.
    const others = Array.from({ length: KEEP_ANALYSES + 2 }, (_, i) => docUri(`retention/pusher-${i}-postmortem.md`));
    for (const u of others) {
      await client.open(u, fixture('notes.md'));
      await client.request('textDocument/documentSymbol', td(u));
    }
    const edited = await client.changeAndWait(uri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: 'Outage at 25:10 UTC\n' }]);
    const fresh = docUri('retention/edited-fresh-postmortem.md');
    const expected = await client.open(fresh, 'Outage at 25:10 UTC\n' + text);
    assert.deepEqual(key(edited), key(expected));
    assert.ok(edited.diagnostics.some((d) => d.code === 'time-format' && d.range.start.line === 0), 'the edit was analysed');
    // Typing again now reuses the analyzer the edit created.
    const again = await client.changeAndWait(uri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '# ' }]);
    assert.equal(again.version, edited.version! + 1);
    const m = await memory();
    assert.ok(m.retained.analyzers <= KEEP_ANALYZERS + 1 && m.retained.analyses <= KEEP_ANALYSES + 1, JSON.stringify(m.retained));
  });

  it('closing a document forgets everything kept for it', async () => {
    const before = await memory();
    const uri = docUri('retention/closed-postmortem.md');
    await client.open(uri, fixture('table.md'));
    await client.request('textDocument/codeLens', td(uri));
    await client.close(uri);
    assert.equal(await client.request('postmortem/timeline', { uri }), null);
    const m = await memory();
    assert.equal(m.openDocuments, before.openDocuments);
    assert.ok(m.retained.analyses <= before.retained.analyses, JSON.stringify([before.retained, m.retained]));
  });
});
