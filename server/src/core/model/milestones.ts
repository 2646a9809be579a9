/**
 * Milestone words in text, in one place: the milestone a timeline entry names (the catalog's words,
 * longest first), and every milestone a text names with the configured extra words (what the metrics read).
 * Context decides some words: "paged" next to a team ("security team paged") calls people in, it does not
 * detect; an entry worded as lead-up ("change merged") is not the incident; "status updated to resolved"
 * is a status change.
 */
import { MILESTONE_NEGATIONS, MILESTONE_ORDER, MILESTONE_WORDS } from '../catalog/milestones.js';
import { ALERT_FIRE_VERBS, ALERT_NOUNS, ESCALATION_WORDS, IMPACT_WORDS, LEAD_UP_NOTES, LEAD_UP_WORDS, MILESTONE_INTENT_WORDS, MILESTONE_NEGATIONS_AFTER, MONITORING_LABELS, PAGING_WORDS, PARTIAL_WORDS, STATUS_UPDATE_WORDS } from '../locale/index.js';
import { eastAsianWords, isEastAsian, spacedWords, wordTrie } from '../text.js';
import type { Milestone } from '../types.js';

// Words in Latin letters stand between word boundaries; words in an East Asian script wherever they are
// (Japanese and Chinese put no space between words, Korean its particles against them), with the words that
// cancel them (`milestoneNegations`, `milestoneNegationsAfter`) read around them.
const ALL_MILESTONE_WORDS = Object.values(MILESTONE_WORDS).flat();
const MILESTONE_RE = new RegExp(
  `(?<![\\p{L}\\d])(${wordTrie(spacedWords(ALL_MILESTONE_WORDS), { flags: 'iu', lead: true })})(?![\\p{L}\\d])`
  + (eastAsianWords(ALL_MILESTONE_WORDS).length > 0 ? `|(${wordTrie(eastAsianWords(ALL_MILESTONE_WORDS), { flags: 'iu', lead: true })})` : ''), 'iu');
const MILESTONE_OF = new Map<string, Milestone>();
for (const [m, words] of Object.entries(MILESTONE_WORDS) as [Milestone, string[]][]) for (const w of words) MILESTONE_OF.set(w.toLowerCase(), m);

/** A status page's "Monitoring" label opening an entry ("*Monitoring* · …", "Monitoring - …"): the fix is in place. */
const MONITORING_RE = MONITORING_LABELS.length > 0
  ? new RegExp(`^[\\s·•*_|:[\\]-]*(?:${wordTrie(MONITORING_LABELS, { flags: 'iu' })})[*_\\]]*\\s*(?:[·•|:–—-]|$)`, 'iu') : undefined;

/** Does a timeline entry open with a status page's "Monitoring" label (its mitigation; not so a key event outside the timeline)? */
export const isMonitoring = (text: string): boolean => MONITORING_RE?.test(text) ?? false;

/** The milestone of the first (longest) milestone word in an entry's text. */
export function entryMilestone(text: string): Milestone | undefined {
  if (isMonitoring(text)) return 'mitigated';
  const m = MILESTONE_RE.exec(text);
  if (!m) return alertFires(text) ? 'detected' : undefined;
  // A word in an East Asian script: read with the words that may cancel it, as the metrics read it.
  if (m[1] === undefined) return milestonesIn(text)[0];
  const w = m[1].toLowerCase();
  const lower = text.toLowerCase();
  if (escalation(lower, m.index, w.length)) return undefined;
  const ms = MILESTONE_OF.get(w);
  // A resolution of part of the service ("96% of blobs restored") is a mitigation, as the metrics read it.
  return ms === 'resolved' && partialAround(lower, m.index, w.length) ? 'mitigated' : ms;
}

