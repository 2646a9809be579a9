/** Output formats of `postmortem lint` and the `inspect` JSON. Positions become 1-based here, and only here. */
import { createHash } from 'node:crypto';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatDate } from '../core/time/zone.js';
import { RULES } from '../core/rules/index.js';
import { actionItems } from '../core/model/actions.js';
import type { AnalysisResult, Finding } from '../core/types.js';
import { displayPath, escapeControls } from './io.js';

import { RULES_DOC_URL } from '../docs-links.js';

export const DOCS_URL = RULES_DOC_URL;

export interface FileResult { path: string; findings: Finding[] }

export function oneBased(f: Finding) {
  return { line: f.range.start.line + 1, column: f.range.start.character + 1, endLine: f.range.end.line + 1, endColumn: f.range.end.character + 1 };
}

export function formatText(results: FileResult[], color: boolean, unread = 0): string {
  return [...formatTextChunks(results, color, unread)].join('');
}

/**
 * The text format in pieces (one per finding, then the summary). A file name or a message with a
 * control character (a newline in a name, an escape sequence quoted from a document) is escaped, so
 * one finding is always one line.
 */
export function* formatTextChunks(results: FileResult[], color: boolean, unread = 0): Generator<string> {
  const c = (code: string, s: string) => (color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const sevColor: Record<string, string> = { error: '31', warning: '33', info: '36', hint: '90' };
  let errors = 0; let warnings = 0; let infos = 0; let fixable = 0;
  for (const { path, findings } of results) {
    const shown = displayPath(path);
    for (const f of findings) {
      const p = oneBased(f);
      yield `${shown}:${p.line}:${p.column} ${c(sevColor[f.severity] ?? '0', f.severity)} ${c('2', f.rule)} ${escapeControls(f.message)}\n`;
      if (f.severity === 'error') errors++; else if (f.severity === 'warning') warnings++; else infos++;
      if (f.fix?.safe) fixable++;
    }
  }
  const files = results.length;
  const total = errors + warnings + infos;
  const summary = total === 0
    ? `${files} file${files === 1 ? '' : 's'} checked, no problems.`
    : `${files} file${files === 1 ? '' : 's'} checked: ${total} problem${total === 1 ? '' : 's'} (${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}, ${infos} info)${fixable ? `, ${fixable} fixable with --fix` : ''}.`;
  // Files that could not be read are not "checked": the summary says so (their problems are on standard error).
  yield (unread ? `${summary.slice(0, -1)}; ${unread} file${unread === 1 ? '' : 's'} could not be read.` : summary) + '\n';
}

/** Arrays and objects this deep or deeper are written as one piece by `jsonChunks`. */
const PIECE_DEPTH = 4;

/**
 * `JSON.stringify(value, null, 2)` in pieces, character for character the same: arrays and objects
 * near the top are split at their elements (one SARIF result, one file's diagnostic is a piece), so
 * output of any size is written without one string holding it all (a string has a maximum length).
 */
export function* jsonChunks(value: unknown, indent = '', depth = 0): Generator<string> {
  if (depth >= PIECE_DEPTH) {
    const s = JSON.stringify(value, null, 2);
    yield indent && s.includes('\n') ? s.replace(/\n/g, `\n${indent}`) : s;
    return;
  }
  if (Array.isArray(value) && value.length > 0) {
    const inner = indent + '  ';
    yield '[\n';
    for (let i = 0; i < value.length; i++) {
      yield inner;
      // JSON.stringify writes null for what JSON cannot hold (undefined, functions) in an array.
      const v: unknown = value[i];
      if (v === undefined || typeof v === 'function' || typeof v === 'symbol') yield 'null';
      else yield* jsonChunks(v, inner, depth + 1);
      yield i < value.length - 1 ? ',\n' : '\n';
    }
    yield indent + ']';
    return;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { toJSON?: unknown }).toJSON !== 'function') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function' && typeof v !== 'symbol');
    if (entries.length === 0) { yield '{}'; return; }
    const inner = indent + '  ';
    yield '{\n';
    for (let i = 0; i < entries.length; i++) {
      const [k, v] = entries[i]!;
      yield `${inner}${JSON.stringify(k)}: `;
      yield* jsonChunks(v, inner, depth + 1);
      yield i < entries.length - 1 ? ',\n' : '\n';
    }
    yield indent + '}';
    return;
  }
  const s = JSON.stringify(value, null, 2);
  yield indent && s.includes('\n') ? s.replace(/\n/g, `\n${indent}`) : s;
}

/**
 * `--format json`: version 1 of the schema in schemas/lint-output.schema.json (documented in
 * docs/cli.md). Within version 1 fields are only added; a field removed or changed in meaning makes
 * version 2.
 */
export const JSON_OUTPUT_VERSION = 1;

/** One finding as `--format json` (and the MCP server's lint tool) give it: 1-based positions and the rule's page. */
export function jsonDiagnostic(f: Finding) {
  return { rule: f.rule, severity: f.severity, message: f.message, ...oneBased(f), fixable: !!f.fix?.safe, url: `${DOCS_URL}#${f.rule}` };
}

export function formatJson(results: FileResult[]): string {
  return [...formatJsonChunks(results)].join('');
}

