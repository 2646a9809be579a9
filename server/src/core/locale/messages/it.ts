/**
 * Italian messages: every id of the English table (en.ts), with the same placeholders. Angle quotes («…»); rule ids,
 * times, dates and zone labels are parameters and stay as written.
 */
import type { MessageTable } from './en.js';

export const IT_MESSAGES: MessageTable = {
  // --- Shared words ---
  'list.and': 'e',
  quote: '«{text}»',
  'milestone.start': 'inizio',
  'milestone.detected': 'rilevamento',
  'milestone.acknowledged': 'presa in carico',
  'milestone.mitigated': 'mitigazione',
  'milestone.resolved': 'risoluzione',
  'month.1': 'gennaio', 'month.2': 'febbraio', 'month.3': 'marzo', 'month.4': 'aprile', 'month.5': 'maggio', 'month.6': 'giugno',
  'month.7': 'luglio', 'month.8': 'agosto', 'month.9': 'settembre', 'month.10': 'ottobre', 'month.11': 'novembre', 'month.12': 'dicembre',
  'fix-all.rule': 'Correggi tutti i {count} problemi di {rule}',
  'fix-all.titled': '{title} in tutti ({count})',
  'fix-all.count': 'Correggi tutti i {count}',

  // --- action-item ---
  'action-item.message': 'L’azione «{text}» {problems}. Previsto: {expected}.',
  'action-item.missing.owner': 'non ha un responsabile',
  'action-item.missing.tracking': 'non ha né un riferimento di tracciamento né una scadenza',
  'action-item.missing.both': 'non ha né un responsabile, né un riferimento di tracciamento, né una scadenza',
  'action-item.no-verb': 'non inizia con un verbo',
  'action-item.expect.verb': 'un’azione che inizi con un verbo («Aggiungere …», «Avvisare su …»)',
  'action-item.expect.owner': 'un responsabile (@nome o la colonna «Responsabile»)',
  'action-item.expect.tracking': 'un link, il numero di un ticket o una scadenza',

  // --- blameless-language ---
  'blameless-language.blame': '«{text}» attribuisce una colpa. {suggestion}',
  'blameless-language.hindsight': '«{text}» giudica col senno di poi. {suggestion}',
  'blameless-language.person': '«{text}» indica una persona come causa. Descrivete il ruolo e l’azione, e le condizioni che l’hanno resa possibile.',
  'blameless-language.suggestion': 'Descrivete invece i fattori che hanno contribuito.',

  // --- date-format ---
  'date-format.bad-year': '{raw} non è una data valida: l’anno {year} ha {digits} cifre. Previsto: un anno di 4 cifre.',
  'date-format.no-day': '{raw} non è una data valida: {month} non ha il giorno {day}.',
  'date-format.no-month': '{raw} non è una data valida: non esiste il mese {month}.',

  // --- duration-mismatch ---
  'duration-mismatch.window': '«{text}» non corrisponde all’intervallo {from} – {to}, che dura {duration}. Previsto: una durata di circa {duration}, oppure un intervallo corretto.',
  'duration-mismatch.timeline': '«{text}» non corrisponde alla cronologia: nessuna coppia dei suoi orari dista {duration}{closest}{metric}. Previsto: una durata in accordo con la cronologia.',
  'duration-mismatch.closest': '; la più vicina è {duration} ({from} → {to})',
  'duration-mismatch.metric': ' (tempo tra {from} e {to}: {duration})',
  'duration-mismatch.bound': '«{text}» non corrisponde alla cronologia{metric}. Previsto: una durata in accordo con la cronologia.',
  'duration-mismatch.gap': 'L’intervallo {from} – {to} UTC cade in giorni che la cronologia non copre: le voci più vicine sono alle {before} e alle {after} UTC. Previsto: date dell’intervallo in accordo con la cronologia.',
  'duration-mismatch.outside': 'L’intervallo {from} – {to} UTC è fuori dalla cronologia, che va da {start} a {end} UTC. Previsto: date dell’intervallo in accordo con la cronologia.',

  // --- front-matter ---
  'front-matter.not-mapping': 'Il front matter deve essere una mappa di chiavi e valori.',
  'front-matter.invalid': 'Il front matter non è {format} valido: {detail}',

  // --- future-time ---
  'future-time.after-now': '{time} è nel futuro{inherited}. Previsto: un orario passato; controllate anno, mese e giorno.',
  'future-time.after-modified': '{time} è successivo all’ultima modifica del documento ({key}: {date}){inherited}. Previsto: un orario passato; controllate anno, mese e giorno.',
  'future-time.inherited': ' (la data è ripresa da una riga precedente)',

  // --- incident-date ---
  'incident-date.none': 'Nessuna data dell’incidente trovata. Previsto: una data completa (AAAA-MM-GG) nel front matter, nel titolo o nella cronologia.',
  'incident-date.no-year': 'La data dell’incidente {raw} non ha l’anno. Prevista: una data completa con l’anno ({raw} AAAA o AAAA-MM-GG).',
  'incident-date.timeline': 'La data dell’incidente {date} dista {days} giorni dalla cronologia, le cui voci datate vanno dal {from} al {to}. Previsto: la data in cui è avvenuto l’incidente.',

  // --- milestone-order ---
  'milestone-order.point': '{milestone} ({time}, riga {line})',
  'milestone-order.order': 'Tappe fuori ordine: {later} viene prima di {earlier}, mentre {first} dovrebbe precedere {second}. Controllate gli orari, o le parole che segnano le tappe.',
  'milestone-order.key-event': 'Questo evento chiave indica {time} per {milestone}, ma la cronologia indica {timelineTime} (riga {line}), {gap} {direction}. Previsto: lo stesso orario in entrambi i punti.',
  'milestone-order.front-matter': 'Il front matter indica {time} per {milestone}, ma la cronologia indica {timelineTime} (riga {line}), {gap} {direction}. Previsto: lo stesso orario in entrambi i punti.',
  'milestone-order.earlier': 'prima',
  'milestone-order.later': 'dopo',

  // --- parse-limit ---
  'parse-limit.reason.long-line': 'una riga di più di {n} caratteri',
  'parse-limit.reason.deep-nesting': 'marcatori di elenco o di citazione annidati per più di {n} livelli in una stessa riga',
  'parse-limit.reason.deep-indent': 'una riga rientrata di più di {n} colonne',
  'parse-limit.reason.many-cells': 'più di {n} separatori di celle di tabella in una stessa riga',
  'parse-limit.reason.large-block': 'un blocco di più di {lines} righe o {kb} KB',
  'parse-limit.reason.large-front-matter': 'un front matter di più di {kb} KB',
  'parse-limit.line': 'Riga {line}',
  'parse-limit.lines': 'Righe {from}–{to}',
  'parse-limit.parts.one': '{lines} è stata letta in parti di circa {n} righe',
  'parse-limit.parts.many': '{lines} sono state lette in parti di circa {n} righe',
  'parse-limit.front-matter.one': '{lines} (front matter) non è stata letta come YAML o TOML',
  'parse-limit.front-matter.many': '{lines} (front matter) non sono state lette come YAML o TOML',
  'parse-limit.plain.one': '{lines} è stata letta come testo semplice',
  'parse-limit.plain.many': '{lines} sono state lette come testo semplice',
  'parse-limit.sentence': '{what}: {reason}, che il parser Markdown legge troppo lentamente.',
  'parse-limit.more.one': 'Lo stesso in {n} altro punto ({list}).',
  'parse-limit.more.many': 'Lo stesso in altri {n} punti ({list}).',

  // --- required-section ---
  'required-section.one': 'Manca una sezione obbligatoria: {list}. Prevista una sezione come {heading}.',
  'required-section.many': 'Mancano sezioni obbligatorie: {list}. Previste sezioni come {headings}.',
  'required-section.fix.one': 'Aggiungi una sezione {heading}',
  'required-section.fix.many': 'Aggiungi le sezioni mancanti ({list})',

  // --- section-empty ---
  'section-empty.message': 'La sezione «{title}» è vuota: scrivete cosa deve dire ({kind}), oppure togliete il segnaposto.',
  'section-empty.heading': 'La sezione «{title}» è vuota: sotto il titolo non c’è nulla. Scrivetela oppure togliete il titolo.',
  'section-empty.placeholder': 'La sezione «{title}» contiene solo un segnaposto. Scrivetela oppure togliete il titolo.',

  // --- time-format ---
  'time-format.meridiem-on-24h': '{value} non è un orario valido: un orario nel formato 24 ore non prende AM/PM. Previsto: {corrected}.',
  'time-format.meridiem-zero': '{value} non è un orario valido: nel formato 12 ore le ore vanno da 1 a 12. Previsto: 12:{minute} {meridiem} oppure un orario nel formato 24 ore.',
  'time-format.meridiem-conflict': '{value} non è un orario valido: l’ora {hour} contraddice {meridiem}. Previsto: un orario nel formato 24 ore senza AM/PM, oppure nel formato 12 ore tra 1 e 12.',
  'time-format.hour-range': '{value} non è un orario valido: le ore vanno da 00 a 23.',
  'time-format.minute-range': '{value} non è un orario valido: i minuti vanno da 00 a 59.',
  'time-format.second-range': '{value} non è un orario valido: i secondi vanno da 00 a 59.',
  'time-format.fix': 'Cambia in {corrected}',

  // --- timeline-missing ---
  'timeline-missing.message': 'Nessuna cronologia trovata. Prevista una sezione «Cronologia» con una voce per evento e il suo orario UTC.',
  'timeline-missing.fix': 'Inserisci una sezione «Cronologia»',

  // --- timeline-order ---
  'timeline-order.next-day': '{time} è precedente alla voce prima ({previous}, riga {line}): letta come il giorno dopo (la cronologia supera la mezzanotte senza data). Scrivete la data su questa voce.',
  'timeline-order.next-day.dated': '{time} è precedente alla voce prima ({previous}, riga {line}): letta come il giorno dopo, {date} (la cronologia supera la mezzanotte senza data). Scrivete la data su questa voce.',
  'timeline-order.crossing': '{time} è precedente alla voce prima ({previous}, riga {line}): sembra un passaggio della mezzanotte. Scrivete la data su questa voce.',
  'timeline-order.crossing.dated': '{time} è precedente alla voce prima ({previous}, riga {line}): sembra un passaggio della mezzanotte. Prevista la data {date} su questa voce.',
  'timeline-order.earlier': '{time} è precedente alla voce prima ({previous}, riga {line}). Previste voci in ordine cronologico.',
  'timeline-order.later': '{time} è successiva alla voce prima ({previous}, riga {line}), in una cronologia scritta dalla più recente alla più vecchia. Prevista ogni voce precedente a quella sopra.',
  'timeline-order.fix.date': 'Inserisci la data {date}',
  'timeline-order.fix.date-run': 'Inserisci la data {date} sulle {n} voci di questo giorno',
  'timeline-order.fix.sort': 'Ordina le voci della cronologia',

  // --- timezone-label ---
  'timezone-label.season': '{label} non vale il {date}: {zone} è allora in {expected} ({offset}). Previsto: {expected}.',
  'timezone-label.conversion': '{written} non corrisponde a {time}: {time} equivale a {want} ({label} è {offset}). Previsto: {want}.',
  'timezone-label.fix.label': 'Sostituisci {label} con {expected}',
  'timezone-label.fix.conversion': 'Cambia in {time}',

  // --- timezone-missing ---
  'timezone-missing.message': '{value} non ha un fuso orario e il documento non ne dichiara nessuno. Previsto un fuso come {zone}.',
  'timezone-missing.run': '{count} orari della cronologia, da {value} in poi, non hanno un fuso orario e il documento non ne dichiara nessuno. Previsto un fuso come {zone}.',
  'timezone-missing.fix': 'Aggiungi {zone}',
  'timezone-missing.group': 'Nessun fuso orario, e il documento non ne dichiara nessuno. Previsto un fuso come {zone}.',

  // --- timezone-not-utc ---
  'timezone-not-utc.explicit': '{time} è in {zone}; gli orari della cronologia dovrebbero essere in UTC.',
  'timezone-not-utc.explicit.converted': '{time} è in {zone}; gli orari della cronologia dovrebbero essere in UTC. Previsto: {utc}.',
  'timezone-not-utc.declared': 'Gli orari della cronologia sono dichiarati in {zone}; dovrebbero essere in UTC.',
  'timezone-not-utc.fix': 'Converti in {utc}',
  'timezone-not-utc.group': 'Orari in {zone}; gli orari della cronologia dovrebbero essere in UTC.',

  // --- weekday-mismatch ---
  'weekday-mismatch.message': '{written} non corrisponde al {date}{inferred}, che è {weekday}. Previsto: {expected}, oppure una data corretta.',
  'weekday-mismatch.inferred': ' (anno {year} ripreso dal documento)',
  'weekday-mismatch.fix': 'Sostituisci {written} con {expected}',
};
