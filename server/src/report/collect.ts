/**
 * Reads and analyses the postmortems of a report: the CLI's own file selection (`cli/files.ts`
 * `selectFilesOnce`), the CLI's config lookup (`.postmortemrc.json` upward from each file), one
 * `Analyzer` per config, and `summarize` per document. Files that cannot be read are listed as
 * problems; they never stop the run.
 */
import { Analyzer } from '../core/analyze.js';
import type { Config } from '../core/config.js';
import { ConfigResolver, type LoadedConfig } from '../cli/config-file.js';
import { UsageError, selectFilesOnce } from '../cli/files.js';
import { summarize, type IncidentSummary } from './summary.js';
import { displayPath, readRegularFile } from '../cli/io.js';
import { decodeUtf8 } from '../cli/bytes.js';

export const MAX_BYTES = 50 * 1024 * 1024;

/** A postmortem's text; a clear UsageError for unreadable, special, huge or binary files (as `lint` reads them). */
export function readPostmortem(path: string): string {
  const { bytes } = readRegularFile(path, MAX_BYTES);
  if (bytes.subarray(0, 8192).includes(0)) throw new UsageError(`${displayPath(path)}: binary file, not a postmortem`);
  return decodeUtf8(bytes);
}

export interface Collected { incidents: IncidentSummary[]; problems: string[] }

/** One file's outcome: its summary, or the problem that kept it out; and its config's errors. */
export interface Outcome { summary?: IncidentSummary; problem?: string; configProblems: string[] }

/** Summarises files one after the other: one config resolver, one analyzer per config. */
/** Where a file's config comes from (the CLI's `ConfigResolver`, or the MCP server's, which stays in its roots). */
export interface ConfigSource { forFile(file: string): LoadedConfig }

export class Summarizer {
  private readonly resolver: ConfigSource;
  private readonly analyzers = new Map<Config, Analyzer>();

  constructor(explicitConfig?: string, private readonly filter?: (file: string) => string | undefined, resolver?: ConfigSource) {
    this.resolver = resolver ?? new ConfigResolver(explicitConfig);
  }

  /** Never throws: a problem with the file is its outcome. */
  summarize(file: string): Outcome {
    try {
      const refused = this.filter?.(file);
      if (refused) return { problem: refused, configProblems: [] };
      const text = readPostmortem(file);
      const loaded = this.resolver.forFile(file);
      const configProblems = loaded.path ? loaded.errors.map((e) => `${loaded.path}: configuration error in "${e.key}": ${e.message}`) : [];
      let analyzer = this.analyzers.get(loaded.config);
      if (!analyzer) { analyzer = new Analyzer(loaded.config); this.analyzers.set(loaded.config, analyzer); }
      return { summary: summarize(file, analyzer.analyze(text), loaded.config), configProblems };
    } catch (e) {
      return { problem: e instanceof UsageError ? e.message : `internal error on ${file}: ${e instanceof Error ? e.message : String(e)}`, configProblems: [] };
    }
  }
}

/** Outcomes in file order → summaries and problems (each config error once, before the files' own). */
export function gather(outcomes: Outcome[]): Collected {
  const incidents: IncidentSummary[] = [];
  const problems: string[] = [];
  const configProblems = new Set<string>();
  for (const o of outcomes) {
    for (const c of o.configProblems) configProblems.add(c);
    if (o.summary) incidents.push(o.summary);
    if (o.problem) problems.push(o.problem);
  }
  return { incidents, problems: [...configProblems, ...problems] };
}

/**
 * Summaries of every postmortem the paths name (directories walked as `lint` walks them), on this
 * thread. `explicitConfig`: a config file for every document (`--config`), else each file's own.
 * `filter`: keeps only some files (the MCP server's roots), with the reason for the others.
 */
export function collect(paths: string[], explicitConfig?: string, filter?: (file: string) => string | undefined, resolver?: ConfigSource): Collected {
  const summarizer = new Summarizer(explicitConfig, filter, resolver);
  return gather(selectFilesOnce(paths, true).files.map((f) => summarizer.summarize(f)));
}
