/**
 * Dutch: every word the analysis core reads for Dutch text ("12 maart 2025", "dinsdag 12 maart", "14.30 uur", "om 14.30",
 * "van 14:30 tot 15:10", "Nederlandse tijd"). Data only (see locale/types.ts).
 */
import { NO_WORDS } from './empty.js';
import { NL_MESSAGES } from './messages/nl.js';
import type { LocaleWords } from './types.js';

export const nl: LocaleWords = {
  ...NO_WORDS,
  ownerHeaders: ['eigenaar', 'verantwoordelijke'],
  trackingHeaders: ['deadline', 'streefdatum', 'ticket'],
  statusHeaders: ['status'],
  placeholders: ['volgt', 'nog in te vullen', 'n.t.b'],
  placeholderWhen: ['na', 'zodra', 'in afwachting'],
  id: 'nl',

  sections: {
    summary: ['samenvatting', 'overzicht', 'beschrijving', 'wat is er gebeurd', 'wat gebeurde er'],
    impact: ['impact op klanten', 'gevolgen', 'getroffen diensten', 'getroffen systemen', 'getroffen klanten', 'wie werd getroffen', 'wie was getroffen', 'wie merkte er iets van', 'wie merkte het', 'wat merkten klanten', 'wat merkten gebruikers', 'wat merkten kijkers'],
    timeline: ['tijdlijn', 'tijdsverloop', 'verloop', 'chronologie', 'wanneer gebeurde het', 'wat gebeurde er wanneer'],
    detection: ['detectie', 'ontdekking'],
    resolution: ['oplossing', 'herstel', 'mitigatie'],
    'root-cause': ['oorzaak', 'oorzaken', 'grondoorzaak', 'hoofdoorzaak', 'oorzaakanalyse', 'waarom gebeurde het', 'hoe kon dit gebeuren', 'waarom ging het mis', 'waarom ging het fout', 'hoe kon het misgaan'],
    'corrective-actions': ['corrigerende maatregelen', 'preventieve maatregelen', 'maatregelen', 'acties', 'vervolgstappen', 'volgende stappen', 'verbeteringen', 'actiepunten', 'wat gaan we doen', 'wat we veranderen', 'vervolgacties', 'vervolgactie', 'opvolging', 'verbeteracties', 'verbeterpunten'],
    'lessons-learned': ['geleerde lessen', 'lessen', 'leerpunten'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: 'Samenvatting', impact: 'Impact', timeline: 'Tijdlijn', detection: 'Detectie', resolution: 'Oplossing',
    'root-cause': 'Oorzaak', 'corrective-actions': 'Corrigerende maatregelen', 'lessons-learned': 'Geleerde lessen',
  },
  weakSectionNames: ['overzicht', 'beschrijving', 'gevolgen', 'verloop', 'detectie', 'ontdekking', 'oplossing', 'herstel', 'mitigatie', 'oorzaak', 'oorzaken',
    'maatregelen', 'acties', 'volgende stappen', 'verbeteringen', 'lessen'],

  sectionLabels: {
    impact: 'impact', 'root-cause': 'oorzaak', 'corrective-actions': 'corrigerende maatregelen', timeline: 'tijdlijn', summary: 'samenvatting',
    detection: 'detectie', resolution: 'oplossing', 'lessons-learned': 'geleerde lessen',
  },

  // Full names (and the Dutch abbreviations that are not English ones): "14 maart 2025" and "14 marzo 2025" read as
  // "14 March 2025" does. Italian abbreviations such as "set" or "ago" are English words and are left out.
  months: { januari: 1, februari: 2, maart: 3, mrt: 3, mei: 5, juni: 6, juli: 7, augustus: 8, oktober: 10, okt: 10 },
  weekdays: { maandag: 1, dinsdag: 2, woensdag: 3, donderdag: 4, vrijdag: 5, zaterdag: 6, zondag: 7 },
  // "ma 12 maart": two letters that are other words elsewhere ("do", "zo"), read only in Dutch documents.
  localWeekdays: { ma: 1, di: 2, wo: 3, do: 4, vr: 5, za: 6, zo: 7 },
  weekdayNames: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],

  rangeJoins: ['tot', 'en'],
  rangeApprox: ['ongeveer'],
  dateTimeLinks: ['om'],
  paragraphTimeLeads: ['om', 'rond', 'omstreeks', 'op', 'kort na'],
  windowDateLinks: ['om'],
  conversionAfterComma: ['oftewel', 'd.w.z.'],
  timeWords: ['uur'],
  dottedTimeLeads: ['om'],
  zoneSentenceNouns: ['tijden', 'tijdstippen', 'tijdsaanduidingen'],
  zoneLabels: ['tijdzone', 'tijden', 'alle tijden'],
  zoneSentenceWords: ['zijn', 'staan', 'vermeld', 'weergegeven', 'in dit document', 'in dit verslag', 'hieronder', 'van dit verslag', 'van dit document', 'in het verslag'],
  zoneSentencePrepositions: ['in'],
  updateStampWords: ['gepubliceerd', 'bijgewerkt', 'gepubliceerd op', 'bijgewerkt op'],
  updateWords: ['update', 'updates'],
  maintenanceTitles: ['onderhoudsaankondiging', 'aankondiging onderhoud', 'onderhoudsvenster', 'gepland onderhoud', 'aangekondigd onderhoud', 'onderhoudsmelding'],
  otherDocumentTitles: ['veelgestelde vragen', 'servicegarantie', 'tegoedregeling', 'serviceniveau', 'dienstverleningsovereenkomst', 'storingshistorie', 'overzicht van storingen', 'eerdere storingen',
    'betrouwbaarheidsoverzicht', 'beschikbaarheidsoverzicht', 'maandoverzicht', 'maandrapport', 'maandrapportage', 'kwartaalrapport', 'weekrapport',
    'storingsdienst', 'piketdienst', 'bereikbaarheidsdienst', 'wachtdienst', 'releasenotes', 'onderhoudskalender', 'wijzigingskalender', 'piketrooster', 'dienstrooster', 'wachtrooster', 'bereikbaarheidsrooster'],
  modifiedKeys: ['bijgewerkt', 'laatst_bijgewerkt', 'gewijzigd'],
  timeHeaders: ['tijd', 'tijdstip', 'wanneer'],
  dateHeaders: ['datum', 'dag'],
  incidentDateLabels: ['datum', 'datum incident', 'incidentdatum', 'datum van het incident', 'datum storing', 'datum van de storing'],
  localTimeWords: ['lokale tijd', 'lokaal'],

  milestones: {
    start: ['begin van de storing', 'start van de storing', 'begin van het incident', 'storing begint'],
    detected: ['gedetecteerd', 'ontdekt', 'opgemerkt', 'gealarmeerd', 'eerste alarm', 'alarm ging af', 'alarm gaat af', 'alarm afgegaan'],
    acknowledged: ['incident geopend', 'incident aangemaakt'],
    mitigated: ['teruggedraaid', 'gemitigeerd', 'workaround toegepast', 'einde van de impact'],
    resolved: ['opgelost', 'hersteld', 'verholpen', 'weer beschikbaar', 'weer bereikbaar', 'einde van de storing', 'storing voorbij', 'incident gesloten', 'incident afgesloten'],
  },
  milestoneNegations: ['niet', 'nog niet', 'geen', 'zonder', 'voordat'],
  milestoneIntentWords: [],
  keyEventLabels: {
    start: ['begin', 'begintijd', 'starttijd'],
    detected: ['detectie'],
    acknowledged: [],
    mitigated: ['mitigatie'],
    resolved: ['einde', 'eindtijd', 'oplossing'],
  },
  leadUpWords: ['uitgerold', 'gepland', 'ingepland', 'gedeployed', 'gemerged', 'gepubliceerd'],
  leadUpNotes: ['nog geen impact', 'nog zonder impact'],
  partialWords: ['gedeeltelijk', 'grotendeels', 'deels'],
  impactWords: ['fout', 'fouten', 'foutmeldingen', 'storing', 'storingen', 'uitval', 'niet bereikbaar', 'onbereikbaar', 'alarm', 'alarmen', 'probleem', 'problemen',
    'mislukt', 'mislukken'],
  pagingWords: ['gealarmeerd'],
  escalationWords: ['team', 'beveiliging', 'management', 'leverancier', 'geëscaleerd', 'escalatie'],

  durationUnits: {
    second: ['seconde', 'seconden'],
    minute: ['minuut', 'minuten'],
    hour: ['uur', 'uren'],
    day: ['dag', 'dagen'],
  },
  numberWords: {
    een: 1, één: 1, twee: 2, drie: 3, vier: 4, vijf: 5, tien: 10, vijftien: 15, twintig: 20, dertig: 30, veertig: 40, vijftig: 50, zestig: 60, anderhalf: 1.5,
  },
  countWords: ['een', 'twee', 'anderhalf'],
  durationQualifiers: {
    approx: ['ongeveer', 'ong.', 'circa', 'bijna', "zo'n", 'rond de'],
    min: ['meer dan', 'ruim', 'minstens', 'ten minste'],
    max: ['minder dan', 'hooguit', 'maximaal', 'binnen'],
  },
  durationJoins: ['en'],
  lengthFromWords: ['vanaf', 'sinds', 'van'],
  lengthFromAfter: [],
  lengthFromLinks: ['om', 'rond'],
  outageWords: ['storing', 'uitval', 'onderbreking', 'incident', 'onbereikbaar', 'verstoord', 'niet beschikbaar', 'onderbroken', 'uitgevallen'],
  durationLinks: ['van', 'gedurende', 'duurde'],
  outageAfter: ['storing', 'uitval'],
  outageAdjectives: [],
  conditionalWords: ['als', 'alsof', 'wanneer', 'indien', 'elke', 'iedere'],
  metricLabels: {
    detect: ['detectietijd', 'tijd tot detectie'],
    mitigate: ['tijd tot mitigatie'],
    resolve: ['hersteltijd', 'tijd tot herstel', 'oplostijd'],
    impact: ['duur', 'totale duur', 'storingsduur', 'duur van de storing'],
  },

  markers: ['het', 'een', 'van', 'niet', 'wij', 'op', 'voor', 'dat', 'zijn', 'werd', 'werden', 'ook', 'naar', 'bij', 'om', 'hebben'],
  // "de" and "en" are Dutch as much as Spanish or Portuguese words: they count for Dutch too.
  sharedMarkers: ['de', 'en', 'in'],
  summaryTitles: ['samenvatting', 'overzicht', 'wat is er gebeurd'],
  impactStatements: ['getroffen', 'impact', 'niet bereikbaar', 'onbereikbaar', 'storing', 'uitval', 'onderbreking', 'fouten', 'gebruikers', 'klanten'],
  causeStatements: ['veroorzaakt', 'als gevolg van', 'oorzaak'],
  commitmentStatements: ['we gaan', 'wij gaan', 'we moeten', 'wij moeten', 'in de toekomst'],
  preventionStatements: ['om te voorkomen dat', 'om herhaling te voorkomen', 'niet meer voordoet', 'niet opnieuw gebeurt'],
  actionLabels: ['actiepunt', 'todo'],

  alertNouns: [],
  alertFireVerbs: [],
  publicTimelineWords: ['klanten', 'publiek', 'publieke', 'extern', 'externe'],
  outageVerbs: [],
  offsetAfter: [],
  fractionWords: {},
  durationDifferenceWords: ['verlengd met', 'vertraagd met', 'uitgelopen met', 'gestegen met', 'gedaald met', 'steeg met'],
  durationDelayWords: ['te laat', 'vertraging', 'later', 'voor', 'vooruit', 'langer', 'korter', 'meer', 'minder'],
  durationContrastWords: ['in plaats van'],
  modifiedLabels: ['laatst bijgewerkt', 'laatste update', 'laatst gewijzigd'],
  messages: NL_MESSAGES,
};
