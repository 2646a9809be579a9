/**
 * timezone-label: a zone label that does not fit its date (PDT in February, CEST on 2024-03-17, PST in
 * July), and a stated conversion that is off ("14:30 UTC (8:30 PDT)"). Seasons come from the IANA rules
 * through Luxon (time/zone.ts): the EU and US switch dates are never written here.
 */
import { EAST_ASIAN_ZONE_NAMES, STANDARD_ALL_YEAR, ZONE_ALTERNATIVES } from '../catalog/zones.js';
import { CONVERSION_AFTER_COMMA, CONVERSION_WORDS, WEEKDAYS } from '../locale/index.js';
import { htmlCellStart, wordTrie } from '../text.js';
import { addDays, formatDate, offsetFor, zoneFromLabel } from '../time/zone.js';
import { seasonProblem } from '../time/season.js';
import type { PlainDate, Postmortem, Range, TimeMention, Zone } from '../types.js';
import { messagesFor } from '../locale/messages.js';
import type { Rule, RuleFinding } from './rule.js';
import { oddMoments, switchLines, windowConversion } from './moment-list.js';
import { notAPostmortem } from './template.js';

const utcOffset = (m: number) => `UTC${m < 0 ? '−' : '+'}${Math.floor(Math.abs(m) / 60)}${Math.abs(m) % 60 ? ':' + String(Math.abs(m) % 60).padStart(2, '0') : ''}`;

/** A weekday's name at the end of a text, maybe with a comma: the day of a time written after it. */
const WEEKDAY_BEFORE = new RegExp(`(?<![\\p{L}])(?:${wordTrie(Object.keys(WEEKDAYS).filter((w) => w.length > 2), { flags: 'iu' })})[,.]?\\s{1,2}(?:um\\s|at\\s|à\\s|a las\\s)?$`, 'iu');
/** Whether an ambiguous label names another zone in documents of this language (CST in Spanish: Mexico's, all year). */
const localAlternative = (zone: Zone, locale: string): boolean => !!ZONE_ALTERNATIVES[zone.label]?.some((x) => x.locales?.includes(locale) || x.unchecked);
/**
 * Whether a standard label at `at` on line `n` goes with a place that keeps it all year: before it ("Brisbane local time (AEST)"),
 * after it ("MST (Arizona)", "AEST, UTC+10) unless stated. Queensland …"), or on the line above or below, in the same sentence ("Arizona does not observe daylight saving" / "time,
 * so all times in this report are MST").
 */
const standardPlace = (zone: Zone, lines: readonly string[], n: number, at: number): boolean => {
  const line = lines[n]!;
  return zone.kind === 'standard' && !!STANDARD_ALL_YEAR[zone.label]?.some((p) => line.lastIndexOf(p, at) >= Math.max(0, at - 80)
    || (line.indexOf(p, at) >= 0 && line.indexOf(p, at) - at <= 80) || (n > 0 && (lines[n - 1] ?? '').includes(p)) || (lines[n + 1] ?? '').includes(p));
};
/** The standard labels a line of the document ties to a place that keeps them all year ("All times MST (Arizona)"): every use of them in it is that place's. */
const placeLabels = (lines: readonly string[]): Set<string> => {
  const out = new Set<string>();
  for (const label of Object.keys(STANDARD_ALL_YEAR)) {
    for (let n = 0; n < lines.length && !out.has(label); n++) {
      const at = lines[n]!.indexOf(label);
      if (at >= 0 && standardPlace({ label, iana: '', kind: 'standard' }, lines, n, at)) out.add(label);
    }
  }
  return out;
};

const alt = (words: readonly string[]) => wordTrie(words, { flags: 'i' });
/**
 * Between a time and its conversion: "14:30 UTC (8:30 PDT)", "14:30 UTC, i.e. 8:30 PDT", "14:30 UTC soit 16:30 CEST"; after the
 * time's "h" or "Uhr" and the end of its emphasis ("**10:15 h** [08:15 UTC]").
 */
export const CONVERSION_GAP = new RegExp(String.raw`^(?:\s?(?:h|Uhr)\b)?(?:\*\*|__|[*_])?\s{0,2}(?:[([（［]\s{0,2}[=＝]?|\/|=|,\s?(?:${alt([...CONVERSION_AFTER_COMMA, ...CONVERSION_WORDS])})|${alt(CONVERSION_WORDS)})\s{0,2}$`, 'i');

