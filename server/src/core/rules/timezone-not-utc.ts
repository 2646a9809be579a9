import { DateTime } from 'luxon';
import { messagesFor } from '../locale/messages.js';
import type { Rule, RuleFinding } from './rule.js';
import { ownTimeline } from '../model/timeline/entries.js';

export const timezoneNotUtc: Rule = {
  meta: {
    id: 'timezone-not-utc',
    description: 'A timeline time is in another zone where the policy is UTC (`timezone.policy: utc-only`).',
    defaultSeverity: 'info',
    fixable: true,
    docs: {
      rationale: 'Mixed zones make the timeline hard to read and easy to misorder. A timeline kept in one declared local zone is not wrong, so this is a suggestion (info) by default; set it to `warning` to require UTC. The fix converts the time to UTC with the entry\'s date, '
        + 'so daylight saving time is applied correctly (2:54 PM PST on 22 January is 22:54 UTC).',
      bad: '## Timeline\n\n- 2019-01-22 2:54 PM PST Jobs stop scheduling',
      good: '## Timeline\n\n- 2019-01-22 22:54 UTC Jobs stop scheduling',
    },
  },
  check({ model, config }) {
    if (config.timezone.policy !== 'utc-only') return [];
    const out: RuleFinding[] = [];
    const declared = new Set<string>();
    const m = messagesFor(model.locale);
    // Rows that give their time in a UTC column too ("| 23:10 | 12:10 |" under "Time (AEDT)" and "Time (UTC)") are in UTC already.
    const utcColumn = new Set(model.times.filter((t) => !t.inTimeline && t.zoneSource === 'column' && t.effectiveZone?.kind === 'utc').map((t) => t.range.start.line));
    for (const e of ownTimeline(model)) {
      const t = e.time;
      const zone = t?.effectiveZone;
      if (!t || !zone || zone.kind === 'utc' || t.problem || utcColumn.has(e.line)) continue;
      if (t.zone && t.zoneRange && t.zoneSource === 'explicit') {
        const f: RuleFinding = { range: t.zoneRange, message: m.t('timezone-not-utc.explicit', { time: t.raw.trim(), zone: zone.label }), group: m.t('timezone-not-utc.group', { zone: zone.label }) };
        if (t.instant && t.date && t.date.year !== undefined) {
          const utc = DateTime.fromISO(t.instant, { zone: 'UTC' });
          const sameDay = utc.year === t.date.year && utc.month === t.date.month && utc.day === t.date.day;
          if (sameDay) {
            const text = `${utc.toFormat(t.second !== undefined ? 'HH:mm:ss' : 'HH:mm')} UTC`;
            f.message = m.t('timezone-not-utc.explicit.converted', { time: t.raw.trim(), zone: zone.label, utc: text });
            f.fix = { title: m.t('timezone-not-utc.fix', { utc: text }), edits: [{ range: t.range, newText: text }], safe: true, preferred: true };
          }
        }
        out.push(f);
      } else {
        const decl = model.zoneDeclarations.find((d) => d.zone === zone);
        const key = zone.label.toUpperCase();
        if (declared.has(key)) continue;
        declared.add(key);
        out.push({
          range: decl?.range ?? t.valueRange,
          message: m.t('timezone-not-utc.declared', { zone: zone.label }),
        });
      }
    }
    return out;
  },
};
