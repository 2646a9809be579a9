/**
 * duration-mismatch: a stated duration or window contradicts the times it is about.
 *
 * What is checked (anything else is left alone, to stay quiet on prose about other durations):
 *   1. a window and a duration in the same sentence: "from 17:20 to 17:24 UTC (approximately 4 minutes)";
 *   2. a stated metric: "Time to detection: 54 minutes", "MTTR: 2 hours", or in running text "we detected it after
 *      40 minutes", "it took about 3 hours to resolve" (rules/metric-phrases.ts) — against the timeline's times; an
 *      upper bound in running text ("recovered in under 10 minutes") against the metric itself;
 *   3. an outage duration: "an outage lasting 66 minutes", "downtime of ~4 hours" — against the timeline
 *      (start → mitigated/resolved, the whole span) and the windows the document states;
 *   4. a dated window on days the timeline does not cover: wholly outside it, or with no entry within a day of
 *      it ("between 2019-02-25 23:04 and … 08:12" for a timeline on 2019-03-26 whose lead-up starts in December).
 * Tolerance follows the wording: approximate ("about", "~", "environ") ±10 %, at least 2 minutes; an exact
 * figure in minutes ±1 minute; a figure in whole hours or days ±10 % (at least 5 minutes); "over", "at least"
 * only bound from below, "up to", "less than" from above.
 */
import { DURATION_LINKS, DURATION_QUALIFIERS, DURATION_UNITS, METRIC_LABELS, NUMBER_WORDS, OUTAGE_WORDS } from '../catalog/durations.js';
import { CLOCK_LENGTH_LEADS, COUNT_WORDS, OUTAGE_ADJECTIVES, OUTAGE_COMPOUND_HEADS, OUTAGE_OBJECT_LEADS, DURATION_JOINS, DURATION_QUALIFIERS_AFTER, FRACTION_WORDS, HALF_WORDS, OFFSET_AFTER, OUTAGE_AFTER, OUTAGE_AFTER_LINKS } from '../locale/index.js';
import { compactDuration } from '../features/duration.js';
import { eastAsianWords, escapeRegExp as esc, isUnspaced, range, spacedWords, wordTrie } from '../text.js';
import { asciiDigits } from '../time/cjk.js';
import { fitsWindow, statedWindows, type StatedWindow } from '../model/impact.js';
import type { TimeMention } from '../types.js';
import { messagesFor } from '../locale/messages.js';
import { actionLines, CLAUSE_BREAK, contrastAcrossWrap, describedInCell, durationsAfterWrap, measureBefore, measuredOver, notALength, outageAcrossWrap, paragraphExplains, outageVerbBefore, qualifierAcrossWrap, quotedIn, reach, wrappedTail } from './duration-context.js';
import { metricPhrase } from './metric-phrases.js';
import { CONDITIONAL, endsOnItsLine, fits, inSummary, lengthFromStart, lengthMisfit, ownTimeline, spanFromDetection } from './incident-length.js';
import type { Rule, RuleFinding } from './rule.js';

export interface StatedDuration {
  line: number; start: number; end: number; raw: string;
  minutes: number;
  /** Accepted interval (minutes). */
  lo: number; hi: number;
  qualifier?: 'approx' | 'min' | 'max';
}

const UNIT_ALT = wordTrie(spacedWords(Object.keys(DURATION_UNITS)), { flags: 'iu' });
const NUMWORD_ALT = wordTrie(Object.keys(NUMBER_WORDS), { flags: 'iu', lead: true });
/** Words as a trie for a pattern with these flags (`lead`: one that opens a pattern searched for in a line). */
const alt = (words: readonly string[], flags = '', lead = false) => wordTrie(words, { flags, lead });
/** Words each followed by one whitespace, as alternatives: "approximately\s|about\s". */
const altThenSpace = (words: readonly string[]) => words.map((w) => String.raw`${esc(w)}\s`).join('|');
/**
 * Unit words in an East Asian script ("分", "小时", "시간"), not the start of a fraction or a quarter ("3分の1", "3分之一",
 * "3분의 1", "3분기"); "2時間の障害" (two hours of outage) is a duration.
 */
