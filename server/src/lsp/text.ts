/**
 * The server's copy of each document, kept as its lines (`LineDocument`).
 *
 * - An edit rewrites only the lines it touches: the unchanged lines stay the same string objects from
 *   one version to the next, and the analysis takes them as they are (`Analyzer.analyzeLines`). A
 *   document kept as one string (vscode-languageserver-textdocument) copied the whole text on every
 *   keystroke, and the analysis split it into lines again: in a 1 MB postmortem about 3 ms and 2.5 MB of
 *   garbage a keystroke, on the main thread and again in the document's worker.
 * - The lines are always what `splitLines` (core/text.ts) makes of the text: `\r\n`, `\n` and `\r` end a
 *   line, and an edit that puts a `\r` before a `\n` (or takes away what stood between them) joins the
 *   two into one line end, as a fresh split does.
 * - Changes are applied with their ranges clamped as the LSP spec says: a position past the end of its
 *   line means the line end, a line past the last means the end of the document; a range given end
 *   first is read start first. vscode-languageserver-textdocument clamps when it computes offsets but
 *   not when it updates its table of line offsets, so its copy could drift from the client's.
 */
import type { Position, Range, TextDocumentContentChangeEvent, TextDocumentsConfiguration } from 'vscode-languageserver/node.js';

type LineEnd = '\n' | '\r\n' | '\r';

/** One string object per kind of line end (a split gives a new one each time). */
const endOf = (e: string): LineEnd => (e === '\n' ? '\n' : e === '\r\n' ? '\r\n' : '\r');

/** Lines and the line ends between them, as `splitLines` reads `text`. */
function split(text: string): { lines: string[]; ends: LineEnd[] } {
  const parts = text.split(/(\r\n|\r|\n)/);
  const lines: string[] = new Array<string>((parts.length + 1) / 2);
  const ends: LineEnd[] = new Array<LineEnd>((parts.length - 1) / 2);
  for (let i = 0; i < parts.length; i += 2) {
    lines[i / 2] = parts[i]!;
    if (i + 1 < parts.length) ends[i / 2] = endOf(parts[i + 1]!);
  }
  return { lines, ends };
}

/** `xs.splice(start, count, ...items)` without putting a large paste's lines on the stack. */
function replaceRun<T>(xs: T[], start: number, count: number, items: T[]): T[] {
  if (items.length < 8192) {
    xs.splice(start, count, ...items);
    return xs;
  }
  return xs.slice(0, start).concat(items, xs.slice(start + count));
}

function whole(n: unknown): number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

const before = (a: Position, b: Position) => a.line < b.line || (a.line === b.line && a.character < b.character);

export class LineDocument {
  /**
   * The text as it came, until its first edit: a document that is only opened stays one string (its
   * lines would hold about 50 bytes more each), and is split when analysed, as it was before.
   */
  private flat: string | undefined;
  private texts: string[] = [];
  /** `ends[i]` ends line `i`; the last line has none. */
  private ends: LineEnd[] = [];
  private chars: number;

  constructor(readonly uri: string, readonly languageId: string, public version: number, content: string) {
    this.flat = content;
    this.chars = content.length;
  }

  /** Splits the text once it is edited: from then on it is kept as lines. */
  private own(): void {
    if (this.flat === undefined) return;
    ({ lines: this.texts, ends: this.ends } = split(this.flat));
    this.flat = undefined;
  }

  get lineCount(): number {
    this.own();
    return this.texts.length;
  }

  /** The text's length in UTF-16 code units. */
  get length(): number { return this.chars; }

  /** The first line end, the document's for the analysis ('\n' when there is none). */
  get eol(): LineEnd {
    if (this.flat !== undefined) return endOf(/\r\n|\r|\n/.exec(this.flat)?.[0] ?? '\n');
    return this.ends[0] ?? '\n';
  }

