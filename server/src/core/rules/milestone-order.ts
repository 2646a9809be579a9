/**
 * milestone-order: milestones out of sequence in the timeline (resolved before detected), and key events
 * stated outside the timeline (a summary list, the front matter) that contradict it.
 * Its options configure the milestones and metrics for the whole analysis (model/metrics.ts):
 *   ["warning", { "milestones": { "resolved": ["all green"] }, "metrics": { "impact": { "from": ["start"], "to": ["resolved"] } },
 *                 "toleranceMinutes": 1 }]
 */
import { MILESTONE_ORDER } from '../catalog/milestones.js';
import { comparable, type MilestonePoint } from '../model/metrics.js';
import { compactDuration } from '../features/duration.js';
import type { Milestone } from '../types.js';
import { messagesFor, type Messages } from '../locale/messages.js';
import type { Rule, RuleFinding } from './rule.js';
import { seasonProblem } from '../time/season.js';
import type { Postmortem } from '../types.js';

/**
 * Pairs that must come in this order; detected and acknowledged may come either way round. So may a start and a
 * detection: an alert may fire on an early sign before the entry that says the failures start ("… start failing"). So
 * may a mitigation and a resolution: their words overlap ("Old certificate restored", then "impact ends"; "all services
 * recovered", then "Incident declared mitigated"), and over thirty corpora the pair gave only false alarms.
 */
const MUST_PRECEDE: [Milestone, Milestone][] = [
  ['start', 'mitigated'], ['start', 'resolved'],
  ['detected', 'mitigated'], ['detected', 'resolved'], ['acknowledged', 'mitigated'], ['acknowledged', 'resolved'],
];

const label = (m: Messages, p: MilestonePoint) => m.t('milestone-order.point', { milestone: m.t(`milestone.${p.milestone}`), time: p.raw.trim(), line: p.line + 1 });

/** The finding for `pb` (milestone `b`) coming before `pa` (milestone `a`), which must precede it. */
function orderFinding(m: Messages, a: Milestone, b: Milestone, pa: MilestonePoint, pb: MilestonePoint): RuleFinding {
  const ordered = MILESTONE_ORDER.filter((x) => x === a || x === b);
  return {
    range: pb.range,
    message: m.t('milestone-order.order', { later: label(m, pb), earlier: label(m, pa), first: m.t(`milestone.${ordered[0]!}`), second: m.t(`milestone.${ordered[1]!}`) }),
  };
}

/**
 * Whether a gap between a stated time and the timeline is the timeline's zone label off by its season
 * ("PDT" in January, which timezone-label reports): the same mistake, not a second contradiction.
 */
function seasonShift(model: Postmortem, line: number, diff: number, tolerance: number): boolean {
  const e = model.timeline.find((x) => x.line === line);
  if (!e?.zone || !e.time || !e.date || e.zone.offsetMinutes === undefined) return false;
  const p = seasonProblem(e.zone, e.date, e.time.hour, e.time.minute);
  return p !== undefined && Math.abs(Math.abs(diff) - Math.abs(p.offset - e.zone.offsetMinutes)) <= tolerance;
}

/** How long after a milestone a step written below it is follow-up work rather than that milestone out of order. */
const FOLLOW_UP_MS = 6 * 3_600_000;

/** The same for the stated time: its own label off by its season ("resolved at 11:40 a.m. EDT" in February). */
function statedSeasonShift(model: Postmortem, k: MilestonePoint, diff: number, tolerance: number): boolean {
  const t = model.times.find((x) => x.range.start.line === k.range.start.line && x.range.start.character === k.range.start.character);
  if (!t?.zone || !t.date || t.zone.offsetMinutes === undefined) return false;
  const p = seasonProblem(t.zone, t.date, t.hour % 24, t.minute);
  return p !== undefined && Math.abs(Math.abs(diff) - Math.abs(p.offset - t.zone.offsetMinutes)) <= tolerance;
}

