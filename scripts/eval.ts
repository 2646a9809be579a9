/**
 * `npm run eval`: measures the analysis against hand-written truth for real postmortems.
 *
 * Each eval/truth/**\/*.json names one document of the corpus (its path below the corpus folder), the
 * lines of its timeline entries with their UTC instants, and the defects a careful reviewer finds, each
 * with the rule that should report it. The document is analysed with the default configuration; the
 * findings (errors and warnings) are matched with the defects, the model's timeline with the entries.
 * See docs/accuracy.md.
 *
 *   npm run eval [-- --corpus DIR] [--truth DIR] [--json] [--verbose]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { analyze } from '../server/src/core/analyze.js';
import { DEFAULT_CONFIG } from '../server/src/core/config.js';
import type { SectionKind } from '../server/src/core/types.js';

/**
 * Rules whose finding is about the whole document (one per document, anchored on the title or the
 * incident date): it matches a defect of the same rule wherever the truth places it.
 */
const DOCUMENT_RULES = new Set(['required-section', 'incident-date', 'timeline-missing']);

export interface TruthDefect { rule: string; lines: number[] | null; why: string }
export interface TruthEntry { line: number; utc: string | null }
export interface Truth {
  file: string;
  language: string;
  postmortem: boolean;
  sections: { impact: number | null; rootCause: number | null; correctiveActions: number | null; timeline: number | null };
  entries: TruthEntry[];
  defects: TruthDefect[];
}

/** A finding that matched no defect (1-based line). */
export interface ScoredFinding { file: string; line: number; rule: string; message: string }
export interface MissedDefect { file: string; rule: string; lines: number[] | null; why: string }
export interface MissedSection { file: string; section: SectionKind; line: number }
export interface EntryProblem { file: string; line: number; kind: 'missed' | 'instant' | 'extra'; expected: string | null; got: string | null }

export interface RuleScore { rule: string; findings: number; right: number; wrong: number; precision: number | null; defects: number; found: number; recall: number | null }
export interface DocScore {
  file: string;
  postmortem: boolean;
  missing?: boolean;
  findings: number; right: number; wrong: number;
  defects: number; found: number;
  entries: number; entriesRead: number; instants: number; instantsRight: number; extraEntries: number;
  sections: number; sectionsFound: number;
}
export interface EvalResult {
  corpus: string;
  documents: number;
  rules: RuleScore[];
  overall: { findings: number; right: number; wrong: number; precision: number | null; defects: number; found: number; recall: number | null };
  entries: { total: number; read: number; withInstant: number; instantsRight: number; extra: number };
  sections: { total: number; found: number };
  perDocument: DocScore[];
  wrongFindings: ScoredFinding[];
  missedDefects: MissedDefect[];
  entryProblems: EntryProblem[];
  missedSections: MissedSection[];
}

const SECTION_KINDS: Record<keyof Truth['sections'], SectionKind> = {
  impact: 'impact', rootCause: 'root-cause', correctiveActions: 'corrective-actions', timeline: 'timeline',
};

const ratio = (a: number, b: number): number | null => (b === 0 ? null : a / b);

/** Every *.json below dir, sorted, as paths. */
function jsonFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.json')) out.push(p);
    }
  };
  walk(dir);
  return out;
}

export function loadTruth(dir: string): Truth[] {
  if (!existsSync(dir)) return [];
  return jsonFiles(dir).map((p) => {
    const t = JSON.parse(readFileSync(p, 'utf8')) as Omit<Truth, 'file'>;
    if (!Array.isArray(t.entries) || !Array.isArray(t.defects)) throw new Error(`${p}: not a truth file (entries, defects)`);
    // The document is named by the truth file's own path: eval/truth/<path below the corpus>.json.
    return { file: relative(dir, p).split(sep).join('/').replace(/\.json$/, ''), ...t };
  });
}

/**
 * The document a truth file names: below the corpus folder, or below its parent (the corpus keeps
 * its templates beside real/, and their truth names them "templates/…").
 */
export function documentPath(corpus: string, file: string): string | undefined {
  for (const base of [corpus, dirname(corpus)]) {
    const p = join(base, file);
    if (existsSync(p) && statSync(p).isFile()) return p;
  }
  return undefined;
}

/** "2019-01-22T22:54:30.000Z" → "2019-01-22T22:54" (the minute an instant falls in). */
const minute = (iso: string): string => new Date(iso).toISOString().slice(0, 16);

