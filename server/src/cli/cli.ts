/**
 * `postmortem` — lint postmortems, inspect their model, render their timeline.
 * Exit codes: 0 no errors, 1 errors found, 2 usage or I/O error.
 */
import { appendFileSync, mkdirSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { Analyzer } from '../core/analyze.js';
import { resolveEdits, safeFixEdits } from '../core/fix.js';
import { timelineView } from '../core/view.js';
import { timelineText } from './timeline-text.js';
import type { Finding } from '../core/types.js';
import { renderTimelineHtml } from '../../../preview/render.js';
import { ConfigResolver, describeConfigError, type LoadedConfig } from './config-file.js';
import { configIgnores, selectFilesOnce } from './files.js';
import { COMMAND_NAMES, FORMATS, USAGE, UsageError, commandHelp, commandName, maxWarnings, parseCommand, useColor, type CommandName, type Format } from './args.js';
import { formatGithub, formatJsonChunks, formatSarifChunks, formatTextChunks, inspectJson, jsonChunks, type FileResult } from './format.js';
import { VERSION } from '../version.js';
import { report } from '../report/command.js';
import { runMcp } from '../mcp/usage.js';
import { IoError, describeIoError, displayPath, flushed, formatSize, ioCause, ioMessage, isIoError, outputProblem, readRegularFile, watchOutput, writeFileAtomic, writeOut } from './io.js';
import { applyByteEdits, decodeUtf8, dominantEol } from './bytes.js';
import { lintThreads } from './threads.js';
import { codeCacheTaken } from './code-cache.js';
import { takeEarlyWorkers, type EarlyWorkerData } from './prespawn.js';
import { OPTIMIZE_MIN_BYTES_PER_THREAD, bytesUpTo, useCompilerFor } from './compiler.js';

const MAX_BYTES = 50 * 1024 * 1024;

/** A document as read: its bytes, the stat it was read with, and its text. */
interface Document { bytes: Buffer; stat: Stats; text: string }

/** Binary files (a NUL byte in the first 8 KB) are refused: not a postmortem. */
function refuseBinary(bytes: Buffer, name: string): void {
  if (bytes.subarray(0, 8192).includes(0)) throw new IoError(`${name}: binary file, not a postmortem`);
}

/**
 * Reads a document: regular files only (io.ts: a FIFO or a device cannot make it block; a pipe
 * given as /dev/fd/N on the command line is read to its end), at most
 * 50 MB actually read; binary files refused; invalid UTF-8 decoded leniently. Synchronous:
 * postmortems are small, and a thread linting files has nothing else to do while one is read.
 */
function readDocument(path: string): Document {
  const { bytes, stat } = readRegularFile(path, MAX_BYTES, 'file', true);
  refuseBinary(bytes, displayPath(path));
  return { bytes, stat, text: decodeUtf8(bytes) };
}

function configErrors(loaded: LoadedConfig, seen: Set<string>): string[] {
  if (!loaded.path || loaded.errors.length === 0 || seen.has(loaded.path)) return [];
  seen.add(loaded.path);
  return loaded.errors.map((e) => describeConfigError(loaded, e));
}

/** What every file of one `lint` run shares. */
interface LintOptions { fix: boolean; explicitConfig?: string }
interface LintOutcome { path: string; findings?: Finding[]; error?: string; configErrors: string[] }

/**
 * Lints files one after the other on one thread: one config resolver, and a fresh analyzer for each
 * file (kept for its fix rounds). An analyzer handed one unrelated file after another only compares
 * each with the last and keeps the last one's lines alive; a fresh one per file took about 8 % less
 * CPU over 1,000 files, with the same findings (a reused analyzer gives what a fresh one gives).
 */
class Linter {
  private readonly resolver: ConfigResolver;

  constructor(private readonly options: LintOptions) {
    this.resolver = new ConfigResolver(options.explicitConfig);
  }

  /**
   * One file: read, analyse, fix. Never throws: a problem with the file is its outcome. With `text`
   * (standard input), `file` is only the name shown and where the config is looked up.
   */
  lint(file: string, text?: string): LintOutcome {
    try {
      return this.lintFile(file, text);
    } catch (e) {
      const message = e instanceof UsageError ? e.message : isIoError(e) ? describeIoError(e, file)
        : `internal error on ${displayPath(file)}: ${e instanceof Error ? e.message : String(e)}`;
      return { path: file, error: message, configErrors: [] };
    }
  }

  private lintFile(file: string, given?: string): LintOutcome {
    const doc = given === undefined ? readDocument(file) : undefined;
    const text = given ?? doc!.text;
    const loaded = this.resolver.forFile(file);
    const analyzer = new Analyzer(loaded.config);
    const configErrors = loaded.path ? loaded.errors.map((e) => describeConfigError(loaded, e)) : [];
    const first = analyzer.analyze(text);
    if (!this.options.fix || !doc) return { path: file, findings: first.findings, configErrors };
    // Fixes are applied to the bytes (bytes.ts): only the bytes a fix reports change.
    let bytes = doc.bytes;
    let current = text;
    let result = first;
    const eol = dominantEol(text);
    for (let round = 0; round < 10; round++) {
      const edits = resolveEdits(current, safeFixEdits(result.findings));
      if (edits.length === 0) break;
      const fixed = applyByteEdits(bytes, edits, eol);
      if (fixed.equals(bytes)) break;
      bytes = fixed;
      current = decodeUtf8(bytes);
      result = analyzer.analyze(current);
    }
    if (bytes === doc.bytes) return { path: file, findings: result.findings, configErrors };
    try {
      writeFileAtomic(file, bytes, { expect: { stat: doc.stat, bytes: doc.bytes }, ...testHooks(file) });
    } catch (e) {
      // Nothing was written: the findings are those of the file as it is.
      if (e instanceof UsageError) return { path: file, findings: first.findings, error: e.message, configErrors };
      throw e;
    }
    return { path: file, findings: result.findings, configErrors };
  }
}

/**
 * POSTMORTEM_TEST_EDIT_BEFORE_RENAME=TEXT: appends TEXT to the file between the read and the rename
 * of `--fix`, as an editor saving at that moment would (the tests of the concurrent-change check:
 * deterministic, no timing).
 */
function testHooks(file: string): { beforeCommit?: () => void } {
  const append = process.env['POSTMORTEM_TEST_EDIT_BEFORE_RENAME'];
  return append === undefined ? {} : { beforeCommit: () => appendFileSync(file, append) };
}

/** What a worker gets: the file list, the options, and the shared counter files are claimed from. */
interface WorkerInput { postmortemLintWorker: true; files: string[]; options: LintOptions; shared: SharedArrayBuffer; slot: number }
/** Worker → main: outcomes by file index, in batches; `done` on the last one. */
interface WorkerBatch { outcomes: [number, LintOutcome][]; done?: true }
/** Outcomes a worker collects before posting them. */
const BATCH = 32;
/** For the statistics line: how this thread's code was compiled (code-cache.ts). */
const CACHE_STATE: Record<string, string> = { true: 'taken', false: 'not taken', undefined: 'not used (run from sources)' };

/**
 * Lints every file; outcomes in input order. The main thread and N−1 worker threads claim the next
 * file from a shared counter (Atomics), so no thread waits for another to hand it work and the load
 * balances by itself; each thread reads one file at a time, and only findings travel back. The main
 * thread starts linting at once while the workers load. The launcher usually started them before it
 * loaded the CLI (prespawn.ts): they then wait for the files in a message.
 */
function runLint(files: string[], options: LintOptions): Promise<LintOutcome[]> {
  const threads = lintThreads(files.length);
  // Before any worker starts: V8's flags are the process's.
  const compiler = useCompilerFor(bytesUpTo(files, OPTIMIZE_MIN_BYTES_PER_THREAD * threads), threads);
  const out: (LintOutcome | undefined)[] = new Array(files.length);
  // [next file to claim, then per worker: 0 loading, 1 claiming files, 2 closed before it started]
  const shared = new SharedArrayBuffer(4 * threads);
  const counter = new Int32Array(shared);
  const early = takeEarlyWorkers();
  for (const w of early.slice(threads - 1)) void w.terminate();
  const workers = Array.from({ length: threads - 1 }, (_, w) => {
    const workerData: WorkerInput = { postmortemLintWorker: true, files, options, shared, slot: w + 1 };
    const worker = early[w] ?? new Worker(new URL(import.meta.url), { workerData });
    if (early[w]) worker.postMessage(workerData);
    const finished = new Promise<void>((resolveWorker) => {
      worker.on('message', (m: WorkerBatch) => {
        for (const [i, o] of m.outcomes) out[i] = o;
        // Not waiting for 'exit': a worker's teardown waits for the process's background compile
        // jobs, a few hundred milliseconds on busy CPUs, and the process exit ends it anyway.
        if (m.done) resolveWorker();
      });
      worker.on('error', () => undefined); // its unfinished files are linted below
      worker.on('exit', () => resolveWorker());
    });
    return { worker, finished, slot: w + 1 };
  });
  const linter = new Linter(options);
  let onMain = 0;
  for (let i = Atomics.add(counter, 0, 1); i < files.length; i = Atomics.add(counter, 0, 1), onMain++) out[i] = linter.lint(files[i]!);
  // A worker still loading when every file is claimed has nothing left to do: close its slot (it
  // then claims nothing, even if it starts this very moment) and stop it.
  for (const w of workers) if (Atomics.compareExchange(counter, w.slot, 0, 2) === 0) void w.worker.terminate();
  return Promise.all(workers.map((w) => w.finished)).then(() => {
    // Files a worker claimed but did not report (stopped while loading, or crashed) are linted here.
    const missed = out.reduce((n, o) => n + (o ? 0 : 1), 0);
    // POSTMORTEM_STATS=1: how the files were shared (tests, performance work).
    if (process.env['POSTMORTEM_STATS']) process.stderr.write(`postmortem: ${files.length} files on ${threads} thread(s): ${onMain} on the main thread, ${files.length - onMain - missed} on workers, ${missed} again after a worker stopped; ${early.length} started before the CLI loaded; code cache: ${CACHE_STATE[String(codeCacheTaken())]}; compiler: ${compiler}; node flags: ${process.execArgv.join(' ') || 'none'}\n`);
    return out.map((o, i) => o ?? linter.lint(files[i]!));
  });
}

function workerMain(input: WorkerInput): void {
  const counter = new Int32Array(input.shared);
  if (Atomics.compareExchange(counter, input.slot, 0, 1) !== 0) return;
  const linter = new Linter(input.options);
  let batch: [number, LintOutcome][] = [];
  for (let i = Atomics.add(counter, 0, 1); i < input.files.length; i = Atomics.add(counter, 0, 1)) {
    batch.push([i, linter.lint(input.files[i]!)]);
    if (batch.length >= BATCH) { parentPort!.postMessage({ outcomes: batch } satisfies WorkerBatch); batch = []; }
  }
  parentPort!.postMessage({ outcomes: batch, done: true } satisfies WorkerBatch);
}

/**
 * Standard input, whole (a pipe, a file or a terminal), as text; at most 50 MB actually read (so
 * `< /dev/zero` ends), refused when binary.
 */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  let n = 0;
  try {
    for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
      n += chunk.length;
      if (n > MAX_BYTES) throw new IoError(`standard input too large (more than ${formatSize(MAX_BYTES)})`);
      chunks.push(chunk);
    }
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new IoError(`cannot read standard input: ${ioCause(e)}`);
  }
  const buf = Buffer.concat(chunks);
  refuseBinary(buf, 'standard input');
  return decodeUtf8(buf);
}

