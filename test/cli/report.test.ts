import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, inspect } from './helpers.js';
import { buildReport, histogram, median, percentile, distribution } from '../../server/src/report/report.js';
import { collect } from '../../server/src/report/collect.js';
import { normalizeSeverity, summarize, type IncidentSummary } from '../../server/src/report/summary.js';
import { analyze } from '../../server/src/core/analyze.js';
import { DEFAULT_CONFIG } from '../../server/src/core/config.js';
import { timelineView } from '../../server/src/core/view.js';

const DIR = 'test/fixtures/report';
const A1 = join(DIR, 'team-a', '2025-01-cart-timeouts.md');
const A2 = join(DIR, 'team-a', '2025-02-search-lag.md');
const B_DNS = join(DIR, 'team-b', '2025-04-dns-outage.md');
const B_MARKUP = join(DIR, 'team-b', '2024-11-markup.md');
const B_UNDATED = join(DIR, 'team-b', 'notes-without-date.md');

interface Json {
  schemaVersion: number;
  generatedFor: { asOf: string; since: string | null };
  incidents: { total: number; excluded: { beforeSince: number; undated: number }; byMonth: { month: string; count: number; files: string[] }[]; undated: string[]; bySeverity: { severity: string; count: number; files: { path: string; line: number }[] }[] };
  metrics: Record<string, { n: number; median: number | null; p90: number | null; min: number | null; max: number | null; histogram: { label: string; count: number }[]; missing: string[] }>;
  quarters: { quarter: string; incidents: number; metrics: Record<string, { n: number; median: number | null; p90: number | null }> }[];
  actions: { total: number; open: number; done: number; unknownStatus: number; withoutOwner: number; overdue: number; items: { path: string; line: number; text: string; status: string; owner: string | null; tracking: string | null; due: string | null; overdue: boolean }[] };
  quality: { documents: number; missingRequiredSections: number; withoutTimeline: number; worst: { path: string; error: number; warning: number; missingSections: string[]; timeline: boolean }[] };
  recurring: { heuristic: string; services: { name: string; count: number; files: string[] }[]; components: { name: string; count: number; files: string[] }[] };
  incidentList: (IncidentSummary & { metrics: Record<string, number | null> })[];
}

function reportJson(args: string[]): Json {
  const r = runCli(['report', '--json', ...args]);
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout) as Json;
}

test('report: statistics helpers (median of an even count, nearest-rank p90, open last bucket)', () => {
  assert.equal(median([]), null);
  assert.equal(median([5]), 5);
  assert.equal(median([1, 3, 10, 100]), 6.5);
  assert.equal(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90), 9);
  assert.equal(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 90), 10);
  assert.equal(percentile([7], 90), 7);
  const h = histogram([0, 4, 5, 59, 60, 1439, 1440, 99999]);
  assert.deepEqual(h.map((b) => b.count), [2, 1, 0, 1, 1, 0, 0, 1, 2]);
  assert.equal(h[h.length - 1]!.to, null);
  const inc = (path: string, minutes: number | null) => ({ path, metrics: { timeToDetect: minutes, timeToMitigate: null, timeToResolve: null, impact: null } }) as unknown as IncidentSummary;
  const d = distribution([inc('a', 30), inc('b', null), inc('c', 10)], 'timeToDetect');
  assert.deepEqual({ n: d.n, median: d.median, min: d.min, max: d.max, missing: d.missing }, { n: 2, median: 20, min: 10, max: 30, missing: ['b'] });
  assert.equal(normalizeSeverity('sev-1'), 'SEV1');
  assert.equal(normalizeSeverity('Sev 2'), 'SEV2');
  assert.equal(normalizeSeverity('p3'), 'P3');
  assert.equal(normalizeSeverity('Critical'), 'critical');
});

test('report --json: incidents per month (empty months kept) and per severity, with the files behind each', () => {
  const j = reportJson(['--as-of', '2025-03-15', DIR]);
  assert.equal(j.schemaVersion, 1);
  assert.equal(j.incidents.total, 5);
  assert.deepEqual(j.incidents.byMonth.map((m) => [m.month, m.count]), [['2024-11', 1], ['2024-12', 0], ['2025-01', 1], ['2025-02', 1], ['2025-03', 0], ['2025-04', 1]]);
  assert.deepEqual(j.incidents.byMonth.find((m) => m.month === '2025-02')!.files, [A2]);
  assert.deepEqual(j.incidents.undated, [B_UNDATED]);
  const sev = Object.fromEntries(j.incidents.bySeverity.map((s) => [s.severity, s.files]));
  assert.deepEqual(Object.keys(sev), ['P2', 'SEV1', 'SEV2', 'unknown']);
  // front matter `severity`, front matter `sev` (normalised), and a "Severity:" line in the text
  assert.deepEqual(sev['SEV1']!.map((f) => [f.path, f.line]).sort(), [[A1, 4], [B_DNS, 4]]);
  assert.deepEqual(sev['SEV2'], [{ path: A2, line: 7 }]);
});

