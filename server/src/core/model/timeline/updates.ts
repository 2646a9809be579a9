/**
 * Status-page update logs: the readers of the update forms status-page generators write, and the run of
 * such updates that is a document's timeline when it has no timeline section.
 *
 * - A cState/Hugo `track` shortcode ending a line (`*Resolved* - Service is back. {{< track "2020-07-08 09:30:00" >}}`):
 *   an entry at the shortcode, dated and timed by its value, with the text before it on the line.
 * - A Statusfy block opener (`::: update Monitoring | 2021-01-13T17:12:46.693Z`): an entry with its label.
 * - A bracketed update marker opening a paragraph or heading (`[Update 1 oct. 10:45]`,
 *   `\[Update 23.04.2012 11:45 CEST\]`): one word, then a time (with its date and zone) and the bracket's end.
 * - Two or more consecutive paragraphs that start with a bold time (`**09:31** text`), read by the timed-line
 *   reader once the run is found.
 */
import type { LineInfo } from '../../parse/parse.js';
import { entryText } from './parts.js';
import type { LineView, RawEntry, Reading, TimelineReader, TimelineState, TimelineContext } from './readers.js';
import { headingDayDate, headingZoneOf } from './readers.js';
import { tokenAt } from './tokens.js';
import { DOTTED_TIME_LEADS, PARAGRAPH_TIME_LEADS, UPDATE_STAMP_WORDS } from '../../locale/index.js';
import { wordTrie } from '../../text.js';

const PARA_KINDS = new Set<LineInfo['kind']>(['paragraph', 'table-loose', 'list-item', 'list-continuation']);
const HEAD_KINDS = new Set<LineInfo['kind']>(['paragraph', 'heading', 'table-loose']);

/** A `track` shortcode, from its `{{`: `{{< track "…" >}}` or `{{% track "…" %}}`. */
const TRACK = /^\{\{[<%]\s{0,3}track\s{1,3}"([^"]{0,40})"\s{0,3}[>%]\}\}/;
/** A Statusfy update block opener, up to the `|` before its date-time. */
const STATUSFY = /^:::\s{0,3}update\s{1,3}([^|]{0,60})\|\s{0,3}/i;
/** A bracketed update marker's opening and word ("[Update ", "\[Aktualizacja "). */
const BRACKET = /^\\?\[\s{0,2}\p{L}{2,20}\s{1,3}/u;
/** What may end a bracketed marker after its time: a zone the time did not take, then the bracket. */
const BRACKET_END = /^\s{0,3}(?:\(?[A-Z]{2,5}\)?\s{0,3})?\\?\]/;

function entryOf(v: LineView, s: TimelineState, ctx: TimelineContext, d: number, t: number, start: number, end: number, text: string): RawEntry {
  const time = t >= 0 ? v.scan!.times[t] : undefined;
  const dm = d >= 0 ? v.dates?.[d] : undefined;
  const e: RawEntry = {
    line: v.line, kind: v.info.kind === 'heading' ? 'heading' : v.info.kind === 'list-item' ? 'list-item' : 'line',
    time, date: dm?.date ?? s.dayDate, dateExplicit: !!dm, text, textBelow: false,
    zone: undefined, zoneSource: undefined, tokenStart: start, tokenEnd: end, weekday: undefined, cellZones: undefined,
  };
  if (time?.zone) { e.zone = time.zone; e.zoneSource = time.zoneFromRange ? 'range' : 'explicit'; }
  else if (s.dayZone ?? ctx.sectionZone) { e.zone = s.dayZone ?? ctx.sectionZone; e.zoneSource = 'heading'; }
  return e;
}

/** The date-time token inside [from, to) of a line: a date and its time, or an ISO time with its date. */
function valueIn(v: LineView, from: number, to: number): { d: number; t: number; start: number; end: number } | undefined {
  const times = v.scan?.times ?? [];
  const dates = v.scan?.dates ?? [];
  const d = dates.findIndex((x) => x.start >= from && x.end <= to);
  const t = times.findIndex((x) => x.start >= from && x.end <= to);
  if (t < 0) return undefined;
  const start = Math.min(times[t]!.start, d >= 0 ? dates[d]!.start : Infinity);
  return { d, t, start, end: times[t]!.end };
}

