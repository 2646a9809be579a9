/**
 * Zones a timeline implies without writing them on every entry.
 *
 * - **From an earlier entry.** "2:54 PM PST" on the first entries, then bare "4:49 AM": when every zone
 *   written on the timeline's entries is the same one, a bare entry after one of them is in that zone.
 *   A timeline that writes two different zones implies nothing: its bare entries stay without a zone.
 * - **From the rest of the text.** A timeline with no zone at all, in a document whose other times all
 *   name one zone ("at about 01:55 UTC" in the summary), is read in that zone.
 *
 * Either way nothing is implied where the document declares a zone (front matter, heading, sentence,
 * table column): that declaration already gives every bare entry its zone.
 */
import type { ScannedTime } from '../../time/scan.js';
import { addDays, zoneFromLabel } from '../../time/zone.js';
import type { PlainDate, Zone } from '../../types.js';
import { isLeadUp } from '../milestones.js';
import type { RawEntry } from './readers.js';

const sameZone = (a: Zone, b: Zone): boolean => a === b || (a.iana === b.iana && a.offsetMinutes === b.offsetMinutes);

/**
 * The zone every zoned time outside the timeline names, when there is exactly one. A time just after another zoned one is its
 * conversion ("07:40 Uhr MEZ (05:40 UTC)"), not a second zone of the text; one just after a bare time says the text's bare
 * times are in another zone ("12時00分（03:00 UTC）"): then none is implied.
 */
export function proseZone(scans: readonly ({ times: readonly ScannedTime[] } | undefined)[], entryLines: ReadonlySet<number>, lines: readonly string[]): Zone | undefined {
  let found: Zone | undefined;
  for (let i = 0; i < scans.length; i++) {
    const sc = scans[i];
    if (!sc || entryLines.has(i)) continue;
    let prev: ScannedTime | undefined;
    let prevConversion = false;
    for (const t of sc.times) {
      const gap = prev !== undefined && t.start - prev.end <= 12 ? lines[i]!.slice(prev.end, t.start) : undefined;
      // The second time of a converted range is the conversion's too: "9:02 AM to 11:37 AM PST (17:02 to 19:37 UTC)".
      const conversion: boolean = gap !== undefined && (/^\s*[(（[]\s*=?\s*$/.test(gap) || (prevConversion && /^\s*(?:to|until|bis|à|a|al|-|–|—|~|〜|～)\s*$/u.test(gap)));
      if (conversion && t.zone && prev && !prev.zone && !prevConversion) return undefined;
      prevConversion = conversion;
      prev = t;
      if (!t.zone || t.zoneFromRange || conversion) continue;
      // Both seasons' labels of one zone ("Pacific Standard Time", then "9:40 AM PDT"): the zone itself.
      if (found && !sameZone(found, t.zone)) {
        if (found.iana !== t.zone.iana || found.kind === 'utc' || found.kind === 'fixed') return undefined;
        const generic = zoneFromLabel(found.iana);
        if (!generic) return undefined;
        found = generic;
      }
      found ??= t.zone;
    }
  }
  return found;
}

/**
 * For each raw entry (by index), the zone it is read in when it writes none and the document declares
 * none, and where that zone comes from; undefined where nothing is implied.
 */
export function impliedZones(entries: readonly RawEntry[], docZone: Zone | undefined, prose: () => Zone | undefined): ({ zone: Zone; source: 'previous' | 'text' } | undefined)[] {
  const out = new Array<{ zone: Zone; source: 'previous' | 'text' } | undefined>(entries.length);
  if (docZone || entries.length === 0) return out;
  let written: Zone | undefined;
  let anyZone = false;
  for (const e of entries) {
    if (!e.zone) continue;
    anyZone = true;
    if (e.zoneSource !== 'explicit') continue;
    if (written && !sameZone(written, e.zone)) return out; // two zones written: nothing is implied
    written ??= e.zone;
  }
  if (!anyZone) {
    const z = prose();
    if (z) for (let k = 0; k < entries.length; k++) if (entries[k]!.time) out[k] = { zone: z, source: 'text' };
    return out;
  }
  if (!written) return out;
  let seen = false;
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k]!;
    if (e.zone) { if (e.zoneSource === 'explicit') seen = true; continue; }
    if (seen && e.time && !e.time.zone) out[k] = { zone: written, source: 'previous' };
  }
  return out;
}