const EAST_ASIAN_UNIT = eastAsianWords(Object.keys(DURATION_UNITS)).length > 0 ? String.raw`|(${alt(eastAsianWords(Object.keys(DURATION_UNITS)), 'iu')})(?![之기]|[の의]\s?[\d０-９一二三四五六七八九])` : '';
/** One "number unit" part: "66 minutes", "1h", "an hour", "10-15 minutes", "4,5 heures", "2時間", "30分钟", "30분". */
const PART_RE = new RegExp(
  String.raw`(?:(?<![\d.:,])(\d{1,5}(?:[.,]\d{1,2})?)|(?<![\p{L}\d])(${NUMWORD_ALT}))(?:\s?[-–]\s?(\d{1,5}))?[\s-]{0,2}(?:(${UNIT_ALT})(?![\p{L}])${EAST_ASIAN_UNIT})`,
  'giu',
);
/** Between two parts of one duration: "1 hour and 5 minutes", "1 h, 5 min". */
export const JOIN_RE = new RegExp(String.raw`^\s{0,2}(?:${alt([',', ...DURATION_JOINS], 'i')})?\s{0,2}$`, 'i');
/** After a duration, half its smallest unit more: "an hour and a half" (longest words first). */
export const HALF_RE = new RegExp(String.raw`^\s(?:${alt(spacedWords(HALF_WORDS), 'i')})\b`, 'i');
/** After a duration, a fraction of its smallest unit more: "an hour and three quarters". */
const FRACTION_RE = Object.keys(FRACTION_WORDS).length > 0 ? new RegExp(String.raw`^\s(${alt(spacedWords(Object.keys(FRACTION_WORDS)), 'i')})\b`, 'i') : undefined;
/** The same in an East Asian script, written against the duration or after a space: "1時間半", "1시간 반" (not "반복": repeat). */
const EAST_ASIAN_HALF_RE = new RegExp(String.raw`^\s?(?:${eastAsianWords(HALF_WORDS).map((w) => (isUnspaced(w) ? esc(w) : String.raw`${esc(w)}(?![\uac00-\ud7af])`)).join('|') || '(?!)'})`);
const QUALIFIERS = Object.keys(DURATION_QUALIFIERS);
/** A qualifier before the duration: a word of spaced letters after a space, a parenthesis or emphasis ("**rund 1 Stunde …**"), a Japanese or Chinese one anywhere ("障害は約2時間"). */
const QUALIFIER_RE = new RegExp(String.raw`(?:^|[\s(*_])(${alt(QUALIFIERS.filter((w) => !isUnspaced(w)), 'i')})\s{0,2}$`
  + (QUALIFIERS.some(isUnspaced) ? String.raw`|(${alt(QUALIFIERS.filter(isUnspaced), 'i')})\s{0,2}$` : ''), 'i');
/** A qualifier written just after the duration: "30分程度", "2小时以上", "30분 이내". */
const QUALIFIER_AFTER_RE = Object.keys(DURATION_QUALIFIERS_AFTER).length > 0 ? new RegExp(String.raw`^\s?(${alt(Object.keys(DURATION_QUALIFIERS_AFTER))})`) : undefined;
const TILDE_RE = /[~≈]\s?$/;
/** The words before a length written like a clock time ("pendant 1 h 10"), at the end of the text before it. */
const CLOCK_LENGTH_RE = CLOCK_LENGTH_LEADS.length > 0 ? new RegExp(String.raw`(?<![\p{L}])(?:${alt(CLOCK_LENGTH_LEADS, 'iu')})\s{1,2}$`, 'iu') : undefined;

