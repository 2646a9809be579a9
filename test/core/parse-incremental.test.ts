/**
 * A parser reused across edits resumes the block split near the edit and takes the rest of the previous
 * split where it meets it again (server/src/core/parse/resplit.ts, blocks.ts). Whatever the edit, it must
 * give exactly what a fresh parser gives, split exactly as splitBlocks does, and leave the results it
 * returned before untouched; and it must actually resume (so that the comparisons are not vacuous).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IncrementalParser, type ParsedDocument } from '../../server/src/core/parse/parse.js';
import { PART_LINES, splitBlocks, splitFrom, type Block } from '../../server/src/core/parse/blocks.js';
import { splitLines } from '../../server/src/core/text.js';
import { generate, prng, SHAPES } from '../../bench/generate.js';
import { blocksOf, inspect, remarkOnlyParser } from './parse-support.js';

type Rnd = () => number;

function files(): [string, string][] {
  const out: [string, string][] = [];
  for (const dir of ['test/fixtures/rules', 'test/fixtures/seeds', 'test/fixtures/lsp', 'examples']) {
    for (const f of readdirSync(dir).filter((x) => /\.(md|txt)$/.test(x)).sort()) out.push([`${dir}/${f}`, readFileSync(join(dir, f), 'utf8')]);
  }
  return out;
}

/** Generated postmortems, 20–60 KB: long tables and lists are cut into several parts. */
function generated(): [string, string][] {
  const size = { table: 60, list: 48, headings: 24, paralist: 32 } as const;
  return SHAPES.map((shape) => [`generated ${shape}`, generate(shape, size[shape] * 1024, 13).text]);
}

/** A small document with every construct the split tracks, a byte order mark and TOML front matter. */
function assorted(): string {
  const rows = Array.from({ length: 150 }, (_, i) => `| 0${i % 10}:${String(i % 60).padStart(2, '0')} | step ${i} |`);
  const items = Array.from({ length: 150 }, (_, i) => (i % 23 === 7 ? `  carried on ${i}` : `- ${i % 24}:15 UTC item ${i}`));
  return [
    '\uFEFF+++', 'title = "Disk filled up"', '+++', '', '# Disk filled up', '', '## Timeline', '',
    '| Time | What |', '|:--|--:|', ...rows, '', '~~~text', 'inside', '', '- not a list', '~~~', '',
    '<!-- a note', '', 'still the note', '-->', '', ...items, '', '<pre>', '', '# not a heading', '</pre>', '',
    '```', 'unclosed code at the end?', '```', '', 'Last words.', '',
  ].join('\n');
}

