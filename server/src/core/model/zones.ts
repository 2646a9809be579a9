/**
 * The zones pass: zone declarations of the front matter (`timezone:`, or the offset of its `date:`), of section headings ("Timeline
 * (UTC)") and of sentences ("All times are in UTC"); table headers declare theirs as the timeline is read.
 */
import type { LineInfo } from '../parse/parse.js';
import { ZONE_LABELS, ZONE_SENTENCE_LEADS, ZONE_SENTENCE_NOUNS, ZONE_SENTENCE_PREPOSITIONS, ZONE_SENTENCE_WORDS } from '../locale/index.js';
import { eastAsianWords, range, spacedWords, upTo, wordTrie } from '../text.js';
import { zoneFromLabel } from '../time/zone.js';
import { EAST_ASIAN_ZONE_NAMES, ZONE_NAME_WORDS } from '../catalog/zones.js';
import type { Range, Section, Zone, ZoneDeclaration } from '../types.js';

/** Words as a trie, for the case-insensitive patterns (`lead`: the one they open; `altU`: for the East Asian one, where case matters). */
const alt = (words: readonly string[]) => wordTrie(words, { flags: 'i' });
const lead = (words: readonly string[]) => wordTrie(words, { flags: 'i', lead: true });
const altU = (words: readonly string[]) => wordTrie(words, { flags: 'u' });
/** "All times are in UTC", "Les heures sont exprimées en UTC": the words come from each locale. */
/** A zone abbreviation, both labels of one zone ("PST/PDT"), or a zone named in words ("Pacific time", "北京时间"). */
const LABEL = String.raw`${ZONE_NAME_WORDS}|[A-Z][a-z]+\/[A-Z][A-Za-z_]+(?:\/[A-Z][A-Za-z_]+)?|[A-Z]{2,5}\/[A-Z]{2,5}|[A-Z]{2,5}`;
const NOUNS = spacedWords(ZONE_SENTENCE_NOUNS);
const WORDS = spacedWords(ZONE_SENTENCE_WORDS);
export const ZONE_SENTENCE = new RegExp(`\\b(?:all\\s+)?(?:${lead(NOUNS)})\\s+${upTo(`(?:${alt(WORDS)})\\s+`, 3)}(?:(?:${alt(ZONE_SENTENCE_PREPOSITIONS)})\\s+)?[([]?((?:UTC|GMT)(?:\\s?[+−-]\\s?\\d{1,2}(?::?\\d{2})?)?|${LABEL})\\b`, 'i');
/**
 * The same sentence with its zone in parentheses after other words: "Todas las horas están en hora de Colombia (UTC-5)",
 * "All times are in local time (CET)", "Heures exprimées en heure légale de Paris (UTC+2 à cette date)". Tried when the zone does
 * not follow the sentence's words at once.
 */
const ZONE_SENTENCE_PAREN = new RegExp(`\\b(?:all\\s+)?(?:${lead(NOUNS)})\\s+${upTo(`(?:${alt(WORDS)})\\s+`, 3)}(?:(?:${alt(ZONE_SENTENCE_PREPOSITIONS)})\\s+)?[^\\d()（）[\\].;:\\n]{1,40}?[(（]${upTo(`[^()（）,，\\d]{1,30}[,，]\\s?`, 2)}((?:UTC|GMT)(?:\\s?[+−-]\\s?\\d{1,2}(?::?\\d{2})?)?|${LABEL})(?:[)）,，]|\\s[^\\d()（）\\n]{1,30}[)）])`, 'i');
/**
 * A zone sentence in Japanese, Chinese or Korean: a noun for the times, a few words, then the zone, with no space
 * needed between them ("時刻はすべて日本時間です", "以下时间均为北京时间", "모든 시간은 한국 시간 기준입니다"). The noun
 * opens the sentence or follows a word that makes it the document's ("以下", "모든", "本ページに記載の", "本文中的"; a comma may follow
 * its particle: "時刻は、すべて日本時間"; after a lead the noun may be left out: "以下均为北京时间"): a noun at the end of a longer one is another time ("規約合意日時はJST", "처리 시간은 KST"). Case matters: an abbreviation is in capitals.
 */
