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
