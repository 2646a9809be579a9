/**
 * The words of one language, in one object: every word list and language pattern the analysis core reads.
 * One module per language (en.ts, fr.ts, ja.ts) exports one `LocaleWords`; locale/index.ts lists them and
 * derives the tables the code reads, and catalog/* keeps its exports derived from those. Adding a language
 * means adding one module and listing it in index.ts. Data only: no code reads a language module directly.
 *
 * Lists are merged in the order of `LOCALES` (English first), so the order of words inside one list is
 * the order the merged tables keep. An empty list (or an absent optional field) contributes nothing.
 */
import type { Milestone, SectionKind } from '../types.js';
import type { MessageTable } from './messages/en.js';

export type NamedSectionKind = Exclude<SectionKind, 'other'>;
export type DurationUnit = 'second' | 'minute' | 'hour' | 'day';
export type DurationQualifier = 'approx' | 'min' | 'max';
export type MetricKind = 'detect' | 'mitigate' | 'resolve' | 'impact';

/** A blame phrase and what to write instead. */
export interface BlamePhrase { phrase: string; suggestion: string }

/** Hindsight ("should have") with a person as its subject. */
export interface HindsightWords { subjects: string[]; verbs: string[]; suggestion: string }

export interface LocaleWords {
  /** The locale id a document gets (`Postmortem.locale`), also the key of per-locale tables. */
  id: string;

  // --- Sections ---
  /** Section names per kind, compared after normalisation (lower case, straight quotes, single spaces). */
  sections: Record<NamedSectionKind, string[]>;
  /** The heading fixes and completion insert, per kind. */
  headings?: Record<NamedSectionKind, string>;
  /** The kind as named in a message, lower case ("root cause", "cause première"). */
  sectionLabels?: Record<NamedSectionKind, string>;
  /** Placeholders that do not count as section content ("tbd", "à compléter"). */
  placeholders: string[];
  /**
   * Words that may follow a placeholder to say when it will be filled in ("TBD after the review",
   * "À compléter après le comité"): such a one-line paragraph is still a placeholder.
   */
  placeholderWhen?: string[];
  /**
   * Section names that are single common words ("actions", "ablauf"): a lead-in line needs a stronger
   * name than these, and an implicit heading must be exactly one of them.
   */
  weakSectionNames: string[];
  /**
   * Section names that name a section only as a whole title ("Follow-up", "Safeguards"): inside a longer
   * heading they are ordinary words ("Follow-up on the ledger", "Safeguards that did not fire").
   */
  exactSectionNames: string[];

  // --- Language detection ---
  /** Frequent short words that tell a text is in this language (none shared with another language's). */
  markers: string[];
  /**
   * Frequent short words this language shares with others ("la", "de", "que"): they count for every language that
   * lists them (or has them as a marker), so they tell it apart only from the languages that do not use them. A
   * Spanish text full of "la" is then not taken for French, whose marker "la" is.
   */
  sharedMarkers?: string[];
  /**
   * The script that tells a text is in this language when most of its letters are written in it:
   * kana (Japanese), han without kana (Chinese), hangul (Korean). Languages written in Latin letters have none.
   */
  script?: 'kana' | 'han' | 'hangul';

  // --- Dates ---
  /** Month name or abbreviation (lower case, no dot) → month number. */
  months: Record<string, number>;
  /** Month names are written with a capital: lower-case "may", "march" are ordinary words, not months. */
  capitalisedMonths?: boolean;
  /** Weekday name or abbreviation (lower case) → ISO weekday (1 = Monday). */
  weekdays: Record<string, number>;
  /**
   * Weekday abbreviations read only in a document in this language ("Di.", "mié"): short words that are other
   * words elsewhere ("so", "do"), so they are not merged with the others. Lower case, no dot → ISO weekday.
   */
  localWeekdays: Record<string, number>;
  /**
   * Weekdays read only in parentheses just after a date ("7/21（一）", "7月23日（三）"): the one-letter numerals that number
   * list items anywhere else. → ISO weekday.
   */
  parenWeekdays: Record<string, number>;
  /** Weekday names as written in a correction, Monday first ("Monday", "lundi"). */
  weekdayNames: string[];
  /** Articles between a weekday and its date: "Sunday the 14th", "dimanche le 14". */
  dateArticles: string[];
  /** Ordinal suffixes after a day number ("1st", "2nd"). */
  ordinalSuffixes: string[];
  /** The first of the month written as a word ("1er"). */
  firstDay: string[];
  /** Words between a day number and its month ("14th of March", "12 de marzo"). */
  dayMonthLinks: string[];
  /** Words between a month and its year ("12 de marzo de 2025"). */
  monthYearLinks: string[];

