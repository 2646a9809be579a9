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
import { frontMatterBlock, sameHead, splitBlocks, splitFrom, type Block, type Boundary, type Reuse } from './blocks.js';
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

/** A block's structures at a position in the document (absolute lines and table numbers). */
interface Placed { line: number; tableBase: number; info: LineInfo[]; tables: TableInfo[] }

interface BlockParse extends BlockStructure {
  /** The block's structures at its last position in the document. */
  placed?: Placed;
}

/**
 * What a call put together, for the next one to keep what did not move: by unit, its first line, parse
 * and placed structures, and for each table continued by later parts, the parts' placed tables and the merge.
 */
interface Output {
  offsets: number[];
  parses: BlockParse[];
  placed: Placed[];
  merges: Map<TableInfo, { parts: TableInfo[]; merged: TableInfo }>;
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

/** Index of the block that starts at `line`, or of the last one that starts before it (-1: none). */
function blockAt(blocks: readonly Block[], line: number): number {
  let lo = 0;
  let hi = blocks.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (blocks[mid]!.line <= line) lo = mid + 1;
    else hi = mid - 1;
  }
  return hi;
}

/** The first line is a front matter opener: then any later line may close it and change the first block. */
const FRONT_MATTER_OPENER = /^\uFEFF?(?:---|\+\+\+)$/;

/** A split: the blocks, each one's cache key and, once parsed, its fast-path parse (undefined: remark's). */
interface KeyedSplit {
  blocks: Block[];
  keys: string[];
  parses: (BlockParse | undefined)[];
}

/** A parser that reuses the parse of blocks whose text did not change since the previous call. */
export class IncrementalParser {
  /** Parses by block key (or chunk key): those of the previous call's units, and those made by this one. */
  private cache = new Map<string, BlockParse>();
  /** Blocks the fast path does not read (they are parsed by remark, in chunks). */
  private slow = new Set<string>();
  /**
   * `whole: true` parses the document in one piece with remark (the reference the block-wise parse is
   * tested against); `fast: false` parses every block with remark (the fast path off).
   */
  constructor(private readonly options: { whole?: boolean; fast?: boolean } = {}) {}

  /** The previous call's lines and split, with every block's key: the next call resumes from it. */
  private prev: (KeyedSplit & { lines: readonly string[] }) | undefined;

  /**
   * How the calls split (for tests): `full` from the first line (the first call, an edit on the first line
   * or in the front matter), else `resumed` at a block boundary before the first changed line; `rejoined`
   * when the split then met a boundary of the previous one and took the rest from it; `lines` re-split.
   */
  readonly stats = { full: 0, resumed: 0, rejoined: 0, lines: 0 };

  /** The blocks of the last call's split (for tests). */
  get blocks(): readonly Block[] {
    return this.prev?.blocks ?? [];
  }

  /** How many parses the cache holds (for tests): one per key of the last call's units. */
  get cached(): number {
    return this.cache.size;
  }

  /**
   * The previous call's output, by unit, and its lines' structures: updated in place where units were
   * placed anew, and copied into each result (which the caller may keep, or change).
   */
  private output: Output | undefined;
  private info: LineInfo[] = [];

  /** The key of each unit of the previous call, and how many units use each key. */
  private unitKeys: string[] = [];
  private uses = new Map<string, number>();

  /**
   * Leaves in the cache the parses of this call's units only, as if it were made anew each call, without
   * going over all of them: the units before and after the edit have the same keys as last time, so only
   * the keys of the units in between are counted in or out.
   */
  private keep(keys: string[]): void {
    const old = this.unitKeys;
    let a = 0;
    while (a < old.length && a < keys.length && old[a] === keys[a]) a++;
    let z = 0;
    while (z < old.length - a && z < keys.length - a && old[old.length - 1 - z] === keys[keys.length - 1 - z]) z++;
    for (let i = a; i < keys.length - z; i++) this.uses.set(keys[i]!, (this.uses.get(keys[i]!) ?? 0) + 1);
    for (let i = a; i < old.length - z; i++) {
      const n = this.uses.get(old[i]!)! - 1;
      if (n > 0) this.uses.set(old[i]!, n);
      else {
        this.uses.delete(old[i]!);
        this.cache.delete(old[i]!);
      }
    }
    this.unitKeys = keys;
  }

