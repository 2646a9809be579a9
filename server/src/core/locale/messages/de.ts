/**
 * German messages: every id of the English table (en.ts), with the same placeholders. German quotes („…“); rule
 * ids, times, dates and zone labels are parameters and stay as written.
 */
import type { MessageTable } from './en.js';

export const DE_MESSAGES: MessageTable = {
  // --- Shared words ---
  'list.and': 'und',
  quote: '„{text}“',
  'milestone.start': 'Beginn',
  'milestone.detected': 'Erkennung',
  'milestone.acknowledged': 'Übernahme',
  'milestone.mitigated': 'Eindämmung',
  'milestone.resolved': 'Behebung',
  'month.1': 'Januar', 'month.2': 'Februar', 'month.3': 'März', 'month.4': 'April', 'month.5': 'Mai', 'month.6': 'Juni',
  'month.7': 'Juli', 'month.8': 'August', 'month.9': 'September', 'month.10': 'Oktober', 'month.11': 'November', 'month.12': 'Dezember',
  'fix-all.rule': 'Alle {count} Probleme von {rule} beheben',
  'fix-all.titled': '{title} (alle {count})',
  'fix-all.count': 'Alle {count} beheben',

  // --- action-item ---
  'action-item.message': 'Der Aktionspunkt „{text}“ {problems}. Erwartet: {expected}.',
  'action-item.missing.owner': 'hat keine verantwortliche Person',
  'action-item.missing.tracking': 'hat weder Ticket noch Fälligkeitsdatum',
  'action-item.missing.both': 'hat weder eine verantwortliche Person noch Ticket oder Fälligkeitsdatum',
  'action-item.no-verb': 'beginnt nicht mit einem Verb',
  'action-item.expect.verb': 'eine Aufgabe, die mit einem Verb beginnt („Hinzufügen …“, „Alarm einrichten für …“)',
  'action-item.expect.owner': 'eine verantwortliche Person (@Name oder die Spalte „Verantwortlich“)',
  'action-item.expect.tracking': 'ein Link, eine Ticketnummer oder ein Fälligkeitsdatum',

  // --- blameless-language ---
  'blameless-language.blame': '„{text}“ weist Schuld zu. {suggestion}',
  'blameless-language.hindsight': '„{text}“ urteilt im Nachhinein. {suggestion}',
  'blameless-language.person': '„{text}“ nennt eine Person als Ursache. Beschreiben Sie die Rolle und die Handlung und die Bedingungen, die sie möglich machten.',
  'blameless-language.suggestion': 'Beschreiben Sie stattdessen die Faktoren, die beigetragen haben.',

  // --- date-format ---
  'date-format.bad-year': '{raw} ist kein gültiges Datum: Die Jahreszahl {year} hat {digits} Stellen. Erwartet: eine vierstellige Jahreszahl.',
  'date-format.no-day': '{raw} ist kein gültiges Datum: Der {month} hat keinen Tag {day}.',
  'date-format.no-month': '{raw} ist kein gültiges Datum: Es gibt keinen Monat {month}.',

  // --- duration-mismatch ---
  'duration-mismatch.window': '„{text}“ passt nicht zum Zeitraum {from} – {to}, der {duration} dauert. Erwartet: eine Dauer von etwa {duration} oder ein korrigierter Zeitraum.',
  'duration-mismatch.timeline': '„{text}“ passt nicht zum zeitlichen Ablauf: Keine zwei seiner Zeiten liegen {duration} auseinander{closest}{metric}. Erwartet: eine Dauer, die zum Ablauf passt.',
  'duration-mismatch.closest': '; am nächsten kommen {duration} ({from} → {to})',
  'duration-mismatch.metric': ' (Zeit zwischen {from} und {to}: {duration})',
  'duration-mismatch.bound': '„{text}“ passt nicht zum zeitlichen Ablauf{metric}. Erwartet: eine Dauer, die zum Ablauf passt.',
  'duration-mismatch.gap': 'Der Zeitraum {from} – {to} UTC fällt auf Tage, die der zeitliche Ablauf nicht abdeckt: Die nächsten Einträge liegen bei {before} und {after} UTC. Erwartet: Daten des Zeitraums, die zum Ablauf passen.',
  'duration-mismatch.outside': 'Der Zeitraum {from} – {to} UTC liegt außerhalb des zeitlichen Ablaufs, der von {start} bis {end} UTC reicht. Erwartet: Daten des Zeitraums, die zum Ablauf passen.',

  // --- front-matter ---
  'front-matter.not-mapping': 'Der Front Matter muss eine Zuordnung von Schlüsseln zu Werten sein.',
  'front-matter.invalid': 'Der Front Matter ist kein gültiges {format}: {detail}',

  // --- future-time ---
  'future-time.after-now': '{time} liegt in der Zukunft{inherited}. Erwartet: eine vergangene Zeit; prüfen Sie Jahr, Monat und Tag.',
  'future-time.after-modified': '{time} liegt nach der letzten Änderung des Dokuments ({key}: {date}){inherited}. Erwartet: eine vergangene Zeit; prüfen Sie Jahr, Monat und Tag.',
  'future-time.inherited': ' (das Datum stammt aus einer Zeile weiter oben)',

  // --- incident-date ---
  'incident-date.none': 'Kein Datum des Vorfalls gefunden. Erwartet: ein vollständiges Datum (JJJJ-MM-TT) im Front Matter, im Titel oder im zeitlichen Ablauf.',
  'incident-date.no-year': 'Das Datum des Vorfalls {raw} hat keine Jahreszahl. Erwartet: ein vollständiges Datum mit Jahr ({raw} JJJJ oder JJJJ-MM-TT).',
  'incident-date.timeline': 'Das Datum des Vorfalls {date} liegt {days} Tage vom zeitlichen Ablauf entfernt, dessen datierte Einträge von {from} bis {to} reichen. Erwartet: das Datum, an dem der Vorfall geschah.',

  // --- milestone-order ---
  'milestone-order.point': '{milestone} ({time}, Zeile {line})',
  'milestone-order.order': 'Meilensteine in falscher Reihenfolge: {later} kommt vor {earlier}, erwartet wird {first} vor {second}. Prüfen Sie die Zeiten oder die Wörter, die die Meilensteine markieren.',
  'milestone-order.key-event': 'Dieses Schlüsselereignis nennt für {milestone} {time}, der zeitliche Ablauf aber {timelineTime} (Zeile {line}), {gap} {direction}. Erwartet: an beiden Stellen dieselbe Zeit.',
  'milestone-order.front-matter': 'Der Front Matter nennt für {milestone} {time}, der zeitliche Ablauf aber {timelineTime} (Zeile {line}), {gap} {direction}. Erwartet: an beiden Stellen dieselbe Zeit.',
  'milestone-order.earlier': 'früher',
  'milestone-order.later': 'später',

  // --- parse-limit ---
  'parse-limit.reason.long-line': 'eine Zeile mit mehr als {n} Zeichen',
  'parse-limit.reason.deep-nesting': 'Listen- oder Zitatmarken, die in einer Zeile mehr als {n} Ebenen tief verschachtelt sind',
  'parse-limit.reason.deep-indent': 'eine Zeile, die um mehr als {n} Spalten eingerückt ist',
  'parse-limit.reason.many-cells': 'mehr als {n} Trennzeichen von Tabellenzellen in einer Zeile',
  'parse-limit.reason.large-block': 'ein Block mit mehr als {lines} Zeilen oder {kb} KB',
  'parse-limit.reason.large-front-matter': 'ein Front Matter mit mehr als {kb} KB',
  'parse-limit.line': 'Zeile {line}',
  'parse-limit.lines': 'Zeilen {from}–{to}',
  'parse-limit.parts.one': '{lines} wurde in Teilen von etwa {n} Zeilen gelesen',
  'parse-limit.parts.many': '{lines} wurden in Teilen von etwa {n} Zeilen gelesen',
  'parse-limit.front-matter.one': '{lines} (Front Matter) wurde nicht als YAML oder TOML gelesen',
  'parse-limit.front-matter.many': '{lines} (Front Matter) wurden nicht als YAML oder TOML gelesen',
  'parse-limit.plain.one': '{lines} wurde als einfacher Text gelesen',
  'parse-limit.plain.many': '{lines} wurden als einfacher Text gelesen',
  'parse-limit.sentence': '{what}: {reason}, was der Markdown-Parser zu langsam liest.',
  'parse-limit.more.one': 'Ebenso an {n} weiteren Stelle ({list}).',
  'parse-limit.more.many': 'Ebenso an {n} weiteren Stellen ({list}).',

  // --- required-section ---
  'required-section.one': 'Pflichtabschnitt fehlt: {list}. Erwartet: ein Abschnitt wie {heading}.',
  'required-section.many': 'Pflichtabschnitte fehlen: {list}. Erwartet: Abschnitte wie {headings}.',
  'required-section.fix.one': 'Abschnitt {heading} hinzufügen',
  'required-section.fix.many': 'Fehlende Abschnitte hinzufügen ({list})',

  // --- section-empty ---
  'section-empty.message': 'Der Abschnitt „{title}“ ist leer: Schreiben Sie, was er enthalten soll ({kind}), oder entfernen Sie den Platzhalter.',
  'section-empty.heading': 'Der Abschnitt „{title}“ ist leer: Unter der Überschrift steht nichts. Schreiben Sie ihn oder entfernen Sie die Überschrift.',
  'section-empty.placeholder': 'Der Abschnitt „{title}“ enthält nur einen Platzhalter. Schreiben Sie ihn oder entfernen Sie die Überschrift.',

  // --- time-format ---
  'time-format.meridiem-on-24h': '{value} ist keine gültige Uhrzeit: Eine 24-Stunden-Zeit hat kein AM/PM. Erwartet: {corrected}.',
  'time-format.meridiem-zero': '{value} ist keine gültige Uhrzeit: Bei 12-Stunden-Zeiten gehen die Stunden von 1 bis 12. Erwartet: 12:{minute} {meridiem} oder eine 24-Stunden-Zeit.',
  'time-format.meridiem-conflict': '{value} ist keine gültige Uhrzeit: Die Stunde {hour} widerspricht {meridiem}. Erwartet: eine 24-Stunden-Zeit ohne AM/PM oder eine 12-Stunden-Zeit mit Stunden von 1 bis 12.',
  'time-format.hour-range': '{value} ist keine gültige Uhrzeit: Die Stunden gehen von 00 bis 23.',
  'time-format.minute-range': '{value} ist keine gültige Uhrzeit: Die Minuten gehen von 00 bis 59.',
  'time-format.second-range': '{value} ist keine gültige Uhrzeit: Die Sekunden gehen von 00 bis 59.',
  'time-format.fix': 'Durch {corrected} ersetzen',

  // --- timeline-missing ---
  'timeline-missing.message': 'Kein zeitlicher Ablauf gefunden. Erwartet: ein Abschnitt „Zeitlicher Ablauf“ mit einem Eintrag je Ereignis und seiner Zeit in UTC.',
  'timeline-missing.fix': 'Abschnitt „Zeitlicher Ablauf“ einfügen',

  // --- timeline-order ---
  'timeline-order.next-day': '{time} liegt vor dem vorigen Eintrag ({previous}, Zeile {line}): als nächster Tag gelesen (der Ablauf überschreitet Mitternacht ohne Datum). Schreiben Sie das Datum an diesen Eintrag.',
  'timeline-order.next-day.dated': '{time} liegt vor dem vorigen Eintrag ({previous}, Zeile {line}): als nächster Tag gelesen, {date} (der Ablauf überschreitet Mitternacht ohne Datum). Schreiben Sie das Datum an diesen Eintrag.',
  'timeline-order.crossing': '{time} liegt vor dem vorigen Eintrag ({previous}, Zeile {line}): Das sieht nach einem Wechsel über Mitternacht aus. Schreiben Sie das Datum an diesen Eintrag.',
  'timeline-order.crossing.dated': '{time} liegt vor dem vorigen Eintrag ({previous}, Zeile {line}): Das sieht nach einem Wechsel über Mitternacht aus. Erwartet: das Datum {date} an diesem Eintrag.',
  'timeline-order.earlier': '{time} liegt vor dem vorigen Eintrag ({previous}, Zeile {line}). Erwartet: Einträge in zeitlicher Reihenfolge.',
  'timeline-order.later': '{time} liegt nach dem vorigen Eintrag ({previous}, Zeile {line}), in einem Ablauf, der mit dem neuesten Eintrag beginnt. Erwartet: jeder Eintrag früher als der darüber.',
  'timeline-order.fix.date': 'Datum {date} einfügen',
  'timeline-order.fix.date-run': 'Datum {date} bei den {n} Einträgen dieses Tages einfügen',
  'timeline-order.fix.sort': 'Einträge des Ablaufs sortieren',

  // --- timezone-label ---
  'timezone-label.season': '{label} gilt nicht am {date}: {zone} ist dann auf {expected} ({offset}). Erwartet: {expected}.',
  'timezone-label.conversion': '{written} ist nicht {time}: {time} entspricht {want} ({label} ist {offset}). Erwartet: {want}.',
  'timezone-label.fix.label': '{label} durch {expected} ersetzen',
  'timezone-label.fix.conversion': 'Durch {time} ersetzen',

  // --- timezone-missing ---
  'timezone-missing.message': '{value} hat keine Zeitzone, und das Dokument gibt keine an. Erwartet: eine Zeitzone wie {zone}.',
  'timezone-missing.run': '{count} Zeiten im Ablauf, ab {value}, haben keine Zeitzone, und das Dokument gibt keine an. Erwartet: eine Zeitzone wie {zone}.',
  'timezone-missing.fix': '{zone} anhängen',
  'timezone-missing.group': 'Keine Zeitzone, und das Dokument gibt keine an. Erwartet: eine Zeitzone wie {zone}.',

  // --- timezone-not-utc ---
  'timezone-not-utc.explicit': '{time} ist in {zone}; Zeiten im zeitlichen Ablauf sollten in UTC sein.',
  'timezone-not-utc.explicit.converted': '{time} ist in {zone}; Zeiten im zeitlichen Ablauf sollten in UTC sein. Erwartet: {utc}.',
  'timezone-not-utc.declared': 'Die Zeiten des Ablaufs sind in {zone} angegeben; sie sollten in UTC sein.',
  'timezone-not-utc.fix': 'In {utc} umrechnen',
  'timezone-not-utc.group': 'Zeiten in {zone}; Zeiten im zeitlichen Ablauf sollten in UTC sein.',

  // --- weekday-mismatch ---
  'weekday-mismatch.message': '{written} passt nicht zum {date}{inferred}, einem {weekday}. Erwartet: {expected} oder ein korrigiertes Datum.',
  'weekday-mismatch.inferred': ' (Jahr {year} aus dem Dokument übernommen)',
  'weekday-mismatch.fix': '{written} durch {expected} ersetzen',
};
