/** Dutch: section names, detection markers and month names so far. Data only (see locale/types.ts). */
import { NO_WORDS } from './empty.js';
import type { LocaleWords } from './types.js';

export const nl: LocaleWords = {
  ...NO_WORDS,
  id: 'nl',

  sections: {
    summary: ['samenvatting', 'overzicht', 'beschrijving', 'wat is er gebeurd'],
    impact: ['impact op klanten', 'gevolgen', 'getroffen diensten', 'getroffen systemen', 'getroffen klanten'],
    timeline: ['tijdlijn', 'tijdsverloop', 'verloop', 'chronologie'],
    detection: ['detectie', 'ontdekking'],
    resolution: ['oplossing', 'herstel', 'mitigatie'],
    'root-cause': ['oorzaak', 'oorzaken', 'grondoorzaak', 'hoofdoorzaak', 'oorzaakanalyse'],
    'corrective-actions': ['corrigerende maatregelen', 'preventieve maatregelen', 'maatregelen', 'acties', 'vervolgstappen', 'volgende stappen', 'verbeteringen', 'actiepunten'],
    'lessons-learned': ['geleerde lessen', 'lessen', 'leerpunten'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: 'Samenvatting', impact: 'Impact', timeline: 'Tijdlijn', detection: 'Detectie', resolution: 'Oplossing',
    'root-cause': 'Oorzaak', 'corrective-actions': 'Corrigerende maatregelen', 'lessons-learned': 'Geleerde lessen',
  },
  weakSectionNames: ['overzicht', 'beschrijving', 'gevolgen', 'verloop', 'detectie', 'ontdekking', 'oplossing', 'herstel', 'mitigatie', 'oorzaak', 'oorzaken',
    'maatregelen', 'acties', 'volgende stappen', 'verbeteringen', 'lessen'],

  // Full names (and the Dutch abbreviations that are not English ones): "14 maart 2025" and "14 marzo 2025" read as
  // "14 March 2025" does. Italian abbreviations such as "set" or "ago" are English words and are left out.
  months: { januari: 1, februari: 2, maart: 3, mrt: 3, mei: 5, juni: 6, juli: 7, augustus: 8, oktober: 10, okt: 10 },

  timeWords: ['uur'],

  markers: ['het', 'een', 'van', 'niet', 'wij', 'op', 'voor', 'dat', 'zijn', 'werd', 'werden', 'ook', 'naar', 'bij', 'om', 'hebben'],
  summaryTitles: ['samenvatting', 'overzicht'],
  impactStatements: ['getroffen', 'impact', 'niet bereikbaar', 'onbereikbaar', 'storing', 'uitval', 'onderbreking', 'fouten', 'gebruikers', 'klanten'],
  causeStatements: ['veroorzaakt', 'als gevolg van', 'oorzaak'],
  commitmentStatements: ['we gaan', 'wij gaan', 'we moeten', 'wij moeten', 'in de toekomst'],
  preventionStatements: ['om te voorkomen dat', 'om herhaling te voorkomen', 'niet meer voordoet', 'niet opnieuw gebeurt'],
  actionLabels: ['actiepunt', 'todo'],
};
