/** Inlay hints: the gap since the previous timeline entry ("+5m") after each timeline time. */
import type { InlayHint, InlayHintParams } from 'vscode-languageserver/node.js';
import { gapLabel, compactDuration } from '../core/features/duration.js';
import { containsPosition } from '../core/features/ranges.js';
import type { Analysis } from './analysis.js';

export function inlayHints(a: Analysis, params: InlayHintParams): InlayHint[] {
  if (!a.settings.editor.inlayHints) return [];
  const view = a.timeline();
  const hints: InlayHint[] = [];
  // The view's entries are the model's, in the same order.
  const timeline = a.result.model.timeline;
  for (let k = 0; k < timeline.length; k++) {
    const t = timeline[k]!.time;
    const v = { e: view.entries[k], prev: view.entries[k - 1] };
    if (!t || !v.e || v.e.gapMinutes === null) continue;
    let position = t.range.end;
    if (t.zoneRange && t.zoneRange.start.line === t.range.end.line && t.zoneRange.end.character > position.character) position = t.zoneRange.end;
    if (!containsPosition(params.range, position)) continue;
    const gap = v.e.gapMinutes;
    hints.push({
      position,
      label: gapLabel(gap),
      paddingLeft: true,
      tooltip: `${compactDuration(Math.abs(gap))} ${gap < 0 ? 'before' : 'after'} the previous entry${v.prev ? ` (${v.prev.label})` : ''}`,
    });
  }
  return hints;
}
