/**
 * `wordTrie` and `pieceTrie` write an alternation as a trie. Each must match what the plain alternation (longest first)
 * matches, and where several words match at one place pick the one the plain alternation picks: checked here over
 * random text for every trie the modules build (`TRIES`), and on a few lists made to trip it up.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../server/src/core/analyze.js';
import { TRIES, TRIES_KEPT, escapeRegExp, longestFirst, pieceTrie, wordTrie, type TrieOptions } from '../../server/src/core/text.js';

/** A small seeded generator (mulberry32), so that a failure can be replayed. */
function prng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const byLength = (a: string, b: string) => b.length - a.length;
/** The plain alternation a word trie stands for: `longestFirst`, with the words' spaces as the trie reads them. */
function reference(words: readonly string[], options: TrieOptions): string {
  if (options.space === undefined) return longestFirst(words);
  return [...words].sort(byLength).map((w) => w.split(' ').map(escapeRegExp).join(options.space)).join('|');
}

/** Text made of the words: whole, cut short, in other cases, with letters that fold to theirs, run together or apart. */
function texts(words: readonly string[], rnd: () => number, count: number): string[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const letters = [...new Set(words.join(''))];
  const cases = [
    (s: string) => s,
    (s: string) => s.toUpperCase(),
    (s: string) => s.toLowerCase(),
    (s: string) => s.charAt(0).toUpperCase() + s.slice(1),
    (s: string) => s.replace(/s/g, 'ſ').replace(/k/gi, '\u212a'),
    (s: string) => s.replace(/ /g, pick(['  ', '\t', '\u00a0', ''])),
  ];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let s = '';
    const parts = 1 + Math.floor(rnd() * 3);
    for (let j = 0; j < parts; j++) {
      const r = rnd();
      let w = r < 0.6 ? pick(words) : r < 0.8 ? pick(words).slice(0, 1 + Math.floor(rnd() * 6)) : pick(letters) + pick(letters);
      if (rnd() < 0.3) w += pick(words);
      s += pick(cases)(w) + pick(['', ' ', 'x', '.', 'é', '1']);
    }
    out.push(s);
  }
  return out;
}

/**
 * At every place of every text: the match the pattern prefers (sticky), and every stretch of text it matches whole (so
 * the places where one of its matches may end). Both patterns must agree on all of them.
 */
function assertSame(trie: string, plain: string, flags: string, inputs: readonly string[], what: string): void {
  const [t, r] = [trie, plain].map((p) => new RegExp(`(?:${p})`, `${flags}y`)) as [RegExp, RegExp];
  const [tw, rw] = [trie, plain].map((p) => new RegExp(`^(?:${p})$`, flags)) as [RegExp, RegExp];
  for (const s of inputs) {
    for (let at = 0; at <= s.length; at++) {
      t.lastIndex = at;
      r.lastIndex = at;
      assert.equal(t.exec(s)?.[0], r.exec(s)?.[0], `${what}: the preferred match at ${at} of ${JSON.stringify(s)}`);
      for (let end = at; end <= Math.min(s.length, at + 48); end++) {
        const part = s.slice(at, end);
        assert.equal(tw.test(part), rw.test(part), `${what}: ${JSON.stringify(part)} in ${JSON.stringify(s)}`);
      }
    }
  }
}

test('every trie the modules build matches as its plain alternation does', () => {
  // Some tries are built on first use: one analysis builds them.
  analyze('# Outage\n\n## Root cause\n\nA human error on 3 March 2024 at 10:00 UTC.\n\n## Timeline\n\n- 10:00 UTC detected\n- 11:00 UTC resolved\n');
  assert.ok(TRIES.length > 40 && TRIES.length < TRIES_KEPT, `${TRIES.length} tries recorded`);
  const rnd = prng(20261203);
  for (const t of TRIES) {
    if ('words' in t) {
      if (t.words.length === 0) continue;
      const flags = (t.options.flags ?? '').replace(/[^iu]/g, '');
      const trie = wordTrie(t.words, t.options);
      assertSame(trie, reference(t.words, t.options), flags, texts(t.words, rnd, 60), `${t.words.slice(0, 3).join(', ')}… /${flags}`);
    } else {
      // The sequences were given longest first: the plain alternation joins them in that order.
      const plain = t.sequences.map((s) => s.join('')).join('|');
      const words = t.sequences.map((s) => s.join('').replace(/\(\?:\[(.)(.)\]([^|()]*)\|([^|()]*)\)/g, '$1$3'));
      assertSame(pieceTrie(t.sequences), plain, '', texts(words, rnd, 200), `pieces ${plain.slice(0, 40)}…`);
    }
  }
});

test('a word that starts a longer one is tried after it', () => {
  const words = ['mar', 'march', 'ma', 'marzo', 'may'];
  const re = new RegExp(`^(?:${wordTrie(words, { flags: 'i' })})(?![a-z])`, 'i');
  assert.equal(re.exec('March 5')?.[0], 'March');
  assert.equal(re.exec('Mar 5')?.[0], 'Mar');
  assert.equal(re.exec('marz')?.[0], undefined);
  assertSame(wordTrie(words, { flags: 'i' }), longestFirst(words), 'i', texts(words, prng(1), 200), 'months');
});

test('words in other cases, letters that fold alike, spaces of any width', () => {
  // (Not "ſeptember" beside "september" without `u`: V8 then misses "STRASSE" in the plain alternation itself.)
  const words = ['Pacific Time', 'pacific standard time', 'PACIFIC', 'september', 'Kelvin', '\u212aelvin', 'straße', 'STRASSE'];
  for (const flags of ['', 'i', 'iu', 'u']) {
    const rnd = prng(7);
    assertSame(wordTrie(words, { flags }), longestFirst(words), flags, texts(words, rnd, 150), `/${flags}`);
    assertSame(wordTrie(words, { flags, space: String.raw`\s+` }), reference(words, { space: String.raw`\s+` }), flags, texts(words, rnd, 150), `\\s+ /${flags}`);
  }
  const folded = ['ſeptember', 'september', 'Sept'];
  assertSame(wordTrie(folded, { flags: 'iu' }), longestFirst(folded), 'iu', texts(folded, prng(8), 150), 'ſ /iu');
});

test('the trie writes each shared beginning once and nothing for no words', () => {
  assert.equal(wordTrie([]), '');
  const trie = wordTrie(['pacific standard time', 'pacific daylight time', 'pacific time'], { flags: 'i', space: String.raw`\s+`, lead: true });
  assert.equal(trie, String.raw`(?:pacific\s+(?:standard\s+time|daylight\s+time|time))(?=)`);
  assert.equal(wordTrie(['a.b', 'a'], {}), String.raw`(?=)(?:a(?:\.b)?)(?=)`);
});
