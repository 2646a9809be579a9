/**
 * What the words around a stated duration say about it, for duration-mismatch: a difference ("extended by 2 hours"), a
 * delay ("arrived up to 40 minutes late") or the tail of a length wrapped over a line break is not the length of a window.
 */
import { DURATION_CONTRAST_WORDS, DURATION_DELAY_WORDS, DURATION_DIFFERENCE_WORDS, DURATION_LINKS, DURATION_QUALIFIERS, HALF_WORDS, MEASURE_WORDS, OUTAGE_VERBS, WINDOW_DURING_WORDS } from '../locale/index.js';
import { boundedWords, quotations } from '../text.js';
import { CLAUSE_BREAK, measureBefore } from '../model/impact.js';
import { asciiDigits } from '../time/cjk.js';
import { instantOnClock } from '../model/times.js';
import type { Postmortem, TimeMention } from '../types.js';

/** Words just before a duration that make it a difference, not a length: "extended by 2 hours", "延長了 2 小時 25 分鐘". */
const DIFFERENCE_RE = DURATION_DIFFERENCE_WORDS.length > 0
  ? new RegExp(String.raw`${boundedWords(DURATION_DIFFERENCE_WORDS, 'iu', { before: true })}\s{0,2}(?:about|around|roughly|approximately|約|约|約)?\s{0,2}$`, 'iu')
  : undefined;
/** Words just after a duration that make it a delay, not a length: "arrived up to 40 minutes late". */
const DELAY_RE = DURATION_DELAY_WORDS.length > 0
  ? new RegExp(String.raw`^\s{0,2}${boundedWords(DURATION_DELAY_WORDS, 'iu', { after: true })}`, 'iu')
  : undefined;

/** Words a little after a duration that set it against another: "shown 8 hours worked instead of 9", "8 時間ではなく". */
const CONTRAST_RE = DURATION_CONTRAST_WORDS.length > 0
  ? new RegExp(String.raw`^[^.;:!?。；]{0,16}?${boundedWords(DURATION_CONTRAST_WORDS)}`, 'iu')
  : undefined;

/** A subject, then a verb of what users met and its link (and a word) right before the duration: "payments failed for ", "… failed for about ". */
const OUTAGE_VERB_RE = OUTAGE_VERBS.length > 0
  ? new RegExp(String.raw`\p{L}[^.;:!?|]*?\s${boundedWords(OUTAGE_VERBS, 'iu')}\s{1,2}(?:${boundedWords(DURATION_LINKS, 'iu')}\s{1,2}(?:\p{L}+\s{1,2})?)?$`, 'iu') : undefined;
/** Do the words of its sentence before a duration (lower case) say it is how long users met the outage? */
export const outageVerbBefore = (before: string): boolean => OUTAGE_VERB_RE?.test(before) ?? false;

