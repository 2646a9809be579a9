/**
 * The incident date when the front matter gives none: the title's full date, a date labelled as the
 * incident's near the top ("**Date:** 12 March 2023"), the front matter's `title: "Outage 22/Mar/2022"`, the first dated timeline
 * entry, a date on a line that also gives a time ("on 4 May 2022 from 08:10 to 08:55"; or its paragraph's next line), the title's
 * date without a year, the first plausible date. In a timeline whose written dates run back in time
 * (newest first), the dated entry is the last.
 */
import type { LineInfo } from '../parse/parse.js';
import type { ScannedDate } from '../time/scan-dates.js';
import type { DateMention, PlainDate, Range } from '../types.js';
import { INCIDENT_DATE_LABELS, MAIL_HEADER_LABELS, UPDATE_STAMP_WORDS } from '../locale/index.js';
import { wordTrie } from '../text.js';
import { plausibleYear, type LineScan } from './dates.js';
import { dayKey } from './order.js';
import { isImpact, isLeadUp } from './milestones.js';
import type { RawEntry } from './timeline/readers.js';

export function incidentDateOf(entries: readonly RawEntry[], dates: readonly DateMention[], datesByLine: readonly (DateMention[] | undefined)[],
  scans: readonly (LineScan | undefined)[], titleRange: Range | undefined, frontMatterTitle: { date: PlainDate; range: Range } | undefined,
  lines: readonly string[], info?: readonly LineInfo[]): { date: PlainDate; range: Range } | undefined {
  // Not an entry written before T0 ("T−2 days (20 Aug, 09:30 UTC)"): a lead-up by its own account.
  let dated = (newestFirstDates(entries) ? [...entries].reverse() : entries).find((e) => e.dateExplicit && e.date && !(e.offset! < 0));
  // A lead-up entry days before the rest ("Fr, 28.03. 16:10 disk failed" before the night of the 29th): the next entry's day.
  const lead = dated;
  if (dated && !newestFirstDates(entries)) dated = pastLeadUp(entries, dated);
  // Its day written on its line, or, past a lead-up, in the day heading above it.
  let firstDate = dated ? datesByLine[dated.line]?.[0] ?? (dated !== lead && dated.date?.year !== undefined
    ? [...dates].reverse().find((d) => d.range.start.line < dated!.line && !d.problem && dayOf(d.date) === dayOf(dated!.date!)) : undefined) : undefined;
  const timed = (line: number) => (scans[line]?.times.length ?? 0) > 0;
  // The time may be on the next line of the date's paragraph, where a sentence wraps ("2022年1月30日晚，…" / "…19:58开始").
  // Or on the line before, when the date opens a line the sentence wraps onto ("… between 13:41 and 15:15 UTC on Tuesday," /
  // "16 September 2025 did not …").
  const wrapped = (line: number) => !!info && info[line]?.kind === 'paragraph' && (
    (info[line + 1]?.kind === 'paragraph' && info[line + 1]!.blockStart === info[line]!.blockStart && timed(line + 1))
    || (info[line]!.blockStart < line && timed(line - 1)));
  // An e-mail's header ("**From:** …", "**Date:** Wed, 12 Mar 2025 16:20:11 +0000", "**Subject:** …") dates the mail, not the incident.
  const mail = mailHeaderEnd(lines);
  if (mail > 0) dates = dates.filter((d) => d.range.start.line >= mail);
  const withTime = dates.find((d) => !d.problem && plausibleYear(d.date.year) && (timed(d.range.start.line) || wrapped(d.range.start.line)));
  // A lead-up written with its date ("13 Mar 22:15 change merged") is not the incident's day when a date written with a
  // time elsewhere ("Created: 14/Mar/24 3:20 AM") is in the days after it.
  if (dated && firstDate && withTime && isLeadUp(dated.text) && dayOf(withTime.date) > dayOf(firstDate.date) && dayOf(withTime.date) - dayOf(firstDate.date) <= 31) firstDate = undefined;
  // Nor when the text above the timeline tells the incident with its times on a later day the timeline has entries on, hours
  // after the entries of the days before ("Na quinta-feira, 7 de novembro …, começou às 9h48" over a timeline that opens with
  // two days of lead-up; not "On 9 March" over a start at 23:47 the evening before).
  if (dated && firstDate && withTime && withTime.range.start.line < entries[0]!.line && dayOf(withTime.date) > dayOf(firstDate.date)
    && dayOf(withTime.date) - dayOf(firstDate.date) <= 31 && leadUpDays(entries, withTime.date)) firstDate = undefined;
  // Nor is a date written only on a late entry ("January 23, 08:00 — incident closed" after the day's undated times) when a
  // date written with a time ("On Wednesday, January 22, 2025 … began at 09:31") is in the days before it.
  const ordered = newestFirstDates(entries) ? [...entries].reverse() : entries;
  if (dated && firstDate && withTime && ordered.slice(0, ordered.indexOf(dated)).some((e) => e.time && !e.dateExplicit)
    && dayOf(withTime.date) < dayOf(firstDate.date) && dayOf(firstDate.date) - dayOf(withTime.date) <= 7) firstDate = undefined;
  const inTitle = titleRange ? dates.find((d) => !d.problem && d.range.start.line === titleRange.start.line) : undefined;
  const titleFull = inTitle && !inTitle.yearInferred && inTitle.date.year !== undefined ? inTitle : undefined;
  const labelled = titleFull ? undefined : labelledDate(dates, lines);
  if (!titleFull && !labelled && frontMatterTitle) return frontMatterTitle;
  // A date stamped as the report's ("Published: …", "Updated: …") is not the incident's, unless no other date is written.
  // The day a heading or date line above the first entry writes for it ("### Störung 1 – Tuesday 08.07.2025: …"), when the
  // text has no date with a time before the timeline (only one below it: "Next review: Monday 21.07.2025, 10:00").
  const headed = !dated && entries.length > 0 && (!withTime || withTime.range.start.line > entries[0]!.line) ? entries.find((e) => e.date?.year !== undefined) : undefined;
  const headedDate = headed ? [...dates].reverse().find((d) => d.range.start.line <= headed.line && !d.problem && dayOf(d.date) === dayOf(headed.date!)) : undefined;
  const pick = titleFull ?? labelled ?? firstDate ?? headedDate ?? withTime ?? inTitle
    ?? dates.find((d) => !d.problem && plausibleYear(d.date.year) && !isStampedDate(d, lines))
    ?? dates.find((d) => !d.problem && plausibleYear(d.date.year))
    ?? dates.find((d) => !d.problem && d.date.year === undefined);
  return pick ? { date: pick.date, range: pick.range } : undefined;
}

