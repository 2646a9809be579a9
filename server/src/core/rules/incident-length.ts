/**
 * Does an outage's stated length ("the outage lasted about 25 minutes", "Die Störung dauerte rund 25 Minuten") fit the
 * incident it describes? Two of the timeline's times fitting is not enough where the timeline marks the incident's
 * start and end: the length must be one reading of the incident's own (impact, time to mitigate, time to resolve).
 */
import type { IncidentMetrics, Metric, Postmortem, Section, TimeMention, Zone } from '../types.js';
import { instantOnClock } from '../model/times.js';
import { CHANGE_BEFORE } from '../model/impact.js';
import { notALength } from './duration-context.js';
import { CONDITIONAL_WORDS, LENGTH_FROM_AFTER, LENGTH_FROM_LINKS, LENGTH_FROM_WORDS, MILESTONE_WORDS } from '../locale/index.js';
import { boundedWords, wordTrie } from '../text.js';
/** The timeline without the status updates beside it: the entries whose span a stated length is checked against. */
export { ownTimeline } from '../model/timeline/entries.js';

/**
 * A length said in parentheses after it to run from the detection ("約2時間34分（検知から復旧まで）", "(from detection to
 * recovery)"): a span the document names, not the incident's length from its start.
 */
const FROM_DETECTION = new RegExp(`^\\s?[(（][^()（）]{0,16}?(?:${wordTrie(MILESTONE_WORDS.detected, { flags: 'i' })}|detect|détect|detecç|deteç|erkenn|rilev|감지|发现)`, 'i');
export const spanFromDetection = (text: string, end: number): boolean => FROM_DETECTION.test(text.slice(end, end + 60));

/**
 * Whether the length's own line names its end: a time on it that the length after the incident's start reaches ("故障持续约
 * 2 小时 48 分钟，于 9月11日 00:35 完全恢复"). The sentence says what it measures; the timeline's words for the end may differ.
 */
export function endsOnItsLine(m: IncidentMetrics, times: readonly TimeMention[], line: number, d: LengthStated, zone: Zone | undefined): boolean {
  const start = m.milestones.start?.sortKey;
  if (start === undefined) return false;
  return times.some((t) => {
    if (t.range.start.line !== line) return false;
    // A time without a zone is on the timeline's clock, as the summary's key times are read.
    const at = instantOnClock(t, zone);
    return at !== undefined && fits(d, (Date.parse(at) - start) / 60000);
  });
}

/** A stated length: the minutes it says, and the interval it accepts. */
export interface LengthStated { minutes: number; lo: number; hi: number }

export type Reading = 'impact' | 'mitigate' | 'resolve';
const READINGS: readonly Reading[] = ['impact', 'mitigate', 'resolve'];

export const readingOf = (m: IncidentMetrics, k: Reading): Metric | null => (k === 'mitigate' ? m.timeToMitigate : k === 'resolve' ? m.timeToResolve : m.impact);

export const fits = (d: LengthStated, minutes: number): boolean => minutes >= d.lo && minutes <= d.hi;
const closest = (m: IncidentMetrics, readings: readonly Reading[], d: LengthStated): Reading =>
  readings.reduce((a, b) => (Math.abs(readingOf(m, b)!.minutes - d.minutes) < Math.abs(readingOf(m, a)!.minutes - d.minutes) ? b : a));

/**
 * The reading a stated length contradicts, or undefined when it fits the incident.
 * - The impact's start is stated (a milestone of the timeline, the front matter, a key event or the impact window, not
 *   the first entry standing for it): the length must fit a reading within its own tolerance.
 * - Otherwise, in the summary, the impact or the lines before the first section, where the document marks a start or
 *   a detection and an end (mitigated or resolved): the length must be within 40 % (and ten minutes) of the time from a start or detection it marks (or the first
 *   entry) to an end it marks (or the last entry). "About 25 minutes" for an outage the timeline shows from 09:38 to
 *   10:41 is wrong; a length that is off by less may be measured from a moment the timeline does not mark.
 */
