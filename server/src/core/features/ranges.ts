/** Small range helpers for the features (positions are 0-based, UTF-16, like the core). */
import type { Position, Range } from '../types.js';

export function comparePosition(a: Position, b: Position): number {
  return a.line !== b.line ? a.line - b.line : a.character - b.character;
}

export function containsPosition(r: Range, p: Position): boolean {
  return comparePosition(r.start, p) <= 0 && comparePosition(p, r.end) <= 0;
}

export function containsRange(outer: Range, inner: Range): boolean {
  return comparePosition(outer.start, inner.start) <= 0 && comparePosition(inner.end, outer.end) <= 0;
}

export function intersects(a: Range, b: Range): boolean {
  return comparePosition(a.start, b.end) <= 0 && comparePosition(b.start, a.end) <= 0;
}

export function union(a: Range, b: Range): Range {
  return {
    start: comparePosition(a.start, b.start) <= 0 ? a.start : b.start,
    end: comparePosition(a.end, b.end) >= 0 ? a.end : b.end,
  };
}
