/**
 * Times time/scan.ts reads after its main pattern, where that pattern cannot: the second end of a hyphenated range, a dotted
 * time right after a full date, four digits right after an ISO date. The zone reader is scan.ts's, passed in.
 */
import type { Zone } from '../types.js';

/** The fields of a scanned time (time/scan.ts) these fill in. */
interface Time {
  start: number; end: number; valueEnd: number; raw: string; hour: number; minute: number;
  zone?: Zone; zoneStart?: number; zoneEnd?: number; isoDate?: unknown;
}
type ZoneAfter = (line: string, at: number, dashOffset: boolean) => { zone: Zone; zoneStart: number; zoneEnd: number; end: number } | undefined;

/** The times the main pattern leaves, added to `out` in line order. */
export function extraTimes(text: string, line: string, out: Time[], zoneAfter: ZoneAfter): void {
  if (line.includes('-')) hyphenEnds(text, line, out, zoneAfter);
  if (/\d \d{2}\.\d{2}/.test(line)) datedDots(text, line, out, zoneAfter);
  // "**2025-05-22 0845** — …": four digits right after an ISO date are its time.
  if (line.includes('-') && /\d{4}-\d{2}-\d{2}[ T]\d{4}(?!\d)/.test(line)) {
    for (const m of line.matchAll(/(?<=\d{4}-\d{2}-\d{2}[ T])([01]\d|2[0-3])([0-5]\d)(?![\d:.,])/g)) {
      const start = m.index!; const end = start + 4;
      if (!out.some((t) => t.start < end && start < t.end)) out.push({ start, end, valueEnd: end, raw: text.slice(start, end), hour: Number(m[1]), minute: Number(m[2]) });
    }
    out.sort((a, b) => a.start - b.start);
  }
}

/**
 * The second end of a range joined by a hyphen ("02:00-04:30 UTC", "(13:42-14:31 CDT)"), which the time pattern does not start
 * after a hyphen (an ISO offset, "T14:05-04:00", takes it): added with the zone after it, never as the first time's offset.
 */
function hyphenEnds(text: string, line: string, out: Time[], zoneAfter: ZoneAfter): void {
  const n = out.length;
  for (let k = 0; k < n; k++) {
    const a = out[k]!;
    if (line.charCodeAt(a.end) !== 45) continue; // "-"
    const m = /^-([01]?\d|2[0-3]):([0-5]\d)(?![\d:])/.exec(line.slice(a.end, a.end + 7));
    if (!m || a.zone || a.isoDate || /\dT$/.test(line.slice(Math.max(0, a.start - 2), a.start)) || out.some((t) => t.start === a.end + 1)) continue;
    out.push(zoned(text, line, a.end + 1, a.end + m[0].length, Number(m[1]), Number(m[2]), zoneAfter));
  }
  if (out.length > n) out.sort((x, y) => x.start - y.start);
}

/** A time from `start` to `end`, with the zone written after it. */
function zoned(text: string, line: string, start: number, end: number, hour: number, minute: number, zoneAfter: ZoneAfter): Time {
  const t: Time = { start, end, valueEnd: end, raw: '', hour, minute };
  const z = zoneAfter(line, end, false);
  if (z) { t.zone = z.zone; t.zoneStart = z.zoneStart; t.zoneEnd = z.zoneEnd; t.end = z.end; }
  t.raw = text.slice(start, t.end);
  return t;
}

/** "14/04/2025 08.02", "2025-04-14 08.02": a two-digit time with a dot right after a full date. */
const DATED_DOTS = /(?<=(?:^|[\s|(*_])(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{4}-\d{2}-\d{2})\s{1,2})([01]\d|2[0-3])\.([0-5]\d)(?![\w]|[.,:]\d)/g;
function datedDots(text: string, line: string, out: Time[], zoneAfter: ZoneAfter): void {
  const n = out.length;
  for (const m of line.matchAll(DATED_DOTS)) {
    const start = m.index!; const end = start + 5;
    if (!out.some((t) => t.start < end && start < t.end)) out.push(zoned(text, line, start, end, Number(m[1]), Number(m[2]), zoneAfter));
  }
  if (out.length > n) out.sort((a, b) => a.start - b.start);
}

