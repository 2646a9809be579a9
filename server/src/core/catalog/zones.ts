/**
 * Zone abbreviations → the IANA zone whose rules define them, and which variant the label names.
 * No offsets are written here: they are read from the zone's rules through Intl (time/zone.ts).
 * Ambiguous abbreviations resolve to the most common meaning in incident reports (IST = India,
 * CST = US Central, GST = Gulf).
 */
import { escapeRegExp as esc, ONCE, pieceTrie, wordTrie } from '../text.js';

export interface ZoneAbbreviation { iana: string; variant: 'standard' | 'daylight' | 'generic' }

export const ZONE_ABBREVIATIONS: Record<string, ZoneAbbreviation> = {
  PST: { iana: 'America/Los_Angeles', variant: 'standard' },
  PDT: { iana: 'America/Los_Angeles', variant: 'daylight' },
  PT: { iana: 'America/Los_Angeles', variant: 'generic' },
  MST: { iana: 'America/Denver', variant: 'standard' },
  MDT: { iana: 'America/Denver', variant: 'daylight' },
  MT: { iana: 'America/Denver', variant: 'generic' },
  CST: { iana: 'America/Chicago', variant: 'standard' },
  CDT: { iana: 'America/Chicago', variant: 'daylight' },
  CT: { iana: 'America/Chicago', variant: 'generic' },
  EST: { iana: 'America/New_York', variant: 'standard' },
  EDT: { iana: 'America/New_York', variant: 'daylight' },
  ET: { iana: 'America/New_York', variant: 'generic' },
  // Atlantic Canada, and Newfoundland at half an hour past it.
  AST: { iana: 'America/Halifax', variant: 'standard' },
  ADT: { iana: 'America/Halifax', variant: 'daylight' },
  NST: { iana: 'America/St_Johns', variant: 'standard' },
  NDT: { iana: 'America/St_Johns', variant: 'daylight' },
  // Mexico City, as Mexican teams write it ("09:20 CDMX"): no daylight saving time since 2022.
  CDMX: { iana: 'America/Mexico_City', variant: 'generic' },
  AKST: { iana: 'America/Anchorage', variant: 'standard' },
  AKDT: { iana: 'America/Anchorage', variant: 'daylight' },
  HST: { iana: 'Pacific/Honolulu', variant: 'standard' },
  WET: { iana: 'Europe/Lisbon', variant: 'standard' },
  WEST: { iana: 'Europe/Lisbon', variant: 'daylight' },
  BST: { iana: 'Europe/London', variant: 'daylight' },
  CET: { iana: 'Europe/Paris', variant: 'standard' },
  CEST: { iana: 'Europe/Paris', variant: 'daylight' },
  EET: { iana: 'Europe/Athens', variant: 'standard' },
  EEST: { iana: 'Europe/Athens', variant: 'daylight' },
  MSK: { iana: 'Europe/Moscow', variant: 'standard' },
  GST: { iana: 'Asia/Dubai', variant: 'standard' },
  IST: { iana: 'Asia/Kolkata', variant: 'standard' },
  SGT: { iana: 'Asia/Singapore', variant: 'standard' },
  HKT: { iana: 'Asia/Hong_Kong', variant: 'standard' },
  CCT: { iana: 'Asia/Shanghai', variant: 'standard' },
  JST: { iana: 'Asia/Tokyo', variant: 'standard' },
  KST: { iana: 'Asia/Seoul', variant: 'standard' },
  AEST: { iana: 'Australia/Sydney', variant: 'standard' },
  AEDT: { iana: 'Australia/Sydney', variant: 'daylight' },
  ACST: { iana: 'Australia/Adelaide', variant: 'standard' },
  ACDT: { iana: 'Australia/Adelaide', variant: 'daylight' },
  AWST: { iana: 'Australia/Perth', variant: 'standard' },
  NZST: { iana: 'Pacific/Auckland', variant: 'standard' },
  NZDT: { iana: 'Pacific/Auckland', variant: 'daylight' },
  // Brazil's western zones: Amazon time (Manaus) and Acre time (Rio Branco), beside Brasília's.
  AMT: { iana: 'America/Manaus', variant: 'standard' },
  ACT: { iana: 'America/Rio_Branco', variant: 'standard' },
  BRT: { iana: 'America/Sao_Paulo', variant: 'standard' },
  ART: { iana: 'America/Argentina/Buenos_Aires', variant: 'standard' },
  COT: { iana: 'America/Bogota', variant: 'standard' },
  PET: { iana: 'America/Lima', variant: 'standard' },
  CLT: { iana: 'America/Santiago', variant: 'standard' },
  CLST: { iana: 'America/Santiago', variant: 'daylight' },
  UYT: { iana: 'America/Montevideo', variant: 'standard' },
  VET: { iana: 'America/Caracas', variant: 'standard' },
  PKT: { iana: 'Asia/Karachi', variant: 'standard' },
  WIB: { iana: 'Asia/Jakarta', variant: 'standard' },
  ICT: { iana: 'Asia/Bangkok', variant: 'standard' },
  PHT: { iana: 'Asia/Manila', variant: 'standard' },
  MYT: { iana: 'Asia/Kuala_Lumpur', variant: 'standard' },
  WITA: { iana: 'Asia/Makassar', variant: 'standard' },
  NPT: { iana: 'Asia/Kathmandu', variant: 'standard' },
  // Africa keeps one offset all year: South Africa, West, East and Central Africa.
  SAST: { iana: 'Africa/Johannesburg', variant: 'standard' },
  WAT: { iana: 'Africa/Lagos', variant: 'standard' },
  EAT: { iana: 'Africa/Nairobi', variant: 'standard' },
  CAT: { iana: 'Africa/Maputo', variant: 'standard' },
  // German writes Central European time as MEZ (Mitteleuropäische Zeit) and MESZ (… Sommerzeit).
  MEZ: { iana: 'Europe/Berlin', variant: 'standard' },
  MESZ: { iana: 'Europe/Berlin', variant: 'daylight' },
  // Canadian French: heure normale / avancée de l'Est, du Centre, des Rocheuses, du Pacifique, de l'Atlantique, de Terre-Neuve.
  HNE: { iana: 'America/Toronto', variant: 'standard' },
  HAE: { iana: 'America/Toronto', variant: 'daylight' },
  HNC: { iana: 'America/Winnipeg', variant: 'standard' },
  HAC: { iana: 'America/Winnipeg', variant: 'daylight' },
  HNR: { iana: 'America/Edmonton', variant: 'standard' },
  HAR: { iana: 'America/Edmonton', variant: 'daylight' },
  HNP: { iana: 'America/Vancouver', variant: 'standard' },
  HAP: { iana: 'America/Vancouver', variant: 'daylight' },
  HNA: { iana: 'America/Halifax', variant: 'standard' },
  HAA: { iana: 'America/Halifax', variant: 'daylight' },
  HNT: { iana: 'America/St_Johns', variant: 'standard' },
  HAT: { iana: 'America/St_Johns', variant: 'daylight' },
};

