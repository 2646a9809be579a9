/**
 * The block-wise, cached parse must give exactly what a whole-document parse gives, and an analyzer that
 * has seen earlier versions must give exactly what a fresh analysis gives, over random edit sequences.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Analyzer, analyze } from '../../server/src/core/analyze.js';
import { DEFAULT_CONFIG } from '../../server/src/core/config.js';
import { IncrementalParser, type ParsedDocument } from '../../server/src/core/parse/parse.js';
import { splitLines } from '../../server/src/core/text.js';
import { PART_LINES, splitBlocks } from '../../server/src/core/parse/blocks.js';
import { generate, prng, SHAPES } from '../../bench/generate.js';
import { parseWhole } from './parse-support.js';

function docs(): [string, string][] {
  const out: [string, string][] = [];
  for (const dir of ['test/fixtures/rules', 'test/fixtures/seeds', 'test/fixtures/lsp', 'examples']) {
    for (const f of readdirSync(dir).filter((x) => /\.(md|txt)$/.test(x)).sort()) out.push([`${dir}/${f}`, readFileSync(join(dir, f), 'utf8')]);
  }
  for (const shape of SHAPES) out.push([`generated ${shape} 40 KB`, generate(shape, 40 * 1024, 7).text]);
  // Long tables and lists are cut into parts; make sure a part boundary meets every kind of line.
  const rows = Array.from({ length: 300 }, (_, i) => (i % 37 === 5 ? `loose line ${i} without a pipe` : `| ${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')} | event ${i} |`));
  out.push(['long table with loose lines', `## Timeline\n\n| Time (UTC) | Event |\n|---|---|\n${rows.join('\n')}\n\n## Impact\n\nSome.\n`]);
  const items = Array.from({ length: 300 }, (_, i) => (i % 41 === 3 ? `lazy continuation ${i}` : i % 29 === 4 ? `  - nested ${i}` : `- ${String(i % 24).padStart(2, '0')}:00 UTC item ${i}`));
  out.push(['long tight list', `## Timeline\n\n${items.join('\n')}\n`]);
  // An unclosed "---" at the top once made remark-frontmatter read a later list item as a paragraph.
  out.push(['unclosed front matter then a list', '---\ntype: postmortem\ndate: 2023----\n\n## Corrective Actions\n\n- Build the index under an alias\n\np atomically.\n']);
  return out;
}

function normalise(p: ParsedDocument) {
  // Table numbers may differ; compare which lines belong to the same table instead.
  const firstLineOfTable = new Map<number, number>();
  p.info.forEach((li, i) => { if (li.table !== undefined && !firstLineOfTable.has(li.table)) firstLineOfTable.set(li.table, i); });
  return {
    info: p.info.map((li) => ({ ...li, table: li.table === undefined ? undefined : firstLineOfTable.get(li.table) })),
    tables: p.tables.map((t) => ({ header: t.header, delimiter: t.delimiter, rows: t.rows })),
    frontMatter: p.frontMatter,
  };
}

/**
 * The block-wise parse against the whole-document parse, unless the parser read part of the document by
 * its bounded path (parse/limits.ts: on purpose not what the full parser gives; test/core/pathological.test.ts).
 */
function equalsWhole(lines: string[], name: string): boolean {
  const parsed = new IncrementalParser().parse(lines);
  if (parsed.limits) return false;
  assert.deepEqual(normalise(parsed), normalise(parseWhole(lines)), name);
  return true;
}

test('the block-wise parse equals a whole-document parse', () => {
  const bounded: string[] = [];
  for (const [name, text] of docs()) if (!equalsWhole(splitLines(text), name)) bounded.push(name);
  assert.deepEqual(bounded, ['fires', 'fr.fires', 'ja.fires', 'ko.fires', 'zh.fires'].map((f) => `test/fixtures/rules/parse-limit.${f}.md`), 'only the parse-limit fixtures are read by the bounded path');
});

/** Object keys sorted: a reused object may list the same fields in another order. */
const canonical = (_k: string, v: unknown): unknown =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v;

const view = (r: ReturnType<typeof analyze>) => JSON.stringify({
  findings: r.findings,
  sections: r.model.sections,
  timeline: r.model.timeline,
  times: r.model.times,
  dates: r.model.dates,
  incidentDate: r.model.incidentDate,
  zone: r.model.defaultZone,
  zoneDeclarations: r.model.zoneDeclarations,
  title: r.model.title,
  locale: r.model.locale,
  metrics: r.model.metrics,
  frontMatter: r.model.frontMatter,
  frontMatterError: r.model.frontMatterError,
}, canonical);

