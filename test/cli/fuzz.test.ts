/**
 * Fuzz: mutated copies of our own documents and generated extremes (test/cli/fuzz-inputs.ts), from
 * a fixed seed, through the core (`analyze`) and the CLI (`lint --format json`, `--format sarif`,
 * `--fix`, many files per run). Nothing may throw, the exit status is 0, 1 or 2, the output is valid
 * JSON/SARIF with one entry per readable file, problems are one line each and never an internal
 * error, and no input takes longer than a ceiling far above normal (a hang or a blow-up, not a
 * benchmark). `npm run fuzz` runs the same checks longer, with other seeds (bench/fuzz.ts).
 * FUZZ_SEED=n replays another seed here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { analyze } from '../../server/src/core/analyze.js';
import { DEFAULT_CONFIG } from '../../server/src/core/config.js';
import { decodeUtf8 } from '../../server/src/cli/bytes.js';
import { CLI } from './helpers.js';
import { fuzzInputs, type FuzzInput } from './fuzz-inputs.js';

const SEED = Number(process.env['FUZZ_SEED'] ?? 20240617);
const COUNT = 200;
/** The CLI runs take the first ones (four runs over them: json, sarif, --fix twice). */
const CLI_COUNT = 80;
/** Per input in the core: normal is a few milliseconds to a few tens (20 KB at most). */
const CORE_CEILING_MS = 3000;
/** Per CLI run over all the inputs: normal is a few seconds. */
const CLI_CEILING_MS = 90_000;

const inputs = fuzzInputs(SEED, COUNT);
const cliInputs = inputs.slice(0, CLI_COUNT);
const isBinary = (i: FuzzInput) => i.bytes.subarray(0, 8192).includes(0);

test(`core: analyze never throws and stays under ${CORE_CEILING_MS} ms per input (seed ${SEED})`, () => {
  for (const input of inputs) {
    const text = decodeUtf8(input.bytes);
    const t0 = performance.now();
    let result;
    try {
      result = analyze(text, DEFAULT_CONFIG);
    } catch (e) {
      assert.fail(`${input.name} (seed ${SEED}): analyze threw ${e instanceof Error ? e.stack : String(e)}`);
    }
    const ms = performance.now() - t0;
    assert.ok(ms < CORE_CEILING_MS, `${input.name} (seed ${SEED}, ${input.bytes.length} bytes): ${ms.toFixed(0)} ms`);
    for (const f of result.findings) {
      assert.ok(f.range.start.line >= 0 && f.range.start.character >= 0, `${input.name}: ${f.rule} at a negative position`);
    }
  }
});

function writeInputs(): string {
  const d = mkdtempSync(join(tmpdir(), 'pm-fuzz-'));
  cliInputs.forEach((input, i) => writeFileSync(join(d, `${String(i).padStart(4, '0')}.md`), input.bytes));
  return d;
}

function runCli(args: string[]) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [resolve(CLI), ...args], { encoding: 'utf8', timeout: CLI_CEILING_MS, maxBuffer: 1 << 30 });
  assert.equal(r.error, undefined, `${args.join(' ')}: did not end within ${CLI_CEILING_MS} ms`);
  assert.ok(r.status === 0 || r.status === 1 || r.status === 2, `${args.join(' ')}: exit ${r.status} ${r.signal ?? ''}`);
  for (const line of r.stderr.split('\n').filter(Boolean)) {
    assert.match(line, /^postmortem: /, `stderr: ${line}`);
    assert.doesNotMatch(line, /internal error/, `seed ${SEED}: ${line}`);
  }
  return { ...r, ms: performance.now() - t0 };
}

test(`CLI: json and sarif over every input are valid and complete (seed ${SEED})`, () => {
  const d = writeInputs();
  const readable = cliInputs.filter((i) => !isBinary(i)).length;
  const json = runCli(['lint', '--no-ignore', '--format', 'json', d]);
  const files = JSON.parse(json.stdout) as { path: string; diagnostics: { line: number; column: number }[] }[];
  assert.equal(files.length, readable);
  for (const f of files) for (const x of f.diagnostics) assert.ok(x.line >= 1 && x.column >= 1, f.path);
  assert.equal(json.status === 2, readable < cliInputs.length, json.stderr);
  const sarif = runCli(['lint', '--no-ignore', '--format', 'sarif', d]);
  const log = JSON.parse(sarif.stdout) as { version: string; runs: { results: unknown[] }[] };
  assert.equal(log.version, '2.1.0');
  assert.equal(log.runs[0]!.results.length, files.reduce((n, f) => n + f.diagnostics.length, 0));
});

test(`CLI: --fix over every input ends cleanly and a second run has nothing left to write (seed ${SEED})`, () => {
  const d = writeInputs();
  const copy = mkdtempSync(join(tmpdir(), 'pm-fuzz-fix-'));
  cpSync(d, copy, { recursive: true });
  runCli(['lint', '--no-ignore', '--fix', '--format', 'json', copy]);
  assert.deepEqual(readdirSync(copy).filter((f) => f.endsWith('.tmp')), [], 'no temporary file is left');
  // Fixed files are still analysable, and fixing them again changes nothing further.
  const fixed = new Map(readdirSync(copy).map((f) => [f, readFileSync(join(copy, f))]));
  const again = runCli(['lint', '--no-ignore', '--fix', '--format', 'json', copy]);
  assert.ok(Array.isArray(JSON.parse(again.stdout)));
  for (const [f, bytes] of fixed) assert.ok(readFileSync(join(copy, f)).equals(bytes), `${f} (${inputs[Number(f.slice(0, 4))]!.name}) changed on a second --fix`);
});
