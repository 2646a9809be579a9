/**
 * Where a timeline stands in a document without a timeline section: a run of event headings, a table with a time column, a
 * timeline told in paragraphs. Each finder returns the first and last line of its run (collect.ts reads it).
 */
import type { Column } from '../../incremental/engine.js';
import type { LineInfo } from '../../parse/parse.js';
import type { DateMention } from '../../types.js';
import type { LineScan } from '../dates.js';
import type { TableCols } from './tables.js';
import { headingShape, stripMarkers, type LineView } from './readers.js';
import { ledTime } from './told.js';

/** The columns readers read (a reader sees exactly these, at its line). */
export interface TimelineColumns {
  text: Column<string>;
  info: Column<LineInfo>;
  scan: Column<LineScan | undefined>;
  dates: Column<DateMention[] | undefined>;
  cols: Column<TableCols | undefined>;
}

export const viewAt = (c: TimelineColumns, i: number): LineView => ({ line: i, text: c.text.values[i]!, info: c.info.values[i]!, scan: c.scan.values[i], dates: c.dates.values[i], cols: c.cols.values[i] });

/** The depth of the Markdown heading that starts at line i, if one does. */
export function headingDepth(c: TimelineColumns, i: number): number | undefined {
  const li = c.info.values[i]!;
  return li.kind === 'heading' && li.blockStart === i ? li.depth ?? 1 : undefined;
}

/**
 * A run of two or more sibling headings that start with a date and a time (a status-page log: one
 * heading per event), with the headings below them and day headings of their level between them: the
 * first and last line of the first such run. A lone dated heading is no timeline.
 */
export function headingRun(c: TimelineColumns): [number, number] | undefined {
  const n = c.text.values.length;
  let run: { depth: number; from: number; events: number } | undefined;
  for (let i = 0; i < n; i++) {
    const depth = headingDepth(c, i);
    if (depth === undefined) continue;
    const shape = headingShape(viewAt(c, i));
    if (run) {
      if (depth > run.depth) continue;
      if (depth === run.depth && shape) { if (shape === 'event') run.events++; continue; }
      if (run.events >= 2) return [run.from, i - 1];
      run = undefined;
    }
    if (shape === 'event') run = { depth, from: i, events: 1 };
  }
  return run && run.events >= 2 ? [run.from, n - 1] : undefined;
}

/** Does the first line with text in [from, to] open with a date and a time (the timeline going on under a sub-heading)? */
export function datedFirstLine(c: TimelineColumns, from: number, to: number): boolean {
  for (let i = from; i <= to && i < from + 4; i++) {
    const text = c.text.values[i]!;
    if (text.trim() === '') continue;
    const start = stripMarkers(text).offset;
    const t = c.scan.values[i]?.times[0];
    const d = c.dates.values[i]?.[0];
    return !!t && !!d && d.date.year !== undefined && Math.min(d.range.start.character, d.weekdayRange?.start.character ?? Infinity) <= start + 4 && t.start <= start + 30;
  }
  return false;
}

/** How many paragraphs in [from, to] (up to three) open a block with a time and are not among the lines `read`: a told timeline's candidates. */
export function timedParagraphs(c: TimelineColumns, from: number, to: number, read: () => ReadonlySet<number>): number {
  let n = 0;
  let lines: ReadonlySet<number> | undefined;
  for (let i = from; i <= to && n < 3; i++) if (c.info.values[i]!.kind === 'paragraph' && c.info.values[i]!.blockStart === i && c.scan.values[i]?.times.length && !(lines ??= read()).has(i)) n++;
  return n;
}

/** The first stretch between two headings with three or more paragraphs that open with a lead word and a time (`ledTime`). */
export function toldRun(c: TimelineColumns): [number, number] | undefined {
  const n = c.text.values.length;
  let first = -1; let count = 0;
  for (let i = 0; i <= n; i++) {
    const li = i < n ? c.info.values[i]! : undefined;
    if (!li || li.kind === 'heading') {
      if (count >= 3) return [first, i - 1];
      first = -1; count = 0;
      continue;
    }
    if (li.kind === 'paragraph' && li.blockStart === i && !li.inBlockquote && ledTime(viewAt(c, i))) {
      if (first < 0) first = i;
      count++;
    }
  }
  return undefined;
}

/** The first table with a time column and three or more rows with a time in some cell: its first and last line. */
export function tableRun(c: TimelineColumns): [number, number] | undefined {
  const n = c.text.values.length;
  for (let i = 0; i < n; i++) {
    const li = c.info.values[i]!;
    if (li.kind !== 'table-header' || (c.cols.values[i]?.time ?? -1) < 0) continue;
    let j = i + 1; let timed = 0;
    while (j < n && c.info.values[j]!.table === li.table && c.info.values[j]!.kind.startsWith('table')) {
      if (c.info.values[j]!.kind === 'table-row' && (c.scan.values[j]?.times.length ?? 0) > 0) timed++;
      j++;
    }
    if (timed >= 3) return [i, j - 1];
    i = j - 1;
  }
  return undefined;
}
