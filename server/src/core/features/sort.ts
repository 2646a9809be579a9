/**
 * "Sort timeline entries": reorders the entries of each run of the timeline by time.
 * A run is a group of entries separated only by blank lines; a date line, a day heading or any other
 * unindented text between entries ends the run, so entries never move across the day they belong to.
 * Indented lines right after an entry (wrapped continuation lines) travel with it.
 */
import type { Postmortem, TextEdit, TimelineEntry } from '../types.js';

interface Segment { entry: TimelineEntry; first: number; last: number }

function segments(model: Postmortem): Segment[][] {
  const lines = model.lines;
  const entries = [...model.timeline].sort((a, b) => a.range.start.line - b.range.start.line);
  const runs: Segment[][] = [];
  let run: Segment[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const first = entry.range.start.line;
    const next = entries[i + 1]?.range.start.line ?? lines.length;
    let last = Math.max(first, Math.min(entry.range.end.line, next - 1));
    while (last + 1 < next && /^\s+\S/.test(lines[last + 1] ?? '')) last++;
    run.push({ entry, first, last });
    // Anything but blank lines between this entry and the next one ends the run.
    let breaks = false;
    for (let l = last + 1; l < next; l++) if ((lines[l] ?? '').trim() !== '') breaks = true;
    if (breaks || i === entries.length - 1) {
      runs.push(run);
      run = [];
    }
  }
  return runs;
}

function sortable(run: Segment[]): boolean {
  if (run.length < 2) return false;
  const withInstant = run.filter((s) => s.entry.instant !== undefined).length;
  if (withInstant !== 0 && withInstant !== run.length) return false; // epoch keys and minutes-of-day do not compare
  return run.every((s) => typeof s.entry.sortKey === 'number' && s.entry.kind === run[0]!.entry.kind);
}

function inOrder(run: Segment[]): boolean {
  for (let i = 1; i < run.length; i++) if (run[i]!.entry.sortKey! < run[i - 1]!.entry.sortKey!) return false;
  return true;
}

/** True when some run of the timeline can be sorted and is not in order. */
export function timelineNeedsSort(model: Postmortem): boolean {
  return segments(model).some((run) => sortable(run) && !inOrder(run));
}

/** The edits that sort every out-of-order run (one edit per run); empty when nothing moves. */
export function sortTimelineEdits(model: Postmortem, eol = '\n'): TextEdit[] {
  const lines = model.lines;
  const edits: TextEdit[] = [];
  for (const run of segments(model)) {
    if (!sortable(run) || inOrder(run)) continue;
    const sorted = run.map((s, i) => ({ s, i })).sort((a, b) => a.s.entry.sortKey! - b.s.entry.sortKey! || a.i - b.i).map((x) => x.s);
    const out: string[] = [];
    for (let k = 0; k < run.length; k++) {
      const seg = sorted[k]!;
      out.push(...lines.slice(seg.first, seg.last + 1));
      // Keep the blank lines that followed slot k in the original layout.
      const slot = run[k]!;
      const nextFirst = run[k + 1]?.first;
      if (nextFirst !== undefined) out.push(...lines.slice(slot.last + 1, nextFirst));
    }
    const first = run[0]!.first;
    const last = run[run.length - 1]!.last;
    edits.push({
      range: { start: { line: first, character: 0 }, end: { line: last, character: (lines[last] ?? '').length } },
      newText: out.join(eol),
    });
  }
  return edits;
}
