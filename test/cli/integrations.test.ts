/**
 * action.yml, run step by step as a GitHub runner runs a composite action (bash -eo pipefail, the
 * step's env and working directory, GITHUB_OUTPUT), and the pre-commit hook definitions.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { parse } from 'yaml';
import { SARIF_SCHEMA, compileSchema } from './schema-check.js';

interface Step { name: string; id?: string; shell: string; run: string; env?: Record<string, string>; 'working-directory'?: string }
interface Action { inputs: Record<string, { default: string }>; outputs: Record<string, { value: string }>; runs: { using: string; steps: Step[] } }

const ROOT = resolve('.');
const action = parse(readFileSync('action.yml', 'utf8')) as Action;

/** `${{ github.action_path }}` and `${{ inputs.x }}` as the runner expands them. */
function expand(s: string, inputs: Record<string, string>): string {
  return s.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, expr: string) => {
    if (expr === 'github.action_path') return ROOT;
    if (expr.startsWith('inputs.')) return inputs[expr.slice(7)] ?? '';
    throw new Error(`unexpected expression ${expr}`);
  });
}

function runAction(workspace: string, given: Record<string, string>) {
  const inputs = Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, given[k] ?? v.default]));
  const output = join(mkdtempSync(join(tmpdir(), 'pm-gh-')), 'output');
  writeFileSync(output, '');
  let stdout = '';
  for (const step of action.runs.steps) {
    assert.equal(step.shell, 'bash');
    const env = { ...process.env, GITHUB_OUTPUT: output, ...Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expand(v, inputs)])) };
    const cwd = step['working-directory'] ? expand(step['working-directory'], inputs) : workspace;
    const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', expand(step.run, inputs)], { cwd, env, encoding: 'utf8', timeout: 120_000 });
    stdout += r.stdout;
    if (r.status !== 0) return { failedStep: step.name, status: r.status, stdout, stderr: r.stderr, output: readFileSync(output, 'utf8') };
  }
  return { status: 0, stdout, stderr: '', output: readFileSync(output, 'utf8') };
}

function workspace(doc: string): string {
  const d = mkdtempSync(join(tmpdir(), 'pm-ws-'));
  mkdirSync(join(d, 'incidents', 'db team'), { recursive: true });
  writeFileSync(join(d, 'incidents', 'db team', 'replica lag.md'), doc);
  // Three lines about an incident, no section of a postmortem: linted as one, it has warnings (a shorter
  // README would be a stub, on which only what is wrong in any text is reported).
  writeFileSync(join(d, 'README.md'), '# Cache notes\n\nThe cache was cold after the deploy.\n\nRequests were slow.\n\nWe warmed it by hand.\n');
  return d;
}

const CLEAN = '# Replica lag on 2024-08-20\n\n## Impact\n\nReads were stale for a while.\n\n## Root cause\n\nA long vacuum held a lock.\n\n## Corrective actions\n\n- Schedule vacuum off-peak (@dba, OPS-12)\n\n## Timeline (UTC)\n\n- 08:00 lag alert fires\n- 08:20 vacuum cancelled\n- 08:30 lag back to zero\n';

test('action.yml: a composite action whose steps lint, write valid SARIF, annotate and set the output', () => {
  assert.equal(action.runs.using, 'composite');
  const d = workspace(CLEAN.replace('held a lock.', 'held a lock from 19:50pm UTC.'));
  const r = runAction(d, { paths: 'incidents' });
  assert.equal(r.status, 1, `fails on errors: ${r.stderr}`);
  assert.equal(r.failedStep, 'Lint postmortems');
  const sarif = JSON.parse(readFileSync(join(d, 'postmortem.sarif'), 'utf8'));
  const validate = compileSchema(SARIF_SCHEMA);
  assert.ok(validate(sarif), JSON.stringify(validate.errors));
  assert.deepEqual(sarif.runs[0].results.map((x: { ruleId: string }) => x.ruleId), ['time-format']);
  assert.match(r.stdout, /^::error file=incidents\/db team\/replica lag\.md,line=9,/m);
  assert.match(r.output, /^sarif-file=postmortem\.sarif$/m);
});

test('action.yml: a clean run passes; max-warnings and several paths (with spaces) are passed through', () => {
  const d = workspace(CLEAN);
  const ok = runAction(d, { paths: 'incidents/db team/replica lag.md\nREADME.md\n', 'sarif-file': 'out.sarif', annotations: 'false' });
  const sarif = JSON.parse(readFileSync(join(d, 'out.sarif'), 'utf8'));
  assert.deepEqual(sarif.runs[0].results.map((x: { ruleId: string }) => x.ruleId).sort(), ['incident-date', 'required-section', 'timeline-missing'], 'README.md linted too');
  assert.equal(ok.status, 0, ok.stderr);
  assert.equal(ok.stdout, '', 'no annotations when turned off');
  const strict = runAction(d, { paths: '**/*.md', 'max-warnings': '0' });
  assert.equal(strict.status, 1, 'the README has warnings');
  assert.match(strict.stderr, /too many warnings/);
});

test('.pre-commit-hooks.yaml: each hook runs the package\'s bin on the files pre-commit passes', () => {
  const hooks = parse(readFileSync('.pre-commit-hooks.yaml', 'utf8')) as { id: string; entry: string; language: string; types_or: string[] }[];
  const bin = JSON.parse(readFileSync('package.json', 'utf8')).bin as Record<string, string>;
  assert.deepEqual(hooks.map((h) => h.id), ['postmortem-lint', 'postmortem-fix']);
  const d = workspace(CLEAN.replace('held a lock.', 'held a lock from 19:50pm UTC.'));
  for (const h of hooks) {
    assert.equal(h.language, 'node');
    assert.deepEqual(h.types_or, ['markdown']);
    const [cmd, ...args] = h.entry.split(' ');
    assert.ok(bin[cmd!], `${cmd} is a bin of the package`);
    const r = spawnSync(process.execPath, [resolve(bin[cmd!]!), ...args, 'incidents/db team/replica lag.md'], { cwd: d, encoding: 'utf8' });
    assert.equal(r.status, h.id === 'postmortem-fix' ? 0 : 1, h.id + r.stderr);
  }
  assert.match(readFileSync(join(d, 'incidents', 'db team', 'replica lag.md'), 'utf8'), /held a lock from 19:50 UTC\./, 'the fix hook fixed the file');
});