/** A conversion whose zone comes first: "10:40（UTC 01:40）", "15:30 UTC（日本時間 23:30）", "01:43 UTC 即北京时间 09:43"; the gap up to its time. */
const ZONE_FIRST_GAP = new RegExp(String.raw`^\s{0,2}([(（]|${alt(CONVERSION_WORDS)})\s{0,2}((?:UTC|GMT)(?:\s?[+−-]\s?\d{1,2}(?::?\d{2})?)?|[A-Z]{2,5}|${EAST_ASIAN_ZONE_NAMES})\s?[:：]?\s{0,2}$`, 'iu');

/** `b` in the zone written just before it, when `a` and `b` are a time and its zone-first conversion. */
function zoneFirst(model: Postmortem, a: TimeMention, b: TimeMention): TimeMention | undefined {
  const line = model.lines[a.range.start.line]!;
  // A date may stand between the zone and the time: "15:30 UTC（日本時間 6月3日 23:30）".
  const m = ZONE_FIRST_GAP.exec(gapWithoutDates(model, a.range.start.line, a.range.end.character, b.range.start.character));
  if (!m || (/[(（]/.test(m[1]!) && !/^\s{0,2}[)）]/.test(line.slice(b.range.end.character, b.range.end.character + 4)))) return undefined;
  const zone = zoneFromLabel(m[2]!.replace(/\s/g, '').replace('−', '-'));
  return zone ? { ...b, zone } : undefined;
}

/**
 * The zone a time is converted from: its own label, else one that covers it for certain — its table column, its heading ("Timeline
 * (UTC)"), the document's declaration, the other end of its range; not one guessed from earlier entries or the rest of the text.
 */
const CERTAIN_SOURCES = new Set<TimeMention['zoneSource']>(['explicit', 'range', 'column', 'heading', 'document']);
/** An East Asian zone's name just before a time, which it names: "北京时间上午8点（UTC 01:00）", "日本時間 14:05". */
const NAMED_BEFORE = new RegExp(`(${EAST_ASIAN_ZONE_NAMES})\\s?$`, 'u');

function sourceZone(t: TimeMention, model?: Postmortem): Zone | undefined {
  const zone = t.zone ?? (t.effectiveZone && CERTAIN_SOURCES.has(t.zoneSource) ? t.effectiveZone : undefined);
  if (zone || !model) return zone;
  const named = NAMED_BEFORE.exec(model.lines[t.range.start.line]!.slice(Math.max(0, t.range.start.character - 12), t.range.start.character));
  return named ? zoneFromLabel(named[1]!.replace(/\s/g, '')) : undefined;
}

/** The text between two times with the dates written there taken out: "(= 2026-04-14 " → "(= ". */
function gapWithoutDates(model: Postmortem, line: number, from: number, to: number): string {
  let text = model.lines[line]!.slice(from, to);
  // The dates are in document order: the line's are found by a binary search, not a pass over them all.
  const dates = model.dates;
  let lo = 0; let hi = dates.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (dates[mid]!.range.start.line < line) lo = mid + 1; else hi = mid; }
  for (let k = lo; k < dates.length && dates[k]!.range.start.line === line; k++) {
    const d = dates[k]!;
    if (d.range.start.character < from || d.range.end.character > to) continue;
    const s = d.range.start.character - from; const e = d.range.end.character - from;
    text = text.slice(0, s) + ' '.repeat(e - s) + text.slice(e);
  }
  return text.replace(/ {2,}/g, ' ');
}

function minutesOfDay(t: TimeMention): number | undefined {
  if (t.problem && t.problem !== 'meridiem-on-24h') return undefined;
  return (t.hour % 24) * 60 + t.minute;
}

function offsetAt(zone: Zone, date: PlainDate | undefined, t: TimeMention): number | undefined {
  if (zone.offsetMinutes !== undefined) return zone.offsetMinutes;
  if (!date || date.year === undefined) return undefined;
  return offsetFor(zone, { year: date.year, month: date.month, day: date.day }, t.hour % 24, t.minute);
}
const hhmm = (m: number) => `${String(Math.floor((((m % 1440) + 1440) % 1440) / 60)).padStart(2, '0')}:${String((((m % 1440) + 1440) % 1440) % 60).padStart(2, '0')}`;

