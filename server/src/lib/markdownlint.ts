/**
 * A markdownlint custom rule (`postmortem-studio/markdownlint`) that reports our findings through
 * markdownlint: one error per finding, named "postmortem/<rule>" in its detail, with the column range
 * and the safe fix as markdownlint fix information when the fix stays on one line.
 *
 * .markdownlint-cli2.jsonc: `{ "customRules": ["postmortem-studio/markdownlint"],
 * "config": { "postmortem": { "rules": { "timezone-not-utc": "off" } } } }`: the rule's options are a
 * postmortem configuration. markdownlint has no severities: findings below `minSeverity` (default
 * "info") are left out.
 */
import { analyze } from '../core/analyze.js';
import type { Severity } from '../core/types.js';
import { ruleDocUrl } from '../docs-links.js';
import { resolveConfig } from './index.js';

/** The parts of markdownlint's rule API used here (markdownlint's own types are not a dependency). */
interface RuleParams { lines: readonly string[]; config: unknown }
interface RuleError { lineNumber: number; detail?: string; context?: string; range?: [number, number]; fixInfo?: { lineNumber?: number; editColumn?: number; deleteCount?: number; insertText?: string } }

const RANK: Record<Severity, number> = { hint: 0, info: 1, warning: 2, error: 3 };

const rule = {
  names: ['postmortem', 'postmortem-studio'],
  description: 'Postmortem checks (timeline order, UTC times, required sections)',
  tags: ['incidents'],
  parser: 'none' as const,
  information: new URL(ruleDocUrl('').replace(/#$/, '')),
  function(params: RuleParams, onError: (e: RuleError) => void): void {
    const options = (params.config && typeof params.config === 'object' ? params.config : {}) as Record<string, unknown>;
    const { minSeverity = 'info', ...config } = options as { minSeverity?: Severity };
    const min = RANK[minSeverity] ?? RANK.info;
    const text = params.lines.join('\n');
    for (const f of analyze(text, resolveConfig(config)).findings) {
      if (RANK[f.severity] < min) continue;
      const line = f.range.start.line;
      const lineText = params.lines[line] ?? '';
      const oneLine = f.range.end.line === line;
      const start = Math.min(f.range.start.character, Math.max(lineText.length - 1, 0));
      const length = oneLine ? Math.max(1, Math.min(f.range.end.character, lineText.length) - start) : Math.max(1, lineText.length - start);
      const edit = f.fix?.safe && f.fix.edits.length === 1 ? f.fix.edits[0] : undefined;
      const fixInfo = edit && edit.range.start.line === edit.range.end.line && !edit.newText.includes('\n')
        ? { lineNumber: edit.range.start.line + 1, editColumn: edit.range.start.character + 1, deleteCount: edit.range.end.character - edit.range.start.character, insertText: edit.newText }
        : undefined;
      onError({
        lineNumber: line + 1,
        detail: `${f.rule} (${f.severity}): ${f.message}`,
        ...(lineText.length > 0 ? { range: [start + 1, length] as [number, number] } : {}),
        ...(fixInfo ? { fixInfo } : {}),
      });
    }
  },
};

export default rule;
