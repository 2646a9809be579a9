/**
 * Splits a document into top-level blocks that Markdown parses independently: a cut is made before a
 * non-indented line that follows a blank line, outside front matter, fenced code and HTML comments.
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
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;

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

export function splitBlocks(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  const cut = (end: number, frontMatter?: 'yaml' | 'toml') => {
    if (end <= start) return;
    const slice = lines.slice(start, end);
    if (start === 0 && slice.length > 0) slice[0] = slice[0]!.replace(/^\uFEFF/, '');
    const b: Block = { line: start, text: slice.join('\n'), lineCount: end - start };
    if (frontMatter) b.frontMatter = frontMatter;
    blocks.push(b);
    start = end;
  };
  const fm = frontMatterEnd(lines);
  let i = 0;
  if (fm) { i = fm.end + 1; cut(i, fm.kind); }
  let fence: { char: string; len: number } | undefined;
  let inComment = false;
  let prevBlank = false;
  for (; i < lines.length; i++) {
    const l = lines[i]!;
    if (fence) {
      const m = FENCE_OPEN.exec(l);
      if (m && m[1]![0] === fence.char && m[1]!.length >= fence.len && l.trim() === m[1]) fence = undefined;
      prevBlank = false;
      continue;
    }
    if (inComment) {
      if (l.includes('-->')) inComment = false;
      prevBlank = false;
      continue;
    }
    const blank = l.trim() === '';
    if (!blank && prevBlank && i > start && !/^\s/.test(l)) cut(i);
    const m = FENCE_OPEN.exec(l);
    if (m && !(m[1]![0] === '`' && l.slice(m[0].length).includes('`'))) fence = { char: m[1]![0]!, len: m[1]!.length };
    else if (/^ {0,3}<!--/.test(l) && !l.includes('-->')) inComment = true;
    prevBlank = blank;
  }
  cut(lines.length);
  return blocks;
}
