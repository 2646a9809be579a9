/**
 * Incident summaries → the cross-incident report (`postmortem report`, the MCP `report` tool).
 * The JSON shape is documented in docs/report.md; `REPORT_SCHEMA_VERSION` changes when it does.
 *
 * Durations are skewed (a few long incidents dominate any mean), so every duration is given as a
 * distribution: sample size, median, p90, min, max, a histogram, and the incidents that lacked the
 * milestones. There is deliberately no mean. Pure: no Node API.
 */
import type { MetricName } from '../core/types.js';
import { METRIC_NAMES, type ActionSummary, type IncidentSummary } from './summary.js';

export const REPORT_SCHEMA_VERSION = 1;

/** Histogram bucket edges in minutes: lower bounds, the last bucket is open-ended. */
export const HISTOGRAM_EDGES = [0, 5, 15, 30, 60, 120, 240, 480, 1440] as const;

export interface Bucket { label: string; from: number; to: number | null; count: number }

export interface Distribution {
  /** Incidents the value is known for. */
  n: number;
  median: number | null;
  /** Nearest-rank 90th percentile. */
  p90: number | null;
  min: number | null;
  max: number | null;
  histogram: Bucket[];
  /** Files of the incidents that lacked the milestones this metric needs. */
  missing: string[];
}

export interface FileRef { path: string; line: number }

export interface ReportAction extends ActionSummary {
  path: string;
  overdue: boolean;
}

export interface Report {
  schemaVersion: number;
  generatedFor: { asOf: string; since: string | null; paths: string[] };
  incidents: {
    total: number;
    /** Documents left out by --since (dated before it, or undated). */
    excluded: { beforeSince: number; undated: number };
    /** Every month from the first to the last dated incident, empty months included. */
    byMonth: { month: string; count: number; files: string[] }[];
    undated: string[];
    bySeverity: { severity: string; count: number; files: FileRef[] }[];
  };
  metrics: Record<MetricName, Distribution>;
  /** By calendar quarter of the incident date: count and each metric's n, median and p90. */
  quarters: { quarter: string; incidents: number; metrics: Record<MetricName, { n: number; median: number | null; p90: number | null }> }[];
  actions: {
    total: number; open: number; done: number; unknownStatus: number; withoutOwner: number; overdue: number;
    /** Overdue first (oldest due date first), then open without owner, then the rest of the open ones, then done. */
    items: ReportAction[];
  };
  quality: {
    documents: number;
    missingRequiredSections: number;
    withoutTimeline: number;
    problemsPerDocument: { median: number | null; p90: number | null; max: number | null };
    /** Every document with a problem, worst first (errors, then warnings, then all problems). */
    worst: { path: string; error: number; warning: number; info: number; hint: number; total: number; missingSections: string[]; timeline: boolean }[];
  };
  recurring: {
    heuristic: string;
    services: { name: string; count: number; files: string[] }[];
    components: { name: string; count: number; files: string[] }[];
  };
  incidentList: IncidentSummary[];
}

export const RECURRING_HEURISTIC = 'A service or component recurs when the front matter of two or more incidents in the period names it '
  + '(keys services/service and components/component, a list or a comma-separated string), compared case-insensitively after trimming. '
  + 'Names in the prose are not counted.';

function sorted(values: number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** Median of sorted values (mean of the two middle ones for an even count). */
export function median(s: readonly number[]): number | null {
  if (s.length === 0) return null;
  const h = s.length >> 1;
  return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
}

/** Nearest-rank percentile of sorted values: the smallest value with at least p% of values at or below it. */
export function percentile(s: readonly number[], p: number): number | null {
  if (s.length === 0) return null;
  return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)]!;
}

function bucketLabel(from: number, to: number | null): string {
  const f = (m: number) => (m >= 60 ? `${m / 60}h` : `${m}m`);
  return to === null ? `≥ ${f(from)}` : `${f(from)}–${f(to)}`;
}

export function histogram(values: readonly number[]): Bucket[] {
  return HISTOGRAM_EDGES.map((from, i) => {
    const to = HISTOGRAM_EDGES[i + 1] ?? null;
    return { label: bucketLabel(from, to), from, to, count: values.filter((v) => v >= from && (to === null || v < to)).length };
  });
}

export function distribution(incidents: readonly IncidentSummary[], metric: MetricName): Distribution {
  const values: number[] = [];
  const missing: string[] = [];
  for (const i of incidents) {
    const v = i.metrics[metric];
    if (v === null) missing.push(i.path); else values.push(v);
  }
  const s = sorted(values);
  return { n: s.length, median: median(s), p90: percentile(s, 90), min: s[0] ?? null, max: s[s.length - 1] ?? null, histogram: histogram(s), missing };
}

function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  const [ly, lm] = last.split('-').map(Number) as [number, number];
  while (y < ly || (y === ly && m <= lm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    if (++m > 12) { m = 1; y++; }
  }
  return out;
}

