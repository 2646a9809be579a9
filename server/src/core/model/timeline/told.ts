/**
 * A timeline told in paragraphs, as cloud providers write their event summaries: each paragraph opens with a lead word and
 * its time ("At 9:37 AM PDT on July 9, the service …", "On July 8 at 4:10 PM PDT we began …", "Um 9.37 Uhr fiel …").
 * Read only where the timeline pass found such a run outside any timeline section (`TimelineContext.told`, collect.ts):
 * under a list or table timeline such a paragraph is a note about an entry.
 */
import type { LineInfo } from '../../parse/parse.js';
import { PARAGRAPH_TIME_LEADS } from '../../locale/index.js';
import { wordTrie } from '../../text.js';
import { entryText } from './parts.js';
import { contentStart, entryReading, entryZone, rawEntry, type LineView, type TimelineReader } from './readers.js';
import { tokenAt, weekdayOf as weekdayNumber, type Token } from './tokens.js';
import { addDays, isValidDate, weekdayOf } from '../../time/zone.js';
import type { PlainDate } from '../../types.js';

/**
 * A lead word before a told entry's time or date ("At", "On", "Um", "Vers"), with the space after it; after a few words and a
 * comma too ("Kurz vor Mitternacht, um 23:55 Uhr", "Am Vortag, Mittwoch, 8. Januar, um 17:45 Uhr").
 */
const PARAGRAPH_LEAD = new RegExp(`^[*_]{0,2}(?:\\p{Lu}\\p{L}*(?:\\s\\p{L}+){0,3},\\s)?(?:${wordTrie(PARAGRAPH_TIME_LEADS, { flags: 'iu', lead: true })})(?:\\s+|(?<=['’，、\\p{Script=Han}\\p{Script=Hiragana}]))`, 'iu');
/** A paragraph's number: "3.3 ", "4.1.2 ". */
const NUMBERED = /^\d{1,2}(?:\.\d{1,2}){1,3}\.?\s+(?=\p{L})/u;
/** The lead word between a time and the date after it ("9:37 AM PDT on July 9"). */
const DATE_AFTER_LEAD = new RegExp(`^,?\\s+(?:${wordTrie(PARAGRAPH_TIME_LEADS, { flags: 'iu', lead: true })})\\s+`, 'iu');

/**
 * The time a paragraph or list item of a told timeline opens with, after a lead word: "At 9:37 AM PDT on July 9, the
 * service …", "On July 8 at 4:10 PM PDT we began …", "Um 9.37 Uhr fiel …". Null when it opens otherwise.
 */
export function ledTime(v: LineView): { tok: Token; dateAfter: number; textStart: number; dayBefore?: { weekday: string; day: number } } | null {
  if (v.info.blockStart !== v.line || !v.scan || v.scan.times.length === 0) return null;
  // A paragraph number before the lead word, as formal incident reports number them ("3.3 At 06:12 BST, …").
  const start = contentStart(v) + (NUMBERED.exec(v.text.slice(contentStart(v)))?.[0].length ?? 0);
  const lead = PARAGRAPH_LEAD.exec(v.text.slice(start));
  if (!lead) return null;
  let at = start + lead[0].length;
  // A weekday and a day of the month before the time ("El jueves 14, a las 10:40 p. m."), in the month of the dates above.
  const m = WEEKDAY_DAY_BEFORE.exec(v.text.slice(at, at + 48));
  const wd = m && weekdayNumber(m[1]!) !== undefined ? m : null;
  if (wd) at += wd[0].length;
  const tok = tokenAt(v.text, v.scan, at);
  // Not a lead-in to what follows ("From the incident channel, just after 2:50:" over a quoted chat line).
  if (!tok || tok.t < 0 || (wd && tok.d >= 0) || /^\s*[:：]\s*$/.test(v.text.slice(tok.tokenEnd))) return null;
  let dateAfter = -1;
  let textStart = tok.tokenEnd;
  if (tok.d < 0) {
    const gap = DATE_AFTER_LEAD.exec(v.text.slice(tok.tokenEnd, tok.tokenEnd + 24));
    // The date may open with its weekday ("9:37 AM PDT on Friday, May 16").
    const d = gap ? v.scan.dates.findIndex((x) => (x.weekdayStart ?? x.start) === tok.tokenEnd + gap[0].length) : -1;
    if (d >= 0) { dateAfter = d; textStart = v.scan.dates[d]!.end; }
  }
  return wd ? { tok, dateAfter, textStart, dayBefore: { weekday: wd[1]!, day: Number(wd[2]) } } : { tok, dateAfter, textStart };
}
/** A weekday and a day of the month, then a lead word, before a told entry's time: "jueves 14, a las ", "Thursday 14th at ". */
const WEEKDAY_DAY_BEFORE = new RegExp(`^(\\p{L}{3,12})\\s(\\d{1,2})(?:st|nd|rd|th|\\.)?,?\\s+(?:(?:${wordTrie(PARAGRAPH_TIME_LEADS, { flags: 'iu', lead: true })})\\s+)?(?=\\d)`, 'iu');

