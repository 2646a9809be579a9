/** Hover: times, milestones and their metrics, section headings and problems, from the core's hover text. */
import { MarkupKind, type Hover, type HoverParams } from 'vscode-languageserver/node.js';
import { hoverAt } from '../core/features/hover.js';
import { ruleMeta } from '../core/rules/index.js';
import { ruleDocHref } from './convert.js';
import type { Analysis } from './analysis.js';

export function hover(a: Analysis, params: HoverParams): Hover | null {
  const metrics = a.result.model.metrics;
  const h = hoverAt(a.result, a.timeline(), params.position, {
    metrics,
    localZone: a.settings.config.timezone.local,
    ruleInfo: (id) => ({ description: ruleMeta(id)?.description, href: ruleDocHref(id) }),
  });
  return h ? { contents: { kind: MarkupKind.Markdown, value: h.markdown }, range: h.range } : null;
}
