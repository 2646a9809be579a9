/**
 * What the parse tests need besides the parser's public API: the references a parser is compared with
 * (the document parsed in one piece by remark; a parser that parses every block with remark), and a look
 * from the outside at a parser's state after a call (its split, how many parses its cache holds), so that
 * the parser itself carries nothing for tests.
 */
import { splitBlocks, type Block } from '../../server/src/core/parse/blocks.js';
import { IncrementalParser, type LineInfo, type ParsedDocument, type TableInfo } from '../../server/src/core/parse/parse.js';
import { parseBlockRemark } from '../../server/src/core/parse/remark.js';
import { withHtmlTables } from '../../server/src/core/parse/html-tables.js';
import type { Split } from '../../server/src/core/parse/resplit.js';

/** The reference split: the front matter, then the rest of the document in one piece. */
function wholeBlocks(lines: readonly string[]): Block[] {
  const fm = splitBlocks(lines)[0];
  const start = fm?.frontMatter ? fm.lineCount : 0;
  const rest: Block = { line: start, text: lines.slice(start).join('\n'), lineCount: lines.length - start };
  if (start === 0) rest.text = rest.text.replace(/^\uFEFF/, '');
  return fm?.frontMatter ? [fm, rest] : [rest];
}

/**
 * The document parsed by remark in one piece after its front matter (which remark-frontmatter reads on
 * its own): the reference the block-wise parse is tested against.
 */
export function parseWhole(lines: readonly string[]): ParsedDocument {
  const info: LineInfo[] = [];
  const tables: TableInfo[] = [];
  let frontMatter: ParsedDocument['frontMatter'];
  for (const b of wholeBlocks(lines)) {
    // As the parser does after either block reader: one-line HTML table rows read as a table (parse/html-tables.ts).
    const st = withHtmlTables(b.text, parseBlockRemark(b));
    const base = tables.length;
    for (const t of st.tables) tables.push({ header: t.header + b.line, delimiter: t.delimiter + b.line, rows: t.rows.map((r) => r + b.line) });
    for (const li of st.info) {
      const c: LineInfo = { ...li, blockStart: li.blockStart + b.line };
      if (li.table !== undefined) c.table = li.table + base;
      info.push(c);
    }
    if (st.frontMatter) frontMatter = { ...st.frontMatter, startLine: st.frontMatter.startLine + b.line, endLine: st.frontMatter.endLine + b.line };
  }
  const r: ParsedDocument = { info, tables };
  if (frontMatter) r.frontMatter = frontMatter;
  return r;
}

/** A parser with the fast path off: every block parsed by remark, in chunks. */
export function remarkOnlyParser(): IncrementalParser {
  return new IncrementalParser(() => undefined);
}

/**
 * A parser's state after its last call, read from its private fields: the split of the lines (its blocks,
 * and the lines [from, to) it split anew), and how many parses its cache holds.
 */
export function inspect(parser: IncrementalParser): { split: Split<unknown> | undefined; cached: number } {
  return { split: parser['splitter']['prev'], cached: parser['cache'].size };
}

/** The blocks of a parser's last split (none before its first call). */
export function blocksOf(parser: IncrementalParser): readonly Block[] {
  return inspect(parser).split?.blocks ?? [];
}