/** An exception between the noun and the zone: "本文中の時刻は、ログの引用を除き日本時間です", "时间除日志外均为北京时间". */
const EXCEPT_CLAUSE = String.raw`[^、。，,\n]{1,16}?(?:を除き|を除いて|以外は|除外)|除[^、。，,\n]{1,12}?外`;
const EAST_ASIAN_ZONE_SENTENCE = eastAsianWords(ZONE_SENTENCE_NOUNS).length > 0
  ? new RegExp(`(?:(?:(?:${altU(ZONE_SENTENCE_LEADS)})的?\\s?){1,2}(?:${altU(eastAsianWords(ZONE_SENTENCE_NOUNS))})?|(?<![\\p{L}\\p{N}]\\s?)(?:${altU(eastAsianWords(ZONE_SENTENCE_NOUNS))}))${upTo(`\\s{0,2}[、，,]?\\s{0,2}(?:${altU(eastAsianWords(ZONE_SENTENCE_WORDS))}|${EXCEPT_CLAUSE})`, 3)}`
    + `\\s{0,2}[(（「]?((?:UTC|GMT)(?:\\s?[+−-]\\s?\\d{1,2}(?::?\\d{2})?)?|[A-Z]{2,5}|${EAST_ASIAN_ZONE_NAMES})(?![A-Za-z\\d])`, 'u')
  : undefined;
/**
 * A zone sentence in parentheses after a date or a heading, its noun left out: "（均为北京时间）", "（いずれも日本時間）"; or a zone
 * said to hold for what follows: "（北京时间，下同）" (the same below).
 */
const EA_ZONE = `((?:UTC|GMT)(?:\\s?[+−-]\\s?\\d{1,2}(?::?\\d{2})?)?|[A-Z]{2,5}|${EAST_ASIAN_ZONE_NAMES})`;
const EAST_ASIAN_PAREN_SENTENCE = eastAsianWords(ZONE_SENTENCE_WORDS).filter((w) => w.length >= 2).length > 0
  ? new RegExp(`[(（]\\s?(?:(?:${altU(eastAsianWords(ZONE_SENTENCE_WORDS).filter((w) => w.length >= 2))})\\s?${EA_ZONE}|${EA_ZONE.replace('(', '(?<same>')}\\s?[，,、]\\s?(?:下同|以下同じ|以下同))\\s?[)）]`, 'u')
  : undefined;
/**
 * A zone sentence a line break cuts before its zone ("… and all times are in" / "UTC."), or before the parentheses that
 * hold it ("… sont données en heure de Paris" / "(CET, UTC+1)."): the zone starts the next line (`ZONE_LEAD`).
 */
const ZONE_SENTENCE_OPEN = new RegExp(`\\b(?:all\\s+)?(?:${lead(NOUNS)})${upTo(`\\s+(?:${alt(WORDS)})`, 3)}\\s+(?:${alt(ZONE_SENTENCE_PREPOSITIONS)})(?:\\s+[^\\d()（）[\\].;:\\n]{1,40})?\\s*$`, 'i');
const ZONE_LEAD = new RegExp(String.raw`^\s*(?:>\s*)*\(?((?:UTC|GMT)(?:\s?[+−-]\s?\d{1,2}(?::?\d{2})?)?|${LABEL})\b`, 'i');
/**
 * Or one about all the times cut right after its noun ("… Alle Uhrzeiten in diesem" / "Bericht sind Ortszeit (MESZ, UTC+2)"): read
 * with the next line. Not one about some ("Darwin depot times are" / "ACST …"): another place's clock.
 */
const ZONE_NOUN_TAIL = new RegExp(`\\b(?:all|alle|toutes|todas|todos|tutti|tutte|(?<=(?:^|[.!?]\\s)(?:As|Os|Las|Los|Les|Die|Gli|Le|The)))\\s+(?:les\\s+|las\\s+|los\\s+|gli\\s+|le\\s+|die\\s+)?(?:${lead(NOUNS)})(?:\\s+[^\\s.;:()]+){0,4}\\s*$`, 'i');
/**
 * A metadata line or a table row whose label names the zone and whose value is one: "**Time zone:** PDT", "- Zeitzone: MEZ",
 * "【時刻表記】日本時間（JST）",
 * "| Fuseau horaire | heure de Paris |", "**时间基准**：北京时间", "| Time zone | Buenos Aires, ART (UTC−3) |". The label opens
 * the line (after a list marker, a quote, a cell border, or another field and a middle dot: "**Data:** … · **Fuso:** BRT");
 * nothing but the zone's name, maybe after its city, follows it.
 */
