/**
 * Dutch messages: every id of the English table (en.ts), with the same placeholders. Curved quotes (“…”); rule ids,
 * times, dates and zone labels are parameters and stay as written.
 */
import type { MessageTable } from './en.js';

export const NL_MESSAGES: MessageTable = {
  // --- Shared words ---
  'list.and': 'en',
  quote: '“{text}”',
  'milestone.start': 'begin',
  'milestone.detected': 'detectie',
  'milestone.acknowledged': 'bevestiging',
  'milestone.mitigated': 'mitigatie',
  'milestone.resolved': 'oplossing',
  'month.1': 'januari', 'month.2': 'februari', 'month.3': 'maart', 'month.4': 'april', 'month.5': 'mei', 'month.6': 'juni',
  'month.7': 'juli', 'month.8': 'augustus', 'month.9': 'september', 'month.10': 'oktober', 'month.11': 'november', 'month.12': 'december',
  'fix-all.rule': 'Alle {count} problemen van {rule} oplossen',
  'fix-all.titled': '{title} bij alle {count}',
  'fix-all.count': 'Alle {count} oplossen',

  // --- action-item ---
  'action-item.message': 'Actiepunt “{text}” {problems}. Verwacht: {expected}.',
  'action-item.missing.owner': 'heeft geen eigenaar',
  'action-item.missing.tracking': 'heeft geen ticket of deadline',
  'action-item.missing.both': 'heeft geen eigenaar en geen ticket of deadline',
  'action-item.no-verb': 'begint niet met een werkwoord',
  'action-item.expect.verb': 'een actie die met een werkwoord begint (“Voeg … toe”, “Alarmeer bij …”)',
  'action-item.expect.owner': 'een eigenaar (@naam of de kolom “Eigenaar”)',
  'action-item.expect.tracking': 'een link, een ticketnummer of een deadline',

  // --- blameless-language ---
  'blameless-language.blame': '“{text}” wijst een schuldige aan. {suggestion}',
  'blameless-language.hindsight': '“{text}” oordeelt achteraf. {suggestion}',
  'blameless-language.person': '“{text}” noemt een persoon als oorzaak. Beschrijf de rol en de handeling, en de omstandigheden die haar mogelijk maakten.',
  'blameless-language.suggestion': 'Beschrijf in plaats daarvan de factoren die hebben bijgedragen.',

  // --- date-format ---
  'date-format.bad-year': '{raw} is geen geldige datum: het jaartal {year} heeft {digits} cijfers. Verwacht: een jaartal van 4 cijfers.',
  'date-format.no-day': '{raw} is geen geldige datum: {month} heeft geen dag {day}.',
  'date-format.no-month': '{raw} is geen geldige datum: er is geen maand {month}.',

  // --- duration-mismatch ---
  'duration-mismatch.window': '“{text}” past niet bij het tijdvak {from} – {to}, dat {duration} duurt. Verwacht: een duur van ongeveer {duration}, of een gecorrigeerd tijdvak.',
  'duration-mismatch.timeline': '“{text}” past niet bij de tijdlijn: geen twee van haar tijden liggen {duration} uit elkaar{closest}{metric}. Verwacht: een duur die klopt met de tijdlijn.',
  'duration-mismatch.closest': '; het dichtst in de buurt komt {duration} ({from} → {to})',
  'duration-mismatch.metric': ' (tijd tussen {from} en {to}: {duration})',
  'duration-mismatch.bound': '“{text}” past niet bij de tijdlijn{metric}. Verwacht: een duur die klopt met de tijdlijn.',
  'duration-mismatch.gap': 'Het tijdvak {from} – {to} UTC valt op dagen die de tijdlijn niet dekt: de dichtstbijzijnde items staan op {before} en {after} UTC. Verwacht: data van het tijdvak die kloppen met de tijdlijn.',
  'duration-mismatch.outside': 'Het tijdvak {from} – {to} UTC valt buiten de tijdlijn, die loopt van {start} tot {end} UTC. Verwacht: data van het tijdvak die kloppen met de tijdlijn.',

  // --- front-matter ---
  'front-matter.not-mapping': 'De front matter moet een verzameling sleutels en waarden zijn.',
  'front-matter.invalid': 'De front matter is geen geldige {format}: {detail}',

  // --- future-time ---
  'future-time.after-now': '{time} ligt in de toekomst{inherited}. Verwacht: een tijd in het verleden; controleer jaar, maand en dag.',
  'future-time.after-modified': '{time} ligt na de laatste wijziging van het document ({key}: {date}){inherited}. Verwacht: een tijd in het verleden; controleer jaar, maand en dag.',
  'future-time.inherited': ' (de datum komt van een regel erboven)',

  // --- incident-date ---
  'incident-date.none': 'Geen datum van het incident gevonden. Verwacht: een volledige datum (JJJJ-MM-DD) in de front matter, de titel of de tijdlijn.',
  'incident-date.no-year': 'De datum van het incident {raw} heeft geen jaartal. Verwacht: een volledige datum met jaartal ({raw} JJJJ of JJJJ-MM-DD).',
  'incident-date.timeline': 'De incidentdatum {date} ligt {days} dagen van de tijdlijn, waarvan de gedateerde items lopen van {from} tot {to}. Verwacht: de datum waarop het incident plaatsvond.',

  // --- milestone-order ---
  'milestone-order.point': '{milestone} ({time}, regel {line})',
  'milestone-order.order': 'Mijlpalen in de verkeerde volgorde: {later} staat vóór {earlier}, terwijl {first} vóór {second} hoort. Controleer de tijden, of de woorden die de mijlpalen aangeven.',
  'milestone-order.key-event': 'Deze kerngebeurtenis geeft {time} voor {milestone}, maar de tijdlijn geeft {timelineTime} (regel {line}), {gap} {direction}. Verwacht: op beide plaatsen dezelfde tijd.',
  'milestone-order.front-matter': 'De front matter geeft {time} voor {milestone}, maar de tijdlijn geeft {timelineTime} (regel {line}), {gap} {direction}. Verwacht: op beide plaatsen dezelfde tijd.',
  'milestone-order.earlier': 'eerder',
  'milestone-order.later': 'later',

  // --- parse-limit ---
  'parse-limit.reason.long-line': 'een regel van meer dan {n} tekens',
  'parse-limit.reason.deep-nesting': 'lijst- of citaattekens die op één regel meer dan {n} niveaus diep genest zijn',
  'parse-limit.reason.deep-indent': 'een regel die meer dan {n} kolommen inspringt',
  'parse-limit.reason.many-cells': 'meer dan {n} scheidingstekens van tabelcellen op één regel',
  'parse-limit.reason.large-block': 'een blok van meer dan {lines} regels of {kb} KB',
  'parse-limit.reason.large-front-matter': 'front matter van meer dan {kb} KB',
  'parse-limit.line': 'Regel {line}',
  'parse-limit.lines': 'Regels {from}–{to}',
  'parse-limit.parts.one': '{lines} is in delen van ongeveer {n} regels gelezen',
  'parse-limit.parts.many': '{lines} zijn in delen van ongeveer {n} regels gelezen',
  'parse-limit.front-matter.one': '{lines} (front matter) is niet als YAML of TOML gelezen',
  'parse-limit.front-matter.many': '{lines} (front matter) zijn niet als YAML of TOML gelezen',
  'parse-limit.plain.one': '{lines} is als platte tekst gelezen',
  'parse-limit.plain.many': '{lines} zijn als platte tekst gelezen',
  'parse-limit.sentence': '{what}: {reason}, wat de Markdown-parser te traag leest.',
  'parse-limit.more.one': 'Hetzelfde op nog {n} plaats ({list}).',
  'parse-limit.more.many': 'Hetzelfde op nog {n} plaatsen ({list}).',

  // --- required-section ---
  'required-section.one': 'Verplichte sectie ontbreekt: {list}. Verwacht: een sectie zoals {heading}.',
  'required-section.many': 'Verplichte secties ontbreken: {list}. Verwacht: secties zoals {headings}.',
  'required-section.fix.one': 'Sectie {heading} toevoegen',
  'required-section.fix.many': 'Ontbrekende secties toevoegen ({list})',

  // --- section-empty ---
  'section-empty.message': 'De sectie “{title}” is leeg: schrijf wat erin hoort ({kind}), of verwijder de tijdelijke tekst.',
  'section-empty.heading': 'De sectie “{title}” is leeg: onder de kop staat niets. Schrijf haar of verwijder de kop.',
  'section-empty.placeholder': 'De sectie “{title}” bevat alleen een tijdelijke tekst. Schrijf haar of verwijder de kop.',

  // --- time-format ---
  'time-format.meridiem-on-24h': '{value} is geen geldige tijd: een tijd in 24-uursnotatie krijgt geen AM/PM. Verwacht: {corrected}.',
  'time-format.meridiem-zero': '{value} is geen geldige tijd: in 12-uursnotatie lopen de uren van 1 tot 12. Verwacht: 12:{minute} {meridiem} of een tijd in 24-uursnotatie.',
  'time-format.meridiem-conflict': '{value} is geen geldige tijd: uur {hour} is in strijd met {meridiem}. Verwacht: een tijd in 24-uursnotatie zonder AM/PM, of in 12-uursnotatie van 1 tot 12.',
  'time-format.hour-range': '{value} is geen geldige tijd: de uren lopen van 00 tot 23.',
  'time-format.minute-range': '{value} is geen geldige tijd: de minuten lopen van 00 tot 59.',
  'time-format.second-range': '{value} is geen geldige tijd: de seconden lopen van 00 tot 59.',
  'time-format.fix': 'Wijzigen in {corrected}',

  // --- timeline-missing ---
  'timeline-missing.message': 'Geen tijdlijn gevonden. Verwacht: een sectie “Tijdlijn” met één regel per gebeurtenis en de tijd in UTC.',
  'timeline-missing.fix': 'Sectie “Tijdlijn” invoegen',

  // --- timeline-order ---
  'timeline-order.next-day': '{time} ligt vóór de vorige regel ({previous}, regel {line}): gelezen als de volgende dag (de tijdlijn gaat zonder datum over middernacht). Zet de datum bij deze regel.',
  'timeline-order.next-day.dated': '{time} ligt vóór de vorige regel ({previous}, regel {line}): gelezen als de volgende dag, {date} (de tijdlijn gaat zonder datum over middernacht). Zet de datum bij deze regel.',
  'timeline-order.crossing': '{time} ligt vóór de vorige regel ({previous}, regel {line}): dit lijkt een overgang over middernacht. Zet de datum bij deze regel.',
  'timeline-order.crossing.dated': '{time} ligt vóór de vorige regel ({previous}, regel {line}): dit lijkt een overgang over middernacht. Verwacht: de datum {date} bij deze regel.',
  'timeline-order.earlier': '{time} ligt vóór de vorige regel ({previous}, regel {line}). Verwacht: regels in volgorde van tijd.',
  'timeline-order.later': '{time} ligt na de vorige regel ({previous}, regel {line}), in een tijdlijn die met de nieuwste regel begint. Verwacht: elke regel eerder dan die erboven.',
  'timeline-order.fix.date': 'Datum {date} invoegen',
  'timeline-order.fix.date-run': 'Datum {date} invoegen bij de {n} regels van deze dag',
  'timeline-order.fix.sort': 'Regels van de tijdlijn sorteren',

  // --- timezone-label ---
  'timezone-label.season': '{label} geldt niet op {date}: {zone} staat dan op {expected} ({offset}). Verwacht: {expected}.',
  'timezone-label.conversion': '{written} is niet {time}: {time} is {want} ({label} is {offset}). Verwacht: {want}.',
  'timezone-label.fix.label': '{label} vervangen door {expected}',
  'timezone-label.fix.conversion': 'Wijzigen in {time}',

  // --- timezone-missing ---
  'timezone-missing.message': '{value} heeft geen tijdzone en het document noemt er geen. Verwacht: een tijdzone zoals {zone}.',
  'timezone-missing.run': '{count} tijden in de tijdlijn, vanaf {value}, hebben geen tijdzone en het document noemt er geen. Verwacht: een tijdzone zoals {zone}.',
  'timezone-missing.fix': '{zone} toevoegen',
  'timezone-missing.group': 'Geen tijdzone, en het document noemt er geen. Verwacht: een tijdzone zoals {zone}.',

  // --- timezone-not-utc ---
  'timezone-not-utc.explicit': '{time} is in {zone}; tijden in de tijdlijn horen in UTC te staan.',
  'timezone-not-utc.explicit.converted': '{time} is in {zone}; tijden in de tijdlijn horen in UTC te staan. Verwacht: {utc}.',
  'timezone-not-utc.declared': 'De tijden van de tijdlijn zijn in {zone} opgegeven; ze horen in UTC te staan.',
  'timezone-not-utc.fix': 'Omrekenen naar {utc}',
  'timezone-not-utc.group': 'Tijden in {zone}; tijden in de tijdlijn horen in UTC te staan.',

  // --- weekday-mismatch ---
  'weekday-mismatch.message': '{written} past niet bij {date}{inferred}, dat is een {weekday}. Verwacht: {expected}, of een gecorrigeerde datum.',
  'weekday-mismatch.inferred': ' (jaar {year} uit het document overgenomen)',
  'weekday-mismatch.fix': '{written} vervangen door {expected}',
};
