/**
 * Protocol tests for the incident metrics and action items in the language server: the milestone part of
 * the hover, the metrics on the timeline code lens, and the open / done counts on the corrective-actions lens.
 * Fixture: test/fixtures/lsp/webhooks.md (start and resolution stated as key events, the other milestones in
 * the timeline: detected 09:13, acknowledged 09:16, mitigated 09:31).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { CodeLens, Hover, MarkupContent } from 'vscode-languageserver-protocol';
import { LspClient, docUri, fixture } from './harness.js';

const NOW = Date.UTC(2024, 5, 1, 12, 0, 0);

function text(h: Hover | null): string {
  assert.ok(h, 'a hover');
  return (h.contents as MarkupContent).value;
}

describe('incident metrics and action items', () => {
  let client: LspClient;
  const webhooks = docUri('metrics/webhooks.md');
  const table = docUri('metrics/table.md');
  /** The same text, with "backlog drained" configured as a resolution word while both metric rules are off. */
  const configured = docUri('metrics/configured/webhooks.md');
  const td = (uri: string) => ({ textDocument: { uri } });
  const hover = async (uri: string, line: number, character: number) => client.request<Hover | null>('textDocument/hover', { ...td(uri), position: { line, character } });
  const lenses = (uri: string) => client.request<CodeLens[]>('textDocument/codeLens', td(uri));

  before(async () => {
    client = await LspClient.start({
      initializationOptions: { now: NOW },
      settings: (scope) => (scope === configured
        ? { timezone: { local: 'UTC' }, rules: { 'milestone-order': ['off', { milestones: { resolved: ['backlog drained'] } }], 'duration-mismatch': 'off' } }
        : { timezone: { local: 'UTC' } }),
    });
    await Promise.all([
      client.open(webhooks, fixture('webhooks.md')), client.open(table, fixture('table.md')), client.open(configured, fixture('webhooks.md')),
    ]);
  });
  after(async () => { await client.stop(); });

  describe('hover', () => {
    it('on the time of a milestone entry: the time as before, then the milestone and the metric it ends', async () => {
      const h = await hover(webhooks, 25, 3);
      const md = text(h);
      assert.match(md, /UTC: 2024-05-14 09:13 UTC/);
      assert.match(md, /\+9m since the previous entry \(09:04\)/);
      assert.match(md, /\*\*Detected\*\* · time to detect 15 min \(from the start at 08:58 UTC\)/);
      assert.ok(md.indexOf('UTC: 2024-05-14') < md.indexOf('**Detected**'), 'the time part comes first');
      assert.deepEqual(h!.range, { start: { line: 25, character: 2 }, end: { line: 25, character: 7 } });
      const mitigated = text(await hover(webhooks, 27, 4));
      assert.match(mitigated, /\*\*Mitigated\*\* · time to mitigate 33 min, impact 33 min \(from the start at 08:58 UTC\)/);
    });

    it('on the text of a milestone entry: the milestone alone, over the rest of the line', async () => {
      const h = await hover(webhooks, 25, 20);
      assert.equal(text(h), '**Detected** · time to detect 15 min (from the start at 08:58 UTC)');
      assert.deepEqual(h!.range, { start: { line: 25, character: 2 }, end: { line: 25, character: 56 } });
    });

    it('says which entry the metrics use when a milestone is named again later', async () => {
      const md = text(await hover(webhooks, 26, 3));
      assert.match(md, /\*\*Acknowledged\*\*/);
      assert.match(md, /\*\*Detected\*\* · the metrics take detected from line 26 \(09:13 UTC\)/);
    });

    it('on the time of a key-event line, and T+ counts from the stated start', async () => {
      const start = text(await hover(webhooks, 19, 18));
      assert.match(start, /\*\*Start\*\* · the metrics are measured from here/);
      assert.match(start, /T\+0m from the incident start \(2024-05-14 08:58 UTC\)/);
      const resolved = text(await hover(webhooks, 20, 14));
      assert.match(resolved, /\*\*Resolved\*\* · time to resolve 1 h 07 min \(from the start at 08:58 UTC\)/);
      assert.match(resolved, /T\+1h07m from the incident start/);
      const entry = text(await hover(webhooks, 24, 3)); // a timeline entry is measured from the stated start too
      assert.match(entry, /T\+6m from the incident start \(2024-05-14 08:58 UTC\)/);
    });

    it('with no stated start, the first entry stands for it and says so', async () => {
      const first = text(await hover(table, 16, 3));
      assert.match(first, /\*\*Start\*\* · no start is stated: the metrics are measured from this first entry/);
      const last = text(await hover(table, 19, 3));
      assert.match(last, /\*\*Resolved\*\* · time to resolve 41 min, impact 41 min \(from the first entry at 09:14 UTC: no start is stated\)/);
      assert.match(last, /T\+41m from the incident start \(2023-11-02 09:14 UTC\)/);
    });

    it('adds nothing on entries and words that are not milestones', async () => {
      const md = text(await hover(webhooks, 24, 3));
      assert.doesNotMatch(md, /\*\*(?:Start|Detected|Acknowledged|Mitigated|Resolved)\*\*/);
      assert.equal(await hover(webhooks, 24, 30), null);
      assert.equal(await hover(webhooks, 19, 5), null); // the key-event label answers on its time only
    });

    it('uses the configured milestone words even when the metric rules are off', async () => {
      const md = text(await hover(configured, 28, 20));
      assert.equal(md, '**Resolved** · time to resolve 49 min (from the start at 08:58 UTC)');
    });
  });

  describe('code lens', () => {
    it('adds the known metrics to the timeline lens, same command', async () => {
      const [timeline] = await lenses(webhooks);
      assert.equal(timeline!.range.start.line, 22);
      assert.equal(timeline!.command?.title, '5 events · 43 min · detected in 15 min · mitigated in 33 min · resolved in 1 h 07 min');
      assert.equal(timeline!.command?.command, 'postmortem.openPreviewToSide');
      assert.deepEqual(timeline!.command?.arguments, [webhooks]);
      const [configuredTimeline] = await lenses(configured);
      assert.equal(configuredTimeline!.command?.title, '5 events · 43 min · detected in 15 min · mitigated in 33 min · resolved in 49 min');
    });

    it('leaves out a time to resolve that only repeats the span', async () => {
      const [timeline] = await lenses(table);
      assert.equal(timeline!.command?.title, '4 events · 41 min');
    });

    it('counts open and done items on the corrective-actions heading, as a plain label', async () => {
      const all = await lenses(webhooks);
      assert.equal(all.length, 2);
      const actions = all[1]!;
      assert.deepEqual(actions.range, { start: { line: 35, character: 0 }, end: { line: 35, character: 15 } });
      assert.equal(actions.command?.title, '3 open · 1 done · 2 without owner');
      assert.equal(actions.command?.command, '');
      assert.equal(actions.command?.arguments, undefined);
      const [, tableActions] = await lenses(table);
      assert.equal(tableActions!.command?.title, '1 open · 0 done · 1 without owner');
    });

    it('follows edits: an item ticked off and given an owner', async () => {
      await client.changeAndWait(webhooks, [{ range: { start: { line: 40, character: 2 }, end: { line: 40, character: 5 } }, text: '[x]' }]);
      assert.equal((await lenses(webhooks))[1]!.command?.title, '2 open · 2 done · 1 without owner');
      await client.changeAndWait(webhooks, [{ range: { start: { line: 39, character: 54 }, end: { line: 39, character: 54 } }, text: ' (@ines)' }]);
      assert.equal((await lenses(webhooks))[1]!.command?.title, '2 open · 2 done');
    });
  });
});