const ZONE_LABEL_LINE = new RegExp(String.raw`^\s*(?:[-*+]\s+|>\s*|\|\s*|[^\n·•]{0,120}?[·•]\s*)?(?:(?:\*\*|__)?(?:${alt(ZONE_LABELS)})(?:\*\*|__)?\s*(?:[:：]|\|)|【(?:${alt(ZONE_LABELS)})】\s*[:：]?)\s*(?:\*\*|__)?\s*(?:\p{Lu}[\p{L}.]{1,20}(?: \p{Lu}[\p{L}.]{1,20}){0,2},\s)?((?:UTC|GMT)(?:\s?[+−-]\s?\d{1,2}(?::?\d{2})?)?|${LABEL}|${EAST_ASIAN_ZONE_NAMES})(?![\p{L}\d])`, 'iu');
/**
 * A zone in parentheses, ASCII or full-width as Chinese and Japanese headings write them: "Timeline (UTC)", "时间线（UTC）";
 * the last of a list of names of one zone, where the offset comes last: "(CEST, UTC+2)", "(hora del centro, CST, UTC-6)"; a
 * zone's name with its offset after it: "（8 月 15 日，北京时间 UTC+8）"; a zone then a note without figures: "(UTC, newest first)", or a
 * note then the zone: "(newest first, all UTC)", "(Pacific, so PST)".
 */
export const ZONE_PAREN = new RegExp(String.raw`[(（](?:all\s+times\s+(?:in\s+)?)?${upTo(String.raw`[^()（）,，]{1,40}[,，]\s?`, 3)}(?:(?:so|i\.e\.|that\s+is|meaning)\s+)?(?:all\s+(?:times\s+)?(?:(?:are|in)\s+)?)?((?:UTC|GMT)(?:\s?[+−-]\s?\d{1,2}(?::?\d{2})?)?|${LABEL})(?:\s+time)?(?:\s?=?\s?(?:UTC|GMT)\s?[+−-]\s?\d{1,2}(?::?\d{2})?)?(?:[,，;]\s?[^()（）\d,，;]{1,30})?[)）]`, 'i');
/** A zone abbreviation on its own in a short label ("Date and Time in CET", "Time (PST/PDT)"). */
export const ZONE_WORD = /(?<![\p{L}])((?:UTC|GMT)(?:[+−-]\d{1,2}(?::?\d{2})?)?|[A-Z]{2,5}\/[A-Z]{2,5}|[A-Z]{2,5})(?![\p{L}])/u;
const NAMED = new RegExp(`^(?:${ZONE_NAME_WORDS})$`, 'i');

/** The offset at the end of a front matter date with a clock time ("2024-08-19 18:00:00 +09:00", "…T18:00+0900"). */
const FM_DATE_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)? ?([+-]\d{2}:?\d{2})$/;

export interface ZoneHit {
  zone: Zone; index: number; length: number;
  /** A zone named in words that ends its line ("… en heure de Paris"): the next line may open with the same zone's abbreviation ("(CET, UTC+1)."), which is read instead. */
  open?: true;
}

