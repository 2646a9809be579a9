/** The generated manifest parts stay in sync with the rule/config metadata and the styles. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { PATHS, configuration, css, json, markdownCss, schema, validatorSource } from '../../scripts/gen-manifest.js';
import { RULES } from '../../server/src/core/rules/index.js';

const pkg = JSON.parse(readFileSync(PATHS.packageJson, 'utf8'));
const HINT = 'run: node --import tsx scripts/gen-manifest.ts';

test('package.json contributes.configuration is generated from RULES + CONFIG_DOCS', () => {
  assert.deepEqual(pkg.contributes.configuration, configuration(), HINT);
  const rules = pkg.contributes.configuration.properties['postmortem.rules'].properties;
  assert.deepEqual(Object.keys(rules).sort(), RULES.map((r) => r.id).sort());
  for (const [key, value] of Object.entries(pkg.contributes.configuration.properties) as [string, { description?: string; default?: unknown; type?: string }][]) {
    assert.ok(value.description, `${key} has a description`);
    assert.ok('default' in value, `${key} has a default`);
    assert.ok(value.type, `${key} has a type`);
  }
});

test('schemas/postmortemrc.schema.json is generated', () => {
  assert.equal(readFileSync(PATHS.schema, 'utf8'), json(schema()), HINT);
});

test('server/src/core/config.validate.ts is the shipped schema compiled by ajv', () => {
  assert.equal(readFileSync(PATHS.validator, 'utf8'), validatorSource(), HINT);
});

test('client/media/preview.css is generated from preview/styles.ts', () => {
  assert.equal(readFileSync(PATHS.css, 'utf8'), css(), HINT);
});

test('the built-in Markdown preview gets our markdown-it plugin and its generated, shipped stylesheet', () => {
  assert.equal(pkg.contributes['markdown.markdownItPlugins'], true);
  assert.deepEqual(pkg.contributes['markdown.previewStyles'], ['./client/media/markdown-preview.css']);
  assert.equal(readFileSync(PATHS.markdownCss, 'utf8'), markdownCss(), HINT);
  const setting = pkg.contributes.configuration.properties['postmortem.markdownPreview.timeline'];
  assert.deepEqual([setting.default, setting.enum], ['above', ['above', 'off']]);
  const ignore = readFileSync(new URL('../../.vscodeignore', import.meta.url), 'utf8').split('\n');
  // extension.js loads the plugin's bundle when VS Code builds its Markdown engine.
  for (const f of ['client/media/markdown-preview.css', 'client/out/markdown-it.js']) assert.ok(ignore.includes(`!${f}`), `${f} is shipped`);
  const ext = readFileSync(new URL('../../client/src/extension.ts', import.meta.url), 'utf8');
  assert.match(ext, /extendMarkdownIt: markdownPreview\(context\)/);
});

test('every command has a title in package.nls.json and package.nls.fr.json', () => {
  const en = JSON.parse(readFileSync(new URL('../../package.nls.json', import.meta.url), 'utf8'));
  const fr = JSON.parse(readFileSync(new URL('../../package.nls.fr.json', import.meta.url), 'utf8'));
  for (const c of pkg.contributes.commands as { title: string; category?: string }[]) {
    for (const s of [c.title, c.category ?? '']) {
      const key = /^%(.+)%$/.exec(s)?.[1];
      if (!key) continue;
      assert.ok(en[key], `package.nls.json has ${key}`);
      assert.ok(fr[key], `package.nls.fr.json has ${key}`);
    }
  }
  assert.deepEqual(Object.keys(fr).sort(), Object.keys(en).sort());
});

test('every vscode.l10n.t string of the client has a French translation', () => {
  const fr = JSON.parse(readFileSync(new URL('../../client/l10n/bundle.l10n.fr.json', import.meta.url), 'utf8'));
  for (const file of ['extension.ts', 'preview.ts', 'commands.ts']) {
    const src = readFileSync(new URL(`../../client/src/${file}`, import.meta.url), 'utf8');
    for (const m of src.matchAll(/\bt\('((?:[^'\\]|\\.)*)'/g)) {
      const key = m[1]!.replace(/\\'/g, "'");
      assert.ok(key in fr, `${file}: "${key}" has a French translation`);
    }
  }
});

test('contributed files exist', () => {
  const files = [
    pkg.main.replace(/^\.\//, '').replace(/\.js$/, '.js'),
    ...pkg.contributes.snippets.map((s: { path: string }) => s.path),
    ...pkg.contributes.grammars.map((g: { path: string }) => g.path),
    ...pkg.contributes.jsonValidation.map((j: { url: string }) => j.url),
    pkg.icon,
  ].filter((f: string) => !f.startsWith('client/out'));
  for (const f of files) assert.doesNotThrow(() => readFileSync(new URL(`../../${f.replace(/^\.\//, '')}`, import.meta.url)), f);
});

test('snippets claim no zone for the local clock they insert', () => {
  // CURRENT_HOUR and CURRENT_MINUTE are this machine's local time: a zone written after them would be a guess.
  const snippets = JSON.parse(readFileSync(new URL('../../snippets/postmortem.code-snippets', import.meta.url), 'utf8')) as Record<string, { body: string[] }>;
  let clocks = 0;
  for (const [name, s] of Object.entries(snippets)) {
    for (const line of s.body) {
      if (!/CURRENT_(HOUR|MINUTE|SECOND)/.test(line)) continue;
      clocks++;
      assert.doesNotMatch(line, /CURRENT_MINUTE\}*\s*(UTC|GMT|Z\b|[A-Z]{2,4}T\b|[+-]\d{2}:?\d{2})/, name);
    }
  }
  assert.ok(clocks >= 2, 'the timeline snippets insert the local clock');
});

test('walkthrough, preview icons, keybinding and workspace capabilities are declared and shipped', () => {
  const ignore = readFileSync(new URL('../../.vscodeignore', import.meta.url), 'utf8').split('\n').filter((l) => l.startsWith('!')).map((l) => l.slice(1).trim());
  const shipped = (f: string) => ignore.some((g) => g === f || (g.includes('*') && new RegExp(`^${g.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`).test(f)));
  const steps = pkg.contributes.walkthroughs[0].steps as { media: { markdown?: string; image?: string } }[];
  assert.ok(steps.length >= 3 && steps.length <= 4, `${steps.length} steps`);
  const icon = pkg.contributes.commands.find((c: { command: string }) => c.command === 'postmortem.openPreviewToSide').icon;
  assert.ok(typeof icon === 'object' && icon.light !== icon.dark, 'own light and dark icons, not a codicon');
  for (const f of [...steps.map((s) => s.media.markdown ?? s.media.image!), icon.light, icon.dark].map((f: string) => f.replace(/^\.\//, ''))) {
    assert.doesNotThrow(() => readFileSync(new URL(`../../${f}`, import.meta.url)), f);
    assert.ok(shipped(f), `${f} is let into the .vsix by .vscodeignore`);
  }
  assert.ok(pkg.contributes.keybindings.some((k: { command: string }) => k.command === 'postmortem.openPreviewToSide'));
  assert.ok(pkg.capabilities.untrustedWorkspaces.supported === true || pkg.capabilities.untrustedWorkspaces.restrictedConfigurations?.length);
  assert.ok('supported' in pkg.capabilities.virtualWorkspaces);
});

test('the language-model tools are declared as the extension registers them', () => {
  const tools = pkg.contributes.languageModelTools as Record<string, unknown>[];
  const src = readFileSync(new URL('../../client/src/lm-tools.ts', import.meta.url), 'utf8');
  const names = /TOOL_NAMES = \[([^\]]*)\]/.exec(src)![1]!.match(/'[^']+'/g)!.map((s) => s.slice(1, -1));
  assert.deepEqual(tools.map((t) => t['name']), names);
  const refs = new Set<unknown>();
  for (const t of tools) {
    for (const k of ['displayName', 'modelDescription', 'userDescription', 'toolReferenceName']) assert.equal(typeof t[k], 'string', `${String(t['name'])}.${k}`);
    assert.ok((t['modelDescription'] as string).length >= 100, `${String(t['name'])}: a model needs a real description`);
    assert.equal(t['canBeReferencedInPrompt'], true);
    assert.match(t['toolReferenceName'] as string, /^[a-zA-Z]\w*$/);
    refs.add(t['toolReferenceName']);
    const schema = t['inputSchema'] as { type: string; properties: Record<string, { type: string }>; required?: string[] };
    assert.equal(schema.type, 'object');
    assert.deepEqual(Object.keys(schema.properties), ['file']);
    assert.equal(schema.properties['file']!.type, 'string');
    assert.equal(schema.required, undefined, 'the file is optional: the active document by default');
  }
  assert.equal(refs.size, tools.length);
  // Hosts without the API (code-server, older VS Code) must still activate.
  assert.match(src, /typeof lm\?\.registerTool !== 'function'\) return \[\]/);
});

test('the Incidents view, its refresh command and the analysis bundle it loads are contributed and shipped', () => {
  const views = pkg.contributes.views.explorer as { id: string; name: string }[];
  assert.deepEqual(views.map((v) => v.id), ['postmortem.incidents']);
  const nls = JSON.parse(readFileSync(new URL('../../package.nls.json', import.meta.url), 'utf8'));
  assert.equal(nls[views[0]!.name.slice(1, -1)], 'Postmortems');
  const src = readFileSync(new URL('../../client/src/incidents.ts', import.meta.url), 'utf8');
  assert.match(src, /INCIDENTS_VIEW = 'postmortem\.incidents'/);
  assert.ok(pkg.contributes.menus['view/title'].some((m: { command: string; when: string }) => m.command === 'postmortem.refreshIncidents' && m.when === 'view == postmortem.incidents'));
  const ignore = readFileSync(new URL('../../.vscodeignore', import.meta.url), 'utf8').split('\n');
  assert.ok(ignore.includes('!client/out/analysis.js'), 'client/out/analysis.js is shipped');
});
