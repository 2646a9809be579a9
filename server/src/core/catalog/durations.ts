/**
 * Duration words, every language together: derived from the language modules (locale/en.ts, fr.ts, …).
 * Read by rules/duration-mismatch.ts.
 */
export { DURATION_LINKS, DURATION_QUALIFIERS, DURATION_UNITS, METRIC_LABELS, NUMBER_WORDS, OUTAGE_WORDS } from '../locale/index.js';