test('an analyzer reused across random edits gives what a fresh analysis gives', { timeout: 300_000 }, () => {
  const rnd = prng(42);
  const NOW = Date.parse('2026-06-01T00:00:00Z');
  const snippets = ['x', ' ', '\n', '\n\n', '|', '- ', '12:', '30', ' UTC', '## Impact\n', '| 10:00 | e |\n', '`', '---\n', '2021-09-30 '];
  for (const [name, original] of docs()) {
    const analyzer = new Analyzer();
    let text = original;
    analyzer.analyze(text, { now: NOW });
    for (let k = 0; k < 12; k++) {
      const at = Math.floor(rnd() * (text.length + 1));
      if (rnd() < 0.3 && text.length > 0) {
        text = text.slice(0, at) + text.slice(Math.min(text.length, at + 1 + Math.floor(rnd() * 20)));
      } else {
        text = text.slice(0, at) + snippets[Math.floor(rnd() * snippets.length)] + text.slice(at);
      }
      const inc = analyzer.analyze(text, { now: NOW });
      assert.equal(view(inc), view(analyze(text, undefined, { now: NOW })), `${name} after edit ${k}`);
    }
    equalsWhole(splitLines(text), `${name} edited`);
  }
});

test('long tables and tight lists are cut into parts, and table parts carry their header', () => {
  const d = Object.fromEntries(docs());
  const table = splitBlocks(splitLines(d['long table with loose lines']!));
  assert.ok(table.some((b) => b.tableHeader?.[0] === '| Time (UTC) | Event |'), 'a table part with the header');
  assert.ok(Math.max(...table.map((b) => b.lineCount)) < 2 * PART_LINES);
  const list = splitBlocks(splitLines(d['long tight list']!));
  assert.ok(list.length > 3 && Math.max(...list.map((b) => b.lineCount)) < 2 * PART_LINES);
});

test('typing into generated postmortems: a reused analyzer matches a fresh analysis after every keystroke', { timeout: 300_000 }, () => {
  // Edits that change the context later lines depend on: a zone label, a digit of a date or time, a new
  // line, as well as plain typing, so reused mentions and entries must notice what changed.
  const rnd = prng(7);
  const NOW = Date.parse('2026-06-01T00:00:00Z');
  for (const shape of SHAPES) {
    let text = generate(shape, 16 * 1024, 3).text;
    const analyzer = new Analyzer();
    analyzer.analyze(text, { now: NOW });
    for (let k = 0; k < 24; k++) {
      const kind = k % 6;
      if (kind === 0) {
        const at = text.indexOf('UTC', Math.floor(rnd() * text.length));
        if (at >= 0) text = text.slice(0, at) + (rnd() < 0.5 ? 'PST' : 'CET') + text.slice(at + 3);
      } else if (kind === 1) {
        const at = Math.floor(rnd() * text.length);
        const m = /\d/.exec(text.slice(at));
        if (m) text = text.slice(0, at + m.index) + String(Math.floor(rnd() * 10)) + text.slice(at + m.index + 1);
      } else if (kind === 2) {
        const at = text.indexOf('\n', Math.floor(rnd() * text.length));
        if (at >= 0) text = text.slice(0, at) + (rnd() < 0.5 ? '\n' : '\n### 2024-03-19\n') + text.slice(at);
      } else {
        const at = Math.floor(rnd() * text.length);
        text = rnd() < 0.5 ? text.slice(0, at) + 'x' + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
      }
      assert.equal(view(analyzer.analyze(text, { now: NOW })), view(analyze(text, undefined, { now: NOW })), `${shape} after keystroke ${k}`);
    }
  }
});