/** Whether the words around a duration make it a difference, a delay, a contrast or a threshold rather than a length. */
export function notALength(text: string, d: { start: number; end: number }): boolean {
  // The half of a length written in words before it ("three and a half hours" read from "a half hours").
  if (/^(?:an?\s+)?half\b/i.test(text.slice(d.start, d.end)) && /\p{L}\s+and\s+$/iu.test(text.slice(Math.max(0, d.start - 24), d.start))) return true;
  // A threshold: "page at p50 wait > 5m", "≥ 30 s".
  if (/[<>≤≥]=?\s{0,2}(?:~\s?)?$/.test(text.slice(Math.max(0, d.start - 4), d.start))) return true;
  // A measure that changed: "delay rose from 1.2 s to 14 minutes", "de 1,2 s à 14 minutes", "von 2 auf 9 Minuten".
  // The words just before, with full-width digits read as ASCII (sliced first: the line may be long).
  const before = asciiDigits(text.slice(Math.max(0, d.start - 40), d.start));
  if (CHANGED_TO.test(before)) return true;
  // A length denied: "lasted 30 minutes, not an hour and a half as the clocks suggest", "nicht zwei Stunden".
  if (/(?:^|[\s,;(])(?:not|nicht|pas|niet)\s+(?:about\s+|around\s+|etwa\s+)?$/iu.test(before)) return true;
  // A length announced or planned, not the one that happened: "ran for 3 h 33 min … against an announced 15 minutes".
  if (/(?:^|[\s(])(?:announced|planned|scheduled|expected|estimated|promised|angekündigten|geplanten|erwarteten|prévues?|annoncées?|予定の)\s*$/iu.test(before)) return true;
  // A part of a length just stated: "gestört (5 Stunden 38 Minuten), davon etwa zwei Stunden komplett", "of which about two hours".
  if (/(?:^|[\s,;(])(?:davon|of which|of those|de los cuales|de las cuales|dont|di cui|waarvan|dos quais|そのうち|其中)\s*(?:about\s+|around\s+|roughly\s+|etwa\s+|rund\s+|ca\.\s+|unos\s+|unas\s+|environ\s+|約|约)?$/iu.test(before)) return true;
  return !!DIFFERENCE_RE?.test(before.slice(-32)) || !!DELAY_RE?.test(text.slice(d.end, d.end + 24)) || !!CONTRAST_RE?.test(text.slice(d.end, d.end + 32));
}

/**
 * A line's durations without one near its end that the next line sets against another ("were shown 8 hours worked" /
 * "instead of 9"). The next line is read here, not in the line's own reading, which is kept per line text.
 */
export function contrastAcrossWrap<D extends { start: number; end: number }>(lines: readonly string[], line: number, ds: D[]): D[] {
  const next = lines[line + 1];
  if (ds.length === 0 || next === undefined || !CONTRAST_RE) return ds;
  const text = lines[line]!;
  const kept = ds.filter((d) => text.length - d.end > 16 || !CONTRAST_RE.test(`${text.slice(d.end)} ${next.trimStart().slice(0, 32)}`));
  return kept.length === ds.length ? ds : kept;
}

/**
 * The durations that open the line after a window's, continuing its sentence: "Il recupero manuale (dalle 04:10 alle 05:52)"
 * / "ha richiesto circa 40 minuti". Only where the window ends its line and the next line goes on with the sentence (no list
 * item, table row, heading or quote), and no sentence or clause ends between them.
 */
export function durationsAfterWrap<D extends { start: number; end: number }>(lines: readonly string[], w: { line: number; end: number }, durationsOn: (line: number) => D[]): D[] {
  const tail = lines[w.line]!.slice(w.end);
  const next = lines[w.line + 1];
  if (next === undefined || tail.length > 30 || /[.;!?。；！？]\s*$/.test(tail) || !/^\s{0,3}(?:[^\s\-*+#>|\d]|\d{1,3}\s?\p{L})/u.test(next)) return [];
  return durationsOn(w.line + 1).filter((d) => {
    const gap = `${tail} ${next.slice(0, d.start)}`;
    return gap.length <= 64 && !CLAUSE_BREAK.test(gap) && !DURING_RE.test(gap);
  });
}

/** Just before a duration: "from" a figure (and its unit) "to", in the languages read. */
const CHANGED_TO = /(?:^|[\s(])(?:from|de|von|van|da|desde)\s+~?\d[\d.,]*\s?\p{L}{0,8}\.?\s+(?:to|à|a|auf|bis|naar|tot|para)\s+(?:about\s+|around\s+|roughly\s+|~\s?)?$/iu;

/** A line that ends with a number and its unit, maybe an "and" ("… about 1 hour and", "影响时长约 1 小时"). */
const LENGTH_AT_END = /\d\s?[\p{L}]{1,8}\.?(?:\s\p{L}{1,4})?\s*$/u;
/**
 * A line's durations without the parts of a length wrapped over a line break: the one that opens the line, maybe after an
 * "and", when the line above ends with a number and its unit ("约 1 小时" / "5 分钟（09:12–10:17）", "31 hours" / "and 45
 * minutes"), and the one that ends it when the line below
 * starts with one. Read alone, either part is wrong.
 */
export function wrappedTail<D extends { start: number; end: number }>(lines: readonly string[], line: number, found: D[]): D[] {
  if (found.length === 0) return found;
  const text = lines[line]!;
  let out = found;
  const head = text.slice(0, found[0]!.start).replace(/^\s*(?:>\s*)*/, '');
  if (line > 0 && (((head === '' || /^\p{L}{1,4}\s+$/u.test(head)) && LENGTH_AT_END.test(lines[line - 1]!))
    // …or the number of its first part ends the line above and its unit opens this one ("…, 1" / "hour and 28 minutes").
    || (/^\p{L}{1,8}\s+\p{L}{1,3}\s+$/u.test(head) && /\d\s*$/.test(lines[line - 1]!)))) out = out.slice(1);
  // The head of one: the line ends with it, and the next line goes on with a number and its unit ("(1 hour" / "48 minutes)").
  const last = out[out.length - 1];
  const rest = last ? text.slice(last.end) : '';
  const next = line + 1 < lines.length ? lines[line + 1]! : '';
  if (last && ((/^[\s,]*(?:\p{L}{1,4}\s)?$/u.test(rest) && LENGTH_AT_START.test(next))
    // …or its number ends the line and its unit opens the next ("duró 1 hora y 24" / "minutos").
    || (/^[\s,]*\p{L}{1,4}\s+\d+\s*$/u.test(rest) && /^\s*(?:>\s*)*\p{L}/u.test(next))
    // …or the next line adds its half ("for an hour" / "and a half when …").
    || (/^\s*$/.test(rest) && HALF_AT_START.test(next)))) out = out.slice(0, -1);
  return out;
}
const HALF_AT_START = new RegExp(String.raw`^\s*(?:>\s*)*(?:${HALF_WORDS.filter((w) => /\s/.test(w)).map((w) => w.replace(/\s+/g, '\\s+')).join('|') || '(?!)'})(?![\p{L}])`, 'iu');
/** A line that starts with a number and its unit, maybe after an "and" ("48 minutes)", "and 5 minutes", "5 分钟"). */
const LENGTH_AT_START = /^\s*(?:>\s*)*(?:\p{L}{1,4}\s)?\d+\s?\p{L}/u;

/**
 * The lines of the corrective actions: the lengths there are measures to come ("an alarm with a 10-minute window between
 * 07:00 and 10:00", "review the first 30 minutes of a disruption"), not the incident's.
 */
export function actionLines(model: Postmortem): Set<number> {
  const out = new Set<number>();
  for (const s of model.sections) {
    if (s.kind !== 'corrective-actions') continue;
    for (let i = s.headingRange.start.line + 1; i <= s.range.end.line; i++) out.add(i);
  }
  return out;
}

/** A sentence or clause ends between a window and a length. */
export { CLAUSE_BREAK, measureBefore };

/**
 * "during", or the name of what was measured, between a window and a length after it: the length was measured during the
 * window ("(11:05 ~ 13:40) 동안 최대 대기 시간 9분", "10:00–11:00, wait times of 12 minutes").
 */
export const DURING_RE = new RegExp(boundedWords([...WINDOW_DURING_WORDS, ...MEASURE_WORDS]), 'iu');

/**
 * Does a length after a window measure something over it, not the window's length? "during" or a measure's name between them,
 * or a measure's name before the window in its clause ("Average delay for departures between 6:00 and 10:00 was 74 minutes").
 */
export function measuredOver(text: string, windowStart: number, gap: string): boolean {
  return DURING_RE.test(gap) || measureBefore(text, windowStart);
}

/**
 * A length that opens a line whose sentence began on the line before with the outage's words ("In total the customer-facing
 * outage" / "lasted 47 minutes."): the outage's length, as it would be on one line. The line before must go on into this one
 * (no heading, list item or table row between them, no full stop at its end).
 */
/** A qualifier that ends a line ("… l'incident a duré environ" / "45 minutes"), with the words that may stand before it. */
const QUALIFIER_AT_END = new RegExp(String.raw`(?:^|[\s(*_])(${boundedWords(Object.keys(DURATION_QUALIFIERS).filter((w) => /^[\p{L}\s.'-]+$/u.test(w)), 'iu')})\s*$`, 'iu');

/**
 * A line's first duration, opening the line, with the qualifier that ends the line above ("environ" / "45 minutes"): approximate
 * (or a bound) as it would be on one line. `wrapLead`: how many characters of the line above it takes.
 */
export function qualifierAcrossWrap<D extends { start: number; end: number; minutes: number; lo: number; hi: number; qualifier?: 'approx' | 'min' | 'max' }>(
  lines: readonly string[], line: number, found: D[]): (D & { wrapLead?: number })[] {
  const d = found[0];
  if (!d || d.qualifier || line === 0 || /\S/.test(lines[line]!.slice(0, d.start).replace(/^\s*(?:>\s*)*/, ''))) return found;
  const prev = lines[line - 1]!;
  if (!/\S/.test(prev) || /^\s*(?:#|\||```|~~~)/.test(prev)) return found;
  const q = QUALIFIER_AT_END.exec(prev);
  const kind = q ? DURATION_QUALIFIERS[q[1]!.toLowerCase()] : undefined;
  if (!q || !kind) return found;
  const tol = (v: number) => Math.max(0.1 * v, 2);
  const lo = kind === 'max' ? 0 : d.minutes - tol(d.minutes);
  const hi = kind === 'min' ? Infinity : d.hi + tol(d.hi);
  return [{ ...d, qualifier: kind, lo, hi, wrapLead: prev.trimEnd().length - prev.trimEnd().lastIndexOf(q[1]!) + 1 }, ...found.slice(1)];
}

export function outageAcrossWrap<D extends { start: number; end: number; label?: string | undefined; wrapLead?: number }>(lines: readonly string[], line: number, found: D[],
  isOutage: (text: string, d: D) => boolean): D[] {
  if (found.length === 0 || line === 0) return found;
  const prev = lines[line - 1]!;
  if (!/\S/.test(prev) || /^\s*(?:#|[-*+]\s|\d{1,2}[.)]\s|\|)/.test(lines[line]!) || /[.!?:;。！？]\s*$|^\s*(?:#|\||```|~~~)/.test(prev)) return found;
  const joined = prev.trimEnd() + ' ';
  let out = found;
  found.forEach((d, k) => {
    if (d.label !== undefined || d.start > 60) return;
    if (!isOutage(joined + lines[line], { ...d, start: d.start + joined.length - (d.wrapLead ?? 0), end: d.end + joined.length })) return;
    if (out === found) out = [...found];
    out[k] = { ...d, label: 'impact' };
  });
  return out;
}

/**
 * Is a window in brackets at the end of its clause ("… etwa 20 Minuten lang keine Tarife berechnen (11:09 bis 11:51 MEZ).")?
 * Then it gives the span of what the clause before it says, however many words stand between the length and it.
 */
function bracketed(text: string, w: { start: number; end: number }): boolean {
  return /[(（]\s*$/.test(text.slice(Math.max(0, w.start - 3), w.start)) && /^\s*(?:[A-Z]{2,5}|UTC)?\s*[)）]/.test(text.slice(w.end, w.end + 12));
}

/**
 * How far before a window a length may stand to be its own: 40 characters, or 100 for a window in brackets that ends the
 * clause, with no other figure between ("Of the 26 minutes, 5 passed between … (23:46 to 23:51)" gives the window to the 5).
 */
export function reach(text: string, d: { start: number; end: number }, w: { start: number; end: number }): number {
  return d.end <= w.start && bracketed(text, w) && !/\d/.test(text.slice(d.end, w.start)) ? 100 : 40;
}

/** Whether a position of a line is quoted (`quotations`), the line's quotations read once however many positions are asked. */
export function quotedIn(lines: readonly string[]): (line: number, at: number) => boolean {
  let last = -1;
  let spans: [number, number][] = [];
  return (line, at) => {
    if (line !== last) { last = line; spans = quotations(lines[line]!, line > 0 ? lines[line - 1] : ''); }
    // The last quotation that opens before the position (they are in order and do not overlap).
    let lo = 0; let hi = spans.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (spans[mid]![0] < at) lo = mid + 1; else hi = mid; }
    return lo > 0 && at < spans[lo - 1]![1];
  };
}

/**
 * Whether a duration stands in another table cell than the window, among words of its own ("| median propagation 9 min 40 s,
 * p99 above 22 min | 9:14 AM – 12:41 PM |"): a measure described there, not the window's length ("| 14:02–14:49 | 47 min |").
 */
export function describedInCell(text: string, d: { start: number; end: number }, gapText: string): boolean {
  if (!gapText.includes('|')) return false;
  const from = text.lastIndexOf('|', d.start) + 1;
  let to = text.indexOf('|', d.end);
  if (to < 0) to = text.length;
  const rest = text.slice(from, d.start) + text.slice(d.end, to);
  return (rest.match(/\p{L}/gu)?.length ?? 0) > 12;
}

/**
 * Do two times told in the paragraph of a duration lie that far apart ("stopped at 11:48 AM EDT and started again at 05:31 PM
 * EDT, so it was stalled for 5 hours 43 minutes")? Then the paragraph's own window explains the length, whatever the timeline
 * marks. Only a paragraph of four moments or fewer, outside the timeline: among more, some pair fits by chance.
 */
export function paragraphExplains(model: Postmortem, line: number, d: { lo: number; hi: number }, timesOn: (line: number) => TimeMention[]): boolean {
  const open = (l: number) => /\S/.test(model.lines[l] ?? '') && !/^\s{0,3}#/.test(model.lines[l]!) && !model.code[l];
  let a = line; let b = line;
  while (a > 0 && line - a < 12 && open(a - 1)) a--;
  while (b + 1 < model.lines.length && b - line < 12 && open(b + 1)) b++;
  const points = new Set<number>();
  for (let l = a; l <= b; l++) {
    const ts = timesOn(l);
    for (let k = 0; k < ts.length; k++) {
      const t = ts[k]!;
      // Not a conversion in brackets after another time ("13:05 UTC (14:05 à Paris)"): the same moment, maybe misread.
      if (k > 0 && /^\s{0,2}[([（]\s{0,2}$/.test(model.lines[l]!.slice(ts[k - 1]!.range.end.character, t.range.start.character))) continue;
      const at = t.inTimeline || t.problem ? undefined : instantOnClock(t, model.defaultZone);
      if (at) points.add(Date.parse(at) / 60000);
    }
  }
  if (points.size < 2 || points.size > 4) return false;
  const keys = [...points].sort((x, y) => x - y);
  return keys.some((x, i) => keys.slice(i + 1).some((y) => y - x >= d.lo && y - x <= d.hi));
}
