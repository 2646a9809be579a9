/**
 * The fast path of the block parse (server/src/core/parse/fast.ts) must give exactly what the remark path
 * gives whenever it accepts a block: over every block of the fixtures, examples, seeds, the real corpus and
 * generated documents, over random line-level mutations of all of them, and over random blocks made of
 * lines chosen to sit on the edges of the constructs it reads. It must also accept the generated shapes
 * (so that the comparisons are not vacuous) and scan adversarial lines in linear time.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IncrementalParser } from '../../server/src/core/parse/parse.js';
import { parseBlockFast } from '../../server/src/core/parse/fast.js';
import { fastStructure } from '../../server/src/core/parse/fast-scan.js';
import { parseBlockRemark } from '../../server/src/core/parse/remark.js';
import { splitBlocks, type Block } from '../../server/src/core/parse/blocks.js';
import { splitLines } from '../../server/src/core/text.js';
import { generate, prng, SHAPES } from '../../bench/generate.js';
import { parseWhole, remarkOnlyParser } from './parse-support.js';

function walk(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const f of readdirSync(dir).sort()) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
}

/** Every document to compare on: files (the shared seeds and corpus when they are there) and generated ones. */
function documents(): [string, string][] {
  const files: string[] = [];
  for (const dir of ['test/fixtures', 'examples', '../shared/seeds', '../shared/corpus/real']) walk(dir, files);
  const out: [string, string][] = files.filter((f) => dir(f) !== 'examples' || f.endsWith('.md')).map((f) => [f, readFileSync(f, 'utf8')]);
  for (const shape of SHAPES) out.push([`generated ${shape} 20 KB`, generate(shape, 20 * 1024, 11).text]);
  return out;
}
const dir = (f: string) => f.split('/')[0];

const keyOf = (b: Block) => `${b.frontMatter ?? ''}\u0000${b.tableHeader?.join('\n') ?? ''}\u0000${b.text}`;

/** Compares the fast path with remark on every block not seen before; returns how many it accepted. */
function compareBlocks(name: string, text: string, seen: Set<string>): { accepted: number; blocks: number } {
  let accepted = 0;
  let blocks = 0;
  for (const b of splitBlocks(splitLines(text))) {
    const key = keyOf(b);
    if (seen.has(key)) continue;
    seen.add(key);
    blocks++;
    const fast = parseBlockFast(b);
    if (!fast) continue;
    accepted++;
    assert.deepEqual(fast, parseBlockRemark(b), `${name}: block at line ${b.line}: ${JSON.stringify(b.text.slice(0, 200))}`);
  }
  return { accepted, blocks };
}

test('the fast path gives what remark gives on every block of the documents', () => {
  const seen = new Set<string>();
  let accepted = 0;
  let blocks = 0;
  for (const [name, text] of documents()) {
    const r = compareBlocks(name, text, seen);
    accepted += r.accepted;
    blocks += r.blocks;
  }
  assert.ok(blocks > 300 && accepted > 0.8 * blocks, `accepted ${accepted} of ${blocks} blocks`);
});

/** Tokens inserted by the mutations: the characters and line starts that change block structure. */
const TOKENS = ['|', '-', '#', '>', ' ', '  ', '    ', '\t', '`', '```', '~~~', '1.', '1. ', '2) ', '*', '+', '=', '===', '---', '_', ':',
  '[', ']', ']:', '[^1]: ', '[ ] ', '<!--', '-->', '<div>', '<pre>', '</pre>', '<?', '?>', '<!X', '\\', '- ', '* ', '| a |', '|---|',
  '\u00a0', '\n', '\n\n'];

function mutate(text: string, rnd: () => number): string {
  const lines = text.split('\n');
  const edits = 1 + Math.floor(rnd() * 4);
  for (let e = 0; e < edits; e++) {
    if (lines.length === 0) lines.push(''); // a one-line document whose line was deleted
    const i = Math.floor(rnd() * lines.length);
    const l = lines[i]!;
    const r = rnd();
    // Mostly near the start of the line, where block structure is decided.
    const at = rnd() < 0.6 ? Math.min(l.length, Math.floor(rnd() * 5)) : Math.floor(rnd() * (l.length + 1));
    if (r < 0.25) lines[i] = l.slice(0, at) + l.slice(at + 1 + Math.floor(rnd() * 3));
    else if (r < 0.3) lines.splice(i, 0, '');
    else if (r < 0.35) lines.splice(i, 1);
    else if (r < 0.4) lines.splice(i, 0, l);
    else lines[i] = l.slice(0, at) + TOKENS[Math.floor(rnd() * TOKENS.length)] + l.slice(at);
  }
  return lines.join('\n');
}