export function evaluate(truths: Truth[], corpus: string, now: number = Date.now()): EvalResult {
  const rules = new Map<string, RuleScore>();
  const rule = (id: string): RuleScore => {
    let r = rules.get(id);
    if (!r) rules.set(id, (r = { rule: id, findings: 0, right: 0, wrong: 0, precision: null, defects: 0, found: 0, recall: null }));
    return r;
  };
  const perDocument: DocScore[] = [];
  const wrongFindings: ScoredFinding[] = [];
  const missedDefects: MissedDefect[] = [];
  const entryProblems: EntryProblem[] = [];
  const missedSections: MissedSection[] = [];

  for (const truth of [...truths].sort((a, b) => a.file.localeCompare(b.file))) {
    const doc: DocScore = {
      file: truth.file, postmortem: truth.postmortem, findings: 0, right: 0, wrong: 0, defects: 0, found: 0,
      entries: 0, entriesRead: 0, instants: 0, instantsRight: 0, extraEntries: 0, sections: 0, sectionsFound: 0,
    };
    perDocument.push(doc);
    const path = documentPath(corpus, truth.file);
    if (!path) { doc.missing = true; continue; }
    const { model, findings } = analyze(readFileSync(path, 'utf8'), DEFAULT_CONFIG, { now });

    const defects = truth.postmortem ? truth.defects : [];
    const found = defects.map(() => false);
    for (const f of findings) {
      if (f.severity !== 'error' && f.severity !== 'warning') continue;
      const line = f.range.start.line + 1;
      let right = false;
      defects.forEach((d, k) => {
        if (d.rule !== f.rule) return;
        if (d.lines === null || DOCUMENT_RULES.has(f.rule) || d.lines.some((l) => Math.abs(l - line) <= 1)) { right = true; found[k] = true; }
      });
      const r = rule(f.rule);
      r.findings++; doc.findings++;
      if (right) { r.right++; doc.right++; } else {
        r.wrong++; doc.wrong++;
        wrongFindings.push({ file: truth.file, line, rule: f.rule, message: f.message });
      }
    }
    defects.forEach((d, k) => {
      const r = rule(d.rule);
      r.defects++; doc.defects++;
      if (found[k]) { r.found++; doc.found++; } else missedDefects.push({ file: truth.file, rule: d.rule, lines: d.lines, why: d.why });
    });

    // A line can hold several entries (a table cell with entries separated by `<br>`): the truth then
    // lists the line once per entry, in order, and the k-th of them is compared with the model's k-th
    // entry on that line. Model entries on a line beyond the truth's count are extra.
    const byLine = new Map<number, typeof model.timeline>();
    for (const e of model.timeline) {
      const list = byLine.get(e.line + 1);
      if (list) list.push(e); else byLine.set(e.line + 1, [e]);
    }
    const used = new Map<number, number>();
    for (const e of truth.entries) {
      doc.entries++;
      const k = used.get(e.line) ?? 0;
      used.set(e.line, k + 1);
      const got = byLine.get(e.line)?.[k];
      if (!got) { entryProblems.push({ file: truth.file, line: e.line, kind: 'missed', expected: e.utc, got: null }); continue; }
      doc.entriesRead++;
      if (e.utc === null) continue;
      doc.instants++;
      if (got.instant && minute(got.instant) === minute(e.utc)) doc.instantsRight++;
      else entryProblems.push({ file: truth.file, line: e.line, kind: 'instant', expected: e.utc, got: got.instant ?? null });
    }
    for (const [line, list] of byLine) {
      for (const e of list.slice(used.get(line) ?? 0)) {
        doc.extraEntries++;
        entryProblems.push({ file: truth.file, line, kind: 'extra', expected: null, got: e.instant ?? e.raw });
      }
    }

    if (truth.postmortem && truth.sections) {
      for (const [key, kind] of Object.entries(SECTION_KINDS) as [keyof Truth['sections'], SectionKind][]) {
        const want = truth.sections[key];
        if (want === null || want === undefined) continue;
        doc.sections++;
        if (model.sections.some((s) => (s.kind === kind || s.covers.includes(kind)) && Math.abs(s.headingRange.start.line + 1 - want) <= 1)) doc.sectionsFound++;
        else missedSections.push({ file: truth.file, section: kind, line: want });
      }
    }
  }

  const ruleList = [...rules.values()].sort((a, b) => a.rule.localeCompare(b.rule));
  for (const r of ruleList) { r.precision = ratio(r.right, r.findings); r.recall = ratio(r.found, r.defects); }
  const sum = (k: keyof DocScore): number => perDocument.reduce((n, d) => n + (d[k] as number), 0);
  const right = sum('right'), findings = sum('findings'), defects = sum('defects'), foundN = sum('found');
  return {
    corpus,
    documents: perDocument.length,
    rules: ruleList,
    overall: { findings, right, wrong: sum('wrong'), precision: ratio(right, findings), defects, found: foundN, recall: ratio(foundN, defects) },
    entries: { total: sum('entries'), read: sum('entriesRead'), withInstant: sum('instants'), instantsRight: sum('instantsRight'), extra: sum('extraEntries') },
    sections: { total: sum('sections'), found: sum('sectionsFound') },
    perDocument,
    wrongFindings,
    missedDefects,
    entryProblems,
    missedSections,
  };
}