  /**
   * Splits `lines` reusing the previous call's split: its blocks before the first changed line (they
   * depend on the lines before them only) and, once the split is past the last changed line, all of its
   * blocks from the first boundary where the splitter is in the same state as it was there (the rest of
   * the split depends only on that state and the lines after it: see Boundary in blocks.ts). Blocks after
   * an edit that added or removed lines are new objects at their new lines: earlier results keep theirs.
   */
  private split(lines: readonly string[]): KeyedSplit {
    const prev = this.prev;
    if (!prev) {
      const blocks = splitBlocks(lines);
      this.stats.full++;
      this.stats.lines += lines.length;
      return { blocks, keys: blocks.map(keyOf), parses: [] };
    }
    const old = prev.lines;
    const n = Math.min(old.length, lines.length);
    let pre = 0;
    while (pre < n && old[pre] === lines[pre]) pre++;
    let suf = 0;
    while (suf < n - pre && old[old.length - 1 - suf] === lines[lines.length - 1 - suf]) suf++;
    const delta = lines.length - old.length;
    if (pre === lines.length && delta === 0) return prev; // nothing changed
    const tail = lines.length - suf; // lines from here on are the previous call's, `delta` lines further down

    /** The previous call's block with the same lines as new lines [start, end), if lines and block are unchanged. */
    const prevBlock = (start: number, end: number): number | undefined => {
      let j: number;
      if (end <= pre) j = blockAt(prev.blocks, start);
      else if (start >= tail && start > 0 && start - delta > 0) { j = blockAt(prev.blocks, start - delta); start -= delta; end -= delta; }
      else return undefined;
      const b = prev.blocks[j];
      return b && b.line === start && b.line + b.lineCount === end ? j : undefined;
    };
    const reuse: Reuse = (start, end) => {
      const j = prevBlock(start, end);
      return j === undefined ? undefined : prev.blocks[j]!.text;
    };

    let out: KeyedSplit = { blocks: [], keys: [], parses: [] };
    // Where to resume: the last block that starts before the first changed line, unless that is the front
    // matter block, or the first line opens a front matter the previous call did not close (an edit may
    // close it): then from the top, with the front matter read anew.
    let k = -1;
    if (pre > 0 && (!FRONT_MATTER_OPENER.test(lines[0]!) || prev.blocks[0]?.frontMatter)) {
      k = blockAt(prev.blocks, pre - 1);
      if (k >= 0 && prev.blocks[k]!.frontMatter) k = -1;
    }
    let from: Boundary;
    if (k >= 0) {
      out = { blocks: prev.blocks.slice(0, k), keys: prev.keys.slice(0, k), parses: prev.parses.slice(0, k) };
      from = { line: prev.blocks[k]!.line, header: prev.blocks[k]!.tableHeader };
      this.stats.resumed++;
    } else {
      const fm = frontMatterBlock(lines, reuse);
      if (fm) out.blocks.push(fm);
      from = { line: fm?.lineCount ?? 0, header: undefined };
      this.stats.full++;
    }

    // Past the last changed line, a boundary where the previous split was in the same state ends the split.
    let j = -1; // the previous call's block at that boundary
    let rejoined = false;
    const rejoins = (b: Boundary): boolean => {
      if (b.line < tail || b.line - delta <= 0) return false;
      j = blockAt(prev.blocks, b.line - delta);
      const p = prev.blocks[j];
      rejoined = p !== undefined && p.line === b.line - delta && sameHead(p.tableHeader, b.header);
      return rejoined;
    };
    const first = out.keys.length; // the blocks cut by this call, from here on
    const end = rejoins(from) ? from.line : splitFrom(lines, from, out.blocks, reuse, rejoins);
    this.stats.lines += end - from.line;
    for (let i = first; i < out.blocks.length; i++) {
      const b = out.blocks[i]!;
      const q = prevBlock(b.line, b.line + b.lineCount);
      const p = q === undefined ? undefined : prev.blocks[q]!;
      if (p && p.frontMatter === b.frontMatter && sameHead(p.tableHeader, b.tableHeader)) {
        // Unchanged lines cut into the same block as last time (the block before the edited one, say):
        // its key and parse (no new string to hash for a table part), and the object itself if it did not move.
        if (p.line === b.line) out.blocks[i] = p;
        out.keys.push(prev.keys[q!]!);
        out.parses.push(prev.parses[q!]);
      } else {
        out.keys.push(keyOf(b));
        out.parses.push(undefined);
      }
    }
    if (rejoined) {
      this.stats.rejoined++;
      const rest = prev.blocks.slice(j);
      return {
        blocks: out.blocks.concat(delta === 0 ? rest : rest.map((b) => ({ ...b, line: b.line + delta }))),
        keys: out.keys.concat(prev.keys.slice(j)),
        parses: out.parses.concat(prev.parses.slice(j)),
      };
    }
    return out;
  }

