/** The locale pass and the day/month vote: document-wide readings from per-line word and date counts. */
import { LOCALE_MARKERS } from '../catalog/words.js';
import { LOCALE_SCRIPTS, SHARED_MARKERS } from '../locale/index.js';
import { weekdayOf } from '../time/zone.js';

/**
 * Word → what it counts for: `en`, `fr`, … for a language's marker, `en~`, `es~`, … for a word the language shares
 * with others (it counts for that language, but not in the English/French vote, which reads markers only).
 */
const WORD_ROLES = new Map<string, string[]>();
for (const [table, role] of [[LOCALE_MARKERS, ''], [SHARED_MARKERS, '~']] as const) {
  for (const [loc, words] of Object.entries(table)) for (const w of words) if (!WORD_ROLES.get(w)?.includes(loc + role)) WORD_ROLES.set(w, [...(WORD_ROLES.get(w) ?? []), loc + role]);
}

/** The languages written in Latin letters other than English and French, in `LOCALES` order. */
const OTHER_WORD_LOCALES = Object.keys(LOCALE_MARKERS).filter((l) => l !== 'en' && l !== 'fr');
const LATIN_LOCALES = ['en', 'fr', ...OTHER_WORD_LOCALES];
/** Script → the locale it tells. */
const SCRIPT_LOCALE = new Map(Object.entries(LOCALE_SCRIPTS).map(([loc, script]) => [script, loc]));

/**
 * What a line's counts hold, in order: one count per group of words that count for the same languages ("the": English;
 * "la": French, Spanish and Italian), then kana, han and hangul letters.
 */
const GROUPS: readonly (readonly string[])[] = [...new Set([...WORD_ROLES.values()].map((rs) => [...rs].sort().join(',')))].sort().map((k) => k.split(','));
const COUNT_KEYS: readonly string[] = [...GROUPS.map((g) => g.join(',')), 'kana', 'han', 'hangul'];
const KANA = COUNT_KEYS.length - 3; const HAN = COUNT_KEYS.length - 2; const HANGUL = COUNT_KEYS.length - 1;
/** Word → the position of its group in a line's counts. */
const MARKER_SLOTS = new Map([...WORD_ROLES].map(([w, rs]) => [w, COUNT_KEYS.indexOf([...rs].sort().join(','))]));
/** Locale → the positions of the groups of its markers (the English/French vote). */
const MARKER_GROUPS = new Map(LATIN_LOCALES.map((l) => [l, GROUPS.flatMap((g, k) => (g.includes(l) ? [k] : []))]));
/** Whether a group's words count for a locale, as its markers or as words it shares. */
const countsFor = (g: readonly string[], loc: string) => g.includes(loc) || g.includes(`${loc}~`);
/** Locale → for each group, whether its words count for that locale (`countsFor`, worked out once). */
const COUNTS_FOR = new Map(LATIN_LOCALES.map((l) => [l, GROUPS.map((g) => countsFor(g, l))]));

/** A line's counts, one number per entry of `COUNT_KEYS` (a plain array, so lines compare by value). */
export type MarkerCounts = readonly number[];