export function* formatJsonChunks(results: FileResult[]): Generator<string> {
  yield* jsonChunks(results.map(({ path, findings }) => ({ path, diagnostics: findings.map(jsonDiagnostic) })));
  yield '\n';
}

/** Percent-encodes one path for a URI reference, segment by segment ("a b/#1.md" → "a%20b/%231.md"). */
export function encodePath(path: string): string {
  return path.split(/[\\/]/).map((seg) => encodeURIComponent(seg)).join('/');
}

/**
 * Where a result's file is, for SARIF: relative to the working directory (the repository root in CI),
 * against the base `%SRCROOT%`, when it lies under it; an absolute `file:` URL otherwise. Both are
 * percent-encoded, so a space or a `#` in a path stays a valid `uri-reference`.
 */
export function sarifLocation(path: string, cwd = process.cwd()): { uri: string; uriBaseId?: string } {
  if (path === '<stdin>') return { uri: encodeURIComponent(path) };
  const abs = resolve(cwd, path);
  const rel = relative(cwd, abs);
  if (rel && !rel.startsWith('..') && !isAbsolute(rel)) return { uri: encodePath(rel.split(sep).join('/')), uriBaseId: '%SRCROOT%' };
  return { uri: pathToFileURL(abs).href };
}

/**
 * A fingerprint that survives lines moving: the rule, the message (which quotes what was found; line
 * numbers it mentions are left out) and how many identical findings came before it in the file. Code
 * scanning matches alerts across commits on it.
 */
function fingerprint(f: Finding, seen: Map<string, number>): string {
  const key = `${f.rule}\u0000${f.message.replace(/\b(line|ligne) \d+/g, '$1')}`;
  const n = seen.get(key) ?? 0;
  seen.set(key, n + 1);
  return createHash('sha256').update(`${key}\u0000${n}`).digest('hex').slice(0, 32) + `:${n + 1}`;
}

export function formatSarif(results: FileResult[], version: string, cwd = process.cwd()): string {
  return [...formatSarifChunks(results, version, cwd)].join('');
}

export function* formatSarifChunks(results: FileResult[], version: string, cwd = process.cwd()): Generator<string> {
  const level = (s: string) => (s === 'error' ? 'error' : s === 'warning' ? 'warning' : 'note');
  const index = new Map(RULES.map((r, i) => [r.id, i]));
  const docs = (id: string) => `${DOCS_URL}#${id}`;
  yield* jsonChunks({
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{
      tool: { driver: {
        name: 'postmortem', version, semanticVersion: version, informationUri: DOCS_URL,
        rules: RULES.map((r) => ({
          id: r.id,
          shortDescription: { text: r.description },
          fullDescription: { text: r.docs.rationale },
          help: { text: `${r.description} ${r.docs.rationale} See ${docs(r.id)}`, markdown: `${r.docs.rationale}\n\nDocumentation: [${r.id}](${docs(r.id)})` },
          helpUri: docs(r.id),
          defaultConfiguration: { level: level(r.defaultSeverity) },
          properties: { fixable: r.fixable },
        })),
      } },
      originalUriBaseIds: { '%SRCROOT%': { uri: pathToFileURL(cwd.endsWith(sep) ? cwd : cwd + sep).href } },
      results: results.flatMap(({ path, findings }) => {
        const seen = new Map<string, number>();
        const artifactLocation = sarifLocation(path, cwd);
        return findings.map((f) => {
          const p = oneBased(f);
          const ruleIndex = index.get(f.rule);
          return {
            ruleId: f.rule, ...(ruleIndex !== undefined ? { ruleIndex } : {}), level: level(f.severity), message: { text: f.message },
            locations: [{ physicalLocation: { artifactLocation, region: { startLine: p.line, startColumn: p.column, endLine: p.endLine, endColumn: p.endColumn } } }],
            partialFingerprints: { 'postmortem/v1': fingerprint(f, seen) },
          };
        });
      }),
    }],
  });
  yield '\n';
}

/** GitHub workflow commands escape `%`, CR and LF in the message, and `,` and `:` too in properties. */
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * `--format github`: one workflow command per finding (`::error file=…,line=…::message`), which a
 * GitHub Actions run shows as an annotation on the line. Paths are made relative to the working
 * directory (the checkout), which is how annotations find the file.
 */
export function formatGithub(results: FileResult[], cwd = process.cwd()): string {
  const command = (s: string) => (s === 'error' ? 'error' : s === 'warning' ? 'warning' : 'notice');
  const out: string[] = [];
  for (const { path, findings } of results) {
    const rel = path === '<stdin>' ? path : relative(cwd, resolve(cwd, path)).split(sep).join('/');
    for (const f of findings) {
      const p = oneBased(f);
      const props = [`file=${escapeProperty(rel)}`, `line=${p.line}`, `col=${p.column}`, `endLine=${p.endLine}`, `endColumn=${p.endColumn}`, `title=${escapeProperty(`postmortem ${f.rule}`)}`];
      out.push(`::${command(f.severity)} ${props.join(',')}::${escapeData(f.message)}`);
    }
  }
  return out.length ? out.join('\n') + '\n' : '';
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
    diagnostics: findings.map((f) => ({ rule: f.rule, severity: f.severity, message: f.message, ...oneBased(f), fixable: !!f.fix?.safe })),
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
