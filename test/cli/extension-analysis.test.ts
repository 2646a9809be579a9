/**
 * The extension host's analysis (client/src/analysis.ts: the Incidents view and the language-model
 * tools) against the CLI on the same documents: the same summaries as `postmortem report`, the same
 * metrics as `postmortem inspect`, the same lint text and timeline text, and fixes that leave nothing
 * safe to fix.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli, inspect } from './helpers.js';
import { collect } from '../../server/src/report/collect.js';
import { applyEdits } from '../../server/src/core/fix.js';
import { analyzeText, configFor, fixPlan, fixSummary, incidentNode, lintReport, pathMatches, summarizeText, timelineText } from '../../client/src/analysis.js';

const REPORT = fileURLToPath(new URL('../fixtures/report/', import.meta.url));
const files = readdirSync(REPORT).flatMap((d) => readdirSync(join(REPORT, d)).filter((f) => f.endsWith('.md')).map((f) => join(REPORT, d, f)));
const config = configFor({}, undefined);

test('the Incidents view summarises each fixture as `postmortem report` does', () => {
  const cli = collect([REPORT]);
  let compared = 0;
  for (const s of cli.incidents) {
    // The report lists every file it is given; the view only postmortems (the language server's rule).
    const ours = summarizeText(s.path, readFileSync(s.path, 'utf8'), config, false);
    if (!ours) { assert.match(s.path, /notes-without-date/); continue; }
    assert.deepEqual(ours.summary, s);
    compared++;
  }
  assert.ok(compared >= 4, `compared ${compared}`);
});

test('the view\'s metrics and their lines are those of `postmortem inspect`', () => {
  const labels = { timeToDetect: 'TTD', timeToMitigate: 'TTM', timeToResolve: 'TTR', impact: 'Impact' } as const;
  let metrics = 0;
  for (const file of files) {
    const ours = summarizeText(file, readFileSync(file, 'utf8'), config, false);
    if (!ours) continue;
    const m = (inspect(file) as unknown as { metrics: Record<string, { minutes: number; to: string } | null> & { milestones: Record<string, { line: number }> } }).metrics;
    const node = incidentNode(ours, 'x.md');
    for (const k of Object.keys(labels) as (keyof typeof labels)[]) {
      const item = node.children!.find((c) => c.kind === 'metric' && c.label.startsWith(`${labels[k]} `));
      assert.equal(ours.summary.metrics[k], m[k]?.minutes ?? null, `${file} ${k}`);
      assert.equal(item !== undefined, m[k] != null, `${file}: a ${k} item exactly when inspect has the metric`);
      if (item && m[k]) {
        metrics++;
        // The item opens the line of the milestone the metric ends at (inspect's lines are 1-based).
        assert.equal(item.line + 1, m.milestones[m[k].to]!.line, `${file} ${k} line`);
      }
    }
    const open = ours.summary.actions.filter((a) => a.status !== 'done');
    assert.deepEqual(node.children!.filter((c) => c.kind === 'action').map((c) => c.line + 1), open.map((a) => a.line));
  }
  assert.ok(metrics >= 8, `metrics compared: ${metrics}`);
});

test('a document that is no postmortem has no item; the files setting makes one', () => {
  const text = '# Shopping list\n\nMilk, eggs.\n';
  assert.equal(summarizeText('list.md', text, config, false), undefined);
  assert.ok(summarizeText('list.md', text, config, true));
  assert.equal(pathMatches('file:///w/incidents/a.md', ['incidents/**'], ['/w']), true);
  assert.equal(pathMatches('file:///w/notes/a.md', ['incidents/**'], ['/w']), false);
});

test('a config file applies as the server applies it', () => {
  const text = files.map((f) => readFileSync(f, 'utf8')).find((t) => analyzeText(t, config).findings.length > 0)!;
  const rule = analyzeText(text, config).findings[0]?.rule;
  assert.ok(rule, 'the fixture has findings');
  const rc = { uri: 'file:///w/.postmortemrc.json', name: '.postmortemrc.json', text: `{ "rules": { "${rule}": "off" } }` };
  assert.equal(analyzeText(text, configFor({}, rc)).findings.filter((f) => f.rule === rule).length, 0);
  // Settings come first, the config file after them.
  assert.equal(analyzeText(text, configFor({ rules: { [rule]: 'off' } }, undefined)).findings.filter((f) => f.rule === rule).length, 0);
  const on = { ...rc, text: `{ "rules": { "${rule}": "warning" } }` };
  assert.ok(analyzeText(text, configFor({ rules: { [rule]: 'off' } }, on)).findings.some((f) => f.rule === rule));
});

test('postmortem_lint answers what `postmortem lint` prints, then the JSON diagnostics', () => {
  for (const file of files) {
    const result = analyzeText(readFileSync(file, 'utf8'), config);
    const { text, json } = lintReport(file, result);
    const cli = runCli(['lint', '--format', 'json', file]);
    const cliJson = JSON.parse(cli.stdout) as { files: { diagnostics: unknown[] }[] } | { diagnostics: unknown[] }[];
    const diags = Array.isArray(cliJson) ? cliJson[0]!.diagnostics : cliJson.files[0]!.diagnostics;
    assert.deepEqual((json as { diagnostics: unknown[] }).diagnostics, diags, file);
    if (result.findings.length) assert.equal(text, runCli(['lint', '--no-color', file]).stdout, file);
    else assert.match(text, /no problems/);
  }
});

test('postmortem_timeline answers what `postmortem timeline` prints', () => {
  for (const file of files) {
    assert.equal(timelineText(analyzeText(readFileSync(file, 'utf8'), config)), runCli(['timeline', file]).stdout, file);
  }
});

test('postmortem_fix: the safe fixes, listed, and nothing safe left after them', () => {
  const dir = fileURLToPath(new URL('../fixtures/rules/', import.meta.url));
  const text = readdirSync(dir).filter((f) => f.endsWith('.fires.md')).map((f) => readFileSync(join(dir, f), 'utf8'))
    .find((t) => fixPlan(analyzeText(t, config)).fixed.length > 1);
  assert.ok(text, 'a fixture with safe fixes');
  const plan = fixPlan(analyzeText(text, config));
  assert.ok(plan.fixed.length > 0 && plan.edits.length >= plan.fixed.length);
  const fixed = applyEdits(text, plan.edits).text;
  assert.notEqual(fixed, text);
  assert.equal(fixPlan(analyzeText(fixed, config)).edits.length, 0);
  const summary = fixSummary('a.md', plan);
  assert.match(summary, new RegExp(`^a\\.md: fixed ${plan.fixed.length} problem`));
  for (const f of plan.fixed) assert.ok(summary.includes(`line ${f.line} ${f.rule}: `));
  assert.match(fixSummary('a.md', fixPlan(analyzeText(fixed, config))), /nothing safe to fix/);
});
