/**
 * `postmortem` — lint postmortems, inspect their model, render their timeline.
 * Exit codes: 0 no errors, 1 errors found, 2 usage or I/O error.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { Analyzer } from '../core/analyze.js';
import { applyEdits, safeFixEdits } from '../core/fix.js';
import { timelineView } from '../core/view.js';
import type { AnalysisResult, Finding } from '../core/types.js';
import type { Config } from '../core/config.js';
import { renderTimelineHtml, formatDuration, formatOffset } from '../../../preview/render.js';
import { ConfigResolver, type LoadedConfig } from './config-file.js';
import { formatJson, formatSarif, formatText, inspectJson, type FileResult } from './format.js';

const VERSION = '0.1.0';
const MAX_BYTES = 50 * 1024 * 1024;

const USAGE = `Usage: postmortem <command> [options] PATH…

Commands:
  lint [--format text|json|sarif] [--config FILE] [--fix] PATH…
                      Check postmortems. Directories are searched for *.md and *.markdown;
                      files named explicitly are read whatever their extension.
  inspect [--config FILE] PATH
                      Print the model (sections, timeline, times, diagnostics) as JSON.
  timeline [--config FILE] [--html OUT] PATH
                      Print the timeline, or write it as a standalone HTML page.

Options:
  -h, --help          Show this help.
  -v, --version       Show the version.

Exit status: 0 no errors, 1 errors found, 2 usage or I/O error.
`;

class UsageError extends Error {}

function walk(dir: string, out: string[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  } catch (e) {
    throw new UsageError(`cannot read directory ${dir}: ${(e as NodeJS.ErrnoException).code ?? e}`);
  }
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.isFile() && /\.(md|markdown)$/i.test(e.name)) out.push(p);
  }
}

function expandPaths(paths: string[]): string[] {
  const files: string[] = [];
  for (const p of paths) {
    let st;
    try {
      st = statSync(p);
    } catch {
      throw new UsageError(`no such file or directory: ${p}`);
    }
    if (st.isDirectory()) walk(p, files);
    else files.push(p);
  }
  return files;
}

/** Reads a text file: refuses binary files and huge files with a clear message; decodes invalid UTF-8 leniently. */
async function readText(path: string): Promise<string> {
  let buf: Buffer;
  try {
    const st = statSync(path);
    if (st.size > MAX_BYTES) throw new UsageError(`${path}: file too large (${(st.size / 1048576).toFixed(1)} MB; the limit is ${MAX_BYTES / 1048576} MB)`);
    buf = await readFile(path);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? e}`);
  }
  if (buf.subarray(0, 8192).includes(0)) throw new UsageError(`${path}: binary file, not a postmortem`);
  return new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(buf);
}

function configErrors(loaded: LoadedConfig, seen: Set<string>): string[] {
  if (!loaded.path || loaded.errors.length === 0 || seen.has(loaded.path)) return [];
  seen.add(loaded.path);
  return loaded.errors.map((e) => `${loaded.path}: configuration error in "${e.key}": ${e.message}`);
}

function analyzerFor(cache: Map<Config, Analyzer>, config: Config): Analyzer {
  let a = cache.get(config);
  if (!a) { a = new Analyzer(config); cache.set(config, a); }
  return a;
}

/** One file of `lint`: read, analyse, fix. Runs on the main thread or in a worker. */
interface LintJob { file: string; explicitConfig?: string; fix: boolean }
interface LintOutcome { path: string; findings?: Finding[]; error?: string; configErrors: string[] }

const analyzers = new Map<Config, Analyzer>();
const resolvers = new Map<string, ConfigResolver>();

async function lintOne(job: LintJob): Promise<LintOutcome> {
  let text: string;
  try {
    text = await readText(job.file);
  } catch (e) {
    return { path: job.file, error: e instanceof Error ? e.message : String(e), configErrors: [] };
  }
  const rkey = job.explicitConfig ?? '';
  let resolver = resolvers.get(rkey);
  if (!resolver) { resolver = new ConfigResolver(job.explicitConfig); resolvers.set(rkey, resolver); }
  const loaded = resolver.forFile(job.file);
  const analyzer = analyzerFor(analyzers, loaded.config);
  let result = analyzer.analyze(text);
  if (job.fix) {
    let current = text;
    for (let round = 0; round < 10; round++) {
      const edits = safeFixEdits(result.findings);
      if (edits.length === 0) break;
      const { text: fixed, applied } = applyEdits(current, edits);
      if (applied === 0 || fixed === current) break;
      current = fixed;
      result = analyzer.analyze(current);
    }
    if (current !== text) writeFileSync(job.file, current);
  }
  const configErrors = loaded.path ? loaded.errors.map((e) => `${loaded.path}: configuration error in "${e.key}": ${e.message}`) : [];
  return { path: job.file, findings: result.findings, configErrors };
}

/** Files per worker below which threads cost more than they save. */
const FILES_PER_WORKER = 16;

/** Runs the jobs, on worker threads when there are enough files and cores; results in input order. */
async function runJobs(jobs: LintJob[]): Promise<LintOutcome[]> {
  const threads = Math.min(availableParallelism(), 4, Math.floor(jobs.length / FILES_PER_WORKER));
  const out: LintOutcome[] = new Array(jobs.length);
  if (threads < 2) {
    for (let i = 0; i < jobs.length; i++) out[i] = await lintOne(jobs[i]!);
    return out;
  }
  let next = 0;
  await Promise.all(Array.from({ length: threads }, () => new Promise<void>((resolveWorker, rejectWorker) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { postmortemLintWorker: true } });
    const feed = () => {
      if (next >= jobs.length) { void worker.terminate(); resolveWorker(); return; }
      const i = next++;
      worker.postMessage({ i, job: jobs[i] });
    };
    worker.on('message', (m: { i: number; outcome: LintOutcome }) => { out[m.i] = m.outcome; feed(); });
    worker.on('error', rejectWorker);
    feed();
  })));
  return out;
}

function workerMain(): void {
  parentPort!.on('message', (m: { i: number; job: LintJob }) => {
    lintOne(m.job).then(
      (outcome) => parentPort!.postMessage({ i: m.i, outcome }),
      (e) => parentPort!.postMessage({ i: m.i, outcome: { path: m.job.file, error: `internal error: ${e instanceof Error ? e.message : String(e)}`, configErrors: [] } }),
    );
  });
}

async function lint(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: {
    format: { type: 'string', default: 'text' }, config: { type: 'string' }, fix: { type: 'boolean', default: false }, color: { type: 'boolean' },
  } });
  if (!['text', 'json', 'sarif'].includes(values.format!)) throw new UsageError(`unknown format "${values.format}": expected text, json or sarif`);
  if (positionals.length === 0) throw new UsageError('lint needs at least one PATH');
  const files = expandPaths(positionals);
  const jobs: LintJob[] = files.map((file) => ({ file, fix: values.fix ?? false, ...(values.config ? { explicitConfig: values.config } : {}) }));
  const outcomes = await runJobs(jobs);
  const results: FileResult[] = [];
  const problems: string[] = [];
  const seenConfigErrors = new Set<string>();
  for (const o of outcomes) {
    for (const e of o.configErrors) if (!seenConfigErrors.has(e)) { seenConfigErrors.add(e); problems.push(e); }
    if (o.error !== undefined) problems.push(o.error);
    else results.push({ path: o.path, findings: o.findings ?? [] });
  }
  const out = values.format === 'json' ? formatJson(results) : values.format === 'sarif' ? formatSarif(results, VERSION) : formatText(results, values.color ?? process.stdout.isTTY === true);
  process.stdout.write(out);
  for (const p of problems) process.stderr.write(`postmortem: ${p}\n`);
  if (problems.length > 0) return 2;
  return results.some((r) => r.findings.some((f) => f.severity === 'error')) ? 1 : 0;
}

async function loadOne(args: string[]) {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { config: { type: 'string' }, html: { type: 'string' } } });
  if (positionals.length !== 1) throw new UsageError('expected exactly one PATH');
  const path = positionals[0]!;
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`${path} is a directory; expected a file`);
  const text = await readText(path);
  const loaded = new ConfigResolver(values.config).forFile(path);
  const errors = configErrors(loaded, new Set());
  const result = new Analyzer(loaded.config).analyze(text);
  return { path, result, values, errors };
}

async function inspect(args: string[]): Promise<number> {
  if (args.includes('--html')) throw new UsageError('--html belongs to the timeline command');
  const { path, result, errors } = await loadOne(args);
  process.stdout.write(JSON.stringify(inspectJson(path, result), null, 2) + '\n');
  for (const e of errors) process.stderr.write(`postmortem: ${e}\n`);
  return errors.length ? 2 : 0;
}

function timelineText(result: AnalysisResult): string {
  const view = timelineView(result);
  const lines: string[] = [];
  lines.push(view.title ?? '(untitled postmortem)');
  const facts = [view.incidentDate && `date ${view.incidentDate}`, view.start && `start ${view.start}`, view.end && `end ${view.end}`,
    view.durationMinutes !== null && `duration ${formatDuration(view.durationMinutes)}`].filter(Boolean);
  if (facts.length) lines.push(facts.join(' · '));
  if (view.entries.length === 0) { lines.push('No timeline entries.'); return lines.join('\n') + '\n'; }
  lines.push('');
  for (const e of view.entries) {
    const offset = e.offsetMinutes !== null ? formatOffset(e.offsetMinutes) : '';
    const gap = e.gapMinutes !== null ? `+${formatDuration(e.gapMinutes)}` : '';
    const mark = e.problems.length ? ' !' : '';
    lines.push(`${String(e.line + 1).padStart(5)}  ${(e.date ? e.date + ' ' : '')}${e.label.padEnd(8)} ${offset.padEnd(9)} ${gap.padEnd(8)} ${e.text}${mark}`);
    for (const p of e.problems) lines.push(`${' '.repeat(7)}${p.severity} ${p.rule}: ${p.message}`);
  }
  return lines.join('\n') + '\n';
}

async function timeline(args: string[]): Promise<number> {
  const { result, values, errors } = await loadOne(args);
  const html = values.html;
  if (html) {
    const out = resolve(html);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, renderTimelineHtml(timelineView(result), { standalone: true }));
    process.stdout.write(`Wrote ${html}\n`);
  } else process.stdout.write(timelineText(result));
  for (const e of errors) process.stderr.write(`postmortem: ${e}\n`);
  return errors.length ? 2 : 0;
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'lint': return await lint(rest);
      case 'inspect': return await inspect(rest);
      case 'timeline': return await timeline(rest);
      case '-v': case '--version': case 'version': process.stdout.write(`${VERSION}\n`); return 0;
      case undefined: case '-h': case '--help': case 'help': process.stdout.write(USAGE); return command === undefined ? 2 : 0;
      default: throw new UsageError(`unknown command "${command}"`);
    }
  } catch (e) {
    if (e instanceof UsageError || (e instanceof TypeError && 'code' in e && String((e as { code: unknown }).code).startsWith('ERR_PARSE_ARGS'))) {
      process.stderr.write(`postmortem: ${e.message}\nRun "postmortem --help" for usage.\n`);
      return 2;
    }
    process.stderr.write(`postmortem: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
}

if (!isMainThread && (workerData as { postmortemLintWorker?: boolean } | undefined)?.postmortemLintWorker) workerMain();
else main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
