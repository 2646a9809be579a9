/**
 * The languages the analysis core knows, and the tables derived from their words, ready to use: the
 * words of every language merged (English first, in the order of `LOCALES`), or keyed by locale id where
 * the code picks one language. catalog/* re-exports these under its historical names; rules and scanners
 * build their regular expressions from them. To add a language: write one module like en.ts and list it here.
 */
import type { Milestone } from '../types.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { nl } from './nl.js';
import { pt } from './pt.js';
import { zh } from './zh.js';
import type { MessageTable } from './messages/en.js';
import type { BlamePhrase, DurationQualifier, DurationUnit, HindsightWords, LocaleWords, MetricKind, NamedSectionKind } from './types.js';

export type { BlamePhrase, DurationQualifier, DurationUnit, HindsightWords, LocaleWords, MetricKind, NamedSectionKind } from './types.js';

/**
 * Every language, in the order their words are merged. The languages added after Japanese come last, so
 * the merged tables of the first three keep their order (a word listed twice keeps its first place).
 */
export const LOCALES: readonly LocaleWords[] = [en, fr, ja, de, es, pt, it, nl, zh, ko];
/** The language ids a document or the `locale` setting may name. */
export const LOCALE_IDS: readonly string[] = LOCALES.map((l) => l.id);

/** The section kinds in the order tables list them (the order templates put sections in). */
const SECTION_KINDS: readonly NamedSectionKind[] = ['summary', 'impact', 'timeline', 'detection', 'resolution', 'root-cause', 'corrective-actions', 'lessons-learned'];
/** Milestones in the order an incident goes through them. */
const MILESTONES: readonly Milestone[] = ['start', 'detected', 'acknowledged', 'mitigated', 'resolved'];

/** One list of every language's words, English first. */
function merged<T>(pick: (l: LocaleWords) => readonly T[]): T[] {
  return LOCALES.flatMap(pick);
}

/** Locale id → the language's value, for the languages that have one (a non-empty list, a defined record). */
function byLocale<T>(pick: (l: LocaleWords) => T | undefined): Record<string, T> {
  const out: Record<string, T> = {};
  for (const l of LOCALES) {
    const v = pick(l);
    if (v === undefined || (Array.isArray(v) && v.length === 0)) continue;
    out[l.id] = v;
  }
  return out;
}

/** Per key (in `keys` order), every language's words for it. */
function mergedByKey<K extends string>(keys: readonly K[], pick: (l: LocaleWords) => Record<K, string[]>): Record<K, string[]> {
  const out = {} as Record<K, string[]>;
  for (const k of keys) out[k] = merged((l) => pick(l)[k]);
  return out;
}

/** Word → value, every language's words per key in `keys` order (a word listed twice keeps its first place). */
function wordsToKey<K extends string, V>(keys: readonly K[], pick: (l: LocaleWords) => Record<K, string[]>, value: (k: K) => V): Record<string, V> {
  const out: Record<string, V> = {};
  for (const k of keys) for (const l of LOCALES) for (const w of pick(l)[k]) out[w] = value(k);
  return out;
}

/** Word → number, the languages' records merged like one object literal. */
function mergedRecord(pick: (l: LocaleWords) => Record<string, number>): Record<string, number> {
  return Object.assign({}, ...LOCALES.map(pick)) as Record<string, number>;
}

