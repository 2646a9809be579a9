/**
 * Zone labels and UTC resolution. Offsets come from the IANA rules through Luxon (which reads them from
 * Intl), never from a hand-written table: "PDT" means the daylight-time offset of America/Los_Angeles.
 */
import { DateTime, FixedOffsetZone, IANAZone } from 'luxon';
import { UTC_LABELS, ZONE_ABBREVIATIONS, ZONE_ALTERNATIVES, ZONE_NAMES } from '../catalog/zones.js';
import type { PlainDate, Zone } from '../types.js';

const offsetCache = new Map<string, { standard: number; daylight: number }>();

/** Standard and daylight offsets (minutes) of an IANA zone in a year: the smaller and larger of Jan/Jul. */
export function seasonalOffsets(iana: string, year: number): { standard: number; daylight: number } {
  const key = `${iana}@${year}`;
  let v = offsetCache.get(key);
  if (!v) {
    const jan = DateTime.fromObject({ year, month: 1, day: 15 }, { zone: iana }).offset;
    const jul = DateTime.fromObject({ year, month: 7, day: 15 }, { zone: iana }).offset;
    v = { standard: Math.min(jan, jul), daylight: Math.max(jan, jul) };
    offsetCache.set(key, v);
  }
  return v;
}

function fixedZone(label: string, minutes: number): Zone {
  if (minutes === 0) return { label, iana: 'UTC', kind: 'utc', offsetMinutes: 0 };
  return { label, iana: FixedOffsetZone.instance(minutes).name, kind: 'fixed', offsetMinutes: minutes };
}

const OFFSET_RE = /^(?:UTC|GMT)?\s?([+-−])(\d{1,2})(?::?(\d{2}))?$/i;

/** Reads a zone label ("UTC", "Z", "PDT", "+02:00", "UTC-7", "Europe/Paris"); undefined when unknown. */
const zoneObjects = new Map<string, Zone | undefined>();

/**
 * A zone label → the zone, or undefined when it names none. The same label always gives the same (frozen)
 * object, so a zone can be compared by identity across analyses: the model builder reuses entries from
 * the previous analysis, and rules find the declaration an entry's zone came from with `===`.
 */
export function zoneFromLabel(raw: string): Zone | undefined {
  if (zoneObjects.has(raw)) return zoneObjects.get(raw);
  const z = readZoneLabel(raw);
  if (z) Object.freeze(z);
  if (zoneObjects.size < 10_000) zoneObjects.set(raw, z); // labels are few; a hostile document cannot grow this without bound
  return z;
}

function readZoneLabel(raw: string): Zone | undefined {
  const label = raw.trim();
  if (label === '') return undefined;
  const upper = label.toUpperCase().replace(/^\+/, '');
  if (UTC_LABELS.includes(upper)) return { label, iana: 'UTC', kind: 'utc', offsetMinutes: 0 };
  const abbr = ZONE_ABBREVIATIONS[upper];
  if (abbr) {
    if (abbr.variant === 'generic') return { label, iana: abbr.iana, kind: 'generic' };
    const year = 2021; // standard/daylight offsets of these zones have not changed since; the label fixes the variant
    const o = seasonalOffsets(abbr.iana, year);
    return { label, iana: abbr.iana, kind: abbr.variant, offsetMinutes: abbr.variant === 'standard' ? o.standard : o.daylight };
  }
  // Both labels of one zone ("PST/PDT", "CET/CEST"): the writer names the zone, not a season.
  const pair = /^([A-Z]{2,5})\/([A-Z]{2,5})$/.exec(upper);
  if (pair) {
    const a = ZONE_ABBREVIATIONS[pair[1]!]; const b = ZONE_ABBREVIATIONS[pair[2]!];
    if (a && b && a.iana === b.iana && a.variant !== b.variant) return { label, iana: a.iana, kind: 'generic' };
    return undefined;
  }
  const named = ZONE_NAMES[upper.replace(/\s+/g, ' ')];
  if (named) return { label, iana: named, kind: 'generic' };
  const m = OFFSET_RE.exec(label);
  if (m) {
    const hours = Number(m[2]);
    const minutes = Number(m[3] ?? '0');
    // Offsets in use are whole hours, halves or three quarters, up to ±14:00.
    if (hours > 14 || (hours === 14 && minutes > 0) || (minutes !== 0 && minutes !== 30 && minutes !== 45)) return undefined;
    const sign = m[1] === '+' ? 1 : -1;
    return fixedZone(label, sign * (hours * 60 + minutes));
  }
  if (label.includes('/') && IANAZone.isValidZone(label)) return { label, iana: label, kind: 'generic' };
  return undefined;
}

