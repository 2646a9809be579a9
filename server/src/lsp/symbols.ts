/** Document symbols (sections, timeline entries as children) and folding ranges. */
import {
  FoldingRangeKind, SymbolKind, type DocumentSymbol, type DocumentSymbolParams, type FoldingRange, type FoldingRangeParams,
} from 'vscode-languageserver/node.js';
import { folds, outline, type OutlineNode } from '../core/features/outline.js';
import type { Analysis } from './analysis.js';

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

export function documentSymbols(a: Analysis, _params: DocumentSymbolParams): DocumentSymbol[] {
  return outline(a.result.model).map(toSymbol);
}

export function foldingRanges(a: Analysis, _params: FoldingRangeParams): FoldingRange[] {
  return folds(a.result.model).map((f) => ({
    startLine: f.startLine,
    endLine: f.endLine,
    kind: f.kind === 'comment' ? FoldingRangeKind.Comment : FoldingRangeKind.Region,
  }));
}
