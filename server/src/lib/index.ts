/**
 * The library entry of the package (`import { lint } from 'postmortem-studio'`): the analysis core
 * as a function of text and configuration, with no file system access. The markdownlint rule and
 * the unified/remark plugin (`postmortem-studio/markdownlint`, `postmortem-studio/remark`) are built
 * on it.
 */
import { Analyzer, analyze } from '../core/analyze.js';
import { DEFAULT_CONFIG, configSchema, mergeConfig, type Config, type ConfigError } from '../core/config.js';
import { RULES, RULE_IDS } from '../core/rules/index.js';
import type { Finding, Severity } from '../core/types.js';
import { RULES_DOC_URL, ruleDocUrl } from '../docs-links.js';
import { VERSION } from '../version.js';

export { Analyzer, analyze, DEFAULT_CONFIG, RULES, RULE_IDS, RULES_DOC_URL, ruleDocUrl, VERSION };
export type { Config, ConfigError, Finding, Severity };
export type { AnalysisResult, Postmortem, Range, Position } from '../core/types.js';
export type { RuleMeta } from '../core/rules/index.js';

/** A finding with 1-based positions, as the CLI's JSON output has it. */
export interface LintMessage {
  rule: string;
  severity: Severity;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  fixable: boolean;
  url: string;
}

/**
 * A configuration object (what a `.postmortemrc.json` holds) validated against the shipped schema
 * and merged over the defaults. Throws a TypeError naming every bad key.
 */
export function resolveConfig(input: unknown = {}): Config {
  const { config, errors } = mergeConfig(DEFAULT_CONFIG, input, RULE_IDS);
  if (errors.length) throw new TypeError(`invalid postmortem configuration: ${errors.map((e) => e.message).join('; ')}`);
  return config;
}

/** The JSON schema of the configuration. */
export function configurationSchema(): Record<string, unknown> {
  return configSchema(RULES);
}

export function toMessage(f: Finding): LintMessage {
  return {
    rule: f.rule, severity: f.severity, message: f.message,
    line: f.range.start.line + 1, column: f.range.start.character + 1, endLine: f.range.end.line + 1, endColumn: f.range.end.character + 1,
    fixable: !!f.fix?.safe, url: ruleDocUrl(f.rule),
  };
}

/** Lints one postmortem's text: its findings with 1-based positions. */
export function lint(text: string, config: unknown = {}, options: { now?: number } = {}): LintMessage[] {
  return analyze(text, resolveConfig(config), options).findings.map(toMessage);
}