  // --- Times and windows ---
  /** Words (and dashes) joining the two ends of a time range or window: "18:21 to 18:40", "de 11 h à 12 h". */
  rangeJoins: string[];
  /** Approximation words allowed after a range join: "to about 18:40". */
  rangeApprox: string[];
  /** Words before a bare "11 h" that make it a time and not a duration ("à 11 h"); checked in this locale only. */
  hourLeads: string[];
  /** Words between a window's date and its second time ("2020-11-02 at 22:40"). */
  windowDateLinks: string[];
  /** Words that introduce a conversion of a time into another zone ("14:00 UTC, i.e. 15:00 CET"), after a comma only. */
  conversionAfterComma: string[];
  /** Words that introduce a conversion, with or without a comma ("14:00 UTC or 15:00 CET", "soit"). */
  conversionWords: string[];
  /** Words between a timeline entry's date and its time ("2026-03-04 at 14:05", "le 4 mars à 14 h 05"). */
  dateTimeLinks: string[];
  /**
   * Words a paragraph of a told timeline opens with before its time or date, lower case ("At 9:37 AM PDT, …",
   * "On July 8 at 4:10 PM PDT …", "Um 9.37 Uhr …", "Vers 10 h 05, …").
   */
  paragraphTimeLeads?: string[];
  /**
   * Words before a length written like a clock time, lower case: "pendant 1 h 10", "d'environ 1 h 35" (French writes an hour
   * and ten minutes so). After them "1 h 10" is a length, not a time.
   */
  clockLengthLeads?: string[];
  /** Words written just after a time that are part of it ("09:40 Uhr", "9 o'clock"), read off an entry's text. */
  timeWords: string[];
  /**
   * Words before a time written with a dot that make it a time ("alle 14.30", "om 14.30"): elsewhere "14.30" is
   * read only before an hour word or UTC ("14.30 uur"), so that "3.10" and version numbers stay numbers.
   */
  dottedTimeLeads: string[];

  // --- Zones and tables ---
  /** Nouns of a zone sentence ("All times are in UTC", "Les heures sont exprimées en UTC"). */
  zoneSentenceNouns: string[];
  /** Words between that noun and the zone ("are", "shown", "in this report"). */
  zoneSentenceWords: string[];
  /**
   * Words before a zone sentence's noun that make it about the document's times, in languages written
   * without spaces or with particles ("すべての", "以下", "모든"): without one, the noun must open the sentence
   * ("時刻はすべて日本時間です"), since a noun inside a longer one ("規約合意日時はJST") is about something else.
   */
  zoneSentenceLeads?: string[];
  /** Labels of a metadata line or table row whose value is the document's zone: "**Time zone:** PDT", "| Zeitzone | MEZ |", "时间基准：北京时间". */
  zoneLabels?: string[];
  /** The preposition before the zone ("in", "en"). */
  zoneSentencePrepositions: string[];
  /** Words that open a status update's stamp line ("Posted Nov 12, 2025 - 16:42 UTC", "Aktualisiert am …"). */
  updateStampWords?: string[];
  /** The word that opens a dated status update ("Update 2/12/2022", "UPDATE - 2023-09-11", "Actualización 3 oct."). */
  updateWords?: string[];
  /** Words of a title that announces planned maintenance, not an incident ("Scheduled maintenance: …", "Geplante Wartung"). */
  maintenanceTitles?: string[];
  /** Words of a title that name a page about many incidents or about the process, not one postmortem ("How we run postmortems", "障害情報一覧"). */
  otherDocumentTitles?: string[];
  /** Table headers of the time column ("Time", "Heure") and of the date column ("Date", "Jour"). */
  timeHeaders: string[];
  dateHeaders: string[];
  /** Words of a table header that say its column is in local time ("Datum (Ortszeit)", "Date (local)"). */
  localTimeWords?: string[];