// --- Sections ---
/** Kind → locale → names. */
export const SECTION_NAMES: Record<NamedSectionKind, Record<string, string[]>> = Object.fromEntries(
  SECTION_KINDS.map((k) => [k, byLocale((l) => l.sections[k])]),
) as Record<NamedSectionKind, Record<string, string[]>>;
/** Locale → the heading fixes and completion insert, per kind. */
export const SECTION_HEADING: Record<string, Record<NamedSectionKind, string>> = byLocale((l) => l.headings);
/** Locale → the kind as named in messages. */
export const SECTION_LABELS: Record<string, Record<NamedSectionKind, string>> = byLocale((l) => l.sectionLabels);
export const PLACEHOLDERS: string[] = merged((l) => l.placeholders);
export const PLACEHOLDER_WHEN: string[] = merged((l) => l.placeholderWhen ?? []);
export const SUMMARY_TITLES: ReadonlySet<string> = new Set(merged((l) => l.summaryTitles ?? []));
export const IMPACT_STATEMENTS: string[] = merged((l) => l.impactStatements ?? []);
export const CAUSE_STATEMENTS: string[] = merged((l) => l.causeStatements ?? []);
export const CAUSE_SECTION_TITLES: ReadonlySet<string> = new Set(merged((l) => l.causeSectionTitles ?? []));
export const ACTION_SECTION_TITLES: ReadonlySet<string> = new Set(merged((l) => l.actionSectionTitles ?? []));
export const COMMITMENT_STATEMENTS: string[] = merged((l) => l.commitmentStatements ?? []);
export const PREVENTION_STATEMENTS: string[] = merged((l) => l.preventionStatements ?? []);
export const ACTION_LABELS: string[] = merged((l) => l.actionLabels ?? []);
/** Section names that are single common words (every language's). */
export const WEAK_SECTION_NAMES: ReadonlySet<string> = new Set(merged((l) => l.weakSectionNames));
/** Section names that name a section only as a whole title (every language's). */
export const EXACT_SECTION_NAMES: ReadonlySet<string> = new Set(merged((l) => l.exactSectionNames));

// --- Language detection ---
export const LOCALE_MARKERS: Record<string, string[]> = byLocale((l) => l.markers);
/** Locale → the frequent words it shares with other languages (counted for each of them in the vote). */
export const SHARED_MARKERS: Record<string, string[]> = byLocale((l) => l.sharedMarkers);
/** Locale → the script that tells a text is in it (kana, han, hangul). */
export const LOCALE_SCRIPTS: Record<string, 'kana' | 'han' | 'hangul'> = byLocale((l) => l.script);

// --- Dates ---
export const MONTHS: Record<string, number> = mergedRecord((l) => l.months);
/** Month words of the languages that capitalise month names. */
export const CAPITALISED_MONTHS: ReadonlySet<string> = new Set(LOCALES.filter((l) => l.capitalisedMonths).flatMap((l) => Object.keys(l.months)));
export const WEEKDAYS: Record<string, number> = mergedRecord((l) => l.weekdays);
/** Locale → the weekday abbreviations read only in a document in that language. */
/** Weekdays read only in parentheses just after a date ("（一）"), of every language. */
export const PAREN_WEEKDAYS: Record<string, number> = mergedRecord((l) => l.parenWeekdays);
export const LOCAL_WEEKDAYS: Record<string, Record<string, number>> = byLocale((l) => (Object.keys(l.localWeekdays).length > 0 ? l.localWeekdays : undefined));
/**
 * The ISO weekday a word names in a document of `locale` (its own abbreviations included), or undefined. A numeral of
 * `PAREN_WEEKDAYS` counts: the scanners read one only in parentheses after a date.
 */
export function weekdayNumber(word: string, locale: string): number | undefined {
  const w = word.toLowerCase();
  return WEEKDAYS[w] ?? LOCAL_WEEKDAYS[locale]?.[w] ?? PAREN_WEEKDAYS[w];
}
/** Locale → weekday names, Monday first. */
export const WEEKDAY_NAMES: Record<string, string[]> = byLocale((l) => l.weekdayNames);
export const DATE_ARTICLES: string[] = merged((l) => l.dateArticles);
export const ORDINAL_SUFFIXES: string[] = merged((l) => l.ordinalSuffixes);
export const FIRST_DAY: string[] = merged((l) => l.firstDay);
export const DAY_MONTH_LINKS: string[] = merged((l) => l.dayMonthLinks);
export const MONTH_YEAR_LINKS: string[] = merged((l) => l.monthYearLinks);

