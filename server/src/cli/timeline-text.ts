/**
 * `postmortem timeline`'s text: the timeline view of one analysed document, one line per entry. Pure
 * (no Node API), so the VS Code extension's language-model tool prints what the CLI prints.
 */
import { timelineView } from '../core/view.js';
import type { AnalysisResult } from '../core/types.js';
import { formatDuration, formatOffset } from '../../../preview/render.js';

export function timelineText(result: AnalysisResult): string {
  const view = timelineView(result);
  const lines: string[] = [];
  lines.push(view.title ?? '(untitled postmortem)');
  const facts = [view.incidentDate && `date ${view.incidentDate}`, view.start && `start ${view.start}`, view.end && `end ${view.end}`,
    view.durationMinutes !== null && `duration ${formatDuration(view.durationMinutes)}`, view.order === 'newest-first' && 'newest first'].filter(Boolean);
  if (facts.length) lines.push(facts.join(' · '));
  if (view.entries.length === 0) { lines.push('No timeline entries.'); return lines.join('\n') + '\n'; }
  lines.push('');
  for (const e of view.entries) {
    const offset = e.offsetMinutes !== null ? formatOffset(e.offsetMinutes) : '';
    const gap = e.gapMinutes !== null ? `${e.gapMinutes >= 0 ? '+' : ''}${formatDuration(e.gapMinutes)}` : '';
    const mark = e.problems.length ? ' !' : '';
    const text = e.statusUpdate ? `[status update] ${e.text}` : e.text;
    lines.push(`${String(e.line + 1).padStart(5)}  ${(e.date ? e.date + ' ' : '')}${e.label.padEnd(8)} ${offset.padEnd(9)} ${gap.padEnd(8)} ${text}${mark}`);
    for (const p of e.problems) lines.push(`${' '.repeat(7)}${p.severity} ${p.rule}: ${p.message}`);
  }
  return lines.join('\n') + '\n';
}