/** `-` among the paths: standard input, alone. Returns the name to show for it, or undefined. */
function stdinName(command: CommandName, positionals: string[], values: Record<string, unknown>): string | undefined {
  const name = values['stdin-filename'] as string | undefined;
  if (!positionals.includes('-')) {
    if (name !== undefined) throw new UsageError('--stdin-filename goes with "-" (standard input) as the PATH', command);
    return undefined;
  }
  if (positionals.length > 1) throw new UsageError('"-" (standard input) cannot be combined with other paths', command);
  if (name === '') throw new UsageError('--stdin-filename needs a file name', command);
  return name ?? '<stdin>';
}

async function lint(args: string[]): Promise<number> {
  const { values, positionals } = parseCommand('lint', args);
  const format = values['format'] as string;
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`unknown format "${format}": expected ${FORMATS.slice(0, -1).join(', ')} or ${FORMATS.at(-1)}`, 'lint');
  const limit = maxWarnings(values['max-warnings']);
  if (positionals.length === 0) throw new UsageError('lint needs at least one PATH (or "-" for standard input)', 'lint');
  const fix = values['fix'] === true;
  const stdin = stdinName('lint', positionals, values);
  if (stdin !== undefined && fix) throw new UsageError('--fix cannot write back to standard input; lint the file itself', 'lint');
  const explicitConfig = values['config'] as string | undefined;
  const options: LintOptions = { fix, ...(explicitConfig ? { explicitConfig } : {}) };
  let outcomes: LintOutcome[];
  const problems: string[] = [];
  if (stdin !== undefined) {
    const text = await readStdin();
    useCompilerFor(text.length, 1);
    outcomes = [new Linter(options).lint(stdin, text)];
  } else {
    const useIgnores = values['no-ignore'] !== true;
    const selection = selectFilesOnce(positionals, useIgnores);
    for (const s of selection.skipped) process.stderr.write(`postmortem: warning: ${s.path} is ignored by ${s.by}; --no-ignore lints it\n`);
    const files = useIgnores ? configIgnores(selection.files, new ConfigResolver(explicitConfig)) : selection.files;
    outcomes = await runLint(files, options);
  }
  const results: FileResult[] = [];
  const seenConfigErrors = new Set<string>();
  for (const o of outcomes) {
    for (const e of o.configErrors) if (!seenConfigErrors.has(e)) { seenConfigErrors.add(e); problems.push(e); }
    if (o.error !== undefined) problems.push(o.error);
    // A file that could not be written back still has its findings.
    if (o.findings) results.push({ path: o.path, findings: o.findings });
  }
  const warnings = results.reduce((n, r) => n + r.findings.filter((f) => f.severity === 'warning').length, 0);
  const errors = results.reduce((n, r) => n + r.findings.filter((f) => f.severity === 'error').length, 0);
  const shown = values['quiet'] ? results.map((r) => ({ ...r, findings: r.findings.filter((f) => f.severity === 'error') })) : results;
  const unread = outcomes.filter((o) => !o.findings).length;
  await writeOut(formatLint(format as Format, shown, values, unread));
  for (const p of problems) process.stderr.write(`postmortem: ${p}\n`);
  const tooMany = limit !== undefined && warnings > limit;
  if (tooMany) process.stderr.write(`postmortem: too many warnings (${warnings}; --max-warnings is ${limit})\n`);
  if (problems.length > 0) return 2;
  return errors > 0 || tooMany ? 1 : 0;
}