const quarterOf = (date: string) => `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;

function groupNames(incidents: readonly IncidentSummary[], key: 'services' | 'components') {
  const by = new Map<string, string[]>();
  for (const i of incidents) for (const n of i[key]) { const files = by.get(n) ?? []; files.push(i.path); by.set(n, files); }
  return [...by].filter(([, files]) => files.length >= 2).map(([name, files]) => ({ name, count: files.length, files }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export interface ReportOptions {
  /** YYYY-MM-DD: incidents dated before it, and undated ones, are left out. */
  since?: string;
  /** YYYY-MM-DD "today" for overdue action items. */
  asOf: string;
  /** The paths the run was given (for the record). */
  paths: string[];
}

export function buildReport(all: readonly IncidentSummary[], options: ReportOptions): Report {
  const since = options.since ?? null;
  let beforeSince = 0; let undatedExcluded = 0;
  const incidents = since === null ? [...all] : all.filter((i) => {
    if (i.date === null) { undatedExcluded++; return false; }
    if (i.date < since) { beforeSince++; return false; }
    return true;
  });

  const dated = incidents.filter((i) => i.date !== null).sort((a, b) => a.date!.localeCompare(b.date!) || a.path.localeCompare(b.path));
  const byMonthMap = new Map<string, string[]>();
  for (const i of dated) { const k = i.date!.slice(0, 7); byMonthMap.set(k, [...(byMonthMap.get(k) ?? []), i.path]); }
  const byMonth = dated.length === 0 ? [] : monthsBetween(dated[0]!.date!.slice(0, 7), dated[dated.length - 1]!.date!.slice(0, 7))
    .map((month) => ({ month, count: byMonthMap.get(month)?.length ?? 0, files: byMonthMap.get(month) ?? [] }));

  const sevMap = new Map<string, FileRef[]>();
  for (const i of incidents) {
    const k = i.severity ?? 'unknown';
    sevMap.set(k, [...(sevMap.get(k) ?? []), { path: i.path, line: i.severityLine ?? 1 }]);
  }
  const bySeverity = [...sevMap].map(([severity, files]) => ({ severity, count: files.length, files }))
    .sort((a, b) => (a.severity === 'unknown' ? 1 : 0) - (b.severity === 'unknown' ? 1 : 0) || a.severity.localeCompare(b.severity, 'en', { numeric: true }));

  const metrics = Object.fromEntries(METRIC_NAMES.map((k) => [k, distribution(incidents, k)])) as Record<MetricName, Distribution>;

  const qMap = new Map<string, IncidentSummary[]>();
  for (const i of dated) { const q = quarterOf(i.date!); qMap.set(q, [...(qMap.get(q) ?? []), i]); }
  const quarters = [...qMap].sort(([a], [b]) => a.localeCompare(b)).map(([quarter, list]) => ({
    quarter, incidents: list.length,
    metrics: Object.fromEntries(METRIC_NAMES.map((k) => { const d = distribution(list, k); return [k, { n: d.n, median: d.median, p90: d.p90 }]; })) as Report['quarters'][number]['metrics'],
  }));

  const items: ReportAction[] = incidents.flatMap((i) => i.actions.map((a) => ({ ...a, path: i.path, overdue: a.status !== 'done' && a.due !== null && a.due < options.asOf })));
  const rank = (a: ReportAction) => (a.overdue ? 0 : a.status === 'done' ? 3 : a.owner === null ? 1 : 2);
  items.sort((a, b) => rank(a) - rank(b) || (a.overdue ? a.due!.localeCompare(b.due!) : 0) || a.path.localeCompare(b.path) || a.line - b.line);

  const problemCounts = sorted(incidents.map((i) => i.problems.error + i.problems.warning + i.problems.info + i.problems.hint));
  const worst = incidents.map((i) => ({ path: i.path, ...i.problems, total: i.problems.error + i.problems.warning + i.problems.info + i.problems.hint, missingSections: i.missingSections, timeline: i.timelineEntries > 0 }))
    .filter((w) => w.total > 0 || w.missingSections.length > 0 || !w.timeline)
    .sort((a, b) => b.error - a.error || b.warning - a.warning || b.total - a.total || a.path.localeCompare(b.path));

  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    generatedFor: { asOf: options.asOf, since, paths: options.paths },
    incidents: {
      total: incidents.length,
      excluded: { beforeSince, undated: undatedExcluded },
      byMonth,
      undated: incidents.filter((i) => i.date === null).map((i) => i.path),
      bySeverity,
    },
    metrics,
    quarters,
    actions: {
      total: items.length,
      open: items.filter((a) => a.status !== 'done').length,
      done: items.filter((a) => a.status === 'done').length,
      unknownStatus: items.filter((a) => a.status === 'unknown').length,
      withoutOwner: items.filter((a) => a.owner === null && a.status !== 'done').length,
      overdue: items.filter((a) => a.overdue).length,
      items,
    },
    quality: {
      documents: incidents.length,
      missingRequiredSections: incidents.filter((i) => i.missingSections.length > 0).length,
      withoutTimeline: incidents.filter((i) => i.timelineEntries === 0).length,
      problemsPerDocument: { median: median(problemCounts), p90: percentile(problemCounts, 90), max: problemCounts[problemCounts.length - 1] ?? null },
      worst,
    },
    recurring: { heuristic: RECURRING_HEURISTIC, services: groupNames(incidents, 'services'), components: groupNames(incidents, 'components') },
    incidentList: incidents,
  };
}
