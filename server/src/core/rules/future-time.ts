import { DateTime } from 'luxon';
import { formatDate } from '../time/zone.js';
import { MODIFIED_KEYS, MODIFIED_LABELS } from '../locale/index.js';
import { wordTrie } from '../text.js';
import type { Postmortem } from '../types.js';
import { instantOnClock } from '../model/times.js';
import { messagesFor } from '../locale/messages.js';
import type { Rule, RuleFinding } from './rule.js';

/** The last modification the front matter states (`lastmod`, `updated`, `actualizado`…), at the end of its day when it has no time. */
export function modifiedAt(fm: Record<string, unknown> | undefined): { ms: number; key: string } | undefined {
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

/**
 * A metadata line's label for the page's last edit: "Last edited time: May 31, 2024 9:40 AM", "| Last updated | 2024-05-31 |", or
 * one field of several after a separator ("> Space: Reviews · Template v3 · Last updated: 2025-05-20 by …", "_Exported · Last
 * updated Jul 25, 2025 16:02 UTC_", a wiki's byline "Created by A. Nowak, last updated 12.02.2025 17:40", "作成日：… 最終更新日：…" (after a full-width space)).
 */
const MODIFIED_LABEL = MODIFIED_LABELS.length > 0
  ? new RegExp(String.raw`(?:^[\s>|*_-]{0,6}|[·•;,|/\u3000]\s{0,3}|\.\s{1,3})(?:${wordTrie(MODIFIED_LABELS, { flags: 'iu' })})[*_]{0,2}\s{0,3}([:：|])?`, 'iu') : undefined;

/**
 * The last edit a metadata line above the first section states (Notion's "Last edited time" property, "| Laatst bijgewerkt |
 * 19 november 2025, 16:00 |"): its time in the document's zone, else that time or the end of that day wherever it is (UTC−12).
 */
function modifiedInBody(model: Postmortem): { ms: number; key: string; date: string } | undefined {
  if (!MODIFIED_LABEL) return undefined;
  // A subtitle of no known kind ("## Major Incident Review: …") may stand above the metadata.
  const first = model.sections.find((x) => x.via === 'heading' && x.level >= 2 && x.kind !== 'other')?.headingRange.start.line ?? Math.min(model.lines.length, 40);
  for (let i = 0; i < first && i < 60; i++) {
    const m = MODIFIED_LABEL.exec(model.lines[i]!);
    if (!m) continue;
    // Without a colon the date follows the label at once ("· Last updated Jul 25, 2025 16:02 UTC").
    const labelEnd = m.index + m[0].length;
    const d = model.dates.find((x) => x.range.start.line === i && x.range.start.character >= labelEnd && (m[1] !== undefined || x.range.start.character - labelEnd <= 4) && x.date.year !== undefined && !x.problem);
    if (!d) continue;
    // With its time ("19 november 2025, 16:00"): that time wherever it is (UTC−12); else the end of that day.
    const t = model.times.find((x) => x.range.start.line === i && !x.problem && x.range.start.character >= d.range.end.character);
    // In the document's zone when it has one (the zone its timeline is written in).
    const instant = t ? instantOnClock(t, model.defaultZone) : undefined;
    const within = t ? ((t.hour % 24) * 60 + t.minute) * 60_000 : 86_400_000 - 1;
    return { date: `${d.date.year}-${String(d.date.month).padStart(2, '0')}-${String(d.date.day).padStart(2, '0')}`, ms: instant ? Date.parse(instant) : Date.UTC(d.date.year!, d.date.month - 1, d.date.day) + within + 12 * 3_600_000, key: m[0].replace(/^[\s>|*_·•;,./\u3000-]+|[*_\s:：|]+$/g, '') };
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
        + '`lastmod`, `updated` or `last_modified` (or a language\'s own: `mis_à_jour`, `aktualisiert`, `actualizado`, `atualizado`, `aggiornato`, `bijgewerkt`) give the last modification when present, else a metadata line above the first section ("Last edited time: May 31, 2024").'
        + ' A page whose timed entries are nearly all after its own last update is a schedule (an event calendar, a readiness plan), not a postmortem, and is not checked.',
      bad: '# Queue backlog\n\n## Timeline\n\n- 2199-01-12 09:15 UTC Queue depth alarm fires',
      good: '# Queue backlog\n\n## Timeline\n\n- 2019-01-12 09:15 UTC Queue depth alarm fires',
    },
  },
  check({ model, now }) {
    const out: RuleFinding[] = [];
    const mod: { ms: number; key: string; date?: string } | undefined = modifiedAt(model.frontMatter) ?? modifiedInBody(model);
    const limit = mod && mod.ms < now ? mod.ms : now;
    const m = messagesFor(model.locale);
    const modified = mod && mod.ms < now ? { key: mod.key, date: mod.date ?? new Date(mod.ms).toISOString().slice(0, 10) } : undefined;
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
