/**
 * Times and dates written with Chinese, Japanese and Korean counters: "18時00分", "午後3時", "9点30分",
 * "14시 30분", "오후 3시 5분", "12月21日", "2021年11月25日(木)", "2025년 3월 2일 (일)". Full-width digits
 * ("９月12日") are read as ASCII ones. The weekday written after a date ("(月)", "星期三", "수요일") is read
 * with it, from the languages' weekday words (locale/ja.ts, zh.ts, ko.ts). Every pattern is a sequence of
 * bounded quantifiers and literal alternations, so matching is linear in the line length.
 */
import { PAREN_WEEKDAYS, WEEKDAYS } from '../locale/index.js';
import { wordTrie } from '../text.js';
import type { PlainDate } from '../types.js';
import { isValidDate } from './zone.js';

const FULL_WIDTH_DIGIT = /[０-９]/g;

/** The line with full-width digits (U+FF10–U+FF19) as ASCII ones: one UTF-16 unit each, so no position moves. */
export function asciiDigits(line: string): string {
  FULL_WIDTH_DIGIT.lastIndex = 0;
  if (!FULL_WIDTH_DIGIT.test(line)) return line;
  // A full-width colon between digits ("１４：３５") is a time's colon.
  return line.replace(FULL_WIDTH_DIGIT, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/(?<=\d)：(?=\d)/g, ':');
}

/** A clock time read from counters: where its value ends (before "頃", "ごろ", "左右", "경", "쯤": about), where the token ends. */
export interface CjkTime {
  start: number; valueEnd: number; end: number; hour: number; minute: number; second?: number;
  /** "午後14時30分": a 24-hour hour after the afternoon word (the hour is kept; `corrected` is the time without the word). */
  problem?: 'meridiem-on-24h' | 'meridiem-conflict'; corrected?: string;
}

/** The words of a 12-hour clock: morning and afternoon (Japanese, Chinese, Korean). */
const AFTERNOON = new Set(['午後', '下午', '오후']);
/**
 * Chinese parts of the day before an hour that are no 12-hour clock of their own: early morning and morning ("凌晨1点30分"),
 * noon ("中午12点"), evening ("晚上8点" is 20:00). An hour past 12 with them is the 24-hour clock, as written.
 */
const DAY_PARTS: Record<string, (hour: number) => number> = {
  凌晨: (h) => (h === 12 ? 0 : h), 清晨: (h) => h, 早上: (h) => h, 中午: (h) => (h < 6 ? h + 12 : h), 傍晚: (h) => (h < 12 ? h + 12 : h), 晚上: (h) => (h < 12 ? h + 12 : h),
};

// 午前/午後 (Japanese), 上午/下午 (Chinese), 오전/오후 (Korean, with a space before the hour); "時"/"时" not
// followed by "間"/"间" (a duration: "2時間"); "点"/"點" (Chinese) only with minutes or a half ("9点30分", "9点半": "3点"
// alone is also "three points"), "整" or "钟" after it ("8点整", "8点钟"), or a half-day word before it ("上午8点"); "시" (Korean) not followed by "간" (a duration: "2시간") nor "각" (a point in time
// as a noun), its minutes not followed by "간" (a duration: "30분간") nor "기" ("3분기": a quarter), and the
// token followed by no other Korean letter than a particle ("3시에", "3시부터"; not "5시리즈"). "半"/"반" is half past.
const KO_AFTER = '(?=$|[^\\uac00-\\ud7af]|경|쯤|에|부터|까지|께|정각|이|의|로|엔|도|는|가)';
const CJK_TIME_RE = new RegExp(
  String.raw`(?<!\d)(?:(午前|午後|上午|下午|오전|오후|凌晨|清晨|早上|中午|傍晚|晚上)\s?)?(\d{1,2})(?:[時时](?![間间])(?:(\d{1,2})分(?![間间钟鐘])(?:(\d{1,2})秒)?|(半))?`
  + String.raw`|[点點](?:(\d{1,2})分(?![钟鐘])|(半)|(?=整|钟|鐘)|(?<=(?:上午|下午|凌晨|清晨|早上|中午|傍晚|晚上)\s?\d{1,2}[点點]))|\s?시(?![간각])(?:\s?(\d{1,2})\s?분(?![간기])(?:\s?(\d{1,2})\s?초)?|\s?(반))?${KO_AFTER})(頃|ごろ|左右|경|쯤)?`,
  'g',
);

/** A part of the day just before a time ("次日凌晨24:40", "深夜25時"): what makes an hour past 23 a clock time written wrong, not a length. */
export const DAY_PART_BEFORE = /(?:凌晨|清晨|早上|上午|中午|下午|傍晚|晚上|深夜|半夜|午前|午後|未明|早朝|夜間|새벽|오전|오후|밤)\s?$/;

