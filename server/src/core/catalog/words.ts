/**
 * Month and weekday names, locale words: derived from the language modules (locale/en.ts, fr.ts, …),
 * English first. Kept under these names for the code that reads them.
 */
export { LOCALE_MARKERS, MONTHS, PLACEHOLDERS, WEEKDAYS } from '../locale/index.js';
