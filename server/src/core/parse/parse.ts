/**
 * Markdown → per-line block structure. The document is split into top-level blocks (blocks.ts); each
 * block is read by the fast path (fast.ts) when its structure is plain from its lines (headings,
 * paragraphs, simple lists and quotes, tables, fences, comments: nearly every block of a typical
 * postmortem), else parsed by unified + remark-parse + remark-gfm (+ remark-frontmatter for the front
 * matter block), the reference, with consecutive such blocks grouped into chunks; the tree is flattened
 * to what the model needs: for each source line, the innermost block that holds it. The model then reads
 * the source lines with this structure beside them, which is what lets it see through plain text pasted
 * into Markdown (a table that swallows the lines after it, a heading that is a lazy continuation).
 * Only block structure is kept: inline content is not read.
 */
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import type { Nodes, Root } from 'mdast';
import { splitBlocks, type Block } from './blocks.js';
import { fastFrontMatter, fastStructure, type BlockStructure } from './fast.js';

export type { BlockStructure } from './fast.js';

export type LineKind =
  | 'blank' | 'front-matter' | 'code' | 'html' | 'heading' | 'setext-underline' | 'paragraph'
  | 'list-item' | 'list-continuation' | 'table-header' | 'table-delimiter' | 'table-row' | 'table-loose'
  | 'thematic-break' | 'definition' | 'other';

export interface LineInfo {
  kind: LineKind;
  /** Heading depth 1–6 for heading lines. */
  depth?: number;
  /** Nesting depth of list items around the line (0 outside lists). */
  listDepth: number;
  /** Index into ParsedDocument.tables for table lines. */
  table?: number;
  inBlockquote: boolean;
  /** The first line of the paragraph (or heading) holding this line. */
  blockStart: number;
}

export interface TableInfo {
  header: number; delimiter: number; rows: number[];
  /** The rows continue the table before (a later part of a long table); merged when placed. */
  continues?: boolean;
}

export interface ParsedDocument {
  info: LineInfo[];
  tables: TableInfo[];
  frontMatter?: { kind: 'yaml' | 'toml'; value: string; startLine: number; endLine: number };
}

interface BlockParse extends BlockStructure {
  /** The block's structures at its last position in the document (absolute lines). */
  placed?: { line: number; tableBase: number; info: LineInfo[]; tables: TableInfo[] };
}

let processor: Processor<Root> | undefined;
let fmProcessor: Processor<Root> | undefined;
/**
 * remark-frontmatter only for the front matter block: elsewhere its construct is tried on every "-" and
 * "+" line, and after an unclosed "---" at the top it changes how later lists parse.
 */
function getProcessor(frontMatter: boolean): Processor<Root> {
  if (frontMatter) {
    fmProcessor ??= unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml', 'toml']) as unknown as Processor<Root>;
    return fmProcessor;
  }
  processor ??= unified().use(remarkParse).use(remarkGfm) as unknown as Processor<Root>;
  return processor;
}

/** A later part of a long table was parsed under its header and delimiter rows: drop those two lines. */
function dropTableHeader(whole: BlockStructure): BlockStructure {
  return {
    info: whole.info.slice(2).map((li) => ({ ...li, blockStart: Math.max(0, li.blockStart - 2) })),
    tables: whole.tables.map((t, k) => ({
      header: t.header - 2, delimiter: t.delimiter - 2, rows: t.rows.map((r) => r - 2).filter((r) => r >= 0),
      ...(k === 0 && t.header === 0 ? { continues: true } : {}),
    })),
  };
}

/**
 * The fast path (fast.ts): the block's structure read from its lines, or undefined when the block needs
 * remark. Whenever it answers, it answers what `parseBlockRemark` answers.
 */
export function parseBlockFast(block: Block): BlockStructure | undefined {
  if (block.frontMatter) return fastFrontMatter(block);
  if (block.tableHeader) {
    const whole = fastStructure([block.tableHeader[0], block.tableHeader[1], ...block.text.split('\n')]);
    return whole && dropTableHeader(whole);
  }
  return fastStructure(block.text.split('\n'));
}

