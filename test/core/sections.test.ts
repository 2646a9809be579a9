/**
 * Section names (server/src/core/model/sections.ts): a name matches as whole words, the longest name
 * wins an overlap, names in CJK script match inside longer words, and the lookup by first word gives
 * what trying every name gives.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildNameIndex, classifyHeading, classifyImplicit, normalizeTitle } from '../../server/src/core/model/sections.js';

test('headings name their kinds by whole words, the longest name first', () => {
  const index = buildNameIndex({});
  assert.equal(classifyHeading('Root cause analysis', index).kind, 'root-cause');
  assert.deepEqual(classifyHeading('Impact and root cause', index).covers, ['impact', 'root-cause']);
  assert.equal(classifyHeading('Timeline (all times UTC)', index).kind, 'timeline');
  // "impact" inside a longer word is not the name.
  assert.equal(classifyHeading('Impactful changes', index).kind, 'other');
  assert.equal(classifyHeading('Chronologie', index).kind, 'timeline');
});

test('configured names join the index, also as implicit headings, and CJK names match inside words', () => {
  const index = buildNameIndex({ timeline: ['sequence of events'], impact: ['影响'] });
  assert.equal(classifyHeading('The sequence of events', index).kind, 'timeline');
  assert.equal(classifyImplicit('Sequence of events', index)?.kind, 'timeline');
  assert.equal(classifyHeading('用户影响范围', index).kind, 'impact');
  // The same names object gives the same index (built once).
  const names = { timeline: ['journal'] };
  assert.equal(buildNameIndex(names), buildNameIndex(names));
});

test('matching by first word equals trying every name of the index', () => {
  const index = buildNameIndex({ impact: ['customer pain', '影响'] });
  const titles = ['Impact', 'Customer pain and resolution', 'Lessons learned / next steps', 'root  cause', 'What went well', 'Action items',
    'Résumé', 'Detection and response', 'Follow-ups', 'The 影响 of it', 'cause', 'Contributing factors (root cause)', ''];
  for (const t of titles) {
    const norm = normalizeTitle(t);
    // The reference: every name, in index order, whole words only (CJK anywhere), no overlaps.
    const expected: string[] = [];
    const taken: [number, number][] = [];
    for (const e of index) {
      for (let i = norm.indexOf(e.name); i >= 0; i = norm.indexOf(e.name, i + 1)) {
        const end = i + e.name.length;
        const cjk = /[\u3040-\u30ff\u3400-\u9fff]/.test(e.name);
        if ((cjk || i === 0 || norm[i - 1] === ' ') && (cjk || end === norm.length || norm[end] === ' ') && !taken.some(([a, b]) => i < b && end > a)) {
          taken.push([i, end]);
          if (!expected.includes(e.kind)) expected.push(e.kind);
        }
      }
    }
    const got = classifyHeading(t, index);
    assert.deepEqual(new Set(got.covers), new Set(expected), JSON.stringify(t));
  }
});

test('configurations that add no section name share one name index; one that adds names has its own', () => {
  // The language server resolves a configuration per document: each has its own (empty) `sectionNames` object.
  const shared = buildNameIndex({});
  assert.equal(buildNameIndex({}), shared);
  assert.equal(buildNameIndex({ impact: [] }), shared);
  const own = buildNameIndex({ impact: ['Ripple effects'] });
  assert.notEqual(own, shared);
  assert.equal(classifyHeading('Ripple effects', own).kind, 'impact');
  assert.equal(classifyHeading('Ripple effects', shared).kind, 'other');
});
