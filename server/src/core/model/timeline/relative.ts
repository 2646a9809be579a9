/**
 * Timelines written relative to the start ("T+0:18", "T+1h05m", "T−2 days", "T0"): an entry at the offset it writes, timed
 * once the document says when T0 was ("T0 = 14:20 UTC on 22 August 2024", "**T0 = 11:20 AM EDT**"). A relative token
 * followed by the clock time in parentheses ("T−1 day (Tuesday, September 9, 4:00 PM EDT)") is an entry at that time.
 */
import type { LineInfo } from '../../parse/parse.js';
import type { Range, TimeMention } from '../../types.js';
import { range } from '../../text.js';
import { addDays } from '../../time/zone.js';
import { entryText } from './parts.js';
import { contentStart, entryReading, entryZone, headingZoneOf, rawEntry, type LineView, type TimelineReader } from './readers.js';
import { tokenAt, type Token } from './tokens.js';

/**
 * "T+0:18", "T+1:05:30", "T+5m", "T + 90 min", "T+1h05m", "T+1h 5m", "T−2 days", "T-3h", "T+0", "T0" — the sign and a clock
 * length, or a number and a unit (a second number of minutes after hours), or zero alone.
 */
const RELATIVE = /^T\s?(?:([+−–-])\s?(?:(\d{1,3}):([0-5]\d)(?::[0-5]\d)?|(\d{1,3})\s?(days?|d|hours?|hrs?|h|minutes?|mins?|m)(?:\s?(\d{1,2})\s?(?:minutes?|mins?|m))?|(0))|(0|₀))(?![\p{L}\d:])/u;
const UNIT_MINUTES: Record<string, number> = { d: 1440, day: 1440, days: 1440, h: 60, hr: 60, hrs: 60, hour: 60, hours: 60, m: 1, min: 1, mins: 1, minute: 1, minutes: 1 };

/** The relative token at `at` of a line: its length in minutes from T0 and where it ends. */
export function relativeAt(text: string, at: number): { minutes: number; end: number } | undefined {
  if (text.charCodeAt(at) !== 84 /* T */) return undefined;
  const m = RELATIVE.exec(text.slice(at, at + 32));
  if (!m) return undefined;
  const sign = m[1] === '+' || m[1] === undefined ? 1 : -1;
  let minutes = 0;
  if (m[2] !== undefined) minutes = Number(m[2]) * 60 + Number(m[3]);
  else if (m[4] !== undefined) minutes = Number(m[4]) * UNIT_MINUTES[m[5]!]! + (m[6] !== undefined ? Number(m[6]) : 0);
  return { minutes: sign * minutes, end: at + m[0].length };
}

/** A relative token's closing emphasis and an opening parenthesis after it: where a clock time in the parentheses would start. */
export function parenAfter(text: string, end: number): number | undefined {
  const m = /^[*_]{0,2}\s{0,3}[([（]\s?/.exec(text.slice(end, end + 8));
  return m ? end + m[0].length : undefined;
}

/** A sentence that says when T0 was: "T0 =", "T0:", "T0 is", "T0 in this report is", then the time (within 60 characters). */
const T0 = /(?<![\p{L}\d])T\s?(?:0|₀)(?![\d:+])[^\n]{0,40}?(?:=|:|\bis\b|\bwas\b|\bat\b)/u;

/** The time mention T0 names, of the time mentions of the document (one list, in line order) and its lines: the first one. */
export function anchorOf(times: readonly TimeMention[], lines: readonly string[]): TimeMention | undefined {
  let line = -1; let from = 0;
  for (const t of times) {
    const l = t.range.start.line;
    if (l !== line) {
      line = l;
      const text = lines[l] ?? '';
      const m = text.includes('T') ? T0.exec(text) : null;
      from = m ? m.index + m[0].length : Infinity;
    }
    const at = t.range.start.character;
    if (at >= from && at - from <= 60 && !t.problem) return t;
  }
  return undefined;
}

/** The time mention of an entry `minutes` after T0's (`anchor`), written as `raw` at `[start, end)` of line `line`. */
export function relativeMention(anchor: TimeMention, minutes: number, line: number, start: number, end: number, raw: string): TimeMention {
  const total = (anchor.hour % 24) * 60 + anchor.minute + minutes;
  const days = Math.floor(total / 1440);
  const rest = total - days * 1440;
  const r: Range = range(line, start, end);
  const tm: TimeMention = { range: r, raw, valueRange: r, hour: Math.floor(rest / 60), minute: rest % 60, inTimeline: true };
  if (anchor.zoneSource) tm.zoneSource = anchor.zoneSource;
  if (anchor.effectiveZone) tm.effectiveZone = anchor.effectiveZone;
  if (anchor.date) tm.date = anchor.date.year !== undefined && days !== 0 ? addDays({ ...anchor.date, year: anchor.date.year }, days) : anchor.date;
  if (anchor.instant) tm.instant = new Date(Date.parse(anchor.instant) + minutes * 60000).toISOString().replace('.000Z', 'Z');
  return tm;
}

/**
 * A list item, line or heading that opens with a relative token: an entry at the clock time in the parentheses after it, else
 * at its offset from T0 (`RawEntry.offset`, written on both: the model builder times the second kind from T0).
 */
export const relativeLine: TimelineReader = {
  name: 'relative-line',
  kinds: new Set<LineInfo['kind']>(['heading', 'list-item', 'paragraph', 'table-loose']),
  read(v, s, ctx) {
    if (v.info.kind === 'paragraph' && (v.info.blockStart !== v.line || s.event)) return undefined;
    const at = contentStart(v);
    const rel = relativeAt(v.text, at);
    if (!rel || DEFINITION.test(v.text.slice(rel.end, rel.end + 24))) return undefined;
    const kind = v.info.kind === 'heading' ? 'heading' : v.info.kind === 'list-item' ? 'list-item' : 'line';
    const clock = clockInParens(v, rel.end);
    const e = clock
      ? rawEntry(v.line, kind, v.scan!.times[clock.t], clock.d >= 0, clock.text, clock.tokenStart, clock.tokenEnd)
      : rawEntry(v.line, kind, undefined, false, entryText(v.text.slice(rel.end)), at, rel.end);
    if (clock && clock.d >= 0) e.date = v.dates![clock.d]!.date; else if (s.dayDate) e.date = s.dayDate;
    e.offset = rel.minutes;
    entryZone(e, e.time, headingZoneOf(v) ?? s.dayZone ?? ctx.sectionZone, 'heading');
    return entryReading(s, e);
  },
};

/** What follows T0 in a sentence that says when it was, not an entry: "T0 = 14:20 UTC", "T0 is …", "T0: 09:12 PT". */
const DEFINITION = /^[*_]{0,2}\s{0,2}(?:=|:\s{0,2}[*_]{0,2}\d|(?:is|was|in|at)\b)/;

/** The clock time (and date) in the parentheses right after a relative token, and the entry's text after them. */
export function clockInParens(v: LineView, end: number): (Token & { text: string }) | undefined {
  const p = parenAfter(v.text, end);
  if (p === undefined) return undefined;
  const tok = tokenAt(v.text, v.scan, p);
  if (!tok || tok.t < 0) return undefined;
  const rest = v.text.slice(tok.tokenEnd).replace(/^[^)）\]]{0,12}[)）\]]/, '');
  return { ...tok, text: entryText(rest) };
}
