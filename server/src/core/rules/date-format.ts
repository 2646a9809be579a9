import type { Rule, RuleFinding } from './rule.js';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const dateFormat: Rule = {
  meta: {
    id: 'date-format',
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
    for (const d of model.dates) {
      if (d.problem === 'bad-year') {
        out.push({ range: d.range, message: `${d.raw} is not a valid date: the year ${d.date.year} has ${String(d.date.year).length} digits. Expected a 4-digit year.` });
      } else if (d.problem === 'impossible') {
        const month = MONTH_NAMES[d.date.month - 1];
        const why = month
          ? `${month}${d.date.year !== undefined ? ' ' + d.date.year : ''} has no day ${d.date.day}`
          : `there is no month ${d.date.month}`;
        out.push({ range: d.range, message: `${d.raw} is not a valid date: ${why}.` });
      }
    }
    return out;
  },
};
