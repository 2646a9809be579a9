/**
 * Times and dates written with Chinese and Japanese counters: "18時00分", "午後3時", "9点30分", "12月21日",
 * "2021年11月25日(木)". Full-width digits ("９月12日") are read as ASCII ones. Every pattern is a sequence of
 * bounded quantifiers and literal alternations, so matching is linear in the line length.
 */
import type { PlainDate } from '../types.js';
import { isValidDate } from './zone.js';

const FULL_WIDTH_DIGIT = /[０-９]/g;

/** The line with full-width digits (U+FF10–U+FF19) as ASCII ones: one UTF-16 unit each, so no position moves. */
export function asciiDigits(line: string): string {
  FULL_WIDTH_DIGIT.lastIndex = 0;
  if (!FULL_WIDTH_DIGIT.test(line)) return line;
  return line.replace(FULL_WIDTH_DIGIT, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/** A clock time read from counters: where its value ends (before "頃", "ごろ", "左右": about), where the token ends. */
export interface CjkTime { start: number; valueEnd: number; end: number; hour: number; minute: number; second?: number }

// 午前/午後 (morning/afternoon, Japanese), 上午/下午 (Chinese); "時"/"时" not followed by "間"/"间" (a duration:
// "2時間"); "点" (Chinese) only with minutes ("9点30分": "3点" alone is also "three points").
const CJK_TIME_RE = /(?<!\d)(午前|午後|上午|下午)?(\d{1,2})(?:[時时](?![間间])(?:(\d{1,2})分(?![間间钟鐘])(?:(\d{1,2})秒)?)?|点(\d{1,2})分(?![钟鐘]))(頃|ごろ|左右)?/g;

/** Times written with counters, in order. */
export function scanCjkTimes(line: string): CjkTime[] {
  const out: CjkTime[] = [];
  CJK_TIME_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CJK_TIME_RE.exec(line)) !== null) {
    let hour = Number(m[2]);
    const minute = Number(m[3] ?? m[5] ?? 0);
    const second = m[4] !== undefined ? Number(m[4]) : undefined;
    const half = m[1];
    if (half !== undefined) {
      // A 12-hour clock: 午後3時 is 15:00, 午前12時 midnight; an hour past 12 with it is left unread.
      if (hour > 12) continue;
      const pm = half === '午後' || half === '下午';
      hour = pm ? (hour === 12 ? 12 : hour + 12) : (hour === 12 ? 0 : hour);
    }
    if (hour > 24 || minute > 59 || (second ?? 0) > 59 || (hour === 24 && minute > 0)) continue;
    const end = m.index + m[0].length;
    const valueEnd = end - (m[6]?.length ?? 0);
    const t: CjkTime = { start: m.index, valueEnd, end, hour, minute };
    if (second !== undefined) t.second = second;
    out.push(t);
  }
  return out;
}

/** A date read from counters; a weekday written after it in parentheses ("(水)") is part of it (not checked yet). */
export interface CjkDate { start: number; end: number; date: PlainDate; impossible: boolean }

// "2021年11月25日", "12月21日", "12月21号" (Chinese); a Japanese weekday may follow in parentheses.
const CJK_DATE_RE = /(?<!\d)(?:(\d{4})年\s?)?(\d{1,2})月\s?(\d{1,2})[日号](?:[(（][月火水木金土日](?:曜日?)?[)）])?/g;

/** Dates written with counters, in order. */
export function scanCjkDates(line: string): CjkDate[] {
  const out: CjkDate[] = [];
  CJK_DATE_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CJK_DATE_RE.exec(line)) !== null) {
    const date: PlainDate = { month: Number(m[2]), day: Number(m[3]) };
    if (m[1] !== undefined) date.year = Number(m[1]);
    if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > 31) continue;
    const d: CjkDate = { start: m.index, end: m.index + m[0].length, date, impossible: !isValidDate(date) };
    out.push(d);
  }
  return out;
}
