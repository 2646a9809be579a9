/** Milestones, incident metrics, stated durations and windows (model/metrics.ts, rules/duration-mismatch.ts). */
import { LineMemo } from '../../server/src/core/memo.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { analyze } from '../../server/src/core/analyze.js';
import { DEFAULT_CONFIG, mergeConfig } from '../../server/src/core/config.js';
import { computeMetrics, metricsOptions, milestonesIn } from '../../server/src/core/model/metrics.js';
import { actionItems } from '../../server/src/core/model/actions.js';
import { statedDurations, statedWindows } from '../../server/src/core/rules/duration-mismatch.js';
import { ALL_RULES, RULE_IDS } from '../../server/src/core/rules/index.js';
import { timelineView } from '../../server/src/core/view.js';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const doc = (timeline: string, head = '') => `${head}# Cache outage, 2024-03-05\n\n## Impact\n\nSlow.\n\n## Root Cause\n\nA bug.\n\n## Corrective Actions\n\n- Fix it.\n\n## Timeline\n\n${timeline}\n`;

test('milestone words: English, French, bold markers, negations', () => {
  assert.deepEqual(milestonesIn('**OUTAGE BEGINS** — alerts fired'), ['start', 'detected']);
  assert.deepEqual(milestonesIn('Configuration rollback complete and all sites recovered'), ['mitigated', 'resolved']);
  assert.deepEqual(milestonesIn('Incident declared resolved through the status page'), ['resolved']);
  assert.deepEqual(milestonesIn('Changes attempted to be rolled back, not possible'), []);
  assert.deepEqual(milestonesIn('The errors were not resolved by the restart'), []);
  assert.deepEqual(milestonesIn('Tous les services sont rétablis'), ['resolved']);
  assert.deepEqual(milestonesIn('all green again', { resolved: ['all green'] }), ['resolved']);
});

test('metrics: measured from the start; impact ends at mitigation', () => {
  const { model } = analyze(doc([
    '- 2024-03-05 14:00 UTC Outage begins: error rate climbs',
    '- 2024-03-05 14:12 UTC On-call paged',
    '- 2024-03-05 14:30 UTC Rollback complete',
    '- 2024-03-05 15:10 UTC Incident resolved',
  ].join('\n')), DEFAULT_CONFIG, { now: NOW });
  const m = model.metrics;
  assert.deepEqual(computeMetrics(model), m, 'the model carries what the metrics of its text are');
  assert.deepEqual([m.impact?.minutes, m.timeToDetect?.minutes, m.timeToMitigate?.minutes, m.timeToResolve?.minutes], [30, 12, 30, 70]);
  assert.equal(m.milestones.start?.source, 'timeline');
  const view = timelineView({ model, findings: [] });
  assert.equal(view.metrics?.impactMinutes, 30);
  assert.deepEqual(view.entries[2]!.milestones, ['mitigated']);
});

test('metrics: configurable definitions and words (milestone-order options)', () => {
  const { config } = mergeConfig(DEFAULT_CONFIG, { rules: { 'milestone-order': ['warning', { milestones: { resolved: ['all green'] }, metrics: { impact: { from: 'start', to: ['resolved'] } } }] } }, RULE_IDS);
  const { model } = analyze(doc('- 2024-03-05 14:00 UTC Impact starts\n- 2024-03-05 14:30 UTC Workaround applied\n- 2024-03-05 15:00 UTC All green'), config, { now: NOW });
  const m = computeMetrics(model, metricsOptions(config));
  assert.equal(m.impact?.minutes, 60);
  assert.equal(m.timeToMitigate?.minutes, 30);
  assert.equal(m.milestones.resolved?.line, model.timeline[2]!.line);
});

test('metrics: the timeline wins over the front matter; key events are read; first entry stands for an unknown start', () => {
  const fm = '---\ndate: 2024-03-05\ntimezone: UTC\nresolved: 2024-03-05 15:20\n---\n';
  const { model } = analyze(doc('- 2024-03-05 14:00 UTC Error rate climbs\n- 2024-03-05 15:10 UTC Incident resolved', fm).replace('Slow.', 'Slow.\n\n- Detected: 14:05 UTC'), DEFAULT_CONFIG, { now: NOW });
  const m = model.metrics;
  assert.equal(m.milestones.resolved?.source, 'timeline');
  assert.equal(m.timeToResolve?.minutes, 70);
  assert.equal(m.milestones.start?.source, 'first-entry');
  assert.deepEqual(m.keyEvents.map((k) => `${k.milestone}:${k.source}`), ['resolved:front-matter', 'detected:key-event']);
  assert.equal(m.timeToDetect?.minutes, 5);
});

