/**
 * Report → a standalone HTML page, like `postmortem timeline --html`: no script, a CSP of
 * `default-src 'none'; style-src 'unsafe-inline'`, every piece of document text through `escapeHtml`,
 * charts as inline SVG (role="img" with a title and a description) each followed by the table of
 * its numbers, light and dark colour schemes, and print rules. Pure: no Node API.
 */
import { escapeHtml, formatDuration, standalonePage } from '../../../preview/render.js';
import type { MetricName } from '../core/types.js';
import type { Distribution, Report, ReportAction } from './report.js';

const e = escapeHtml;
export const METRIC_LABELS: Record<MetricName, string> = {
  timeToDetect: 'Time to detect', timeToMitigate: 'Time to mitigate', timeToResolve: 'Time to resolve', impact: 'Impact duration',
};
/** Rows of long tables shown on the page; the JSON output has them all. */
const MAX_ROWS = 200;

const mins = (v: number | null) => (v === null ? '—' : formatDuration(v));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

interface Bar { label: string; value: number; detail: string }
let chartId = 0;

/** A vertical bar chart with a text alternative (title + description naming every bar). */
function barChart(bars: Bar[], title: string, unit: string, h = 200): string {
  const id = `c${++chartId}`;
  const w = 640; const left = 36; const bottom = 44; const top = 12;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const step = (w - left - 24) / Math.max(1, bars.length);
  const bw = Math.max(2, Math.min(48, step * 0.7));
  // A label every `every` bars, so that labels (about 7 characters at 11px) never overlap.
  const longest = Math.max(1, ...bars.map((b) => b.label.length));
  const every = Math.max(1, Math.ceil((longest * 7 + 8) / step));
  const y = (v: number) => top + (h - top - bottom) * (1 - v / max);
  const parts: string[] = [];
  for (const v of new Set([0, Math.round(max / 2), max])) {
    parts.push(`<line class="grid" x1="${left}" x2="${w - 4}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}"/><text class="axis" x="${left - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end">${v}</text>`);
  }
  bars.forEach((b, i) => {
    const x = left + i * step + (step - bw) / 2;
    const yy = y(b.value);
    parts.push(`<rect class="bar" x="${x.toFixed(1)}" y="${yy.toFixed(1)}" width="${bw.toFixed(1)}" height="${(h - bottom - yy).toFixed(1)}"><title>${e(`${b.label}: ${b.detail}`)}</title></rect>`);
    if (i % every === 0) parts.push(`<text class="axis" x="${(x + bw / 2).toFixed(1)}" y="${h - bottom + 16}" text-anchor="middle">${e(b.label)}</text>`);
  });
  const desc = bars.map((b) => `${b.label}: ${b.detail}`).join('; ');
  return `<svg class="chart" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="${id}t ${id}d" preserveAspectRatio="xMinYMin meet">`
    + `<title id="${id}t">${e(title)}</title><desc id="${id}d">${e(`${unit}. ${desc || 'No data.'}`)}</desc>${parts.join('')}</svg>`;
}

function fileList(files: string[], limit = 5): string {
  if (files.length === 0) return '';
  const shown = files.slice(0, limit).map((f) => `<li><code>${e(f)}</code></li>`).join('');
  return `<ul class="files">${shown}${files.length > limit ? `<li class="muted">… ${files.length - limit} more (<code>--json</code> lists them)</li>` : ''}</ul>`;
}

function distributionBlock(name: MetricName, d: Distribution): string {
  const label = METRIC_LABELS[name];
  const chart = d.n === 0 ? '<p class="muted">No incident states the milestones this metric needs.</p>'
    : barChart(d.histogram.map((b) => ({ label: b.label, value: b.count, detail: plural(b.count, 'incident') })), `${label}: histogram of ${plural(d.n, 'incident')}`, 'Incidents per duration bucket', 150);
  const missing = d.missing.length === 0 ? '' : `<details><summary>${plural(d.missing.length, 'incident')} without the milestones</summary>${fileList(d.missing, 50)}</details>`;
  return `<section class="metric" aria-label="${e(label)}"><h3>${e(label)}</h3>
<table class="stats"><tr><th scope="col">n</th><th scope="col">median</th><th scope="col">p90</th><th scope="col">min</th><th scope="col">max</th><th scope="col">lacking</th></tr>
<tr><td>${d.n}</td><td>${mins(d.median)}</td><td>${mins(d.p90)}</td><td>${mins(d.min)}</td><td>${mins(d.max)}</td><td>${d.missing.length}</td></tr></table>
${chart}
<table class="data"><caption>Histogram</caption><tr>${d.histogram.map((b) => `<th scope="col">${e(b.label)}</th>`).join('')}</tr><tr>${d.histogram.map((b) => `<td>${b.count}</td>`).join('')}</tr></table>
${missing}</section>`;
}

