/**
 * `postmortem report PATH… [--html OUT] [--json] [--since DATE] [--as-of DATE] [--config FILE]`:
 * the cross-incident report. Text summary on stdout by default; `--json` prints the report
 * (docs/report.md); `--html OUT` writes the standalone page. Exit 0, or 2 on a usage error or a file
 * that could not be read (the report of the others is still written).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { IoError, ioMessage, writeFileAtomic } from '../cli/io.js';
import { dirname, resolve } from 'node:path';
import { formatDuration } from '../../../preview/render.js';
import { UsageError } from '../cli/files.js';
import { collect, type ConfigSource } from './collect.js';
import { collectConcurrently } from './concurrent.js';
import { METRIC_LABELS, renderReportHtml } from './html.js';
import { buildReport, type Report } from './report.js';
import { parseCommand } from '../cli/args.js';

export const REPORT_USAGE = `  report [--json] [--html OUT] [--since DATE] [--as-of DATE] [--config FILE] PATH…
                      Report across postmortems: incidents per month and severity, time to
                      detect/mitigate/resolve (median, p90, histogram), action items, quality.`;

/** A YYYY-MM-DD (or YYYY-MM, read as its first day) that names a real day; else a UsageError naming the flag. */
export function parseDay(value: string, flag: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value.trim());
  const day = m ? `${m[1]}-${m[2]}-${m[3] ?? '01'}` : '';
  const d = new Date(`${day}T00:00:00Z`);
  if (!m || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day) throw new UsageError(`${flag} expects a date as YYYY-MM-DD or YYYY-MM, got "${value}"`);
  return day;
}

const mins = (v: number | null) => (v === null ? '—' : formatDuration(v));

export function reportText(r: Report): string {
  const out: string[] = [];
  out.push(`${r.incidents.total} incident${r.incidents.total === 1 ? '' : 's'}${r.generatedFor.since ? ` since ${r.generatedFor.since}` : ''} (as of ${r.generatedFor.asOf})`);
  if (r.incidents.excluded.beforeSince + r.incidents.excluded.undated > 0) out.push(`left out: ${r.incidents.excluded.beforeSince} before the period, ${r.incidents.excluded.undated} undated`);
  out.push('', 'Per month:');
  for (const m of r.incidents.byMonth) out.push(`  ${m.month}  ${String(m.count).padStart(4)}`);
  if (r.incidents.undated.length) out.push(`  undated  ${String(r.incidents.undated.length).padStart(4)}`);
  out.push('', 'Per severity:');
  for (const s of r.incidents.bySeverity) out.push(`  ${s.severity.padEnd(10)} ${String(s.count).padStart(4)}`);
  out.push('', 'Durations (from impact start):', `  ${''.padEnd(18)} ${'n'.padStart(5)} ${'median'.padStart(10)} ${'p90'.padStart(10)} ${'min'.padStart(10)} ${'max'.padStart(10)} ${'lacking'.padStart(8)}`);
  for (const [k, d] of Object.entries(r.metrics) as [keyof typeof METRIC_LABELS, Report['metrics'][keyof Report['metrics']]][]) {
    out.push(`  ${METRIC_LABELS[k].padEnd(18)} ${String(d.n).padStart(5)} ${mins(d.median).padStart(10)} ${mins(d.p90).padStart(10)} ${mins(d.min).padStart(10)} ${mins(d.max).padStart(10)} ${String(d.missing.length).padStart(8)}`);
  }
  if (r.quarters.length) {
    out.push('', 'Median time to resolve by quarter:');
    for (const q of r.quarters) out.push(`  ${q.quarter}  ${String(q.incidents).padStart(4)} incidents  ${mins(q.metrics.timeToResolve.median).padStart(10)} (n=${q.metrics.timeToResolve.n})`);
  }
  const a = r.actions;
  out.push('', `Action items: ${a.total} (${a.open} open, ${a.done} done, ${a.withoutOwner} open without owner, ${a.overdue} overdue)`);
  for (const i of a.items.filter((x) => x.overdue).slice(0, 20)) out.push(`  overdue ${i.due} ${i.path}:${i.line} ${i.text}${i.owner ? ` (${i.owner})` : ''}`);
  const q = r.quality;
  out.push('', `Quality: ${q.missingRequiredSections} missing required sections, ${q.withoutTimeline} without a timeline`);
  for (const w of q.worst.slice(0, 10)) out.push(`  ${w.path}: ${w.error} errors, ${w.warning} warnings, ${w.info + w.hint} info${w.missingSections.length ? `; missing ${w.missingSections.join(', ')}` : ''}${w.timeline ? '' : '; no timeline'}`);
  if (r.recurring.services.length || r.recurring.components.length) {
    out.push('', 'Recurring (front matter services/components in 2+ incidents):');
    for (const s of r.recurring.services) out.push(`  service ${s.name}: ${s.count}`);
    for (const s of r.recurring.components) out.push(`  component ${s.name}: ${s.count}`);
  }
  return out.join('\n') + '\n';
}