test('stated durations: units, combinations, qualifiers, ranges; times are not durations', () => {
  const d = (s: string) => statedDurations(s, 0).map((x) => [x.minutes, x.qualifier ?? 'exact']);
  assert.deepEqual(d('It took 1 hour and 31 minutes'), [[91, 'exact']]);
  assert.deepEqual(d('Downtime for ~19 hours and 33 minutes.'), [[1173, 'approx']]);
  assert.deepEqual(d('for approximately an hour'), [[60, 'approx']]);
  assert.deepEqual(d('an outage of 1h31m'), [[91, 'exact']]);
  assert.deepEqual(d('an hour and a half'), [[90, 'approx']]);
  assert.deepEqual(d('for a bit over 1 hour'), [[60, 'approx']]); // about an hour, not any length above it
  assert.deepEqual(d('for over 1 hour'), [[60, 'min']]);
  assert.deepEqual(d('an estimated time of 10-15 minutes'), [[10, 'approx']]);
  assert.deepEqual(d('une panne de 20 minutes environ'), [[20, 'exact']]);
  const { model } = analyze('À 12 h 44 UTC, tout allait bien.');
  assert.deepEqual(statedDurations(model.lines[0]!, 0, model.times), []);
});

test('stated windows: from/between/de … à, with a date or a parenthesis between', () => {
  const w = (s: string) => statedWindows(analyze(`# X, 2024-03-05\n\n${s}`).model).map((x) => x.minutes);
  assert.deepEqual(w('The API failed from 14:00 to 15:30 UTC.'), [90]);
  assert.deepEqual(w('On 2021-09-30, between 21:17 and 21:45 UTC, errors.'), [28]);
  assert.deepEqual(w('Down between 12.39UTC (Block #8647535) and 17.17UTC.'), [278]);
  assert.deepEqual(w('From 23:50 to 00:10 UTC the queue stalled.'), [20]);
});

test('action items: table columns, owners, references, status, verbs', () => {
  const { model } = analyze(doc('- 2024-03-05 14:00 UTC x').replace('- Fix it.', [
    '| Action | Owner | Bug | Status |', '|---|---|---|---|', '| Rotate logs | @dana | OPS-1 | Done |',
    '', '- [ ] Better monitoring (owner: @lee)', '- Add alerts — Sam Lee (#42)', '- We will review the runbook by 2024-05-01',
  ].join('\n')));
  const items = actionItems(model).map((a) => [a.text.slice(0, 17), a.status, a.owner ?? null, a.tracking ?? null, a.startsWithVerb]);
  assert.deepEqual(items, [
    ['Rotate logs', 'done', '@dana', 'OPS-1', true],
    ['Better monitoring', 'open', '@lee', null, false],
    ['Add alerts — Sam ', 'unknown', 'Sam Lee', '#42', true],
    ['We will review th', 'unknown', null, 'by 2024-05-01', true],
  ]);
});

test('the consistency rules stay linear on adversarial input', () => {
  const mine = ALL_RULES.filter((r) => ['duration-mismatch', 'weekday-mismatch', 'timezone-label', 'milestone-order', 'future-time', 'blameless-language', 'action-item'].includes(r.meta.id));
  const off = { ...DEFAULT_CONFIG, rules: Object.fromEntries(ALL_RULES.map((r) => [r.meta.id, 'off' as const])) };
  for (const unit of ['1 hour and ', 'from 10:00 to ', '**a**: ', '- [#1]: ', 'Sunday, ', 'he should have ', '| a | b |\n', 'outage lasting ~']) {
    const text = unit.repeat(3000);
    const { model } = analyze(`# T\n\n## Root Cause\n\n${text}\n\n## Corrective Actions\n\n- ${text}\n\n## Timeline\n\n- 10:00 UTC a\n- 11:00 UTC b\n`, off);
    for (const r of mine) {
      const t0 = performance.now();
      r.check({ model, config: DEFAULT_CONFIG, options: {}, now: NOW, memo: () => new LineMemo() });
      assert.ok(performance.now() - t0 < 1500, `${r.meta.id} slow on ${JSON.stringify(unit)}`);
    }
  }
});

// Acceptance (issue 6): the seeds' stated windows agree with their timelines; 003's "vendredi 13 juillet" is right.
const SEEDS = '../shared/seeds/';
test('seeds: no duration-mismatch in 001 and 004, no weekday-mismatch in 003', { skip: !existsSync(SEEDS) && 'no ../shared/seeds here' }, () => {
  const files = readdirSync(SEEDS).sort();
  const rules = (i: number) => analyze(readFileSync(SEEDS + files[i]!, 'utf8'), DEFAULT_CONFIG, { now: NOW }).findings.map((f) => f.rule);
  assert.ok(!rules(1).includes('duration-mismatch'));
  assert.ok(!rules(4).includes('duration-mismatch'));
  assert.ok(!rules(3).includes('weekday-mismatch'));
  const m4 = analyze(readFileSync(SEEDS + files[4]!, 'utf8')).model.metrics;
  assert.equal(m4.impact?.minutes, 28);
});
