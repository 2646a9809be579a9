/** The chunks in which the parser (parse.ts) sends the blocks the fast path does not read to remark. */
import type { Block } from './blocks.js';

/**
 * Groups the blocks that need remark into chunks: each parse call has a fixed cost (micromark combines
 * its syntax extensions per call), so thousands of one-paragraph parses cost more than fewer larger ones.
 * A chunk holds consecutive blocks only. Its boundaries depend on block content only (a block whose hash
 * is 0 mod 4 ends a chunk, or 4 KB; a block the fast path reads ends one too), so an edit in one block
 * does not move the boundaries elsewhere and the other chunks stay cached.
 */
export class Chunker {
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
