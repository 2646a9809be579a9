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
import type { ScannedTime } from '../../time/scan.js';
import { range, tableCells, wordTrie } from '../../text.js';
import type { DateMention, PlainDate, TimeMention, TimelineEntry, Zone, ZoneDeclaration } from '../../types.js';
import type { LineScan } from '../dates.js';
import { LOCAL_WEEKDAYS, TIME_WORDS, WEEKDAYS } from '../../locale/index.js';
import { ZONE_PAREN, ZONE_SENTENCE, zoneIn } from '../zones.js';
import { breakEntries, breakParts, breakSpans, entryText } from './parts.js';
import type { TableCols } from './tables.js';
import { tokenAt, type Token } from './tokens.js';

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
  /**
   * Under a heading that is an event with its date and time ("### 【復旧】2024年2月20日 17:30", a status-page update):
   * the paragraphs below it, up to the next heading, are its text, even when they start with a time.
   */
  event?: true;
  /**
   * The line of the last paragraph that opened with a bold status word and a dash ("**Resolved** - …"), until the next
   * heading: below it a line that is a date and a time alone ("Mar 3, 16:05 UTC") is that update's stamp.
   */
  lead?: number;
  /**
   * A paragraph line that is not an entry and breaks off mid-sentence ("… A primeira rejeição aparece às"): the line below
   * it in the same paragraph continues the sentence, even when it starts with a time ("08:12:37 UTC, ou seja …").
   */
  open?: number;
}

export const INITIAL_STATE: TimelineState = { dayDate: undefined, dayZone: undefined, cols: new Map() };

/** What the section gives every line. */
export interface TimelineContext {
  sectionZone: Zone | undefined; fmYear: number | undefined; firstYear: number | undefined;
  /** An update log of bold-time paragraphs: a line that continues a paragraph is its text, not an entry ("… rond\n13.00 uur een …"). */
  updateLog?: true;
  /**
   * A timeline told in paragraphs ("At 9:37 AM PDT, …"), found outside any timeline section: only there is a paragraph
   * that opens with a lead word and a time an entry (under a list or table timeline it is a note about one).
   */
  told?: true;
}