  // --- Milestones ---
  /** Words that mark incident milestones, per milestone. */
  milestones: Record<Milestone, string[]>;
  /** Words just before a milestone word that cancel it ("not resolved"). */
  milestoneNegations: string[];
  /**
   * Words just after a milestone word that cancel it, in languages that put the negation or the noun a word
   * qualifies after it ("復旧せず": not restored, "恢复中": restoring, "복구 작업": restoration work).
   */
  milestoneNegationsAfter?: string[];
  /**
   * Words of intent earlier in the clause of an East Asian milestone word: a decision or a plan to do it, not its doing
   * ("决定从备份恢复", Chinese writes the decision before the verb). Read only for words written in an East Asian script.
   */
  milestoneIntentWords?: string[];
  /** Words beside a resolution that make it partial, a mitigation ("back to normal in most regions", "部分恢复"). */
  partialWords?: string[];
  /** Front matter keys that give a milestone's date-time. */
  milestoneFrontMatter: Record<Milestone, string[]>;
  /** Key-event labels that name a milestone as a whole label ("Date/time: … PDT" is the start), not in running text. */
  keyEventLabels: Record<Milestone, string[]>;
  /** Words of a timeline entry that leads up to the incident without being its start ("merged", "deployed", "scheduled"). */
  leadUpWords: string[];
  /** Notes that mark an entry as before any impact, whatever else it says ("lead-up, no impact yet"). */
  leadUpNotes?: string[];
  /** A label alone on its line that groups the entries of the incident's own day below it ("当日", "Day of the incident"). */
  incidentDayWords?: string[];
  /** The field names of an e-mail's header ("From", "Subject"): a document that opens with them is a mail, and its date is when it was sent. */
  mailHeaderLabels?: string[];
  /** Nouns an outage word names a kind of, not an outage ("downtime procedures", "outage window", "incident review"). */
  outageCompoundHeads?: string[];
  /** Words that make an outage word the object of a clause about something else ("because of the outage we paused decay for 48 hours"). */
  outageObjectLeads?: string[];
  /**
   * Words between a window and a length after it that make the length something measured during the window, not its length:
   * "during", "동안" (the names of what was measured are `measureWords`).
   */
  windowDuringWords?: string[];
  /**
   * Words just before a time that make it the start of a length stated in the same sentence ("for about 25 minutes, starting at
   * 14:06", "desde las 10:05", "ab 14:06 Uhr"); with a few words between, the last is a link (`lengthFromLinks`: "from the first
   * alert at 10:05"). `lengthFromAfter`: the same written after the time ("23:41 から約20分間", "14:05起").
   */
  lengthFromWords?: string[];
  lengthFromLinks?: string[];
  lengthFromAfter?: string[];
  /**
   * Names of what is measured over a window (wait, delay, latency, "Wartezeit"): a length after the window measures it, whether
   * the name stands between them or before the window in the same clause ("Average delay between 6:00 and 10:00 was 74 minutes").
   */
  measureWords?: string[];
  /**
   * Words that make "from a time to another" a change of a time, not a window: a verb before "from" ("moved the job from 05:00
   * to 23:30", "verschoben"), or a word written against the second time ("5時から23時30分へ前倒し").
   */
  windowChangeWords?: string[];
  windowChangeAfter?: string[];
  /** Words that make an early entry part of the incident, not its lead-up ("errors", "failed", "outage"). */
  impactWords: string[];
  /** Detection words that also say a person or team was called in ("paged", "alerted"). */
  pagingWords: string[];
  /** Next to a paging word, words that make it an escalation, not the detection ("security team paged"). */
  escalationWords: string[];
  /** Words that make a milestone mention a status change ("status updated to resolved"). */
  statusUpdateWords: string[];
  /**
   * A status page's label for "a fix is in place, we are watching" ("Monitoring"): an entry that opens with it is the
   * mitigation ("*Monitoring* · Queues synced."), where the word elsewhere is not ("Monitoring shows errors").
   */
  monitoringLabels?: string[];
  /** Labels of a metadata line that give the incident's date ("Date", "Incident date"): "**Date:** 12 March 2023". */
  incidentDateLabels?: string[];
  /** Front matter keys that give the date the document was last modified. */
  modifiedKeys: string[];
  /** Labels of a metadata line near the top that gives the date the page was last edited ("Last edited time: May 31, 2024", Notion's property). */
  modifiedLabels?: string[];