/**
 * The other zones an ambiguous abbreviation names: IST is also Irish (summer) and Israel Standard Time, CST also Mexico's
 * and China's, BST also Bangladesh's, AST also Arabia's. A conversion written beside it that fits one of them is not reported; in a document
 * of one of `locales`, its season is not checked either (Mexico and China keep CST all year).
 */
export const ZONE_ALTERNATIVES: Record<string, { iana: string; locales?: readonly string[]; unchecked?: true }[]> = {
  IST: [{ iana: 'Europe/Dublin' }, { iana: 'Asia/Jerusalem' }],
  CST: [{ iana: 'America/Mexico_City', locales: ['es'] }, { iana: 'Asia/Shanghai', locales: ['zh'] }],
  BST: [{ iana: 'Asia/Dhaka' }],
  // Arabia Standard Time has no summer time: AST in July may be Riyadh's, so its season is not checked.
  AST: [{ iana: 'Asia/Riyadh', unchecked: true }],
};

/**
 * Places that keep a zone's standard time all year: "Brisbane (AEST)" in December is right, where Sydney is on AEDT.
 * A standard label with one of these places written before it on its line is not season-checked.
 */
export const STANDARD_ALL_YEAR: Record<string, readonly string[]> = {
  AEST: ['Brisbane', 'Queensland', 'Gold Coast', 'Cairns', 'Townsville'],
  MST: ['Arizona', 'Phoenix', 'Tucson'],
  CST: ['Saskatchewan', 'Regina', 'Saskatoon', 'Mexico', 'México', 'CDMX', 'Guadalajara', 'Monterrey'],
  ACST: ['Darwin', 'Northern Territory', 'Alice Springs'],
};