/** A conversion of `a` written as `b`: reported when `b` is not `a` in `b`'s zone. Returns whether the pair was a conversion to judge. */
function checkPair(model: Postmortem, a: TimeMention, b: TimeMention, out: RuleFinding[]): boolean {
  const m = messagesFor(model.locale);
  const za = sourceZone(a, model);
  if (!za || !b.zone) return false;
  // The same zone under the same label is no conversion; under another ("01:34 GMT (02:34 UTC)") it must give the same time.
  if (za.iana === b.zone.iana && za.kind === b.zone.kind && za.label === b.zone.label) return false;
  const ma = minutesOfDay(a); const mb = minutesOfDay(b);
  const oa = offsetAt(za, a.date, a); const ob = offsetAt(b.zone, b.date ?? a.date, b);
  if (ma === undefined || mb === undefined || oa === undefined || ob === undefined) return false;
  const expected = ma - oa + ob;
  const diff = (((mb - expected) % 1440) + 1440) % 1440;
  if (diff === 0 || fitsAnotherReading(za, a, b, ma, mb)) return true;
  const want = `${hhmm(expected)} ${b.zone.label}`;
  out.push({
    range: b.range,
    message: m.t('timezone-label.conversion', { written: b.raw.trim(), time: a.zone ? a.raw.trim() : `${a.raw.trim()} ${za.label}`, want, label: b.zone.label, offset: utcOffset(ob) }),
    fix: { title: m.t('timezone-label.fix.conversion', { time: hhmm(expected) }), edits: [{ range: b.valueRange, newText: hhmm(expected) }], safe: false },
  });
  return true;
}

/** Whether the pair converts right when an ambiguous label on either side names its other zone ("07:31 IST (06:31 UTC)": Irish time). */
function fitsAnotherReading(za: Zone, a: TimeMention, b: TimeMention, ma: number, mb: number): boolean {
  const date = a.date ?? b.date;
  if (!date || date.year === undefined) return false;
  const at = { year: date.year, month: date.month, day: date.day };
  const readings = (z: Zone) => [z, ...(ZONE_ALTERNATIVES[z.label]?.map((x) => ({ label: z.label, iana: x.iana, kind: 'generic' as const })) ?? [])];
  for (const x of readings(za)) {
    for (const y of readings(b.zone!)) {
      if (x === za && y === b.zone) continue;
      // In the hour a clock change repeats, either offset ("01:30 IST" before Dublin's clocks go back is 00:30 UTC).
      for (const ox of dayOffsets(x, at, a)) {
        for (const oy of dayOffsets(y, at, b)) if ((((mb - (ma - ox + oy)) % 1440) + 1440) % 1440 === 0) return true;
      }
    }
  }
  return false;
}

/** The offsets a zone may have at a time of a day: one, or two in the hour around its clock change. */
function dayOffsets(z: Zone, at: { year: number; month: number; day: number }, t: TimeMention): number[] {
  const h = t.hour % 24;
  const out = [offsetFor(z, at, h, t.minute), offsetFor(z, at, Math.max(0, h - 1), t.minute), offsetFor(z, at, Math.min(23, h + 1), t.minute)];
  return [...new Set(out.filter((o): o is number => o !== undefined))];
}

/** A time with its zone alone in parentheses ("(5:30 PDT)"): the opening bracket just before it, the closing one just after. */
function aloneInParentheses(model: Postmortem, b: TimeMention): boolean {
  const line = model.lines[b.range.start.line]!;
  return /\(\s{0,2}=?\s{0,2}$/.test(line.slice(Math.max(0, b.range.start.character - 6), b.range.start.character))
    && /^\s{0,2}\)/.test(line.slice(b.range.end.character, b.range.end.character + 4));
}

/** Whether `b` is `a` converted with `offset` (minutes east of UTC) for `b`'s zone. */
function convertsWith(a: TimeMention, b: TimeMention, offset: number): boolean {
  const za = sourceZone(a);
  const ma = minutesOfDay(a); const mb = minutesOfDay(b);
  const oa = za ? offsetAt(za, a.date, a) : undefined;
  if (ma === undefined || mb === undefined || oa === undefined) return false;
  return (((mb - (ma - oa + offset)) % 1440) + 1440) % 1440 === 0;
}

/** Where the header of the table holding `row` writes `label` (the line above its "|---|" line). */
function headerLabel(model: Postmortem, row: number, label: string): Range | undefined {
  for (let i = row - 1; i > 0 && i >= row - 200; i--) {
    if (!/^\s*\|?\s*:?-{2,}/.test(model.lines[i]!)) continue;
    const at = model.lines[i - 1]!.indexOf(label);
    return at < 0 ? undefined : { start: { line: i - 1, character: at }, end: { line: i - 1, character: at + label.length } };
  }
  return undefined;
}

