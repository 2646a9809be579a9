/** Hover: times, milestones and their metrics, section headings and problems' rules, from the core's hover text. */
import { MarkupKind, type Hover, type HoverParams } from 'vscode-languageserver/node.js';
import { hoverAt } from '../core/features/hover.js';
import { ruleMeta } from '../core/rules/index.js';
import { ruleDocHref } from './convert.js';
import type { Analysis } from './analysis.js';
import type { FeatureEnv } from './context.js';

/** The first sentence of a rule's rationale: up to the first ".", "!" or "?" followed by a space and a capital. */
export function firstSentence(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if ((c === '.' || c === '!' || c === '?') && text[i + 1] === ' ' && /[A-Z]/.test(text[i + 2] ?? '')) return text.slice(0, i + 1);
  }
  return text;
}

export function hover(a: Analysis, params: HoverParams, env?: FeatureEnv): Hover | null {
  const metrics = a.result.model.metrics;
  const h = hoverAt(a.result, a.timeline(), params.position, {
    metrics,
    localZone: a.settings.config.timezone.local,
    problemMessages: env?.hoverShowsDiagnostics !== true,
    ruleInfo: (id) => {
      const meta = ruleMeta(id);
      return { description: meta?.description, why: meta ? firstSentence(meta.docs.rationale) : undefined, href: ruleDocHref(id) };
    },
  });
  return h ? { contents: { kind: MarkupKind.Markdown, value: h.markdown }, range: h.range } : null;
}