/**
 * Creates the missing folders of `dir` one level at a time: `mkdirSync(…, { recursive: true })`
 * never returns on some special file systems (/proc here), where this fails at once.
 */
function ensureDir(dir: string): void {
  const missing: string[] = [];
  for (let d = dir; !existsSync(d); d = dirname(d)) { missing.push(d); if (dirname(d) === d) break; }
  for (const d of missing.reverse()) mkdirSync(d);
}

export interface ReportRequest { paths: string[]; since?: string; asOf?: string; config?: string }

/** Collects and builds a report (shared by the CLI and the MCP server). */
function dates(req: ReportRequest) {
  const since = req.since === undefined ? undefined : parseDay(req.since, '--since');
  const asOf = req.asOf === undefined ? new Date().toISOString().slice(0, 10) : parseDay(req.asOf, '--as-of');
  return { asOf, paths: req.paths, ...(since ? { since } : {}) };
}

/** Collects (on this thread) and builds a report: the MCP server's `report` tool, with its roots filter. */
export function runReport(req: ReportRequest, filter?: (file: string) => string | undefined, resolver?: ConfigSource): { report: Report; problems: string[] } {
  const options = dates(req);
  const { incidents, problems } = collect(req.paths, req.config, filter, resolver);
  return { report: buildReport(incidents, options), problems };
}

export async function report(args: string[]): Promise<number> {
  const parsed = parseCommand('report', args);
  const positionals = parsed.positionals;
  const str = (k: string) => (typeof parsed.values[k] === 'string' ? parsed.values[k] as string : undefined);
  const values = { json: parsed.values['json'] === true, html: str('html'), since: str('since'), 'as-of': str('as-of'), config: str('config') };
  if (positionals.length === 0) throw new UsageError('report needs at least one PATH');
  if (values.html === '') throw new UsageError('--html needs a file name');
  const options = dates({ paths: positionals, ...(values.since !== undefined ? { since: values.since } : {}), ...(values['as-of'] !== undefined ? { asOf: values['as-of'] } : {}) });
  const { incidents, problems } = await collectConcurrently(positionals, values.config, parsed.values['no-ignore'] !== true);
  const r = buildReport(incidents, options);
  if (values.html) {
    const out = resolve(values.html);
    try {
      ensureDir(dirname(out));
    } catch (e) {
      throw new IoError(ioMessage('write', values.html, e));
    }
    // Atomic (a temporary file renamed over the page): a full disk leaves the previous page whole.
    writeFileAtomic(out, Buffer.from(renderReportHtml(r)), { allowSpecial: true });
    if (!values.json) process.stdout.write(`Wrote ${values.html} (${r.incidents.total} incidents)\n`);
  }
  if (values.json) process.stdout.write(JSON.stringify(r, null, 2) + '\n');
  else if (!values.html) process.stdout.write(reportText(r));
  for (const p of problems) process.stderr.write(`postmortem: ${p}\n`);
  return problems.length ? 2 : 0;
}
