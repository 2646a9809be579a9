/**
 * Milestone words in text, in one place: the milestone a timeline entry names (the catalog's words,
 * longest first), and every milestone a text names with the configured extra words (what the metrics read).
 */
import { MILESTONE_NEGATIONS, MILESTONE_ORDER, MILESTONE_WORDS } from '../catalog/milestones.js';
import { escapeRegExp } from '../text.js';
import type { Milestone } from '../types.js';

const MILESTONE_RE = new RegExp(
  `(?<![\\p{L}\\d])(${Object.values(MILESTONE_WORDS).flat().sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?![\\p{L}\\d])`, 'iu');
const MILESTONE_OF = new Map<string, Milestone>();
for (const [m, words] of Object.entries(MILESTONE_WORDS) as [Milestone, string[]][]) for (const w of words) MILESTONE_OF.set(w.toLowerCase(), m);

/** The milestone of the first (longest) milestone word in an entry's text. */
export function entryMilestone(text: string): Milestone | undefined {
  const m = MILESTONE_RE.exec(text);
  return m ? MILESTONE_OF.get(m[1]!.toLowerCase()) : undefined;
}

/** Extra milestone words by milestone (the `milestone-order` rule's `milestones` option). */
export type ExtraMilestoneWords = Partial<Record<Milestone, string[]>>;

const WORD_CHAR = /[\p{L}\d]/u;

/** The milestone words with the configured extra ones, by milestone (MILESTONE_ORDER), and one test for any of them. */
interface MilestoneWords { quick: RegExp; lists: readonly (readonly string[])[] }
/** By the configured words object (the model builder reads the options once per config). */
const WORDS_BY_OBJECT = new WeakMap<object, MilestoneWords>();
export const NO_EXTRA: ExtraMilestoneWords = {};

function milestoneWords(extra: ExtraMilestoneWords = NO_EXTRA): MilestoneWords {
  let w = WORDS_BY_OBJECT.get(extra);
  if (!w) {
    const lists = MILESTONE_ORDER.map((m) => [...MILESTONE_WORDS[m], ...(extra[m] ?? [])]);
    const words = lists.flat().filter((x) => x !== '');
    w = { quick: new RegExp(words.map((x) => escapeRegExp(x.toLowerCase())).join('|'), 'i'), lists };
    WORDS_BY_OBJECT.set(extra, w);
  }
  return w;
}

/** One regular expression of every milestone word: most entries name none, and this says so in one pass. */
export function quickTest(extra: ExtraMilestoneWords): RegExp {
  return milestoneWords(extra).quick;
}

/** Every milestone a text names, in text order; negated mentions ("not resolved") are left out. */
export function milestonesIn(text: string, extra: ExtraMilestoneWords = NO_EXTRA, quick = quickTest(extra)): Milestone[] {
  if (!quick.test(text)) return [];
  const lower = text.toLowerCase();
  const hits: { m: Milestone; i: number; len: number }[] = [];
  const { lists } = milestoneWords(extra);
  for (let mi = 0; mi < MILESTONE_ORDER.length; mi++) {
    const m = MILESTONE_ORDER[mi]!;
    for (const w of lists[mi]!) {
      let from = 0;
      for (let n = 0; n < 4; n++) {
        const i = lower.indexOf(w, from);
        if (i < 0) break;
        from = i + 1;
        const before = i === 0 ? ' ' : lower[i - 1]!;
        const after = lower[i + w.length] ?? ' ';
        if (WORD_CHAR.test(before) || WORD_CHAR.test(after)) continue;
        const lead = lower.slice(Math.max(0, i - 24), i).trimEnd();
        if (MILESTONE_NEGATIONS.some((neg) => lead.endsWith(' ' + neg) || lead === neg || (neg.startsWith('n\'') && lead.endsWith(neg)))) continue;
        // "Incident declared resolved": the declaration is of the resolution.
        if (m === 'acknowledged' && /^\s+(?:resolved|closed|over|mitigated)\b/.test(lower.slice(i + w.length))) continue;
        hits.push({ m, i, len: w.length });
        break;
      }
    }
  }
  // A shorter word inside a longer one of another milestone ("outage detected" vs "detected") keeps the longer.
  const kept = hits.filter((h) => !hits.some((o) => o !== h && o.len > h.len && o.i <= h.i && o.i + o.len >= h.i + h.len));
  kept.sort((a, b) => a.i - b.i);
  const out: Milestone[] = [];
  for (const h of kept) if (!out.includes(h.m)) out.push(h.m);
  return out;
}