// --- Times and windows ---
export const RANGE_JOINS: string[] = merged((l) => l.rangeJoins);
export const RANGE_APPROX: string[] = merged((l) => l.rangeApprox);
/** Locale → words before a bare "11 h" that make it a time. */
export const HOUR_LEADS: Record<string, string[]> = byLocale((l) => l.hourLeads);
export const WINDOW_DATE_LINKS: string[] = merged((l) => l.windowDateLinks);
export const CONVERSION_AFTER_COMMA: string[] = merged((l) => l.conversionAfterComma);
export const CONVERSION_WORDS: string[] = merged((l) => l.conversionWords);
export const DATE_TIME_LINKS: string[] = merged((l) => l.dateTimeLinks);
export const PARAGRAPH_TIME_LEADS: string[] = merged((l) => l.paragraphTimeLeads ?? []);
export const CLOCK_LENGTH_LEADS: string[] = merged((l) => l.clockLengthLeads ?? []);
export const TIME_WORDS: string[] = merged((l) => l.timeWords);
export const DOTTED_TIME_LEADS: string[] = merged((l) => l.dottedTimeLeads);
/** Locale → the words before a time written with a dot; a locale with some writes its times so ("09.12" opening a list item). */
export const DOTTED_TIME_LEADS_BY_LOCALE: Record<string, string[]> = byLocale((l) => l.dottedTimeLeads);
export const ZONE_SENTENCE_NOUNS: string[] = merged((l) => l.zoneSentenceNouns);
export const ZONE_SENTENCE_WORDS: string[] = merged((l) => l.zoneSentenceWords);
export const ZONE_SENTENCE_PREPOSITIONS: string[] = merged((l) => l.zoneSentencePrepositions);
export const ZONE_SENTENCE_LEADS: string[] = merged((l) => l.zoneSentenceLeads ?? []);
export const ZONE_LABELS: string[] = merged((l) => l.zoneLabels ?? []);
export const UPDATE_STAMP_WORDS: string[] = merged((l) => l.updateStampWords ?? []);
export const UPDATE_WORDS: string[] = merged((l) => l.updateWords ?? []);
export const MAINTENANCE_TITLES: string[] = merged((l) => l.maintenanceTitles ?? []);
export const OTHER_DOCUMENT_TITLES: string[] = merged((l) => l.otherDocumentTitles ?? []);
export const TIME_HEADERS: string[] = merged((l) => l.timeHeaders);
export const DATE_HEADERS: string[] = merged((l) => l.dateHeaders);
export const LOCAL_TIME_WORDS: string[] = merged((l) => l.localTimeWords ?? []);

