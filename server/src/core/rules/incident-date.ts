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
        + 'and readers cannot find the incident later. Give it in the front matter (`date: 2021-09-30`), the title, or on the first timeline entry.',
      bad: '# June 15: API outage',
      good: '# 2025-06-15: API outage',
    },
  },
  check({ model }) {
    if (!model.incidentDate) {
      return [{ range: documentAnchor(model), message: 'No incident date found. Expected a full date (YYYY-MM-DD) in the front matter, the title or the timeline.' }];
    }
    if (model.incidentDate.year === undefined) {
      const range = model.incidentDateRange ?? documentAnchor(model);
      const raw = model.lines[range.start.line]!.slice(range.start.character, range.end.character);
      return [{ range, message: `The incident date ${raw} has no year. Expected a full date with its year (${raw}, YYYY or YYYY-MM-DD).` }];
    }
    return [];
  },
};
