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
import { tokenAt, type Token } from './tokens.js';

/** A lead word before a told entry's time or date ("At", "On", "Um", "Vers"), with the space after it. */
const PARAGRAPH_LEAD = new RegExp(`^[*_]{0,2}(?:${wordTrie(PARAGRAPH_TIME_LEADS, { flags: 'iu', lead: true })})(?:\\s+|(?<=['’]))`, 'iu');
/** A paragraph's number: "3.3 ", "4.1.2 ". */
const NUMBERED = /^\d{1,2}(?:\.\d{1,2}){1,3}\.?\s+(?=\p{L})/u;
/** The lead word between a time and the date after it ("9:37 AM PDT on July 9"). */
const DATE_AFTER_LEAD = new RegExp(`^,?\\s+(?:${wordTrie(PARAGRAPH_TIME_LEADS, { flags: 'iu', lead: true })})\\s+`, 'iu');

/**
 * The time a paragraph or list item of a told timeline opens with, after a lead word: "At 9:37 AM PDT on July 9, the
 * service …", "On July 8 at 4:10 PM PDT we began …", "Um 9.37 Uhr fiel …". Null when it opens otherwise.
 */
export function ledTime(v: LineView): { tok: Token; dateAfter: number; textStart: number } | null {
  if (v.info.blockStart !== v.line || !v.scan || v.scan.times.length === 0) return null;
  // A paragraph number before the lead word, as formal incident reports number them ("3.3 At 06:12 BST, …").
  const start = contentStart(v) + (NUMBERED.exec(v.text.slice(contentStart(v)))?.[0].length ?? 0);
  const lead = PARAGRAPH_LEAD.exec(v.text.slice(start));
  if (!lead) return null;
  const tok = tokenAt(v.text, v.scan, start + lead[0].length);
  if (!tok || tok.t < 0) return null;
  let dateAfter = -1;
  let textStart = tok.tokenEnd;
  if (tok.d < 0) {
    const gap = DATE_AFTER_LEAD.exec(v.text.slice(tok.tokenEnd, tok.tokenEnd + 24));
    // The date may open with its weekday ("9:37 AM PDT on Friday, May 16").
    const d = gap ? v.scan.dates.findIndex((x) => (x.weekdayStart ?? x.start) === tok.tokenEnd + gap[0].length) : -1;
    if (d >= 0) { dateAfter = d; textStart = v.scan.dates[d]!.end; }
  }
  return { tok, dateAfter, textStart };
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
    const text = entryText(v.text.slice(led.textStart).replace(/^[\s,:;–—-]+/, ''));
    const e = rawEntry(v.line, v.info.kind === 'list-item' ? 'list-item' : 'line', time, !!dm, text, tok.tokenStart, led.textStart);
    if (dm) e.date = dm.date; else if (s.dayDate) e.date = s.dayDate;
    entryZone(e, time, s.dayZone ?? ctx.sectionZone, 'heading');
    return entryReading(s, e);
  },
};

/** The told-timeline readers, before the line readers in `READERS` (collect.ts). */
export const TOLD_READERS: readonly TimelineReader[] = [ledLine];