// --- Milestones ---
export const INCIDENT_DATE_LABELS: string[] = merged((l) => l.incidentDateLabels ?? []);
export const MILESTONE_WORDS: Record<Milestone, string[]> = mergedByKey(MILESTONES, (l) => l.milestones);
export const MILESTONE_NEGATIONS: string[] = merged((l) => l.milestoneNegations);
/** Words just after a milestone word that cancel it ("復旧せず", "恢复中", "복구 작업"). */
export const MILESTONE_NEGATIONS_AFTER: string[] = merged((l) => l.milestoneNegationsAfter ?? []);
export const MILESTONE_INTENT_WORDS: string[] = merged((l) => l.milestoneIntentWords ?? []);
export const MILESTONE_FRONT_MATTER: Record<Milestone, string[]> = mergedByKey(MILESTONES, (l) => l.milestoneFrontMatter);
export const MODIFIED_KEYS: string[] = merged((l) => l.modifiedKeys);
export const MODIFIED_LABELS: string[] = merged((l) => l.modifiedLabels ?? []);
export const KEY_EVENT_LABELS: Record<Milestone, string[]> = mergedByKey(MILESTONES, (l) => l.keyEventLabels);
export const LEAD_UP_WORDS: string[] = merged((l) => l.leadUpWords);
export const LEAD_UP_NOTES: string[] = merged((l) => l.leadUpNotes ?? []);
export const INCIDENT_DAY_WORDS: string[] = merged((l) => l.incidentDayWords ?? []);
export const MAIL_HEADER_LABELS: string[] = merged((l) => l.mailHeaderLabels ?? []);
export const WINDOW_DURING_WORDS: string[] = merged((l) => l.windowDuringWords ?? []);
export const MEASURE_WORDS: string[] = merged((l) => l.measureWords ?? []);
export const LENGTH_FROM_WORDS: string[] = merged((l) => l.lengthFromWords ?? []);
export const LENGTH_FROM_LINKS: string[] = merged((l) => l.lengthFromLinks ?? []);
export const LENGTH_FROM_AFTER: string[] = merged((l) => l.lengthFromAfter ?? []);
export const WINDOW_CHANGE_WORDS: string[] = merged((l) => l.windowChangeWords ?? []);
export const WINDOW_CHANGE_AFTER: string[] = merged((l) => l.windowChangeAfter ?? []);
export const PARTIAL_WORDS: string[] = merged((l) => l.partialWords ?? []);
export const IMPACT_WORDS: string[] = merged((l) => l.impactWords);
export const PAGING_WORDS: string[] = merged((l) => l.pagingWords);
export const ESCALATION_WORDS: string[] = merged((l) => l.escalationWords);
export const STATUS_UPDATE_WORDS: string[] = merged((l) => l.statusUpdateWords);
export const OUTAGE_COMPOUND_HEADS: string[] = merged((l) => l.outageCompoundHeads ?? []);
export const OUTAGE_OBJECT_LEADS: string[] = merged((l) => l.outageObjectLeads ?? []);
export const MONITORING_LABELS: string[] = merged((l) => l.monitoringLabels ?? []);

// --- Durations ---
const UNIT_MINUTES: Record<DurationUnit, number> = { second: 1 / 60, minute: 1, hour: 60, day: 1440 };
/** Unit word → minutes. */
export const DURATION_UNITS: Record<string, number> = wordsToKey(['second', 'minute', 'hour', 'day'], (l) => l.durationUnits, (u) => UNIT_MINUTES[u]);
export const NUMBER_WORDS: Record<string, number> = mergedRecord((l) => l.numberWords);
export const COUNT_WORDS: string[] = merged((l) => l.countWords);
export const DURATION_QUALIFIERS: Record<string, DurationQualifier> = wordsToKey<DurationQualifier, DurationQualifier>(['approx', 'min', 'max'], (l) => l.durationQualifiers, (q) => q);
/** Qualifier word written after a duration ("程度", "以上", "이내") → what it says. */
export const DURATION_QUALIFIERS_AFTER: Record<string, DurationQualifier> = wordsToKey<DurationQualifier, DurationQualifier>(['approx', 'min', 'max'],
  (l) => ({ approx: [], min: [], max: [], ...l.durationQualifiersAfter }), (q) => q);