test('report --json: durations as distributions with sample size and the incidents lacking milestones', () => {
  const j = reportJson(['--as-of', '2025-03-15', DIR]);
  const ttr = j.metrics['timeToResolve']!;
  assert.deepEqual({ n: ttr.n, median: ttr.median, p90: ttr.p90, min: ttr.min, max: ttr.max }, { n: 3, median: 70, p90: 120, min: 15, max: 120 });
  assert.deepEqual([...ttr.missing].sort(), [B_DNS, B_UNDATED].sort());
  assert.deepEqual(ttr.histogram.filter((b) => b.count > 0).map((b) => [b.label, b.count]), [['15m–30m', 1], ['1h–2h', 1], ['2h–4h', 1]]);
  const ttd = j.metrics['timeToDetect']!;
  assert.deepEqual([ttd.n, ttd.median, ttd.p90], [3, 10, 25]);
  assert.equal(JSON.stringify(j.metrics).includes('mean'), false, 'no average anywhere');
  assert.deepEqual(j.quarters.map((q) => [q.quarter, q.incidents, q.metrics['timeToResolve']!.median, q.metrics['timeToResolve']!.n]),
    [['2024-Q4', 1, 15, 1], ['2025-Q1', 2, 95, 2], ['2025-Q2', 1, null, 0]]);
});

test('report: a metric shown for a document equals what inspect shows for it', () => {
  const j = reportJson(['--as-of', '2025-03-15', DIR]);
  assert.equal(j.incidentList.length, 5);
  for (const inc of j.incidentList) {
    const ins = inspect(inc.path) as unknown as { metrics: Record<string, { minutes: number } | null | Record<string, { line: number }>>; actionItems: { line: number; owner: string | null; tracking: string | null; status: string }[] };
    for (const k of ['impact', 'timeToDetect', 'timeToMitigate', 'timeToResolve']) {
      assert.equal(inc.metrics[k], (ins.metrics[k] as { minutes: number } | null)?.minutes ?? null, `${inc.path} ${k}`);
    }
    const ms = ins.metrics['milestones'] as Record<string, { line: number }>;
    assert.deepEqual(inc.milestones, Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, v.line])), inc.path);
    assert.deepEqual(inc.actions.map((a) => [a.line, a.status, a.owner, a.tracking]), ins.actionItems.map((a) => [a.line, a.status, a.owner, a.tracking]), inc.path);
  }
});

test('report: a document\'s metrics equal the timeline preview\'s (timelineView) for every fixture and example', () => {
  const files = [A1, A2, B_DNS, B_MARKUP, B_UNDATED, 'examples/clean-postmortem.md', 'examples/defects-postmortem.md'];
  let known = 0;
  for (const f of files) {
    const result = analyze(readFileSync(f, 'utf8'), DEFAULT_CONFIG);
    const s = summarize(f, result, DEFAULT_CONFIG);
    const view = timelineView(result).metrics!;
    assert.deepEqual([s.metrics.impact, s.metrics.timeToDetect, s.metrics.timeToMitigate, s.metrics.timeToResolve],
      [view.impactMinutes, view.timeToDetectMinutes, view.timeToMitigateMinutes, view.timeToResolveMinutes], f);
    known += Object.values(s.metrics).filter((v) => v !== null).length;
  }
  assert.ok(known >= 12, `${known} known metrics compared`);
});

test('report --json: action items across incidents — open, done, without owner, overdue by due date', () => {
  const j = reportJson(['--as-of', '2025-03-15', DIR]);
  const a = j.actions;
  assert.deepEqual({ total: a.total, open: a.open, done: a.done, withoutOwner: a.withoutOwner, overdue: a.overdue }, { total: 8, open: 7, done: 1, withoutOwner: 2, overdue: 4 });
  // overdue first, oldest due date first, each with owner, tracking and file:line
  assert.deepEqual(a.items.slice(0, 4).map((i) => [i.path, i.line, i.due, i.owner]), [
    [B_MARKUP, 26, '2024-12-01', '@ines'], [A1, 40, '2025-01-30', '@mira'], [A1, 38, '2025-02-01', '@mira'], [A2, 26, '2025-03-01', '@tariq']]);
  assert.equal(a.items.find((i) => i.path === A1 && i.line === 38)!.tracking, 'OPS-101');
  const later = a.items.find((i) => i.path === A1 && i.line === 39)!;
  assert.deepEqual([later.due, later.overdue], ['2025-12-01', false]);
  // a done item is never overdue, whatever the date
  assert.equal(a.items.find((i) => i.status === 'done')!.overdue, false);
  // another "today": fewer overdue
  assert.equal(reportJson(['--as-of', '2025-01-31', DIR]).actions.overdue, 2);
});

