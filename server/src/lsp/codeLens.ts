/**
 * Code lenses:
 * - on the timeline heading, "5 events · 28 min · detected in 5 min · mitigated in 34 min", that opens the
 *   preview to the side;
 * - on each corrective-actions heading, "3 open · 2 done · 1 without owner". Not clickable: an empty
 *   command id is how VS Code shows a lens as plain text (clients that run it get "no such command").
 */
import type { CodeLens, CodeLensParams } from 'vscode-languageserver/node.js';
import { humanDuration } from '../core/features/duration.js';
import { actionCounts, actionLensTitle, metricsLensParts } from '../core/features/metrics.js';
import { actionItems } from '../core/model/actions.js';
import type { Analysis } from './analysis.js';

export const OPEN_PREVIEW_COMMAND = 'postmortem.openPreviewToSide';

export function codeLenses(a: Analysis, _params: CodeLensParams): CodeLens[] {
  if (!a.settings.editor.codeLens) return [];
  const model = a.result.model;
  const lenses: CodeLens[] = [];
  const section = model.timelineSection;
  if (section) {
    const metrics = model.metrics;
    const view = a.timeline();
    const n = view.entries.length;
    const parts = [`${n} event${n === 1 ? '' : 's'}`];
    if (view.durationMinutes !== null) parts.push(humanDuration(view.durationMinutes));
    parts.push(...metricsLensParts(metrics, view.durationMinutes));
    lenses.push({ range: section.headingRange, command: { title: parts.join(' · '), command: OPEN_PREVIEW_COMMAND, arguments: [a.uri] } });
  }
  for (const c of actionCounts(actionItems(model))) {
    lenses.push({ range: c.section.headingRange, command: { title: actionLensTitle(c), command: '' } });
  }
  return lenses;
}
