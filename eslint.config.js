import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/out/**', '.scratch/**', 'node_modules/**', '.e2e/**', 'bench/out/**', 'examples/out/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Code that runs in a browser page (webview script, Playwright page callbacks).
    files: ['client/media/src/**', 'test/e2e/**'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', navigator: 'readonly', HTMLElement: 'readonly', Element: 'readonly', getComputedStyle: 'readonly', requestAnimationFrame: 'readonly' } },
  },
  {
    // The e2e's test-only extension: CommonJS, loaded by VS Code's Node extension host.
    files: ['test/e2e/lm-probe/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', exports: 'writable', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Architecture invariant: the analysis core runs anywhere (browser, worker) — no editor, protocol or Node API.
    files: ['server/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['node:*', 'fs', 'path', 'os', 'child_process', 'url'], message: 'server/src/core must not import Node APIs.' },
        { group: ['vscode', 'vscode-*', 'vscode-languageserver*'], message: 'server/src/core must not import editor or protocol APIs.' },
      ] }],
    },
  },
);