/**
 * Zones named in words ("Pacific time", "Eastern Time", "hora peninsular"): generic labels, read with the zone's
 * rules for each date. Keys in upper case with single spaces. "Central European Time" is read as generic too: it is
 * written for the summer as well, and a generic reading is never wrong by an hour. Only names of a zone: "local
 * time", "Ortszeit", "hora local" name none.
 */
export const ZONE_NAMES: Record<string, string> = {
  // The US zones by their first word alone, as "All times Eastern" and "9:40 AM Pacific" write them.
  EASTERN: 'America/New_York',
  PACIFIC: 'America/Los_Angeles',
  MOUNTAIN: 'America/Denver',
  'PACIFIC TIME': 'America/Los_Angeles',
  'MOUNTAIN TIME': 'America/Denver',
  'CENTRAL TIME': 'America/Chicago',
  'EASTERN TIME': 'America/New_York',
  'CENTRAL EUROPEAN TIME': 'Europe/Paris',
  // The longer English names, and the country before the name ("US Eastern Time"). A standard or daylight name
  // is read as the generic zone too: never wrong by an hour, and the label rule stays quiet on it.
  'PACIFIC STANDARD TIME': 'America/Los_Angeles',
  'PACIFIC DAYLIGHT TIME': 'America/Los_Angeles',
  'US PACIFIC TIME': 'America/Los_Angeles',
  'MOUNTAIN STANDARD TIME': 'America/Denver',
  'MOUNTAIN DAYLIGHT TIME': 'America/Denver',
  'CENTRAL STANDARD TIME': 'America/Chicago',
  'CENTRAL DAYLIGHT TIME': 'America/Chicago',
  'US CENTRAL TIME': 'America/Chicago',
  'EASTERN STANDARD TIME': 'America/New_York',
  'EASTERN DAYLIGHT TIME': 'America/New_York',
  'US EASTERN TIME': 'America/New_York',
  // The country and the region alone ("All times are US Eastern"), as US teams write it.
  'US EASTERN': 'America/New_York',
  'US CENTRAL': 'America/Chicago',
  'US MOUNTAIN': 'America/Denver',
  'US PACIFIC': 'America/Los_Angeles',
  'ATLANTIC TIME': 'America/Halifax',
  'ALASKA TIME': 'America/Anchorage',
  'HAWAII TIME': 'Pacific/Honolulu',
  'CENTRAL EUROPEAN SUMMER TIME': 'Europe/Paris',
  'CENTRAL EUROPEAN STANDARD TIME': 'Europe/Paris',
  'EASTERN EUROPEAN TIME': 'Europe/Athens',
  'WESTERN EUROPEAN TIME': 'Europe/Lisbon',
  'BRITISH SUMMER TIME': 'Europe/London',
  'UK TIME': 'Europe/London',
  'MOSCOW TIME': 'Europe/Moscow',
  'INDIA STANDARD TIME': 'Asia/Kolkata',
  'SINGAPORE TIME': 'Asia/Singapore',
  'CHINA STANDARD TIME': 'Asia/Shanghai',
  'JAPAN STANDARD TIME': 'Asia/Tokyo',
  'JAPAN TIME': 'Asia/Tokyo',
  'KOREA STANDARD TIME': 'Asia/Seoul',
  'AUSTRALIAN EASTERN TIME': 'Australia/Sydney',
  'AUSTRALIAN EASTERN STANDARD TIME': 'Australia/Sydney',
  'AUSTRALIAN EASTERN DAYLIGHT TIME': 'Australia/Sydney',
  'BRASILIA TIME': 'America/Sao_Paulo',
  // A city and "time" or "local time", as teams in one place write it ("all times are Sydney local time").
  'SYDNEY TIME': 'Australia/Sydney',
  'SYDNEY LOCAL TIME': 'Australia/Sydney',
  'MELBOURNE TIME': 'Australia/Melbourne',
  'MELBOURNE LOCAL TIME': 'Australia/Melbourne',
  'AUCKLAND TIME': 'Pacific/Auckland',
  'NEW ZEALAND TIME': 'Pacific/Auckland',
  'LONDON TIME': 'Europe/London',
  'LONDON LOCAL TIME': 'Europe/London',
  'DUBLIN TIME': 'Europe/Dublin',
  'IRISH TIME': 'Europe/Dublin',
  'IRISH LOCAL TIME': 'Europe/Dublin',
  'UK LOCAL TIME': 'Europe/London',
  'NEWFOUNDLAND TIME': 'America/St_Johns',
  'ATLANTIC STANDARD TIME': 'America/Halifax',
  'NEWFOUNDLAND STANDARD TIME': 'America/St_Johns',
  'NEW YORK TIME': 'America/New_York',
  'TORONTO TIME': 'America/Toronto',
  'VANCOUVER TIME': 'America/Vancouver',
  'SEATTLE TIME': 'America/Los_Angeles',
  'SINGAPORE LOCAL TIME': 'Asia/Singapore',
  'TOKYO TIME': 'Asia/Tokyo',
  'BERLIN TIME': 'Europe/Berlin',
  'PARIS TIME': 'Europe/Paris',
  'AMSTERDAM TIME': 'Europe/Amsterdam',
  'BANGALORE TIME': 'Asia/Kolkata',
  // German ("in deutscher Zeit" after "in"), Spanish, Portuguese (Brazil), Italian and Dutch names of their zone.
  'DEUTSCHE ZEIT': 'Europe/Berlin',
  'DEUTSCHER ZEIT': 'Europe/Berlin',
  'MITTELEUROPÄISCHE ZEIT': 'Europe/Berlin',
  'MITTELEUROPÄISCHER ZEIT': 'Europe/Berlin',
  'HORA PENINSULAR': 'Europe/Madrid',
  // After a time, "h" stands for "hora": "hasta la 01:35 h peninsular".
  'H PENINSULAR': 'Europe/Madrid',
  'HORA OFICIAL PENINSULAR': 'Europe/Madrid',
  'HORÁRIO DE BRASÍLIA': 'America/Sao_Paulo',
  'HORA DE BRASÍLIA': 'America/Sao_Paulo',
  'ORA ITALIANA': 'Europe/Rome',
  'NEDERLANDSE TIJD': 'Europe/Amsterdam',
  // A zone named by its capital, as French, Spanish, Portuguese and Italian reports write it.
  'HEURE DE PARIS': 'Europe/Paris',
  'HEURE FRANÇAISE': 'Europe/Paris',
  'HEURE DE BRUXELLES': 'Europe/Brussels',
  'HORA DE MADRID': 'Europe/Madrid',
  'HORA DE LISBOA': 'Europe/Lisbon',
  'HORA DE PORTUGAL CONTINENTAL': 'Europe/Lisbon',
  'ORA DI ROMA': 'Europe/Rome',
  'HORA DE ESPAÑA': 'Europe/Madrid',
  'HEURE DE MONTRÉAL': 'America/Toronto',
  'HEURE DE GENÈVE': 'Europe/Zurich',
  'HEURE SUISSE': 'Europe/Zurich',
  // Latin America: the capital, the country, or Mexico's "hora del centro".
  'HORA DE BOGOTÁ': 'America/Bogota',
  'HORA DE BOGOTA': 'America/Bogota',
  'HORA DE COLOMBIA': 'America/Bogota',
  'HORA DE CIUDAD DE MÉXICO': 'America/Mexico_City',
  'HORA DE CIUDAD DE MEXICO': 'America/Mexico_City',
  'HORA DEL CENTRO DE MÉXICO': 'America/Mexico_City',
  'HORA DE MÉXICO': 'America/Mexico_City',
  'HORARIO DEL CENTRO DE MÉXICO': 'America/Mexico_City',
  'HORARIO DEL CENTRO': 'America/Mexico_City',
  'HORA DEL CENTRO': 'America/Mexico_City',
  'HORA DEL CENTRO DE MEXICO': 'America/Mexico_City',
  'HORA DE MEXICO': 'America/Mexico_City',
  'HORA DEL PERÚ': 'America/Lima',
  'HORA DE PERÚ': 'America/Lima',
  'HORA DE CARACAS': 'America/Caracas',
  'HORA DE VENEZUELA': 'America/Caracas',
  'HORA DE MONTEVIDEO': 'America/Montevideo',
  'HORA DE URUGUAY': 'America/Montevideo',
  'HORA DE QUITO': 'America/Guayaquil',
  'HORA DE ECUADOR': 'America/Guayaquil',
  'HORA DE COSTA RICA': 'America/Costa_Rica',
  'HORA DE GUATEMALA': 'America/Guatemala',
  'HORA DE CANARIAS': 'Atlantic/Canary',
  'HORA CANARIA': 'Atlantic/Canary',
  'HORA DE LIMA': 'America/Lima',
  'HORA DE BUENOS AIRES': 'America/Argentina/Buenos_Aires',
  'HORA DE ARGENTINA': 'America/Argentina/Buenos_Aires',
  'HORA DE SANTIAGO': 'America/Santiago',
  'HORA DE CHILE': 'America/Santiago',
  // Japanese, Chinese and Korean names (none of these zones has had daylight saving time since 1991).
  日本時間: 'Asia/Tokyo',
  日本標準時: 'Asia/Tokyo',
  北京时间: 'Asia/Shanghai',
  北京時間: 'Asia/Shanghai',
  中国标准时间: 'Asia/Shanghai',
  东八区: 'Asia/Shanghai',
  東八區: 'Asia/Shanghai',
  台灣時間: 'Asia/Taipei',
  臺灣時間: 'Asia/Taipei',
  台湾时间: 'Asia/Taipei',
  台北時間: 'Asia/Taipei',
  '한국 시간': 'Asia/Seoul',
  한국시간: 'Asia/Seoul',
  '한국 표준시': 'Asia/Seoul',
  한국표준시: 'Asia/Seoul',
};
// The plural and the Portuguese forms of a zone named by its place: "Horas de Lisboa", "horário de Lisboa", "heures de Paris".
for (const [k, iana] of Object.entries(ZONE_NAMES)) {
  const forms = k.startsWith('HORA DE ') ? ['HORAS DE ', 'HORÁRIO DE '] : k.startsWith('HEURE DE ') ? ['HEURES DE '] : [];
  for (const f of forms) ZONE_NAMES[f + k.slice(k.indexOf(' DE ') + 4)] ??= iana;
}

