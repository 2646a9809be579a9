/**
 * The browser bundles carry no Node API: both entries are built with their real options
 * (scripts/web-build.mjs: platform browser, where esbuild cannot resolve a Node built-in) and every
 * input and import of the result is checked; the built files import nothing but `vscode`. A control
 * shows the check fails: the Node server's config reader through the same build is refused.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { ROOT } from '../lsp/harness.js';
// @ts-expect-error: a plain .mjs module of build options
import { WEB_CLIENT, WEB_SERVER } from '../../scripts/web-build.mjs';

const NODE = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

async function meta(options: BuildOptions, entryPoints = options.entryPoints): Promise<Metafile> {
  const r = await build({ ...options, entryPoints, absWorkingDir: ROOT, write: false, metafile: true, logLevel: 'silent', sourcemap: false, minify: false });
  return r.metafile;
}

function nodeImports(m: Metafile): string[] {
  const found: string[] = [];
  for (const [file, input] of Object.entries(m.inputs)) {
    for (const i of input.imports) if (NODE.has(i.path) || NODE.has(i.original ?? '')) found.push(`${file} → ${i.original ?? i.path}`);
  }
  for (const out of Object.values(m.outputs)) for (const i of out.imports) if (i.path !== 'vscode') found.push(`output → ${i.path}`);
  return found;
}

describe('browser bundles', () => {
  for (const [name, options] of [['server', WEB_SERVER], ['client', WEB_CLIENT]] as const) {
    it(`${name}: no Node built-in among its inputs and imports`, async () => {
      const m = await meta(options as BuildOptions);
      assert.ok(Object.keys(m.inputs).some((f) => f.includes('server/src/core/analyze.ts') || f.includes('client/src/web-config.ts')));
      assert.deepEqual(nodeImports(m), []);
    });
  }

  it('the built files require nothing but vscode', () => {
    const server = readFileSync(join(ROOT, 'server', 'out', 'browser-server.js'), 'utf8');
    const client = readFileSync(join(ROOT, 'client', 'out', 'browser.js'), 'utf8');
    assert.deepEqual([...server.matchAll(/\brequire\(\s*["'`]([^"'`]+)/g)].map((x) => x[1]), []);
    assert.deepEqual([...new Set([...client.matchAll(/\brequire\(\s*["'`]([^"'`]+)/g)].map((x) => x[1]))], ['vscode']);
    for (const text of [server, client]) assert.doesNotMatch(text, /["'`]node:[a-z_/]+["'`]/);
  });

  it('fails on a Node built-in (control: the Node config reader)', async () => {
    // Its imports reach Node built-ins directly (node:fs) and through libraries (fdir's "fs", "path").
    await assert.rejects(meta(WEB_SERVER as BuildOptions, ['server/src/lsp/settings.ts']), /Could not resolve "(?:node:)?(?:fs|path|url|module)"/);
  });
});

describe('the web entry in the manifest', () => {
  it('package.json "browser" is the built client, and the .vsix ships it and the worker', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { main: string; browser: string };
    assert.equal(pkg.browser, './client/out/browser.js');
    assert.equal(pkg.main, './client/out/extension.js');
    const allowed = readFileSync(join(ROOT, '.vscodeignore'), 'utf8').split('\n').filter((l) => l.startsWith('!')).map((l) => l.slice(1).trim());
    for (const f of [pkg.browser.replace(/^\.\//, ''), 'server/out/browser-server.js', 'docs/rules.md']) {
      assert.ok(allowed.includes(f), `${f} is allowed by .vscodeignore`);
      assert.doesNotThrow(() => readFileSync(join(ROOT, f)), f);
    }
  });
});
