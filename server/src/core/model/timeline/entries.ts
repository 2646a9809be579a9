/** Timeline entries as the model gives them: a raw entry with its time mention, date, zone, ordering key and milestone. */
import type { LineInfo } from '../../parse/parse.js';
import { range } from '../../text.js';
import type { PlainDate, TimeMention, TimelineEntry, Zone } from '../../types.js';
import { entryMilestone } from '../milestones.js';
import { clockKey, dayKey } from '../order.js';
import { addDays, offsetFor } from '../../time/zone.js';
import { tokenRaw } from '../../time/scan.js';
import { RECORD_LABEL } from './labelled.js';
import { stripMarkers, type RawEntry } from './readers.js';

/** A time heading's text when it has none of its own: the first non-blank line below it, before the next heading, up to `end`. */
export function textBelow(e: RawEntry, lines: readonly string[], info: readonly LineInfo[], end: number): string {
  for (let k = e.line + 1; k <= end; k++) {
    if (info[k]!.kind === 'heading') break;
    // Without the label of a record's line ("**事件**：…" below "**时间**：09:12").
    if (lines[k]!.trim() !== '') return stripMarkers(lines[k]!.replace(RECORD_LABEL, '')).text.trim();
  }
  return e.text;
}

/** The offset of the zone an entry is in, at its time: a fixed one, else from the zone's rules on its date. */
function offsetOf(zone: Zone | undefined, date: PlainDate | undefined, tm: TimeMention): number | undefined {
  if (!zone) return undefined;
  if (zone.offsetMinutes !== undefined) return zone.offsetMinutes;
  if (date?.year === undefined) return undefined;
  const o = offsetFor(zone, { year: date.year, month: date.month, day: date.day }, tm.hour % 24, tm.minute);
  if (o !== undefined) return o;
  // An impossible day ("31/04", which date-format reports): the order key rolls it over to the next month,
  // so its offset is that day's.
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return offsetFor(zone, { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }, tm.hour % 24, tm.minute);
}

export function timelineEntry(e: RawEntry, text: string, line: string, tm: TimeMention | undefined, incidentDate: PlainDate | undefined): TimelineEntry {
  // An entry relative to T0 is on the day its offset from T0 reaches.
  const date = (e.offset !== undefined ? tm?.date : undefined) ?? e.date ?? incidentDate;
  const zone = e.zone ?? tm?.effectiveZone;
  // Ordering key: the UTC instant, else the local time of day on the date; a 24-hour time written with
  // a stray am/pm still has a clear value.
  const sortable = tm && (!tm.problem || tm.problem === 'meridiem-on-24h');
  let sortKey: number | undefined;
  if (tm?.instant) sortKey = Date.parse(tm.instant);
  else if (tm && sortable) sortKey = clockKey(date, tm.hour, tm.minute, tm.second, offsetOf(zone, date, tm));
  else if (!tm && date) sortKey = dayKey(date);
  const entry: TimelineEntry = {
    range: range(e.line, e.tokenStart, e.tokenEnd), line: e.line, raw: tokenRaw(line.slice(e.tokenStart, e.tokenEnd)),
    kind: e.kind, dateExplicit: e.dateExplicit, text,
  };
  if (tm) entry.time = tm;
  if (date) entry.date = date;
  if (zone) entry.zone = zone;
  if (tm?.instant) entry.instant = tm.instant;
  if (sortKey !== undefined) entry.sortKey = sortKey;
  const ms = entryMilestone(text);
  if (ms) entry.milestone = ms;
  if (e.offset !== undefined) entry.offset = e.offset;
  if (e.statusUpdate) entry.statusUpdate = true;
  return entry;
}

/** The timeline's own entries: without the status updates posted beside it (the same array when there are none). */
export function ownTimeline(model: { timeline: readonly TimelineEntry[] }): readonly TimelineEntry[] {
  return model.timeline.some((e) => e.statusUpdate) ? model.timeline.filter((e) => !e.statusUpdate) : model.timeline;
}

/**
 * Whether a timeline is written newest first: of the steps between consecutive timed entries, at least
 * two go back in time (`minBack`; one in a status-page update log, which is written so by convention)
 * and none goes forward, or one does against at least three back (one entry out of place in a
 * newest-first log, which timeline-order reports).
 */
export function isNewestFirst(timeline: readonly TimelineEntry[], minBack = 2): boolean {
  let back = 0; let forward = 0;
  let prev: number | undefined;
  for (const e of timeline) {
    if (!e.time || e.sortKey === undefined) continue;
    if (prev !== undefined) { if (e.sortKey < prev) back++; else if (e.sortKey > prev) forward++; }
    prev = e.sortKey;
  }
  return back >= minBack && (forward === 0 || (forward === 1 && back >= 3));
}

const DAY = 86_400_000;
/**
 * Whether two entries stand under the same date. By value: an entry kept from the previous build holds the
 * date object of that build, one read again holds a new one; the reading must not depend on which.
 */
const sameDate = (a: PlainDate | undefined, b: PlainDate | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.year === b.year && a.month === b.month && a.day === b.day);
const minutesOfDay = (e: TimelineEntry): number | undefined => (e.time && !e.time.problem ? (e.time.hour % 24) * 60 + e.time.minute : undefined);

/**
 * Midnight crossings without a date: in a run of entries under one date (no date of their own, the
 * same day heading or dated entry above, or none), a time more than twelve hours earlier on the clock
 * than the entry before it ("23:55" then "00:20") is read on the next day, and so is every entry after it until a date is
 * written. Returns the entries to replace (new objects: the ones given may be shared with the previous
 * build), by index; `raw` holds the raw entry of each, by the same index. The timeline-order rule reports each crossing once.
 */
export function crossMidnight(timeline: readonly TimelineEntry[], raw: readonly RawEntry[]): [number, TimelineEntry][] {
  const out: [number, TimelineEntry][] = [];
  let shift = 0;
  let prev: TimelineEntry | undefined;
  let prevMinutes: number | undefined;
  let runDate: PlainDate | undefined;
  for (let k = 0; k < timeline.length; k++) {
    const e = timeline[k]!;
    const r = raw[k];
    if (e.dateExplicit || !r || !sameDate(r.date, runDate)) { shift = 0; runDate = r?.date; prevMinutes = undefined; }
    const m = minutesOfDay(e);
    if (e.dateExplicit || m === undefined || e.sortKey === undefined) { if (e.dateExplicit) prevMinutes = m; prev = e; continue; }
    if (prevMinutes !== undefined && prev?.sortKey !== undefined && prevMinutes - m > 12 * 60 && prev.sortKey - (e.sortKey + shift * DAY) > 0 && prev.sortKey - (e.sortKey + shift * DAY) < DAY) shift++;
    prevMinutes = m;
    if (shift > 0) {
      const moved: TimelineEntry = { ...e, dayShift: shift, sortKey: e.sortKey + shift * DAY };
      if (e.date?.year !== undefined) moved.date = addDays({ year: e.date.year, month: e.date.month, day: e.date.day }, shift);
      if (e.instant) moved.instant = new Date(Date.parse(e.instant) + shift * DAY).toISOString().replace('.000Z', 'Z');
      if (e.time) {
        const time = { ...e.time };
        if (moved.date) time.date = moved.date;
        if (moved.instant) time.instant = moved.instant;
        moved.time = time;
      }
      out.push([k, moved]);
      prev = moved;
    } else prev = e;
  }
  return out;
}
