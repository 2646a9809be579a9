/**
 * Whether the document is written in a language the analysis does not read. Section names, month
 * names and the words the rules look for exist only for the languages of `core/locale/`; in a
 * document in another language (Polish, Czech…) a missing section or date is one the analysis cannot
 * see, so the rules about missing content say nothing rather than guess.
 */
import { LOCALE_MARKERS } from '../catalog/words.js';
import type { Postmortem } from '../types.js';

/** Lines read (as the locale vote reads), and the words needed before the test says anything. */
const LINES = 400;
const CHARS = 40_000;
const MIN_WORDS = 50;
/**
 * The share of the detected language's marker words ("the", "and", "was"…) below which the text is
 * not in that language. Prose in a language we read has 7–25 % of them (5 % in a page of terse table
 * notes); a document in another language written in Latin letters 0–4 % (Afrikaans shares "is" with
 * English).
 */
const MIN_MARKER_SHARE = 0.045;

const MARKERS = new Map(Object.entries(LOCALE_MARKERS).map(([loc, words]) => [loc, new Set(words)]));
const WORD = /\p{L}[\p{L}']+/gu;

export function unreadLanguage(model: Pick<Postmortem, 'lines' | 'code' | 'locale'>): boolean {
  const markers = MARKERS.get(model.locale);
  // Languages told by their script (Japanese, Chinese, Korean) are read whenever they are detected.
  if (!markers || markers.size === 0) return false;
  let words = 0; let marked = 0; let used = 0;
  for (let i = 0; i < model.lines.length && i < LINES && used < CHARS; i++) {
    const line = model.lines[i]!;
    used += line.length + 1;
    if (model.code[i]) continue;
    // HTML tags are no words of the text ("<tr><td>", a table's markup).
    for (const w of line.slice(0, CHARS).replace(/<\/?[a-z][^<>]{0,200}>/gi, ' ').toLowerCase().match(WORD) ?? []) {
      words++;
      if (markers.has(w)) marked++;
    }
  }
  return words >= MIN_WORDS && marked < MIN_MARKER_SHARE * words;
}
