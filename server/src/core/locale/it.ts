/**
 * Italian: every word the analysis core reads for Italian text ("12 marzo 2025", "martedì 12 marzo", "dalle 09:10 alle
 * 09:55", "alle 14.30", "ora italiana"). Data only (see locale/types.ts).
 */
import { NO_WORDS } from './empty.js';
import { IT_MESSAGES } from './messages/it.js';
import type { LocaleWords } from './types.js';

export const it: LocaleWords = {
  ...NO_WORDS,
  ownerHeaders: ['responsabile', 'referente'],
  trackingHeaders: ['scadenza', 'data obiettivo', 'ticket'],
  statusHeaders: ['stato'],
  placeholders: ['da completare', 'da definire', 'in corso di definizione'],
  placeholderWhen: ['dopo', 'quando', 'entro', 'in attesa'],
  id: 'it',

  sections: {
    summary: ['sommario', 'riepilogo', 'riassunto', 'descrizione', "cosa è successo", 'cosa è successo', 'che cosa è successo', 'sintesi', 'in sintesi', 'sintesi dell\'incidente'],
    impact: ['impatto', 'impatti', 'impatti sul servizio', 'impatti sulla clientela', 'impatto sui clienti', 'servizi coinvolti', 'servizi interessati', 'sistemi coinvolti', 'chi è stato coinvolto', 'chi è stato colpito'],
    timeline: ['cronologia', 'cronologia degli eventi', 'sequenza degli eventi', 'linea temporale'],
    detection: ['rilevamento', 'rilevazione'],
    resolution: ['risoluzione', 'mitigazione', 'ripristino', 'soluzione'],
    'root-cause': ['causa principale', 'causa radice', 'causa', 'cause', 'analisi delle cause', 'causa scatenante', 'perché è successo', 'perché è accaduto', 'perché'],
    'corrective-actions': ['azioni correttive', 'misure correttive', 'azioni preventive', 'misure preventive', 'azioni', 'prossimi passi', "piano d'azione", 'miglioramenti', 'cosa faremo', 'cosa stiamo facendo'],
    'lessons-learned': ['lezioni apprese', 'lezioni imparate', 'insegnamenti', 'lezioni'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: 'Riepilogo', impact: 'Impatto', timeline: 'Cronologia', detection: 'Rilevamento', resolution: 'Risoluzione',
    'root-cause': 'Causa principale', 'corrective-actions': 'Azioni correttive', 'lessons-learned': 'Lezioni apprese',
  },
  weakSectionNames: ['sommario', 'riepilogo', 'riassunto', 'descrizione', 'impatto', 'cronologia', 'rilevamento', 'rilevazione', 'risoluzione', 'mitigazione',
    'ripristino', 'soluzione', 'causa', 'cause', 'azioni', 'prossimi passi', 'miglioramenti', 'insegnamenti', 'lezioni'],

  sectionLabels: {
    impact: 'impatto', 'root-cause': 'causa principale', 'corrective-actions': 'azioni correttive', timeline: 'cronologia', summary: 'riepilogo',
    detection: 'rilevamento', resolution: 'risoluzione', 'lessons-learned': 'lezioni apprese',
  },

  // Full names ("14 marzo 2025" reads as "14 March 2025" does), and the abbreviations that are no English word: "set",
  // "ago", "gen", "mag" are left out; "novembre" is French already.
  months: { gennaio: 1, febbraio: 2, marzo: 3, aprile: 4, maggio: 5, giugno: 6, giu: 6, luglio: 7, agosto: 8, settembre: 9, ottobre: 10, ott: 10, dicembre: 12 },
  weekdays: {
    lunedì: 1, lunedi: 1, martedì: 2, martedi: 2, mercoledì: 3, mercoledi: 3, giovedì: 4, giovedi: 4, venerdì: 5, venerdi: 5, sabato: 6, domenica: 7,
  },
  // "mar" is March in English, "ven" and "dom" other words: abbreviations only in Italian documents.
  localWeekdays: { lun: 1, mar: 2, mer: 3, gio: 4, ven: 5, sab: 6, dom: 7 },
  weekdayNames: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
  ordinalSuffixes: ['º', '°'],

  rangeJoins: ['alle', 'e le', 'fino alle', 'e', 'ed'],
  rangeApprox: ['circa'],
  dateTimeLinks: ['alle ore', 'alle', 'ore'],
  paragraphTimeLeads: ['alle', 'ore', 'all’', "all'", 'verso le', 'intorno alle', 'il', 'poco dopo le'],
  windowDateLinks: ['alle ore', 'alle'],
  conversionAfterComma: ['cioè', 'ovvero'],
  dottedTimeLeads: ['alle', 'dalle', 'ore'],
  zoneSentenceNouns: ['orari', 'orario', 'ore'],
  zoneLabels: ['fuso orario', 'orari', 'tutti gli orari', 'orario'],
  zoneSentenceWords: ['sono', 'è', 'espressi', 'indicati', 'riportati', 'in questo documento', 'in questo rapporto', 'di questo documento', 'di questo rapporto', 'del rapporto', 'del documento'],
  zoneSentencePrepositions: ['in'],
  updateStampWords: ['pubblicato', 'aggiornato', 'pubblicato il', 'aggiornato il'],
  updateWords: ['aggiornamento', 'aggiornamenti'],
  maintenanceTitles: ['manutenzione programmata', 'manutenzione pianificata', 'avviso di manutenzione'],
  otherDocumentTitles: ['politica di classificazione', 'classificazione degli incidenti', 'domande frequenti', 'stato del servizio', 'reperibilità', 'gestione degli incidenti', 'livello di servizio', 'livelli di servizio', 'storico degli incidenti', 'elenco degli incidenti', 'incidenti passati', 'crediti di servizio', 'politica di disponibilità',
    'note di rilascio', 'rapporto mensile', 'report mensile', 'rapporto settimanale', 'rapporto trimestrale', 'riepilogo mensile', 'guida alla reperibilità',
    'calendario delle manutenzioni', 'calendario dei cambiamenti', 'dichiarazione di accessibilità', 'informativa sulla privacy'],
  modifiedKeys: ['aggiornato', 'aggiornato_il', 'ultimo_aggiornamento'],
  timeHeaders: ['ora', 'orario', 'quando'],
  dateHeaders: ['data', 'giorno'],
  incidentDateLabels: ["data dell'evento", 'data dell’evento', 'data evento', 'data', 'data dell\'incidente', 'data dell’incidente', 'data del disservizio', 'giorno dell\'incidente'],
  localTimeWords: ['ora locale', 'locale'],

  milestones: {
    start: ['inizio del disservizio', "inizio dell'incidente", 'inizio dell’incidente', "inizio dell'impatto", 'inizio dell’impatto', 'iniziano gli errori'],
    detected: ['rilevato', 'rilevata', 'primo allarme', 'allarme scattato', 'rilevati', 'rilevate', 'allarme', 'allarmi', "scatta l'allarme", 'scatta l’allarme'],
    acknowledged: ['incidente dichiarato', 'preso in carico', 'presa in carico'],
    mitigated: ['mitigato', 'mitigata', 'mitigazione applicata', 'modifica annullata', "fine dell'impatto", 'fine dell’impatto', 'rollback completato', 'rollback eseguito', 'modifica ripristinata'],
    resolved: ['risolto', 'risolta', 'ripristinato', 'ripristinata', 'servizio ripristinato', 'tornato alla normalità', "fine dell'incidente", 'fine dell’incidente', 'fine del disservizio', 'risolti', 'risolte', 'ripristinati', 'ripristinate', 'ripristino completato', 'servizio tornato disponibile'],
  },
  monitoringLabels: ['monitoraggio', 'in monitoraggio', 'in osservazione'],
  milestoneNegations: ['non', 'non ancora', 'senza', 'prima di'],
  milestoneIntentWords: [],
  keyEventLabels: {
    start: ['inizio', 'ora di inizio'],
    detected: ['ora di rilevamento', 'rilevamento'],
    acknowledged: [],
    mitigated: ['mitigazione'],
    resolved: ['fine', 'ora di fine', 'ora di risoluzione', 'risoluzione'],
  },
  leadUpWords: ['rilasciato', 'rilasciata', 'pianificato', 'pianificata', 'programmato', 'programmata', 'pubblicato', 'pubblicata'],
  leadUpNotes: ['ancora senza impatto', 'nessun impatto per ora'],
  partialWords: ['parzialmente', 'in parte', 'nella maggior parte'],
  impactWords: ['errore', 'errori', 'disservizio', 'disservizi', 'guasto', 'non disponibile', 'non raggiungibile', 'allarme', 'allarmi', 'problema', 'problemi',
    'malfunzionamento', 'malfunzionamenti', 'interruzione', 'fallisce', 'fallito'],

  durationUnits: {
    second: ['secondo', 'secondi'],
    minute: ['minuto', 'minuti'],
    hour: ['ora', 'ore'],
    day: ['giorno', 'giorni'],
  },
  numberWords: {
    uno: 1, una: 1, "un'": 1, 'un’': 1, due: 2, tre: 3, quattro: 4, cinque: 5, dieci: 10, quindici: 15, venti: 20, trenta: 30, quaranta: 40, cinquanta: 50, sessanta: 60,
    mezza: 0.5, "mezz'": 0.5, 'mezz’': 0.5,
  },
  countWords: ['una', 'uno', "un'", 'due', 'mezza', "mezz'"],
  durationQualifiers: {
    approx: ['circa', 'quasi', 'approssimativamente', "all'incirca", 'all’incirca'],
    min: ['più di', 'oltre', 'almeno'],
    max: ['meno di', 'fino a', 'entro'],
  },
  durationJoins: ['e'],
  halfWords: ['e mezza', 'e mezzo'],
  lengthFromWords: ['dalle', 'dal', 'a partire dalle', 'a partire da', 'da'],
  lengthFromAfter: [],
  lengthFromLinks: ['alle', 'verso le'],
  outageWords: ['disservizio', 'interruzione', 'indisponibilità', 'incidente', 'guasto', 'blocco', 'degradato', 'degradata', 'non disponibile', 'irraggiungibile', 'interrotto', 'interrotta'],
  durationLinks: ['durante', 'di', 'per', 'durato', 'durata'],
  outageAfter: ['di disservizio', 'di interruzione', 'di blocco'],
  outageAdjectives: [],
  conditionalWords: ['quando', 'ogni', 'dopo', 'prima'],
  metricLabels: {
    detect: ['tempo di rilevamento', 'tempo di rilevazione'],
    mitigate: ['tempo di mitigazione'],
    resolve: ['tempo di risoluzione', 'tempo di ripristino'],
    impact: ['durata', 'durata totale', 'durata del disservizio'],
  },

  markers: ['della', 'delle', 'degli', 'che', 'di', 'per', 'sono', 'è', 'gli', 'nel', 'nella', 'dei', 'alle', 'stato', 'abbiamo',
    'il', 'non', 'anche', 'questo', 'questa', 'dal', 'dalla', 'sul', 'sulla', 'più', 'hanno', 'stata', 'stati'],
  // "la" and "le" are French markers, the others Spanish or Portuguese words as well: they count for Italian too.
  sharedMarkers: ['la', 'le', 'un', 'una', 'con', 'del', 'da', 'in', 'se', 'al', 'su', 'lo', 'durante'],
  summaryTitles: ['sommario', 'riepilogo', 'riassunto', 'cosa è successo', 'che cosa è successo'],
  impactStatements: ['interessati', 'impatto', 'non disponibile', 'disservizio', 'interruzione', 'errori', 'utenti', 'clienti'],
  causeStatements: ['causato da', 'causata da', 'dovuto a', 'a causa di', 'la causa'],
  commitmentStatements: ['dobbiamo', 'faremo', 'in futuro'],
  preventionStatements: ['per evitare che', 'per prevenire', 'non si ripeta'],
  actionLabels: ['azione correttiva', 'da fare', 'todo'],

  alertNouns: [],
  alertFireVerbs: [],
  publicTimelineWords: ['clienti', 'pubblica', 'pubblico', 'esterna'],
  outageVerbs: [],
  offsetAfter: [],
  fractionWords: { 'e un quarto': 0.25, 'e tre quarti': 0.75 },
  durationDifferenceWords: ['prolungato di', 'prolungata di', 'ritardo di', 'in ritardo di', 'aumentato di', 'salito di', 'sceso di'],
  durationDelayWords: ['di ritardo', 'in ritardo', 'più tardi', 'avanti', 'in anticipo', 'in più', 'in meno', 'di più', 'di meno'],
  durationContrastWords: ['invece di', 'anziché', 'al posto di'],
  modifiedLabels: ['ultimo aggiornamento', 'ultima modifica'],
  messages: IT_MESSAGES,
};
