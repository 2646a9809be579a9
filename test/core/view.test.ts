import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../server/src/core/analyze.js';
import { timelineView } from '../../server/src/core/view.js';
import { milestoneHover } from '../../server/src/core/features/metrics.js';

test('timeline view: start and end are the earliest and latest instants, not the first and last lines', () => {
  const v = timelineView(analyze('# Outage on 2024-03-14\n\n## Timeline (UTC)\n\n- 09:12 Deploy\n- 12:40 Resolved\n- 10:05 Late note\n'));
  assert.equal(v.start, '2024-03-14T09:12:00Z');
  assert.equal(v.end, '2024-03-14T12:40:00Z');
  assert.equal(v.durationMinutes, 208);
  assert.deepEqual(v.entries.map((e) => e.gapMinutes), [null, 208, -155]);
  assert.deepEqual(v.entries.map((e) => e.offsetMinutes), [0, 208, 53]);
  assert.ok(v.entries[2]!.problems.some((p) => p.rule === 'timeline-order'));
});

test('timeline view: labels are UTC when the instant is known, as written otherwise', () => {
  const v = timelineView(analyze('# Outage on 2019-01-22\n\n## Timeline\n\n- 2:54 PM PST Jobs stop\n- 25:10 Bad hour\n'));
  assert.equal(v.entries[0]!.label, '22:54');
  assert.equal(v.entries[0]!.time, '2019-01-22T22:54:00Z');
  assert.equal(v.entries[1]!.time, null);
  assert.equal(v.entries[1]!.offsetMinutes, null);
});

test('an entry in another zone keeps the time as written beside its UTC label', () => {
  const v = timelineView(analyze('# Feed outage, 2024-01-10\n\n## Timeline\n\n- 4:50 PM PST Feed stops\n- 01:05 UTC Feed back\n'));
  assert.equal(v.entries[0]!.label, '00:50');
  assert.equal(v.entries[0]!.written, '4:50 PM PST');
  assert.equal(v.entries[1]!.written, undefined, 'a UTC time is its own label');
});

test('a breadcrumb line above the title is not the title', () => {
  assert.equal(timelineView(analyze('Blog\n\nLogin service outage of 12 March 2024\n\nWe lost logins for an hour.\n')).title, 'Login service outage of 12 March 2024');
  assert.equal(timelineView(analyze('Outage\n\nWe lost logins for an hour.\n')).title, 'Outage');
});

test('the breadcrumb check is linear on separator runs', () => {
  const t = Date.now();
  const v = timelineView(analyze(`${'>'.repeat(5000)}/x\n\nAn outage of the search service today\n`));
  assert.ok(Date.now() - t < 2000, `took ${Date.now() - t} ms`);
  assert.notEqual(v.title, undefined);
});

test('timeline view: a log written newest first says so and counts gaps to the entry above', () => {
  const r = analyze('# Login errors, 2024-03-14\n\n## Timeline (UTC)\n\n- 11:30 Fixed\n- 10:05 Cause found\n- 09:12 Errors reported\n');
  assert.equal(r.model.timelineOrder, 'newest-first');
  const v = timelineView(r);
  assert.equal(v.order, 'newest-first');
  assert.equal(v.start, '2024-03-14T09:12:00Z');
  assert.equal(v.end, '2024-03-14T11:30:00Z');
  assert.deepEqual(v.entries.map((e) => e.gapMinutes), [null, 85, 53]);
  assert.deepEqual(v.entries.map((e) => e.offsetMinutes), [138, 53, 0]);
  assert.equal(r.findings.filter((f) => f.rule === 'timeline-order').length, 0);
});

test('timeline view: two entries going back are a midnight crossing, not a newest-first log', () => {
  const r = analyze('# Queue alarms, 2019-05-30\n\n## Timeline (UTC)\n\n- 23:52 Queue depth alarms\n- 00:07 Workers restarted\n');
  assert.equal(r.model.timelineOrder, undefined);
  assert.equal(timelineView(r).order, undefined);
  assert.equal(r.model.timeline[1]!.dayShift, 1);
});

