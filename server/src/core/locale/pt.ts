/** Portuguese: section names and detection markers so far (dates are not read yet). Data only (see locale/types.ts). */
import { NO_WORDS } from './empty.js';
import type { LocaleWords } from './types.js';

export const pt: LocaleWords = {
  ...NO_WORDS,
  id: 'pt',

  sections: {
    summary: ['resumo', 'resumo executivo', 'resumo do incidente', 'sumário', 'descrição', 'o que aconteceu'],
    impact: ['impacto', 'impacto nos clientes', 'serviços afetados', 'sistemas afetados'],
    timeline: ['linha do tempo', 'cronologia', 'cronologia dos eventos', 'linha temporal'],
    detection: ['detecção', 'deteção'],
    resolution: ['resolução', 'mitigação', 'recuperação', 'solução'],
    'root-cause': ['causa raiz', 'causas raiz', 'causa', 'causas', 'causa principal', 'análise de causa raiz'],
    'corrective-actions': ['ações corretivas', 'medidas corretivas', 'ações preventivas', 'medidas preventivas', 'ações', 'próximos passos', 'plano de ação', 'melhorias'],
    'lessons-learned': ['lições aprendidas', 'lições', 'aprendizados'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: 'Resumo', impact: 'Impacto', timeline: 'Linha do tempo', detection: 'Detecção', resolution: 'Resolução',
    'root-cause': 'Causa raiz', 'corrective-actions': 'Ações corretivas', 'lessons-learned': 'Lições aprendidas',
  },
  weakSectionNames: ['resumo', 'sumário', 'descrição', 'impacto', 'cronologia', 'detecção', 'deteção', 'mitigação', 'recuperação', 'solução', 'causa', 'causas',
    'ações', 'próximos passos', 'melhorias', 'lições', 'aprendizados'],

  markers: ['não', 'uma', 'os', 'dos', 'foi', 'com', 'em', 'ao', 'pelo', 'pela', 'nosso', 'nossa', 'são', 'houve'],
  summaryTitles: ['resumo', 'resumo executivo', 'resumo do incidente', 'sumário'],
  impactStatements: ['afetados', 'afetadas', 'impacto', 'indisponível', 'indisponibilidade', 'interrupção', 'erros', 'usuários', 'clientes'],
  causeStatements: ['causado por', 'causada por', 'devido a', 'por causa', 'a causa'],
  commitmentStatements: ['vamos', 'precisamos', 'devemos', 'no futuro'],
  preventionStatements: ['para evitar que', 'para prevenir', 'não volte a acontecer', 'não se repita'],
  actionLabels: ['ação corretiva', 'pendente', 'todo'],
};
