/** Document symbols (sections, timeline entries as children) and folding ranges. */
import {
  FoldingRangeKind, SymbolKind, type DocumentSymbol, type DocumentSymbolParams, type FoldingRange, type FoldingRangeParams,
} from 'vscode-languageserver/node.js';
import { folds, outline, type OutlineNode } from '../core/features/outline.js';
import type { FeatureContext } from './context.js';

function toSymbol(n: OutlineNode): DocumentSymbol {
  return {
    name: n.name,
    detail: n.detail,
    kind: n.type === 'entry' ? SymbolKind.Event : SymbolKind.Namespace,
    range: n.range,
    selectionRange: n.selectionRange,
    children: n.children.map(toSymbol),
  };
}

export async function documentSymbols(ctx: FeatureContext, params: DocumentSymbolParams): Promise<DocumentSymbol[]> {
  const a = await ctx.store.postmortem(params.textDocument.uri);
  return a ? outline(a.result.model).map(toSymbol) : [];
}

export async function foldingRanges(ctx: FeatureContext, params: FoldingRangeParams): Promise<FoldingRange[]> {
  const a = await ctx.store.postmortem(params.textDocument.uri);
  if (!a) return [];
  return folds(a.result.model).map((f) => ({
    startLine: f.startLine,
    endLine: f.endLine,
    kind: f.kind === 'comment' ? FoldingRangeKind.Comment : FoldingRangeKind.Region,
  }));
}
