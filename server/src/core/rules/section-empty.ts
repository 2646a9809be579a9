import { SECTION_LABELS } from '../locale/index.js';
import { messagesFor } from '../locale/messages.js';
import type { Rule, RuleFinding } from './rule.js';

export const sectionEmpty: Rule = {
  meta: {
    id: 'section-empty',
    description: 'A required section has no content, or only TBD/TODO placeholders.',
    defaultSeverity: 'warning',
    fixable: false,
    docs: {
      rationale: 'A heading with nothing under it looks complete in an outline but tells the reader nothing.',
      bad: '## Root Cause\n\nTBD\n\n## Corrective Actions',
      good: '## Root Cause\n\nThe connection pool was sized for half the traffic.',
    },
  },
  check({ model, config }) {
    const out: RuleFinding[] = [];
    const m = messagesFor(model.locale);
    const labels = SECTION_LABELS[m.locale] ?? SECTION_LABELS['en']!;
    // A heading that is a timeline entry ("06.05.2026, 08:15 – Cause found") names an event, not a section to fill.
    const entryHeadings = new Set(model.timeline.filter((e) => e.kind === 'heading').map((e) => e.line));
    for (const kind of config.requiredSections) {
      const of = model.sections.filter((s) => s.covers.includes(kind) && !entryHeadings.has(s.headingRange.start.line));
      if (of.length === 0 || of.some((s) => !s.empty)) continue;
      const s = of[0]!;
      out.push({ range: s.headingRange, message: m.t('section-empty.message', { title: s.title, kind: kind === 'other' ? kind : labels[kind] }) });
    }
    return out;
  },
};
