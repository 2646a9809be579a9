/**
 * CI outputs: SARIF checked against the SARIF 2.1.0 JSON schema (test/fixtures/sarif, from an npm
 * package), the JSON output against schemas/lint-output.v1.schema.json, and GitHub annotations.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { CLI } from './helpers.js';
import { SARIF_SCHEMA, compileSchema } from './schema-check.js';
import { JSON_OUTPUT_VERSION } from '../../server/src/cli/format.js';
const DOC = '# Payment retries on 2024-05-04\n\nRetries began at 13:40pm UTC.\n\n## Timeline\n\n- 13:40 UTC retries begin\n- 13:10 UTC alert\n';

function run(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [resolve(CLI), ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A checkout with awkward file names: a space, a `#`, a percent sign and non-ASCII letters. */
function checkout(): string {
  const d = mkdtempSync(join(tmpdir(), 'pm-ci-'));
  mkdirSync(join(d, 'post mortems', 'q#2'), { recursive: true });
  writeFileSync(join(d, 'post mortems', 'q#2', 'payments 100%.md'), DOC);
  writeFileSync(join(d, 'post mortems', 'réseau.md'), DOC);
  return d;
}

test('the SARIF schema is the copy from the npm package, unchanged', () => {
  assert.equal(createHash('sha256').update(readFileSync(SARIF_SCHEMA)).digest('hex'), '2d99159ae54a3eea97f81781cff48780548657c35949f4b7f25e99a2ba4de4f8');
});

test('SARIF is valid 2.1.0 for paths with spaces, # and %, with encoded repository-relative URIs', () => {
  const d = checkout();
  const validate = compileSchema(SARIF_SCHEMA);
  for (const args of [['post mortems'], [join(d, 'post mortems')]]) {
    const r = run(['lint', '--format', 'sarif', ...args], d);
    assert.equal(r.code, 1, r.stderr);
    const log = JSON.parse(r.stdout);
    assert.ok(validate(log), JSON.stringify(validate.errors, null, 2));
    const uris = log.runs[0].results.map((x: { locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId: string } } }[] }) => x.locations[0]!.physicalLocation.artifactLocation);
    assert.ok(uris.some((u: { uri: string }) => u.uri === 'post%20mortems/q%232/payments%20100%25.md'), JSON.stringify(uris));
    assert.ok(uris.some((u: { uri: string }) => u.uri === 'post%20mortems/r%C3%A9seau.md'), JSON.stringify(uris));
    assert.ok(uris.every((u: { uriBaseId: string }) => u.uriBaseId === '%SRCROOT%'));
    assert.equal(new URL(log.runs[0].originalUriBaseIds['%SRCROOT%'].uri).pathname.replace(/\/$/, ''), new URL(`file://${d}`).pathname);
  }
  // A file outside the working directory: an absolute file URL, still valid.
  const elsewhere = run(['lint', '--format', 'sarif', join(d, 'post mortems', 'q#2', 'payments 100%.md')], mkdtempSync(join(tmpdir(), 'pm-ci-cwd-')));
  const log = JSON.parse(elsewhere.stdout);
  assert.ok(validate(log), JSON.stringify(validate.errors));
  const uri = log.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri as string;
  assert.match(uri, /^file:\/\/\/.*post%20mortems\/q%232\/payments%20100%25\.md$/);
});

test('SARIF: ruleIndex points at the rule, rules carry help and helpUri, fingerprints survive moved lines', () => {
  const d = checkout();
  const f = join(d, 'post mortems', 'réseau.md');
  const first = JSON.parse(run(['lint', '--format', 'sarif', f], d).stdout).runs[0];
  for (const r of first.results) {
    assert.equal(first.tool.driver.rules[r.ruleIndex].id, r.ruleId);
    assert.match(r.partialFingerprints['postmortem/v1'], /^[0-9a-f]{32}:\d+$/);
  }
  for (const rule of first.tool.driver.rules) {
    assert.ok(rule.help.text.length > 20 && rule.help.markdown.includes(rule.helpUri), rule.id);
    assert.match(rule.helpUri, new RegExp(`#${rule.id}$`));
  }
  const prints = (run: { results: { ruleId: string; partialFingerprints: Record<string, string> }[] }) => run.results.map((r) => `${r.ruleId} ${r.partialFingerprints['postmortem/v1']}`).sort();
  assert.equal(new Set(prints(first)).size, first.results.length, 'each result has its own fingerprint');
  // Three lines inserted above: every line number changes, no fingerprint does.
  writeFileSync(f, DOC.replace('\n\n', '\n\nA paragraph added later.\n\nAnother one.\n\n'));
  const moved = JSON.parse(run(['lint', '--format', 'sarif', f], d).stdout).runs[0];
  assert.notDeepEqual(moved.results.map((r: { locations: { physicalLocation: { region: { startLine: number } } }[] }) => r.locations[0]!.physicalLocation.region.startLine), first.results.map((r: { locations: { physicalLocation: { region: { startLine: number } } }[] }) => r.locations[0]!.physicalLocation.region.startLine));
  assert.deepEqual(prints(moved), prints(first));
});

test('--format json matches the documented version 1 schema', () => {
  const d = checkout();
  const file = `schemas/lint-output.v${JSON_OUTPUT_VERSION}.schema.json`;
  assert.match(JSON.parse(readFileSync(file, 'utf8')).title, new RegExp(`version ${JSON_OUTPUT_VERSION}$`));
  const validate = compileSchema(file);
  const r = run(['lint', '--format', 'json', '.'], d);
  const out = JSON.parse(r.stdout);
  assert.equal(out.length, 2);
  assert.ok(validate(out), JSON.stringify(validate.errors));
  assert.ok(!validate([{ path: 'a.md', diagnostics: [{ rule: 'x', severity: 'fatal' }] }]), 'the schema is not a rubber stamp');
});

test('--format github writes one workflow command per finding, escaped, relative to the checkout', () => {
  const d = checkout();
  const r = run(['lint', '--format', 'github', 'post mortems/q#2'], d);
  assert.equal(r.code, 1);
  const lines = r.stdout.trimEnd().split('\n');
  assert.ok(lines.length >= 3 && lines.every((l) => /^::(error|warning|notice) file=[^,]+,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=[^:]+::/.test(l)), r.stdout);
  assert.ok(lines.includes('::error file=post mortems/q#2/payments 100%25.md,line=3,col=18,endLine=3,endColumn=25,title=postmortem time-format::13:40pm is not a valid time: a 24-hour time takes no am/pm. Expected 13:40.'), r.stdout);
  assert.ok(lines.some((l) => l.startsWith('::warning ') && l.includes('title=postmortem timeline-order')), r.stdout);
  assert.ok(lines.some((l) => l.startsWith('::notice ')) || !lines.some((l) => / info /.test(l)));
});
