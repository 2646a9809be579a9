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
import type { Zone } from '../../types.js';
import type { RawEntry } from './readers.js';

const sameZone = (a: Zone, b: Zone): boolean => a === b || (a.iana === b.iana && a.offsetMinutes === b.offsetMinutes);

/** The zone every zoned time outside the timeline names, when there is exactly one. */
export function proseZone(scans: readonly ({ times: readonly ScannedTime[] } | undefined)[], entryLines: ReadonlySet<number>): Zone | undefined {
  let found: Zone | undefined;
  for (let i = 0; i < scans.length; i++) {
    const sc = scans[i];
    if (!sc || entryLines.has(i)) continue;
    for (const t of sc.times) {
      if (!t.zone || t.zoneFromRange) continue;
      if (found && !sameZone(found, t.zone)) return undefined;
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