/** Durations written in a line, with their qualifier and accepted interval. Times ("12 h 44") are not durations. */
export function statedDurations(text: string, line: number, times: readonly TimeMention[] = []): StatedDuration[] {
  // Full-width digits ("約２時間") as ASCII ones: one UTF-16 unit each, so no position moves.
  const lineText = asciiDigits(text);
  const parts: { start: number; end: number; minutes: number; rangeHi?: number; unit: number; word: boolean }[] = [];
  const onLine = times.filter((t) => t.range.start.line === line);
  let ti = 0;
  PART_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = PART_RE.exec(lineText)) !== null) {
    const s = m.index; const e = s + m[0].length;
    while (ti < onLine.length && onLine[ti]!.range.end.character <= s) ti++;
    if (ti < onLine.length && onLine[ti]!.range.start.character < e) {
      // A time ("12 h 44"), not a duration; but "pendant 1 h 10" is a length written like one.
      const t = onLine[ti]!;
      if (CLOCK_LENGTH_RE && !t.zone && /^\d{1,2}\s?h\s?\d{2}$/.test(t.raw.trim()) && CLOCK_LENGTH_RE.test(lineText.slice(Math.max(0, t.range.start.character - 24), t.range.start.character))
        && !parts.some((p) => p.start === t.range.start.character)) {
        parts.push({ start: t.range.start.character, end: t.range.end.character, minutes: t.hour * 60 + t.minute, unit: 1, word: false });
        PART_RE.lastIndex = Math.max(PART_RE.lastIndex, t.range.end.character);
      }
      continue;
    }
    const unitWord = (m[4] ?? m[5]!).toLowerCase();
    const unit = DURATION_UNITS[unitWord]!;
    const numText = (m[1] ?? m[2]!).toLowerCase();
    const word = NUMBER_WORDS[numText] !== undefined;
    const n = word ? NUMBER_WORDS[numText]! : Number(numText.replace(',', '.'));
    // A single Latin letter as the unit needs a figure written against it ("5m", "1h"), not "a m", or another part beside it
    // ("4 h 5 min", "2 d 6 h"); nor one after a hyphen ("3-D Secure", "3-D-Secure").
    if ((word || /-\s?$/.test(m[0].slice(0, m[0].length - (m[4] ?? m[5]!).length))) && unitWord.length === 1) continue;
    if (!word && /^[a-z]$/.test(unitWord) && /\s/.test(m[0].slice(numText.length)) && !/^\s{1,2}\d{1,2}\s?(?:min|[hm](?![\p{L}\d]))/iu.test(lineText.slice(e)) && !/\d\s[dh]\s{1,2}$/i.test(lineText.slice(Math.max(0, s - 8), s))) continue;
    const p: (typeof parts)[number] = { start: s, end: e, minutes: n * unit, unit, word };
    if (m[3]) p.rangeHi = Number(m[3]) * unit;
    parts.push(p);
  }
  const out: StatedDuration[] = [];
  for (let i = 0; i < parts.length; i++) {
    const first = parts[i]!;
    let total = first.minutes; let hiTotal = first.rangeHi ?? first.minutes; let end = first.end; let smallest = first.unit; let word = first.word;
    // An abbreviated unit keeps its dot before the next part: "1 Std. 44 Min.", "2 hrs. 5 mins".
    const gapOf = (from: number, to: number) => lineText.slice(from, to).replace(/^\.(?=\s)/, (d) => (/\p{L}{1,4}$/u.test(lineText.slice(from - 4, from)) ? '' : d));
    while (i + 1 < parts.length && parts[i + 1]!.unit < smallest && JOIN_RE.test(gapOf(end, parts[i + 1]!.start))) {
      const next = parts[++i]!;
      total += next.minutes; hiTotal += next.rangeHi ?? next.minutes; end = next.end; smallest = next.unit; word = word || next.word;
    }
    const half = HALF_RE.exec(lineText.slice(end, end + 16)) ?? EAST_ASIAN_HALF_RE.exec(lineText.slice(end, end + 4));
    if (half) { total += smallest / 2; hiTotal += smallest / 2; end += half[0].length; smallest = Math.min(smallest, 30); }
    const fraction = half ? null : FRACTION_RE?.exec(lineText.slice(end, end + 24));
    if (fraction) {
      const add = smallest * (FRACTION_WORDS[fraction[1]!.toLowerCase()] ?? 0);
      total += add; hiTotal += add; end += fraction[0].length; smallest = Math.min(smallest, 15);
    }
    // Seconds describe thresholds and latencies ("took longer than two seconds"), not how long an incident lasted; hours
    // whose minutes go on the next line ("lasted 2 hours 52" / "minutes") are not stated here whole.
    if (hiTotal < 1 || (smallest >= 60 && /^\s{1,2}\d{1,2}\s*$/.test(lineText.slice(end)))) continue;
    const before = lineText.slice(Math.max(0, first.start - 24), first.start);
    let start = first.start;
    let qualifier: StatedDuration['qualifier'];
    const q = QUALIFIER_RE.exec(before);
    const qWord = q ? (q[1] ?? q[2])! : undefined;
    if (q && qWord) { qualifier = DURATION_QUALIFIERS[qWord.toLowerCase()]; start = first.start - before.length + q.index + q[0].indexOf(qWord); }
    else if (TILDE_RE.test(before)) { qualifier = 'approx'; start = first.start - (before.length - before.search(TILDE_RE)); }
    // A qualifier written after it ("30分程度", "약 30분 이상") is part of the duration; one written before wins.
    const qa = QUALIFIER_AFTER_RE?.exec(lineText.slice(end, end + 8));
    if (qa) { qualifier ??= DURATION_QUALIFIERS_AFTER[qa[1]!]; end += qa[0].length; }
    if (!qualifier && (word || first.rangeHi !== undefined)) qualifier = 'approx';
    const d: StatedDuration = { line, start, end, raw: text.slice(start, end), minutes: total, lo: total, hi: hiTotal };
    if (qualifier) d.qualifier = qualifier;
    const approxTol = (v: number) => Math.max(0.1 * v, 2);
    if (qualifier === 'approx') { d.lo = total - approxTol(total); d.hi = hiTotal + approxTol(hiTotal); }
    else if (qualifier === 'min') { d.lo = total - approxTol(total); d.hi = Infinity; }
    else if (qualifier === 'max') { d.lo = 0; d.hi = hiTotal + approxTol(hiTotal); }
    else if (smallest >= 60) { d.lo = total - Math.max(0.1 * total, 5); d.hi = hiTotal + Math.max(0.1 * hiTotal, 5); }
    else { d.lo = total - 1; d.hi = hiTotal + 1; }
    out.push(d);
  }
  return out;
}

