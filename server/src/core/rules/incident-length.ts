/**
 * Does an outage's stated length ("the outage lasted about 25 minutes", "Die Störung dauerte rund 25 Minuten") fit the
 * incident it describes? Two of the timeline's times fitting is not enough where the timeline marks the incident's
 * start and end: the length must be one reading of the incident's own (impact, time to mitigate, time to resolve).
 */
import type { IncidentMetrics, Metric, Section, TimeMention, Zone } from '../types.js';
import { instantOnClock } from '../model/times.js';
import { MILESTONE_WORDS } from '../locale/index.js';
import { wordTrie } from '../text.js';

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

const fits = (d: LengthStated, minutes: number) => minutes >= d.lo && minutes <= d.hi;
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
