/**
 * A new timeline entry stamped with the current UTC time, written the way the timeline writes its
 * entries: a table row with the same columns, or a list item / line with the same bullet, brackets,
 * separators, seconds and 12/24-hour style.
 */
import type { Postmortem, TimelineEntry, TimeMention } from '../types.js';
import { utcClock, utcDate, utcMonthDay } from './format.js';

const isoDate = (d: Date): string => utcDate(d.getTime());

/** `now` written like the time value `raw` of `t` ("9:05 PM", "21:05", "21:05:07", "21h05"). */
export function formatLike(t: TimeMention, raw: string, now: Date): string {
  const sep = /^\d{1,2}([:h.])/i.exec(raw)?.[1] ?? ':';
  const seconds = t.second !== undefined || /^\d{1,2}[:h.]\d{2}[:.]\d{2}/.test(raw);
  // "09:05" pads; "9:05" does not; a two-digit 24-hour time ("14:05") is taken as padded, a 12-hour one is not.
  const leadingZero = /^0\d/.test(raw);
  const twoDigitHour = /^\d{2}/.test(raw);
  const m = /(\s?)([ap])(\.?)(m)(\.?)$/i.exec(raw);
  if (t.meridiem && m) return utcClock(now.getTime(), { sep, seconds, padHour: leadingZero, meridiem: m[0] });
  return utcClock(now.getTime(), { sep, seconds, padHour: twoDigitHour });
}

/** The entry's time is read as UTC; a time with no zone at all is not (the stamp then writes "UTC"). */
function isUtc(t: TimeMention): boolean {
  return t.effectiveZone?.kind === 'utc';
}

function stampTableRow(line: string, entry: TimelineEntry, now: Date): string {
  const t = entry.time!;
  const cells = line.split('|');
  const leading = /^\s*\|/.test(line);
  const trailing = /\|\s*$/.test(line);
  let offset = 0;
  const out = cells.map((cell, i) => {
    const start = offset;
    offset += cell.length + 1;
    if ((i === 0 && leading) || (i === cells.length - 1 && trailing)) return cell; // outside the pipes
    const v = t.valueRange;
    if (v.start.line === entry.line && v.start.character >= start && v.start.character < start + cell.length) {
      const rel = v.start.character - start;
      const value = line.slice(v.start.character, v.end.character);
      let time = formatLike(t, value, now);
      let rest = cell.slice(rel + value.length);
      if (!isUtc(t)) {
        if (t.zoneRange && t.zoneRange.start.line === entry.line) rest = rest.replace(t.zone?.label ?? '', 'UTC');
        else time += ' UTC';
      }
      return cell.slice(0, rel).replace(/\d{4}-\d{2}-\d{2}/, isoDate(now)) + time + rest;
    }
    if (/^\s*\d{4}-\d{2}-\d{2}\s*$/.test(cell)) return cell.replace(/\d{4}-\d{2}-\d{2}/, isoDate(now));
    return cell.trim() === '' ? cell : ' ';
  });
  return out.join('|');
}

function stampLine(line: string, entry: TimelineEntry, now: Date): string {
  const t = entry.time!;
  const start = t.valueRange.start.character;
  let end = Math.max(t.range.end.character, t.valueRange.end.character);
  // Closing punctuation and the separator before the entry's text ("]", "**", ":", " - ", " — ").
  while (end < line.length && /[\])*_:\-–—|,\s]/.test(line[end]!)) end++;
  let prefix = line.slice(0, start).replace(/\d{4}-\d{2}-\d{2}/, isoDate(now));
  prefix = prefix.replace(/^(\s*(?:[-*+]|\d+[.)])?\s*\[?)\d{2}-\d{2}(?=[ T])/, `$1${utcMonthDay(now.getTime())}`);
  let stamp = line.slice(t.valueRange.end.character, end);
  let time = formatLike(t, line.slice(start, t.valueRange.end.character), now);
  if (!isUtc(t)) {
    if (t.zone && t.zoneRange && t.zoneRange.start.line === t.range.start.line) stamp = stamp.replace(t.zone.label, 'UTC');
    else time += ' UTC';
  }
  let text = prefix + time + stamp;
  if (!/\s$/.test(text)) text += ' ';
  return text;
}

/** The entry a new entry at `line` is modelled on: the nearest timed one before it, else the last one. */
export function templateEntry(model: Postmortem, line: number): TimelineEntry | undefined {
  // The first entry of each line: the others of a line (after a `<br>`) are not rows or items to copy.
  const withTime = model.timeline.filter((e, k) => e.time && e.time.valueRange.start.line === e.line && e.time.valueRange.end.line === e.line && model.timeline[k - 1]?.line !== e.line);
  if (!withTime.length) return undefined;
  const before = withTime.filter((e) => e.line < line);
  return before.length ? before[before.length - 1]! : withTime[withTime.length - 1]!;
}

/**
 * The text of a new entry at the UTC instant `now`, modelled on `templateEntry(model, line)`, or
 * undefined when the timeline has no entry with a time to copy. The time is always written in UTC:
 * where the template's zone is not UTC, "UTC" replaces it or is written after the time.
 */
export function newTimelineEntry(model: Postmortem, line: number, now: number): string | undefined {
  const template = templateEntry(model, line);
  if (!template) return undefined;
  const text = model.lines[template.line] ?? '';
  const d = new Date(now);
  return template.kind === 'table-row' ? stampTableRow(text, template, d) : stampLine(text, template, d);
}
