/**
 * The extension host's own analysis, for the Incidents view and the language-model tools: the core's
 * `analyze`, the report's `summarize`, the CLI's text formats and timeline text, and the safe fixes.
 * Pure (no VS Code API, no file access): `incidents.ts` and `lm-tools.ts` read the files and hand the
 * text over. Bundled apart as `client/out/analysis.js` and loaded the first time it is needed, so
 * activating the extension does not load the core.
 */
import { Analyzer } from '../../server/src/core/analyze.js';
import type { Config } from '../../server/src/core/config.js';
import { postmortemReason } from '../../server/src/core/features/detect.js';
import { safeFixEdits } from '../../server/src/core/fix.js';
import { RULE_IDS } from '../../server/src/core/rules/index.js';
import type { AnalysisResult, MetricName, TextEdit } from '../../server/src/core/types.js';
import { formatText, jsonDiagnostic } from '../../server/src/cli/format.js';
import { timelineText } from '../../server/src/cli/timeline-text.js';
import { documentConfig, rcFromText } from '../../server/src/lsp/config-doc.js';
import { FilesMatcher } from '../../server/src/lsp/paths.js';
import { METRIC_NAMES, summarize, type IncidentSummary } from '../../server/src/report/summary.js';
import { formatDuration } from '../../preview/render.js';

/** A config file's text, as `web-config.ts` finds it. */
export interface ConfigText { uri: string; name: string; text: string }

const analyzers = new Map<string, { config: Config; analyzer: Analyzer }>();

/** A document's config as the language server builds it: the folder's settings, then the nearest config file. */
export function configFor(settings: unknown, rc: ConfigText | undefined): Config {
  const file = rc ? { path: rc.uri, file: rcFromText(rc.uri, rc.name, rc.text, RULE_IDS) } : undefined;
  return documentConfig(settings, file, RULE_IDS, () => undefined).config;
}

/** One analyzer per distinct config (by its JSON), as the CLI keeps one per config file. */
export function analyzeText(text: string, config: Config): AnalysisResult {
  const key = JSON.stringify(config);
  let entry = analyzers.get(key);
  if (!entry) {
    if (analyzers.size > 8) analyzers.clear();
    entry = { config, analyzer: new Analyzer(config) };
    analyzers.set(key, entry);
  }
  return entry.analyzer.analyze(text);
}

/** A document's report summary, the 0-based line of its title and of the milestone each metric ends at. */
export interface Incident { summary: IncidentSummary; titleLine: number; metricLines: Partial<Record<MetricName, number>> }

/** The report's summary of a document, or undefined when it is not a postmortem (the language server's rule). */
export function summarizeText(path: string, text: string, config: Config, pathMatches: boolean): Incident | undefined {
  const result = analyzeText(text, config);
  const { model } = result;
  if (!postmortemReason(model, pathMatches)) return undefined;
  const metricLines: Partial<Record<MetricName, number>> = {};
  for (const k of METRIC_NAMES) {
    const to = model.metrics[k]?.to;
    const point = to ? model.metrics.milestones[to] : undefined;
    if (point) metricLines[k] = point.line;
  }
  return { summary: summarize(path, result, config), titleLine: model.titleRange?.start.line ?? 0, metricLines };
}

export const METRIC_LABELS: Record<MetricName, string> = { timeToDetect: 'TTD', timeToMitigate: 'TTM', timeToResolve: 'TTR', impact: 'Impact' };

/** One row of the Incidents view; `line` is 0-based, where a click puts the cursor. */
export interface IncidentNode { label: string; description?: string; line: number; kind: 'incident' | 'metric' | 'action'; children?: IncidentNode[] }

/**
 * A summary → its tree: "date · title" (at the title's line), then each metric measured (at the line
 * of the milestone it ends at) and each action item not done.
 */
export function incidentNode({ summary: s, titleLine, metricLines }: Incident, fileName: string): IncidentNode {
  const children: IncidentNode[] = [];
  for (const k of METRIC_NAMES) {
    const minutes = s.metrics[k];
    if (minutes === null) continue;
    children.push({ kind: 'metric', label: `${METRIC_LABELS[k]} ${formatDuration(minutes)}`, line: metricLines[k] ?? titleLine });
  }
  for (const a of s.actions) {
    if (a.status === 'done') continue;
    children.push({ kind: 'action', label: a.text, description: [a.owner, a.due && `due ${a.due}`].filter(Boolean).join(' · ') || undefined, line: a.line - 1 });
  }
  const label = `${s.date ?? 'undated'} · ${s.title ?? fileName}`;
  const description = [s.severity, problemsText(s.problems)].filter(Boolean).join(' · ') || undefined;
  return { kind: 'incident', label, description, line: titleLine, children };
}

function problemsText(p: IncidentSummary['problems']): string {
  const n = p.error + p.warning;
  return n === 0 ? '' : `${n} problem${n === 1 ? '' : 's'}`;
}

/** `postmortem_lint`: the CLI's text format, then the findings as the CLI's JSON diagnostics. */
export function lintReport(path: string, result: AnalysisResult): { text: string; json: unknown } {
  const findings = result.findings;
  const text = findings.length ? formatText([{ path, findings }], false) : `${path}: no problems\n`;
  return { text, json: { path, diagnostics: findings.map(jsonDiagnostic) } };
}

/** `postmortem_timeline`: what `postmortem timeline <file>` prints. */
export { timelineText };

/** `postmortem_fix`: the safe fixes' edits and what they fix (rule and 1-based line each). */
export function fixPlan(result: AnalysisResult): { edits: TextEdit[]; fixed: { rule: string; line: number; message: string }[]; remaining: number } {
  const edits = safeFixEdits(result.findings);
  const taken = new Set(edits);
  const fixed = result.findings.filter((f) => f.fix?.safe && f.fix.edits.some((e) => taken.has(e))).map((f) => ({ rule: f.rule, line: f.range.start.line + 1, message: f.message }));
  return { edits, fixed, remaining: result.findings.length - fixed.length };
}

const files = new FilesMatcher();
/** Does a file match the `postmortem.files` globs (relative to a workspace folder, or absolute)? As the server decides. */
export function pathMatches(uri: string, globs: readonly string[], roots: readonly string[]): boolean {
  return files.matches(uri, globs, roots);
}

/** `postmortem_fix`'s answer: what was fixed, line by line, and what remains. */
export function fixSummary(path: string, plan: ReturnType<typeof fixPlan>): string {
  if (plan.fixed.length === 0) return `${path}: nothing safe to fix (${plan.remaining} problem${plan.remaining === 1 ? '' : 's'} remain).\n`;
  const lines = [`${path}: fixed ${plan.fixed.length} problem${plan.fixed.length === 1 ? '' : 's'} (${plan.edits.length} edit${plan.edits.length === 1 ? '' : 's'}); ${plan.remaining} remain.`];
  for (const f of plan.fixed) lines.push(`  line ${f.line} ${f.rule}: ${f.message}`);
  return lines.join('\n') + '\n';
}
