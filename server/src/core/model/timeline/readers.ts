/**
 * Timeline readers, one per style. A reader is a pure function of one line's `LineView` (its text,
 * structure, scan, date mentions and, for a table header, the table's columns), the state carried from
 * the lines before (`TimelineState`) and the section's context. The first reader that takes a line
 * decides what it is: an entry, a change of state (a day heading, a table header), or nothing.
 *
 * To add a timeline style: a reader here (or in a file beside it) registered in `READERS` (collect.ts), a model
 * fixture, and — only when it needs context from earlier lines — one field of `TimelineState`.
 */
import type { LineInfo } from '../../parse/parse.js';
import { LIMITS } from '../../parse/limits.js';
import type { ScannedTime } from '../../time/scan.js';
import { wordTrie } from '../../text.js';
import type { DateMention, PlainDate, TimeMention, TimelineEntry, Zone, ZoneDeclaration } from '../../types.js';
import type { LineScan } from '../dates.js';
import { DOTTED_TIME_LEADS, INCIDENT_DAY_WORDS, TIME_WORDS } from '../../locale/index.js';
import { ZONE_PAREN, ZONE_SENTENCE, zoneIn } from '../zones.js';
import { breakEntries, entryText } from './parts.js';
import type { TableCols } from './tables.js';
import { RELATIVE_BEFORE_CLOCK, tokenAt, weekdayAfterToken, type Token } from './tokens.js';
export { weekdayOf, weekdayAfterToken } from './tokens.js';

/** A word written just after a time ("09:40 Uhr – …", "9 o'clock"): part of the time, not of the entry's text. */
const TIME_WORD = new RegExp(`^\\s{1,3}(?:${wordTrie(TIME_WORDS, { flags: 'iu' })})(?![\\p{L}\\p{N}'])`, 'iu');

/** Everything a reader may look at: one line. */
export interface LineView {
  line: number;
  text: string;
  info: LineInfo;
  scan: LineScan | undefined;
  dates: readonly DateMention[] | undefined;
  /** The table's columns, on a table header line. */
  cols: TableCols | undefined;
  /** Worked out from the fields above by the first reader that needs it (see `contentStart`, `leadingToken`). */
  start?: number;
  token?: Token | null;
}

/** What flows from line to line. Never modified: a reader returns a new state. */
export interface TimelineState {
  /**
   * The date of the day heading or date line above, or the date the last dated entry above starts with
   * ("- 2026-03-04 23:50 …" then "- 00:10 …"): the date of the time-only entries below it.
   */
  dayDate: PlainDate | undefined;
  /** The zone of the day heading above. */
  dayZone: Zone | undefined;
  /** The columns of each table whose header was read, by table. */
  cols: ReadonlyMap<number, TableCols>;
  /** The text of the last heading without a date or time above (a status update's "Resolved"): what a stamp below it reports. */
  heading?: string;
  /** An entry was read above (set by the collector). */
  started?: true;
  /** The first entry was in a quotation: the timeline is written in quotes, and quoted lines below it are entries too. */
  quoted?: true;
  /**
   * Under a heading that is an event with its date and time ("### 【復旧】2024年2月20日 17:30", a status-page update):
   * the paragraphs below it, up to the next heading, are its text, even when they start with a time.
   */
  event?: true;
  /**
   * The line of the last paragraph that opened with a bold status word and a dash ("**Resolved** - …"), until the next heading:
   * below it a date and a time alone ("Mar 3, 16:05 UTC") is that update's stamp. With `leadText`, only in that paragraph.
   */
  lead?: number;
  /** The bold status word alone on the first line of paragraph `lead` ("**Resolved**"): the text of a stamp in that paragraph. */
  leadText?: string;
  /**
   * A paragraph line that is not an entry and breaks off mid-sentence ("… A primeira rejeição aparece às"): the line below
   * it in the same paragraph continues the sentence, even when it starts with a time ("08:12:37 UTC, ou seja …").
   */
  open?: number;
  /** The first line of the paragraph the last entry was read from: its other lines are that entry's text unless they open with a time. */
  entryBlock?: number;
}

