/**
 * The accuracy scorer (scripts/eval.ts) on a tiny corpus of its own: test/fixtures/eval/corpus holds
 * one short postmortem and one blank form, test/fixtures/eval/truth their truth. No real corpus needed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { evaluate, formatText, loadTruth, type Truth } from '../../scripts/eval.js';

const DIR = join('test', 'fixtures', 'eval');
const CORPUS = join(DIR, 'corpus');
const TRUTH = join(DIR, 'truth');
const NOW = Date.parse('2025-01-01T00:00:00Z');

test('findings, defects and entries are counted against the truth', () => {
  const r = evaluate(loadTruth(TRUTH), CORPUS, NOW);
  assert.equal(r.documents, 2);
  // The missing corrective actions are found (a document-level defect matches a finding on any line);
  // the declared CEST zone is style, reported as an info, which is not scored; the blank form's findings are all wrong.
  assert.deepEqual(r.overall, { findings: 5, right: 1, wrong: 4, precision: 0.2, defects: 2, found: 1, recall: 0.5 });
  const rule = (id: string) => r.rules.find((x) => x.rule === id);
  assert.deepEqual(rule('required-section'), { rule: 'required-section', findings: 2, right: 1, wrong: 1, precision: 0.5, defects: 1, found: 1, recall: 1 });
  assert.equal(rule('timezone-not-utc'), undefined);
  // Blame wording is an info: not scored, so its defect is missed.
  assert.deepEqual(rule('blameless-language'), { rule: 'blameless-language', findings: 0, right: 0, wrong: 0, precision: null, defects: 1, found: 0, recall: 0 });
  assert.deepEqual(r.missedDefects.map((m) => `${m.file}:${m.rule}`), ['team/queue-backlog.md:blameless-language']);
  assert.deepEqual(r.wrongFindings.filter((f) => f.file === 'team/queue-backlog.md').map((f) => `${f.line} ${f.rule}`), []);

  // Two of three entries read; the one read with an instant has it right; the prose line is missed.
  assert.deepEqual(r.entries, { total: 3, read: 2, withInstant: 1, instantsRight: 1, extra: 0 });
  assert.deepEqual(r.entryProblems, [{ file: 'team/queue-backlog.md', line: 17, kind: 'missed', expected: '2024-05-06T08:30:00Z', got: null }]);
  assert.deepEqual(r.sections, { total: 3, found: 3 });

  const doc = r.perDocument.find((d) => d.file === 'team/queue-backlog.md')!;
  assert.deepEqual([doc.right, doc.wrong, doc.found, doc.defects, doc.entriesRead, doc.entries], [1, 0, 1, 2, 2, 3]);
  const form = r.perDocument.find((d) => d.file === 'team/blank-form.md')!;
  assert.deepEqual([form.postmortem, form.right, form.wrong], [false, 0, 4]);
});

test('a finding matches a defect of its rule within one line', () => {
  // The blank form, scored as a postmortem: its section-empty finding is on line 3.
  const base = loadTruth(TRUTH).filter((t) => t.file === 'team/blank-form.md').map((t) => ({ ...t, postmortem: true }));
  const withDefect = (lines: number[] | null): Truth[] => base.map((t) => ({ ...t, defects: [{ rule: 'section-empty', lines, why: 'an empty section placed near the finding' }] }));
  const near = evaluate(withDefect([2]), CORPUS, NOW);
  assert.equal(near.rules.find((x) => x.rule === 'section-empty')!.right, 1);
  const far = evaluate(withDefect([1]), CORPUS, NOW);
  assert.equal(far.rules.find((x) => x.rule === 'section-empty')!.right, 0);
  assert.equal(far.missedDefects.length, 1);
  // A finding of another rule never matches.
  const other = evaluate(base.map((t) => ({ ...t, defects: [{ rule: 'timeline-order', lines: [3], why: 'another rule' }] })), CORPUS, NOW);
  assert.equal(other.overall.right, 0);
});

test('several entries on one line are compared in order, one truth entry each', () => {
  // One table cell holds three entries separated by <br>; the truth lists its line three times.
  const dir = join('test', 'fixtures', 'eval-cells');
  const truths = loadTruth(join(dir, 'truth'));
  const r = evaluate(truths, join(dir, 'corpus'), NOW);
  assert.deepEqual(r.entries, { total: 5, read: 5, withInstant: 5, instantsRight: 5, extra: 0 });
  assert.deepEqual(r.entryProblems, []);
  // Listed only once, the line's two other entries are extra, and the one listed is its first.
  const once = truths.map((t) => ({ ...t, entries: t.entries.filter((e, i) => e.line !== 8 || i === 1) }));
  const r1 = evaluate(once, join(dir, 'corpus'), NOW);
  assert.deepEqual(r1.entries, { total: 3, read: 3, withInstant: 3, instantsRight: 3, extra: 2 });
  assert.deepEqual(r1.entryProblems.map((p) => `${p.line} ${p.kind} ${p.got}`), ['8 extra 2024-09-02T08:25:00Z', '8 extra 2024-09-02T08:31:00Z']);
});

test('a truth file whose document is not in the corpus is reported, not scored', () => {
  const r = evaluate([{ file: 'team/absent.md', language: 'en', postmortem: true, sections: { impact: null, rootCause: null, correctiveActions: null, timeline: null }, entries: [{ line: 1, utc: null }], defects: [] }], CORPUS, NOW);
  assert.equal(r.perDocument[0]!.missing, true);
  assert.equal(r.entries.total, 0);
  assert.match(formatText(r), /team\/absent\.md: not in the corpus/);
});

test('text, verbose and JSON output; a missing corpus is one sentence and exit 0', () => {
  const run = (...args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', 'scripts/eval.ts', ...args], { encoding: 'utf8' });
  const text = run('--corpus', CORPUS, '--truth', TRUTH, '--verbose');
  assert.match(text, /^overall +5 +1 +4 +20% +2 +1 +50%$/m);
  assert.match(text, /timeline entries read: 2\/3 \(67%\); instants right to the minute: 1\/1 \(100%\)/);
  assert.match(text, /team\/queue-backlog\.md:9 blameless-language /);
  assert.match(text, /team\/queue-backlog\.md:17 missed \(2024-05-06T08:30:00Z\)/);
  const json = JSON.parse(run('--corpus', CORPUS, '--truth', TRUTH, '--json')) as { overall: { right: number }; entries: { read: number } };
  assert.equal(json.overall.right, 1);
  assert.equal(json.entries.read, 2);
  const missing = run('--corpus', join(DIR, 'no-such-folder'));
  assert.equal(missing.trim().split('\n').length, 1);
  assert.match(missing, /^No corpus at .*no-such-folder/);
});
