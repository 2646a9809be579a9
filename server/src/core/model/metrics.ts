/**
 * Incident milestones and metrics, computed from the built model (it never re-parses the text).
 *
 * Milestones come from three places, the first that gives one wins:
 *   1. the timeline: the first entry (in time) whose text names the milestone ("OUTAGE BEGINS", "detected", …),
 *   2. front matter keys (`detected_at`, `resolvedWhen`, a status page's `date`, … see model/keyevents.ts),
 *   3. key-event lines outside the timeline: "Detected: 14:05 UTC", "- **Resolved** – 15:10", a metadata
 *      table, "- First detected 2022-01-22 11:57" (model/keyevents.ts).
 * A resolution worded as a status change ("status page updated to resolved") counts only when none of
 * them gives another. Each point keeps its source and line.
 *
 * When no start is stated anywhere, the window the summary or impact section states stands for it
 * ("between 21:17 and 21:45 UTC", source `impact-window`; its end stands for the mitigation when none is
 * stated), else the first timed timeline entry after the lead-up (source `first-entry`): a change merged
 * the day before the outage is not its start (model/impact.ts).
 * A resolution worded as a status change after an earlier one is not a second resolution: it is left
 * out of the timeline's points.
 *
 * Metrics (minutes), default definitions (configurable with the `milestone-order` rule's `metrics` option):
 *   impact        start → mitigated (else resolved): how long users were affected. Impact ends when the
 *                 mitigation lands, not when the last follow-up is done (Google SRE workbook, Atlassian).
 *   timeToDetect  start → detected (else acknowledged)
 *   timeToMitigate start → mitigated
 *   timeToResolve start → resolved
 * All are measured from impact start, not from detection: that is how the SRE workbook and most published
 * postmortems (DFDS "Time to detection / recovery") state them, and it is the customer's view of the incident.
 */
import { MILESTONE_ORDER } from '../catalog/milestones.js';
import type { Config } from '../config.js';
import { impactWindow, leadUpCount } from './impact.js';
import { frontMatterPoints, keyEventPoints } from './keyevents.js';
import { isMonitoring, isStatusUpdate, milestonesIn, NO_EXTRA, quickTest } from './milestones.js';
import { ownTimeline } from './timeline/entries.js';

export { milestonesIn };
import type { IncidentMetrics, Metric, MetricDefinition, MetricName, Milestone, MilestonePoint, Postmortem, TimeMention, TimelineEntry } from '../types.js';

/** The model as the metrics read it (they are computed last, from the rest). */
type Model = Omit<Postmortem, 'metrics'>;

export type { IncidentMetrics, Metric, MetricDefinition, MetricName, MilestonePoint };

export const DEFAULT_METRIC_DEFINITIONS: Record<MetricName, MetricDefinition> = {
  impact: { from: ['start'], to: ['mitigated', 'resolved'] },
  timeToDetect: { from: ['start'], to: ['detected', 'acknowledged'] },
  timeToMitigate: { from: ['start'], to: ['mitigated'] },
  timeToResolve: { from: ['start'], to: ['resolved'] },
};

export interface MetricsOptions {
  /** Extra milestone words: `{ "resolved": ["all green"] }`. */
  milestones?: Partial<Record<Milestone, string[]>>;
  /** Overrides of the metric definitions. */
  definitions?: Partial<Record<MetricName, MetricDefinition>>;
}

const isMilestone = (v: unknown): v is Milestone => typeof v === 'string' && (MILESTONE_ORDER as readonly string[]).includes(v);

/** Reads the metrics options from the `milestone-order` rule setting (the rule that owns milestones). */
export function metricsOptions(config: Config): MetricsOptions {
  const s = config.rules['milestone-order'];
  const o = Array.isArray(s) ? s[1] : undefined;
  if (!o || typeof o !== 'object') return {};
  const out: MetricsOptions = {};
  const ms = (o as Record<string, unknown>)['milestones'];
  if (ms && typeof ms === 'object') {
    out.milestones = {};
    for (const [k, v] of Object.entries(ms)) {
      if (isMilestone(k) && Array.isArray(v)) out.milestones[k] = v.filter((w): w is string => typeof w === 'string' && w.trim() !== '').map((w) => w.toLowerCase());
    }
  }
  const defs = (o as Record<string, unknown>)['metrics'];
  if (defs && typeof defs === 'object') {
    out.definitions = {};
    for (const [k, v] of Object.entries(defs)) {
      if (!(k in DEFAULT_METRIC_DEFINITIONS) || !v || typeof v !== 'object') continue;
      const from = ([] as unknown[]).concat((v as Record<string, unknown>)['from'] ?? []).filter(isMilestone);
      const to = ([] as unknown[]).concat((v as Record<string, unknown>)['to'] ?? []).filter(isMilestone);
      if (from.length > 0 && to.length > 0) out.definitions[k as MetricName] = { from, to };
    }
  }
  return out;
}

const NO_POINTS: readonly MilestonePoint[] = [];

/** The milestones one timed entry names, as points. */
export function pointsOf(e: TimelineEntry, extra: MetricsOptions['milestones'], quick: RegExp): readonly MilestonePoint[] {
  if (e.sortKey === undefined || !e.time) return NO_POINTS;
  const found = isMonitoring(e.text) ? ['mitigated' as const] : milestonesIn(e.text, extra, quick);
  const names = e.milestone && !found.includes(e.milestone) && e.text === '' ? [...found, e.milestone] : found;
  if (names.length === 0) return NO_POINTS;
  return names.map((m) => {
    const p: MilestonePoint = { milestone: m, source: 'timeline', line: e.line, range: e.time!.valueRange, raw: e.raw, sortKey: e.sortKey! };
    if (e.instant) p.instant = e.instant;
    return p;
  });
}

