/**
 * Spanish: every word the analysis core reads for Spanish text ("12 de marzo de 2025", "martes 12 de marzo", "14h30",
 * "entre las 14:00 y las 14:30", "hora peninsular"). Data only (see locale/types.ts).
 */
import { NO_WORDS } from './empty.js';
import { ES_MESSAGES } from './messages/es.js';
import type { LocaleWords } from './types.js';

export const es: LocaleWords = {
  ...NO_WORDS,
  actionSectionTitles: ['remediación'],
  ownerHeaders: ['responsable', 'dueño', 'propietario'],
  trackingHeaders: ['fecha límite', 'fecha objetivo', 'plazo', 'ticket'],
  statusHeaders: ['estado'],
  placeholders: ['pendiente', 'por completar', 'por definir', 'pendiente de completar', 'a completar', 'por redactar', 'pendiente de redactar'],
  placeholderWhen: ['después', 'tras', 'cuando', 'una vez', 'a la espera', 'pendiente de'],
  id: 'es',

  sections: {
    summary: ['resumen', 'resumen ejecutivo', 'resumen del incidente', 'descripción', 'descripción del incidente', 'qué pasó', 'qué ocurrió', 'métricas', 'métricas clave'],
    impact: ['impacto', 'impacto en clientes', 'impacto en los clientes', 'servicios afectados', 'sistemas afectados', 'alcance del impacto', 'a quién afectó', 'qué se vio afectado', 'afectación', 'afectaciones', 'periodo afectado', 'período afectado'],
    timeline: ['cronología', 'cronología de eventos', 'línea de tiempo', 'línea temporal', 'secuencia de eventos', 'cómo respondimos', 'cómo reaccionamos', 'historial de incidentes', 'historial del incidente', 'historial de actualizaciones', 'actualizaciones de estado'],
    detection: ['detección'],
    resolution: ['resolución', 'mitigación', 'recuperación', 'solución', 'remediación'],
    'root-cause': ['causa raíz', 'causas raíz', 'causa', 'causas', 'causa principal', 'análisis de causa raíz', 'factores contribuyentes', 'por qué ocurrió', 'por qué pasó', 'por qué sucedió', 'qué salió mal y por qué', 'qué falló y por qué', 'los cinco porqués', 'cinco porqués', 'los 5 porqués', '5 porqués'],
    'corrective-actions': ['acciones correctivas', 'qué estamos cambiando', 'qué vamos a cambiar', 'qué cambiaremos', 'medidas correctivas', 'medidas correctoras', 'acciones preventivas', 'medidas preventivas', 'acciones', 'próximos pasos',
      'plan de acción', 'mejoras', 'acciones de seguimiento', 'qué vamos a hacer', 'qué haremos', 'qué estamos haciendo', 'qué vamos a cambiar', 'qué cambiaremos',
      'cómo estamos haciendo que incidentes como este sean menos probables', 'cómo evitaremos que se repita', 'medidas', 'medidas adoptadas', 'medidas tomadas'],
    'lessons-learned': ['lecciones aprendidas', 'lecciones', 'aprendizajes', 'qué salió bien', 'qué salió mal', 'lo que salió bien', 'lo que salió mal'],
  },
  /** The heading fixes and completion insert. */
  headings: {
    summary: 'Resumen', impact: 'Impacto', timeline: 'Cronología', detection: 'Detección', resolution: 'Resolución',
    'root-cause': 'Causa raíz', 'corrective-actions': 'Acciones correctivas', 'lessons-learned': 'Lecciones aprendidas',
  },
  sectionLabels: {
    impact: 'impacto', 'root-cause': 'causa raíz', 'corrective-actions': 'acciones correctivas', timeline: 'cronología', summary: 'resumen',
    detection: 'detección', resolution: 'resolución', 'lessons-learned': 'lecciones aprendidas',
  },
  weakSectionNames: ['resumen', 'descripción', 'impacto', 'cronología', 'detección', 'mitigación', 'recuperación', 'solución', 'remediación', 'causa', 'causas',
    'acciones', 'próximos pasos', 'mejoras', 'lecciones', 'aprendizajes', 'medidas'],

  markers: ['el', 'los', 'las', 'fue', 'pero', 'está', 'hubo', 'hasta', 'muy', 'esto', 'esta', 'cuando', 'también', 'nuestro', 'nuestra', 'nuestros',
    'y', 'más', 'sin', 'sus', 'fueron', 'hay', 'estaba', 'estuvo'],
  // "la" is a French marker, "de" and "que" are everywhere in Portuguese and Italian: they count for Spanish too.
  sharedMarkers: ['la', 'de', 'que', 'en', 'se', 'un', 'una', 'con', 'del', 'por', 'para', 'al', 'su', 'lo', 'desde', 'durante'],

  // Full names (marzo and agosto are Italian ones already); abbreviations that are no English word ("ago" is left out).
  months: {
    enero: 1, ene: 1, febrero: 2, abril: 4, abr: 4, mayo: 5, junio: 6, julio: 7, septiembre: 9, setiembre: 9,
    octubre: 10, noviembre: 11, diciembre: 12, dic: 12,
  },
  weekdays: { lunes: 1, martes: 2, miércoles: 3, miercoles: 3, jueves: 4, viernes: 5, sábado: 6, sabado: 6, domingo: 7 },
  // "mar" is March in English and "dom" the document object model: abbreviations only in Spanish documents.
  localWeekdays: { lun: 1, mar: 2, mié: 3, mie: 3, jue: 4, vie: 5, sáb: 6, sab: 6, dom: 7 },
  weekdayNames: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  ordinalSuffixes: ['º', '°'],
  dayMonthLinks: ['de'],
  monthYearLinks: ['de', 'del'],

  rangeJoins: ['a las', 'a la', 'y las', 'y la', 'hasta las', 'hasta la', 'a', 'y', 'hasta'],
  rangeApprox: ['aproximadamente'],
  // "a las 14 h", "desde las 14 h": the article makes it an hour; "hasta 12 h" may be a duration.
  hourLeads: ['las', 'la'],
  dateTimeLinks: ['a las', 'a la'],
  paragraphTimeLeads: ['a las', 'a la', 'sobre las', 'hacia las', 'el', 'ya el', 'ya el día', 'poco después de las', 'alrededor de las', 'poco después, a las', 'más tarde, a las', 'luego, a las'],
  windowDateLinks: ['a las', 'a la'],
  conversionAfterComma: ['es decir'],
  timeWords: ['horas', 'hrs', 'h'],
  zoneSentenceNouns: ['horas', 'horarios', 'horario', 'marcas de tiempo'],
  zoneLabels: ['zona horaria', 'huso horario', 'horas', 'todas las horas', 'horario de referencia', 'hora de referencia', 'horario', 'horarios'],
  zoneSentenceWords: ['están', 'son', 'se indican', 'se expresan', 'indicadas', 'expresadas', 'en este informe', 'en este documento', 'de este informe', 'de este documento', 'del informe', 'del documento', 'de este comunicado', 'del comunicado', 'de este aviso', 'de esta nota', 'de la cronología', 'corresponden', 'se refieren'],
  zoneSentencePrepositions: ['en', 'a la', 'a'],
  updateStampWords: ['publicado', 'actualizado', 'publicado el', 'actualizado el'],
  updateWords: ['actualización', 'actualizacion', 'actualizaciones'],
  maintenanceTitles: ['mantenimiento programado', 'mantenimiento planificado', 'aviso de mantenimiento', 'ventana de mantenimiento'],
  otherDocumentTitles: ['acta de reunión', 'plantillas de comunicación', 'rol de guardias', 'calendario de guardias', 'acuerdo de nivel de servicio', 'política de sla', 'créditos de servicio', 'política de créditos', 'calendario de cambios', 'calendario de mantenimiento', 'ventanas de mantenimiento', 'resumen mensual', 'resumen semanal', 'resumen trimestral', 'resumen de confiabilidad', 'informe de confiabilidad', 'informe de disponibilidad', 'guía de guardia', 'manual de guardia', 'turnos de guardia', 'rotación de guardia', 'nivel de servicio', 'historial de incidentes', 'incidentes anteriores', 'lista de incidentes', 'proceso de postmortem', 'informe mensual', 'informe semanal', 'traspaso de guardia', 'informe trimestral', 'aviso de crédito', 'nota de crédito', 'crédito por incumplimiento', 'runbook', 'manual de respuesta', 'guía de respuesta', 'aviso de seguridad', 'boletín de seguridad', 'niveles de servicio', 'matriz de severidad', 'congelamiento de cambios', 'congelación de cambios', 'revisión trimestral', 'plantilla:', 'plantilla de informe', 'plantilla de postmortem', 'plantilla de carta', 'preguntas frecuentes', 'calendario de lanzamientos', 'rotación de guardias', 'política de compensación', 'compensación por indisponibilidad', 'calendario de guardias', 'novedades de la plataforma', 'novedades del producto', 'registro de cambios', 'procedimiento de gestión de incidentes', 'proceso de gestión de incidentes', 'procedimiento de gestión de incidencias', 'proceso de gestión de incidencias', 'declaración de accesibilidad', 'política de privacidad'],
  modifiedKeys: ['actualizado', 'actualizado_el', 'ultima_actualizacion', 'última_actualización'],
  timeHeaders: ['hora', 'cuándo', 'cuando'],
  dateHeaders: ['fecha', 'día'],
  incidentDateLabels: ['fecha del evento', 'fecha', 'fecha del incidente', 'fecha de la incidencia', 'fecha de la caída', 'día del incidente'],
  localTimeWords: ['hora local', 'local'],

  milestones: {
    start: ['inicio del incidente', 'inicio de la caída', 'inicio del impacto', 'comienza la caída', 'comienzo de la caída', 'comienzan los errores', 'empiezan los errores', 'comenzaron los errores', 'empezaron los errores', 'inicio de la incidencia', 'inicio de la interrupción', 'comienza la incidencia', 'comienzo de la incidencia'],
    detected: ['detectado', 'detectada', 'se detecta', 'primera alerta', 'alerta disparada', 'salta la alerta', 'detectados', 'detectadas', 'detectamos', 'detectaron', 'se detectó', 'alerta', 'alertas', 'primer aviso', 'se dispara la alerta', 'se disparó la alerta', 'saltó la alerta', 'saltan las alertas'],
    acknowledged: ['incidente declarado', 'se declara el incidente', 'se abre la incidencia', 'incidencia abierta', 'se declara la incidencia', 'incidencia declarada'],
    mitigated: ['mitigado', 'mitigada', 'se revierte', 'cambio revertido', 'fin del impacto', 'revertido', 'revertida', 'se revirtió', 'reversión completada', 'rollback completado', 'mitigamos', 'se mitiga', 'se mitigó', 'mitigación aplicada'],
    resolved: ['resuelto', 'resuelta', 'restablecido', 'restablecida', 'servicio restaurado', 'fin del incidente', 'fin de la caída', 'vuelta a la normalidad', 'resueltos', 'resueltas', 'se resuelve', 'se resolvió', 'restablecidos', 'restablecidas', 'se restablece', 'se restableció', 'recuperación completa', 'servicio recuperado', 'servicio normalizado', 'normalizado', 'normalizada', 'incidencia cerrada', 'incidente cerrado'],
  },
  monitoringLabels: ['monitorizando', 'monitoreando', 'en observación', 'supervisando'],
  milestoneNegations: ['no', 'sin', 'aún no', 'todavía no', 'antes de'],
  milestoneIntentWords: [],
  keyEventLabels: {
    start: ['inicio', 'hora de inicio'],
    detected: ['hora de detección', 'detección'],
    acknowledged: [],
    mitigated: ['mitigación', 'hora de mitigación'],
    resolved: ['fin', 'hora de fin', 'hora de resolución', 'resolución'],
  },
  leadUpWords: ['desplegado', 'desplegada', 'programado', 'programada', 'planificado', 'planificada', 'publicado', 'publicada', 'fusionado'],
  windowDuringWords: ['durante', 'cuando'],
  measureWords: ['espera', 'demora', 'demoras', 'latencia', 'tiempo de respuesta', 'tiempo de espera'],
  lengthFromWords: ['desde', 'desde las', 'desde la', 'a partir de', 'a partir de las', 'comenzando a', 'comenzando con', 'empezando a'],
  lengthFromAfter: [],
  lengthFromLinks: ['a las', 'a la', 'sobre las', 'hacia las'],
  windowChangeWords: ['movido', 'movida', 'cambiado', 'cambiada', 'adelantado', 'adelantada', 'trasladado', 'trasladada'],
  mailHeaderLabels: ['de', 'para', 'cc', 'asunto', 'enviado'],
  leadUpNotes: ['aún sin impacto', 'todavía sin impacto', 'sin impacto todavía'],
  partialWords: ['parcialmente', 'en parte', 'en la mayoría', 'mayoritariamente'],
  impactWords: ['error', 'errores', 'fallo', 'fallos', 'falla', 'fallan', 'caída', 'caído', 'no disponible', 'alerta', 'alertas', 'problema', 'problemas', 'incidencia', 'interrupción'],

  durationUnits: {
    second: ['segundo', 'segundos', 'seg'],
    minute: ['minuto', 'minutos'],
    hour: ['hora', 'horas'],
    day: ['día', 'días', 'dia', 'dias'],
  },
  numberWords: {
    una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, diez: 10, quince: 15, veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, media: 0.5,
  },
  countWords: ['una', 'uno', 'media'],
  durationQualifiers: {
    approx: ['aproximadamente', 'aprox.', 'unos', 'unas', 'alrededor de', 'cerca de', 'casi'],
    min: ['más de', 'al menos'],
    max: ['menos de', 'hasta'],
  },
  durationJoins: ['y'],
  halfWords: ['y media'],
  fractionWords: { 'y cuarto': 0.25, 'y un cuarto': 0.25, 'y tres cuartos': 0.75 },
  durationDifferenceWords: ['se extendió', 'se prolongó', 'retrasado', 'retrasada', 'con un retraso de', 'se alargó', 'subió', 'aumentó', 'aumentó en', 'bajó', 'bajó en', 'se redujo en'],
  durationDelayWords: ['tarde', 'de retraso', 'más tarde', 'por delante', 'de adelanto', 'adelantado', 'adelantada', 'atrasado', 'atrasada', 'más', 'menos', 'de más', 'de menos'],
  durationContrastWords: ['en lugar de', 'en vez de'],
  outageWords: ['caída', 'caído', 'caídos', 'interrupción', 'indisponibilidad', 'incidente', 'corte', 'incidencia', 'degradado', 'degradada', 'inaccesible', 'no disponible', 'interrumpido', 'interrumpida'],
  durationLinks: ['durante', 'de', 'duró'],
  outageAfter: ['de caída', 'de interrupción', 'de indisponibilidad', 'de corte'],
  outageAdjectives: [],
  conditionalWords: ['si', 'cuando', 'cada', 'después', 'antes'],
  metricLabels: {
    detect: ['tiempo de detección', 'tiempo hasta la detección'],
    mitigate: ['tiempo de mitigación'],
    resolve: ['tiempo de resolución', 'tiempo de recuperación'],
    impact: ['duración', 'duración total', 'duración del incidente', 'tiempo de inactividad'],
  },

  summaryTitles: ['resumen', 'resumen ejecutivo', 'resumen del incidente', 'qué pasó', 'qué ocurrió'],
  impactStatements: ['afectados', 'afectadas', 'afectó', 'impacto', 'no disponible', 'caída', 'interrupción', 'corte', 'errores', 'usuarios', 'clientes'],
  causeStatements: ['causado por', 'causada por', 'debido a', 'a causa de', 'la causa', 'provocado por', 'provocada por'],
  commitmentStatements: ['vamos a', 'debemos', 'necesitamos', 'en el futuro'],
  preventionStatements: ['para evitar que', 'para prevenir', 'no vuelva a ocurrir', 'no se repita'],
  actionLabels: ['acción correctiva', 'pendiente', 'todo'],

  alertNouns: [],
  alertFireVerbs: [],
  publicTimelineWords: ['clientes', 'pública', 'público', 'externa'],
  outageVerbs: [],
  offsetAfter: [],
  messages: ES_MESSAGES,
  modifiedLabels: ['última actualización', 'última modificación'],
};
