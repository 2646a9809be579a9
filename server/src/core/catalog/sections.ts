/**
 * Section names per kind and locale (the words are the language modules', locale/*.ts), what each kind
 * is for, and the order templates use. Matching lives in model/sections.ts.
 * Names are compared after normalisation (lower case, curly quotes straightened, spaces collapsed).
 */
import { SECTION_HEADING as LOCALE_SECTION_HEADING, SECTION_NAMES as LOCALE_SECTION_NAMES } from '../locale/index.js';
import type { SectionKind } from '../types.js';

export type SectionCatalog = Record<Exclude<SectionKind, 'other'>, Record<string, string[]>>;

/** Kind → locale → names, derived from the language modules (locale/en.ts, fr.ts, ja.ts). */
export const SECTION_NAMES: SectionCatalog = LOCALE_SECTION_NAMES;

/** What each section should contain — shown in hovers and completion details. */
export const SECTION_PURPOSE: Record<SectionKind, string> = {
  summary: 'A short account of what happened, for readers who stop here.',
  impact: 'Who and what was affected, for how long, and how badly (users, requests, revenue, data).',
  timeline: 'The events in order, each with a UTC time (and the date when it changes).',
  detection: 'How and when the problem was noticed, and how long that took.',
  resolution: 'What was done to mitigate and resolve the incident.',
  'root-cause': 'Why it happened: the technical cause and the conditions that allowed it.',
  'corrective-actions': 'What will change so it does not happen again: each action with an owner and a tracking reference.',
  'lessons-learned': 'What went well, what went wrong, where we got lucky.',
  other: 'A section the postmortem model does not classify.',
};

/** The heading inserted by fixes and completion, per locale (from the language modules). */
export const SECTION_HEADING: Record<string, Record<Exclude<SectionKind, 'other'>, string>> = LOCALE_SECTION_HEADING;

/** The order templates put sections in; used to place inserted headings. */
export const SECTION_ORDER: SectionKind[] = [
  'summary', 'impact', 'timeline', 'detection', 'resolution', 'root-cause', 'corrective-actions', 'lessons-learned',
];
