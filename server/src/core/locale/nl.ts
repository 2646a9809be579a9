/** Dutch: section names and detection markers so far (dates are not read yet). Data only (see locale/types.ts). */
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

  markers: ['het', 'een', 'van', 'niet', 'wij', 'op', 'voor', 'dat', 'zijn', 'werd', 'werden', 'ook', 'naar', 'bij', 'om', 'hebben'],
};
