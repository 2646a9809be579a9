/**
 * The date and time an entry starts with, read at one place of its line: a time, a date (after its weekday), a date and its
 * time ("2026-07-08 01:46", "2023-01-04/11:34", "**2026-07-08** 02:10", "March 4 at 14:05"), or a time
 * and the date written after it ("10:00 7th Nov 2023 - text", "14:05, 3 March 2026: text", "12:20 AM, Friday, July 12 — text").
 */
import { DATE_TIME_LINKS, LOCAL_WEEKDAYS, WEEKDAYS } from '../../locale/index.js';
import { wordTrie } from '../../text.js';
import type { LineScan } from '../dates.js';

/**
 * Indices into the line's scan (-1: none), and where the token starts and ends; `day`: a day of the month written alone
 * before the time, as Japanese and Chinese timelines do under a day heading ("26日 03:00", "27号 09:10").
 */
export interface Token { d: number; t: number; tokenStart: number; tokenEnd: number; day?: number }

/** A day of the month alone, with its counter, before a time: "26日 03:00", "26日03:00", "27号 09:10". */
const DAY_OF_MONTH = /^(\d{1,2})[日号일]\s{0,2}/;

/**
 * What may stand between an entry's date and its time: a locale's word ("at", "à", "a las", "alle ore", after a comma
 * too), a comma, a space, "T", "/", " - ", after the emphasis that closes around the date. The word is tried first,
 * so that the whole gap is known when it is longer than the few characters a time may follow its date by.
 */
const DATE_TIME_GAP = new RegExp(`^(?:[*_]{1,2}(?=\\s))?(?:,?\\s?(?:${wordTrie(DATE_TIME_LINKS)})\\s|,?\\s|T|/|\\s-\\s)`);
/** A date written with counters ("8月19日", "7月24日(水)"), which its time may follow with no space ("8月19日18時00分"). */
const CJK_DATE_END = /[日号)）]$/;
/** What may stand between a time and the date written after it. */
const TIME_DATE_GAP = /^,? \(?$/;
/** A few words and an opening parenthesis between a time and its date: ", la veille (", " the night before (". */
const WORDS_PAREN_GAP = /^,?\s[\p{L}'’]+(?:\s[\p{L}'’]+){0,3}\s\($/u;
/**
 * What follows a date written after the time (in parentheses: "00.10 (18 maggio) — text"): a separator before the text (else
 * the date is the text's), or the full stop and the end of a bold lead ("**12:40 AM EST, March 9.** Having ruled out …").
 */
const AFTER_DATE = /^\)?(?:[*_]{0,2}(?:\s?[:|–—-]|,\s)|\.?(?:\*\*|__)(?:\s|$))/;

/**
 * "T+9m", "T−3m", "T+1h21m", "T+0", "T+0:04", "+00:07", closed emphasis and an opening parenthesis or a dash after it, before a clock
 * time or a date ("**T+9m** (13:50)", "**T−2d — Wed 12 Mar, 14:30 PT**").
 */
export const RELATIVE_BEFORE_CLOCK = /^(?:T\s?[+−–-]|[+−])\s?(?:\d{1,2}:\d{2}|\d{1,3}(?:[.,]\d)?(?:\s?(?:h|hr|min|m|s|d)(?:\s?\d{1,2}\s?(?:min|m))?)?)[*_]{0,2}\s{0,3}(?:[([]\s?|[—–]\s{1,3}|-\s{1,3})(?=[*_]{0,2}(?:\d|\p{L}{2,9}\.?,?\s{1,2}\d))/u;

export function tokenAt(text: string, scan: LineScan | undefined, at: number): Token | null {
  const dates = scan?.dates ?? [];
  const times = scan?.times ?? [];
  // A date may follow its weekday ("Dienstag, 5. Mai 2026", "Tuesday, March 3"): the token starts with the weekday.
  const d = dates.findIndex((x) => x.start === at || x.weekdayStart === at);
  let t = times.findIndex((x) => x.start === at);
  if (d >= 0) {
    const end = dates[d]!.end;
    const next = times.findIndex((x) => x.start >= end && x.start <= end + 5);
    const gap = DATE_TIME_GAP.exec(text.slice(end, end + 16));
    if (next >= 0 && (gap || (times[next]!.start === end && CJK_DATE_END.test(dates[d]!.raw)))) t = next;
    // A longer word between them ("12 de marzo a las 14:05", "12 marzo alle ore 9.30"): the time right after it.
    else if (gap && gap[0].length > 5) t = times.findIndex((x) => x.start === end + gap[0].length);
    return { d, t, tokenStart: at, tokenEnd: t >= 0 ? times[t]!.end : end };
  }
  if (t < 0) {
    const dm = DAY_OF_MONTH.exec(text.slice(at, at + 6));
    const day = dm ? Number(dm[1]) : 0;
    const ti = day >= 1 && day <= 31 ? times.findIndex((x) => x.start === at + dm![0].length) : -1;
    return ti >= 0 ? { d: -1, t: ti, tokenStart: at, tokenEnd: times[ti]!.end, day } : null;
  }
  const end = times[t]!.end;
  // The date may open with its weekday ("12:20 AM, Friday, July 12 — text").
  // A few words may stand before a date in parentheses ("22h10, la veille (lundi 8 décembre) — text").
  const after = dates.findIndex((x) => {
    const from = x.weekdayStart ?? x.start;
    if (from <= end || from > end + 28) return false;
    const gap = text.slice(end, from);
    return (from <= end + 3 ? TIME_DATE_GAP.test(gap) : WORDS_PAREN_GAP.test(gap) && text[x.end] === ')')
      && (text[from - 1] === '(') === (text[x.end] === ')') && (AFTER_DATE.test(text.slice(x.end, x.end + 5)) || text.slice(x.end).trim() === '');
  });
  if (after >= 0) return { d: after, t, tokenStart: at, tokenEnd: dates[after]!.end + (text[dates[after]!.end] === ')' ? 1 : 0) };
  return { d: -1, t, tokenStart: at, tokenEnd: end };
}

/** A weekday in parentheses right after a token ("21:40 (Mi.)", "23:50 (Tue)", "23:50（火）"), in any language's words. */
const WEEKDAY_AFTER = /^\s{0,2}[(（]\s?([\p{L}]{1,12})\.?\s?[)）]/u;
export function weekdayAfterToken(text: string, end: number): number | undefined {
  const m = WEEKDAY_AFTER.exec(text.slice(end, end + 18));
  return m ? weekdayOf(m[1]!) : undefined;
}

/** The weekday a word names in any locale ("Mi", "Tue", "jueves"), or undefined. */
export function weekdayOf(word: string): number | undefined {
  const w = word.toLowerCase();
  if (WEEKDAYS[w] !== undefined) return WEEKDAYS[w];
  for (const local of Object.values(LOCAL_WEEKDAYS)) if (local[w] !== undefined) return local[w];
  return undefined;
}