/** A timeline entry as read from its line. Every field is always set (one object shape). */
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
function partEntry(v: LineView, base: RawEntry, setZone: (e: RawEntry) => void) {
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

/** A weekday in parentheses right after a token ("21:40 (Mi.)", "23:50 (Tue)", "23:50（火）"), in any language's words. */
const WEEKDAY_AFTER = /^\s{0,2}[(（]\s?([\p{L}]{1,12})\.?\s?[)）]/u;
export function weekdayAfterToken(text: string, end: number): number | undefined {
  const m = WEEKDAY_AFTER.exec(text.slice(end, end + 18));
  if (!m) return undefined;
  const w = m[1]!.toLowerCase();
  if (WEEKDAYS[w] !== undefined) return WEEKDAYS[w];
  for (const local of Object.values(LOCAL_WEEKDAYS)) if (local[w] !== undefined) return local[w];
  return undefined;
}

/** A table header: its columns (and zone) hold for the table's rows. */
const tableHeader: TimelineReader = {
  name: 'table-header',
  kinds: new Set(['table-header']),
  read(v, s) {
    if (v.info.table === undefined || !v.cols) return undefined;
    const cols = new Map(s.cols);
    cols.set(v.info.table, v.cols);
    const state: TimelineState = { ...s, cols };
    const c = v.cols;
    if (c.zone && c.zoneAt !== undefined) return { state, zone: { zone: c.zone, range: range(v.line, c.zoneAt, c.zoneAt + c.zone.label.length), scope: 'table' } };
    return { state };
  },
};

/** A table row whose time column starts with a time or a date-time. */
const tableRow: TimelineReader = {
  name: 'table-row',
  kinds: new Set(['table-row']),
  read(v, s, ctx) {
    if (v.info.table === undefined) return undefined;
    const cols = s.cols.get(v.info.table);
    if (!cols || cols.time < 0) return TAKEN;
    const l = v.text;
    const cells = tableCells(l);
    const tc = cells[cols.time];
    if (!tc) return TAKEN;
    const lead = tc.start + (tc.text.length - tc.text.trimStart().length);
    const cell = tc.text.trimStart();
    const emph = /^[*_`]{0,3}/.exec(cell)![0].length;
    const at = lead + emph + (APPROX.exec(cell.slice(emph))?.[0].length ?? 0);
    const dates = v.scan?.dates ?? [];
    const times = v.scan?.times ?? [];
    // The date may follow its weekday ("| Lun 17/06 18:30 hs |").
    const cellDate = dates.findIndex((d) => d.start === at || d.weekdayStart === at);
    let t = times.findIndex((x) => x.start === at);
    if (cellDate >= 0) {
      const end = dates[cellDate]!.end;
      t = times.findIndex((x) => x.start >= end && x.start <= end + 4);
    }
    if (t < 0 && cellDate < 0) return TAKEN;
    let dateCol = -1;
    if (cols.date >= 0 && cells[cols.date]) {
      const dc = cells[cols.date]!;
      dateCol = dates.findIndex((x) => x.start >= dc.start && x.start < dc.start + dc.text.length);
    }
    const text = cols.text.map((k) => cells[k]?.text.trim() ?? '').filter((x) => x !== '').join(' — ');
    const time = t >= 0 ? times[t] : undefined;
    let date = cellDate >= 0 ? v.dates![cellDate]!.date : undefined;
    let dateExplicit = cellDate >= 0;
    if (dateCol >= 0) { date = v.dates![dateCol]!.date; dateExplicit = true; }
    const e = rawEntry(v.line, 'table-row', time, dateExplicit, text, cellDate >= 0 ? Math.min(dates[cellDate]!.start, dates[cellDate]!.weekdayStart ?? Infinity) : at, t >= 0 ? times[t]!.end : dates[cellDate]!.end);
    if (date) e.date = date; else if (s.dayDate) e.date = s.dayDate;
    else if (time) e.weekday = weekdayAfterToken(v.text, time.end);
    if (cols.zoned) e.cellZones = cols.zoned.flatMap(({ col, zone }) => (cells[col] ? [{ start: cells[col]!.start, end: cells[col]!.start + cells[col]!.text.length, zone }] : []));
    const setZone = (x: RawEntry) => entryZone(x, x.time, cols.zone ?? s.dayZone ?? ctx.sectionZone, cols.zone ? 'column' : 'heading');
    setZone(e);
    // Parallel cells: the time cell holds several times, one per `<br>` ("13:10<br>13:19"), and a text cell as
    // many parts ("Failures confirmed<br>Cause found"): an entry for each pair.
    if (time && tc.text.includes('<')) {
      const timeParts = breakParts(l, v.scan, tc.start, tc.start + tc.text.length);
      if (timeParts) {
        const n = timeParts.parts.length + 1;
        const k = cols.text.find((c) => cells[c] && breakSpans(l, cells[c]!.start, cells[c]!.start + cells[c]!.text.length).length === n);
        if (k !== undefined) {
          const cell = cells[k]!;
          const spans = breakSpans(l, cell.start, cell.start + cell.text.length);
          const part = (j: number) => entryText(l.slice(spans[j]![0], spans[j]![1]));
          e.text = cols.text.map((c) => (c === k ? part(0) : cells[c]?.text.trim() ?? '')).filter((x) => x !== '').join(' — ');
          const make = partEntry(v, e, setZone);
          return entryReading(s, e, timeParts.parts.map((p, j) => make(p.tok, part(j + 1))));
        }
      }
    }
    // Entries after the first in one text cell ("Alert fired<br>10:05 On-call paged"), when only one cell has them.
    if (time) {
      const split = cols.text.map((k) => cells[k] && breakEntries(l, v.scan, cells[k]!.start, cells[k]!.start + cells[k]!.text.length, partEntry(v, e, setZone)));
      const k = split.findIndex((x) => x);
      if (k >= 0 && split.every((x, j) => j === k || !x)) {
        const cut = cells[cols.text[k]!]!;
        e.text = cols.text.map((c, j) => (j === k ? l.slice(cut.start, split[k]!.firstEnd) : cells[c]?.text ?? '').trim()).filter((x) => x !== '').join(' — ');
        return entryReading(s, e, split[k]!.more);
      }
    }
    return entryReading(s, e);
  },
};

/** A mark of an approximate time before it: "~", "≈", "ca.", "approx.", "circa" (not "~~", a strikethrough). */
export const APPROX = /^(?:~(?!~)|≈|(?:ca|approx|env|etwa)\.?\s(?=\d)|circa\s(?=\d))\s?(?=[\d*_])/iu;
function stripMarkers(line: string): { text: string; offset: number } {
  // A label in lenticular brackets before the date ("**【第2報】2025年1月13日 15:20**", a Japanese status report) is a marker too.
  const m = /^\s*(?:>\s*)*(?:(?:[-*+]|\d{1,3}[.)])\s+)?(?:\[[ xX]\]\s+)?[*_`[(]{0,3}(?:【[^】\n]{1,16}】\s?)?/.exec(line);
  // An approximate time ("~19:30", "ca. 19:30", "≈ 19:30"): the marker is not the entry's text.
  const offset0 = m ? m[0].length : 0;
  const approx = APPROX.exec(line.slice(offset0));
  const offset = offset0 + (approx ? approx[0].length : 0);
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

/** A line that continues a paragraph is read only when it starts with a digit. */
const continuation = (v: LineView): boolean => v.info.kind === 'paragraph' && v.info.blockStart !== v.line && !/^\s*[*_[(]{0,3}\d/.test(v.text);

/** A bare "11/25" date bullet or line: month/day (day/month when the first number cannot be a month). */
const monthDay: TimelineReader = {
  name: 'month-day',
  kinds: LINE_KINDS,
  read(v, s, ctx) {
    if (continuation(v)) return TAKEN;
    const md = /^(\d{1,2})\/(\d{1,2})[\s*_:]*$/.exec(v.text.slice(contentStart(v)));
    if (!md) return undefined;
    const a = Number(md[1]); const b = Number(md[2]);
    const [month, day] = a > 12 ? [b, a] : [a, b];
    if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31)) return undefined;
    const year = s.dayDate?.year ?? ctx.fmYear ?? ctx.firstYear;
    return { state: { ...s, dayDate: year !== undefined ? { year, month, day } : { month, day } } };
  },
};

/** The date and time a line starts with: indices into its scan (-1: none), and where the token starts and ends. */
function leadingToken(v: LineView): Token | undefined {
  if (v.token === undefined) v.token = readToken(v);
  return v.token ?? undefined;
}

const readToken = (v: LineView): Token | null => tokenAt(v.text, v.scan, contentStart(v));

const headingZoneOf = (v: LineView): Zone | undefined => (v.info.kind === 'heading' ? (zoneIn(v.text, ZONE_PAREN) ?? zoneIn(v.text, ZONE_SENTENCE))?.zone : undefined);

/** A date line or a day heading ("## March 4", "**2026-03-04**"): sets the date (and zone) of the entries below. */
const dayLine: TimelineReader = {
  name: 'day',
  kinds: LINE_KINDS,
  read(v, s) {
    const tok = leadingToken(v);
    if (!tok || tok.d < 0 || tok.t >= 0) return undefined;
    const rest = v.text.slice(tok.tokenEnd);
    const restNorm = rest.replace(/\([^)]*\)/g, '').replace(/[\s*_:.,\-–—[\]]/g, '');
    if (restNorm !== '' && v.info.kind !== 'heading') return undefined;
    const zone = headingZoneOf(v) ?? zoneIn(v.text, ZONE_PAREN)?.zone;
    return { state: { ...s, dayDate: v.dates![tok.d]!.date, dayZone: zone ?? s.dayZone } };
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

/** A list item, line or heading that starts with a time, a date and time, or a date. */
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
    const text = entryText(t >= 0 ? after.replace(TIME_WORD, '') : after);
    const time = t >= 0 ? v.scan!.times[t] : undefined;
    const dm = d >= 0 ? v.dates![d] : undefined;
    const kind = v.info.kind === 'heading' ? 'heading' : v.info.kind === 'list-item' ? 'list-item' : 'line';
    const e = rawEntry(v.line, kind, time, !!dm, text, tok.tokenStart, tok.tokenEnd);
    e.textBelow = kind === 'heading' && time !== undefined && text === '';
    if (dm) e.date = dm.date; else if (s.dayDate) e.date = s.dayDate;
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

/** The table readers, first in `READERS` (collect.ts). */
export const TABLE_READERS: readonly TimelineReader[] = [tableHeader, tableRow];
/** The line readers, after the update readers (updates.ts) in `READERS`. */
export const LINE_READERS: readonly TimelineReader[] = [monthDay, dayLine, introDate, timedLine];
