/**
 * The benchmark's document generator (bench/generate.ts) makes what the benchmark claims to measure:
 * deterministic postmortems of at least the requested size whose timeline the core reads entry for
 * entry. Correctness only: no timing here (the benchmark is `npm run bench`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../server/src/core/analyze.js';
import { generate, SHAPES } from '../../bench/generate.js';

for (const shape of SHAPES) {
  test(`bench generator: ${shape} is deterministic, sized, and its timeline is read entry for entry`, () => {
    const a = generate(shape, 12 * 1024, 7);
    assert.equal(a.text, generate(shape, 12 * 1024, 7).text, 'same seed, same text');
    assert.notEqual(a.text, generate(shape, 12 * 1024, 8).text, 'another seed, another text');
    assert.ok(a.bytes >= 12 * 1024 && a.bytes < 14 * 1024, `size ${a.bytes}`);
    assert.ok(a.text.startsWith('---\n'), 'front matter');
    const r = analyze(a.text);
    assert.ok(r.model.frontMatter && !r.model.frontMatterError, 'front matter read');
    assert.equal(r.model.timeline.length, a.entries, 'timeline entries');
    assert.ok(a.entries > 0);
    if (shape === 'paralist') assert.ok(a.blocks >= 100, `paragraph + list blocks: ${a.blocks}`);
    else assert.ok(a.entries >= 20, `timeline entries: ${a.entries}`);
  });
}
