/**
 * The acceptance baseline (issue 2, §4): `postmortem inspect` on the five seed postmortems. Our own
 * fixtures in test/fixtures/seeds reproduce the seeds' structures and facts in other words; the same
 * checks also run on ../shared/seeds when that folder is present (it is in CI and in development).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { inspect, type Inspect } from './helpers.js';

const rules = (j: Inspect, rule: string) => j.diagnostics.filter((d) => d.rule === rule);
const kinds = (j: Inspect) => j.sections.map((s) => `${s.kind}@${s.line}`);

interface Expect { s001CorrectiveLine: number; s001TimelineLine: number; s002: string[]; s003RootCause: number; s004: string[]; s003Times: [number, string][] }

function checks(files: string[], e: Expect) {
  const [f0, f1, f2, f3, f4] = files as [string, string, string, string, string];
  test('000: no required sections, 15:07UTC is a valid time, June 15 has no year', () => {
    const j = inspect(f0);
    assert.deepEqual(rules(j, 'required-section').length, 1, 'one finding names every missing section');
    for (const k of ['impact', 'root cause', 'corrective actions']) assert.ok(rules(j, 'required-section').some((d) => d.message.includes(k)), k);
    assert.equal(j.timeline.length, 0);
    assert.ok(j.times.some((t) => t.line === 2 && t.raw === '15:07UTC' && t.problem === null));
    assert.equal(rules(j, 'incident-date').length, 1);
    assert.match(rules(j, 'incident-date')[0]!.message, /no year/);
    assert.equal(rules(j, 'time-format').length, 0);
  });
  test('001: lead-in corrective actions, lazy timeline heading, 17:20pm and 17:24pm', () => {
    const j = inspect(f1);
    assert.ok(kinds(j).includes(`corrective-actions@${e.s001CorrectiveLine}`), kinds(j).join());
    assert.ok(kinds(j).includes(`timeline@${e.s001TimelineLine}`), kinds(j).join());
    assert.equal(j.timeline.length, 10);
    assert.deepEqual(j.timeline.map((t) => t.line), Array.from({ length: 10 }, (_, i) => e.s001TimelineLine + 1 + i));
    assert.equal(j.timeline[0]!.time, '2014-09-02T16:27:10Z');
    assert.equal(j.timeline[9]!.time, '2014-09-02T17:24:11Z');
    assert.equal(j.incidentDate, '2014-09-02');
    const tf = rules(j, 'time-format');
    assert.equal(tf.length, 2);
    assert.ok(tf.every((d) => d.line === 1 && d.endLine === 1 && d.endColumn - d.column === 7), JSON.stringify(tf));
    assert.notEqual(tf[0]!.column, tf[1]!.column);
    assert.deepEqual(rules(j, 'required-section').map((d) => d.message.match(/sections?: ([a-z ,]+)\./)?.[1]), ['impact, root cause']);
    assert.equal(rules(j, 'timeline-order').length, 0);
  });
  test('002: implicit headings; valid UTC times; no incident date', () => {
    const j = inspect(f2);
    assert.deepEqual(kinds(j), e.s002);
    assert.equal(j.timeline.length, 0);
    for (const t of ['18:19', '18:21', '18:40']) assert.ok(j.times.some((x) => x.raw.startsWith(t) && x.problem === null), t);
    assert.equal(rules(j, 'incident-date').length, 1);
    assert.equal(rules(j, 'required-section').length, 0);
    assert.equal(rules(j, 'time-format').length, 0);
  });
  test('003 (fr): root cause heading, French times in UTC, only impact missing', () => {
    const j = inspect(f3);
    assert.equal(j.locale, 'fr');
    assert.ok(kinds(j).includes(`root-cause@${e.s003RootCause}`), kinds(j).join());
    for (const [line, time] of e.s003Times) assert.ok(j.times.some((t) => t.line === line && t.time === time), `${line} ${time}`);
    assert.deepEqual(rules(j, 'required-section').length, 1);
    assert.match(rules(j, 'required-section')[0]!.message, /impact/i);
    assert.equal(rules(j, 'time-format').length, 0);
  });
  test('004: table timeline that swallows the rest of the file', () => {
    const j = inspect(f4);
    assert.deepEqual(kinds(j), e.s004);
    assert.deepEqual(j.timeline.map((t) => t.line), [7, 8, 9, 10, 11]);
    assert.equal(j.timeline[0]!.time, '2021-09-30T21:17:00Z');
    assert.equal(j.timeline[4]!.time, '2021-09-30T21:45:00Z');
    assert.equal(j.incidentDate, '2021-09-30');
    assert.equal(j.diagnostics.filter((d) => d.severity === 'error').length, 0);
    assert.equal(rules(j, 'required-section').length, 0);
  });
}

describe('seed-like fixtures (our own text)', () => {
  const dir = 'test/fixtures/seeds/';
  checks(['s000.txt', 's001.txt', 's002.txt', 's003.txt', 's004.txt'].map((f) => dir + f), {
    s001CorrectiveLine: 5, s001TimelineLine: 10,
    s002: ['impact@1', 'summary@7', 'root-cause@11', 'corrective-actions@15'],
    s003RootCause: 9, s003Times: [[7, '2018-07-13T11:00:00Z'], [6, '2018-07-13T10:00:00Z'], [8, '2018-07-13T12:44:00Z']],
    s004: ['summary@2', 'timeline@4', 'impact@12', 'root-cause@14', 'resolution@21', 'corrective-actions@23'],
  });
});

const shared = '../shared/seeds/';
describe('the shared seeds', { skip: !existsSync(shared) && 'no ../shared/seeds here' }, () => {
  const files = existsSync(shared) ? readdirSync(shared).sort().map((f) => shared + f) : [];
  checks(files, {
    s001CorrectiveLine: 5, s001TimelineLine: 10,
    s002: ['impact@1', 'summary@7', 'root-cause@11', 'corrective-actions@15'],
    s003RootCause: 10, s003Times: [[8, '2018-07-13T11:00:00Z'], [7, '2018-07-13T10:00:00Z'], [9, '2018-07-13T12:44:00Z']],
    s004: ['summary@2', 'timeline@4', 'impact@12', 'root-cause@14', 'resolution@24', 'corrective-actions@26'],
  });
});