/** Where the `track` shortcode that ends the line is, and its value's range; undefined without one. */
function trackAt(text: string): { at: number; end: number; from: number; to: number } | undefined {
  const at = text.lastIndexOf('{{');
  if (at < 0) return undefined;
  const m = TRACK.exec(text.slice(at, at + 64));
  if (!m || text.slice(at + m[0].length).trim() !== '') return undefined;
  const from = at + m[0].indexOf('"') + 1;
  return { at, end: at + m[0].length, from, to: from + m[1]!.length };
}

const trackUpdate: TimelineReader = {
  name: 'track-shortcode',
  kinds: PARA_KINDS,
  read(v, s, ctx): Reading | undefined {
    if (!v.text.includes('track')) return undefined;
    const tr = trackAt(v.text);
    if (!tr) return undefined;
    const val = valueIn(v, tr.from, tr.to);
    if (!val) return undefined;
    const lead = v.text.slice(0, tr.at).replace(/^\s{0,3}(?:[-*+]\s{1,4})?/, '').trim();
    return { entry: entryOf(v, s, ctx, val.d, val.t, val.start, val.end, lead) };
  },
};

const statusfyUpdate: TimelineReader = {
  name: 'statusfy-update',
  kinds: PARA_KINDS,
  read(v, s, ctx): Reading | undefined {
    const m = STATUSFY.exec(v.text);
    if (!m) return undefined;
    const val = valueIn(v, m[0].length, v.text.length);
    if (!val) return undefined;
    return { entry: entryOf(v, s, ctx, val.d, val.t, val.start, val.end, m[1]!.trim()) };
  },
};

/** Where a bracketed update marker's token is looked for: after the heading marks and the bracket's word. */
function bracketToken(v: LineView): { d: number; t: number; start: number; end: number; close: number } | undefined {
  if (v.info.blockStart !== v.line) return undefined;
  const lead = v.info.kind === 'heading' ? /^\s{0,3}#{1,6}\s{1,4}/.exec(v.text)?.[0].length ?? 0 : /^\s{0,3}/.exec(v.text)![0].length;
  const m = BRACKET.exec(v.text.slice(lead, lead + 32));
  if (!m) return undefined;
  const tok = tokenAt(v.text, v.scan, lead + m[0].length);
  if (!tok || tok.t < 0) return undefined;
  const close = BRACKET_END.exec(v.text.slice(tok.tokenEnd, tok.tokenEnd + 16));
  if (!close) return undefined;
  return { d: tok.d, t: tok.t, start: tok.tokenStart, end: tok.tokenEnd, close: tok.tokenEnd + close[0].length };
}

const bracketUpdate: TimelineReader = {
  name: 'bracket-update',
  kinds: HEAD_KINDS,
  read(v, s, ctx): Reading | undefined {
    const b = bracketToken(v);
    if (!b) return undefined;
    return { entry: entryOf(v, s, ctx, b.d, b.t, b.start, b.end, entryText(v.text.slice(b.close))) };
  },
};

/** "Posted", "Updated" and their like at the start of a line, with the marks around them ("**Posted** on", "Update - Posted"). */
const STAMP = new RegExp(String.raw`^\s{0,3}(?:\p{L}{2,20}\s[-–—]\s)?(?:\*\*|__|_|\*)?(?:${wordTrie(UPDATE_STAMP_WORDS, { flags: 'iu' })})(?:\*\*|__|_|\*)?\s{0,3}[:：]?\s{0,3}(?:(?:on|at)\s{1,3})?`, 'iu');

/**
 * A status update's stamp line: a stamp word, then a date and a time, and nothing else but its conversion ("Posted Nov 12, 2025 -
 * 16:42 UTC", "Posted Apr 22, 2025 - 02:12 PM EDT (18:12 UTC)").
 * It opens a paragraph, or ends the update's own ("**Resolved** - Service is back." then "Posted …" on the next line).
 */
