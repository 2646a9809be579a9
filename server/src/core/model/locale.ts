/** The locale pass and the day/month vote: document-wide readings from per-line word and date counts. */
import { LOCALE_MARKERS } from '../catalog/words.js';

/** Marker word → the locales it marks. */
const MARKER_LOCALES = new Map<string, string[]>();
for (const [loc, markers] of Object.entries(LOCALE_MARKERS)) for (const w of markers) MARKER_LOCALES.set(w, [...(MARKER_LOCALES.get(w) ?? []), loc]);

export interface MarkerCounts { en: number; fr: number }

/** How many English and French marker words a line has. */
export function markerCounts(line: string): MarkerCounts {
  const counts = { en: 0, fr: 0 };
  const re = /[\p{L}']+/gu;
  const lower = line.toLowerCase();
  let m: RegExpExecArray | null;
  while ((m = re.exec(lower)) !== null) {
    const locs = MARKER_LOCALES.get(m[0]);
    if (locs) for (const loc of locs) if (loc === 'en' || loc === 'fr') counts[loc]++;
  }
  return counts;
}

/** Lines and characters the locale vote reads. */
export const LOCALE_LINES = 400;
const LOCALE_CHARS = 40_000;

/**
 * The declared locale, else the one whose marker words are more frequent in the first 400 lines (at most
 * 40,000 characters of them). `counts[i]` is line i's counts (for the first 400 lines).
 */
export function detectLocale(lines: readonly string[], counts: readonly (MarkerCounts | undefined)[], fm: Record<string, unknown> | undefined): string {
  const declared = fm?.['lang'] ?? fm?.['locale'] ?? fm?.['language'];
  if (typeof declared === 'string' && /^(en|fr)/i.test(declared)) return declared.slice(0, 2).toLowerCase();
  let en = 0; let fr = 0; let used = 0;
  for (let i = 0; i < lines.length && i < LOCALE_LINES && used < LOCALE_CHARS; i++) {
    const text = lines[i]!;
    const room = LOCALE_CHARS - used;
    const c = text.length <= room ? counts[i]! : markerCounts(text.slice(0, room));
    en += c.en; fr += c.fr;
    used += text.length + 1;
  }
  return fr > en * 1.2 ? 'fr' : 'en';
}

const NO_VOTES: readonly number[] = [];

/** The day/month order votes of one line: 1 day first ("25/11/2021"), -1 month first, 0 either. */
export function lineVotes(line: string): readonly number[] {
  if (line.length < 8 || !/\d[/.-]\d/.test(line)) return NO_VOTES;
  const out: number[] = [];
  const re = /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-]\d{4}(?!\d)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line)) !== null && out.length < 1000) out.push(Number(m[1]) > 12 ? 1 : Number(m[2]) > 12 ? -1 : 0);
  return out;
}

/** Whether numeric dates read day first: the vote of the document's first 1,000 numeric dates. */
export function dayFirstVote(votes: readonly (readonly number[] | undefined)[]): boolean {
  let dayFirst = 0; let monthFirst = 0; let n = 0;
  for (let i = 0; i < votes.length && n < 1000; i++) {
    const v = votes[i]!;
    for (let k = 0; k < v.length; k++) {
      if (n++ >= 1000) break;
      if (v[k]! > 0) dayFirst++; else if (v[k]! < 0) monthFirst++;
    }
  }
  return dayFirst >= monthFirst;
}
