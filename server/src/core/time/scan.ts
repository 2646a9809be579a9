/**
 * Finds time expressions in one line of text (`scan-dates.ts` finds the dates). Every pattern is a sequence of bounded
 * quantifiers and literal alternations: no nested repetition, so matching is linear in the line length.
 */
import { DOTTED_TIME_LEADS, DOTTED_TIME_LEADS_BY_LOCALE, HOUR_LEADS, MONTHS, RANGE_APPROX, RANGE_JOINS, TIME_WORDS } from '../locale/index.js';
import { alternation, escapeRegExp as esc, unique, wordTrie } from '../text.js';
import type { PlainDate, TimeProblem, Zone } from '../types.js';
import { ZONE_NAME_PATTERN } from '../catalog/zones.js';
import { zoneFromLabel } from './zone.js';
import { asciiDigits, halfDayBefore, scanCjkTimes } from './cjk.js';
import { leadHours } from './hours.js';
import { extraTimes } from './scan-extra.js';

export interface ScannedTime {
  start: number; end: number;          // whole token (with zone)
  valueEnd: number;                    // end of time + am/pm
  raw: string;
  hour: number; minute: number; second?: number;
  meridiem?: 'am' | 'pm'; meridiemStart?: number; meridiemEnd?: number;
  problem?: TimeProblem; corrected?: string;
  zone?: Zone; zoneStart?: number; zoneEnd?: number;
  zoneFromRange?: boolean;
  /**
   * The first time of a range ("between 01:00 and 04:00 on 20 August"): where the range's second time ends, and whether the
   * range crosses midnight on one clock ("23:40 to 00:30"; not "1:20 AM PDT to 1:10 AM PST").
   */
  rangeTo?: { end: number; crosses: boolean };
  /** An ISO date written with the time ("2019-01-23T16:08:30Z"). */
  isoDate?: PlainDate;
  /** Where the table cell or the part of the line holding the time ends: the first "|" or " / " after it. */
  cellEnd?: number;
}

/** `bareHours`: the document writes four-digit times (time/hours.ts) ("1415 hrs", or a list of "- 1800 — …"): one opening a line is a time. */
export interface ScanOptions { locale: string; dayFirst: boolean; bareHours?: boolean }

const byLength = (a: string, b: string) => b.length - a.length;
const alt = alternation;
/** A word as written at the start of a sentence or inside one: "[Aa]lle". */
const eitherCase = (w: string) => `[${w[0]!.toUpperCase()}${w[0]!.toLowerCase()}]${esc(w.slice(1))}`;
/** Words before a time written with a dot ("alle 14.30"), at the start of the line or after a space or parenthesis. */
const DOTTED_LEAD = DOTTED_TIME_LEADS.length === 0 ? '(?!)' : String.raw`(?:^|[\s(*_])(?:${unique(DOTTED_TIME_LEADS).sort(byLength).map(eitherCase).join('|')}) `;

/**
 * A list item that opens with a two-digit time written with a dot, then words ("- 09.12 il servizio …", "- 10.05 – …"): a
 * time in the languages that write times so (`DOTTED_LOCALES`), else a number.
 */
const DOTTED_ITEM = String.raw`^\s{0,3}(?:[-*+]|\d{1,2}[.)])\s{1,4}[*_]{0,2}`;
const DOTTED_LOCALES = new Set(Object.entries(DOTTED_TIME_LEADS_BY_LOCALE).filter(([, w]) => w.length > 0).map(([k]) => k));

/** Noon and midnight opening a list item or a table cell, before a dash, a colon or the cell's end. */
const NOON_ITEM = /^\s{0,3}(?:(?:[-*+]|\d{1,2}[.)])\s{1,4}|\|\s{0,4})[*_]{0,2}(noon|midnight|midi|minuit|mediod[ií]a|medianoche|mezzogiorno|mezzanotte)(?=[*_]{0,2}\s*(?:[—–:|]|-\s))/i;
const MIDDAY = /^(?:noon|midi|mediod|mezzog)/i;
/** Whether a line opens a list item or a cell with noon or midnight: a time without a digit. */
export const opensWithWordTime = (line: string): boolean => NOON_ITEM.test(line);

