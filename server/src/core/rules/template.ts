import type { Postmortem } from '../types.js';

/** Known sections a document needs before it can be a blank template rather than a postmortem. */
const TEMPLATE_MIN_SECTIONS = 3;

/**
 * Whether the document is a blank template: a postmortem form not filled in yet (no timeline entry,
 * and at least half of three or more known sections empty). Checked into many repositories beside the
 * postmortems, and not one itself: the rules about missing or empty content say nothing about it.
 */
export function isBlankTemplate(model: Postmortem): boolean {
  if (model.timeline.some((e) => e.time)) return false;
  const known = model.sections.filter((s) => s.kind !== 'other' && s.level > 0);
  if (known.length < TEMPLATE_MIN_SECTIONS) return false;
  return known.filter((s) => s.empty).length * 2 >= known.length;
}