  /** The whole text (joined on each call once edited: the analysis reads `lines`). */
  getText(): string {
    if (this.flat !== undefined) return this.flat;
    let text = '';
    for (let i = 0; i < this.ends.length; i++) text += this.texts[i]! + this.ends[i]!;
    return text + this.texts[this.texts.length - 1]!;
  }

  /** The lines, as `splitLines(getText())` gives them: a new array, the same strings for unchanged lines. */
  lines(): string[] {
    return this.flat !== undefined ? split(this.flat).lines : this.texts.slice();
  }

  /** Whether a line is longer than `max` code units. */
  hasLineLongerThan(max: number): boolean {
    if (this.chars <= max) return false;
    const flat = this.flat;
    if (flat === undefined) return this.texts.some((l) => l.length > max);
    let start = 0;
    for (let i = 0; i <= flat.length; i++) {
      const c = i < flat.length ? flat.charCodeAt(i) : 10;
      if (c !== 10 && c !== 13) continue;
      if (i - start > max) return true;
      start = i + 1;
    }
    return false;
  }

  /** `p` as the LSP spec reads it in this text: inside it, never inside a line end. */
  clamp(p: Position): Position {
    this.own();
    const line = whole(p?.line);
    const last = this.texts.length - 1;
    if (line > last) return { line: last, character: this.texts[last]!.length };
    return { line, character: Math.min(whole(p?.character), this.texts[line]!.length) };
  }

  /** Replaces the text of `range` (positions already clamped) by `text`. */
  replace(range: Range, text: string): void {
    this.own();
    const [start, end] = before(range.end, range.start) ? [range.end, range.start] : [range.start, range.end];
    const last = this.texts.length - 1;
    // From the line before (a `\r` ending it may join a `\n` the edit brings next to it) through the end
    // of the last line touched: the lines re-split are whole lines with their ends.
    const from = Math.max(0, start.line - 1);
    let removed = 0;
    for (let i = from; i <= end.line; i++) removed += this.texts[i]!.length + (i < last ? this.ends[i]!.length : 0);
    const head = from < start.line ? this.texts[from]! + this.ends[from]! : '';
    const tail = end.line < last ? this.ends[end.line]! : '';
    const segment = head + this.texts[start.line]!.slice(0, start.character) + text + this.texts[end.line]!.slice(end.character) + tail;
    const parts = split(segment);
    // A segment that ends with a line end leaves an empty last part: the start of the line after it.
    if (tail) parts.lines.pop();
    this.texts = replaceRun(this.texts, from, end.line - from + 1, parts.lines);
    this.ends = replaceRun(this.ends, from, (tail ? end.line + 1 : end.line) - from, parts.ends);
    this.chars += segment.length - removed;
  }

  /** Applies one change, its range clamped first; a change without a range replaces the whole text. */
  apply(change: TextDocumentContentChangeEvent): TextDocumentContentChangeEvent {
    const text = String(change.text ?? '');
    if (!('range' in change) || !change.range) {
      this.flat = text;
      this.texts = [];
      this.ends = [];
      this.chars = text.length;
      return { text };
    }
    const range = { start: this.clamp(change.range.start), end: this.clamp(change.range.end) };
    this.replace(range, text);
    return { range, text };
  }
}

/** Applies `changes` to `doc` one at a time (each one's positions refer to the text after the previous one); returns them as applied. */
export function applyClamped(doc: LineDocument, changes: readonly TextDocumentContentChangeEvent[], version: number): TextDocumentContentChangeEvent[] {
  const done = changes.map((c) => doc.apply(c));
  doc.version = version;
  return done;
}

/** What `TextDocuments` creates and updates documents with; `applied` hears every change as applied. */
export function clampedDocuments(applied?: (uri: string, changes: TextDocumentContentChangeEvent[], version: number) => void): TextDocumentsConfiguration<LineDocument> {
  return {
    create: (uri, languageId, version, content) => new LineDocument(uri, languageId, version, content),
    update(doc, changes, version) {
      const done = applyClamped(doc, changes, version);
      applied?.(doc.uri, done, version);
      return doc;
    },
  };
}