const byLength = (a: string, b: string) => b.length - a.length;
/** A word as the scanners match it: first letter either case, then lower case; or all capitals. */
const nameWord = (w: string) => `(?:[${w[0]}${w[0]!.toLowerCase()}]${esc(w.slice(1).toLowerCase())}|${esc(w)})`;

/**
 * The zone names, as the scanners match them (each word first letter either case, then lower case, or all capitals), as a
 * trie of their words, longest first.
 */
export const ZONE_NAME_PATTERN = `${ONCE}(?:${pieceTrie(Object.keys(ZONE_NAMES).sort(byLength).map((k) => k.split(' ').flatMap((w, i) => (i === 0 ? [nameWord(w)] : [' ', nameWord(w)]))))})${ONCE}`;

/** The zone names in any case, words apart by any space, as a trie (for case-insensitive patterns). */
export const ZONE_NAME_WORDS = wordTrie(Object.keys(ZONE_NAMES).map((k) => k.toLowerCase()), { flags: 'i', space: String.raw`\s+` });

/** The zone names written in an East Asian script, as a trie (a space may be left out: "한국시간"). */
export const EAST_ASIAN_ZONE_NAMES = wordTrie(Object.keys(ZONE_NAMES).filter((k) => !/^[A-Z]/.test(k)), { flags: 'u', space: String.raw`\s?` });

/** Labels that mean UTC itself. */
export const UTC_LABELS = ['UTC', 'GMT', 'Z', 'UT', 'ZULU'];
