import type { Position, Range } from './types.js';

/** Splits text into lines without terminators (\r\n, \n and \r all end a line). */
/** A string to match literally inside a regular expression. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Words as a regular expression alternation, each matched literally, in the order given. */
export const alternation = (words: readonly string[]): string => words.map(escapeRegExp).join('|');

/** The words of a list without repeats, in their first places (two languages may list the same word). */
export const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

/** The same, longest first (so that a word is not cut short by a shorter one it starts with). */
export const longestFirst = (words: readonly string[]): string => alternation([...words].sort((a, b) => b.length - a.length));

/**
 * An empty lookahead: it matches at every place and changes nothing a pattern matches, but V8 compiles what follows it
 * once. Without it, V8 writes the code of a part of a pattern again for each way of reaching it (up to ten times):
 * a long alternation after a few optional parts ("(?:of )?(?:de )?") is compiled several times over.
 */
export const ONCE = '(?=)';

/**
 * A group repeated at most `n` times: `(?:body|){0,n}`. The empty alternative changes nothing (a repetition stops at an
 * iteration that matches nothing), but V8 then runs the group in a loop instead of writing it out `n` times, as it does
 * for `(?:body){0,n}` up to three: a zone sentence's "(?:words\s+){0,3}" took a third of its pattern's code.
 */
export const upTo = (body: string, n: number): string => `(?:${body}|){0,${n}}`;

export interface TrieOptions {
  /** The flags of the pattern the alternation goes into: under `i` (and `u`), letters that differ only in case share a branch. */
  flags?: string;
  /** What a space in a word stands for, e.g. `\s+` for words apart by any space; by default the space itself. */
  space?: string;
  /**
   * The alternation opens a pattern that is searched for in a line (not anchored, not sticky): no `ONCE` before it, which
   * would keep V8 from skipping ahead to the places where one of its first letters stands.
   */
  lead?: boolean;
}

/** A letter's branch key under case-insensitive flags: a lower-case form the pattern matches it by, else the letter itself. */
const FOLDS = new Map<string, Map<string, string>>();
function foldKey(ch: string, caseFlags: string): string {
  let folds = FOLDS.get(caseFlags);
  if (!folds) FOLDS.set(caseFlags, (folds = new Map()));
  const memo = folds.get(ch);
  if (memo !== undefined) return memo;
  let key = ch;
  for (const k of [ch.toUpperCase().toLowerCase(), ch.toLowerCase()]) {
    if (k === ch) break;
    if ([...k].length === 1 && new RegExp(`^${escapeRegExp(ch)}$`, caseFlags).test(k)) {
      key = k;
      break;
    }
  }
  folds.set(ch, key);
  return key;
}

/** The characters `escapeRegExp` escapes (none of them has a case). */
const SPECIAL = '.*+?^${}()|[]\\';
/** A piece a quantifier applies to whole: one character, literal or escaped. */
const ATOM = /^(?:\\.|[^\\()[\]{}|?*+])$/u;

/**
 * The tries built, with what they were built from: `test/core/word-trie.test.ts` checks each against its plain alternation.
 * Those of the modules come first; the count is bounded, for the ones built later from a configuration's words.
 */
export const TRIES: ({ words: readonly string[]; options: TrieOptions } | { sequences: readonly (readonly string[])[] })[] = [];
export const TRIES_KEPT = 200;
const keep = (t: (typeof TRIES)[number]) => {
  if (TRIES.length < TRIES_KEPT) TRIES.push(t);
};

/**
 * Sequences of pieces (each the source of a pattern) as one alternation shaped as a trie: the pieces two sequences start
 * with are written once, the branches after them in the order they were first met, and a sequence that ends where
 * longer ones go on is tried after them (a greedy optional group). It matches what the sequences joined by `|`, the
 * longest first, match, as long as the branches of a node never match the same text (different letters do not).
 */
export function pieceTrie(sequences: readonly (readonly string[])[]): string {
  keep({ sequences });
  return trieOf(sequences);
}

