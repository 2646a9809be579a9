/**
 * Generated extreme inputs, each about 200 KB: shapes the full Markdown parser reads in super-linear
 * time (server/src/core/parse/limits.ts), huge front matter, and entries that would make the inline
 * renderer backtrack. Each must be analysed (and rendered) under a generous ceiling that only a hang
 * would break, say once that it was read the bounded way (`parse-limit`), and keep the timeline entries
 * on the normal lines around the bad block.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../server/src/core/analyze.js';
import { lineLimit, LIMITS } from '../../server/src/core/parse/limits.js';
import { IncrementalParser } from '../../server/src/core/parse/parse.js';
import { splitLines } from '../../server/src/core/text.js';
import { timelineView } from '../../server/src/core/view.js';
import { INLINE_LIMITS, renderInline, renderTimelineBody } from '../../preview/render.js';

const SIZE = 200 * 1024;
/** Each input is read in well under a second; this only catches a hang or a quadratic path. */
const CEILING_MS = 5000;

const before = '# Outage of the upload service\n\n## Timeline\n\n- 2024-02-03 10:00 UTC uploads start failing\n- 2024-02-03 10:05 UTC on-call paged\n';
const after = '- 2024-02-03 11:00 UTC uploads recover\n\n## Impact\n\nUploads failed for an hour.\n';
const rep = (unit: string, n = SIZE): string => unit.repeat(Math.ceil(n / unit.length));

interface Case { name: string; bad: string; separate?: boolean; reason: string }

/** The bad block inside the timeline list (`separate`: between blank lines instead). */
const CASES: Case[] = [
  { name: 'list markers nested on one line', bad: `- ${rep('- ')}x`, reason: 'long-line' },
  { name: 'list markers nested 20 deep, many lines', bad: rep(`${'- '.repeat(20)}x\n`).trimEnd(), separate: true, reason: 'deep-nesting' },
  { name: 'a run of >', bad: `${rep('>')} x`, separate: true, reason: 'long-line' },
  { name: 'quotes nested 12 deep, many lines', bad: rep(`${'> '.repeat(12)}x\n`).trimEnd(), separate: true, reason: 'deep-nesting' },
  { name: 'a row of underscores', bad: `|  |${rep('_')}`, separate: true, reason: 'long-line' },
  { name: 'a row of mixed _ and *', bad: `|  |${rep('_*')}`, separate: true, reason: 'long-line' },
  { name: 'an indented staircase', bad: Array.from({ length: 400 }, (_, i) => `${' '.repeat(i * 2)}- - step`).join('\n'), separate: true, reason: 'deep-indent' },
  { name: 'a row of 2,000 cells', bad: rep('> | a ', 12_000), separate: true, reason: 'long-line' },
  { name: 'a long block only remark reads', bad: `text\n\u00a0\n${rep('more plain text on a line\n').trimEnd()}`, separate: true, reason: 'large-block' },
];

function doc(c: Case): string {
  return c.separate ? `${before}\n${c.bad}\n\n${after}` : `${before}${c.bad}\n${after}`;
}

function timed<T>(f: () => T): { value: T; ms: number } {
  const t0 = performance.now();
  const value = f();
  return { value, ms: performance.now() - t0 };
}

for (const c of CASES) {
  test(`${c.name}: read in bounded time, said once, entries around kept`, () => {
    const text = doc(c);
    const { value: r, ms } = timed(() => analyze(text));
    assert.ok(ms < CEILING_MS, `${Math.round(ms)} ms for ${text.length} characters`);
    const limits = r.findings.filter((f) => f.rule === 'parse-limit');
    assert.equal(limits.length, 1, 'one parse-limit finding per document');
    assert.equal(limits[0]!.severity, 'info');
    assert.ok(r.model.parseLimits!.some((l) => l.reason === c.reason), JSON.stringify(r.model.parseLimits));
    const lines = splitLines(text);
    const badLine = lines.findIndex((l, i) => i >= 6 && l !== '' && !l.startsWith('- 2024'));
    const at = limits[0]!.range.start.line;
    assert.ok(at >= badLine && at < badLine + splitLines(c.bad).length, `finding at ${at}, bad block from ${badLine}`);
    // The entries before and after the bad block are still read, with their times.
    const times = r.model.timeline.map((e) => e.time?.raw);
    for (const t of ['10:00 UTC', '10:05 UTC', '11:00 UTC']) assert.ok(times.some((x) => x?.startsWith(t.slice(0, 5))), `${t} in ${JSON.stringify(times.slice(0, 5))}`);
    const view = timed(() => renderTimelineBody(timelineView(r)));
    assert.ok(view.ms < CEILING_MS, `render ${Math.round(view.ms)} ms`);
  });
}

test('front matter over the cap is not parsed, and said so', () => {
  const text = `---\ndate: 2024-02-03\n${rep('owner_of_some_component: a team name\n')}---\n${before}${after}`;
  const { value: r, ms } = timed(() => analyze(text));
  assert.ok(ms < CEILING_MS, `${Math.round(ms)} ms`);
  assert.equal(r.model.frontMatter, undefined);
  assert.ok(r.model.frontMatterRange, 'the front matter lines are still known as front matter');
  const f = r.findings.filter((x) => x.rule === 'parse-limit');
  assert.equal(f.length, 1);
  assert.equal(f[0]!.range.start.line, 0);
  assert.match(f[0]!.message, /front matter/);
  assert.ok(!r.findings.some((x) => x.rule === 'front-matter'), 'no front-matter error for what was not read');
  assert.equal(r.model.timeline.length, 3);
});

