/**
 * A timeline written as records of labelled lines, one record per event, as form-based templates export them: "**时间**：09:12"
 * over "**事件**：任务下发服务开始超时", "**Time:** 14:05 UTC" over "**Event:** …". The time line is the entry; its text is the
 * rest of its line, else the line below it without its label.
 */
import type { LineInfo } from '../../parse/parse.js';
import { TIME_HEADERS } from '../../locale/index.js';
import { wordTrie } from '../../text.js';
import { entryText } from './parts.js';
import { entryReading, entryZone, headingZoneOf, rawEntry, type TimelineReader } from './readers.js';
import { tokenAt } from './tokens.js';

/** A time label and its colon at the start of a line or list item ("**时间**：", "Time: ", "- **Zeit:** "). */
const TIME_LABEL = new RegExp(String.raw`^\s{0,3}(?:[-*+]\s{1,4})?[*_]{0,2}(?:${wordTrie(TIME_HEADERS, { flags: 'iu' })})[*_]{0,2}\s{0,2}[:：]\s{0,2}[*_]{0,2}\s{0,2}`, 'iu');

/** A label of the line below a time label, which its text starts after ("**事件**：", "**Event:** "). */
export const RECORD_LABEL = /^\s{0,3}(?:[-*+]\s{1,4})?[*_]{2}[^*_\n]{1,16}[*_]{2}\s{0,2}[:：]\s{0,2}|^\s{0,3}(?:[-*+]\s{1,4})?[*_]{2}[^*_\n]{1,16}[:：][*_]{2}\s{0,2}/u;

export const labelledTime: TimelineReader = {
  name: 'labelled-time',
  kinds: new Set<LineInfo['kind']>(['paragraph', 'list-item']),
  read(v, s, ctx) {
    if (v.info.kind === 'paragraph' && (v.info.blockStart !== v.line || s.event)) return undefined;
    const m = TIME_LABEL.exec(v.text);
    if (!m) return undefined;
    const tok = tokenAt(v.text, v.scan, m[0].length);
    if (!tok || tok.t < 0) return undefined;
    const text = entryText(v.text.slice(tok.tokenEnd));
    const e = rawEntry(v.line, v.info.kind === 'list-item' ? 'list-item' : 'line', v.scan!.times[tok.t], tok.d >= 0, text, tok.tokenStart, tok.tokenEnd);
    e.textBelow = text === '';
    if (tok.d >= 0) e.date = v.dates![tok.d]!.date; else if (s.dayDate) e.date = s.dayDate;
    entryZone(e, e.time, headingZoneOf(v) ?? s.dayZone ?? ctx.sectionZone, 'heading');
    return entryReading(s, e);
  },
};
