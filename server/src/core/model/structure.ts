/**
 * The sections pass: Markdown headings, implicit headings, bold labels and lead-in lines open sections;
 * then each section's extent and whether it is empty, and the document's title.
 * Per-line readings (`HeadingReading`, `SectionGuess`) are pure functions of a line's text and kind.
 */
import { PLACEHOLDERS } from '../catalog/words.js';
import { PLACEHOLDER_WHEN } from '../locale/index.js';
import type { LineInfo } from '../parse/parse.js';
import { escapeRegExp, lineRange, range } from '../text.js';
import type { Range, Section, SectionKind } from '../types.js';
import { classifyHeading, classifyImplicit, classifyLabel, classifyLeadIn, classifyRowLabel, normalizeTitle, type NameEntry } from './sections.js';

/** What a one-line Markdown heading names. */
export interface HeadingReading { raw: string; kind: SectionKind; covers: SectionKind[] }

/** Whether a line outside Markdown headings opens a section, and how. */
export type SectionGuess = { kind: SectionKind; covers: SectionKind[]; via: 'implicit' | 'label' | 'lead-in'; title: string } | null;

const stripHeading = (x: string): string => x.replace(/^\s{0,3}#{1,6}(?:\s+|$)/, '').replace(/\s+#+\s*$/, '').trim();

/** A heading's text (its lines joined) and the kinds it names. */
/** A heading that opens with a time, after its date if any: one event of a timeline ("### 2025/09/09 21:30 — 已找到原因"). */
const EVENT_HEADING = /^[*_\s]*(?:(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[./]\d{1,2}[./]\d{2,4})[,\sT]{0,3})?\d{1,2}(?:[:：]\d{2}(?!\d)|時)/u;

export function readHeading(lines: readonly string[], index: readonly NameEntry[]): HeadingReading {
  const raw = lines.map(stripHeading).join(' ').trim();
  const read = classifyHeading(raw, index);
  // Its words say what happened then ("root cause found"): no section of that kind starts there, though what it says
  // below still counts as saying it (required-section).
  if (EVENT_HEADING.test(raw)) return { raw, kind: 'other', covers: read.covers };
  return { raw, ...read };
}

/** The line kinds that may open a section without being a Markdown heading. */
const GUESS_KINDS = new Set<LineInfo['kind']>(['paragraph', 'list-continuation', 'table-loose', 'other', 'list-item', 'table-row']);

/** The key under which a line's section guess is read: its kind, or undefined when it cannot open a section. */
export function guessKey(li: LineInfo): string | undefined {
  return !li.inBlockquote && GUESS_KINDS.has(li.kind) ? li.kind : undefined;
}

export function guessSection(l: string, kind: LineInfo['kind'], index: readonly NameEntry[]): SectionGuess {
  if (kind === 'table-row') {
    const row = classifyRowLabel(l, index);
    return row ? { kind: row.kind, covers: row.covers, via: 'label', title: row.label } : null;
  }
  if (kind !== 'list-item') {
    const implicit = classifyImplicit(l, index);
    if (implicit) return { ...implicit, via: 'implicit', title: l.trim() };
  }
  if (kind === 'other') return null;
  const label = classifyLabel(l, index);
  if (label) return { kind: label.kind, covers: label.covers, via: 'label', title: label.label.trim() };
  // A plain-text label, as e-mails write them: "Impact: outgoing mail was held …", "Root cause: a compromised account …".
  const plain = kind === 'paragraph' ? PLAIN_LABEL.exec(l) : null;
  const named = plain ? classifyImplicit(plain[1]!, index) : undefined;
  // Only the parts a postmortem needs: "What went well: …", "The short version: …" open a sentence more often than a part.
  if (named && PLAIN_KINDS.has(named.kind)) return { kind: named.kind, covers: named.covers, via: 'label', title: plain![1]! };
  if (kind !== 'list-item') {
    const lead = classifyLeadIn(l, index);
    if (lead) return { ...lead, via: 'lead-in', title: l.trim() };
  }
  return null;
}

/**
 * A placeholder followed by when it will be filled in, as the whole of a paragraph line: "TBD after the
 * review on Friday.", "À compléter après le COPIL du 30 novembre.", "TBD – to be completed after the audit." A clause with a colon, a comma or more
 * than 80 characters says something ("TODO after the migration: remove the old cluster") and is content.
 */
const PLACEHOLDER_WORDS = PLACEHOLDERS.filter((w) => /\p{L}/u.test(w)).map(escapeRegExp).join('|');
const PLACEHOLDER_CLAUSE = new RegExp(
  `^(?:${PLACEHOLDER_WORDS})(?!\\p{L})(?:[\\s.–—-]*(?:${PLACEHOLDER_WORDS})(?!\\p{L}))?[\\s.–—-]*`
  + `(?:${PLACEHOLDER_WHEN.map(escapeRegExp).join('|')})(?!\\p{L})[^:;,!?]{0,80}$`, 'iu');

/** The end of a note that says when something will be done: "…で決定予定", "…之后补充", "…复盘会后更新". */
const LATER_NOTE = /(?:予定|後日|以降に|之后补充|以后补充|后补充|後補充|之後補充|后更新|後更新)$/u;
const PLACEHOLDER_WHEN_LEAD = new RegExp(`^(?:${PLACEHOLDER_WHEN.map(escapeRegExp).join('|')})(?!\\p{L})`, 'iu');
/** A placeholder with another in parentheses after it: "TBD（後日追記）", "TBD (to be written)". */
const PLACEHOLDER_PAIR = /^(.+?)\s*[(（]\s*([^()（）]+)$/u;

function isPlaceholder(line: string): boolean {
  // In parentheses too: "(TBD)", "（後日記載）".
  const t = line.replace(/^[\s>*_\-+#|(（]+|[\s*_|:.)）]+$/g, '').toLowerCase();
  if (t === '' || PLACEHOLDERS.includes(t) || /^<!--.*-->$/.test(line.trim()) || /^(?:tbd|todo|tba)\b[\s:.-]*$/i.test(t)) return true;
  const pair = PLACEHOLDER_PAIR.exec(t);
  if (pair && PLACEHOLDERS.includes(pair[1]!) && PLACEHOLDERS.includes(pair[2]!.trim())) return true;
  // Or a note of when it will be filled in: "未定（3月中旬の振り返り会で決定予定）", "待定（复盘会之后补充）", "TBD (after the review)".
  if (pair && PLACEHOLDERS.includes(pair[1]!) && pair[2]!.trim().length <= 40 && !/[。.!?！？]./u.test(pair[2]!)
    && (LATER_NOTE.test(pair[2]!.trim()) || PLACEHOLDER_WHEN_LEAD.test(pair[2]!.trim()))) return true;
  // Only as a paragraph: a list item "TODO after the cut-over, drop the flag" is an action.
  return !/^\s*(?:[-*+]|\d+[.)])\s/.test(line) && PLACEHOLDER_CLAUSE.test(t);
}

const SKIP_TITLE = new Set(['code', 'html', 'front-matter', 'definition']);

export interface StructureInput {
  lines: readonly string[];
  info: readonly LineInfo[];
  /** Per line: the reading of a heading that starts there, taken alone. */
  headings: readonly (HeadingReading | undefined)[];
  /** Per line: its section guess (undefined where it is not read). */
  guesses: readonly (SectionGuess | undefined)[];
  frontMatter: Record<string, unknown> | undefined;
  index: readonly NameEntry[];
}

/** A label of one to four words in plain text at the start of a line, its colon, then its text. */
const PLAIN_LABEL = /^\s{0,3}(\p{Lu}[\p{L}'’-]*(?: [\p{L}'’-]+){0,3}):\s+\S/u;

const PLAIN_KINDS = new Set<SectionKind>(['impact', 'root-cause', 'corrective-actions', 'timeline']);

/**
 * A numbered section name alone as a one-item list, a blank line after it, as plain text pasted into Markdown writes its
 * headings ("3. Ablauf", "2) Impact"): an implicit heading. Not an item of a longer list (a table of contents).
 */
function numberedHeading(lines: readonly string[], info: readonly LineInfo[], i: number, index: readonly NameEntry[]): SectionGuess | undefined {
  const li = info[i]!;
  if (li.kind !== 'list-item' || li.inBlockquote || li.listDepth > 1) return undefined;
  const m = /^\s{0,3}\d{1,2}[.)]\s+(\S.{0,60})$/.exec(lines[i]!);
  if (!m || (i + 1 < lines.length && lines[i + 1]!.trim() !== '') || (i > 0 && info[i - 1]!.kind === 'list-item')) return undefined;
  const k = classifyImplicit(m[1]!, index);
  return k ? { ...k, via: 'implicit', title: m[1]!.trim() } : undefined;
}

/** A bold line of a few words alone, a heading in all but name ("**Communications**", "**Next steps:**", "【お客様対応】", "■対応内容"). */
const BOLD_ALONE = /^\s*(?:(\*\*|__)[^*_\n]{2,60}\1|【[^】\n]{1,30}】|[■◆●]\s?\S[^\n]{0,30})\s*[:：]?\s*$/;

/**
 * A bold label alone of any name over nothing but a placeholder, up to the next label, heading or rule ("**Customer
 * communications**" / "TBD"): a part of the page left to write, a section of its own.
 */
function placeholderLabel(lines: readonly string[], info: readonly LineInfo[], i: number): { title: string; start: number } | undefined {
  // Most lines open with something else: a cheap look at the first characters before the expression.
  const l = lines[i]!; let c = 0;
  while (c < 4 && (l[c] === ' ' || l[c] === '\t')) c++;
  if (l[c] !== '*' && l[c] !== '_') return undefined;
  const m = /^\s*(\*\*|__)([^*_\n]{2,60})\1\s*[:：]?\s*$/.exec(lines[i]!);
  if (!m || info[i]!.kind !== 'paragraph' || info[i]!.blockStart !== i || lines[i + 1]?.trim() !== '') return undefined;
  let j = i + 1;
  while (j < lines.length && lines[j]!.trim() === '') j++;
  if (j >= lines.length || info[j]!.kind !== 'paragraph' || !/\p{L}/u.test(lines[j]!) || !isPlaceholder(lines[j]!)) return undefined;
  let k = j + 1;
  while (k < lines.length && lines[k]!.trim() === '') k++;
  const ends = k >= lines.length || (k > j + 1 && (info[k]!.kind === 'heading' || info[k]!.kind === 'thematic-break' || BOLD_ALONE.test(lines[k]!) || /^\s*<!--/.test(lines[k]!)));
  return ends ? { title: m[2]!.trim(), start: lines[i]!.indexOf(m[2]!) } : undefined;
}

/** "Home › Blog", "Docs / Incidents": words joined by separators (the words never hold one, so matching is linear). */
const BREADCRUMB = /^[^\s›»>/|]+(?:\s*[›»>/|]\s*[^\s›»>/|]+)+$/u;

/** Is there a Markdown heading after line `i`? */
function hasHeadingAfter(info: readonly LineInfo[], i: number): boolean {
  for (let k = i + 1; k < info.length; k++) if (info[k]!.kind === 'heading') return true;
  return false;
}

/** Is a heading's whole text one section name ("Timeline", "Root cause")? */
function isSectionName(raw: string, index: readonly NameEntry[]): boolean {
  const norm = normalizeTitle(raw);
  return index.some((e) => e.name === norm);
}

export function readStructure(inp: StructureInput): { sections: Section[]; title: string | undefined; titleRange: Range | undefined } {
  const { lines, info } = inp;
  const n = lines.length;
  const sections: Section[] = [];
  let title: string | undefined;
  let titleRange: Range | undefined;
  const add = (kind: SectionKind, covers: SectionKind[], t: string, level: number, via: Section['via'], headingRange: Range) => {
    sections.push({ kind, covers, title: t, level, via, implicit: via !== 'heading', headingRange, range: headingRange, empty: false });
  };
  for (let i = 0; i < n; i++) {
    const li = info[i]!;
    const l = lines[i]!;
    if (li.kind === 'heading' && li.blockStart === i) {
      let end = i;
      while (end + 1 < n && info[end + 1]!.kind === 'heading' && info[end + 1]!.blockStart === i) end++;
      const h = end === i ? inp.headings[i]! : readHeading(lines.slice(i, end + 1), inp.index);
      const setextEnd = info[end + 1]?.kind === 'setext-underline' ? end + 1 : end;
      let { kind, covers } = h;
      if (li.depth === 1 && title === undefined) {
        title = h.raw; titleRange = lineRange(lines, i);
        // A title above other headings names the incident: "Timeline of the March 3 freeze", "… GitHub Actions
        // workflow" open no section. Only a title that is a section name and nothing else opens one.
        if (kind !== 'other' && sections.length === 0 && hasHeadingAfter(info, setextEnd) && !isSectionName(h.raw, inp.index)) { kind = 'other'; covers = []; }
      }
      add(kind, covers, h.raw, li.depth ?? 1, 'heading', lineRange(lines, i, setextEnd));
      i = setextEnd;
      continue;
    }
    const guess = inp.guesses[i] ?? numberedHeading(lines, info, i, inp.index);
    if (!guess) {
      const named = placeholderLabel(lines, info, i);
      if (named) add('other', [], named.title, 0, 'label', range(i, named.start, named.start + named.title.length));
      continue;
    }
    if (guess.via === 'label') {
      const start = Math.max(0, l.indexOf(guess.title));
      add(guess.kind, guess.covers, guess.title, 0, 'label', range(i, start, start + guess.title.length));
    } else add(guess.kind, guess.covers, l.trim(), 0, guess.via, lineRange(lines, i));
  }
  // Extents: a Markdown heading runs to the next heading of the same or a higher level; an implicit one
  // to the next section of any kind.
  for (let s = 0; s < sections.length; s++) {
    const sec = sections[s]!;
    let endLine = n - 1;
    for (let t = s + 1; t < sections.length; t++) {
      const next = sections[t]!;
      if (sec.level === 0 || (next.level !== 0 && next.level <= sec.level)) { endLine = next.headingRange.start.line - 1; break; }
    }
    const startLine = sec.headingRange.start.line;
    endLine = Math.max(endLine, sec.headingRange.end.line);
    sec.range = { start: { line: startLine, character: sec.headingRange.start.character }, end: { line: endLine, character: lines[endLine]!.length } };
    let empty = true;
    if (sec.via === 'label') {
      const after = lines[startLine]!.slice(sec.headingRange.end.character).replace(/^[*_:：\s】]+/, '');
      if (!isPlaceholder(after)) empty = false;
    }
    // A placeholder then a rule ("TBD", "---"): what follows the rule is another part of the page (the
    // comments under an issue, a footer), not this section's text.
    let stated = false;
    for (let i = sec.headingRange.end.line + 1; i <= endLine && empty; i++) {
      if (stated && sec.via === 'heading' && info[i]!.kind === 'thematic-break') break;
      // Under a bold label, a placeholder then another bold label alone ("**Root cause**", "To be completed …", "**Communications**"):
      // the next part of the page, whatever its name.
      if (stated && sec.level === 0 && info[i]!.kind === 'paragraph' && info[i]!.blockStart === i && BOLD_ALONE.test(lines[i]!)
        && (info[i + 1]?.kind !== 'paragraph' || /^\s*(?:【|[■◆●])/.test(lines[i]!))) break;
      if (info[i]!.kind === 'front-matter') continue;
      if (!isPlaceholder(lines[i]!)) empty = false;
      else if (/\p{L}/u.test(lines[i]!)) stated = true;
    }
    sec.empty = empty;
  }
  const fm = inp.frontMatter;
  if (title === undefined && typeof fm?.['title'] === 'string') title = fm['title'];
  if (title === undefined) {
    // The first line that reads as a title; a one-word line (or "Home › Blog") above a longer title-like
    // line is a breadcrumb copied with the page ("Product", "Blog") and gives way to it.
    const candidates: number[] = [];
    for (let i = 0; i < lines.length && candidates.length < 2; i++) if (lines[i]!.trim() !== '' && !SKIP_TITLE.has(info[i]!.kind)) candidates.push(i);
    const titleLike = (i: number | undefined) => {
      if (i === undefined) return false;
      const l = lines[i]!.trim();
      return l.length <= 120 && !/[.!?]$/.test(l) && !sections.some((s) => s.headingRange.start.line === i);
    };
    const words = (i: number) => lines[i]!.trim().split(/\s+/).length;
    const breadcrumb = (i: number) => words(i) === 1 || BREADCRUMB.test(lines[i]!.trim());
    let pick = candidates[0];
    if (pick !== undefined && breadcrumb(pick) && titleLike(candidates[1]) && words(candidates[1]!) >= 3) pick = candidates[1];
    if (pick !== undefined && titleLike(pick)) {
      title = lines[pick]!.trim().replace(/^\uFEFF/, '');
      titleRange = lineRange(lines, pick);
    }
  }
  return { sections, title, titleRange };
}
