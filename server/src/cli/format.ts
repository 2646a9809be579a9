/** Output formats of `postmortem lint` and the `inspect` JSON. Positions become 1-based here, and only here. */
import { formatDate } from '../core/time/zone.js';
import { RULES } from '../core/rules/index.js';
import { actionItems } from '../core/model/actions.js';
import type { AnalysisResult, Finding } from '../core/types.js';

export const DOCS_URL = 'https://github.com/postmortem-studio/postmortem-studio/blob/main/docs/rules.md';

export interface FileResult { path: string; findings: Finding[] }

export function oneBased(f: Finding) {
  return { line: f.range.start.line + 1, column: f.range.start.character + 1, endLine: f.range.end.line + 1, endColumn: f.range.end.character + 1 };
}

export function formatText(results: FileResult[], color: boolean): string {
  const c = (code: string, s: string) => (color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const sevColor: Record<string, string> = { error: '31', warning: '33', info: '36', hint: '90' };
  const out: string[] = [];
  let errors = 0; let warnings = 0; let infos = 0; let fixable = 0;
  for (const { path, findings } of results) {
    for (const f of findings) {
      const p = oneBased(f);
      out.push(`${path}:${p.line}:${p.column} ${c(sevColor[f.severity] ?? '0', f.severity)} ${c('2', f.rule)} ${f.message}`);
      if (f.severity === 'error') errors++; else if (f.severity === 'warning') warnings++; else infos++;
      if (f.fix?.safe) fixable++;
    }
  }
  const files = results.length;
  const total = errors + warnings + infos;
  const summary = total === 0
    ? `${files} file${files === 1 ? '' : 's'} checked, no problems.`
    : `${files} file${files === 1 ? '' : 's'} checked: ${total} problem${total === 1 ? '' : 's'} (${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}, ${infos} info)${fixable ? `, ${fixable} fixable with --fix` : ''}.`;
  out.push(summary);
  return out.join('\n') + '\n';
}

export function formatJson(results: FileResult[]): string {
  return JSON.stringify(results.map(({ path, findings }) => ({
    path,
    diagnostics: findings.map((f) => ({ rule: f.rule, severity: f.severity, message: f.message, ...oneBased(f), fixable: !!f.fix })),
  })), null, 2) + '\n';
}

export function formatSarif(results: FileResult[], version: string): string {
  const level = (s: string) => (s === 'error' ? 'error' : s === 'warning' ? 'warning' : 'note');
  return JSON.stringify({
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{
      tool: { driver: {
        name: 'postmortem', version, informationUri: DOCS_URL,
        rules: RULES.map((r) => ({ id: r.id, shortDescription: { text: r.description }, helpUri: `${DOCS_URL}#${r.id}`, defaultConfiguration: { level: level(r.defaultSeverity) } })),
      } },
      results: results.flatMap(({ path, findings }) => findings.map((f) => {
        const p = oneBased(f);
        return {
          ruleId: f.rule, level: level(f.severity), message: { text: f.message },
          locations: [{ physicalLocation: { artifactLocation: { uri: path.split('\\').join('/') }, region: { startLine: p.line, startColumn: p.column, endLine: p.endLine, endColumn: p.endColumn } } }],
        };
      })),
    }],
  }, null, 2) + '\n';
}

export function inspectJson(path: string, { model, findings }: AnalysisResult) {
  return {
    path,
    locale: model.locale,
    title: model.title ?? null,
    incidentDate: formatDate(model.incidentDate) ?? (model.incidentDate ? `--${String(model.incidentDate.month).padStart(2, '0')}-${String(model.incidentDate.day).padStart(2, '0')}` : null),
    timezone: model.defaultZone?.label ?? null,
    frontMatter: model.frontMatter ?? null,
    sections: model.sections.map((s) => ({ kind: s.kind, covers: s.covers, title: s.title, line: s.headingRange.start.line + 1, implicit: s.implicit, via: s.via, level: s.level, empty: s.empty })),
    timeline: model.timeline.map((e) => ({ line: e.line + 1, raw: e.raw, time: e.instant ?? null, date: formatDate(e.date), zone: e.zone?.label ?? null, text: e.text, kind: e.kind, milestone: e.milestone ?? null })),
    times: model.times.map((t) => ({ line: t.range.start.line + 1, column: t.range.start.character + 1, raw: t.raw, time: t.instant ?? null, zone: t.effectiveZone?.label ?? null, inTimeline: t.inTimeline, problem: t.problem ?? null })),
    dates: model.dates.map((d) => ({ line: d.range.start.line + 1, column: d.range.start.character + 1, raw: d.raw, date: formatDate(d.date), problem: d.problem ?? null })),
    diagnostics: findings.map((f) => ({ rule: f.rule, severity: f.severity, message: f.message, ...oneBased(f), fixable: !!f.fix })),
    metrics: metricsJson(model),
    actionItems: actionItems(model).map((a) => ({ line: a.line + 1, text: a.text, status: a.status, owner: a.owner ?? null, tracking: a.tracking ?? null })),
  };
}

/** Milestones (1-based lines) and metrics in minutes, for `inspect`. */
export function metricsJson(model: AnalysisResult['model']) {
  const m = model.metrics;
  const metric = (x: typeof m.impact) => (x ? { minutes: x.minutes, from: x.from, to: x.to } : null);
  return {
    milestones: Object.fromEntries(Object.entries(m.milestones).map(([k, p]) => [k, { line: p!.line + 1, time: p!.instant ?? null, raw: p!.raw, source: p!.source }])),
    impact: metric(m.impact),
    timeToDetect: metric(m.timeToDetect),
    timeToMitigate: metric(m.timeToMitigate),
    timeToResolve: metric(m.timeToResolve),
    keyEvents: m.keyEvents.map((p) => ({ milestone: p.milestone, line: p.line + 1, time: p.instant ?? null, raw: p.raw, source: p.source })),
  };
}