test('typing that keeps the line count: segments reused across a long document match a fresh analysis', { timeout: 300_000 }, () => {
  // The engine's reuse is tested on its own (test/core/engine.test.ts); this checks the model's passes
  // declare what they read. Documents of a thousand lines or more span many 64-line segments. Edits keep the
  // line count (so unchanged segments are reused) and change what flows from one segment into the next:
  // a year (dates without one take the latest year before them), a day heading or date line (it dates the
  // entries after it), a zone label, the front matter, a line emptied or filled.
  const rnd = prng(11);
  const NOW = Date.parse('2026-06-01T00:00:00Z');
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  // Documents whose entries take their date and zone from lines far above them (a date line, the table's
  // time column, the timeline heading), besides the generated shapes, where every entry has its own date.
  const hhmm = (j: number) => `${String(8 + Math.floor(j / 60) % 12).padStart(2, '0')}:${String(j % 60).padStart(2, '0')}`;
  const listDays = ['## Timeline (UTC)', '', '2025-06-01', ...Array.from({ length: 700 }, (_, j) => `- ${hhmm(j)} step ${j} of the rollout`),
    '', '2025-06-02', ...Array.from({ length: 700 }, (_, j) => `- ${hhmm(j)} check ${j} after the rollout`), '', '## Impact', '', 'Users saw errors.'];
  const tableZone = ['---', 'date: 2025-06-01', '---', '', '# Outage', '', '## Timeline', '', '| Time (UTC) | Event |', '|---|---|',
    ...Array.from({ length: 1200 }, (_, j) => `| ${hhmm(j)} | event ${j} |`), '', '## Impact', '', 'Users saw errors.'];
  // Dates without a year at the top take the first year written anywhere, here far below them.
  const firstYearLate = ['# Outage', '', 'It failed on March 3, and again on 11/25.', '', '## Timeline', '', '11/25', '',
    ...Array.from({ length: 700 }, (_, j) => `- ${hhmm(j)} step ${j}`), '', 'Written on 2024-12-01', '', '## Impact', '', 'Errors.'];
  const documents: [string, string][] = [
    ...SHAPES.map((shape) => [shape, generate(shape, 40 * 1024, 5).text] as [string, string]),
    ['list under date lines', listDays.join('\n')], ['table with a zone column', tableZone.join('\n')],
    ['first year written late', firstYearLate.join('\n')],
  ];
  for (const [shape, textIn] of documents) {
    const lines = splitLines(textIn);
    const analyzer = new Analyzer();
    analyzer.analyze(lines.join('\n'), { now: NOW });
    let reusedSegments = 0;
    for (let k = 0; k < 28; k++) {
      const i = Math.floor(rnd() * lines.length);
      const l = lines[i]!;
      switch (k % 7) {
        case 6: { // the front matter's date or zone, or the document's zone sentence: every later segment depends on them
          const found = lines.flatMap((x, j) => (/^(?:date|timezone): |^All times are |^## Timeline \(|^\| Time \(|^2025-06-0\d|^Written on /.test(x) ? [j] : []));
          const f = found.length ? pick(found) : -1;
          if (f >= 0 && lines[f]!.startsWith('Written on ')) {
            // The first year written: the year of every yearless date above it.
            lines[f] = lines[f]!.replace(/20(\d\d)/, (_m, d: string) => `20${String(Number(d) + 1).padStart(2, '0')}`);
          } else if (f >= 0 && /^2025-06-0\d/.test(lines[f]!) && rnd() < 0.5) {
            // A date line gains or loses a zone: the day's zone, for the entries after it.
            lines[f] = lines[f]!.endsWith(')') ? lines[f]!.slice(0, 10) : `${lines[f]!} (PST)`;
          } else if (f >= 0) {
            lines[f] = lines[f]!.replace(/(\d\d)$/, (d) => String((Number(d) % 28) + 1).padStart(2, '0'))
              .replace(/\b(UTC|CET)\b/, (z) => (z === 'UTC' ? 'CET' : 'UTC'));
          }
          break;
        }
        case 0: { // a digit of a year, date or time
          const ds = [...l.matchAll(/\d/g)].map((m) => m.index);
          if (ds.length) { const at = pick(ds); lines[i] = l.slice(0, at) + String(Math.floor(rnd() * 10)) + l.slice(at + 1); }
          break;
        }
        case 1: { // a year somewhere before many yearless dates
          const y = lines.findIndex((x, j) => j < lines.length / 2 && /\b20\d\d\b/.test(x) && rnd() < 0.2);
          if (y >= 0) lines[y] = lines[y]!.replace(/\b20(\d\d)\b/, (_m, d: string) => `20${String((Number(d) + 1) % 100).padStart(2, '0')}`);
          break;
        }
        case 2: // a line becomes a date line or a day heading
          lines[i] = pick(['### 2025-06-02', '2025-06-02', 'March 3', '### Day 2 (CET)', '', '### 2025-06-02 (CET)', '2025-06-03 (PST)']);
          break;
        case 3: // a zone label
          lines[i] = l.replace(/\b(UTC|CET|PST)\b/, () => pick(['UTC', 'CET', 'PST', 'IST']));
          break;
        default: { // plain typing
          const at = Math.floor(rnd() * (l.length + 1));
          lines[i] = rnd() < 0.5 ? l.slice(0, at) + pick(['x', ' ', '|', '1']) + l.slice(at) : l.slice(0, at) + l.slice(at + 1);
        }
      }
      const text = lines.join('\n');
      const reused = analyzer.analyze(text, { now: NOW });
      assert.equal(view(reused), view(analyze(text, undefined, { now: NOW })), `${shape} after edit ${k} at line ${i}`);
      reusedSegments += analyzer.lastBuildStats.segmentsReused;
    }
    assert.ok(reusedSegments > 0, `${shape}: segments were reused`);
  }
});

test('a heading whose underline or continuation sits in the next 64-line segment is read again when that line changes', () => {
  const NOW = Date.parse('2026-06-01T00:00:00Z');
  for (const at of [254, 255, 256]) {
    // Filler paragraphs up to line `at`, then a setext heading whose underline is the next line.
    const lines = ['# Outage', '', '## Timeline', '', '| Time (UTC) | Event |', '|---|---|'];
    while (lines.length < at) lines.push(`| 10:${String(lines.length % 60).padStart(2, '0')} | step ${lines.length} |`);
    lines.push('', 'Impact', '======', '', 'Users saw errors.', '', '## Root cause', '', 'A bad config.');
    while (lines.length < 600) lines.push(`Filler line ${lines.length}.`);
    const analyzer = new Analyzer();
    analyzer.analyze(lines.join('\n'), { now: NOW });
    for (const underline of ['x=====', '======', '------', 'plain']) {
      lines[at + 2] = underline;
      const text = lines.join('\n');
      assert.equal(view(analyzer.analyze(text, { now: NOW })), view(analyze(text, undefined, { now: NOW })), `heading at ${at + 1}, underline ${underline}`);
    }
  }
});

test('a fresh copy of the same configuration keeps the caches; a different one drops them', () => {
  const NOW = Date.parse('2026-06-01T00:00:00Z');
  const lines = ['# Outage', '', '## Timeline', '', '| Time (UTC) | Event |', '|---|---|'];
  while (lines.length < 400) lines.push(`| 10:${String(lines.length % 60).padStart(2, '0')} | step ${lines.length} |`);
  const text = lines.join('\n');
  const config = structuredClone(DEFAULT_CONFIG);
  const analyzer = new Analyzer(config);
  analyzer.analyze(text, { now: NOW });
  // What a worker thread receives with every change: an equal configuration, never the same object.
  analyzer.setConfig(structuredClone(config));
  analyzer.analyze(text.replace('step 200', 'step 2000'), { now: NOW });
  assert.ok(analyzer.lastBuildStats.segmentsReused > 0, 'an equal configuration reuses the segments');
  const other = structuredClone(config);
  other.timezone.default = 'Europe/Paris';
  analyzer.setConfig(other);
  const fresh = analyzer.analyze(text, { now: NOW });
  assert.equal(analyzer.lastBuildStats.segmentsReused, 0, 'a changed configuration starts afresh');
  assert.equal(view(fresh), view(analyze(text, other, { now: NOW })));
});

test('entries kept from the previous build and entries read again stand under the same date (midnight crossings)', () => {
  // A date line, then a list that crosses midnight every 24 entries, longer than one 64-line segment: an edit
  // in the first segment reads that segment again (a new date object) and keeps the later ones (the old one).
  const items = Array.from({ length: 150 }, (_, i) => `- ${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')} UTC event ${i}`);
  const text = `# Long night\n\n## Timeline\n\n**2021-09-30**\n\n${items.join('\n')}\n`;
  const NOW = Date.parse('2026-06-01T00:00:00Z');
  const analyzer = new Analyzer();
  analyzer.analyze(text, { now: NOW });
  const edited = text.replace('event 10\n', 'event ten\n');
  const shifts = (r: ReturnType<typeof analyze>) => r.model.timeline.map((e) => `${e.line}:${e.dayShift ?? 0}:${e.instant}`).join(' ');
  const fresh = analyze(edited, undefined, { now: NOW });
  assert.ok(fresh.model.timeline.some((e) => (e.dayShift ?? 0) >= 4), 'the timeline crosses midnight several times');
  assert.equal(shifts(analyzer.analyze(edited, { now: NOW })), shifts(fresh));
});