function stampToken(v: LineView): { d: number; t: number; start: number; end: number } | undefined {
  if (v.info.listDepth > 0 || (v.info.blockStart !== v.line && v.info.kind !== 'paragraph')) return undefined;
  const m = STAMP.exec(v.text);
  if (!m) return undefined;
  const tok = tokenAt(v.text, v.scan, m[0].length);
  if (!tok || tok.t < 0 || tok.d < 0 || !/^\s?(?:\([^()]{1,60}\))?[\s.)*_]*$/.test(v.text.slice(tok.tokenEnd))) return undefined;
  return { d: tok.d, t: tok.t, start: tok.tokenStart, end: tok.tokenEnd };
}

/**
 * A line that is a date and a time and nothing else ("Mar 3, 16:05 UTC"): how hosted status pages stamp an update, on the
 * last line of its paragraph or below it. A stamp only under a paragraph that opened with a status word (`TimelineState.lead`).
 */
function bareStamp(v: LineView): { d: number; t: number; start: number; end: number } | undefined {
  if (v.info.listDepth > 0 || v.info.kind !== 'paragraph' || v.info.inBlockquote) return undefined;
  const lead = /^\s{0,3}[*_]{0,2}/.exec(v.text)![0].length;
  const tok = tokenAt(v.text, v.scan, lead);
  if (!tok || tok.t < 0 || tok.d < 0 || tok.tokenStart !== lead || !/^[\s.)*_]*$/.test(v.text.slice(tok.tokenEnd))) return undefined;
  return { d: tok.d, t: tok.t, start: tok.tokenStart, end: tok.tokenEnd };
}

/** A status update's stamp, below the update it dates: its text is the heading above ("Resolved", "Monitoring"). */
const stampUpdate: TimelineReader = {
  name: 'update-stamp',
  kinds: PARA_KINDS,
  read(v, s, ctx): Reading | undefined {
    // A bold status word alone over the update ("**Resolved**", its text, its stamp): only a stamp in its own paragraph is its.
    const own = s.leadText !== undefined && v.info.blockStart === s.lead;
    const st = stampToken(v) ?? (s.lead !== undefined && (s.leadText === undefined || own) ? bareStamp(v) : undefined);
    return st ? { entry: entryOf(v, s, ctx, st.d, st.t, st.start, st.end, (own ? s.leadText : s.heading) ?? '') } : undefined;
  },
};

/** A heading that is a status word or two and nothing else ("Resolved", "Update", "Identified", "調査中"): no digit, no punctuation. */
const STATUS_WORDS = /^[*_]{0,2}[\p{L}]{2,20}(?:[ -][\p{L}]{2,20})?[*_]{0,2}$/u;
/**
 * A paragraph that opens with a bold status word and a dash ("**Resolved** - Service is back."), or with the bold word alone on
 * its first line: remembered as the text of the stamp that ends it. The line has no date or time at its start, so no line reader would take it.
 */
const STATUS_LEAD = /^\s{0,3}(\*\*|__)([^*_\d\n]{1,40})\1(?:\s{0,2}[-–—:]\s{1,3}(\S.*)|\s*$)/;
/** A status lead: with its text after a dash, or a status word or two alone ("**Resolved**", not "**What we are changing**"). */
function statusLeadOf(text: string): RegExpExecArray | null {
  const m = STATUS_LEAD.exec(text);
  return m && (m[3] !== undefined || STATUS_WORDS.test(m[2]!.trim())) ? m : null;
}

/**
 * A status word in bold, a dash (or a middle dot), then the update's time ("**Update** — 1:05 AM PDT", "**Behoben** · 30.03.2025,
 * 05:20 MESZ", the text on the lines below), also as a list item; or a heading of that shape ("### 解決済み — 2025年9月22日 18:05 JST").
 */
