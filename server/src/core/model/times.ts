import { seasonProblem } from '../time/season.js';
/**
 * The times pass: every time mention with its zone and date resolved. A timeline entry's time takes the
 * entry's zone and date; any other time its own zone or the document's, and an ISO date in it, a date
 * just after it, a date before it on the line, or the incident date (`proseDate`: the timeline's own day when the
 * incident date is days from every day the timeline writes).
 */
import type { ScannedTime } from '../time/scan.js';
import { addDays, isValidDate, localZone, toInstant } from '../time/zone.js';
import { range } from '../text.js';
import type { DateMention, PlainDate, TimeMention, Zone } from '../types.js';
import type { RawEntry } from './timeline/readers.js';

export function timeMention(i: number, t: ScannedTime, entry: RawEntry | undefined, docZone: Zone | undefined, incidentDate: PlainDate | undefined, lineDates: readonly DateMention[] | undefined,
  proseDate: PlainDate | undefined = incidentDate, columnZone?: Zone, locale = 'en', named?: Readonly<Record<string, string>>, lineText = ''): TimeMention {
  const inTimeline = entry?.time === t;
  let zone: Zone | undefined; let source: TimeMention['zoneSource'];
  const own = localZone(t.zone, locale, named);
  if (inTimeline && entry && entry.zone) { zone = entry.zone; source = entry.zoneSource; }
  else if (inTimeline && docZone) { zone = docZone; source = 'document'; }
  else if (own) { zone = own; source = t.zoneFromRange ? 'range' : 'explicit'; }
  else if (entry?.cellZones) {
    // A time in another zoned time column of the entry's row ("| 23:10 | 13:10 |" under "Time (AEDT)" and "Time (UTC)").
    const cell = entry.cellZones.find((c) => t.start >= c.start && t.end <= c.end);
    if (cell) { zone = cell.zone; source = 'column'; } else if (docZone) { zone = docZone; source = 'document'; }
  } else if (columnZone) { zone = localZone(columnZone, locale, named); source = 'column'; } else if (docZone) { zone = docZone; source = 'document'; }
  let date: PlainDate | undefined = t.isoDate;
  if (!date && inTimeline && entry) date = entry.date ?? incidentDate;
  // The same moment in another zone's column: the day that puts it nearest the entry's instant (a UTC column beside
  // local dates crosses midnight at another row).
  if (!date && source === 'column' && zone && entry?.time && entry.zone && entry.date?.year !== undefined) date = nearestDay(t, zone, entry.time, entry.zone, entry.date);
  if (!date) {
    let onLine: DateMention | undefined;
    if (lineDates) for (const d of lineDates) if (d.range.start.character < t.start && !d.problem) onLine = d;
    // A date written just after the time (a comma or a short word between: "04:05 AEST on Sunday 7 April 2024") is its
    // own, before one written earlier on the line; not across a table cell border or a " / " ("22:00 MESZ | So, 26.10.2025",
    // "1時55分（JST） / 2月11日 16:55 UTC").
    const justAfter = (end: number) => lineDates?.find((d) => {
      const at = (d.weekdayRange ?? d.range).start.character;
      return !d.problem && at >= end && at - end <= 4 && at < (t.cellEnd ?? Infinity);
    });
    // Not a date after a dash when one stands just before the time: "Mar 08, 2025 · 23:00 CST - Mar 09, 2025 · 01:30 CST".
    const next = justAfter(t.end);
    const after = next && onLine && t.start - onLine.range.end.character <= 4 && /[-–—]/.test(lineText.slice(t.end, next.range.start.character)) ? undefined : next;
    // The date after a range's second time is the first's too ("between 01:00 and 04:00 on 20 August"), the day before
    // when the range crosses midnight ("23:10 to 01:30 on 20 August").
    const ranged = !after && t.rangeTo ? justAfter(t.rangeTo.end)?.date : undefined;
    const crosses = ranged && t.rangeTo!.crosses;
    if (ranged && (!crosses || ranged.year !== undefined)) date = crosses ? addDays(ranged as PlainDate & { year: number }, -1) : ranged;
    // A time in a timeline entry's text that writes no day ("**3:10pm AWST** (5:10pm AEST) — …") is on the entry's day: the
    // same moment's where the two zones differ, not the incident's date.
    // Nor the date of the entry's row before the entry's time, for the same moment in another zone ("| 2025-03-09 07:59 | …
    // (23:59 PST) |") or one a few hours from it ("| zo 30-03 | 01:05 CET | … van 23:30 CET |"): the day nearest the entry.
    else if (!after && onLine && zone && entry?.time && entry.zone && entry.date?.year !== undefined && onLine.range.end.character <= entry.time.start
      && nearMoment(t, zone, entry.time, entry.zone, nearestDay(t, zone, entry.time, entry.zone, entry.date), entry.date)) date = nearestDay(t, zone, entry.time, entry.zone, entry.date);
    else date = (after ?? onLine)?.date ?? (entry?.time && entry.date?.year !== undefined
      ? (zone && entry.zone ? nearestDay(t, zone, entry.time, entry.zone, entry.date) : entry.date) : proseDate);
  }
  const tm: TimeMention = {
    range: range(i, t.start, t.end), raw: t.raw, valueRange: range(i, t.start, t.valueEnd),
    hour: t.hour, minute: t.minute, inTimeline,
  };
  if (t.second !== undefined) tm.second = t.second;
  if (t.meridiem) { tm.meridiem = t.meridiem; tm.meridiemRange = range(i, t.meridiemStart!, t.meridiemEnd!); }
  if (t.problem) tm.problem = t.problem;
  if (t.corrected) tm.corrected = t.corrected;
  if (own && !t.zoneFromRange) { tm.zone = own; tm.zoneRange = range(i, t.zoneStart!, t.zoneEnd!); }
  if (zone) { tm.effectiveZone = zone; tm.zoneSource = source!; }
  if (date) tm.date = date;
  if (!t.problem && date && zone) {
    // A timeline time whose label is off for its season, away from any switch ("14:02 CEST" on 16 January): the zone's wall clock,
    // as the entries around it read.
    const season = inTimeline && zone.kind === 'daylight' && date.year !== undefined && isValidDate(date)
      && [-1, 1].every((d) => seasonProblem(zone, addDays(date as PlainDate & { year: number }, d), 12, 0)) ? seasonProblem(zone, date, t.hour % 24, t.minute) : undefined;
    const inst = toInstant(date, t.hour % 24, t.minute, t.second ?? 0, season ? { ...zone, offsetMinutes: season.offset } : zone);
    if (inst) tm.instant = inst;
  }
  return tm;
}

