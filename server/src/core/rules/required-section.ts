import { SECTION_HEADING, SECTION_NAMES, SECTION_ORDER } from '../catalog/sections.js';
import { startsWithKnownVerb } from '../model/actions.js';
import { normalizeTitle } from '../model/sections.js';
import { unreadLanguage } from './language.js';
import { ACTION_LABELS, ACTION_SECTION_TITLES, OWNER_HEADERS, STATUS_HEADERS, TRACKING_HEADERS, CAUSE_SECTION_TITLES, CAUSE_STATEMENTS, COMMITMENT_STATEMENTS, IMPACT_STATEMENTS, PREVENTION_STATEMENTS, SECTION_LABELS, SUMMARY_TITLES, WEAK_SECTION_NAMES } from '../locale/index.js';
import { wordTrie } from '../text.js';
import { messagesFor } from '../locale/messages.js';
import type { Postmortem, Range, SectionKind, TextEdit } from '../types.js';
import type { Rule } from './rule.js';

/** Where a new section of `kind` goes: before the first section that templates put after it, else at the end. */
export function insertSection(model: Postmortem, kind: Exclude<SectionKind, 'other'>, body: string): TextEdit {
  const order = SECTION_ORDER.indexOf(kind);
  const topLevels = model.sections.filter((s) => s.level > 0).map((s) => s.level);
  const level = topLevels.length > 0 ? Math.max(2, topLevels.reduce((m, l) => (l > 1 && l < m ? l : m), 2)) : 2;
  const heading = `${'#'.repeat(level)} ${(SECTION_HEADING[model.locale] ?? SECTION_HEADING['en']!)[kind]}`;
  const before = model.sections.find((s) => s.level !== 1 && (s.level === 0 || s.level <= level) && s.kind !== 'other' && SECTION_ORDER.indexOf(s.kind) > order);
  if (before) {
    const at = { line: before.headingRange.start.line, character: 0 };
    return { range: { start: at, end: at }, newText: `${heading}\n\n${body}\n\n` };
  }
  const last = model.lines.length - 1;
  const end = { line: last, character: model.lines[last]!.length };
  const sep = model.lines[last]!.trim() === '' ? '\n' : '\n\n';
  return { range: { start: end, end }, newText: `${sep}${heading}\n\n${body}\n` };
}

/**
 * Where a finding about the whole document goes: the title's heading marker and first word (a short
 * range, so that it does not cover a real error elsewhere on the title line), else the first word of
 * the first non-blank line.
 */