const STATUS_TIME = /^\s{0,3}(?:[-*+]\s{1,4})?(\*\*|__)([^*_\d\n]{1,30})\1\s{0,2}[-–—:·•|]\s{0,3}/;
const STATUS_HEADING = /^\s{0,3}#{1,6}\s{1,4}()([^*_\d#\n]{1,20}?)\s{0,2}[-–—:]\s{0,3}/;
function statusTimeToken(v: LineView): { m: RegExpExecArray; d: number; t: number; start: number; end: number } | undefined {
  // A paragraph or heading, or an item of a list of updates ("- **Resuelto** — 20 may 2025, 16:48 CEST", its text below).
  if (v.info.inBlockquote || (v.info.kind === 'list-item' ? !LIST_MARK.test(v.text) : v.info.blockStart !== v.line || v.info.listDepth > 0)) return undefined;
  const m = (v.info.kind === 'heading' ? STATUS_HEADING : STATUS_TIME).exec(v.text);
  if (!m) return undefined;
  const tok = tokenAt(v.text, v.scan, m[0].length);
  return tok && tok.t >= 0 ? { m, d: tok.d, t: tok.t, start: tok.tokenStart, end: tok.tokenEnd } : undefined;
}
const LIST_MARK = /^\s{0,3}[-*+]\s{1,4}[*_]/;
const statusTime: TimelineReader = {
  name: 'status-time',
  kinds: new Set<LineInfo['kind']>(['paragraph', 'heading', 'list-item']),
  read(v, s, ctx): Reading | undefined {
    const st = statusTimeToken(v);
    if (!st) return undefined;
    const rest = entryText(v.text.slice(st.end));
    const entry = entryOf(v, s, ctx, st.d, st.t, st.start, st.end, rest ? `${st.m[2]!.trim()} - ${rest}` : st.m[2]!.trim());
    // A heading with its date, or a bold status and its date alone on the line ("**解決済み** — 2025年6月5日(木) 17:20 JST"): the
    // paragraphs under it are its text (see `TimelineState.event`), even one that opens with a time ("17:05 にすべての…").
    return (v.info.kind === 'heading' || (!rest && v.info.kind === 'paragraph')) && st.d >= 0 ? { entry, state: { ...s, event: true } } : { entry };
  },
};
/**
 * A paragraph that opens with a label of a word or two and its time inside one bold span ("**Update 14:10 Uhr:** Wir haben …",
 * "**Störungsbeginn ca. 13:52 Uhr:** …", "**Update 29.03.2024, 08:30 Uhr:** …", "**Update 2 – 17:35 Uhr:** …"): an update of a log
 * written by hand.
 */
