/**
 * Splits a document into top-level blocks that Markdown parses independently: a cut is made before a
 * non-indented line that follows a blank line, outside front matter, fenced code and the HTML blocks that
 * run on past blank lines (comments, `<pre>`, `<script>`, `<?…?>`, `<!DOCTYPE…>`, CDATA).
 * After a blank line, such a line always starts a new top-level block in CommonMark, so parsing the
 * blocks one by one gives the same block structure as parsing the whole text — and lets unchanged
 * blocks be reused from a cache, and keeps the parser linear on documents made of many small blocks.
 * The split can also resume at any block boundary (`splitFrom`): after an edit, the parser re-splits from
 * the block before it until the split meets the previous one again.
 */

export interface Block {
  /** First line (0-based) of the block in the document. */
  line: number;
  /** The block's lines joined with "\n". */
  text: string;
  lineCount: number;
  frontMatter?: 'yaml' | 'toml';
  /**
   * A later part of a long table: the table's header and delimiter rows, parsed before `text` so the rows
   * are read as rows, then dropped.
   */
  tableHeader?: [string, string];
}

/** Long tables and tight lists are cut into parts of this many lines, so an edit re-parses one part. */
export const PART_LINES = 64;

const TABLE_DELIMITER = /^ {0,3}\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
const BULLET_ITEM = /^[-*+] \S/;

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
/** Blank in CommonMark: spaces and tabs only (a line of no-break or ideographic spaces is paragraph text). */
const BLANK = /^[ \t]*$/;
/** HTML blocks that run on past blank lines (CommonMark start conditions 1–5), and what ends each. */
const HTML_OPEN: readonly (readonly [RegExp, RegExp])[] = [
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<(?:script|pre|style|textarea)(?:[ \t>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];

/**
 * A line that starts another block and so ends a table, as GFM reads it: a heading, quote, fence, list
 * item ("- | a | b |" is a list item), thematic break, indented code, or an HTML block of types 1–6.
 */
const TABLE_END = /^(?: {0,3}(?:#|>|```|~~~|(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)|([-*_])(?:[ \t]*\1){2,}[ \t]*$)| {4}|\t)/;
const HTML_BLOCK_TAG = /^ {0,3}<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[ \t>]|\/>|$)/i;
function endsTable(l: string): boolean {
  return TABLE_END.test(l) || HTML_BLOCK_TAG.test(l) || HTML_OPEN.some(([open]) => open.test(l));
}

function frontMatterEnd(lines: readonly string[]): { end: number; kind: 'yaml' | 'toml' } | undefined {
  // A fence may have spaces or tabs after it, as the front matter extension of remark reads it.
  const first = (lines[0] ?? '').replace(/^\uFEFF/, '').replace(/[ \t]+$/, '');
  const kind = first === '---' ? 'yaml' : first === '+++' ? 'toml' : undefined;
  if (!kind) return undefined;
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i]!.replace(/[ \t]+$/, '');
    if ((kind === 'yaml' && (l === '---' || l === '...')) || (kind === 'toml' && l === '+++')) return { end: i, kind };
  }
  return undefined;
}

/**
 * The cells of a table row as GFM counts them: split at pipes that are not escaped, a leading and a
 * trailing pipe left out. A header and a delimiter row of different counts make no table.
 */
export function gfmCells(row: string): number {
  const t = row.trim();
  let pipes = 0;
  for (let q = 0; q < t.length; q++) {
    const c = t.charCodeAt(q);
    if (c === 92) q++; // a backslash escapes the next character
    else if (c === 124) pipes++;
  }
  const lead = t.startsWith('|') ? 1 : 0;
  const trail = t.length > 1 && t.endsWith('|') && !t.endsWith('\\|') ? 1 : 0;
  return pipes - lead - trail + 1;
}

/** A table's header and delimiter rows. */
export type TableHead = [string, string];

/**
 * A block boundary, where a split can resume: all the rest of the split depends on besides the lines from
 * `line` on. A cut is only made outside fenced code and HTML blocks, and whether the line before was blank
 * no longer matters once it is made (the next cut needs a line after the block start). The table being
 * read there is the header the block carries: a part cut is made inside a table and hands it its header,
 * a cut after a blank line is made with no table (the blank line ended it) and no header pending (the cut
 * before handed it to its block), as is the cut after the front matter.
 */
export interface Boundary {
  line: number;
  /** The block's `tableHeader`: the table being read, when the block is a later part of a long table. */
  header: TableHead | undefined;
}

/** Equal table heads (by value: a resumed split makes its own arrays of the same line strings). */
export function sameHead(a: TableHead | undefined, b: TableHead | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1]);
}

