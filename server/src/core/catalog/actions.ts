/**
 * Words for action items: verbs an item may start with, owner and status markers. The words are the
 * language modules' (locale/en.ts, fr.ts, …); the check-box and emoji markers belong to no language.
 */
import { ACTION_VERBS, DONE_WORDS, OPEN_WORDS } from '../locale/index.js';

export { ACTION_LEADS, ACTION_MODALS, OWNER_HEADERS, STATUS_HEADERS, TRACKING_HEADERS } from '../locale/index.js';

/** Imperative verbs (English) an action item starts with: "Add", "Document", "Investigate". */
export const ACTION_VERBS_EN: string[] = ACTION_VERBS['en']!;
/** French infinitives and the nouns French action items often start with ("Ajout de…", "Mise en place…"). */
export const ACTION_VERBS_FR: string[] = ACTION_VERBS['fr']!;

/** Markers of a done item. */
export const DONE_MARKERS: string[] = ['[x]', '✅', '✔', '☑', ...DONE_WORDS];
/** Markers of an open item (a status that is not done). */
export const OPEN_MARKERS: string[] = ['[ ]', ...OPEN_WORDS];
