import { messagesFor } from '../locale/messages.js';
import { inInlineCode } from '../text.js';
import type { Rule, RuleFinding } from './rule.js';

export const dateFormat: Rule = {
  meta: {
    id: 'date-format',
    anyDocument: true,
    description: 'Impossible dates: 2015-02-30, 31 April, a five-digit year such as 20202-01-16.',
    defaultSeverity: 'error',
    fixable: false,
    docs: {
      rationale: 'A date that cannot exist usually hides a typo in the day, month or year; the timeline cannot be placed on the calendar.',
      bad: 'The change was deployed on 2015-02-30.',
      good: 'The change was deployed on 2015-02-28.',
    },
  },
  check({ model }) {
    const out: RuleFinding[] = [];
    const m = messagesFor(model.locale);
    for (const d of model.dates) {
      // A date quoted as code ("`2025-02-29` was accepted") is the subject of the text, not a date it states.
      if (d.problem && inInlineCode(model.lines[d.range.start.line]!, d.range.start.character, d.range.end.character)) continue;
      if (d.problem === 'bad-year') {
        out.push({ range: d.range, message: m.t('date-format.bad-year', { raw: d.raw, year: d.date.year!, digits: String(d.date.year).length }) });
      } else if (d.problem === 'impossible') {
        const known = d.date.month >= 1 && d.date.month <= 12;
        const message = known
          ? m.t('date-format.no-day', { raw: d.raw, month: m.monthYear(d.date.month, d.date.year), day: d.date.day })
          : m.t('date-format.no-month', { raw: d.raw, month: d.date.month });
        out.push({ range: d.range, message });
      }
    }
    return out;
  },
};