/** "del miércoles 18", "on Wednesday 18th", "am Mittwoch, 18.": a weekday and a day of the month after an entry's time. */
const WEEKDAY_DAY_AFTER = /^\s{0,2},?\s{0,2}(?:(?:del|de|el|on|the|am|le|du)\s+)?(\p{L}{2,12})\.?,?\s+(\d{1,2})(?:st|nd|rd|th|\.)?(?![\d:.,]\d)/u;

/** The date of the day of the month `day` on or after `from` (within a month), when `weekday` (a word) names its weekday. */
function dayOfWeekday(from: PlainDate & { year: number }, weekday: string, day: number): PlainDate | undefined {
  const n = weekdayNumber(weekday);
  if (n === undefined || day < 1 || day > 31) return undefined;
  const date = day >= from.day ? { year: from.year, month: from.month, day } : addDays({ year: from.year, month: from.month, day: 1 }, 31);
  const d = day >= from.day ? date : { year: date.year!, month: date.month, day };
  if (!isValidDate(d)) return undefined;
  const w = weekdayOf(d as PlainDate & { year: number });
  return w !== undefined && w % 7 === n % 7 ? d : undefined;
}

/** A paragraph or list item that tells one event from its time on ("At 9:49 AM PDT, alarms fired …"). */
const ledLine: TimelineReader = {
  name: 'led-line',
  kinds: new Set<LineInfo['kind']>(['paragraph', 'list-item']),
  read(v, s, ctx) {
    if (!ctx.told || (s.event && v.info.kind === 'paragraph')) return undefined;
    const led = ledTime(v);
    if (!led) return undefined;
    const { tok } = led;
    const time = v.scan!.times[tok.t]!;
    const d = tok.d >= 0 ? tok.d : led.dateAfter;
    const dm = d >= 0 ? v.dates?.find((x) => x.range.start.character === v.scan!.dates[d]!.start) : undefined;
    let textStart = led.textStart;
    // A weekday and the day of the month after the time, in the month of the date before ("a las 14:05 del miércoles 18"), when
    // the weekday is that day's.
    const wd = !dm && !led.dayBefore ? WEEKDAY_DAY_AFTER.exec(v.text.slice(textStart, textStart + 40)) : null;
    const said = led.dayBefore ?? (wd ? { weekday: wd[1]!, day: Number(wd[2]) } : undefined);
    const named = said && s.dayDate?.year !== undefined ? dayOfWeekday(s.dayDate as PlainDate & { year: number }, said.weekday, said.day) : undefined;
    if (named && wd) textStart += wd[0].length;
    const text = entryText(v.text.slice(textStart).replace(/^[\s,:;–—-]+/, ''));
    const e = rawEntry(v.line, v.info.kind === 'list-item' ? 'list-item' : 'line', time, !!dm || !!named, text, tok.tokenStart, textStart);
    if (dm) e.date = dm.date; else if (named) e.date = named; else if (s.dayDate) e.date = s.dayDate;
    entryZone(e, time, s.dayZone ?? ctx.sectionZone, 'heading');
    return entryReading(s, e);
  },
};

/** The told-timeline readers, before the line readers in `READERS` (collect.ts). */
export const TOLD_READERS: readonly TimelineReader[] = [ledLine];
