/**
 * The timeline as the preview, the `postmortem/timeline` request and `postmortem timeline` show it.
 */
import { formatDate } from './time/zone.js';
import type { AnalysisResult, TimelineEntry, TimelineView, TimelineViewEntry } from './types.js';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Minutes from the incident's start to an ordering key: the start is the metrics' (a stated start, else
 * the earliest timed entry), so the preview, hovers, inlay hints and code lenses count T+ from one origin.
 * An instant is measured only from a start that is an instant too.
 */
export function minutesFromStart(model: AnalysisResult['model'], key: number | undefined, isInstant: boolean): number | null {
  const start = model.metrics.milestones.start;
  if (key === undefined || start?.sortKey === undefined || (isInstant && !start.instant)) return null;
  return Math.round((key - start.sortKey) / 60000);
}

/**
 * Whether a place of a line is the `k`th entry's: on its line, from its start (from the line's start for
 * the first entry of the line) to the start of the next entry on the line (a line may hold several).
 */
export function entryOwns(timeline: readonly TimelineEntry[], k: number, line: number, character: number): boolean {
  const e = timeline[k]!;
  if (line !== e.line) return false;
  if (timeline[k - 1]?.line === line && character < e.range.start.character) return false;
  const next = timeline[k + 1];
  return !(next?.line === line && character >= next.range.start.character);
}

/** The items of `xs` grouped by line, each group in the order of `xs`. */
function byLine<T>(xs: readonly T[], lineOf: (x: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const x of xs) {
    const line = lineOf(x);
    const group = out.get(line);
    if (group) group.push(x);
    else out.set(line, [x]);
  }
  return out;
}

export function timelineView({ model, findings }: AnalysisResult): TimelineView {
  const metrics = model.metrics;
  // Newest first, the gap of an entry is the time from it to the entry above it.
  const dir = model.timelineOrder === 'newest-first' ? -1 : 1;
  const entries: TimelineViewEntry[] = [];
  // Findings and milestone points by line, so that each entry looks only at its own line's.
  const findingsOn = byLine(findings, (f) => f.range.start.line);
  const pointsOn = byLine(metrics.timeline, (p) => p.line);
  let prev: number | undefined;
  for (let k = 0; k < model.timeline.length; k++) {
    const e = model.timeline[k]!;
    const t = e.time;
    const key = e.sortKey;
    let label = e.raw;
    let date = e.date ? formatDate(e.date) : null;
    if (e.instant) {
      label = e.instant.slice(11, t?.second !== undefined ? 19 : 16);
      date = e.instant.slice(0, 10);
    } else if (t && !t.problem) {
      label = `${two(t.hour % 24)}:${two(t.minute)}${t.second !== undefined ? ':' + two(t.second) : ''}`;
    }
    const hasTime = key !== undefined && !!t;
    const problems = (findingsOn.get(e.line) ?? [])
      .filter((f) => entryOwns(model.timeline, k, f.range.start.line, f.range.start.character))
      .map((f) => ({ rule: f.rule, severity: f.severity, message: f.message }));
    const entry: TimelineViewEntry = {
      line: e.line, raw: e.raw, time: e.instant ?? null, label, date, text: e.text,
      gapMinutes: hasTime && prev !== undefined ? Math.round((dir * (key - prev)) / 60000) : null,
      offsetMinutes: hasTime ? minutesFromStart(model, key, e.instant !== undefined) : null,
      problems,
    };
    if (e.instant && t && e.zone && e.zone.kind !== 'utc') entry.written = t.raw;
    if (e.milestone) entry.milestone = e.milestone;
    const named = (pointsOn.get(e.line) ?? []).filter((p) => entryOwns(model.timeline, k, p.line, p.range.start.character)).map((p) => p.milestone);
    if (named.length > 0) entry.milestones = named;
    if (hasTime) prev = key;
    entries.push(entry);
  }
  // Start and end are the earliest and latest instants, whatever the document order.
  let start: string | null = null;
  let end: string | null = null;
  for (const e of model.timeline) {
    if (!e.instant) continue;
    if (start === null || e.instant < start) start = e.instant;
    if (end === null || e.instant > end) end = e.instant;
  }
  return {
    title: model.title ?? null,
    incidentDate: formatDate(model.incidentDate),
    zone: model.defaultZone?.label ?? null,
    start,
    end,
    durationMinutes: start && end ? Math.round((Date.parse(end) - Date.parse(start)) / 60000) : null,
    ...(model.timelineOrder ? { order: model.timelineOrder } : {}),
    metrics: {
      impactMinutes: metrics.impact?.minutes ?? null,
      timeToDetectMinutes: metrics.timeToDetect?.minutes ?? null,
      timeToMitigateMinutes: metrics.timeToMitigate?.minutes ?? null,
      timeToResolveMinutes: metrics.timeToResolve?.minutes ?? null,
      milestones: Object.fromEntries(Object.entries(metrics.milestones).map(([k, p]) => [k, p!.line])),
    },
    entries,
    problems: findings.map((f) => ({ rule: f.rule, severity: f.severity, message: f.message, line: f.range.start.line })),
  };
}