test('the fast path gives what remark gives on random mutations of the documents', { timeout: 600_000 }, () => {
  const rnd = prng(2024);
  const seen = new Set<string>();
  let accepted = 0;
  let blocks = 0;
  for (const [name, text] of documents()) {
    for (let m = 0; m < 12; m++) {
      const r = compareBlocks(`${name} (mutation ${m})`, mutate(text, rnd), seen);
      accepted += r.accepted;
      blocks += r.blocks;
    }
  }
  assert.ok(accepted > 1000 && accepted > 0.3 * blocks, `accepted ${accepted} of ${blocks} mutated blocks`);
});

/** Lines on the edges of what the fast path reads, combined at random into small blocks. */
const EDGE_LINES = ['- a', '* b', '+ c', '-  d', '-     e', '  f', ' g', '    h', '      i', 'text', 'more text', '| a |', '| a | b |',
  '|---|', '|--|--|', '| :-- | --: |', '|', '| x', '# h', '## h2', '  # h3', '#x', '---', '***', '- - -', '___', '===', '--', '=', '-',
  '- ', '-\t', '<!-- c', '<!-- c -->', '-->', '<!-->', '<!--->', '```', '```js', '~~~', '  ```', '```x`', '````', '~~~~ t', '1. one',
  '2. two', '1) x', '10. z', '1.   a', '1.', '1. ', '1.\tx', '12345. x', '1234567890. x', '1.5 h', '3)x', '   1. t', '  1. y', '> q',
  '> a', '>', '> > b', '>     c', '> # h', '> - b', '>  t', ' > u', '>\tq', '> ---', '> ```', '> | a |', '> [a]: b', '> x ]: y',
  '> > x', '>> y', '> > > z', '> >', '>>', '> > ===', '> > ---', '> >     k', '>  > w', '> > - i', '> > # h', '> > [a]: b', '>>> q', '> >\tt', '   > > s',
  '- - x', '- - - x', '* + x', '- 1. x', '1. - x', '2. - x', '- - [ ] x', '  - - y', '- -  z', '-  - w', '- - ---', '- * * *', '- - # h', '- -     c', '- 2) x',
  '[x]: /y', '[^1]: n', '[a](b) c', 'x ]: y', '  [b]: c', '- [a]: b', '- [ ] t', '- [x] u', '- [ ]', '-  [ ] x', '- [ ]  x',
  '* [x] [y]: z', '  - n', '   - n3', '    - c', ' - x', '', '', '', '  ', '\t', '\tx', ' \t', ':--', 'a | b', '--|--', '- # h',
  '- > q', '- |', '  |---|', '<div>', '- `x`', '- 1. y', '*em*', '**b**', '\u00a0', 'x\u00a0', '    ---', '   ---', '  ===',
  '-----', '- a\\', 'x  ', '| `a|b` |', '| a \\| b |', '|-|', '||', '| |', '|:-:|', '- -', '*', '+ ', '+++', '#######', '#\tx',
  'x<!-- y', '  <!-- z', '  2. c', '  1. d', '    - deep', '  * s', '     - x5', '   2) w', '[a]: /u', '[b]: http://x.y/z',
  '[c]:/d', '[d]: <e>', '[e]: f "t"', '"title"', '(t)', '[f]: (g)', '  [h]: /i', '[ ]: /j', '[m]:', '[n]: o p'];

test('the fast path gives what remark gives on random blocks of edge-case lines', { timeout: 300_000 }, () => {
  const rnd = prng(99);
  // Half of the blocks from the lines the fast path accepts on their own (and a few that continue them),
  // so that long accepted combinations are frequent; half from all of them.
  const easy = EDGE_LINES.filter((l) => fastStructure([l]) || /^( +[^ ]|[-=|:]+$|-->)/.test(l));
  let accepted = 0;
  for (let c = 0; c < 60_000; c++) {
    const pool = c % 2 ? easy : EDGE_LINES;
    const n = 1 + Math.floor(rnd() * 7);
    const lines = Array.from({ length: n }, () => pool[Math.floor(rnd() * pool.length)]!);
    const b: Block = { line: 0, text: lines.join('\n'), lineCount: n };
    const h = rnd();
    if (h < 0.1) b.tableHeader = ['| a |', '|---|'];
    else if (h < 0.15) b.tableHeader = ['| a | b |', '|--|--|'];
    const fast = parseBlockFast(b);
    if (!fast) continue;
    accepted++;
    assert.deepEqual(fast, parseBlockRemark(b), `${JSON.stringify(b.text)}${b.tableHeader ? ` under ${JSON.stringify(b.tableHeader)}` : ''}`);
  }
  assert.ok(accepted > 10_000, `accepted ${accepted}`);
});

