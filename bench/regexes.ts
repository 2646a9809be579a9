/**
 * What the analysis's regular expressions cost in V8's code space.
 *
 *   node --expose-gc --import tsx bench/regexes.ts [MIN_SOURCE_CHARS]
 *
 * Records every regular expression the core builds with `new RegExp` (while its modules load and while it
 * analyses), then
 * 1. analyses a few generated documents (every shape, 20 KB) and the examples, and prints V8's code spaces
 *    before and after: the growth is mostly regular expressions compiled to native code (and the JavaScript the
 *    optimising compilers compiled meanwhile);
 * 2. runs each distinct pattern of MIN_SOURCE_CHARS characters or more (default 100) alone, in a fresh process
 *    without V8's JavaScript compilers (`--no-opt --no-sparkplug`, so that only the pattern adds code), over the
 *    lines of those documents, and prints the code space it took (used bytes of `code_space` and
 *    `code_large_object_space` after, minus before), with its source length, flags and where it was built.
 * Nothing here is timed: the figures are byte counts, the same on a busy machine.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getHeapSpaceStatistics } from 'node:v8';
import { generate, SHAPES, KB } from './generate.js';
import { ROOT } from './util.js';

interface Built { source: string; flags: string; at: string }

/** Used bytes of the code spaces (regular and large objects), after a full GC when one is exposed. */
function codeSpaces(): { code: number; large: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const s = getHeapSpaceStatistics();
  const used = (name: string) => s.find((x) => x.space_name === name)?.space_used_size ?? 0;
  return { code: used('code_space'), large: used('code_large_object_space') };
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

/** The lines every pattern is run over: the documents the analysis read. */
function corpus(): string[] {
  const texts = SHAPES.map((s, i) => generate(s, 20 * KB, 7 + i).text);
  const ex = join(ROOT, 'examples');
  for (const f of readdirSync(ex)) if (f.endsWith('.md')) texts.push(readFileSync(join(ex, f), 'utf8'));
  return texts;
}

/** Runs a pattern over the lines, from several places of each when it is global or sticky. */
function runOver(re: RegExp, lines: readonly string[]): void {
  for (let round = 0; round < 3; round++) {
    for (const line of lines) {
      re.lastIndex = 0;
      if (re.global || re.sticky) {
        for (let i = 0; i < line.length && i < 400; i += 7) {
          re.lastIndex = i;
          re.exec(line);
        }
      } else re.exec(line);
    }
  }
}

/** Child mode: compile one pattern, run it over the lines, print the code space it took (the loop itself compiled first). */
function measureOne(source: string, flags: string, lines: readonly string[]): number {
  runOver(new RegExp('(?:)', flags), lines);
  runOver(new RegExp('(?:)', flags), lines);
  const before = codeSpaces();
  runOver(new RegExp(source, flags), lines);
  const after = codeSpaces();
  return after.code + after.large - before.code - before.large;
}

if (process.env['REGEX_CODE_CHILD']) {
  const { source, flags } = JSON.parse(process.env['REGEX_CODE_CHILD']) as Built;
  const lines = corpus().flatMap((t) => t.split('\n'));
  console.log(JSON.stringify({ bytes: measureOne(source, flags, lines) }));
} else {
  const minChars = Number(process.argv[2] ?? 100);
  const built: Built[] = [];
  const Real = RegExp;
  globalThis.RegExp = new Proxy(Real, {
    construct(target, args: [string | RegExp, string?]) {
      const re = Reflect.construct(target, args) as RegExp;
      const at = (new Error().stack ?? '').split('\n').slice(2).find((l) => l.includes('/server/src/')) ?? '';
      const m = /server\/src\/([^:)]+:\d+)/.exec(at);
      built.push({ source: re.source, flags: re.flags, at: m ? m[1]! : '?' });
      return re;
    },
  });
  const { analyze } = await import('../server/src/core/analyze.js');
  const loaded = built.length;
  const texts = corpus();
  const start = codeSpaces();
  for (const t of texts) analyze(t);
  const once = codeSpaces();
  globalThis.RegExp = Real;
  for (const t of texts) analyze(t);
  const twice = codeSpaces();
  const total = built.reduce((n, b) => n + b.source.length, 0);
  console.log(`patterns built with new RegExp: ${built.length} (${loaded} as the modules load), ${kb(total)} of source`);
  console.log(`code space after loading: code ${kb(start.code)}, large objects ${kb(start.large)}`);
  console.log(`after analysing ${texts.length} documents: code ${kb(once.code)}, large objects ${kb(once.large)}`);
  console.log(`after analysing them again: code ${kb(twice.code)}, large objects ${kb(twice.large)}`);
  const seen = new Set<string>();
  const biggest = built.filter((b) => {
    const k = `${b.flags}/${b.source}`;
    if (b.source.length < minChars || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  console.log('\n| native code | source | flags | built at |\n|---:|---:|---|---|');
  const rows: { bytes: number; b: Built }[] = [];
  for (const b of biggest) {
    const out = execFileSync(process.execPath, ['--expose-gc', '--no-opt', '--no-sparkplug', '--import', 'tsx', join(ROOT, 'bench', 'regexes.ts')], {
      env: { ...process.env, REGEX_CODE_CHILD: JSON.stringify(b) }, encoding: 'utf8',
    });
    rows.push({ bytes: (JSON.parse(out.trim().split('\n').pop()!) as { bytes: number }).bytes, b });
  }
  for (const { bytes, b } of rows.sort((x, y) => y.bytes - x.bytes)) {
    console.log(`| ${kb(bytes)} | ${b.source.length} | ${b.flags} | ${b.at} |`);
  }
  console.log(`\n${rows.length} patterns of ${minChars} characters or more: ${kb(rows.reduce((n, r) => n + r.bytes, 0))} of native code`);
}
