/**
 * German: section names and detection markers so far. Month names are not read yet ("5. Mai" needs a
 * day written with a dot, which the scanner would then read in every language). Data only (see locale/types.ts).
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

  timeWords: ['uhr', 'h'],

  markers: ['der', 'das', 'und', 'ist', 'nicht', 'wir', 'mit', 'den', 'dem', 'eine', 'wurde', 'wurden', 'auf', 'für', 'von', 'zu', 'sich', 'auch'],
  summaryTitles: ['zusammenfassung', 'kurzfassung', 'überblick', 'übersicht'],
  impactStatements: ['betroffen', 'beeinträchtigt', 'nicht erreichbar', 'nicht verfügbar', 'ausfall', 'störung', 'unterbrechung', 'fehler', 'nutzer', 'kunden'],
  causeStatements: ['verursacht', 'aufgrund', 'wegen', 'ursache', 'ausgelöst durch'],
};
