/**
 * Durations stated as how long this incident took to reach a milestone, in running text: "we detected it
 * after 40 minutes", "service recovered in under 10 minutes", "it took about 65 hours to resolve". Read
 * by duration-mismatch next to the labelled metrics ("Time to detect: 40 minutes"). The words come from
 * the language modules (`metricVerbs`, `metricVerbLinks`, `metricTookWords`, `metricTookLinks`,
 * `goalWords`); a sentence about a goal, a habit or a condition states nothing about this incident.
 */
import { ALERT_NOUNS, GOAL_WORDS, METRIC_AGENT_WORDS, METRIC_OBJECTS, METRIC_TOOK_LINKS, METRIC_TOOK_WORDS, METRIC_VERB_LINKS, METRIC_VERBS, OUTAGE_WORDS } from '../locale/index.js';
import type { MetricKind } from '../locale/types.js';

type PhraseMetric = Exclude<MetricKind, 'impact'>;

const GOALS = new Set(GOAL_WORDS);
const VERBS: ReadonlyMap<string, PhraseMetric> = new Map(Object.entries(METRIC_VERBS));
const LINKS = new Set(METRIC_VERB_LINKS);
/** Took words as word sequences, longest first ("it took us" before "took"). */
const TOOK = METRIC_TOOK_WORDS.map((w) => w.split(' ')).sort((a, b) => b.length - a.length);
const TOOK_LINKS = new Set(METRIC_TOOK_LINKS);
const OBJECTS = new Set([...METRIC_OBJECTS, ...OUTAGE_WORDS]);
const AGENTS = new Set(METRIC_AGENT_WORDS);
const ALERTS = new Set(ALERT_NOUNS);
/** Are these the words of an incident object or an adverb ("it", "the incident fully"), or an agent ("by our monitoring")? */
const incidentObject = (words: readonly string[], agentAllowed: boolean) => (agentAllowed && AGENTS.has(words[0] ?? '')) || words.every((w) => OBJECTS.has(w));
/** Words after the duration that tie it to another event ("within 2 minutes of the rollback"). */
const RELATIVE_AFTER = /^\s{0,2}(?:of|after|from|since|following|de|après|depuis)\s/i;

const wordsOf = (text: string) => text.toLowerCase().replace(/[*_`]/g, '').split(/[^\p{L}'’-]+/u).filter((w) => w !== '');

/** The sentence's text before `at`, at most 100 characters back. */
function sentenceBefore(text: string, at: number): string {
  const near = text.slice(Math.max(0, at - 100), at);
  return near.slice(Math.max(near.lastIndexOf('. '), near.lastIndexOf('; '), near.lastIndexOf('! '), near.lastIndexOf('? '), -1) + 1);
}

/** The metric a duration at [start, end) of a line states through a verb, if it does. */
export function metricPhrase(text: string, start: number, end: number): PhraseMetric | undefined {
  const before = wordsOf(sentenceBefore(text, start));
  if (before.length === 0 || before.some((w) => GOALS.has(w))) return undefined;
  const afterText = text.slice(end, end + 48);
  if (RELATIVE_AFTER.test(afterText)) return undefined;
  // "detected it after 40 minutes": a link word just before, a verb among the four words before it.
  if (LINKS.has(before[before.length - 1]!)) {
    for (let i = before.length - 2; i >= Math.max(0, before.length - 5); i--) {
      const metric = VERBS.get(before[i]!);
      // "The alert … resolved after four minutes": an alert that clears itself is not the incident recovering.
      if (metric && metric !== 'detect' && before.slice(0, i).some((w) => ALERTS.has(w))) return undefined;
      if (metric) return incidentObject(before.slice(i + 1, -1), true) ? metric : undefined;
    }
  }
  // "took about 65 hours to resolve": a took word just before, a link and a verb (maybe after an adverb) just after.
  if (TOOK.some((t) => t.length <= before.length && t.every((w, k) => before[before.length - t.length + k] === w))) {
    const after = wordsOf(afterText.split(/[.;!?]\s/)[0]!);
    if (after.length < 2 || !TOOK_LINKS.has(after[0]!)) return undefined;
    const at = VERBS.has(after[1]!) ? 1 : after.length >= 3 && VERBS.has(after[2]!) && OBJECTS.has(after[1]!) ? 2 : -1;
    if (at < 0) return undefined;
    // The words after the verb, up to a comma: nothing, or an incident object ("the incident fully").
    const rest = wordsOf(afterText.split(/[.;!?]\s|,/)[0]!).slice(at + 1);
    return incidentObject(rest.slice(0, 3), false) ? VERBS.get(after[at]!) : undefined;
  }
  return undefined;
}