/** The reference path: unified + remark-parse + remark-gfm (+ remark-frontmatter), the tree flattened. */
export function parseBlockRemark(block: Block): BlockStructure {
  if (block.tableHeader) {
    // A later part of a long table: parse it under its header and delimiter rows, then drop those two lines.
    return dropTableHeader(parseBlockRemark({ line: 0, text: block.tableHeader.join('\n') + '\n' + block.text, lineCount: block.lineCount + 2 }));
  }
  const lines = block.text.split('\n');
  const info: LineInfo[] = lines.map((l, i) => ({ kind: l.trim() === '' ? 'blank' : 'other', listDepth: 0, inBlockquote: false, blockStart: i }));
  const tables: TableInfo[] = [];
  let tree: Root;
  try {
    tree = getProcessor(block.frontMatter !== undefined).parse(block.text) as Root;
  } catch {
    // The parser gave up (e.g. nesting deeper than its stack): read the block as plain paragraphs.
    for (const li of info) if (li.kind !== 'blank') li.kind = 'paragraph';
    return { info, tables };
  }
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

/**
 * Groups the blocks that need remark into chunks: each parse call has a fixed cost (micromark combines
 * its syntax extensions per call), so thousands of one-paragraph parses cost more than fewer larger ones.
 * A chunk holds consecutive blocks only. Its boundaries depend on block content only (a block whose hash
 * is 0 mod 4 ends a chunk, or 4 KB; a block the fast path reads ends one too), so an edit in one block
 * does not move the boundaries elsewhere and the other chunks stay cached.
 */
class Chunker {
  private cur: Block | undefined;
  constructor(private readonly out: Block[]) {}
  add(b: Block): void {
    if (b.frontMatter) { this.flush(); this.out.push(b); return; }
    if (b.tableHeader) this.flush(); // the header goes before the part's first line
    if (!this.cur) this.cur = { ...b };
    else { this.cur.text += '\n' + b.text; this.cur.lineCount += b.lineCount; }
    let h = 2166136261;
    for (let i = 0; i < b.text.length; i += 7) h = Math.imul(h ^ b.text.charCodeAt(i), 16777619);
    if ((h >>> 0) % 4 === 0 || this.cur.text.length > 4096) this.flush();
  }
  flush(): void {
    if (this.cur) this.out.push(this.cur);
    this.cur = undefined;
  }
}

/** The reference split: the front matter, then the rest of the document in one piece. */
function wholeBlocks(lines: readonly string[]): Block[] {
  const fm = splitBlocks(lines)[0];
  const start = fm?.frontMatter ? fm.lineCount : 0;
  const rest: Block = { line: start, text: lines.slice(start).join('\n'), lineCount: lines.length - start };
  if (start === 0) rest.text = rest.text.replace(/^\uFEFF/, '');
  return fm?.frontMatter ? [fm, rest] : [rest];
}

/** The cache key of a block: its text (no copy) unless it parses with a front matter or table header. */
function keyOf(b: Block): string {
  return b.frontMatter || b.tableHeader ? (b.frontMatter ?? '') + '\u0000' + (b.tableHeader?.join('\n') ?? '') + '\u0000' + b.text : b.text;
}

/** A parser that reuses the parse of blocks whose text did not change since the previous call. */
export class IncrementalParser {
  private cache = new Map<string, BlockParse>();
  /** Blocks the fast path does not read (they are parsed by remark, in chunks). */
  private slow = new Set<string>();
  /**
   * `whole: true` parses the document in one piece with remark (the reference the block-wise parse is
   * tested against); `fast: false` parses every block with remark (the fast path off).
   */
  constructor(private readonly options: { whole?: boolean; fast?: boolean } = {}) {}

  /** The previous call's lines and the text of each block it cut, by first line. */
  private prevLines: readonly string[] = [];
  private prevTexts = new Map<number, { end: number; text: string }>();
  /** Keys made by the previous call, by block text: a table part's key is a new string otherwise, hashed anew. */
  private prevKeys = new Map<string, { block: Block; key: string }>();

  private keyFor(b: Block, keys: Map<string, { block: Block; key: string }>): string {
    if (!b.frontMatter && !b.tableHeader) return b.text;
    const p = this.prevKeys.get(b.text);
    const key = p && p.block.frontMatter === b.frontMatter && p.block.tableHeader?.[0] === b.tableHeader?.[0] && p.block.tableHeader?.[1] === b.tableHeader?.[1]
      ? p.key : keyOf(b);
    keys.set(b.text, { block: b, key });
    return key;
  }

  /**
   * The text of lines [start, end) from the previous call, when those lines are unchanged (before the
   * first changed line, or after the last one, shifted by the lines added) and were one block then.
   */
  private reuser(lines: readonly string[]): (start: number, end: number) => string | undefined {
    const prev = this.prevLines;
    const texts = this.prevTexts;
    const n = Math.min(prev.length, lines.length);
    let pre = 0;
    while (pre < n && prev[pre] === lines[pre]) pre++;
    let suf = 0;
    while (suf < n - pre && prev[prev.length - 1 - suf] === lines[lines.length - 1 - suf]) suf++;
    const delta = lines.length - prev.length;
    return (start, end) => {
      let p: { end: number; text: string } | undefined;
      if (end <= pre) p = texts.get(start);
      else if (start >= lines.length - suf) { p = texts.get(start - delta); end -= delta; }
      return p && p.end === end ? p.text : undefined;
    };
  }

  parse(lines: readonly string[]): ParsedDocument {
    const next = new Map<string, BlockParse>();
    const nextSlow = new Set<string>();
    // Each unit is one block read by the fast path, or a chunk of consecutive blocks parsed by remark.
    const units: Block[] = [];
    const parses: BlockParse[] = [];
    const lookup = (key: string): BlockParse | undefined => {
      const bp = next.get(key) ?? this.cache.get(key);
      if (bp) next.set(key, bp);
      return bp;
    };
    if (this.options.whole) units.push(...wholeBlocks(lines));
    else {
      const fast = this.options.fast !== false;
      const chunks: Block[] = [];
      const chunker = new Chunker(chunks);
      // Remark chunks are emitted in place, between the fast blocks around them.
      const flushSlow = () => {
        chunker.flush();
        for (const c of chunks) units.push(c);
        chunks.length = 0;
      };
      const blocks = splitBlocks(lines, this.reuser(lines));
      this.prevLines = lines;
      this.prevTexts = new Map(blocks.map((b) => [b.line, { end: b.line + b.lineCount, text: b.text }]));
      const keys = new Map<string, { block: Block; key: string }>();
      for (const b of blocks) {
        const key = this.keyFor(b, keys);
        let bp: BlockParse | undefined;
        if (fast && !nextSlow.has(key) && !this.slow.has(key)) {
          bp = lookup(key);
          if (!bp) {
            const st = parseBlockFast(b);
            if (st) { bp = st; next.set(key, bp); }
          }
        }
        if (bp) {
          flushSlow();
          units.push(b);
          parses[units.length - 1] = bp;
        } else {
          if (fast) nextSlow.add(key);
          chunker.add(b);
        }
      }
      flushSlow();
      this.prevKeys = keys;
    }
    const info: LineInfo[] = [];
    const tables: TableInfo[] = [];
    let frontMatter: ParsedDocument['frontMatter'];
    // The last table, when it is a copy made by this call (table parts are merged into it in place).
    let merged: TableInfo | undefined;
    for (let u = 0; u < units.length; u++) {
      const b = units[u]!;
      let bp: BlockParse | undefined = parses[u];
      if (!bp) {
        const key = keyOf(b);
        bp = lookup(key);
        if (!bp) {
          bp = parseBlockRemark(b);
          next.set(key, bp);
        }
      }
      // A part that continues the previous table numbers its first table as that one.
      const continues = bp.tables[0]?.continues === true && tables.length > 0;
      const tableBase = continues ? tables.length - 1 : tables.length;
      // Typing inside a line moves no block: reuse the line structures placed last time.
      let placed = bp.placed;
      if (!placed || placed.line !== b.line || placed.tableBase !== tableBase) {
        placed = {
          line: b.line, tableBase,
          tables: bp.tables.map((t) => ({ header: t.header + b.line, delimiter: t.delimiter + b.line, rows: t.rows.map((r) => r + b.line) })),
          info: bp.info.map((li) => {
            const c: LineInfo = { ...li, blockStart: li.blockStart + b.line };
            if (li.table !== undefined) c.table = li.table + tableBase;
            return c;
          }),
        };
        bp.placed = placed;
      }
      for (let k = 0; k < placed.tables.length; k++) {
        const t = placed.tables[k]!;
        if (k === 0 && continues) {
          // The placed tables are cached: copy the table once, then add the later parts' rows to the copy.
          if (tables[tables.length - 1] !== merged) {
            const prev = tables[tables.length - 1]!;
            merged = { ...prev, rows: prev.rows.slice() };
            tables[tables.length - 1] = merged;
          }
          for (const r of t.rows) merged!.rows.push(r);
        } else tables.push(t);
      }
      for (const c of placed.info) info.push(c);
      if (bp.frontMatter) frontMatter = { ...bp.frontMatter, startLine: bp.frontMatter.startLine + b.line, endLine: bp.frontMatter.endLine + b.line };
    }
    this.cache = next;
    this.slow = nextSlow;
    const r: ParsedDocument = { info, tables };
    if (frontMatter) r.frontMatter = frontMatter;
    return r;
  }
}

export function parseDocument(lines: readonly string[]): ParsedDocument {
  return new IncrementalParser().parse(lines);
}