export { statedWindows, WINDOW_DATE_GAP, WINDOW_JOIN, type StatedWindow } from '../model/impact.js';
const OUTAGE_SET = new Set(OUTAGE_WORDS);
/** Outage words of several words ("down time"): the word split below cannot see them, the window's text can. */
const OUTAGE_PHRASES = OUTAGE_WORDS.filter((w) => w.includes(' '));
/** Just after a duration, what makes it the outage's: "4 minutes of downtime", "2 heures de panne". */
export const OUTAGE_AFTER_RE = new RegExp(String.raw`^[\s-]{0,2}(?:${altThenSpace(spacedWords(OUTAGE_AFTER_LINKS))})?(?:${altThenSpace(spacedWords(OUTAGE_ADJECTIVES))})?(?:${alt(spacedWords(OUTAGE_AFTER))})\b`);
/** Just after a duration, what makes it an offset or a period, not a length: "2時間後" (two hours later), "30分钟后", "30분마다". */
const OFFSET_AFTER_RE = OFFSET_AFTER.length > 0 ? new RegExp(String.raw`^\s?(?:${alt(OFFSET_AFTER)})`) : undefined;
/** Just after a duration in an East Asian script, what makes it the outage's: "約2時間の障害", "约30分钟的服务中断", "약 30분 동안 중단". */
const EAST_ASIAN_OUTAGE_AFTER_RE = new RegExp(String.raw`^\s{0,2}(?:(?:${alt(eastAsianWords(OUTAGE_AFTER_LINKS)) || '(?!)'})\s{0,2})?(?:${alt(eastAsianWords(OUTAGE_AFTER)) || '(?!)'})`);
/** Just before it, an outage word and a link, or a Japanese verb's joining form: "服务中断约30分钟", "障害は約2時間", "停止し、約1時間半". */
const EAST_ASIAN_OUTAGE_BEFORE_RE = new RegExp(String.raw`(?:${alt(eastAsianWords(OUTAGE_WORDS), '', true) || '(?!)'})(?:して?[、，]?)?\s?(?:${alt(eastAsianWords(DURATION_LINKS))})?\s?$`);
/** A line without a figure has a duration only with one of these number words ("an hour"). */
export const DURATION_QUICK = new RegExp(String.raw`\d|\b(?:${alt(COUNT_WORDS, 'i', true)})\b`, 'i');
const LINK_SET = new Set(DURATION_LINKS);
const COMPOUND_HEADS = new Set(OUTAGE_COMPOUND_HEADS);
const OBJECT_LEAD = OUTAGE_OBJECT_LEADS.length > 0 ? new RegExp(`(?:^|\\s)(?:${alt(OUTAGE_OBJECT_LEADS, 'i')})$`, 'i') : undefined;