test('the fast path reads the generated shapes, table and list parts included', () => {
  for (const shape of SHAPES) {
    const blocks = splitBlocks(splitLines(generate(shape, 20 * 1024, 5).text));
    const slow = blocks.filter((b) => !parseBlockFast(b));
    assert.deepEqual(slow.map((b) => b.text.slice(0, 80)), [], `${shape}: blocks left to remark`);
    const kinds = new Set(blocks.flatMap((b) => parseBlockFast(b)!.info.map((li) => li.kind)));
    for (const k of ['front-matter', 'heading', 'paragraph', 'list-item'] as const) assert.ok(kinds.has(k), `${shape} has ${k} lines`);
    if (shape === 'table') {
      assert.ok(kinds.has('table-row'));
      assert.ok(blocks.some((b) => b.tableHeader), 'the 20 KB table is cut into parts');
    }
  }
  // A long list and a long table: their 64-line parts.
  const list = generate('list', 60 * 1024, 5).text;
  assert.ok(splitBlocks(splitLines(list)).filter((b) => /^- \d{4}-/.test(b.text)).length > 3);
  assert.ok(splitBlocks(splitLines(list)).every((b) => parseBlockFast(b)));
});

test('the parser with the fast path equals the remark-only parse, also when reused across edits', { timeout: 300_000 }, () => {
  const rnd = prng(7);
  const docs = documents().filter(([name]) => /generated|examples|seeds/.test(name));
  for (const [name, original] of docs) {
    const reused = new IncrementalParser();
    let text = original;
    for (let k = 0; k < 6; k++) {
      const lines = splitLines(text);
      const expected = remarkOnlyParser().parse(lines);
      assert.deepEqual(reused.parse(lines), expected, `${name} after ${k} mutations (reused)`);
      assert.deepEqual(new IncrementalParser().parse(lines), expected, `${name} after ${k} mutations (fresh)`);
      text = mutate(text, rnd);
    }
  }
});

test('a table row typed before its first pipe, or without one, stays on the fast path and reads as remark reads it', () => {
  const head = '| When | What |\n|------|------|\n| 09:10 | paged |\n';
  let accepted = 0;
  // Rows GFM takes into the table: a letter first, with or without a pipe later in the line.
  for (const row of ['x| 09:12 | rolled back |', 'rolled back at 09:12', 'Q', 'e| `code` | \\| |', 'ab: c | d']) {
    for (const b of [
      { line: 0, text: `${head}${row}\n| 09:20 | closed |`, lineCount: 5 },
      { line: 0, text: `${row}\n| 09:20 | closed |`, lineCount: 2, tableHeader: ['| When | What |', '|------|------|'] as [string, string] },
    ]) {
      const fast = parseBlockFast(b);
      assert.ok(fast, `fast path reads ${JSON.stringify(row)}`);
      assert.deepEqual(fast, parseBlockRemark(b), JSON.stringify(b.text));
      assert.equal(fast.info[b.tableHeader ? 0 : 3]!.kind, row.includes('|') ? 'table-row' : 'table-loose');
      accepted++;
    }
  }
  assert.equal(accepted, 10);
  // Lines that end the table (an ordered item, a heading, a quote) or might: still left to remark.
  for (const row of ['2. item', '# heading', '> quoted', '12) x', ' indented |']) {
    assert.equal(parseBlockFast({ line: 0, text: `${head}${row}`, lineCount: 4 }), undefined, JSON.stringify(row));
  }
});