function trieOf(sequences: readonly (readonly string[])[]): string {
  // The node the sequences reach after `depth` pieces: the pieces they all go on with (written once), then its branches in
  // the order first met, each written from the sequences that take it.
  const write = (seqs: readonly (readonly string[])[], depth: number): string => {
    let prefix = '';
    for (;;) {
      let end = false;
      let first: string | undefined;
      let shared = true;
      for (const q of seqs) {
        if (q.length === depth) end = true;
        else if (first === undefined) first = q[depth];
        else if (q[depth] !== first) shared = false;
      }
      if (first === undefined) return prefix;
      if (end || !shared) return prefix + branches(seqs, depth, end);
      prefix += first;
      depth++;
    }
  };
  const branches = (seqs: readonly (readonly string[])[], depth: number, end: boolean): string => {
    const by = new Map<string, (readonly string[])[]>();
    for (const q of seqs) {
      if (q.length === depth) continue;
      const group = by.get(q[depth]!);
      if (group) group.push(q);
      else by.set(q[depth]!, [q]);
    }
    const out: string[] = [];
    for (const group of by.values()) out.push(write(group, depth));
    const one = out.length === 1 ? out[0]! : `(?:${out.join('|')})`;
    if (!end) return one;
    // A sequence ends here and longer ones go on: the longer ones first (a greedy optional group).
    return out.length > 1 || (one.length <= 2 && ATOM.test(one)) ? `${one}?` : `(?:${one})?`;
  };
  return write(sequences, 0);
}

/**
 * Words as one alternation shaped as a trie, each shared beginning written once: "pacific(?:\s+(?:standard|daylight))?\s+time"
 * for "pacific standard time", "pacific daylight time", "pacific time"; `ONCE` after it, and before it unless it is `lead`.
 * It matches where `longestFirst(words)` matches and, where several words match at one place, tries the longest first
 * as that does (`test/core/word-trie.test.ts` compares the two over random text for every list this is used for). V8
 * compiles an alternation to native code letter by letter, and again for each way a pattern reaches it: in the pattern of
 * day-first dates, the month names of ten languages took 630 KB of code as a list, 100 KB as a trie, 65 KB with `ONCE`.
 * A word's letters are matched literally; the branches of a node start with different letters (or a space), so at most
 * one of them goes on at any place and the match never backtracks into another word.
 */
export function wordTrie(words: readonly string[], options: TrieOptions = {}): string {
  keep({ words, options });
  const caseFlags = (options.flags ?? '').replace(/[^iu]/g, '');
  const fold = caseFlags.includes('i');
  const space = options.space ?? ' ';
  const pieces = (word: string): string[] => {
    const out: string[] = [];
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i);
      // A letter beyond the BMP is one piece: its two UTF-16 units together.
      const pair = c >= 0xd800 && c < 0xdc00 && i + 1 < word.length;
      const ch = pair ? word.slice(i, i + 2) : word[i]!;
      if (pair) i++;
      out.push(ch === ' ' ? space : SPECIAL.includes(ch) ? `\\${ch}` : fold ? foldKey(ch, caseFlags) : ch);
    }
    return out;
  };
  // Longest first, as `longestFirst` lists them: the branches of the trie come in the order of their longest words.
  const trie = trieOf([...words].sort((a, b) => b.length - a.length).map(pieces));
  if (trie === '') return '';
  return `${options.lead ? '' : ONCE}(?:${trie})${ONCE}`;
}

/**
 * Letters of the East Asian scripts: kana, han (CJK ideographs) and hangul. Words written in them are matched
 * without the word boundaries of Latin text: Japanese and Chinese put no space between words, and Korean
 * writes its particles against the word before them ("복구를").
 */
