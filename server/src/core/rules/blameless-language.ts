import { BLAME_WORDS, HINDSIGHT_SUBJECTS, PERSON_CAUSE_LINKS, PERSON_CAUSE_NOUNS, type BlamePhrase } from '../catalog/blame.js';
import { BLAME_COMPOUNDS } from '../locale/index.js';
import { messagesFor } from '../locale/messages.js';
import { isEastAsian, wordTrie } from '../text.js';
import type { SectionKind } from '../types.js';
import type { Rule, RuleFinding } from './rule.js';

const WORD = /[\p{L}\d_]/u;
const POSSESSIVE_RE = new RegExp(String.raw`(?<![\p{L}\d@])(@[\w-]{1,39}|\p{Lu}\p{Ll}{1,20})(?:'s|’s)\s(${wordTrie(PERSON_CAUSE_NOUNS, { flags: 'u' })})(?![\p{L}])`, 'gu');
const LINK_HANDLE_RE = new RegExp(String.raw`(?<![\p{L}])(?:${wordTrie(PERSON_CAUSE_LINKS, { flags: 'iu', lead: true })})\s(@[\w-]{1,39})`, 'giu');
/** Words after a phrase that make it part of another word: "lazy loading". */
export const COMPOUND_RE = new RegExp(String.raw`^\s?(?:${wordTrie(BLAME_COMPOUNDS)})`);
const DEFAULT_SECTIONS: SectionKind[] = ['root-cause', 'timeline'];
/** Every possessive the expression above can match has this. */
const POSSESSIVE_QUICK = /['’]s\s/;

interface Hit { start: number; end: number; message: string }

const quickCache = new Map<string, RegExp>();
/** One expression of every phrase and hindsight verb, made once per set of phrases. */
function quickRegExp(phrases: readonly BlamePhrase[]): RegExp {
  const key = phrases.map((p) => p.phrase).join('\u0000');
  let re = quickCache.get(key);
  if (!re) {
    const words = [...phrases.map((p) => p.phrase), ...Object.values(HINDSIGHT_SUBJECTS).flatMap((h) => h.verbs)].filter((w) => w !== '');
    re = new RegExp(wordTrie(words, { lead: true }));
    if (quickCache.size > 20) quickCache.clear();
    quickCache.set(key, re);
  }
  return re;
}
const NO_HITS: Hit[] = [];

function findPhrase(lower: string, phrase: string): number[] {
  const out: number[] = [];
  const eastAsian = isEastAsian(phrase);
  let from = 0;
  for (let n = 0; n < 20; n++) {
    const i = lower.indexOf(phrase, from);
    if (i < 0) break;
    from = i + 1;
    const before = i === 0 ? ' ' : lower[i - 1]!;
    const after = lower[i + phrase.length] ?? ' ';
    // A phrase in an East Asian script sits among other letters ("原因は人為的ミス"): no word boundary to check.
    if (eastAsian) { out.push(i); continue; }
    if (WORD.test(before) || (WORD.test(after) && !phrase.endsWith('\'')) || after === '-' || before === '-') continue; // "lazy-loaded" is another word
    if (COMPOUND_RE.test(lower.slice(i + phrase.length))) continue; // "lazy loading" too
    out.push(i);
  }
  return out;
}

export const blamelessLanguage: Rule = {
  meta: {
    id: 'blameless-language',
    description: 'Blame wording in the root cause or the timeline ("human error", "should have", "careless", "at fault", a person\'s name as the cause), with a suggestion.',
    defaultSeverity: 'info',
    fixable: false,
    docs: {
      rationale: 'A blameless postmortem explains how the system let a reasonable action cause harm; naming a culprit ends the analysis where it should '
        + 'start, and people stop reporting what they did. The rule looks in the root cause and timeline sections for blame words (English and '
        + 'French lists in the catalog), hindsight with a person as subject ("he should have checked"), and a person as the cause '
        + '("caused by @alice", "Bob\'s mistake"). Options: `words` adds phrases, `sections` lists the section kinds to check.',
      bad: '# Deploy outage\n\n## Root cause\n\nThe outage was caused by human error during the deploy.',
      good: '# Deploy outage\n\n## Root cause\n\nThe deploy script accepted an empty target list and removed every instance.',
    },
  },
  check({ model, options, memo }) {
    const out: RuleFinding[] = [];
    const kinds = Array.isArray(options['sections']) ? (options['sections'] as SectionKind[]) : DEFAULT_SECTIONS;
    const m = messagesFor(model.locale);
    // A phrase's own suggestion is written in the language of its list: in a document written in another
    // language with messages of its own, the catalogue's general suggestion (or that language's hindsight
    // suggestion) is given instead. English messages keep the phrase's own suggestion, as they always did.
    const generic = m.t('blameless-language.suggestion');
    const keepOwn = (locale: string) => m.locale === 'en' || locale === m.locale;
    const ownSuggestion = (locale: string, suggestion: string) => (keepOwn(locale) ? suggestion : generic);
    const extra: BlamePhrase[] = Array.isArray(options['words'])
      ? (options['words'] as unknown[]).filter((w): w is string => typeof w === 'string' && w.trim() !== '').map((w) => ({ phrase: w.toLowerCase(), suggestion: generic }))
      : [];
    const phrases = [...Object.entries(BLAME_WORDS).flatMap(([locale, ps]) => ps.map((p) => ({ phrase: p.phrase, suggestion: ownSuggestion(locale, p.suggestion) }))), ...extra];
    const hindsight = Object.entries(HINDSIGHT_SUBJECTS).map(([locale, h]) => ({ ...h, suggestion: keepOwn(locale) ? h.suggestion : (HINDSIGHT_SUBJECTS[m.locale]?.suggestion ?? h.suggestion) }));
    const lines = new Uint8Array(model.lines.length);
    for (const s of model.sections) {
      if (!s.covers.some((k) => kinds.includes(k))) continue;
      const from = s.via === 'label' ? s.headingRange.start.line : s.headingRange.end.line + 1;
      lines.fill(1, from, s.range.end.line + 1);
    }
    // One pass over a line says whether any phrase or hindsight verb is in it at all (most lines: none).
    const quick = quickRegExp(phrases);
    /** What a line's text says that assigns blame: a pure function of the text, remembered per line. */
    const hitsIn = (text: string): Hit[] => {
      if (/^\s*>/.test(text)) return NO_HITS; // quotations are other people's words
      const lower = text.toLowerCase();
      if (!quick.test(lower) && !POSSESSIVE_QUICK.test(text) && !text.includes('@')) return NO_HITS;
      const hits: Hit[] = [];
      const push = (start: number, end: number, message: string) => {
        if (!hits.some((h) => h.start === start)) hits.push({ start, end, message });
      };
      if (quick.test(lower)) for (const p of phrases) {
        for (const at of findPhrase(lower, p.phrase)) {
          const written = text.slice(at, at + p.phrase.length);
          push(at, at + p.phrase.length, m.t('blameless-language.blame', { text: written, suggestion: p.suggestion }));
        }
      }
      if (quick.test(lower)) for (const h of hindsight) {
        for (const v of h.verbs) {
          for (const at of findPhrase(lower, v)) {
            const before = lower.slice(Math.max(0, at - 24), at).trimEnd();
            const subject = h.subjects.find((s) => before === s || before.endsWith(' ' + s) || (s.endsWith('\'') && before.endsWith(s)))
              ?? /(?:^|\s)(@[\w-]{1,39})$/.exec(before)?.[1];
            if (!subject) continue;
            const s = Math.max(0, lower.lastIndexOf(subject, at - 1));
            const written = text.slice(s, at + v.length);
            push(s, at + v.length, m.t('blameless-language.hindsight', { text: written, suggestion: h.suggestion }));
          }
        }
      }
      POSSESSIVE_RE.lastIndex = 0;
      let x: RegExpExecArray | null;
      while ((x = POSSESSIVE_RE.exec(text)) !== null) {
        push(x.index, x.index + x[0].length, m.t('blameless-language.person', { text: x[0] }));
      }
      LINK_HANDLE_RE.lastIndex = 0;
      while ((x = LINK_HANDLE_RE.exec(text)) !== null) {
        push(x.index, x.index + x[0].length, m.t('blameless-language.person', { text: x[0] }));
      }
      return hits.length === 0 ? NO_HITS : hits.sort((a, b) => a.start - b.start);
    };
    const lineMemo = memo<Hit[]>(`hits|${m.locale}|${JSON.stringify(extra.map((p) => p.phrase))}`);
    for (let i = 0; i < model.lines.length; i++) {
      const text = model.lines[i]!;
      if (model.code[i] || !lines[i]) continue;
      for (const h of lineMemo.get(i, text, hitsIn)) out.push({ range: { start: { line: i, character: h.start }, end: { line: i, character: h.end } }, message: h.message });
    }
    return out;
  },
};