export function lengthMisfit(m: IncidentMetrics, lastEntry: number | undefined, d: LengthStated, summary: boolean): Reading | undefined {
  const readings = READINGS.filter((k) => readingOf(m, k) != null);
  if (readings.length === 0) return undefined;
  if (readings.every((k) => readingOf(m, k)!.from === 'start') && m.milestones.start?.source !== 'first-entry') {
    return readings.some((k) => fits(d, readingOf(m, k)!.minutes)) ? undefined : closest(m, readings, d);
  }
  const minutes = (p: { sortKey?: number } | undefined) => (p?.sortKey === undefined ? undefined : p.sortKey / 60000);
  const points = [...m.timeline, ...m.keyEvents];
  const starts = [m.milestones.start, m.milestones.detected, ...points.filter((p) => p.milestone === 'start' || p.milestone === 'detected')]
    .map(minutes).filter((k): k is number => k !== undefined);
  const marked = [m.milestones.mitigated, m.milestones.resolved, ...points.filter((p) => p.milestone === 'mitigated' || p.milestone === 'resolved')]
    .map(minutes).filter((k): k is number => k !== undefined);
  // Only where a summary states it (a length in the root cause or the timeline may be one step's), and against a start or
  // a detection the document marks: the first entry alone may be long before the outage began.
  if (!summary || (m.milestones.start?.source === 'first-entry' && !m.milestones.detected)) return undefined;
  if (starts.length === 0 || marked.length === 0) return undefined;
  const ends = lastEntry === undefined ? marked : [...marked, lastEntry / 60000];
  const lo = Math.min(d.lo, d.minutes / 1.4, d.minutes - 10);
  const hi = Math.max(d.hi, d.minutes * 1.4, d.minutes + 10);
  for (const s of starts) for (const e of ends) if (e > s && e - s >= lo && e - s <= hi) return undefined;
  return closest(m, readings, d);
}

/** Is the line in the document's summary: before its first section, in the title's, or in a summary or impact section? */
export function inSummary(sections: readonly Section[], line: number): boolean {
  let at: Section | undefined;
  for (const sec of sections) if (sec.headingRange.start.line <= line && line <= sec.range.end.line) at = sec;
  return !at || at.kind === 'summary' || at.kind === 'impact' || (at.kind === 'other' && at.level === 1);
}

/**
 * A start written before its time, with at most four words and a link between ("starting at 14:06", "from the first alert at
 * 10:05", "dal primo allarme alle 10:05"), or after it ("23:41 から", "14:05起").
 */
const FROM_BEFORE = LENGTH_FROM_WORDS.length > 0
  ? new RegExp(`${boundedWords(LENGTH_FROM_WORDS)}(?:(?:\\s+[^\\s.;:,。；()]+){1,4}(?:\\s+${boundedWords(LENGTH_FROM_LINKS)}|\\s?[(（]))?\\s{0,2}$`, 'iu') : undefined;
const FROM_AFTER = LENGTH_FROM_AFTER.length > 0 ? new RegExp(`^\\s?(?:[(（][^()（）]{0,16}[)）]\\s?)?(?:${wordTrie(LENGTH_FROM_AFTER)})`) : undefined;
/** Where a sentence ends: a full stop, a semicolon or a question mark before a space, or their East Asian forms. */
const SENTENCE_END = /[.;!?](?=\s|$)|[。；！？]/g;

/** A time as a clock point on the timeline's clock (minutes), as the summary's key times are read. */
const minutesOf = (t: TimeMention, zone: Zone | undefined): number | undefined => {
  const at = instantOnClock(t, zone);
  return at === undefined ? undefined : Date.parse(at) / 60000;
};

/** A goal, a habit or a condition ("if", "every", "should"): a length that is not this incident's. */
export const CONDITIONAL = new RegExp(String.raw`\b(?:${wordTrie(CONDITIONAL_WORDS, { flags: 'i', lead: true })})\b`, 'i');

export interface FromMisfit { from: TimeMention; end: { key: number; raw: string }; minutes: number }

/**
 * A length stated from a time in its own sentence ("The errors lasted about 25 minutes, starting at 14:06", "23:41 から約20分間"):
 * wrong when no entry of the timeline lies that long after the time, and no end the document marks (a mitigation or a resolution,
 * or the last entry, or a later time of the sentence: "until … at 01:21") is within 40 % (and ten minutes) of it.
 * `points`: every time of the timeline and the key events (minutes); `ends`: the marked ends and the last entry.
 */
