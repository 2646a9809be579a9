// The browser bundles (VS Code for the Web): the language server in a Web Worker and the client in
// the web extension host. Shared by scripts/build.mjs and test/web/bundle.test.ts. Platform browser:
// esbuild cannot resolve a Node built-in there, so one anywhere in their imports fails the build.
export const alias = { 'jsonc-parser': './node_modules/jsonc-parser/lib/esm/main.js' };
// Both run in Web Workers, which have no DOM: packages' worker builds are taken
// (decode-named-character-reference's browser build decodes through document.createElement).
const browser = { conditions: ['worker'], bundle: true, platform: 'browser', target: 'es2022', mainFields: ['browser', 'module', 'main'], sourcemap: true, logLevel: 'warning', legalComments: 'none', alias };

export const WEB_SERVER = {
  ...browser,
  minify: true,
  entryPoints: ['server/src/lsp/browser.ts'],
  outfile: 'server/out/browser-server.js',
  // A classic worker script (new Worker(url)). The rule documentation is linked beside it
  // (../../docs/rules.md), as server.js links the copy shipped with it; a worker started from a blob has
  // no such place and links the published documentation.
  format: 'iife',
  banner: { js: "var __pmScriptUrl = (function () { try { new URL('.', self.location.href); return self.location.href; } catch (e) { return 'https://github.com/postmortem-studio/postmortem-studio/blob/main/server/out/browser-server.js'; } })();" },
  define: { 'import.meta.url': '__pmScriptUrl' },
};

export const WEB_CLIENT = {
  ...browser,
  minify: true,
  entryPoints: ['client/src/browser.ts'],
  outfile: 'client/out/browser.js',
  format: 'cjs',
  external: ['vscode'],
};