function formatLint(format: Format, results: FileResult[], values: Record<string, unknown>, unread: number): Iterable<string> {
  switch (format) {
    case 'json': return formatJsonChunks(results);
    case 'sarif': return formatSarifChunks(results, VERSION);
    case 'github': return [formatGithub(results)];
    case 'text': return formatTextChunks(results, useColor(values as Record<string, string | boolean | undefined>, process.env, process.stdout.isTTY === true), unread);
  }
}

async function loadOne(command: CommandName, args: string[]) {
  const { values, positionals } = parseCommand(command, args);
  if (positionals.length !== 1) throw new UsageError(`${command} takes exactly one PATH (or "-" for standard input)`, command);
  const stdin = stdinName(command, positionals, values);
  const path = stdin ?? positionals[0]!;
  const text = stdin !== undefined ? await readStdin() : readDocument(path).text;
  useCompilerFor(text.length, 1);
  const loaded = new ConfigResolver(values['config'] as string | undefined).forFile(path);
  const errors = configErrors(loaded, new Set());
  const result = new Analyzer(loaded.config).analyze(text);
  return { path, result, values, errors };
}

async function inspect(args: string[]): Promise<number> {
  if (args.includes('--html')) throw new UsageError('--html belongs to the timeline command', 'inspect');
  const { path, result, errors } = await loadOne('inspect', args);
  await writeOut([...jsonChunks(inspectJson(path, result)), '\n']);
  for (const e of errors) process.stderr.write(`postmortem: ${e}\n`);
  return errors.length ? 2 : 0;
}

