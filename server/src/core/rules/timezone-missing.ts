import { ZONE_NAME_WORDS } from '../catalog/zones.js';
import { ZONE_SENTENCE_NOUNS } from '../locale/index.js';
import { messagesFor } from '../locale/messages.js';
import { isEastAsian, wordTrie } from '../text.js';
import { linesTurnedOff } from '../suppress.js';
import { zoneFromLabel } from '../time/zone.js';
import type { Postmortem, Range } from '../types.js';
import type { Rule, RuleFinding } from './rule.js';
import { ownTimeline } from '../model/timeline/entries.js';

/** The words for times a zone sentence starts with, but the ones too common to say anything alone ("time", "events"). */
const NOUNS = ZONE_SENTENCE_NOUNS.filter((n) => !['time', 'events', 'ore', 'orario'].includes(n));
const NOUN_RE = new RegExp(`(?:(?<![\\p{L}])${wordTrie(NOUNS.filter((n) => !isEastAsian(n)), { flags: 'iu' })}(?![\\p{L}])|${wordTrie(NOUNS.filter(isEastAsian), { flags: 'iu' }) || '(?!)'})`, 'iu');
const LABEL_RE = /(?<![\p{L}\d])((?:UTC|GMT)(?:\s?[+−-]\s?\d{1,2}(?::?\d{2})?)?|[A-Z]{2,5})(?![\p{L}])/gu;
const NAME_RE = new RegExp(ZONE_NAME_WORDS, 'i');

/**
 * Whether a line above the timeline's first entry or a footnote, outside the root cause, names the times and a zone together ("Todas las horas … hora de Colombia
 * (UTC-5)", "本報告中所有時間均為台灣時間") in words the zone sentences do not read: the author gave the zone, so the bare
 * times are not reported as having none. It silences this rule only; the entries stay without an instant. A root cause
 * that discusses zones (a conversion bug) declares nothing.
 */
function zoneStatedLoosely(model: Postmortem): boolean {
  const first = Math.min(...ownTimeline(model).map((e) => e.line));
  const cause = model.sections.filter((s) => s.covers.includes('root-cause'));
  for (let i = 0; i < model.lines.length; i++) {
    const line = model.lines[i]!;
    // Above the first entry, or a footnote anywhere ("## Cronología[^hora]" … "[^hora]: Todas las horas son …").
    if (i >= first && !/^\s{0,3}\[\^[^\]]{1,40}\]:/.test(line)) continue;
    if (model.code[i] || line.length > 400 || !NOUN_RE.test(line)) continue;
    if (cause.some((s) => i >= s.headingRange.start.line && i <= s.range.end.line)) continue;
    if (NAME_RE.test(line)) return true;
    LABEL_RE.lastIndex = 0;
    for (let m; (m = LABEL_RE.exec(line)) !== null;) if (zoneFromLabel(m[1]!.replace(/\s/g, '').replace('−', '-'))) return true;
  }
  return false;
}

export const timezoneMissing: Rule = {
  meta: {
    id: 'timezone-missing',
    description: 'Timeline times have no zone, and the document declares none (one finding per run of such times).',
    defaultSeverity: 'warning',
    fixable: true,
    docs: {
      rationale: 'Readers in other zones cannot place a bare "14:05" in time. Write the zone on the time, in the timeline heading '
        + '("Timeline (UTC)"), in the table header ("Time (UTC)"), in a sentence ("All times are UTC"), in a metadata line ("**Time zone:** UTC") or in the front matter (`timezone: UTC`). '
        + 'The fix appends the configured default zone (`timezone.default`). Off when `timezone.policy` is `any`.',
      bad: '## Timeline\n\n- 14:05 Deploy starts',
      good: '## Timeline (UTC)\n\n- 14:05 Deploy starts',
    },
  },
  check({ model, config }) {
    if (config.timezone.policy === 'any') return [];
    const m = messagesFor(model.locale);
    const zone = config.timezone.default;
    const group = m.t('timezone-missing.group', { zone });
    // Runs of consecutive zone-less times: the defect is the one missing declaration, so a run is one
    // finding, on its first time, that speaks of the others and appends the zone to all of them. An
    // entry with a zone of its own ends a run; a zone-less time among zoned ones is a run of its own.
    // A time on a line where the rule is turned off ends a run too.
    const bare = ownTimeline(model).filter((e) => e.time && !e.time.problem && !e.time.effectiveZone);
    if (!bare.length) return [];
    const off = linesTurnedOff(model, 'timezone-missing', bare.map((e) => e.line));
    const runs: Range[][] = [];
    let run: Range[] | undefined;
    for (const e of ownTimeline(model)) {
      const t = e.time;
      if (!t || t.problem) continue;
      if (t.effectiveZone || off.has(e.line)) { run = undefined; continue; }
      if (!run) runs.push((run = []));
      run.push(t.valueRange);
    }
    if (!runs.length || zoneStatedLoosely(model)) return [];
    return runs.map(([first, ...rest]): RuleFinding => {
      const value = model.lines[first!.start.line]!.slice(first!.start.character, first!.end.character);
      return {
        range: first!,
        message: rest.length
          ? m.t('timezone-missing.run', { value, count: rest.length + 1, zone })
          : m.t('timezone-missing.message', { value, zone }),
        fix: {
          title: m.t('timezone-missing.fix', { zone }),
          edits: [first!, ...rest].map((r) => ({ range: { start: r.end, end: r.end }, newText: ` ${zone}` })),
          safe: false,
          preferred: true,
        },
        group,
        ...(rest.length ? { related: rest } : {}),
      };
    });
  },
};
