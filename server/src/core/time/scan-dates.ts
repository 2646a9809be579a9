/**
 * Finds date expressions in one line of text (`scan.ts` finds the times). Every pattern is a sequence of bounded
 * quantifiers and literal alternations: no nested repetition, so matching is linear in the line length.
 */
import { MONTHS, WEEKDAYS } from '../catalog/words.js';
import {
  CAPITALISED_MONTHS, DATE_ARTICLES, DAY_MONTH_LINKS, FIRST_DAY, LOCAL_WEEKDAYS, MONTH_YEAR_LINKS, ORDINAL_SUFFIXES, weekdayNumber,
} from '../locale/index.js';
import { alternation as alt, escapeRegExp as esc, unique, wordTrie } from '../text.js';
import type { PlainDate } from '../types.js';
import { isValidDate } from './zone.js';
import { asciiDigits, scanCjkDates, weekdayAfter } from './cjk.js';
import type { ScanOptions } from './scan.js';
import { Spans } from './spans.js';

export interface ScannedDate {
  start: number; end: number; raw: string;
  date: PlainDate;
  weekday?: number; weekdayStart?: number; weekdayEnd?: number;
  problem?: 'impossible' | 'bad-year';
  /** Numeric day/month order was guessed. */
  ambiguous?: boolean;
}

/** Month names as a trie (the patterns that read them are case-insensitive and Unicode-aware); `MONTH_LEAD` to open a pattern. */
const MONTH_ALT = wordTrie(Object.keys(MONTHS), { flags: 'iu' });
const MONTH_LEAD = wordTrie(Object.keys(MONTHS), { flags: 'iu', lead: true });
/** Weekdays written before a date ("Sunday, 2023-10-14"): the words in Latin letters, the merged names and abbreviations and each
 * language's own abbreviations (checked against the document's language); time/cjk.ts reads the others, after their dates. */
const WEEKDAY_ALT = wordTrie(unique([...Object.keys(WEEKDAYS), ...Object.values(LOCAL_WEEKDAYS).flatMap((w) => Object.keys(w))])
  .filter((w) => /^\p{Script=Latin}/u.test(w)), { flags: 'iu', lead: true });
/** Optional words, each followed by one space, in a row: "(?:the )?(?:le )?" (a word listed by two languages once). */
const optionalWords = (words: readonly string[]) => unique(words).map((w) => `(?:${esc(w)} )?`).join('');
/** One optional word of a list, followed by one space: "(?:(?:del|de) )?"; nothing for an empty list. */
const optionalWord = (words: readonly string[]) => (words.length === 0 ? '' : `(?:(?:${wordTrie(words, { flags: 'iu' })}) )?`);
const ORDINAL = `(?:${alt(unique(ORDINAL_SUFFIXES))})?`;

