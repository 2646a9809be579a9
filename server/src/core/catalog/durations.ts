/** Duration words, per locale (English and French together). Data only: read by rules/duration-mismatch.ts. */

/** Unit word (lower case) → minutes. */
export const DURATION_UNITS: Record<string, number> = {
  second: 1 / 60, seconds: 1 / 60, sec: 1 / 60, secs: 1 / 60, s: 1 / 60, seconde: 1 / 60, secondes: 1 / 60,
  minute: 1, minutes: 1, min: 1, mins: 1, m: 1, mn: 1,
  hour: 60, hours: 60, hr: 60, hrs: 60, h: 60, heure: 60, heures: 60,
  day: 1440, days: 1440, d: 1440, jour: 1440, jours: 1440,
};

/** Number words that may stand for a count ("an hour", "une heure", "two hours"). */
export const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, 'forty-five': 45, fifty: 50, sixty: 60, ninety: 90,
  half: 0.5, 'half an': 0.5, 'a half': 0.5,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, dix: 10, quinze: 15, vingt: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60,
};

/** How a duration is qualified: approximate, a lower bound or an upper bound. */
export const DURATION_QUALIFIERS: Record<string, 'approx' | 'min' | 'max'> = {
  approximately: 'approx', approx: 'approx', about: 'approx', around: 'approx', roughly: 'approx', nearly: 'approx', almost: 'approx',
  'an estimated': 'approx', estimated: 'approx', some: 'approx', '~': 'approx', '≈': 'approx', circa: 'approx', 'a little': 'approx',
  environ: 'approx', 'près de': 'approx', 'à peu près': 'approx', quasiment: 'approx', presque: 'approx',
  over: 'min', 'more than': 'min', 'at least': 'min', 'a bit over': 'min', 'a little over': 'min', 'just over': 'min', 'upwards of': 'min', 'minimum': 'min', 'plus de': 'min', 'au moins': 'min',
  under: 'max', 'less than': 'max', 'up to': 'max', 'at most': 'max', 'no more than': 'max', 'within': 'max', 'moins de': 'max', "jusqu'à": 'max', 'au plus': 'max',
};

/**
 * Words that say a duration is the incident's: "an outage lasting 66 minutes", "downtime of ~4 hours",
 * "une interruption de 2 heures". A duration elsewhere ("a 90-minute report", "after 10 minutes") is not checked.
 */
export const OUTAGE_WORDS = [
  'outage', 'outages', 'downtime', 'down time', 'disruption', 'incident', 'degradation', 'unavailable', 'unavailability', 'impact', 'impacted', 'down', 'interruption',
  'panne', 'indisponibilité', 'indisponible', 'incident', 'perturbation', 'coupure', 'dégradation',
];

/** Links between an outage word and its duration: "outage lasting", "down for", "panne de". */
export const DURATION_LINKS = ['lasting', 'lasted', 'which lasted', 'that lasted', 'for', 'of', 'totalling', 'totaling', 'durant', 'pendant', 'de', "d'une durée de", 'sur'];

/** Stated metrics: label → which interval they measure. */
export const METRIC_LABELS: Record<string, 'detect' | 'mitigate' | 'resolve' | 'impact'> = {
  'time to detection': 'detect', 'time to detect': 'detect', 'time-to-detect': 'detect', ttd: 'detect', mttd: 'detect', 'détection en': 'detect', 'délai de détection': 'detect', 'temps de détection': 'detect',
  'time to mitigation': 'mitigate', 'time to mitigate': 'mitigate', ttm: 'mitigate', mttm: 'mitigate', 'délai de mitigation': 'mitigate',
  'time to recovery': 'resolve', 'time to recover': 'resolve', 'time to resolve': 'resolve', 'time to resolution': 'resolve', 'time to restore': 'resolve', 'time to repair': 'resolve',
  ttr: 'resolve', mttr: 'resolve', 'délai de résolution': 'resolve', 'temps de résolution': 'resolve', 'délai de rétablissement': 'resolve', 'temps de rétablissement': 'resolve',
  'total downtime': 'impact', 'duration': 'impact', 'outage duration': 'impact', 'impact duration': 'impact', 'durée': 'impact', "durée de l'incident": 'impact', "durée de l'interruption": 'impact',
};