test('entries after a <br> in one cell: each shows its own text, problems, milestones and hover', () => {
  const doc = '# Queue outage, 2024-03-14\n\n## Timeline\n\n| Time (UTC) | Event |\n|---|---|\n'
    + '| 09:00 | Deploy starts<br>09:20 Errors detected<br>09:12 Rollback complete |\n';
  const result = analyze(doc);
  const v = timelineView(result);
  assert.deepEqual(v.entries.map((e) => [e.line, e.label, e.text]), [
    [6, '09:00', 'Deploy starts'], [6, '09:20', 'Errors detected'], [6, '09:12', 'Rollback complete'],
  ]);
  assert.deepEqual(v.entries.map((e) => e.problems.map((p) => p.rule)), [[], [], ['milestone-order', 'timeline-order']]);
  assert.deepEqual(v.entries.map((e) => e.milestones ?? []), [[], ['detected'], ['mitigated']]);
  assert.deepEqual(v.entries.map((e) => e.gapMinutes), [null, 20, -8]);
  const line = doc.split('\n')[6]!;
  const md = (needle: string) => milestoneHover(result.model.metrics, result.model, { line: 6, character: line.indexOf(needle) }, undefined)?.lines.join(' ') ?? '';
  assert.match(md('Errors detected'), /Detected/);
  assert.doesNotMatch(md('Errors detected'), /Mitigated/);
  assert.match(md('Rollback complete'), /Mitigated/);
});

const zoneless = (n: number) => `# Cache outage on 2024-03-14\n\n## Timeline\n\n${Array.from({ length: n }, (_, i) => `- 09:${String(10 + i).padStart(2, '0')} step ${i + 1}`).join('\n')}\n`;

test('a problem one rule gives on three entries or more is grouped once, with its shared text', () => {
  const v = timelineView(analyze(zoneless(4)));
  assert.deepEqual(v.groups?.map((g) => [g.rule, g.message, g.lines, g.fixable, g.fixTitle]), [
    ['timezone-missing', 'No time zone, and the document declares none. Expected a zone such as UTC.', [4, 5, 6, 7], 4, 'Append UTC to all 4'],
  ], 'its fix is not safe, but it is the same edit on every entry: the fix-all appends UTC to all');
  for (const e of v.entries) {
    assert.deepEqual(e.problems.map((p) => [p.rule, p.grouped]), [['timezone-missing', true]]);
    assert.match(e.problems[0]!.message, /^4 timeline times, from 09:10 on, have no time zone/, 'one finding for the run, on each of its entries');
  }
  // Below three, nothing is grouped.
  const two = timelineView(analyze(zoneless(2)));
  assert.equal(two.groups, undefined);
  assert.ok(two.entries.every((e) => e.problems.every((p) => p.grouped === undefined)));
});

test('a grouped problem with safe fixes carries the fix-all title, in the document\'s language', () => {
  const pst = (lang: 'en' | 'fr') => `---\ntype: postmortem\ndate: 2024-01-12\n---\n\n# ${lang === 'en' ? 'Queue outage' : 'Panne de la file d\'attente'}\n\n## ${lang === 'en' ? 'Timeline' : 'Chronologie'}\n\n`
    + (lang === 'en' ? '- 09:05 PST deploy started\n- 09:12 PST queue alert\n- 09:20 PST rollback started\n' : '- 09:05 PST début du déploiement\n- 09:12 PST alerte sur la file\n- 09:20 PST retour arrière lancé\n');
  const en = timelineView(analyze(pst('en'))).groups?.find((g) => g.rule === 'timezone-not-utc');
  // Each conversion has its own title ("Convert to 17:05 UTC"): the generic one.
  assert.deepEqual(en && [en.message, en.fixable, en.fixTitle], ['Times in PST; timeline times should be in UTC.', 3, 'Fix all 3']);
  const fr = timelineView(analyze(pst('fr'))).groups?.find((g) => g.rule === 'timezone-not-utc');
  assert.deepEqual(fr && [fr.message, fr.fixTitle], ['Heures en PST ; les heures de la chronologie doivent être en UTC.', 'Corriger les 3']);
  // The same fix title on every finding: "<title> to all N".
  const same = analyze(`# Outage on 2024-03-14\n\n## Timeline (UTC)\n\n- 17:40pm a\n- 17:40pm b\n- 17:40pm c\n`);
  assert.equal(timelineView(same).groups?.find((g) => g.rule === 'time-format')?.fixTitle, 'Change to 17:40 to all 3');
});
