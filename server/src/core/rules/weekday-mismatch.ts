import { WEEKDAYS } from '../catalog/words.js';
import { LOCALES, PAREN_WEEKDAYS, WEEKDAY_NAMES, weekdayNumber } from '../locale/index.js';
import { isEastAsian } from '../text.js';
import { formatDate, weekdayOf } from '../time/zone.js';
import { messagesFor } from '../locale/messages.js';
import type { Rule, RuleFinding } from './rule.js';
import type { DateMention, Postmortem } from '../types.js';
import { scanDates } from '../time/scan-dates.js';
import { range } from '../text.js';

/** A word without its accents ("miércoles" → "miercoles"). */
const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

/** Weekday words in an East Asian script ("水", "水曜日", "星期三", "周三", "수요일"): `WEEKDAYS`' own. */
const NAMES: Record<string, number> = { ...PAREN_WEEKDAYS, ...WEEKDAYS };
const EAST_ASIAN_NAMES = Object.keys(NAMES).filter(isEastAsian);
/** Which kind of weekday word: hangul, a numeral in parentheses ("（一）"), or another. */
const family = (w: string) => (HANGUL.test(w) ? 2 : PAREN_WEEKDAYS[w] !== undefined && WEEKDAYS[w] === undefined ? 1 : 0);

/**
 * The weekday word written the way the written one is: the same length, the most letters in the same places
 * ("水曜日" → "土曜日", "周三" → "周六", "(水)" → "(土)", "수요일" → "토요일"), the same script first.
 */
function eastAsianNameLike(written: string, weekday: number): string | undefined {
  let best: string | undefined; let score = -1;
  for (const w of EAST_ASIAN_NAMES) {
    if (NAMES[w] !== weekday || w.length !== written.length) continue;
    let same = 0;
    for (let k = 0; k < w.length; k++) if (w[k] === written[k]) same += 2;
    if (family(w) === family(written)) same++;
    if (same > score) { best = w; score = same; }
  }
  return best;
}
const HANGUL = /[\uac00-\ud7af]/;

/** The language whose weekday word was written: the document's when it has the word, else the first that has it. */
function languageOf(lower: string, docLocale: string): string {
  const has = (id: string) => {
    const l = LOCALES.find((x) => x.id === id);
    return !!l && (l.weekdays[lower] !== undefined || l.localWeekdays[lower] !== undefined);
  };
  if (WEEKDAY_NAMES[docLocale] && has(docLocale)) return docLocale;
  return LOCALES.find((l) => WEEKDAY_NAMES[l.id] && has(l.id))?.id ?? 'en';
}

/**
 * The weekday name in the language, form and case of the written one ("Sun" → "Sat", "vendredi" → "samedi", "Di" →
 * "Mi", "martedi" → "mercoledi", "terça" → "quarta").
 */
function nameLike(written: string, weekday: number, docLocale: string): string {
  if (isEastAsian(written)) return eastAsianNameLike(written, weekday) ?? written;
  const lower = written.toLowerCase();
  const lang = languageOf(lower, docLocale);
  const names = WEEKDAY_NAMES[lang]!;
  const full = names.map((n) => n.toLowerCase());
  const head = (n: string) => n.split('-')[0]!;
  let name = names[weekday - 1]!;
  if (full.includes(lower)) { /* the full name */ }
  else if (full.some((n) => plain(n) === lower)) name = plain(name);
  else if (full.some((n) => head(n) === lower)) name = head(name);
  else if (full.some((n) => plain(head(n)) === lower)) name = plain(head(name));
  else if (lang === 'en') { if (written.length <= 4) name = name.slice(0, written.length >= 3 ? written.length : 3); }
  else name = plain(lower) === lower ? plain(name.slice(0, written.length)) : name.slice(0, written.length);
  if (written === written.toUpperCase()) return name.toUpperCase();
  if (/^\p{Lu}/u.test(written)) return name[0]!.toUpperCase() + name.slice(1);
  return name.toLowerCase();
}

/**
 * Dates without a year whose weekdays are wrong in the year inferred for them and all right in the year before or after it
 * (a table of last year's incidents in a report issued in January, "Tue 21 Jan" … "Mon 15 Dec"): the inferred year is
 * wrong, not the weekdays. Most of the yearless dates, on two days or more; else each is reported, with the year the
 * message names.
 */
function yearOffBy(dates: readonly DateMention[]): Set<DateMention> {
  const yearless = dates.filter((d) => d.yearInferred && d.weekday !== undefined && d.weekdayRange && !d.problem && d.date.year !== undefined);
  const off = yearless.filter((d) => weekdayOf({ year: d.date.year!, month: d.date.month, day: d.date.day }) !== d.weekday);
  // Most of them off, on two days or more: one day's wrong weekday written on several rows is still one mistake.
  if (off.length * 2 <= yearless.length || new Set(off.map((d) => `${d.date.month}-${d.date.day}`)).size < 2) return new Set();
  const fits = (delta: number) => off.every((d) => weekdayOf({ year: d.date.year! + delta, month: d.date.month, day: d.date.day }) === d.weekday);
  return fits(-1) || fits(1) ? new Set(off) : new Set();
}