const HOUR = 60;
/** Whether the timeline has entries on `day` and its entries on the days before end six hours or more before the first of them. */
function leadUpDays(entries: readonly RawEntry[], day: PlainDate): boolean {
  const on = entries.find((e) => e.dateExplicit && e.date && dayOf(e.date) === dayOf(day));
  const first = on && clockOf(on);
  if (first === undefined) return false;
  const before = entries.filter((e) => e.date && dayOf(e.date) < dayOf(day)).map(clockOf).filter((k): k is number => k !== undefined);
  return before.length > 0 && first - Math.max(...before) >= 6 * HOUR;
}
/** Minutes of an entry's date and clock time, as written (no zone). */
const clockOf = (e: RawEntry): number | undefined => (e.date?.year !== undefined && e.time ? Date.UTC(e.date.year, e.date.month - 1, e.date.day, e.time.hour % 24, e.time.minute) / 60000 : undefined);

/**
 * The first dated entry, or the one after it when it leads up to the incident: the timeline's first timed entry, more than
 * twelve hours before the next one and further from it than the rest lasts (follow-ups a day or more later aside), with at
 * least two entries after it; as metrics read lead-up (impact.ts), on the clock as written.
 */
function pastLeadUp(entries: readonly RawEntry[], dated: RawEntry): RawEntry {
  const timed = entries.filter((e) => clockOf(e) !== undefined);
  if (timed.length < 3 || timed[0] !== dated || isImpact(dated.text)) return dated;
  const keys = timed.map((e) => clockOf(e)!);
  // In time order, but for the hour a clock change repeats ("02:20 MESZ", then "02:05 MEZ").
  if (keys.some((k, i) => i > 0 && k < keys[i - 1]! - 90)) return dated;
  let end = keys.length - 1;
  while (end > 1 && keys[end]! - keys[end - 1]! > 24 * HOUR) end--;
  const gap = keys[1]! - keys[0]!;
  const next = timed[1]!;
  return gap > 12 * HOUR && gap > keys[end]! - keys[1]! && next.date?.year !== undefined ? next : dated;
}

/** A field of an e-mail's header: "From: …", "**Subject:** …", "| Date: | …". */
const MAIL_FIELD = new RegExp(String.raw`^[\s>|]*[*_]{0,2}(?:${wordTrie(MAIL_HEADER_LABELS, { flags: 'iu' })})[*_]{0,2}\s{0,2}[:：]`, 'iu');
/** A mail's "Date:" field. */
const MAIL_DATE = /^[\s>|]*[*_]{0,2}date[*_]{0,2}\s{0,2}:/i;
/** Header fields a document must open with to be a mail. */
const MAIL_FIELDS = 2;

