import type { Finding, TextEdit } from './types.js';
import { comparePos, lineOffsets, offsetAt } from './text.js';

/**
 * Applies text edits to a text. Edits are sorted; an edit that overlaps one already taken is skipped.
 * Returns the new text and the number of edits applied.
 */
export function applyEdits(text: string, edits: readonly TextEdit[]): { text: string; applied: number } {
  const sorted = [...edits].sort((a, b) => comparePos(a.range.start, b.range.start) || comparePos(a.range.end, b.range.end));
  const offsets = lineOffsets(text);
  let out = '';
  let cursor = 0;
  let applied = 0;
  for (const e of sorted) {
    const s = offsetAt(offsets, text, e.range.start);
    const t = offsetAt(offsets, text, e.range.end);
    if (s < cursor || t < s) continue;
    out += text.slice(cursor, s) + e.newText;
    cursor = t;
    applied++;
  }
  return { text: out + text.slice(cursor), applied };
}

/** The edits of every safe fix, without overlaps (the first fix to claim a range wins). */
export function safeFixEdits(findings: readonly Finding[]): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const f of findings) {
    if (f.fix?.safe) edits.push(...f.fix.edits);
  }
  return edits;
}
