/** Month and weekday names, locale words. Data only. */

/** Month name or abbreviation (lower case, no dot) → month number. */
export const MONTHS: Record<string, number> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6,
  july: 7, jul: 7, august: 8, aug: 8, september: 9, sept: 9, sep: 9, october: 10, oct: 10,
  november: 11, nov: 11, december: 12, dec: 12,
  janvier: 1, janv: 1, février: 2, fevrier: 2, févr: 2, fevr: 2, mars: 3, avril: 4, avr: 4, mai: 5, juin: 6,
  juillet: 7, juil: 7, août: 8, aout: 8, septembre: 9, octobre: 10, novembre: 11, décembre: 12, decembre: 12, déc: 12,
};

/** Weekday name → ISO weekday (1 = Monday). */
export const WEEKDAYS: Record<string, number> = {
  monday: 1, mon: 1, tuesday: 2, tue: 2, tues: 2, wednesday: 3, wed: 3, thursday: 4, thu: 4, thurs: 4,
  friday: 5, fri: 5, saturday: 6, sat: 6, sunday: 7, sun: 7,
  lundi: 1, mardi: 2, mercredi: 3, jeudi: 4, vendredi: 5, samedi: 6, dimanche: 7,
};

/** Frequent short words that tell the language of a text. */
export const LOCALE_MARKERS: Record<string, string[]> = {
  en: ['the', 'and', 'was', 'were', 'of', 'to', 'we', 'our', 'with', 'from', 'this', 'that', 'is'],
  fr: ['le', 'la', 'les', 'des', 'et', 'est', 'une', 'nous', 'pour', 'dans', 'sur', 'été', 'qui', 'du', 'au'],
};

/** Placeholders that do not count as section content. */
export const PLACEHOLDERS = ['tbd', 'todo', 'tba', 'n/a', '...', '…', 'à compléter', 'à venir', 'xxx', 'fixme'];
