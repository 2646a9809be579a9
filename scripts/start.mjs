// `npm start`: lint the bundled examples with the CLI, then write each example's timeline preview.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const cli = resolve('server/out/cli.js');
const examples = readdirSync('examples').filter((f) => /\.(md|markdown|txt)$/.test(f)).sort();
console.log('$ postmortem lint examples/');
spawnSync(process.execPath, [cli, 'lint', ...examples.map((f) => join('examples', f))], { stdio: 'inherit' });
mkdirSync('examples/out', { recursive: true });
console.log('\nTimeline previews:');
for (const f of examples) {
  const out = join('examples', 'out', f.replace(/\.[^.]+$/, '.html'));
  const r = spawnSync(process.execPath, [cli, 'timeline', join('examples', f), '--html', out], { encoding: 'utf8' });
  if (r.status !== 0) { process.stderr.write(r.stderr); process.exitCode = 1; continue; }
  console.log(`  ${resolve(out)}`);
}
console.log('\nOpen them in a browser. Run "node server/out/cli.js --help" for the CLI.');
