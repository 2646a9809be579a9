/**
 * The model builder's own guarantees, besides the snapshots: the line structure it hands readers is
 * compared field by field whatever fields it has, so a reader that starts reading a new field of
 * `LineInfo` (say `listDepth`) cannot be missed by the reuse check.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sameInfo } from '../../server/src/core/model/build.js';
import { IncrementalParser } from '../../server/src/core/parse/parse.js';
import type { LineInfo } from '../../server/src/core/parse/parse.js';
import { Analyzer, analyze } from '../../server/src/core/analyze.js';

test('sameInfo: a change of any field of a line structure, or a field more, is a change', () => {
  const doc = ['# T', '', '## Timeline', '', '- 10:00 UTC a', '  - 10:05 UTC nested', '', '> quoted', '', '| Time | Event |', '|---|---|', '| 10:10 | row |'];
  const info = new IncrementalParser().parse(doc).info;
  const fields = new Set<string>();
  for (const li of info) for (const k of Object.keys(li)) fields.add(k);
  assert.ok(fields.has('listDepth') && fields.has('table') && fields.has('depth'), [...fields].join(','));
  for (const li of info) {
    assert.ok(sameInfo(li, { ...li }), 'a copy is the same');
    for (const k of Object.keys(li) as (keyof LineInfo)[]) {
      const v = li[k];
      const changed = { ...li, [k]: typeof v === 'number' ? v + 1 : typeof v === 'boolean' ? !v : `${String(v)}x` } as LineInfo;
      assert.ok(!sameInfo(li, changed), `a change of ${k}`);
    }
    assert.ok(!sameInfo(li, { ...li, extra: 1 } as LineInfo), 'a field more');
    assert.ok(!sameInfo({ ...li, extra: 1 } as LineInfo, li), 'a field less');
  }
});

test('a list item that changes depth only is read again by a reused analyzer', () => {
  const base = ['# Outage', '', '## Timeline (UTC)', '', '- Day one', '- 10:00 deploy starts', '- 10:20 errors detected', '', '## Impact', '', 'Errors.'];
  const nested = base.map((l, i) => (i === 5 || i === 6 ? `  ${l}` : l));
  const a = new Analyzer();
  for (const doc of [base, nested, base, nested]) {
    const text = doc.join('\n');
    const reused = a.analyze(text, { now: 0 });
    const fresh = analyze(text, undefined, { now: 0 });
    assert.deepEqual(reused.model.timeline, fresh.model.timeline);
    assert.deepEqual(reused.findings, fresh.findings);
  }
});