/** Whether a stretch of a line is inside one pair of parentheses: "（15:20 JST、07:20 UTC）", a time beside its conversion. */
function inParens(line: string, from: number, to: number): boolean {
  const open = Math.max(line.lastIndexOf('(', from), line.lastIndexOf('（', from));
  if (open < 0 || /[)）]/.test(line.slice(open + 1, from)) || /[()（）]/.test(line.slice(from, to))) return false;
  return /^[^()（）]*[)）]/.test(line.slice(to));
}

/** "14h10 (horário de Brasília), 18h10 UTC": a time with its zone in parentheses, a comma, the same moment in UTC. */
function localThenUtc(model: Postmortem, a: TimeMention, b: TimeMention): boolean {
  return !!a.zone && a.zone.kind !== 'utc' && b.zone?.kind === 'utc' && !!a.zoneRange && /[)）]/.test(model.lines[a.range.start.line]![a.zoneRange.end.character] ?? '');
}

function checkConversions(model: Postmortem, out: RuleFinding[]) {
  const judged = new Set<TimeMention>();
  for (let i = 0; i + 1 < model.times.length; i++) {
    const a = model.times[i]!; const b = model.times[i + 1]!;
    if (a.range.start.line !== b.range.start.line || !sourceZone(a, model)) continue;
    if (!b.zone) {
      const zb = zoneFirst(model, a, b);
      if (zb && checkPair(model, a, zb, out)) { judged.add(b); i++; }
      continue;
    }
    const gap = gapWithoutDates(model, a.range.start.line, a.range.end.character, b.range.start.character);
    if (!CONVERSION_GAP.test(gap) && !(/^\s{0,2}[,，、]\s{0,2}$/.test(gap) && (inParens(model.lines[a.range.start.line]!, a.range.start.character, b.range.end.character) || localThenUtc(model, a, b)))) continue;
    // The two ends of a window converted together ("21:00 CET and … 11:00 CET (20:00 UTC … to 10:00 UTC …)"): each with its own.
    const ends = windowConversion(model, i, judged, (t, u) => gapWithoutDates(model, t.range.start.line, t.range.end.character, u.range.start.character));
    if (ends) {
      for (const [x, y] of ends) { checkPair(model, x, y, out); judged.add(x); judged.add(y); }
      i += 2;
      continue;
    }
    if (!checkPair(model, a, b, out)) continue;
    // Both are judged: a time with its own conversion is a moment of its own, not the odd one of a list (moment-list.ts).
    judged.add(a); judged.add(b); i++;
    // A second conversion of the same time after the first ("4:40 p.m. (1:40 p.m. PT / 20:40 UTC)", "午後3時20分（15:20 JST、07:20 UTC）"): also of `a`.
    const c = model.times[i + 1];
    const cGap = c?.zone && c.range.start.line === b.range.start.line ? gapWithoutDates(model, b.range.start.line, b.range.end.character, c.range.start.character) : undefined;
    if (c && cGap !== undefined && (CONVERSION_GAP.test(cGap) || (/^\s{0,2}[,，、]\s{0,2}$/.test(cGap) && inParens(model.lines[b.range.start.line]!, b.range.start.character, c.range.end.character)))
      && checkPair(model, a, c, out)) { judged.add(c); i++; }
  }
  // A table row that gives its time in two zoned columns: "| 23:10 | 13:10 |" under "Time (AEDT)" and "Time (UTC)", or
  // "| 08:12 | 10:12 BST |" with the label in the cell. The other time opens its cell.
  const rows = model.timeline.filter((e) => e.kind === 'table-row' && e.time && sourceZone(e.time));
  // A column whose header label is off by its season ("Time (PDT)" over January times that are right in PST): one finding on
  // the header, not one wrong conversion per row.
  const offSeason = new Map<Zone, { b: TimeMention; row: number; expected: string; offset: number }>();
  if (rows.length > 0) {
    const rowOf = new Map(rows.map((e) => [e.line, e]));
    for (const b of model.times) {
      const e = rowOf.get(b.range.start.line);
      if (!e || b.inTimeline || judged.has(b)) continue;
      const zone = b.zone ?? (b.zoneSource === 'column' ? b.effectiveZone : undefined);
      const line = model.lines[b.range.start.line]!;
      const bar = line.lastIndexOf('|', b.range.start.character - 1); const cellStart = bar >= 0 ? bar : htmlCellStart(line, b.range.start.character);
      if (!zone || cellStart < e.time!.range.end.character || !/^[\s*_]*(?:\d{1,4}[-/.]\d{1,2}(?:[-/.]\d{1,4})?\.?,?\s+)?$/.test(line.slice(cellStart + 1, b.range.start.character))) continue;
      judged.add(b);
      const date = b.date ?? e.date;
      const season = !b.zone && date && !localAlternative(zone, model.locale) ? seasonProblem(zone, date, b.hour % 24, b.minute) : undefined;
      if (season && convertsWith(e.time!, b, season.offset)) {
        if (!offSeason.has(zone)) offSeason.set(zone, { b, row: e.line, ...season });
        continue;
      }
      checkPair(model, e.time!, { ...b, zone }, out);
    }
  }
  for (const [zone, { b, row, expected, offset }] of offSeason) {
    const m = messagesFor(model.locale);
    const at = headerLabel(model, row, zone.label);
    out.push({
      range: at ?? b.range,
      message: m.t('timezone-label.season', { label: zone.label, date: formatDate(b.date!) ?? '', zone: zone.iana, expected, offset: utcOffset(offset) }),
      ...(at ? { fix: { title: m.t('timezone-label.fix.label', { label: zone.label, expected }), edits: [{ range: at, newText: expected }], safe: false } } : {}),
    });
  }
  // One moment in three zones or more in one sentence: the odd one out (moment-list.ts).
  for (const [a, odd] of oddMoments(model, judged)) if (checkPair(model, a, odd, out)) judged.add(odd);
  // A timeline entry whose text gives its time in another zone, alone in parentheses, away from the time
  // itself: "| 13:30 | Status page updated (5:30 PDT) |", one of several entries of a cell.
  const candidates = model.timeline.filter((e) => e.time && e.text.includes('(') && sourceZone(e.time));
  if (candidates.length === 0) return;
  const lines = new Set(candidates.map((e) => e.line));
  const zonedOn = new Map<number, TimeMention[]>();
  for (const t of model.times) {
    if (!t.zone || !lines.has(t.range.start.line)) continue;
    const list = zonedOn.get(t.range.start.line);
    if (list) list.push(t); else zonedOn.set(t.range.start.line, [t]);
  }
  for (const e of candidates) {
    const a = e.time!;
    for (const b of zonedOn.get(e.line) ?? []) {
      if (b === a || judged.has(b) || b.range.start.character < a.range.end.character) continue;
      if (!e.text.includes(b.raw.trim()) || !aloneInParentheses(model, b)) continue;
      // In a later sentence of the entry it gives another moment ("… is merged. The job moves from a cron entry (07:30 UTC)").
      if (/[.!?;]\s|[。！？；]/.test(model.lines[e.line]!.slice(a.range.end.character, b.range.start.character))) continue;
      judged.add(b);
      checkPair(model, a, b, out);
      break;
    }
  }
}

