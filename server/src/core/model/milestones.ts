/** Milestone words in text: the milestone a timeline entry names (the catalog's words, longest first). */
import { MILESTONE_WORDS } from '../catalog/milestones.js';
import { escapeRegExp } from '../text.js';
import type { Milestone } from '../types.js';

const MILESTONE_RE = new RegExp(
  `(?<![\\p{L}\\d])(${Object.values(MILESTONE_WORDS).flat().sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?![\\p{L}\\d])`, 'iu');
const MILESTONE_OF = new Map<string, Milestone>();
for (const [m, words] of Object.entries(MILESTONE_WORDS) as [Milestone, string[]][]) for (const w of words) MILESTONE_OF.set(w.toLowerCase(), m);

/** The milestone of the first (longest) milestone word in an entry's text. */
export function entryMilestone(text: string): Milestone | undefined {
  const m = MILESTONE_RE.exec(text);
  return m ? MILESTONE_OF.get(m[1]!.toLowerCase()) : undefined;
}