export const INITIAL_STATE: TimelineState = { dayDate: undefined, dayZone: undefined, cols: new Map() };

/** What the section gives every line. */
export interface TimelineContext {
  sectionZone: Zone | undefined; fmYear: number | undefined; firstYear: number | undefined;
  /** The document writes its numeric dates day first (the dates vote): a bare "02/05" is the 2nd of May. */
  dayFirst?: boolean;
  /** An update log of bold-time paragraphs: a line that continues a paragraph is its text, not an entry ("… rond\n13.00 uur een …"). */
  updateLog?: true;
  /**
   * A timeline told in paragraphs ("At 9:37 AM PDT, …"), found outside any timeline section: only there is a paragraph
   * that opens with a lead word and a time an entry (under a list or table timeline it is a note about one).
   */
  told?: true;
}

/** A timeline entry as read from its line. Every field but the last two is always set (one object shape). */
export interface RawEntry {
  line: number; kind: TimelineEntry['kind']; time: ScannedTime | undefined; date: PlainDate | undefined; dateExplicit: boolean;
  /** The text after the time; '' for a time heading whose text is on the lines below (`textBelow`). */
  text: string; textBelow: boolean;
  zone: Zone | undefined; zoneSource: TimeMention['zoneSource'] | undefined; tokenStart: number; tokenEnd: number;
  /**
   * The weekday written in parentheses just after an undated time ("21:40 (Mi.)", "23:50 (Tue)"): the entry is on the
   * day of that weekday nearest the incident date (the model builder dates it once that date is known).
   */
  weekday: number | undefined;
  /**
   * In a table row, the cells of the other time columns whose headers name a zone ("| 23:10 | 13:10 |" under "Time (AEDT)"
   * and "Time (UTC)"): a time in one is in that zone, a conversion of the entry's time to check.
   */
  cellZones: { start: number; end: number; zone: Zone }[] | undefined;
  /** Minutes from T0 of an entry written relative to it ("T+0:18"), when it writes no clock time (relative.ts). */
  offset?: number;
  /** An update of a status-page log beside the timeline (`TimelineEntry.statusUpdate`). */
  statusUpdate?: true;
}

/**
 * A reader's verdict on a line: an entry (and the entries after it on the line, `more`; and the state
 * after it when its date carries to the lines below), a new state (and a zone it declares), or `TAKEN`
 * (the line is the reader's and gives nothing).
 */
export type Reading = { entry: RawEntry; more?: RawEntry[]; state?: TimelineState } | { state: TimelineState; zone?: ZoneDeclaration } | typeof TAKEN;

export const TAKEN = 'taken' as const;

/**
 * An entry reading; when the line's entries write a date of their own, the last of them is the date of
 * the time-only entries after it, until another date is written.
 */
export function entryReading(s: TimelineState, entry: RawEntry, more?: RawEntry[]): Reading {
  let date: PlainDate | undefined = entry.dateExplicit ? entry.date : undefined;
  if (more) for (const e of more) if (e.dateExplicit && e.date) date = e.date;
  const r: { entry: RawEntry; more?: RawEntry[]; state?: TimelineState } = { entry };
  if (more) r.more = more;
  if (date && date !== s.dayDate) r.state = { ...s, dayDate: date };
  return r;
}

export interface TimelineReader {
  name: string;
  kinds: ReadonlySet<LineInfo['kind']>;
  read(v: LineView, s: TimelineState, ctx: TimelineContext): Reading | undefined;
}

export function entryZone(e: RawEntry, t: ScannedTime | undefined, fallback: Zone | undefined, fallbackSource: TimeMention['zoneSource']): void {
  if (t?.zone) { e.zone = t.zone; e.zoneSource = t.zoneFromRange ? 'range' : 'explicit'; }
  else if (fallback) { e.zone = fallback; e.zoneSource = fallbackSource; }
}

/** The entry of a part after a `<br>`: like `base` (its line, kind, date), with its own token, time, text and zone. */
export function partEntry(v: LineView, base: RawEntry, setZone: (e: RawEntry) => void) {
  return (tok: Token, text: string): RawEntry => {
    const dm = tok.d >= 0 ? v.dates?.[tok.d] : undefined;
    const e: RawEntry = {
      ...base, time: v.scan!.times[tok.t], date: dm?.date ?? base.date, dateExplicit: !!dm, text, textBelow: false,
      zone: undefined, zoneSource: undefined, tokenStart: tok.tokenStart, tokenEnd: tok.tokenEnd, weekday: undefined,
    };
    setZone(e);
    return e;
  };
}