function actionRow(a: ReportAction): string {
  const status = a.overdue ? '<span class="tag overdue">overdue</span>' : `<span class="tag ${e(a.status)}">${e(a.status)}</span>`;
  return `<tr><td>${status}</td><td>${e(a.text)}</td><td>${a.owner === null ? '<span class="tag noowner">none</span>' : e(a.owner)}</td><td>${e(a.tracking ?? '—')}</td><td class="nowrap">${e(a.due ?? '—')}</td><td><code>${e(`${a.path}:${a.line}`)}</code></td></tr>`;
}

function truncated(total: number): string {
  return total > MAX_ROWS ? `<p class="muted">First ${MAX_ROWS} of ${total} rows; <code>--json</code> lists them all.</p>` : '';
}

export function renderReportHtml(r: Report): string {
  chartId = 0;
  const period = r.generatedFor.since ? `since ${r.generatedFor.since}` : 'all dates';
  const cards = [
    ['Incidents', String(r.incidents.total)],
    ...(['timeToDetect', 'timeToResolve'] as const).map((k) => [`Median ${METRIC_LABELS[k].toLowerCase()}`, `${mins(r.metrics[k].median)} <small>n=${r.metrics[k].n}</small>`]),
    ['Open action items', `${r.actions.open} <small>${r.actions.overdue} overdue</small>`],
    ['Docs missing sections', String(r.quality.missingRequiredSections)],
  ].map(([k, v]) => `<div class="card"><div class="k">${e(k!)}</div><div class="v">${v}</div></div>`).join('');

  const months = r.incidents.byMonth;
  const monthChart = months.length === 0 ? '<p class="muted">No dated incidents.</p>'
    : barChart(months.map((m) => ({ label: m.month, value: m.count, detail: plural(m.count, 'incident') })), 'Incidents per month', 'Incidents per month');
  const monthTable = `<table class="data"><caption>Incidents per month</caption><tr><th scope="col">Month</th><th scope="col">Incidents</th><th scope="col">Files</th></tr>${months.filter((m) => m.count > 0).map((m) => `<tr><td>${e(m.month)}</td><td>${m.count}</td><td>${fileList(m.files)}</td></tr>`).join('')}`
    + (r.incidents.undated.length ? `<tr><td>undated</td><td>${r.incidents.undated.length}</td><td>${fileList(r.incidents.undated)}</td></tr>` : '') + '</table>';
  const sev = r.incidents.bySeverity;
  const sevChart = sev.length === 0 ? '' : barChart(sev.map((s) => ({ label: s.severity, value: s.count, detail: plural(s.count, 'incident') })), 'Incidents per severity', 'Incidents per severity');
  const sevTable = `<table class="data"><caption>Incidents per severity</caption><tr><th scope="col">Severity</th><th scope="col">Incidents</th><th scope="col">Files</th></tr>${sev.map((s) => `<tr><td>${e(s.severity)}</td><td>${s.count}</td><td>${fileList(s.files.map((f) => `${f.path}:${f.line}`))}</td></tr>`).join('')}</table>`;

  const metricNames = Object.keys(r.metrics) as MetricName[];
  const quarters = r.quarters.length === 0 ? '<p class="muted">No dated incidents.</p>'
    : `<table class="data"><caption>Median and p90 per quarter (n = incidents with the milestones)</caption><tr><th scope="col">Quarter</th><th scope="col">Incidents</th>${metricNames.map((k) => `<th scope="col">${e(METRIC_LABELS[k])}</th>`).join('')}</tr>`
      + r.quarters.map((q) => `<tr><td>${e(q.quarter)}</td><td>${q.incidents}</td>${metricNames.map((k) => `<td>${mins(q.metrics[k].median)} · p90 ${mins(q.metrics[k].p90)} <small>n=${q.metrics[k].n}</small></td>`).join('')}</tr>`).join('') + '</table>';
  const trendChart = r.quarters.length < 2 ? '' : '<h3>Median time to resolve per quarter, minutes</h3>' + barChart(r.quarters.map((q) => ({ label: q.quarter, value: q.metrics.timeToResolve.median ?? 0, detail: q.metrics.timeToResolve.median === null ? 'no data' : `median ${mins(q.metrics.timeToResolve.median)} (n=${q.metrics.timeToResolve.n})` })), 'Median time to resolve per quarter', 'Minutes');

  const open = r.actions.items.filter((a) => a.status !== 'done');
  const done = r.actions.items.filter((a) => a.status === 'done');
  const actionHead = '<tr><th scope="col">Status</th><th scope="col">Action</th><th scope="col">Owner</th><th scope="col">Tracking</th><th scope="col">Due</th><th scope="col">Where</th></tr>';
  const actions = `<p>${plural(r.actions.total, 'action item')}: ${r.actions.open} open (${r.actions.unknownStatus} without a status), ${r.actions.done} done, ${r.actions.withoutOwner} open without an owner, ${r.actions.overdue} overdue (due before ${e(r.generatedFor.asOf)}).</p>`
    + (open.length ? `<table class="data actions"><caption>Open action items, overdue first</caption>${actionHead}${open.slice(0, MAX_ROWS).map(actionRow).join('')}</table>${truncated(open.length)}` : '')
    + (done.length ? `<details><summary>${plural(done.length, 'done item')}</summary><table class="data actions">${actionHead}${done.slice(0, MAX_ROWS).map(actionRow).join('')}</table>${truncated(done.length)}</details>` : '');

  const q = r.quality;
  const quality = `<p>${plural(q.documents, 'document')}: ${q.missingRequiredSections} missing a required section, ${q.withoutTimeline} without a timeline. Problems per document: median ${q.problemsPerDocument.median ?? '—'}, p90 ${q.problemsPerDocument.p90 ?? '—'}, max ${q.problemsPerDocument.max ?? '—'}.</p>`
    + (q.worst.length ? `<table class="data"><caption>Documents with problems, worst first</caption><tr><th scope="col">Document</th><th scope="col">Errors</th><th scope="col">Warnings</th><th scope="col">Info</th><th scope="col">Missing sections</th><th scope="col">Timeline</th></tr>`
      + q.worst.slice(0, MAX_ROWS).map((w) => `<tr><td><code>${e(w.path)}</code></td><td>${w.error}</td><td>${w.warning}</td><td>${w.info + w.hint}</td><td>${e(w.missingSections.join(', ') || '—')}</td><td>${w.timeline ? 'yes' : '<span class="tag overdue">none</span>'}</td></tr>`).join('') + `</table>${truncated(q.worst.length)}` : '');

  const rec = (title: string, list: Report['recurring']['services']) => (list.length === 0 ? `<p class="muted">No ${title.toLowerCase()} named by two or more incidents.</p>`
    : `<table class="data"><caption>${e(title)}</caption><tr><th scope="col">Name</th><th scope="col">Incidents</th><th scope="col">Files</th></tr>${list.map((s) => `<tr><td>${e(s.name)}</td><td>${s.count}</td><td>${fileList(s.files)}</td></tr>`).join('')}</table>`);

  const list = [...r.incidentList].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.path.localeCompare(b.path));
  const incidents = `<table class="data"><caption>Every incident in the period, newest first</caption><tr><th scope="col">Date</th><th scope="col">Severity</th><th scope="col">Title</th><th scope="col">Services</th>${metricNames.slice(0, 3).map((k) => `<th scope="col">${e(METRIC_LABELS[k])}</th>`).join('')}<th scope="col">File</th></tr>`
    + list.slice(0, MAX_ROWS).map((i) => `<tr><td class="nowrap">${e(i.date ?? 'undated')}</td><td>${e(i.severity ?? '—')}</td><td>${e(i.title ?? '—')}</td><td>${e([...i.services, ...i.components].join(', ') || '—')}</td>${metricNames.slice(0, 3).map((k) => `<td>${mins(i.metrics[k])}</td>`).join('')}<td><code>${e(i.path)}</code></td></tr>`).join('')
    + `</table>${truncated(list.length)}`;

  return standalonePage({ title: `Incident report — ${e(period)}`, generator: 'postmortem report', css: REPORT_CSS, main: 'class="rp"', body: `<header><p class="eyebrow">Incident report</p><h1>${plural(r.incidents.total, 'incident')}, ${e(period)}</h1>
<p class="muted">As of ${e(r.generatedFor.asOf)} · from ${e(r.generatedFor.paths.join(', '))}${r.incidents.excluded.beforeSince + r.incidents.excluded.undated > 0 ? ` · left out: ${r.incidents.excluded.beforeSince} before the period, ${r.incidents.excluded.undated} undated` : ''}</p></header>
<section class="cards" aria-label="Key figures">${cards}</section>
<section><h2>Incidents per month</h2>${monthChart}${monthTable}</section>
<section><h2>Incidents per severity</h2><p class="muted">Front matter <code>severity</code>, else a “Severity:” line or a SEV-n mention in the text.</p>${sevChart}${sevTable}</section>
<section><h2>Durations</h2><p class="muted">Measured from impact start, as <code>postmortem inspect</code> reports each document. Median and nearest-rank p90, never a mean: durations are skewed.</p>${metricNames.map((k) => distributionBlock(k, r.metrics[k])).join('\n')}</section>
<section><h2>Trends by quarter</h2>${trendChart}${quarters}</section>
<section><h2>Action items</h2>${actions}</section>
<section><h2>Postmortem quality</h2>${quality}</section>
<section><h2>Recurring services and components</h2><p class="muted">${e(r.recurring.heuristic)}</p>${rec('Services', r.recurring.services)}${rec('Components', r.recurring.components)}</section>
<section><h2>Incidents</h2>${incidents}</section>` });
}

