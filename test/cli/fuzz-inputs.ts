/**
 * Inputs for the fuzz test (test/cli/fuzz.test.ts) and the longer fuzz run (`npm run fuzz`,
 * bench/fuzz.ts): mutations of the project's own documents (test/fixtures/**\/*.md, examples/*.md)
 * and generated extremes, from a seeded PRNG, so a failure is replayed by its seed and index.
 *
 * Sizes stay at 20 KB or less. Shapes the parser is known to be slow on today are kept short rather
 * than left out, until that is fixed (then raise them to `MAX_BYTES`):
 * - a list marker run on one line (`"- ".repeat(n)`): n ≤ 200 here;
 * - a long run of `>` quote markers (`">".repeat(n)`, `"> ".repeat(n)`): n ≤ 200 here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const MAX_BYTES = 20 * 1024;
/** The shortened shapes above. */
export const SLOW_SHAPE_MAX = 200;

export interface FuzzInput { category: string; name: string; bytes: Buffer }

/** mulberry32: small, fast, and the same sequence on every platform. */
export function prng(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The project's own Markdown documents, in a stable order. */
export function ownDocuments(root = '.'): { name: string; bytes: Buffer }[] {
  const out: { name: string; bytes: Buffer }[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && e.name.endsWith('.md')) out.push({ name: p, bytes: readFileSync(join(root, p)) });
    }
  };
  walk('test/fixtures');
  walk('examples');
  return out;
}

const PUNCTUATION = ['#', '-', '*', '_', '`', '~', '>', '|', '[', ']', '(', ')', '!', '<', '>', '\\', ':', '+', '=', '"', "'", '{', '}', '$', '&', ';'];
const TOKENS = ['12:00', '25:99pm', '14:20 UTC', '2024-02-30', '--', ' | ', '```', '~~~', '<!--', '-->', '---', '+++', '* ', '1. ', '- [ ] ', '[x]', '**', 'T+5m', 'PDT', '\t', '\u00a0', '\u200b', '\ufeff', '\u{1F600}', 'é', '\r', '\n', '\r\n'];

type Rand = () => number;
const int = (r: Rand, n: number) => Math.floor(r() * n);
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[int(r, xs.length)]!;
const cap = (b: Buffer) => (b.length > MAX_BYTES ? b.subarray(0, MAX_BYTES) : b);

/** One mutation of `src`: the category names what was done. */
const MUTATIONS: Record<string, (r: Rand, src: Buffer) => Buffer> = {
  'byte-flip': (r, src) => {
    const b = Buffer.from(src);
    for (let n = 1 + int(r, 8); n > 0 && b.length; n--) b[int(r, b.length)] = int(r, 256);
    return b;
  },
  'line-duplication': (r, src) => {
    const lines = src.toString('latin1').split('\n');
    for (let n = 1 + int(r, 6); n > 0; n--) { const i = int(r, lines.length); lines.splice(i, 0, ...Array(1 + int(r, 20)).fill(lines[i])); }
    return Buffer.from(lines.join('\n'), 'latin1');
  },
  truncation: (r, src) => src.subarray(0, int(r, src.length + 1)),
  'crlf-bom': (r, src) => {
    let s = src.toString('latin1');
    if (r() < 0.5) s = s.replace(/\n/g, r() < 0.5 ? '\r\n' : '\r');
    else s = s.replace(/\n/g, () => pick(r, ['\n', '\r\n', '\r']));
    const bom = r() < 0.6 ? '\xef\xbb\xbf' : '';
    return Buffer.from(bom + s, 'latin1');
  },
  punctuation: (r, src) => {
    const s = src.toString('utf8');
    let out = s;
    for (let n = 1 + int(r, 5); n > 0; n--) {
      const run = Array.from({ length: 1 + int(r, 60) }, () => pick(r, PUNCTUATION)).join('');
      const at = int(r, out.length + 1);
      out = out.slice(0, at) + run + out.slice(at);
    }
    return Buffer.from(out);
  },
  tokens: (r, src) => {
    let out = src.toString('utf8');
    for (let n = 1 + int(r, 12); n > 0; n--) { const at = int(r, out.length + 1); out = out.slice(0, at) + pick(r, TOKENS) + out.slice(at); }
    return Buffer.from(out);
  },
  'line-shuffle': (r, src) => {
    const lines = src.toString('utf8').split('\n');
    for (let n = int(r, lines.length); n > 0; n--) { const i = int(r, lines.length); const j = int(r, lines.length); [lines[i], lines[j]] = [lines[j]!, lines[i]!]; }
    return Buffer.from(lines.join('\n'));
  },
};