export function documentAnchor(model: Postmortem): Range {
  const line = model.titleRange ? model.titleRange.start.line : Math.max(0, model.lines.findIndex((l) => l.trim() !== ''));
  const text = model.lines[line] ?? '';
  const m = /^(\uFEFF?\s*(?:#{1,6}\s+)?)(\S*)/u.exec(text)!;
  const start = model.titleRange && model.titleRange.start.line === line ? Math.min(model.titleRange.start.character, m[1]!.length) : m[1]!.length;
  const end = Math.max(start + 1, m[1]!.length + m[2]!.length);
  return { start: { line, character: Math.min(start, text.length) }, end: { line, character: Math.min(end, text.length) } };
}

/** A test for any of the words: whole words, except in scripts written without spaces (Chinese, Japanese), where a word stands anywhere. */
const wordsRe = (words: readonly string[]): RegExp => {
  const cjk = (w: string): boolean => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(w);
  const spaced = words.filter((w) => !cjk(w)); const dense = words.filter(cjk);
  const parts = [`(?<![\\p{L}\\p{N}])(?:${wordTrie(spaced, { flags: 'iu', lead: true })})(?![\\p{L}\\p{N}])`];
  if (dense.length) parts.push(`(?:${wordTrie(dense, { flags: 'iu', lead: true })})`);
  return new RegExp(parts.join('|'), 'iu');
};
const IMPACT_RE = wordsRe(IMPACT_STATEMENTS);
const CAUSE_RE = wordsRe(CAUSE_STATEMENTS);
const COMMITMENT_RE = wordsRe(COMMITMENT_STATEMENTS);
const PREVENTION_RE = wordsRe(PREVENTION_STATEMENTS);
/**
 * A line that opens with an action label ("Action point: …", "TODO: …", "**DONE** …"), or a task-list
 * item ("- [ ] …"): a line of a list of things to do.
 */
const ACTION_LINE = new RegExp(
  `^\\s{0,8}(?:[-*+]\\s+)?(?:\\[[ xX]\\]\\s+\\S|(?:\\*\\*|__)?(?:${wordTrie(ACTION_LABELS, { flags: 'iu' })})(?:\\*\\*|__)?(?:\\s*[:：]|(?<=\\*\\*|__)\\s+\\S))`, 'iu');
/** A list item's first line: its marker, then its text. */
const LIST_ITEM = /^\s{0,8}(?:[-*+•]|\d{1,3}[.)])\s+(.*)$/u;
/** List items of commitments that make a section hold the corrective actions. */
const COMMITMENT_ITEMS = 2;
/** How many lines of a summary are read for them. */
const SPAN_LINES = 80;
/** Words of a summary that make it an account of the incident, and so of its impact. */
const SUBSTANTIVE_WORDS = 25;

/**
 * Whether the document's summary states what a missing section would hold. Many teams describe the
 * impact, and often the cause, in a section named Summary (or Overview, Description…) rather than under
 * headings of their own; a reader finds them there, so the rule does not ask for another heading.
 * Impact: a summary of some length, or one that uses impact words. Root cause: cause words ("caused by",
 * "due to", "because") in a summary, a narrative or a section the model does not classify. Text that is not under a summary heading (a document of
 * plain paragraphs) is not read: there the sections are missing as sections.
 */
/** Whether a heading names a summary proper: its text, without markup, a number or a trailing colon, is one of the summary titles. */
const isSummaryTitle = (title: string): boolean => SUMMARY_TITLES.has(title.toLowerCase().replace(/[*_`#]/g, '').replace(/^\s*(?:\d+[.)]|[ivx]+\.)\s*/, '').replace(/^¿\s*/, '').replace(/\s*[:：?？]\s*$/, '').replace(/\s+/g, ' ').trim());

function statedInSummary(model: Postmortem, kind: SectionKind): boolean {
  if (kind === 'corrective-actions') return actionsStated(model);
  const re = kind === 'impact' ? IMPACT_RE : kind === 'root-cause' ? CAUSE_RE : undefined;
  if (!re) return false;
  const title = model.titleRange?.start.line;
  const entries = kind === 'root-cause' ? new Set(model.timeline.map((e) => e.line)) : undefined;
  for (const s of model.sections) {
    if (s.empty || s.headingRange.start.line === title) continue;
    if (kind === 'root-cause' && CAUSE_SECTION_TITLES.has(normalizeTitle(s.title))) return true;
    // The impact: in a summary proper ("Summary", "What happened"). The cause: also in a narrative, in a
    // section of its own kind ("Context", "Analysis") or in the lessons ("What went wrong"), where teams
    // explain it without calling it the root cause.
    const summary = s.covers.includes('summary');
    if (kind === 'impact' ? !(summary && isSummaryTitle(s.title)) : !(summary || s.kind === 'other' || s.kind === 'lessons-learned')) continue;
    const from = s.via === 'label' ? s.headingRange.start.line : s.headingRange.start.line + 1;
    let words = 0;
    for (let i = from; i <= Math.min(s.range.end.line, from + SPAN_LINES, model.lines.length - 1); i++) {
      const line = model.lines[i]!;
      if (model.code[i] || line.length > 4000 || entries?.has(i)) continue;
      if (re.test(line)) return true;
      if (kind === 'impact') {
        words += line.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
        if (words >= SUBSTANTIVE_WORDS) return true;
      }
    }
  }
  return statedInIntro(model, re);
}

/**
 * Whether the document states its corrective actions without a section of that name:
 * - a lessons-learned section, a summary or a section the model does not classify ("Postmortem",
 *   "What we learned") lists two or more items that state a commitment ("We need to document…");
 * - two or more action lines ("Action point: …", "TODO: …", "- [ ] …") stand outside the timeline;
 * - a sentence outside the timeline states a measure against recurrence ("To prevent this from
 *   happening again, …"), or a table has a column of action items.
 * Those are the corrective actions, under another name.
 */
function actionsStated(model: Postmortem): boolean {
  const entries = new Set(model.timeline.map((e) => e.line));
  const title = model.titleRange?.start.line;
  let actionLines = 0;
  // A Markdown post states its measures in prose: "We are adding expiry alerts …".
  if (proseUnderTitle(model)) {
    for (let i = title! + 1; i < Math.min(model.lines.length, title! + 4 * SPAN_LINES); i++) {
      const line = model.lines[i]!;
      if (!model.code[i] && line.length <= 4000 && !entries.has(i) && (COMMITMENT_RE.test(line) || PREVENTION_RE.test(line))) return true;
    }
  }
  for (const s of model.sections) {
    if (s.empty || s.kind === 'timeline') continue;
    // "Remediation": a name teams give the fix and the corrective actions alike.
    if (ACTION_SECTION_TITLES.has(normalizeTitle(s.title))) return true;
    const lessons = s.kind === 'lessons-learned' || s.kind === 'other' || s.covers.includes('summary');
    // A section under a heading the catalog does not know whose list is mostly actions ("## Next up" over "- Add …",
    // "- Alert on …", "- Document …"): three or more items, two in three led by a known action verb.
    if (s.kind === 'other' && s.level >= 2 && s.headingRange.start.line !== title && (actionList(model, s, entries) || commitmentProse(model, s, entries))) return true;
    let items = 0;
    const end = Math.min(s.range.end.line, s.headingRange.start.line + 4 * SPAN_LINES, model.lines.length - 1);
    for (let i = s.headingRange.start.line === title ? title + 1 : s.headingRange.start.line; i <= end; i++) {
      const line = model.lines[i]!;
      if (model.code[i] || line.length > 4000 || entries.has(i)) continue;
      if (PREVENTION_RE.test(line) || actionColumn(model, i)) return true;
      if (ACTION_LINE.test(line) && ++actionLines >= COMMITMENT_ITEMS) return true;
      const item = lessons ? LIST_ITEM.exec(line) : null;
      if (item && COMMITMENT_RE.test(item[1]!) && ++items >= COMMITMENT_ITEMS) return true;
    }
  }
  return false;
}

/**
 * Whether a section under a heading the catalog does not know states two commitments or more in its prose ("## Where we
 * go from here": "This week we are adding an alert …", "we will change our tooling …"): the actions, written as a letter.
 */
function commitmentProse(model: Postmortem, s: Postmortem['sections'][number], entries: ReadonlySet<number>): boolean {
  let found = 0;
  const end = Math.min(s.range.end.line, s.headingRange.start.line + SPAN_LINES, model.lines.length - 1);
  for (let i = s.headingRange.start.line + 1; i <= end; i++) {
    const line = model.lines[i]!;
    if (model.code[i] || entries.has(i) || line.length > 4000) continue;
    COMMITMENT_ALL.lastIndex = 0;
    while (COMMITMENT_ALL.exec(line)) if (++found >= COMMITMENT_ITEMS) return true;
  }
  return false;
}
const COMMITMENT_ALL = new RegExp(COMMITMENT_RE.source, 'giu');

/** Whether a section's list items are mostly actions: three or more, two in three led by a known action verb. */
function actionList(model: Postmortem, s: Postmortem['sections'][number], entries: ReadonlySet<number>): boolean {
  let items = 0; let verbs = 0;
  const end = Math.min(s.range.end.line, s.headingRange.start.line + 4 * SPAN_LINES, model.lines.length - 1);
  for (let i = s.headingRange.start.line + 1; i <= end; i++) {
    if (model.code[i] || entries.has(i)) continue;
    const item = LIST_ITEM.exec(model.lines[i]!);
    if (!item) continue;
    items++;
    if (startsWithKnownVerb(item[1]!)) verbs++;
  }
  return items >= 3 && verbs * 3 >= items * 2;
}

/**
 * Whether line `i` heads a table of action items: a column named for them ("| Action item | Owner |"), or a column
 * of things to do ("Action", "Maßnahme") or an owner column beside a due date or status ("| # | Action | Owner | Due |").
 */
function actionColumn(model: Postmortem, i: number): boolean {
  const line = model.lines[i]!;
  if (!line.includes('|') || !/^\s*\|?\s*:?-{2,}/.test(model.lines[i + 1] ?? '')) return false;
  const names = line.split('|').map(normalizeTitle);
  if (names.some((name) => ACTION_COLUMNS.has(name) || ACTION_COLUMNS.has(`${name}s`))) return true;
  const owner = names.some((n) => OWNER_HEADERS.includes(n));
  const follow = names.some((n) => TRACKING_HEADERS.includes(n) || STATUS_HEADERS.includes(n));
  const todo = names.some((n) => TODO_COLUMNS.has(n) || TODO_COLUMNS.has(`${n}s`) || TODO_COLUMNS.has(`${n}en`));
  return (owner && follow) || (todo && (owner || follow));
}
/** Every name of the corrective actions, single common words too ("Actions", "Maßnahmen"): a column of things to do. */
const TODO_COLUMNS: ReadonlySet<string> = new Set(Object.values(SECTION_NAMES['corrective-actions']).flat().map(normalizeTitle));
/** Column names of a table of corrective actions: the section's names, other than single common words ("Actions"). */
const ACTION_COLUMNS: ReadonlySet<string> = new Set(Object.values(SECTION_NAMES['corrective-actions'])
  .flat().filter((n) => !WEAK_SECTION_NAMES.has(n)).map(normalizeTitle));

/**
 * A Markdown post: a first-level title heading, then paragraphs and no other section (an engineering
 * blog's or a cloud provider's summary of an event). Its text is its summary: the impact, the cause and
 * the measures are told there, in prose. (A text of plain paragraphs, with no Markdown heading, is not read
 * this way: its sections are missing as sections.)
 */
function proseUnderTitle(model: Postmortem): boolean {
  const title = model.titleRange?.start.line;
  if (title === undefined) return false;
  return model.sections.every((s) => (s.headingRange.start.line === title ? s.via === 'heading' && s.level === 1 : s.kind === 'other' && s.via === 'heading'))
    && model.sections.some((s) => s.headingRange.start.line === title);
}

/** Markdown headings a document needs before its introduction is read like a summary. */
const INTRO_HEADINGS = 2;

/**
 * Whether the introduction of a document built on Markdown headings (the text after the title, before
 * the first section heading) uses the words. Teams that write "## Root cause", "## Timeline" and
 * "## Action items" often state the impact, or the cause, in the opening paragraphs under the title.
 * Only words count there, not length, and a document of plain paragraphs or implicit headings has no
 * introduction in this sense (its sections are missing as sections).
 */
function statedInIntro(model: Postmortem, re: RegExp): boolean {
  const title = model.titleRange?.start.line;
  const headed = model.sections.filter((s) => s.via === 'heading' && s.level > 1 && s.headingRange.start.line !== title);
  if (headed.length < INTRO_HEADINGS && !proseUnderTitle(model)) return false;
  const first = Math.min(...model.sections.filter((s) => s.headingRange.start.line !== title).map((s) => s.headingRange.start.line));
  const from = Math.max(title !== undefined ? title + 1 : 0, model.frontMatterRange ? model.frontMatterRange.end.line + 1 : 0);
  for (let i = from; i < Math.min(first, from + SPAN_LINES, model.lines.length); i++) {
    const line = model.lines[i]!;
    if (model.code[i] || line.length > 4000) continue;
    if (re.test(line)) return true;
  }
  return false;
}

export const requiredSection: Rule = {
  meta: {
    id: 'required-section',
    description: 'A required section (by default impact, root cause and corrective actions) is missing.',
    defaultSeverity: 'warning',
    fixable: true,
    docs: {
      rationale: 'A postmortem without its impact, its root cause or its corrective actions cannot be acted on. '
        + 'Sections are recognised by Markdown headings, by known names on a line of their own ("Root cause"), by bold labels ("**Impact**:") '
        + 'and by lead-in lines ("We have planned the following corrective actions:"). '
        + 'Corrective actions also count as stated when a sentence outside the timeline gives a measure against recurrence ("To prevent this from happening again, …"), '
        + 'when two or more action lines ("Action point: …", "TODO: …", "- [ ] …") stand outside the timeline, or when a table has an "Action item" column. '
        + 'A document written in a language the analysis does not read (see the README\'s languages) gets no finding: its sections cannot be seen. '
        + 'Configure the list with `requiredSections` and extra names with `sectionNames`.',
      bad: '# Login outage\n\n## Summary\n\nLogins failed for 20 minutes.\n\n## Timeline\n\n- 09:10 UTC Errors start',
      good: '# Login outage\n\n## Impact\n\n12% of logins failed.\n\n## Root Cause\n\nAn expired certificate.\n\n## Corrective Actions\n\n- Alert on certificate expiry (owner: @sam)',
    },
  },
  check({ model, config }) {
    const present = new Set(model.sections.flatMap((s) => s.covers));
    const names = SECTION_LABELS[model.locale] ?? SECTION_LABELS['en']!;
    const headings = SECTION_HEADING[model.locale] ?? SECTION_HEADING['en']!;
    let missing = SECTION_ORDER.filter((k): k is Exclude<SectionKind, 'other'> => k !== 'other' && config.requiredSections.includes(k) && !present.has(k));
    if (missing.length === 0) return [];
    missing = missing.filter((k) => !statedInSummary(model, k));
    if (missing.length === 0 || unreadLanguage(model)) return [];
    const m = messagesFor(model.locale);
    const list = m.list(missing.map((k) => names[k]));
    const quoted = missing.map((k) => m.t('quote', { text: headings[k] }));
    const message = missing.length === 1
      ? m.t('required-section.one', { list, heading: quoted[0]! })
      : m.t('required-section.many', { list, headings: m.and(quoted) });
    const edits: TextEdit[] = [];
    for (const kind of missing) {
      const e = insertSection(model, kind, 'TBD');
      // A second section inserted at the same place follows the first without another blank line.
      if (edits.some((x) => x.range.start.line === e.range.start.line && x.range.start.character === e.range.start.character)) e.newText = e.newText.replace(/^\n+/, '\n');
      edits.push(e);
    }
    const title = missing.length === 1 ? m.t('required-section.fix.one', { heading: quoted[0]! }) : m.t('required-section.fix.many', { list });
    return [{ message, range: documentAnchor(model), fix: { title, edits, safe: false } }];
  },
};
