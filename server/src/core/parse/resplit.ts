/**
 * The block split of a document kept across edits: after an edit, the split resumes at the block before
 * the first changed line and runs until it meets a boundary where the previous split was in the same
 * state, then takes the rest of the previous split (see Boundary in blocks.ts). Each block carries its
 * cache key and a parse slot that the caller fills in, kept with the block for as long as the block is.
 */
import { frontMatterBlock, sameHead, splitBlocks, splitFrom, type Block, type Boundary, type Reuse } from './blocks.js';

/** The cache key of a block: its text (no copy) unless it parses with a front matter or table header. */
export function keyOf(b: Block): string {
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

/**
 * A split: the blocks, each one's cache key and parse slot (undefined until the caller fills it in), and
 * the lines [from, to) this call split anew (from = to = the line count when nothing changed). The blocks
 * before `from` and from `to` on are the previous call's, those after an edit that added or removed lines
 * as new objects at their new lines.
 */
export interface Split<P> {
  blocks: Block[];
  keys: string[];
  parses: (P | undefined)[];
  from: number;
  to: number;
}

/** Splits each call's lines reusing the previous call's split. */
export class Resplitter<P> {
  /** The previous call's lines and split: the next call resumes from it. */
  private prev: (Split<P> & { lines: readonly string[] }) | undefined;

  private remember(split: Split<P>, lines: readonly string[]): Split<P> {
    this.prev = { ...split, lines };
    return split;
  }

  /**
   * Splits `lines` reusing the previous call's split: its blocks before the first changed line (they
   * depend on the lines before them only) and, once the split is past the last changed line, all of its
   * blocks from the first boundary where the splitter is in the same state as it was there (the rest of
   * the split depends only on that state and the lines after it: see Boundary in blocks.ts). Blocks after
   * an edit that added or removed lines are new objects at their new lines: earlier results keep theirs.
   */
  split(lines: readonly string[]): Split<P> {
    const prev = this.prev;
    if (!prev) {
      const blocks = splitBlocks(lines);
      return this.remember({ blocks, keys: blocks.map(keyOf), parses: [], from: 0, to: lines.length }, lines);
    }
    const old = prev.lines;
    const n = Math.min(old.length, lines.length);
    let pre = 0;
    while (pre < n && old[pre] === lines[pre]) pre++;
    let suf = 0;
    while (suf < n - pre && old[old.length - 1 - suf] === lines[lines.length - 1 - suf]) suf++;
    const delta = lines.length - old.length;
    if (pre === lines.length && delta === 0) {
      // Nothing changed: the same blocks, keys and parses; no line split anew.
      return this.remember({ blocks: prev.blocks, keys: prev.keys, parses: prev.parses, from: lines.length, to: lines.length }, lines);
    }
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

    let out: Split<P> = { blocks: [], keys: [], parses: [], from: 0, to: 0 };
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
      from = { line: prev.blocks[k]!.line, header: prev.blocks[k]!.tableHeader };
      out = { blocks: prev.blocks.slice(0, k), keys: prev.keys.slice(0, k), parses: prev.parses.slice(0, k), from: from.line, to: 0 };
    } else {
      const fm = frontMatterBlock(lines, reuse);
      if (fm) out.blocks.push(fm);
      from = { line: fm?.lineCount ?? 0, header: undefined };
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
    out.to = end;
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
      const rest = prev.blocks.slice(j);
      return this.remember({
        blocks: out.blocks.concat(delta === 0 ? rest : rest.map((b) => ({ ...b, line: b.line + delta }))),
        keys: out.keys.concat(prev.keys.slice(j)),
        parses: out.parses.concat(prev.parses.slice(j)),
        from: out.from,
        to: end,
      }, lines);
    }
    return this.remember(out, lines);
  }
}