// hh:mm[:ss[.fff]] | hh h [mm] | hh.mm before UTC/GMT or the Dutch and German hour word ("23.45 uur", "9.30 Uhr") | hh.mm after a
// locale's lead word ("alle 14.30", "om 9.05") | hh.mm opening a list item (DOTTED_ITEM) | h.mm before am/pm ("2.05pm") | hh.mm
// alone in a row's first cell (an HTML row's too) or in the cell after a numeric date ("| 17/06/2025 | 09.12 |"; an amount elsewhere is not a
// time) | hh before am/pm; a colon after the time is punctuation ("01:46: text"); an ISO date
// before it may be joined by a slash ("2023-01-04/11:34"); it may open emphasis ("_10:52_")
const TIME_RE = new RegExp(
  String.raw`(?:(?<=\dT)|(?<=\d{4}-\d{2}-\d{2}\/)|(?<=(?:^|[\s(*>|])_)|(?<![\w:.,/'’-]))(\d{1,2})(?:(:)(\d{2})(?::(\d{2}))?(?:\.\d{1,9})?(?!\d|:\d)|( ?h ?)(\d{2})?(?![\w])|\.(\d{2})(?= ?(?:UTC|GMT|uur|Uhr|[ECW]ES?T|BST|IST|MSK|[ECMP][SD]T|AE[SD]T|JST|KST|SGT|HKT)\b|\s?(?:bis|tot|[–-])\s?\d{1,2}\.\d{2} ?(?:Uhr|uur)\b)|\.(\d{2})(?<=${DOTTED_LEAD}\d{1,2}\.\d{2})(?![\w]|[.,:]\d)|\.(\d{2})(?<=${DOTTED_ITEM}\d{2}\.\d{2})(?=[*_]{0,2}\s{1,3}(?:[A-Za-zÀ-ÿ]|[–—-]\s))|\.(\d{2})(?= ?[aApP]\.?[mM]\b)|\.(\d{2})(?:(?<=(?:^\s{0,3}|\|\s{0,4}(?:[A-Za-zÀ-ÿ]{2,4}\.?,?\s{1,2})?\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\s{0,4})\|[*_\s]{0,6}\d{2}\.\d{2})(?=[*_\s]{0,6}(?:\||$))|(?<=^\s{0,8}<tr[^<>]{0,40}>\s{0,4}<td[^<>]{0,40}>\s{0,4}\d{2}\.\d{2})(?=\s{0,4}<\/td>))|(?= ?[aApP]\.?[mM]\b))`,
  'g',
);
/** am/pm after a time: "pm", "p.m.", "PM", and "p. m." as Spanish writes it. */
const MERIDIEM_RE = /\s?([aApP])(?:\.\s?)?[mM]\.?(?![A-Za-z])/y;
// The last alternatives: a zone named in words ("Pacific time", "HORA PENINSULAR" before its first word is read as an
// abbreviation), or an abbreviation, or both of one zone ("PST/PDT"). Parentheses may be full-width, as Japanese and
// Chinese write them ("20:01（北京时间）").
const ZONE_RE = new RegExp(String.raw`(\s{0,2})[(（]?\+?(?:((?:UTC|GMT)\s?[+−-]\d{1,2}(?::?\d{2})?)(?![\d]|:\d)|(UTC|GMT|UT)(?![A-Za-z])|([+-]\d{2}:?\d{2})(?![\d])|(Z)(?![A-Za-z\d])|(${ZONE_NAME_PATTERN}|[A-Z]{2,5}(?:\/[A-Z]{2,5})?)(?![A-Za-z]))[)）]?`, 'y');
/** What stands before and after a bare "9 h" that opens an entry: a list marker or bold, then a dash or a colon. */
const HOUR_ITEM_BEFORE = /^\s{0,3}(?:(?:[-*+]|\d{1,2}[.)])\s{1,4})?[*_]{0,2}$/;
const HOUR_ITEM_AFTER = /^[*_]{0,2}\s{0,2}(?:[—–:]|-\s)/;
/** Locale → the words before a bare "11 h" that make it a time ("à 11 h"), for the documents in that locale. */
export const HOUR_LEAD_RE: ReadonlyMap<string, RegExp> = new Map(Object.entries(HOUR_LEADS).map(([locale, words]) => [locale, new RegExp(String.raw`(?:${alt(words)})\s+$`, 'i')]));
/**
 * What joins the two ends of a time range or window ("18:21 to 18:40", "de 11 h à 12 h", "22:00 Uhr bis 23:10"), with
 * `gap` around the join word: `\\s*` for a range inside one token run, `\\s{0,2}` for a stated window. The hour word
 * of the first time ("Uhr", "uur") may stand before the join.
 */