export const DURATION_JOINS: string[] = merged((l) => l.durationJoins);
export const HALF_WORDS: string[] = merged((l) => l.halfWords);
export const FRACTION_WORDS: Record<string, number> = mergedRecord((l) => l.fractionWords ?? {});
export const DURATION_DIFFERENCE_WORDS: string[] = merged((l) => l.durationDifferenceWords ?? []);
export const DURATION_DELAY_WORDS: string[] = merged((l) => l.durationDelayWords ?? []);
export const DURATION_CONTRAST_WORDS: string[] = merged((l) => l.durationContrastWords ?? []);
export const OUTAGE_WORDS: string[] = merged((l) => l.outageWords);
export const OUTAGE_VERBS: string[] = merged((l) => l.outageVerbs ?? []);
export const DURATION_LINKS: string[] = merged((l) => l.durationLinks);
export const OUTAGE_AFTER: string[] = merged((l) => l.outageAfter);
export const OUTAGE_ADJECTIVES: string[] = merged((l) => l.outageAdjectives ?? []);
export const OUTAGE_AFTER_LINKS: string[] = merged((l) => l.outageAfterLinks);
export const CONDITIONAL_WORDS: string[] = merged((l) => l.conditionalWords);
/** Words just after a duration that make it an offset or a period ("2時間後", "30分钟后", "30분 후"). */
export const OFFSET_AFTER: string[] = merged((l) => l.offsetAfter ?? []);
/** Metric verb → the metric it states ("detected" → detect), every language's. */
export const METRIC_VERBS: Record<string, Exclude<MetricKind, 'impact'>> = wordsToKey<Exclude<MetricKind, 'impact'>, Exclude<MetricKind, 'impact'>>(
  ['detect', 'mitigate', 'resolve'], (l) => ({ detect: l.metricVerbs?.detect ?? [], mitigate: l.metricVerbs?.mitigate ?? [], resolve: l.metricVerbs?.resolve ?? [] }), (k) => k);
export const METRIC_VERB_LINKS: string[] = merged((l) => l.metricVerbLinks ?? []);
export const METRIC_TOOK_WORDS: string[] = merged((l) => l.metricTookWords ?? []);
export const METRIC_TOOK_LINKS: string[] = merged((l) => l.metricTookLinks ?? []);
export const METRIC_OBJECTS: string[] = merged((l) => l.metricObjects ?? []);
export const METRIC_AGENT_WORDS: string[] = merged((l) => l.metricAgentWords ?? []);
export const ALERT_NOUNS: string[] = merged((l) => l.alertNouns ?? []);
export const ALERT_FIRE_VERBS: string[] = merged((l) => l.alertFireVerbs ?? []);
export const PUBLIC_TIMELINE_WORDS: string[] = merged((l) => l.publicTimelineWords ?? []);
export const GOAL_WORDS: string[] = merged((l) => l.goalWords ?? []);
export const METRIC_LABELS: Record<string, MetricKind> = wordsToKey<MetricKind, MetricKind>(['detect', 'mitigate', 'resolve', 'impact'], (l) => l.metricLabels, (k) => k);

// --- Blame ---
export const BLAME_WORDS: Record<string, BlamePhrase[]> = byLocale((l) => l.blame);
export const HINDSIGHT_SUBJECTS: Record<string, HindsightWords> = byLocale((l) => l.hindsight);
export const PERSON_CAUSE_NOUNS: string[] = merged((l) => l.personCauseNouns);
export const PERSON_CAUSE_LINKS: string[] = merged((l) => l.personCauseLinks);
export const BLAME_COMPOUNDS: string[] = merged((l) => l.blameCompounds);

// --- Action items ---
/** Locale → verbs (and nouns) an action item may start with. */
export const ACTION_VERBS: Record<string, string[]> = byLocale((l) => l.actionVerbs);
export const ACTION_MODALS: string[] = merged((l) => l.actionModals);
export const ACTION_LEADS: string[] = merged((l) => l.actionLeads);
export const ACTION_NON_STARTS: string[] = merged((l) => l.actionNonStarts);
export const DONE_WORDS: string[] = merged((l) => l.doneMarkers);
export const OPEN_WORDS: string[] = merged((l) => l.openMarkers);
export const OWNER_HEADERS: string[] = merged((l) => l.ownerHeaders);
export const TRACKING_HEADERS: string[] = merged((l) => l.trackingHeaders);
export const STATUS_HEADERS: string[] = merged((l) => l.statusHeaders);
export const NOTHING_WORDS: string[] = merged((l) => l.nothingWords);

// --- Messages ---
/** Locale → the rules' messages in that language (read through locale/messages.ts). */
export const MESSAGES: Record<string, Partial<MessageTable>> = byLocale((l) => l.messages);
