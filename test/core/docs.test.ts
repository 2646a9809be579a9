import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { RULES } from '../../server/src/core/rules/index.js';
import { rulesMarkdown } from '../../scripts/gen-docs.js';
import { RULE_RANK, analyze } from '../../server/src/core/analyze.js';

test('docs/rules.md is in step with the rule metadata (run npm run docs)', () => {
  assert.equal(readFileSync('docs/rules.md', 'utf8'), rulesMarkdown());
});

test('every rule has a section, and its "triggers" example triggers it while its "passes" example does not', () => {
  const doc = readFileSync('docs/rules.md', 'utf8');
  for (const r of RULES) {
    assert.ok(doc.includes(`\n## ${r.id}\n`), r.id);
    assert.ok(analyze(r.docs.bad).findings.some((f) => f.rule === r.id), `${r.id}: the bad example must trigger it`);
    assert.ok(!analyze(r.docs.good).findings.some((f) => f.rule === r.id), `${r.id}: the good example must not trigger it`);
  }
});

test('rule ids are stable kebab-case and unique', () => {
  const ids = RULES.map((r) => r.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const id of ids) assert.match(id, /^[a-z]+(?:-[a-z]+)*$/);
  // Findings at one position are ordered by rule id in code-unit order (analyze.ts RULE_RANK): for
  // such ids it is the collator's order, in which findings were always sorted.
  assert.deepEqual([...RULE_RANK.keys()], [...ids].sort((a, b) => a.localeCompare(b)));
});

test("the README's rules table lists every rule with its default severity", () => {
  const readme = readFileSync('README.md', 'utf8');
  const rows = [...readme.matchAll(/^\| \[`([a-z-]+)`\]\(docs\/rules\.md#\1\) \| (\w+) \| (yes|—) \|/gm)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
  assert.deepEqual(rows.sort(), RULES.map((r) => `${r.id} ${r.defaultSeverity} ${r.fixable ? 'yes' : '—'}`).sort());
});
