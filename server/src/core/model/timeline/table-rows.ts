/**
 * The readers of table rows: a table header gives its columns (and zone) to the rows below it; a row whose time column
 * starts with a time or a date-time is an entry, with its date from the date column or the day above, and one entry
 * for each part of a cell broken by `<br>`. Pipe tables and HTML tables written one row per line
 * (parse/html-tables.ts) alike.
 */
import { range, tableCells } from '../../text.js';
import { breakEntries, breakParts, breakSpans, entryText } from './parts.js';
import { clockInParens, relativeAt } from './relative.js';
import { columnZone, type TableCols } from './tables.js';
import { tokenAt } from './tokens.js';
import {
  APPROX, entryReading, weekdayOf, entryZone, monthDayOf, partEntry, rawEntry, TAKEN, weekdayAfterToken,
  type LineView, type RawEntry, type Reading, type TimelineContext, type TimelineReader, type TimelineState,
} from './readers.js';

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
    const r = readRow(v, s, ctx);
    // A row of an HTML table (parse/html-tables.ts): its text without the tags inside cells ("<code>", "<b>").
    if (r && r !== TAKEN && 'entry' in r && /^\s*<tr\b/i.test(v.text)) for (const e of [r.entry, ...(r.more ?? [])]) e.text = e.text.replace(INLINE_TAG, '').trim();
    return r;
  },
};
/** An inline HTML tag other than a line break. */
const INLINE_TAG = /<\/?(?!br\b)[a-z][a-z0-9]*\b[^<>]*>/gi;
/** A weekday and a day of the month, then a time: "Jueves 15, ", "Fri 16th ". */
const WEEKDAY_DAY = /^([\p{L}]{2,12})\.?,?\s(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th|\.)?,?\s{1,2}(?=\d)/u;