const dayKey = (d: PlainDate): number => Date.UTC(d.year ?? 0, d.month - 1, d.day) / 86_400_000;
const sameDay = (a: PlainDate | undefined, b: PlainDate): boolean => !!a && a.year === b.year && a.month === b.month && a.day === b.day;
const clock = (t: ScannedTime): number => (t.hour % 24) * 60 + t.minute;

/**
 * Days a lead-up implies. "- 2025-06-16 21:30 Change merged and deployed (lead-up)" then "- 13:41 First errors": the bare
 * entries below a dated lead-up entry carry its date, but one earlier on the clock than it is on a later day; less than
 * twelve hours back is no midnight crossing, and the lead-up says the day changed (more is one, unless the incident's
 * date, written elsewhere, is after the lead-up's: "13 Mar 22:15 change merged", "02:47 reload" of 14 March). From it on, the run of entries that
 * carry the lead-up's date is read on the incident's day when it is later ("発生日 2025年8月9日" under a release on 8月5日),
 * else on the next day, until an entry writes its own; so is a run later on the clock than the lead-up when the title names
 * the incident's day (`named`). By index; undefined where nothing moves.
 */
export function leadUpDays(entries: readonly RawEntry[], incidentDate?: PlainDate, named = false): (PlainDate | undefined)[] {
  const out = new Array<PlainDate | undefined>(entries.length);
  // A dated entry that may be a lead-up; whether its words make it one (`maybe`) is read only when an entry below needs it.
  let lead: { date: PlainDate & { year: number }; minutes: number; maybe?: RawEntry; entry: RawEntry } | undefined;
  let moved: PlainDate | undefined;
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k]!;
    if (e.dateExplicit) {
      // A row in another zone that writes its own day ("01:05 IST (21 Jan)" among CET rows) leaves the run as it is.
      if (moved && lead && e.zoneSource === 'explicit' && e.zone && (lead.entry.zoneSource !== 'explicit' || e.zone.iana !== lead.entry.zone?.iana)) continue;
      moved = undefined;
      lead = undefined;
      if (!e.time || e.date?.year === undefined) continue;
      // Lead-up: worded so ("change merged"), or dated in the days before the incident date written elsewhere ("02.12. 16:30").
      // The entries after it run forward (not a timeline written newest first, whose dated entry is its last).
      const a = entries[k + 1]?.time; const b = entries[k + 2]?.time;
      // Not back on the clock: the same clock time twice is the hour a clock change repeats ("02:05 MESZ", "02:05 MEZ").
      const forward = !!a && !!b && clock(b) >= clock(a);
      const before = incidentDate?.year !== undefined && dayKey(incidentDate) > dayKey(e.date) && dayKey(incidentDate) - dayKey(e.date) <= 31 && forward;
      // A lead-up word needs the entries after it not to run back ("Incident closed; review scheduled", the newest entry).
      if (before || forward || !a || !b) lead = { date: e.date as PlainDate & { year: number }, minutes: clock(e.time), maybe: before ? undefined : e, entry: e };
      continue;
    }
    if (!lead || !e.time || !sameDay(e.date, lead.date)) continue;
    if (lead.maybe) {
      if (!isLeadUp(lead.maybe.text)) { lead = undefined; continue; }
      lead.maybe = undefined;
    }
    if (!moved) {
      const back = lead.minutes - clock(e.time);
      const later = incidentDate?.year !== undefined && dayKey(incidentDate) > dayKey(lead.date) && dayKey(incidentDate) - dayKey(lead.date) <= 31;
      // Twelve hours back or more is a midnight crossing, unless the incident's day, written elsewhere, is after the lead-up's.
      // Later on the clock is the lead-up's day, unless the title names the incident's day, after it, and the entry is worded
      // as a lead-up ("# GPU queue stall — 21 February 2025" over "Tue 18 Feb, 10h15 — controller upgraded", then "13h52 — …").
      if ((back <= 0 && !(later && named && isLeadUp(lead.entry.text))) || (back >= 12 * 60 && !later)) { lead = undefined; continue; }
      moved = later ? incidentDate : addDays(lead.date, 1);
    }
    out[k] = moved;
  }
  return out;
}