const pick = <T>(rnd: Rnd, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const int = (rnd: Rnd, n: number): number => Math.floor(rnd() * n);

const CHARS = ['x', 'e', ' ', '|', '-', '`', '~', '#', '>', '<', '!', '*', '+', '1', '.', ':', '\t', '='];
const LINES = ['', '', 'plain words', '  indented words', '| a | b |', '|---|---|', '|:-:|', '- item', '* item', '+ item', '1. item',
  '```', '~~~', '````', '```js', '<!--', '-->', '<!-- note -->', '<pre>', '</pre>', '<?', '?>', '---', '+++', '# Heading', '> quote',
  '    code', 'x | y', '\u00a0'];

/**
 * One random edit, as a new array: the lines it does not touch are the same strings as before, as the
 * analyzer makes them (identity is what the parser compares).
 */
function edit(lines: readonly string[], rnd: Rnd): string[] {
  const next = lines.slice();
  const at = int(rnd, next.length);
  const l = next[at]!;
  const r = rnd();
  if (r < 0.2) {
    // Typing: a character anywhere, often at the start of the line where block structure is decided.
    const c = rnd() < 0.4 ? int(rnd, Math.min(3, l.length + 1)) : int(rnd, l.length + 1);
    next[at] = l.slice(0, c) + pick(rnd, CHARS) + l.slice(c);
  } else if (r < 0.35) {
    // Backspace (a line of one character becomes blank).
    const c = int(rnd, l.length + 1);
    next[at] = l.slice(0, Math.max(0, c - 1)) + l.slice(c);
  } else if (r < 0.4) {
    next[at] = l.trim() === '' ? 'words' : rnd() < 0.7 ? '' : '  \t';
  } else if (r < 0.5) {
    next.splice(at, 0, ...Array.from({ length: 1 + int(rnd, 3) }, () => pick(rnd, LINES)));
  } else if (r < 0.57) {
    next.splice(at, 1 + int(rnd, 3));
  } else if (r < 0.65) {
    // Fences and HTML blocks that run on past blank lines: opened and closed.
    const opener = pick(rnd, ['```', '~~~', '````', '  ```', '```x', '<!--', '-->', '<!-- x -->', '<pre>', '</pre>', '<![CDATA[', ']]>']);
    if (rnd() < 0.5) next.splice(at, 0, opener);
    else next[at] = opener + (rnd() < 0.5 ? '' : l);
  } else if (r < 0.72) {
    // Table rows: a delimiter row makes a table of the line before it; a pipe row continues one.
    const row = pick(rnd, ['|---|---|', '| --- |', '---|---', '| x | y |', 'a | b', '|']);
    if (rnd() < 0.5) next.splice(at, 0, row);
    else next[at] = row;
  } else if (r < 0.82) {
    // Near a part boundary of a long table or list: bullets at column 0, blank lines, lines removed.
    const parts = splitBlocks(next).filter((b, k, all) => b.tableHeader || (k > 0 && all[k - 1]!.lineCount >= PART_LINES));
    const b = parts.length > 0 ? pick(rnd, parts) : undefined;
    const near = Math.max(0, Math.min(next.length - 1, (b?.line ?? at) + int(rnd, 7) - 3));
    const what = int(rnd, 6);
    const head = b?.tableHeader ? next.lastIndexOf(b.tableHeader[0], b.line) : -1;
    if (what === 5 && head >= 0) {
      // The header or delimiter row of the long table: every later part carries them, cut where it was.
      if (rnd() < 0.5) next[head] = next[head]!.replace('|', '| x');
      else next[head + 1] = next[head + 1]!.replace('-', ':-');
    } else if (what === 0) next.splice(near, 0, '- inserted bullet');
    else if (what === 1) next[near] = '- ' + next[near]!;
    else if (what === 2) next.splice(near, 0, '');
    else if (what === 3) next.splice(near, 1);
    else next[near] = next[near]!.replace(/^[-*+] /, '');
  } else if (r < 0.9) {
    // The first line and the front matter: its opener, its closer, lines inside it.
    const what = int(rnd, 7);
    const fm = Math.min(next.length, 8);
    if (what === 0) next[0] = pick(rnd, ['---', '+++', '\uFEFF---', '--', '# Title', '']);
    else if (what === 1) next[0] = next[0]!.slice(1);
    else if (what === 2) next[0] = pick(rnd, CHARS) + next[0];
    else if (what === 3) next.splice(int(rnd, fm + 1), 0, pick(rnd, ['---', '...', '+++']));
    else if (what === 4) { const i = next.findIndex((x, k) => k > 0 && /^(---|\+\+\+|\.\.\.)$/.test(x)); if (i > 0) next.splice(i, 1); }
    else if (what === 5) next.splice(int(rnd, fm), 0, 'key: value');
    else next.splice(0, 0, pick(rnd, ['---', 'title: x', '']));
  } else {
    // A paste or a cut: lines replaced by others.
    next.splice(at, 1 + int(rnd, 6), ...Array.from({ length: int(rnd, 7) }, () => pick(rnd, LINES)));
  }
  if (next.length === 0) next.push('');
  return next;
}

const EPISODE = 8;

/**
 * Applies `edits` random edits, comparing the reused parser with a fresh one and its split with
 * splitBlocks after each; returns how its split went over the edits (how often it resumed after the
 * first line, how often it met the previous split again, the lines it split anew) and the lines of the
 * documents it parsed.
 */
function run(name: string, text: string, edits: number, rnd: Rnd, opts: { share?: boolean; fast?: boolean } = {}) {
  const make = () => (opts.fast === false ? remarkOnlyParser() : new IncrementalParser());
  const parser = make();
  let lines = splitLines(text);
  let last: ParsedDocument = parser.parse(lines);
  const s = { resumed: 0, rejoined: 0, lines: 0 };
  let total = 0; // lines of the documents parsed
  const original = splitLines(text);
  for (let k = 0; k < edits; k++) {
    // Episodes of a few edits from the original text: an unclosed fence or comment left by one edit would
    // otherwise swallow the rest of the document for all the later ones.
    lines = k > 0 && k % EPISODE === 0 ? original : edit(lines, rnd);
    // Without sharing: every line a new string, equal or not to the previous call's.
    if (opts.share === false) lines = splitLines(lines.join('\n'));
    const snapshot = k % 4 === 0 ? structuredClone(last) : undefined;
    const got = parser.parse(lines);
    total += lines.length;
    const where = `${name}, edit ${k}`;
    const fresh = make();
    assert.deepEqual(got, fresh.parse(lines), where);
    const state = inspect(parser);
    // The cache keeps the parses of this call's blocks and chunks, as a fresh parser's does: no more.
    assert.equal(state.cached, inspect(fresh).cached, `${where}: cached parses`);
    const split = state.split!;
    assert.deepEqual(split.blocks, splitBlocks(lines), `${where}: the split`);
    if (snapshot) assert.deepEqual(last, snapshot, `${where}: the previous result was changed`);
    last = got;
    if (split.from > 0 && split.from < lines.length) s.resumed++;
    if (split.to < lines.length) s.rejoined++;
    s.lines += split.to - split.from;
  }
  return { ...s, total };
}

test('a parser reused across random edits of generated postmortems gives what a fresh one gives', { timeout: 300_000 }, () => {
  const rnd = prng(5150);
  for (const [name, text] of [...generated(), ['assorted', assorted()] as [string, string]]) {
    const edits = 150;
    const r = run(name, text, edits, rnd);
    // Non-vacuity: most edits resumed after the first line and met the previous split again, re-splitting a
    // part of the document (random edits leave many fences and comments open until the episode ends).
    assert.ok(r.resumed > 0.6 * edits, `${name}: resumed ${r.resumed} of ${edits}`);
    assert.ok(r.rejoined > 0.4 * edits, `${name}: rejoined ${r.rejoined} of ${edits}`);
    assert.ok(r.lines < 0.5 * r.total, `${name}: re-split ${r.lines} of ${r.total} lines`);
  }
});

test('a parser reused across random edits of the fixtures and examples gives what a fresh one gives', { timeout: 300_000 }, () => {
  const rnd = prng(77);
  let edits = 0;
  let resumed = 0;
  for (const [name, text] of files()) {
    const r = run(name, text, 20, rnd);
    edits += 20;
    resumed += r.resumed;
  }
  assert.ok(resumed > 0.5 * edits, `resumed ${resumed} of ${edits}`);
});

test('without shared strings, and with remark only (cached chunks), the reused parser still matches', { timeout: 300_000 }, () => {
  const rnd = prng(31337);
  for (const [name, text] of generated()) {
    const r = run(`${name} (no sharing)`, text, 40, rnd, { share: false });
    assert.ok(r.rejoined > 20, `${name}: rejoined ${r.rejoined} of 40`);
  }
  const some = files().filter(([name]) => /examples|seeds/.test(name));
  for (const [name, text] of [...some, ['generated headings 12 KB', generate('headings', 12 * 1024, 2).text] as [string, string]]) {
    run(`${name} (remark only)`, text, 15, rnd, { fast: false });
  }
});

test('resuming the split at any block boundary gives the rest of the whole split', () => {
  const rnd = prng(8);
  const docs = [...generated(), ['assorted', assorted()] as [string, string], ...files()];
  // And the same documents after a few random edits each.
  const edited = docs.map(([name, text]): [string, string] => {
    let lines = splitLines(text);
    for (let k = 0; k < 6; k++) lines = edit(lines, rnd);
    return [`${name} (edited)`, lines.join('\n')];
  });
  for (const [name, text] of [...docs, ...edited]) {
    const lines = splitLines(text);
    const whole = splitBlocks(lines);
    for (let k = 0; k < whole.length; k++) {
      const b = whole[k]!;
      if (b.frontMatter) continue;
      const out: Block[] = [];
      splitFrom(lines, { line: b.line, header: b.tableHeader }, out);
      assert.deepEqual(out, whole.slice(k), `${name}: from block ${k} (line ${b.line})`);
    }
  }
});

test('typing in long generated postmortems re-splits about one part per keystroke and keeps the other blocks', () => {
  const rnd = prng(4);
  for (const shape of ['table', 'list'] as const) {
    const original = splitLines(generate(shape, 200 * 1024, 3).text);
    const parser = new IncrementalParser();
    parser.parse(original);
    const typable = original.map((l, i) => (l.trim() ? i : -1)).filter((i) => i > 0);
    let lines = original;
    for (let k = 0; k < 30; k++) {
      // A character typed at a random spot of a non-blank line.
      const row = pick(rnd, typable);
      const c = int(rnd, lines[row]!.length + 1);
      const before = blocksOf(parser);
      lines = lines.slice();
      lines[row] = lines[row]!.slice(0, c) + pick(rnd, ['e', 't', 'a', ' ']) + lines[row]!.slice(c);
      assert.deepEqual(parser.parse(lines), new IncrementalParser().parse(lines), `${shape}, keystroke ${k}`);
      const split = inspect(parser).split!;
      assert.ok(split.to < lines.length, `${shape}, keystroke ${k}: rejoined`);
      assert.ok(split.to - split.from <= 3 * PART_LINES, `${shape}, keystroke ${k}: re-split ${split.to - split.from} lines`);
      // Typing inside a line moves no block: all but the edited one are the very same objects.
      const after = blocksOf(parser);
      assert.equal(after.length, before.length);
      assert.equal(after.filter((b, i) => b !== before[i]).length, 1, `${shape}, keystroke ${k}: blocks replaced`);
    }
    // A new line moves the blocks after it: new objects, the ones the earlier split returned left as they were.
    const row = pick(rnd, typable);
    const moved = lines.slice();
    moved.splice(row, 0, lines[row]!);
    const before = blocksOf(parser);
    const snapshot = structuredClone(before);
    assert.deepEqual(parser.parse(moved), new IncrementalParser().parse(moved));
    assert.deepEqual(before, snapshot);
    assert.deepEqual(blocksOf(parser), splitBlocks(moved));
  }
});

test('a byte order mark stays with the first line when lines are added or removed above it', () => {
  const parser = new IncrementalParser();
  const docs = [['\uFEFF# Title', '', 'Text.'], ['', '\uFEFF# Title', '', 'Text.'], ['\uFEFF# Title', '', 'Text.'], ['\uFEFF---', 'a: b', '---', '', '# T'],
    ['', '\uFEFF---', 'a: b', '---', '', '# T'], ['\uFEFF---', 'a: b', '---', '', '# T']];
  // A table whose first row has the mark; then a header and a part's worth of rows above it, so that
  // the row starts a part: the previous call's first block, moved down.
  const rows = ['\uFEFF| r0 |', '| r1 |', '| r2 |', '', 'After.'];
  docs.push(rows, ['| h |', '|---|', ...Array.from({ length: PART_LINES - 2 }, (_, i) => `| x${i} |`), ...rows]);
  for (const lines of docs) {
    assert.deepEqual(parser.parse(lines), new IncrementalParser().parse(lines), JSON.stringify(lines));
    assert.deepEqual(blocksOf(parser), splitBlocks(lines), JSON.stringify(lines));
  }
});

test('a table made or unmade above others renumbers them, with no line added', () => {
  const rows = Array.from({ length: 3 * PART_LINES }, (_, i) => `| ${i} | row |`);
  const doc = ['Intro a | b', 'second line', '', '| h | i |', '|---|---|', ...rows, '', 'End.'];
  const table = doc.slice();
  table[1] = '|---|---|';
  const parser = new IncrementalParser();
  for (const lines of [doc, table, doc, table]) {
    const got = parser.parse(lines);
    assert.deepEqual(got, new IncrementalParser().parse(lines));
    assert.equal(got.tables.length, lines === table ? 2 : 1);
  }
});

test('degenerate documents: empty, one line, everything replaced', () => {
  const parser = new IncrementalParser();
  for (const lines of [[], [''], ['x'], ['---'], ['---', 'a: b', '---'], [], ['| a |', '|---|', '| b |'], ['```', ''], ['']]) {
    assert.deepEqual(parser.parse(lines), new IncrementalParser().parse(lines), JSON.stringify(lines));
    assert.deepEqual(blocksOf(parser), splitBlocks(lines), JSON.stringify(lines));
  }
});
