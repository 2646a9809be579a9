/**
 * analyze(text, config) → { model, findings }: the one entry point of the analysis core.
 * The model is built once per text; every rule and every feature reads that model.
 */
import { DEFAULT_CONFIG, type Config } from './config.js';
import { ModelBuilder } from './model/build.js';
import { IncrementalParser } from './parse/parse.js';
import { Memos } from './memo.js';
import { ALL_RULES } from './rules/index.js';
import { notAPostmortem } from './rules/template.js';
import { comparePos, splitLines } from './text.js';
import { applySuppressions } from './suppress.js';
import type { AnalysisResult, Finding, Postmortem, Severity } from './types.js';

export interface AnalyzeOptions {
  /** "Now" in milliseconds since the epoch (for rules about the future); defaults to Date.now(). */
  now?: number;
}

function ruleSetting(config: Config, id: string, fallback: Severity): { severity: Severity | 'off'; options: Record<string, unknown> } {
  const s = config.rules[id];
  if (s === undefined) return { severity: fallback, options: {} };
  if (Array.isArray(s)) return { severity: s[0], options: s[1] ?? {} };
  return { severity: s, options: {} };
}

/**
 * Each rule's place in the order of rule ids, worked out once. Code-unit order: for ids of lowercase
 * words and hyphens it is localeCompare's order (test/core/docs.test.ts), without starting the
 * collator, which costs every CLI thread ~10 ms.
 */
export const RULE_RANK = new Map([...ALL_RULES.map((r) => r.meta.id)].sort().map((id, k) => [id, k]));

/** Runs the rules over a built model. */
function runRules(model: AnalysisResult['model'], config: Config, now: number, memos: Memos): Finding[] {
  const findings: Finding[] = [];
  // A blank template, a stub or an index page beside the postmortems is not one: only what is wrong in
  // any text (RuleMeta.anyDocument) is reported on it.
  const notPostmortem = notAPostmortem(model);
  for (const rule of ALL_RULES) {
    if (notPostmortem && !rule.meta.anyDocument) continue;
    const { severity, options } = ruleSetting(config, rule.meta.id, rule.meta.defaultSeverity);
    if (severity === 'off') continue;
    const memo = <T>(name: string) => memos.get<T>(`${rule.meta.id}\u0000${name}`);
    for (const f of rule.check({ model, config, options, now, memo })) findings.push({ rule: rule.meta.id, severity, ...f });
  }
  memos.rotate();
  findings.sort((a, b) => comparePos(a.range.start, b.range.start) || (RULE_RANK.get(a.rule) ?? 0) - (RULE_RANK.get(b.rule) ?? 0));
  return applySuppressions(findings, model);
}

/**
 * The lines before the first changed one and after the last one become the previous run's string
 * objects: every later comparison with what the caches saw last time is then an identity check instead
 * of a character-by-character one, and the new copies are garbage at once.
 */
function shareUnchanged(lines: string[], prev: readonly string[]): void {
  const n = Math.min(lines.length, prev.length);
  let pre = 0;
  for (; pre < n && lines[pre] === prev[pre]; pre++) lines[pre] = prev[pre]!;
  for (let k = 1; k <= n - pre && lines[lines.length - k] === prev[prev.length - k]; k++) lines[lines.length - k] = prev[prev.length - k]!;
}

/**
 * An analyzer keeps the parse of unchanged blocks between calls: use one per open document so that
 * re-analysis after an edit only re-parses the blocks the edit touched.
 */
export class Analyzer {
  private parser = new IncrementalParser();
  private builder: ModelBuilder;
  private config: Config;
  private memos = new Memos();
  private prevLines: string[] = [];
  private configKey?: string;

  constructor(config: Config = DEFAULT_CONFIG) {
    this.config = config;
    this.builder = new ModelBuilder(config);
  }

  /** What the model builder's last build reused from the one before (for tests). */
  get lastBuildStats(): { segmentsReused: number } {
    const s = this.builder.stats;
    return { segmentsReused: s.mapSegmentsKept + s.runsKept };
  }

  /**
   * A configuration equal to the current one keeps every cache: a worker thread or a settings reader
   * hands over a fresh copy of the same configuration with every change.
   */
  setConfig(config: Config): void {
    if (config === this.config) return;
    const key = JSON.stringify(config);
    if (key === (this.configKey ??= JSON.stringify(this.config))) return;
    this.configKey = key;
    this.config = config;
    this.builder = new ModelBuilder(config);
    this.memos = new Memos();
  }

  analyze(text: string, options: AnalyzeOptions = {}): AnalysisResult {
    const eol = /\r\n|\r|\n/.exec(text)?.[0] as Postmortem['eol'] | undefined;
    return this.analyzeLines(splitLines(text), eol ?? '\n', options);
  }

  /**
   * The same analysis from the text's lines, as `splitLines` gives them, and its first line end ('\n'
   * when it has none): for a host that keeps a document as lines (the language server), so that no
   * keystroke joins and splits the whole text again, and its unchanged lines are already the previous
   * call's strings. `lines` is the analyzer's from then on: it must not be changed afterwards.
   */
  analyzeLines(lines: string[], eol: Postmortem['eol'], options: AnalyzeOptions = {}): AnalysisResult {
    shareUnchanged(lines, this.prevLines);
    this.prevLines = lines;
    const parsed = this.parser.parse(lines);
    const model = this.builder.build(lines, parsed, eol);
    return { model, findings: runRules(model, this.config, options.now ?? Date.now(), this.memos) };
  }
}

export function analyze(text: string, config: Config = DEFAULT_CONFIG, options: AnalyzeOptions = {}): AnalysisResult {
  return new Analyzer(config).analyze(text, options);
}