export const EAST_ASIAN_LETTER = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/;
/** Letters of the scripts written without spaces between words: kana and han. */
export const UNSPACED_LETTER = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/** Is a word written in a script without spaces between words (kana, han; its first letter)? */
export const isUnspaced = (word: string): boolean => UNSPACED_LETTER.test(word.charAt(0));
/** Is a word written in an East Asian script (its first letter)? */
export const isEastAsian = (word: string): boolean => EAST_ASIAN_LETTER.test(word.charAt(0));
/** The words of a list written in Latin (or other spaced) letters, and those written in an East Asian script. */
export const spacedWords = (words: readonly string[]): string[] => words.filter((w) => !isEastAsian(w));
export const eastAsianWords = (words: readonly string[]): string[] => words.filter(isEastAsian);

/**
 * Words as one pattern, each bounded by what is not a letter: a trie of the words of spaced scripts between `(?<![\p{L}])`
 * and `(?![\p{L}])` (`bounds` says which), then a trie of the kana and han words, which take none. One trie with its bounds
 * around it compiles to far less than a list with bounds on every word: V8 compiled the 50 words of a list so in 10 ms
 * ("iu"), the same as a trie in 1 ms, and a lint thread compiles every pattern it uses once.
 */
export function boundedWords(words: readonly string[], flags = 'iu', bounds: { before?: boolean; after?: boolean } = { before: true, after: true }): string {
  const spaced = words.filter((w) => !isUnspaced(w));
  const unspaced = words.filter(isUnspaced);
  const parts: string[] = [];
  if (spaced.length > 0) parts.push(`${bounds.before ? '(?<![\\p{L}])' : ''}${wordTrie(spaced, { flags })}${bounds.after ? '(?![\\p{L}])' : ''}`);
  if (unspaced.length > 0) parts.push(wordTrie(unspaced, { flags }));
  return parts.length > 0 ? `(?:${parts.join('|')})` : '(?!)';
}

export function splitLines(text: string): string[] {
  return text.includes('\r') ? text.split(/\r\n|\r|\n/) : text.split('\n');
}

export function pos(line: number, character: number): Position {
  return { line, character };
}

export function range(line: number, start: number, end: number): Range {
  return { start: { line, character: start }, end: { line, character: end } };
}

export function lineRange(lines: readonly string[], first: number, last: number = first): Range {
  return { start: { line: first, character: 0 }, end: { line: last, character: (lines[last] ?? '').length } };
}

/** Compares positions: negative when a is before b. */
export function comparePos(a: Position, b: Position): number {
  return a.line !== b.line ? a.line - b.line : a.character - b.character;
}

/** Offsets of each line start, for converting positions to string offsets. */
export function lineOffsets(text: string): number[] {
  const offsets = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      offsets.push(i + 1);
    } else if (c === 10) offsets.push(i + 1);
  }
  return offsets;
}

export function offsetAt(offsets: readonly number[], text: string, p: Position): number {
  if (p.line >= offsets.length) return text.length;
  const start = offsets[p.line] ?? 0;
  const next = p.line + 1 < offsets.length ? (offsets[p.line + 1] ?? text.length) : text.length;
  return Math.min(start + p.character, next);
}

/**
 * The cells of a table row as written: text and start column of each, split at unescaped pipes;
 * the outer pipes are optional. Empty when the line has no pipe.
 */
export function tableCells(line: string): { text: string; start: number }[] {
  if (HTML_ROW_START.test(line)) return htmlCells(line);
  const out: { text: string; start: number }[] = [];
  const body = line.trimEnd();
  let i = body.indexOf('|');
  if (i < 0) return out;
  if (body.slice(0, i).trim() !== '') i = -1;
  let start = i + 1;
  for (let k = start; k <= body.length; k++) {
    if (k === body.length || (body[k] === '|' && body[k - 1] !== '\\')) {
      if (!(k === body.length && start === body.length)) out.push({ text: body.slice(start, k), start });
      start = k + 1;
    }
  }
  return out;
}

/** Where the HTML cell that holds position `at` opens: the `>` of its `<td>` or `<th>` (-1 when there is none). */
export function htmlCellStart(line: string, at: number): number {
  const open = Math.max(line.lastIndexOf('<td', at - 1), line.lastIndexOf('<th', at - 1));
  return open >= 0 && /^<t[dh]\b/i.test(line.slice(open, open + 4)) ? line.indexOf('>', open) : -1;
}

