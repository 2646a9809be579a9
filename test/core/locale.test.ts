/**
 * The words of each language live in server/src/core/locale/ (one module per language); catalog/* and
 * the rules' and scanner's regular expressions are derived from them. This test holds the values they had
 * when they were written out by topic — catalog literals and inline expressions, copied below as they were —
 * and asserts the derived ones are the same: same keys in the same order, same lists in the same order,
 * the same expression sources. Where a source differs, the expressions are shown to accept the same texts
 * (each says why). Change a language module and this test says what else changed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Milestone, SectionKind } from '../../server/src/core/types.js';
import * as actions from '../../server/src/core/catalog/actions.js';
import * as blame from '../../server/src/core/catalog/blame.js';
import * as durations from '../../server/src/core/catalog/durations.js';
import * as milestones from '../../server/src/core/catalog/milestones.js';
import * as sections from '../../server/src/core/catalog/sections.js';
import * as words from '../../server/src/core/catalog/words.js';
import * as locale from '../../server/src/core/locale/index.js';
import { DAY_FIRST_RE, MONTH_FIRST_RE, WEEKDAY_BEFORE_RE } from '../../server/src/core/time/scan-dates.js';
import { HOUR_LEAD_RE, RANGE_JOIN } from '../../server/src/core/time/scan.js';
import { DURATION_QUICK, HALF_RE, JOIN_RE, OUTAGE_AFTER_RE, WINDOW_DATE_GAP, WINDOW_JOIN } from '../../server/src/core/rules/duration-mismatch.js';
import { CONDITIONAL } from '../../server/src/core/rules/incident-length.js';
import { CONVERSION_GAP } from '../../server/src/core/rules/timezone-label.js';
import { COMPOUND_RE } from '../../server/src/core/rules/blameless-language.js';
import { NOTHING } from '../../server/src/core/features/metrics.js';
import { wordTrie } from '../../server/src/core/text.js';
import { buildNameIndex, classifyHeading } from '../../server/src/core/model/sections.js';

/** catalog/words.ts before the words moved to locale/ (as written at that commit). */
const OLD_WORDS = (() => {
  /** Month name or abbreviation (lower case, no dot) → month number. */
  const MONTHS: Record<string, number> = {
    january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6,
    july: 7, jul: 7, august: 8, aug: 8, september: 9, sept: 9, sep: 9, october: 10, oct: 10,
    november: 11, nov: 11, december: 12, dec: 12,
    janvier: 1, janv: 1, février: 2, fevrier: 2, févr: 2, fevr: 2, mars: 3, avril: 4, avr: 4, mai: 5, juin: 6,
    juillet: 7, juil: 7, août: 8, aout: 8, septembre: 9, octobre: 10, novembre: 11, décembre: 12, decembre: 12, déc: 12,
  };

  /** Weekday name → ISO weekday (1 = Monday). */
  const WEEKDAYS: Record<string, number> = {
    monday: 1, mon: 1, tuesday: 2, tue: 2, tues: 2, wednesday: 3, wed: 3, thursday: 4, thu: 4, thurs: 4,
    friday: 5, fri: 5, saturday: 6, sat: 6, sunday: 7, sun: 7,
    lundi: 1, mardi: 2, mercredi: 3, jeudi: 4, vendredi: 5, samedi: 6, dimanche: 7,
  };

  /** Frequent short words that tell the language of a text. */
  const LOCALE_MARKERS: Record<string, string[]> = {
    en: ['the', 'and', 'was', 'were', 'of', 'to', 'we', 'our', 'with', 'from', 'this', 'that', 'is'],
    fr: ['le', 'la', 'les', 'des', 'et', 'est', 'une', 'nous', 'pour', 'dans', 'sur', 'été', 'qui', 'du', 'au'],
  };

  /** Placeholders that do not count as section content. */
  const PLACEHOLDERS = ['tbd', 'todo', 'tba', 'n/a', '...', '…', 'à compléter', 'à venir', 'xxx', 'fixme'];
  return { MONTHS, WEEKDAYS, LOCALE_MARKERS, PLACEHOLDERS };
})();