export function rawEntry(line: number, kind: TimelineEntry['kind'], time: ScannedTime | undefined, dateExplicit: boolean, text: string, tokenStart: number, tokenEnd: number): RawEntry {
  return { line, kind, time, date: undefined, dateExplicit, text, textBelow: false, zone: undefined, zoneSource: undefined, tokenStart, tokenEnd, weekday: undefined, cellZones: undefined };
}

/**
 * A word before a clock time that opens an entry ("ore", "um", "om"), from the locales' dotted-time leads; and the Nordic
 * "kl." / "klo" (klokken, klockan, kello), which Scandinavian and Finnish teams keep in entries written in English.
 */
const TIME_LEAD = new RegExp(`^(?:${wordTrie(DOTTED_TIME_LEADS, { flags: 'i' })}|kl\\.|klo|klokken|klockan|kello)\\s(?=\\d)`, 'i');
/** A mark of an approximate time before it: "~", "≈", "ca.", "approx.", "circa" (not "~~", a strikethrough). */
export const APPROX = /^(?:~(?!~)|≈|(?:ca|approx|env|etwa)\.?\s(?=\d)|circa\s(?=\d))\s?(?=[\d*_])/iu;
function stripMarkers(line: string): { text: string; offset: number } {
  // A line over the parser's limit is not read as a table row (parse/limits.ts).
  if (line.length > LIMITS.lineChars && /^\s*(?:>\s*)*\|/.test(line)) return { text: line, offset: 0 };
  // A label in lenticular brackets before the date ("**【第2報】2025年1月13日 15:20**", a Japanese status report) is a marker too,
  // and so is a bracket around a day ("＜１１月３０日＞").
  // The first cell of a table row outside a pipe table (a grid table's "| 11 Feb 2025 17:45 | …|", a table without a
  // delimiter row) is read like the start of a line.
  // A bullet a notice writes without Markdown ("・6時15分 全線で運転見合わせ", "• 09:12 …") is a marker too.
  const m = /^\s*(?:>\s*)*(?:(?:[-*+]|\d{1,3}[.)])\s+|[・•●◆▪]\s?|\|\s{0,8})?(?:\[[ xX]\]\s+)?[*_`[(（＜〈]{0,3}(?:【[^】\n]{1,16}】\s?)?/.exec(line);
  // An approximate time ("~19:30", "ca. 19:30", "≈ 19:30"): the marker is not the entry's text.
  let offset0 = m ? m[0].length : 0;
  // A time relative to the start before the clock time ("**T+9m** (13:50) — …", "T−3m (13:38)").
  const rel = RELATIVE_BEFORE_CLOCK.exec(line.slice(offset0));
  if (rel) offset0 += rel[0].length;
  const approx = APPROX.exec(line.slice(offset0));
  let offset = offset0 + (approx ? approx[0].length : 0);
  // The word a language puts before a clock time in a list item or emphasis ("- ore 7.50 – …", "**ore 22.14** — …"): not the
  // entry's text. A paragraph that opens so ("Um 10:05 UTC begann …") is a note, as in a told timeline (told.ts).
  const lead = m && /[-*+_]|\d[.)]/.test(m[0]) ? TIME_LEAD.exec(line.slice(offset)) : null;
  if (lead) offset += lead[0].length;
  return { text: line.slice(offset), offset };
}
export { stripMarkers };

/** Where a line's own content starts (after list, quote and heading markers and opening emphasis). */
export function contentStart(v: LineView): number {
  if (v.start !== undefined) return v.start;
  const l = v.text;
  return v.start = stripMarkers(v.info.kind === 'heading' ? l.replace(/^\s{0,3}#{1,6}\s+/, (m) => ' '.repeat(m.length)) : l).offset;
}

const LINE_KINDS = new Set<LineInfo['kind']>(['heading', 'list-item', 'paragraph', 'table-loose']);

/**
 * A line that continues a paragraph is read only when it starts with a digit (or a table cell that does: a grid table's row;
 * or a bullet a notice writes without Markdown, "・6時15分", or too deep to open a list, "    - 22:00 hs: …"), or is a date alone.
 */
const continuation = (v: LineView): boolean => v.info.kind === 'paragraph' && v.info.blockStart !== v.line && !/^\s*(?:[・•●◆▪]\s?|[-*]\s)?\|?\s*[*_[(（]{0,3}(?:午前|午後|上午|下午|凌晨|晚上|早上|中午|오전|오후)?\s?[\d０-９]/.test(v.text)
  // Or a weekday and its date alone between the timed lines of a plain-text timeline ("  Mon 7th April").
  && !((v.dates?.length ?? 0) === 1 && isDateLine(v));

/** A bare "11/25": month/day (day/month when the first number cannot be a month), in the year of the dates around it. */
export function monthDayOf(text: string, s: TimelineState, ctx: TimelineContext): PlainDate | undefined {
  const md = /^(\d{1,2})\/(\d{1,2})[\s*_:]*$/.exec(text);
  if (!md) return undefined;
  const a = Number(md[1]); const b = Number(md[2]);
  const [month, day] = a > 12 || (ctx.dayFirst && b <= 12) ? [b, a] : [a, b];
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31)) return undefined;
  const year = s.dayDate?.year ?? ctx.fmYear ?? ctx.firstYear;
  return year !== undefined ? { year, month, day } : { month, day };
}

/** A label alone on its line for the incident's own day ("- 当日", "**Day of the incident**"). */
const INCIDENT_DAY = new RegExp(`^[*_]{0,2}(?:${wordTrie(INCIDENT_DAY_WORDS, { flags: 'iu' })})[*_]{0,2}\\s*[:：]?\\s*$`, 'iu');

/**
 * A label for the incident's own day between days ("前日" / "当日" / "翌日" as list items): the time-only entries below it are
 * on the incident date, not on the date written above it (the day before).
 */
const incidentDay: TimelineReader = {
  name: 'incident-day',
  kinds: LINE_KINDS,
  read(v, s) {
    if (s.dayDate === undefined || !INCIDENT_DAY.test(v.text.slice(contentStart(v)).trim())) return undefined;
    return { state: { ...s, dayDate: undefined } };
  },
};

/** A bare "11/25" date bullet or line: the date of the entries below it. */
const monthDay: TimelineReader = {
  name: 'month-day',
  kinds: LINE_KINDS,
  read(v, s, ctx) {
    if (continuation(v)) return TAKEN;
    const date = monthDayOf(v.text.slice(contentStart(v)), s, ctx);
    return date ? { state: { ...s, dayDate: date } } : undefined;
  },
};

/** The date and time a line starts with: indices into its scan (-1: none), and where the token starts and ends. */
function leadingToken(v: LineView): Token | undefined {
  if (v.token === undefined) v.token = readToken(v);
  return v.token ?? undefined;
}

const readToken = (v: LineView): Token | null => tokenAt(v.text, v.scan, contentStart(v));

export const headingZoneOf = (v: LineView): Zone | undefined => (v.info.kind === 'heading' ? (zoneIn(v.text, ZONE_PAREN) ?? zoneIn(v.text, ZONE_SENTENCE))?.zone : undefined);

/**
 * The date a heading ends with when it names no time ("### Containment — Tuesday 30 April 2024", "### Day 2 (13 March)"):
 * the day of the entries below it, as a day heading's.
 */
export function headingDayDate(v: LineView): PlainDate | undefined {
  if (v.info.kind !== 'heading' || v.dates?.length !== 1 || (v.scan?.times.length ?? 0) > 0) return undefined;
  const d = v.dates[0]!;
  const rest = v.text.slice(d.range.end.character);
  // Or a full date before a colon or dash and the name of what happened ("### Störung 1 – Tuesday 08.07.2025: smart meter data delayed").
  if (!d.yearInferred && d.date.year !== undefined && /^\s?[:–—]\s|^\s[-–—]\s/.test(rest)) return d.date;
  return rest.replace(/[(（][^)）]*[)）]/g, '').replace(/[\s*_:.,\-–—[\]#)]/g, '') === '' ? d.date : undefined;
}

/** Is the line a date line ("**Monday, February 10**", "2026-03-04:"): a date and nothing else but marks or a zone in parentheses? */
export function isDateLine(v: LineView): boolean {
  const tok = leadingToken(v);
  return (!!tok && tok.d >= 0 && tok.t < 0 && v.text.slice(tok.tokenEnd).replace(/[(（][^)）]*[)）]/g, '').replace(/[\s*_:.,\-–—[\]＞〉]/g, '') === '')
    || boldDayDate(v) !== undefined;
}

/** A bold (or emphasised) label alone on its line, a note in parentheses after it allowed ("**5月20日（周二）事件一**（T0 = 故障开始时间）"). */
const BOLD_LABEL_LINE = /^\s{0,3}(\*\*|__|\*|_)([^*_\n]{3,80})\1\s*(?:[(（][^()（）\n]{0,60}[)）])?\s*:?\s*$/;

/**
 * The date of a bold label alone on its line that names no time: one that ends with it ("**Day 1 — Tuesday 17 June**"), or
 * opens with it and names the part of the story after it in a few words ("**5月20日（周二）事件一**", "**May 20 — incident 2**").
 */
function boldDayDate(v: LineView): PlainDate | undefined {
  if (v.info.kind !== 'paragraph' || v.dates?.length !== 1 || (v.scan?.times.length ?? 0) > 0) return undefined;
  const m = BOLD_LABEL_LINE.exec(v.text);
  if (!m) return undefined;
  const d = v.dates[0]!;
  const rest = v.text.slice(d.range.end.character, v.text.indexOf(m[1]!, m.index + m[0].indexOf(m[2]!) + m[2]!.length)).replace(/[(（][^)）]*[)）]/g, '');
  if (rest.replace(/[\s*_:.,\-–—)]/g, '') === '') return d.date;
  const opens = v.text.slice(0, d.range.start.character).replace(/[\s*_]/g, '') === '';
  return opens && rest.trim().length <= 16 && rest.trim().split(/\s+/).length <= 3 ? d.date : undefined;
}

/** A date line or a day heading ("## March 4", "**2026-03-04**"): sets the date (and zone) of the entries below. */
const dayLine: TimelineReader = {
  name: 'day',
  kinds: LINE_KINDS,
  read(v, s) {
    const tok = leadingToken(v);
    if (!tok || tok.d < 0 || tok.t >= 0) return undefined;
    if (v.info.kind !== 'heading' && !isDateLine(v)) return undefined;
    const zone = headingZoneOf(v) ?? zoneIn(v.text, ZONE_PAREN)?.zone;
    return { state: { ...s, dayDate: v.dates![tok.d]!.date, dayZone: zone ?? s.dayZone } };
  },
};

/** A bold label alone on its line that ends with a date ("**Day 1 — Tuesday 17 June**"): the day of the entries below it. */
const boldDay: TimelineReader = {
  name: 'bold-day',
  kinds: new Set<LineInfo['kind']>(['paragraph']),
  read(v, s) {
    const date = boldDayDate(v);
    return date ? { state: { ...s, dayDate: date } } : undefined;
  },
};

/**
 * A paragraph before the first entry that names one date and no time ("All times are PDT, on Thursday, July 11."):
 * the date of the time-only entries below it, as a date line would be.
 */
const introDate: TimelineReader = {
  name: 'intro-date',
  kinds: new Set<LineInfo['kind']>(['paragraph']),
  read(v, s) {
    if (s.started || s.dayDate || v.info.blockStart !== v.line || v.info.inBlockquote || (v.scan?.times.length ?? 0) > 0) return undefined;
    if (v.dates?.length !== 1 || v.dates[0]!.date.year === undefined || leadingToken(v)) return undefined;
    return { state: { ...s, dayDate: v.dates[0]!.date } };
  },
};

/** The day `day` of the month of `near` ("26日" under "11月25日"), or of the next month when it is well before it ("1日" after "30日"). */
function dayOfMonth(near: PlainDate, day: number): PlainDate {
  if (day >= near.day - 10) return { ...near, day };
  const next = near.month === 12 ? { month: 1, year: near.year === undefined ? undefined : near.year + 1 } : { month: near.month + 1, year: near.year };
  return next.year === undefined ? { month: next.month, day } : { year: next.year, month: next.month, day };
}

/** A list item, line or heading that starts with a time, a date and time, a date, or a day of the month and a time ("26日 03:00"). */
const timedLine: TimelineReader = {
  name: 'timed-line',
  kinds: LINE_KINDS,
  read(v, s, ctx) {
    if (ctx.updateLog && v.info.kind === 'paragraph' && v.info.blockStart !== v.line) return TAKEN;
    if (s.event && v.info.kind === 'paragraph') return TAKEN;
    const tok = leadingToken(v);
    if (!tok) return TAKEN;
    const { d, t } = tok;
    const after = v.text.slice(tok.tokenEnd);
    // A line of an entry's paragraph that opens with a date, no time, and goes on ("8월 18일 (월)에 승인되었습니다."): its text.
    if (t < 0 && s.entryBlock === v.info.blockStart && v.info.blockStart !== v.line && /[\p{L}\p{N}]/u.test(after)) return TAKEN;
    const text = entryText(t >= 0 ? after.replace(TIME_WORD, '') : after);
    const time = t >= 0 ? v.scan!.times[t] : undefined;
    const dm = d >= 0 ? v.dates![d] : undefined;
    const kind = v.info.kind === 'heading' ? 'heading' : v.info.kind === 'list-item' ? 'list-item' : 'line';
    const e = rawEntry(v.line, kind, time, !!dm, text, tok.tokenStart, tok.tokenEnd);
    e.textBelow = kind === 'heading' && time !== undefined && text === '';
    if (dm) e.date = dm.date;
    else if (tok.day !== undefined && s.dayDate) { e.date = dayOfMonth(s.dayDate, tok.day); e.dateExplicit = true; }
    else if (s.dayDate) e.date = s.dayDate;
    else if (time) e.weekday = weekdayAfterToken(v.text, tok.tokenEnd);
    const setZone = (x: RawEntry) => entryZone(x, x.time, headingZoneOf(v) ?? s.dayZone ?? ctx.sectionZone, 'heading');
    setZone(e);
    // Entries after the first on the line, after a `<br>` ("10:00 Alert fired<br>10:05 On-call paged").
    const split = time && kind !== 'heading' ? breakEntries(v.text, v.scan, tok.tokenEnd, v.text.length, partEntry(v, e, setZone)) : undefined;
    if (split) { e.text = entryText(v.text.slice(tok.tokenEnd, split.firstEnd)); return entryReading(s, e, split.more); }
    if (kind === 'heading' && dm && time) {
      const r = entryReading(s, e) as { entry: RawEntry; state?: TimelineState };
      return { ...r, state: { ...(r.state ?? s), event: true } };
    }
    return entryReading(s, e);
  },
};

/**
 * What a Markdown heading is to a timeline around it: a day heading (a date and nothing else but a zone
 * or punctuation), an event heading (it starts with a date and a time), or neither.
 */
export function headingShape(v: LineView): 'day' | 'event' | undefined {
  if (v.info.kind !== 'heading') return undefined;
  const tok = leadingToken(v);
  if (!tok || tok.d < 0) return undefined;
  if (tok.t >= 0) return 'event';
  const rest = v.text.slice(tok.tokenEnd).replace(/\([^()]*\)/g, '').replace(/[\s*_:.,\-–—[\]#]/g, '');
  return rest === '' ? 'day' : undefined;
}

/** Is the line a heading that opens with a time ("#### 21:07 JST (12:07 UTC) Alert fired")? */
export function timeHeading(v: LineView): boolean {
  return v.info.kind === 'heading' && (leadingToken(v)?.t ?? -1) >= 0;
}

/** The line readers, after the update readers (updates.ts) in `READERS`. */
export const LINE_READERS: readonly TimelineReader[] = [monthDay, incidentDay, dayLine, boldDay, introDate, timedLine];
