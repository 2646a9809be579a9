/** Inlay hints: the gap since the previous timeline entry ("+5m") after each timeline time. */
import type { InlayHint, InlayHintParams } from 'vscode-languageserver/node.js';
import { gapLabel, compactDuration } from '../core/features/duration.js';
import { containsPosition } from '../core/features/ranges.js';
import type { Analysis } from './analysis.js';

export function inlayHints(a: Analysis, params: InlayHintParams): InlayHint[] {
  if (!a.settings.editor.inlayHints) return [];
  const view = a.timeline();
  const byLine = new Map(view.entries.map((e, i) => [e.line, { e, prev: view.entries[i - 1] }]));
  const hints: InlayHint[] = [];
  for (const entry of a.result.model.timeline) {
    const t = entry.time;
    const v = byLine.get(entry.line);
    if (!t || !v || v.e.gapMinutes === null) continue;
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