  // --- Durations ---
  /** Unit words (lower case), per unit. */
  durationUnits: Record<DurationUnit, string[]>;
  /** Number words that may stand for a count ("an hour", "une heure", "two hours"). */
  numberWords: Record<string, number>;
  /** Number words a line without figures must have for its durations to be read (a quick filter). */
  countWords: string[];
  /** Words that qualify a duration as approximate, a lower bound or an upper bound. */
  durationQualifiers: Record<DurationQualifier, string[]>;
  /** The same, written just after the duration ("30分程度", "2小时以上", "30분 이내"). */
  durationQualifiersAfter?: Partial<Record<DurationQualifier, string[]>>;
  /** Words joining two parts of one duration ("1 hour and 5 minutes"). */
  durationJoins: string[];
  /** Words after a duration that add half its smallest unit ("an hour and a half", "une heure et demie"). */
  halfWords: string[];
  /** Words after a duration that add a fraction of its smallest unit ("an hour and a quarter": 0.25). */
  fractionWords?: Record<string, number>;
  /** Words before a duration that make it a difference, not a length ("extended by 2 hours", "延長了 2 小時"). */
  durationDifferenceWords?: string[];
  /** Words just after a duration that make it a delay, not a length: "arrived up to 40 minutes late", "40 minutes de retard". */
  durationDelayWords?: string[];
  /** Words a little after a duration that set it against another ("shown 8 hours worked instead of 9"): a wrong value, not a claim. */
  durationContrastWords?: string[];
  /** Words that say a duration is the incident's ("an outage lasting 66 minutes"). */
  outageWords: string[];
  /**
   * Verbs of what users met that make the duration after them the outage's, right before it or its link and after a
   * subject: "payments failed for about 40 minutes" (not "a failed handshake for 45 minutes", a cell "Failed for 1 hour").
   */
  outageVerbs?: string[];
  /** Links between an outage word and its duration ("outage lasting", "panne de"). */
  durationLinks: string[];
  /** Words just after a duration that make it the outage's ("4 minutes of downtime", "2 heures de panne"). */
  outageAfter: string[];
  /** Words that may stand between a duration and its outage word ("a 40-minute partial outage"). */
  outageAdjectives?: string[];
  /** Linking words before those ("of" in "4 minutes of downtime"). */
  outageAfterLinks: string[];
  /** Words before a duration that make it a condition, not the incident's length ("if", "every", "si"). */
  conditionalWords: string[];
  /** Words just after a duration that make it an offset or a period, not a length ("2時間後": two hours later, "30分ごと": every 30 minutes). */
  offsetAfter?: string[];
  /** Stated metric labels, per interval ("time to detect", "délai de résolution"). */
  metricLabels: Record<MetricKind, string[]>;
  /**
   * Verbs that state how long this incident took to reach a milestone, with a link word before the
   * duration ("detected it after 40 minutes", "recovered in under 10 minutes") or a "took" word before it
   * and the verb after it ("took about 3 hours to resolve"), per metric.
   */
  metricVerbs?: Partial<Record<Exclude<MetricKind, 'impact'>, string[]>>;
  /** Words between such a verb and its duration ("after", "within", "in"). */
  metricVerbLinks?: string[];
  /** Words before a duration that say how long something took, the verb following ("took", "it took us"). */
  metricTookWords?: string[];
  /**
   * What such a verb may have as its object, or an adverb, for the duration to be the incident's: "detected
   * it after …", "took 2 hours to resolve the incident fully" — not "took 3 hours to restore the index". The
   * outage words count too; an agent ("by our monitoring") is allowed after the verb of a link phrase.
   */
  metricObjects?: string[];
  /** The word that introduces an agent ("by"). */
  metricAgentWords?: string[];
  /** Subjects whose own recovery is not the incident's ("the alert … resolved after four minutes"): alerts, alarms, checks. */
  alertNouns?: string[];
  /**
   * Verbs of an alert going off ("fires", "triggered", "went off"): an alert noun and one of these within four words
   * ("Grafana alert `ReplicaLagHigh` (lag > 120s) fires") detect the incident.
   */
  alertFireVerbs?: string[];
  /** Words of a timeline's title that make it the one customers were told ("customer-facing", "public", "Kunden"). */
  publicTimelineWords?: string[];
  /** Words between a duration and the verb after it ("to" in "took 3 hours to resolve", "pour"). */
  metricTookLinks?: string[];
  /** Words that make a duration a goal, a habit or a condition rather than this incident's ("target", "usually", "if"). */
  goalWords?: string[];

