/**
 * Fixes never make a document worse. Every fix the product offers (each finding's quick fix, the
 * "Sort timeline entries" action and fix-all) is applied to every document we have (fixtures, examples,
 * the shared seeds and corpus), the result is analysed again, and must have:
 *   - no new error (per rule, no more errors than before),
 *   - no metric that turned negative (impact, time to detect/mitigate/resolve),
 *   - no timeline entry lost.
 * A fix that cannot keep these promises must not be offered.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { analyze } from '../../server/src/core/analyze.js';
import { DEFAULT_CONFIG, mergeConfig, type Config } from '../../server/src/core/config.js';
import { applyEdits, safeFixEdits } from '../../server/src/core/fix.js';
import { RULE_IDS } from '../../server/src/core/rules/index.js';
import { sortTimelineEdits } from '../../server/src/core/rules/timeline-order.js';
import type { AnalysisResult, TextEdit } from '../../server/src/core/types.js';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const METRICS = ['impact', 'timeToDetect', 'timeToMitigate', 'timeToResolve'] as const;

function documents(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...documents(p));
    else if (/\.(md|txt|markdown)$/.test(name)) out.push(p);
  }
  return out;
}

function configFor(file: string): Config {
  const cfg = file.replace(/\.(md|txt)$/, '.config.json');
  return existsSync(cfg) ? mergeConfig(DEFAULT_CONFIG, JSON.parse(readFileSync(cfg, 'utf8')), RULE_IDS).config : DEFAULT_CONFIG;
}

function errorsByRule(r: AnalysisResult): Map<string, number> {
  const m = new Map<string, number>();
  for (const f of r.findings) if (f.severity === 'error') m.set(f.rule, (m.get(f.rule) ?? 0) + 1);
  return m;
}

/** What is wrong with `after` that was not wrong with `before`; empty when the fix kept its promises. */
export function worsening(before: AnalysisResult, after: AnalysisResult): string[] {
  const out: string[] = [];
  const b = errorsByRule(before);
  for (const [rule, n] of errorsByRule(after)) if (n > (b.get(rule) ?? 0)) out.push(`${rule} errors ${b.get(rule) ?? 0} → ${n}`);
  for (const k of METRICS) {
    const x = before.model.metrics[k]?.minutes;
    const y = after.model.metrics[k]?.minutes;
    if (y !== undefined && y < 0 && !(x !== undefined && x < 0)) out.push(`${k} ${x ?? 'unknown'} → ${y} min`);
  }
  if (after.model.timeline.length < before.model.timeline.length) out.push(`timeline entries ${before.model.timeline.length} → ${after.model.timeline.length}`);
  return out;
}

const roots = ['test/fixtures', 'examples', '../shared/seeds', '../shared/corpus/real'];
const files = roots.flatMap(documents);

test('there are documents to fix', () => {
  assert.ok(files.length >= 40, `only ${files.length} documents found`);
});

for (const root of roots) {
  const mine = files.filter((f) => f.startsWith(root + '/'));
  if (mine.length === 0) continue;
  test(`every offered fix keeps its promises: ${root} (${mine.length} documents)`, (t) => {
    const problems: string[] = [];
    let tried = 0;
    for (const file of mine) {
      const text = readFileSync(file, 'utf8');
      const config = configFor(file);
      const before = analyze(text, config, { now: NOW });
      const offered: [string, TextEdit[]][] = [];
      for (const f of before.findings) if (f.fix) offered.push([`${f.rule} fix "${f.fix.title}" at ${f.range.start.line + 1}`, f.fix.edits]);
      const sort = sortTimelineEdits(before.model);
      if (sort?.length) offered.push(['sort timeline entries', sort]);
      const all = safeFixEdits(before.findings);
      if (all.length) offered.push(['fix all', all]);
      for (const [what, edits] of offered) {
        tried++;
        const after = analyze(applyEdits(text, edits).text, config, { now: NOW });
        for (const p of worsening(before, after)) problems.push(`${relative('.', file)}: ${what}: ${p}`);
      }
    }
    if (root === 'test/fixtures') assert.ok(tried >= 50, `only ${tried} fixes tried`);
    t.diagnostic(`${tried} fixes tried`);
    assert.deepEqual(problems, []);
  });
}

test('the check catches a fix that makes things worse', () => {
  const text = [
    '# Queue backlog, 2024-03-09', '', '## Timeline', '',
    '- 23:40 UTC Backlog alert fires', '- 23:55 UTC Workers restarted', '- 00:20 UTC Backlog drained', '',
    '## Impact', '', 'Messages were late.', '', '## Root Cause', '', 'A slow consumer.', '',
    '## Corrective Actions', '', '- Alert on consumer lag.', '',
  ].join('\n');
  const before = analyze(text, DEFAULT_CONFIG, { now: NOW });
  assert.equal(before.model.timeline.length, 3);
  const dropped = analyze(text.replace('- 23:55 UTC Workers restarted\n', ''), DEFAULT_CONFIG, { now: NOW });
  assert.match(worsening(before, dropped).join('\n'), /timeline entries 3 → 2/);
  // Sorting a midnight crossing by clock time puts 00:20 first: whatever the sort offers must not do that.
  const sort = sortTimelineEdits(before.model);
  if (sort?.length) assert.deepEqual(worsening(before, analyze(applyEdits(text, sort).text, DEFAULT_CONFIG, { now: NOW })), []);
});
