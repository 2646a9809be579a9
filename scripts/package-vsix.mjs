// Packages the .vsix from a staging folder. package.json's "files" is the npm package's allow-list
// and .vscodeignore the extension's; vsce refuses a folder that has both, so the extension is staged
// with the files .vscodeignore lets in and a package.json without "files", and packaged there.
// Usage: node scripts/package-vsix.mjs [vsce options…] (after npm run build).
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { globSync } from 'tinyglobby';

const root = fileURLToPath(new URL('..', import.meta.url));
const stage = join(root, '.scratch', 'vsix');
rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
const allowed = readFileSync(join(root, '.vscodeignore'), 'utf8').split('\n').filter((l) => l.startsWith('!')).map((l) => l.slice(1).trim());
const files = globSync(allowed, { cwd: root, dot: true, onlyFiles: true });
for (const f of files) {
  mkdirSync(dirname(join(stage, f)), { recursive: true });
  cpSync(join(root, f), join(stage, f));
}
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
delete pkg.files;
// VS Code for the Web refuses an extension whose manifest says "type": "module" (its web worker
// extension host loads no ES modules). The server's bundles are ES modules: their folder says so itself,
// as client/out says "commonjs" for the client.
delete pkg.type;
writeFileSync(join(stage, 'server', 'out', 'package.json'), '{ "type": "module" }\n');
writeFileSync(join(stage, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
cpSync(join(root, '.vscodeignore'), join(stage, '.vscodeignore'));
const vsce = join(root, 'node_modules', '@vscode', 'vsce', 'vsce');
// vsce runs in the staging folder: an --out given here is resolved against the caller's folder.
const args = process.argv.slice(2);
const at = args.findIndex((a) => a === '--out' || a === '-o');
if (at >= 0 && args[at + 1]) args[at + 1] = resolve(process.cwd(), args[at + 1]);
else args.push('--out', join(root, `${pkg.name}-${pkg.version}.vsix`));
const r = spawnSync(process.execPath, [vsce, 'package', '--no-dependencies', '--no-rewrite-relative-links', ...args], { cwd: stage, stdio: 'inherit' });
process.exit(r.status ?? 1);
