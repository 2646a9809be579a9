/**
 * The one place core findings become LSP diagnostics. Core positions are already 0-based UTF-16
 * `{line, character}`, exactly LSP's, so ranges and text edits pass through unchanged.
 */
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver/node.js';
import type { Finding, Severity } from '../core/types.js';

/**
 * Where rule documentation lives: docs/rules.md of the installed extension / checkout, as a file URL
 * (works offline, in VS Code and in other editors). The bundle is server/out/server.js; the sources
 * run from server/src/lsp/ under tsx.
 */
export const RULES_DOC_URL = new URL(
  import.meta.url.includes('/server/src/') ? '../../../docs/rules.md' : '../../docs/rules.md',
  import.meta.url,
).href;

export const DIAGNOSTIC_SOURCE = 'postmortem';

export function ruleDocHref(rule: string): string {
  return `${RULES_DOC_URL}#${rule}`;
}

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

/** A finding as a diagnostic; with the document's `uri`, the places it also speaks of become related information. */
export function toDiagnostic(f: Finding, uri?: string): Diagnostic {
  const d: Diagnostic = {
    range: f.range,
    severity: SEVERITY[f.severity],
    code: f.rule,
    codeDescription: { href: ruleDocHref(f.rule) },
    source: DIAGNOSTIC_SOURCE,
    message: f.message,
  };
  if (uri && f.related?.length) d.relatedInformation = f.related.map((range) => ({ location: { uri, range }, message: f.group ?? f.message }));
  return d;
}
