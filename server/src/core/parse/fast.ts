/**
 * The fast path of the block parse: reads the structure of a block straight from its lines when the
 * block is made only of constructs whose extent is unambiguous from the lines alone, and gives up
 * (returns undefined) on anything else, which then goes through remark (remark.ts). The block's lines are
 * read by the scanner of fast-scan.ts, with the line recognizers of fast-line.ts.
 *
 * What it reads:
 *  - ATX headings; setext headings under a top-level paragraph;
 *  - paragraphs, continued by any line that cannot start or interrupt anything (lines indented 4+
 *    columns past their container always continue them);
 *  - list items (`-`, `*`, `+`, `1.`, `1)`; 1–4 spaces after the marker; an optional task box) whose
 *    content is one paragraph and nested items, with indented or lazy continuation lines; empty bullet
 *    items followed by a blank line; after a blank line, only a line left of the first item's content
 *    (an indented one could continue an item);
 *  - block quotes at the top level holding paragraphs (lazy continuation lines included), ATX headings
 *    and empty `>` lines;
 *  - GFM tables whose header and delimiter rows start and end with `|` and have the same number of cells
 *    (no backslash or backtick in them), every later row starting at column 0 with `|` or an ASCII letter
 *    (always a row in GFM; a row without a pipe is `table-loose`), ended by a blank line or the end of
 *    the block; a later part of a long table likewise;
 *  - fenced code and HTML comments (`<!--` … `-->`) closed inside the block, thematic breaks where no
 *    paragraph is open, link reference definitions alone on their line (plain label, destination without
 *    `<`, `(`, `)` or `\`, no title) followed by a blank line or another one, and the front matter block.
 * Everything else makes the whole block fall back: HTML other than comments, indented code, footnotes,
 * lists or code inside quotes, headings or code inside list items, an item or break that would interrupt
 * a paragraph only under conditions (an ordered item not starting at 1, `***` under text), tabs in
 * indentation, lines that `trim()` finds blank but CommonMark does not (no-break spaces), a delimiter-like
 * line (`--|--`, `:-`) outside a table, a line a table could swallow, an unclosed fence or comment.
 *
 * Whenever it answers, the answer equals what the remark path gives for the same block
 * (test/core/parse-fast.test.ts compares them over fixtures, examples, the corpus, generated documents,
 * random mutations of those and random blocks of edge-case lines). Scanning is by character codes: each
 * line is looked at a bounded number of times, so the time is linear in the block's length.
 */
import type { Block } from './blocks.js';
import { fastStructure, line } from './fast-scan.js';
import { dropTableHeader } from './table-part.js';
import type { BlockStructure } from './types.js';

/** The front matter block: `---` … `---` (YAML) or `+++` … `+++` (TOML), the fences alone on their lines. */
export function fastFrontMatter(block: Block): BlockStructure | undefined {
  const lines = block.text.split('\n');
  const fence = block.frontMatter === 'yaml' ? '---' : '+++';
  const isFence = (l: string) => l.replace(/[ \t]+$/, '') === fence;
  const last = lines.length - 1;
  if (last < 1 || !isFence(lines[0]!) || !isFence(lines[last]!)) return undefined;
  for (let i = 1; i < last; i++) if (isFence(lines[i]!)) return undefined;
  return {
    info: lines.map((_, i) => line('front-matter', i)),
    tables: [],
    frontMatter: { kind: block.frontMatter!, value: lines.slice(1, last).join('\n'), startLine: 0, endLine: last },
  };
}

/**
 * The fast path for a block: its structure read from its lines, or undefined when the block needs
 * remark. Whenever it answers, it answers what `parseBlockRemark` (remark.ts) answers.
 */
export function parseBlockFast(block: Block): BlockStructure | undefined {
  if (block.frontMatter) return fastFrontMatter(block);
  if (block.tableHeader) {
    const whole = fastStructure([block.tableHeader[0], block.tableHeader[1], ...block.text.split('\n')]);
    return whole && dropTableHeader(whole);
  }
  return fastStructure(block.text.split('\n'));
}