/** Text of lines [from, end), without the byte order mark of the first line of the document. */
function joined(lines: readonly string[], from: number, end: number): string {
  const slice = lines.slice(from, end);
  if (from === 0 && slice.length > 0) slice[0] = slice[0]!.replace(/^\uFEFF/, '');
  return slice.join('\n');
}

/**
 * `reuse(start, end)` may hand back the text of lines [start, end) from an earlier split when those lines
 * did not change: no copy, and a string whose hash is already known to the caches keyed by it.
 */
export type Reuse = (start: number, end: number) => string | undefined;

export function splitBlocks(lines: readonly string[], reuse?: Reuse): Block[] {
  const blocks: Block[] = [];
  const fm = frontMatterBlock(lines, reuse);
  if (fm) blocks.push(fm);
  splitFrom(lines, { line: fm?.lineCount ?? 0, header: undefined }, blocks, reuse);
  return blocks;
}

/** The front matter block, when the document opens with one that is closed. */
export function frontMatterBlock(lines: readonly string[], reuse?: Reuse): Block | undefined {
  const fm = frontMatterEnd(lines);
  if (!fm) return undefined;
  const end = fm.end + 1;
  return { line: 0, text: reuse?.(0, end) ?? joined(lines, 0, end), lineCount: end, frontMatter: fm.kind };
}

/**
 * Splits the lines from the boundary `from` on (not the front matter), appending the blocks to `out`.
 * After each cut it asks `stop(boundary)`: on true it returns that boundary's line at once, the block
 * starting there not cut (the caller knows the rest of the split). Returns lines.length when the split
 * ran to the end. From a boundary of an earlier split of the same lines, it gives what that split gave.
 */
export function splitFrom(lines: readonly string[], from: Boundary, out: Block[], reuse?: Reuse, stop?: (b: Boundary) => boolean): number {
  let start = from.line;
  let pendingHeader = from.header;
  const cut = (end: number) => {
    if (end <= start) return;
    const b: Block = { line: start, text: reuse?.(start, end) ?? joined(lines, start, end), lineCount: end - start };
    if (pendingHeader) b.tableHeader = pendingHeader;
    pendingHeader = undefined;
    out.push(b);
    start = end;
  };
  let fence: { char: string; len: number } | undefined;
  let html: RegExp | undefined; // the end of the open HTML block
  let prevBlank = false; // not read on a block's first line (see Boundary)
  // The table being read: its header and delimiter rows.
  let table = from.header;
  for (let i = from.line; i < lines.length; i++) {
    const l = lines[i]!;
    // A long table or tight list is cut into parts: before a row that has a pipe (the next part parses
    // with the header and delimiter rows in front of it), or before a bullet at column 0.
    if (!fence && !html && i - start >= PART_LINES && l.trim() !== '') {
      if (table && l.includes('|') && !TABLE_DELIMITER.test(l)) {
        cut(i);
        pendingHeader = table; // for the part that starts here
        if (stop?.({ line: i, header: table })) return i;
      } else if (!table && BULLET_ITEM.test(l) && BULLET_ITEM.test(lines[start] ?? '')) {
        cut(i);
        if (stop?.({ line: i, header: undefined })) return i;
      }
    }
    if (fence) {
      const m = FENCE_OPEN.exec(l);
      if (m && m[1]![0] === fence.char && m[1]!.length >= fence.len && BLANK.test(l.slice(m[0].length))) fence = undefined;
      prevBlank = false;
      continue;
    }
    if (html) {
      if (html.test(l)) html = undefined;
      prevBlank = false;
      continue;
    }
    const blank = BLANK.test(l);
    if (!blank && prevBlank && i > start && !/^\s/.test(l)) {
      cut(i);
      if (stop?.({ line: i, header: undefined })) return i;
    }
    if (blank) table = undefined;
    else if (!table && i > start && TABLE_DELIMITER.test(l) && (lines[i - 1] ?? '').includes('|') && l.includes('-') && gfmCells(lines[i - 1]!) === gfmCells(l)) table = [lines[i - 1]!, l];
    else if (table && endsTable(l)) table = undefined;
    const m = FENCE_OPEN.exec(l);
    if (m && !(m[1]![0] === '`' && l.slice(m[0].length).includes('`'))) fence = { char: m[1]![0]!, len: m[1]!.length };
    else if (/^ {0,3}</.test(l)) {
      const open = HTML_OPEN.find(([start]) => start.test(l));
      if (open && !open[1].test(l)) html = open[1];
    }
    prevBlank = blank;
  }
  cut(lines.length);
  return lines.length;
}
