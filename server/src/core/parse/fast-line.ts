/**
 * The line recognizers of the fast path's scanner (fast-scan.ts): character codes, blank lines and runs
 * of spaces, list markers, closing fences, setext underlines, link reference definitions, table rows and
 * delimiter rows. Each looks at one line from a given column on, by character codes, in one bounded pass.
 */

/** Character codes. */
export const SP = 32;
export const TAB = 9;
export const HASH = 35;
export const GT = 62;
export const LT = 60;
export const BACKTICK = 96;
export const TILDE = 126;
export const DASH = 45;
export const STAR = 42;
export const PLUS = 43;
export const UNDERSCORE = 95;
export const EQUALS = 61;
export const PIPE = 124;
export const COLON = 58;
export const LBRACKET = 91;
export const RBRACKET = 93;
export const CARET = 94;
export const DOT = 46;
export const RPAREN = 41;
export const BACKSLASH = 92;

/** Blank in CommonMark: spaces and tabs only. */
export function isBlank(l: string, from = 0): boolean {
  for (let i = from; i < l.length; i++) {
    const c = l.charCodeAt(i);
    if (c !== SP && c !== TAB) return false;
  }
  return true;
}

/** Spaces from p on; -1 when a tab comes first. */
export function spacesAt(l: string, p: number): number {
  let q = p;
  for (; q < l.length; q++) {
    const c = l.charCodeAt(q);
    if (c === TAB) return -1;
    if (c !== SP) break;
  }
  return q - p;
}

export function runOf(l: string, p: number, c: number): number {
  let q = p;
  while (q < l.length && l.charCodeAt(q) === c) q++;
  return q - p;
}

/** From p on, only the character c and spaces/tabs; returns how many c (0 when anything else occurs). */
export function onlyCharAndSpace(l: string, p: number, c: number): number {
  let n = 0;
  for (let q = p; q < l.length; q++) {
    const d = l.charCodeAt(q);
    if (d === c) n++;
    else if (d !== SP && d !== TAB) return 0;
  }
  return n;
}

/** From p on, only `|`, `:`, `-`, spaces and tabs, with at least one `-`: could be a table delimiter row. */
export function delimiterLike(l: string, p: number): boolean {
  let dash = false;
  for (let q = p; q < l.length; q++) {
    const d = l.charCodeAt(q);
    if (d === DASH) dash = true;
    else if (d !== PIPE && d !== COLON && d !== SP && d !== TAB) return false;
  }
  return dash;
}

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** An ASCII letter. */
export function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** Length of an ordered list marker (`1.`, `12)`) at p followed by a space; 0 when there is none. */
export function orderedMarker(l: string, p: number): number {
  let q = p;
  while (q < l.length && isDigit(l.charCodeAt(q))) q++;
  const d = l.charCodeAt(q);
  return q > p && q - p <= 9 && (d === DOT || d === RPAREN) && l.charCodeAt(q + 1) === SP ? q + 1 - p : 0;
}

/** A closing fence for an opening run of `len` characters `ch`. */
export function closesFence(l: string, ch: number, len: number): boolean {
  const ind = spacesAt(l, 0);
  if (ind < 0 || ind > 3) return false;
  const n = runOf(l, ind, ch);
  return n >= len && isBlank(l, ind + n);
}

/** A setext underline (`===` or `---`, up to 3 spaces before, spaces after): its depth, else 0. */
export function setextDepth(l: string, ind: number): number {
  const c = l.charCodeAt(ind);
  if (c !== EQUALS && c !== DASH) return 0;
  return isBlank(l, ind + runOf(l, ind, c)) ? (c === EQUALS ? 1 : 2) : 0;
}

/**
 * A link reference definition that is alone on its line and simple: `[label]: destination` with a label
 * of plain characters and a destination of printable ASCII without `<`, `(`, `)` or `\\`, and no title.
 * Returns the line length when it is one, else 0.
 */
export function definitionEnd(l: string, p: number): number {
  if (l.charCodeAt(p) !== LBRACKET || l.charCodeAt(p + 1) === CARET) return 0;
  let q = p + 1;
  let text = false;
  for (; q < l.length; q++) {
    const c = l.charCodeAt(q);
    if (c === RBRACKET) break;
    if (c === LBRACKET || c === BACKSLASH) return 0;
    if (c !== SP && c !== TAB) text = true;
  }
  if (!text || q >= l.length || q - p > 999 || l.charCodeAt(q + 1) !== COLON) return 0;
  q += 2;
  while (l.charCodeAt(q) === SP || l.charCodeAt(q) === TAB) q++;
  const dest = q;
  for (; q < l.length; q++) {
    const c = l.charCodeAt(q);
    if (c <= SP || c >= 127 || c === LT || c === 40 || c === RPAREN || c === BACKSLASH) break;
  }
  if (q === dest || !isBlank(l, q)) return 0;
  return l.length;
}

/** Cells of a row that starts and ends with `|` (trailing spaces/tabs aside); 0 when it does not. */
export function pipedCells(l: string): number {
  let end = l.length;
  while (end > 0 && (l.charCodeAt(end - 1) === SP || l.charCodeAt(end - 1) === TAB)) end--;
  if (end < 2 || l.charCodeAt(0) !== PIPE || l.charCodeAt(end - 1) !== PIPE) return 0;
  let pipes = 0;
  for (let q = 0; q < end; q++) {
    const c = l.charCodeAt(q);
    // Escaped pipes and code spans: leave the cell count to remark.
    if (c === BACKSLASH || c === BACKTICK) return 0;
    if (c === PIPE) pipes++;
  }
  return pipes - 1;
}

/** Cells of a delimiter row `| :--- | ---: |` (leading and trailing pipe required); 0 when it is not one. */
export function delimiterCells(l: string): number {
  if (!delimiterLike(l, 0) || l.charCodeAt(0) !== PIPE) return 0;
  const cells = pipedCells(l);
  if (cells < 1) return 0;
  // Every cell: spaces, optional `:`, one or more `-`, optional `:`, spaces.
  let q = 1;
  for (let k = 0; k < cells; k++) {
    while (l.charCodeAt(q) === SP || l.charCodeAt(q) === TAB) q++;
    if (l.charCodeAt(q) === COLON) q++;
    const dashes = runOf(l, q, DASH);
    if (dashes === 0) return 0;
    q += dashes;
    if (l.charCodeAt(q) === COLON) q++;
    while (l.charCodeAt(q) === SP || l.charCodeAt(q) === TAB) q++;
    if (l.charCodeAt(q) !== PIPE) return 0;
    q++;
  }
  return cells;
}
