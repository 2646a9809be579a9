/**
 * The dates pass: every date mention, a date without a year taking the latest year written before it
 * (else the document's first year). A fold over the lines; the state is that latest year.
 */
import type { ScannedDate, ScannedTime } from '../time/scan.js';
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

/**
 * The date mentions of line i (pushed to `out`), given the latest year before the line; returns the
 * latest year after it (a month and year written on the line counts too).
 */
export function dateLine(i: number, s: LineScan | undefined, lastYear: number | undefined, firstYear: number | undefined, out: DateMention[]): number | undefined {
  if (!s) return lastYear;
  for (let k = 0; k < s.dates.length; k++) {
    const d = s.dates[k]!;
    let year = d.date.year;
    let yearInferred = false;
    if (year === undefined) {
      year = lastYear ?? firstYear;
      yearInferred = year !== undefined;
    } else if (!d.problem && plausibleYear(year)) lastYear = year;
    const date = { ...d.date };
    if (yearInferred) date.year = year;
    const dm: DateMention = { range: range(i, d.start, d.end), raw: d.raw, date, yearInferred };
    if (d.weekday !== undefined) { dm.weekday = d.weekday; dm.weekdayRange = range(i, d.weekdayStart!, d.weekdayEnd!); }
    if (d.problem) dm.problem = d.problem;
    out.push(dm);
  }
  return s.monthYear !== undefined ? s.monthYear : lastYear;
}
