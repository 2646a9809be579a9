import { DateTime } from 'luxon';
import { formatDate } from '../time/zone.js';
import { MODIFIED_KEYS } from '../locale/index.js';
import { messagesFor } from '../locale/messages.js';
import type { Rule, RuleFinding } from './rule.js';

function modifiedAt(fm: Record<string, unknown> | undefined): { ms: number; key: string } | undefined {
  if (!fm) return undefined;
  for (const key of MODIFIED_KEYS) {
    const v = fm[key];
    let ms: number | undefined;
    if (v instanceof Date) ms = v.getTime();
    else if (typeof v === 'string') {
      const dt = DateTime.fromISO(v.trim().replace(' ', 'T'), { zone: 'UTC' });
      if (dt.isValid) ms = dt.toMillis();
    }
    if (ms !== undefined && !Number.isNaN(ms)) {
      // A date without a time covers the whole day.
      if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.trim())) ms += 86_400_000 - 1;
      if (v instanceof Date && v.getUTCHours() === 0 && v.getUTCMinutes() === 0) ms += 86_400_000 - 1;
      return { ms, key };
    }
  }
  return undefined;
}

/** The number the first four characters of an ISO instant spell (as `Number` reads them), without a copy. */
function instantYear(iso: string): number {
  let y = 0;
  for (let k = 0; k < 4; k++) {
    const d = iso.charCodeAt(k) - 48;
    if (!(d >= 0 && d <= 9)) return Number(iso.slice(0, 4)); // a sign or a short string: as before
    y = y * 10 + d;
  }
  return y;
}

export const futureTime: Rule = {
  meta: {
    id: 'future-time',
    description: 'A timeline time is after the document\'s last modification (front matter `lastmod`/`updated`) or after now.',
    defaultSeverity: 'warning',
    fixable: false,
    docs: {
      rationale: 'A postmortem describes the past: a timeline entry later than now, or later than the document\'s own last update, is a typo in '
        + 'the year, month or day (or a year carried over from the line above). "Now" is the time of the check; the front matter keys '
        + '`lastmod`, `updated` or `last_modified` give the last modification when present.',
      bad: '# Queue backlog\n\n## Timeline\n\n- 2199-01-12 09:15 UTC Queue depth alarm fires',
      good: '# Queue backlog\n\n## Timeline\n\n- 2019-01-12 09:15 UTC Queue depth alarm fires',
    },
  },
  check({ model, now }) {
    const out: RuleFinding[] = [];
    const mod = modifiedAt(model.frontMatter);
    const limit = mod && mod.ms < now ? mod.ms : now;
    const m = messagesFor(model.locale);
    const modified = mod && mod.ms < now ? { key: mod.key, date: new Date(mod.ms).toISOString().slice(0, 10) } : undefined;
    for (const e of model.timeline) {
      let ms: number | undefined;
      const instant = e.instant !== undefined && instantYear(e.instant) <= 2200;
      if (instant) ms = e.sortKey ?? Date.parse(e.instant!);
      else if (e.date && e.date.year !== undefined && e.date.year <= 2200) { // an impossible year is date-format's
        // No zone or no time: the day must have started somewhere on Earth (UTC+14) before the limit.
        ms = Date.UTC(e.date.year, e.date.month - 1, e.date.day) - 14 * 3_600_000 + (e.time ? ((e.time.hour % 24) * 60 + e.time.minute) * 60000 : 0);
      }
      if (ms === undefined || ms <= limit) continue;
      const shown = instant ? `${e.instant!.slice(0, 16).replace('T', ' ')} UTC` : e.time ? `${formatDate(e.date!)} ${e.raw.trim()}` : formatDate(e.date!)!;
      out.push({
        range: e.time?.valueRange ?? e.range,
        message: modified
          ? m.t('future-time.after-modified', { time: shown, ...modified, inherited: e.dateExplicit ? '' : m.t('future-time.inherited') })
          : m.t('future-time.after-now', { time: shown, inherited: e.dateExplicit ? '' : m.t('future-time.inherited') }),
      });
    }
    return out;
  },
};
