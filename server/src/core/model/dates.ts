/**
 * The dates pass: every date mention, a date without a year placed near the latest date written before it
 * (else in the document's first year). A fold over the lines; the state is that latest date.
 */
import { isValidDate } from '../time/zone.js';
import type { ScannedDate } from '../time/scan-dates.js';
import type { ScannedTime } from '../time/scan.js';
import { range } from '../text.js';
import type { DateMention } from '../types.js';

/** The times and dates of one line (undefined for lines that are not scanned). */
export interface LineScan { times: ScannedTime[]; dates: ScannedDate[]; monthYear: number | undefined }

/** Years an incident can have happened in; 0001/01/01 in a code discussion is not an incident date. */
export function plausibleYear(y: number | undefined): boolean {
  return y !== undefined && y >= 1970 && y <= 2200;
}

/** The first plausible year of the document: of a full date, or of a month and year ("March 2024"). */
export function firstYearOf(scans: readonly (LineScan | undefined)[]): number | undefined {
  for (let i = 0; i < scans.length; i++) {
    const s = scans[i];
    if (!s) continue;
    const y = s.dates.find((d) => d.date.year !== undefined && !d.problem && plausibleYear(d.date.year))?.date.year ?? s.monthYear;
    if (y !== undefined) return y;
  }
  return undefined;
}

/** The latest date written before a line (a full date, or only a year): where a date without a year is placed. */
export interface DateAnchor { year: number; month?: number; day?: number; inferred?: true }

const dayNumber = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 86_400_000;

/**
 * The year of a month and day written without one: the anchor's year, or the year before or after when
 * that puts the day closer to the anchor ("12-05" read near 2019-03-26 is 2018-12-05: the timeline ran
 * from December into March). Without an anchor's month and day, its year.
 */
export function yearNear(month: number, day: number, anchor: DateAnchor): number {
  if (anchor.month === undefined || anchor.day === undefined) return anchor.year;
  const at = dayNumber(anchor.year, anchor.month, anchor.day);
  // After a date without a year, the run reads on: its own year or the next ("12-05" then "03-20"; "9 mars" then
  // "2 novembre"), whichever is nearer; the year before only within two months ("3 Jan" then "28 Dec", newest first).
  if (anchor.inferred) {
    const dist = (y: number) => Math.abs(dayNumber(y, month, day) - at);
    const next = dayNumber(anchor.year, month, day) >= at ? anchor.year : anchor.year + 1;
    let best = dist(next) < dist(anchor.year) ? next : anchor.year;
    if (dist(anchor.year - 1) <= 62 && dist(anchor.year - 1) < dist(best)) best = anchor.year - 1;
    return best;
  }
  let best = anchor.year;
  for (const y of [anchor.year - 1, anchor.year + 1]) {
    if (Math.abs(dayNumber(y, month, day) - at) < Math.abs(dayNumber(best, month, day) - at)) best = y;
  }
  return best;
}

/**
 * The date mentions of line i (pushed to `out`), given the latest date before the line; returns the
 * latest date after it (a month and year written on the line counts as a year).
 */
export function dateLine(i: number, s: LineScan | undefined, last: DateAnchor | undefined, firstYear: number | undefined, out: DateMention[]): DateAnchor | undefined {
  if (!s) return last;
  for (let k = 0; k < s.dates.length; k++) {
    const d = s.dates[k]!;
    let year = d.date.year;
    let yearInferred = false;
    const anchored = last?.year !== undefined;
    if (year === undefined) {
      year = last ? yearNear(d.date.month, d.date.day, last) : firstYear;
      yearInferred = year !== undefined;
      // A run of dates without a year reads on from the one before ("21 Jan", "27 Feb", … "3 Jul" in one year).
      if (year !== undefined && !d.problem) last = { year, month: d.date.month, day: d.date.day, inferred: true };
    } else if (plausibleYear(year)) last = d.problem ? { year } : { year, month: d.date.month, day: d.date.day };
    const date = { ...d.date };
    if (yearInferred) date.year = year;
    const dm: DateMention = { range: range(i, d.start, d.end), raw: d.raw, date, yearInferred };
    if (d.weekday !== undefined) { dm.weekday = d.weekday; dm.weekdayRange = range(i, d.weekdayStart!, d.weekdayEnd!); }
    if (d.problem) dm.problem = d.problem;
    // "2月29日" read in a year the dates before it give, which has no 29 February: as impossible as one written with its year.
    else if (yearInferred && anchored && date.month === 2 && date.day === 29 && !isValidDate(date)) dm.problem = 'impossible';
    out.push(dm);
  }
  // A month and year ("in March 2024", "En 2025,") sets the year of the dates after it, unless a full date set a year more than
  // one after it: "since October 2022" in a report dated 20 August 2024 is history, not the report's year.
  const far = last && !last.inferred && last.day !== undefined && s.monthYear !== undefined && last.year - s.monthYear > 1;
  return s.monthYear !== undefined && !far ? { year: s.monthYear } : last;
}
