/**
 * Spanish messages: every id of the English table (en.ts), with the same placeholders. Angle quotes («…»); rule ids,
 * times, dates and zone labels are parameters and stay as written.
 */
import type { MessageTable } from './en.js';

export const ES_MESSAGES: MessageTable = {
  // --- Shared words ---
  'list.and': 'y',
  quote: '«{text}»',
  'milestone.start': 'inicio',
  'milestone.detected': 'detección',
  'milestone.acknowledged': 'reconocimiento',
  'milestone.mitigated': 'mitigación',
  'milestone.resolved': 'resolución',
  'month.1': 'enero', 'month.2': 'febrero', 'month.3': 'marzo', 'month.4': 'abril', 'month.5': 'mayo', 'month.6': 'junio',
  'month.7': 'julio', 'month.8': 'agosto', 'month.9': 'septiembre', 'month.10': 'octubre', 'month.11': 'noviembre', 'month.12': 'diciembre',
  'fix-all.rule': 'Corregir los {count} problemas de {rule}',
  'fix-all.titled': '{title} en todos ({count})',
  'fix-all.count': 'Corregir los {count}',

  // --- action-item ---
  'action-item.message': 'La acción «{text}» {problems}. Se espera {expected}.',
  'action-item.missing.owner': 'no tiene responsable',
  'action-item.missing.tracking': 'no tiene referencia de seguimiento ni fecha límite',
  'action-item.missing.both': 'no tiene responsable, ni referencia de seguimiento, ni fecha límite',
  'action-item.no-verb': 'no empieza por un verbo',
  'action-item.expect.verb': 'una acción que empiece por un verbo («Añadir …», «Alertar sobre …»)',
  'action-item.expect.owner': 'un responsable (@nombre o la columna «Responsable»)',
  'action-item.expect.tracking': 'un enlace, un número de ticket o una fecha límite',

  // --- blameless-language ---
  'blameless-language.blame': '«{text}» atribuye culpa. {suggestion}',
  'blameless-language.hindsight': '«{text}» juzga a posteriori. {suggestion}',
  'blameless-language.person': '«{text}» señala a una persona como causa. Describa el rol y la acción, y las condiciones que la hicieron posible.',
  'blameless-language.suggestion': 'Describa en su lugar los factores que contribuyeron.',

  // --- date-format ---
  'date-format.bad-year': '{raw} no es una fecha válida: el año {year} tiene {digits} cifras. Se espera un año de 4 cifras.',
  'date-format.no-day': '{raw} no es una fecha válida: {month} no tiene día {day}.',
  'date-format.no-month': '{raw} no es una fecha válida: no existe el mes {month}.',

  // --- duration-mismatch ---
  'duration-mismatch.window': '«{text}» no coincide con el intervalo {from} – {to}, que dura {duration}. Se espera una duración de unos {duration}, o un intervalo corregido.',
  'duration-mismatch.timeline': '«{text}» no coincide con la cronología: ningún par de sus horas está separado por {duration}{closest}{metric}. Se espera que la duración indicada concuerde con la cronología.',
  'duration-mismatch.closest': '; lo más cercano es {duration} ({from} → {to})',
  'duration-mismatch.metric': ' (tiempo entre {from} y {to}: {duration})',
  'duration-mismatch.bound': '«{text}» no coincide con la cronología{metric}. Se espera que la duración indicada concuerde con la cronología.',
  'duration-mismatch.gap': 'El intervalo {from} – {to} UTC cae en días que la cronología no cubre: sus entradas más cercanas son a las {before} y a las {after} UTC. Se espera que las fechas del intervalo concuerden con la cronología.',
  'duration-mismatch.outside': 'El intervalo {from} – {to} UTC queda fuera de la cronología, que va de {start} a {end} UTC. Se espera que las fechas del intervalo concuerden con la cronología.',

  // --- front-matter ---
  'front-matter.not-mapping': 'El front matter debe ser un mapa de claves y valores.',
  'front-matter.invalid': 'El front matter no es {format} válido: {detail}',

  // --- future-time ---
  'future-time.after-now': '{time} está en el futuro{inherited}. Se espera una hora pasada: revise el año, el mes y el día.',
  'future-time.after-modified': '{time} es posterior a la última modificación del documento ({key}: {date}){inherited}. Se espera una hora pasada: revise el año, el mes y el día.',
  'future-time.inherited': ' (la fecha se toma de una línea anterior)',

  // --- incident-date ---
  'incident-date.none': 'No se encontró la fecha del incidente. Se espera una fecha completa (AAAA-MM-DD) en el front matter, el título o la cronología.',
  'incident-date.no-year': 'La fecha del incidente {raw} no tiene año. Se espera una fecha completa con su año ({raw} AAAA o AAAA-MM-DD).',
  'incident-date.timeline': 'La fecha del incidente {date} está a {days} días de la cronología, cuyas entradas fechadas van del {from} al {to}. Se espera la fecha en que ocurrió el incidente.',

  // --- milestone-order ---
  'milestone-order.point': '{milestone} ({time}, línea {line})',
  'milestone-order.order': 'Hitos fuera de orden: {later} aparece antes que {earlier}, pero {first} debe preceder a {second}. Revise las horas, o las palabras que marcan los hitos.',
  'milestone-order.key-event': 'Este evento clave indica {time} para {milestone}, pero la cronología indica {timelineTime} (línea {line}), {gap} {direction}. Se espera la misma hora en ambos sitios.',
  'milestone-order.front-matter': 'El front matter indica {time} para {milestone}, pero la cronología indica {timelineTime} (línea {line}), {gap} {direction}. Se espera la misma hora en ambos sitios.',
  'milestone-order.earlier': 'antes',
  'milestone-order.later': 'después',

  // --- parse-limit ---
  'parse-limit.reason.long-line': 'una línea de más de {n} caracteres',
  'parse-limit.reason.deep-nesting': 'marcadores de lista o de cita anidados más de {n} niveles en una misma línea',
  'parse-limit.reason.deep-indent': 'una línea con una sangría de más de {n} columnas',
  'parse-limit.reason.many-cells': 'más de {n} separadores de celdas de tabla en una misma línea',
  'parse-limit.reason.large-block': 'un bloque de más de {lines} líneas o {kb} KB',
  'parse-limit.reason.large-front-matter': 'un front matter de más de {kb} KB',
  'parse-limit.line': 'Línea {line}',
  'parse-limit.lines': 'Líneas {from}–{to}',
  'parse-limit.parts.one': '{lines} se leyó por partes de unas {n} líneas',
  'parse-limit.parts.many': '{lines} se leyeron por partes de unas {n} líneas',
  'parse-limit.front-matter.one': '{lines} (front matter) no se leyó como YAML ni TOML',
  'parse-limit.front-matter.many': '{lines} (front matter) no se leyeron como YAML ni TOML',
  'parse-limit.plain.one': '{lines} se leyó como texto plano',
  'parse-limit.plain.many': '{lines} se leyeron como texto plano',
  'parse-limit.sentence': '{what}: {reason}, que el analizador de Markdown lee demasiado despacio.',
  'parse-limit.more.one': 'Lo mismo en {n} lugar más ({list}).',
  'parse-limit.more.many': 'Lo mismo en {n} lugares más ({list}).',

  // --- required-section ---
  'required-section.one': 'Falta una sección obligatoria: {list}. Se espera una sección como {heading}.',
  'required-section.many': 'Faltan secciones obligatorias: {list}. Se esperan secciones como {headings}.',
  'required-section.fix.one': 'Añadir una sección {heading}',
  'required-section.fix.many': 'Añadir las secciones que faltan ({list})',

  // --- section-empty ---
  'section-empty.message': 'La sección «{title}» está vacía: escriba lo que debe decir ({kind}), o quite el texto provisional.',
  'section-empty.heading': 'La sección «{title}» está vacía: no hay nada bajo su encabezado. Escríbala o quite el encabezado.',
  'section-empty.placeholder': 'La sección «{title}» solo tiene un texto provisional. Escríbala o quite el encabezado.',

  // --- time-format ---
  'time-format.meridiem-on-24h': '{value} no es una hora válida: una hora en formato de 24 horas no lleva AM/PM. Se espera {corrected}.',
  'time-format.meridiem-zero': '{value} no es una hora válida: en formato de 12 horas las horas van de 1 a 12. Se espera 12:{minute} {meridiem} o una hora en formato de 24 horas.',
  'time-format.meridiem-conflict': '{value} no es una hora válida: la hora {hour} contradice {meridiem}. Se espera una hora de 24 horas sin AM/PM, o una hora de 12 horas entre 1 y 12.',
  'time-format.hour-range': '{value} no es una hora válida: las horas van de 00 a 23.',
  'time-format.minute-range': '{value} no es una hora válida: los minutos van de 00 a 59.',
  'time-format.second-range': '{value} no es una hora válida: los segundos van de 00 a 59.',
  'time-format.fix': 'Cambiar a {corrected}',

  // --- timeline-missing ---
  'timeline-missing.message': 'No se encontró una cronología. Se espera una sección «Cronología» con una entrada por evento y su hora UTC.',
  'timeline-missing.fix': 'Insertar una sección «Cronología»',

  // --- timeline-order ---
  'timeline-order.next-day': '{time} es anterior a la entrada previa ({previous}, línea {line}): se lee como el día siguiente (la cronología pasa la medianoche sin fecha). Escriba la fecha en esta entrada.',
  'timeline-order.next-day.dated': '{time} es anterior a la entrada previa ({previous}, línea {line}): se lee como el día siguiente, {date} (la cronología pasa la medianoche sin fecha). Escriba la fecha en esta entrada.',
  'timeline-order.crossing': '{time} es anterior a la entrada previa ({previous}, línea {line}): parece un paso por la medianoche. Escriba la fecha en esta entrada.',
  'timeline-order.crossing.dated': '{time} es anterior a la entrada previa ({previous}, línea {line}): parece un paso por la medianoche. Se espera la fecha {date} en esta entrada.',
  'timeline-order.earlier': '{time} es anterior a la entrada previa ({previous}, línea {line}). Se esperan las entradas en orden cronológico.',
  'timeline-order.later': '{time} es posterior a la entrada previa ({previous}, línea {line}), en una cronología escrita de la más reciente a la más antigua. Se espera cada entrada anterior a la de encima.',
  'timeline-order.fix.date': 'Insertar la fecha {date}',
  'timeline-order.fix.date-run': 'Insertar la fecha {date} en las {n} entradas de este día',
  'timeline-order.fix.sort': 'Ordenar las entradas de la cronología',

  // --- timezone-label ---
  'timezone-label.season': '{label} no se aplica el {date}: {zone} está entonces en {expected} ({offset}). Se espera {expected}.',
  'timezone-label.conversion': '{written} no es {time}: {time} equivale a {want} ({label} es {offset}). Se espera {want}.',
  'timezone-label.fix.label': 'Cambiar {label} por {expected}',
  'timezone-label.fix.conversion': 'Cambiar a {time}',

  // --- timezone-missing ---
  'timezone-missing.message': '{value} no tiene zona horaria y el documento no declara ninguna. Se espera una zona como {zone}.',
  'timezone-missing.run': '{count} horas de la cronología, desde {value}, no tienen zona horaria y el documento no declara ninguna. Se espera una zona como {zone}.',
  'timezone-missing.fix': 'Añadir {zone}',
  'timezone-missing.group': 'Sin zona horaria, y el documento no declara ninguna. Se espera una zona como {zone}.',

  // --- timezone-not-utc ---
  'timezone-not-utc.explicit': '{time} está en {zone}; las horas de la cronología deben estar en UTC.',
  'timezone-not-utc.explicit.converted': '{time} está en {zone}; las horas de la cronología deben estar en UTC. Se espera {utc}.',
  'timezone-not-utc.declared': 'Las horas de la cronología se declaran en {zone}; deben estar en UTC.',
  'timezone-not-utc.fix': 'Convertir a {utc}',
  'timezone-not-utc.group': 'Horas en {zone}; las horas de la cronología deben estar en UTC.',

  // --- weekday-mismatch ---
  'weekday-mismatch.message': '{written} no corresponde al {date}{inferred}, que es {weekday}. Se espera {expected}, o una fecha corregida.',
  'weekday-mismatch.inferred': ' (año {year} tomado del documento)',
  'weekday-mismatch.fix': 'Cambiar {written} por {expected}',
};
