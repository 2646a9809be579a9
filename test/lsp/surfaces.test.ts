/**
 * One document, every surface: the T+ offsets, durations and incident metrics shown by the hover, the
 * code lens, the inlay hints, the timeline request (the preview's data), the rendered preview, `inspect`
 * and `timeline` are the same numbers. The fixture has a lead-up entry before the stated start, so an
 * origin taken from the first entry instead of the incident start shows up as a difference.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { CodeLens, Hover, InlayHint, MarkupContent } from 'vscode-languageserver-protocol';
import type { TimelineView } from '../../server/src/core/types.js';
import { renderTimelineHtml } from '../../preview/render.js';
import { runCli } from '../cli/helpers.js';
import { FIXTURES, LspClient, docUri, fixture } from './harness.js';

const FILE = join(FIXTURES, 'surfaces.md');
const LINE = { leadUp: 15, start: 17, detected: 18, mitigated: 19, resolved: 20 }; // 0-based

describe('every surface shows the same numbers', () => {
  let client: LspClient;
  const uri = docUri('surfaces/surfaces.md');
  before(async () => {
    client = await LspClient.start({ settings: () => ({}) });
    await client.open(uri, fixture('surfaces.md'));
  });
  after(async () => { await client.stop(); });

  it('T+ offsets, gaps and metrics agree', async () => {
    // The numbers, from the model as `inspect` prints it.
    const inspect = JSON.parse(runCli(['inspect', FILE]).stdout) as { metrics: Record<string, { minutes: number } | null> };
    assert.equal(inspect.metrics['timeToDetect']?.minutes, 24);
    assert.equal(inspect.metrics['timeToMitigate']?.minutes, 42);
    assert.equal(inspect.metrics['timeToResolve']?.minutes, 87);

    // The preview's data: T+ counted from the incident start, so the lead-up entry is before it.
    const view = await client.request<TimelineView>('postmortem/timeline', { uri });
    const offset = (line: number) => view.entries.find((e) => e.line === line)?.offsetMinutes;
    assert.deepEqual([offset(LINE.leadUp), offset(LINE.start), offset(LINE.detected), offset(LINE.mitigated), offset(LINE.resolved)], [-25, 0, 24, 42, 87]);
    assert.deepEqual([view.metrics?.timeToDetectMinutes, view.metrics?.timeToMitigateMinutes, view.metrics?.timeToResolveMinutes], [24, 42, 87]);

    // The hover on the detection time says the same T+ and gap.
    const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: LINE.detected, character: 3 } });
    const md = (hover!.contents as MarkupContent).value;
    assert.match(md, /T\+24m from the incident start \(2025-09-18 09:05 UTC\)/);
    assert.match(md, /\+24m since the previous entry/);
    assert.match(md, /Time to detect/i);

    // The inlay hint after the detection time: the same gap.
    const hints = await client.request<InlayHint[]>('textDocument/inlayHint', { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 99, character: 0 } } });
    const hint = hints.find((h) => h.position.line === LINE.detected);
    assert.equal(hint?.label, '+24m');

    // The code lens on the timeline heading: the same metrics.
    const lenses = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } });
    const title = lenses.map((l) => l.command?.title ?? '').find((t) => /events/.test(t)) ?? '';
    assert.match(title, /detected in 24 min/);
    assert.match(title, /mitigated in 42 min/);

    // The rendered preview's key figures.
    const html = renderTimelineHtml(view, { standalone: true });
    const figure = (key: string) => new RegExp(`pm-figure-${key}"><dt>[^<]*</dt><dd>([^<]*)<`).exec(html)?.[1];
    assert.deepEqual([figure('detected'), figure('mitigated'), figure('resolved')], ['24 min', '42 min', '1 h 27 min']);

    // `postmortem timeline`: the same T+ column.
    const text = runCli(['timeline', FILE]).stdout;
    const row = text.split('\n').find((l) => l.trimStart().startsWith(String(LINE.detected + 1)));
    assert.match(row ?? '', /T\+24m/);
  });
});
