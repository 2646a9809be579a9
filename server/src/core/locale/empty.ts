/**
 * The fields of a language that has section names (and detection markers) only so far: every word list
 * empty. A module spreads it and writes its own words after it. Data only (see locale/types.ts).
 */
import type { LocaleWords } from './types.js';

export const NO_WORDS: Omit<LocaleWords, 'id' | 'sections' | 'weakSectionNames' | 'markers'> = {
  placeholders: [],
  exactSectionNames: [],

  months: {},
  weekdays: {},
  weekdayNames: [],
  dateArticles: [],
  ordinalSuffixes: [],
  firstDay: [],
  dayMonthLinks: [],

  rangeJoins: [],
  rangeApprox: [],
  hourLeads: [],
  windowDateLinks: [],
  conversionAfterComma: [],
  conversionWords: [],
  dateTimeLinks: [],
  zoneSentenceNouns: [],
  zoneSentenceWords: [],
  zoneSentencePrepositions: [],
  timeHeaders: [],
  dateHeaders: [],

  milestones: { start: [], detected: [], acknowledged: [], mitigated: [], resolved: [] },
  milestoneNegations: [],
  milestoneFrontMatter: { start: [], detected: [], acknowledged: [], mitigated: [], resolved: [] },
  keyEventLabels: { start: [], detected: [], acknowledged: [], mitigated: [], resolved: [] },
  leadUpWords: [],
  impactWords: [],
  pagingWords: [],
  escalationWords: [],
  statusUpdateWords: [],
  modifiedKeys: [],

  durationUnits: { second: [], minute: [], hour: [], day: [] },
  numberWords: {},
  countWords: [],
  durationQualifiers: { approx: [], min: [], max: [] },
  durationJoins: [],
  halfWords: [],
  outageWords: [],
  durationLinks: [],
  outageAfter: [],
  outageAfterLinks: [],
  conditionalWords: [],
  metricLabels: { detect: [], mitigate: [], resolve: [], impact: [] },

  blame: [],
  personCauseNouns: [],
  personCauseLinks: [],
  blameCompounds: [],

  actionVerbs: [],
  actionModals: [],
  actionLeads: [],
  actionNonStarts: [],
  doneMarkers: [],
  openMarkers: [],
  ownerHeaders: [],
  trackingHeaders: [],
  statusHeaders: [],
  nothingWords: [],
};
