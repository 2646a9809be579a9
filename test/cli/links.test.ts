/**
 * Rule links lead somewhere: every CLI format, the library and the language server link the
 * docs/rules.md of the installed package (a file that exists wherever the tool runs), with an anchor
 * per rule; that file is in the .vsix and the npm package, with a heading for every rule.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { globSync } from 'tinyglobby';
import { RULES } from '../../server/src/core/rules/index.js';
import { RULES_DOC_URL, ruleDocUrl, shippedRulesDoc } from '../../server/src/docs-links.js';
import { runCli } from './helpers.js';

const headings = new Set([...readFileSync('docs/rules.md', 'utf8').matchAll(/^## (\S+)$/gm)].map((m) => m[1]));

test('docs/rules.md has an anchor for every rule, and every surface links that page', () => {
  for (const r of RULES) assert.ok(headings.has(r.id), `docs/rules.md has "## ${r.id}"`);
  assert.equal(ruleDocUrl('time-format'), `${RULES_DOC_URL}#time-format`);
  const json = JSON.parse(runCli(['lint', '--format', 'json', 'test/fixtures/integrations/broken.md']).stdout);
  for (const d of json[0].diagnostics) assert.equal(d.url, ruleDocUrl(d.rule));
  const sarif = JSON.parse(runCli(['lint', '--format', 'sarif', 'test/fixtures/integrations/broken.md']).stdout);
  for (const r of sarif.runs[0].tool.driver.rules) assert.equal(r.helpUri, ruleDocUrl(r.id));
});

test('the link is the docs/rules.md of the package the code runs from, and that file exists', () => {
  // The built CLI (server/out/cli-main.cjs) links the file it ships with.
  const json = JSON.parse(runCli(['lint', '--format', 'json', 'test/fixtures/integrations/broken.md']).stdout);
  const url = json[0].diagnostics[0].url as string;
  assert.match(url, /^file:\/\/.*\/docs\/rules\.md#[a-z-]+$/);
  assert.ok(existsSync(fileURLToPath(url.replace(/#.*/, ''))), url);
  assert.ok(existsSync(fileURLToPath(RULES_DOC_URL)), RULES_DOC_URL);
  for (const from of ['server/src/docs-links.ts', 'server/out/cli-main.cjs', 'server/out/lib/core-ABC.js']) {
    assert.equal(shippedRulesDoc(`file:///opt/x/server/y/node_modules/pm/${from}`), 'file:///opt/x/server/y/node_modules/pm/docs/rules.md', from);
  }
  assert.equal(shippedRulesDoc('file:///opt/app/dist/bundle.js'), undefined, 'outside the package layout');
  assert.equal(shippedRulesDoc('https://example.com/server/out/x.js'), undefined, 'not a file');
});

test('the file the language server links ships in the .vsix (.vscodeignore) and the npm package (files)', () => {
  // The language server runs from server/out/server.js and links ../../docs/rules.md from there.
  const target = fileURLToPath(new URL('../../docs/rules.md', new URL('../../server/out/server.js', import.meta.url)));
  assert.ok(existsSync(target));
  const allowed = readFileSync('.vscodeignore', 'utf8').split('\n').filter((l) => l.startsWith('!')).map((l) => l.slice(1).trim());
  const inVsix = globSync(allowed, { cwd: '.', dot: true, onlyFiles: true });
  assert.ok(inVsix.includes('docs/rules.md'), 'the .vsix ships docs/rules.md');
  assert.ok(inVsix.includes('server/out/server.js') || !existsSync('server/out/server.js'));
  const files = JSON.parse(readFileSync('package.json', 'utf8')).files as string[];
  assert.ok(files.includes('docs/rules.md'), 'the npm package ships docs/rules.md');
});
