/**
 * French messages: every id of the English table (en.ts), with the same placeholders. French typography:
 * « … » quotes, a space before « : ; ? ! ». Rule ids, times, dates and zone labels are parameters and stay as written.
 */
import type { MessageTable } from './en.js';

export const FR_MESSAGES: MessageTable = {
  // --- Shared words ---
  'list.and': 'et',
  quote: '« {text} »',
  'milestone.start': 'le début',
  'milestone.detected': 'la détection',
  'milestone.acknowledged': 'la prise en charge',
  'milestone.mitigated': 'l’atténuation',
  'milestone.resolved': 'la résolution',
  'month.1': 'janvier', 'month.2': 'février', 'month.3': 'mars', 'month.4': 'avril', 'month.5': 'mai', 'month.6': 'juin',
  'month.7': 'juillet', 'month.8': 'août', 'month.9': 'septembre', 'month.10': 'octobre', 'month.11': 'novembre', 'month.12': 'décembre',
  'fix-all.rule': 'Corriger les {count} problèmes {rule}',
  'fix-all.titled': '{title} partout ({count})',
  'fix-all.count': 'Corriger les {count}',

  // --- action-item ---
  'action-item.message': 'L’action « {text} » {problems}. Attendu : {expected}.',
  'action-item.missing.owner': 'n’a pas de responsable',
  'action-item.missing.tracking': 'n’a ni référence de suivi ni échéance',
  'action-item.missing.both': 'n’a ni responsable, ni référence de suivi, ni échéance',
  'action-item.no-verb': 'ne commence pas par un verbe',
  'action-item.expect.verb': 'une action qui commence par un verbe (« Ajouter … », « Alerter sur … »)',
  'action-item.expect.owner': 'un responsable (@nom ou la colonne « Responsable »)',
  'action-item.expect.tracking': 'un lien, un numéro de ticket ou une échéance',

  // --- blameless-language ---
  'blameless-language.blame': '« {text} » désigne un coupable. {suggestion}',
  'blameless-language.hindsight': '« {text} » juge après coup. {suggestion}',
  'blameless-language.person': '« {text} » désigne une personne comme cause. Décrivez le rôle et l’action, puis les conditions qui l’ont rendue possible.',
  'blameless-language.suggestion': 'Décrivez plutôt les facteurs qui ont contribué à l’incident.',

  // --- date-format ---
  'date-format.bad-year': '{raw} n’est pas une date valide : l’année {year} a {digits} chiffres. Attendu : une année à 4 chiffres.',
  'date-format.no-day': '{raw} n’est pas une date valide : le {day} {month} n’existe pas.',
  'date-format.no-month': '{raw} n’est pas une date valide : il n’y a pas de mois {month}.',

  // --- duration-mismatch ---
  'duration-mismatch.window': '« {text} » ne correspond pas à la plage {from} – {to}, qui dure {duration}. Attendu : une durée d’environ {duration}, ou une plage corrigée.',
  'duration-mismatch.timeline': '« {text} » ne correspond pas à la chronologie : aucune paire de ses heures n’est séparée de {duration}{closest}{metric}. Attendu : une durée en accord avec la chronologie.',
  'duration-mismatch.bound': '« {text} » ne correspond pas à la chronologie{metric}. Attendu : une durée en accord avec la chronologie.',
  'duration-mismatch.closest': ' ; l’écart le plus proche est de {duration} ({from} → {to})',
  'duration-mismatch.metric': ' (durée entre {from} et {to} : {duration})',
  'duration-mismatch.gap': 'La plage {from} – {to} UTC tombe sur des jours que la chronologie ne couvre pas : ses entrées les plus proches sont à {before} et {after} UTC. Attendu : des dates de plage en accord avec la chronologie.',
  'duration-mismatch.outside': 'La plage {from} – {to} UTC est en dehors de la chronologie, qui va de {start} à {end} UTC. Attendu : des dates de plage en accord avec la chronologie.',

  // --- front-matter ---
  'front-matter.not-mapping': 'Le front matter doit être une table de clés et de valeurs.',
  'front-matter.invalid': 'Le front matter n’est pas du {format} valide : {detail}',

  // --- future-time ---
  'future-time.after-now': '{time} est dans le futur{inherited}. Attendu : une heure passée ; vérifiez l’année, le mois et le jour.',
  'future-time.after-modified': '{time} est postérieur à la dernière modification du document ({key} : {date}){inherited}. Attendu : une heure passée ; vérifiez l’année, le mois et le jour.',
  'future-time.inherited': ' (date reprise d’une ligne précédente)',

  // --- incident-date ---
  'incident-date.none': 'Aucune date d’incident trouvée. Attendu : une date complète (AAAA-MM-JJ) dans le front matter, le titre ou la chronologie.',
  'incident-date.no-year': 'La date d’incident {raw} n’a pas d’année. Attendu : une date complète avec son année ({raw} AAAA ou AAAA-MM-JJ).',
  'incident-date.timeline': 'La date de l’incident {date} est à {days} jours de la chronologie, dont les entrées datées vont du {from} au {to}. Attendu : la date à laquelle l’incident a eu lieu.',

  // --- milestone-order ---
  'milestone-order.point': '{milestone} ({time}, ligne {line})',
  'milestone-order.order': 'Jalons dans le désordre : {later} arrive avant {earlier}, alors que {first} précède {second}. Vérifiez les heures, ou les mots qui marquent les jalons.',
  'milestone-order.key-event': 'Cet événement clé situe {milestone} à {time}, mais la chronologie indique {timelineTime} (ligne {line}), {gap} {direction}. Attendu : la même heure aux deux endroits.',
  'milestone-order.front-matter': 'Le front matter situe {milestone} à {time}, mais la chronologie indique {timelineTime} (ligne {line}), {gap} {direction}. Attendu : la même heure aux deux endroits.',
  'milestone-order.earlier': 'plus tôt',
  'milestone-order.later': 'plus tard',

  // --- parse-limit ---
  'parse-limit.reason.long-line': 'une ligne de plus de {n} caractères',
  'parse-limit.reason.deep-nesting': 'des marqueurs de liste ou de citation imbriqués sur plus de {n} niveaux dans une même ligne',
  'parse-limit.reason.deep-indent': 'une ligne indentée de plus de {n} colonnes',
  'parse-limit.reason.many-cells': 'plus de {n} séparateurs de cellules de tableau dans une même ligne',
  'parse-limit.reason.large-block': 'un bloc de plus de {lines} lignes ou {kb} Ko',
  'parse-limit.reason.large-front-matter': 'un front matter de plus de {kb} Ko',
  'parse-limit.line': 'Ligne {line}',
  'parse-limit.lines': 'Lignes {from}–{to}',
  'parse-limit.parts.one': '{lines} lue par parties d’environ {n} lignes',
  'parse-limit.parts.many': '{lines} lues par parties d’environ {n} lignes',
  'parse-limit.front-matter.one': '{lines} (front matter) non lue comme du YAML ou du TOML',
  'parse-limit.front-matter.many': '{lines} (front matter) non lues comme du YAML ou du TOML',
  'parse-limit.plain.one': '{lines} lue comme du texte brut',
  'parse-limit.plain.many': '{lines} lues comme du texte brut',
  'parse-limit.sentence': '{what} : {reason}, que l’analyseur Markdown lit trop lentement.',
  'parse-limit.more.one': 'De même à {n} autre endroit ({list}).',
  'parse-limit.more.many': 'De même à {n} autres endroits ({list}).',

  // --- required-section ---
  'required-section.one': 'Section obligatoire absente : {list}. Ajoutez une section {heading}.',
  'required-section.many': 'Sections obligatoires absentes : {list}. Ajoutez les sections {headings}.',
  'required-section.fix.one': 'Ajouter une section {heading}',
  'required-section.fix.many': 'Ajouter les sections manquantes ({list})',

  // --- section-empty ---
  'section-empty.message': 'La section « {title} » est vide : écrivez ce qu’elle doit dire ({kind}), ou retirez le texte provisoire.',
  'section-empty.heading': 'La section « {title} » est vide : rien ne suit son titre. Écrivez-la ou retirez le titre.',
  'section-empty.placeholder': 'La section « {title} » ne contient qu’un texte provisoire. Écrivez-la ou retirez le titre.',

  // --- time-format ---
  'time-format.meridiem-on-24h': '{value} n’est pas une heure valide : une heure sur 24 h ne prend pas de AM/PM. Attendu : {corrected}.',
  'time-format.meridiem-zero': '{value} n’est pas une heure valide : sur 12 h, les heures vont de 1 à 12. Attendu : 12:{minute} {meridiem} ou une heure sur 24 h.',
  'time-format.meridiem-conflict': '{value} n’est pas une heure valide : l’heure {hour} contredit {meridiem}. Attendu : une heure sur 24 h sans AM/PM, ou une heure sur 12 h entre 1 et 12.',
  'time-format.hour-range': '{value} n’est pas une heure valide : les heures vont de 00 à 23.',
  'time-format.minute-range': '{value} n’est pas une heure valide : les minutes vont de 00 à 59.',
  'time-format.second-range': '{value} n’est pas une heure valide : les secondes vont de 00 à 59.',
  'time-format.fix': 'Remplacer par {corrected}',

  // --- timeline-missing ---
  'timeline-missing.message': 'Aucune chronologie trouvée. Attendu : une section « Chronologie » avec une entrée par événement et son heure UTC.',
  'timeline-missing.fix': 'Insérer une section « Chronologie »',

  // --- timeline-order ---
  'timeline-order.next-day': '{time} est antérieure à l’entrée précédente ({previous}, ligne {line}) : lue comme le lendemain (la chronologie passe minuit sans date). Indiquez la date sur cette entrée.',
  'timeline-order.next-day.dated': '{time} est antérieure à l’entrée précédente ({previous}, ligne {line}) : lue comme le lendemain, {date} (la chronologie passe minuit sans date). Indiquez la date sur cette entrée.',
  'timeline-order.crossing': '{time} est antérieure à l’entrée précédente ({previous}, ligne {line}) : la chronologie semble passer minuit. Indiquez la date sur cette entrée.',
  'timeline-order.crossing.dated': '{time} est antérieure à l’entrée précédente ({previous}, ligne {line}) : la chronologie semble passer minuit. Attendu : la date {date} sur cette entrée.',
  'timeline-order.earlier': '{time} est antérieure à l’entrée précédente ({previous}, ligne {line}). Attendu : des entrées dans l’ordre chronologique.',
  'timeline-order.later': '{time} est postérieure à l’entrée précédente ({previous}, ligne {line}), dans une chronologie écrite du plus récent au plus ancien. Attendu : chaque entrée antérieure à celle du dessus.',
  'timeline-order.fix.date': 'Insérer la date {date}',
  'timeline-order.fix.date-run': 'Insérer la date {date} sur les {n} entrées de ce jour',
  'timeline-order.fix.sort': 'Trier les entrées de la chronologie',

  // --- timezone-label ---
  'timezone-label.season': '{label} ne s’applique pas le {date} : {zone} est alors en {expected} ({offset}). Attendu : {expected}.',
  'timezone-label.conversion': '{written} ne correspond pas à {time} : {time} correspond à {want} ({label} est à {offset}). Attendu : {want}.',
  'timezone-label.fix.label': 'Remplacer {label} par {expected}',
  'timezone-label.fix.conversion': 'Remplacer par {time}',

  // --- timezone-missing ---
  'timezone-missing.message': '{value} n’a pas de fuseau horaire et le document n’en déclare aucun. Attendu : un fuseau comme {zone}.',
  'timezone-missing.run': '{count} heures de la chronologie, à partir de {value}, n’ont pas de fuseau horaire et le document n’en déclare aucun. Attendu : un fuseau comme {zone}.',
  'timezone-missing.fix': 'Ajouter {zone}',
  'timezone-missing.group': 'Pas de fuseau horaire, et le document n’en déclare aucun. Attendu : un fuseau comme {zone}.',

  // --- timezone-not-utc ---
  'timezone-not-utc.explicit': '{time} est en {zone} ; les heures de la chronologie doivent être en UTC.',
  'timezone-not-utc.explicit.converted': '{time} est en {zone} ; les heures de la chronologie doivent être en UTC. Attendu : {utc}.',
  'timezone-not-utc.declared': 'Les heures de la chronologie sont déclarées en {zone} ; elles doivent être en UTC.',
  'timezone-not-utc.fix': 'Convertir en {utc}',
  'timezone-not-utc.group': 'Heures en {zone} ; les heures de la chronologie doivent être en UTC.',

  // --- weekday-mismatch ---
  'weekday-mismatch.message': '{written} ne correspond pas au {date}{inferred}, qui est un {weekday}. Attendu : {expected}, ou une date corrigée.',
  'weekday-mismatch.inferred': ' (année {year} reprise du document)',
  'weekday-mismatch.fix': 'Remplacer {written} par {expected}',
};
