/** Completion: section headings, front matter keys/values, a timeline entry stamped "now" (UTC). */
import { CompletionItemKind, InsertTextFormat, type CompletionItem, type CompletionParams } from 'vscode-languageserver/node.js';
import { completionsAt, type CompletionCandidate } from '../core/features/completion.js';
import type { FeatureContext } from './context.js';

const KIND: Record<CompletionCandidate['kind'], CompletionItemKind> = {
  section: CompletionItemKind.Module,
  key: CompletionItemKind.Property,
  value: CompletionItemKind.Value,
  entry: CompletionItemKind.Event,
};

export async function completion(ctx: FeatureContext, params: CompletionParams): Promise<CompletionItem[]> {
  const a = await ctx.store.postmortem(params.textDocument.uri);
  if (!a) return [];
  return completionsAt(a.result.model, params.position, a.settings.config, ctx.now()).map((c) => ({
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
