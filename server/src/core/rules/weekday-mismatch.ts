import { WEEKDAYS } from '../catalog/words.js';
import { WEEKDAY_NAMES } from '../locale/index.js';
import { formatDate, weekdayOf } from '../time/zone.js';
import { messagesFor } from '../locale/messages.js';
import type { Rule, RuleFinding } from './rule.js';

const NAMES: Record<'en' | 'fr', string[]> = { en: WEEKDAY_NAMES['en']!, fr: WEEKDAY_NAMES['fr']! };
const FR = new Set(NAMES.fr);

/** The weekday name in the language and case of the written one ("Sun" → "Sat", "vendredi" → "samedi"). */
function nameLike(written: string, weekday: number): string {
  const fr = FR.has(written.toLowerCase());
  let name = (fr ? NAMES.fr : NAMES.en)[weekday - 1]!;
  if (!fr && written.length <= 4) name = name.slice(0, written.length >= 3 ? written.length : 3);
  if (written === written.toUpperCase()) return name.toUpperCase();
  if (/^\p{Lu}/u.test(written)) return name[0]!.toUpperCase() + name.slice(1);
  return name.toLowerCase();
}

export const weekdayMismatch: Rule = {
  meta: {
    id: 'weekday-mismatch',
    anyDocument: true,
    description: 'A weekday written with a date is not that date\'s weekday ("Sunday, 2023-10-14" was a Saturday).',
    defaultSeverity: 'warning',
    fixable: true,
    docs: {
      rationale: 'A weekday that does not match its date means one of them is wrong, and readers cannot tell which day the incident happened. '
        + 'English and French names are checked ("vendredi 13 juillet 2018" is right). When the year is not written, the year the document '
        + 'is about is used, and the message says so. The fix replaces the weekday; check that the date itself is right first.',
      bad: '# Database outage\n\nOn Sunday, 2023-10-14 the primary stopped accepting connections.',
      good: '# Database outage\n\nOn Saturday, 2023-10-14 the primary stopped accepting connections.',
    },
  },
  check({ model }) {
    const out: RuleFinding[] = [];
    const m = messagesFor(model.locale);
    const names = WEEKDAY_NAMES[m.locale] ?? NAMES.en;
    for (const d of model.dates) {
      if (d.weekday === undefined || !d.weekdayRange || d.problem || d.date.year === undefined) continue;
      const actual = weekdayOf({ year: d.date.year, month: d.date.month, day: d.date.day });
      if (actual === undefined || actual === d.weekday) continue;
      const line = model.lines[d.weekdayRange.start.line]!;
      const written = line.slice(d.weekdayRange.start.character, d.weekdayRange.end.character);
      if (WEEKDAYS[written.toLowerCase()] === undefined) continue;
      const expected = nameLike(written, actual);
      const inferred = d.yearInferred ? m.t('weekday-mismatch.inferred', { year: d.date.year }) : '';
      out.push({
        range: { start: d.weekdayRange.start, end: d.range.end },
        message: m.t('weekday-mismatch.message', { written, date: formatDate(d.date) ?? '', inferred, weekday: names[actual - 1]!, expected }),
        fix: { title: m.t('weekday-mismatch.fix', { written, expected }), edits: [{ range: d.weekdayRange, newText: expected }], safe: false, preferred: true },
      });
    }
    return out;
  },
};
