import type { Config } from '../config.js';
import type { LineMemo } from '../memo.js';
import type { Finding, Postmortem, Severity } from '../types.js';

export interface RuleMeta {
  /** Stable kebab-case id: the contract with users' configuration. */
  id: string;
  /** One sentence: what the rule finds. */
  description: string;
  defaultSeverity: Severity;
  /** Whether the rule offers fixes (some of its findings may still have none). */
  fixable: boolean;
  /** Markdown for docs/rules.md: why it matters and an example that triggers it. */
  docs: { rationale: string; bad: string; good: string };
  /**
   * Whether the rule also speaks of documents that are not postmortems (a blank template, a stub, an
   * index page: rules/template.ts): what stops any document from being read. Every other rule is quiet there.
   */
  anyDocument?: true;
}

export interface RuleContext {
  model: Postmortem;
  config: Config;
  options: Record<string, unknown>;
  /** Milliseconds since the epoch; injected so results are reproducible. */
  now: number;
  /**
   * Per-line memory kept by the analyzer between runs, for work that depends on a line's text alone
   * (`name` distinguishes a rule's memos; include anything else the value depends on, e.g. options).
   */
  memo<T>(name: string): LineMemo<T>;
}

export type RuleFinding = Omit<Finding, 'rule' | 'severity'>;

export interface Rule {
  meta: RuleMeta;
  check(ctx: RuleContext): RuleFinding[];
}
