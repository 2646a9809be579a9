/**
 * The server's copy of a document as lines (lsp/text.ts): after any edit, its text is what applying the
 * edit to the whole string gives (ranges clamped as the LSP spec says), and its lines are what
 * `splitLines` makes of that text, line ends joined or parted by the edit included.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LineDocument, applyClamped } from '../../server/src/lsp/text.js';
import { splitLines } from '../../server/src/core/text.js';
import { prng } from '../../bench/generate.js';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Analyzer, analyze } from '../../server/src/core/analyze.js';

type Pos = { line: number; character: number };

/** The edit applied to the whole string, positions clamped, written apart from LineDocument. */
function reference(text: string, range: { start: Pos; end: Pos } | undefined, insert: string): string {
  if (!range) return insert;
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\r' && text[i + 1] === '\n') { starts.push(i + 2); i++; } else if (c === '\n' || c === '\r') starts.push(i + 1);
  }
  const offset = (p: Pos): number => {
    if (p.line >= starts.length) return text.length;
    const lineStart = starts[p.line]!;
    let lineEnd = p.line + 1 < starts.length ? starts[p.line + 1]! : text.length;
    while (lineEnd > lineStart && (text[lineEnd - 1] === '\n' || text[lineEnd - 1] === '\r')) lineEnd--;
    return Math.min(lineStart + Math.max(0, p.character), lineEnd);
  };
  let a = offset(range.start);
  let b = offset(range.end);
  if (a > b) [a, b] = [b, a];
  return text.slice(0, a) + insert + text.slice(b);
}

function check(doc: LineDocument, text: string, what: string): void {
  // A document as opened (one string until its first edit) answers as one kept as lines.
  const opened = new LineDocument('file:///o.md', 'markdown', 1, text);
  assert.deepEqual(opened.lines(), splitLines(text), what);
  assert.equal(opened.eol, /\r\n|\r|\n/.exec(text)?.[0] ?? '\n', what);
  for (const max of [0, 3, 12]) assert.equal(opened.hasLineLongerThan(max), splitLines(text).some((l) => l.length > max), what);
  assert.equal(doc.getText(), text, what);
  assert.deepEqual(doc.lines(), splitLines(text), what);
  assert.equal(doc.lineCount, splitLines(text).length, what);
  assert.equal(doc.length, text.length, what);
  assert.equal(doc.eol, /\r\n|\r|\n/.exec(text)?.[0] ?? '\n', what);
  for (const max of [0, 3, 12]) assert.equal(doc.hasLineLongerThan(max), splitLines(text).some((l) => l.length > max), what);
}

const PIECES = ['', 'a', 'bc', 'timeline', '\n', '\r', '\r\n', '\n\r', 'x\ny', 'p\rq', '\r\n\r\n', 'é😀'];

test('random edits: the text is the reference\'s and the lines are splitLines of it', () => {
  for (let seed = 1; seed <= 40; seed++) {
    const rnd = prng(seed);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    let text = Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => pick(PIECES)).join('');
    const doc = new LineDocument('file:///t.md', 'markdown', 1, text);
    check(doc, text, `seed ${seed}: created`);
    for (let k = 0; k < 60; k++) {
      const lines = splitLines(text).length;
      // Positions anywhere, past the end of a line or of the document too; now and then end before start.
      const p = (): Pos => ({ line: Math.floor(rnd() * (lines + 2)), character: Math.floor(rnd() * 8) });
      const full = rnd() < 0.03;
      const range = full ? undefined : { start: p(), end: p() };
      const insert = Array.from({ length: Math.floor(rnd() * 3) }, () => pick(PIECES)).join('');
      applyClamped(doc, [range ? { range, text: insert } : { text: insert }], k + 2);
      text = reference(text, range, insert);
      check(doc, text, `seed ${seed}, edit ${k}: ${JSON.stringify({ range, insert })}`);
      assert.equal(doc.version, k + 2);
    }
  }
});

test('an edit keeps the lines it does not touch as the same strings; a large paste is whole', () => {
  const text = Array.from({ length: 50 }, (_, i) => `- 10:${String(i).padStart(2, '0')} UTC line ${i}`).join('\n');
  const doc = new LineDocument('file:///t.md', 'markdown', 1, text);
  const before = doc.lines();
  const [applied] = applyClamped(doc, [{ range: { start: { line: 20, character: 3 }, end: { line: 20, character: 99 } }, text: 'x' }], 2);
  // The end past the line end is read as the line end, and that is what is handed on (to a worker).
  assert.deepEqual(applied, { range: { start: { line: 20, character: 3 }, end: { line: 20, character: before[20]!.length } }, text: 'x' });
  const after = doc.lines();
  for (let i = 0; i < 50; i++) if (i !== 20) assert.ok(after[i] === before[i], `line ${i} is the same string`);
  assert.equal(after[20], '- 1x');
  const paste = Array.from({ length: 20_000 }, (_, i) => `row ${i}`).join('\r\n');
  applyClamped(doc, [{ range: { start: { line: 10, character: 0 }, end: { line: 10, character: 0 } }, text: paste }], 3);
  check(doc, reference(reference(text, { start: { line: 20, character: 3 }, end: { line: 20, character: 99 } }, 'x'), { start: { line: 10, character: 0 }, end: { line: 10, character: 0 } }, paste), 'after a paste of 20,000 lines');
});

test('the analysis of the lines, edit after edit, is the analysis of the text', () => {
  const NOW = Date.UTC(2024, 5, 1);
  const dir = join('test', 'fixtures', 'model');
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.md')).sort().slice(0, 12)) {
    const rnd = prng(name.length);
    const doc = new LineDocument(`file:///${name}`, 'markdown', 1, readFileSync(join(dir, name), 'utf8'));
    const analyzer = new Analyzer();
    for (let k = 0; k < 8; k++) {
      const line = Math.floor(rnd() * doc.lineCount);
      const insert = ['x', '\n', ' 14:05 UTC', '\r\n', ''][k % 5]!;
      applyClamped(doc, [{ range: { start: { line, character: 2 }, end: { line, character: k % 3 ? 2 : 5 } }, text: insert }], k + 2);
      const text = doc.getText();
      assert.deepEqual(analyzer.analyzeLines(doc.lines(), doc.eol, { now: NOW }), analyze(text, undefined, { now: NOW }), `${name}, edit ${k}`);
    }
  }
});