/** How many marker words of each language a line has, and how many of its letters are kana, han and hangul. */
export function markerCounts(line: string): MarkerCounts {
  const counts: number[] = new Array<number>(COUNT_KEYS.length).fill(0);
  const re = /[\p{L}']+/gu;
  const lower = line.toLowerCase();
  let m: RegExpExecArray | null;
  while ((m = re.exec(lower)) !== null) {
    const word = m[0];
    const slot = MARKER_SLOTS.get(word);
    // A word of two or three capitals is an abbreviation, not a marker: "14:00 ET" is Eastern Time, not French "et".
    if (slot !== undefined && !(word.length >= 2 && word.length <= 3 && line.slice(m.index, m.index + word.length) === word.toUpperCase())) counts[slot]!++;
    // Letters of the East Asian scripts (a run of them is one "word" here): counted one by one.
    if (word.charCodeAt(0) >= 0x3040) {
      for (let k = 0; k < word.length; k++) {
        const c = word.charCodeAt(k);
        if (c >= 0x3040 && c <= 0x30ff) counts[KANA]!++;
        else if (c >= 0x3400 && c <= 0x9fff) counts[HAN]!++;
        else if (c >= 0xac00 && c <= 0xd7af) counts[HANGUL]!++;
      }
    }
  }
  return counts;
}

/** Lines and characters the locale vote reads. */
export const LOCALE_LINES = 400;
const LOCALE_CHARS = 40_000;

/** Locale ids a front matter `lang`/`locale`/`language` may declare; English and French as before (any value starting so). */
const DECLARED_OTHER = new RegExp(`^(${[...OTHER_WORD_LOCALES, ...SCRIPT_LOCALE.values()].join('|')})(?:$|[-_])`, 'i');

/**
 * The declared locale, else the vote of the first 400 lines (at most 40,000 characters of them): a
 * document mostly written in kana, han or hangul is Japanese, Chinese or Korean; one whose words of another
 * Latin-script language clearly outnumber every other language's (of the words that tell the two apart) is in
 * that language; otherwise French when its markers outnumber the English ones by a fifth, else English (the vote
 * English and French always had).
 * `counts[i]` is line i's counts (for the first 400 lines).
 */
export function detectLocale(lines: readonly string[], counts: readonly (MarkerCounts | undefined)[], fm: Record<string, unknown> | undefined): string {
  const declared = fm?.['lang'] ?? fm?.['locale'] ?? fm?.['language'];
  if (typeof declared === 'string' && /^(en|fr)/i.test(declared)) return declared.slice(0, 2).toLowerCase();
  if (typeof declared === 'string' && DECLARED_OTHER.test(declared)) return declared.slice(0, 2).toLowerCase();
  const total: number[] = new Array<number>(COUNT_KEYS.length).fill(0);
  let used = 0;
  for (let i = 0; i < lines.length && i < LOCALE_LINES && used < LOCALE_CHARS; i++) {
    const text = lines[i]!;
    const room = LOCALE_CHARS - used;
    const c = text.length <= room ? counts[i]! : markerCounts(text.slice(0, room));
    for (let k = 0; k < c.length; k++) total[k]! += c[k]!;
    used += text.length + 1;
  }
  const sum = (slots: readonly number[]) => slots.reduce((n, k) => n + total[k]!, 0);
  const en = sum(MARKER_GROUPS.get('en')!); const fr = sum(MARKER_GROUPS.get('fr')!);
  const kana = total[KANA]!; const han = total[HAN]!; const hangul = total[HANGUL]!;
  // East Asian scripts: their letters against the Latin marker words (a word of those is several letters).
  const eastAsian = kana + han + hangul;
  if (eastAsian >= 30 && eastAsian > 4 * (en + fr)) {
    const script = hangul > kana + han ? 'hangul' : kana * 10 >= han ? 'kana' : 'han';
    const loc = SCRIPT_LOCALE.get(script);
    if (loc) return loc;
  }
  // Another language in Latin letters: at least 4 of its words, and against every other language, half as many again of
  // the words that tell the two apart (a word both count, such as "la" for Spanish and French, tells neither).
  for (const loc of OTHER_WORD_LOCALES) {
    const mine = COUNTS_FOR.get(loc)!;
    let n = 0;
    for (let k = 0; k < mine.length; k++) if (mine[k]) n += total[k]!;
    if (n >= 4 && clearlyAhead(loc, total)) return loc;
  }
  return fr > en * 1.2 ? 'fr' : 'en';
}

/** Whether `loc`'s words outnumber every other language's by half again, counting only the words one of the two lacks. */
function clearlyAhead(loc: string, total: readonly number[]): boolean {
  const mineFor = COUNTS_FOR.get(loc)!;
  for (const other of LATIN_LOCALES) {
    if (other === loc) continue;
    const itsFor = COUNTS_FOR.get(other)!;
    let own = 0; let theirs = 0;
    for (let k = 0; k < GROUPS.length; k++) {
      const mine = mineFor[k]; const its = itsFor[k];
      if (mine && !its) own += total[k]!; else if (its && !mine) theirs += total[k]!;
    }
    if (!(own > theirs * 1.5)) return false;
  }
  return true;
}

const NO_VOTES: readonly number[] = [];

/** English month names, full and short: the order an English text writes them in says which side of the Atlantic it is from. */
const EN_MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** "March 10, 2024" (the month first, as American English writes it) and "10 March 2024" (the day first). */
const MONTH_DAY = new RegExp(`\\b${EN_MONTH}\\s\\d{1,2}(?:st|nd|rd|th)?,?\\s\\d{4}\\b`, 'gi');
const DAY_MONTH = new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s${EN_MONTH}\\s\\d{4}\\b`, 'gi');

/**
 * The day/month order votes of one line: 1 day first ("25/11/2021"), -1 month first, 0 either; 2 and -2 are weaker votes, the
 * order of an English date written with its month's name ("10 March 2024", "March 10, 2024") or of the zones it names
 * ("MDT": American, month first; "BST": day first), counted only where the numeric dates do not tell.
 */
export function lineVotes(line: string): readonly number[] {
  if (line.length < 8) return NO_VOTES;
  const numeric = /\d[/.-]\d/.test(line);
  const named = /\d{4}/.test(line) && /[a-z]{3}/i.test(line);
  const zoned = ZONE_VOTE.test(line);
  if (!numeric && !named && !zoned) return NO_VOTES;
  const out: number[] = [];
  // The zones an English text writes: American ones with the month first, British, European and Australian ones with the day first.
  if (zoned) for (const m of line.matchAll(ZONE_VOTES)) if (out.length < 1000) out.push(US_ZONES.has(m[1]!) ? -2 : 2);
  if (numeric) {
    const re = /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-]\d{4}(?!\d)/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(line)) !== null && out.length < 1000) out.push(Number(m[1]) > 12 ? 1 : Number(m[2]) > 12 ? -1 : 0);
  }
  if (named) {
    const monthFirst = line.match(MONTH_DAY)?.length ?? 0; const dayFirst = line.match(DAY_MONTH)?.length ?? 0;
    for (let k = 0; k < monthFirst + dayFirst && out.length < 1000; k++) out.push(k < monthFirst ? -2 : 2);
  }
  return out.length === 0 ? NO_VOTES : out;
}

const US_ZONES: ReadonlySet<string> = new Set(['EST', 'EDT', 'CST', 'CDT', 'MST', 'MDT', 'PST', 'PDT', 'ET', 'CT', 'MT', 'PT', 'AKST', 'AKDT', 'HST']);
const ZONE_VOTES = /(?<![A-Za-z])(EST|EDT|CST|CDT|MST|MDT|PST|PDT|ET|CT|MT|PT|AKST|AKDT|HST|BST|GMT|CET|CEST|WET|WEST|EET|EEST|IST|AEST|AEDT|ACST|ACDT|AWST|NZST|NZDT|SAST)(?![A-Za-z])/g;
const ZONE_VOTE = new RegExp(ZONE_VOTES.source);

/** Languages that write a numeric date month first ("12/09" is 9 December in Japanese, Chinese and Korean). */
const MONTH_FIRST_LOCALES = new Set(['ja', 'zh', 'ko']);

/**
 * Whether numeric dates read day first: the vote of the document's first 1,000 numeric dates; where they do not tell, day
 * first except in a language that writes month first.
 */
export function dayFirstVote(votes: readonly (readonly number[] | undefined)[], locale = 'en', weekdays?: boolean): boolean {
  let dayFirst = 0; let monthFirst = 0; let n = 0; let named = 0;
  for (let i = 0; i < votes.length && n < 1000; i++) {
    const v = votes[i]!;
    for (let k = 0; k < v.length; k++) {
      if (n++ >= 1000) break;
      const x = v[k]!;
      if (x === 1) dayFirst++; else if (x === -1) monthFirst++; else if (x !== 0) named += Math.sign(x);
    }
  }
  if (dayFirst !== monthFirst) return dayFirst > monthFirst;
  // The numeric dates do not tell: the weekdays written before short dates may ("Mon 6/9" in 2025: 9 June).
  if (weekdays !== undefined) return weekdays;
  // Nor do those: English dates written with their month's name do ("March 10, 2024": month first).
  if (locale === 'en' && named !== 0) return named > 0;
  return !MONTH_FIRST_LOCALES.has(locale);
}

/** "Mon 6/9", "Tue 3/11": an English weekday before a short date whose two numbers could each be the month. */
const WEEKDAY_SHORT_DATE = /\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?,?\s(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/gi;
const SHORT_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** A line's weekdays before short dates: [weekday (1 Monday; 0 when a number past 12 tells the order), first number, second, year or 0]. */
export function weekdayShortDates(line: string): readonly (readonly [number, number, number, number])[] | undefined {
  if (!/\d\/\d/.test(line)) return undefined;
  const out: [number, number, number, number][] = [];
  for (const m of line.matchAll(WEEKDAY_SHORT_DATE)) {
    const a = Number(m[2]); const b = Number(m[3]);
    if (a < 1 || b < 1 || a > 31 || b > 31 || (a > 12 && b > 12) || a === b || out.length >= 100) continue;
    // One number past 12 ("Fri 11/29") gives the order itself: weekday 0. A year written with it ("Sun 3/9/25") is its own.
    const y = m[4] === undefined ? 0 : m[4].length === 2 ? 2000 + Number(m[4]) : Number(m[4]);
    out.push([a > 12 || b > 12 ? 0 : SHORT_WEEKDAYS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1, a, b, y]);
  }
  return out.length > 0 ? out : undefined;
}

/**
 * Whether those weekdays read the dates day first (true) or month first (false) in `year`: every one that fits, or whose
 * numbers tell, fits one order; undefined when they do not tell. Dates both orders fit count for neither.
 */
export function weekdayOrder(found: readonly (readonly (readonly [number, number, number, number])[] | undefined)[], docYear: number | undefined): boolean | undefined {
  let month = 0; let day = 0;
  for (const list of found) {
    for (const [w, a, b, own] of list ?? []) {
      if (w === 0) { if (a > 12) day++; else month++; continue; }
      const year = own || docYear;
      if (year === undefined) continue;
      const mf = weekdayOf({ year, month: a, day: b }) === w; const df = weekdayOf({ year, month: b, day: a }) === w;
      if (mf !== df) { if (mf) month++; else day++; }
    }
  }
  return month >= 1 && day === 0 ? false : day >= 1 && month === 0 ? true : undefined;
}
