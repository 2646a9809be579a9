/**
 * Completion candidates: section headings at the start of a line (missing required sections first),
 * front matter keys and values, and a new timeline entry stamped in UTC: now, or one minute after the
 * entry before the cursor.
 */
import type { Postmortem, Position, Range, SectionKind } from '../types.js';
import type { Config } from '../config.js';
import { SECTION_HEADING, SECTION_ORDER, SECTION_PURPOSE } from '../catalog/sections.js';
import { newTimelineEntry, templateEntry } from './stamp.js';
import { calendarDate, utcDate, utcTime } from './format.js';

/** Sort keys in list order ("00", "01", …). */
const sortKey = (n: number): string => String(n).padStart(2, '0');

export interface CompletionCandidate {
  label: string;
  kind: 'section' | 'key' | 'value' | 'entry';
  detail?: string;
  documentation?: string;
  newText: string;
  /** The range the candidate replaces (on the cursor's line, ending at the cursor). */
  range: Range;
  sortText: string;
  filterText?: string;
}

export const FRONT_MATTER_KEYS: Record<string, string> = {
  title: 'The postmortem title',
  date: 'The incident date (YYYY-MM-DD)',
  severity: 'Incident severity: SEV1 (worst) to SEV4',
  status: 'Review status: draft, in-review or final',
  timezone: 'The zone of times written without one (IANA name or UTC)',
  type: 'Marks the document as a postmortem',
  authors: 'Who wrote the postmortem',
};

export const FRONT_MATTER_VALUES: Record<string, string[]> = {
  severity: ['SEV1', 'SEV2', 'SEV3', 'SEV4'],
  status: ['draft', 'in-review', 'final'],
  type: ['postmortem'],
};


function lineRangeTo(pos: Position, fromChar: number): Range {
  return { start: { line: pos.line, character: fromChar }, end: pos };
}

function frontMatterCandidates(model: Postmortem, pos: Position, prefix: string, config: Config, now: number): CompletionCandidate[] {
  const kv = /^(\s*)([\w-]+)(\s*:\s*)(.*)$/.exec(prefix);
  if (kv) {
    const key = kv[2]!.toLowerCase();
    let values = FRONT_MATTER_VALUES[key];
    if (key === 'date') {
      const today = utcDate(now);
      const incident = model.incidentDate?.year !== undefined
        ? calendarDate({ year: model.incidentDate.year, month: model.incidentDate.month, day: model.incidentDate.day }) : undefined;
      values = [...new Set([incident, today].filter((v): v is string => !!v))];
    } else if (key === 'timezone') {
      values = [...new Set(['UTC', config.timezone.default, config.timezone.local].filter(Boolean))];
    }
    if (!values) return [];
    const from = kv[1]!.length + kv[2]!.length + kv[3]!.length;
    return values.map((v, i) => ({
      label: v, kind: 'value' as const, detail: FRONT_MATTER_KEYS[key], newText: v, range: lineRangeTo(pos, from), sortText: sortKey(i),
    }));
  }
  const bare = /^(\s*)([\w-]*)$/.exec(prefix);
  if (!bare) return [];
  const present = new Set(Object.keys(model.frontMatter ?? {}).map((k) => k.toLowerCase()));
  return Object.entries(FRONT_MATTER_KEYS)
    .filter(([k]) => !present.has(k))
    .map(([k, doc], i) => ({
      label: k, kind: 'key' as const, detail: doc, newText: `${k}: `, range: lineRangeTo(pos, bare[1]!.length), sortText: sortKey(i),
    }));
}

function headingLevel(model: Postmortem): number {
  const counts = new Map<number, number>();
  for (const s of model.sections) if (s.level >= 2 && s.kind !== 'other') counts.set(s.level, (counts.get(s.level) ?? 0) + 1);
  let best = 2;
  let n = 0;
  for (const [level, c] of counts) if (c > n || (c === n && level < best)) { best = level; n = c; }
  return best;
}

function sectionCandidates(model: Postmortem, pos: Position, prefix: string, config: Config): CompletionCandidate[] {
  const m = /^(#{1,6})?\s*[\p{L} ]*$/u.exec(prefix);
  if (!m) return [];
  const hashes = m[1] ?? '#'.repeat(headingLevel(model));
  const headings = SECTION_HEADING[model.locale] ?? SECTION_HEADING['en']!;
  const present = new Set<SectionKind>();
  for (const s of model.sections) for (const k of s.covers.length ? s.covers : [s.kind]) present.add(k);
  return SECTION_ORDER.filter((k): k is Exclude<SectionKind, 'other'> => k !== 'other').map((kind, i) => {
    const required = config.requiredSections.includes(kind);
    const rank = !present.has(kind) ? (required ? 0 : 1) : 2;
    const text = `${hashes} ${headings[kind]}`;
    return {
      label: headings[kind],
      kind: 'section' as const,
      detail: `${kind} section${rank === 0 ? ' (required, missing)' : rank === 1 ? '' : ' (already present)'}`,
      documentation: SECTION_PURPOSE[kind],
      newText: `${text}\n\n`,
      range: lineRangeTo(pos, 0),
      sortText: `${rank}${sortKey(i)}`,
      filterText: prefix.startsWith('#') ? text : headings[kind],
    };
  });
}

export function completionsAt(model: Postmortem, pos: Position, config: Config, now: number): CompletionCandidate[] {
  const line = model.lines[pos.line] ?? '';
  const prefix = line.slice(0, pos.character).replace(/^\uFEFF/, '');
  const fm = model.frontMatterRange;
  if (fm && pos.line > fm.start.line && pos.line < fm.end.line) return frontMatterCandidates(model, pos, prefix, config, now);
  const out: CompletionCandidate[] = [];
  const tl = model.timelineSection;
  if (tl && pos.line > tl.headingRange.end.line && pos.line <= tl.range.end.line + 1 && /^\s*([-*+]|\||\d+[.)])?\s*$/.test(prefix)) {
    // "now", and one minute after the entry before the cursor: a retrospective is written after the fact.
    const last = templateEntry(model, pos.line)?.time?.instant;
    const stamps: { at: number; label: string; detail: string }[] = [
      { at: now, label: 'new timeline entry (now)', detail: 'Timeline entry stamped with the current time, in UTC' },
    ];
    if (last) stamps.push({ at: Date.parse(last) + 60_000, label: 'new timeline entry (last entry + 1 min)', detail: 'Timeline entry one minute after the entry before it, in UTC' });
    stamps.forEach((s, i) => {
      const text = newTimelineEntry(model, pos.line, s.at);
      if (text === undefined) return;
      out.push({
        label: `${utcTime(s.at)} UTC — ${s.label}`,
        kind: 'entry',
        detail: s.detail,
        newText: text,
        range: lineRangeTo(pos, 0),
        sortText: `!${i}`,
        filterText: prefix + text,
      });
    });
  }
  out.push(...sectionCandidates(model, pos, prefix, config));
  return out;
}