export function lengthFromMisfit(text: string, d: LengthStated & { start: number; end: number }, times: readonly TimeMention[], zone: Zone | undefined,
  points: readonly number[], ends: readonly { key: number; raw: string }[]): FromMisfit | undefined {
  // A difference or a delay, read with the sentence's words around it on other lines ("off by" / "40 minutes or more").
  if (d.hi === Infinity || d.lo <= 0 || ends.length === 0 || notALength(text, d)) return undefined;
  let from = 0; let to = text.length;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m; m = SENTENCE_END.exec(text)) {
    if (m.index < d.start) from = m.index + 1;
    else if (m.index >= d.end) { to = m.index; break; }
  }
  const inSentence = times.filter((t) => t.range.start.character >= from && t.range.end.character <= to);
  const isStart = (t: TimeMention) => FROM_BEFORE?.test(text.slice(Math.max(from, t.range.start.character - 48), t.range.start.character))
    || FROM_AFTER?.test(text.slice(t.range.end.character, t.range.end.character + 24));
  // Anywhere before the length ("From 23:58 UTC, after …, cards failed for 47 minutes"), or just after it ("…, starting at 14:06"):
  // a start a clause or two after it is another's ("…, because clocks went forward from 02:00 CET to …").
  const t = inSentence.find((x) => (x.range.end.character <= d.start || x.range.start.character - d.end <= 60) && isStart(x));
  const s = t && minutesOf(t, zone);
  // A time that changed ("the clocks went back an hour, from 3:00am AEDT to 2:00am AEST"): no start of anything.
  if (!t || s === undefined || CHANGE_BEFORE?.test(text.slice(from, t.range.start.character))) return undefined;
  // The sentence's other times ("… until traffic was restored at 01:21 UTC") are ends it names.
  const named = inSentence.filter((o) => o !== t).map((o) => ({ key: minutesOf(o, zone) ?? NaN, raw: o.raw.trim() })).filter((o) => o.key > s);
  if ([...points, ...named.map((o) => o.key)].some((p) => p - s >= d.lo && p - s <= d.hi)) return undefined;
  const lo = Math.min(d.lo, d.minutes / 1.4, d.minutes - 10);
  const hi = Math.max(d.hi, d.minutes * 1.4, d.minutes + 10);
  const after = [...named, ...ends.filter((e) => e.key > s)];
  if (after.length === 0 || after.some((e) => e.key - s >= lo && e.key - s <= hi)) return undefined;
  const end = after.reduce((a, b) => (Math.abs(b.key - s - d.minutes) < Math.abs(a.key - s - d.minutes) ? b : a));
  return { from: t, end, minutes: end.key - s };
}

/**
 * `lengthFromMisfit` for a length on `line` (`outage`: named as the outage's), against the timeline's times (`keys`, minutes, sorted) and the ends the document
 * marks (its mitigations and resolutions, and `last`, the last of its times).
 */
export function lengthFromStart(model: Postmortem, line: number, d: LengthStated & { start: number; end: number }, outage: boolean,
  timesOn: (line: number) => TimeMention[], keys: readonly number[], last: { key: number; raw: string } | undefined): FromMisfit | undefined {
  // A length not named as the outage's only in the summary; none after a condition ("if the errors last 10 minutes from …").
  if ((!outage && !inSummary(model.sections, line)) || CONDITIONAL.test(model.lines[line]!.slice(Math.max(0, d.start - 60), d.start))) return undefined;
  const m = model.metrics;
  const ends = [...m.timeline, ...m.keyEvents].filter((p) => (p.milestone === 'mitigated' || p.milestone === 'resolved') && p.sortKey !== undefined)
    .map((p) => ({ key: p.sortKey! / 60000, raw: p.raw.trim() }));
  if (ends.length === 0) return undefined;
  if (last) ends.push(last);
  // The paragraph's lines around it, where the sentence goes on ("From 23:58 UTC, after …" / "… failed for 47 minutes, until" /
  // "traffic was restored at 01:21 UTC."): a line that is text, not a list item, a table row or a heading.
  const prose = (k: number) => k >= 0 && k < model.lines.length && /^\s*\S/.test(model.lines[k]!) && !/^\s*(?:[-*+|#>]|\d{1,2}[.)]\s)/.test(model.lines[k]!) && !model.code[k];
  const ends2 = /[.;!?。；！？]\s*$/;
  const text = model.lines[line]!;
  const prev = prose(line - 1) && prose(line) && !ends2.test(model.lines[line - 1]!) && !/[.;!?。；！？]/.test(text.slice(0, d.start)) ? model.lines[line - 1]! : undefined;
  const next = !ends2.test(text) && prose(line + 1) ? model.lines[line + 1]! : undefined;
  const lead = prev === undefined ? 0 : prev.length + 1;
  const moved = (k: number, by: number) => timesOn(k).map((t) => ({ ...t, range: { start: { line, character: t.range.start.character + by }, end: { line, character: t.range.end.character + by } } }));
  const times = [...(prev === undefined ? [] : moved(line - 1, 0)), ...moved(line, lead), ...(next === undefined ? [] : moved(line + 1, lead + text.length + 1))];
  const joined = `${prev === undefined ? '' : `${prev} `}${text}${next === undefined ? '' : ` ${next}`}`;
  return lengthFromMisfit(joined, { ...d, start: d.start + lead, end: d.end + lead }, times, model.defaultZone, keys, ends);
}