/**
 * Can two points be subtracted? A front matter timestamp with its zone ("2020-07-08T07:07:33Z", as status
 * pages write them) and a time without a known zone are on different clocks.
 */
export function comparable(a: MilestonePoint, b: MilestonePoint): boolean {
  if (!!a.instant === !!b.instant) return true;
  return a.source !== 'front-matter' && b.source !== 'front-matter';
}

/** The timeline's points without the resolutions worded as status changes that come after an earlier resolution. */
function laterStatusUpdatesLeftOut(points: MilestonePoint[], lines: readonly string[]): MilestonePoint[] {
  let first = Infinity;
  for (const p of points) if (p.milestone === 'resolved' && p.sortKey! < first && !isStatusUpdate(lines[p.line]!)) first = p.sortKey!;
  if (first === Infinity) return points;
  const kept = points.filter((p) => p.milestone !== 'resolved' || p.sortKey! <= first || !isStatusUpdate(lines[p.line]!));
  return kept.length === points.length ? points : kept;
}

/** The one test for any milestone word of these options (a fold's context: the same object while the options are). */
export const milestoneTest = (options: MetricsOptions): RegExp => quickTest(options.milestones ?? NO_EXTRA);

/**
 * Milestones and metrics. `timelinePoints`, when given, are the milestone points of the timeline's
 * entries in order (what `pointsOf` gives for each; the model builder reads them incrementally).
 */
export function computeMetrics(model: Model, options: MetricsOptions = {}, timelinePoints?: MilestonePoint[]): IncidentMetrics {
  const extra = options.milestones ?? NO_EXTRA;
  const definitions = { ...DEFAULT_METRIC_DEFINITIONS, ...(options.definitions ?? {}) };
  const quick = quickTest(extra);
  const own = ownTimeline(model);
  const timeline = laterStatusUpdatesLeftOut(timelinePoints ?? own.flatMap((e) => pointsOf(e, extra, quick)), model.lines);
  const key: MilestonePoint[] = [...frontMatterPoints(model), ...keyEventPoints(model, extra)];

  // The timeline wins, then the front matter, then key-event lines; a resolution worded as a status
  // change ("status page updated to resolved") only when nothing else gives one.
  const milestones: Partial<Record<Milestone, MilestonePoint>> = {};
  for (const m of MILESTONE_ORDER) {
    let inTl: MilestonePoint | undefined; let statusOnly: MilestonePoint | undefined;
    for (const p of timeline) {
      if (p.milestone !== m) continue;
      const status = m === 'resolved' && isStatusUpdate(model.lines[p.line]!);
      if (status) { if (!statusOnly || p.sortKey! < statusOnly.sortKey!) statusOnly = p; } else if (!inTl || p.sortKey! < inTl.sortKey!) inTl = p;
    }
    const fromFm = key.find((p) => p.source === 'front-matter' && p.milestone === m);
    const fromKey = key.find((p) => p.source === 'key-event' && p.milestone === m && p.sortKey !== undefined);
    const pick = inTl ?? fromFm ?? fromKey ?? statusOnly;
    if (pick) milestones[m] = pick;
  }
  // No stated start: the impact window the summary states, else the first timed entry after the lead-up.
  const window = !milestones.start || !milestones.mitigated ? impactWindow(model, own) : undefined;
  if (window) {
    const end = (t: TimeMention, key: number, milestone: Milestone): MilestonePoint => {
      const p: MilestonePoint = { milestone, source: 'impact-window', line: window.line, range: t.range, raw: t.raw, sortKey: key * 60000 };
      if (t.instant) p.instant = new Date(key * 60000).toISOString().replace('.000Z', 'Z');
      return p;
    };
    milestones.start ??= end(window.from, window.fromKey, 'start');
    const resolved = milestones.resolved?.sortKey;
    if (!milestones.mitigated && (resolved === undefined || resolved >= window.toKey * 60000) && milestones.start.sortKey! <= window.toKey * 60000) {
      milestones.mitigated = end(window.to, window.toKey, 'mitigated');
    }
  }
  if (!milestones.start) {
    const timed = own.filter((x) => x.time && x.sortKey !== undefined);
    // The earliest timed entries first (the first of equals first: the sort is stable), the lead-up skipped.
    const sorted = timed.slice().sort((a, b) => a.sortKey! - b.sortKey!);
    const e = sorted[leadUpCount(sorted, (t) => quick.test(t) && milestonesIn(t, extra, quick).length > 0)];
    if (e) {
      const p: MilestonePoint = { milestone: 'start', source: 'first-entry', line: e.line, range: e.time!.valueRange, raw: e.raw, sortKey: e.sortKey! };
      if (e.instant) p.instant = e.instant;
      milestones.start = p;
    }
  }
  const metric = (d: MetricDefinition): Metric | null => {
    const from = d.from.find((m) => milestones[m]?.sortKey !== undefined);
    const to = d.to.find((m) => milestones[m]?.sortKey !== undefined);
    if (!from || !to || !comparable(milestones[from]!, milestones[to]!)) return null;
    const minutes = Math.round((milestones[to]!.sortKey! - milestones[from]!.sortKey!) / 60000);
    return minutes >= 0 ? { minutes, from, to } : null;
  };
  return {
    milestones, timeline, keyEvents: key,
    impact: metric(definitions.impact),
    timeToDetect: metric(definitions.timeToDetect),
    timeToMitigate: metric(definitions.timeToMitigate),
    timeToResolve: metric(definitions.timeToResolve),
    definitions,
  };
}