/** Between a date and a time: the end of one sentence and the start of another. */
const SENTENCE_BREAK = /[.!?]\s+\p{Lu}|[。！？；]|;\s/u;

export const timezoneLabel: Rule = {
  meta: {
    id: 'timezone-label',
    anyDocument: true,
    description: 'A zone label does not fit its date (PDT in February, CEST before the EU switch), or a stated conversion between zones is off.',
    defaultSeverity: 'warning',
    fixable: true,
    docs: {
      rationale: 'A daylight-saving label outside its season (PDT in February, CEST on 17 March 2024, before the EU switch on 31 March) or a '
        + 'standard-time label inside it moves every time by an hour for a reader who converts it. Seasons follow the IANA rules of the '
        + 'zone for the date of the time. A conversion written next to a time ("14:30 UTC (8:30 PDT)", "02:00 JST (= 2026-04-14 17:00 UTC)") is checked too, '
        + 'also when the first time takes its zone from its table column, its heading ("Timeline (UTC)") or the document ("12:48 (5:48 PDT)").',
      bad: '# Login failures\n\n## Timeline\n\n- 2024-02-12 09:15 PDT Logins start failing',
      good: '# Login failures\n\n## Timeline\n\n- 2024-02-12 09:15 PST Logins start failing',
    },
  },
  check({ model }) {
    const out: RuleFinding[] = [];
    const m = messagesFor(model.locale);
    // Labels written with a time. Outside the timeline, a date counts for a time when it is in the time's sentence: in "…
    // rebuilt on 2 October from an old image. Before 03:00 AEDT both agreed." the time is on the text's day.
    // Filed by line on first use: most times carry no label that has a season.
    let filed: Map<number, { start: number; end: number; date: PlainDate }[]> | undefined;
    const datesOn = () => {
      if (filed) return filed;
      filed = new Map();
      for (const d of model.dates) {
        const list = filed.get(d.range.start.line) ?? [];
        const wd = d.weekdayRange?.start.line === d.range.start.line && d.weekdayRange.start.character < d.range.start.character ? d.weekdayRange.start.character : d.range.start.character;
        list.push({ start: wd, end: d.range.end.character, date: d.date });
        filed.set(d.range.start.line, list);
      }
      return filed;
    };
    // The nearest date before the time and the nearest after it (the line's dates are in order), within 200 characters.
    const sentenceDate = (t: TimeMention) => {
      const list = datesOn().get(t.range.start.line) ?? [];
      const at = t.range.start.character;
      let lo = 0; let hi = list.length;
      while (lo < hi) { const mid = (lo + hi) >> 1; if (list[mid]!.start < at) lo = mid + 1; else hi = mid; }
      const text = model.lines[t.range.start.line]!;
      const near = [list[lo - 1], list[lo]].filter((d): d is NonNullable<typeof d> => !!d && Math.abs(d.start - at) <= 200
        && !SENTENCE_BREAK.test(text.slice(Math.min(d.end, at), Math.max(d.start, t.range.end.character))));
      // A date just after the time is its own ("2:00am AEST on Sunday 6 April"), before a nearer one that ends a range's start;
      // else the nearer by the text between ("Mar 08, 2025 · 23:00 CST - Mar 09, 2025 · 01:30 CST").
      const after = near.find((d) => d.start >= t.range.end.character && /^\s{0,2}(?:on\s|,\s?)?\s{0,2}$/.test(text.slice(t.range.end.character, d.start)));
      const gap = (d: (typeof near)[number]) => (d.start >= t.range.end.character ? d.start - t.range.end.character : Math.abs(at - d.end));
      return after ?? near.sort((a, b) => gap(a) - gap(b))[0];
    };
    // A line that writes both labels of one zone tells of its switch: either may stand on either side of it.
    const both = switchLines(model);
    let other: boolean | undefined;
    const nonPostmortem = () => (other ??= notAPostmortem(model));
    let places: Set<string> | undefined; let rows: Map<number, number> | undefined;
    for (const t of model.times) {
      // Only a standard or daylight label has a season (`seasonProblem`).
      if ((t.zone?.kind !== 'standard' && t.zone?.kind !== 'daylight') || !t.zoneRange || !t.date || (t.problem && t.problem !== 'meridiem-on-24h') || localAlternative(t.zone, model.locale)) continue;
      if (both.has(`${t.range.start.line} ${t.zone.iana}`) || (t.zone.kind === 'standard' && (places ??= placeLabels(model.lines)).has(t.zone.label))) continue;
      // A row's date before its entry's time is not a conversion's after it ("| 2025-03-09 07:59 | … (23:59 PST) |").
      const found = t.inTimeline && !nonPostmortem() ? undefined : sentenceDate(t);
      const row = found && !t.inTimeline ? (rows ??= new Map(model.times.filter((x) => x.inTimeline).map((x) => [x.range.start.line, x.range.start.character]))).get(t.range.start.line) : undefined;
      const own = row !== undefined && found!.start <= row && row < t.range.start.character ? undefined : found;
      const guessed = (!t.inTimeline || nonPostmortem()) && !found && t.date.year !== undefined;
      const day = own?.date.year !== undefined ? own.date : guessed && datesOn().has(t.range.start.line) && model.incidentDate?.year !== undefined ? model.incidentDate : t.date;
      const p = seasonProblem(t.zone, day, t.hour % 24, t.minute);
      if (!p) continue;
      // A time whose day is not written on its line took the text's day: the night of a switch ("um 03:00 Uhr MESZ
      // werden die Uhren auf 02:00 Uhr MEZ zurückgestellt") may be either side of midnight, so a day either side that
      // fits the label leaves it unreported.
      // On a page that is not a postmortem no row is an incident's event: a release schedule's "November to early March |
      // 9:00 a.m. PST" takes the page's day too.
      // Without a timeline, the day of a time that writes none is only the document's (so in a quoted chat line): no season to check.
      if (guessed && (nonPostmortem() || !model.timeline.some((e) => e.time) || /^\s*>/.test(model.lines[t.range.start.line]!))) continue;
      // A weekday just before it ("zwischen Freitag 09:15 MEZ und Sonntag" / "14:15 MESZ") names a day of that week.
      const head = model.lines[t.range.start.line]!.slice(0, t.range.start.character);
      const weekday = WEEKDAY_BEFORE.test(head.trim() === '' ? `${model.lines[t.range.start.line - 1] ?? ''} ` : head);
      if (guessed && (weekday ? [-6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6] : [-1, 1]).some((d) => !seasonProblem(t.zone!, addDays(day as PlainDate & { year: number }, d), t.hour % 24, t.minute))) continue;
      // Nor when the day the text around it gives (the timeline's) fits, and only the page's own date does not.
      if (guessed && day !== t.date && !seasonProblem(t.zone, t.date, t.hour % 24, t.minute)) continue;
      out.push({
        range: t.zoneRange,
        message: m.t('timezone-label.season', { label: t.zone.label, date: formatDate(day) ?? '', zone: t.zone.iana, expected: p.expected, offset: utcOffset(p.offset) }),
        fix: { title: m.t('timezone-label.fix.label', { label: t.zone.label, expected: p.expected }), edits: [{ range: t.zoneRange, newText: p.expected }], safe: false },
      });
    }
    // Declarations ("All times in PDT", "(All times CEST)"): judged on the dates of the times they cover.
    for (const decl of model.zoneDeclarations) {
      // A label and an offset in parentheses after a zone's name ("hora de Lisboa (WEST, UTC+0)"): the label judged too, when
      // the offset is its sibling's.
      const named = /^\s?[(（]\s?([A-Z]{3,5}),\s?(?:UTC|GMT)\s?([+−-])(\d{1,2})\s?[)）]/.exec(model.lines[decl.range.start.line]!.slice(decl.range.end.character, decl.range.end.character + 30));
      const z = (named && zoneFromLabel(named[1]!)) || decl.zone;
      const stated = named ? (named[2] === '+' ? 1 : -1) * Number(named[3]) * 60 : undefined;
      if ((z.kind !== 'standard' && z.kind !== 'daylight') || localAlternative(z, model.locale)) continue;
      const covered = z === decl.zone ? model.times.filter((t) => t.effectiveZone === z && !t.zone && t.date) : [];
      // Without a time it covers: the day its own line writes ("### Saturday, 8 March 2025 (PST)"), else the incident's.
      const own = covered.length > 0 ? undefined : model.dates.find((d) => d.range.start.line === decl.range.start.line && !d.problem && d.date.year !== undefined)?.date;
      const dates = covered.length > 0 ? covered.map((t) => ({ date: t.date!, h: t.hour % 24, m: t.minute })) : own ?? model.incidentDate ? [{ date: (own ?? model.incidentDate)!, h: 12, m: 0 }] : [];
      if (dates.length === 0) continue;
      const problems = dates.map((d) => seasonProblem(z, d.date, d.h, d.m));
      if (problems.some((p) => !p) || (z !== decl.zone && problems[0]!.offset !== stated)) continue; // some of its times fit
      const p = problems[0]!;
      const line = model.lines[decl.range.start.line]!;
      const at = line.indexOf(z.label, decl.range.start.character);
      if (standardPlace(z, model.lines, decl.range.start.line, at >= 0 ? at : decl.range.start.character) || (z.kind === 'standard' && (places ??= placeLabels(model.lines)).has(z.label))) continue;
      const range = at >= 0 ? { start: { line: decl.range.start.line, character: at }, end: { line: decl.range.start.line, character: at + z.label.length } } : decl.range;
      out.push({
        range,
        message: m.t('timezone-label.season', { label: z.label, date: formatDate(dates[0]!.date) ?? '', zone: z.iana, expected: p.expected, offset: utcOffset(p.offset) }),
        ...(at >= 0 ? { fix: { title: m.t('timezone-label.fix.label', { label: z.label, expected: p.expected }), edits: [{ range, newText: p.expected }], safe: false } } : {}),
      });
    }
    checkConversions(model, out);
    return out;
  },
};