/** Is the duration the incident's own: "outage lasting …", "downtime for …", "… of downtime", "a 4-minute outage"? */
function isOutageDuration(text: string, d: StatedDuration): boolean {
  const from = Math.max(0, d.start - 120); // the words just before are enough, and keep this linear
  const near = text.slice(from, d.start);
  const following = text.slice(d.end, d.end + 24).toLowerCase();
  // "2時間後" (two hours later), "30分钟后", "30분 후": a point in time, not a length.
  if (OFFSET_AFTER_RE?.test(following)) return false;
  if (EAST_ASIAN_OUTAGE_AFTER_RE.test(following) || EAST_ASIAN_OUTAGE_BEFORE_RE.test(near)) return true;
  const sentenceStart = Math.max(near.lastIndexOf('. '), near.lastIndexOf('; '), -1) + 1;
  const before = near.slice(sentenceStart).toLowerCase().replace(/[*_`]/g, '');
  if (CONDITIONAL.test(before)) return false;
  const words = before.split(/[^\p{L}'-]+/u).filter((w) => w !== '').map((w) => w.replace(/^(?:l|d|qu|dell|dall|nell|all)'(?=\p{L})/u, '')); // "l'incident": the word
  const last = words[words.length - 1];
  // An outage word just before the duration, with no link: "el checkout estuvo caído 25 minutos", "was down 40 minutes".
  if (last && OUTAGE_SET.has(last) && /\p{L}\s{1,2}$/u.test(before) && !CONDITIONAL.test(text.slice(d.end, d.end + 16))) return true;
  if (last && LINK_SET.has(last)) {
    const near4 = words.slice(Math.max(0, words.length - 5), words.length - 1);
    const window = near4.join(' ');
    // "paper downtime procedures for about three hours": the outage word names a kind of procedure, not the outage.
    // "because of the outage we paused decay for 48 hours": the outage is why, the length is another's.
    const at = words.length - 1 - near4.length;
    const subject = (k: number) => !COMPOUND_HEADS.has(near4[k + 1] ?? '') && !OBJECT_LEAD?.test(words.slice(Math.max(0, at + k - 4), at + k).join(' '));
    if (near4.some((w, k) => OUTAGE_SET.has(w) && subject(k)) || OUTAGE_PHRASES.some((p) => window.includes(p))) return true;
  }
  const after = text.slice(d.end, d.end + 24).toLowerCase();
  return OUTAGE_AFTER_RE.test(after) || outageVerbBefore(before);
}

/**
 * The metric a label just before the duration names: at the start of the line ("- Time to detection: 54 minutes", "| Gesamtdauer
 * der Störung | ca. 45 Minuten |", "【故障时长】约15分钟"), or opening a clause after an East Asian sentence break
 * ("…なった。影響時間は約30分で、…"), or the next sentence ("**Time to detect:** 5 hours 15 minutes. **Time to resolve:** 7 hours").
 */
function metricLabel(text: string, d: StatedDuration): 'detect' | 'mitigate' | 'resolve' | 'impact' | undefined {
  const head = text.slice(Math.max(0, d.start - 80), d.start);
  const clause = head.slice(Math.max(head.lastIndexOf('。'), head.lastIndexOf('，'), head.lastIndexOf('、'), head.lastIndexOf('. ') + (head.includes('. ') ? 1 : 0)) + 1);
  if (d.start > 80 && clause === head) return undefined;
  const before = clause.toLowerCase().replace(/[*_`]/g, '').replace(/^\s*\|?\s*(?:[-*+・•]|\d{1,2}[.)])?\s*/, '').replace(/^.*[。，、]/, '')
    .replace(/^[【「[]\s*|\s*[】」\]]\s*$/g, '').replace(/\s*[:：=–—|-]?\s*$/, '').replace(/\s*[】」\]]$/, '').trim();
  return METRIC_LABELS[before];
}

/** A duration found in a line, with what it states (a metric, the outage's length, or nothing to check). */
type LineDuration = StatedDuration & { label: ReturnType<typeof metricLabel>; phrase?: true };
const NO_DURATIONS: LineDuration[] = [];