/** The zone a pattern finds in a text (an upper-case abbreviation, or UTC/GMT with an offset). */
export function zoneIn(text: string, re: RegExp): ZoneHit | undefined {
  const m = re.exec(text);
  if (!m) return undefined;
  const label = m[1] ?? m.groups?.['same'];
  if (label === undefined) return undefined;
  const named = NAMED.test(label);
  // An IANA name ("US/Pacific", "Europe/Berlin") is written in mixed case; an abbreviation in capitals.
  const iana = /^[A-Z][A-Za-z]+\/[A-Z][a-z]/.test(label);
  if (!named && !iana && label !== label.toUpperCase() && !/^(utc|gmt)/i.test(label)) return undefined;
  let zone = zoneFromLabel(named ? label.replace(/\s+/g, ' ') : iana ? label : label.toUpperCase().replace(/\s/g, '').replace('−', '-'));
  // Two labels of different zones ("PST/EST"): the first, as it was read alone.
  if (!zone && label.includes('/')) {
    const first = label.slice(0, label.indexOf('/'));
    zone = zoneFromLabel(first);
    if (!zone) return undefined;
    return { zone, index: m.index + m[0].indexOf(label), length: first.length };
  }
  if (!zone) return undefined;
  const index = m.index + m[0].indexOf(label);
  // Both labels of one zone, joined by a word ("MEZ bzw. MESZ", "PST or PDT") or each with its season ("CET d'inverno, CEST
  // d'estate"): the zone itself, whatever the season.
  const other = BOTH_LABELS.exec(text.slice(index + label.length, index + label.length + 40)) ?? BOTH_BEFORE.exec(text.slice(Math.max(0, index - 40), index));
  if (other && (zone.kind === 'standard' || zone.kind === 'daylight')) {
    const generic = zoneFromLabel(`${label}/${other[1]}`);
    if (generic?.kind === 'generic' && generic.iana === zone.iana) return { zone: generic, index, length: label.length };
  }
  return { zone, index, length: label.length };
}
/**
 * The other label of a zone after its first, joined by "or" in a language read (" bzw. MESZ", " or PDT", " o CEST"), or after
 * a comma that ends a few words on the first ("CET in winter, CEST in summer").
 */
const BOTH_LABELS = /^(?:\s(?:bzw\.|or|oder|o|ou|of|y|und|and)\s|[^()\n.;,]{0,24},\s?)([A-Z]{2,5})(?![A-Za-z])/;
/** The same, written before the label: "MESZ bzw. " before "MEZ", "CET in winter, " before "CEST". */
const BOTH_BEFORE = /(?<![A-Za-z])([A-Z]{2,5})(?:\s(?:bzw\.|or|oder|o|ou|of|y|und|and)\s|[^()\n.;,]{0,24},\s?)$/;

/** The zone a heading's text names: in parentheses, else in a sentence ("経緯（時刻は日本時間）" too). */
export const headingZone = (title: string): ZoneHit | undefined => zoneIn(title, ZONE_PAREN) ?? zoneIn(title, ZONE_SENTENCE)
  ?? (EAST_ASIAN_ZONE_SENTENCE ? zoneIn(title, EAST_ASIAN_ZONE_SENTENCE) : undefined);

/** Lines whose text may state the zone; an HTML block's too (a callout exported as `<aside>`, `<div>`). */
const SENTENCE_KINDS = new Set<LineInfo['kind']>(['paragraph', 'list-continuation', 'table-loose', 'list-item', 'html']);

/** The key under which a line's zone sentence is read (`t`: a table row, read for a zone label only), or undefined where none is read. */
export const sentenceKey = (li: LineInfo): string | undefined => (SENTENCE_KINDS.has(li.kind) ? 'z' : li.kind === 'table-row' ? 't' : undefined);

/** A line's zone sentence or zone label; `open` when the line ends with a sentence whose zone is on the next line. */
/**
 * A zone's name in words alone on its line, as a note under a heading: "Horas de Lisboa.", "*Pacific time*", "(heure de Paris)";
 * or opening a note in brackets that goes on about the times ("（日本時間。夜間メンテナンス中に発生し、…）").
 */
const ZONE_NAME_LINE = new RegExp(String.raw`^\s*[*_(（]{0,3}(${ZONE_NAME_WORDS})(?:[)）*_]{0,3}\.?[)）*_]{0,3}\s*$|[。、，,;；](?=[^()（）\n]{0,80}[)）]\s*$))`, 'iu');

