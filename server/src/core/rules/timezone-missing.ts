import { messagesFor } from '../locale/messages.js';
import type { Rule, RuleFinding } from './rule.js';

export const timezoneMissing: Rule = {
  meta: {
    id: 'timezone-missing',
    description: 'A timeline time has no zone, and the document declares none.',
    defaultSeverity: 'warning',
    fixable: true,
    docs: {
      rationale: 'Readers in other zones cannot place a bare "14:05" in time. Write the zone on the time, in the timeline heading '
        + '("Timeline (UTC)"), in the table header ("Time (UTC)"), in a sentence ("All times are UTC") or in the front matter (`timezone: UTC`). '
        + 'The fix appends the configured default zone (`timezone.default`). Off when `timezone.policy` is `any`.',
      bad: '## Timeline\n\n- 14:05 Deploy starts',
      good: '## Timeline (UTC)\n\n- 14:05 Deploy starts',
    },
  },
  check({ model, config }) {
    if (config.timezone.policy === 'any') return [];
    const out: RuleFinding[] = [];
    const m = messagesFor(model.locale);
    const zone = config.timezone.default;
    const group = m.t('timezone-missing.group', { zone });
    for (const e of model.timeline) {
      const t = e.time;
      if (!t || t.effectiveZone || t.problem) continue;
      const at = t.valueRange.end;
      out.push({
        range: t.valueRange,
        message: m.t('timezone-missing.message', { value: model.lines[t.valueRange.start.line]!.slice(t.valueRange.start.character, t.valueRange.end.character), zone }),
        fix: { title: m.t('timezone-missing.fix', { zone }), edits: [{ range: { start: at, end: at }, newText: ` ${config.timezone.default}` }], safe: false, preferred: true },
        group,
      });
    }
    return out;
  },
};