export const durationMismatch: Rule = {
  meta: {
    id: 'duration-mismatch',
    description: 'A stated duration or window contradicts the timeline, the front matter or the window it describes.',
    defaultSeverity: 'warning',
    fixable: false,
    docs: {
      rationale: 'Readers quote the summary\'s duration; when it disagrees with the timeline, one of them is wrong and the postmortem loses trust. '
        + 'The rule compares a duration with the window in the same sentence ("from 17:20 to 17:24 UTC (approximately 4 minutes)"), stated '
        + 'metrics ("Time to detection: 54 minutes", or "we detected it after 40 minutes", "it took about 3 hours to resolve") with the timeline\'s times, '
        + 'an upper bound ("recovered in under 10 minutes") with the metric itself, and an outage duration ("an outage lasting 66 minutes") with the timeline: '
        + 'with the incident\'s own length (impact, time to mitigate or resolve) when its start is stated, else with any two of its times. A length from a time its sentence gives ("about 25 minutes, starting at 14:06") is compared with the timeline from that time. '
        + 'A goal, a habit or a condition ("our target is to detect within 5 minutes", "if …", "usually"), a threshold ("> 5m"), a length under the corrective actions, and a length measured during a window ("during 11:05–13:40 the wait was up to 9 minutes") are not checked. '
        + 'Tolerance follows the wording: "approximately", "about", "~" allow ±10 % (at least 2 minutes); an exact figure in minutes ±1 minute; '
        + '"over"/"at least" and "up to"/"less than" only bound one side.',
      bad: '# Cache outage\n\nOn 2024-03-05 the API was down from 14:00 to 15:30 UTC (about 30 minutes).\n\n## Impact\n\nEvery API call failed.',
      good: '# Cache outage\n\nOn 2024-03-05 the API was down from 14:00 to 15:30 UTC (about 90 minutes).\n\n## Impact\n\nEvery API call failed.',
    },
  },
  check({ model, memo }) {
    const out: RuleFinding[] = [];
    const metrics = model.metrics;
    const code = model.code;
    const msg = messagesFor(model.locale);
    const windows = statedWindows(model).filter((w) => !code[w.line] && w.minutes !== 0); // "às 00h30 e 00h30 locais": two moments, not a window
    const usedDurations = new Set<string>();
    // The times read in a line: model.times is in document order, so a binary search finds them.
    const timesOn = (line: number): TimeMention[] => {
      const ts = model.times;
      let lo = 0; let hi = ts.length;
      while (lo < hi) { const mid = (lo + hi) >> 1; if (ts[mid]!.range.start.line < line) lo = mid + 1; else hi = mid; }
      const out: TimeMention[] = [];
      for (let k = lo; k < ts.length && ts[k]!.range.start.line === line; k++) out.push(ts[k]!);
      return out;
    };
    // A line's durations and what each one states depend on its text (and the times read in it, which
    // depend on the text and the locale): remembered per line between runs. `line` is filled in on use.
    const lineMemo = memo<LineDuration[]>(`durations|${model.locale}`);
    const measures = actionLines(model);
    const quoted = quotedIn(model.lines);
    const durationsOn = (line: number): LineDuration[] => contrastAcrossWrap(model.lines, line, outageAcrossWrap(model.lines, line, qualifierAcrossWrap(model.lines, line, durationsOf(line)), isOutageDuration));
    const durationsOf = (line: number): LineDuration[] => (measures.has(line) ? NO_DURATIONS : wrappedTail(model.lines, line, lineMemo.get(line, model.lines[line]!, (text) => {
      if (!DURATION_QUICK.test(asciiDigits(text))) return NO_DURATIONS;
      const found = statedDurations(text, line, timesOn(line)).filter((d) => !notALength(text, d));
      return found.length === 0 ? NO_DURATIONS : found.map((d): LineDuration => {
        const label = metricLabel(text, d);
        if (label) return { ...d, line: -1, label };
        const phrase = metricPhrase(text, d.start, d.end);
        if (phrase) return { ...d, line: -1, label: phrase, phrase: true };
        return { ...d, line: -1, label: isOutageDuration(text, d) ? 'impact' : undefined };
      });
    })));

    // 1. A window and a duration in the same sentence; where a line states several, each duration goes with the window
    // nearest it ("约 38 分钟（20:03–20:41），约 1 小时 26 分钟（20:00–21:26）").
    const gapTo = (d: { start: number; end: number }, w: { start: number; end: number }) => (d.end <= w.start ? w.start - d.end : d.start >= w.end ? d.start - w.end : 0);
    const checkWindow = (w: StatedWindow, d: LineDuration, line: number) => {
      usedDurations.add(`${line}:${d.start}`);
      if (!fitsWindow(d, w)) out.push({ range: range(line, d.start, d.end), message: msg.t('duration-mismatch.window', { text: d.raw, from: w.from.raw.trim(), to: w.to.raw.trim(), duration: compactDuration(w.minutes) }) });
    };
    for (const w of windows) {
      const text = model.lines[w.line]!;
      const others = windows.filter((o) => o !== w && o.line === w.line);
      const near = durationsOn(w.line).filter((d) => !(d.end < w.start - reach(text, d, w) || d.start > w.end + 40) && !others.some((o) => gapTo(d, o) < gapTo(d, w)));
      // The window's own length stated beside it and right ("10:00〜11:45（約1時間45分）の間、… 最大90秒"): another length measures something else.
      const own = near.some((d) => fitsWindow(d, w));
      for (const d of near) {
        if (own && !fitsWindow(d, w)) { usedDurations.add(`${w.line}:${d.start}`); continue; }
        const gapText = d.end <= w.start ? text.slice(d.end, w.start) : d.start >= w.end ? text.slice(w.end, d.start) : 'x'.repeat(99);
        // A sentence or clause ends between them.
        if (gapText.length > reach(text, d, w) || CLAUSE_BREAK.test(gapText) || (d.start >= w.end ? measuredOver(text, w.start, gapText) : measureBefore(text, d.start)) || describedInCell(text, d, gapText)) continue;
        checkWindow(w, d, w.line);
      }
      // Or on the next line, where the sentence goes on ("(dalle 04:10 alle 05:52)" / "ha richiesto circa 40 minuti"), unless its own is beside it.
      for (const d of own ? [] : durationsAfterWrap(model.lines, w, durationsOn)) if (!usedDurations.has(`${w.line + 1}:${d.start}`)) checkWindow(w, d, w.line + 1);
    }

    // The timeline's times (minutes), sorted; milestone points stated elsewhere (front matter, key events) join them.
    // Built on first use: most documents state no duration to check.
    let points: { key: number; raw: string }[] = [];
    let keys: number[] = [];
    let span: number | undefined;
    let sorted = false;
    const sortPoints = () => {
      if (sorted) return;
      sorted = true;
      points = [
        ...ownTimeline(model).filter((e) => e.time && e.sortKey !== undefined).map((e) => ({ key: e.sortKey! / 60000, raw: e.time!.raw.trim() })),
        ...metrics.keyEvents.filter((p) => p.sortKey !== undefined).map((p) => ({ key: p.sortKey! / 60000, raw: p.raw.trim() })),
      ].sort((a, b) => a.key - b.key);
      keys = points.map((p) => p.key);
      span = keys.length >= 2 ? keys[keys.length - 1]! - keys[0]! : undefined;
    };
    /** Is there an interpretation of the timeline — two of its times, or a stated window — that fits the duration? */
    const explained = (d: StatedDuration) => {
      if (windows.some((w) => fits(d, w.minutes)) || (d.lo <= 0 && keys.length > 0)) return true;
      for (let i = 0; i < keys.length; i++) {
        // The first key at or after keys[i] + lo; is it within keys[i] + hi?
        let lo = i + 1; let hi = keys.length;
        const want = keys[i]! + d.lo;
        while (lo < hi) { const mid = (lo + hi) >> 1; if (keys[mid]! < want) lo = mid + 1; else hi = mid; }
        if (lo < keys.length && keys[lo]! - keys[i]! <= d.hi) return true;
      }
      return false;
    };

    const metricOf = (label: string) => (label === 'detect' ? metrics.timeToDetect : label === 'mitigate' ? metrics.timeToMitigate : label === 'resolve' ? metrics.timeToResolve : metrics.impact);
    const lastEntry = () => ownTimeline(model).reduce<number | undefined>((a, e) => (e.sortKey === undefined || (a !== undefined && a >= e.sortKey) ? a : e.sortKey), undefined);
    const metricNote = (label: string) => {
      const m = metricOf(label);
      return m ? msg.t('duration-mismatch.metric', { from: msg.t(`milestone.${m.from}`), to: msg.t(`milestone.${m.to}`), duration: compactDuration(m.minutes) }) : '';
    };
    /** The shortest reading of a metric stated with an upper bound, when even it is longer than the bound (a recovery may be the mitigation, the resolution or the impact's end). */
    const boundedMetric = (label: string, d: StatedDuration): string | undefined => {
      const readings = (label === 'detect' ? ['detect'] : ['mitigate', 'resolve', 'impact']).filter((k) => metricOf(k) != null);
      if (readings.length === 0) return undefined;
      const shortest = readings.reduce((a, b) => (metricOf(b)!.minutes < metricOf(a)!.minutes ? b : a));
      return metricOf(shortest)!.minutes > d.hi ? shortest : undefined;
    };

    for (let line = 0; line < model.lines.length; line++) {
      if (code[line]) continue;
      for (const d of durationsOn(line)) {
        if (usedDurations.has(`${line}:${d.start}`)) continue;
        // 2. Stated metrics, 3. outage durations; first, a length from a time its sentence states ("about 25 minutes, starting at 14:06").
        const label = d.label;
        if (quoted(line, d.start)) continue;
        const f = !label || label === 'impact' ? (sortPoints(), lengthFromStart(model, line, d, !!label, timesOn, keys, points[points.length - 1])) : undefined;
        if (f) { out.push({ range: range(line, d.start, d.end), message: msg.t('duration-mismatch.window', { text: d.raw, from: f.from.raw.trim(), to: f.end.raw, duration: compactDuration(f.minutes) }) }); continue; }
        if (!label) continue;
        if (d.phrase && d.qualifier === 'max') {
          // "recovered in under 10 minutes": an upper bound on this incident's own metric, wrong only when every reading of it is longer.
          const bound = boundedMetric(label, d);
          if (bound) out.push({ range: range(line, d.start, d.end), message: msg.t('duration-mismatch.bound', { text: d.raw, metric: metricNote(bound) }) });
          continue;
        }
        sortPoints();
        if (span === undefined) continue;
        if (explained(d) || (!metricLabel(model.lines[line]!, d) && paragraphExplains(model, line, d, timesOn))) {
          // Two times of the timeline fit; the incident's own length may still not.
          const against = label === 'impact' && !d.phrase && !windows.some((w) => fits(d, w.minutes)) && !spanFromDetection(model.lines[line]!, d.end) && !endsOnItsLine(metrics, model.times, line, d, model.defaultZone) && (!!metricLabel(model.lines[line]!, d) || !paragraphExplains(model, line, d, timesOn)) ? lengthMisfit(metrics, lastEntry(), d, inSummary(model.sections, line)) : undefined;
          if (against) out.push({ range: range(line, d.start, d.end), message: msg.t('duration-mismatch.bound', { text: d.raw, metric: metricNote(against) }) });
          continue;
        }
        // The closest reading, to show.
        let best: { diff: number; a: number; b: number } | undefined;
        for (let i = 0; i < keys.length; i++) {
          for (let j = i + 1; j < keys.length && j < i + 400; j++) {
            const diff = keys[j]! - keys[i]!;
            if (!best || Math.abs(diff - d.minutes) < Math.abs(best.diff - d.minutes)) best = { diff, a: i, b: j };
          }
        }
        const closest = best ? msg.t('duration-mismatch.closest', { duration: compactDuration(best.diff), from: points[best.a]!.raw, to: points[best.b]!.raw }) : '';
        out.push({
          range: range(line, d.start, d.end),
          message: msg.t('duration-mismatch.timeline', { text: d.raw, duration: compactDuration(d.minutes), closest, metric: metricNote(label) }),
        });
      }
    }

    // 4. A dated window on days the timeline does not cover: wholly outside it, or in a gap of it with no
    // entry within a day (the timeline's lead-up may start months before; the window still names wrong days).
    const dated = windows.some((w) => w.dated) ? ownTimeline(model).filter((e) => e.instant).map((e) => (e.sortKey ?? Date.parse(e.instant!)) / 60000).sort((a, b) => a - b) : [];
    if (dated.length >= 2) {
      const iso = (k: number) => new Date(k * 60000).toISOString().slice(0, 16).replace('T', ' ');
      const lo = dated[0]!; const hi = dated[dated.length - 1]!;
      for (const w of windows) {
        // A window on the incident date's own line: a wrong incident date, which incident-date reports.
        if (!w.dated || w.line === model.incidentDateRange?.start.line || measures.has(w.line)) continue; // or a plan among the actions
        // The first entry at or after a day before the window.
        let a = 0; let b = dated.length;
        while (a < b) { const mid = (a + b) >> 1; if (dated[mid]! < w.fromKey - 1440) a = mid + 1; else b = mid; }
        if (a < dated.length && dated[a]! <= w.toKey + 1440) continue;
        const from = iso(w.fromKey); const to = iso(w.toKey);
        out.push({
          range: range(w.line, w.start, w.end),
          message: a === 0 || a === dated.length
            ? msg.t('duration-mismatch.outside', { from, to, start: iso(lo), end: iso(hi) })
            : msg.t('duration-mismatch.gap', { from, to, before: iso(dated[a - 1]!), after: iso(dated[a]!) }),
        });
      }
    }
    return out;
  },
};
