/**
 * Words that mark incident milestones (every language together: a postmortem may quote both), derived
 * from the language modules (locale/en.ts, fr.ts, …). Matched case-insensitively on word boundaries, in
 * timeline entries, key-event lists ("Detected: 14:05 UTC") and bold markers ("**OUTAGE BEGINS**").
 * Users add their own words with the `milestone-order` rule's `milestones` option (see docs/rules.md#milestone-order).
 */
import type { Milestone } from '../types.js';

/** Milestones in the order an incident goes through them. */
export const MILESTONE_ORDER: readonly Milestone[] = ['start', 'detected', 'acknowledged', 'mitigated', 'resolved'];

export { MILESTONE_FRONT_MATTER, MILESTONE_NEGATIONS, MILESTONE_WORDS } from '../locale/index.js';