  /**
   * The structure of `lines`. Unchanged lines are best the previous call's string objects (compared by
   * identity first); the array must not be changed afterwards: the next call compares its lines with it.
   */
  parse(lines: readonly string[]): ParsedDocument {
    const nextSlow = new Set<string>();
    // Each unit is one block read by the fast path, or a chunk of consecutive blocks parsed by remark.
    const units: Block[] = [];
    const unitKeys: string[] = [];
    const parses: BlockParse[] = [];
    if (this.options.whole) units.push(...wholeBlocks(lines));
    else {
      const fast = this.options.fast !== false;
      const chunks: Block[] = [];
      const chunker = new Chunker(chunks);
      // Remark chunks are emitted in place, between the fast blocks around them.
      const flushSlow = () => {
        chunker.flush();
        if (chunks.length === 0) return;
        for (const c of chunks) units.push(c);
        chunks.length = 0;
      };
      const { blocks, keys, parses: known } = this.split(lines);
      this.prev = { blocks, keys, parses: known, lines };
      for (let i = 0; i < blocks.length; i++) {
        const b = blocks[i]!;
        const key = keys[i]!;
        // A block kept from the previous call that the fast path read then: the cache holds that parse.
        let bp = known[i];
        if (!bp && fast && !nextSlow.has(key) && !this.slow.has(key)) {
          bp = this.cache.get(key);
          if (!bp) {
            const st = parseBlockFast(b);
            if (st) { bp = st; this.cache.set(key, bp); }
          }
        }
        known[i] = bp;
        if (bp) {
          flushSlow();
          units.push(b);
          unitKeys[units.length - 1] = key;
          parses[units.length - 1] = bp;
        } else {
          if (fast) nextSlow.add(key);
          chunker.add(b);
        }
      }
      flushSlow();
    }
    // The lines of a unit placed where it was placed last time already hold its entries: write only the
    // units placed anew (each over its own lines: the units after it find theirs as the last call left them).
    const before = this.output;
    this.output = undefined; // should this call not finish, the next one writes every unit
    const info = this.info;
    const out: Output = { offsets: [], parses: [], placed: [], merges: new Map() };
    let p = 0; // the previous call's first unit at or after `at`
    let at = 0; // the line of `info` where the unit starts
    const tables: TableInfo[] = [];
    let frontMatter: ParsedDocument['frontMatter'];
    // The placed tables of the last table and the later parts that continue it (merged into one copy when
    // complete: the placed tables are cached), unless it is not continued.
    let parts: TableInfo[] | undefined;
    const merge = () => {
      if (!parts) return;
      const prev = before?.merges.get(parts[0]!);
      let merged: TableInfo;
      if (prev && prev.parts.length === parts.length && prev.parts.every((t, k) => t === parts![k])) merged = prev.merged;
      else {
        const rows: number[] = [];
        for (const t of parts) for (const r of t.rows) rows.push(r);
        merged = { ...parts[0]!, rows };
      }
      out.merges.set(parts[0]!, { parts, merged });
      tables[tables.length - 1] = merged;
      parts = undefined;
    };
    for (let u = 0; u < units.length; u++) {
      const b = units[u]!;
      let bp: BlockParse | undefined = parses[u];
      if (!bp) {
        const key = unitKeys[u] = keyOf(b);
        bp = this.cache.get(key);
        if (!bp) {
          bp = parseBlockRemark(b);
          this.cache.set(key, bp);
        }
      }
      // A part that continues the previous table numbers its first table as that one.
      const continues = bp.tables[0]?.continues === true && tables.length > 0;
      const tableBase = continues ? tables.length - 1 : tables.length;
      // Typing inside a line moves no block: reuse the line structures placed last time, by the previous
      // call's unit at this line (blocks of the same text share a parse, and its `placed` is the last one's).
      if (before) while (p < before.offsets.length && before.offsets[p]! < at) p++;
      const kept = before && before.offsets[p] === at && before.parses[p] === bp ? before.placed[p] : undefined;
      let placed = kept && kept.tableBase === tableBase ? kept : bp.placed;
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
        if (k === 0 && continues) (parts ??= [tables[tables.length - 1]!]).push(t);
        else {
          merge();
          tables.push(t);
        }
      }
      if (kept !== placed) {
        for (let k = 0; k < placed.info.length; k++) info[at + k] = placed.info[k]!;
      }
      out.offsets.push(at);
      out.parses.push(bp);
      out.placed.push(placed);
      at += placed.info.length;
      if (bp.frontMatter) frontMatter = { ...bp.frontMatter, startLine: bp.frontMatter.startLine + b.line, endLine: bp.frontMatter.endLine + b.line };
    }
    merge();
    info.length = at;
    this.output = out;
    this.keep(unitKeys);
    this.slow = nextSlow;
    const r: ParsedDocument = { info: info.slice(), tables };
    if (frontMatter) r.frontMatter = frontMatter;
    return r;
  }
}

export function parseDocument(lines: readonly string[]): ParsedDocument {
  return new IncrementalParser().parse(lines);
}