  // --- Sections stated in prose ---
  /** The summary names that head a summary proper, not a narrative ("Summary", not "What happened"): only such a section is read for the impact and cause it states. */
  summaryTitles?: string[];
  /** Words that, in a summary or the opening paragraphs, state the impact ("affected", "unavailable"); merged over languages. */
  impactStatements?: string[];
  /** Words that, there, state the cause ("caused by", "due to"). */
  causeStatements?: string[];
  /** Titles of sections of another kind that hold the cause as teams write it ("What went wrong"): such a section states the root cause. */
  causeSectionTitles?: string[];
  /** Titles of sections of another kind that hold the corrective actions as teams write them ("Remediation"): such a section states them. */
  actionSectionTitles?: string[];
  /**
   * Commitments that open a list item about the future ("we need to", "we will"): a list of two or
   * more of them, in a lessons-learned or unclassified section, holds the corrective actions.
   */
  commitmentStatements?: string[];
  /**
   * Phrases that state a measure against recurrence wherever they stand ("to prevent this from
   * happening again", "om te voorkomen dat"): one of them outside the timeline states the corrective
   * actions, under whatever heading.
   */
  preventionStatements?: string[];
  /**
   * Labels that open an action line ("Action point:", "TODO:", "**DONE**"): two such lines outside the
   * timeline are a list of corrective actions, whatever the section is called.
   */
  actionLabels?: string[];

  // --- Blame ---
  /** Blame phrases with what to write instead. */
  blame: BlamePhrase[];
  /** Hindsight with a person as its subject. */
  hindsight?: HindsightWords;
  /** Nouns after a person's name that make the name the cause ("Alice's mistake"). */
  personCauseNouns: string[];
  /** Words before a person that make them the cause ("caused by @bob"). */
  personCauseLinks: string[];
  /** Words after a blame phrase that make it another word ("lazy loading"). */
  blameCompounds: string[];

  // --- Action items ---
  /** Verbs (and nouns) an action item may start with. */
  actionVerbs: string[];
  /** Words that, within an item's first words, make it an action ("should", "doit"). */
  actionModals: string[];
  /** Words that lead into a verb and still make an action ("we will", "nous allons"). */
  actionLeads: string[];
  /**
   * First words that show an item is a wish, not an action: determiners and adjectives ("Better
   * monitoring", "More alerts", "The runbook"). An item is judged not to start with a verb only when it
   * starts with one of these: an unknown first word may be a verb the lists lack ("Engage …").
   */
  actionNonStarts: string[];
  /** Markers of a done item. */
  doneMarkers: string[];
  /** Markers of an open item. */
  openMarkers: string[];
  /** Table headers naming the owner column. */
  ownerHeaders: string[];
  /** Table headers naming the tracking reference or due date column. */
  trackingHeaders: string[];
  /** Table headers naming the status column. */
  statusHeaders: string[];
  /** Item texts that say there is nothing to do ("None", "N/A", "Aucune"). */
  nothingWords: string[];

  // --- Messages ---
  /** The rules' messages and quick-fix titles in this language (locale/messages/); English is written where it has none. */
  messages?: Partial<MessageTable>;
}
