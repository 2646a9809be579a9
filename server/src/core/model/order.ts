/** The one ordering key of a time on a day: what timeline entries, milestones and rules sort by. */
import type { PlainDate } from '../types.js';

/**
 * Milliseconds of a clock time on a date at a UTC offset: the day (a year-less date sorts in a leap
 * year; no date is day 0) plus the time of day, less the offset. Equal to the UTC instant when the date
 * and offset are known.
 */
export function clockKey(date: PlainDate | undefined, hour: number, minute: number, second: number | undefined, offsetMinutes: number | undefined): number {
  const day = date ? Date.UTC(date.year ?? 2000, date.month - 1, date.day) : 0;
  return day + ((hour % 24) * 3600 + minute * 60 + (second ?? 0)) * 1000 - (offsetMinutes ?? 0) * 60000;
}

/** A date's key at midnight (a year-less date in a leap year). */
export const dayKey = (date: PlainDate): number => Date.UTC(date.year ?? 2000, date.month - 1, date.day);