/** The line after an e-mail's header when the document opens with one (two fields or more before the first blank line), else 0. */
function mailHeaderEnd(lines: readonly string[]): number {
  let i = 0;
  while (i < lines.length && i < 40 && lines[i]!.trim() === '') i++;
  let fields = 0; let dated = 0;
  for (; i < lines.length && i < 40 && lines[i]!.trim() !== ''; i++) if (MAIL_FIELD.test(lines[i]!)) fields++; else if (MAIL_DATE.test(lines[i]!)) dated++;
  // "Date:" counts beside another field ("Subject: …" / "Date: Friday, January 10, 2025 4:12 PM"); alone it may be the incident's.
  return fields >= 1 && fields + Math.min(dated, 1) >= MAIL_FIELDS ? i : 0;
}

/** Where a labelled date may stand: the metadata at the top of a document. */
const LABEL_LINES = 40;
/** "**Date:** ", "Incident date: ", "| **Date** | ", "… · **Date:** ": a label that names the incident's date just before it, at the line's start or after a separator. */
const DATE_LABEL = new RegExp(String.raw`(?:^[\s>]*(?:[-*+]\s+)?(?:\|\s{0,4})?|[·•|;\u3000]\s{0,4})[*_]{0,2}(?:${wordTrie(INCIDENT_DATE_LABELS, { flags: 'iu' })})[*_]{0,2}[ \t]{0,16}[:：|]\s{0,4}[*_]{0,2}\s{0,4}$`, 'iu');

/** A label that ends with its preposition needs no colon: "**Vorfall vom Dienstag, 14. April 2026**", "Incident du 2 mai". */
const PREPOSITION_LABELS = INCIDENT_DATE_LABELS.filter((l) => /\s(?:vom|am|du|del|de|on|of)$/iu.test(l));
const PREPOSITION_LABEL = PREPOSITION_LABELS.length > 0
  ? new RegExp(String.raw`(?:^[\s>]*(?:[-*+]\s+)?|[·•|;\u3000]\s{0,4})[*_]{0,2}(?:${wordTrie(PREPOSITION_LABELS, { flags: 'iu' })})\s{1,2}$`, 'iu') : undefined;

/**
 * The full date a metadata label gives near the top ("**Date:** Sunday, 12 March 2023", "| Date |
 * 2019-11-04 |"): the incident's, where a timeline may start with lead-up days and a review line
 * ("Reviewed: 2021-01-06") gives another date.
 */
export function labelledDate(dates: readonly DateMention[], lines: readonly string[]): DateMention | undefined {
  for (const d of dates) {
    if (d.range.start.line >= LABEL_LINES) break;
    if (d.problem || d.yearInferred || !plausibleYear(d.date.year)) continue;
    if (isLabelledDate(d, lines)) return d;
  }
  return undefined;
}

/**
 * The first full date written with a time on its line above line `before` (the timeline), one to fourteen days (`within`) before
 * the front matter's `date` (`published`): the day a post tells the incident on, published after it.
 */
export function narratedDate(dates: readonly DateMention[], scans: readonly (LineScan | undefined)[], lines: readonly string[], before: number,
  published: PlainDate, within: readonly [number, number] = [1, 14]): DateMention | undefined {
  for (const d of dates) {
    const line = d.range.start.line;
    if (line >= before) break;
    if (d.problem || d.yearInferred || !plausibleYear(d.date.year) || !(scans[line]?.times.length) || isStampedDate(d, lines)) continue;
    const days = (Date.UTC(published.year!, published.month - 1, published.day) - Date.UTC(d.date.year!, d.date.month - 1, d.date.day)) / 86_400_000;
    return days >= within[0] && days <= within[1] ? d : undefined;
  }
  return undefined;
}

/** Where a date starts on its line: at its weekday when one is written before it ("Sunday, 12 March 2023"). */
const dateStart = (d: DateMention): number => (d.weekdayRange && d.weekdayRange.start.character < d.range.start.character ? d.weekdayRange.start.character : d.range.start.character);