const pct = (x: number | null): string => (x === null ? '—' : `${Math.round(x * 100)}%`);

export function formatText(r: EvalResult, verbose = false): string {
  const out: string[] = [];
  const rows: string[][] = [['rule', 'findings', 'right', 'wrong', 'precision', 'defects', 'found', 'recall']];
  for (const x of r.rules) rows.push([x.rule, `${x.findings}`, `${x.right}`, `${x.wrong}`, pct(x.precision), `${x.defects}`, `${x.found}`, pct(x.recall)]);
  const o = r.overall;
  rows.push(['overall', `${o.findings}`, `${o.right}`, `${o.wrong}`, pct(o.precision), `${o.defects}`, `${o.found}`, pct(o.recall)]);
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  out.push(`${r.documents} documents, corpus ${r.corpus}`, '');
  for (const row of rows) out.push(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
  out.push('');
  const e = r.entries;
  out.push(`timeline entries read: ${e.read}/${e.total} (${pct(ratio(e.read, e.total))}); instants right to the minute: ${e.instantsRight}/${e.withInstant} (${pct(ratio(e.instantsRight, e.withInstant))}); entries not in the truth: ${e.extra}`);
  out.push(`sections found: ${r.sections.found}/${r.sections.total} (${pct(ratio(r.sections.found, r.sections.total))})`, '');
  out.push('per document: findings right/wrong, defects found/total, entries read/total, instants right/known, extra entries');
  for (const d of r.perDocument) {
    if (d.missing) { out.push(`  ${d.file}: not in the corpus`); continue; }
    out.push(`  ${d.file}${d.postmortem ? '' : ' (not a postmortem)'}: findings ${d.right}/${d.wrong}, defects ${d.found}/${d.defects}, entries ${d.entriesRead}/${d.entries}, instants ${d.instantsRight}/${d.instants}, extra ${d.extraEntries}`);
  }
  if (verbose) {
    out.push('', 'wrong findings:');
    for (const f of r.wrongFindings) out.push(`  ${f.file}:${f.line} ${f.rule} ${f.message}`);
    out.push('', 'missed defects:');
    for (const m of r.missedDefects) out.push(`  ${m.file}:${m.lines === null ? '-' : m.lines.join(',')} ${m.rule} ${m.why}`);
    out.push('', 'timeline entries:');
    for (const p of r.entryProblems) {
      const what = p.kind === 'missed' ? `missed${p.expected ? ` (${p.expected})` : ''}`
        : p.kind === 'instant' ? `instant ${p.got ?? 'unknown'}, expected ${p.expected}` : `extra entry ${p.got}`;
      out.push(`  ${p.file}:${p.line} ${what}`);
    }
    out.push('', 'sections not found (within a line of the truth):');
    for (const m of r.missedSections) out.push(`  ${m.file}:${m.line} ${m.section}`);
  }
  return out.join('\n');
}

function main(): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const { values } = parseArgs({
    options: { corpus: { type: 'string' }, truth: { type: 'string' }, json: { type: 'boolean' }, verbose: { type: 'boolean' } },
  });
  const corpus = resolve(values.corpus ?? join(root, '..', 'shared', 'corpus', 'real'));
  const truthDir = resolve(values.truth ?? join(root, 'eval', 'truth'));
  if (!existsSync(corpus)) {
    console.log(`No corpus at ${corpus}, so there is nothing to measure (give one with --corpus DIR).`);
    return;
  }
  const result = evaluate(loadTruth(truthDir), corpus);
  result.corpus = relative(process.cwd(), corpus) || '.';
  console.log(values.json ? JSON.stringify(result, null, 2) : formatText(result, values.verbose));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