async function timeline(args: string[]): Promise<number> {
  const { result, values, errors } = await loadOne('timeline', args);
  const html = values['html'] as string | undefined;
  if (html) {
    const out = resolve(html);
    try {
      mkdirSync(dirname(out), { recursive: true });
    } catch (e) {
      throw new IoError(ioMessage('write', html, e));
    }
    writeFileAtomic(out, Buffer.from(renderTimelineHtml(timelineView(result), { standalone: true })), { allowSpecial: true });
    process.stdout.write(`Wrote ${displayPath(html)}\n`);
  } else process.stdout.write(timelineText(result));
  for (const e of errors) process.stderr.write(`postmortem: ${e}\n`);
  return errors.length ? 2 : 0;
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case '-v': case '--version': case 'version': process.stdout.write(`${VERSION}\n`); return 0;
      case '-h': case '--help': process.stdout.write(USAGE); return 0;
      case 'help': process.stdout.write(rest[0] && (COMMAND_NAMES as string[]).includes(rest[0]) ? commandHelp(rest[0] as CommandName) : USAGE); return 0;
      case undefined: process.stderr.write(USAGE); return 2;
    }
    if (command.startsWith('-')) throw new UsageError(`expected a command before ${command}`);
    const name = commandName(command);
    const end = rest.indexOf('--');
    if ((end < 0 ? rest : rest.slice(0, end)).some((a) => a === '--help' || a === '-h')) { process.stdout.write(commandHelp(name)); return 0; }
    switch (name) {
      case 'lint': return await lint(rest);
      case 'inspect': return await inspect(rest);
      case 'timeline': return await timeline(rest);
      case 'report': return await report(rest);
      case 'mcp': return await runMcp(rest, VERSION);
    }
  } catch (e) {
    if (e instanceof IoError) {
      process.stderr.write(`postmortem: ${e.message}\n`);
      return 2;
    }
    if (e instanceof UsageError) {
      const hint = e.command ? `postmortem ${e.command} --help` : 'postmortem --help';
      process.stderr.write(`postmortem: ${e.message}\nRun "${hint}" for usage.\n`);
      return 2;
    }
    if (isIoError(e)) process.stderr.write(`postmortem: ${describeIoError(e)}\n`);
    else process.stderr.write(`postmortem: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
}

const asWorker = isMainThread ? undefined : (workerData as Partial<WorkerInput> | EarlyWorkerData | undefined)?.postmortemLintWorker;
if (asWorker === 'early') parentPort!.once('message', (input: WorkerInput) => workerMain(input));
else if (asWorker) workerMain(workerData as WorkerInput);
else {
  watchOutput();
  process.stderr.on('error', () => undefined); // nowhere left to say anything
  main(process.argv.slice(2)).then(async (code) => {
    // Exit once the output is flushed (a pipe is written asynchronously: exiting before would cut
    // it short), without waiting for lint workers to tear down.
    await flushed(process.stdout);
    const problem = outputProblem();
    if (problem) { process.stderr.write(`postmortem: ${problem}\n`); code = 2; }
    await flushed(process.stderr);
    process.exit(code);
  });
}
