/**
 * Quiet on request: inline comments that turn rules off for part of a document, and front matter
 * `postmortem: false` for a document that is not a postmortem at all.
 *
 *   <!-- postmortem-disable RULE… -->            from this line on (no rule: every rule)
 *   <!-- postmortem-enable RULE… -->             from this line on
 *   <!-- postmortem-disable-line RULE… -->       this line
 *   <!-- postmortem-disable-next-line RULE… -->  the next line
 *   <!-- postmortem-disable-file RULE… -->       the whole document, wherever it is written
 *
 * Rules are separated by spaces or commas. Comments inside code blocks are text, not directives.
 * A finding is judged by the line it starts on. One pass over the lines, one over the findings.
 */
import type { Finding, Postmortem, TextEdit } from './types.js';

type Verb = 'disable' | 'enable' | 'disable-line' | 'disable-next-line' | 'disable-file';

export interface Directive {
  line: number;
  verb: Verb;
  /** The rules named; empty means every rule. */
  rules: string[];
}

const DIRECTIVE = /<!--\s*postmortem-(disable-next-line|disable-line|disable-file|disable|enable)\b((?:[\s,]+[a-z][a-z0-9-]*)*)[\s,]*-->/g;

/** Every directive in the document, in line order. */
export function directives(model: Pick<Postmortem, 'lines' | 'code'>): Directive[] {
  const out: Directive[] = [];
  const { lines, code } = model;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.includes('postmortem-') || code[i]) continue;
    DIRECTIVE.lastIndex = 0;
    for (let m; (m = DIRECTIVE.exec(line)) !== null;) {
      out.push({ line: i, verb: m[1] as Verb, rules: m[2]!.split(/[\s,]+/).filter(Boolean) });
    }
  }
  return out;
}

/** True when the front matter says the document is not a postmortem (`postmortem: false`). */
export function notAPostmortem(model: Pick<Postmortem, 'frontMatter'>): boolean {
  const v = model.frontMatter?.['postmortem'];
  return v === false || v === 'false' || v === 'no' || v === 'off';
}

/** The findings that no directive turns off (all of them when there is no directive). */
export function applySuppressions(findings: Finding[], model: Pick<Postmortem, 'lines' | 'code' | 'frontMatter'>): Finding[] {
  if (notAPostmortem(model)) return [];
  const ds = directives(model);
  if (ds.length === 0) return findings;
  let fileAll = false;
  const fileRules = new Set<string>();
  const lineAll = new Set<number>();
  const lineRules = new Map<number, Set<string>>();
  const ranged: Directive[] = [];
  for (const d of ds) {
    if (d.verb === 'disable' || d.verb === 'enable') { ranged.push(d); continue; }
    if (d.verb === 'disable-file') {
      if (d.rules.length === 0) fileAll = true; else for (const r of d.rules) fileRules.add(r);
      continue;
    }
    const at = d.verb === 'disable-line' ? d.line : d.line + 1;
    if (d.rules.length === 0) lineAll.add(at);
    else { let s = lineRules.get(at); if (!s) lineRules.set(at, (s = new Set())); for (const r of d.rules) s.add(r); }
  }
  if (fileAll) return [];
  // disable/enable: walk the findings (sorted by position) and the directives together.
  const byLine = [...findings].map((f, k) => ({ f, k })).sort((a, b) => a.f.range.start.line - b.f.range.start.line || a.k - b.k);
  const keep = new Set<Finding>();
  let allOff = false;
  const override = new Map<string, boolean>(); // rule → off?
  let next = 0;
  for (const { f } of byLine) {
    const line = f.range.start.line;
    while (next < ranged.length && ranged[next]!.line <= line) {
      const d = ranged[next++]!;
      const off = d.verb === 'disable';
      if (d.rules.length === 0) { allOff = off; override.clear(); } else for (const r of d.rules) override.set(r, off);
    }
    const off = fileRules.has(f.rule) || lineAll.has(line) || !!lineRules.get(line)?.has(f.rule) || (override.get(f.rule) ?? allOff);
    if (!off) keep.add(f);
  }
  return findings.filter((f) => keep.has(f));
}

/**
 * Of `lines`, those where `rule` is turned off: for a rule that folds several places into one finding
 * (a run of zone-less times), so that a place turned off is left out of the finding rather than
 * deciding it. The same judgement as `applySuppressions`, asked with one probe finding per line.
 */
export function linesTurnedOff(model: Pick<Postmortem, 'lines' | 'code' | 'frontMatter'>, rule: string, lines: readonly number[]): Set<number> {
  const at = (line: number) => ({ line, character: 0 });
  const probes: Finding[] = lines.map((line) => ({ rule, severity: 'warning', message: '', range: { start: at(line), end: at(line) } }));
  const kept = new Set(applySuppressions(probes, model));
  return new Set(probes.filter((p) => !kept.has(p)).map((p) => p.range.start.line));
}

/** The line a new first-of-document line goes at: after the front matter, or 0. */
function documentStart(model: Pick<Postmortem, 'frontMatterRange'>): number {
  return model.frontMatterRange ? model.frontMatterRange.end.line + 1 : 0;
}

/** Edits that turn `rule` off for one line (a comment on the line above) or for the whole document. */
export function disableEdit(model: Pick<Postmortem, 'lines' | 'eol' | 'frontMatterRange'>, rule: string, line: number, scope: 'line' | 'file'): TextEdit {
  if (scope === 'file') {
    const at = { line: documentStart(model), character: 0 };
    return { range: { start: at, end: at }, newText: `<!-- postmortem-disable-file ${rule} -->${model.eol}${model.eol}` };
  }
  const text = model.lines[line] ?? '';
  const pipe = (k: number) => (model.lines[k] ?? '').includes('|');
  if (pipe(line) && (pipe(line - 1) || pipe(line + 1))) {
    // A line between table rows would end the table: the comment goes inside the row, before its last pipe.
    const at = { line, character: text.lastIndexOf('|') };
    return { range: { start: at, end: at }, newText: `<!-- postmortem-disable-line ${rule} --> ` };
  }
  const indent = /^[ \t]*/.exec(text)![0];
  const at = { line, character: 0 };
  return { range: { start: at, end: at }, newText: `${indent}<!-- postmortem-disable-next-line ${rule} -->${model.eol}` };
}

/** The edit that marks the document as not a postmortem: `postmortem: false` in its front matter. */
export function notAPostmortemEdit(model: Pick<Postmortem, 'lines' | 'eol' | 'frontMatterRange' | 'frontMatterError'>): TextEdit | undefined {
  const eol = model.eol;
  if (model.frontMatterError) return undefined; // a key added to front matter that does not parse would not be read
  if (!model.frontMatterRange) {
    const at = { line: 0, character: 0 };
    return { range: { start: at, end: at }, newText: `---${eol}postmortem: false${eol}---${eol}` };
  }
  const open = model.lines[model.frontMatterRange.start.line] ?? '';
  if (!/^\uFEFF?---\s*$/.test(open)) return undefined; // TOML (+++): written as `postmortem = false` by hand
  const at = { line: model.frontMatterRange.start.line + 1, character: 0 };
  return { range: { start: at, end: at }, newText: `postmortem: false${eol}` };
}