/** The UTC offset (minutes) a zone has at a local date and time. */
export function offsetFor(zone: Zone, date: PlainDate & { year: number }, hour: number, minute: number): number | undefined {
  if (zone.offsetMinutes !== undefined) return zone.offsetMinutes;
  // A day past what a Date can hold ("302025-04-23", once rolled over) is no day: Luxon would throw on it.
  if (![date.year, date.month, date.day, hour, minute].every(Number.isFinite)) return undefined;
  const dt = DateTime.fromObject({ ...date, hour, minute }, { zone: zone.iana });
  return dt.isValid ? dt.offset : undefined;
}

const zoneOffsetCache = new Map<string, number | undefined>();

const steadyCache = new Map<string, number | undefined>();

/**
 * The offset a zone keeps from the start of the day before `date` to the end of the day after, or undefined when it
 * switches in between (or the date is invalid). A zone switches at most twice a year, months apart.
 */
export function steadyOffset(iana: string, date: PlainDate & { year: number }): number | undefined {
  const key = `${iana}|${date.year}-${date.month}-${date.day}`;
  if (steadyCache.has(key)) return steadyCache.get(key);
  const generic: Zone = { label: iana, iana, kind: 'generic' };
  const day = (n: number) => {
    const t = new Date(Date.UTC(date.year, date.month - 1, date.day + n));
    return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
  };
  const same = day(0);
  const valid = date.year >= 1000 && same.year === date.year && same.month === date.month && same.day === date.day;
  const before = valid ? offsetFor(generic, day(-1), 0, 0) : undefined;
  const after = before !== undefined ? offsetFor(generic, day(1), 23, 59) : undefined;
  const r = before !== undefined && before === after ? before : undefined;
  if (steadyCache.size >= 10_000) steadyCache.clear();
  steadyCache.set(key, r);
  return r;
}


