import { messagesFor } from '../locale/messages.js';
import { unreadLanguage } from './language.js';
import type { Rule } from './rule.js';
import { documentAnchor } from './required-section.js';

export const incidentDate: Rule = {
  meta: {
    id: 'incident-date',
    description: 'The postmortem gives no incident date, or one without a year.',
    defaultSeverity: 'warning',
    fixable: false,
    docs: {
      rationale: 'Without a full date the timeline cannot be turned into UTC instants, zone labels cannot be checked against daylight saving time, '
        + 'and readers cannot find the incident later. Give it in the front matter (`date: 2021-09-30`), the title, or on the first timeline entry. '
        + 'A document written in a language the analysis does not read gets no "no incident date" finding: its month names are unknown.',
      bad: '# June 15: API outage',
      good: '# 2025-06-15: API outage',
    },
  },
  check({ model }) {
    const m = messagesFor(model.locale);
    if (!model.incidentDate) {
      // Its dates may be written with month names the analysis does not know.
      if (unreadLanguage(model)) return [];
      return [{ range: documentAnchor(model), message: m.t('incident-date.none') }];
    }
    if (model.incidentDate.year === undefined) {
      const range = model.incidentDateRange ?? documentAnchor(model);
      const raw = model.lines[range.start.line]!.slice(range.start.character, range.end.character);
      return [{ range, message: m.t('incident-date.no-year', { raw }) }];
    }
    return [];
  },
};
