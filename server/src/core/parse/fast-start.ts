/**
 * What a line starts with at a place, for the fast path's scanner (fast-scan.ts): the kind of block it
 * opens, and the content columns of the list items it opens.
 */
import {
  BACKTICK, CARET, COLON, DASH, delimiterLike, DOT, EQUALS, GT, HASH, isBlank, isDigit, LBRACKET, LT, onlyCharAndSpace,
  orderedMarker, PIPE, PLUS, RBRACKET, RPAREN, runOf, SP, spacesAt, STAR, TAB, TILDE, UNDERSCORE,
} from './fast-line.js';
import { LIMITS } from './limits.js';

/** What a line starts with, as far as the fast path is concerned. */
export const enum Start {
  /** Paragraph text (continues a paragraph, or starts one). */
  Text,
  /** Something the fast path does not read: the block falls back. */
  Other,
  Atx,
  Fence,
  Comment,
  Bullet,
  Ordered,
  Break,
  Quote,
}

/**
 * What the line starts with at p (its first non-space character, at most 3 columns in). `atStart`: no
 * paragraph is open, so a `|` could start a table; otherwise the line would continue one.
 */
export function classify(l: string, p: number, atStart: boolean): Start {
  const c = l.charCodeAt(p);
  if ((c === PIPE || c === COLON || c === DASH) && delimiterLike(l, p)) return Start.Other;
  switch (c) {
    case HASH: {
      const n = runOf(l, p, HASH);
      if (n > 6) return Start.Text;
      const d = l.charCodeAt(p + n);
      return p + n === l.length || d === SP || d === TAB ? Start.Atx : Start.Text;
    }
    case GT:
      return Start.Quote;
    case BACKTICK:
    case TILDE: {
      const n = runOf(l, p, c);
      if (n < 3) return Start.Text;
      // A backtick in the info string: not a fence, but inline code — leave it to remark.
      if (c === BACKTICK && l.indexOf('`', p + n) >= 0) return Start.Other;
      return Start.Fence;
    }
    case LT:
      // `<!-->` and `<!--->` close on their own line; leave those to remark.
      return l.startsWith('<!--', p) && !l.startsWith('<!-->', p) && !l.startsWith('<!--->', p) ? Start.Comment : Start.Other;
    case DASH:
    case STAR:
    case PLUS:
    case UNDERSCORE:
    case EQUALS: {
      const n = onlyCharAndSpace(l, p, c);
      if (n > 0) return n >= 3 && (c === DASH || c === STAR || c === UNDERSCORE) ? Start.Break : Start.Other;
      if (c === DASH || c === STAR || c === PLUS) {
        const d = l.charCodeAt(p + 1);
        if (d === SP) return Start.Bullet;
        if (d === TAB) return Start.Other;
      }
      return Start.Text;
    }
    case PIPE:
      return atStart ? Start.Other : Start.Text;
    case LBRACKET:
      // Footnote definitions; a link reference definition is caught by the `]:` check of the paragraph.
      return l.charCodeAt(p + 1) === CARET ? Start.Other : Start.Text;
    default:
      if (isDigit(c)) {
        let q = p;
        while (q < l.length && isDigit(l.charCodeAt(q))) q++;
        const d = l.charCodeAt(q);
        const e = l.charCodeAt(q + 1);
        // `1.5 hours`, `2)x`: not a list marker (that needs a space, a tab or the end of the line after it).
        if ((d !== DOT && d !== RPAREN) || (q + 1 < l.length && e !== SP && e !== TAB)) return Start.Text;
        return orderedMarker(l, p) > 0 && !isBlank(l, q + 1) ? Start.Ordered : Start.Other;
      }
      return Start.Text;
  }
}

/**
 * The content column of a list item whose marker (`markerLen` characters) is at p and whose content is
 * plain paragraph text (after an optional task box); 0 when it is anything else.
 */
function itemContent(l: string, p: number, markerLen: number): number {
  const spaces = spacesAt(l, p + markerLen);
  if (spaces < 1 || spaces > 4) return 0; // 5+ spaces: the content is indented code
  const w = p + markerLen + spaces;
  if (w >= l.length) return 0;
  let q = w;
  // A task box `[ ] `, `[x] `, `[X] `: inline in micromark (the paragraph still starts here).
  if (l.charCodeAt(q) === LBRACKET && l.charCodeAt(q + 2) === RBRACKET && l.charCodeAt(q + 3) === SP) {
    const x = l.charCodeAt(q + 1);
    if (x === SP || x === 120 || x === 88) {
      q += 4;
      const more = spacesAt(l, q);
      if (more < 0 || q + more >= l.length) return 0;
      q += more;
    }
  }
  return classify(l, q, true) === Start.Text ? w : 0;
}

/**
 * The content columns of the items a line opens, outermost first: one for `- x`, three for `- - 1. x`
 * (an item whose content starts with another item's marker holds that item). Undefined when the
 * innermost content is not plain paragraph text, or the markers nest beyond the bounded path's limit.
 */
export function itemColumns(l: string, p: number, markerLen: number, depth: number): number[] | undefined {
  const cols: number[] = [];
  for (;;) {
    const spaces = spacesAt(l, p + markerLen);
    if (spaces < 1 || spaces > 4) return undefined;
    const w = p + markerLen + spaces;
    const c = w < l.length ? classify(l, w, true) : Start.Other;
    if (c !== Start.Bullet && c !== Start.Ordered) {
      const last = itemContent(l, p, markerLen);
      if (last === 0) return undefined;
      cols.push(last);
      return cols;
    }
    // An ordered list opened inside an item that may interrupt a paragraph must start at 1 there, as
    // one interrupting a paragraph must: leave the other numbers to remark.
    if (c === Start.Ordered && !(orderedMarker(l, w) === 2 && l.charCodeAt(w) === 49)) return undefined;
    cols.push(w);
    if (depth + cols.length >= LIMITS.nesting) return undefined;
    p = w;
    markerLen = c === Start.Bullet ? 1 : orderedMarker(l, w);
  }
}

