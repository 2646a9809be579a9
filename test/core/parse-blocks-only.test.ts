/**
 * The structure parse runs micromark with its inline constructs turned off (`BLOCKS_ONLY` in
 * server/src/core/parse/remark.ts), where micromark is super-linear on runs of delimiters. CommonMark
 * decides blocks before inline content, so the flattened structure must be the one the full parser gives:
 * checked here over every block of the documents and over random blocks of lines that mix block starts
 * with inline constructs (code spans holding pipes, links over brackets, emphasis runs, autolinks, HTML).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import type { Root } from 'mdast';
import { flattenTree, parseBlockRemark } from '../../server/src/core/parse/remark.js';
import { dropTableHeader } from '../../server/src/core/parse/table-part.js';
import { splitBlocks, type Block } from '../../server/src/core/parse/blocks.js';
import type { BlockStructure } from '../../server/src/core/parse/types.js';
import { splitLines } from '../../server/src/core/text.js';
import { generate, prng, SHAPES } from '../../bench/generate.js';

const full = unified().use(remarkParse).use(remarkGfm) as unknown as Processor<Root>;
const fullFm = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml', 'toml']) as unknown as Processor<Root>;

/** The block parsed by the full parser (inline constructs on), flattened the same way. */
function parseFull(b: Block): BlockStructure {
  if (b.tableHeader) return dropTableHeader(parseFull({ line: 0, text: `${b.tableHeader.join('\n')}\n${b.text}`, lineCount: b.lineCount + 2 }));
  return flattenTree((b.frontMatter ? fullFm : full).parse(b.text) as Root, b.text);
}

function walk(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const f of readdirSync(dir).sort()) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (p.endsWith('.md')) out.push(p);
  }
}

test('without inline constructs, every block of the documents has the structure the full parser gives', { timeout: 300_000 }, () => {
  const files: string[] = [];
  for (const dir of ['test/fixtures', 'examples', '../shared/seeds', '../shared/corpus/real']) walk(dir, files);
  const texts = files.map((f) => readFileSync(f, 'utf8'));
  for (const shape of SHAPES) texts.push(generate(shape, 20 * 1024, 5).text);
  let blocks = 0;
  for (const text of texts) {
    for (const b of splitBlocks(splitLines(text))) {
      blocks++;
      assert.deepEqual(parseBlockRemark(b), parseFull(b), JSON.stringify(b.text.slice(0, 200)));
    }
  }
  assert.ok(blocks > 1000, `${blocks} blocks`);
});

/** Block starts, and lines whose inline content could only matter if inline parsing reached the blocks. */
const LINES = ['- a', '* b', '1. c', '> q', '> `a', 'b`', '# h', '---', '***', '___', '```', '~~~', '    code', '  - n', '', '', 'text',
  '| a | b |', '|---|---|', '| `a|b` | c |', '| `x | y` |', '| a \\| b |', '| **a|b** |', '|---|', '| [a|b](c) |', '| <a|b> |',
  '`- x`', '`# h`', '`> q`', '[a]: /b', '[a\\]]: /b', '[`a]`]: /c', '[^1]: n', 'x [^1] y', '[a](b', '[a][b]', '![i](j)', '**a', 'a**',
  '*a*b*', '_a_b_', '__x__', '~~s~~', '~a~', '<b>', '</b>', '<div>', '<!-- c -->', '<http://x.y>', 'www.x.y', 'a@b.cd', 'x\\', 'x  ',
  '&amp;', '&#35; h', '\\# h', '\\- a', '- [ ] t', '- [x] `u`', 'a `` b', '```` `', '` ``` `', 'a\u00a0', '  `code`', '   | x |'];

test('without inline constructs, random blocks mixing block starts and inline constructs have the full structure', { timeout: 300_000 }, () => {
  const rnd = prng(17);
  for (let c = 0; c < 6_000; c++) {
    const n = 1 + Math.floor(rnd() * 6);
    const lines = Array.from({ length: n }, () => LINES[Math.floor(rnd() * LINES.length)]!);
    const b: Block = { line: 0, text: lines.join('\n'), lineCount: n };
    if (rnd() < 0.1) b.tableHeader = ['| a | b |', '|---|---|'];
    assert.deepEqual(parseBlockRemark(b), parseFull(b), JSON.stringify(b.text));
  }
});
