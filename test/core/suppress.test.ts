/**
 * Inline suppression comments and `postmortem: false`: each test/fixtures/suppress/NAME.md lists the
 * findings that must remain in NAME.expected.json ("line:rule", 1-based lines). Then the edits that the
 * quick fixes "Disable RULE for this line / file" and "Not a postmortem" write are applied to every rule
 * fixture and must silence exactly what they say.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../../server/src/core/analyze.js';
import { applyEdits } from '../../server/src/core/fix.js';
import { directives, disableEdit, notAPostmortemEdit } from '../../server/src/core/suppress.js';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const DIR = 'test/fixtures/suppress';
const keys = (text: string) => analyze(text, undefined, { now: NOW }).findings.map((f) => `${f.range.start.line + 1}:${f.rule}`);

for (const file of readdirSync(DIR).filter((f) => f.endsWith('.md')).sort()) {
  test(`suppression fixture ${file}`, () => {
    const text = readFileSync(join(DIR, file), 'utf8');
    const expected = JSON.parse(readFileSync(join(DIR, file.replace(/\.md$/, '.expected.json')), 'utf8')) as string[];
    assert.deepEqual(keys(text), expected);
    // Without its directives the document has other findings: the fixture tests something. (Not
    // necessarily more: a run of zone-less times that directives cut in three is one finding without them.)
    const bare = text.replace(/<!--\s*postmortem-[^>]*-->/g, '').replace(/^postmortem: false$/m, '');
    assert.notDeepEqual(keys(bare), expected, 'the directives change what is reported');
  });
}

test('directives: verbs, rule lists with commas, none inside code', () => {
  const model = analyze('<!-- postmortem-disable a-rule, b-rule -->\n```\n<!-- postmortem-enable -->\n```\ntext <!-- postmortem-disable-line --> <!-- postmortem-enable x -->\n').model;
  assert.deepEqual(directives(model), [
    { line: 0, verb: 'disable', rules: ['a-rule', 'b-rule'] },
    { line: 4, verb: 'disable-line', rules: [] },
    { line: 4, verb: 'enable', rules: ['x'] },
  ]);
});

const RULE_DIR = 'test/fixtures/rules';
const ruleFixtures = readdirSync(RULE_DIR).filter((f) => f.endsWith('.fires.md')).sort();

test('"Disable RULE for this line" silences that finding, and only findings of that rule on that line', () => {
  let tried = 0;
  for (const file of ruleFixtures) {
    const text = readFileSync(join(RULE_DIR, file), 'utf8');
    const { model, findings } = analyze(text, undefined, { now: NOW });
    for (const f of findings.slice(0, 6)) {
      const line = f.range.start.line;
      const after = analyze(applyEdits(text, [disableEdit(model, f.rule, line, 'line')]).text, undefined, { now: NOW });
      const pipe = (k: number) => (model.lines[k] ?? '').includes('|');
      const inserted = pipe(line) && (pipe(line - 1) || pipe(line + 1)) ? 0 : 1;
      const same = (g: typeof f) => g.rule === f.rule && g.range.start.line === line + inserted && g.message === f.message;
      assert.ok(!after.findings.some(same), `${file}:${line + 1} ${f.rule} still reported`);
      const others = (list: typeof findings, shift: number) => list.filter((g) => !(g.rule === f.rule && g.range.start.line === line + shift)).length;
      assert.ok(others(after.findings, inserted) >= others(findings, 0) - 1, `${file}:${line + 1}: other findings vanished`);
      tried++;
    }
  }
  assert.ok(tried > 20, `only ${tried} tried`);
});

test('"Disable RULE for this file" and "Not a postmortem" silence what they say', () => {
  for (const file of ruleFixtures) {
    const text = readFileSync(join(RULE_DIR, file), 'utf8');
    const { model, findings } = analyze(text, undefined, { now: NOW });
    if (findings.length === 0) continue;
    const rule = findings[0]!.rule;
    const after = analyze(applyEdits(text, [disableEdit(model, rule, 0, 'file')]).text, undefined, { now: NOW }).findings;
    assert.ok(!after.some((g) => g.rule === rule), `${file}: ${rule} still reported`);
    const edit = notAPostmortemEdit(model);
    if (edit) assert.deepEqual(analyze(applyEdits(text, [edit]).text, undefined, { now: NOW }).findings, [], `${file}: not a postmortem`);
  }
});