export function rangeJoinPattern(gap: string): RegExp {
  return new RegExp(String.raw`^${gap}(?:(?:${wordTrie(TIME_WORDS, { flags: 'i' })})${gap})?(?:${wordTrie(RANGE_JOINS, { flags: 'i' })})${gap}(?:${unique(RANGE_APPROX).map((w) => String.raw`${esc(w)}\s`).join('|')})?${gap}$`, 'i');
}
export const RANGE_JOIN = rangeJoinPattern(String.raw`\s*`);

function checkTime(hour: number, minute: number, second: number | undefined, meridiem: 'am' | 'pm' | undefined, hasMinutes: boolean):
  { hour: number; problem?: TimeProblem; corrected?: string } {
  const two = (n: number) => String(n).padStart(2, '0');
  if (minute > 59) return { hour, problem: 'minute-range' };
  if (second !== undefined && second > 60) return { hour, problem: 'second-range' };
  if (!meridiem) {
    if (hour > 24 || (hour === 24 && (minute > 0 || (second ?? 0) > 0))) return { hour, problem: 'hour-range' };
    return { hour };
  }
  if (hour > 23) return { hour, problem: 'hour-range' };
  const hhmm = `${two(hour)}:${two(minute)}${second !== undefined ? ':' + two(second) : ''}`;
  if (hour >= 13) {
    return meridiem === 'pm' ? { hour, problem: 'meridiem-on-24h', corrected: hhmm } : { hour, problem: 'meridiem-conflict' };
  }
  // "00:41 a.m." says one time however it is read: no problem; "00:41 p.m." and "0 am" contradict themselves.
  if (hour === 0) return meridiem === 'am' && hasMinutes ? { hour: 0 } : { hour, problem: 'meridiem-conflict' };
  const h24 = meridiem === 'am' ? (hour === 12 ? 0 : hour) : (hour === 12 ? 12 : hour + 12);
  return { hour: h24 };
}

/** The hour word after a time ("Uhr", "uur", "o'clock"), before a zone. */
const TIME_WORD_RE = new RegExp(`\\s{1,3}(?:${wordTrie(TIME_WORDS, { flags: 'iu' })})(?![\\p{L}\\p{N}'])`, 'iuy');

/**
 * The zone written after a time ending at `at` (also after its hour word: "20:15 Uhr UTC", or in parentheses after the time's
 * emphasis: "**2 h 30** (UTC+2)"), and where the token then ends.
 */
