/**
 * One postmortem → the facts the cross-incident report needs, read from the public analysis API only:
 * `analyze()`'s result (the model, its metrics, its findings) and the action items of
 * `core/model/actions.ts`. Nothing here re-reads the text beyond the model's own lines.
 *
 * Pure (no Node API): the CLI, the MCP server and tests call it alike.
 */
import { actionItems } from '../core/model/actions.js';
import type { Config } from '../core/config.js';
import type { AnalysisResult, Milestone, MetricName, SectionKind } from '../core/types.js';

export const METRIC_NAMES: readonly MetricName[] = ['timeToDetect', 'timeToMitigate', 'timeToResolve', 'impact'];

export interface ActionSummary {
  /** 1-based line of the item. */
  line: number;
  text: string;
  status: 'done' | 'open' | 'unknown';
  owner: string | null;
  tracking: string | null;
  /** ISO date (YYYY-MM-DD) the item is due, when the item states one. */
  due: string | null;
}

export interface IncidentSummary {
  path: string;
  title: string | null;
  /** YYYY-MM-DD, or null when the incident date or its year is unknown. */
  date: string | null;
  severity: string | null;
  severitySource: 'front-matter' | 'text' | null;
  /** 1-based line the severity was read from. */
  severityLine: number | null;
  services: string[];
  components: string[];
  /** Minutes, as `postmortem inspect` shows them (`metrics.*.minutes`); null when a milestone is missing. */
  metrics: Record<MetricName, number | null>;
  /** Milestone → 1-based line it was taken from. */
  milestones: Partial<Record<Milestone, number>>;
  actions: ActionSummary[];
  /** Required section kinds (config `requiredSections`) the document lacks. */
  missingSections: SectionKind[];
  timelineEntries: number;
  problems: { error: number; warning: number; info: number; hint: number };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Names from a front matter value: a list, or a comma-separated string; trimmed, lower-cased, deduplicated. */
function names(v: unknown): string[] {
  const raw = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  const out: string[] = [];
  for (const x of raw) {
    if (typeof x !== 'string' && typeof x !== 'number') continue;
    const n = String(x).trim().toLowerCase();
    if (n !== '' && n.length <= 80 && !out.includes(n)) out.push(n);
  }
  return out;
}

/** "SEV-1", "sev 1" → "SEV1"; "p2" → "P2"; words lower-cased ("Critical" → "critical"). */
export function normalizeSeverity(raw: string): string | null {
  const s = raw.trim().replace(/[*_`"']/g, '');
  if (s === '') return null;
  const sev = /^sev(?:erity)?[\s-]?([0-5])$/i.exec(s);
  if (sev) return `SEV${sev[1]}`;
  const p = /^p[\s-]?([0-5])$/i.exec(s);
  if (p) return `P${p[1]}`;
  if (/^[0-5]$/.test(s)) return `SEV${s}`;
  if (/^[\p{L}][\p{L} -]{0,20}$/u.test(s)) return s.toLowerCase();
  return null;
}

const SEVERITY_LABEL = /^[\s>*_-]*(?:severity|sev|sévérité|gravité)[*_]{0,2}\s*[:=|–—-]\s*[*_]{0,2}\s*(SEV[\s-]?[0-5]|P[\s-]?[0-5]|[0-5]\b|[\p{L}]{3,12})/iu;
const SEVERITY_TOKEN = /(?<![\w-])SEV[\s-]?([0-5])(?![\w-])/i;

function severityOf(result: AnalysisResult): Pick<IncidentSummary, 'severity' | 'severitySource' | 'severityLine'> {
  const { model } = result;
  const fm = model.frontMatter;
  const fmValue = fm ? fm['severity'] ?? fm['sev'] : undefined;
  if (fmValue !== undefined && (typeof fmValue === 'string' || typeof fmValue === 'number')) {
    const sev = normalizeSeverity(String(fmValue));
    if (sev) {
      const start = model.frontMatterRange?.start.line ?? 0;
      const end = model.frontMatterRange?.end.line ?? start;
      let line = start;
      for (let i = start; i <= end; i++) if (/^\s*sev(?:erity)?\s*:/i.test(model.lines[i] ?? '')) { line = i; break; }
      return { severity: sev, severitySource: 'front-matter', severityLine: line + 1 };
    }
  }
  // In the text: a "Severity: SEV2" label line first, else the first SEV-n token outside code.
  let token: { sev: string; line: number } | undefined;
  for (let i = 0; i < model.lines.length; i++) {
    if (model.code[i]) continue;
    const l = model.lines[i]!;
    if (model.frontMatterRange && i >= model.frontMatterRange.start.line && i <= model.frontMatterRange.end.line) continue;
    const m = SEVERITY_LABEL.exec(l);
    if (m) { const sev = normalizeSeverity(m[1]!); if (sev) return { severity: sev, severitySource: 'text', severityLine: i + 1 }; }
    if (!token) { const t = SEVERITY_TOKEN.exec(l); if (t) token = { sev: `SEV${t[1]}`, line: i }; }
  }
  if (token) return { severity: token.sev, severitySource: 'text', severityLine: token.line + 1 };
  return { severity: null, severitySource: null, severityLine: null };
}

const DUE_WORD = /\b(?:due|by|before|deadline|until|eta|échéance|avant le)\b[\s:]{0,3}(\d{4}-\d{2}-\d{2})\b/i;
const ISO_CELL = /^\s*(\d{4}-\d{2}-\d{2})\s*$/;

/**
 * The date an action item is due: an ISO date after "due", "by", "before", "deadline"… on the item's
 * line, or, in a table row, a cell holding nothing but an ISO date.
 */
function dueOf(line: string, kind: 'list-item' | 'table-row', tracking: string | undefined): string | null {
  const m = DUE_WORD.exec(line) ?? (tracking ? DUE_WORD.exec(tracking) ?? ISO_CELL.exec(tracking) : null);
  if (m) return m[1]!;
  if (kind === 'table-row') {
    for (const cell of line.split('|')) { const c = ISO_CELL.exec(cell); if (c) return c[1]!; }
  }
  return null;
}

/** The facts of one analysed document. `config` must be the one it was analysed with. */
export function summarize(path: string, result: AnalysisResult, config: Config): IncidentSummary {
  const { model, findings } = result;
  const d = model.incidentDate;
  const m = model.metrics;
  const metrics = {} as Record<MetricName, number | null>;
  for (const k of METRIC_NAMES) metrics[k] = m?.[k]?.minutes ?? null;
  const milestones: Partial<Record<Milestone, number>> = {};
  for (const [k, p] of Object.entries(m?.milestones ?? {})) if (p) milestones[k as Milestone] = p.line + 1;
  const present = new Set(model.sections.flatMap((s) => s.covers));
  const problems = { error: 0, warning: 0, info: 0, hint: 0 };
  for (const f of findings) problems[f.severity]++;
  const fm = model.frontMatter ?? {};
  return {
    path,
    title: model.title ?? (typeof fm['title'] === 'string' ? fm['title'] : null),
    date: d && d.year !== undefined ? `${d.year}-${pad(d.month)}-${pad(d.day)}` : null,
    ...severityOf(result),
    services: names(fm['services'] ?? fm['service']),
    components: names(fm['components'] ?? fm['component']),
    metrics,
    milestones,
    actions: actionItems(model).map((a) => ({
      line: a.line + 1, text: a.text, status: a.status, owner: a.owner ?? null, tracking: a.tracking ?? null,
      due: dueOf(model.lines[a.line] ?? '', a.kind, a.tracking),
    })),
    missingSections: config.requiredSections.filter((k) => k !== 'other' && !present.has(k)),
    timelineEntries: model.timeline.length,
    problems,
  };
}
