/**
 * The times pass: every time mention with its zone and date resolved. A timeline entry's time takes the
 * entry's zone and date; any other time its own zone or the document's, and an ISO date in it, a date
 * just after it, a date before it on the line, or the incident date.
 */
import type { ScannedTime } from '../time/scan.js';
import { toInstant } from '../time/zone.js';
import { range } from '../text.js';
import type { DateMention, PlainDate, TimeMention, Zone } from '../types.js';
import type { RawEntry } from './timeline/readers.js';

export function timeMention(i: number, t: ScannedTime, entry: RawEntry | undefined, docZone: Zone | undefined, incidentDate: PlainDate | undefined, lineDates: readonly DateMention[] | undefined): TimeMention {
  const inTimeline = entry?.time === t;
  let zone: Zone | undefined; let source: TimeMention['zoneSource'];
  if (inTimeline && entry && entry.zone) { zone = entry.zone; source = entry.zoneSource; }
  else if (inTimeline && docZone) { zone = docZone; source = 'document'; }
  else if (t.zone) { zone = t.zone; source = t.zoneFromRange ? 'range' : 'explicit'; }
  else if (docZone) { zone = docZone; source = 'document'; }
  let date: PlainDate | undefined = t.isoDate;
  if (!date && inTimeline && entry) date = entry.date ?? incidentDate;
  if (!date) {
    let onLine: DateMention | undefined;
    if (lineDates) for (const d of lineDates) if (d.range.start.character < t.start && !d.problem) onLine = d;
    // A date written just after the time (a comma or a short word between: "04:05 AEST on Sunday 7 April 2024") is its
    // own, before one written earlier on the line.
    const after = lineDates?.find((d) => {
      const at = (d.weekdayRange ?? d.range).start.character;
      return !d.problem && at >= t.end && at - t.end <= 4;
    });
    date = (after ?? onLine)?.date ?? incidentDate;
  }
  const tm: TimeMention = {
    range: range(i, t.start, t.end), raw: t.raw, valueRange: range(i, t.start, t.valueEnd),
    hour: t.hour, minute: t.minute, inTimeline,
  };
  if (t.second !== undefined) tm.second = t.second;
  if (t.meridiem) { tm.meridiem = t.meridiem; tm.meridiemRange = range(i, t.meridiemStart!, t.meridiemEnd!); }
  if (t.problem) tm.problem = t.problem;
  if (t.corrected) tm.corrected = t.corrected;
  if (t.zone && !t.zoneFromRange) { tm.zone = t.zone; tm.zoneRange = range(i, t.zoneStart!, t.zoneEnd!); }
  if (zone) { tm.effectiveZone = zone; tm.zoneSource = source!; }
  if (date) tm.date = date;
  if (!t.problem && date && zone) {
    const inst = toInstant(date, t.hour % 24, t.minute, t.second ?? 0, zone);
    if (inst) tm.instant = inst;
  }
  return tm;
}