function zoneAfter(line: string, at: number, dashOffset: boolean): { zone: Zone; zoneStart: number; zoneEnd: number; end: number } | undefined {
  const z = zoneAt(line, at, dashOffset);
  if (z) return z;
  const em = /^(?:\*\*|__|\*|_)(?=\s{0,2}[(（])/.exec(line.slice(at, at + 6));
  if (em) return zoneAt(line, at + em[0].length, dashOffset);
  TIME_WORD_RE.lastIndex = at;
  const w = TIME_WORD_RE.exec(line);
  if (!w) return undefined;
  const after = at + w[0].length;
  // Only a zone set apart by a space: "Uhr UTC", not the letters of a longer word.
  return /^\s/.test(line.slice(after, after + 1)) ? zoneAt(line, after, dashOffset) : undefined;
}

/** What follows a zone that opens a parenthesis when the parenthesis holds a time in that zone: a time, or a date then a time. */
const ZONE_FIRST_TIME = /^\s?[:：]?\s?(?:(?:\d{4}[年/.-]\s?)?\d{1,2}[月/.-]\s?\d{1,2}日?\s?)?\d{1,2}(?:[:：.]\d{2}|[点點時时]\d{0,2})/u;

/**
 * The zone written at `at`. A bare offset with a minus sign ("-04:30") is read only where `dashOffset`
 * says the time is a timestamp (after an ISO "T", or with seconds): in running text "02:00-04:30" is a range.
 */
function zoneAt(line: string, at: number, dashOffset = true): { zone: Zone; zoneStart: number; zoneEnd: number; end: number } | undefined {
  ZONE_RE.lastIndex = at;
  const zm = ZONE_RE.exec(line);
  if (!zm) return undefined;
  if (!dashOffset && zm[4] !== undefined && zm[4].startsWith('-')) return undefined;
  let label = zm[2] ?? zm[3] ?? zm[4] ?? zm[5] ?? zm[6] ?? '';
  let length = zm[0].length;
  const attached = zm[1] === '';
  const named = zm[6] !== undefined && label.includes(' ');
  let z = (zm[5] && !attached) ? undefined : zoneFromLabel(named ? label : label.replace(/\s/g, '').replace('−', '-'));
  if (!z && zm[6]?.includes('/')) {
    // Two labels of different zones ("PST/EST"): the first is the time's, as it was read alone.
    label = label.slice(0, label.indexOf('/'));
    length = zm[0].indexOf(label) + label.length;
    z = zoneFromLabel(label);
  }
  if (!z && zm[2] !== undefined) {
    // "UTC-10:15" is no offset any zone has: the zone is the UTC before it, the rest is something else.
    label = zm[2].slice(0, 3);
    length = zm[0].indexOf(label) + label.length;
    z = zoneFromLabel(label);
  }
  if (!z) return undefined;
  // "10:40（UTC 01:40）", "12:48 (UTC: 04:48)", "01点26分（UTC 1月21日 17点26分）": a parenthesis that opens with a zone and
  // then a time, after its date if any, is the time in that zone.
  if (/[(（]/.test(zm[0]) && !/[)）]$/.test(zm[0]) && ZONE_FIRST_TIME.test(line.slice(at + length, at + length + 30))) return undefined;
  const zoneStart = at + zm[0].indexOf(label);
  let end = at + length;
  if ((line[end - 1] === ')' && !zm[0].includes('(')) || (line[end - 1] === '）' && !zm[0].includes('（'))) end--; // keep an unrelated closing paren out
  return { zone: z, zoneStart, zoneEnd: zoneStart + label.length, end };
}

/**
 * A time's or an entry's token as messages show it: without the emphasis between a time and its zone in parentheses, and with
 * the parenthesis closed ("**2 h 30** (UTC+1, soit …" → "2 h 30 (UTC+1)").
 */
export function tokenRaw(raw: string): string {
  if (!raw.includes('(') && !raw.includes('（')) return raw;
  const r = raw.replace(/[*_]{1,2}(?=\s{0,2}[(（])/g, '');
  return /[(（][^)）]*$/.test(r) ? r + (r.includes('（') ? '）' : ')') : r;
}

/** Times in a line, in order. */
export function scanTimes(text: string, opts: ScanOptions): ScannedTime[] {
  const line = asciiDigits(text);
  const out: ScannedTime[] = [];
  TIME_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TIME_RE.exec(line)) !== null) {
    const start = m.index;
    let end = start + m[0].length;
    const hourRaw = Number(m[1]);
    let minute = 0;
    let second: number | undefined;
    let hasMinutes = false;
    const hForm = m[5] !== undefined;
    if (m[2]) { minute = Number(m[3]); second = m[4] !== undefined ? Number(m[4]) : undefined; hasMinutes = true; }
    else if (hForm) { if (m[6] !== undefined) { minute = Number(m[6]); hasMinutes = true; } }
    else if (m[7] !== undefined) { minute = Number(m[7]); hasMinutes = true; }
    else if (m[8] !== undefined) {
      // "alle 14.30": a time only when it can be one, else a number after the same word ("alle 25.50").
      if (hourRaw > 23 || Number(m[8]) > 59) continue;
      minute = Number(m[8]); hasMinutes = true;
    } else if (m[11] !== undefined) {
      // "| 09.12 |", "| 17/06/2025 | 09.12 |": a first cell, or a cell after a date (after a full date: `datedDots`).
      if (hourRaw > 23 || Number(m[11]) > 59) continue;
      minute = Number(m[11]); hasMinutes = true;
    } else if (m[10] !== undefined) {
      // "4.15pm", "2.05 p.m.": a time written with a dot, as British English writes it, before its half-day.
      if (Number(m[10]) > 59) continue;
      minute = Number(m[10]); hasMinutes = true;
    } else if (m[9] !== undefined) {
      if (!DOTTED_LOCALES.has(opts.locale) || hourRaw > 23 || Number(m[9]) > 59) continue;
      minute = Number(m[9]); hasMinutes = true;
    }
    // am/pm
    let meridiem: 'am' | 'pm' | undefined;
    let meridiemStart: number | undefined;
    let meridiemEnd: number | undefined;
    let prefixed = false;
    if (!hForm) {
      MERIDIEM_RE.lastIndex = end;
      const mm = MERIDIEM_RE.exec(line);
      if (mm) {
        meridiem = mm[1]!.toLowerCase() === 'a' ? 'am' : 'pm';
        meridiemStart = end + (mm[0].startsWith(' ') || mm[0].startsWith('\t') ? 1 : 0);
        meridiemEnd = end + mm[0].length;
        end = meridiemEnd;
      } else if (hasMinutes && start > 0) {
        // "오후 1:05", "午後 2:30": the morning or afternoon word written before the time.
        const hd = halfDayBefore(line, start);
        if (hd) { meridiem = hd.meridiem; meridiemStart = hd.start; meridiemEnd = hd.start + 2; prefixed = true; }
      }
    }
    if (!hasMinutes && !meridiem && !hForm) continue;
    const valueEnd = end;
    // zone, also after the hour word ("20:15 Uhr UTC")
    let zone: Zone | undefined;
    let zoneStart: number | undefined;
    let zoneEnd: number | undefined;
    const z = zoneAfter(line, end, second !== undefined || /\dT$/.test(line.slice(Math.max(0, start - 2), start)));
    if (z) ({ zone, zoneStart, zoneEnd, end } = z);
    if (hForm) {
      // "11 h" is a time only with minutes, a zone, or a French lead-in ("à 11 h"); "24 h" alone is a duration.
      const compact = m[5] === 'h' && hasMinutes;
      const spacedWithMinutes = hasMinutes;
      // Or one that opens a list item or a bold lead before a dash or a colon ("**9 h** — Un message est publié", "- 11 h : point").
      const opening = HOUR_ITEM_BEFORE.test(line.slice(0, start)) && HOUR_ITEM_AFTER.test(line.slice(end, end + 8));
      if (!(compact || spacedWithMinutes || zone || opening || HOUR_LEAD_RE.get(opts.locale)?.test(line.slice(Math.max(0, start - 14), start)))) continue;
      if (hourRaw > 23) continue;
    }
    if (!hasMinutes && meridiem && hourRaw > 12) continue; // "25 pm" is not a time anyone wrote
    const checked = checkTime(hourRaw, minute, second, meridiem, hasMinutes);
    // A time with its half-day word before it starts at that word ("오후 1:05"), so a fix replaces both.
    const from = prefixed ? meridiemStart! : start;
    const t: ScannedTime = {
      start: from, end, valueEnd, raw: tokenRaw(text.slice(from, end)), hour: checked.hour, minute, second,
    };
    if (meridiem) { t.meridiem = meridiem; t.meridiemStart = meridiemStart; t.meridiemEnd = meridiemEnd; }
    if (checked.problem) t.problem = checked.problem;
    if (checked.corrected) t.corrected = checked.corrected;
    if (zone) { t.zone = zone; t.zoneStart = zoneStart; t.zoneEnd = zoneEnd; }
    const iso = /(\d{4})-(\d{2})-(\d{2})T$/.exec(line.slice(Math.max(0, start - 11), start));
    if (iso) t.isoDate = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
    out.push(t);
    TIME_RE.lastIndex = end;
  }
  extraTimes(text, line, out, zoneAfter);
  if (/[時时点點시]/.test(line)) cjkTimes(text, line, out);
  if (/\d{4}(?:\s?hrs?\b|Z\b| (?:UTC|GMT)\b)/i.test(line) || /\d{4} [A-Z]{2,5}\b/.test(line)) hoursTimes(text, line, out);
  if (opts.bareHours) leadHours(text, line, out);
  // "- Noon — Status update posted", "| Midnight | …": a list item or table cell that opens with noon or midnight.
  const word = out.length === 0 || out[0]!.start > 8 ? NOON_ITEM.exec(line) : null;
  if (word) {
    const start = word[0].length - word[1]!.length;
    out.unshift({ start, end: word[0].length, valueEnd: word[0].length, raw: text.slice(start, word[0].length), hour: MIDDAY.test(word[1]!) ? 12 : 0, minute: 0 });
  }
  // "from 18:21 to 18:40 UTC": the zone written on the second time applies to the first.
  for (let i = out.length - 2; i >= 0; i--) {
    const a = out[i]!;
    const b = out[i + 1]!;
    if (!RANGE_JOIN.test(line.slice(a.end, b.start))) continue;
    if (!a.problem && !b.problem) a.rangeTo = { end: b.end, crosses: a.hour * 60 + a.minute > b.hour * 60 + b.minute && (!a.zone || !b.zone || a.zone.label === b.zone.label) };
    if (!a.zone && b.zone) {
      a.zone = b.zone;
      a.zoneFromRange = true;
    }
  }
  // "09:00 UTC - 10:15": the zone written on the first time of a range applies to the second.
  for (let i = 1; i < out.length; i++) {
    const a = out[i - 1]!;
    const b = out[i]!;
    if (a.zone && !b.zone && !b.isoDate && RANGE_JOIN.test(line.slice(a.end, b.start))) {
      b.zone = a.zone;
      b.zoneFromRange = true;
    }
  }
  // "3:32 to 4:12 p.m.": the half-day written on the second time applies to the first, when that keeps the range
  // forward ("11:40 to 1:15 p.m." starts in the morning).
  for (let i = 1; i < out.length; i++) {
    const a = out[i - 1]!;
    const b = out[i]!;
    if (a.meridiem || !b.meridiem || b.problem || a.problem || a.hour < 1 || a.hour > 12 || !RANGE_JOIN.test(line.slice(a.end, b.start))) continue;
    const pm = (a.hour % 12) + 12;
    if (b.meridiem === 'pm' && pm * 60 + a.minute <= b.hour * 60 + b.minute) a.hour = pm;
    else if (b.meridiem === 'am' && a.hour === 12) a.hour = 0;
  }
  // "2:05 PM – 3:40", "下午2点05分–3点40分": an afternoon the first time writes holds for the second, when that keeps it forward.
  for (let i = 1; i < out.length; i++) {
    const a = out[i - 1]!;
    const b = out[i]!;
    const afternoon = a.meridiem === 'pm' || (a.hour >= 12 && CJK_AFTERNOON.test(a.raw));
    if (!afternoon || b.meridiem || b.problem || a.problem || b.hour < 1 || b.hour > 11 || CJK_HALF_DAY.test(b.raw) || !RANGE_JOIN.test(line.slice(a.end, b.start))) continue;
    if ((b.hour + 12) * 60 + b.minute >= a.hour * 60 + a.minute) b.hour += 12;
  }
  if (line.includes('|') || line.includes(' / ')) {
    for (const t of out) {
      const bar = line.indexOf('|', t.end); const slash = line.indexOf(' / ', t.end);
      const end = bar < 0 ? slash : slash < 0 ? bar : Math.min(bar, slash);
      if (end >= 0) t.cellEnd = end;
    }
  }
  return out;
}

