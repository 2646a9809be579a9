/** Completion: section headings, front matter keys/values, a timeline entry stamped "now" (UTC). */
import { CompletionItemKind, InsertTextFormat, type CompletionItem, type CompletionParams } from 'vscode-languageserver/node.js';
import { completionsAt, type CompletionCandidate } from '../core/features/completion.js';
import type { Analysis } from './analysis.js';
import type { FeatureEnv } from './context.js';

const KIND: Record<CompletionCandidate['kind'], CompletionItemKind> = {
  section: CompletionItemKind.Module,
  key: CompletionItemKind.Property,
  value: CompletionItemKind.Value,
  entry: CompletionItemKind.Event,
};

export function completion(a: Analysis, params: CompletionParams, env: FeatureEnv): CompletionItem[] {
  return completionsAt(a.result.model, params.position, a.settings.config, env.now).map((c) => ({
    label: c.label,
    kind: KIND[c.kind],
    detail: c.detail,
    documentation: c.documentation,
    sortText: c.sortText,
    filterText: c.filterText,
    insertTextFormat: InsertTextFormat.PlainText,
    textEdit: { range: c.range, newText: c.newText },
  }));
}