const dayNumber = (d: PlainDate) => Date.UTC(d.year ?? 0, d.month - 1, d.day) / 86_400_000;

/**
 * The day of a time written without one outside the timeline: the incident date, unless the timeline's entries never
 * write that day and it is more than a day from the first day they write (a report date, or a typo the incident-date
 * rule reports): then the day its entries write most often, so that one wrong date does not move every time of the text
 * to another season, nor a report dated two days later every time of its summary.
 */
export function proseDateOf(incidentDate: PlainDate | undefined, entries: readonly RawEntry[]): PlainDate | undefined {
  if (incidentDate?.year === undefined) return incidentDate;
  const counts = new Map<number, { date: PlainDate; n: number }>();
  const incidentDay = dayNumber(incidentDate);
  let first: number | undefined;
  for (const e of entries) {
    // A raw entry has a date only where the text writes one: on it, or in a day heading or date line above it.
    if (e.date?.year === undefined) continue;
    const k = dayNumber(e.date);
    if (k === incidentDay) return incidentDate;
    first ??= k;
    const c = counts.get(k);
    if (c) c.n++; else counts.set(k, { date: e.date, n: 1 });
  }
  if (first !== undefined && Math.abs(first - incidentDay) <= 1) return incidentDate;
  let best: { date: PlainDate; n: number } | undefined;
  for (const c of counts.values()) if (!best || c.n > best.n) best = c;
  return best?.date ?? incidentDate;
}

/** Of the entry's day and the days either side, the one on which `t` in `zone` is nearest the entry's own instant. */
/** Is `t` on `day` in `zone` within six hours of `et` on `eday` in `ez` (its conversion, or a moment its text tells of)? */
function nearMoment(t: ScannedTime, zone: Zone, et: ScannedTime, ez: Zone, day: PlainDate, eday: PlainDate): boolean {
  const a = toInstant(day, t.hour % 24, t.minute, 0, zone);
  const b = toInstant(eday, et.hour % 24, et.minute, 0, ez);
  return !!a && !!b && !t.problem && Math.abs(Date.parse(a) - Date.parse(b)) <= 6 * 3_600_000;
}

function nearestDay(t: ScannedTime, zone: Zone, et: ScannedTime, ez: Zone, day: PlainDate): PlainDate {
  const at = toInstant(day, et.hour % 24, et.minute, et.second ?? 0, ez);
  if (!at || t.problem || et.problem) return day;
  const base = { year: day.year!, month: day.month, day: day.day };
  let best = day; let gap = Infinity;
  for (const d of [addDays(base, -1), day, addDays(base, 1)]) {
    const i = toInstant(d, t.hour % 24, t.minute, t.second ?? 0, zone);
    const g = i ? Math.abs(Date.parse(i) - Date.parse(at)) : Infinity;
    if (g < gap) { best = d; gap = g; }
  }
  return best;
}

/**
 * A time's instant; a time without a zone of its own is on the clock of the timeline it is compared with, `zone` (the
 * document's default zone), as the key times, impact windows and lengths stated outside the timeline are read.
 */
export function instantOnClock(t: TimeMention, zone: Zone | undefined): string | undefined {
  return t.instant ?? (!t.effectiveZone && zone && t.date && !t.problem ? toInstant(t.date, t.hour % 24, t.minute, t.second ?? 0, zone) : undefined);
}
