/**
 * Portuguese: every word the analysis core reads for Portuguese text ("12 de março de 2025", "terça-feira, 12 de março",
 * "12/03/2025", "14h30", "das 10:00 às 10:50", "horário de Brasília"). Data only (see locale/types.ts).
 */
import { NO_WORDS } from './empty.js';
import { PT_MESSAGES } from './messages/pt.js';
import type { LocaleWords } from './types.js';

export const pt: LocaleWords = {
  ...NO_WORDS,
  actionSectionTitles: ['remediação'],
  ownerHeaders: ['responsável', 'dono'],
  trackingHeaders: ['prazo', 'data limite', 'ticket'],
  statusHeaders: ['status', 'estado', 'situação'],
  placeholders: ['a definir', 'a completar', 'pendente', 'a preencher', 'por preencher'],
  placeholderWhen: ['após', 'depois', 'quando', 'aguardando'],
  id: 'pt',

  sections: {
    summary: ['resumo', 'resumo executivo', 'resumo do incidente', 'sumário', 'descrição', 'o que aconteceu', 'síntese', 'sumário executivo'],
    impact: ['impacto', 'impacto nos clientes', 'serviços afetados', 'sistemas afetados', 'quem foi afetado', 'o que foi afetado'],
    timeline: ['linha do tempo', 'cronologia', 'cronologia dos eventos', 'linha temporal', 'como respondemos', 'como reagimos'],
    detection: ['detecção', 'deteção'],
    resolution: ['resolução', 'mitigação', 'recuperação', 'solução'],
    'root-cause': ['causa raiz', 'causas raiz', 'causa', 'causas', 'causa principal', 'análise de causa raiz', 'por que aconteceu', 'por que isso aconteceu', 'o que deu errado e por quê', 'o que deu errado e por que'],
    'corrective-actions': ['ações corretivas', 'medidas corretivas', 'ações preventivas', 'medidas preventivas', 'ações', 'próximos passos', 'plano de ação', 'melhorias', 'o que vamos fazer', 'o que estamos fazendo', 'o que estamos mudando',
      'como estamos tornando incidentes como este menos prováveis'],
    'lessons-learned': ['lições aprendidas', 'lições', 'aprendizados'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: 'Resumo', impact: 'Impacto', timeline: 'Linha do tempo', detection: 'Detecção', resolution: 'Resolução',
    'root-cause': 'Causa raiz', 'corrective-actions': 'Ações corretivas', 'lessons-learned': 'Lições aprendidas',
  },
  sectionLabels: {
    impact: 'impacto', 'root-cause': 'causa raiz', 'corrective-actions': 'ações corretivas', timeline: 'linha do tempo', summary: 'resumo',
    detection: 'detecção', resolution: 'resolução', 'lessons-learned': 'lições aprendidas',
  },
  weakSectionNames: ['resumo', 'sumário', 'descrição', 'impacto', 'cronologia', 'detecção', 'deteção', 'mitigação', 'recuperação', 'solução', 'causa', 'causas',
    'ações', 'próximos passos', 'melhorias', 'lições', 'aprendizados'],

  markers: ['não', 'uma', 'os', 'dos', 'foi', 'com', 'em', 'ao', 'pelo', 'pela', 'nosso', 'nossa', 'são', 'houve',
    'mas', 'também', 'mais', 'muito', 'isso', 'pelos', 'pelas', 'nas', 'foram', 'às', 'estava', 'ficou'],
  // Words Spanish or Italian write too, and the article "o" ("or" in Spanish and Italian). "a", "e", "na", "do" are left
  // out: Czech and Polish use them as much ("a" is Czech "and"), and "e-mail" would count as one.
  sharedMarkers: ['de', 'da', 'que', 'o', 'se', 'por', 'para', 'um', 'nos', 'desde', 'durante'],

  // Full names (abril and agosto are Spanish ones already), and the abbreviations that are no English word ("out" and
  // "set" are left out).
  months: {
    janeiro: 1, fevereiro: 2, fev: 2, março: 3, maio: 5, junho: 6, julho: 7, setembro: 9, outubro: 10, novembro: 11, dezembro: 12,
  },
  weekdays: {
    'segunda-feira': 1, 'terça-feira': 2, 'terca-feira': 2, 'quarta-feira': 3, 'quinta-feira': 4, 'sexta-feira': 5, sábado: 6, domingo: 7,
  },
  // "segunda", "quinta" and "sexta" are also ordinals ("a segunda falha"): read only in Portuguese documents.
  localWeekdays: { segunda: 1, seg: 1, terça: 2, terca: 2, quarta: 3, quinta: 4, sexta: 5, sáb: 6, sab: 6, dom: 7 },
  weekdayNames: ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'],
  ordinalSuffixes: ['º', '°'],
  dayMonthLinks: ['de'],
  monthYearLinks: ['de'],

  rangeJoins: ['às', 'as', 'a', 'e', 'até'],
  rangeApprox: ['aproximadamente'],
  // "às 14h", "das 10h": the article makes it an hour; "até 12 h" may be a duration.
  hourLeads: ['às', 'as', 'das'],
  dateTimeLinks: ['às', 'as'],
  paragraphTimeLeads: ['às', 'à', 'por volta das', 'em', 'no dia', 'pouco depois das'],
  windowDateLinks: ['às', 'as'],
  conversionAfterComma: ['ou seja'],
  timeWords: ['horas', 'hrs', 'h'],
  zoneSentenceNouns: ['horários', 'horarios', 'horas'],
  zoneLabels: ['fuso horário', 'fuso', 'horas', 'todas as horas', 'horários', 'horário'],
  zoneSentenceWords: ['estão', 'são', 'indicados', 'expressos', 'neste relatório', 'neste documento', 'deste relatório', 'deste documento', 'do relatório', 'do documento'],
  zoneSentencePrepositions: ['em', 'no', 'na', 'nos', 'nas'],
  updateStampWords: ['publicado', 'atualizado', 'publicado em', 'atualizado em'],
  updateWords: ['atualização', 'atualizacao', 'atualizações'],
  maintenanceTitles: ['manutenção programada', 'manutenção planejada', 'aviso de manutenção', 'janela de manutenção'],
  otherDocumentTitles: ['política de plantão', 'politica de plantao', 'janela de manutenção', 'horário de atendimento', 'política de horário', 'política de atendimento', 'nível de serviço', 'níveis de serviço', 'histórico de incidentes', 'incidentes anteriores', 'lista de incidentes', 'resumo mensal', 'relatório mensal',
    'relatório semanal', 'relatório trimestral', 'manual de plantão', 'escala de plantão', 'guia de plantão', 'guia de prevenção', 'notas de versão',
    'notas de lançamento', 'calendário de manutenção', 'calendário de mudanças', 'relatório de disponibilidade', 'relatório de confiabilidade', 'escala de sobreaviso', 'procedimento de gestão de incidentes', 'processo de gestão de incidentes', 'declaração de acessibilidade', 'política de privacidade'],
  modifiedKeys: ['atualizado', 'atualizado_em', 'atualizacao', 'atualização', 'ultima_atualizacao', 'última_atualização'],
  timeHeaders: ['horário', 'horario', 'hora', 'quando'],
  dateHeaders: ['data', 'dia'],
  incidentDateLabels: ['data do evento', 'data', 'data do incidente', 'data da ocorrência', 'dia do incidente'],
  localTimeWords: ['hora local', 'horário local', 'local'],

  milestones: {
    start: ['início do incidente', 'início da indisponibilidade', 'início do impacto', 'início da falha', 'começam os erros'],
    detected: ['detectado', 'detectada', 'detetado', 'detetada', 'primeiro alerta', 'alerta disparado', 'detectamos', 'detectados', 'detectadas', 'alerta', 'alertas', 'alerta disparou', 'alertas dispararam'],
    acknowledged: ['incidente declarado', 'incidente aberto'],
    mitigated: ['mitigado', 'mitigada', 'mudança revertida', 'reversão concluída', 'fim do impacto', 'revertido', 'revertida', 'rollback concluído', 'reversão feita'],
    resolved: ['resolvido', 'resolvida', 'restabelecido', 'restabelecida', 'normalizado', 'normalizada', 'serviço restaurado', 'fim do incidente', 'fim da indisponibilidade', 'resolvidos', 'resolvidas', 'restaurado', 'restaurada', 'serviço normalizado', 'normalizou', 'recuperado', 'recuperada', 'restabelecidos'],
  },
  monitoringLabels: ['monitorando', 'monitorizando', 'em observação'],
  milestoneNegations: ['não', 'sem', 'ainda não', 'antes de'],
  milestoneIntentWords: [],
  keyEventLabels: {
    start: ['início', 'hora de início', 'horário de início'],
    detected: ['hora da detecção', 'detecção'],
    acknowledged: [],
    mitigated: ['mitigação'],
    resolved: ['fim', 'término', 'hora de término', 'horário de término', 'resolução'],
  },
  leadUpWords: ['implantado', 'implantada', 'agendado', 'agendada', 'planejado', 'planejada', 'publicado', 'publicada', 'mesclado'],
  leadUpNotes: ['ainda sem impacto', 'sem impacto ainda'],
  partialWords: ['parcialmente', 'em parte', 'na maioria'],
  impactWords: ['erro', 'erros', 'falha', 'falhas', 'falhou', 'indisponível', 'indisponibilidade', 'alerta', 'alertas', 'problema', 'problemas', 'lentidão', 'interrupção'],

  durationUnits: {
    second: ['segundo', 'segundos'],
    minute: ['minuto', 'minutos'],
    hour: ['hora', 'horas'],
    day: ['dia', 'dias'],
  },
  numberWords: {
    um: 1, uma: 1, dois: 2, duas: 2, três: 3, quatro: 4, cinco: 5, dez: 10, quinze: 15, vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, sessenta: 60, meia: 0.5,
  },
  countWords: ['um', 'uma', 'meia'],
  durationQualifiers: {
    approx: ['aproximadamente', 'aprox.', 'cerca de', 'quase', 'uns', 'umas'],
    min: ['mais de', 'pelo menos'],
    max: ['menos de', 'até'],
  },
  durationJoins: ['e'],
  halfWords: ['e meia'],
  lengthFromWords: ['desde', 'a partir de', 'a partir das', 'desde as'],
  lengthFromAfter: [],
  lengthFromLinks: ['às', 'por volta das'],
  outageWords: ['indisponibilidade', 'indisponível', 'indisponíveis', 'interrupção', 'interrompido', 'interrompida', 'incidente', 'falha', 'queda', 'fora do ar', 'ficaram sem', 'ficou sem', 'instabilidade', 'lentidão', 'degradado', 'degradada', 'instável'],
  durationLinks: ['durante', 'de', 'por', 'durou'],
  outageAfter: ['de indisponibilidade', 'de interrupção', 'de queda'],
  outageAdjectives: [],
  conditionalWords: ['quando', 'cada', 'depois', 'antes', 'após'],
  metricLabels: {
    detect: ['tempo de detecção', 'tempo até a detecção'],
    mitigate: ['tempo de mitigação'],
    resolve: ['tempo de resolução', 'tempo de recuperação'],
    impact: ['duração', 'duração total', 'duração do incidente', 'tempo de indisponibilidade'],
  },

  summaryTitles: ['resumo', 'resumo executivo', 'resumo do incidente', 'sumário', 'o que aconteceu'],
  impactStatements: ['afetados', 'afetadas', 'impacto', 'indisponível', 'indisponibilidade', 'interrupção', 'erros', 'usuários', 'clientes'],
  causeStatements: ['causado por', 'causada por', 'devido a', 'por causa', 'a causa'],
  commitmentStatements: ['vamos', 'precisamos', 'devemos', 'no futuro'],
  preventionStatements: ['para evitar que', 'para prevenir', 'não volte a acontecer', 'não se repita'],
  actionLabels: ['ação corretiva', 'pendente', 'todo'],

  alertNouns: [],
  alertFireVerbs: [],
  publicTimelineWords: ['clientes', 'pública', 'público', 'externa'],
  outageVerbs: [],
  offsetAfter: [],
  fractionWords: { 'e um quarto': 0.25, 'e três quartos': 0.75 },
  durationDifferenceWords: ['estendido em', 'prorrogado em', 'atrasado em', 'com atraso de', 'subiu', 'subiu em', 'aumentou', 'aumentou em', 'caiu', 'caiu em', 'diminuiu'],
  durationDelayWords: ['de atraso', 'atrasado', 'atrasados', 'mais tarde', 'adiantado', 'adiantada', 'à frente', 'a mais', 'a menos', 'mais', 'menos'],
  durationContrastWords: ['em vez de', 'ao invés de', 'em lugar de'],
  modifiedLabels: ['última atualização', 'última modificação'],
  messages: PT_MESSAGES,
};