test('report --json: quality worst first, and recurring services and components from front matter', () => {
  const j = reportJson(['--as-of', '2025-03-15', DIR]);
  assert.equal(j.quality.missingRequiredSections, 2);
  assert.equal(j.quality.withoutTimeline, 2);
  assert.deepEqual(j.quality.worst.map((w) => w.path), [B_UNDATED, B_DNS], 'a document without problems is not among the worst');
  assert.deepEqual(j.quality.worst[0]!.missingSections, ['root-cause', 'corrective-actions']);
  assert.deepEqual(j.recurring.services.map((s) => [s.name, s.count]), [['checkout', 3], ['session-store', 2]]);
  assert.deepEqual(j.recurring.components.map((s) => [s.name, s.count]), [['redis', 2]]);
  assert.match(j.recurring.heuristic, /front matter/);
});

test('report --since: earlier and undated incidents are left out and counted', () => {
  const j = reportJson(['--as-of', '2025-03-15', '--since', '2025-02', DIR]);
  assert.equal(j.incidents.total, 2);
  assert.deepEqual(j.incidents.excluded, { beforeSince: 2, undated: 1 });
  assert.equal(j.generatedFor.since, '2025-02-01');
  assert.deepEqual(j.recurring.services, []);
});

test('report: bad input gives a clear message and exit 2, never a stack trace', () => {
  for (const [args, message] of [
    [['--since', '2025-13-01', DIR], /--since expects a date as YYYY-MM-DD or YYYY-MM, got "2025-13-01"/],
    [['--as-of', 'yesterday', DIR], /--as-of expects a date/],
    [['no/such/dir'], /no such file or directory: no\/such\/dir/],
    [[], /report needs at least one PATH/],
    [['--colour', DIR], /unknown option --colour for "report"/],
  ] as const) {
    const r = runCli(['report', ...args]);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.stdout}`);
    assert.match(r.stderr, message);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  }
  // an HTML file that cannot be written
  const f = join(mkdtempSync(join(tmpdir(), 'pm-report-')), 'plain-file');
  writeFileSync(f, 'x');
  const w = runCli(['report', '--html', join(f, 'sub', 'report.html'), DIR]);
  assert.equal(w.code, 2);
  assert.match(w.stderr, /cannot write .*plain-file\/sub\/report\.html: a part of the path is not a directory \(ENOTDIR\)\n$/);
  // an unreadable file is named, the others are still reported
  const d = mkdtempSync(join(tmpdir(), 'pm-report-'));
  cpSync(A1, join(d, 'a.md'));
  writeFileSync(join(d, 'b.md'), Buffer.from([0x23, 0, 1, 2]));
  const r = runCli(['report', '--json', d]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /b\.md: binary file, not a postmortem/);
  assert.equal((JSON.parse(r.stdout) as Json).incidents.total, 1);
});

test('report --html: standalone page, strict CSP, no script, text escaped, SVG charts with text alternatives', () => {
  const d = mkdtempSync(join(tmpdir(), 'pm-report-'));
  const out = join(d, 'sub', 'report.html');
  const r = runCli(['report', '--as-of', '2025-03-15', '--html', out, DIR]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /Wrote .*report\.html \(5 incidents\)/);
  const html = readFileSync(out, 'utf8');
  assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">/);
  assert.doesNotMatch(html, /<script/i);
  assert.doesNotMatch(html, /<img/i);
  assert.doesNotMatch(html, /<b>now/);
  assert.doesNotMatch(html, /<[^>]*\son\w+\s*=/i, 'no event handler attributes');
  assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt;, checkout/);
  assert.match(html, /Login page &lt;script&gt;alert\(&#39;x&#39;\)&lt;\/script&gt; broke/);
  assert.match(html, /Escape template output by default &lt;b&gt;now&lt;\/b&gt;/);
  // every chart is an image with a title and a description that names its numbers
  const svgs = html.match(/<svg[\s\S]*?<\/svg>/g) ?? [];
  assert.ok(svgs.length >= 5, `${svgs.length} charts`);
  for (const svg of svgs) {
    assert.match(svg, /role="img" aria-labelledby="(c\d+)t \1d"/);
    assert.match(svg, /<title id="c\d+t">[^<]+<\/title><desc id="c\d+d">[^<]+<\/desc>/);
  }
  assert.match(html, /<desc id="c\d+d">Incidents per month\. 2024-11: 1 incident; 2024-12: 0 incidents; 2025-01: 1 incident/);
  assert.match(html, /prefers-color-scheme: dark/);
  assert.match(html, /@media print/);
  assert.match(html, /<code>test\/fixtures\/report\/team-a\/2025-01-cart-timeouts\.md:38<\/code>/);
});

test('report over 500+ files runs under the CLI launcher\'s Node flags and prints what a run in place prints', () => {
  const d = mkdtempSync(join(tmpdir(), 'pm-report-many-'));
  const sources = [A1, A2, B_DNS, B_MARKUP, B_UNDATED];
  for (let i = 0; i < 510; i++) cpSync(sources[i % sources.length]!, join(d, `f${String(i).padStart(3, '0')}.md`));
  const relaunched = runCli(['report', '--json', '--as-of', '2025-03-15', d], { env: { POSTMORTEM_STATS: '1' } });
  assert.match(relaunched.stderr, /510 files: relaunching under --v8-pool-size=1/);
  const inPlace = runCli(['report', '--json', '--as-of', '2025-03-15', d], { env: { POSTMORTEM_STATS: '1', POSTMORTEM_NO_RELAUNCH: '1' } });
  assert.doesNotMatch(inPlace.stderr, /relaunching/);
  assert.equal(relaunched.code, 0, relaunched.stderr);
  assert.equal(relaunched.stdout, inPlace.stdout);
  // read on one thread per core (as lint), and exactly what one thread reading them in order gives
  const threads = Math.min(availableParallelism(), 8, Math.floor(510 / 32));
  assert.match(relaunched.stderr, new RegExp(`report read 510 files on ${threads} thread\\(s\\)`));
  const oneThread = buildReport(collect([d]).incidents, { asOf: '2025-03-15', paths: [d] });
  assert.equal(relaunched.stdout, JSON.stringify(oneThread, null, 2) + '\n');
  const j = JSON.parse(relaunched.stdout) as Json;
  assert.equal(j.incidents.total, 510);
  assert.equal(j.metrics['timeToResolve']!.n, 306);
  // a usage error found by the relaunched CLI keeps its status and message
  const bad = runCli(['report', '--since', 'soon', d], { env: { POSTMORTEM_STATS: '1' } });
  assert.match(bad.stderr, /relaunching/);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--since expects a date/);
});

test('report: the text summary names the figures and the overdue items; config errors are named once', () => {
  const r = runCli(['report', '--as-of', '2025-03-15', DIR]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^5 incidents \(as of 2025-03-15\)$/m);
  assert.match(r.stdout, /^ {2}2025-01 {5}1$/m);
  assert.match(r.stdout, /^ {2}Time to resolve +3 +1 h 10 min +2 h +15 min +2 h +2$/m);
  assert.match(r.stdout, /^Action items: 8 \(7 open, 1 done, 2 open without owner, 4 overdue\)$/m);
  assert.match(r.stdout, /^ {2}overdue 2024-12-01 test\/fixtures\/report\/team-b\/2024-11-markup\.md:26 /m);
  assert.match(r.stdout, /^ {2}service checkout: 3$/m);
  const d = mkdtempSync(join(tmpdir(), 'pm-report-'));
  cpSync(A1, join(d, 'a.md'));
  cpSync(A2, join(d, 'b.md'));
  writeFileSync(join(d, '.postmortemrc.json'), JSON.stringify({ timezone: { policy: 'sometimes' } }));
  const bad = runCli(['report', '--json', d]);
  assert.equal(bad.code, 2);
  assert.equal(bad.stderr.split('\n').filter((l) => /configuration error in "timezone\.policy"/.test(l)).length, 1, bad.stderr);
  assert.equal((JSON.parse(bad.stdout) as Json).incidents.total, 2);
});

test('report honours .gitignore like lint, and --no-ignore includes the ignored files', () => {
  const d = mkdtempSync(join(tmpdir(), 'pm-report-ignore-'));
  writeFileSync(join(d, '.gitignore'), 'drafts/\n');
  cpSync(A1, join(d, 'kept.md'));
  cpSync(A2, join(d, 'drafts', 'draft.md'), { recursive: true });
  assert.equal(reportJson([d]).incidents.total, 1);
  assert.equal(reportJson(['--no-ignore', d]).incidents.total, 2);
});
