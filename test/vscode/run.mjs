// Runs test/vscode/suite.ts in a real VS Code downloaded by @vscode/test-electron (needs network
// access to update.code.visualstudio.com; not part of `npm test` — the offline equivalent is
// `npm run test:e2e`). Usage: npm run build && node test/vscode/run.mjs [--version 1.100.0]
import { build } from 'esbuild';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTests } from '@vscode/test-electron';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'pm-vscode-test-'));
const suite = join(work, 'suite.cjs');
await build({ entryPoints: [join(root, 'test/vscode/suite.ts')], outfile: suite, bundle: true, platform: 'node', format: 'cjs', target: 'node20', external: ['vscode'] });
// The suite edits the fixture: give it a copy.
const workspace = join(work, 'ws');
cpSync(join(root, 'test/e2e/workspace'), workspace, { recursive: true });
const i = process.argv.indexOf('--version');
try {
  await runTests({
    version: i > 0 ? process.argv[i + 1] : '1.100.0',
    extensionDevelopmentPath: root,
    extensionTestsPath: suite,
    launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes', `--user-data-dir=${join(work, 'user')}`],
  });
} catch (err) {
  console.error('test-electron run failed:', err);
  process.exit(1);
}
