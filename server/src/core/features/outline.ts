/**
 * The document outline: sections nested by heading level, timeline entries under the timeline
 * section. Implicit headings (level 0) nest under the Markdown heading before them.
 */
import type { Postmortem, Range, Section, SectionKind, TimelineEntry } from '../types.js';
import { comparePosition, containsRange, union } from './ranges.js';

export interface OutlineNode {
  name: string;
  detail: string;
  type: 'section' | 'entry';
  sectionKind?: SectionKind;
  range: Range;
  selectionRange: Range;
  children: OutlineNode[];
}

const MAX_NAME = 80;

function clip(text: string, max = MAX_NAME): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

export function entryName(entry: TimelineEntry): string {
  const name = clip(`${entry.raw} ${entry.text}`);
  return name || `line ${entry.line + 1}`;
}

function sectionNode(s: Section): OutlineNode {
  const range = containsRange(s.range, s.headingRange) ? s.range : union(s.range, s.headingRange);
  return {
    name: clip(s.title) || s.kind,
    detail: s.kind === 'other' ? '' : s.kind,
    type: 'section',
    sectionKind: s.kind,
    range,
    selectionRange: s.headingRange,
    children: [],
  };
}

function entryNode(e: TimelineEntry, lines: readonly string[]): OutlineNode {
  // The symbol spans the entry's whole line(s); the time is what gets selected.
  const range = union(e.range, { start: { line: e.line, character: 0 }, end: { line: e.line, character: (lines[e.line] ?? '').length } });
  const sel = e.time && containsRange(range, e.time.range) ? e.time.range : e.range;
  return { name: entryName(e), detail: e.milestone ?? '', type: 'entry', range, selectionRange: sel, children: [] };
}

export function outline(model: Postmortem): OutlineNode[] {
  const roots: OutlineNode[] = [];
  const stack: { level: number; node: OutlineNode }[] = [];
  const sections = [...model.sections].sort((a, b) => comparePosition(a.headingRange.start, b.headingRange.start));
  let timelineNode: OutlineNode | undefined;
  for (const s of sections) {
    const level = s.level > 0 ? s.level : 7;
    while (stack.length && stack[stack.length - 1]!.level >= level) stack.pop();
    const node = sectionNode(s);
    if (model.timelineSection && s.headingRange.start.line === model.timelineSection.headingRange.start.line) timelineNode = node;
    const parent = stack[stack.length - 1];
    if (parent) parent.node.children.push(node);
    else roots.push(node);
    stack.push({ level, node });
  }
  if (model.timeline.length) {
    const entries = model.timeline.map((e) => entryNode(e, model.lines));
    if (timelineNode) {
      const target = timelineNode;
      // Entries go under the deepest section that holds them (a day sub-heading), else the timeline.
      for (const e of entries) {
        let holder = target;
        for (;;) {
          const inner: OutlineNode | undefined = holder.children.find((c) => c.type === 'section' && containsRange(c.range, e.range));
          if (!inner) break;
          holder = inner;
        }
        holder.children.push(e);
      }
    } else roots.push(...entries);
  }
  for (const r of roots) fit(r);
  return roots;
}

/** Orders children and grows every range to enclose its children (LSP requires containment). */
function fit(node: OutlineNode): void {
  node.children.sort((a, b) => comparePosition(a.range.start, b.range.start));
  for (const c of node.children) {
    fit(c);
    if (!containsRange(node.range, c.range)) node.range = union(node.range, c.range);
  }
}

export interface Fold { startLine: number; endLine: number; kind?: 'region' | 'comment' }

/** Folding ranges: every section (trailing blank lines excluded), the front matter, multi-line entries. */
export function folds(model: Postmortem): Fold[] {
  const out: Fold[] = [];
  const lastContentLine = (from: number, to: number): number => {
    let end = Math.min(to, model.lines.length - 1);
    while (end > from && (model.lines[end] ?? '').trim() === '') end--;
    return end;
  };
  if (model.frontMatterRange && model.frontMatterRange.end.line > model.frontMatterRange.start.line) {
    out.push({ startLine: model.frontMatterRange.start.line, endLine: model.frontMatterRange.end.line, kind: 'region' });
  }
  for (const s of model.sections) {
    const start = s.headingRange.start.line;
    const end = lastContentLine(start, s.range.end.line);
    if (end > start) out.push({ startLine: start, endLine: end, kind: 'region' });
  }
  for (const e of model.timeline) {
    if (e.range.end.line > e.range.start.line) out.push({ startLine: e.range.start.line, endLine: e.range.end.line, kind: 'region' });
  }
  const seen = new Set<string>();
  return out.filter((f) => {
    const key = `${f.startLine}:${f.endLine}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
