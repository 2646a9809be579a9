/**
 * `postmortem` — lint postmortems, inspect their model, render their timeline.
 * Exit codes: 0 no errors, 1 errors found, 2 usage or I/O error.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Analyzer } from '../core/analyze.js';
import { applyEdits, safeFixEdits } from '../core/fix.js';
import { timelineView } from '../core/view.js';
import type { AnalysisResult } from '../core/types.js';
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

async function lint(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: {
    format: { type: 'string', default: 'text' }, config: { type: 'string' }, fix: { type: 'boolean', default: false }, color: { type: 'boolean' },
  } });
  if (!['text', 'json', 'sarif'].includes(values.format!)) throw new UsageError(`unknown format "${values.format}": expected text, json or sarif`);
  if (positionals.length === 0) throw new UsageError('lint needs at least one PATH');
  const files = expandPaths(positionals);
  const resolver = new ConfigResolver(values.config);
  const analyzers = new Map<Config, Analyzer>();
  const results: FileResult[] = [];
  const problems: string[] = [];
  const seenConfigs = new Set<string>();
  // Read ahead a few files while analysing the current one; never hold them all.
  const pending: Promise<string>[] = [];
  const ahead = 4;
  for (let i = 0; i < Math.min(ahead, files.length); i++) pending.push(readText(files[i]!).catch((e) => { throw e; }));
  for (let i = 0; i < files.length; i++) {
    const file = files[i]!;
    const next = i + ahead;
    if (next < files.length) pending.push(readText(files[next]!));
    let text: string;
    try {
      text = await pending[i]!;
    } catch (e) {
      problems.push(e instanceof Error ? e.message : String(e));
      continue;
    } finally {
      pending[i] = Promise.resolve('');
    }
    const loaded = resolver.forFile(file);
    problems.push(...configErrors(loaded, seenConfigs));
    const analyzer = analyzerFor(analyzers, loaded.config);
    let result = analyzer.analyze(text);
    if (values.fix) {
      let current = text;
      for (let round = 0; round < 10; round++) {
        const edits = safeFixEdits(result.findings);
        if (edits.length === 0) break;
        const { text: fixed, applied } = applyEdits(current, edits);
        if (applied === 0 || fixed === current) break;
        current = fixed;
        result = analyzer.analyze(current);
      }
      if (current !== text) writeFileSync(file, current);
    }
    results.push({ path: file, result });
  }
  const out = values.format === 'json' ? formatJson(results) : values.format === 'sarif' ? formatSarif(results, VERSION) : formatText(results, values.color ?? process.stdout.isTTY === true);
  process.stdout.write(out);
  for (const p of problems) process.stderr.write(`postmortem: ${p}\n`);
  if (problems.length > 0) return 2;
  return results.some((r) => r.result.findings.some((f) => f.severity === 'error')) ? 1 : 0;
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

main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
