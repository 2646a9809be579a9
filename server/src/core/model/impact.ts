/**
 * What bounds the incident's impact besides its milestones:
 *   - stated windows: "from 18:21 to 18:40 UTC", "between 21:17 and 21:45", "de 14h à 15h30" (duration-mismatch
 *     checks durations against them); the first one in the summary or impact section is the impact window;
 *   - lead-up entries: the first timeline entries that come before the incident — worded as lead-up ("change
 *     merged", "deploy scheduled") or lying more than 12 hours before the next one — which are not its start.
 */
import { boundedWords, escapeRegExp as esc, tableCells, wordTrie } from '../text.js';
import { rangeJoinPattern } from '../time/scan.js';
import { KEY_EVENT_LABELS, MEASURE_WORDS, PARAGRAPH_TIME_LEADS, WINDOW_CHANGE_AFTER, WINDOW_CHANGE_WORDS, WINDOW_DATE_LINKS } from '../locale/index.js';
import type { DateMention, PlainDate, Postmortem, Section, TimeMention, TimelineEntry, Zone } from '../types.js';
import { addDays, offsetFor } from '../time/zone.js';
import { instantOnClock } from './times.js';
import { isImpact, isLeadUp } from './milestones.js';
import { clockKey } from './order.js';

const altThenSpace = (words: readonly string[]) => words.map((w) => String.raw`${esc(w)}\s`).join('|');

/** Minutes since the epoch of a time mention: its instant, else its local time on its date (offset when known). */
function minutesOf(t: TimeMention): number | undefined {
  if (t.instant) return Date.parse(t.instant) / 60000;
  if (t.problem && t.problem !== 'meridiem-on-24h') return undefined;
  return clockKey(t.date ?? { year: 2000, month: 1, day: 1 }, t.hour, t.minute, 0, t.effectiveZone?.offsetMinutes) / 60000;
}

export interface StatedWindow {
  line: number; start: number; end: number; from: TimeMention; to: TimeMention; minutes: number; fromKey: number; toKey: number;
  /** Its instants are known and a date is written on its line before its end. */
  dated: boolean;
  /** Minutes either end may be off by, as written ("14時頃", "around 2 p.m."), and whether its end is a lower bound ("15時過ぎ"). */
  slack: number;
  atLeast: boolean;
}

/** Just before or after a window's time: said to be about that time, or some time after it. */
const ABOUT_BEFORE = /(?:\b(?:about|around|approximately|approx\.|circa|ca\.|gegen|etwa|sobre|alrededor de|hacia|vers|environ|verso|cerca de)|約|约|大约|大約)\s?$/iu;
const ABOUT_AFTER = /^\s?(?:頃|ごろ|前後|左右|許)/u;
const PAST_BEFORE = /\b(?:after|past|kurz nach|nach|después de|pasadas las|après|dopo)\s$/iu;
const PAST_AFTER = /^\s?(?:過ぎ|すぎ|以降|多|余|過|过)/u;

/** Whether a stated length fits a window, the looseness of its ends allowed: "約1時間10分（14時頃から15時過ぎまで）" does. */
export function fitsWindow(d: { lo: number; hi: number }, w: StatedWindow): boolean {
  return d.hi >= w.minutes - w.slack && (w.atLeast || d.lo <= w.minutes + w.slack);
}

/** What joins the two times of a window: "from 18:21 to 18:40", "de 11 h à 12 h 44". */
export const WINDOW_JOIN = rangeJoinPattern(String.raw`\s{0,2}`);
/** What is left of a window's gap before its second time once the date between is taken out: ", at". */
export const WINDOW_DATE_GAP = new RegExp(String.raw`^,?\s?(?:${altThenSpace(WINDOW_DATE_LINKS)})?`);
/** The word between a window's first time and the date written after it: "22:40 UTC on 4 November". */
const DATE_AFTER_TIME_LINK = new RegExp(String.raw`,?\s(?:${wordTrie(PARAGRAPH_TIME_LEADS, { flags: 'iu' })})\s$`, 'iu');

