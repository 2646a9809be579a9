/** Italian: section names, detection markers and month names so far. Data only (see locale/types.ts). */
import { NO_WORDS } from './empty.js';
import type { LocaleWords } from './types.js';

export const it: LocaleWords = {
  ...NO_WORDS,
  id: 'it',

  sections: {
    summary: ['sommario', 'riepilogo', 'riassunto', 'descrizione', "cosa è successo"],
    impact: ['impatto', 'impatto sui clienti', 'servizi coinvolti', 'servizi interessati', 'sistemi coinvolti'],
    timeline: ['cronologia', 'cronologia degli eventi', 'sequenza degli eventi', 'linea temporale'],
    detection: ['rilevamento', 'rilevazione'],
    resolution: ['risoluzione', 'mitigazione', 'ripristino', 'soluzione'],
    'root-cause': ['causa principale', 'causa radice', 'causa', 'cause', 'analisi delle cause', 'causa scatenante'],
    'corrective-actions': ['azioni correttive', 'misure correttive', 'azioni preventive', 'misure preventive', 'azioni', 'prossimi passi', "piano d'azione", 'miglioramenti'],
    'lessons-learned': ['lezioni apprese', 'lezioni imparate', 'insegnamenti', 'lezioni'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: 'Riepilogo', impact: 'Impatto', timeline: 'Cronologia', detection: 'Rilevamento', resolution: 'Risoluzione',
    'root-cause': 'Causa principale', 'corrective-actions': 'Azioni correttive', 'lessons-learned': 'Lezioni apprese',
  },
  weakSectionNames: ['sommario', 'riepilogo', 'riassunto', 'descrizione', 'impatto', 'cronologia', 'rilevamento', 'rilevazione', 'risoluzione', 'mitigazione',
    'ripristino', 'soluzione', 'causa', 'cause', 'azioni', 'prossimi passi', 'miglioramenti', 'insegnamenti', 'lezioni'],

  // Full names (and the Dutch abbreviations that are not English ones): "14 maart 2025" and "14 marzo 2025" read as
  // "14 March 2025" does. Italian abbreviations such as "set" or "ago" are English words and are left out; "novembre" is French already.
  months: { gennaio: 1, febbraio: 2, marzo: 3, aprile: 4, maggio: 5, giugno: 6, luglio: 7, agosto: 8, settembre: 9, ottobre: 10, dicembre: 12 },

  markers: ['della', 'delle', 'degli', 'che', 'di', 'per', 'sono', 'è', 'gli', 'nel', 'nella', 'dei', 'alle', 'stato', 'abbiamo'],
  summaryTitles: ['sommario', 'riepilogo', 'riassunto'],
  impactStatements: ['interessati', 'impatto', 'non disponibile', 'disservizio', 'interruzione', 'errori', 'utenti', 'clienti'],
  causeStatements: ['causato da', 'causata da', 'dovuto a', 'a causa di', 'la causa'],
  commitmentStatements: ['dobbiamo', 'faremo', 'in futuro'],
  preventionStatements: ['per evitare che', 'per prevenire', 'non si ripeta'],
  actionLabels: ['azione correttiva', 'da fare', 'todo'],
};
