/** Spanish: section names and detection markers so far (dates are not read yet). Data only (see locale/types.ts). */
import { NO_WORDS } from './empty.js';
import type { LocaleWords } from './types.js';

export const es: LocaleWords = {
  ...NO_WORDS,
  id: 'es',

  sections: {
    summary: ['resumen', 'resumen ejecutivo', 'resumen del incidente', 'descripción', 'descripción del incidente', 'qué pasó', 'qué ocurrió'],
    impact: ['impacto', 'impacto en clientes', 'impacto en los clientes', 'servicios afectados', 'sistemas afectados', 'alcance del impacto'],
    timeline: ['cronología', 'cronología de eventos', 'línea de tiempo', 'línea temporal', 'secuencia de eventos'],
    detection: ['detección'],
    resolution: ['resolución', 'mitigación', 'recuperación', 'solución', 'remediación'],
    'root-cause': ['causa raíz', 'causas raíz', 'causa', 'causas', 'causa principal', 'análisis de causa raíz', 'factores contribuyentes'],
    'corrective-actions': ['acciones correctivas', 'medidas correctivas', 'acciones preventivas', 'medidas preventivas', 'acciones', 'próximos pasos',
      'plan de acción', 'mejoras', 'acciones de seguimiento'],
    'lessons-learned': ['lecciones aprendidas', 'lecciones', 'aprendizajes'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: 'Resumen', impact: 'Impacto', timeline: 'Cronología', detection: 'Detección', resolution: 'Resolución',
    'root-cause': 'Causa raíz', 'corrective-actions': 'Acciones correctivas', 'lessons-learned': 'Lecciones aprendidas',
  },
  weakSectionNames: ['resumen', 'descripción', 'impacto', 'cronología', 'detección', 'mitigación', 'recuperación', 'solución', 'remediación', 'causa', 'causas',
    'acciones', 'próximos pasos', 'mejoras', 'lecciones', 'aprendizajes'],

  markers: ['el', 'los', 'las', 'fue', 'pero', 'está', 'hubo', 'hasta', 'muy', 'esto', 'esta', 'cuando', 'también', 'nuestro', 'nuestra', 'nuestros'],
  summaryTitles: ['resumen', 'resumen ejecutivo', 'resumen del incidente'],
  impactStatements: ['afectados', 'afectadas', 'afectó', 'impacto', 'no disponible', 'caída', 'interrupción', 'corte', 'errores', 'usuarios', 'clientes'],
  causeStatements: ['causado por', 'causada por', 'debido a', 'a causa de', 'la causa', 'provocado por', 'provocada por'],
  commitmentStatements: ['vamos a', 'debemos', 'necesitamos', 'en el futuro'],
  preventionStatements: ['para evitar que', 'para prevenir', 'no vuelva a ocurrir', 'no se repita'],
  actionLabels: ['acción correctiva', 'pendiente', 'todo'],
};
