/**
 * Date, time and duration formatting for every surface: hovers, inlay hints, the code lens,
 * completion, timeline stamps, the preview, the CLI and the VS Code commands. One module, through
 * Luxon (already the core's date library), so a label is written the same way everywhere and no
 * surface pads numbers by hand.
 */
import { DateTime, Duration } from 'luxon';

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

/** Whole minutes split into days, hours and minutes (absolute value). */
function parts(minutes: number): Duration {
  return Duration.fromObject({ minutes: Math.round(Math.abs(minutes)) }).shiftTo('days', 'hours', 'minutes');
}

/** 5 → "5m", 65 → "1h05m", 1500 → "1d01h00m"; negative values keep their sign. */
export function compactDuration(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const d = parts(minutes);
  if (d.days > 0) return sign + d.toFormat("d'd'hh'h'mm'm'");
  if (d.hours > 0) return sign + d.toFormat("h'h'mm'm'");
  return sign + d.toFormat("m'm'");
}

/** The gap label of an inlay hint: "+5m", "+1h05m", "-3m" (out of order). */
export function gapLabel(minutes: number): string {
  return minutes < 0 ? compactDuration(minutes) : `+${compactDuration(minutes)}`;
}

/** "28 min", "2 h 05 min", "2 h", "3 d 2 h", "3 d" (absolute value): the code lens and the preview. */
export function humanDuration(minutes: number): string {
  const d = parts(minutes);
  if (d.days > 0) return d.hours > 0 ? d.toFormat("d 'd' h 'h'") : d.toFormat("d 'd'");
  if (d.hours > 0) return d.minutes > 0 ? d.toFormat("h 'h' mm 'min'") : d.toFormat("h 'h'");
  return d.toFormat("m 'min'");
}

/** humanDuration with a minus sign ("−5 min") for negative values: the preview and the CLI timeline. */
export function signedDuration(minutes: number): string {
  return `${minutes < 0 ? '−' : ''}${humanDuration(minutes)}`;
}

/** "T+0", "T+45m", "T+2h05", "T−10m": an offset from the start of the incident. */
export function offsetLabel(minutes: number): string {
  const m = Math.round(minutes);
  const sign = m < 0 ? '−' : '+';
  const d = Duration.fromObject({ minutes: Math.abs(m) }).shiftTo('hours', 'minutes');
  if (d.hours === 0) return `T${sign}${d.minutes === 0 ? '0' : d.toFormat("m'm'")}`;
  return `T${sign}${d.toFormat("h'h'mm")}`;
}
