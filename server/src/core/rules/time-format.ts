import type { Rule } from './rule.js';

const two = (n: number) => String(n).padStart(2, '0');

export const timeFormat: Rule = {
  meta: {
    id: 'time-format',
    description: 'Impossible or malformed times: 17:20pm, 13:55 PM, 23:00 AM, 25:10, 12:60.',
    defaultSeverity: 'error',
    fixable: true,
    docs: {
      rationale: 'A 24-hour time with am/pm, or an hour or minute out of range, leaves the reader guessing when something happened. '
        + 'When the meaning is clear (17:20pm can only be 17:20) the fix drops the am/pm.',
      bad: '- 17:20pm Load balancers stop accepting connections',
      good: '- 17:20 UTC Load balancers stop accepting connections',
    },
  },
  check({ model }) {
    const out = [];
    for (const t of model.times) {
      if (!t.problem) continue;
      const value = model.lines[t.valueRange.start.line]!.slice(t.valueRange.start.character, t.valueRange.end.character);
      let message: string;
      switch (t.problem) {
        case 'meridiem-on-24h':
          message = `${value} is not a valid time: a 24-hour time takes no am/pm. Expected ${t.corrected}.`;
          break;
        case 'meridiem-conflict':
          message = t.hour === 0
            ? `${value} is not a valid time: a 12-hour time has hours 1 to 12. Expected 12:${two(t.minute)} ${t.meridiem === 'pm' ? 'PM' : 'AM'} or a 24-hour time.`
            : `${value} is not a valid time: hour ${t.hour} contradicts ${t.meridiem === 'am' ? 'AM' : 'PM'}. Expected a 24-hour time without am/pm, or a 12-hour time with hours 1 to 12.`;
          break;
        case 'hour-range':
          message = `${value} is not a valid time: hours go from 00 to 23.`;
          break;
        case 'minute-range':
          message = `${value} is not a valid time: minutes go from 00 to 59.`;
          break;
        default:
          message = `${value} is not a valid time: seconds go from 00 to 59.`;
      }
      const f: ReturnType<Rule['check']>[number] = { message, range: t.valueRange };
      if (t.corrected) f.fix = { title: `Change to ${t.corrected}`, edits: [{ range: t.valueRange, newText: t.corrected }], safe: true, preferred: true };
      out.push(f);
    }
    return out;
  },
};