/** The morning or afternoon word just before a time written with a colon ("오후 1:05", "午後 2:30", "下午3:15"). */
const HALF_DAY_BEFORE = /(午前|午後|上午|下午|오전|오후)\s?$/;

/** Whether the half-day word before `at` says afternoon, morning, or nothing, and where it starts. */
export function halfDayBefore(line: string, at: number): { meridiem: 'am' | 'pm'; start: number } | undefined {
  // "- PM 13:55 — …": AM or PM in capitals before the time, as Korean teams write it, opening a list item or a cell.
  const latin = /^\s*(?:[-*+]\s+|\|\s*)?[*_]{0,2}(AM|PM) $/.exec(line.slice(0, at));
  if (latin) return { meridiem: latin[1] === 'PM' ? 'pm' : 'am', start: at - 3 };
  const m = HALF_DAY_BEFORE.exec(line.slice(Math.max(0, at - 3), at));
  if (!m) return undefined;
  return { meridiem: AFTERNOON.has(m[1]!) ? 'pm' : 'am', start: at - m[0].length };
}

/** Times written with counters, in order. */
export function scanCjkTimes(line: string): CjkTime[] {
  const out: CjkTime[] = [];
  CJK_TIME_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CJK_TIME_RE.exec(line)) !== null) {
    let hour = Number(m[2]);
    const half = m[5] ?? m[7] ?? m[10];
    const minute = half !== undefined ? 30 : Number(m[3] ?? m[6] ?? m[8] ?? 0);
    const secondText = m[4] ?? m[9];
    const second = secondText !== undefined ? Number(secondText) : undefined;
    const halfDay = m[1];
    let problem: CjkTime['problem'];
    const part = halfDay === undefined ? undefined : DAY_PARTS[halfDay];
    if (part) { if (hour > 23) continue; if (hour <= 12) hour = part(hour); } else if (halfDay !== undefined) {
      // A 12-hour clock: 午後3時 is 15:00, 午前12時 midnight. An hour of 13 to 23 with it is a 24-hour time written with the
      // word ("午後14時30分", as "14:30 PM"), or a contradiction with the morning word ("午前15時").
      if (hour > 23) continue;
      if (hour > 12) problem = AFTERNOON.has(halfDay) ? 'meridiem-on-24h' : 'meridiem-conflict';
      else hour = AFTERNOON.has(halfDay) ? (hour === 12 ? 12 : hour + 12) : (hour === 12 ? 0 : hour);
    }
    if (hour > 24 || minute > 59 || (second ?? 0) > 59 || (hour === 24 && minute > 0)) continue;
    const end = m.index + m[0].length;
    const valueEnd = end - (m[11]?.length ?? 0);
    const t: CjkTime = { start: m.index, valueEnd, end, hour, minute };
    if (second !== undefined) t.second = second;
    if (problem) {
      t.problem = problem;
      if (problem === 'meridiem-on-24h') t.corrected = line.slice(m.index, valueEnd).replace(/^(?:午前|午後|上午|下午|오전|오후)\s?/, '');
    }
    out.push(t);
  }
  return out;
}

/** A date read from counters, with the weekday written after it ("(水)", "星期三", "(일)") and where that weekday is. */
export interface CjkDate {
  start: number; end: number; date: PlainDate; impossible: boolean;
  weekday?: number; weekdayStart?: number; weekdayEnd?: number;
}

