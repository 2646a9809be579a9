/**
 * The rule fixtures: each file under test/fixtures/rules marks the findings it expects inline, as
 * `<!-- rule-id -->` comments on the line of the finding (`<!-- @N rule-id -->` for line N). The runner
 * checks that exactly those findings appear, then applies every safe fix, re-analyses, and checks that
 * nothing fixable is left and that fixing again changes nothing (fixes are idempotent).
 * A sibling `NAME.config.json` configures a fixture.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../../server/src/core/analyze.js';
import { DEFAULT_CONFIG, mergeConfig } from '../../server/src/core/config.js';
import { applyEdits, safeFixEdits } from '../../server/src/core/fix.js';
import { RULE_IDS } from '../../server/src/core/rules/index.js';

const DIR = 'test/fixtures/rules';
const MARKER = /<!--\s*(?:@(\d+)\s+)?([a-z][a-z-]*(?:[\s,]+[a-z][a-z-]*)*)\s*-->/g;

export function expectedFindings(text: string): string[] {
  const out: string[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, i) => {
    for (const m of line.matchAll(MARKER)) {
      const at = m[1] ? Number(m[1]) : i + 1;
      for (const rule of m[2]!.split(/[\s,]+/)) if (RULE_IDS.includes(rule)) out.push(`${at}:${rule}`);
    }
  });
  return out.sort();
}

const NOW = Date.parse('2026-06-01T00:00:00Z');

for (const file of readdirSync(DIR).filter((f) => /\.(md|txt)$/.test(f)).sort()) {
  test(`fixture ${file}`, () => {
    const text = readFileSync(join(DIR, file), 'utf8');
    const cfgPath = join(DIR, file.replace(/\.(md|txt)$/, '.config.json'));
    const config = existsSync(cfgPath) ? mergeConfig(DEFAULT_CONFIG, JSON.parse(readFileSync(cfgPath, 'utf8')), RULE_IDS).config : DEFAULT_CONFIG;
    const { findings } = analyze(text, config, { now: NOW });
    const actual = findings.map((f) => `${f.range.start.line + 1}:${f.rule}`).sort();
    assert.deepEqual(actual, expectedFindings(text), findings.map((f) => `${f.range.start.line + 1}:${f.range.start.character + 1} ${f.rule} ${f.message}`).join('\n'));
    if (/\.quiet\./.test(file)) assert.equal(findings.length, 0, 'a quiet fixture has no findings');
    if (/\.fires\./.test(file)) {
      const rule = file.split('.')[0]!;
      assert.ok(findings.some((f) => f.rule === rule), `${file} must trigger ${rule}`);
    }
    // Every finding's range lies inside the text.
    const lines = text.split(/\r\n|\r|\n/);
    for (const f of findings) {
      assert.ok(f.range.start.line < lines.length && f.range.end.character <= lines[f.range.end.line]!.length, `${f.rule} range inside the text`);
    }
    // Fixes: apply all safe ones, re-analyse, nothing safe-fixable is left; again changes nothing.
    let current = text;
    for (let round = 0; round < 5; round++) {
      const edits = safeFixEdits(analyze(current, config, { now: NOW }).findings);
      if (edits.length === 0) break;
      current = applyEdits(current, edits).text;
    }
    const after = analyze(current, config, { now: NOW }).findings;
    assert.deepEqual(after.filter((f) => f.fix?.safe).map((f) => f.message), [], 'nothing fixable left after fixing');
    assert.equal(applyEdits(current, safeFixEdits(after)).text, current, 'fixing again changes nothing');
  });
}