/** A change of a time, not a window: a verb before its "from" in the clause ("moved the job from 05:00 to 23:30"), … */
export const CHANGE_BEFORE = WINDOW_CHANGE_WORDS.length > 0 ? new RegExp(`${boundedWords(WINDOW_CHANGE_WORDS)}[^.;:。；！？]{0,40}$`, 'iu') : undefined;
/** … or a word against its second time ("5時から23時30分へ前倒し"). */
const CHANGE_AFTER = WINDOW_CHANGE_AFTER.length > 0 ? new RegExp(`^\\s?(?:${wordTrie(WINDOW_CHANGE_AFTER)})`) : undefined;

const MEASURE_RE = new RegExp(boundedWords(MEASURE_WORDS), 'iu');
/** A sentence or clause ends: ". ", "; ", ".) ", or the full-width "。", "；" of Chinese and Japanese. */
export const CLAUSE_BREAK = /[.;!?][)\]"'”’»]*\s|[。；！？]/;
const CLAUSE_ENDS = new RegExp(CLAUSE_BREAK.source, 'g');

/**
 * Does the clause before a window or a length name what was measured ("Average delay for departures between 6:00 and 10:00
 * was 74 minutes", "Jobs waited up to 50 minutes … between 09:10 and 10:00")? Then the length is the measurement's value, not
 * the window's length.
 */
export function measureBefore(text: string, windowStart: number): boolean {
  return MEASURE_RE.test(text.slice(Math.max(0, windowStart - 60), windowStart).split(CLAUSE_ENDS).pop()!);
}

/**
 * The date mentions of each line (one pass, so that a line's dates are found without a search of them all); with `lines`,
 * of those lines only (a document's dates are one per timeline row: a keystroke need not file them all).
 */
export function datesByLine(dates: readonly DateMention[], lines?: ReadonlyMap<number, unknown>): Map<number, DateMention[]> {
  const out = new Map<number, DateMention[]>();
  for (const d of dates) {
    if (lines && !lines.has(d.range.start.line)) continue;
    const l = out.get(d.range.start.line);
    if (l) l.push(d); else out.set(d.range.start.line, [d]);
  }
  return out;
}

/**
 * The windows a paragraph wraps between their two times ("… zwischen 11:09 und" / "11:51 Uhr MEZ nur stark verzögert …"): the
 * last time of a line and the first of the next, joined as a window's ends are, the next line no list item, table row or
 * heading. The window stands on its first line, from its first time to the line's end.
 */
