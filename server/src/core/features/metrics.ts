/**
 * Incident metrics and action-item counts as the language server shows them: the milestone part of a
 * hover ("**Detected** · time to detect 15 min (from the start at 08:58 UTC)"), the metrics appended to
 * the timeline code lens ("detected in 15 min · mitigated in 33 min") and the corrective-actions lens
 * ("3 open · 1 done · 2 without owner"). Pure: reads the metrics and action items the model already has.
 */
import type { ActionItem } from '../model/actions.js';
import type { IncidentMetrics, Metric, MetricName, Milestone, MilestonePoint, Position, Postmortem, Range, Section } from '../types.js';
import { NOTHING_WORDS } from '../locale/index.js';
import { wordTrie } from '../text.js';
import { humanDuration } from './duration.js';
import { comparePosition, containsPosition } from './ranges.js';

export const MILESTONE_LABEL: Record<Milestone, string> = {
  start: 'Start', detected: 'Detected', acknowledged: 'Acknowledged', mitigated: 'Mitigated', resolved: 'Resolved',
};

const METRIC_LABEL: Record<MetricName, string> = {
  impact: 'impact', timeToDetect: 'time to detect', timeToMitigate: 'time to mitigate', timeToResolve: 'time to resolve',
};

const METRIC_NAMES: readonly MetricName[] = ['timeToDetect', 'timeToMitigate', 'timeToResolve', 'impact'];

/** "08:58 UTC", with the date when it is not the reference point's day; as written when there is no instant. */
function pointTime(p: MilestonePoint, ref?: MilestonePoint): string {
  if (!p.instant) return p.raw;
  const hm = p.instant.slice(11, 19).replace(/:00$/, '');
  return ref?.instant && ref.instant.slice(0, 10) === p.instant.slice(0, 10) ? `${hm} UTC` : `${p.instant.slice(0, 10)} ${hm} UTC`;
}

function whereFrom(p: MilestonePoint): string {
  switch (p.source) {
    case 'front-matter': return 'the front matter';
    case 'key-event': return `the key event on line ${p.line + 1}`;
    case 'impact-window': return `the impact window on line ${p.line + 1}`;
    default: return `line ${p.line + 1}`;
  }
}

/** "(from the start at 08:58 UTC)", "(from the first entry at 09:04 UTC: no start is stated)". */
function fromLabel(metrics: IncidentMetrics, m: Metric, here: MilestonePoint): string {
  const p = metrics.milestones[m.from]!;
  const at = pointTime(p, here);
  if (p.source === 'first-entry') return `(from the first entry at ${at}: no start is stated)`;
  if (p.source === 'impact-window') return `(from the impact window's start at ${at}, line ${p.line + 1})`;
  return m.from === 'start' ? `(from the start at ${at})` : `(from ${m.from} at ${at})`;
}

/** Is `p` the point the metrics use for its milestone (same source and line)? */
function isChosen(metrics: IncidentMetrics, p: MilestonePoint): boolean {
  const c = metrics.milestones[p.milestone];
  return !!c && c.line === p.line && c.source === p.source;
}

/** One hover line for a milestone point. */
function milestoneLine(metrics: IncidentMetrics, p: MilestonePoint): string {
  const head = `**${MILESTONE_LABEL[p.milestone]}**`;
  if (!isChosen(metrics, p)) {
    const c = metrics.milestones[p.milestone]!;
    return `${head} · the metrics take ${p.milestone} from ${whereFrom(c)} (${pointTime(c, p)})`;
  }
  const ending = METRIC_NAMES.map((n) => [n, metrics[n]] as const).filter((x): x is readonly [MetricName, Metric] => x[1]?.to === p.milestone);
  // Group the metrics that end here by where they are measured from (the defaults all start at `start`).
  const groups = new Map<Milestone, [MetricName, Metric][]>();
  for (const [n, m] of ending) groups.set(m.from, [...(groups.get(m.from) ?? []), [n, m]]);
  const parts = [...groups.values()].map((g) => `${g.map(([n, m]) => `${METRIC_LABEL[n]} ${humanDuration(m.minutes)}`).join(', ')} ${fromLabel(metrics, g[0]![1], p)}`);
  const starts = METRIC_NAMES.some((n) => metrics[n]?.from === p.milestone);
  if (parts.length === 0 && starts) {
    return p.source === 'first-entry'
      ? `${head} · no start is stated: the metrics are measured from this first entry`
      : `${head} · the metrics are measured from here`;
  }
  return parts.length ? `${head} · ${parts.join(' · ')}` : head;
}

export interface MilestoneHover { lines: string[]; range: Range }

