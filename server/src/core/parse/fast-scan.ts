/**
 * The fast path's scanner (what it reads: fast.ts): one pass over a block's lines, a state machine over
 * what each line starts with (`classify`), giving each line its structure, or giving up on the block.
 */
import {
  closesFence, DASH, definitionEnd, delimiterCells, delimiterLike, GT, HASH, isBlank, isLetter, LBRACKET, onlyCharAndSpace,
  orderedMarker, PIPE, pipedCells, PLUS, runOf, setextDepth, SP, spacesAt, STAR,
} from './fast-line.js';
import { classify, itemColumns, Start } from './fast-start.js';
import { LIMITS } from './limits.js';
import type { BlockStructure, LineInfo, LineKind, TableInfo } from './types.js';

const enum State {
  /** Nothing open. */
  Start,
  Paragraph,
  /** The paragraph of a top-level list item. */
  Item,
  Table,
  Fence,
  Html,
  /** Inside a block quote, nothing open in it. */
  Quote,
  /** A paragraph inside a block quote. */
  QuoteParagraph,
}

export function line(kind: LineKind, blockStart: number, listDepth = 0, inBlockquote = false): LineInfo {
  return { kind, listDepth, inBlockquote, blockStart };
}

/** The structure of a block's lines, or undefined when the block is not one the fast path reads. */
export function fastStructure(lines: readonly string[]): BlockStructure | undefined {
  const n = lines.length;
  const info: LineInfo[] = new Array<LineInfo>(n);
  const tables: TableInfo[] = [];
  let state = State.Start;
  let start = 0; // first line of the open paragraph
  // The open list items, outermost first: their content columns and first lines. The paragraph of the
  // innermost one is open (an item holds its first paragraph and nested items, nothing else).
  const widths: number[] = [];
  const starts: number[] = [];
  let outerWidth = 0; // content column of the outermost item of the last list
  let listOpen = false; // the last block is a list, which a blank line does not end
  let afterBlank = false;
  // The open paragraph starts with `[`: a `]:` in it could make it a link reference definition.
  let bracket = false;
  let quoteDepth = 1; // the quote markers of the line that opened the quote's paragraph
  let fenceChar = 0;
  let fenceLen = 0;
  let table: TableInfo | undefined;
  for (let i = 0; i < n; i++) {
    const l = lines[i]!;
    if (state === State.Fence) {
      info[i] = line('code', i);
      if (closesFence(l, fenceChar, fenceLen)) state = State.Start;
      continue;
    }
    if (state === State.Html) {
      info[i] = line('html', i);
      if (l.includes('-->')) state = State.Start;
      continue;
    }
    if (isBlank(l)) {
      info[i] = line('blank', i);
      state = State.Start;
      afterBlank = true;
      continue;
    }
    if (l.trim() === '') return undefined; // blank to trim() only (e.g. a no-break space): a paragraph to remark
    const ind = spacesAt(l, 0);
    if (ind < 0) return undefined;
    if (bracket && (state === State.Paragraph || state === State.Item || state === State.QuoteParagraph) && l.includes(']:')) return undefined;
    switch (state) {
      case State.Table:
        // GFM takes any line into the table as a row unless it starts another block. Read here: a line
        // starting at column 0 with `|` or with a letter, which starts nothing else (typing before a row's
        // first pipe). Other lines (a digit could open an ordered item, `#` a heading, `>` a quote…) go to remark.
        if (ind !== 0 || (l.charCodeAt(0) !== PIPE && !isLetter(l.charCodeAt(0)))) return undefined;
        info[i] = { kind: l.includes('|') ? 'table-row' : 'table-loose', listDepth: 0, inBlockquote: false, blockStart: i, table: tables.length - 1 };
        table!.rows.push(i);
        continue;
      case State.Paragraph: {
        if (ind < 4) {
          const depth = setextDepth(l, ind);
          if (depth > 0) {
            for (let k = start; k < i; k++) {
              const li = line('heading', start);
              li.depth = depth;
              info[k] = li;
            }
            const u = line('setext-underline', start);
            u.depth = depth;
            info[i] = u;
            state = State.Start;
            continue;
          }
        }
        if (delimiterLike(l, ind)) return undefined;
        if (ind >= 4) { info[i] = line('paragraph', start); continue; }
        const k = classify(l, ind, false);
        if (k === Start.Text) { info[i] = line('paragraph', start); continue; }
        // A heading, fence, comment, quote or bullet item interrupts the paragraph; an ordered item only
        // when it starts at 1, and a thematic break only when it is not an underline: leave those to remark.
        if (k === Start.Other || k === Start.Break || k === Start.Ordered) return undefined;
        break;
      }
      case State.Item: {
        if (delimiterLike(l, ind)) return undefined;
        // The items the line is indented enough to continue.
        let k = widths.length;
        while (k > 0 && ind < widths[k - 1]!) k--;
        const depth = widths.length;
        const rel = ind - (k > 0 ? widths[k - 1]! : 0);
        const c = rel >= 4 ? Start.Text : classify(l, ind, false); // 4+ columns in: nothing starts there
        if (c === Start.Text) {
          // In the innermost item, or a lazy continuation of its paragraph.
          info[i] = line('list-continuation', starts[depth - 1]!, depth);
          continue;
        }
        if (c === Start.Bullet || c === Start.Ordered) {
          // A nested item interrupts the innermost paragraph: an ordered one only when it starts at 1.
          if (k === depth && c === Start.Ordered && !(orderedMarker(l, ind) === 2 && l.charCodeAt(ind) === 49)) return undefined;
          const cols = itemColumns(l, ind, c === Start.Bullet ? 1 : orderedMarker(l, ind), k);
          if (!cols) return undefined;
          const w = cols[cols.length - 1]!;
          widths.length = k;
          starts.length = k;
          for (const col of cols) { widths.push(col); starts.push(i); }
          if (k === 0) outerWidth = cols[0]!;
          info[i] = line('list-item', i, widths.length);
          bracket = l.charCodeAt(w) === LBRACKET;
          if (bracket && l.includes(']:')) return undefined;
          continue;
        }
        // A heading, fence, comment or quote ends the list when it is outside every item.
        if (k > 0 || c === Start.Other || c === Start.Break) return undefined;
        break;
      }
      case State.Quote:
      case State.QuoteParagraph: {
        const para = state === State.QuoteParagraph;
        if (ind < 4 && l.charCodeAt(ind) === GT) {
          let c = ind + 1;
          if (l.charCodeAt(c) === SP) c++;
          let cind = spacesAt(l, c);
          if (cind < 0) return undefined;
          // Quotes nested on the line (`> > x`): `depth` markers. A paragraph opened at some depth is
          // continued by a line with as many markers or fewer (the missing ones make it lazy), and
          // interrupted by a line with more (a quote opens inside it).
          let depth = 1;
          while (cind < 4 && l.charCodeAt(c + cind) === GT) {
            c += cind + 1;
            if (l.charCodeAt(c) === SP) c++;
            cind = spacesAt(l, c);
            if (cind < 0) return undefined;
            // Beyond the bounded path's nesting limit the line is read (and reported) there.
            if (++depth > LIMITS.nesting) return undefined;
          }
          if (c + cind === l.length) { info[i] = line('other', i, 0, true); state = State.Quote; continue; }
          if (para && depth <= quoteDepth && (cind >= 4 || (!delimiterLike(l, c) && classify(l, c + cind, false) === Start.Text))) {
            info[i] = line('paragraph', start, 0, true);
            continue;
          }
          // Beyond one quote only paragraphs are read here, and no lazy line that is anything else.
          if (para && depth < quoteDepth) return undefined;
          if (cind >= 4) return undefined;
          quoteDepth = depth;
          const k = classify(l, c + cind, true);
          if (depth > 1 && k !== Start.Text) return undefined;
          if (k === Start.Atx) {
            const li = line('heading', i, 0, true);
            li.depth = runOf(l, c + cind, HASH);
            info[i] = li;
            state = State.Quote;
            continue;
          }
          if (k !== Start.Text) return undefined;
          info[i] = line('paragraph', i, 0, true);
          bracket = l.charCodeAt(c + cind) === LBRACKET;
          if (bracket && l.includes(']:')) return undefined;
          state = State.QuoteParagraph;
          start = i;
          continue;
        }
        if (para) {
          if (delimiterLike(l, ind)) return undefined;
          const k = ind >= 4 ? Start.Text : classify(l, ind, false);
          if (k === Start.Text) { info[i] = line('paragraph', start, 0, true); continue; } // lazy continuation
          if (k === Start.Other || k === Start.Break || k === Start.Ordered) return undefined;
        }
        break; // the quote ends here
      }
      default:
        break;
    }
    // Nothing is open here (or what was open is interrupted by this line).
    if (afterBlank && listOpen && ind >= outerWidth) return undefined; // could continue a list item
    afterBlank = false;
    listOpen = false;
    bracket = false;
    if (ind >= 4) return undefined; // indented code
    const k = classify(l, ind, true);
    switch (k) {
      case Start.Atx: {
        const li = line('heading', i);
        li.depth = runOf(l, ind, HASH);
        info[i] = li;
        state = State.Start;
        continue;
      }
      case Start.Fence:
        fenceChar = l.charCodeAt(ind);
        fenceLen = runOf(l, ind, fenceChar);
        info[i] = line('code', i);
        state = State.Fence;
        continue;
      case Start.Comment:
        info[i] = line('html', i);
        state = l.indexOf('-->', ind + 4) < 0 ? State.Html : State.Start;
        continue;
      case Start.Break:
        info[i] = line('thematic-break', i);
        state = State.Start;
        continue;
      case Start.Bullet:
      case Start.Ordered: {
        const cols = itemColumns(l, ind, k === Start.Bullet ? 1 : orderedMarker(l, ind), 0);
        if (!cols) return undefined;
        const w = cols[cols.length - 1]!;
        info[i] = line('list-item', i, cols.length);
        bracket = l.charCodeAt(w) === LBRACKET;
        if (bracket && l.includes(']:')) return undefined;
        state = State.Item;
        widths.length = 0;
        starts.length = 0;
        for (const col of cols) { widths.push(col); starts.push(i); }
        outerWidth = cols[0]!;
        listOpen = true;
        continue;
      }
      case Start.Quote:
        state = State.Quote;
        i--; // read the line again as a quote line
        continue;
      case Start.Text:
        if (l.charCodeAt(ind) === LBRACKET && definitionEnd(l, ind) > 0) {
          // A link reference definition alone on its line, followed by a blank line or another one.
          const next = lines[i + 1];
          if (next !== undefined && !isBlank(next)) {
            const nind = spacesAt(next, 0);
            if (nind < 0 || nind > 3 || definitionEnd(next, nind) === 0) return undefined;
          }
          info[i] = line('definition', i);
          state = State.Start;
          continue;
        }
        info[i] = line('paragraph', i);
        bracket = l.charCodeAt(ind) === LBRACKET;
        if (bracket && l.includes(']:')) return undefined;
        state = State.Paragraph;
        start = i;
        continue;
      case Start.Other: {
        const next = lines[i + 1];
        // An empty bullet item (`-` alone) followed by a blank line or nothing.
        const m = l.charCodeAt(ind);
        if ((m === DASH || m === STAR || m === PLUS) && onlyCharAndSpace(l, ind, m) === 1 && (next === undefined || isBlank(next))) {
          info[i] = line('list-item', i, 1);
          state = State.Start;
          outerWidth = ind + 2;
          listOpen = true;
          continue;
        }
        // A table: header and delimiter rows with the same number of cells.
        if (ind !== 0 || next === undefined) return undefined;
        const cells = pipedCells(l);
        if (cells === 0 || delimiterLike(l, 0) || delimiterCells(next) !== cells) return undefined;
        const idx = tables.length;
        table = { header: i, delimiter: i + 1, rows: [] };
        tables.push(table);
        info[i] = { kind: 'table-header', listDepth: 0, inBlockquote: false, blockStart: i, table: idx };
        info[i + 1] = { kind: 'table-delimiter', listDepth: 0, inBlockquote: false, blockStart: i + 1, table: idx };
        i++;
        state = State.Table;
        continue;
      }
    }
  }
  // An unclosed fence or comment runs to the end of the document: leave it to remark.
  if (state === State.Fence || state === State.Html) return undefined;
  return { info, tables };
}
