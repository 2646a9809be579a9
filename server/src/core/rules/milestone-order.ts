/**
 * milestone-order: milestones out of sequence in the timeline (resolved before detected), and key events
 * stated outside the timeline (a summary list, the front matter) that contradict it.
 * Its options configure the milestones and metrics for the whole analysis (model/metrics.ts):
 *   ["warning", { "milestones": { "resolved": ["all green"] }, "metrics": { "impact": { "from": ["start"], "to": ["resolved"] } },
 *                 "toleranceMinutes": 1 }]
 */
import { MILESTONE_ORDER } from '../catalog/milestones.js';
import type { MilestonePoint } from '../model/metrics.js';
import { compactDuration } from '../features/duration.js';
import type { Milestone } from '../types.js';
import type { Rule, RuleFinding } from './rule.js';

/** Pairs that must come in this order; detected and acknowledged may come either way round. */
const MUST_PRECEDE: [Milestone, Milestone][] = [
  ['start', 'detected'], ['start', 'acknowledged'], ['start', 'mitigated'], ['start', 'resolved'],
  ['detected', 'mitigated'], ['detected', 'resolved'], ['acknowledged', 'mitigated'], ['acknowledged', 'resolved'],
  ['mitigated', 'resolved'],
];

const label = (p: MilestonePoint) => `${p.milestone} (${p.raw.trim()}, line ${p.line + 1})`;

export const milestoneOrder: Rule = {
  meta: {
    id: 'milestone-order',
    description: 'A milestone is out of sequence (resolved before detected), or a key event stated outside the timeline contradicts it.',
    defaultSeverity: 'warning',
    fixable: false,
    docs: {
      rationale: 'Milestones — impact start, detection, acknowledgement, mitigation, resolution — happen in that order, and the incident metrics '
        + '(time to detect, to mitigate, to resolve) are measured between them. A resolution before the detection, or a summary that gives '
        + 'another time for a milestone than the timeline below it, makes every metric wrong. Options: `milestones` adds words per milestone, '
        + '`metrics` changes the metric definitions, `toleranceMinutes` (default 1) how far a key event may be from the timeline.',
      bad: '# Payment errors\n\n## Timeline\n\n- 2024-05-02 10:40 UTC Errors resolved after the rollback\n- 2024-05-02 10:55 UTC Errors detected by the checkout alert',
      good: '# Payment errors\n\n## Timeline\n\n- 2024-05-02 10:40 UTC Errors detected by the checkout alert\n- 2024-05-02 10:55 UTC Errors resolved after the rollback',
    },
  },
  check({ model, options }) {
    const out: RuleFinding[] = [];
    const metrics = model.metrics;
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
      // The later-ranked milestone that comes first is the one out of place.
      reported.add(pb.line);
      out.push({
        range: pb.range,
        message: `${label(pb)} comes before ${label(pa)}: expected ${MILESTONE_ORDER.filter((m) => m === a || m === b).join(' before ')}. Check the times, or the words that mark the milestones.`,
      });
    }
    // Key events and front matter against the timeline.
    for (const k of metrics.keyEvents) {
      if (k.sortKey === undefined) continue;
      const inTl = metrics.timeline.filter((p) => p.milestone === k.milestone);
      if (inTl.length === 0) continue;
      if (inTl.some((p) => Math.abs(p.sortKey! - k.sortKey!) <= tolerance * 60000)) continue;
      // The timeline may have an entry at the stated time with other words: that is not a contradiction.
      if (model.timeline.some((e) => e.sortKey !== undefined && Math.abs(e.sortKey - k.sortKey!) <= tolerance * 60000)) continue;
      const tl = inTl.reduce((x, y) => (Math.abs(y.sortKey! - k.sortKey!) < Math.abs(x.sortKey! - k.sortKey!) ? y : x));
      const diff = Math.round((k.sortKey - tl.sortKey!) / 60000);
      const where = k.source === 'front-matter' ? 'The front matter gives' : 'This key event gives';
      out.push({
        range: k.range,
        message: `${where} ${k.milestone} at ${k.raw.trim()}, but the timeline has it at ${tl.raw.trim()} (line ${tl.line + 1}), ${compactDuration(Math.abs(diff))} ${diff > 0 ? 'earlier' : 'later'}. Expected the same time in both.`,
      });
    }
    return out;
  },
};
