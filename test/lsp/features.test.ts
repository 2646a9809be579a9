/** Protocol tests for each feature: hover, code actions, completion, symbols, folding, inlay hints, code lens, timeline. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type {
  CodeAction, CodeLens, CompletionItem, DocumentSymbol, FoldingRange, Hover, InlayHint, MarkupContent, Range, TextEdit,
} from 'vscode-languageserver-protocol';
import { applyEdits } from '../../server/src/core/fix.js';
import { analyze } from '../../server/src/core/analyze.js';
import { LspClient, docUri, fixture } from './harness.js';

const NOW = Date.UTC(2024, 2, 12, 15, 7, 9); // 2024-03-12 15:07:09 UTC
const ALL: Range = { start: { line: 0, character: 0 }, end: { line: 10000, character: 0 } };

function text(h: Hover | null): string {
  assert.ok(h, 'a hover');
  return (h.contents as MarkupContent).value;
}

function editsOf(a: CodeAction): TextEdit[] {
  const dc = a.edit?.documentChanges?.[0];
  assert.ok(dc && 'edits' in dc, 'a text document edit');
  return dc.edits as TextEdit[];
}

function contains(outer: Range, inner: Range): boolean {
  const le = (a: Range['start'], b: Range['start']) => a.line < b.line || (a.line === b.line && a.character <= b.character);
  return le(outer.start, inner.start) && le(inner.end, outer.end);
}

describe('features', () => {
  let client: LspClient;
  let settings: Record<string, unknown> = { timezone: { local: 'Europe/Paris' } };
  const table = docUri('features/table.md');
  const checkout = docUri('features/checkout.md');
  const notes = docUri('features/notes.md');
  const td = (uri: string) => ({ textDocument: { uri } });

  before(async () => {
    // As the VS Code client starts it: VS Code shows each diagnostic in the hover over it.
    client = await LspClient.start({ initializationOptions: { now: NOW, hoverShowsDiagnostics: true }, settings: () => settings });
    await Promise.all([client.open(table, fixture('table.md')), client.open(checkout, fixture('checkout.md')), client.open(notes, fixture('notes.md'))]);
  });
  after(async () => { await client.stop(); });

  describe('hover', () => {
    it('shows a zone\'s UTC offset on that date and a date\'s weekday', async () => {
      const uri = docUri('features/zones.md');
      await client.open(uri, '---\ntype: postmortem\ndate: 2024-11-03\n---\n\n## Timeline\n\n- 09:30 PST paged\n');
      // 3 November 2024: Los Angeles is back on standard time (UTC−08:00).
      const zone = await client.request<Hover>('textDocument/hover', { ...td(uri), position: { line: 7, character: 9 } });
      assert.match(text(zone), /\*\*PST\*\* — America\/Los_Angeles, standard time {2}\nUTC−08:00 on 2024-11-03 {2}\n09:30 PST is 17:30 UTC/);
      const date = await client.request<Hover>('textDocument/hover', { ...td(uri), position: { line: 2, character: 8 } });
      assert.match(text(date), /Sunday 3 November 2024\*\* {2}\nISO 8601: 2024-11-03/);
      assert.deepEqual(date.range, { start: { line: 2, character: 6 }, end: { line: 2, character: 16 } });
      await client.close(uri);
    });

    it('shows a timeline time in UTC, local time, T+ offset and gap', async () => {
      const h = await client.request<Hover>('textDocument/hover', { ...td(table), position: { line: 17, character: 3 } });
      const md = text(h);
      assert.match(md, /UTC: 2023-11-02 09:20 UTC/);
      assert.match(md, /Local \(Europe\/Paris\): 2023-11-02 10:20/);
      assert.match(md, /T\+6m from the incident start \(2023-11-02 09:14 UTC\)/);
      assert.match(md, /\+6m since the previous entry \(09:14\)/);
      assert.match(md, /from the column header/);
      assert.deepEqual(h.range, { start: { line: 17, character: 2 }, end: { line: 17, character: 7 } });
      const last = text(await client.request<Hover>('textDocument/hover', { ...td(table), position: { line: 19, character: 4 } }));
      assert.match(last, /T\+41m from the incident start/);
    });

    it('explains a section heading', async () => {
      const md = text(await client.request<Hover>('textDocument/hover', { ...td(table), position: { line: 21, character: 5 } }));
      assert.match(md, /\*\*Root Cause\*\* — `root-cause` section/);
      assert.match(md, /Why it happened/);
    });

    it('explains a problem\'s rule, why it matters and its docs link, without repeating the diagnostic', async () => {
      const md = text(await client.request<Hover>('textDocument/hover', { ...td(checkout), position: { line: 25, character: 4 } }));
      assert.match(md, /\[time-format\]\(file:\/\/.*docs\/rules\.md#time-format\): Impossible or malformed times/);
      assert.match(md, /leaves the reader guessing when something happened\./, 'the first sentence of the rationale');
      assert.doesNotMatch(md, /When the meaning is clear/, 'not the rest of the rationale');
      assert.match(md, /read as 14:21/, 'the time\'s own hover stays');
      // The diagnostic's message is shown by the editor beside the hover: not again in it.
      const [diagnostic] = client.published.filter((p) => p.uri === checkout).at(-1)!.diagnostics.filter((d) => d.code === 'time-format' && d.range.start.line === 25);
      assert.ok(diagnostic, 'the time-format diagnostic on line 26');
      assert.ok(!md.includes(diagnostic.message), md);
      assert.doesNotMatch(md, /\*\*(error|warning|info|hint)\*\*/);
      assert.equal(md.match(/\[time-format\]/g)?.length, 1);
    });

    it('writes the problem\'s message too for a client that does not show diagnostics in hovers', async () => {
      const other = await LspClient.start({ initializationOptions: { now: NOW } });
      try {
        await other.open(checkout, fixture('checkout.md'));
        const md = text(await other.request<Hover>('textDocument/hover', { ...td(checkout), position: { line: 25, character: 4 } }));
        assert.match(md, /\*\*error\*\* 14:21pm is not a valid time/);
        assert.match(md, /\[time-format\]\(file:/, 'and the rule, once');
        assert.equal(md.match(/\[time-format\]/g)?.length, 1);
      } finally {
        await other.stop();
      }
    });

    it('answers null on plain prose and in non-postmortems', async () => {
      assert.equal(await client.request('textDocument/hover', { ...td(table), position: { line: 10, character: 3 } }), null);
      assert.equal(await client.request('textDocument/hover', { ...td(notes), position: { line: 0, character: 3 } }), null);
    });
  });

  describe('code actions', () => {
    it('offers the preferred quick fix of a fixable finding', async () => {
      const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
        ...td(checkout), range: { start: { line: 25, character: 3 }, end: { line: 25, character: 3 } }, context: { diagnostics: [] },
      });
      const fix = actions.find((a) => a.title === 'Change to 14:21');
      assert.ok(fix, JSON.stringify(actions.map((a) => a.title)));
      assert.equal(fix.kind, 'quickfix');
      assert.equal(fix.isPreferred, true);
      assert.equal(fix.diagnostics?.[0]?.code, 'time-format');
      const fixed = applyEdits(fixture('checkout.md'), editsOf(fix)).text;
      assert.match(fixed, /^- 14:21 Traffic shifted/m);
      const doc = fix.edit?.documentChanges?.[0];
      assert.ok(doc && 'textDocument' in doc && doc.textDocument.version === 1, 'edit pinned to the analysed version');
    });

    it('offers "Sort timeline entries" inside an out-of-order timeline', async () => {
      const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
        ...td(checkout), range: { start: { line: 22, character: 0 }, end: { line: 22, character: 0 } }, context: { diagnostics: [] },
      });
      const sort = actions.filter((a) => a.title === 'Sort timeline entries');
      assert.equal(sort.length, 1);
      const sorted = applyEdits(fixture('checkout.md'), editsOf(sort[0]!)).text;
      assert.ok(sorted.indexOf('- 14:05') < sorted.indexOf('- 14:09'));
      const inOrder = await client.request<CodeAction[]>('textDocument/codeAction', {
        ...td(table), range: { start: { line: 17, character: 0 }, end: { line: 17, character: 0 } }, context: { diagnostics: [] },
      });
      assert.ok(!inOrder.some((a) => a.title === 'Sort timeline entries'));
    });

    it('offers source.fixAll.postmortem with every safe fix, and respects context.only', async () => {
      const all = await client.request<CodeAction[]>('textDocument/codeAction', {
        ...td(checkout), range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: [], only: ['source.fixAll'] },
      });
      assert.equal(all.length, 1);
      assert.equal(all[0]!.kind, 'source.fixAll.postmortem');
      const fixed = applyEdits(fixture('checkout.md'), editsOf(all[0]!)).text;
      assert.doesNotMatch(fixed, /14:21pm/);
      const quick = await client.request<CodeAction[]>('textDocument/codeAction', {
        ...td(checkout), range: { start: { line: 25, character: 3 }, end: { line: 25, character: 3 } }, context: { diagnostics: [], only: ['quickfix'] },
      });
      assert.ok(quick.length > 0 && quick.every((a) => a.kind === 'quickfix'));
    });
  });

    it('offers "Disable RULE for this line / file" that silence the finding when applied', async () => {
      const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
        ...td(checkout), range: { start: { line: 25, character: 3 }, end: { line: 25, character: 3 } }, context: { diagnostics: [] },
      });
      const titles = actions.map((a) => a.title);
      assert.ok(titles.includes('Disable time-format for this line') && titles.includes('Disable time-format for this file'), JSON.stringify(titles));
      for (const title of ['Disable time-format for this line', 'Disable time-format for this file']) {
        const fixed = applyEdits(fixture('checkout.md'), editsOf(actions.find((a) => a.title === title)!)).text;
        assert.match(fixed, /<!-- postmortem-disable-(next-line|file) time-format -->/);
        const after = analyze(fixed).findings;
        assert.ok(!after.some((f) => f.rule === 'time-format' && /14:21pm/.test(f.message)), title);
      }
      // One safe fix in the document: "Fix all" would be the same edit, so it is not listed.
      assert.ok(!actions.some((a) => a.title === 'Fix all postmortem problems' && a.kind === 'quickfix'), JSON.stringify(titles));
      const two = docUri('features/two-fixes.md');
      const text = fixture('checkout.md').replace('- 14:34 ', '- 14:40pm ');
      await client.open(two, text);
      const more = await client.request<CodeAction[]>('textDocument/codeAction', {
        ...td(two), range: { start: { line: 25, character: 3 }, end: { line: 25, character: 3 } }, context: { diagnostics: [] },
      });
      const fixAll = more.find((a) => a.title === 'Fix all postmortem problems' && a.kind === 'quickfix');
      assert.ok(fixAll, JSON.stringify(more.map((a) => a.title)));
      assert.doesNotMatch(applyEdits(text, editsOf(fixAll)).text, /pm /);
    });

  describe('fix all of one rule', () => {
    // Three PST times (each with a safe "Convert to … UTC") and two 24-hour times with pm (safe "Change to …").
    const text = '---\ntype: postmortem\ndate: 2024-01-12\n---\n\n# Queue outage\n\n## Timeline\n\n'
      + '- 09:05 PST deploy started\n- 09:12 PST queue depth alert\n- 09:20 PST rollback started\n- 17:40pm UTC queue drained\n- 17:55pm UTC all clear\n';
    const uri = docUri('features/fix-rule.md');
    const at = (line: number, character: number) => ({ start: { line, character }, end: { line, character } });
    before(async () => { await client.open(uri, text); });
    after(async () => { await client.close(uri); });

    it('offers "Fix all N RULE problems" in the quick-fix menu, with that rule\'s safe fixes only', async () => {
      const actions = await client.request<CodeAction[]>('textDocument/codeAction', { ...td(uri), range: at(9, 9), context: { diagnostics: [] } });
      const titles = actions.map((a) => a.title);
      const rule = actions.find((a) => a.title === 'Fix all 3 timezone-not-utc problems');
      assert.ok(rule, JSON.stringify(titles));
      assert.equal(rule.kind, 'quickfix');
      assert.ok(!titles.some((t) => /time-format problems/.test(t)), 'not for a rule that is not under the cursor');
      const fixed = applyEdits(text, editsOf(rule)).text;
      assert.match(fixed, /- 17:05 UTC deploy started\n- 17:12 UTC queue depth alert\n- 17:20 UTC rollback started\n/);
      assert.match(fixed, /17:40pm UTC/, 'the other rule\'s problems are left');
      assert.ok(titles.includes('Fix all postmortem problems'), 'the all-rules action stays');
      // Two time-format fixes: two is enough.
      const pm = await client.request<CodeAction[]>('textDocument/codeAction', { ...td(uri), range: at(12, 3), context: { diagnostics: [] } });
      assert.ok(pm.some((a) => a.title === 'Fix all 2 time-format problems'), JSON.stringify(pm.map((a) => a.title)));
    });

    it('answers source.fixAll.postmortem.RULE with that rule\'s fix-all, of exactly that kind', async () => {
      const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
        ...td(uri), range: at(0, 0), context: { diagnostics: [], only: ['source.fixAll.postmortem.time-format'] },
      });
      assert.deepEqual(actions.map((a) => [a.kind, a.title]), [['source.fixAll.postmortem.time-format', 'Fix all 2 time-format problems']]);
      const fixed = applyEdits(text, editsOf(actions[0]!)).text;
      assert.match(fixed, /- 17:40 UTC queue drained\n- 17:55 UTC all clear\n/);
      assert.match(fixed, /09:05 PST/);
      // A rule with no finding here, and one that does not exist: nothing.
      for (const rule of ['timezone-missing', 'no-such-rule']) {
        assert.deepEqual(await client.request('textDocument/codeAction', { ...td(uri), range: at(0, 0), context: { diagnostics: [], only: [`source.fixAll.postmortem.${rule}`] } }), []);
      }
    });

    it('fixes all of a rule whose fix is one same edit everywhere, though not safe (append UTC)', async () => {
      const bare = '---\ntype: postmortem\n---\n\n# Cache outage on 2024-03-14\n\n## Timeline\n\n- 09:10 step one\n- 09:11 step two\n- 09:12 step three\n';
      const u = docUri('features/fix-rule-zoneless.md');
      const opened = await client.open(u, bare);
      try {
        // The run of three zone-less times is one diagnostic, on the first, that points at the other two.
        const zoneless = opened.diagnostics.filter((d) => d.code === 'timezone-missing');
        assert.deepEqual(zoneless.map((d) => [d.range.start.line, d.message]), [[8, '3 timeline times, from 09:10 on, have no time zone and the document declares none. Expected a zone such as UTC.']]);
        assert.deepEqual(zoneless[0]!.relatedInformation?.map((r) => [r.location.uri, r.location.range.start]), [[u, { line: 9, character: 2 }], [u, { line: 10, character: 2 }]]);
        const actions = await client.request<CodeAction[]>('textDocument/codeAction', { ...td(u), range: at(0, 0), context: { diagnostics: [], only: ['source.fixAll.postmortem.timezone-missing'] } });
        assert.deepEqual(actions.map((a) => [a.kind, a.title]), [['source.fixAll.postmortem.timezone-missing', 'Fix all 3 timezone-missing problems']]);
        assert.match(applyEdits(bare, editsOf(actions[0]!)).text, /- 09:10 UTC step one\n- 09:11 UTC step two\n- 09:12 UTC step three\n/);
        // Fix on save still applies safe fixes only: the zone is a guess there.
        const onSave = await client.request<CodeAction[]>('textDocument/codeAction', { ...td(u), range: at(0, 0), context: { diagnostics: [], only: ['source.fixAll.postmortem'] } });
        assert.ok(onSave.every((a) => !/UTC step/.test(applyEdits(bare, editsOf(a)).text)), 'no zone appended on save');
      } finally {
        await client.close(u);
      }
    });

    it('keeps fix on save to the one all-rules action', async () => {
      for (const only of [['source.fixAll'], ['source.fixAll.postmortem'], ['source']]) {
        const actions = await client.request<CodeAction[]>('textDocument/codeAction', { ...td(uri), range: at(0, 0), context: { diagnostics: [], only } });
        assert.deepEqual(actions.map((a) => [a.kind, a.title]), [['source.fixAll.postmortem', 'Fix all postmortem problems']], JSON.stringify(only));
        const fixed = applyEdits(text, editsOf(actions[0]!)).text;
        assert.doesNotMatch(fixed, /PST|pm /);
      }
    });

    it('titles the fix-all in the document\'s language', async () => {
      const fr = docUri('features/fix-rule-fr.md');
      const french = '---\ntype: postmortem\ndate: 2024-01-12\n---\n\n# Panne de la file d\'attente\n\n## Chronologie\n\n'
        + '- 09:05 PST début du déploiement\n- 09:12 PST alerte sur la file\n- 09:20 PST retour arrière lancé\n';
      await client.open(fr, french);
      const actions = await client.request<CodeAction[]>('textDocument/codeAction', { ...td(fr), range: at(9, 9), context: { diagnostics: [] } });
      assert.ok(actions.some((a) => a.title === 'Corriger les 3 problèmes timezone-not-utc'), JSON.stringify(actions.map((a) => a.title)));
      await client.close(fr);
    });
  });

  describe('completion', () => {
    it('offers section headings at the start of a line, missing required sections first', async () => {
      const items = await client.request<CompletionItem[]>('textDocument/completion', { ...td(checkout), position: { line: 31, character: 0 } });
      const sections = items.filter((i) => i.kind === 9).sort((a, b) => a.sortText!.localeCompare(b.sortText!));
      assert.equal(sections[0]!.label, 'Corrective Actions');
      assert.equal(sections[0]!.textEdit && 'range' in sections[0]!.textEdit ? sections[0]!.textEdit.newText : '', '## Corrective Actions\n\n');
      assert.match(sections[0]!.detail!, /required, missing/);
    });

    it('offers front matter keys and values', async () => {
      const uri = docUri('features/fm.md');
      await client.open(uri, '---\ntype: postmortem\nseverity: \ndate: \n\n---\n\n# Outage\n');
      const values = await client.request<CompletionItem[]>('textDocument/completion', { ...td(uri), position: { line: 2, character: 10 } });
      assert.deepEqual(values.map((v) => v.label), ['SEV1', 'SEV2', 'SEV3', 'SEV4']);
      const keys = await client.request<CompletionItem[]>('textDocument/completion', { ...td(uri), position: { line: 4, character: 0 } });
      const labels = keys.map((k) => k.label);
      for (const k of ['title', 'status', 'timezone', 'authors']) assert.ok(labels.includes(k), k);
      assert.ok(!labels.includes('type') && !labels.includes('severity') && !labels.includes('date'), 'keys already present are not offered');
      const dates = await client.request<CompletionItem[]>('textDocument/completion', { ...td(uri), position: { line: 3, character: 6 } });
      assert.ok(dates.some((d) => d.label === '2024-03-12'), 'today (UTC) as the date');
      await client.close(uri);
    });

    it('stamps a new timeline entry with the current UTC time in the timeline\'s own format', async () => {
      const list = await client.request<CompletionItem[]>('textDocument/completion', { ...td(checkout), position: { line: 27, character: 0 } });
      const entry = list.find((i) => i.kind === 23);
      assert.equal(entry?.textEdit && 'range' in entry.textEdit ? entry.textEdit.newText : '', '- 15:07 ');

      const row = (await client.request<CompletionItem[]>('textDocument/completion', { ...td(table), position: { line: 20, character: 0 } })).find((i) => i.kind === 23);
      assert.equal(row?.textEdit && 'range' in row.textEdit ? row.textEdit.newText : '', '| 15:07 | |');

      const uri = docUri('features/seconds.md');
      await client.open(uri, '---\ntype: postmortem\ndate: 2024-03-12\n---\n\n## Timeline\n\n* **14:02:10 UTC** — deploy started\n* **14:09:55 UTC** — alert fired\n* \n');
      const sec = (await client.request<CompletionItem[]>('textDocument/completion', { ...td(uri), position: { line: 9, character: 2 } })).find((i) => i.kind === 23);
      assert.equal(sec?.textEdit && 'range' in sec.textEdit ? sec.textEdit.newText : '', '* **15:07:09 UTC** — ');
      await client.close(uri);

      const pm = docUri('features/twelve.md');
      await client.open(pm, '---\ntype: postmortem\ndate: 2024-03-12\ntimezone: UTC\n---\n\n## Timeline\n\n- 2:54 PM: deploy started\n- 3:01 PM: alert fired\n\n');
      const twelve = (await client.request<CompletionItem[]>('textDocument/completion', { ...td(pm), position: { line: 10, character: 0 } })).find((i) => i.kind === 23);
      assert.equal(twelve?.textEdit && 'range' in twelve.textEdit ? twelve.textEdit.newText : '', '- 3:07 PM: ');
      const after = (await client.request<CompletionItem[]>('textDocument/completion', { ...td(pm), position: { line: 10, character: 0 } })).filter((i) => i.kind === 23);
      assert.deepEqual(after.map((i) => i.label), ['15:07 UTC — new timeline entry (now)', '15:02 UTC — new timeline entry (last entry + 1 min)']);
      assert.equal(after[1]?.textEdit && 'range' in after[1].textEdit ? after[1].textEdit.newText : '', '- 3:02 PM: ');
      await client.close(pm);
    });
  });

  describe('outline', () => {
    it('lists sections with timeline entries as children', async () => {
      const symbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', td(table));
      assert.equal(symbols.length, 1);
      const root = symbols[0]!;
      assert.equal(root.name, 'Search index outage');
      assert.deepEqual(root.children!.map((c) => c.name), ['Impact', 'Timeline', 'Root Cause', 'Corrective Actions']);
      const timeline = root.children![1]!;
      assert.deepEqual(timeline.children!.map((c) => c.name), [
        '09:14 Index rebuild job started', '09:20 First empty result reports from support',
        '09:31 Rebuild job stopped by the on-call engineer', '09:55 Previous index snapshot restored',
      ]);
      const check = (s: DocumentSymbol): void => {
        assert.ok(contains(s.range, s.selectionRange), `${s.name}: selectionRange inside range`);
        for (const c of s.children ?? []) {
          assert.ok(contains(s.range, c.range), `${c.name} inside ${s.name}`);
          check(c);
        }
      };
      symbols.forEach(check);
    });

    it('folds the front matter, sections and the timeline', async () => {
      const folds = await client.request<FoldingRange[]>('textDocument/foldingRange', td(table));
      const has = (a: number, b: number) => folds.some((f) => f.startLine === a && f.endLine === b);
      assert.ok(has(0, 4), 'front matter');
      assert.ok(has(12, 19), 'timeline section, without the trailing blank line');
      assert.ok(has(8, 10), 'impact section');
    });
  });

  describe('inlay hints and code lens', () => {
    it('shows the gap after each timeline time, and can be turned off', async () => {
      const hints = await client.request<InlayHint[]>('textDocument/inlayHint', { ...td(table), range: ALL });
      assert.deepEqual(hints.map((h) => [h.position.line, h.position.character, h.label]), [[17, 7, '+6m'], [18, 7, '+11m'], [19, 7, '+24m']]);
      const some = await client.request<InlayHint[]>('textDocument/inlayHint', { ...td(table), range: { start: { line: 18, character: 0 }, end: { line: 18, character: 99 } } });
      assert.equal(some.length, 1);
      settings = { inlayHints: { enabled: false } };
      const refreshed = client.waitForDiagnostics(table);
      await client.notify('workspace/didChangeConfiguration', { settings: null });
      await refreshed;
      assert.deepEqual(await client.request('textDocument/inlayHint', { ...td(table), range: ALL }), []);
      settings = { timezone: { local: 'Europe/Paris' } };
      const back = client.waitForDiagnostics(table);
      await client.notify('workspace/didChangeConfiguration', { settings: null });
      await back;
    });

    it('puts "N events · duration" on the timeline heading, bound to postmortem.openPreviewToSide', async () => {
      const lenses = await client.request<CodeLens[]>('textDocument/codeLens', td(table));
      assert.equal(lenses.length, 2); // the timeline, then the corrective actions (test/lsp/metrics.test.ts)
      assert.equal(lenses[0]!.range.start.line, 12);
      assert.equal(lenses[0]!.command?.title, '4 events · 41 min');
      assert.equal(lenses[0]!.command?.command, 'postmortem.openPreviewToSide');
      assert.deepEqual(lenses[0]!.command?.arguments, [table]);
      assert.deepEqual(await client.request('textDocument/codeLens', td(notes)), []);
    });
  });

  describe('postmortem/timeline', () => {
    it('returns the timeline view of the current version', async () => {
      type T = { uri: string; version: number; start: string; end: string; durationMinutes: number; entries: { label: string; gapMinutes: number | null }[] };
      const v = await client.request<T>('postmortem/timeline', { uri: table });
      assert.equal(v.uri, table);
      assert.equal(v.version, 1);
      assert.equal(v.start, '2023-11-02T09:14:00Z');
      assert.equal(v.durationMinutes, 41);
      assert.deepEqual(v.entries.map((e) => e.label), ['09:14', '09:20', '09:31', '09:55']);
      // Add an entry: the next answer is for version 2 and includes it.
      await client.changeAndWait(table, [{ range: { start: { line: 20, character: 0 }, end: { line: 20, character: 0 } }, text: '| 10:02 | Search traffic back to normal |\n' }]);
      const v2 = await client.request<T>('postmortem/timeline', { uri: table });
      assert.equal(v2.version, 2);
      assert.equal(v2.entries.length, 5);
      assert.equal(v2.durationMinutes, 48);
      assert.equal(await client.request('postmortem/timeline', { uri: docUri('features/never-opened.md') }), null);
    });
  });
});

describe('a failing feature', () => {
  it('is logged and answers empty while the other features keep working', async () => {
    const client = await LspClient.start({ initializationOptions: { testing: { throwIn: ['hover', 'codeLens'] } } });
    try {
      const uri = docUri('failing.md');
      const p = await client.open(uri, fixture('table.md'));
      assert.ok(Array.isArray(p.diagnostics));
      assert.equal(await client.request('textDocument/hover', { textDocument: { uri }, position: { line: 17, character: 3 } }), null);
      assert.deepEqual(await client.request('textDocument/codeLens', { textDocument: { uri } }), []);
      const symbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri } });
      assert.equal(symbols.length, 1);
      assert.ok(client.logs.some((l) => l.type === 1 && /hover failed: Error: injected failure/.test(l.message)));
    } finally {
      await client.stop();
    }
  });
});