/** Generated extremes: each a function of the PRNG, at most MAX_BYTES. */
const EXTREMES: Record<string, (r: Rand) => string> = {
  'one-long-line': (r) => 'Down from 14:20 UTC '.repeat(1 + int(r, 1000)),
  'newlines-only': (r) => pick(r, ['\n', '\r\n', '\r']).repeat(1 + int(r, 8000)),
  'many-headings': (r) => Array.from({ length: 1 + int(r, 800) }, (_, i) => `${'#'.repeat(1 + (i % 7))} Timeline ${i}`).join('\n'),
  'many-times': (r) => '## Timeline\n\n' + Array.from({ length: 1 + int(r, 700) }, (_, i) => `- ${String(i % 30).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}${pick(r, ['', 'pm', ' UTC', ' PDT', 'Z'])} step`).join('\n'),
  'many-dates': (r) => Array.from({ length: 1 + int(r, 700) }, (_, i) => `${pick(r, ['Sunday', 'lundi', 'Mon'])}, 2023-${String(1 + (i % 13)).padStart(2, '0')}-${String(1 + (i % 32)).padStart(2, '0')}`).join('\n'),
  'wide-table': (r) => { const cols = 1 + int(r, 60); const row = (c: string) => `|${Array(cols).fill(c).join('|')}|`; return ['## Timeline', '', row(' Time '), row('---'), ...Array.from({ length: int(r, 150) }, () => row(' 12:00 '))].join('\n'); },
  'pipes-only': (r) => '|'.repeat(1 + int(r, MAX_BYTES - 1)),
  'deep-indent-list': (r) => Array.from({ length: 1 + int(r, 200) }, (_, i) => `${' '.repeat(i * 2)}- 12:${String(i % 60).padStart(2, '0')} item`).join('\n'),
  'list-marker-run': (r) => '- '.repeat(1 + int(r, SLOW_SHAPE_MAX)) + 'x',
  'quote-run': (r) => pick(r, ['>', '> ']).repeat(1 + int(r, SLOW_SHAPE_MAX)) + ' 12:00 quoted',
  'emphasis-run': (r) => pick(r, ['*', '_', '**', '`', '~']).repeat(1 + int(r, 5000)),
  'bracket-run': (r) => pick(r, ['[', '](', '![', '<', '(']).repeat(1 + int(r, 4000)),
  'open-fence': (r) => '```\n' + 'code 12:00\n'.repeat(int(r, 1500)),
  'open-comment': (r) => '<!--\n' + 'hidden 12:00\n'.repeat(int(r, 1500)),
  'open-front-matter': (r) => '---\n' + 'date: 2024-01-01\n'.repeat(int(r, 1000)),
  'html-blocks': (r) => Array.from({ length: 1 + int(r, 500) }, () => pick(r, ['<pre>', '</pre>', '<div>', '<script>', '<?x', '<!X', '<![CDATA[', ']]>', ''])).join('\n'),
  'control-chars': (r) => Array.from({ length: 1 + int(r, 4000) }, () => String.fromCharCode(pick(r, [1, 7, 8, 11, 12, 27, 127, 0x85, 0x2028, 0x2029, 0x202e]))).join(''),
  'surrogates': (r) => Array.from({ length: 1 + int(r, 3000) }, () => pick(r, ['\ud83d', '\ude00', '\ud83d\ude00', 'a'])).join(''),
};

function extremeBytes(r: Rand, make: (r: Rand) => string): Buffer {
  return cap(Buffer.from(make(r)));
}

/** `count` inputs from `seed`: about two mutations of own documents for each generated extreme. */
export function fuzzInputs(seed: number, count: number, root = '.'): FuzzInput[] {
  const r = prng(seed);
  const docs = ownDocuments(root);
  const mutations = Object.entries(MUTATIONS);
  const extremes = Object.entries(EXTREMES);
  const out: FuzzInput[] = [];
  for (let i = 0; i < count; i++) {
    if (r() < 0.35) {
      const [category, make] = extremes[i % extremes.length]!;
      out.push({ category, name: `${i}-${category}`, bytes: extremeBytes(r, make) });
    } else {
      const [category, mutate] = pick(r, mutations);
      const doc = pick(r, docs);
      let bytes = doc.bytes;
      // Sometimes a second mutation on top of the first.
      for (let n = r() < 0.3 ? 2 : 1; n > 0; n--) bytes = mutate(r, bytes);
      out.push({ category, name: `${i}-${category}-${doc.name.replace(/[/\\]/g, '_')}`, bytes: cap(bytes) });
    }
  }
  return out;
}

export const CATEGORIES = [...Object.keys(MUTATIONS), ...Object.keys(EXTREMES)];
