/**
 * The npm package as a user gets it: packed (an allow-list of built files, no runtime
 * dependencies), installed offline into a fresh project, and used there as a CLI, as a typed
 * library, as a markdownlint custom rule (markdownlint and markdownlint-cli2) and as a unified plugin
 * (remark). Needs `npm run build` first, as every CLI test does; builds only the declarations.
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const ROOT = resolve('.');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const FIXTURES = join(ROOT, 'test', 'fixtures', 'integrations');
let project = '';
let listing: { path: string; size: number }[] = [];
let packed = { size: 0, unpackedSize: 0, entryCount: 0 };

function sh(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 180_000, env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

before(() => {
  const types = sh(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.lib.json'], ROOT);
  assert.equal(types.code, 0, types.stdout + types.stderr);
  const out = mkdtempSync(join(tmpdir(), 'pm-pack-'));
  const pack = sh(NPM, ['pack', '--json', '--ignore-scripts', '--pack-destination', out], ROOT);
  assert.equal(pack.code, 0, pack.stderr);
  const info = JSON.parse(pack.stdout)[0];
  listing = info.files;
  packed = info;
  project = mkdtempSync(join(tmpdir(), 'pm-consumer-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }));
  const install = sh(NPM, ['install', '--offline', '--no-package-lock', join(out, info.filename)], project);
  assert.equal(install.code, 0, install.stderr);
});

test('the tarball holds the built files only, every entry point it declares, and no runtime dependency', () => {
  const paths = listing.map((f) => f.path);
  for (const bad of [/^test\//, /^bench\//, /^\.ci\//, /\.map$/, /^server\/src\//, /^client\/src\//, /^node_modules\//]) {
    assert.deepEqual(paths.filter((p) => bad.test(p)), [], String(bad));
  }
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const targets = [pkg.main, pkg.types, ...Object.values(pkg.bin as Record<string, string>),
    ...Object.values(pkg.exports as Record<string, string | Record<string, string>>).flatMap((e) => (typeof e === 'string' ? [] : Object.values(e)))];
  for (const t of targets) assert.ok(paths.includes(t.replace(/^\.\//, '')), `${t} is in the tarball`);
  assert.deepEqual(pkg.dependencies ?? {}, {}, 'everything the code needs is bundled');
  for (const doc of ['docs/rules.md', 'docs/cli.md', 'schemas/postmortemrc.schema.json', 'schemas/lint-output.v1.schema.json']) assert.ok(paths.includes(doc), doc);
  // The MCP server (server/out/mcp.js) bundles its SDK and zod: about 0.4 MB of the packed size. Every entry point
  // bundles the analysis core with the words and messages of each language: German, Spanish, Portuguese, Italian
  // and Dutch added about 170 KB, Japanese, Chinese and Korean about 120 KB; the words read since (milestone phrasings,
  // section names, other pages' titles in ten languages) pass 2.5 MiB. Seven entry points each carry them.
  assert.ok(packed.size < 2.75 * 1024 * 1024, `packed size ${packed.size}`);
});

test('installed offline: `postmortem` and `postmortem-studio` run, with no dependency installed beside it', () => {
  for (const bin of ['postmortem', 'postmortem-studio']) {
    const v = sh(join(project, 'node_modules', '.bin', bin), ['--version'], project);
    assert.equal(v.stdout.trim(), JSON.parse(readFileSync('package.json', 'utf8')).version, bin + v.stderr);
  }
  cpSync(join(FIXTURES, 'broken.md'), join(project, 'broken.md'));
  const lint = sh(join(project, 'node_modules', '.bin', 'postmortem'), ['lint', 'broken.md'], project);
  assert.equal(lint.code, 1, lint.stderr);
  assert.match(lint.stdout, /broken\.md:3:22 error time-format/);
  assert.deepEqual(JSON.parse(sh(NPM, ['ls', '--all', '--json'], project).stdout).dependencies['postmortem-studio'].dependencies ?? {}, {});
});

test('the library entry: typed, and lints text with a configuration', () => {
  writeFileSync(join(project, 'use.ts'), [
    "import { lint, resolveConfig, type LintMessage } from 'postmortem-studio';",
    "const found: LintMessage[] = lint('# Outage on 2024-01-01\\n\\nFrom 17:20pm UTC.\\n', { rules: { 'required-section': 'off' } });",
    "const n: number = found.length;",
    "resolveConfig({ locale: 'fr' });",
    'export { n };',
  ].join('\n'));
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', strict: true, noEmit: true, types: [] }, files: ['use.ts'] }));
  const tsc = sh(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'], project);
  assert.equal(tsc.code, 0, tsc.stdout);
  writeFileSync(join(project, 'bad.ts'), "import { lint } from 'postmortem-studio';\nconst s: string = lint('x');\nexport { s };\n");
  const bad = sh(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '--module', 'NodeNext', '--moduleResolution', 'NodeNext', '--noEmit', '--strict', '--types', '', 'bad.ts'], project);
  assert.notEqual(bad.code, 0, 'the types are real: a wrong use fails');
  const run = sh(process.execPath, ['--input-type=module', '-e', `
    import { lint, resolveConfig } from 'postmortem-studio';
    const found = lint('# Outage on 2024-01-01\\n\\nFrom 17:20pm UTC.\\n', { rules: { 'required-section': 'off' } });
    console.log(JSON.stringify(found.map((f) => [f.rule, f.line, f.column])));
    try { resolveConfig({ locale: 'xx' }); } catch (e) { console.log(e.message); }`], project);
  assert.equal(run.code, 0, run.stderr);
  const [first, second] = run.stdout.trim().split('\n');
  assert.deepEqual(JSON.parse(first!), [['timeline-missing', 1, 1], ['time-format', 3, 6]]);
  assert.match(second!, /invalid postmortem configuration: "locale" must be auto or one of en, fr/);
});

test('markdownlint runs our findings as a custom rule, with fixes; markdownlint-cli2 loads it by package name', async () => {
  const { lint } = await import(pathToFileURL(join(ROOT, 'node_modules', 'markdownlint', 'lib', 'exports-sync.mjs')).href) as { lint: (o: unknown) => Record<string, { lineNumber: number; ruleNames: string[]; errorDetail: string; fixInfo?: unknown }[]> };
  const { applyFixes } = await import(pathToFileURL(join(ROOT, 'node_modules', 'markdownlint', 'lib', 'exports.mjs')).href) as { applyFixes: (text: string, errors: unknown[]) => string };
  const rule = (await import(pathToFileURL(join(project, 'node_modules', 'postmortem-studio', 'server', 'out', 'lib', 'markdownlint.js')).href)).default;
  const broken = readFileSync(join(FIXTURES, 'broken.md'), 'utf8');
  const results = lint({ strings: { broken, clean: readFileSync(join(FIXTURES, 'clean.md'), 'utf8') }, customRules: [rule], config: { default: false, postmortem: { minSeverity: 'warning' } } });
  assert.deepEqual(results['clean'], []);
  const errs = results['broken']!;
  assert.ok(errs.every((e) => e.ruleNames[0] === 'postmortem'));
  assert.deepEqual(errs.map((e) => [e.lineNumber, e.errorDetail.split(' ')[0]]), [[1, 'required-section'], [3, 'time-format'], [12, 'timeline-order']]);
  const fixed = applyFixes(broken, errs);
  assert.match(fixed, /from 18:05 UTC for most users/);

  // markdownlint-cli2, configured as its users do: the rule named by package, its options in "config".
  const d = mkdtempSync(join(project, 'cli2-'));
  mkdirSync(join(d, 'docs'));
  cpSync(join(FIXTURES, 'broken.md'), join(d, 'docs', 'broken.md'));
  cpSync(join(FIXTURES, 'clean.md'), join(d, 'docs', 'clean.md'));
  writeFileSync(join(d, '.markdownlint-cli2.jsonc'), JSON.stringify({ customRules: ['postmortem-studio/markdownlint'], config: { default: false, postmortem: { rules: { 'required-section': 'off' } } } }));
  const cli2 = sh(process.execPath, [join(ROOT, 'node_modules', 'markdownlint-cli2', 'markdownlint-cli2-bin.mjs'), 'docs/*.md'], d);
  const out = cli2.stdout + cli2.stderr;
  assert.equal(cli2.code, 1, out);
  assert.match(out, /docs\/broken\.md:3:22 (error )?postmortem\/postmortem-studio Postmortem checks .*\[time-format \(error\): 18:05pm is not a valid time/);
  assert.doesNotMatch(out, /clean\.md|required-section/);
});

test('remark runs the unified plugin: findings become vfile messages with rule ids, places and severities', async () => {
  const { remark } = await import(pathToFileURL(join(ROOT, 'node_modules', 'remark', 'index.js')).href) as { remark: () => { use: (p: unknown, o?: unknown) => { process: (f: unknown) => Promise<{ messages: { reason: string; ruleId: string; source: string; line: number; column: number; fatal?: boolean; url?: string; place: unknown }[] }> } } };
  const plugin = (await import(pathToFileURL(join(project, 'node_modules', 'postmortem-studio', 'server', 'out', 'lib', 'remark.js')).href)).default;
  const file = await remark().use(plugin, { rules: { 'required-section': 'warning' } }).process({ path: 'broken.md', value: readFileSync(join(FIXTURES, 'broken.md'), 'utf8') });
  const seen = file.messages.map((m) => [m.source, m.ruleId, m.line, m.column, m.fatal ?? null]);
  assert.deepEqual(seen, [['postmortem', 'required-section', 1, 1, false], ['postmortem', 'time-format', 3, 22, true], ['postmortem', 'timeline-order', 12, 3, false]]);
  assert.match(file.messages[1]!.url!, /rules\.md#time-format$/);
  const clean = await remark().use(plugin).process({ path: 'clean.md', value: readFileSync(join(FIXTURES, 'clean.md'), 'utf8') });
  assert.deepEqual(clean.messages, []);
  assert.throws(() => remark().use(plugin, { locale: 'xx' }).process({ value: '' }), /"locale" must be auto or one of en, fr/);
});
