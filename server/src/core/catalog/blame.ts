/**
 * Blame wording, per locale, with what to write instead. Phrases are matched case-insensitively on word
 * boundaries. Users add their own with the `blameless-language` rule's `words` option. Data only.
 */
export interface BlamePhrase { phrase: string; suggestion: string }

const SYSTEM = 'Describe the conditions that made the action possible or likely (a missing guard, an unclear runbook, a confusing tool).';
const HINDSIGHT = 'Describe what the person knew and why the action made sense at the time, then the safeguard that was missing.';
const TRAIT = 'Describe the action and the missing safeguard, not a trait of the person.';
const FAULT = 'Describe the contributing factors instead of assigning fault.';

export const BLAME_WORDS: Record<string, BlamePhrase[]> = {
  en: [
    { phrase: 'human error', suggestion: SYSTEM },
    { phrase: 'operator error', suggestion: SYSTEM },
    { phrase: 'engineer error', suggestion: SYSTEM },
    { phrase: 'pilot error', suggestion: SYSTEM },
    { phrase: 'careless', suggestion: TRAIT },
    { phrase: 'carelessly', suggestion: TRAIT },
    { phrase: 'carelessness', suggestion: TRAIT },
    { phrase: 'negligent', suggestion: TRAIT },
    { phrase: 'negligence', suggestion: TRAIT },
    { phrase: 'sloppy', suggestion: TRAIT },
    { phrase: 'lazy', suggestion: TRAIT },
    { phrase: 'incompetent', suggestion: TRAIT },
    { phrase: 'incompetence', suggestion: TRAIT },
    { phrase: 'reckless', suggestion: TRAIT },
    { phrase: 'stupid', suggestion: TRAIT },
    { phrase: 'at fault', suggestion: FAULT },
    { phrase: 'to blame', suggestion: FAULT },
    { phrase: 'blamed', suggestion: FAULT },
    { phrase: 'fault of', suggestion: FAULT },
    { phrase: 'our fault', suggestion: FAULT },
    { phrase: 'his fault', suggestion: FAULT },
    { phrase: 'her fault', suggestion: FAULT },
    { phrase: 'their fault', suggestion: FAULT },
    { phrase: 'my fault', suggestion: FAULT },
    { phrase: 'your fault', suggestion: FAULT },
  ],
  fr: [
    { phrase: 'erreur humaine', suggestion: 'Décrivez les conditions qui ont rendu l’erreur possible (garde-fou absent, procédure peu claire, outil ambigu).' },
    { phrase: 'erreur de l’opérateur', suggestion: 'Décrivez les conditions qui ont rendu l’erreur possible.' },
    { phrase: 'erreur de l\'opérateur', suggestion: 'Décrivez les conditions qui ont rendu l’erreur possible.' },
    { phrase: 'négligence', suggestion: 'Décrivez l’action et le garde-fou qui manquait, pas un trait de la personne.' },
    { phrase: 'négligent', suggestion: 'Décrivez l’action et le garde-fou qui manquait, pas un trait de la personne.' },
    { phrase: 'imprudence', suggestion: 'Décrivez l’action et le garde-fou qui manquait, pas un trait de la personne.' },
    { phrase: 'étourderie', suggestion: 'Décrivez l’action et le garde-fou qui manquait, pas un trait de la personne.' },
    { phrase: 'par la faute de', suggestion: 'Décrivez les facteurs qui ont contribué à l’incident plutôt qu’une faute.' },
    { phrase: 'la faute de', suggestion: 'Décrivez les facteurs qui ont contribué à l’incident plutôt qu’une faute.' },
    { phrase: 'sa faute', suggestion: 'Décrivez les facteurs qui ont contribué à l’incident plutôt qu’une faute.' },
    { phrase: 'leur faute', suggestion: 'Décrivez les facteurs qui ont contribué à l’incident plutôt qu’une faute.' },
    { phrase: 'notre faute', suggestion: 'Décrivez les facteurs qui ont contribué à l’incident plutôt qu’une faute.' },
  ],
};

/** Hindsight ("should have") with a person as its subject; "the alert should have fired" is about a system. */
export const HINDSIGHT_SUBJECTS: Record<string, { subjects: string[]; verbs: string[]; suggestion: string }> = {
  en: {
    subjects: ['he', 'she', 'they', 'i', 'you', 'we', 'someone', 'somebody', 'engineer', 'the engineer', 'operator', 'the operator', 'developer', 'the developer', 'on-call', 'oncall', 'the on-call', 'admin', 'the admin', 'reviewer', 'the reviewer', 'team', 'the team'],
    verbs: ['should have', 'should\'ve', 'shouldn\'t have', 'should not have', 'ought to have', 'could have', 'could\'ve'],
    suggestion: HINDSIGHT,
  },
  fr: {
    subjects: ['il', 'elle', 'ils', 'elles', 'on', 'nous', 'vous', 'je', 'j\'', 'l\'opérateur', 'l\'ingénieur', 'le développeur', 'l\'équipe', 'quelqu\'un'],
    verbs: ['aurait dû', 'auraient dû', 'aurais dû', 'aurions dû', 'auriez dû', 'aurait pu', 'auraient pu', 'n\'aurait pas dû', 'n\'auraient pas dû'],
    suggestion: 'Décrivez ce que la personne savait et pourquoi l’action semblait raisonnable, puis le garde-fou qui manquait.',
  },
};

/** Nouns after a person's name that make the name the cause: "Alice's mistake", "@bob's error". */
export const PERSON_CAUSE_NOUNS = ['mistake', 'error', 'fault', 'negligence', 'carelessness', 'blunder', 'oversight'];
/** Words before a person that make them the cause: "caused by @bob", "à cause de @alice". */
export const PERSON_CAUSE_LINKS = ['caused by', 'due to', 'because of', 'blame on', 'blamed on', 'à cause de', 'causé par', 'causée par', 'la faute de'];