const LABEL_TIME = /^\s{0,3}(\*\*|__)(\p{L}[\p{L}-]{1,24}(?:\s\p{L}[\p{L}-]{1,24})?(?:\s#?\d{1,3})?)(?:\s?[–—-])?\s(?:(?:ca|approx|etwa|env)\.\s|gegen\s|um\s)?/u;
const TIME_LEAD_WORDS: ReadonlySet<string> = new Set([...DOTTED_TIME_LEADS, ...PARAGRAPH_TIME_LEADS].map((w) => w.toLowerCase()));
function labelTimeToken(v: LineView): { label: string; d: number; t: number; start: number; end: number; close: number } | undefined {
  if (v.info.kind !== 'paragraph' || v.info.blockStart !== v.line || v.info.listDepth > 0 || v.info.inBlockquote) return undefined;
  const m = LABEL_TIME.exec(v.text);
  // Not a word that leads a time ("**ore 23.50** — …", "**At 14:10**"): the time-first bold the line readers read.
  if (!m || TIME_LEAD_WORDS.has(m[2]!.toLowerCase())) return undefined;
  const tok = tokenAt(v.text, v.scan, m[0].length);
  if (!tok || tok.t < 0) return undefined;
  // The bold closes after the time, its hour word and a colon ("14:10 Uhr:**").
  const close = new RegExp(`^(?:\\s?(?:Uhr|uur|h))?\\s?[:.]?\\s?${m[1] === '**' ? '\\*\\*' : '__'}`).exec(v.text.slice(tok.tokenEnd, tok.tokenEnd + 8));
  return close ? { label: m[2]!, d: tok.d, t: tok.t, start: tok.tokenStart, end: tok.tokenEnd, close: tok.tokenEnd + close[0].length } : undefined;
}
const labelTime: TimelineReader = {
  name: 'label-time',
  kinds: new Set<LineInfo['kind']>(['paragraph']),
  read(v, s, ctx): Reading | undefined {
    const lt = labelTimeToken(v);
    if (!lt) return undefined;
    const rest = entryText(v.text.slice(lt.close));
    return { entry: entryOf(v, s, ctx, lt.d, lt.t, lt.start, lt.end, rest ? `${lt.label} - ${rest}` : lt.label) };
  },
};

const statusLead: TimelineReader = {
  name: 'status-lead',
  kinds: new Set<LineInfo['kind']>(['paragraph']),
  read(v, s): Reading | undefined {
    if (v.info.blockStart !== v.line || v.info.listDepth > 0 || v.info.inBlockquote) return undefined;
    const m = statusLeadOf(v.text);
    if (!m) return undefined;
    // "**Resolved** - text", or "**Resolved**" alone on the paragraph's first line, its text below.
    if (!m[3]) return s.leadText === m[2]!.trim() && s.lead === v.line ? undefined : { state: { ...s, lead: v.line, leadText: m[2]!.trim() } };
    const heading = `${m[2]!.trim()} - ${m[3].trim()}`;
    if (heading === s.heading && s.lead === v.line && s.leadText === undefined) return undefined;
    const state: TimelineState = { ...s, heading, lead: v.line };
    delete state.leadText;
    return { state };
  },
};

function statusHeading(heading: string): boolean {
  return STATUS_WORDS.test(heading);
}
const headingText = (v: LineView): string => v.text.replace(/^\s{0,3}#{1,6}\s{1,4}/, '').replace(/\s#+\s*$/, '').trim();

/** A heading without a date or time at its start: remembered for the stamps below it (with the zone it names), read on by the line readers otherwise. */
const headingNote: TimelineReader = {
  name: 'heading-note',
  kinds: new Set<LineInfo['kind']>(['heading']),
  read(v, s, ctx): Reading | undefined {
    const lead = /^\s{0,3}#{1,6}\s{1,4}(?:[*_]{0,2}【[^】\n]{1,16}】\s?)?/.exec(v.text)?.[0].length ?? 0;
    if (tokenAt(v.text, v.scan, lead)) return undefined;
    const heading = v.text.slice(lead).replace(/\s#+\s*$/, '').trim();
    // A zone the heading names ("### 3.1 タイムライン（JST）", "### Day two (UTC)"): the zone of the entries below it.
    const zone = headingZoneOf(v) ?? s.dayZone;
    // A date it ends with ("### Containment — Tuesday 30 April 2024"): the day of the entries below it.
    const dayDate = headingDayDate(v) ?? s.dayDate;
    const status = !!ctx.updateLog && statusHeading(heading);
    if (heading === s.heading && (status ? s.lead === v.line : s.lead === undefined) && s.leadText === undefined && zone === s.dayZone && dayDate === s.dayDate) return undefined;
    const state: TimelineState = { ...s, heading, dayZone: zone, dayDate };
    delete state.leadText;
    // A status word alone ("### Monitoring"): the date and time alone below it is its stamp, as below "**Resolved** - …".
    if (status) state.lead = v.line; else delete state.lead;
    return { state };
  },
};

/** The update readers, before the line readers. */
export const UPDATE_READERS: readonly TimelineReader[] = [statusfyUpdate, trackUpdate, bracketUpdate, stampUpdate, statusTime, labelTime, statusLead, headingNote];

/** What a line is to an update log: an update (of a form that is one alone), a bold-time paragraph, or neither. */
type LogLine = 'update' | 'stamp' | 'bold' | 'status' | undefined;

const BOLD_TIME = /^\s{0,3}(?:\*\*|__)(?:【[^】\n]{1,16}】\s?)?/;

function logLine(v: LineView): LogLine {
  const k = v.info.kind;
  if (!HEAD_KINDS.has(k) && !PARA_KINDS.has(k)) return undefined;
  if (PARA_KINDS.has(k)) {
    if (STATUSFY.test(v.text)) return 'update';
    const tr = v.text.includes('track') ? trackAt(v.text) : undefined;
    if (tr && valueIn(v, tr.from, tr.to)) return 'update';
  }
  if (HEAD_KINDS.has(k) && bracketToken(v)) return 'update';
  if (k === 'heading' && statusTimeToken(v)) return 'status';
  if (PARA_KINDS.has(k) && stampToken(v)) return 'stamp';
  if (k !== 'paragraph' || v.info.blockStart !== v.line || v.info.listDepth > 0 || v.info.inBlockquote) return undefined;
  if (statusTimeToken(v) || labelTimeToken(v)) return 'status';
  const bold = BOLD_TIME.exec(v.text);
  if (!bold) return undefined;
  const tok = tokenAt(v.text, v.scan, bold[0].length);
  return tok && tok.t >= 0 ? 'bold' : undefined;
}

/** A paragraph that is a date and nothing else but its weekday and emphasis ("**Thursday, January 25**"). */
function dateAlone(v: LineView): boolean {
  if (v.info.kind !== 'paragraph' || v.info.blockStart !== v.line || (v.scan?.times.length ?? 0) > 0 || v.dates?.length !== 1) return false;
  const d = v.dates[0]!;
  const from = d.weekdayRange && d.weekdayRange.start.character < d.range.start.character ? d.weekdayRange.start.character : d.range.start.character;
  return (v.text.slice(0, from) + v.text.slice(d.range.end.character)).replace(/[\s*_:.,]/g, '') === '';
}

/**
 * The first status-page update log of a document: the first and last line of its first run of updates
 * (one `track`, Statusfy or bracketed update is enough; bold-time paragraphs need two or more, with
 * anything but a heading between them — text, quotes, lists, and day headings: a live blog, "## 30 OKTOBER"
 * then "**23.45 uur –** …" paragraphs), between lines `first` and `lastLine`. `dayHeading` tells a heading that is a date
 * alone; `stampedOnly`: bold-time paragraphs that run to the end of the document are no log unless each names its status.
 */
export function updateRun(first: number, lastLine: number, viewAt: (i: number) => LineView, dayHeading: (v: LineView) => boolean, stampedOnly = false): [number, number] | undefined {
  let from = -1; let last = -1; let updates = 0; let stamps = 0; let heading = -1; let day = -1;
  let bold: { from: number; last: number; count: number; status: number } | undefined;
  let lead = false; let alone = -1;
  for (let i = first; i <= lastLine; i++) {
    const v = viewAt(i);
    let kind = logLine(v);
    if (v.info.kind === 'heading') { heading = i; day = dayHeading(v) ? i : -1; lead = statusHeading(headingText(v)); } else if (dateAlone(v)) day = i;
    // Below a paragraph that opened with a status word ("**Resolved** - …"), a date and time alone is its stamp.
    const status = v.info.kind === 'paragraph' && v.info.blockStart === i ? statusLeadOf(v.text) : null;
    // "**Resolved** - …" holds for the stamps below it; "**Resolved**" alone over its text only for a stamp in its paragraph.
    if (status) { if (status[3] !== undefined) lead = true; else alone = i; }
    else if ((!kind || kind === 'bold') && (lead || alone === v.info.blockStart) && bareStamp(v)) kind = 'stamp';
    if (kind === 'update') { if (from < 0) from = i; last = i; updates++; continue; }
    // A stamp below each update ("Posted … UTC"): two or more make a log, from the heading of the first update to the last stamp.
    if (kind === 'stamp') { if (from < 0) from = heading >= 0 && i - heading <= 40 ? heading : i; last = i; stamps++; continue; }
    if (kind === 'bold' || kind === 'status') {
      // A day heading or date line just above the first one dates it ("## Friday, September 13, 2024", "**Thursday, January 25**").
      if (bold && bold.count > 0) { bold.last = i; bold.count++; } else bold = { from: day >= 0 && i - day <= 4 ? day : i, last: i, count: 1, status: 0 };
      if (kind === 'status') bold.status++;
      continue;
    }
    if (bold && v.info.kind === 'heading' && !dayHeading(v)) {
      if (bold.count >= 2 && updates === 0 && stamps < 2) return [bold.from, bold.last];
      bold = undefined;
    }
  }
  if (updates > 0 || stamps >= 2) return [from, last];
  // Beside a timeline (`stampedOnly`), a run to the end of the document only of updates that name their status ("**Resolved** –
  // 10 Aug 2024, 01:30 WIB – …"), not of paragraphs that open with a bold time, which may be the story's.
  return bold && bold.count >= 2 && (!stampedOnly || bold.status === bold.count) ? [bold.from, bold.last] : undefined;
}