/**
 * The milestone part of a hover at `pos`: on a timeline entry that names a milestone (its time or its
 * text), on the time of a key-event line ("Detected: 09:13 UTC"), or on a milestone key of the front matter.
 * `time`: the range of the time under the cursor, if any.
 */
export function milestoneHover(metrics: IncidentMetrics, model: Postmortem, pos: Position, time: Range | undefined): MilestoneHover | undefined {
  // A timeline entry answers from its time to the end of its line, or to the next entry on its line (its range is the time alone).
  const tl = model.timeline;
  let k = tl.findIndex((x) => x.line === pos.line);
  while (k >= 0 && tl[k + 1]?.line === pos.line && pos.character >= tl[k + 1]!.range.start.character) k++;
  const e = k >= 0 ? tl[k] : undefined;
  const next = tl[k + 1]?.line === pos.line ? tl[k + 1]!.range.start.character : undefined;
  const lineEnd = next ?? model.lines[pos.line]?.length ?? 0;
  const entry = e && pos.character >= e.range.start.character && pos.character <= lineEnd
    ? { range: { start: e.range.start, end: { line: pos.line, character: lineEnd } } } : undefined;
  const points: MilestonePoint[] = [];
  let range: Range | undefined;
  for (const p of [...metrics.timeline, ...metrics.keyEvents]) {
    if (p.line !== pos.line) continue;
    const here = p.source === 'timeline' ? !!entry && p.range.start.character >= e!.range.start.character && (next === undefined || p.range.start.character < next)
      : p.source === 'key-event' ? !!time && comparePosition(time.start, p.range.start) === 0
        : containsPosition(p.range, pos);
    if (!here) continue;
    points.push(p);
    range ??= time ?? (p.source === 'timeline' ? entry!.range : p.range);
  }
  const start = metrics.milestones.start;
  if (start?.source === 'first-entry' && entry && start.line === pos.line && start.range.start.character >= e!.range.start.character && (next === undefined || start.range.start.character < next)) {
    points.unshift(start);
    range ??= time ?? entry.range;
  }
  if (points.length === 0 || !range) return undefined;
  return { lines: points.map((p) => milestoneLine(metrics, p)), range };
}

/**
 * The metrics for the timeline code lens, "detected in 15 min · mitigated in 33 min · resolved in 1 h 07 min".
 * The time to resolve is left out when it only repeats the timeline's span (`spanMinutes`, already in the
 * lens); the impact only when it is measured between other milestones than those (custom definitions).
 */
export function metricsLensParts(metrics: IncidentMetrics, spanMinutes: number | null): string[] {
  const out: string[] = [];
  const shown: Metric[] = [];
  for (const n of ['timeToDetect', 'timeToMitigate', 'timeToResolve'] as const) {
    const m = metrics[n];
    if (!m) continue;
    if (n === 'timeToResolve' && m.minutes === spanMinutes) { shown.push(m); continue; }
    out.push(`${m.to} in ${humanDuration(m.minutes)}`);
    shown.push(m);
  }
  const impact = metrics.impact;
  if (impact && !shown.some((m) => m.from === impact.from && m.to === impact.to)) out.push(`impact ${humanDuration(impact.minutes)}`);
  return out;
}

export interface ActionCounts { section: Section; open: number; done: number; withoutOwner: number }

/** Items that say there is nothing to do ("None", "N/A", "Aucune") are not counted; the action-item rule skips them too. */
export const NOTHING = new RegExp(String.raw`^(?:${wordTrie(NOTHING_WORDS, { flags: 'i' })})\.?$`, 'i');

/** Open / done counts per corrective-actions section, in document order. Open items lacking an owner are counted. */
export function actionCounts(items: readonly ActionItem[]): ActionCounts[] {
  const bySection = new Map<Section, ActionCounts>();
  for (const item of items) {
    if (item.text === '' || NOTHING.test(item.text)) continue;
    let c = bySection.get(item.section);
    if (!c) { c = { section: item.section, open: 0, done: 0, withoutOwner: 0 }; bySection.set(item.section, c); }
    if (item.status === 'done') c.done++;
    else {
      c.open++;
      if (!item.owner) c.withoutOwner++;
    }
  }
  return [...bySection.values()].sort((a, b) => a.section.headingRange.start.line - b.section.headingRange.start.line);
}

/** "3 open · 1 done · 2 without owner". */
export function actionLensTitle(c: ActionCounts): string {
  return `${c.open} open · ${c.done} done${c.withoutOwner > 0 ? ` · ${c.withoutOwner} without owner` : ''}`;
}