const REPORT_CSS = `
body { margin: 0; background: var(--pm-bg); color: var(--pm-fg); font: var(--pm-font-size)/1.5 var(--pm-font); }
.rp { max-width: 980px; margin: 0 auto; padding: 24px 20px 48px; }
.rp h1 { font-size: 1.6rem; margin: 0 0 4px; }
.rp h2 { font-size: 1.2rem; margin: 32px 0 8px; padding-bottom: 4px; border-bottom: 1px solid var(--pm-border); }
.rp h3 { font-size: 1rem; margin: 20px 0 6px; }
.eyebrow { text-transform: uppercase; letter-spacing: .08em; font-size: .75rem; color: var(--pm-muted); margin: 0; }
.muted, small { color: var(--pm-muted); }
code { font-family: var(--pm-mono); font-size: .85em; background: var(--pm-code-bg); padding: 0 3px; border-radius: 3px; overflow-wrap: anywhere; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 10px; margin-top: 16px; }
.card { background: var(--pm-card); border: 1px solid var(--pm-border); border-radius: 6px; padding: 10px 12px; }
.card .k { font-size: .8rem; color: var(--pm-muted); }
.card .v { font-size: 1.35rem; font-weight: 600; }
.chart { width: 100%; max-width: 640px; height: auto; display: block; margin: 8px 0; }
.chart .bar { fill: var(--pm-accent); }
.chart .grid { stroke: var(--pm-border); stroke-width: 1; }
.chart .axis { fill: var(--pm-muted); font-size: 11px; font-family: var(--pm-font); }
table { border-collapse: collapse; margin: 8px 0; font-size: .9rem; }
th, td { border: 1px solid var(--pm-border); padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: var(--pm-card); font-weight: 600; }
caption { text-align: left; color: var(--pm-muted); font-size: .85rem; padding: 2px 0; }
.nowrap { white-space: nowrap; }
.files { margin: 0; padding-left: 1.1em; }
.tag { display: inline-block; font-size: .75rem; padding: 0 6px; border-radius: 10px; border: 1px solid var(--pm-border); }
.tag.overdue, .tag.noowner { color: var(--pm-error); border-color: var(--pm-error); }
.tag.done { color: var(--pm-ms-resolved); border-color: var(--pm-ms-resolved); }
details summary { cursor: pointer; color: var(--pm-muted); }
@media print {
  :root { --pm-bg: #fff; --pm-fg: #000; --pm-muted: #444; --pm-card: #f4f4f4; --pm-border: #999; --pm-accent: #333; }
  .rp { max-width: none; padding: 0; }
  section, table, .chart { break-inside: avoid; }
  details::details-content { content-visibility: visible; display: block; }
  details > summary { display: none; }
}
`;
