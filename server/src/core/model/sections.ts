/**
 * Recognising section headings: Markdown headings, implicit headings (a known section name on a line
 * of its own), bold labels ("**Impact**: …") and lead-in lines ("We planned these corrective actions:").
 */
import { SECTION_NAMES } from '../catalog/sections.js';
import { EXACT_SECTION_NAMES, WEAK_SECTION_NAMES } from '../locale/index.js';
import type { SectionKind } from '../types.js';

/** Single common words: a lead-in line needs a stronger name than these, an implicit heading must be exactly one. */
const WEAK_NAMES = WEAK_SECTION_NAMES;

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;

/** A known name; `exact`: it names its kind only as the whole (normalised) title. */
export interface NameEntry { kind: Exclude<SectionKind, 'other'>; name: string; weak: boolean; exact?: boolean }

export function normalizeTitle(text: string): string {
  return text
    .toLowerCase()
    // Inline HTML an export leaves in a heading ("<span id=… class=\"confluence-anchor-link\"></span>Zeitverlauf").
    .replace(/<\/?[a-z][a-z0-9]*\b[^<>]{0,200}>/g, ' ')
    .replace(/[’‘`´]/g, "'")
    .replace(/[*_#~]/g, ' ')
    .replace(/\([^()]{0,80}\)|\{[^{}]{0,80}\}|\[[^[\]]{0,80}\]|（[^（）]{0,80}）/g, ' ')
    .replace(/^\s*(?:\d{1,2}|[ivx]{1,4}|[a-h])[.)]\s+/, '')
    .replace(/[?!¿¡:;.,？！：；。，]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Indexes already built, by the configured names object (configs are shared between documents). */
const INDEXES = new WeakMap<object, readonly NameEntry[]>();
/** The names object of every configuration that adds no name: one index for all of them. */
const NO_NAMES: Partial<Record<SectionKind, string[]>> = {};

/**
 * The name index of a config's `sectionNames` (built once per names object; never modified). A configuration that adds no
 * name shares one index, whatever object holds its (empty) names: the language server resolves a configuration per
 * document, and a copy of the index (some 700 names) for each of hundreds of open documents is megabytes.
 */
export function buildNameIndex(extra: Partial<Record<SectionKind, string[]>>): readonly NameEntry[] {
  if (extra !== NO_NAMES && Object.values(extra).every((names) => !names || names.length === 0)) return buildNameIndex(NO_NAMES);
  let index = INDEXES.get(extra);
  if (!index) {
    index = makeNameIndex(extra);
    INDEXES.set(extra, index);
  }
  return index;
}

function makeNameIndex(extra: Partial<Record<SectionKind, string[]>>): NameEntry[] {
  const entries: NameEntry[] = [];
  const seen = new Set<string>();
  const add = (kind: Exclude<SectionKind, 'other'>, name: string, weak: boolean, exact = false) => {
    const n = normalizeTitle(name);
    if (n === '' || seen.has(kind + '\u0000' + n)) return;
    seen.add(kind + '\u0000' + n);
    entries.push(exact ? { kind, name: n, weak, exact } : { kind, name: n, weak });
  };
  for (const [kind, byLocale] of Object.entries(extra)) {
    if (kind === 'other') continue;
    for (const name of byLocale ?? []) add(kind as Exclude<SectionKind, 'other'>, name, false);
  }
  for (const [kind, byLocale] of Object.entries(SECTION_NAMES)) {
    for (const names of Object.values(byLocale)) for (const name of names) add(kind as Exclude<SectionKind, 'other'>, name, WEAK_NAMES.has(name), EXACT_SECTION_NAMES.has(name));
  }
  // Longest names first so "root cause analysis" wins over "cause".
  entries.sort((a, b) => b.name.length - a.name.length);
  return entries;
}

interface Match { entry: NameEntry; index: number; end: number }

/**
 * Where each name of an index sits in it, by the name's first word; names in CJK script, which may sit
 * inside a longer word, under ''. A name can only match a text that has its first word as a word.
 */
const BY_FIRST_WORD = new WeakMap<readonly NameEntry[], Map<string, number[]>>();

function byFirstWord(index: readonly NameEntry[]): Map<string, number[]> {
  let map = BY_FIRST_WORD.get(index);
  if (!map) {
    map = new Map();
    for (let k = 0; k < index.length; k++) {
      const name = index[k]!.name;
      const key = CJK.test(name) ? '' : name.split(' ')[0]!;
      const list = map.get(key);
      if (list) list.push(k); else map.set(key, [k]);
    }
    BY_FIRST_WORD.set(index, map);
  }
  return map;
}

/** The names in CJK script by their first character: only those whose first character the text holds can stand in it. */
const CJK_BY_FIRST_CHAR = new WeakMap<readonly NameEntry[], Map<string, number[]>>();

function cjkByFirstChar(index: readonly NameEntry[]): Map<string, number[]> {
  let map = CJK_BY_FIRST_CHAR.get(index);
  if (!map) {
    map = new Map();
    for (const k of byFirstWord(index).get('') ?? []) {
      const first = index[k]!.name[0]!;
      const list = map.get(first);
      if (list) list.push(k); else map.set(first, [k]);
    }
    CJK_BY_FIRST_CHAR.set(index, map);
  }
  return map;
}

function findMatches(norm: string, index: readonly NameEntry[]): Match[] {
  const matches: Match[] = [];
  // Only the names whose first word is a word of the text (or in CJK script), in the index's order
  // (longest first: an earlier name wins an overlap).
  const groups = byFirstWord(index);
  let candidates: number[] | undefined;
  // A name in CJK script holds a CJK character: a text without one cannot contain it; one with can contain only the
  // names whose first character it holds.
  if (CJK.test(norm)) {
    const byChar = cjkByFirstChar(index);
    const seen = new Set<string>();
    for (const ch of norm) {
      if (seen.has(ch)) continue;
      seen.add(ch);
      const ks = byChar.get(ch.length === 1 ? ch : ch[0]!);
      if (ks) (candidates ??= []).push(...ks);
    }
  }
  // Each word of the text (no array of words: most lines name nothing, and this runs for every line).
  for (let start = 0; start <= norm.length;) {
    let end = norm.indexOf(' ', start);
    if (end < 0) end = norm.length;
    const ks = end > start ? groups.get(norm.slice(start, end)) : undefined;
    if (ks) {
      candidates ??= [];
      for (const k of ks) if (!candidates.includes(k)) candidates.push(k);
    }
    start = end + 1;
  }
  if (!candidates) return matches;
  if (candidates.length > 1) candidates.sort((a, b) => a - b);
  for (const k of candidates) {
    const entry = index[k]!;
    // A name that names its kind only as the whole title may also end one after "and" ("Resolution and follow-up").
    if (entry.exact && entry.name !== norm && !norm.endsWith(` and ${entry.name}`) && !norm.endsWith(` & ${entry.name}`)) continue;
    let from = 0;
    while (from <= norm.length) {
      const i = norm.indexOf(entry.name, from);
      if (i < 0) break;
      const end = i + entry.name.length;
      // Words are space-separated, except in CJK text where a name may sit inside a longer heading.
      const cjk = CJK.test(entry.name);
      const okStart = i === 0 || norm[i - 1] === ' ' || cjk;
      const okEnd = end === norm.length || norm[end] === ' ' || cjk;
      if (okStart && okEnd && !matches.some((m) => i < m.end && end > m.index)) matches.push({ entry, index: i, end });
      from = i + 1;
    }
  }
  return matches.length > 1 ? matches.sort((a, b) => a.index - b.index) : matches;
}

function kindsOf(matches: Match[]): { kind: SectionKind; covers: SectionKind[] } | undefined {
  if (matches.length === 0) return undefined;
  const covers: SectionKind[] = [];
  for (const m of matches) if (!covers.includes(m.entry.kind)) covers.push(m.entry.kind);
  // Japanese and Chinese put the head noun last ("発生から復旧までのタイムライン" is a timeline).
  const last = matches[matches.length - 1]!;
  const kind = CJK.test(last.entry.name) ? last.entry.kind : covers[0]!;
  return { kind, covers };
}

const wordCount = (s: string) => (s === '' ? 0 : s.split(' ').length);

/** A Markdown heading: any known name in it names its kind. */
export function classifyHeading(title: string, index: readonly NameEntry[]): { kind: SectionKind; covers: SectionKind[] } {
  return kindsOf(findMatches(normalizeTitle(title), index)) ?? namedInParentheses(title, index) ?? { kind: 'other', covers: [] };
}

/** A heading the words outside its parentheses do not name, whose parentheses hold a known name and nothing else ("Quando? (cronologia)"). */
function namedInParentheses(title: string, index: readonly NameEntry[]): { kind: SectionKind; covers: SectionKind[] } | undefined {
  if (!title.includes('(') && !title.includes('（')) return undefined;
  for (const m of title.matchAll(/[(（]([^()（）]{2,60})[)）]/g)) {
    const norm = normalizeTitle(m[1]!);
    const found = findMatches(norm, index);
    if (found.length === 1 && found[0]!.index === 0 && found[0]!.end === norm.length) return kindsOf(found);
  }
  return undefined;
}

/**
 * A line on its own that may be a heading in plain text: short, not a sentence, and a known name that
 * covers the line, with at most two words before it ("Outage Schedule of Events (UTC Time)") or a second
 * known name after it ("Why did it happen? What did we do about it?").
 */
export function classifyImplicit(line: string, index: readonly NameEntry[]): { kind: SectionKind; covers: SectionKind[] } | undefined {
  // A heading of plain text or a wiki between equals signs or dashes: "== Timeline ==", "-- Root cause --".
  const raw = line.trim().replace(/^(={2,6}|-{2,3})\s*(\S.*?)\s*\1$/, '$2');
  if (raw === '' || raw.length > 120 || /[.;,]$/.test(raw) || /^[-*+>|#]/.test(raw)) return undefined;
  if (/^\d{1,2}[.)]\s/.test(raw) && !/^\d{1,2}[.)]\s+\p{Lu}/u.test(raw)) return undefined;
  const norm = normalizeTitle(raw);
  if (norm === '' || wordCount(norm) > 12) return undefined;
  const matches = findMatches(norm, index);
  if (matches.length === 0) return undefined;
  // Cover the whole line with known names, allowing up to two leading words and "and"/"&" between names.
  const first = matches[0]!;
  const before = norm.slice(0, first.index).trim();
  if (wordCount(before) > 2) return undefined;
  if (first.entry.weak && before !== '' ) return undefined;
  let cursor = first.end;
  const used = [first];
  for (const m of matches.slice(1)) {
    const gap = norm.slice(cursor, m.index).trim();
    // "and" between two names, or "of" ("Summary of impact": the summary and the impact in one).
    if (gap !== '' && !/^(?:and|&|et|or|ou|\/|of)$/.test(gap)) break;
    used.push(m);
    cursor = m.end;
  }
  const rest = norm.slice(cursor).trim();
  if (rest !== '') return undefined;
  return kindsOf(used);
}

/**
 * "**Impact**: …" or "__Root Cause:__ …" at the start of a line; the colon may be full-width ("**影响**：…"); a long
 * parenthetical may stand inside the bold ("**Timeline (Pacific time; clocks jumped at 2:00 a.m.)**").
 */
export function classifyLabel(line: string, index: readonly NameEntry[]): { kind: SectionKind; covers: SectionKind[]; label: string; labelEnd: number } | undefined {
  // A label in bold, or in lenticular brackets as Chinese and Japanese notices write them ("【故障原因】", the bracket is its colon).
  const m = /^\s*(?:[-*+]\s+)?(\*\*|__)([^*_]{1,60}?|[^*_()]{1,60}?\s?[(（][^()（）]{0,120}[)）])\1\s*[:：.]?/.exec(line) ?? /^\s*(?:[-*+]\s+)?(【)([^】\n]{1,30})】\s*[:：]?/.exec(line);
  if (!m) return undefined;
  const label = m[2]!.replace(/[:：.]\s*$/, '');
  // A colon, or the full stop of a run-in head ("**Why it happened.** A new model …").
  const hasColon = m[1] === '【' || /[:：.]$/.test(m[0].trimEnd()) || /[:：.]$/.test(m[2]!.trimEnd());
  const rest = line.slice(m[0].length).trim();
  // Nothing after the label but its colon, or a parenthetical ("**Timeline** (all times UTC)").
  if (!hasColon && rest !== '' && !/^[(（][^()（）]{0,120}[)）]\s?:?$/.test(rest)) return undefined;
  // A bold line alone is a heading in all but name, read as one ("**Impact on your organisation**"): its name may lead. Not
  // one that writes a date or a time: an update's stamp ("**【第３報・復旧】2025年3月3日 １１：１０**").
  const k = classifyImplicit(label, index) ?? (rest === '' && m[1] !== '【' && !/[\d０-９]/.test(label) && wordCount(normalizeTitle(label)) <= 6 ? known(classifyHeading(label, index)) : undefined);
  if (!k) return undefined;
  return { ...k, label, labelEnd: m[0].length };
}
const known = (r: { kind: SectionKind; covers: SectionKind[] }) => (r.kind === 'other' ? undefined : r);

/**
 * A table row whose first cell names a section and whose second holds its text: the metadata table many
 * templates open with ("| **Impact** | 31% of requests failed |", "| Root causes | … |").
 */
export function classifyRowLabel(line: string, index: readonly NameEntry[]): { kind: SectionKind; covers: SectionKind[]; label: string } | undefined {
  const m = /^\s{0,3}\|?\s{0,4}(?:\*\*|__)?([^|*_]{1,60}?)(?:\*\*|__)?\s{0,4}:?\s{0,4}\|\s{0,8}[^|\s]/.exec(line);
  if (!m) return undefined;
  const label = m[1]!.trim();
  const k = classifyImplicit(label, index);
  return k ? { ...k, label } : undefined;
}

/** A lead-in line ending in ":" that names a section with a specific name. */
export function classifyLeadIn(line: string, index: readonly NameEntry[]): { kind: SectionKind; covers: SectionKind[] } | undefined {
  const raw = line.trim();
  if (!raw.endsWith(':') || raw.length > 200) return undefined;
  const norm = normalizeTitle(raw);
  if (wordCount(norm) > 20) return undefined;
  const matches = findMatches(norm, index).filter((m) => !m.entry.weak);
  return kindsOf(matches);
}
