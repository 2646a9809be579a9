/**
 * German: every word the analysis core reads for German text ("Dienstag, 5. Mai 2026", "05.05.2026", "22:00 Uhr",
 * "22.40 Uhr", MEZ/MESZ; time/scan.ts reads a day written with a dot in German documents, or with a year). Data
 * only (see locale/types.ts).
 */
import { NO_WORDS } from './empty.js';
import { DE_MESSAGES } from './messages/de.js';
import type { LocaleWords } from './types.js';

export const de: LocaleWords = {
  ...NO_WORDS,
  exactSectionNames: ['warum'],
  actionSectionTitles: ['abhilfe', 'abhilfemaßnahmen'],
  ownerHeaders: ['verantwortlich', 'verantwortliche', 'zuständig', 'owner'],
  trackingHeaders: ['fällig', 'fälligkeit', 'termin', 'frist', 'ticket'],
  statusHeaders: ['status', 'stand', 'erledigt'],
  placeholders: ['folgt', 'wird nachgereicht', 'noch offen', 'folgt noch', 'wird ergänzt', 'noch zu ergänzen', 'wird noch ergänzt', 'wird nachgetragen', 'wird noch nachgetragen', 'kommt noch'],
  placeholderWhen: ['nach', 'wird nach', 'bis', 'sobald', 'ausstehend', 'warten auf'],
  id: 'de',

  sections: {
    summary: ['zusammenfassung', 'kurzfassung', 'überblick', 'übersicht', 'beschreibung', 'vorfallbeschreibung', 'was ist passiert', 'kennzahlen', 'metriken'],
    impact: ['auswirkungen', 'auswirkung', 'kundenauswirkungen', 'betroffene dienste', 'betroffene systeme', 'betroffene services', 'betroffene kunden', 'wer war betroffen', 'wer ist betroffen', 'was war betroffen', 'zeitraum der störung', 'betroffener zeitraum'],
    timeline: ['zeitlicher ablauf', 'zeitleiste', 'zeitstrahl', 'zeitverlauf', 'ereignisverlauf', 'ablauf', 'verlauf', 'chronologie', 'zeitlinie', 'wie haben wir reagiert', 'wie lief der vorfall ab', 'wie lief die störung ab', 'wie lief es ab', 'störungshistorie', 'störungsverlauf', 'statusverlauf', 'status-updates'],
    detection: ['erkennung', 'entdeckung', 'wie wurde es entdeckt'],
    resolution: ['lösung', 'behebung', 'störungsbehebung', 'fehlerbehebung', 'wiederherstellung', 'schadensbegrenzung'],
    'root-cause': ['ursache', 'ursachen', 'grundursache', 'hauptursache', 'fehlerursache', 'ursachenanalyse', 'beitragende faktoren', 'warum ist es passiert', 'warum konnte das passieren', 'wie konnte das passieren', 'warum kam es dazu', 'warum ist das passiert', 'wie kam es dazu', 'warum', 'was ist schiefgelaufen und warum', 'fünf warum', '5 warum', 'fünf-warum-analyse', '5-why-analyse', 'grundursachen'],
    'corrective-actions': ['maßnahmen', 'was tun wir jetzt', 'was wir jetzt tun', 'was ändern wir', 'was wir ändern', 'massnahmen', 'maßnahmenplan', 'massnahmenplan', 'korrekturmaßnahmen', 'präventivmaßnahmen', 'vorbeugende maßnahmen', 'vorbeugenden maßnahmen', 'folgemaßnahmen',
      'nächste schritte', 'verbesserungen', 'aktionspunkte', 'offene punkte', 'was wir ändern', 'was wir tun', 'was tun wir dagegen', 'was wir dagegen tun', 'was wir jetzt tun', 'wie geht es weiter',
      'was ändern wir', 'wie machen wir solche vorfälle unwahrscheinlicher'],
    'lessons-learned': ['erkenntnisse', 'lehren', 'was wir gelernt haben', 'gewonnene erkenntnisse', 'was lief gut', 'was lief schlecht', 'was gut lief', 'was schlecht lief', 'was ist gut gelaufen', 'was ist schlecht gelaufen'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: 'Zusammenfassung', impact: 'Auswirkungen', timeline: 'Zeitlicher Ablauf', detection: 'Erkennung', resolution: 'Behebung',
    'root-cause': 'Ursache', 'corrective-actions': 'Korrekturmaßnahmen', 'lessons-learned': 'Erkenntnisse',
  },
  // Nouns keep their capital in German, in a message too.
  sectionLabels: {
    impact: 'Auswirkungen', 'root-cause': 'Ursache', 'corrective-actions': 'Korrekturmaßnahmen', timeline: 'Zeitlicher Ablauf', summary: 'Zusammenfassung',
    detection: 'Erkennung', resolution: 'Behebung', 'lessons-learned': 'Erkenntnisse',
  },
  weakSectionNames: ['beschreibung', 'überblick', 'übersicht', 'auswirkung', 'auswirkungen', 'ablauf', 'verlauf', 'erkennung', 'lösung', 'behebung',
    'wiederherstellung', 'ursache', 'ursachen', 'maßnahmen', 'massnahmen', 'nächste schritte', 'verbesserungen', 'erkenntnisse', 'lehren'],

  markers: ['der', 'das', 'und', 'ist', 'nicht', 'wir', 'mit', 'den', 'dem', 'eine', 'wurde', 'wurden', 'auf', 'für', 'von', 'zu', 'sich', 'auch',
    'die', 'ein', 'im', 'haben'],

  // The German names that are not English ones (April, August, September, November are; Mai, Juni, Juli, Oktober
  // are French or Dutch ones already), and the abbreviations that are no English word.
  months: { januar: 1, jänner: 1, februar: 2, märz: 3, maerz: 3, mär: 3, dezember: 12, dez: 12 },
  weekdays: { montag: 1, dienstag: 2, mittwoch: 3, donnerstag: 4, freitag: 5, samstag: 6, sonnabend: 6, sonntag: 7 },
  // "Di., 05.05.2026": two letters that are English or Italian words elsewhere ("so", "do", "di").
  localWeekdays: { mo: 1, di: 2, mi: 3, do: 4, fr: 5, sa: 6, so: 7 },
  weekdayNames: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  // "Dienstag, den 5. Mai 2026".
  dateArticles: ['den'],

  rangeJoins: ['bis', 'und'],
  rangeApprox: ['etwa', 'ca.'],
  dateTimeLinks: ['um'],
  paragraphTimeLeads: ['um', 'gegen', 'ab', 'am', 'kurz nach', 'kurz vor', 'kurz darauf, um', 'danach, um', 'später, um'],
  windowDateLinks: ['um'],
  conversionAfterComma: ['d. h.', 'd.h.'],
  timeWords: ['uhr', 'h'],
  dottedTimeLeads: ['um'],
  zoneSentenceNouns: ['zeiten', 'uhrzeiten', 'zeitangaben', 'zeitpunkte', 'zeitstempel'],
  zoneLabels: ['zeitzone', 'zeitbasis', 'zeitangaben', 'alle zeiten', 'alle zeitangaben', 'referenzzeit', 'uhrzeiten'],
  zoneSentenceWords: ['sind', 'werden', 'stehen', 'in diesem bericht', 'in diesem dokument', 'hier', 'unten', 'angegeben', 'dieses berichts', 'dieses dokuments', 'im bericht', 'im folgenden'],
  zoneSentencePrepositions: ['in'],
  updateStampWords: ['veröffentlicht', 'aktualisiert', 'veröffentlicht am', 'aktualisiert am'],
  updateWords: ['update', 'aktualisierung', 'nachtrag', 'aktualisierungen', 'updates'],
  maintenanceTitles: ['ankündigung: wartungsarbeiten', 'geplante wartungsarbeiten', 'angekündigte wartungsarbeiten', 'geplante wartung', 'geplanten wartung', 'wartungsankündigung', 'wartungshinweis', 'wartungsfenster', 'angekündigte wartung'],
  otherDocumentTitles: ['richtlinie', 'leitlinie', 'bereitschaftsplan', 'bereitschaftsdienst', 'änderungsbeirat', 'besprechungsprotokoll', 'kommunikationsvorlagen', 'pikettdienst', 'change-kalender', 'change kalender', 'änderungskalender', 'wartungskalender', 'rufbereitschaft', 'leitfaden für die rufbereitschaft', 'bereitschaftsdienst', 'bereitschaftshandbuch', 'handbuch rufbereitschaft', 'dienstgütevereinbarung', 'störungshistorie', 'agenda: incident-review', 'agenda incident-review', 'tagesordnung', 'statushistorie', 'status-historie', 'störungsübersicht', 'übersicht der störungen', 'vergangene störungen', 'post-mortem-prozess', 'postmortem-prozess', 'übergabe rufbereitschaft', 'bereitschaftsübergabe', 'sicherheitshinweis', 'sicherheitswarnung', 'übergabe bereitschaft', 'dienstübergabe', 'übergabeprotokoll', 'übergabe der rufbereitschaft', 'schichtübergabe', 'wochenbericht', 'monatsbericht', 'verfügbarkeitsbericht', 'quartalsbericht', 'zuverlässigkeitsbericht', 'jahresbericht', 'schweregrad-matrix', 'schweregradmatrix', 'schweregrade', 'änderungsstopp', 'change-freeze', 'quartalsreview', 'vorlage:', 'community-call', 'community call', 'termine und ablauf', 'häufige fragen', 'release-kalender', 'releasekalender', 'bereitschaftsplan', 'rufbereitschaftsplan', 'dienstplan', 'barrierefreiheitserklärung', 'erklärung zur barrierefreiheit', 'datenschutzerklärung'],
  modifiedKeys: ['aktualisiert', 'zuletzt_aktualisiert', 'geändert', 'zuletzt_geändert'],
  timeHeaders: ['zeit', 'uhrzeit', 'zeitpunkt', 'wann'],
  dateHeaders: ['datum'],
  incidentDateLabels: ['datum des ereignisses', 'datum', 'datum des vorfalls', 'vorfall am', 'vorfall vom', 'störung vom', 'ausfall vom', 'störung am', 'ausfall am', 'datum der störung', 'störungsdatum', 'vorfallsdatum', 'tag des vorfalls', 'datum des incidents', 'störungszeitraum', 'zeitraum der störung', 'ausfallzeitraum', 'störungsbeginn', 'beginn der störung'],
  localTimeWords: ['ortszeit', 'lokalzeit', 'lokale zeit'],

  milestones: {
    start: ['beginn des ausfalls', 'beginn der störung', 'beginn des vorfalls', 'ausfall beginnt', 'störung beginnt', 'störungsbeginn'],
    detected: ['erkannt', 'entdeckt', 'bemerkt', 'alarmiert', 'erster alarm', 'alarm ausgelöst', 'alarm', 'alarmierung', 'erste alarmierung', 'alarm schlägt an', 'monitoring schlägt an', 'festgestellt', 'bemerkten', 'erkannten'],
    acknowledged: ['vorfall eröffnet', 'vorfall ausgerufen'],
    mitigated: ['abgemildert', 'zurückgerollt', 'rollback abgeschlossen', 'workaround eingespielt', 'ende der auswirkungen', 'rollback durchgeführt', 'zurückgesetzt', 'zurückgenommen', 'workaround aktiv', 'abgeschwächt'],
    resolved: ['behoben', 'gelöst', 'wiederhergestellt', 'wieder verfügbar', 'wieder erreichbar', 'störung beendet', 'ende der störung', 'ende des ausfalls', 'störungsende', 'normalbetrieb', 'läuft wieder', 'laufen wieder', 'funktioniert wieder', 'funktionieren wieder', 'entwarnung', 'störung aufgehoben', 'wieder normal'],
  },
  milestoneNegations: ['nicht', 'noch nicht', 'nie', 'kein', 'keine', 'ohne', 'bevor'],
  milestoneIntentWords: [],
  keyEventLabels: {
    start: ['beginn', 'startzeit'],
    detected: ['erkennung', 'entdeckung'],
    acknowledged: [],
    mitigated: ['eindämmung'],
    resolved: ['ende', 'endzeit', 'behebung'],
  },
  leadUpWords: ['ausgerollt', 'deployt', 'gemergt', 'geplant', 'eingespielt', 'veröffentlicht', 'freigegeben'],
  windowDuringWords: ['während'],
  measureWords: ['wartezeit', 'wartezeiten', 'verzögerung', 'verzögerungen', 'antwortzeit', 'antwortzeiten', 'latenz'],
  lengthFromWords: ['ab', 'seit', 'von', 'beginnend um', 'beginnend mit'],
  lengthFromAfter: [],
  lengthFromLinks: ['um', 'gegen'],
  windowChangeWords: ['verschoben', 'verlegt', 'geändert', 'vorgezogen'],
  mailHeaderLabels: ['von', 'an', 'cc', 'betreff', 'gesendet'],
  incidentDayWords: ['tag des vorfalls', 'tag der störung'],
  leadUpNotes: ['noch ohne auswirkung', 'noch keine auswirkung', 'noch keine auswirkungen'],
  partialWords: ['teilweise', 'größtenteils', 'weitgehend', 'in den meisten'],
  impactWords: ['fehler', 'ausfall', 'störung', 'fehlgeschlagen', 'nicht erreichbar', 'nicht verfügbar', 'problem', 'probleme', 'alarm', 'alarme', 'abgestürzt', 'gemeldet'],
  monitoringLabels: ['überwachung', 'beobachtung', 'wird beobachtet'],
  pagingWords: ['alarmiert'],
  escalationWords: ['team', 'teams', 'sicherheit', 'management', 'leitung', 'dienstleister', 'eskaliert', 'eskalation'],

  durationUnits: {
    second: ['sekunde', 'sekunden', 'sek'],
    minute: ['minute', 'minuten'],
    hour: ['stunde', 'stunden', 'std'],
    day: ['tag', 'tage', 'tagen'],
  },
  numberWords: {
    ein: 1, eine: 1, einer: 1, 'eine halbe': 0.5, 'einer halben': 0.5, zwei: 2, drei: 3, vier: 4, fünf: 5, zehn: 10, fünfzehn: 15, zwanzig: 20, dreißig: 30, vierzig: 40, fünfzig: 50, sechzig: 60,
  },
  countWords: ['ein', 'eine', 'einer', 'zwei'],
  durationQualifiers: {
    approx: ['etwa', 'ungefähr', 'ca.', 'rund', 'knapp', 'gut', 'fast', 'annähernd', 'circa', 'zirka'],
    min: ['über', 'mehr als', 'mindestens'],
    max: ['unter', 'weniger als', 'bis zu', 'höchstens'],
  },
  durationJoins: ['und'],
  outageWords: ['ausfall', 'stillstand', 'produktionsstillstand', 'linienstillstand', 'ausfallzeit', 'störung', 'unterbrechung', 'vorfall', 'gestört', 'beeinträchtigt', 'nicht erreichbar', 'nicht verfügbar', 'ausgefallen', 'unterbrochen'],
  durationLinks: ['dauerte', 'von', 'für', 'insgesamt'],
  outageAfter: ['ausfall', 'ausfallzeit', 'störung', 'unterbrechung'],
  outageAdjectives: [],
  conditionalWords: ['wenn', 'falls', 'sobald', 'jede', 'jeden', 'nach', 'vor'],
  metricLabels: {
    detect: ['zeit bis zur erkennung'],
    mitigate: ['zeit bis zur eindämmung'],
    resolve: ['zeit bis zur behebung', 'zeit bis zur wiederherstellung'],
    impact: ['dauer', 'gesamtdauer', 'ausfallzeit', 'dauer der störung', 'dauer des ausfalls', 'gesamtdauer der störung', 'gesamtdauer des ausfalls', 'störungsdauer', 'ausfalldauer'],
  },

  summaryTitles: ['zusammenfassung', 'kurzfassung', 'überblick', 'übersicht', 'was ist passiert'],
  impactStatements: ['betroffen', 'beeinträchtigt', 'nicht erreichbar', 'nicht verfügbar', 'ausfall', 'störung', 'unterbrechung', 'fehler', 'nutzer', 'kunden'],
  causeStatements: ['verursacht', 'aufgrund', 'wegen', 'ursache', 'ausgelöst durch'],
  commitmentStatements: ['wir werden', 'wir müssen', 'wir sollten', 'künftig', 'zukünftig', 'in zukunft'],
  preventionStatements: ['zu verhindern, dass', 'erneutes auftreten', 'nicht wiederholt', 'künftig zu vermeiden', 'zukünftig zu vermeiden', 'wiederholung zu vermeiden'],
  actionLabels: ['maßnahme', 'todo', 'erledigt'],

  alertNouns: [],
  alertFireVerbs: [],
  publicTimelineWords: ['kunden', 'kundenkommunikation', 'öffentlich', 'öffentliche', 'extern', 'externe'],
  outageVerbs: [],
  offsetAfter: [],
  fractionWords: {},
  durationDifferenceWords: ['verlängert um', 'verzögert um', 'verspätet um', 'überzogen um', 'verlängerte sich um', 'stieg um', 'sank um', 'erhöhte sich um'],
  durationDelayWords: ['verspätet', 'verspätung', 'zu spät', 'später', 'verzögerung', 'voraus', 'vorgehend', 'länger', 'kürzer', 'mehr', 'weniger'],
  durationContrastWords: ['statt', 'anstatt', 'anstelle von'],
  messages: DE_MESSAGES,
  modifiedLabels: ['stand', 'zuletzt aktualisiert', 'zuletzt bearbeitet', 'letzte änderung', 'letzte aktualisierung'],
};
