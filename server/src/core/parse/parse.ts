/**
 * Markdown → per-line block structure, kept across edits. The document is split into top-level blocks
 * (blocks.ts; after an edit, resumed near it: resplit.ts); each block is read by the fast path (fast.ts)
 * when its structure is plain from its lines (headings, paragraphs, simple lists and quotes, tables,
 * fences, comments: nearly every block of a typical postmortem), else parsed by remark (remark.ts), with
 * consecutive such blocks grouped into chunks (chunks.ts). The result is, for each source line, the
 * innermost block that holds it (types.ts). The model then reads the source lines with this structure
 * beside them, which is what lets it see through plain text pasted into Markdown (a table that swallows
 * the lines after it, a heading that is a lazy continuation). A block of a shape remark reads in
 * super-linear time is read by the bounded path instead (limits.ts), and said so in `limits`.
 */
import type { Block } from './blocks.js';
import { Chunker } from './chunks.js';
import { parseBlockFast } from './fast.js';
import { withHtmlTables } from './html-tables.js';
import { boundedStructure, LIMITS } from './limits.js';
import { parseBlockRemark } from './remark.js';
import { keyOf, Resplitter } from './resplit.js';
import type { BlockStructure, LineInfo, ParsedDocument, ParseLimit, TableInfo } from './types.js';

export type { BlockStructure, LineInfo, LineKind, ParsedDocument, ParseLimit, ParseLimitReason, TableInfo } from './types.js';

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

/** A parser that reuses the parse of blocks whose text did not change since the previous call. */
export class IncrementalParser {
  /** Parses by block key (or chunk key): those of the previous call's units, and those made by this one. */
  private cache = new Map<string, BlockParse>();
  /** Blocks the fast path does not read (they are parsed by remark, in chunks). */
  private slow = new Set<string>();
  /** The split of the previous call's lines, each block with its key and, once read, its fast-path parse. */
  private splitter = new Resplitter<BlockParse>();

  /**
   * `readFast` reads a block's structure from its lines, or gives up (undefined); the blocks it gives up
   * on are parsed by remark, in chunks. It must answer what `parseBlockRemark` answers whenever it answers:
   * the fast path (fast.ts) by default; `() => undefined` parses every block with remark.
   */
  constructor(private readonly readFast: (block: Block) => BlockStructure | undefined = parseBlockFast) {}

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
   * The structure of `lines`. Unchanged lines are best the previous call's string objects (compared by
   * identity first); the array must not be changed afterwards: the next call compares its lines with it.
   */
  parse(lines: readonly string[]): ParsedDocument {
    const nextSlow = new Set<string>();
    // Each unit is one block read by the fast path, or a chunk of consecutive blocks parsed by remark.
    const units: Block[] = [];
    const unitKeys: string[] = [];
    const parses: BlockParse[] = [];
    const chunks: Block[] = [];
    const chunker = new Chunker(chunks);
    // Remark chunks are emitted in place, between the fast blocks around them.
    const flushSlow = () => {
      chunker.flush();
      if (chunks.length === 0) return;
      for (const c of chunks) units.push(c);
      chunks.length = 0;
    };
    const { blocks, keys, parses: known } = this.splitter.split(lines);
    for (let i = 0; i < blocks.length; i++) {
      const b = blocks[i]!;
      const key = keys[i]!;
      // A block kept from the previous call that the fast path read then: the cache holds that parse.
      let bp = known[i];
      if (!bp && !nextSlow.has(key) && !this.slow.has(key)) {
        bp = this.cache.get(key);
        if (!bp) {
          // The fast path, else the bounded path for a block remark would read in super-linear time.
          const st = this.readFast(b) ?? boundedStructure(b, (part) => this.readFast(part) ?? parseBlockRemark(part));
          if (st) { bp = withHtmlTables(b.text, st); this.cache.set(key, bp); }
        }
      }
      known[i] = bp;
      if (bp) {
        flushSlow();
        units.push(b);
        unitKeys[units.length - 1] = key;
        parses[units.length - 1] = bp;
      } else {
        nextSlow.add(key);
        chunker.add(b);
      }
    }
    flushSlow();
    // The lines of a unit placed where it was placed last time already hold its entries: write only the
    // units placed anew (each over its own lines: the units after it find theirs as the last call left them).
    const before = this.output;
    this.output = undefined; // should this call not finish, the next one writes every unit
    const info = this.info;
    const out: Output = { offsets: [], parses: [], placed: [], merges: new Map() };
    let p = 0; // the previous call's first unit at or after `at`
    let at = 0; // the line of `info` where the unit starts
    const tables: TableInfo[] = [];
    const limits: ParseLimit[] = [];
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
          bp = withHtmlTables(b.text, parseBlockRemark(b));
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
      if (bp.limits) for (const l of bp.limits) limits.push({ ...l, startLine: l.startLine + b.line, endLine: l.endLine + b.line });
    }
    merge();
    // Front matter too large for the YAML or TOML parser in reasonable time: its lines, without its value.
    if (frontMatter && frontMatter.value.length > LIMITS.frontMatterChars) {
      limits.unshift({ startLine: frontMatter.startLine, endLine: frontMatter.endLine, reason: 'large-front-matter' });
      frontMatter = { ...frontMatter, value: '' };
    }
    info.length = at;
    this.output = out;
    this.keep(unitKeys);
    this.slow = nextSlow;
    const r: ParsedDocument = { info: info.slice(), tables };
    if (frontMatter) r.frontMatter = frontMatter;
    if (limits.length > 0) r.limits = limits;
    return r;
  }
}
