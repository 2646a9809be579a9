/**
 * German: section names, detection markers and month names ("12. Mai 2026": time/scan.ts reads a day written
 * with a dot in German documents, or with a year). Data only (see locale/types.ts).
 */
import { NO_WORDS } from './empty.js';
import type { LocaleWords } from './types.js';

export const de: LocaleWords = {
  ...NO_WORDS,
  id: 'de',

  sections: {
    summary: ['zusammenfassung', 'kurzfassung', 'überblick', 'übersicht', 'beschreibung', 'vorfallbeschreibung', 'was ist passiert'],
    impact: ['auswirkungen', 'auswirkung', 'kundenauswirkungen', 'betroffene dienste', 'betroffene systeme', 'betroffene services', 'betroffene kunden'],
    timeline: ['zeitlicher ablauf', 'zeitleiste', 'zeitstrahl', 'zeitverlauf', 'ereignisverlauf', 'ablauf', 'verlauf', 'chronologie'],
    detection: ['erkennung', 'entdeckung', 'wie wurde es entdeckt'],
    resolution: ['lösung', 'behebung', 'störungsbehebung', 'fehlerbehebung', 'wiederherstellung', 'schadensbegrenzung'],
    'root-cause': ['ursache', 'ursachen', 'grundursache', 'hauptursache', 'fehlerursache', 'ursachenanalyse', 'beitragende faktoren'],
    'corrective-actions': ['maßnahmen', 'massnahmen', 'korrekturmaßnahmen', 'präventivmaßnahmen', 'vorbeugende maßnahmen', 'vorbeugenden maßnahmen', 'folgemaßnahmen',
      'nächste schritte', 'verbesserungen', 'aktionspunkte', 'offene punkte'],
    'lessons-learned': ['erkenntnisse', 'lehren', 'was wir gelernt haben', 'gewonnene erkenntnisse'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: 'Zusammenfassung', impact: 'Auswirkungen', timeline: 'Zeitlicher Ablauf', detection: 'Erkennung', resolution: 'Behebung',
    'root-cause': 'Ursache', 'corrective-actions': 'Korrekturmaßnahmen', 'lessons-learned': 'Erkenntnisse',
  },
  weakSectionNames: ['beschreibung', 'überblick', 'übersicht', 'auswirkung', 'auswirkungen', 'ablauf', 'verlauf', 'erkennung', 'lösung', 'behebung',
    'wiederherstellung', 'ursache', 'ursachen', 'maßnahmen', 'massnahmen', 'nächste schritte', 'verbesserungen', 'erkenntnisse', 'lehren'],

  // The German names that are not English ones (April, August, September, November are; Mai, Juni, Juli, Oktober
  // are French or Dutch ones already).
  months: { januar: 1, februar: 2, märz: 3, maerz: 3, dezember: 12 },

  timeWords: ['uhr', 'h'],

  markers: ['der', 'das', 'und', 'ist', 'nicht', 'wir', 'mit', 'den', 'dem', 'eine', 'wurde', 'wurden', 'auf', 'für', 'von', 'zu', 'sich', 'auch'],
  summaryTitles: ['zusammenfassung', 'kurzfassung', 'überblick', 'übersicht'],
  impactStatements: ['betroffen', 'beeinträchtigt', 'nicht erreichbar', 'nicht verfügbar', 'ausfall', 'störung', 'unterbrechung', 'fehler', 'nutzer', 'kunden'],
  causeStatements: ['verursacht', 'aufgrund', 'wegen', 'ursache', 'ausgelöst durch'],
  commitmentStatements: ['wir werden', 'wir müssen', 'wir sollten', 'künftig', 'zukünftig', 'in zukunft'],
  preventionStatements: ['zu verhindern, dass', 'erneutes auftreten', 'nicht wiederholt', 'künftig zu vermeiden', 'zukünftig zu vermeiden', 'wiederholung zu vermeiden'],
  actionLabels: ['maßnahme', 'todo', 'erledigt'],
};
