/**
 * The timeline as the preview, the `postmortem/timeline` request and `postmortem timeline` show it.
 */
import { formatDate } from './time/zone.js';
import { ownTimeline } from './model/timeline/entries.js';
import { messagesFor } from './locale/messages.js';
import { placeCount, ruleFixFindings } from './fix.js';
import type { AnalysisResult, Finding, TimelineEntry, TimelineProblemGroup, TimelineView, TimelineViewEntry } from './types.js';

/** A problem is grouped when one rule gives it (the same text) on at least this many timeline entries. */
export const GROUP_MIN = 3;

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
  // A finding that stands for several places (`Finding.related`) is on each of their entries too.
  const placed = findings.flatMap((f) => [{ f, at: f.range.start }, ...(f.related ?? []).map((r) => ({ f, at: r.start }))]);
  const findingsOn = byLine(placed, (p) => p.at.line);
  const pointsOn = byLine(metrics.timeline, (p) => p.line);
  const owned: Finding[][] = [];
  // Status updates beside the timeline are a log of their own, often newest first: no gap, which would read as one between
  // events of the timeline.
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
    const own = (findingsOn.get(e.line) ?? []).filter((p) => entryOwns(model.timeline, k, p.at.line, p.at.character)).map((p) => p.f);
    owned.push(own);
    const problems: TimelineViewEntry['problems'] = own.map((f) => ({ rule: f.rule, severity: f.severity, message: f.message }));
    const entry: TimelineViewEntry = {
      line: e.line, raw: e.raw, time: e.instant ?? null, label, date, text: e.text,
      gapMinutes: hasTime && !e.statusUpdate && prev !== undefined ? Math.round((dir * (key - prev)) / 60000) : null,
      offsetMinutes: hasTime ? minutesFromStart(model, key, e.instant !== undefined) : null,
      problems,
    };
    if (e.instant && t && e.zone && e.zone.kind !== 'utc') entry.written = t.raw;
    if (e.milestone) entry.milestone = e.milestone;
    const named = (pointsOn.get(e.line) ?? []).filter((p) => entryOwns(model.timeline, k, p.line, p.range.start.character)).map((p) => p.milestone);
    if (named.length > 0) entry.milestones = named;
    if (e.statusUpdate) entry.statusUpdate = true;
    if (hasTime && !e.statusUpdate) prev = key;
    entries.push(entry);
  }
  const groups = problemGroups({ model, findings }, entries, owned);
  // Start and end are the earliest and latest instants of the timeline's own entries, whatever the document order.
  let start: string | null = null;
  let end: string | null = null;
  for (const e of ownTimeline(model)) {
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
    ...(groups.length ? { groups } : {}),
    problems: findings.map((f) => ({ rule: f.rule, severity: f.severity, message: f.message, line: f.range.start.line })),
  };
}

const groupKey = (f: Finding): string => `${f.rule}\u0000${f.group ?? f.message}`;

/**
 * The problems one rule gives with the same text (`Finding.group`, else the message) on `GROUP_MIN`
 * timeline entries or more, in the order of their first entry; each such problem of an entry is marked
 * `grouped`. Linear: one pass over the entries' findings, one over the document's.
 */
function problemGroups({ model, findings }: Pick<AnalysisResult, 'model' | 'findings'>, entries: TimelineViewEntry[], owned: Finding[][]): TimelineProblemGroup[] {
  const byKey = new Map<string, { first: Finding; entries: number[]; fixable: boolean }>();
  owned.forEach((own, k) => {
    for (const f of own) {
      const key = groupKey(f);
      let g = byKey.get(key);
      if (!g) byKey.set(key, (g = { first: f, entries: [], fixable: false }));
      if (g.entries[g.entries.length - 1] !== k) g.entries.push(k);
      if (f.fix && f.fix.edits.length) g.fixable = true;
    }
  });
  const kept = [...byKey].filter(([, g]) => g.entries.length >= GROUP_MIN);
  if (!kept.length) return [];
  // What each rule's fix-all applies (the fixes `ruleFixFindings` takes), and their one title if they share it.
  const rules = new Map<string, { count: number; titles: Set<string> }>();
  for (const rule of new Set(kept.map(([, g]) => g.first.rule))) {
    const fixed = ruleFixFindings(findings, rule);
    if (fixed.length) rules.set(rule, { count: placeCount(fixed), titles: new Set(fixed.map((f) => f.fix!.title)) });
  }
  const m = messagesFor(model.locale);
  const keys = new Set(kept.map(([key]) => key));
  entries.forEach((e, k) => {
    owned[k]!.forEach((f, i) => { if (keys.has(groupKey(f))) e.problems[i]!.grouped = true; });
  });
  return kept.map(([, g]) => {
    const fix = g.fixable ? rules.get(g.first.rule) : undefined;
    const out: TimelineProblemGroup = {
      rule: g.first.rule, severity: g.first.severity, message: g.first.group ?? g.first.message,
      lines: g.entries.map((k) => entries[k]!.line), fixable: fix?.count ?? 0,
    };
    if (fix) {
      const title = fix.titles.size === 1 ? [...fix.titles][0]! : undefined;
      out.fixTitle = title ? m.t('fix-all.titled', { title, count: fix.count }) : m.t('fix-all.count', { count: fix.count });
    }
    return out;
  });
}
