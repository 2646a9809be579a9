/**
 * Splits a document into top-level blocks that Markdown parses independently: a cut is made before a
 * non-indented line that follows a blank line, outside front matter, fenced code and the HTML blocks that
 * run on past blank lines (comments, `<pre>`, `<script>`, `<?…?>`, `<!DOCTYPE…>`, CDATA).
 * After a blank line, such a line always starts a new top-level block in CommonMark, so parsing the
 * blocks one by one gives the same block structure as parsing the whole text — and lets unchanged
 * blocks be reused from a cache, and keeps the parser linear on documents made of many small blocks.
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

function frontMatterEnd(lines: readonly string[]): { end: number; kind: 'yaml' | 'toml' } | undefined {
  const first = (lines[0] ?? '').replace(/^\uFEFF/, '');
  const kind = first === '---' ? 'yaml' : first === '+++' ? 'toml' : undefined;
  if (!kind) return undefined;
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i]!;
    if ((kind === 'yaml' && (l === '---' || l === '...')) || (kind === 'toml' && l === '+++')) return { end: i, kind };
  }
  return undefined;
}

/**
 * `reuse(start, end)` may hand back the text of lines [start, end) from an earlier split when those lines
 * did not change: no copy, and a string whose hash is already known to the caches keyed by it.
 */
export function splitBlocks(lines: readonly string[], reuse?: (start: number, end: number) => string | undefined): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  let pendingHeader: [string, string] | undefined;
  const joined = (from: number, end: number): string => {
    const slice = lines.slice(from, end);
    if (from === 0 && slice.length > 0) slice[0] = slice[0]!.replace(/^\uFEFF/, '');
    return slice.join('\n');
  };
  const cut = (end: number, frontMatter?: 'yaml' | 'toml') => {
    if (end <= start) return;
    const b: Block = { line: start, text: reuse?.(start, end) ?? joined(start, end), lineCount: end - start };
    if (frontMatter) b.frontMatter = frontMatter;
    if (pendingHeader) b.tableHeader = pendingHeader;
    pendingHeader = undefined;
    blocks.push(b);
    start = end;
  };
  const fm = frontMatterEnd(lines);
  let i = 0;
  if (fm) { i = fm.end + 1; cut(i, fm.kind); }
  let fence: { char: string; len: number } | undefined;
  let html: RegExp | undefined; // the end of the open HTML block
  let prevBlank = false;
  // The table being read: its header and delimiter rows.
  let table: [string, string] | undefined;
  for (; i < lines.length; i++) {
    const l = lines[i]!;
    // A long table or tight list is cut into parts: before a row that has a pipe (the next part parses
    // with the header and delimiter rows in front of it), or before a bullet at column 0.
    if (!fence && !html && i - start >= PART_LINES && l.trim() !== '') {
      if (table && l.includes('|') && !TABLE_DELIMITER.test(l)) {
        cut(i);
        pendingHeader = table; // for the part that starts here
      } else if (!table && BULLET_ITEM.test(l) && BULLET_ITEM.test(lines[start] ?? '')) {
        cut(i);
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
    if (!blank && prevBlank && i > start && !/^\s/.test(l)) cut(i);
    if (blank) table = undefined;
    else if (!table && i > start && TABLE_DELIMITER.test(l) && (lines[i - 1] ?? '').includes('|') && l.includes('-')) table = [lines[i - 1]!, l];
    else if (table && /^ {0,3}(?:#|>|```|~~~)/.test(l)) table = undefined;
    const m = FENCE_OPEN.exec(l);
    if (m && !(m[1]![0] === '`' && l.slice(m[0].length).includes('`'))) fence = { char: m[1]![0]!, len: m[1]!.length };
    else if (/^ {0,3}</.test(l)) {
      const open = HTML_OPEN.find(([start]) => start.test(l));
      if (open && !open[1].test(l)) html = open[1];
    }
    prevBlank = blank;
  }
  cut(lines.length);
  return blocks;
}