const AIRLINE_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const AIRLINE_DATE_RE = new RegExp(String.raw`(?<![\w])(0?[1-9]|[12]\d|3[01])(${AIRLINE_MONTHS.join('|')})(\d{4}|\d{2})?(?![\w])`, 'g');
/** After four digits, what makes them a time rather than a year: "Friday 7 February, 1200 hrs", "3 March 0930Z". */
const NOT_A_YEAR = String.raw`(?!\d|\s?(?:hrs?|hours|h|Z)(?![\p{L}]))`;
// An ISO date may open emphasis ("_2026-07-08 01:50_") and be joined to its time by a slash ("2023-01-04/11:34").
const ISO_DATE_RE = /(?:(?<=(?:^|[\s(*])_)|(?<![\w.:/-]))(\d{4,6})([-/])(\d{1,2})\2(\d{1,2})(?![\d-]|\/(?!\d{1,2}:\d{2})|\.\d)/g;
// "3/9/25": a two-digit year with slashes, as American English writes short dates.
const NUM_DATE_RE = /(?<![\w.:/-])(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|(?<=\/)\d{2})(?![\d/-]|\.\d)/g;
export const MONTH_FIRST_RE = new RegExp(String.raw`(?<![\p{L}\d])(${MONTH_LEAD})(\.?)[ -](\d{1,2})${ORDINAL}(?:\s?[-–]\s?\d{1,2}(?=,? \d{4}))?(?!\d|:\d|[/.]\d|[\p{L}])(?:,? (\d{4})${NOT_A_YEAR})?`, 'giu');
/** The words between a month and its year ("marzo de 2025"). */
const MONTH_YEAR_LINK = optionalWord(MONTH_YEAR_LINKS);
// A range of days is dated by its first ("11–12 February 2025": the 11th).
export const DAY_FIRST_RE = new RegExp(String.raw`(?<![\p{L}\d.:/-])(\d{1,2}${FIRST_DAY.map((w) => `|${esc(w)}`).join('')})${ORDINAL}(?:\s?[-–/]\s?\d{1,2}${ORDINAL})? ${optionalWords(DAY_MONTH_LINKS)}(${MONTH_ALT})(?![\p{L}])\.?(?:,? ${MONTH_YEAR_LINK}(\d{4})${NOT_A_YEAR})?`, 'giu');
/** "(4.12.)" just after a time: group 1 the day, 2 the month (the parentheses are in the match). */
const TIME_PAREN_DAY_RE = /(?<=\d{1,2}[:.]\d{2}(?:\s?(?:Uhr|h))?\s?)\((\d{1,2})\.(\d{1,2})\.\)/g;
/** "22/Mar/2022", "22-Mar-2022": a day, a month name and a year joined by slashes or hyphens (web server logs, Oracle). */
// Or with two digits of the year, as an issue tracker writes it ("14/Mar/24 3:20 AM").
export const SLASHED_MONTH_RE = new RegExp(String.raw`(?<![\p{L}\d.:/-])(\d{1,2})([/-])(${MONTH_ALT})\2(\d{4}|\d{2})(?![\d\p{L}])`, 'giu');
/** A month name just after a day: the day is that month's ("Mar 10 sep": March is a weekday there). */
const MONTH_AFTER = new RegExp(String.raw`^\.?\s(?:${MONTH_ALT})(?![\p{L}])`, 'iu');
const MONTH_YEAR_RE = new RegExp(String.raw`(?<![\p{L}\d])(${MONTH_LEAD})\.? ${MONTH_YEAR_LINK}(\d{4})(?!\d)`, 'giu');
export const WEEKDAY_BEFORE_RE = new RegExp(String.raw`(?<![\p{L}])(${WEEKDAY_ALT})\.?,? ${optionalWords(DATE_ARTICLES)}$`, 'iu');
/** "12. Mai 2026", "5. März", "3. Dez. 2025": a day written with a dot before the month (German). */
const DOTTED_DAY_RE = new RegExp(String.raw`(?<![\p{L}\d.:/-])(\d{1,2})\.(?:\s?[/–-]\s?\d{1,2}\.)? (${MONTH_ALT})(?![\p{L}])\.?(?:,? (\d{4})(?!\d))?`, 'giu');
/** The locales that write a day with a dot ("5. März"); elsewhere "3. April" is read only with its year. */
const DOTTED_DAY_LOCALES = new Set(['de']);
/**
 * English month names (and their abbreviations) other languages write in lower case after a day number
 * ("23 december 2012", "1 oct. 10:45"). Not "mar", "may", "march": ordinary words after a number too.
 */
const LOWER_CASE_AFTER_DAY = new Set([
  'january', 'february', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'jan', 'feb', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
]);
const WEEKDAY_SLASH_RE = new RegExp(String.raw`(?<![\p{L}])(${WEEKDAY_ALT})\.?,?\s(\d{1,2})([/.])(\d{1,2})(\.?)(?![\d/]|\.\d)`, 'giu');
/**
 * "03-05 14:02" (month-day), "9/27 23:40", "13/07, 00:30" (month/day or day/month, as numeric dates are read), "03.12. 16:20"
 * (day.month., as German writes it): a date only before a time (after its half-day word: "10/18 오후 4:30"; after a weekday in
 * parentheses: "04-14 (월) 10:30").
 */
const MONTH_DAY_TIME_RE = /(?<![\w.:/-])(?:(\d{2})-(\d{2})|(\d{1,2})\/(\d{1,2})|(\d{1,2})\.(\d{1,2})\.)(?=,?(?: ?[(（][^()（）\s\d]{1,4}[)）])? (?:(?:오전|오후|午前|午後|上午|下午) ?)?\d{1,2}(?::\d{2}|[時时点點시]\s?\d{1,2}[分분]|(?<=\.\s\d{1,2})\.\d{2}(?!\d)))/g;

const CAPITAL = /^[A-Z]/;
function monthOf(word: string, afterDay = false): number | undefined {
  const key = word.toLowerCase().replace(/\.$/, '');
  const n = MONTHS[key];
  if (n === undefined) return undefined;
  // English month names are capitalised; lower-case "may", "march", "mar" are ordinary words.
  if (CAPITALISED_MONTHS.has(key) && !CAPITAL.test(word) && !(afterDay && LOWER_CASE_AFTER_DAY.has(key))) return undefined;
  return n;
}

/** Dates in a line, in order; year-less dates have no `year`. Also returns years named with a month ("July 2018"). */
export function scanDates(text: string, opts: ScanOptions): { dates: ScannedDate[]; monthYears: Array<{ start: number; year: number; month: number }> } {
  const line = asciiDigits(text);
  const dates: ScannedDate[] = [];
  const taken = new Spans();
  const push = (d: ScannedDate) => { dates.push(d); taken.add(d.start, d.end); };
  let m: RegExpExecArray | null;

  ISO_DATE_RE.lastIndex = 0;
  while ((m = ISO_DATE_RE.exec(line)) !== null) {
    const yearText = m[1]!;
    const date = { year: Number(yearText), month: Number(m[3]), day: Number(m[4]) };
    if (yearText.length === 4 && m[2] === '/' && date.month > 12) continue;
    const d: ScannedDate = { start: m.index, end: m.index + m[0].length, raw: text.slice(m.index, m.index + m[0].length), date };
    if (yearText.length > 4) d.problem = 'bad-year';
    else if (!isValidDate(date)) d.problem = 'impossible';
    if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > 31) {
      if (yearText.length > 4) { /* still a bad year */ } else if (m[2] === '/') continue;
    }
    push(d);
  }
  taken.next();
  // "08FEB25", "14MAR2025", "(10FEB)": a day, an English month's capitals and a year of two or four digits, as airlines write them.
  AIRLINE_DATE_RE.lastIndex = 0;
  while ((m = AIRLINE_DATE_RE.exec(line)) !== null) {
    const date: PlainDate = { month: AIRLINE_MONTHS.indexOf(m[2]!) + 1, day: Number(m[1]) };
    if (m[3]) date.year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    const d: ScannedDate = { start: m.index, end: m.index + m[0].length, raw: text.slice(m.index, m.index + m[0].length), date };
    if (!isValidDate(date)) d.problem = 'impossible';
    push(d);
  }
  taken.next();
  NUM_DATE_RE.lastIndex = 0;
  while ((m = NUM_DATE_RE.exec(line)) !== null) {
    if (taken.overlaps(m.index, m.index + m[0].length)) continue;
    if (m[2] === '.' && !opts.dayFirst && Number(m[1]) <= 12) continue;
    const a = Number(m[1]);
    const b = Number(m[3]);
    let day: number; let month: number; let ambiguous = false;
    if (a > 12 && b <= 12) { day = a; month = b; }
    else if (b > 12 && a <= 12) { day = b; month = a; }
    else { ambiguous = a <= 12 && b <= 12 && a !== b; if (opts.dayFirst) { day = a; month = b; } else { day = b; month = a; } }
    const date = { year: m[4]!.length === 2 ? 2000 + Number(m[4]) : Number(m[4]), month, day };
    const d: ScannedDate = { start: m.index, end: m.index + m[0].length, raw: text.slice(m.index, m.index + m[0].length), date };
    if (ambiguous) d.ambiguous = true;
    if (!isValidDate(date)) d.problem = 'impossible';
    push(d);
  }
  taken.next();
  MONTH_FIRST_RE.lastIndex = 0;
  while ((m = MONTH_FIRST_RE.exec(line)) !== null) {
    const month = monthOf(m[1]!);
    if (month === undefined || taken.overlaps(m.index, m.index + m[0].length)) continue;
    const day = Number(m[3]);
    if (day < 1 || day > 31) continue;
    // "Mar 10 sep" (Spanish): a weekday, then the day and its month; the month name after the day decides.
    if (!m[4] && MONTH_AFTER.test(line.slice(m.index + m[0].length, m.index + m[0].length + 16))) continue;
    const date: PlainDate = { month, day };
    if (m[4]) date.year = Number(m[4]);
    let end = m.index + m[0].length;
    // "Mar 5. 05:20": the dot after the day belongs to the date when a time follows it.
    if (!m[4] && /^\. \d{1,2}:\d{2}/.test(line.slice(end, end + 7))) end++;
    const d: ScannedDate = { start: m.index, end, raw: text.slice(m.index, end), date };
    if (!isValidDate(date)) d.problem = 'impossible';
    push(d);
  }
  taken.next();
  DAY_FIRST_RE.lastIndex = 0;
  while ((m = DAY_FIRST_RE.exec(line)) !== null) {
    // Between a day and a year even "may" and "mar" are the month ("20 may 2025", as Spanish abbreviates mayo).
    const month = monthOf(m[2]!, true) ?? (m[3] ? monthOf(m[2]!.charAt(0).toUpperCase() + m[2]!.slice(1)) : undefined);
    if (month === undefined || taken.overlaps(m.index, m.index + m[0].length)) continue;
    const day = FIRST_DAY.includes(m[1]!) ? 1 : Number(m[1]);
    if (day < 1 || day > 31) continue;
    const date: PlainDate = { month, day };
    if (m[3]) date.year = Number(m[3]);
    const d: ScannedDate = { start: m.index, end: m.index + m[0].length, raw: text.slice(m.index, m.index + m[0].length), date };
    if (!isValidDate(date)) d.problem = 'impossible';
    push(d);
  }
  taken.next();
  SLASHED_MONTH_RE.lastIndex = 0;
  while ((m = SLASHED_MONTH_RE.exec(line)) !== null) {
    const month = monthOf(m[3]!);
    if (month === undefined || taken.overlaps(m.index, m.index + m[0].length)) continue;
    const date: PlainDate = { year: m[4]!.length === 2 ? 2000 + Number(m[4]) : Number(m[4]), month, day: Number(m[1]) };
    if (date.day < 1 || date.day > 31) continue;
    const d: ScannedDate = { start: m.index, end: m.index + m[0].length, raw: text.slice(m.index, m.index + m[0].length), date };
    if (!isValidDate(date)) d.problem = 'impossible';
    push(d);
  }
  taken.next();
  DOTTED_DAY_RE.lastIndex = 0;
  while ((m = DOTTED_DAY_RE.exec(line)) !== null) {
    // Outside German the form is a date only with its year; an ordered list item ("3. April …") only in German with its year.
    const german = DOTTED_DAY_LOCALES.has(opts.locale);
    if (line.slice(0, m.index).trim() === '' ? !(german && m[3]) : !(german || m[3])) continue;
    const month = monthOf(m[2]!);
    if (month === undefined || taken.overlaps(m.index, m.index + m[0].length)) continue;
    const date: PlainDate = { month, day: Number(m[1]) };
    if (date.day < 1 || date.day > 31) continue;
    if (m[3]) date.year = Number(m[3]);
    const d: ScannedDate = { start: m.index, end: m.index + m[0].length, raw: text.slice(m.index, m.index + m[0].length), date };
    if (!isValidDate(date)) d.problem = 'impossible';
    push(d);
  }
  taken.next();
  // A day and month with a slash or dots and no year, after a weekday ("Lun 17/06 18:30 hs", "Tue 6/18", "Sa 25.10. 18:00"):
  // the weekday makes it a date. Day first unless the document's language writes the month first (or the first number
  // cannot be a month); with dots, day first.
  WEEKDAY_SLASH_RE.lastIndex = 0;
  while ((m = WEEKDAY_SLASH_RE.exec(line)) !== null) {
    const start = m.index + m[0].length - m[2]!.length - m[4]!.length - m[5]!.length - 1;
    // A weekday of the document's language only ("do", "so" are words elsewhere).
    if (taken.overlaps(start, m.index + m[0].length) || weekdayNumber(m[1]!, opts.locale) === undefined) continue;
    const a = Number(m[2]); const b = Number(m[4]);
    // "Sa 25.10." is day first, as German writes it.
    const dayFirst = m[3] === '.' || a > 12 || (b <= 12 && opts.dayFirst);
    const date: PlainDate = dayFirst ? { month: b, day: a } : { month: a, day: b };
    if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > 31) continue;
    const d: ScannedDate = { start, end: m.index + m[0].length, raw: text.slice(start, m.index + m[0].length), date };
    if (a <= 12 && b <= 12 && a !== b) d.ambiguous = true;
    if (!isValidDate(date)) d.problem = 'impossible';
    push(d);
  }
  taken.next();
  // A day and month with dots in parentheses just after a time ("| 07:30 (4.12.) |", "22:15 Uhr (3.12.)"): that time's day.
  TIME_PAREN_DAY_RE.lastIndex = 0;
  while ((m = TIME_PAREN_DAY_RE.exec(line)) !== null) {
    const start = m.index + 1;
    const date: PlainDate = { month: Number(m[2]), day: Number(m[1]) };
    if (taken.overlaps(start, start + m[0].length - 2) || date.month < 1 || date.month > 12 || date.day < 1 || date.day > 31) continue;
    const d: ScannedDate = { start, end: start + m[0].length - 2, raw: text.slice(start, start + m[0].length - 2), date };
    if (!isValidDate(date)) d.problem = 'impossible';
    push(d);
  }
  taken.next();
  for (const c of scanCjkDates(line)) {
    if (taken.overlaps(c.start, c.end)) continue;
    const d: ScannedDate = { start: c.start, end: c.end, raw: text.slice(c.start, c.end), date: c.date };
    if (c.impossible) d.problem = 'impossible';
    if (c.weekday !== undefined) { d.weekday = c.weekday; d.weekdayStart = c.weekdayStart!; d.weekdayEnd = c.weekdayEnd!; }
    push(d);
  }
  taken.next();
  MONTH_DAY_TIME_RE.lastIndex = 0;
  while ((m = MONTH_DAY_TIME_RE.exec(line)) !== null) {
    if (taken.overlaps(m.index, m.index + m[0].length)) continue;
    let month = Number(m[1] ?? m[3] ?? m[6]); let day = Number(m[2] ?? m[4] ?? m[5]);
    // With a slash, day first where the document writes its numeric dates so, or where the first cannot be a month.
    if (m[3] !== undefined && (month > 12 || (opts.dayFirst && day <= 12))) [month, day] = [day, month];
    if (month < 1 || month > 12 || day < 1 || day > 31) continue;
    push({ start: m.index, end: m.index + m[0].length, raw: text.slice(m.index, m.index + m[0].length), date: { month, day } });
  }
  // A weekday written just after a date, as Japanese, Chinese and Korean write it ("2024-07-24（水）"), part of the
  // date; else one written just before it: "Sunday, 2023-10-14", "vendredi 13 juillet".
  for (const d of dates) {
    const after = d.weekday === undefined ? weekdayAfter(line, d.end) : undefined;
    if (after) {
      d.weekday = after.weekday; d.weekdayStart = after.start; d.weekdayEnd = after.end;
      d.end = after.tokenEnd; d.raw = text.slice(d.start, d.end);
    }
    const before = line.slice(Math.max(0, d.start - 16), d.start);
    const w = d.weekday === undefined ? WEEKDAY_BEFORE_RE.exec(before) : null;
    if (w) {
      const wd = weekdayNumber(w[1]!, opts.locale);
      if (wd !== undefined) {
        d.weekday = wd;
        d.weekdayStart = d.start - before.length + w.index;
        d.weekdayEnd = d.weekdayStart + w[1]!.length;
      }
    }
  }
  dates.sort((a, b) => a.start - b.start);
  const monthYears: Array<{ start: number; year: number; month: number }> = [];
  MONTH_YEAR_RE.lastIndex = 0;
  while ((m = MONTH_YEAR_RE.exec(line)) !== null) {
    const month = monthOf(m[1]!);
    if (month !== undefined) monthYears.push({ start: m.index, year: Number(m[2]), month });
  }
  return { dates, monthYears };
}