/** catalog/blame.ts before the words moved to locale/ (as written at that commit). */
const OLD_BLAME = (() => {
  interface BlamePhrase { phrase: string; suggestion: string }

  const SYSTEM = 'Describe the conditions that made the action possible or likely (a missing guard, an unclear runbook, a confusing tool).';
  const HINDSIGHT = 'Describe what the person knew and why the action made sense at the time, then the safeguard that was missing.';
  const TRAIT = 'Describe the action and the missing safeguard, not a trait of the person.';
  const FAULT = 'Describe the contributing factors instead of assigning fault.';

  const BLAME_WORDS: Record<string, BlamePhrase[]> = {
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
  const HINDSIGHT_SUBJECTS: Record<string, { subjects: string[]; verbs: string[]; suggestion: string }> = {
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
  const PERSON_CAUSE_NOUNS = ['mistake', 'error', 'fault', 'negligence', 'carelessness', 'blunder', 'oversight'];
  /** Words before a person that make them the cause: "caused by @bob", "à cause de @alice". */
  const PERSON_CAUSE_LINKS = ['caused by', 'due to', 'because of', 'blame on', 'blamed on', 'à cause de', 'causé par', 'causée par', 'la faute de'];
  return { BLAME_WORDS, HINDSIGHT_SUBJECTS, PERSON_CAUSE_NOUNS, PERSON_CAUSE_LINKS };
})();

/** catalog/durations.ts before the words moved to locale/ (as written at that commit). */
const OLD_DURATIONS = (() => {
  /** Unit word (lower case) → minutes. */
  const DURATION_UNITS: Record<string, number> = {
    second: 1 / 60, seconds: 1 / 60, sec: 1 / 60, secs: 1 / 60, s: 1 / 60, seconde: 1 / 60, secondes: 1 / 60,
    minute: 1, minutes: 1, min: 1, mins: 1, m: 1, mn: 1,
    hour: 60, hours: 60, hr: 60, hrs: 60, h: 60, heure: 60, heures: 60,
    day: 1440, days: 1440, d: 1440, jour: 1440, jours: 1440,
  };

  /** Number words that may stand for a count ("an hour", "une heure", "two hours"). */
  const NUMBER_WORDS: Record<string, number> = {
    a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
    eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, 'forty-five': 45, fifty: 50, sixty: 60, ninety: 90,
    half: 0.5, 'half an': 0.5, 'a half': 0.5,
    un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, dix: 10, quinze: 15, vingt: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60,
  };

  /** How a duration is qualified: approximate, a lower bound or an upper bound. */
  const DURATION_QUALIFIERS: Record<string, 'approx' | 'min' | 'max'> = {
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
  const OUTAGE_WORDS = [
    'outage', 'outages', 'downtime', 'down time', 'disruption', 'incident', 'degradation', 'unavailable', 'unavailability', 'impact', 'impacted', 'down', 'interruption',
    'panne', 'indisponibilité', 'indisponible', 'incident', 'perturbation', 'coupure', 'dégradation',
  ];

  /** Links between an outage word and its duration: "outage lasting", "down for", "panne de". */
  const DURATION_LINKS = ['lasting', 'lasted', 'which lasted', 'that lasted', 'for', 'of', 'totalling', 'totaling', 'durant', 'pendant', 'de', "d'une durée de", 'sur'];

  /** Stated metrics: label → which interval they measure. */
  const METRIC_LABELS: Record<string, 'detect' | 'mitigate' | 'resolve' | 'impact'> = {
    'time to detection': 'detect', 'time to detect': 'detect', 'time-to-detect': 'detect', ttd: 'detect', mttd: 'detect', 'détection en': 'detect', 'délai de détection': 'detect', 'temps de détection': 'detect',
    'time to mitigation': 'mitigate', 'time to mitigate': 'mitigate', ttm: 'mitigate', mttm: 'mitigate', 'délai de mitigation': 'mitigate',
    'time to recovery': 'resolve', 'time to recover': 'resolve', 'time to resolve': 'resolve', 'time to resolution': 'resolve', 'time to restore': 'resolve', 'time to repair': 'resolve',
    ttr: 'resolve', mttr: 'resolve', 'délai de résolution': 'resolve', 'temps de résolution': 'resolve', 'délai de rétablissement': 'resolve', 'temps de rétablissement': 'resolve',
    'total downtime': 'impact', 'duration': 'impact', 'outage duration': 'impact', 'impact duration': 'impact', 'durée': 'impact', "durée de l'incident": 'impact', "durée de l'interruption": 'impact',
  };
  return { DURATION_UNITS, NUMBER_WORDS, DURATION_QUALIFIERS, OUTAGE_WORDS, DURATION_LINKS, METRIC_LABELS };
})();

/** catalog/actions.ts before the words moved to locale/ (as written at that commit). */
const OLD_ACTIONS = (() => {
  /** Imperative verbs (English) an action item starts with: "Add", "Document", "Investigate". */
  const ACTION_VERBS_EN = (
    'accept act add address adjust adopt agree align alert allow analyse analyze announce apply archive ask assess assign attempt audit automate avoid back backfill backport block bring build bump '
    + 'cache calculate cap capture change check clarify clean cleanup clear close collect combine communicate compare configure confirm consider consolidate contact continue convert coordinate copy correct create '
    + 'deactivate debug decide decommission deduplicate define delete deploy deprecate design detect determine develop disable discuss document double-check draft drop dry-run '
    + 'educate eliminate email enable encrypt enforce enhance ensure escalate establish estimate evaluate examine expand experiment explore expose extend extract '
    + 'figure file filter finalize finalise find fix flag follow force fork formalize formalise '
    + 'gate gather generate get give go guard handle harden hire hold host identify implement import improve include increase inform inspect install instrument integrate introduce investigate isolate '
    + 'keep kill label launch learn leverage limit link list load lock log look lower maintain make manage map mark measure merge migrate minimize mitigate modify monitor move '
    + 'notify observe obtain open optimize optimise organize organise page patch pause perform pin plan point populate port post prepare prevent prioritize prioritise probe produce profile promote propose protect prototype provide prune publish purge push '
    + 'query raise rate-limit re-enable reach read rebuild receive recheck record recover redesign reduce refactor refine reflect register reintroduce release remind remove rename reorganize repair replace replicate report reproduce request require reroute research reset resize resolve restore restrict restructure resume retire retry return revert review revise revisit revoke rework rewrite roll rollout rotate route run '
    + 'sanitize scale schedule scope secure seek send separate set setup share ship shorten show shrink simplify simulate size skip snapshot spike split standardize standardise start stop store streamline strengthen submit subscribe supervise support switch sync synchronize '
    + 'alarm backup reject deny forbid prohibit cover distribute expire explain fill hook lift mirror refresh reload reboot restart retain rerun shard spread stage sunset swap throttle transition upstream vet wire wrap '
    + 'tag take talk teach tell test tighten time track train transfer translate triage trigger tune turn unblock uninstall unify unpin update upgrade upload use validate verify version watch widen work write'
  ).split(' ');

  /** French infinitives and the nouns French action items often start with ("Ajout de…", "Mise en place…"). */
  const ACTION_VERBS_FR = (
    'ajouter adapter améliorer analyser archiver auditer automatiser augmenter bloquer changer configurer consolider contacter corriger créer définir déployer désactiver documenter '
    + 'durcir écrire établir étudier évaluer examiner externaliser faire finaliser former formaliser identifier implémenter informer installer intégrer investiguer isoler lancer limiter '
    + 'mesurer mettre migrer modifier monitorer nettoyer notifier optimiser organiser planifier prévenir prévoir publier réduire refactorer relancer remplacer réparer répliquer revoir '
    + 'sauvegarder sécuriser simplifier suivre supprimer superviser surveiller tester tracer utiliser valider vérifier '
    + 'ajout amélioration analyse audit automatisation création correction définition déploiement documentation étude évaluation formalisation '
    + 'implémentation installation intégration migration mise mises modification optimisation refonte remplacement revue suppression supervision surveillance suivi test tests vérification'
  ).split(' ');

  /** Words that, within an item's first words, make it an action even when it does not start with a verb ("All jobs should run …"). */
  const ACTION_MODALS = ['should', 'must', 'will', 'shall', 'needs', 'need to', 'has to', 'have to', 'is to be', 'are to be', 'was to be', 'were to be', 'has', 'have', 'doit', 'doivent', 'devra', 'devront', 'faut'];

  /** Words that lead into a verb and still make an action: "We will add", "We should consider", "Nous allons ajouter". */
  const ACTION_LEADS = [
    'we will', 'we\'ll', 'we shall', 'we are going to', 'we\'re going to', 'we plan to', 'we intend to', 'we need to', 'we must', 'we should', 'we have', 'we\'ve', 'we are', 'we\'re', 'we',
    'the team will', 'team to', 'need to', 'to', 'must', 'should', 'will',
    'nous allons', 'nous devons', 'nous avons', 'nous', 'il faut', 'on va', 'on doit',
  ];

  /** Markers of a done item. */
  const DONE_MARKERS = ['[x]', '✅', '✔', '☑', 'done', 'completed', 'complete', 'fixed', 'resolved', 'closed', 'merged', 'shipped', 'terminé', 'fait', 'fini', 'réalisé'];
  /** Markers of an open item (a status that is not done). */
  const OPEN_MARKERS = ['[ ]', 'todo', 'to do', 'in progress', 'doing', 'open', 'planned', 'pending', 'not started', 'wip', 'à faire', 'en cours', 'prévu'];

  /** Table headers that name the owner / the tracking reference or due date / the status column. */
  const OWNER_HEADERS = ['owner', 'owners', 'assignee', 'assigned to', 'who', 'dri', 'responsible', 'responsable', 'porteur', 'propriétaire'];
  const TRACKING_HEADERS = ['bug', 'issue', 'ticket', 'tracking', 'link', 'links', 'pr', 'jira', 'due', 'due date', 'deadline', 'eta', 'target date', 'échéance', 'date'];
  const STATUS_HEADERS = ['status', 'state', 'statut', 'état', 'done'];
  return { ACTION_VERBS_EN, ACTION_VERBS_FR, ACTION_MODALS, ACTION_LEADS, DONE_MARKERS, OPEN_MARKERS, OWNER_HEADERS, TRACKING_HEADERS, STATUS_HEADERS };
})();

/** catalog/milestones.ts before the words moved to locale/ (as written at that commit). */
const OLD_MILESTONES = (() => {
  /** Milestones in the order an incident goes through them. */
  const MILESTONE_ORDER: readonly Milestone[] = ['start', 'detected', 'acknowledged', 'mitigated', 'resolved'];

  const MILESTONE_WORDS: Record<Milestone, string[]> = {
    start: [
      'outage begins', 'outage began', 'outage starts', 'outage started', 'outage start', 'impact begins', 'impact began', 'impact starts',
      'impact started', 'impact start', 'incident begins', 'incident began', 'incident starts', 'incident start', 'incident started',
      'start of impact', 'start of the outage', 'start of outage', 'errors began', 'errors started', 'started failing', 'began failing', 'start failing',
      'début de l\'incident', 'début de la panne', 'début de l\'impact', 'début de l’incident', 'début de l’impact', 'la panne commence', 'début de panne',
    ],
    detected: [
      'detected', 'alerted', 'alert fired', 'alerts fired', 'alert triggered', 'alerts triggered', 'paged', 'noticed', 'first alert', 'outage detected',
      'détecté', 'détectée', 'détectés', 'détectées', 'alerte', 'première alerte', 'alerte déclenchée',
    ],
    acknowledged: [
      'acknowledged', 'incident declared', 'declared an incident', 'declared incident', 'incident opened', 'on-call engaged',
      'pris en charge', 'incident déclaré', 'prise en charge',
    ],
    mitigated: [
      'mitigated', 'mitigation applied', 'mitigation deployed', 'rollback complete', 'rollback completed', 'rolled back', 'workaround applied',
      'impact ends', 'impact ended', 'end of impact', 'outage mitigated',
      'atténué', 'atténuée', 'contourné', 'contournement appliqué', 'fin de l\'impact', 'fin de l’impact',
    ],
    resolved: [
      'resolved', 'fully recovered', 'recovered', 'all clear', 'back to normal', 'incident closed', 'outage ends', 'outage ended', 'end of outage',
      'restored', 'back online', 'fix deployed', 'fully operational', 'fully functional', 'marked as resolved', 'declared resolved',
      'résolu', 'résolue', 'rétabli', 'rétablie', 'rétablis', 'retour à la normale', 'fin de l\'incident', 'fin de l’incident', 'fin de la panne',
      'de nouveau entièrement fonctionnels', 'de nouveau fonctionnels', 'entièrement fonctionnels',
    ],
  };

  /** Words just before a milestone word that cancel it ("not resolved", "pas rétabli"). */
  const MILESTONE_NEGATIONS = [
    'not', 'never', 'n\'t', 'not yet', 'not fully', 'yet to be', 'still not', 'without being', 'to be', 'to get them', 'attempted to', 'tried to', 'trying to', 'failed to', 'if', 'until', 'before',
    'pas', 'jamais', 'non', 'pas encore', 'avant d\'être', 'tenté d\'être',
  ];

  /** Front matter keys that give a milestone's date-time. */
  const MILESTONE_FRONT_MATTER: Record<Milestone, string[]> = {
    start: ['start', 'started', 'impact_start', 'impactStart', 'start_time', 'début'],
    detected: ['detected', 'detection', 'detected_at', 'détection'],
    acknowledged: ['acknowledged', 'declared', 'acknowledged_at'],
    mitigated: ['mitigated', 'mitigated_at', 'mitigation'],
    resolved: ['resolved', 'resolved_at', 'end', 'ended', 'résolution'],
  };
  return { MILESTONE_ORDER, MILESTONE_WORDS, MILESTONE_NEGATIONS, MILESTONE_FRONT_MATTER };
})();

/** catalog/sections.ts before the words moved to locale/ (as written at that commit). */
const OLD_SECTIONS = (() => {
  type SectionCatalog = Record<Exclude<SectionKind, 'other'>, Record<string, string[]>>;

  const SECTION_NAMES: SectionCatalog = {
    summary: {
      en: ['summary', 'executive summary', 'incident summary', 'issue summary', 'overview', 'tl;dr', 'tldr', 'what happened', 'description', 'background'],
      fr: ['résumé', 'synthèse', 'en bref', "voici ce qu'il s'est passé", "ce qui s'est passé", 'description'],
      ja: ['概要', '障害の内容', '事象'],
    },
    impact: {
      en: ['impact', 'business impact', 'customer impact', 'user impact', 'incident impact', 'components impacted', 'affected components', 'affected services', 'affected systems', 'scope of impact', 'blast radius', 'who was affected', 'who got hurt', 'who was hurt', 'who got hit'],
      fr: ['impact', 'impacts', 'impact client', 'services affectés', 'services impactés', 'composants impactés', 'conséquences'],
      ja: ['影響範囲', '影響', '影響を受けた機能'],
    },
    timeline: {
      en: ['timeline', 'timeline of events', 'detailed timeline', 'incident timeline', 'chronology', 'chronology of events', 'schedule of events', 'sequence of events', 'time line', 'event log'],
      fr: ['chronologie', 'chronologie des événements', 'déroulement', "déroulé de l'incident", 'calendrier des événements'],
      ja: ['タイムライン', '経緯', '時系列'],
    },
    detection: {
      en: ['detection', 'how we detected', 'how was it detected', 'alerting'],
      fr: ['détection'],
      ja: ['検知'],
    },
    resolution: {
      en: ['resolution', 'resolution and recovery', 'recovery', 'mitigation', 'remediation', 'response', 'how we fixed it', 'fix'],
      fr: ['résolution', 'rétablissement', 'atténuation', 'remédiation'],
      ja: ['復旧方法', '復旧', '対応'],
    },
    'root-cause': {
      en: ['root cause', 'root causes', 'root cause analysis', 'cause', 'causes', 'contributing factors', 'why it happened', 'what went wrong technically', 'trigger and root cause', 'technical details', 'why it broke', 'why did it break', 'why things broke'],
      fr: ['cause première', 'cause racine', 'causes racines', 'cause', 'causes', "pourquoi cela s'est-il produit ?", 'analyse des causes', 'origine du problème'],
      ja: ['原因', '根本原因'],
    },
    'corrective-actions': {
      en: ['corrective actions', 'corrective and preventative measures', 'corrective and preventive measures', 'action items', 'actions', 'follow-up actions', 'follow-ups', 'follow up', 'next steps', 'preventative actions', 'preventive actions', 'preventative measures', 'preventive measures', 'prevention', 'remediation items', 'improvements', 'future work', 'what we are doing about it', "what we're doing", 'action plan', 'what i changed', "what i've fixed", "what i've fixed so far", 'what i fixed', "what i'm changing"],
      fr: ['actions correctives', 'mesures correctives', 'plan d\'action', 'actions', 'prochaines étapes', 'mesures préventives', "qu'avez-vous fait pour y remédier ?", 'comment y avons-nous remédié ?', 'prévention'],
      ja: ['再発防止策', '今後の対応', '対策'],
    },
    'lessons-learned': {
      en: ['lessons learned', 'lessons learnt', 'lessons', 'learnings', 'what went well', 'what went wrong', 'where we got lucky', 'takeaways', 'insights'],
      fr: ['leçons retenues', 'leçons apprises', 'enseignements', 'retour d\'expérience'],
      ja: ['教訓', '振り返り'],
    },
  };

  /** What each section should contain — shown in hovers and completion details. */
  const SECTION_PURPOSE: Record<SectionKind, string> = {
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

  /** The heading inserted by fixes and completion, per locale. */
  const SECTION_HEADING: Record<string, Record<Exclude<SectionKind, 'other'>, string>> = {
    en: {
      summary: 'Summary', impact: 'Impact', timeline: 'Timeline', detection: 'Detection', resolution: 'Resolution',
      'root-cause': 'Root Cause', 'corrective-actions': 'Corrective Actions', 'lessons-learned': 'Lessons Learned',
    },
    fr: {
      summary: 'Résumé', impact: 'Impact', timeline: 'Chronologie', detection: 'Détection', resolution: 'Résolution',
      'root-cause': 'Cause première', 'corrective-actions': 'Actions correctives', 'lessons-learned': 'Leçons retenues',
    },
  };

  /** The order templates put sections in; used to place inserted headings. */
  const SECTION_ORDER: SectionKind[] = [
    'summary', 'impact', 'timeline', 'detection', 'resolution', 'root-cause', 'corrective-actions', 'lessons-learned',
  ];
  return { SECTION_NAMES, SECTION_PURPOSE, SECTION_HEADING, SECTION_ORDER };
})();

/** Equal values with the same key order (JSON keeps the insertion order of keys). */
function same(actual: unknown, expected: unknown, what: string): void {
  assert.equal(JSON.stringify(actual), JSON.stringify(expected), what);
}

/**
 * Section names added to the first three languages after the move (issue 13): English names teams give
 * corrective actions and impact, and lead-ins; more Japanese names. The languages added after them
 * (de, es, pt, it, nl, zh, ko) have section names and markers only.
 */
const ADDED_NAMES: Partial<Record<SectionKind, Record<string, string[]>>> = {
  impact: { zh: ['影响情况', '影響情況', '影响评估', '影響評估'], ja: ['お客様への影響', 'ご利用への影響', '発生していた現象', '漏えいの可能性がある個人情報', '漏えいした可能性のある情報', '対象となる個人情報', 'ご迷惑をおかけした内容', 'ご迷惑をおかけした点'], fr: ['qui a été touché', 'qui a été affecté', 'incidence sur la clientèle', 'incidence sur les clients', 'incidences'], en: ['what players saw', 'what viewers saw', 'what listeners saw', 'what members saw', 'what subscribers saw', 'what you will have noticed', 'what you may have noticed', 'what you might have noticed', 'what you noticed', 'what customers noticed', 'what users noticed', 'impact on customers', 'effect on the public', 'effect on customers', 'effect on users', 'effect on patients', 'impact to customers', 'customer-facing impact', 'user-facing impact', 'affected customers', 'affected users', 'what was affected',
    'what was impacted', 'how does this affect me', 'how does this affect you', 'who is affected', 'what is affected', 'risks and hazards', 'risks',
    'how it affected you', 'how this affected you', 'how it affected our customers', 'how it affected players',
    'what customers saw', 'consequences', 'consequences for customers', 'consequences for residents', 'consequences for users', 'what broke', 'what it meant for customers', 'what it meant for users', 'what this meant for customers', 'what people saw', 'what people experienced', 'what customers experienced', 'what users saw', 'what users experienced', 'what you saw', 'what you experienced', 'customer experience', 'what information was involved', 'information involved', 'impact assessment', 'assessment of impact'] },
  'root-cause': { ja: ['なぜ起きたか', 'なぜ起きたのか', 'なぜなぜ分析', '5つのなぜ', '5回のなぜ'], fr: ['pourquoi est-ce arrivé', 'pourquoi cela est-il arrivé', 'pourquoi'], en: ['why we ran short', 'why it went wrong', 'why we ran out', 'reason for outage', 'reason for the outage', 'what caused it', 'what caused the outage', 'what caused the incident', 'details of the issue', 'details of the incident', 'details of incident',
    'what went wrong and why', 'why did it happen', 'why this happened', 'why did this happen', 'what caused this', 'cause of the incident', 'cause of the outage',
    'five whys', '5 whys', 'the five whys', 'causal analysis', 'causal factors',
    'what caused the disruption', 'what caused the problem', 'what caused the issue', 'what caused the failure', 'why', 'what caused the event', 'what caused the service event', 'why these happened'] },
  'corrective-actions': {
    fr: ['ce que nous allons faire', 'ce que nous changeons', 'plan d\'actions', 'plan d’actions', 'mesures', 'mesures à prendre', 'que faisons-nous pour que cela ne se reproduise pas', 'pour que cela ne se reproduise pas', 'que faisons-nous', 'et maintenant', 'et maintenant ?', 'et après'],
    en: ['corrective measures', 'remedial actions', 'remedial measures', 'fixes', "what we'll do", 'what we will do', 'follow-up', 'followups', 'follow ups', 'follow-up items', 'follow-up tasks', 'safeguards', "what we're doing about it",
      'what we are doing to prevent this', "what we're doing to prevent this", 'what we are changing', "what we're changing",
      'to prevent this from happening again', 'to prevent this from happening in the future', 'to prevent this from recurring',
      'to prevent a recurrence', 'to prevent recurrence', 'to prevent this in the future', 'to prevent similar incidents',
      'to prevent future incidents', 'to avoid this in the future', 'to avoid this happening again',
      'to make sure this does not happen again', "to make sure this doesn't happen again",
      'to ensure this does not happen again', "to ensure this doesn't happen again", 'resulting action', 'resulting actions',
      'recommendations', 'what are we doing', 'what are we doing about it', 'what are we doing to prevent this',
      'the following changes', 'the following improvements', 'the following steps', 'the following actions', 'the following measures', 'the following fixes', 'what we changed',
      'how are we making incidents like this less likely', 'how are we making incidents like this less likely or less impactful',
      'what comes next', "what we've changed", 'what we have changed', 'what we have changed already', 'what we will do differently', "what we'll do differently",
      'what we are doing next', 'how we will prevent this', 'how we are preventing this', "what's next", 'what is next', 'where we go from here', 'stop this happening again', 'stop this from happening again', 'remedial measures', 'remedial actions',
      'follow-up work', 'preventing recurrence', 'prevent recurrence', 'what we are doing', 'improvement plan', 'improvement actions', 'what are we changing'],
    ja: ['アクションアイテム', 'ネクストアクション', '再発防止', '改善策', '恒久対策', '恒久対応', '今後の対策', 'やること', 'これからやること', '対応策', '改善対応'],
  },
  summary: { it: ['sintesi', 'in sintesi', "sintesi dell'incidente"], pt: ['síntese', 'sumário executivo'], ja: ['サマリー', 'サマリ', '障害内容', '何が起きたか', '何が起きたのか', 'ざっくりまとめ', 'まとめ', '指標', 'メトリクス'], fr: ["que s'est-il passé"], en: ['key metrics', 'incident metrics', 'the short version', 'short version'] },
  timeline: { ja: ['対応履歴', '経過', '障害履歴', 'ステータス履歴'], de: ['störungshistorie', 'störungsverlauf', 'statusverlauf', 'status-updates'], es: ['historial de incidentes', 'historial del incidente', 'historial de actualizaciones', 'actualizaciones de estado'], zh: ['故障历史', '事件历史', '故障歷史', '事件歷史'], fr: ['déroulé', 'heure par heure'], en: ['how it unfolded', 'how the incident unfolded', 'how events unfolded', 'timelines', 'incident timelines', 'how the day unfolded', 'how the night unfolded', 'how the evening unfolded', 'how the morning unfolded', 'how the weekend unfolded', 'how did it unfold', 'how did we respond', 'how we responded', 'what happened hour by hour', 'what happened minute by minute', 'what happened and when', 'hour by hour', 'minute by minute', 'status updates', 'status page updates', 'status history', 'incident log', 'when did it happen', 'when it happened', 'when did things happen'] },
  detection: { ja: ['検出'] },
  resolution: { en: ['details of fix', 'details of the fix'], ja: ['暫定対応', '対応内容'] },
  'lessons-learned': { ja: ['学び', '反省点', 'うまくいったこと', 'うまくいかなかったこと', 'よかった点', '良かった点'], en: ['what i learned', 'what i learnt'] },
};
const FIRST_LOCALES = ['en', 'fr', 'ja'];
/** Month names added after the move: German, Spanish, Portuguese, Italian and Dutch (merged after the first languages', in `LOCALES` order). */
const ADDED_MONTHS: Record<string, number> = {
  januar: 1, jänner: 1, februar: 2, märz: 3, maerz: 3, mär: 3, dezember: 12, dez: 12,
  enero: 1, ene: 1, febrero: 2, abril: 4, abr: 4, mayo: 5, junio: 6, julio: 7, septiembre: 9, setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12, dic: 12,
  janeiro: 1, fevereiro: 2, fev: 2, março: 3, maio: 5, junho: 6, julho: 7, setembro: 9, outubro: 10, novembro: 11, dezembro: 12,
  gennaio: 1, febbraio: 2, marzo: 3, aprile: 4, maggio: 5, giugno: 6, giu: 6, luglio: 7, agosto: 8, settembre: 9, ottobre: 10, ott: 10, dicembre: 12,
  januari: 1, februari: 2, maart: 3, mrt: 3, mei: 5, juni: 6, juli: 7, augustus: 8, oktober: 10, okt: 10,
};
/** Weekday names added after the move (read in every document), German, Spanish, Portuguese, Italian and Dutch. */
const ADDED_WEEKDAYS: Record<string, number> = {
  montag: 1, dienstag: 2, mittwoch: 3, donnerstag: 4, freitag: 5, samstag: 6, sonnabend: 6, sonntag: 7,
  lunes: 1, martes: 2, miércoles: 3, miercoles: 3, jueves: 4, viernes: 5, sábado: 6, sabado: 6, domingo: 7,
  'segunda-feira': 1, 'terça-feira': 2, 'terca-feira': 2, 'quarta-feira': 3, 'quinta-feira': 4, 'sexta-feira': 5,
  lunedì: 1, lunedi: 1, martedì: 2, martedi: 2, mercoledì: 3, mercoledi: 3, giovedì: 4, giovedi: 4, venerdì: 5, venerdi: 5, sabato: 6, domenica: 7,
  maandag: 1, dinsdag: 2, woensdag: 3, donderdag: 4, vrijdag: 5, zaterdag: 6, zondag: 7,
};
/** Weekday abbreviations read only in a document of their language. */
const LOCAL_WEEKDAY_WORDS = ['mo', 'di', 'mi', 'do', 'fr', 'sa', 'so', 'lun', 'mar', 'mié', 'mie', 'jue', 'vie', 'sáb', 'sab', 'dom',
  'segunda', 'seg', 'terça', 'terca', 'quarta', 'quinta', 'sexta', 'mer', 'gio', 'ven', 'ma', 'wo', 'vr', 'za', 'zo',
  // French abbreviations ("jeu. 24/10"), 2026-12.
  'jeu', 'sam', 'dim'];

/**
 * Everything the languages added after the first three (de, es, pt, it, nl, zh, ko) contribute to the merged tables,
 * as JSON. They only append: their words come after the first languages' in a list, their keys after theirs in a
 * record (`firstLanguagesOnly` takes them off, and checks each one is theirs).
 */
const LATER_WORDS = JSON.stringify(locale.LOCALES.slice(3));

/** A merged table as the first three languages make it: lists cut to the old length, records to the old keys, in their order. */
function firstLanguagesOnly(now: unknown, old: unknown, what: string): unknown {
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (Array.isArray(old) && Array.isArray(now) && now.length > old.length) {
    for (const x of now.slice(old.length)) assert.ok(LATER_WORDS.includes(JSON.stringify(x)), `${what}: ${JSON.stringify(x)} is a later language's`);
    return now.slice(0, old.length);
  }
  if (isRecord(old) && isRecord(now)) {
    for (const k of Object.keys(now)) if (!(k in old)) assert.ok(LATER_WORDS.includes(JSON.stringify(k)), `${what}: ${k} is a later language's`);
    return Object.fromEntries(Object.keys(now).filter((k) => k in old).map((k) => [k, firstLanguagesOnly(now[k], old[k], `${what}.${k}`)]));
  }
  return now;
}

/** The catalog as it would be with the first three languages and without the names added since. */
const ADDED_FRONT_MATTER_KEYS = [
  'started_at', 'startedAt', 'start_at', 'began_at', 'detectedAt', 'acknowledgedAt', 'declared_at', 'mitigatedAt',
  'resolvedAt', 'resolvedWhen', 'resolved_when', 'ended_at', 'end_time', 'endedAt',
];

/** Keys of a last update added after the move (French spellings without accents, and the other languages'). */
const ADDED_MODIFIED_KEYS = ['mis_a_jour', 'mise_à_jour', 'mise_a_jour', 'dernière_mise_à_jour', 'derniere_mise_a_jour', 'aktualisiert', 'zuletzt_aktualisiert',
  'geändert', 'zuletzt_geändert', 'actualizado', 'actualizado_el', 'ultima_actualizacion', 'última_actualización', 'atualizado', 'atualizado_em', 'atualizacao',
  'atualização', 'ultima_atualizacao', 'última_atualização', 'aggiornato', 'aggiornato_il', 'ultimo_aggiornamento', 'bijgewerkt', 'laatst_bijgewerkt', 'gewijzigd'];

/** Milestone words added after the move (English): alerts and pages that fire. */
const ADDED_MILESTONE_WORDS = ['repère', 'repèrent', 'repéré', 'repérée', 'problem started', 'problem began', 'issue started', 'issue began', 'degradation started', 'degradation began', 'disruption started', 'disruption began', 'alert fires', 'alerts fire', 'alarm fires', 'alarm fired', 'alarms fired', 'page fires', 'page fired', 'alert triggers', 'pager fired', 'alert pages', 'alerts page', 'alarm pages', 'alert paged', 'alarm paged',
  'detects the issue', 'detects the problem', 'detects the errors', 'detects the outage', 'monitoring detects', 'alerting detects', 'stood down',
  'working again', 'works again', 'succeed again', 'succeeding again', 'succeeded again', 'available again', 'responding again', 'back in service',
  'retour arrière effectué', 'rollback effectué', 'atténués', 'atténuées', 'résolus', 'résolues', 'rétablies', 'rétablissement complet', 'service rétabli', 'retour à la normale complet',
  ...['errors', 'timeouts', 'failures', 'declines', 'rejections', '5xxs', '500s', '502s', '503s', '504s', 'exceptions'].flatMap((n) => ['start', 'starts', 'begin', 'begins'].map((v) => `${n} ${v}`))];
/** An East Asian letter (kana, han, hangul): the first of a word the Japanese, Chinese and Korean modules added. */
const EAST_ASIAN = /^[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/;

/**
 * A table without the words in an East Asian script: the weekdays, milestone, duration and label words
 * the Japanese, Chinese and Korean modules added after the move (their section names are compared above).
 */
function withoutEastAsian(v: unknown): unknown {
  if (Array.isArray(v)) return v.filter((w) => typeof w !== 'string' || !EAST_ASIAN.test(w)).map(withoutEastAsian);
  if (v && typeof v === 'object' && !(v instanceof RegExp)) {
    return Object.fromEntries(Object.entries(v).filter(([k]) => !EAST_ASIAN.test(k)).map(([k, x]) => [k, withoutEastAsian(x)]));
  }
  return v;
}

/** Outage words English and French gained after the move: the states of an interrupted service ("degraded for", "interrompu pendant 1 h 10"). */
const ADDED_OUTAGE_WORDS = ['degraded', 'unusable', 'offline', 'unreachable', 'impaired', 'disrupted', 'stall', 'indisponibles', 'interrompu', 'interrompue', 'interrompus', 'interrompues', 'perturbé', 'perturbée', 'dégradé', 'dégradée', 'inaccessible', 'inaccessibles', 'hors service', 'unresponsive', 'without service', 'without connectivity', 'without internet', 'without access', 'without power', 'out of service'];

/** Qualifiers English gained after the move, and those read since as "about" ("a little over three hours" is not any length above three hours). */
const ADDED_QUALIFIERS = ['slightly over', 'just under', 'a little under', 'slightly under', 'approx.'];
const REREAD_QUALIFIERS: Record<string, string> = { 'a bit over': 'min', 'a little over': 'min', 'just over': 'min' };

/** Number words English gained after the move: the teens and the tens with their units ("forty-eight", "twenty five"). */
const TENS = ['twenty', 'thirty', 'forty', 'fifty'];
const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const ADDED_NUMBER_WORDS: Record<string, number> = {
  thirteen: 13, fourteen: 14, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  // Half an hour: "half an hour", "eine halbe Stunde", "une demi-heure".
  'eine halbe': 0.5, 'einer halben': 0.5, 'une demi': 0.5,
  ...Object.fromEntries(TENS.flatMap((tens, t) => UNITS.flatMap((unit, u) => [[`${tens}-${unit}`, (t + 2) * 10 + u + 1], [`${tens} ${unit}`, (t + 2) * 10 + u + 1]]))),
};

/** Placeholders English gained after the move: the spelled-out forms of "TBD". */
const ADDED_PLACEHOLDERS = ['to be completed', 'to be determined', 'to be added', 'to be confirmed', 'to be written', 'coming soon', 'fill in', 'to fill in', 'to be filled in'];
const ADDED_PLACEHOLDERS_DE = ['wird noch ergänzt', 'wird nachgetragen', 'wird noch nachgetragen', 'kommt noch'];

function withoutAdditions(now: Record<string, unknown>, file: string): Record<string, unknown> {
  if (file !== 'sections') now = Object.fromEntries(Object.entries(now).map(([k, v]) => [k, withoutEastAsian(v)]));
  if (file === 'durations') {
    const outage = now['OUTAGE_WORDS'] as string[];
    for (const w of ADDED_OUTAGE_WORDS) assert.ok(outage.includes(w), w);
    now = { ...now, OUTAGE_WORDS: outage.filter((w) => !ADDED_OUTAGE_WORDS.includes(w)) };
    // "Total duration: 2 d 6 h" (2026-12): the incident's length under the labels metadata tables give it.
    const labels = { ...(now['METRIC_LABELS'] as Record<string, string>) };
    for (const w of ['total duration', 'incident duration']) { assert.equal(labels[w], 'impact', w); delete labels[w]; }
    now = { ...now, METRIC_LABELS: labels };
    // French "a duré 45 minutes": the past participle as a link.
    const links = now['DURATION_LINKS'] as string[];
    assert.ok(links.includes('duré'));
    now = { ...now, DURATION_LINKS: links.filter((w) => w !== 'duré') };
    const numbers = { ...(now['NUMBER_WORDS'] as Record<string, number>) };
    for (const [w, n] of Object.entries(ADDED_NUMBER_WORDS)) { if (w === 'forty-five') continue; assert.equal(numbers[w], n, w); delete numbers[w]; }
    now = { ...now, NUMBER_WORDS: numbers };
    const q = { ...(now['DURATION_QUALIFIERS'] as Record<string, string>) };
    for (const w of ADDED_QUALIFIERS) { assert.equal(q[w], 'approx', w); delete q[w]; }
    for (const w of Object.keys(REREAD_QUALIFIERS)) { assert.equal(q[w], 'approx', w); delete q[w]; }
    // Back in their old place, after "at least".
    const entries = Object.entries(q);
    entries.splice(entries.findIndex(([w]) => w === 'at least') + 1, 0, ...Object.entries(REREAD_QUALIFIERS));
    now = { ...now, DURATION_QUALIFIERS: Object.fromEntries(entries) };
  }
  if (file === 'words') {
    const placeholders = now['PLACEHOLDERS'] as string[];
    for (const w of [...ADDED_PLACEHOLDERS, ...ADDED_PLACEHOLDERS_DE]) assert.ok(placeholders.includes(w), w);
    now = { ...now, PLACEHOLDERS: placeholders.filter((w) => !ADDED_PLACEHOLDERS.includes(w) && !ADDED_PLACEHOLDERS_DE.includes(w)) };
    const markers = now['LOCALE_MARKERS'] as Record<string, string[]>;
    const months = now['MONTHS'] as Record<string, number>;
    const weekdays = now['WEEKDAYS'] as Record<string, number>;
    for (const [k, v] of Object.entries(ADDED_MONTHS)) assert.equal(months[k], v, k);
    for (const [k, v] of Object.entries(ADDED_WEEKDAYS)) assert.equal(weekdays[k], v, k);
    return {
      ...now,
      LOCALE_MARKERS: Object.fromEntries(Object.entries(markers).filter(([l]) => FIRST_LOCALES.includes(l))),
      MONTHS: Object.fromEntries(Object.entries(months).filter(([k]) => !(k in ADDED_MONTHS))),
      WEEKDAYS: Object.fromEntries(Object.entries(weekdays).filter(([k]) => !(k in ADDED_WEEKDAYS))),
    };
  }
  if (file === 'milestones') {
    // Keys added later: the forms status pages and exporters write (issue 13); words added later: alerts that fire.
    const keys = now['MILESTONE_FRONT_MATTER'] as Record<string, string[]>;
    const words = now['MILESTONE_WORDS'] as Record<string, string[]>;
    return {
      ...now,
      MILESTONE_FRONT_MATTER: Object.fromEntries(Object.entries(keys).map(([m, list]) => [m, list.filter((k) => !ADDED_FRONT_MATTER_KEYS.includes(k))])),
      ...(words ? { MILESTONE_WORDS: Object.fromEntries(Object.entries(words).map(([m, list]) => [m, list.filter((w) => !ADDED_MILESTONE_WORDS.includes(w))])) } : {}),
    };
  }
  if (file !== 'sections') return now;
  const names = now['SECTION_NAMES'] as Record<string, Record<string, string[]>>;
  const kept = Object.fromEntries(Object.entries(names).map(([kind, byLocale]) => [kind, Object.fromEntries(Object.entries(byLocale)
    .filter(([l]) => FIRST_LOCALES.includes(l))
    .map(([l, list]) => [l, list.filter((n) => !(ADDED_NAMES[kind as SectionKind]?.[l] ?? []).includes(n))]))]));
  const headings = now['SECTION_HEADING'] as Record<string, unknown>;
  return { ...now, SECTION_NAMES: kept, SECTION_HEADING: Object.fromEntries(Object.entries(headings).filter(([l]) => l === 'en' || l === 'fr')) };
}

test('catalog exports derived from the language modules equal the literals they replace', () => {
  const olds: Record<string, Record<string, unknown>> = { words: OLD_WORDS, blame: OLD_BLAME, durations: OLD_DURATIONS, actions: OLD_ACTIONS, milestones: OLD_MILESTONES, sections: OLD_SECTIONS };
  const news: Record<string, Record<string, unknown>> = Object.fromEntries(Object.entries({ words, blame, durations, actions, milestones, sections })
    .map(([file, mod]) => [file, withoutAdditions({ ...mod } as Record<string, unknown>, file)]));
  // Read only as sets (`includes`, `some`) by model/build.ts and model/actions.ts: the words keep their
  // languages' order, so a word the old list put after the other language's moved.
  const unordered = new Set(['words.PLACEHOLDERS', 'actions.STATUS_HEADERS']);
  for (const [file, old] of Object.entries(olds)) {
    const now = news[file]!;
    assert.deepEqual(Object.keys(now).filter((k) => k !== 'default').sort(), Object.keys(old).sort(), `catalog/${file}.ts exports the same names`);
    for (const [name, value] of Object.entries(old)) {
      const what = `catalog/${file}.ts ${name}`;
      const first = firstLanguagesOnly(now[name], value, what);
      if (unordered.has(`${file}.${name}`)) {
        assert.deepEqual([...(first as string[])].sort(), [...(value as string[])].sort(), what);
      } else same(first, value, what);
    }
  }
});

test('the lists read as sets hold the same words, in their languages\' order', () => {
  // The placeholders for "TBD" added with the other languages come after the others, and each language's in its own order.
  same(words.PLACEHOLDERS, ['tbd', 'todo', 'tba', 'n/a', '...', '…', 'xxx', 'fixme', ...ADDED_PLACEHOLDERS, 'à compléter', 'à venir', '未定', '未記入', '記載予定', '追記予定', '後日追記', '後日記載', '執筆中', '作成中', '準備中', '追って記載します', '追って記載', '追ってご報告します', '後日ご報告します',
    'folgt', 'wird nachgereicht', 'noch offen', 'folgt noch', 'wird ergänzt', 'noch zu ergänzen', ...ADDED_PLACEHOLDERS_DE, 'pendiente', 'por completar', 'por definir',
    'pendiente de completar', 'a completar', 'por redactar', 'pendiente de redactar', 'a definir', 'a completar', 'pendente', 'a preencher', 'por preencher',
    'da completare', 'da definire', 'in corso di definizione', 'volgt', 'nog in te vullen', 'n.t.b', '待定', '待补充', '待補充', '待補', '待补', '编写中', '撰写中', '补充中', '編寫中', '미정', '작성 예정', '추후 작성 예정', '추후 작성', '추후 업데이트 예정'], 'PLACEHOLDERS');
  // The status headers of the other languages (2026-12) come after the first two languages', in `LOCALES` order.
  same(actions.STATUS_HEADERS, ['status', 'state', 'done', 'statut', 'état', '状態', 'ステータス', '状況', '進捗', 'status', 'stand', 'erledigt', 'estado',
    'status', 'estado', 'situação', 'stato', 'status', '状态', '狀態', '进度', '進度', '상태', '진행 상태'], 'STATUS_HEADERS');
});

test('words that were inline in rules equal the lists they replace', () => {
  // English and French, as the rules wrote them inline, and the East Asian languages, which have no inline forms to compare.
  const firstTwo = <T>(byLocale: Record<string, T>) => Object.fromEntries(Object.entries(byLocale).filter(([l]) => ['en', 'fr', 'ja', 'zh', 'ko'].includes(l)));
  // rules/required-section.ts KIND_NAMES (the languages added since have their own labels)
  assert.deepEqual(Object.keys(locale.SECTION_LABELS), ['en', 'fr', 'ja', 'de', 'es', 'pt', 'it', 'nl', 'zh', 'ko']);
  same(firstTwo(locale.SECTION_LABELS), {
    en: { impact: 'impact', 'root-cause': 'root cause', 'corrective-actions': 'corrective actions', timeline: 'timeline', summary: 'summary', detection: 'detection', resolution: 'resolution', 'lessons-learned': 'lessons learned' },
    fr: { impact: 'impact', 'root-cause': 'cause première', 'corrective-actions': 'actions correctives', timeline: 'chronologie', summary: 'résumé', detection: 'détection', resolution: 'résolution', 'lessons-learned': 'leçons retenues' },
    // Added with the Japanese, Chinese and Korean messages: the kinds as their headings name them.
    ja: { summary: '概要', impact: '影響', timeline: 'タイムライン', detection: '検知', resolution: '復旧', 'root-cause': '原因', 'corrective-actions': '再発防止策', 'lessons-learned': '教訓' },
    zh: { summary: '概述', impact: '影响', timeline: '时间线', detection: '故障发现', resolution: '解决方案', 'root-cause': '根因', 'corrective-actions': '改进措施', 'lessons-learned': '经验教训' },
    ko: { summary: '개요', impact: '영향', timeline: '타임라인', detection: '탐지', resolution: '복구', 'root-cause': '근본 원인', 'corrective-actions': '재발 방지 대책', 'lessons-learned': '교훈' },
  }, 'SECTION_LABELS');
  // rules/weekday-mismatch.ts NAMES (the languages added since have their own names)
  assert.deepEqual(Object.keys(locale.WEEKDAY_NAMES), ['en', 'fr', 'ja', 'de', 'es', 'pt', 'it', 'nl', 'zh', 'ko']);
  same(firstTwo(locale.WEEKDAY_NAMES), {
    en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    ja: ['月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日', '日曜日'],
    zh: ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
    ko: ['월요일', '화요일', '수요일', '목요일', '금요일', '토요일', '일요일'],
  }, 'WEEKDAY_NAMES');
  // rules/future-time.ts MODIFIED_KEYS
  // and the keys of a last update the other languages write ("atualizado", "aggiornato", "bijgewerkt"), added since.
  same(locale.MODIFIED_KEYS.filter((k) => !ADDED_MODIFIED_KEYS.includes(k)), ['lastmod', 'last_modified', 'lastModified', 'modified', 'updated', 'last_updated', 'lastUpdated', 'mis_à_jour'], 'MODIFIED_KEYS');
  // The tables keyed by kind and milestone list them in the catalog's order.
  assert.deepEqual(Object.keys(locale.SECTION_NAMES), sections.SECTION_ORDER);
  assert.deepEqual(Object.keys(locale.MILESTONE_WORDS), milestones.MILESTONE_ORDER);
});

test('time/scan.ts: the expressions built from the language modules are the ones written out before', () => {
  // Word lists are written as tries (text.ts `wordTrie`, which matches as the plain alternation: word-trie.test.ts).
  const MONTHS = [...Object.keys(OLD_WORDS.MONTHS), ...Object.keys(ADDED_MONTHS)];
  const MONTH_ALT = wordTrie(MONTHS, { flags: 'iu' });
  const MONTH_LEAD = wordTrie(MONTHS, { flags: 'iu', lead: true });
  // The weekdays of every language, then the abbreviations each language reads in its own documents only.
  const WEEKDAY_ALT = wordTrie([...Object.keys(OLD_WORDS.WEEKDAYS), ...Object.keys(ADDED_WEEKDAYS), ...LOCAL_WEEKDAY_WORDS], { flags: 'iu', lead: true });
  const src = (re: RegExp) => `/${re.source}/${re.flags}`;
  // RANGE_JOIN shares its builder with duration-mismatch's WINDOW_JOIN now; it matches what the old expression matched.
  const OLD_RANGE_JOIN = /^\s*(?:to|-|–|—|and|until|till|through|à|a|et|jusqu'à|jusqu’à)\s*(?:approximately\s+|about\s+|around\s+|environ\s+)?$/i;
  for (const gap of [' to ', '-', ' – ', ' and ', ' until about  ', ' à ', ' jusqu’à environ ', 'to about', ' to about ', '  ', ' or ', ' to  around   ', 'about', ' et ', '—']) {
    assert.equal(RANGE_JOIN.test(gap), OLD_RANGE_JOIN.test(gap), JSON.stringify(gap));
  }
  // FR_BEFORE_HOUR, read for French documents only: now the French entry of a map by locale (Spanish and Portuguese
  // have theirs: "a las 14h", "às 14h").
  assert.deepEqual([...HOUR_LEAD_RE.keys()], ['fr', 'es', 'pt']);
  assert.equal(src(HOUR_LEAD_RE.get('fr')!), String(/(?:à|vers|après|avant|dès|de|entre|et|jusqu'à|jusqu’à)\s+$/i));
  // Since then: "1º de mayo", "1° marzo" (the ordinal of Spanish, Portuguese and Italian), "12 de marzo de 2025", "Dienstag, den 5. Mai".
  // Since: not before a slash or dot and a digit ("Mar 18/06" is Tuesday 18 June, not 18 March).
  assert.equal(src(MONTH_FIRST_RE), src(new RegExp(String.raw`(?<![\p{L}\d])(${MONTH_LEAD})(\.?)[ -](\d{1,2})(?:st|nd|rd|th|º|°)?(?:\s?[-–]\s?\d{1,2}(?=,? \d{4}))?(?!\d|:\d|[/.]\d|[\p{L}])(?:,? (\d{4})(?!\d|\s?(?:hrs?|hours|h|Z)(?![\p{L}])))?`, 'giu')));
  // Since: a range of days before the month ("11–12 February 2025", "29/30 March 2025"), dated by its first.
  assert.equal(src(DAY_FIRST_RE), src(new RegExp(String.raw`(?<![\p{L}\d.:/-])(\d{1,2}|1er)(?:st|nd|rd|th|º|°)?(?:\s?[-–/]\s?\d{1,2}(?:st|nd|rd|th|º|°)?)? (?:of )?(?:de )?(${MONTH_ALT})(?![\p{L}])\.?(?:,? (?:(?:${wordTrie(['del', 'de'], { flags: 'iu' })}) )?(\d{4})(?!\d|\s?(?:hrs?|hours|h|Z)(?![\p{L}])))?`, 'giu')));
  assert.equal(src(WEEKDAY_BEFORE_RE), src(new RegExp(String.raw`(?<![\p{L}])(${WEEKDAY_ALT})\.?,? (?:the )?(?:le )?(?:den )?$`, 'iu')));
  assert.deepEqual(locale.FIRST_DAY, ['1er'], 'the day read as 1');
  // isEnglishMonth() decided which month words need a capital; monthOf() only asks about MONTHS' keys.
  const isEnglishMonth = (word: string) => /^[a-z]+$/i.test(word) && ['janvier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre', 'fevrier', 'janv', 'fevr', 'juil', 'avr'].indexOf(word.toLowerCase()) < 0;
  // The month names added since are lower-case words in their languages: none needs a capital.
  for (const key of Object.keys(words.MONTHS)) assert.equal(locale.CAPITALISED_MONTHS.has(key), !(key in ADDED_MONTHS) && isEnglishMonth(key), key);
});

test('rules: the expressions built from the language modules are the ones written out before', () => {
  const src = (re: RegExp) => `/${re.source}/${re.flags}`;
  // The words of the languages added since come after the English and French ones (a word two languages list, once);
  // a window may have the first time's hour word before its join ("22:00 Uhr bis 23:10").
  // Word lists are written as tries (text.ts `wordTrie`, which matches as the plain alternation: word-trie.test.ts).
  const i = { flags: 'i' };
  assert.equal(src(JOIN_RE), src(new RegExp(String.raw`^\s{0,2}(?:${wordTrie([',', 'and', 'et', 'und', 'y', 'e', 'en'], i)})?\s{0,2}$`, 'i')));
  const hourWords = ["o'clock", 'heures', 'horas', 'hrs', 'uhr', 'uur', 'h'];
  const joins = ['to', '-', '–', '—', 'and', 'until', 'till', 'through', 'à', 'a', 'et', "jusqu'à", 'jusqu’à', '〜', '～', 'から', 'bis', 'und', 'a las', 'a la', 'y las', 'y la', 'hasta las', 'hasta la', 'y', 'hasta', 'às', 'as', 'e', 'até', 'alle', 'e le', 'fino alle', 'ed', 'tot', 'en', '至', '到', '~', '부터', '에서', '持续到', '持續到', '一直到'];
  assert.equal(src(WINDOW_JOIN), src(new RegExp(String.raw`^\s{0,2}(?:(?:${wordTrie(hourWords, i)})\s{0,2})?(?:${wordTrie(joins, i)})\s{0,2}(?:approximately\s|about\s|around\s|environ\s|etwa\s|ca\.\s|aproximadamente\s|circa\s|ongeveer\s)?\s{0,2}$`, 'i')));
  assert.equal(src(WINDOW_DATE_GAP), String(/^,?\s?(?:at\s|um\s|a las\s|a la\s|às\s|as\s|alle ore\s|alle\s|om\s)?/));
  const conditional = ['if', 'when', 'whenever', 'unless', 'should', 'would', 'could', 'every', 'each', 'per', 'timeout', 'ago', 'later', 'earlier', 'after', 'before', 'si', 'quand', 'lorsque', 'chaque', 'après', 'avant', 'wenn', 'falls', 'sobald', 'jede', 'jeden', 'nach', 'vor', 'cuando', 'cada', 'después', 'antes', 'quando', 'depois', 'após', 'ogni', 'dopo', 'prima', 'als', 'alsof', 'wanneer', 'indien', 'elke', 'iedere'];
  assert.equal(src(CONDITIONAL), src(new RegExp(String.raw`\b(?:${wordTrie(conditional, { flags: 'i', lead: true })})\b`, 'i')));
  // "a 7 minute failure": failure, incident, interruption and degradation after a duration make it the outage's too.
  const outage = ['outage', 'downtime', 'down time', 'disruption', 'failure', 'incident', 'interruption', 'degradation', "d'indisponibilité", 'de panne', "d'interruption", 'ausfall', 'ausfallzeit', 'störung', 'unterbrechung', 'de caída', 'de interrupción', 'de indisponibilidad', 'de corte', 'de indisponibilidade', 'de interrupção', 'de queda', 'di disservizio', 'di interruzione', 'di blocco', 'storing', 'uitval'];
  // "a 40-minute partial outage": one of the English adjectives may stand before the outage word.
  const adjectives = ['partial', 'total', 'full', 'complete', 'cascading', 'major', 'global', 'regional', 'widespread', 'intermittent', 'unplanned', 'service', 'site-wide', 'sitewide', 'platform-wide'];
  assert.equal(src(OUTAGE_AFTER_RE), src(new RegExp(String.raw`^[\s-]{0,2}(?:of\s)?(?:${adjectives.map((w) => `${w}\\s`).join('|')})?(?:${wordTrie(outage)})\b`)));
  assert.equal(src(COMPOUND_RE), src(new RegExp(String.raw`^\s?(?:${wordTrie(['load', 'loading', 'loaded', 'evaluation', 'init'])})`)));
});

test('rules: where a source differs, the expression accepts the same texts', () => {
  const src = (re: RegExp) => `/${re.source}/${re.flags}`;
  // Word lists are written as tries (text.ts `wordTrie`, which matches as the plain alternation: word-trie.test.ts).
  const i = { flags: 'i' };
  // "et demie?" as two words, the longer first: the alternation tries what the optional "e" tried, in the same order.
  assert.equal(src(HALF_RE), src(new RegExp(String.raw`^\s(?:${wordTrie(['and a half', 'et demie', 'et demi', 'y media', 'e mezza', 'e mezzo', 'e meia'], i)})\b`, 'i')));
  // Alternatives of a test() that looks for any match: their order cannot change the answer.
  const counts = ['a', 'an', 'one', 'two', 'un', 'une', 'ein', 'eine', 'einer', 'zwei', 'una', 'uno', 'media', 'um', 'uma', 'meia', "un'", 'due', 'mezza', "mezz'", 'een', 'twee', 'anderhalf'];
  assert.equal(src(DURATION_QUICK), src(new RegExp(String.raw`\d|\b(?:${wordTrie(counts, { flags: 'i', lead: true })})\b`, 'i')));
  assert.equal(src(NOTHING), src(new RegExp(String.raw`^(?:${wordTrie(['none', 'n/a', 'nothing', 'tbd', 'todo', 'aucun', 'aucune', 'rien', 'néant'], i)})\.?$`, 'i')));
  // An opening bracket, ASCII or full-width ("10:00 JST（02:00 UTC）"), may be followed by "=" or "＝" ("02:00 JST (= 17:00 UTC)").
  // Chinese "即" ("01:43 UTC 即北京时间 09:43") joined the conversion words later.
  const zhConversion = ['即', '即为', '即為', '相当于', '相當於'];
  const conversion = ['i.e.', 'd. h.', 'd.h.', 'es decir', 'ou seja', 'cioè', 'ovvero', 'oftewel', 'd.w.z.', 'or', 'soit', ...zhConversion];
  // Since: the time's "h" or "Uhr" and the end of its emphasis may come first ("**10:15 h** [08:15 UTC]").
  assert.equal(src(CONVERSION_GAP), src(new RegExp(String.raw`^(?:\s?(?:h|Uhr)\b)?(?:\*\*|__|[*_])?\s{0,2}(?:[([（［]\s{0,2}[=＝]?|\/|=|,\s?(?:${wordTrie(conversion, i)})|${wordTrie(['or', 'soit', ...zhConversion], i)})\s{0,2}$`, 'i')));
  const old = {
    half: /^\s(?:and a half|et demie?)\b/i,
    quick: /\d|\b(?:an?|une?|one|two)\b/i,
    nothing: /^(?:none|n\/a|nothing|tbd|todo|aucune?|rien|néant)\.?$/i,
    conversion: /^\s{0,2}(?:\(|\[|\/|=|,\s?(?:i\.e\.|soit|or)|or|soit)\s{0,2}$/i,
    outage: (t: string) => /^[\s-]{0,2}(?:of\s)?(?:outage|downtime|down time|disruption|d'indisponibilité|de panne|d'interruption)\b/.test(t) || /^\s{0,2}(?:outage|downtime)\b/.test(t),
  };
  const samples = ['', ' ', ' and a half', ' and a halfway', ' et demi', ' et demie', ' et demies', ' ET DEMIE.', ' et dem', 'an hour', 'a', 'une heure', 'un', 'two', 'tw', 'none', 'None.', 'n/a', 'N/A', 'aucun', 'aucune', 'Aucune.', 'aucunes', 'rien', 'néant', 'todo', 'nothing', 'x',
    ' (', '[', '/', ' = ', ', i.e. ', ',i.e.', ', soit ', ' soit ', ', or', ' or ', 'i.e.', ' ou ', ' outage', 'outage', '- downtime', '  downtime,', 'of downtime', ' of outage', 'outages', ' de panne', "d'interruption", ' down time', '   outage'];
  for (const s of samples) {
    const half = HALF_RE.exec(s)?.[0]; const oldHalf = old.half.exec(s)?.[0];
    assert.equal(half, oldHalf, `half ${JSON.stringify(s)}`);
    assert.equal(DURATION_QUICK.test(s), old.quick.test(s), `quick ${JSON.stringify(s)}`);
    assert.equal(NOTHING.test(s), old.nothing.test(s), `nothing ${JSON.stringify(s)}`);
    assert.equal(CONVERSION_GAP.test(s), old.conversion.test(s), `conversion ${JSON.stringify(s)}`);
    // The second expression of the old test matched nothing the first did not ([\s-] holds \s, "of\s" is optional).
    assert.equal(OUTAGE_AFTER_RE.test(s), old.outage(s), `outage ${JSON.stringify(s)}`);
  }
  // isOutageDuration() no longer names "lasted"/"lasting" beside the links, nor "down time" beside the outage words: they are in those lists.
  assert.ok(durations.DURATION_LINKS.includes('lasted') && durations.DURATION_LINKS.includes('lasting'));
  // (The other outage words of several words today: English "without service" and its kin, French "hors service", Portuguese "fora do ar", "off the air", and
  // "ficaram sem", "left without"; "not available", "not reachable" in German, Spanish, Italian and Dutch.)
  assert.deepEqual(durations.OUTAGE_WORDS.filter((w) => w.includes(' ') && !EAST_ASIAN.test(w)),
    ['down time', 'without service', 'without connectivity', 'without internet', 'without access', 'without power', 'out of service', 'hors service', 'nicht erreichbar', 'nicht verfügbar', 'no disponible', 'fora do ar', 'ficaram sem', 'ficou sem', 'non disponibile', 'niet beschikbaar']);
});

test('every language module lists the same fields, and only languages that have words appear in per-locale tables', () => {
  const fields = Object.keys(locale.LOCALES[0]!).sort();
  for (const l of locale.LOCALES) {
    const missing = fields.filter((f) => !(f in l) && !['headings', 'sectionLabels', 'capitalisedMonths', 'hindsight', 'messages', 'sharedMarkers'].includes(f));
    assert.deepEqual(missing, [], l.id);
  }
  const ids = ['en', 'fr', 'ja', 'de', 'es', 'pt', 'it', 'nl', 'zh', 'ko'];
  assert.deepEqual(locale.LOCALES.map((l) => l.id), ids);
  assert.deepEqual(Object.keys(words.LOCALE_MARKERS), ['en', 'fr', 'de', 'es', 'pt', 'it', 'nl']);
  assert.deepEqual(locale.LOCALE_SCRIPTS, { ja: 'kana', zh: 'han', ko: 'hangul' });
  assert.deepEqual(Object.keys(locale.MESSAGES), ['en', 'fr', 'ja', 'de', 'es', 'pt', 'it', 'nl', 'zh', 'ko'], 'the languages with messages of their own');
  assert.deepEqual(Object.keys(sections.SECTION_HEADING), ids);
  // The heading a fix inserts is read back as its kind (fixes are idempotent).
  const index = buildNameIndex({});
  for (const [l, hs] of Object.entries(sections.SECTION_HEADING)) for (const [kind, h] of Object.entries(hs)) {
    assert.equal(classifyHeading(h, index).kind, kind, `${l} ${h}`);
  }
  const kinds: SectionKind[] = [...sections.SECTION_ORDER];
  for (const k of kinds) if (k !== 'other') assert.deepEqual(Object.keys(sections.SECTION_NAMES[k]), ids, k);
  // Every language's names were added where this test says, and nothing else moved.
  for (const [kind, byLocale] of Object.entries(ADDED_NAMES)) for (const [l, added] of Object.entries(byLocale)) {
    for (const n of added) assert.ok(sections.SECTION_NAMES[kind as Exclude<SectionKind, 'other'>][l]!.includes(n), `${kind} ${l} ${n}`);
  }
  // A marker word tells one language: none is shared.
  const seen = new Map<string, string>();
  for (const [l, ws] of Object.entries(words.LOCALE_MARKERS)) for (const w of ws) {
    assert.equal(seen.get(w), undefined, `${w} is a marker of ${seen.get(w)} and ${l}`);
    seen.set(w, l);
  }
  // Every weak name is a section name of its language.
  for (const l of locale.LOCALES) for (const w of [...l.weakSectionNames, ...l.exactSectionNames]) assert.ok(Object.values(l.sections).some((ns) => ns.includes(w)), `${l.id} ${w}`);
  // A name kept for whole titles names nothing inside a longer heading.
  const idx = buildNameIndex({});
  assert.equal(classifyHeading('Follow-up', idx).kind, 'corrective-actions');
  assert.equal(classifyHeading('5. Follow-up(s)', idx).kind, 'corrective-actions');
  assert.equal(classifyHeading('Follow-up on the ledger', idx).kind, 'other');
  assert.equal(classifyHeading('Safeguards that did not fire', idx).kind, 'other');
  const ms: readonly Milestone[] = milestones.MILESTONE_ORDER;
  assert.equal(ms.length, 5);
});

test('locale detection: each language by its markers or script, declared ids, English and French as before', async () => {
  const { detectLocale, markerCounts } = await import('../../server/src/core/model/locale.js');
  const detect = (text: string, fm?: Record<string, unknown>) => {
    const lines = text.split('\n');
    return detectLocale(lines, lines.map(markerCounts), fm);
  };
  const texts: Record<string, string> = {
    de: 'Der Dienst war nicht erreichbar, weil die Datenbank voll war.\nWir haben den Speicher erweitert und mit dem Team die Ursache gesucht.',
    es: 'El servicio estuvo caído cuando los clientes intentaban pagar.\nFue un error de configuración, pero hubo una solución rápida.',
    pt: 'O serviço não respondeu e os pedidos foram perdidos.\nFoi um erro de configuração, com impacto em todos os clientes ao meio-dia.',
    it: 'Il servizio non era raggiungibile per colpa della configurazione.\nAbbiamo corretto il valore che era stato cambiato nel rilascio delle 10.',
    nl: 'De dienst was niet bereikbaar voor een uur.\nWij hebben het probleem opgelost door de sleutel te vervangen, ook bij de backup.',
    ja: '検索機能が約三十分間使えなくなりました。\n設定ファイルの誤りが原因で、修正版を公開して復旧しました。',
    zh: '支付接口在半小时内无法使用。\n原因是数据库连接池配置过小，扩容后服务恢复正常。',
    ko: '약 한 시간 동안 결제 승인이 지연되었습니다.\n결제 서버의 연결 수 제한이 너무 낮게 설정되어 있었습니다.',
    en: 'The service was down for an hour and we restored it from the backup.\nThis is what happened to our queue.',
    fr: 'Le service était indisponible pendant une heure et nous avons restauré la base.\nLa cause est une erreur dans la configuration du serveur.',
  };
  for (const [loc, text] of Object.entries(texts)) assert.equal(detect(text), loc, loc);
  // Declared: English and French by any value starting so (as before); the others by their id.
  assert.equal(detect(texts['de']!, { lang: 'en-GB' }), 'en');
  assert.equal(detect(texts['en']!, { lang: 'french' }), 'fr');
  assert.equal(detect(texts['en']!, { lang: 'de-DE' }), 'de');
  assert.equal(detect(texts['en']!, { locale: 'zh_CN' }), 'zh');
  assert.equal(detect(texts['en']!, { lang: 'default' }), 'en', 'a word that starts like an id is not one');
  // A few words of another language in an English text do not move it.
  assert.equal(detect(`${texts['en']!}\nThe vendor replied "das ist nicht der Fehler" and we moved on.`), 'en');
});

test('locale detection: short Spanish, Portuguese and Italian texts, English words mixed in, are not taken for French', async () => {
  const { detectLocale, markerCounts } = await import('../../server/src/core/model/locale.js');
  const detect = (text: string) => {
    const lines = text.split('\n');
    return detectLocale(lines, lines.map(markerCounts), undefined);
  };
  // "la", "de", "que" are French words too (and "la" a French marker): they count for each language that uses them.
  const cases: [string, string][] = [
    ['es', 'La cola de la base de datos se llenó y la API dejó de responder durante la tarde.'],
    ['es', '# Caída del checkout\n\nEl deploy de la nueva release cambió la config de la cache y la API devolvió errores 500.'],
    ['es', 'Se detecta un pico de latencia en la API de pagos.\nLa causa es un cambio de la configuración del balanceador.'],
    ['pt', 'A fila do banco de dados encheu e a API parou de responder durante a tarde. Os clientes não conseguiram pagar.'],
    ['pt', '# Falha no checkout\n\nO deploy da nova release mudou a config do cache e a API retornou erros 500 para os clientes.'],
    ['it', 'La coda del database si è riempita e la API ha smesso di rispondere nel pomeriggio.'],
    ['it', '# Disservizio del checkout\n\nIl deploy della nuova release ha cambiato la config della cache e la API ha restituito errori 500.'],
    // French stays French, English English; Polish and Czech (their "a", "o", "na", "do") are none of these languages.
    ['fr', 'La file de la base de données était pleine et la API ne répondait plus pendant la soirée.'],
    ['fr', 'Le déploiement de la nouvelle version a cassé le cache. Les utilisateurs ont vu des erreurs.'],
    ['en', 'The deploy de la release broke the API for most users in the EU region; we rolled back within an hour.'],
    ['en', 'Serwer bazy danych przestał odpowiadać o północy i do rana nie było dostępu do panelu. Na szczęście kopie zapasowe były aktualne, a dane nie zostały utracone.'],
    ['en', 'Databázový server přestal odpovídat o půlnoci a do rána nebyl přístup do panelu. Na štěstí byly zálohy aktuální a data se neztratila.'],
  ];
  for (const [want, text] of cases) assert.equal(detect(text), want, text);
});