/** The ISO-8601 UTC instant of a local date-time in a zone, or undefined. */
export function toInstant(date: PlainDate, hour: number, minute: number, second: number, zone: Zone | undefined): string | undefined {
  if (!zone || date.year === undefined || !isValidDate(date) || hour > 24 || minute > 59 || second > 60) return undefined;
  let offset = zone.offsetMinutes;
  if (offset === undefined) {
    // Generic zones (PT, Europe/Paris): the offset in force at that local hour, from the IANA rules.
    const key = `${zone.iana}|${date.year}-${date.month}-${date.day}|${hour}|${minute < 30 ? 0 : 1}`;
    if (zoneOffsetCache.has(key)) offset = zoneOffsetCache.get(key);
    else {
      offset = offsetFor(zone, { year: date.year, month: date.month, day: date.day }, hour, minute);
      if (zoneOffsetCache.size > 10_000) zoneOffsetCache.clear();
      zoneOffsetCache.set(key, offset);
    }
    if (offset === undefined) return undefined;
  }
  const ms = Date.UTC(date.year, date.month - 1, date.day, hour, minute, Math.min(second, 59)) - offset * 60_000;
  if (!Number.isFinite(ms)) return undefined;
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

/** An instant shown in another zone: "14:30 CEST (2021-09-30)". */
export function formatInZone(instant: string, iana: string): { time: string; date: string; abbreviation: string } | undefined {
  const dt = DateTime.fromISO(instant, { zone: 'UTC' }).setZone(iana || 'local');
  if (!dt.isValid) return undefined;
  return { time: dt.toFormat('HH:mm'), date: dt.toISODate() ?? '', abbreviation: dt.toFormat('ZZZZ') };
}

/** ISO weekday (1 = Monday) of a date, undefined when impossible. */
export function weekdayOf(date: PlainDate & { year: number }): number | undefined {
  const dt = DateTime.fromObject(date, { zone: 'UTC' });
  return dt.isValid ? dt.weekday : undefined;
}

export function isValidDate(date: PlainDate): boolean {
  const year = date.year ?? 2000; // leap year: 29 February is possible when no year is written
  if (!Number.isInteger(year) || year < 1 || year > 9999 || date.month < 1 || date.month > 12 || date.day < 1) return false;
  return date.day <= new Date(Date.UTC(year, date.month, 0)).getUTCDate();
}

export function formatDate(date: PlainDate | undefined): string | null {
  if (!date || date.year === undefined) return null;
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function addDays(date: PlainDate & { year: number }, days: number): PlainDate {
  const dt = DateTime.fromObject(date, { zone: 'UTC' }).plus({ days });
  return { year: dt.year, month: dt.month, day: dt.day };
}

const localZones = new Map<string, Zone>();
/**
 * The zone an ambiguous abbreviation names in a document of `locale`: "CST" in a Chinese report is China Standard Time, in a
 * Spanish one Mexico's (`ZONE_ALTERNATIVES` with `locales`), or the one the document names with its offset (`named`, from
 * `alternativeNamed`: "Irish time (IST, UTC+1)"); any other zone as it is. The same object for the same label and
 * zone, so that models built twice compare equal.
 */
export function localZone(zone: Zone | undefined, locale: string, named?: Readonly<Record<string, string>>): Zone | undefined {
  if (!zone || zone.kind === 'generic' || zone.kind === 'utc') return zone;
  // Named with its offset: that zone at that offset, the season its label names ("IST, UTC+1": Dublin's summer time).
  const said = named?.[zone.label.toUpperCase()]?.split('|');
  const alt = said ? { iana: said[0]! } : ZONE_ALTERNATIVES[zone.label.toUpperCase()]?.find((x) => x.locales?.includes(locale));
  if (!alt || alt.iana === zone.iana) return zone;
  const key = `${zone.label}|${alt.iana}|${said?.[1] ?? ''}`;
  let z = localZones.get(key);
  if (!z) {
    const offset = said ? Number(said[1]) : undefined;
    z = Object.freeze(offset === undefined ? { label: zone.label, iana: alt.iana, kind: 'generic' as const }
      : { label: zone.label, iana: alt.iana, kind: offset === seasonalOffsets(alt.iana, 2025).daylight ? 'daylight' as const : 'standard' as const, offsetMinutes: offset });
    if (localZones.size < 1000) localZones.set(key, z);
  }
  return z;
}

/** An ambiguous abbreviation written with an offset only one of its other zones has: "(IST, UTC+1)", "IST (GMT+1)". */
const ALT_WITH_OFFSET = new RegExp(String.raw`\b(${Object.keys(ZONE_ALTERNATIVES).join('|')})[\s,(]{1,3}(?:UTC|GMT)\s?([+−-])\s?(\d{1,2})(?::?(\d{2}))?(?![\d:])`);

/** The zone a line names an ambiguous abbreviation for by writing its offset ("Irish time (IST, UTC+1)": Europe/Dublin), or null. */
export function alternativeNamed(text: string): readonly [string, string] | null {
  const m = text.length <= 2000 ? ALT_WITH_OFFSET.exec(text) : null;
  if (!m) return null;
  const offset = (m[2] === '+' ? 1 : -1) * (Number(m[3]) * 60 + Number(m[4] ?? 0));
  // The offsets of a recent year: these zones' rules have stood for decades.
  const fits = (iana: string) => { const o = seasonalOffsets(iana, 2025); return o.standard === offset || o.daylight === offset; };
  const own = ZONE_ABBREVIATIONS[m[1]!];
  if (own && fits(own.iana)) return null;
  const alt = ZONE_ALTERNATIVES[m[1]!]!.find((x) => fits(x.iana));
  return alt ? [m[1]!, `${alt.iana}|${offset}`] : null;
}