function readRow(v: LineView, s: TimelineState, ctx: TimelineContext): Reading | undefined {
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
    let at = lead + emph + (APPROX.exec(cell.slice(emph))?.[0].length ?? 0);
    // A time relative to T0 ("| T+0:18 | … |"): at the clock time in parentheses after it ("| T−2 days (20 Aug, 09:30 UTC) |"), else at its offset.
    const rel = relativeAt(l, at);
    if (rel) {
      const clock = clockInParens(v, rel.end);
      if (!clock) return relativeRow(v, s, ctx, cols, cells, at, rel);
      at = clock.tokenStart;
    }
    const dates = v.scan?.dates ?? [];
    const times = v.scan?.times ?? [];
    // The date may follow its weekday ("| Lun 17/06 18:30 hs |").
    const cellDate = dates.findIndex((d) => d.start === at || d.weekdayStart === at);
    let t = times.findIndex((x) => x.start === at);
    // …and a link word may stand between the date and its time ("| sab 29/03 ore 18:00 CET |").
    if (cellDate >= 0) t = tokenAt(l, v.scan, at)?.t ?? -1;
    // A weekday and a day of the month before the time ("| Jueves 15, 12:30 h |"): dated by the weekday, as "21:40 (Mi.)" is.
    let weekday: number | undefined;
    if (t < 0 && cellDate < 0) {
      const wd = WEEKDAY_DAY.exec(l.slice(at));
      weekday = wd ? weekdayOf(wd[1]!) : undefined;
      if (weekday !== undefined) t = times.findIndex((x) => x.start === at + wd![0].length);
      if (t < 0) return TAKEN;
    }
    let dateCol = -1;
    if (cols.date >= 0 && cells[cols.date]) {
      const dc = cells[cols.date]!;
      dateCol = dates.findIndex((x) => x.start >= dc.start && x.start < dc.start + dc.text.length);
    }
    const text = cols.text.map((k) => cells[k]?.text.trim() ?? '').filter((x) => x !== '').join(' — ');
    const time = t >= 0 ? times[t] : undefined;
    let date = cellDate >= 0 ? v.dates![cellDate]!.date : undefined;
    let dateExplicit = cellDate >= 0;
    // A day written after the time in its cell ("| 07:30 (4.12.) |", "| 13:20 EDT on 11 Aug |"), when no date column dates the row.
    const after = dateCol < 0 && cellDate < 0 && time ? dates.findIndex((x) => x.start > time.end && /^[\s,(]{0,3}(?:(?:on|am|le|el|il|op|du)\s)?$/i.test(l.slice(time.end, x.weekdayStart ?? x.start)) && x.start < tc.start + tc.text.length) : -1;
    if (dateCol >= 0) { date = v.dates![dateCol]!.date; dateExplicit = true; }
    else if (after >= 0) { date = v.dates![after]!.date; dateExplicit = true; }
    else if (cols.date >= 0 && cells[cols.date]) {
      // A month and a day alone in the date column ("| 10/24 | 20:03 |"): read as a bare "10/24" line is.
      const md = monthDayOf(cells[cols.date]!.text.replace(/[*_`]/g, '').trim(), s, ctx);
      if (md) { date = md; dateExplicit = true; }
    }
    const e = rawEntry(v.line, 'table-row', time, dateExplicit, text, cellDate >= 0 ? Math.min(dates[cellDate]!.start, dates[cellDate]!.weekdayStart ?? Infinity) : at, t >= 0 ? times[t]!.end : dates[cellDate]!.end);
    if (rel) e.offset = rel.minutes;
    if (date) e.date = date; else if (s.dayDate) e.date = s.dayDate;
    else if (time) e.weekday = weekday ?? weekdayAfterToken(v.text, time.end);
    if (cols.zoned) e.cellZones = cols.zoned.flatMap(({ col, zone }) => (cells[col] ? [{ start: cells[col]!.start, end: cells[col]!.start + cells[col]!.text.length, zone }] : []));
    // A row's own zone from a zone column ("| So, 27.10.2024 | 02:30 | MEZ | … |"), else the header's.
    const rowZone = cols.zoneCol !== undefined && time ? columnZone(l, time.start, cols) : cols.zone;
    const setZone = (x: RawEntry) => entryZone(x, x.time, rowZone ?? s.dayZone ?? ctx.sectionZone, rowZone ? 'column' : 'heading');
    setZone(e);
    // Parallel cells: the time cell holds several times, one per `<br>` ("13:10<br>13:19"), and a text cell as
    // many parts ("Failures confirmed<br>Cause found"): an entry for each pair.
    if (time && tc.text.includes('<')) {
      const timeParts = breakParts(l, v.scan, tc.start, tc.start + tc.text.length);
      if (timeParts) {
        const n = timeParts.parts.length + 1;
        const k = cols.text.find((c) => cells[c] && !cols.zoned?.some((z) => z.col === c) && breakSpans(l, cells[c]!.start, cells[c]!.start + cells[c]!.text.length).length === n);
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
    // A row in another zone dated in parentheses ("| 02:50 SGT (Sat 29 Mar) |" among GMT rows): its own day, not the rows' below.
    return after >= 0 && time?.zone ? { entry: e } : entryReading(s, e);
}

/** A row whose time cell is a time relative to T0 alone ("| T+0:18 | The alert fires |"): an entry at that offset (`RawEntry.offset`). */
function relativeRow(v: LineView, s: TimelineState, ctx: TimelineContext, cols: TableCols, cells: ReturnType<typeof tableCells>, at: number,
  rel: { minutes: number; end: number }): Reading {
  const text = cols.text.map((k) => cells[k]?.text.trim() ?? '').filter((x) => x !== '').join(' — ');
  const e = rawEntry(v.line, 'table-row', undefined, false, text, at, rel.end);
  e.offset = rel.minutes;
  if (s.dayDate) e.date = s.dayDate;
  entryZone(e, undefined, cols.zone ?? s.dayZone ?? ctx.sectionZone, cols.zone ? 'column' : 'heading');
  return entryReading(s, e);
}

/** The table readers, first in `READERS` (collect.ts). */
export const TABLE_READERS: readonly TimelineReader[] = [tableHeader, tableRow];