/** Whether a label that names the incident's date stands just before the date ("**Date:** ", "| 故障日期 | "). */
export function isLabelledDate(d: DateMention, lines: readonly string[]): boolean {
  const at = dateStart(d);
  const line = d.range.start.line;
  if (DATE_LABEL.test(lines[line]!.slice(0, at)) || PREPOSITION_LABEL?.test(lines[line]!.slice(0, at))) return true;
  // Or the date opens the first line under a heading that is the label ("## 発生日時" / "2025年8月29日(金) 10時20分頃 〜 …").
  if (!/^[\s*_]*$/.test(lines[line]!.slice(0, at))) return false;
  let k = line - 1;
  while (k >= 0 && lines[k]!.trim() === '') k--;
  const heading = k >= 0 ? /^\s{0,3}#{1,6}\s+(.{1,40}?)\s*#*\s*$/.exec(lines[k]!) : null;
  return !!heading && HEADING_LABEL.test(heading[1]!);
}
/** A heading that is an incident-date label alone ("## 発生日時", "## Incident date"). */
const HEADING_LABEL = new RegExp(String.raw`^[*_]{0,2}(?:${wordTrie(INCIDENT_DATE_LABELS, { flags: 'iu' })})[*_]{0,2}\s{0,2}[:：]?$`, 'iu');

/** "Published: ", "**Last updated:** ", "· Posted ": a stamp of the report just before a date. */
const STAMP_LABEL = new RegExp(String.raw`(?:^|[\s·•|;(*_])(?:${wordTrie(UPDATE_STAMP_WORDS, { flags: 'iu' })})[*_]{0,2}\s{0,2}[:：]?\s{0,2}[*_]{0,2}\s{0,3}(?:on\s)?$`, 'iu');
/** "Version du ", "Version of ", "Stand: ": the date of the report's version, another stamp. */
const VERSION_LABEL = /(?:^|[\s·•|;(*_])(?:version (?:of|du|de|del|vom)|versión del?|versione del|versão de|stand)[*_]{0,2}\s{0,2}[:：]?\s{0,2}[*_]{0,2}\s{0,3}$/iu;
const isStampedDate = (d: DateMention, lines: readonly string[]): boolean => {
  const at = dateStart(d);
  const before = lines[d.range.start.line]!.slice(Math.max(0, at - 40), at);
  return STAMP_LABEL.test(before) || VERSION_LABEL.test(before);
};

const dayOf = (d: PlainDate): number => ((d.year ?? 0) * 12 + d.month) * 31 + d.day;

/** The dates the entries write go back at least once and never forward. */
function newestFirstDates(entries: readonly RawEntry[]): boolean {
  let back = false;
  let prev: number | undefined;
  for (const e of entries) {
    if (!e.dateExplicit || !e.date) continue;
    const d = dayOf(e.date);
    if (prev !== undefined) { if (d > prev) return false; if (d < prev) back = true; }
    prev = d;
  }
  return back;
}

/** The full date in the front matter's `title` (the document has no title heading), on the `title:` line. */
export function frontMatterTitleDate(fm: Record<string, unknown> | undefined, fmRange: Range | undefined, lines: readonly string[],
  scan: (text: string) => ScannedDate[]): { date: PlainDate; range: Range } | undefined {
  const title = fm?.['title'];
  if (typeof title !== 'string' || !fmRange || !/\d/.test(title)) return undefined;
  const d = scan(title.slice(0, 400)).find((x) => !x.problem && plausibleYear(x.date.year));
  if (!d) return undefined;
  let line = fmRange.start.line;
  for (let i = fmRange.start.line; i <= fmRange.end.line; i++) if (/^\s*title\s*[:=]/.test(lines[i]!)) { line = i; break; }
  return { date: d.date, range: { start: { line, character: 0 }, end: { line, character: lines[line]!.length } } };
}

/**
 * The full date the title writes, or its day and month with the year of the front matter's date when that day is in the
 * month before it ("# Ausfall der Kartenzahlungen am 12. März" in a post dated 2025-03-14; "28 December" posted 3 January).
 */
export function titleDateOf(dates: readonly DateMention[], line: number, fmDate: PlainDate | undefined): { date: PlainDate; range: Range } | undefined {
  const full = dates.find((x) => x.range.start.line === line && !x.problem && !x.yearInferred && x.date.year !== undefined);
  if (full) return full;
  const d = dates.find((x) => x.range.start.line === line && !x.problem);
  if (!d || fmDate?.year === undefined) return undefined;
  for (const year of [fmDate.year, fmDate.year - 1]) {
    const date = { year, month: d.date.month, day: d.date.day };
    const gap = (dayKey(fmDate) - dayKey(date)) / 86_400_000;
    if (gap >= 0 && gap <= 31) return { date, range: d.range };
  }
  return undefined;
}

