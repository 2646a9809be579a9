/**
 * Configuration from one source: the shipped JSON schema is what the CLI and the language server
 * validate with (ajv), config files may be .postmortemrc.json, .postmortemrc.jsonc or .postmortemrc
 * (JSON with comments), and error positions come from the parsed file.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { DEFAULT_CONFIG, mergeConfig } from '../../server/src/core/config.js';
import { RULE_IDS } from '../../server/src/core/rules/index.js';
import { readRcFile } from '../../server/src/lsp/settings.js';
import { runCli } from './helpers.js';

const require = createRequire(import.meta.url);
type AjvClass = typeof import('ajv').Ajv;
const { Ajv } = require('ajv') as { Ajv: AjvClass };
const tmp = () => mkdtempSync(join(tmpdir(), 'pm-config-'));

/** The shipped schema, compiled afresh (not the generated validator): what VS Code checks the file with. */
function shippedSchema() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  return ajv.compile(JSON.parse(readFileSync('schemas/postmortemrc.schema.json', 'utf8')));
}

const SAMPLES: unknown[] = [
  {}, { rules: { 'time-format': 'hint' } }, { rules: { 'timeline-order': ['error', { dateless: true }] } }, { rules: { 'action-item': ['info'] } },
  { rules: { 'action-item': ['loud'] } }, { rules: { 'weekday-mismatch': ['warning', 3] } }, { rules: { 'no-such-rule': 'off' } },
  { rules: { 'time-format': ['error', {}, 'extra'] } }, { timezone: 'Europe/Paris' }, { timezone: { policy: 'explicit', local: '' } },
  { timezone: { policy: 'sometimes' } }, { timezone: { default: '' } }, { timezone: 7 }, { requiredSections: ['impact', 'impact'] },
  { requiredSections: ['other'] }, { sectionNames: { impact: ['Blast radius'] } }, { sectionNames: { impact: [' '] } }, { locale: 'de' },
  { files: ['**/*.md'], ignores: ['drafts/**'] }, { ignores: 'drafts' }, { surprise: true }, [], 'text',
];

test('the CLI and language server accept exactly what the shipped schema accepts', () => {
  const validate = shippedSchema();
  for (const sample of SAMPLES) {
    const { errors } = mergeConfig(DEFAULT_CONFIG, sample, RULE_IDS);
    assert.equal(errors.length === 0, validate(sample), `${JSON.stringify(sample)}: ours ${errors.map((e) => e.message).join('; ') || 'valid'}, schema ${JSON.stringify(validate.errors?.[0] ?? 'valid')}`);
  }
  // Beyond a schema: zones that do not exist.
  assert.equal(mergeConfig(DEFAULT_CONFIG, { timezone: { local: 'Atlantis/Harbour' } }, RULE_IDS).errors[0]?.key, 'timezone.local');
});

test('errors name the key and what it takes; valid keys still apply', () => {
  const { config, errors } = mergeConfig(DEFAULT_CONFIG, { timezone: { policy: 'sometimes', local: 'Europe/Paris' }, rules: { 'action-item': ['loud'], 'time-format': 'off' }, extra: 1 }, RULE_IDS);
  assert.deepEqual(errors.map((e) => e.key).sort(), ['extra', 'rules.action-item', 'timezone.policy']);
  // The value itself is not quoted: the position points at it (and a file may not be a config at all).
  assert.match(errors.find((e) => e.key === 'timezone.policy')!.message, /^"timezone\.policy" must be utc-only, explicit or any$/);
  assert.match(errors.find((e) => e.key === 'extra')!.message, /unknown configuration key "extra"/);
  assert.equal(config.timezone.local, 'Europe/Paris');
  assert.equal(config.timezone.policy, 'utc-only');
  assert.equal(config.rules['time-format'], 'off');
  assert.equal(config.rules['action-item'], undefined);
});

test('the VS Code settings schema takes [severity, options] for a rule', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const ajv = new Ajv({ strict: false });
  const rules = ajv.compile(pkg.contributes.configuration.properties['postmortem.rules']);
  assert.ok(rules({ 'timeline-order': ['error', { dateless: true }], 'time-format': 'hint' }), JSON.stringify(rules.errors));
  assert.ok(!rules({ 'timeline-order': ['loud'] }));
  assert.ok(!rules({ 'no-such-rule': 'off' }));
});

test('.postmortemrc.jsonc and .postmortemrc are read, with comments and trailing commas', () => {
  for (const name of ['.postmortemrc.jsonc', '.postmortemrc', '.postmortemrc.json']) {
    const d = tmp();
    writeFileSync(join(d, name), '{\n  // a comment\n  "rules": { "time-format": "off", },\n  /* another */\n}\n');
    writeFileSync(join(d, 'a.md'), '# Outage on 2024-01-01\n\nFrom 17:20pm UTC.\n');
    const r = runCli(['lint', join(d, 'a.md')]);
    assert.equal(r.code, 0, `${name}: ${r.stderr}`);
    assert.doesNotMatch(r.stdout, /time-format/, name);
  }
});

