// Bundles the CLI, the language server and the VS Code client with esbuild.
// unified/remark are ESM-only: the server and CLI bundles are ESM (root package.json has "type": "module");
// the extension host loads CommonJS, so the client bundle is CJS in client/out (which carries its own
// package.json saying so).
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { WEB_CLIENT, WEB_SERVER } from './web-build.mjs';

const watch = process.argv.includes('--watch');
// jsonc-parser's "main" is a UMD build whose require() calls esbuild cannot follow: take its ESM build.
const alias = { 'jsonc-parser': './node_modules/jsonc-parser/lib/esm/main.js' };
const common = { bundle: true, platform: 'node', target: 'node20', sourcemap: true, logLevel: 'warning', legalComments: 'none', alias };
// Some CJS dependencies (vscode-languageserver) call require(); give ESM bundles a real require.
const esmBanner = { js: "import { createRequire as __pmCreateRequire } from 'node:module'; const require = __pmCreateRequire(import.meta.url);" };

const jobs = [];
if (existsSync('server/src/cli/cli.ts')) {
  // cli.js is the `postmortem` command: a small launcher that loads cli-main.js, or relaunches Node
  // for large reports (server/src/cli/bin.ts).
  jobs.push(build({ ...common, entryPoints: ['server/src/cli/bin.ts'], outfile: 'server/out/cli.js', format: 'esm', banner: { js: '#!/usr/bin/env node' } }));
  // CommonJS, so that the launcher can run it with V8's code cache (server/src/cli/code-cache.ts).
  jobs.push(build({ ...common, minify: true, entryPoints: ['server/src/cli/cli.ts'], outfile: 'server/out/cli-main.cjs', format: 'cjs',
    define: { 'import.meta.url': '__pmFileUrl' }, banner: { js: "const __pmFileUrl = require('node:url').pathToFileURL(__filename).href;" } }));
  // File selection alone, for the launcher to count a report's files (tinyglobby, ignore).
  jobs.push(build({ ...common, entryPoints: ['server/src/cli/files.ts'], outfile: 'server/out/select.js', format: 'esm' }));
  // The worker threads of `postmortem report` (server/src/report/concurrent.ts).
  jobs.push(build({ ...common, minify: true, entryPoints: ['server/src/report/worker.ts'], outfile: 'server/out/report-worker.js', format: 'esm', banner: esmBanner }));
  // `postmortem mcp` (server/src/mcp/): loaded by the CLI for that command only. It and the report's
  // workers are minified: the MCP SDK and a second copy of the core would double the package.
  jobs.push(build({ ...common, minify: true, entryPoints: ['server/src/mcp/server.ts'], outfile: 'server/out/mcp.js', format: 'esm', banner: esmBanner }));
}
if (existsSync('server/src/lib/index.ts')) {
  // The library entries (package.json "exports"): the analysis API, the markdownlint rule and the
  // unified/remark plugin, sharing one chunk of the core. Their types come from tsc (--types).
  rmSync('server/out/lib', { recursive: true, force: true }); // chunk names change with their content
  jobs.push(build({ ...common, minify: true, banner: esmBanner, entryPoints: ['server/src/lib/index.ts', 'server/src/lib/markdownlint.ts', 'server/src/lib/remark.ts'], outdir: 'server/out/lib', format: 'esm', splitting: true, chunkNames: 'core-[hash]' }));
}
if (existsSync('server/src/lsp/server.ts')) {
  // Minified like its workers: the server ships in the npm package and the .vsix beside them (source maps for debugging).
  jobs.push(build({ ...common, minify: true, entryPoints: ['server/src/lsp/server.ts'], outfile: 'server/out/server.js', format: 'esm', banner: esmBanner }));
  // The worker thread of a large or slow document (server/src/lsp/remote.ts).
  jobs.push(build({ ...common, minify: true, entryPoints: ['server/src/lsp/worker.ts'], outfile: 'server/out/lsp-worker.js', format: 'esm', banner: esmBanner }));
  // The worker thread that reads the workspace's postmortems from disk (server/src/lsp/workspace.ts).
  jobs.push(build({ ...common, minify: true, entryPoints: ['server/src/lsp/workspace-worker.ts'], outfile: 'server/out/lsp-workspace-worker.js', format: 'esm', banner: esmBanner }));
}
// VS Code for the Web (scripts/web-build.mjs): the server in a Web Worker, the client in the web extension host.
if (existsSync('server/src/lsp/browser.ts')) jobs.push(build(WEB_SERVER));
if (existsSync('client/src/browser.ts')) jobs.push(build(WEB_CLIENT));
if (existsSync('client/src/extension.ts')) {
  jobs.push(build({ ...common, minify: true, entryPoints: ['client/src/extension.ts'], outfile: 'client/out/extension.js', format: 'cjs', external: ['vscode'] }));
  // The built-in Markdown preview's timeline card (client/src/markdown-it.ts): the analysis core, so
  // minified and apart, loaded by extension.js only when VS Code builds its Markdown engine.
  jobs.push(build({ ...common, minify: true, entryPoints: ['client/src/markdown-it.ts'], outfile: 'client/out/markdown-it.js', format: 'cjs' }));
  // The Incidents view's and the language-model tools' analysis (client/src/analysis.ts): the same,
  // loaded the first time the view or a tool needs it.
  jobs.push(build({ ...common, minify: true, entryPoints: ['client/src/analysis.ts'], outfile: 'client/out/analysis.js', format: 'cjs',
    // Its config code names the rules' docs relative to its own file, as the server bundle does.
    define: { 'import.meta.url': '__pmFileUrl' }, banner: { js: "const __pmFileUrl = require('node:url').pathToFileURL(__filename).href;" } }));
}
if (existsSync('client/media/src/preview.ts')) {
  jobs.push(build({ ...common, platform: 'browser', target: 'es2022', minify: true, entryPoints: ['client/media/src/preview.ts'], outfile: 'client/media/out/preview.js', format: 'iife' }));
}
await Promise.all(jobs);
if (existsSync('server/out/cli.js')) {
  chmodSync('server/out/cli.js', 0o755);
  for (const old of ['cli-main.js', 'cli-main.js.map']) rmSync(`server/out/${old}`, { force: true }); // the ESM build of earlier versions
  // The CLI's code cache: written as a lint of the examples and the evaluation corpora exits (real postmortems and other
  // pages in every language read, none of them a copy the benchmark times), so it holds the code a lint runs.
  const corpora = existsSync('eval') ? readdirSync('eval').map((d) => `eval/${d}/docs`).filter((d) => existsSync(d)) : [];
  const r = spawnSync(process.execPath, ['server/out/cli.js', 'lint', '--no-ignore', 'examples', ...corpora], { env: { ...process.env, POSTMORTEM_WRITE_CODE_CACHE: '1' }, stdio: 'ignore' });
  if (r.error || !existsSync('server/out/cli-main.cjs.cache')) { console.error('build: the CLI code cache was not written'); process.exit(1); }
}
if (existsSync('client/out')) {
  mkdirSync('client/out', { recursive: true });
  writeFileSync('client/out/package.json', '{ "type": "commonjs" }\n');
}
if (process.argv.includes('--types') && existsSync('tsconfig.lib.json')) {
  // Declarations for the library entries (server/out/types), for `npm pack`.
  const r = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.lib.json'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (watch) console.log('watch mode is not supported; run npm run build again');