export const readZoneSentence = (text: string, key = 'z'): ZoneHit | 'open' | 'tail' | null => {
  if (key === 't') return zoneIn(text, ZONE_LABEL_LINE) ?? cellSentence(text);
  const hit = zoneIn(text, ZONE_LABEL_LINE) ?? labelThenSentence(text) ?? zoneIn(text, ZONE_SENTENCE) ?? zoneIn(text, ZONE_NAME_LINE) ?? zoneIn(text, EVERYTHING_IN);
  // A zone named in words at the end of the line ("… en heure de Paris"): its abbreviation may open the next line.
  if (hit?.zone.kind === 'generic' && text.slice(hit.index + hit.length).trim() === '') return { ...hit, open: true };
  return hit ?? zoneIn(text, ZONE_SENTENCE_PAREN) ?? (EAST_ASIAN_ZONE_SENTENCE ? zoneIn(text, EAST_ASIAN_ZONE_SENTENCE) : undefined)
    ?? (EAST_ASIAN_PAREN_SENTENCE ? zoneIn(text, EAST_ASIAN_PAREN_SENTENCE) : undefined) ?? (ZONE_SENTENCE_OPEN.test(text) ? 'open' : ZONE_NOUN_TAIL.test(text) ? 'tail' : null);
};

/** "Everything is in UTC": all of the document, not what follows ("everything below is BST" tells of a switch). */
const EVERYTHING_IN = /\b[Ee]verything(?: here)?(?: is|'s) in (UTC|GMT)\b/;
/** A zone label, then a sentence about the times: "**Time zone:** all times are UTC unless marked otherwise." */
const ZONE_LABEL_LEAD = new RegExp(String.raw`^\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:${alt(ZONE_LABELS)})(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*`, 'iu');
function labelThenSentence(text: string): ZoneHit | undefined {
  const lead = ZONE_LABEL_LEAD.exec(text);
  const hit = lead ? zoneIn(text.slice(lead[0].length), ZONE_SENTENCE) : undefined;
  return hit && { ...hit, index: hit.index + lead![0].length };
}

/**
 * A zone sentence in the value cell of a two-column metadata row: "| 时间说明 | 文中时间均为北京时间（UTC+8） |", "| Note | All
 * times are in CET |". A wider row is a timeline's or a table of data, whose cells say other things.
 */
function cellSentence(text: string): ZoneHit | null {
  const cells = text.split('|');
  const inner = cells.slice(text.trimStart().startsWith('|') ? 1 : 0, text.trimEnd().endsWith('|') ? -1 : undefined);
  if (inner.length !== 2) return null;
  const at = text.indexOf(inner[1]!, text.indexOf(inner[0]!) + inner[0]!.length);
  const hit = zoneIn(inner[1]!, ZONE_SENTENCE) ?? (EAST_ASIAN_ZONE_SENTENCE ? zoneIn(inner[1]!, EAST_ASIAN_ZONE_SENTENCE) : undefined);
  return hit ? { zone: hit.zone, index: hit.index + at, length: hit.length } : null;
}

export interface ZoneInput {
  lines: readonly string[];
  sections: readonly Section[];
  frontMatter: Record<string, unknown> | undefined;
  frontMatterRange: Range | undefined;
  /** Per line: its zone sentence (null: none; undefined: not read; `open`: its zone starts the next line). */
  sentences: readonly (ZoneHit | 'open' | 'tail' | null | undefined)[];
}

/** The declarations in document order of kind (front matter, headings, sentences), each section's zone, and the document zone. */
export function readZones(inp: ZoneInput): { declarations: ZoneDeclaration[]; sectionZone: Map<Section, Zone>; docZone: Zone | undefined } {
  const declarations: ZoneDeclaration[] = [];
  const fm = inp.frontMatter;
  const fmZone = typeof fm?.['timezone'] === 'string' ? fm['timezone'] : typeof fm?.['tz'] === 'string' ? fm['tz'] : undefined;
  if (fmZone && inp.frontMatterRange) {
    const z = zoneFromLabel(fmZone);
    if (z) declarations.push({ zone: z, range: inp.frontMatterRange, scope: 'front-matter' });
  } else if (typeof fm?.['date'] === 'string' && inp.frontMatterRange) {
    // "date: 2024-08-19 18:00:00 +09:00": a date written with its clock time and a non-zero offset states the zone the
    // document is written in. "Z" or "+00:00" does not: sites store UTC there whatever the text uses.
    const offset = FM_DATE_OFFSET.exec(fm['date']);
    const z = offset && !/^[+-]00:?00$/.test(offset[1]!) ? zoneFromLabel(offset[1]!) : undefined;
    if (z) declarations.push({ zone: z, range: inp.frontMatterRange, scope: 'front-matter' });
  }
  const sectionZone = new Map<Section, Zone>();
  const headingLines = new Set<number>();
  for (const sec of inp.sections) {
    if (sec.via !== 'label') headingLines.add(sec.headingRange.start.line);
    const line = sec.headingRange.start.line;
    // A bold label's zone may follow it on its line: "**Timeline** (hora del centro de México, CST, UTC-6)".
    const after = sec.via === 'label' ? inp.lines[line]!.slice(sec.headingRange.end.character) : '';
    const inRest = sec.via === 'label' && /^[*_:\s]{0,6}[(（]/.test(after) ? zoneIn(after, ZONE_PAREN) : undefined;
    const z = headingZone(sec.title) ?? inRest;
    if (z) {
      sectionZone.set(sec, z.zone);
      const col = (z === inRest ? sec.headingRange.end.character : inp.lines[line]!.indexOf(sec.title)) + z.index;
      declarations.push({ zone: z.zone, range: range(line, Math.max(0, col), Math.max(0, col) + z.length), scope: 'section' });
    }
  }
  const { sentences } = inp;
  for (let i = 0; i < sentences.length; i++) {
    let z = sentences[i];
    let at = i;
    if (z === 'open' || z === 'tail') {
      const lead = z === 'open' && sentences[i + 1] !== undefined ? zoneIn(inp.lines[i + 1]!, ZONE_LEAD) : undefined;
      const tail = !lead && sentences[i + 1] !== undefined ? ZONE_NOUN_TAIL.exec(inp.lines[i]!)?.[0] : undefined;
      const joined = tail ? `${tail} ${inp.lines[i + 1]}` : undefined;
      const hit = joined ? zoneIn(joined, ZONE_SENTENCE) ?? zoneIn(joined, ZONE_SENTENCE_PAREN) : undefined;
      z = lead ?? (hit && hit.index > tail!.length ? { ...hit, index: hit.index - tail!.length - 1 } : undefined);
      at = i + 1;
    } else if (z?.open) {
      const next = sentences[i + 1] !== undefined && /^[\s>]*\(/.test(inp.lines[i + 1]!) ? zoneIn(inp.lines[i + 1]!, ZONE_LEAD) : undefined;
      if (next) { z = next; at = i + 1; }
    }
    if (z && !headingLines.has(i) && !overCode(inp.lines, at) && !tellsSwitch(inp.lines, at, z.zone)) declarations.push({ zone: z.zone, range: range(at, z.index, z.index + z.length), scope: 'document' });
  }
  const docZone = declarations.find((d) => d.scope === 'front-matter' || d.scope === 'document')?.zone;
  return { declarations, sectionZone, docZone };
}

/** A line that ends with a colon over a code block ("Tenant sign-in log extract (times in UTC):"): its zone is the block's. */
function overCode(lines: readonly string[], at: number): boolean {
  if (!/[:：]\s*$/.test(lines[at]!)) return false;
  let k = at + 1;
  while (k < lines.length && lines[k]!.trim() === '') k++;
  return k < lines.length && /^\s*(?:```|~~~)/.test(lines[k]!);
}

/**
 * A sentence that names a season's label and, on its line or the next, the other season's label of the same zone ("was on
 * summer time (EEST) but … went back to EET"): it tells of the switch, and declares neither.
 */
function tellsSwitch(lines: readonly string[], at: number, zone: Zone): boolean {
  if (zone.kind !== 'standard' && zone.kind !== 'daylight') return false;
  const text = `${lines[at]!} ${lines[at + 1] ?? ''}`;
  for (const m of text.matchAll(/(?<![A-Za-z])[A-Z]{3,5}(?![A-Za-z])/g)) {
    // A label written with a time is a moment's ("23:40 AEDT in Sydney"), not the season's name.
    if (/\d{1,2}[:.h]\d{2}\s?$/.test(text.slice(Math.max(0, m.index! - 8), m.index))) continue;
    const other = zoneFromLabel(m[0]);
    if (other && other.iana === zone.iana && other.kind !== zone.kind && (other.kind === 'standard' || other.kind === 'daylight')) return true;
  }
  return false;
}