/** A line that opens an HTML table row (parse/html-tables.ts). */
const HTML_ROW_START = /^\s{0,8}<tr\b/i;
/** A cell's opening tag, and what ends the cell: its closing tag, or the next cell or row tag. */
const CELL_OPEN = /<t[dh]\b[^>]*>/gi;
const CELL_END = /<\/t[dh]\s*>|<t[dh]\b|<\/?tr\b/i;
/** Paragraph or division tags that open a cell, around its whole text. */
const CELL_WRAP = /^\s*(?:<(?:p|div)\b[^<>]{0,200}>\s*)+/i;

/** The cells of an HTML table row on one line: what stands between each `<td>` (or `<th>`) and its end. */
function htmlCells(line: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  CELL_OPEN.lastIndex = 0;
  for (let m = CELL_OPEN.exec(line); m; m = CELL_OPEN.exec(line)) {
    let start = m.index + m[0].length;
    const end = CELL_END.exec(line.slice(start));
    const stop = end ? start + end.index : line.length;
    // A block tag a converter wraps the cell's text in ("<td><p>Do, 24.10.2024 15:30 MESZ</p></td>"): the text starts inside it.
    const wrap = CELL_WRAP.exec(line.slice(start, stop));
    let text = line.slice(start, stop);
    if (wrap) { start += wrap[0].length; text = text.slice(wrap[0].length).replace(/<\/(?:p|div)>\s*$/i, ''); }
    out.push({ text, start });
    CELL_OPEN.lastIndex = stop;
  }
  return out;
}

/**
 * Whether [from, to) of a line lies inside an inline code span (`` `2025-02-29` ``): a run of backticks up to the
 * next run of the same length, as CommonMark pairs them. A value quoted as code is cited, not stated.
 */
export function inInlineCode(line: string, from: number, to: number): boolean {
  if (!line.includes('`')) return false;
  const runs: { at: number; n: number }[] = [];
  for (let i = 0; i < line.length; i++) {
    if (line[i] !== '`' || (i > 0 && line[i - 1] === '\\' && runs.length % 2 === 0)) continue;
    let j = i;
    while (j < line.length && line[j] === '`') j++;
    runs.push({ at: i, n: j - i });
    i = j - 1;
  }
  for (let k = 0; k < runs.length; k++) {
    const open = runs[k]!;
    const close = runs.slice(k + 1).findIndex((r) => r.n === open.n);
    if (close < 0) continue;
    const c = runs[k + 1 + close]!;
    if (from >= open.at + open.n && to <= c.at) return true;
    if (open.at > to) return false;
    k += 1 + close;
  }
  return false;
}

/** Quotation marks that open a quotation, with the mark that closes it. */
const QUOTE_PAIRS: Readonly<Record<string, string>> = { '„': '“', '“': '”', '«': '»', '「': '」', '『': '』', '"': '"' };

/**
 * The quotations of a line, as [open, close] positions of their marks, in one pass: "„Start 02:30 Uhr, Dauer 50 Minuten“",
 * "«durée : 2 heures»", "the config says "timeout 30 minutes""; one the line before opened (`before`, the line above in its
 * paragraph) starts the line. Quoted words are someone else's, not the author's claim.
 */
export function quotations(line: string, before = ''): [number, number][] {
  const out: [number, number][] = [];
  let close: string | undefined;
  for (let i = 0; i < before.length; i++) {
    const c = before[i]!;
    if (close !== undefined) { if (c === close) close = undefined; } else if (QUOTE_PAIRS[c] !== undefined) close = QUOTE_PAIRS[c];
  }
  let open = close !== undefined ? -1 : 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (close !== undefined) { if (c === close) { out.push([open, i]); close = undefined; } } else if (QUOTE_PAIRS[c] !== undefined) { close = QUOTE_PAIRS[c]; open = i; }
  }
  return out;
}
