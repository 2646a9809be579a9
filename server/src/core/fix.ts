import type { Finding, TextEdit } from './types.js';
import { comparePos, lineOffsets, offsetAt } from './text.js';

/** An edit as offsets into the text it applies to (UTF-16 code units). */
export interface OffsetEdit { start: number; end: number; newText: string }

/**
 * The edits that apply to a text, as offsets, in order. Edits are sorted; an edit that overlaps one
 * already taken is skipped.
 */
export function resolveEdits(text: string, edits: readonly TextEdit[]): OffsetEdit[] {
  const sorted = [...edits].sort((a, b) => comparePos(a.range.start, b.range.start) || comparePos(a.range.end, b.range.end));
  const offsets = lineOffsets(text);
  const out: OffsetEdit[] = [];
  let cursor = 0;
  for (const e of sorted) {
    const s = offsetAt(offsets, text, e.range.start);
    const t = offsetAt(offsets, text, e.range.end);
    if (s < cursor || t < s) continue;
    out.push({ start: s, end: t, newText: e.newText });
    cursor = t;
  }
  return out;
}

/**
 * Applies text edits to a text (as `resolveEdits` takes them). Returns the new text and the number
 * of edits applied.
 */
export function applyEdits(text: string, edits: readonly TextEdit[]): { text: string; applied: number } {
  const resolved = resolveEdits(text, edits);
  let out = '';
  let cursor = 0;
  for (const e of resolved) {
    out += text.slice(cursor, e.start) + e.newText;
    cursor = e.end;
  }
  return { text: out + text.slice(cursor), applied: resolved.length };
}

/**
 * The edits of every safe fix, each fix whole or not at all: a fix whose edits overlap an edit already
 * taken is left for the next round, never half applied (half a fix can say something the document
 * did not). Fixes are taken in the order of their first edit.
 */
export function safeFixEdits(findings: readonly Finding[]): TextEdit[] {
  return wholeFixEdits(findings.filter((f) => f.fix?.safe));
}

/**
 * What one rule's fix-all applies, a choice the user makes by naming the rule: the rule's safe fixes,
 * or all of its fixes when they are one and the same edit everywhere (one title, such as "Append
 * UTC"), which is what a user asking to fix them all expects. Fixes that differ and are not safe
 * (each a guess of its own) are left to be taken one at a time.
 */
export function ruleFixFindings(findings: readonly Finding[], rule: string): Finding[] {
  const own = findings.filter((f) => f.rule === rule && f.fix && f.fix.edits.length > 0);
  return new Set(own.map((f) => f.fix!.title)).size === 1 ? own : own.filter((f) => f.fix!.safe);
}

/** The edits of the findings' fixes, each fix whole or not at all, as `safeFixEdits` takes them. */
export function wholeFixEdits(findings: readonly Finding[]): TextEdit[] {
  const fixes = findings.filter((f) => f.fix && f.fix.edits.length > 0).map((f) => f.fix!.edits);
  fixes.sort((a, b) => comparePos(first(a).range.start, first(b).range.start));
  const taken: TextEdit[] = [];
  for (const edits of fixes) {
    if (edits.some((e) => taken.some((t) => overlaps(e, t)))) continue;
    taken.push(...edits);
  }
  return taken;
}

function first(edits: readonly TextEdit[]): TextEdit {
  return edits.reduce((a, b) => (comparePos(b.range.start, a.range.start) < 0 ? b : a));
}

/** Two edits change the same text (insertions at one place, or at the edge of a replacement, do not). */
function overlaps(a: TextEdit, b: TextEdit): boolean {
  return comparePos(a.range.start, b.range.end) < 0 && comparePos(b.range.start, a.range.end) < 0;
}

/** The places a set of findings speaks of: one each, and the places a finding folds in (`Finding.related`). */
export function placeCount(findings: readonly Finding[]): number {
  return findings.reduce((n, f) => n + 1 + (f.related?.length ?? 0), 0);
}