/** Weekday words written in East Asian letters (kana, han, hangul): the languages' `weekdays`. */
const CJK_WEEKDAYS = Object.keys(WEEKDAYS).filter((w) => /^[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(w));
/** Weekday words of one letter ("月", "수", and the numerals of `PAREN_WEEKDAYS`: "一"): read only in parentheses after a date. */
const WEEKDAY_ANY = wordTrie([...new Set([...CJK_WEEKDAYS, ...Object.keys(PAREN_WEEKDAYS)])]);
/** Weekday words of two letters or more ("月曜日", "星期三", "周三", "수요일"): also after a space, or none. */
const WEEKDAY_LONG = wordTrie(CJK_WEEKDAYS.filter((w) => w.length >= 2));

/** A weekday written just after a date: in parentheses ("(水)", "（周三）", "(일)", with a holiday mark: "（月・祝）"), or written
 * out ("星期三", "수요일") but not as the start of a span of days ("周一至周五": Monday to Friday). */
const WEEKDAY_AFTER_RE = new RegExp(String.raw`\s{0,2}[(（]\s?(${WEEKDAY_ANY})(?:[・･/]\s?(?:祝|休|祭|振休))?\s?[)）]|\s{0,2}(${WEEKDAY_LONG})(?![至到~〜～-])`, 'yd');

/** A weekday in Latin letters in parentheses after a date: "Nov 18 (Wed)", "2025-11-18 (Tuesday)", "18/11 (mar.)". */
const LATIN_WEEKDAYS = Object.keys(WEEKDAYS).filter((w) => /^\p{Script=Latin}/u.test(w));
const LATIN_WEEKDAY_AFTER_RE = new RegExp(String.raw`\s{0,2}\(\s?(${wordTrie(LATIN_WEEKDAYS, { flags: 'i' })})\.?\s?\)`, 'iyd');

/** The weekday written just after a date that ends at `at`: its number, where its word is, where it ends. */
export function weekdayAfter(line: string, at: number): { weekday: number; start: number; end: number; tokenEnd: number } | undefined {
  LATIN_WEEKDAY_AFTER_RE.lastIndex = at;
  const latin = LATIN_WEEKDAYS.length > 0 ? LATIN_WEEKDAY_AFTER_RE.exec(line) : null;
  if (latin) {
    const [start, end] = latin.indices![1]!;
    return { weekday: WEEKDAYS[latin[1]!.toLowerCase()]!, start, end, tokenEnd: at + latin[0].length };
  }
  if (CJK_WEEKDAYS.length === 0) return undefined;
  WEEKDAY_AFTER_RE.lastIndex = at;
  const m = WEEKDAY_AFTER_RE.exec(line);
  if (!m) return undefined;
  const k = m[1] !== undefined ? 1 : 2;
  const [start, end] = m.indices![k]!;
  return { weekday: WEEKDAYS[m[k]!] ?? PAREN_WEEKDAYS[m[k]!]!, start, end, tokenEnd: at + m[0].length };
}

// "2021年11月25日", "12月21日", "12月21号" (Chinese), "2025년 3월 2일" (Korean, spaced), not "3日間" (three days). The year
// may be one of an era: "民國114年7月23日" (Taiwan: 1911 + 114), "令和6年11月12日" and "令和元年" (Japan, from 2019), "平成31年".
const CJK_DATE_RE = /(?<!\d)(?:(\d{4})\s?[年년]\s?|(民國|民国|令和|平成)\s?(\d{1,3}|元)\s?年\s?)?(\d{1,2})\s?[月월]\s?(\d{1,2})\s?(?:[日号](?![間间])|일(?!간))/g;
/** The year before an era's first: its year N is this plus N. */
const ERA_BASE: Record<string, number> = { 民國: 1911, 民国: 1911, 令和: 2018, 平成: 1988 };

/** A month and day with a slash and no year, as a date only with an East Asian weekday after it: "7/21（一）", "3/14(金)". */
const SLASH_MONTH_DAY_RE = /(?<![\d/.])(\d{1,2})\/(\d{1,2})(?![\d/])/g;

/** Dates written with counters, in order, each with the weekday written after it. */
export function scanCjkDates(line: string): CjkDate[] {
  const out: CjkDate[] = [];
  CJK_DATE_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CJK_DATE_RE.exec(line)) !== null) {
    const date: PlainDate = { month: Number(m[4]), day: Number(m[5]) };
    if (m[1] !== undefined) date.year = Number(m[1]);
    else if (m[2] !== undefined) date.year = ERA_BASE[m[2]]! + (m[3] === '元' ? 1 : Number(m[3]));
    if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > 31) continue;
    const d: CjkDate = { start: m.index, end: m.index + m[0].length, date, impossible: !isValidDate(date) };
    const w = weekdayAfter(line, d.end);
    if (w) {
      d.weekday = w.weekday; d.weekdayStart = w.start; d.weekdayEnd = w.end; d.end = w.tokenEnd;
      CJK_DATE_RE.lastIndex = w.tokenEnd;
    }
    out.push(d);
  }
  if (line.includes('/')) slashMonthDays(line, out);
  return out;
}

/** Adds the "7/21（一）" dates of a line to the counter dates read from it, in order. Month first, as these languages write it. */
function slashMonthDays(line: string, out: CjkDate[]): void {
  SLASH_MONTH_DAY_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SLASH_MONTH_DAY_RE.exec(line)) !== null) {
    const end = m.index + m[0].length;
    const w = weekdayAfter(line, end);
    if (!w || !/^[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(line.slice(w.start, w.end))) continue;
    const date: PlainDate = { month: Number(m[1]), day: Number(m[2]) };
    if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > 31) continue;
    const d: CjkDate = { start: m.index, end: w.tokenEnd, date, impossible: !isValidDate(date), weekday: w.weekday, weekdayStart: w.start, weekdayEnd: w.end };
    const at = out.findIndex((o) => o.start > d.start);
    if (at < 0) out.push(d); else out.splice(at, 0, d);
  }
}
