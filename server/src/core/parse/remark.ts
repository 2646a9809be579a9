/**
 * The reference block reader: a block parsed by unified + remark-parse + remark-gfm (+ remark-frontmatter
 * for the front matter block), the tree flattened to what the model needs: for each source line, the
 * innermost block that holds it. Only block structure is kept: inline content is not read, and not even
 * tokenized (`BLOCKS_ONLY`). The parser (parse.ts) sends here the blocks the fast path (fast.ts) does not
 * read, grouped into chunks (chunks.ts), unless their shape is one micromark reads super-linearly
 * (limits.ts).
 */
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import type { Nodes, Root } from 'mdast';
import type { Block } from './blocks.js';
import { dropTableHeader } from './table-part.js';
import type { BlockStructure, LineInfo, TableInfo } from './types.js';

/**
 * The inline constructs, turned off: CommonMark decides the block structure before inline content, so
 * without them the blocks (and their positions) are the same, and the paragraph text is one text node.
 * micromark's inline constructs are where it is super-linear on runs of delimiters, brackets or
 * backticks (`*_*_…`, `[a[a…`); the character escapes and references stay on (the string content of
 * link reference definitions and table cells reads them).
 */
export const BLOCKS_ONLY = {
  disable: {
    null: [
      'attention', 'autolink', 'codeText', 'hardBreakEscape', 'htmlText', 'labelStartImage', 'labelStartLink', 'labelEnd',
      // remark-gfm's inline constructs.
      'strikethrough', 'wwwAutolink', 'protocolAutolink', 'emailAutolink', 'gfmFootnoteCall', 'gfmPotentialFootnoteCall', 'tasklistCheck',
    ],
  },
};

/** A unified plugin that adds `BLOCKS_ONLY` to the micromark extensions. */
function blocksOnly(this: Processor): void {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(BLOCKS_ONLY);
}

let processor: Processor<Root> | undefined;
let fmProcessor: Processor<Root> | undefined;
/**
 * remark-frontmatter only for the front matter block: elsewhere its construct is tried on every "-" and
 * "+" line, and after an unclosed "---" at the top it changes how later lists parse.
 */
function getProcessor(frontMatter: boolean): Processor<Root> {
  if (frontMatter) {
    fmProcessor ??= unified().use(remarkParse).use(remarkGfm).use(blocksOnly).use(remarkFrontmatter, ['yaml', 'toml']) as unknown as Processor<Root>;
    return fmProcessor;
  }
  processor ??= unified().use(remarkParse).use(remarkGfm).use(blocksOnly) as unknown as Processor<Root>;
  return processor;
}

/** A block's structure parsed by remark, the tree flattened (whenever the fast path answers, it answers this). */
export function parseBlockRemark(block: Block): BlockStructure {
  if (block.tableHeader) {
    // A later part of a long table: parse it under its header and delimiter rows, then drop those two lines.
    return dropTableHeader(parseBlockRemark({ line: 0, text: block.tableHeader.join('\n') + '\n' + block.text, lineCount: block.lineCount + 2 }));
  }
  let tree: Root;
  try {
    tree = getProcessor(block.frontMatter !== undefined).parse(block.text) as Root;
  } catch {
    // The parser gave up (e.g. nesting deeper than its stack): read the block as plain paragraphs.
    const info = block.text.split('\n').map((l, i): LineInfo => ({ kind: l.trim() === '' ? 'blank' : 'paragraph', listDepth: 0, inBlockquote: false, blockStart: i }));
    return { info, tables: [] };
  }
  return flattenTree(tree, block.text);
}

/** A parsed block's tree flattened: for each line of `text`, the innermost block that holds it. */
export function flattenTree(tree: Root, text: string): BlockStructure {
  const lines = text.split('\n');
  const info: LineInfo[] = lines.map((l, i) => ({ kind: l.trim() === '' ? 'blank' : 'other', listDepth: 0, inBlockquote: false, blockStart: i }));
  const tables: TableInfo[] = [];
  let frontMatter: BlockStructure['frontMatter'];

  const setRange = (s: number, e: number, f: (li: LineInfo, i: number) => void) => {
    for (let i = Math.max(0, s); i <= e && i < info.length; i++) f(info[i]!, i);
  };
  const visit = (node: Nodes, listDepth: number, quote: boolean, depth = 0) => {
    const p = node.position;
    if (!p || depth > 100) return; // absurdly deep nesting: the lines keep the outer block's kind
    const s = p.start.line - 1;
    const e = p.end.line - 1;
    switch (node.type as string) {
      case 'yaml':
      case 'toml':
        frontMatter = { kind: node.type as 'yaml' | 'toml', value: (node as { value: string }).value, startLine: s, endLine: e };
        setRange(s, e, (li) => { li.kind = 'front-matter'; });
        return;
      case 'heading': {
        if (node.type !== 'heading') return;
        const setext = e > s;
        setRange(s, e, (li, i) => { li.kind = setext && i === e ? 'setext-underline' : 'heading'; li.depth = node.depth; li.blockStart = s; });
        return;
      }
      case 'paragraph':
        setRange(s, e, (li) => { li.kind = 'paragraph'; li.blockStart = s; });
        return;
      case 'code':
        setRange(s, e, (li) => { li.kind = 'code'; });
        return;
      case 'html':
        setRange(s, e, (li) => { li.kind = 'html'; });
        return;
      case 'thematicBreak':
        setRange(s, e, (li) => { li.kind = 'thematic-break'; });
        return;
      case 'definition':
        setRange(s, e, (li) => { li.kind = 'definition'; });
        return;
      case 'table': {
        if (node.type !== 'table') return;
        const t: TableInfo = { header: s, delimiter: s + 1, rows: [] };
        const idx = tables.length;
        tables.push(t);
        node.children.forEach((row, r) => {
          const rs = (row.position?.start.line ?? 0) - 1;
          if (r === 0) setRange(rs, rs, (li) => { li.kind = 'table-header'; li.table = idx; });
          else {
            t.rows.push(rs);
            setRange(rs, rs, (li, i) => { li.kind = lines[i]!.includes('|') ? 'table-row' : 'table-loose'; li.table = idx; li.blockStart = i; });
          }
        });
        setRange(s + 1, s + 1, (li) => { li.kind = 'table-delimiter'; li.table = idx; });
        return;
      }
      case 'listItem': {
        if (node.type !== 'listItem') return;
        setRange(s, e, (li) => { li.listDepth = Math.max(li.listDepth, listDepth + 1); });
        for (const c of node.children) visit(c, listDepth + 1, quote, depth + 1);
        setRange(s, e, (li, i) => {
          if (i === s) li.kind = 'list-item';
          else if (li.kind === 'paragraph' && li.listDepth === listDepth + 1) li.kind = 'list-continuation';
        });
        return;
      }
      case 'blockquote':
        setRange(s, e, (li) => { li.inBlockquote = true; });
        break;
      default:
        break;
    }
    if ('children' in node) for (const c of node.children as Nodes[]) visit(c, listDepth, quote || node.type === 'blockquote', depth + 1);
  };
  for (const c of tree.children) visit(c, 0, false);
  const r: BlockStructure = { info, tables };
  if (frontMatter) r.frontMatter = frontMatter;
  return r;
}