test('an error is placed on its own key, not on an earlier string with the same name', () => {
  const d = tmp();
  const text = '{\n  "sectionNames": { "impact": ["local"] },\n  "timezone": {\n    "local": "Nowhere/Special"\n  }\n}\n';
  writeFileSync(join(d, '.postmortemrc.json'), text);
  writeFileSync(join(d, 'a.md'), '# Outage on 2024-01-01\n');
  const r = runCli(['lint', join(d, 'a.md')]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /\.postmortemrc\.json:4:14: configuration error in "timezone\.local": "timezone\.local" must be an IANA zone/);
  const rc = readRcFile(join(d, '.postmortemrc.json'), RULE_IDS);
  assert.deepEqual(rc.diagnostics.map((x) => x.range), [{ start: { line: 3, character: 13 }, end: { line: 3, character: 30 } }]);
  // An unknown key is marked on the key; a syntax error where it is.
  writeFileSync(join(d, '.postmortemrc.json'), '{\n  "rules": {},\n  "colour": "blue"\n}\n');
  assert.deepEqual(readRcFile(join(d, '.postmortemrc.json'), RULE_IDS).diagnostics[0]!.range, { start: { line: 2, character: 2 }, end: { line: 2, character: 10 } });
  writeFileSync(join(d, '.postmortemrc.json'), '{\n  "rules": {\n    "time-format" "off"\n  }\n}\n');
  const syntax = readRcFile(join(d, '.postmortemrc.json'), RULE_IDS).diagnostics[0]!;
  assert.equal(syntax.range.start.line, 2);
  assert.match(syntax.message, /is not valid JSON \(ColonExpected\)/);
  const cli = runCli(['lint', join(d, 'a.md')]);
  assert.match(cli.stderr, /\.postmortemrc\.json:3:19 is not valid JSON: ColonExpected/);
});

test('"ignores" in a config file skips files relative to that file\'s folder', () => {
  const d = tmp();
  mkdirSync(join(d, 'drafts'));
  writeFileSync(join(d, '.postmortemrc.json'), JSON.stringify({ ignores: ['drafts/', 'old-*.md'] }));
  for (const f of ['drafts/wip.md', 'old-2019.md', 'kept.md']) writeFileSync(join(d, f), '# Outage on 2024-01-01\n\nFrom 17:20pm UTC.\n');
  const r = runCli(['lint', '--format', 'json', d]);
  assert.deepEqual((JSON.parse(r.stdout) as { path: string }[]).map((x) => x.path.slice(d.length + 1)), ['kept.md']);
  const all = runCli(['lint', '--format', 'json', '--no-ignore', d]);
  assert.equal((JSON.parse(all.stdout) as unknown[]).length, 3);
});

test('zones: offsets up to ±14:00 with minutes below 60, IANA zones that Luxon knows', () => {
  const bad = (zone: string) => mergeConfig(DEFAULT_CONFIG, { timezone: { default: zone } }, RULE_IDS).errors.map((e) => e.key);
  for (const zone of ['+99:99', '+14:30', '-15:00', '+05:60', '+0560', 'Nowhere/Special', 'UTC+', '+5:30']) assert.deepEqual(bad(zone), ['timezone.default'], zone);
  for (const zone of ['UTC', 'Z', 'gmt', '+05:30', '-0330', '+14:00', '-12:00', 'Europe/Paris', 'America/Argentina/Buenos_Aires']) assert.deepEqual(bad(zone), [], zone);
  const { errors } = mergeConfig(DEFAULT_CONFIG, { timezone: '+99:99' }, RULE_IDS);
  assert.equal(errors[0]?.message, '"timezone" must be an IANA zone such as "UTC" or "Europe/Paris", or an offset from UTC between -14:00 and +14:00');
});

test('a config nested thousands of levels deep is one clear error with its position; the file is still linted', () => {
  const d = tmp();
  writeFileSync(join(d, '.postmortemrc.json'), `{\n  "rules": { "time-format": ["error", ${'['.repeat(20000)}${']'.repeat(20000)}] }\n}\n`);
  writeFileSync(join(d, 'a.md'), '# Outage on 2024-01-01\n\nFrom 17:20pm UTC.\n');
  const r = runCli(['lint', join(d, 'a.md')]);
  assert.equal(r.code, 2);
  assert.equal(r.stderr, `postmortem: ${join(d, '.postmortemrc.json')}:2:100 nested more than 64 levels deep\n`);
  assert.match(r.stdout, /a\.md:3:\d+ error time-format/);
  // Brackets inside strings and comments do not count.
  writeFileSync(join(d, '.postmortemrc.json'), `{ // ${'['.repeat(100)}\n "files": ["${'{'.repeat(100)}"] }`);
  assert.equal(runCli(['lint', join(d, 'a.md')]).code, 1);
  // The language server reads the same way.
  writeFileSync(join(d, '.postmortemrc.json'), '['.repeat(5000));
  assert.match(readRcFile(join(d, '.postmortemrc.json'), RULE_IDS).diagnostics[0]!.message, /nested more than 64 levels deep/);
});

test('config errors never print the file\'s text (a config linked to another file)', () => {
  const d = tmp();
  const secret = 'correct horse battery staple';
  writeFileSync(join(d, 'a.md'), '# Outage on 2024-01-01\n');
  for (const content of [`"${secret}"`, `[${JSON.stringify(secret)}]`, `${secret}\n`, `{"timezone": "${secret}"}`, `{"locale": ["${secret}"]}`, `{"${secret}": 1}`]) {
    const other = join(d, 'notes.txt');
    writeFileSync(other, content);
    const sub = mkdtempSync(join(d, 'sub-'));
    writeFileSync(join(sub, 'a.md'), '# Outage on 2024-01-01\n');
    symlinkSync(other, join(sub, '.postmortemrc.json'));
    const r = runCli(['lint', join(sub, 'a.md')]);
    assert.equal(r.code, 2, content);
    assert.match(r.stderr, new RegExp(`^postmortem: ${join(sub, '.postmortemrc.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+`), r.stderr);
    // An unknown key is named: that is the problem itself. Nothing else of the file is shown.
    if (!content.startsWith(`{"${secret}"`)) assert.ok(!r.stderr.includes('horse'), r.stderr);
  }
});