const PAGING = new Set(PAGING_WORDS.map((w) => w.toLowerCase()));
const ESCALATION = new Set(ESCALATION_WORDS.map((w) => w.toLowerCase()));
const wordsOf = (s: string) => s.split(/[^\p{L}\d'-]+/u).filter((w) => w !== '');

/** Is the paging word at `i` (lower-case text) a call to a team ("security team paged", "paged the database team")? */
function escalation(lower: string, i: number, len: number): boolean {
  if (!PAGING.has(lower.slice(i, i + len))) return false;
  const before = wordsOf(lower.slice(Math.max(0, i - 40), i)).slice(-3);
  const after = wordsOf(lower.slice(i + len, i + len + 40)).slice(0, 4);
  // "Alerted by the support team": the team told us, which is the detection.
  if (after[0] === 'by' || after[0] === 'par') return false;
  return before.some((w) => ESCALATION.has(w)) || after.some((w) => ESCALATION.has(w));
}

const wordAlternation = (words: readonly string[]) => wordTrie(words.map((w) => w.toLowerCase()), { flags: 'iu', lead: true });
/** Words as whole words, except those of an East Asian script, which stand anywhere ("をリリース（", "已发布"). */
const wordsAnywhere = (words: readonly string[]): RegExp => {
  const spaced = spacedWords(words); const dense = eastAsianWords(words);
  const parts = spaced.length ? [`(?<![\\p{L}\\d])(?:${wordAlternation(spaced)})(?![\\p{L}\\d])`] : [];
  if (dense.length) parts.push(`(?:${wordAlternation(dense)})`);
  return new RegExp(parts.join('|') || '(?!)', 'iu');
};
const LEAD_UP_RE = wordsAnywhere(LEAD_UP_WORDS);
const IMPACT_RE = wordsAnywhere(IMPACT_WORDS);
const STATUS_RE = new RegExp(`(?<![\\p{L}\\d])(?:${wordAlternation(STATUS_UPDATE_WORDS)})(?![\\p{L}\\d])`, 'iu');

const LEAD_UP_NOTE_RE = wordsAnywhere(LEAD_UP_NOTES);

/**
 * Is an entry worded as lead-up to the incident ("PR merged", "release scheduled"), and not as part of it ("deploy failed")?
 * A note that says so ("(lead-up, no impact yet)") decides alone.
 */
export function isLeadUp(text: string): boolean {
  return LEAD_UP_NOTE_RE.test(text) || (LEAD_UP_RE.test(text) && !IMPACT_RE.test(text));
}

/** Does an entry speak of the incident itself ("errors", "failed", "outage")? */
export function isImpact(text: string): boolean {
  return IMPACT_RE.test(text);
}

/** Is a milestone mention a status change ("status page updated to resolved")? */
export function isStatusUpdate(text: string): boolean {
  return STATUS_RE.test(text);
}

const EAST_ASIAN_NEGATIONS = eastAsianWords(MILESTONE_NEGATIONS);
/** Each negation as the text before a milestone word ends with it: after a space, or alone, or elided ("n'"). */
const NEGATIONS = MILESTONE_NEGATIONS.map((neg) => ({ neg, spaced: ` ${neg}`, elided: neg.startsWith('n\'') }));
/** Does the text before a milestone word (trimmed) end with a negation: "not resolved", "pas résolu", "n'a pas"? */
const negated = (lead: string): boolean => NEGATIONS.some((n) => lead.endsWith(n.spaced) || lead === n.neg || (n.elided && lead.endsWith(n.neg)));
const HANGUL = /[\uac00-\ud7af]/;

/**
 * Is the East Asian milestone word at `i` (length `len`) cancelled by the words around it: a negation
 * written against it ("未恢复", "一部復旧", "미복구"; for a Korean one, not the end of a longer word: "이미 복구"
 * is "already restored"), or a word just after it ("復旧作業", "恢复中", "복구를 시도", "検知できず")?
 */
function cancelledAround(lower: string, i: number, len: number): boolean {
  const lead = lower.slice(Math.max(0, i - 12), i);
  for (const neg of EAST_ASIAN_NEGATIONS) {
    if (!lead.endsWith(neg)) continue;
    const k = lead.length - neg.length;
    if (HANGUL.test(neg.charAt(0)) && k > 0 && HANGUL.test(lead.charAt(k - 1))) continue;
    return true;
  }
  const rest = lower.slice(i + len, i + len + 16);
  const trimmed = rest.trimStart();
  if (MILESTONE_NEGATIONS_AFTER.some((neg) => rest.startsWith(neg) || trimmed.startsWith(neg))) return true;
  // A decision or a plan earlier in its clause ("决定从异地备份集群恢复"): what was to be done, not done yet.
  const clause = lower.slice(Math.max(0, i - 40), i);
  const from = Math.max(clause.lastIndexOf('，'), clause.lastIndexOf('。'), clause.lastIndexOf('、'), clause.lastIndexOf('；'), clause.lastIndexOf(','));
  return MILESTONE_INTENT_WORDS.some((w) => clause.indexOf(w, from + 1) >= 0);
}

/** Extra milestone words by milestone (the `milestone-order` rule's `milestones` option). */
export type ExtraMilestoneWords = Partial<Record<Milestone, string[]>>;

const WORD_CHAR = /[\p{L}\d]/u;

/** A milestone word of `lists[mi]`, its place in the lists (`order`), and the node of `WordNode` it ends at. */
interface WordEntry { mi: number; w: string; order: number; eastAsian: boolean }
/** The milestone words as a trie over UTF-16 units, each node with the words that end there. */
interface WordNode { next: Map<number, WordNode>; ends?: WordEntry[] }

/**
 * The milestone words with the configured extra ones, by milestone (MILESTONE_ORDER), one test for any of them, and
 * every word in a trie (`root`) that finds where each occurs in one pass over a text; `empty`: the words "" (of a
 * configuration), which occur everywhere and are looked for one by one.
 */
interface MilestoneWords { quick: RegExp; lists: readonly (readonly string[])[]; root: WordNode; entries: number; empty: WordEntry[] }
/** By the configured words object (the model builder reads the options once per config). */
const WORDS_BY_OBJECT = new WeakMap<object, MilestoneWords>();
export const NO_EXTRA: ExtraMilestoneWords = {};

function milestoneWords(extra: ExtraMilestoneWords = NO_EXTRA): MilestoneWords {
  let w = WORDS_BY_OBJECT.get(extra);
  if (!w) {
    const lists = MILESTONE_ORDER.map((m) => [...MILESTONE_WORDS[m], ...(extra[m] ?? [])]);
    const words = lists.flat().filter((x) => x !== '');
    const root: WordNode = { next: new Map() };
    const empty: WordEntry[] = [];
    let order = 0;
    lists.forEach((list, mi) => {
      for (const word of list) {
        const entry = { mi, w: word, order: order++, eastAsian: isEastAsian(word) };
        if (word === '') { empty.push(entry); continue; }
        let node = root;
        for (let k = 0; k < word.length; k++) {
          const c = word.charCodeAt(k);
          let child = node.next.get(c);
          if (!child) node.next.set(c, (child = { next: new Map() }));
          node = child;
        }
        (node.ends ??= []).push(entry);
      }
    });
    w = { quick: new RegExp(wordTrie(words.map((x) => x.toLowerCase()), { flags: 'i', lead: true }), 'i'), lists, root, entries: order, empty };
    WORDS_BY_OBJECT.set(extra, w);
  }
  return w;
}

/** One regular expression of every milestone word: most entries name none, and this says so in one pass. */
export function quickTest(extra: ExtraMilestoneWords): RegExp {
  return milestoneWords(extra).quick;
}

/**
 * Where each milestone word occurs in a (lower-case) text, at most its first four places, in order: one pass over the
 * text's places walking the trie of the words, as `indexOf` would find them word after word.
 */
function occurrences(lower: string, words: MilestoneWords): Map<WordEntry, number[]> {
  const found = new Map<WordEntry, number[]>();
  for (let i = 0; i < lower.length; i++) {
    let node: WordNode | undefined = words.root;
    for (let j = i; j < lower.length; j++) {
      node = node.next.get(lower.charCodeAt(j));
      if (!node) break;
      if (node.ends) for (const e of node.ends) {
        const at = found.get(e);
        if (!at) found.set(e, [i]);
        else if (at.length < 4) at.push(i);
      }
    }
  }
  for (const e of words.empty) found.set(e, [0, 1, 2, 3].filter((i) => i <= lower.length));
  return found;
}

/** A text without the names it quotes as code ("Alert `auth-error-rate > 5%` fires" → "Alert fires"), spaces folded. */
const withoutCode = (text: string): string => text.replace(/`[^`\n]{1,120}`/g, ' ').replace(/\s+/g, ' ');

/**
 * Every milestone a text names, in text order; negated mentions ("not resolved") are left out. `alerts`: whether an alert
 * said to go off is a detection (in an entry or a sentence; a label such as "Freshness alert fires at 08:00" among the
 * contributing factors tells how it is set up).
 */
export function milestonesIn(text: string, extra: ExtraMilestoneWords = NO_EXTRA, quick = quickTest(extra), alerts = true): Milestone[] {
  // A name quoted as code inside the words ("Alert `auth-error-rate > 5%` fires"): the words around it read as one.
  const bare = text.includes('`') ? withoutCode(text) : text;
  const out = quick.test(text) ? milestonesOf(text, extra) : [];
  if (bare !== text && quick.test(bare)) for (const m of milestonesOf(bare, extra)) if (!out.includes(m)) out.push(m);
  if (alerts && !out.includes('detected') && alertFires(text)) out.push('detected');
  return out;
}

const FIRE_VERBS = spacedWords(ALERT_FIRE_VERBS);
const FIRE_QUICK = FIRE_VERBS.length > 0 ? new RegExp(`(?<![\\p{L}\\d])(?:${wordAlternation(FIRE_VERBS)})(?![\\p{L}\\d])`, 'iu') : undefined;
/** An alert noun, at most four words, and a verb of its going off: "alert `X` fires", "Datadog monitor for p99 latency triggered". */
const ALERT_FIRE_RE = FIRE_QUICK && ALERT_NOUNS.length > 0
  ? new RegExp(`(?<![\\p{L}\\d])(?:${wordAlternation(spacedWords(ALERT_NOUNS))})((?:\\s+[^\\s.;:!?,]+){0,4}?)\\s+(?:${wordAlternation(FIRE_VERBS)})(?![\\p{L}\\d])`, 'iu') : undefined;
/** An entry whose subject is an alert's name in code, its verb first once the name is left out: "`PaymentTimeoutRate > 2%` pages the on-call". */
const FIRE_FIRST_RE = FIRE_QUICK ? new RegExp(`^\\s*(?:${wordAlternation(FIRE_VERBS)})(?![\\p{L}\\d])`, 'iu') : undefined;
/** Words that say an alert did not go off, or only should have ("no alert fired", "the alert that should have paged"), or a status page's. */
const NOT_FIRED = new Set(['status', 'no', 'not', 'never', 'should', 'would', 'could', 'did', "didn't", "wasn't", 'if', 'until', 'before', 'when']);

/**
 * Does an entry tell of an alert going off: an alert noun and a verb of its firing within four words, code names and
 * asides in brackets left out ("Grafana alert `ReplicaLagHigh` (lag > 120s) fires"), or a code name followed by the verb?
 */
function alertFires(text: string): boolean {
  if (!FIRE_QUICK?.test(text)) return false;
  const bare = withoutCode(text.replace(/[(（][^()（）\n]{0,60}[)）]/g, ' '));
  const m = ALERT_FIRE_RE!.exec(bare);
  if (m) {
    const lead = wordsOf(bare.slice(Math.max(0, m.index - 12), m.index).toLowerCase()).slice(-1);
    return ![...lead, ...wordsOf(m[1]!.toLowerCase())].some((w) => NOT_FIRED.has(w));
  }
  return text.trimStart().startsWith('`') && FIRE_FIRST_RE!.test(bare);
}

function milestonesOf(text: string, extra: ExtraMilestoneWords): Milestone[] {
  const lower = text.toLowerCase();
  const hits: { m: Milestone; i: number; len: number; order: number }[] = [];
  // Each word's first place (of its first four) that is a mention: whole word, not negated, not something else.
  for (const [{ mi, w, order, eastAsian }, places] of occurrences(lower, milestoneWords(extra))) {
    const m = MILESTONE_ORDER[mi]!;
    for (const i of places) {
      const before = i === 0 ? ' ' : lower[i - 1]!;
      const after = lower[i + w.length] ?? ' ';
      if (!eastAsian && (WORD_CHAR.test(before) || WORD_CHAR.test(after))) continue;
      const lead = lower.slice(Math.max(0, i - 24), i).trimEnd();
      if (negated(lead)) continue;
      if (eastAsian && cancelledAround(lower, i, w.length)) continue;
      // "Incident declared resolved": the declaration is of the resolution.
      if (m === 'acknowledged' && /^\s+(?:resolved|closed|over|mitigated)\b/.test(lower.slice(i + w.length))) continue;
      if (m === 'detected' && escalation(lower, i, w.length)) continue;
      hits.push({ m, i, len: w.length, order });
      break;
    }
  }
  // In the words' order (milestone by milestone), which decides between hits at one place below.
  hits.sort((a, b) => a.order - b.order);
  // A shorter word inside a longer one of another milestone ("outage detected" vs "detected") keeps the longer.
  const kept = hits.filter((h) => !hits.some((o) => o !== h && o.len > h.len && o.i <= h.i && o.i + o.len >= h.i + h.len));
  kept.sort((a, b) => a.i - b.i);
  const out: Milestone[] = [];
  for (const h of kept) {
    // A resolution of part of the service ("back to normal in most PoPs") is a mitigation.
    const m = h.m === 'resolved' && partialAround(lower, h.i, h.len) ? 'mitigated' : h.m;
    if (!out.includes(m)) out.push(m);
  }
  return out;
}

const PARTIAL_SPACED = spacedWords(PARTIAL_WORDS);
const PARTIAL_RE = new RegExp(`(?<![\\p{L}])(?:${PARTIAL_SPACED.length ? wordAlternation(PARTIAL_SPACED) : '(?!)'})(?![\\p{L}])`, 'iu');
const PARTIAL_DENSE = eastAsianWords(PARTIAL_WORDS);
/**
 * A share below the whole of what the milestone word is about, in its clause: "96% of deleted blobs restored", "80 %
 * wiederhergestellt", "restored for 90% of users", "成功率95%まで回復". Not a rate beside it ("error rate below 0.5%, resolved").
 */
const SHARE_BEFORE = /(?<![\d.,])\d{1,2}(?:[.,]\d{1,2})?\s?%(?:\s(?:of\s[^.;,]{0,30})?|\s?(?:まで|に|까지)\s?)$/;
const SHARE_AFTER = /^\s(?:for|to|in|on)\s(?:about\s|around\s|roughly\s)?\d{1,2}(?:[.,]\d{1,2})?\s?%/;
/** Whether a partial word, or a part's share, stands within a few words of a milestone word at [i, i + len). */
function partialAround(lower: string, i: number, len: number): boolean {
  const near = lower.slice(Math.max(0, i - 32), i + len + 32);
  if (PARTIAL_RE.test(near) || PARTIAL_DENSE.some((w) => lower.slice(Math.max(0, i - 8), i + len + 8).includes(w))) return true;
  return SHARE_BEFORE.test(lower.slice(Math.max(0, i - 48), i).trimEnd() + ' ') || SHARE_AFTER.test(lower.slice(i + len, i + len + 32));
}