/** The time of day written at a point (its first time mention), in minutes. */
function clockOf(model: Postmortem, p: MilestonePoint): number | undefined {
  const t = model.times.find((x) => x.range.start.line === p.range.start.line && x.range.start.character >= p.range.start.character && !x.problem);
  return t ? (t.hour % 24) * 60 + t.minute : undefined;
}

/** Whether a timeline entry writes the point's time of day, within the tolerance (its day aside). */
function clockMatchesEntry(model: Postmortem, p: MilestonePoint, tolerance: number): boolean {
  const c = clockOf(model, p);
  return c !== undefined && model.timeline.some((e) => e.time && !e.time.problem && Math.abs((e.time.hour % 24) * 60 + e.time.minute - c) <= tolerance);
}

/** Whether two points write the same time of day, within the tolerance. */
function sameClock(model: Postmortem, a: MilestonePoint, b: MilestonePoint, tolerance: number): boolean {
  const ca = clockOf(model, a); const cb = clockOf(model, b);
  return ca !== undefined && cb !== undefined && Math.abs(ca - cb) <= tolerance;
}

export const milestoneOrder: Rule = {
  meta: {
    id: 'milestone-order',
    description: 'A milestone is out of sequence (resolved before detected), or a key event stated outside the timeline contradicts it.',
    defaultSeverity: 'warning',
    fixable: false,
    docs: {
      rationale: 'Milestones — impact start, detection, acknowledgement, mitigation, resolution — happen in that order, and the incident metrics '
        + '(time to detect, to mitigate, to resolve) are measured between them. A resolution before the detection, or a summary that gives '
        + 'another time for a milestone than the timeline below it, makes every metric wrong; so do key times stated together out of order '
        + '(a metadata table whose resolution comes before its start). Detection and acknowledgement may come either way round, and so may a '
        + 'mitigation and a resolution, whose words overlap ("all services recovered", then "Incident declared mitigated"). '
        + 'A key time at the same clock time as the timeline\'s but whole days away disagrees on the day, not the moment: it is not reported here. Options: `milestones` adds words per milestone, '
        + '`metrics` changes the metric definitions, `toleranceMinutes` (default 1) how far a key event may be from the timeline.',
      bad: '# Payment errors\n\n## Timeline\n\n- 2024-05-02 10:40 UTC Errors resolved after the rollback\n- 2024-05-02 10:55 UTC Errors detected by the checkout alert',
      good: '# Payment errors\n\n## Timeline\n\n- 2024-05-02 10:40 UTC Errors detected by the checkout alert\n- 2024-05-02 10:55 UTC Errors resolved after the rollback',
    },
  },
  check({ model, options }) {
    const out: RuleFinding[] = [];
    const metrics = model.metrics;
    const m = messagesFor(model.locale);
    const tolerance = typeof options['toleranceMinutes'] === 'number' ? options['toleranceMinutes'] : 1;
    // First occurrence (in time) of each milestone in the timeline.
    const first = new Map<Milestone, MilestonePoint>();
    for (const p of metrics.timeline) {
      const cur = first.get(p.milestone);
      if (!cur || p.sortKey! < cur.sortKey!) first.set(p.milestone, p);
    }
    const reported = new Set<number>();
    for (const [a, b] of MUST_PRECEDE) {
      const pa = first.get(a); const pb = first.get(b);
      if (!pa || !pb || pa.sortKey! <= pb.sortKey! || reported.has(pb.line)) continue;
      // Another `b` after `a` (resolved, then detected, then resolved again): a second incident in the same timeline, or a
      // recurrence, each in its order.
      if (metrics.timeline.some((p) => p.milestone === b && p.sortKey! > pa.sortKey!)) continue;
      // Written after it and hours later ("2:40 AM Incident resolved", then next morning "Firmware rolled back"): a step of
      // the follow-up, not the incident's own milestone out of place.
      if (pa.line > pb.line && pa.sortKey! - pb.sortKey! >= FOLLOW_UP_MS) continue;
      // The later-ranked milestone that comes first is the one out of place.
      reported.add(pb.line);
      out.push(orderFinding(m, a, b, pa, pb));
    }
    // Key events and front matter against the timeline.
    const dated = new Set(model.dates.map((d) => d.range.start.line));
    for (const k of metrics.keyEvents) {
      if (k.sortKey === undefined) continue;
      // A status page's timestamp with its zone and a timeline without one are on different clocks: not compared.
      const inTl = metrics.timeline.filter((p) => p.milestone === k.milestone && comparable(k, p));
      if (inTl.length === 0) continue;
      if (inTl.some((p) => Math.abs(p.sortKey! - k.sortKey!) <= tolerance * 60000)) continue;
      // The timeline may have an entry at the stated time with other words: that is not a contradiction.
      if (model.timeline.some((e) => e.sortKey !== undefined && Math.abs(e.sortKey - k.sortKey!) <= tolerance * 60000)) continue;
      const tl = inTl.reduce((x, y) => (Math.abs(y.sortKey! - k.sortKey!) < Math.abs(x.sortKey! - k.sortKey!) ? y : x));
      // One side zoned and the other not ("behoben um 09:25" beside a timeline read in MEZ): the same clock time is no contradiction.
      if (!k.instant !== !tl.instant && sameClock(model, k, tl, tolerance)) continue;
      // A key time whose day is not written on its line ("1時35分に全面復旧") took a day from elsewhere: its clock is what it states.
      if (k.source !== 'front-matter' && !dated.has(k.line) && clockMatchesEntry(model, k, tolerance)) continue;
      const diff = Math.round((k.sortKey - tl.sortKey!) / 60000);
      // The same clock time whole days apart: the two disagree on the day (a wrong incident date the timeline took), not on the moment.
      if (Math.abs(diff) >= 1440 && Math.abs(diff) % 1440 === 0) continue;
      if (seasonShift(model, tl.line, diff, tolerance) || statedSeasonShift(model, k, diff, tolerance)) continue;
      const params = {
        milestone: m.t(`milestone.${k.milestone}`), time: k.raw.trim(), timelineTime: tl.raw.trim(), line: tl.line + 1,
        gap: compactDuration(Math.abs(diff)), direction: diff > 0 ? m.t('milestone-order.earlier') : m.t('milestone-order.later'),
      };
      out.push({
        range: k.range,
        message: k.source === 'front-matter' ? m.t('milestone-order.front-matter', params) : m.t('milestone-order.key-event', params),
      });
      reported.add(k.line);
    }
    // Key events stated together out of order ("| 故障开始 | 21:47 |", "| 故障恢复 | 21:46 |"): the statement contradicts itself
    // (one the timeline already contradicts is reported once, above).
    const keyFirst = new Map<Milestone, MilestonePoint>();
    for (const k of metrics.keyEvents) if (k.sortKey !== undefined && !keyFirst.has(k.milestone)) keyFirst.set(k.milestone, k);
    for (const [a, b] of MUST_PRECEDE) {
      const pa = keyFirst.get(a); const pb = keyFirst.get(b);
      if (!pa || !pb || !comparable(pa, pb) || pa.sortKey! <= pb.sortKey! + tolerance * 60000 || reported.has(pb.line)) continue;
      // A day not written on one of the lines was taken from elsewhere ("15:12に完全復旧" in the summary): only the clocks compare.
      const sameDay = Math.floor(pa.sortKey! / 86_400_000) === Math.floor(pb.sortKey! / 86_400_000);
      if (!sameDay && !(dated.has(pa.line) && dated.has(pb.line))) {
        const ca = clockOf(model, pa); const cb = clockOf(model, pb);
        if (ca === undefined || cb === undefined || ca <= cb + tolerance) continue;
      }
      reported.add(pb.line);
      out.push(orderFinding(m, a, b, pa, pb));
    }
    return out;
  },
};
