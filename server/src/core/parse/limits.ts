/**
 * The bounded path of the block parse. micromark (under remark) is super-linear on some block shapes:
 * list or quote markers nested deep on one line (`- - - … x`, `>>>>…`), deep indentation, very long
 * lines, table rows with hundreds of cells, and blocks of hundreds of lines (the cost of a list or table
 * grows with the square of its length). No real postmortem comes near these shapes (over the fixtures,
 * examples and corpus: lines under 1,000 characters, nesting 2, indentation 16 columns, 5 cell
 * separators, blocks sent to remark under 8 KB), so the thresholds below are ten times that or more.
 *
 * A block the fast path does not read is scanned once, line by line (`lineLimit`: a bounded look at the
 * line's start, its length and its pipes). When a line is over a threshold, or the block is over the size
 * threshold, the block is read by `boundedStructure`: each such line as a paragraph of plain text, the
 * runs of lines between them as blocks of their own (fast path, else remark), a long run cut into parts
 * of about PIECE_LINES lines before a line at column 0, the table being read carried across the cuts as
 * a table part carries its header. Every part given to remark is then bounded in size, so the whole
 * parse is linear in the document. What was read this way is kept as `limits`, for the `parse-limit` rule.
 */
import type { Block } from './blocks.js';
import type { BlockStructure, LineInfo, ParseLimit, ParseLimitReason, TableInfo } from './types.js';

export const LIMITS = {
  /** A line longer than this is read as plain text. */
  lineChars: 10_000,
  /** List and quote markers on one line, one inside the other (`> - > - x` is 4). */
  nesting: 8,
  /** Leading indentation in columns (a tab counts 4). */
  indentColumns: 48,
  /** `|` characters on one line. */
  pipes: 128,
  /** A run of lines given to remark is cut into parts when it is longer than this… */
  blockLines: 256,
  /** …or larger than this (characters). */
  blockChars: 32 * 1024,
  /** The parts are about this many lines. */
  pieceLines: 64,
  /**
   * Front matter larger than this (characters) is not given to the YAML or TOML parser: the YAML parser
   * reads about 100 KB/s here, and is super-linear in the number of keys (real front matter: under 3 KB).
   */
  frontMatterChars: 16 * 1024,
} as const;

const SP = 32;
const TAB = 9;
const GT = 62;

/** Why a line must be read as plain text, or undefined. One pass over the line, at most. */
export function lineLimit(l: string): ParseLimitReason | undefined {
  if (l.length > LIMITS.lineChars) return 'long-line';
  let p = 0;
  let col = 0;
  for (; p < l.length; p++) {
    const c = l.charCodeAt(p);
    if (c === SP) col++;
    else if (c === TAB) col += 4 - (col % 4);
    else break;
  }
  if (col > LIMITS.indentColumns) return 'deep-indent';
  // The container markers at the line's start: `>`, bullets and ordered markers, with spaces between.
  let depth = 0;
  while (p < l.length) {
    const c = l.charCodeAt(p);
    let q = p;
    if (c === GT) q = p + 1;
    else if ((c === 45 || c === 42 || c === 43) && (l.charCodeAt(p + 1) === SP || l.charCodeAt(p + 1) === TAB)) q = p + 1;
    else {
      while (q < l.length && q - p < 9 && l.charCodeAt(q) >= 48 && l.charCodeAt(q) <= 57) q++;
      const d = l.charCodeAt(q);
      if (q === p || (d !== 46 && d !== 41) || (l.charCodeAt(q + 1) !== SP && l.charCodeAt(q + 1) !== TAB)) break;
      q++;
    }
    if (++depth > LIMITS.nesting) return 'deep-nesting';
    p = q;
    while (p < l.length && (l.charCodeAt(p) === SP || l.charCodeAt(p) === TAB)) p++;
  }
  let pipes = 0;
  for (let i = l.indexOf('|', p); i >= 0; i = l.indexOf('|', i + 1)) if (++pipes > LIMITS.pipes) return 'many-cells';
  return undefined;
}

