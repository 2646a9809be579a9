/**
 * A stable, readable serialisation of one analysis: the whole model that `analyze()` builds, the action
 * items, the findings, and the CLI's `inspect` JSON. Golden snapshots of it (test/fixtures/model,
 * test/snapshots) characterise the model builder, so a change of behaviour in any field shows up as a diff.
 *
 * Conventions of the output:
 * - Every line and column is 1-based (as editors and `postmortem inspect` show them); columns count UTF-16
 *   code units. A range is written "line:col-line:col", end exclusive.
 * - A date is "YYYY-MM-DD", or "--MM-DD" when it has no year.
 * - A zone is `{ label, iana, kind, offset }` (offset in minutes, null when the label has none).
 * - An absent optional field is written as null, so a field that appears or disappears shows in the diff.
 * - References between parts of the model (an entry's time mention, the timeline section, an action
 *   item's section) are written as indices into `times` / `sections`, plus the referenced object's key
 *   fields; null when the object is not in that list (which would itself be a finding worth a look).
 * - A key the serialiser does not know (a field added to the model) is listed under `unknownKeys` of the
 *   object it was found on, with its value, so a new field cannot go unnoticed.
 *
 * The `inspect` key holds `JSON.parse` of what `postmortem inspect PATH` prints (with now = NOW): written
 * back with `JSON.stringify(inspect, null, 2) + '\n'` it gives the CLI's output byte for byte.
 *
 * The serialisation depends only on the text, the config and `now` (NOW below, the one the rule fixtures
 * use): nothing reads the machine's zone or clock.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { analyze } from '../../server/src/core/analyze.js';
import { DEFAULT_CONFIG, mergeConfig, type Config } from '../../server/src/core/config.js';
import { actionItems, type ActionItem } from '../../server/src/core/model/actions.js';
import { MILESTONE_ORDER } from '../../server/src/core/catalog/milestones.js';
import { RULE_IDS } from '../../server/src/core/rules/index.js';
import { inspectJson } from '../../server/src/cli/format.js';
import type {
  AnalysisResult, DateMention, Finding, IncidentMetrics, Metric, MilestonePoint, PlainDate, Position, Range, Section,
  TimeMention, TimelineEntry, Zone, ZoneDeclaration,
} from '../../server/src/core/types.js';

/** "Now" of every snapshot: the one test/core/fixtures.test.ts uses. */
export const NOW = Date.parse('2026-06-01T00:00:00Z');

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };

/* ---------------------------------------------------------------- leaf values */

export const pos = (p: Position): string => `${p.line + 1}:${p.character + 1}`;
export const rng = (r: Range | undefined): string | null => (r ? `${pos(r.start)}-${pos(r.end)}` : null);

