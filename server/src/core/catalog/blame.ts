/**
 * Blame wording, per locale, with what to write instead: derived from the language modules
 * (locale/en.ts, fr.ts, …). Phrases are matched case-insensitively on word boundaries. Users add their
 * own with the `blameless-language` rule's `words` option.
 */
export type { BlamePhrase } from '../locale/index.js';
export { BLAME_WORDS, HINDSIGHT_SUBJECTS, PERSON_CAUSE_LINKS, PERSON_CAUSE_NOUNS } from '../locale/index.js';