/** A weekday word in a front matter value (`review_meeting: "Tuesday, 27 November 2024, 14:00 CET"`); the scan skips front matter. */
const FM_WEEKDAY = new RegExp(`:.*\\b(?:${Object.keys(WEEKDAYS).filter((w) => /^[a-z]{3,}$/.test(w)).join('|')})\\b`, 'i');

/** The dates with a weekday and a year in the front matter's values. */
function frontMatterDates(model: Postmortem): DateMention[] {
  const r = model.frontMatterRange;
  const out: DateMention[] = [];
  for (let i = r ? r.start.line + 1 : 0; r && i < r.end.line && i < r.start.line + 60; i++) {
    const line = model.lines[i]!;
    if (line.length > 300 || !FM_WEEKDAY.test(line)) continue;
    for (const d of scanDates(line, { locale: model.locale, dayFirst: false }).dates) {
      if (d.weekday === undefined || d.date.year === undefined || d.problem) continue;
      out.push({ range: range(i, d.start, d.end), raw: d.raw, date: d.date, yearInferred: false, weekday: d.weekday, weekdayRange: range(i, d.weekdayStart!, d.weekdayEnd!) });
    }
  }
  return out;
}

export const weekdayMismatch: Rule = {
  meta: {
    id: 'weekday-mismatch',
    anyDocument: true,
    description: 'A weekday written with a date is not that date\'s weekday ("Sunday, 2023-10-14" was a Saturday).',
    defaultSeverity: 'warning',
    fixable: true,
    docs: {
      rationale: 'A weekday that does not match its date means one of them is wrong, and readers cannot tell which day the incident happened. '
        + 'English, French, German, Spanish, Portuguese, Italian and Dutch names are checked ("vendredi 13 juillet 2018", "martes 12 de marzo de 2024" '
        + 'are right), and the Japanese, Chinese and Korean weekday written after a date ("2025年4月14日（月）", "2024年7月24日 星期三", '
        + '"3월 2일 (일)"). When the year is not written, the year the document '
        + 'is about is used, and the message says so; when most such dates, on two days or more, have weekdays that fit the year before or after '
        + 'instead (last year\'s incidents in a report issued in January), that year is meant and they are not reported. '
        + 'The fix replaces the weekday; check that the date itself is right first.'
        + ' Front matter values count too (`review_meeting: "Tuesday, 27 November 2024, 14:00 CET"`).',
      bad: '# Database outage\n\nOn Sunday, 2023-10-14 the primary stopped accepting connections.',
      good: '# Database outage\n\nOn Saturday, 2023-10-14 the primary stopped accepting connections.',
    },
  },
  check({ model }) {
    const out: RuleFinding[] = [];
    const m = messagesFor(model.locale);
    const names = WEEKDAY_NAMES[m.locale] ?? WEEKDAY_NAMES['en']!;
    const otherYear = yearOffBy(model.dates);
    for (const d of [...model.dates, ...frontMatterDates(model)]) {
      if (d.weekday === undefined || !d.weekdayRange || d.problem || d.date.year === undefined || otherYear.has(d)) continue;
      const actual = weekdayOf({ year: d.date.year, month: d.date.month, day: d.date.day });
      if (actual === undefined || actual === d.weekday) continue;
      // A night over two days ("Dienstag auf Mittwoch, 9./10. September"): the weekday may be the second day's.
      const pair = /^(\d{1,2})\.?\s?[/–-]\s?(\d{1,2})\b/.exec(d.raw);
      if (pair && Number(pair[2]) === Number(pair[1]) + 1 && actual % 7 + 1 === d.weekday) continue;
      const line = model.lines[d.weekdayRange.start.line]!;
      const written = line.slice(d.weekdayRange.start.character, d.weekdayRange.end.character);
      if (weekdayNumber(written, model.locale) === undefined) continue;
      const expected = nameLike(written, actual, model.locale);
      const inferred = d.yearInferred ? m.t('weekday-mismatch.inferred', { year: d.date.year }) : '';
      out.push({
        range: { start: d.weekdayRange.start, end: d.range.end },
        message: m.t('weekday-mismatch.message', { written, date: formatDate(d.date) ?? '', inferred, weekday: names[actual - 1]!, expected }),
        fix: { title: m.t('weekday-mismatch.fix', { written, expected }), edits: [{ range: d.weekdayRange, newText: expected }], safe: false, preferred: true },
      });
    }
    return out;
  },
};