export function plainDate(d: PlainDate | undefined): string | null {
  if (!d) return null;
  const md = `${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  return d.year === undefined ? `--${md}` : `${String(d.year).padStart(4, '0')}-${md}`;
}

const opt = <T>(v: T | undefined): T | null => (v === undefined ? null : v);

/** Keys of `o` that the serialiser does not know, with their values (see the header). */
function unknown(o: object, known: readonly string[]): Obj {
  const extra = Object.keys(o).filter((k) => !known.includes(k)).sort();
  return extra.length ? { unknownKeys: Object.fromEntries(extra.map((k) => [k, plain((o as Record<string, unknown>)[k])])) } : {};
}

/** Any value as JSON: dates (YAML/TOML timestamps) as `{ "$date": iso }`, other non-JSON values tagged. */
export function plain(v: unknown): Json {
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return v;
  if (v === undefined) return { $undefined: true };
  if (typeof v === 'number') return Number.isFinite(v) ? v : { $number: String(v) };
  if (typeof v === 'bigint') return { $bigint: v.toString() };
  if (v instanceof Date) return { $date: Number.isNaN(v.getTime()) ? 'Invalid Date' : v.toISOString() };
  if (Array.isArray(v)) return v.map(plain);
  if (typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return { $type: typeof v };
}

export function zone(z: Zone | undefined): Json {
  if (!z) return null;
  return { label: z.label, iana: z.iana, kind: z.kind, offset: opt(z.offsetMinutes), ...unknown(z, ['label', 'iana', 'kind', 'offsetMinutes']) };
}

/* ---------------------------------------------------------------- model parts */

const SECTION_KEYS = ['kind', 'covers', 'title', 'level', 'via', 'implicit', 'headingRange', 'range', 'empty'];
function section(s: Section): Obj {
  return {
    kind: s.kind, covers: [...s.covers], title: s.title, level: s.level, via: s.via, implicit: s.implicit,
    headingRange: rng(s.headingRange), range: rng(s.range), empty: s.empty, ...unknown(s, SECTION_KEYS),
  };
}

const TIME_KEYS = ['range', 'raw', 'valueRange', 'hour', 'minute', 'second', 'meridiem', 'meridiemRange', 'problem', 'corrected',
  'zone', 'zoneRange', 'zoneSource', 'effectiveZone', 'date', 'instant', 'inTimeline'];
function time(t: TimeMention): Obj {
  return {
    range: rng(t.range), raw: t.raw, valueRange: rng(t.valueRange),
    hour: t.hour, minute: t.minute, second: opt(t.second), meridiem: opt(t.meridiem), meridiemRange: rng(t.meridiemRange),
    problem: opt(t.problem), corrected: opt(t.corrected),
    zone: zone(t.zone), zoneRange: rng(t.zoneRange), zoneSource: opt(t.zoneSource), effectiveZone: zone(t.effectiveZone),
    date: plainDate(t.date), instant: opt(t.instant), inTimeline: t.inTimeline, ...unknown(t, TIME_KEYS),
  };
}

const DATE_KEYS = ['range', 'raw', 'date', 'weekday', 'weekdayRange', 'problem', 'yearInferred'];
function date(d: DateMention): Obj {
  return {
    range: rng(d.range), raw: d.raw, date: plainDate(d.date), weekday: opt(d.weekday), weekdayRange: rng(d.weekdayRange),
    problem: opt(d.problem), yearInferred: d.yearInferred, ...unknown(d, DATE_KEYS),
  };
}

const ENTRY_KEYS = ['range', 'line', 'raw', 'kind', 'time', 'date', 'dateExplicit', 'dayShift', 'zone', 'instant', 'sortKey', 'text', 'milestone'];
function entry(e: TimelineEntry, times: readonly TimeMention[]): Obj {
  let tm: Json = null;
  if (e.time) {
    const index = times.indexOf(e.time);
    tm = {
      index: index >= 0 ? index : null, range: rng(e.time.range), raw: e.time.raw, problem: opt(e.time.problem),
      zoneSource: opt(e.time.zoneSource), effectiveZone: e.time.effectiveZone?.label ?? null, date: plainDate(e.time.date),
      instant: opt(e.time.instant), inTimeline: e.time.inTimeline,
    };
  }
  return {
    line: e.line + 1, range: rng(e.range), raw: e.raw, kind: e.kind, date: plainDate(e.date), dateExplicit: e.dateExplicit, ...(e.dayShift ? { dayShift: e.dayShift } : {}),
    zone: zone(e.zone), instant: opt(e.instant), sortKey: opt(e.sortKey), text: e.text, milestone: opt(e.milestone), time: tm,
    ...unknown(e, ENTRY_KEYS),
  };
}

const DECL_KEYS = ['zone', 'range', 'scope'];
const declaration = (d: ZoneDeclaration): Obj => ({ scope: d.scope, zone: zone(d.zone), range: rng(d.range), ...unknown(d, DECL_KEYS) });

const POINT_KEYS = ['milestone', 'source', 'line', 'range', 'instant', 'sortKey', 'raw'];
function point(p: MilestonePoint | undefined): Json {
  if (!p) return null;
  return {
    milestone: p.milestone, source: p.source, line: p.line + 1, range: rng(p.range), raw: p.raw,
    instant: opt(p.instant), sortKey: opt(p.sortKey), ...unknown(p, POINT_KEYS),
  };
}

const metric = (m: Metric | null): Json => (m ? { minutes: m.minutes, from: m.from, to: m.to, ...unknown(m, ['minutes', 'from', 'to']) } : null);

const METRICS_KEYS = ['milestones', 'timeline', 'keyEvents', 'impact', 'timeToDetect', 'timeToMitigate', 'timeToResolve', 'definitions'];
function metrics(m: IncidentMetrics | undefined): Json {
  if (!m) return null;
  const milestones: Obj = {};
  // In the fixed milestone order, every milestone listed (null when there is none).
  for (const k of MILESTONE_ORDER) milestones[k] = point(m.milestones[k]);
  return {
    milestones: { ...milestones, ...unknown(m.milestones, MILESTONE_ORDER) },
    timeline: m.timeline.map(point), keyEvents: m.keyEvents.map(point),
    impact: metric(m.impact), timeToDetect: metric(m.timeToDetect), timeToMitigate: metric(m.timeToMitigate), timeToResolve: metric(m.timeToResolve),
    definitions: plain(m.definitions), ...unknown(m, METRICS_KEYS),
  };
}

const ACTION_KEYS = ['line', 'text', 'range', 'kind', 'section', 'owner', 'tracking', 'status', 'startsWithVerb', 'columns'];
function action(a: ActionItem, sections: readonly Section[]): Obj {
  const index = sections.indexOf(a.section);
  return {
    line: a.line + 1, range: rng(a.range), kind: a.kind, text: a.text, section: index >= 0 ? index : null, sectionTitle: a.section.title,
    owner: opt(a.owner), tracking: opt(a.tracking), status: a.status, startsWithVerb: a.startsWithVerb, columns: a.columns ? plain(a.columns) : null,
    ...unknown(a, ACTION_KEYS),
  };
}

function finding(f: Finding): Obj {
  const fix = f.fix
    ? {
      title: f.fix.title, safe: f.fix.safe, preferred: opt(f.fix.preferred),
      edits: f.fix.edits.map((e) => ({ range: rng(e.range), newText: e.newText, ...unknown(e, ['range', 'newText']) })),
      ...unknown(f.fix, ['title', 'safe', 'preferred', 'edits']),
    }
    : null;
  // `group` only where a rule sets it, so the findings of every other rule read as before.
  return {
    rule: f.rule, severity: f.severity, range: rng(f.range), message: f.message, ...(f.group !== undefined ? { group: f.group } : {}), fix,
    ...unknown(f, ['rule', 'severity', 'range', 'message', 'group', 'fix']),
  };
}

/** Model keys read by `serializeModel` (`lines` is the input itself: only its count and ending are kept). */
const MODEL_KEYS = ['title', 'titleRange', 'locale', 'incidentDate', 'incidentDateRange', 'defaultZone', 'zoneDeclarations', 'frontMatter',
  'frontMatterRange', 'frontMatterError', 'sections', 'timelineSection', 'timeline', 'timelineOrder', 'times', 'dates', 'lineCount', 'eol', 'code', 'lines', 'metrics'];

export function serializeModel(model: AnalysisResult['model']): Obj {
  const tlIndex = model.timelineSection ? model.sections.indexOf(model.timelineSection) : -1;
  const codeLines: number[] = [];
  model.code.forEach((c, i) => { if (c) codeLines.push(i + 1); });
  return {
    title: model.title === undefined && !model.titleRange ? null : { text: opt(model.title), range: rng(model.titleRange) },
    locale: model.locale,
    lineCount: model.lineCount,
    eol: model.eol === '\n' ? 'LF' : model.eol === '\r\n' ? 'CRLF' : 'CR',
    bom: model.lines[0]?.startsWith('\uFEFF') ?? false,
    incidentDate: model.incidentDate || model.incidentDateRange ? { date: plainDate(model.incidentDate), range: rng(model.incidentDateRange) } : null,
    defaultZone: zone(model.defaultZone),
    zoneDeclarations: model.zoneDeclarations.map(declaration),
    frontMatter: model.frontMatter === undefined ? null : plain(model.frontMatter),
    frontMatterRange: rng(model.frontMatterRange),
    frontMatterError: model.frontMatterError ? { message: model.frontMatterError.message, range: rng(model.frontMatterError.range) } : null,
    sections: model.sections.map(section),
    timelineSection: model.timelineSection
      ? { index: tlIndex >= 0 ? tlIndex : null, kind: model.timelineSection.kind, title: model.timelineSection.title, headingRange: rng(model.timelineSection.headingRange) }
      : null,
    timeline: model.timeline.map((e) => entry(e, model.times)),
    ...(model.timelineOrder ? { timelineOrder: model.timelineOrder } : {}),
    times: model.times.map(time),
    dates: model.dates.map(date),
    codeLines,
    metrics: metrics(model.metrics),
    ...unknown(model, MODEL_KEYS),
  };
}

/**
 * The whole snapshot of one document: model, action items, findings and the CLI's `inspect` object
 * (as `JSON.parse` of the exact text `postmortem inspect` prints, so its key order is kept).
 */
export function snapshotOf(text: string, config: Config = DEFAULT_CONFIG, inspectPath = 'document.md'): Obj {
  const result = analyze(text, config, { now: NOW });
  const model = serializeModel(result.model);
  return {
    model,
    actionItems: actionItems(result.model).map((a) => action(a, result.model.sections)),
    findings: result.findings.map(finding),
    inspect: JSON.parse(inspectText(inspectPath, result)) as Json,
  };
}

/** What `postmortem inspect PATH` prints for this analysis (server/src/cli/cli.ts). */
export function inspectText(path: string, result: AnalysisResult): string {
  return JSON.stringify(inspectJson(path, result), null, 2) + '\n';
}

/* ---------------------------------------------------------------- inputs */

const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

/** A file's text, decoded as the CLI decodes it (UTF-8, a BOM kept, invalid bytes replaced). */
export function readText(path: string): string {
  return decoder.decode(readFileSync(path));
}

/** The config of a document: its sibling `NAME.config.json` merged over the defaults, as test/core/fixtures.test.ts does. */
export function configFor(path: string): Config {
  const cfgPath = path.replace(/\.(md|txt)$/, '.config.json');
  if (cfgPath === path || !existsSync(cfgPath)) return DEFAULT_CONFIG;
  return mergeConfig(DEFAULT_CONFIG, JSON.parse(readFileSync(cfgPath, 'utf8')), RULE_IDS).config;
}

/* ---------------------------------------------------------------- output */

const WIDTH = 120;

/**
 * JSON text of a snapshot: two-space indentation, but any array or object that fits on one line within
 * WIDTH columns is written on one line, and a longer array of scalars fills its lines. Keys keep their
 * order. Ends with a newline.
 */
export function formatJson(v: Json): string {
  return fmt(v, 0) + '\n';
}

function inline(v: Json): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return v.length === 0 ? '[]' : `[${v.map(inline).join(', ')}]`;
  const entries = Object.entries(v);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`).join(', ')} }`;
}

/** `v` at nesting `indent`, its first character written at column `col`. */
function fmt(v: Json, indent: number, col = indent): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  const one = inline(v);
  if (col + one.length <= WIDTH) return one;
  const pad = ' '.repeat(indent + 2);
  if (Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object')) {
    // Scalars fill their lines ("12:action-item", "14:action-item", …) instead of one per line.
    const rows: string[] = [];
    let row = '';
    for (const x of v.map((y) => JSON.stringify(y))) {
      if (row !== '' && pad.length + row.length + 2 + x.length + 1 > WIDTH) { rows.push(row + ','); row = x; } else row = row === '' ? x : `${row}, ${x}`;
    }
    rows.push(row);
    return `[\n${rows.map((r) => pad + r).join('\n')}\n${' '.repeat(indent)}]`;
  }
  if (Array.isArray(v)) return `[\n${v.map((x) => pad + fmt(x, indent + 2)).join(',\n')}\n${' '.repeat(indent)}]`;
  const body = Object.entries(v).map(([k, x]) => {
    const key = `${pad}${JSON.stringify(k)}: `;
    return key + fmt(x, indent + 2, key.length);
  });
  return `{\n${body.join(',\n')}\n${' '.repeat(indent)}}`;
}

export const sha256 = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * The summary kept for documents whose text must not be stored in the project: the hash of the full
 * snapshot's JSON and a few counts that locate a change without quoting the document.
 */
export function summaryOf(snapshot: Obj): Obj {
  const model = snapshot['model'] as Obj;
  const findings = snapshot['findings'] as Obj[];
  return {
    sha256: sha256(formatJson(snapshot)),
    entries: (model['timeline'] as Json[]).length,
    sections: (model['sections'] as Obj[]).map((s) => s['kind'] as string),
    findings: findings.map((f) => `${(f['range'] as string).split(':')[0]}:${f['rule'] as string}`),
  };
}

/*
 * Run on its own, prints the full snapshot of each file given, e.g. to see what changed in a shared
 * document whose snapshot is stored only as a hash (run it before and after the change and diff):
 *   node --import tsx test/model/snapshot.ts ../shared/seeds/000_….txt
 * From the repository root, with the path written as in test/snapshots/*.json's folder, the output's
 * sha256 is the one stored there.
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const file of process.argv.slice(2)) process.stdout.write(formatJson(snapshotOf(readText(file), configFor(file), file)));
}
