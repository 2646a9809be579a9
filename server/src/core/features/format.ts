/**
 * Date, time and duration formatting for every surface: hovers, inlay hints, the code lens,
 * completion, timeline stamps, the preview, the CLI and the VS Code commands. One module, through
 * Luxon (already the core's date library), so a label is written the same way everywhere and no
 * surface pads numbers by hand.
 */
import { DateTime } from 'luxon';

const utc = (ms: number): DateTime => DateTime.fromMillis(ms, { zone: 'utc' });

/** "2024-06-15": the UTC calendar date of an instant. */
export function utcDate(ms: number): string {
  return utc(ms).toFormat('yyyy-MM-dd');
}

/** "06-15": the UTC month and day of an instant. */
export function utcMonthDay(ms: number): string {
  return utc(ms).toFormat('MM-dd');
}

/** "14:05" (or "14:05:09"): the UTC time of an instant. */
export function utcTime(ms: number, seconds = false): string {
  return utc(ms).toFormat(seconds ? 'HH:mm:ss' : 'HH:mm');
}

/** "2024-06-15" for a calendar date; undefined when it is not a real date. */
export function calendarDate(d: { year: number; month: number; day: number }): string | undefined {
  const dt = DateTime.utc(d.year, d.month, d.day);
  return dt.isValid ? dt.toFormat('yyyy-MM-dd') : undefined;
}

/**
 * The UTC time of an instant in a given style: `sep` between the fields (":", "h", "."), seconds or
 * not, a padded hour or not, 12-hour with a meridiem written as `meridiem` gives it ("PM", "p.m.", "pm").
 */
export function utcClock(ms: number, style: { sep: string; seconds: boolean; padHour: boolean; meridiem?: string }): string {
  const t = utc(ms);
  const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const secSep = style.sep === 'h' ? ':' : style.sep;
  const hour = style.meridiem !== undefined ? (style.padHour ? 'hh' : 'h') : (style.padHour || t.hour >= 10 ? 'HH' : 'H');
  const text = t.toFormat(`${hour}${lit(style.sep)}mm${style.seconds ? `${lit(secSep)}ss` : ''}`);
  if (style.meridiem === undefined) return text;
  // Keep the way the document writes it: case and dots ("p.m.", "PM", " am").
  const m = /^(\s?)([ap])(\.?)(m)(\.?)$/i.exec(style.meridiem);
  if (!m) return text;
  const upper = m[2] === m[2]!.toUpperCase();
  const ap = t.hour < 12 ? 'a' : 'p';
  return `${text}${m[1]}${upper ? ap.toUpperCase() : ap}${m[3]}${upper ? 'M' : 'm'}${m[5]}`;
}

/**
 * Whole minutes split into days, hours and minutes (absolute value). Plain arithmetic: a timeline of
 * tens of thousands of entries formats two durations per entry, and Luxon's Duration made that the
 * largest cost of `postmortem timeline`.
 */
function parts(minutes: number): { days: number; hours: number; minutes: number } {
  const total = Math.round(Math.abs(minutes));
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 5 → "5m", 65 → "1h05m", 1500 → "1d01h00m"; negative values keep their sign. */
export function compactDuration(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const d = parts(minutes);
  if (d.days > 0) return `${sign}${d.days}d${pad2(d.hours)}h${pad2(d.minutes)}m`;
  if (d.hours > 0) return `${sign}${d.hours}h${pad2(d.minutes)}m`;
  return `${sign}${d.minutes}m`;
}

/** The gap label of an inlay hint: "+5m", "+1h05m", "-3m" (out of order). */
export function gapLabel(minutes: number): string {
  return minutes < 0 ? compactDuration(minutes) : `+${compactDuration(minutes)}`;
}

/** "28 min", "2 h 05 min", "2 h", "3 d 2 h", "3 d" (absolute value): the code lens and the preview. */
export function humanDuration(minutes: number): string {
  const d = parts(minutes);
  if (d.days > 0) return d.hours > 0 ? `${d.days} d ${d.hours} h` : `${d.days} d`;
  if (d.hours > 0) return d.minutes > 0 ? `${d.hours} h ${pad2(d.minutes)} min` : `${d.hours} h`;
  return `${d.minutes} min`;
}

/** humanDuration with a minus sign ("−5 min") for negative values: the preview and the CLI timeline. */
export function signedDuration(minutes: number): string {
  return `${minutes < 0 ? '−' : ''}${humanDuration(minutes)}`;
}

/** "T+0", "T+45m", "T+2h05", "T−10m": an offset from the start of the incident. */
export function offsetLabel(minutes: number): string {
  const m = Math.abs(Math.round(minutes));
  const sign = Math.round(minutes) < 0 ? '−' : '+';
  const hours = Math.floor(m / 60);
  if (hours === 0) return `T${sign}${m % 60 === 0 ? '0' : `${m % 60}m`}`;
  return `T${sign}${hours}h${pad2(m % 60)}`;
}
