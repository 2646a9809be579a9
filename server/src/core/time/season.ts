/**
 * Seasons of zone labels: whether a standard or daylight label ("PDT", "CEST") fits a local date and time, from the IANA
 * rules through Luxon (time/zone.ts); the EU and US switch dates are never written here.
 */
import { DateTime } from 'luxon';
import { ZONE_ABBREVIATIONS } from '../catalog/zones.js';
import { offsetFor, seasonalOffsets, steadyOffset } from './zone.js';
import type { PlainDate, Zone } from '../types.js';

/** The label of the other variant of a zone ("PDT" → "PST"). */
function sibling(zone: Zone): string | undefined {
  const want = zone.kind === 'daylight' ? 'standard' : 'daylight';
  // British and Irish winter time is GMT, which names UTC's offset rather than these zones.
  return Object.entries(ZONE_ABBREVIATIONS).find(([, a]) => a.iana === zone.iana && a.variant === want)?.[0]
    ?? (want === 'standard' && (zone.iana === 'Europe/London' || zone.iana === 'Europe/Dublin') ? 'GMT' : undefined);
}

/** When a standard/daylight label does not fit the date: the label that does, and the offset in force. */
const seasonCache = new Map<string, { expected: string; offset: number } | undefined>();

/** Whether a standard/daylight label is the wrong one for the season at that local time (remembered: Luxon is costly here). */
export function seasonProblem(zone: Zone, date: PlainDate, hour: number, minute: number): { expected: string; offset: number } | undefined {
  if ((zone.kind !== 'standard' && zone.kind !== 'daylight') || date.year === undefined) return undefined;
  const key = `${zone.label}|${zone.iana}|${zone.kind}|${date.year}-${date.month}-${date.day}|${hour}:${minute}`;
  if (seasonCache.has(key)) return seasonCache.get(key);
  const r = seasonProblemOf(zone, date, hour, minute);
  if (seasonCache.size >= 10_000) seasonCache.clear();
  seasonCache.set(key, r);
  return r;
}

function seasonProblemOf(zone: Zone, date: PlainDate, hour: number, minute: number): { expected: string; offset: number } | undefined {
  if (date.year === undefined) return undefined;
  const o = seasonalOffsets(zone.iana, date.year);
  if (o.standard === o.daylight) return undefined;
  const variantOffset = zone.kind === 'daylight' ? o.daylight : o.standard;
  // Most days are far from a switch: one offset from the day before to the day after answers every time of the day.
  const steady = steadyOffset(zone.iana, { year: date.year, month: date.month, day: date.day });
  if (steady !== undefined) {
    if (steady === variantOffset) return undefined;
    const expected = sibling(zone);
    return expected ? { expected, offset: steady } : undefined;
  }
  const actual = offsetFor({ label: zone.iana, iana: zone.iana, kind: 'generic' }, { year: date.year, month: date.month, day: date.day }, hour, minute);
  if (actual === undefined) return undefined;
  // Within an hour of a switch the label may be either; judge an hour later and earlier too.
  const around = [-90, 90].map((d) => {
    const dt = DateTime.fromObject({ year: date.year!, month: date.month, day: date.day, hour, minute }, { zone: zone.iana }).plus({ minutes: d });
    return dt.isValid ? dt.offset : actual;
  });
  if ([actual, ...around].includes(variantOffset)) return undefined;
  const expected = sibling(zone);
  return expected ? { expected, offset: actual } : undefined;
}
