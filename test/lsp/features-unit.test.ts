/** In-memory tests of the pure feature helpers in server/src/core/features (no server). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../server/src/core/analyze.js';
import { compactDuration, gapLabel, humanDuration } from '../../server/src/core/features/duration.js';
import { frontMatterSaysPostmortem, markerSectionCount, postmortemReason } from '../../server/src/core/features/detect.js';
import { newTimelineEntry } from '../../server/src/core/features/stamp.js';
import { completionsAt } from '../../server/src/core/features/completion.js';
import { DEFAULT_CONFIG } from '../../server/src/core/config.js';
import { hoverAt } from '../../server/src/core/features/hover.js';
import { timelineView } from '../../server/src/core/view.js';
import { outline } from '../../server/src/core/features/outline.js';
import { firstSentence } from '../../server/src/lsp/hover.js';

const NOW = Date.UTC(2024, 2, 12, 9, 4, 5);

describe('feature helpers', () => {
  it('formats durations', () => {
    assert.equal(compactDuration(5), '5m');
    assert.equal(compactDuration(65), '1h05m');
    assert.equal(compactDuration(1500), '1d01h00m');
    assert.equal(gapLabel(5), '+5m');
    assert.equal(gapLabel(-3), '-3m');
    assert.equal(humanDuration(28), '28 min');
    assert.equal(humanDuration(125), '2 h 05 min');
    assert.equal(humanDuration(120), '2 h');
  });

  it('detects postmortems by front matter and sections', () => {
    assert.ok(frontMatterSaysPostmortem({ type: 'Postmortem' }));
    assert.ok(frontMatterSaysPostmortem({ type: 'post-mortem' }));
    assert.ok(frontMatterSaysPostmortem({ postmortem: true }));
    assert.ok(!frontMatterSaysPostmortem({ type: 'blog' }));
    const one = analyze('# Notes\n\n## Impact\n\nNone.\n').model;
    assert.equal(markerSectionCount(one), 1);
    assert.equal(postmortemReason(one, false), undefined);
    assert.equal(postmortemReason(one, true), 'path');
    const two = analyze('# Notes\n\n## Impact\n\nNone.\n\n## Root cause\n\nA typo.\n').model;
    assert.equal(postmortemReason(two, false), 'sections');
  });

  it('stamps new entries like the existing ones', () => {
    const doc = (entries: string) => analyze(`---\ntype: postmortem\ndate: 2024-03-12\ntimezone: UTC\n---\n\n## Timeline\n\n${entries}\n`).model;
    const line = (m: ReturnType<typeof doc>) => m.lines.length - 1;
    let m = doc('- 9:54 am: paged\n- 10:02 am: rolled back');
    assert.equal(newTimelineEntry(m, line(m), NOW), '- 9:04 am: ');
    m = doc('1. [08:00] paged\n2. [08:10] rolled back');
    assert.equal(newTimelineEntry(m, line(m), NOW), '2. [09:04] ');
    m = doc('- 2024-03-12 08:00 UTC paged\n- 2024-03-12 08:10 UTC rolled back');
    assert.equal(newTimelineEntry(m, line(m), NOW), '- 2024-03-12 09:04 UTC ');
    m = doc('| Date | Time | Event |\n|---|---|---|\n| 2024-03-11 | 23:50 | paged |');
    assert.equal(newTimelineEntry(m, line(m), NOW), '| 2024-03-12 | 09:04 | |');
    m = doc('No entries here.');
    assert.equal(newTimelineEntry(m, line(m), NOW), undefined);
  });

  it('writes the zone it stamps: UTC, also where the template entry has no zone', () => {
    const m = analyze('# Outage\n\n## Timeline\n\n- 08:00 paged\n- 08:10 rolled back\n').model;
    assert.equal(m.timeline[1]?.time?.effectiveZone, undefined, 'no zone anywhere in the document');
    assert.equal(newTimelineEntry(m, m.lines.length - 1, NOW), '- 09:04 UTC ');
    const pdt = analyze('---\ndate: 2024-03-12\n---\n\n## Timeline\n\n| Time (PDT) | Event |\n|---|---|\n| 01:00 | paged |\n').model;
    assert.equal(newTimelineEntry(pdt, pdt.lines.length - 1, NOW), '| 09:04 UTC | |');
  });

  it('completes "now" and "last entry + 1 min", both in UTC', () => {
    const m = analyze('---\ndate: 2024-03-11\n---\n\n## Timeline\n\n- 2024-03-11 23:59 PDT paged\n\n').model;
    const pos = { line: m.lines.length - 1, character: 0 };
    const entries = completionsAt(m, pos, DEFAULT_CONFIG, NOW).filter((c) => c.kind === 'entry');
    assert.deepEqual(entries.map((c) => [c.label, c.newText]), [
      ['09:04 UTC — new timeline entry (now)', '- 2024-03-12 09:04 UTC '],
      // 23:59 PDT on 11 March is 06:59 UTC on the 12th; one minute later is 07:00 UTC.
      ['07:00 UTC — new timeline entry (last entry + 1 min)', '- 2024-03-12 07:00 UTC '],
    ]);
    const undated = analyze('# Outage\n\n## Timeline\n\n- 08:00 paged\n\n').model;
    const only = completionsAt(undated, { line: undated.lines.length - 1, character: 0 }, DEFAULT_CONFIG, NOW).filter((c) => c.kind === 'entry');
    assert.deepEqual(only.map((c) => c.label), ['09:04 UTC — new timeline entry (now)'], 'no instant, no "+ 1 min"');
  });

  it('hovers zones with their UTC offset on that date and dates with their weekday', () => {
    const text = '---\ntype: postmortem\ndate: 2024-03-11\ntimezone: America/Los_Angeles\n---\n\n# Outage on 12 March\n\n## Timeline\n\n- 23:59 PDT paged\n- 2024-03-12 09:10 CET rolled back\n';
    const r = analyze(text);
    const lines = text.split('\n');
    const at = (line: number, needle: string) =>
      hoverAt(r, timelineView(r), { line, character: lines[line]!.indexOf(needle) + 1 }, { localZone: 'UTC', ruleInfo: () => undefined })?.markdown ?? '';
    // 10 March 2024 was the first day of daylight time in Los Angeles; 31 March in Paris.
    assert.match(at(3, 'America'), /UTC−07:00 on 2024-03-11/);
    assert.match(at(10, 'PDT'), /^\*\*PDT\*\* — America\/Los_Angeles, daylight saving time {2}\nUTC−07:00 on 2024-03-11 {2}\n23:59 PDT is 06:59 UTC on 2024-03-12/);
    assert.match(at(11, 'CET'), /UTC\+01:00 on 2024-03-12 {2}\n09:10 CET is 08:10 UTC\n/);
    assert.doesNotMatch(at(10, '23:59'), /daylight saving time/, 'the time itself has the time hover only');
    assert.match(at(6, '12 March'), /^\*\*Tuesday 12 March 2024\*\* {2}\nISO 8601: 2024-03-12/);
    assert.match(at(11, '2024'), /Tuesday 12 March 2024/);
    assert.match(at(2, '2024'), /^\*\*Monday 11 March 2024\*\*/);
    assert.equal(at(1, 'postmortem'), '', 'other front matter lines have no hover');
  });

  it('hovers a problem with its rule once, never with its message, and not at all without a description', () => {
    const text = '# Outage\n\n## Root cause\n\nThe engineer was careless during the deploy.\n';
    const r = analyze(text);
    const f = r.findings.find((x) => x.rule === 'blameless-language');
    assert.ok(f, JSON.stringify(r.findings.map((x) => x.rule)));
    // Two findings of one rule under the cursor (a second message on the same word).
    const twice = { ...r, findings: [...r.findings, { ...f, message: 'A second message on the same word.' }] };
    const pos = { line: f.range.start.line, character: f.range.start.character + 1 };
    const info = (description: string) => () => ({ description, why: 'Why it matters.', href: 'https://example.test/rules#x' });
    const md = hoverAt(twice, timelineView(twice), pos, { localZone: 'UTC', ruleInfo: info('Blame words.') });
    assert.deepEqual(md, { markdown: '[blameless-language](https://example.test/rules#x): Blame words.  \nWhy it matters.', range: f.range });
    assert.ok(!md.markdown.includes(f.message) && !md.markdown.includes('A second message'));
    // Nothing to say about the rule, and nothing else under the cursor: no hover (the diagnostic says it all).
    assert.equal(hoverAt(twice, timelineView(twice), pos, { localZone: 'UTC', ruleInfo: () => ({ description: '', href: 'https://example.test' }) }), undefined);
    assert.equal(hoverAt(twice, timelineView(twice), pos, { localZone: 'UTC', ruleInfo: () => undefined }), undefined);
  });

  it('takes the first sentence of a rule\'s rationale', () => {
    assert.equal(firstSentence('Readers cannot place "14:05". Write the zone (e.g. UTC). More.'), 'Readers cannot place "14:05".');
    assert.equal(firstSentence('A 24-hour time with am/pm (17:20pm) is unclear. When the meaning is clear the fix drops it.'), 'A 24-hour time with am/pm (17:20pm) is unclear.');
    assert.equal(firstSentence('One sentence only.'), 'One sentence only.');
    assert.equal(firstSentence('Times like 17.20 stay whole. Next.'), 'Times like 17.20 stay whole.');
  });

  it('nests implicit headings and keeps children inside their parents', () => {
    const m = analyze('Outage report\n\nImpact\nUsers could not log in.\n\nTimeline\n10:00 UTC login errors\n10:20 UTC fixed\n\nRoot cause\nAn expired certificate.\n').model;
    const tree = outline(m);
    const timeline = tree.find((n) => n.sectionKind === 'timeline');
    assert.ok(timeline, JSON.stringify(tree.map((n) => n.name)));
    assert.deepEqual(timeline.children.map((c) => c.name), ['10:00 UTC login errors', '10:20 UTC fixed']);
  });
});
