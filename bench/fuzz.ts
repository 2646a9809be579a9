/**
 * `npm run fuzz [-- --seed N] [--count N] [--cli N] [--top N]`: the fuzz test's checks
 * (test/cli/fuzz.test.ts) over more inputs and other seeds. Every input goes through `analyze`
 * (timed one by one); the first `--cli` inputs also go through the built CLI in one `lint --format
 * sarif` run. Reports failures (with seed and index to replay), then the slowest inputs with their
 * size, and per category the count, median and maximum time and the largest ms/KB.
 * Exit 1 when an input threw, exceeded the ceiling, or the CLI output was not valid.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { analyze } from '../server/src/core/analyze.js';
import { DEFAULT_CONFIG } from '../server/src/core/config.js';
import { decodeUtf8 } from '../server/src/cli/bytes.js';
import { fuzzInputs } from '../test/cli/fuzz-inputs.js';
import { ROOT, median } from './util.js';

const { values } = parseArgs({ options: { seed: { type: 'string' }, count: { type: 'string' }, cli: { type: 'string' }, top: { type: 'string' }, ceiling: { type: 'string' } } });
const seed = Number(values.seed ?? Date.now() % 1e9);
const count = Number(values.count ?? 2000);
const cliCount = Number(values.cli ?? 300);
const top = Number(values.top ?? 10);
const ceiling = Number(values.ceiling ?? 3000);

const inputs = fuzzInputs(seed, count, ROOT);
const failures: string[] = [];
const timings: { name: string; category: string; bytes: number; ms: number }[] = [];
// One warm-up, so the first input does not pay for the JIT.
analyze(decodeUtf8(inputs[0]!.bytes), DEFAULT_CONFIG);
inputs.forEach((input, i) => {
  const text = decodeUtf8(input.bytes);
  const t0 = performance.now();
  try {
    analyze(text, DEFAULT_CONFIG);
  } catch (e) {
    failures.push(`#${i} ${input.name}: threw ${e instanceof Error ? e.message : String(e)}`);
  }
  const ms = performance.now() - t0;
  if (ms > ceiling) failures.push(`#${i} ${input.name}: ${ms.toFixed(0)} ms (ceiling ${ceiling} ms)`);
  timings.push({ name: input.name, category: input.category, bytes: input.bytes.length, ms });
});

let cliLine = 'CLI: skipped';
if (cliCount > 0) {
  const d = mkdtempSync(join(tmpdir(), 'pm-fuzz-run-'));
  const some = inputs.slice(0, cliCount);
  some.forEach((input, i) => writeFileSync(join(d, `${String(i).padStart(5, '0')}.md`), input.bytes));
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [join(ROOT, 'server/out/cli.js'), 'lint', '--no-ignore', '--format', 'sarif', d], { encoding: 'utf8', maxBuffer: 1 << 30, timeout: 600_000 });
  const ms = performance.now() - t0;
  if (r.error || ![0, 1, 2].includes(r.status ?? -1)) failures.push(`CLI: exit ${r.status} ${r.error?.message ?? r.signal ?? ''}`);
  try { JSON.parse(r.stdout); } catch (e) { failures.push(`CLI: invalid SARIF (${(e as Error).message})`); }
  for (const line of r.stderr.split('\n').filter(Boolean)) if (!/^postmortem: /.test(line) || /internal error/.test(line)) failures.push(`CLI: ${line}`);
  cliLine = `CLI: ${some.length} files in one lint --format sarif run: ${(ms / 1000).toFixed(1)} s, exit ${r.status}, ${r.stdout.length} bytes of SARIF`;
}

const kb = (b: number) => (b / 1024).toFixed(1);
console.log(`seed ${seed}, ${inputs.length} inputs (${kb(inputs.reduce((n, i) => n + i.bytes.length, 0))} KB), ceiling ${ceiling} ms per input`);
console.log(`analyze: total ${(timings.reduce((n, t) => n + t.ms, 0) / 1000).toFixed(1)} s, median ${median(timings.map((t) => t.ms)).toFixed(2)} ms`);
console.log(cliLine);
console.log(`\nslowest ${top}:`);
for (const t of [...timings].sort((a, b) => b.ms - a.ms).slice(0, top)) console.log(`  ${t.ms.toFixed(1).padStart(8)} ms  ${kb(t.bytes).padStart(6)} KB  ${t.name}`);
console.log('\nper category: count, median ms, max ms, max ms/KB');
const byCat = new Map<string, typeof timings>();
for (const t of timings) byCat.set(t.category, [...(byCat.get(t.category) ?? []), t]);
for (const [cat, ts] of [...byCat].sort((a, b) => Math.max(...b[1].map((t) => t.ms)) - Math.max(...a[1].map((t) => t.ms)))) {
  const perKb = Math.max(...ts.map((t) => t.ms / Math.max(t.bytes / 1024, 0.1)));
  console.log(`  ${cat.padEnd(20)} ${String(ts.length).padStart(5)} ${median(ts.map((t) => t.ms)).toFixed(2).padStart(8)} ${Math.max(...ts.map((t) => t.ms)).toFixed(1).padStart(8)} ${perKb.toFixed(2).padStart(8)}`);
}
if (failures.length) {
  console.log(`\n${failures.length} failure(s) (replay: npm run fuzz -- --seed ${seed} --count ${count}):`);
  for (const f of failures) console.log(`  ${f}`);
  process.exitCode = 1;
} else console.log('\nno failures');
