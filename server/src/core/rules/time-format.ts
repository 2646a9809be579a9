import { DAY_PART_BEFORE } from '../time/cjk.js';
import { inInlineCode } from '../text.js';
import { messagesFor } from '../locale/messages.js';
import type { Rule } from './rule.js';

const two = (n: number) => String(n).padStart(2, '0');

export const timeFormat: Rule = {
  meta: {
    id: 'time-format',
    anyDocument: true,
    description: 'Impossible or malformed times: 17:20pm, 13:55 PM, 23:00 AM, 25:10, 12:60.',
    defaultSeverity: 'error',
    fixable: true,
    docs: {
      rationale: 'A 24-hour time with am/pm, or an hour or minute out of range, leaves the reader guessing when something happened. '
        + 'When the meaning is clear (17:20pm can only be 17:20) the fix drops the am/pm. '
        + 'An hour past 23 outside the timeline with no zone or am/pm ("Avg wait (mm:ss) | 24:10") is read as a length, not a time.',
      bad: '- 17:20pm Load balancers stop accepting connections',
      good: '- 17:20 UTC Load balancers stop accepting connections',
    },
  },
  check({ model }) {
    const out = [];
    const m = messagesFor(model.locale);
    for (const t of model.times) {
      if (!t.problem) continue;
      // A time quoted as code ("shows 60 seconds as `0:60`") is the subject of the text, not a time it states.
      if (t.range.start.line === t.range.end.line && inInlineCode(model.lines[t.range.start.line]!, t.range.start.character, t.range.end.character)) continue;
      // An hour past 23 outside the timeline, with no zone or am/pm to make it a time of day, is more often a length
      // ("Avg wait (mm:ss) | 24:10") or a score than a clock time.
      // A part of the day before it makes it a time ("次日凌晨24:40").
      if (t.problem === 'hour-range' && !t.inTimeline && !t.zone && !t.meridiem
        && !DAY_PART_BEFORE.test(model.lines[t.range.start.line]!.slice(Math.max(0, t.range.start.character - 4), t.range.start.character))) continue;
      const value = model.lines[t.valueRange.start.line]!.slice(t.valueRange.start.character, t.valueRange.end.character);
      let message: string;
      switch (t.problem) {
        case 'meridiem-on-24h':
          message = m.t('time-format.meridiem-on-24h', { value, corrected: t.corrected ?? '' });
          break;
        case 'meridiem-conflict':
          message = t.hour === 0
            ? m.t('time-format.meridiem-zero', { value, minute: two(t.minute), meridiem: t.meridiem === 'pm' ? 'PM' : 'AM' })
            : m.t('time-format.meridiem-conflict', { value, hour: t.hour, meridiem: t.meridiem === 'am' ? 'AM' : 'PM' });
          break;
        case 'hour-range':
          message = m.t('time-format.hour-range', { value });
          break;
        case 'minute-range':
          message = m.t('time-format.minute-range', { value });
          break;
        default:
          message = m.t('time-format.second-range', { value });
      }
      const f: ReturnType<Rule['check']>[number] = { message, range: t.valueRange };
      if (t.corrected) f.fix = { title: m.t('time-format.fix', { corrected: t.corrected }), edits: [{ range: t.valueRange, newText: t.corrected }], safe: true, preferred: true };
      out.push(f);
    }
    return out;
  },
};