function wrappedWindows(model: Pick<Postmortem, 'lines' | 'times'>, byLine: ReadonlyMap<number, TimeMention[]>): StatedWindow[] {
  const out: StatedWindow[] = [];
  for (const [line, ts] of byLine) {
    const next = byLine.get(line + 1);
    if (!next) continue;
    const a = ts[ts.length - 1]!; const b = next[0]!;
    const text = model.lines[line]!; const below = model.lines[line + 1]!;
    if (/^\s*(?:[-*+>|#]|\d{1,3}[.)]\s)/.test(below) || /^\s*\|/.test(text)) continue;
    const gap = `${text.slice(a.range.end.character)} ${below.slice(0, b.range.start.character)}`.replace(/\s+/g, ' ');
    if (!WINDOW_JOIN.test(gap)) continue;
    // A zone written only after the second time ("desde las 21:18" / "hasta las 23:10 CLST") is the first's too, which the
    // first time, on the line above, does not know: no window rather than one measured across two zones.
    if (!a.zone !== !b.zone) continue;
    // Nor across midnight, which the two lines' dates may not tell.
    const fromKey = minutesOf(a); const toKey = minutesOf(b);
    if (fromKey === undefined || toKey === undefined || toKey < fromKey) continue;
    out.push({ line, start: a.range.start.character, end: text.length, from: a, to: b, minutes: toKey - fromKey, fromKey, toKey, dated: false, slack: clockChange(model.times, a, b), atLeast: false });
  }
  return out;
}

/** Header names of a window's first and last time in the columns of a table ("| Start (ET) | End (ET) | Duration |"). */
const START_HEADERS: ReadonlySet<string> = new Set(KEY_EVENT_LABELS.start);
const END_HEADERS: ReadonlySet<string> = new Set(KEY_EVENT_LABELS.resolved);
const headerName = (cell: string): string => cell.toLowerCase().replace(/[(（][^()（）]*[)）]|[*_`]/g, '').trim();

/** Whether times `a` and `b` of table row `line` stand in side-by-side columns headed as a start and an end. */
function startEndCells(lines: readonly string[], line: number, a: TimeMention, b: TimeMention): boolean {
  const text = lines[line]!;
  if (!text.trimStart().startsWith('|')) return false;
  const cells = tableCells(text);
  const col = (t: TimeMention) => cells.findIndex((c) => t.range.start.character >= c.start && t.range.start.character < c.start + c.text.length);
  const ka = col(a);
  if (ka < 0 || col(b) !== ka + 1) return false;
  let header = line;
  while (header > 0 && header > line - 200 && lines[header - 1]!.trimStart().startsWith('|')) header--;
  if (header + 1 >= line || !/^\s*\|?\s*:?-{2,}/.test(lines[header + 1]!)) return false;
  const names = tableCells(lines[header]!).map((c) => headerName(c.text));
  return START_HEADERS.has(names[ka] ?? '') && END_HEADERS.has(names[ka + 1] ?? '');
}

/** The zones with seasons the document's times are written in (by the times array: read once per build). */
const SEASONAL = new WeakMap<readonly TimeMention[], Zone[]>();
function seasonalZones(times: readonly TimeMention[]): Zone[] {
  let out = SEASONAL.get(times);
  if (!out) {
    const seen = new Map<string, Zone>();
    for (const t of times) {
      const z = t.zone;
      if (z && z.kind !== 'utc' && z.kind !== 'fixed' && !seen.has(z.iana)) seen.set(z.iana, { label: z.label, iana: z.iana, kind: 'generic' });
    }
    SEASONAL.set(times, out = [...seen.values()]);
  }
  return out;
}

/**
 * Minutes the clock jumps between two times written without a zone, when the zones the document's times are written in
 * change offset between them ("the jump from 00:40 to 02:37 in that extract is really 56 minutes" on the night UK clocks
 * went forward): either reading of such a window holds. 0 for a window with a zone, or none that changes.
 */
function clockChange(times: readonly TimeMention[], a: TimeMention, b: TimeMention): number {
  if (a.zone || b.zone || a.effectiveZone || b.effectiveZone || a.date?.year === undefined) return 0;
  // On its date or the next: a bare time takes the incident date, which may be the evening before the night of the change.
  const day = a.date as PlainDate & { year: number };
  let most = 0;
  for (const local of seasonalZones(times)) {
    for (const date of [day, addDays(day, 1)] as (PlainDate & { year: number })[]) {
      const from = offsetFor(local, date, a.hour % 24, a.minute);
      const to = offsetFor(local, date, b.hour % 24, b.minute);
      if (from !== undefined && to !== undefined) most = Math.max(most, Math.abs(to - from));
    }
  }
  return most;
}

/** "from 18:21 to 18:40 UTC", "between 21:17 and 21:45", "de 11 h à 12 h 44", "2020-11-02 22:40 and 2020-11-03 01:15". Also a start and an end in side-by-side table columns. */
export function statedWindows(model: Pick<Postmortem, 'times' | 'dates' | 'lines'>): StatedWindow[] {
  const byLine = new Map<number, TimeMention[]>();
  for (const t of model.times) {
    if (t.inTimeline) continue;
    const l = byLine.get(t.range.start.line) ?? [];
    l.push(t);
    byLine.set(t.range.start.line, l);
  }
  const out: StatedWindow[] = wrappedWindows(model, byLine);
  for (const [line, ts] of byLine) if (ts.length < 2) byLine.delete(line);
  if (byLine.size === 0) return out;
  const datesOn = datesByLine(model.dates, byLine);
  for (const [line, ts] of byLine) {
    const text = model.lines[line]!;
    for (let i = 0; i + 1 < ts.length; i++) {
      const a = ts[i]!; const b = ts[i + 1]!;
      let gap = text.slice(a.range.end.character, b.range.start.character);
      const between = datesOn.get(line)?.find((d) => d.range.start.character >= a.range.end.character && d.range.end.character <= b.range.start.character);
      // "22:40 UTC on 4 November to 01:15 UTC": the word before a date written after the time goes with the date, and so
      // does its weekday ("10:52 PM PDT on Monday, July 21 to 1:34 AM PDT").
      const dateStart = between ? Math.min(between.range.start.character, between.weekdayRange?.start.line === line ? between.weekdayRange.start.character : Infinity) : 0;
      if (between && dateStart >= a.range.end.character) gap = text.slice(a.range.end.character, dateStart).replace(DATE_AFTER_TIME_LINK, ' ') + text.slice(between.range.end.character, b.range.start.character).replace(WINDOW_DATE_GAP, '');
      if (!WINDOW_JOIN.test(gap.replace(/\s?\([^()]{0,60}\)\s?/g, ' ')) && !startEndCells(model.lines, line, a, b)) continue;
      if (CHANGE_AFTER?.test(text.slice(b.range.end.character, b.range.end.character + 8)) || CHANGE_BEFORE?.test(text.slice(Math.max(0, a.range.start.character - 80), a.range.start.character))) continue;
      const fromKey = minutesOf(a); let toKey = minutesOf(b);
      if (fromKey === undefined || toKey === undefined) continue;
      if (toKey < fromKey && !between && toKey + 1440 > fromKey) toKey += 1440; // crosses midnight
      if (toKey < fromKey) continue;
      // Dated by a date written on its line, not only by the incident date every bare time falls back on.
      const dated = !!(a.instant && b.instant) && !!datesOn.get(line)?.some((d) => !d.problem && d.range.start.character < b.range.start.character);
      const near = (t: TimeMention) => ({ before: text.slice(Math.max(0, t.range.start.character - 24), t.range.start.character), after: text.slice(t.range.end.character, t.range.end.character + 4) });
      const [na, nb] = [near(a), near(b)];
      const slack = [na, nb].filter((n) => ABOUT_BEFORE.test(n.before) || ABOUT_AFTER.test(n.after)).length * 15 + clockChange(model.times, a, b);
      const atLeast = PAST_BEFORE.test(nb.before) || PAST_AFTER.test(nb.after);
      out.push({ line, start: a.range.start.character, end: b.range.end.character, from: a, to: b, minutes: toKey - fromKey, fromKey, toKey, dated, slack, atLeast });
      i++;
    }
  }
  return out.sort((x, y) => x.line - y.line || x.start - y.start);
}

/** Marks the lead under the title (a level-1 heading), from its heading to the first section after it, in `mask`. */
export function markLead(sections: readonly Section[], mask: Uint8Array): void {
  const title = sections.find((s) => s.via === 'heading' && s.level === 1);
  if (!title) return;
  const next = sections.find((s) => s.headingRange.start.line > title.headingRange.start.line);
  mask.fill(1, title.headingRange.start.line + 1, next ? next.headingRange.start.line : title.range.end.line + 1);
}

/**
 * The start of a window's sentence when it began on the line above ("Our planned maintenance … was announced as" / "00:00 to
 * 02:00 Eastern Time."): that line's last sentence, up to the window's line; '' when the sentence starts on the window's line.
 */
function sentenceLead(lines: readonly string[], line: number, start: number): string {
  const before = lines[line]!.slice(0, start);
  const prev = line > 0 ? lines[line - 1]! : '';
  if (/[.!?。！？]\s/.test(before) || prev.trim() === '' || /[.!?。！？]\s*$/.test(prev) || /^\s{0,3}(?:#|[-*+]\s|\d{1,2}[.)]\s|\|)/.test(lines[line]!)) return '';
  const parts = prev.split(/[.!?。！？]\s/);
  return `${parts[parts.length - 1]} ${before}`;
}

/** Sections whose windows state the impact: the summary and the impact section. */
const IMPACT_KINDS = new Set<Section['kind']>(['summary', 'impact']);
const HOUR = 3600_000;

/**
 * The impact window: the first window stated in the summary, the impact section or the lead under the title, on a line not
 * worded as lead-up ("maintenance scheduled from 02:00 to 04:00"), that lies within a day of the timeline's times; the
 * first dated one when another is dated only by the incident date.
 * Its ends are minutes since the epoch (as `StatedWindow`).
 */
export function impactWindow(model: Pick<Postmortem, 'times' | 'dates' | 'lines' | 'sections' | 'defaultZone'>, timeline: readonly TimelineEntry[]): StatedWindow | undefined {
  const sections = model.sections.filter((s) => s.kind !== 'timeline' && s.covers.some((k) => IMPACT_KINDS.has(k)));
  if (sections.length === 0) return undefined;
  let lo = Infinity; let hi = -Infinity;
  for (const e of timeline) if (e.sortKey !== undefined) { lo = Math.min(lo, e.sortKey); hi = Math.max(hi, e.sortKey); }
  // The incident's course: from its first entry after the lead-up to its last mitigation or resolution. A window hours
  // away from it on either side ("riders with a sailing between 5:30 am and 9:00 am" the morning after) is another's.
  const timed = timeline.filter((e) => e.time && e.sortKey !== undefined).sort((a, b) => a.sortKey! - b.sortKey!);
  const named = new Set(timed.filter((e) => e.milestone).map((e) => e.text));
  const first = timed[leadUpCount(timed, (t) => named.has(t))]?.sortKey;
  const ends = timed.filter((e) => e.milestone === 'resolved' || e.milestone === 'mitigated');
  const last = ends.length > 0 ? ends[ends.length - 1]!.sortKey! : undefined;
  const inImpact = new Uint8Array(model.lines.length);
  for (const s of sections) inImpact.fill(1, s.headingRange.start.line + 1, s.range.end.line + 1);
  // The lead under the title, before the first section ("> **TL;DR** — … from 22:40 UTC on 4 November to 01:15 UTC on 5 November"), is a summary too.
  markLead(model.sections, inImpact);
  let undated: StatedWindow | undefined;
  for (const stated of statedWindows(model)) {
    if (!inImpact[stated.line]) continue;
    const w = onTimelineClock(stated, model.defaultZone);
    // A window over which something was measured ("Average delay between 6:00 and 10:00 was 74 minutes") bounds the measurement.
    if (isLeadUp(model.lines[w.line]!) || isLeadUp(sentenceLead(model.lines, w.line, w.start)) || measureBefore(model.lines[w.line]!, w.start)) continue;
    if (switchHour(w, model.defaultZone ?? timeline.find((e) => e.zone?.iana)?.zone) || (lo <= hi && (w.toKey * 60000 < lo - 24 * HOUR || w.fromKey * 60000 > hi + 24 * HOUR))) continue;
    if ((first !== undefined && w.toKey * 60000 < first - 2 * HOUR) || (last !== undefined && w.fromKey * 60000 > last + 2 * HOUR)) continue;
    // A window dated on its line wins over one whose times only fall back on the incident date.
    if (w.dated) return zonedLikeItsEnd(w);
    undated ??= w;
  }
  return undated && zonedLikeItsEnd(undated);
}

/** The hour a clock change repeats or skips, written as a window ("the hour from 02:00 to 03:00 happened twice"): no impact. */
function switchHour(w: StatedWindow, zone: Zone | undefined): boolean {
  const z = w.from.effectiveZone ?? zone;
  const d = w.from.date;
  const wall = (t: TimeMention) => (t.hour % 24) * 60 + t.minute;
  if (!z?.iana || d?.year === undefined || wall(w.to) - wall(w.from) !== 60 || w.from.minute !== 0) return false;
  const day = d as PlainDate & { year: number };
  const before = offsetFor({ ...z, kind: 'generic', offsetMinutes: undefined }, day, (w.from.hour + 23) % 24, 0);
  const after = offsetFor({ ...z, kind: 'generic', offsetMinutes: undefined }, day, (w.to.hour + 1) % 24, 0);
  return before !== undefined && after !== undefined && before !== after;
}

/**
 * A window whose times have no zone ("13時10分から15時40分まで" above a "タイムライン（JST）" heading) is on the clock of the
 * timeline it bounds: its ends are read in the document's default zone, as key times stated outside the timeline are.
 */
function onTimelineClock(w: StatedWindow, zone: Zone | undefined): StatedWindow {
  const { from, to } = w;
  if (!zone || from.effectiveZone || to.effectiveZone || from.instant || to.instant || !from.date || !to.date || from.problem || to.problem) return w;
  const a = instantOnClock(from, zone);
  const b = instantOnClock(to, zone);
  if (!a || !b) return w;
  const fromKey = Date.parse(a) / 60000;
  let toKey = Date.parse(b) / 60000;
  if (toKey < fromKey && toKey + 1440 > fromKey) toKey += 1440;
  return toKey < fromKey ? w : { ...w, fromKey, toKey, minutes: toKey - fromKey };
}

/** "from ~12:00 (maybe before) to 17:55 CEST": the first time takes the zone written with the second. */
function zonedLikeItsEnd(w: StatedWindow): StatedWindow {
  const { from, to } = w;
  const offset = to.zoneSource === 'explicit' ? to.effectiveZone?.offsetMinutes : undefined;
  if (offset === undefined || from.zoneSource === 'explicit' || from.zoneSource === 'range' || !from.date || from.problem) return w;
  const fromKey = clockKey(from.date, from.hour, from.minute, 0, offset) / 60000;
  let toKey = w.toKey;
  if (toKey < fromKey && toKey + 1440 > fromKey) toKey += 1440;
  return toKey < fromKey ? w : { ...w, fromKey, toKey, minutes: toKey - fromKey };
}

/**
 * How many of the first timed entries (in time order, `sorted`, each with a sort key) lead up to the
 * incident. None of them names a milestone (`names`) or speaks of the impact ("errors", "failed"), and each
 * is worded as lead-up ("PR merged"), or they
 * lie more than 12 hours before the rest of the timeline (two entries or more) and further from it than the
 * rest lasts, follow-ups a day or more after it aside (a change the day before a 20-minute outage; not the first day of
 * a three-day incident). At least one entry is left.
 */
export function leadUpCount(sorted: readonly TimelineEntry[], names: (text: string) => boolean): number {
  const n = sorted.length;
  if (n < 2) return 0;
  // Where the rest ends: before follow-up entries a day or more after it (a fix released a week later).
  let end = n - 1;
  while (end > 1 && sorted[end]!.sortKey! - sorted[end - 1]!.sortKey! > 24 * HOUR) end--;
  const last = sorted[end]!.sortKey!;
  let worded = 0;
  let gap = 0;
  for (let i = 0; i + 1 < n && i < worded + 3; i++) {
    const e = sorted[i]!;
    if (names(e.text) || isImpact(e.text)) break;
    if (worded === i && isLeadUp(e.text)) worded = i + 1;
    const next = sorted[i + 1]!.sortKey!;
    if (i + 3 <= n && next - e.sortKey! > 12 * HOUR && next - e.sortKey! > last - next) gap = i + 1;
  }
  return Math.max(worded, gap);
}
