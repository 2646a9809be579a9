/** Timeline entries as the model gives them: a raw entry with its time mention, date, zone, ordering key and milestone. */
import type { LineInfo } from '../../parse/parse.js';
import { range } from '../../text.js';
import type { PlainDate, TimeMention, TimelineEntry } from '../../types.js';
import { entryMilestone } from '../milestones.js';
import { clockKey, dayKey } from '../order.js';
import { stripMarkers, type RawEntry } from './readers.js';

/** A time heading's text when it has none of its own: the first non-blank line below it, before the next heading, up to `end`. */
export function textBelow(e: RawEntry, lines: readonly string[], info: readonly LineInfo[], end: number): string {
  for (let k = e.line + 1; k <= end; k++) {
    if (info[k]!.kind === 'heading') break;
    if (lines[k]!.trim() !== '') return stripMarkers(lines[k]!).text.trim();
  }
  return e.text;
}

export function timelineEntry(e: RawEntry, text: string, line: string, tm: TimeMention | undefined, incidentDate: PlainDate | undefined): TimelineEntry {
  const date = e.date ?? incidentDate;
  const zone = e.zone ?? tm?.effectiveZone;
  // Ordering key: the UTC instant, else the local time of day on the date; a 24-hour time written with
  // a stray am/pm still has a clear value.
  const sortable = tm && (!tm.problem || tm.problem === 'meridiem-on-24h');
  let sortKey: number | undefined;
  if (tm?.instant) sortKey = Date.parse(tm.instant);
  else if (tm && sortable) sortKey = clockKey(date, tm.hour, tm.minute, tm.second, e.zone?.offsetMinutes);
  else if (!tm && date) sortKey = dayKey(date);
  const entry: TimelineEntry = {
    range: range(e.line, e.tokenStart, e.tokenEnd), line: e.line, raw: line.slice(e.tokenStart, e.tokenEnd),
    kind: e.kind, dateExplicit: e.dateExplicit, text,
  };
  if (tm) entry.time = tm;
  if (date) entry.date = date;
  if (zone) entry.zone = zone;
  if (tm?.instant) entry.instant = tm.instant;
  if (sortKey !== undefined) entry.sortKey = sortKey;
  const ms = entryMilestone(text);
  if (ms) entry.milestone = ms;
  return entry;
}