test('the fast path scans adversarial 100,000-character lines in linear time', { timeout: 120_000 }, () => {
  const N = 100_000;
  const rep = (s: string) => s.repeat(Math.ceil(N / s.length)).slice(0, N);
  const bodies = ['|', '| ', '|-', '|:-', '-', '- ', '-|', ' ', '#', '`', '~', '<!--', '-->', '>', '> ', '1.', '9', '[ ] ', '[x]:', ']:', '*', '* ',
    '=', '_ ', '\t', 'a', '\\|', '`|', ' -', '[', '<'];
  const lines: string[] = [];
  for (const body of bodies) {
    const l = rep(body);
    lines.push(l, ' '.repeat(3) + l, l + 'x', '- ' + l, '| ' + l + ' |', '> ' + l, '1. ' + l);
  }
  lines.push('|' + rep('---|'), '|' + rep(' :-: |'), ' '.repeat(N) + '- x', '#'.repeat(N) + ' x', '`'.repeat(N) + 'x', '9'.repeat(N) + '. x');
  const contexts = (l: string): string[][] => [[l], ['text', l], ['- item', l], ['| a |', '|---|', l], ['> quote', l], [l, '|---|'], [l, l], ['<!--', l, '-->'], ['```', l, '```']];
  for (const l of lines) {
    for (const block of contexts(l)) {
      const t0 = performance.now();
      fastStructure(block);
      const ms = performance.now() - t0;
      // Linear scanning takes well under a millisecond per 100 KB; a quadratic scan would take minutes.
      assert.ok(ms < 1000, `${ms.toFixed(0)} ms on ${JSON.stringify(block.map((x) => x.slice(0, 12)))}`);
    }
  }
  // The block split over the same lines, and over the HTML block openers it tracks.
  const html = ['<?', '<!X', '<![CDATA[', '<pre', '</pre', '<!--', '?', ']]', '<'].map((x) => rep(x));
  for (const block of [lines, html, html.map((l) => '<?\n' + l), html.map((l) => '   ' + l + '\t')]) {
    const t0 = performance.now();
    splitBlocks(block.flatMap((l) => l.split('\n')).flatMap((l) => [l, '']));
    assert.ok(performance.now() - t0 < 5000, 'block split');
  }
  // Many lines: a 100,000-line list, table and paragraph.
  for (const l of ['- x', '| x |', 'x', '> x', '1. x', '  x']) {
    const block = ['| a |', '|---|'].concat(Array.from({ length: N }, () => l));
    const t0 = performance.now();
    fastStructure(block);
    fastStructure(block.slice(2));
    assert.ok(performance.now() - t0 < 5000, `100,000 lines of ${JSON.stringify(l)}`);
  }
});

test('the block split cuts only where CommonMark starts a new block (no-break spaces, HTML blocks across blank lines)', () => {
  // Fast blocks end remark chunks, so a cut that is not a real block boundary shows. CommonMark blank lines
  // hold spaces and tabs only (the split once used trim()), and HTML blocks of kinds 1–5 run on past them.
  for (const text of ['para\n\u00a0\nnext line', '- item\n\u3000\nlazy line', '```\ncode\n```\u00a0\n\nstill code\n```\n\nafter',
    '<?php\n\necho 1;\n?>\n\nafter', '<![CDATA[\n\nx\n]]>', '<!DOCTYPE\n\nhtml>', '<PRE>\n\nfoo\n</Pre>', '<style\tx>\n\na\n</style>',
    'para\n<?x\n\nfoo ?>', '<?>\n\nfoo\n?>', '<!-->\n\nfoo\n-->', '<pre></pre>\n\nfoo\n</pre>']) {
    const lines = splitLines(text);
    assert.deepEqual(new IncrementalParser().parse(lines), parseWhole(lines), JSON.stringify(text));
    assert.deepEqual(remarkOnlyParser().parse(lines), parseWhole(lines), JSON.stringify(text));
  }
});

test('quotes and list markers nested on a line are read by the fast path, as remark reads them', () => {
  const blocks = [
    ['> > a', '> > b'], ['> > a', '> b', 'c'], ['> a', '> > b', '> c'], ['> > > a', '>', '> b', '> > c'], ['>> a', '>>> b', '> > c'],
    ['> > a', '> >', '> > b'], ['>  > a', '> >     b'], ['> # h', '> > x', '> > y'], ['   > > s', '   >> t'],
  ];
  for (const lines of blocks) {
    const block: Block = { line: 0, text: lines.join('\n'), lineCount: lines.length };
    const fast = parseBlockFast(block);
    assert.ok(fast, `the fast path reads ${JSON.stringify(lines)}`);
    assert.deepEqual(fast, parseBlockRemark(block), JSON.stringify(lines));
  }
  // List markers nested on one line, read as items holding items.
  for (const lines of [['- - a', '- - b'], ['- - a', '  - b', '- c'], ['1. - a', '2. - b'], ['- - - - - - a', '- - - - - - b'], ['- - a', '    b']]) {
    const block: Block = { line: 0, text: lines.join('\n'), lineCount: lines.length };
    const fast = parseBlockFast(block);
    assert.ok(fast, `the fast path reads ${JSON.stringify(lines)}`);
    assert.deepEqual(fast, parseBlockRemark(block), JSON.stringify(lines));
  }
  // What it does not read goes to remark: a list, a break or a setext underline inside a nested quote,
  // and a lazy line that is not paragraph text.
  for (const lines of [['> > - i'], ['> > a', '> > ---'], ['> > a', '> > ==='], ['> > a', '> - b']]) {
    assert.equal(parseBlockFast({ line: 0, text: lines.join('\n'), lineCount: lines.length }), undefined, JSON.stringify(lines));
  }
});
