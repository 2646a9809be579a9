/**
 * Bad input never crashes or hangs the core. A catastrophic regular expression on these 100,000-character
 * inputs would not finish: the per-test timeout is the hang detector, not a performance assertion.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../server/src/core/analyze.js';
import { scanDates } from '../../server/src/core/time/scan-dates.js';
import { scanTimes } from '../../server/src/core/time/scan.js';
import type { AnalysisResult } from '../../server/src/core/types.js';

function inBounds(text: string, r: AnalysisResult) {
  const lines = text.split(/\r\n|\r|\n/);
  for (const f of r.findings) {
    assert.ok(f.range.start.line >= 0 && f.range.end.line < lines.length, `${f.rule} line in range: ${JSON.stringify(f.range)} of ${lines.length} lines`);
    assert.ok(f.range.end.character <= lines[f.range.end.line]!.length, `${f.rule} character in range`);
  }
  for (const e of r.model.timeline) assert.ok(e.line < lines.length);
}

const opts = { timeout: 60_000 };
const cases: Record<string, string> = {
  empty: '',
  whitespace: '   \n\n\t\n',
  bom: '\uFEFF# Outage on 2021-03-04\n\n## Timeline (UTC)\n\n- 10:00 Start\n',
  crlf: '# Outage on 2021-03-04\r\n\r\n## Timeline (UTC)\r\n\r\n- 10:00 Start\r\n- 09:00 Earlier\r\n',
  cr: '# Outage on 2021-03-04\r\r## Timeline (UTC)\r\r- 10:00 Start\r',
  'unclosed front matter': '---\ntitle: x\ndate: 2021-01-01\n\n# Heading\n',
  'invalid front matter': '---\n: : :\n  - [\n---\n# Heading\n',
  'front matter list': '---\n- a\n- b\n---\n',
  'ragged table': '## Timeline\n\n| Time (UTC) | Event |\n|---|---|\n| 10:00 |\n| 11:00 | a | b | c |\n| x\n|\n',
  'table without time': '## Timeline\n\n| a | b |\n|---|---|\n| c | d |\n',
  binary: Array.from({ length: 4096 }, (_, i) => String.fromCharCode((i * 7919) % 256)).join(''),
  'replacement chars': '\uFFFD\uFFFD# x \uFFFD 12:00 \uFFFD\n',
  'lone surrogates': '\uD800 12:00 \uDC00\n## Impact\n',
  'unclosed fence': '## Timeline\n\n```\n- 10:00 inside code\n',
  'html comment': '<!--\n- 10:00 hidden\n\n-->\n## Timeline\n- 11:00 shown\n',
  'deep nesting': '>'.repeat(5000) + ' - 10:00 x\n' + '- '.repeat(2000) + '10:00\n',
};

for (const [name, text] of Object.entries(cases)) {
  test(`bad input: ${name}`, opts, () => {
    const r = analyze(text);
    inBounds(text, r);
  });
}

test('10,000 headings', opts, () => {
  const text = Array.from({ length: 10_000 }, (_, i) => `## Heading ${i}\n\nSome text ${i}.\n`).join('\n');
  const r = analyze(text);
  assert.equal(r.model.sections.length, 10_000);
});

test('1 MB on a single line', opts, () => {
  const text = 'the 12:00 UTC event on 2021-01-01 '.repeat(32_000);
  const r = analyze(text);
  assert.ok(r.model.times.length >= 32_000);
});

test('a timeline table of 5,000 rows keeps every row', opts, () => {
  const rows = Array.from({ length: 5000 }, (_, i) => `| ${String(Math.floor(i / 60) % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')} | Event ${i} |`);
  const r = analyze(`# Outage on 2021-03-04\n\n## Timeline\n\n| Time (UTC) | Event |\n|---|---|\n${rows.join('\n')}\n`);
  assert.equal(r.model.timeline.length, 5000);
});

const ADVERSARIAL = [
  '1:'.repeat(50_000),
  '1'.repeat(100_000) + ':',
  '12:'.repeat(33_000) + 'pm',
  '1-'.repeat(50_000),
  '1/'.repeat(50_000),
  '12 h '.repeat(20_000),
  'September '.repeat(10_000) + '1',
  '1 September '.repeat(8_000),
  '12:00 '.repeat(16_000) + 'UTC',
  '(' .repeat(50_000) + 'UTC',
  '**'.repeat(50_000) + 'Impact',
  ' '.repeat(100_000) + 'x:',
  'Root cause '.repeat(10_000),
  '|'.repeat(100_000),
  // The forms of the languages added since French: "12 de marzo de 2025", "alle 14.30", "22:00 Uhr bis", weekdays, named zones.
  '12 de '.repeat(16_000) + 'marzo',
  '1 de marzo de '.repeat(7_000) + '2025',
  'alle 1'.repeat(16_000) + '.30',
  'alle 14.3'.repeat(11_000),
  '22:00 Uhr bis '.repeat(7_000) + '23:10 Uhr (MESZ)',
  'Dienstag, den '.repeat(7_000) + '5. Mai 2026',
  '3. Dez. '.repeat(12_000) + '2025',
  '14:00 hora '.repeat(9_000) + 'peninsular',
  'Todas las horas están en '.repeat(4_000) + 'UTC',
  'la de que '.repeat(10_000),
  '1時'.repeat(50_000),
  '12月1日（'.repeat(16_000),
  '오후 1시 '.repeat(16_000),
  '約1時間の障害'.repeat(14_000),
];

test('scanners stay linear on adversarial strings of 100,000 characters', opts, () => {
  for (const s of ADVERSARIAL) {
    scanTimes(s, { locale: 'fr', dayFirst: true });
    scanDates(s, { locale: 'en', dayFirst: false });
    // The languages whose own words the scanners read only in their documents: hour leads, weekday abbreviations.
    for (const locale of ['de', 'es', 'pt']) {
      scanTimes(s, { locale, dayFirst: true });
      scanDates(s, { locale, dayFirst: true });
    }
  }
});

/** The fastest of three runs of `f`, in milliseconds. */
function fastest(f: () => void): number {
  let best = Infinity;
  for (let k = 0; k < 3; k++) { const t0 = performance.now(); f(); best = Math.min(best, performance.now() - t0); }
  return best;
}

test('a line of many dates or counter times is read in linear time, not quadratic', opts, () => {
  // Four times the text may take four times as long (ten with noise), not sixteen: each date or time
  // found is checked against those found before in O(log n), not against all of them.
  for (const unit of ['1時', '12月1日（', '2024-01-01 ']) {
    const line = (n: number) => unit.repeat(Math.ceil(n / unit.length));
    const scan = (s: string) => () => { scanTimes(s, { locale: 'ja', dayFirst: false }); scanDates(s, { locale: 'ja', dayFirst: false }); };
    const small = fastest(scan(line(25_000)));
    const large = fastest(scan(line(100_000)));
    assert.ok(large < 10 * small + 50, `${JSON.stringify(unit)}: ${large.toFixed(0)} ms for 100,000 characters, ${small.toFixed(0)} ms for 25,000`);
  }
});

test('the whole analysis survives adversarial lines', opts, () => {
  for (const s of ADVERSARIAL) {
    const text = `## Timeline\n\n- ${s}\n\n${s}\n`;
    inBounds(text, analyze(text));
  }
});