/**
 * A four-digit time with "hrs" after it, as emergency services and British reports write them ("1415 hrs", "0038hrs GMT"),
 * or with its zone right after it, as network operators do ("0914Z", "at 2300 UTC"); not a year ("June 2025 UTC").
 */
const HRS_RE = /(?<![\w:.,/'’-])([01]\d|2[0-3])([0-5]\d)(?:\s?(?:hrs?|HRS?)\.?(?![\p{L}\d])|(?=Z(?![\p{L}\d]))|(?= (?:UTC|GMT|[A-Z]{2,5})(?![\p{L}\d]))|(?=\s?(?:to|until|[–-])\s?(?:[01]\d|2[0-3])[0-5]\d\s?(?:hrs?|HRS?|Z|UTC|GMT|[A-Z]{2,5})(?![\p{L}\d])))/gu;
/** The word before a four-digit time that makes it a year: a month's name, a day, a quarter ("12 June 2025 UTC", "Q3 2025"). */
const YEAR_BEFORE = new RegExp(`(?:(?<![\\p{L}])(?:${wordTrie(Object.keys(MONTHS), { flags: 'iu' })})\\.?,?|(?<![\\d/.-])\\d{1,2}(?:st|nd|rd|th)?,?|Q[1-4]|[Ii]n|[Oo]f|[Ss]ince)\\s$`, 'iu');

/** "1415 hrs" times, with a zone after them, added to `out` in line order where no other time was read. */
function hoursTimes(text: string, line: string, out: ScannedTime[]): void {
  let added = false;
  for (const m of line.matchAll(HRS_RE)) {
    const start = m.index!; let end = start + m[0].length;
    if (out.some((t) => t.start < end && start < t.end)) continue;
    if (!/hrs?\.?$/i.test(m[0]) && YEAR_BEFORE.test(line.slice(Math.max(0, start - 16), start))) continue;
    const t: ScannedTime = { start, end, valueEnd: end, raw: '', hour: Number(m[1]), minute: Number(m[2]) };
    const z = zoneAfter(line, end, false);
    // Before another abbreviation than UTC's, only one that names a zone ("0020 NDT", not "1500 MW").
    if (!z && / [A-Z]{2,5}$/.test(m[0] + line.slice(end, end + 6).replace(/^( [A-Z]{2,5}).*/, '$1')) && !/hrs?\.?$|Z$/i.test(m[0]) && !/^ (?:UTC|GMT)/.test(line.slice(end))) continue;
    if (z) { t.zone = z.zone; t.zoneStart = z.zoneStart; t.zoneEnd = z.zoneEnd; end = z.end; t.end = end; }
    t.raw = text.slice(start, t.end);
    out.push(t);
    added = true;
  }
  if (added) out.sort((a, b) => a.start - b.start);
}


/** The afternoon and any half-day word written before a time in Chinese, Japanese or Korean. */
const CJK_AFTERNOON = /^(?:下午|午後|오후|晚上|夜間|傍晚)/;
const CJK_HALF_DAY = /^(?:上午|下午|午前|午後|오전|오후|早上|晚上|凌晨|夜間|傍晚|中午|正午)/;

/** Times written with counters ("18時00分", "午後3時頃"), with a zone after them, added to `out` in line order. */
function cjkTimes(text: string, line: string, out: ScannedTime[]): void {
  let added = false;
  // The times read before are in order and do not overlap: one pointer finds the one a counter time may overlap.
  const before = out.length;
  let k = 0;
  for (const c of scanCjkTimes(line)) {
    while (k < before && out[k]!.end <= c.start) k++;
    if (k < before && out[k]!.start < c.end) continue;
    const t: ScannedTime = { start: c.start, end: c.end, valueEnd: c.valueEnd, raw: '', hour: c.hour, minute: c.minute, second: c.second };
    if (c.problem) { t.problem = c.problem; if (c.corrected) t.corrected = c.corrected; }
    const z = zoneAt(line, c.end);
    if (z) { t.zone = z.zone; t.zoneStart = z.zoneStart; t.zoneEnd = z.zoneEnd; t.end = z.end; }
    t.raw = text.slice(t.start, t.end);
    out.push(t);
    added = true;
  }
  if (added) out.sort((a, b) => a.start - b.start);
}