/** A run of lines starting at column 0 with a character other than a space or tab: a good place to cut. */
function startsAtColumn0(l: string): boolean {
  const c = l.charCodeAt(0);
  return l.length > 0 && c !== SP && c !== TAB;
}

const TABLE_KINDS = new Set<LineInfo['kind']>(['table-header', 'table-delimiter', 'table-row', 'table-loose']);

/**
 * The structure of a block by the bounded path, or undefined when the block has no line over a threshold
 * and is small enough for remark as a whole. `read` reads a part (the fast path, else remark).
 */
export function boundedStructure(block: Block, read: (b: Block) => BlockStructure): BlockStructure | undefined {
  if (block.frontMatter) return undefined;
  const lines = block.text.split('\n');
  const reasons: (ParseLimitReason | undefined)[] = new Array(lines.length);
  let any = false;
  for (let i = 0; i < lines.length; i++) if ((reasons[i] = lineLimit(lines[i]!)) !== undefined) any = true;
  if (!any && lines.length <= LIMITS.blockLines && block.text.length <= LIMITS.blockChars) return undefined;

  const info: LineInfo[] = [];
  const tables: TableInfo[] = [];
  const limits: ParseLimit[] = [];
  const limit = (start: number, end: number, reason: ParseLimitReason) => {
    const last = limits[limits.length - 1];
    if (last && last.reason === reason && last.endLine >= start - 1) last.endLine = Math.max(last.endLine, end);
    else limits.push({ startLine: start, endLine: end, reason });
  };
  // The table open at the end of what was read so far: its header and delimiter rows.
  let table: [string, string] | undefined = block.tableHeader;
  const add = (from: number, to: number) => {
    if (to <= from) return;
    const part: Block = { line: 0, text: lines.slice(from, to).join('\n'), lineCount: to - from };
    if (table) part.tableHeader = table;
    const st = read(part);
    // A part read under a header continues the table read last (or, at first, the one before the block).
    const merged = st.tables[0]?.continues === true && tables.length > 0;
    const base = merged ? tables.length - 1 : tables.length;
    st.tables.forEach((t, k) => {
      const rows = t.rows.map((r) => r + from);
      if (k === 0 && merged) tables[base]!.rows.push(...rows);
      else tables.push({ header: t.header + from, delimiter: t.delimiter + from, rows, ...(k === 0 && t.continues ? { continues: true } : {}) });
    });
    for (const li of st.info) {
      const c: LineInfo = { ...li, blockStart: li.blockStart + from };
      if (li.table !== undefined) c.table = li.table + base;
      info.push(c);
    }
    // Still in a table at the part's end: the next part is read under its header and delimiter rows.
    const last = st.info[st.info.length - 1]!;
    const t = last.table === undefined || !TABLE_KINDS.has(last.kind) ? undefined : st.tables[last.table];
    if (!t) table = undefined;
    else if (!t.continues) table = [lines[t.header + from]!, lines[t.delimiter + from]!];
  };

  let start = 0; // the first line of the run of lines read as blocks
  let cut = false;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && reasons[i] === undefined) continue;
    // Lines [start, i): one part, or when over the size threshold, parts cut before a line at column 0.
    let chars = 0;
    for (let k = start; k < i; k++) chars += lines[k]!.length + 1;
    if (i - start > LIMITS.blockLines || chars > LIMITS.blockChars) {
      let from = start;
      let size = 0;
      for (let k = start; k < i; k++) {
        const n = k - from;
        if (n >= LIMITS.blockLines || size >= LIMITS.blockChars || (n >= LIMITS.pieceLines && startsAtColumn0(lines[k]!))) {
          add(from, k);
          from = k;
          size = 0;
          cut = true;
        }
        size += lines[k]!.length + 1;
      }
      add(from, i);
    } else add(start, i);
    if (i < lines.length) {
      info.push({ kind: 'paragraph', listDepth: 0, inBlockquote: false, blockStart: i });
      limit(i, i, reasons[i]!);
    }
    start = i + 1;
  }
  if (cut) limits.push({ startLine: 0, endLine: lines.length - 1, reason: 'large-block' });
  limits.sort((a, b) => a.startLine - b.startLine);
  return { info, tables, limits };
}
