/**
 * Several entries in one table cell or one line, separated by `<br>` ("Alert fired<br>10:05 On-call
 * paged<br>10:12 Rollback"): each part after a break that starts with a time (or a date and time) is an
 * entry of its own, on the same line, with its own time and text. A break followed by anything else
 * stays in the text of the part before it.
 */
import type { LineScan } from '../dates.js';
import { tokenAt, type Token } from './tokens.js';

/** `<br>`, `<br/>`, `<br />`, in any case. */
const BREAK_SEARCH = /<br\s{0,3}\/?>/gi;
/** Space and emphasis or code opening a part ("<br> **10:05**"). */
const OPEN = /^[ \t]{0,3}[*_`]{0,3}/;
/** What the text after a token starts with: closing emphasis, a separator ("01:46: text", "10:00 - text", "19:50，text", "**10:12.** text"). */
const TEXT_LEAD = /^[\s*_`\])]*(?:(?:[:|–—,，：、-]+|\.(?=[\s*_`]))\s*)?[*_`]{0,3}\s*/;
/** What may end an entry's text and is not text: emphasis, a hard break (a backslash, `<br>`), a table's last pipe. */
const TAIL = /(?:<br\s{0,3}\/?>|\\|[*_|])$/i;

/** An entry's text: what follows its token, without separators, closing emphasis and hard breaks. */
export function entryText(after: string): string {
  let s = after.replace(TEXT_LEAD, '').trimEnd();
  for (let m = TAIL.exec(s.slice(-8)); m; m = TAIL.exec(s.slice(-8))) s = s.slice(0, s.length - m[0].length).trimEnd();
  return s.trim();
}

export interface Part { tok: Token; end: number }

/** The parts of [from, to) after the first, and where the first one's text ends; undefined without any. */
export function breakParts(text: string, scan: LineScan | undefined, from: number, to: number): { firstEnd: number; parts: Part[] } | undefined {
  if (!scan || scan.times.length < 2) return undefined;
  const lt = text.indexOf('<', from);
  if (lt < 0 || lt >= to) return undefined;
  const span = text.slice(0, to);
  const parts: Part[] = [];
  let firstEnd = to;
  BREAK_SEARCH.lastIndex = lt;
  for (let m = BREAK_SEARCH.exec(span); m; m = BREAK_SEARCH.exec(span)) {
    const end = m.index + m[0].length;
    const at = end + OPEN.exec(text.slice(end, end + 6))![0].length;
    const tok = tokenAt(text, scan, at);
    if (!tok || tok.t < 0) continue;
    if (parts.length === 0) firstEnd = m.index; else parts[parts.length - 1]!.end = m.index;
    parts.push({ tok, end: to });
  }
  return parts.length > 0 ? { firstEnd, parts } : undefined;
}

/**
 * The entries of the parts of [from, to) after the first, each made by `make` from its token and text,
 * and where the first one's text ends; undefined when the span has none.
 */
export function breakEntries<E>(text: string, scan: LineScan | undefined, from: number, to: number, make: (tok: Token, text: string) => E): { firstEnd: number; more: E[] } | undefined {
  const found = breakParts(text, scan, from, to);
  if (!found) return undefined;
  return { firstEnd: found.firstEnd, more: found.parts.map((p) => make(p.tok, entryText(text.slice(p.tok.tokenEnd, p.end)))) };
}

/** The spans of [from, to) between `<br>`s, the first and the last included. */
export function breakSpans(text: string, from: number, to: number): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const span = text.slice(0, to);
  let at = from;
  BREAK_SEARCH.lastIndex = from;
  for (let m = BREAK_SEARCH.exec(span); m; m = BREAK_SEARCH.exec(span)) { spans.push([at, m.index]); at = m.index + m[0].length; }
  spans.push([at, to]);
  return spans;
}