test('front matter under the cap is read as before', () => {
  const r = analyze(`---\ndate: 2024-02-03\nowner: storage\n---\n${before}${after}`);
  assert.equal(r.model.frontMatter?.['owner'], 'storage');
  assert.ok(!r.findings.some((x) => x.rule === 'parse-limit'));
});

test('a table read across a line over the limit keeps its rows before and after it', () => {
  // The row without a leading pipe sends the table to remark (the fast path reads rows that start with one).
  const head = '# Outage\n\n## Timeline\n\n| Time (UTC) | Event |\n|---|---|\n| 10:00 | uploads fail |\n10:05 | paged |\n';
  const huge = `| 10:10 |${rep(' shard down |', 60_000)}\n`;
  const text = `${head}${huge}| 10:20 | failover |\n| 11:00 | recovered |\n`;
  const r = analyze(text);
  const times = r.model.timeline.map((e) => e.time?.raw);
  assert.deepEqual(times, ['10:00', '10:05', '10:20', '11:00']);
  const info = new IncrementalParser().parse(splitLines(text)).info;
  const row = (t: string) => info[splitLines(text).findIndex((l) => l.startsWith(t))]!;
  assert.equal(row('| 10:10').kind, 'paragraph');
  for (const t of ['| 10:00', '| 10:20', '| 11:00']) assert.deepEqual([row(t).kind, row(t).table], ['table-row', 0], t);
  assert.equal(r.findings.filter((f) => f.rule === 'parse-limit').length, 1);
});

test('the parse of a pathological document grows linearly: 4× the input, well under 16× the time', () => {
  const parse = (n: number) => {
    const lines = splitLines(`${before}\n${rep(`${'> '.repeat(12)}x\n`, n)}\n${rep('- ', n)}x\n\n${after}`);
    return timed(() => new IncrementalParser().parse(lines)).ms;
  };
  parse(20_000); // warm up
  const small = Math.max(parse(50 * 1024), 5);
  const large = parse(200 * 1024);
  assert.ok(large < 16 * small + 200, `50 KB ${small.toFixed(0)} ms, 200 KB ${large.toFixed(0)} ms`);
});

test('line limits: the thresholds, and lines of real documents stay under them', () => {
  assert.equal(lineLimit('x'.repeat(LIMITS.lineChars)), undefined);
  assert.equal(lineLimit('x'.repeat(LIMITS.lineChars + 1)), 'long-line');
  assert.equal(lineLimit(`${'> '.repeat(LIMITS.nesting)}x`), undefined);
  assert.equal(lineLimit(`${'> '.repeat(LIMITS.nesting + 1)}x`), 'deep-nesting');
  assert.equal(lineLimit(`${'- 1. '.repeat(5)}x`), 'deep-nesting');
  assert.equal(lineLimit(`${' '.repeat(LIMITS.indentColumns)}x`), undefined);
  assert.equal(lineLimit(`${'\t'.repeat(LIMITS.indentColumns / 4 + 1)}x`), 'deep-indent');
  assert.equal(lineLimit(`|${' a |'.repeat(LIMITS.pipes - 1)}`), undefined);
  assert.equal(lineLimit(`|${' a |'.repeat(LIMITS.pipes)}`), 'many-cells');
  for (const l of ['- [ ] task', '> - quoted item', '1. - a', '  - nested', '| a | b | c |', '2024-02-03 10:00 UTC - x']) assert.equal(lineLimit(l), undefined, l);
});

test('inline rendering: over the limits the text is escaped, not marked up; under them it is rendered', () => {
  assert.equal(renderInline('run `ls` **now**'), 'run <code>ls</code> <strong>now</strong>');
  const long = `**a** ${'x'.repeat(INLINE_LIMITS.chars)}`;
  assert.ok(!renderInline(long).includes('<strong>'));
  const many = `**a** ${'[b'.repeat(INLINE_LIMITS.markers)}`;
  assert.ok(!renderInline(many).includes('<strong>'));
  assert.ok(renderInline('<b>`x`</b>').startsWith('&lt;b&gt;<code>'));
  // Backtick runs: a run closes at the next run of the same length only.
  assert.equal(renderInline('``a`b``'), '<code>a&#96;b</code>');
  assert.equal(renderInline('`a``b'), '`a``b'.replace(/`/g, '&#96;'));
});

test('inline rendering of adversarial entries is linear', () => {
  for (const unit of ['`', '` ``', '[a', '**x', '_a', '[a](b', '*a']) {
    const t = (n: number) => timed(() => renderInline(rep(unit, n))).ms;
    t(10_000);
    const small = Math.max(t(50_000), 1);
    const large = t(200_000);
    assert.ok(large < 16 * small + 50, `${unit}: 50 KB ${small.toFixed(1)} ms, 200 KB ${large.toFixed(1)} ms`);
  }
});
