/**
 * Source lines + block structure → the Postmortem model (DESIGN.md §3).
 */
import { parse as parseYaml } from 'yaml';
import { parse as parseToml } from 'smol-toml';
import type { Config } from '../config.js';
import { LOCALE_MARKERS, PLACEHOLDERS } from '../catalog/words.js';
import { MILESTONE_WORDS } from '../catalog/milestones.js';
import type { LineInfo, ParsedDocument } from '../parse/parse.js';
import { scanDates, scanTimes, type ScannedDate, type ScannedTime } from '../time/scan.js';
import { toInstant, zoneFromLabel } from '../time/zone.js';
import { escapeRegExp, lineRange, range, tableCells } from '../text.js';
import { FEW_MISSES } from '../memo.js';
import type {
  DateMention, Milestone, PlainDate, Postmortem, Range, Section, SectionKind, TimeMention, TimelineEntry, Zone, ZoneDeclaration,
} from '../types.js';
import { buildNameIndex, classifyHeading, classifyImplicit, classifyLabel, classifyLeadIn, type NameEntry } from './sections.js';

const sameDate = (a: PlainDate | undefined, b: PlainDate | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.year === b.year && a.month === b.month && a.day === b.day);
const sameZone = (a: Zone | undefined, b: Zone | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.label === b.label && a.iana === b.iana && a.kind === b.kind && a.offsetMinutes === b.offsetMinutes);

/** Years an incident can have happened in; 0001/01/01 in a code discussion is not an incident date. */
function plausibleYear(y: number | undefined): boolean {
  return y !== undefined && y >= 1970 && y <= 2200;
}

const SKIP_KINDS = new Set(['code', 'html', 'front-matter', 'definition']);

/**
 * Cache keys made afresh by every build ("en|1|", a table's columns) become the same string object as last
 * time, so comparing a record's key with them is an identity check. Few distinct keys exist; the map is
 * cleared if a document somehow makes many.
 */
const KEYS = new Map<string, string>();
function intern(key: string): string {
  const k = KEYS.get(key);
  if (k !== undefined) return k;
  if (KEYS.size >= 1000) KEYS.clear();
  KEYS.set(key, key);
  return key;
}

interface LineScan { times: ScannedTime[]; dates: ScannedDate[]; monthYear: number | undefined }

/**
 * The declared locale, else the one whose marker words are more frequent in the first 400 lines (at most
 * 40,000 characters of them); each line's counts are kept on its record.
 */
function detectLocale(recs: readonly LineRecord[], fm: Record<string, unknown> | undefined): string {
  const declared = fm?.['lang'] ?? fm?.['locale'] ?? fm?.['language'];
  if (typeof declared === 'string' && /^(en|fr)/i.test(declared)) return declared.slice(0, 2).toLowerCase();
  let en = 0; let fr = 0; let used = 0;
  for (let i = 0; i < recs.length && i < 400 && used < 40_000; i++) {
    const r = recs[i]!;
    const room = 40_000 - used;
    const c = r.text.length <= room ? (r.markers ??= markerCounts(r.text)) : markerCounts(r.text.slice(0, room));
    en += c.en; fr += c.fr;
    used += r.text.length + 1;
  }
  return fr > en * 1.2 ? 'fr' : 'en';
}

/** Marker word → the locales it marks. */
const MARKER_LOCALES = new Map<string, string[]>();
for (const [loc, markers] of Object.entries(LOCALE_MARKERS)) for (const w of markers) MARKER_LOCALES.set(w, [...(MARKER_LOCALES.get(w) ?? []), loc]);

/** How many English and French marker words a line has. */
function markerCounts(line: string): { en: number; fr: number } {
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

/** The day/month order votes of one line: 1 day first ("25/11/2021"), -1 month first, 0 either. */
function lineVotes(line: string): number[] {
  const out: number[] = [];
  const re = /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-]\d{4}(?!\d)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line)) !== null && out.length < 1000) out.push(Number(m[1]) > 12 ? 1 : Number(m[2]) > 12 ? -1 : 0);
  return out;
}

/** Whether numeric dates read day first: the vote of the document's first 1,000 numeric dates. */
function dayFirstVote(recs: readonly LineRecord[]): boolean {
  let dayFirst = 0; let monthFirst = 0; let n = 0;
  for (let i = 0; i < recs.length && n < 1000; i++) {
    const r = recs[i]!;
    if (r.votes === undefined) r.votes = r.text.length < 8 || !/\d[/.-]\d/.test(r.text) ? [] : lineVotes(r.text);
    for (const v of r.votes) {
      if (n++ >= 1000) break;
      if (v > 0) dayFirst++; else if (v < 0) monthFirst++;
    }
  }
  return dayFirst >= monthFirst;
}

/** A front matter block's value, or why it has none. */
type ParsedFrontMatter = { value?: Record<string, unknown>; error?: string };

function parseFrontMatter(kind: 'yaml' | 'toml', text: string): ParsedFrontMatter {
  try {
    const value = kind === 'yaml' ? parseYaml(text, { maxAliasCount: 100 }) : parseToml(text);
    if (value === null || value === undefined) return {};
    if (typeof value !== 'object' || Array.isArray(value)) return { error: 'Front matter must be a mapping of keys to values.' };
    return { value: value as Record<string, unknown> };
  } catch (e) {
    const msg = e instanceof Error ? e.message.split('\n')[0] : String(e);
    return { error: `Front matter is not valid ${kind.toUpperCase()}: ${msg}` };
  }
}

/** The front matter, parsed again only when its text changed (the value is shared, never modified). */
function readFrontMatter(parsed: ParsedDocument, lines: readonly string[], ctx: BuildContext): Pick<Postmortem, 'frontMatter' | 'frontMatterRange' | 'frontMatterError'> {
  const fm = parsed.frontMatter;
  if (!fm) return {};
  const r = lineRange(lines, fm.startLine, fm.endLine);
  let cached = ctx.fmCache;
  if (!cached || cached.kind !== fm.kind || cached.value !== fm.value) {
    cached = { kind: fm.kind, value: fm.value, result: parseFrontMatter(fm.kind, fm.value) };
    ctx.fmCache = cached;
  }
  const { value, error } = cached.result;
  if (error !== undefined) return { frontMatterRange: r, frontMatterError: { message: error, range: r } };
  return value ? { frontMatter: value, frontMatterRange: r } : { frontMatterRange: r };
}

function fmDate(v: unknown): PlainDate | undefined {
  if (v instanceof Date && !Number.isNaN(v.getTime())) return { year: v.getUTCFullYear(), month: v.getUTCMonth() + 1, day: v.getUTCDate() };
  if (typeof v === 'object' && v !== null && 'year' in v && 'month' in v && 'day' in v) {
    const o = v as { year: number; month: number; day: number };
    return { year: o.year, month: o.month, day: o.day };
  }
  if (typeof v === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v.trim());
    if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  }
  return undefined;
}

const ZONE_SENTENCE = /\b(?:all\s+)?(?:times?|timestamps|heures)\s+(?:(?:are|is|shown|listed|given|below|above|here|in this (?:document|report)|sont|exprimées)\s+){0,3}(?:in\s+|en\s+)?\(?((?:UTC|GMT)(?:\s?[+−-]\s?\d{1,2}(?::?\d{2})?)?|[A-Z]{2,5})\b/i;
const ZONE_PAREN = /\((?:all\s+times\s+(?:in\s+)?)?((?:UTC|GMT)(?:\s?[+−-]\s?\d{1,2}(?::?\d{2})?)?|[A-Z]{2,5})(?:\s+time)?\)/i;

/** A zone abbreviation on its own in a short label ("Date and Time in CET"). */
const ZONE_WORD = /(?<![\p{L}])((?:UTC|GMT)(?:[+−-]\d{1,2}(?::?\d{2})?)?|[A-Z]{2,5})(?![\p{L}])/u;

function zoneIn(text: string, re: RegExp): { zone: Zone; index: number; length: number } | undefined {
  const m = re.exec(text);
  if (!m) return undefined;
  const label = m[1]!;
  if (label !== label.toUpperCase() && !/^(utc|gmt)/i.test(label)) return undefined;
  const zone = zoneFromLabel(label.toUpperCase().replace(/\s/g, '').replace('−', '-'));
  if (!zone) return undefined;
  return { zone, index: m.index + m[0].indexOf(label), length: label.length };
}

function stripMarkers(line: string): { text: string; offset: number } {
  const m = /^\s*(?:>\s*)*(?:(?:[-*+]|\d{1,3}[.)])\s+)?(?:\[[ xX]\]\s+)?[*_`[(]{0,3}/.exec(line);
  const offset = m ? m[0].length : 0;
  return { text: line.slice(offset), offset };
}

const MILESTONE_RE = new RegExp(
  `(?<![\\p{L}\\d])(${Object.values(MILESTONE_WORDS).flat().sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?![\\p{L}\\d])`, 'iu');
const MILESTONE_OF = new Map<string, Milestone>();
for (const [m, words] of Object.entries(MILESTONE_WORDS) as [Milestone, string[]][]) for (const w of words) MILESTONE_OF.set(w.toLowerCase(), m);

function milestoneOf(text: string): Milestone | undefined {
  const m = MILESTONE_RE.exec(text);
  return m ? MILESTONE_OF.get(m[1]!.toLowerCase()) : undefined;
}

function isPlaceholder(line: string): boolean {
  const t = line.replace(/^[\s>*_\-+#|]+|[\s*_|:.]+$/g, '').toLowerCase();
  return t === '' || PLACEHOLDERS.includes(t) || /^<!--.*-->$/.test(line.trim()) || /^(?:tbd|todo|tba)\b[\s:.-]*$/i.test(t);
}

type SectionGuess = { kind: SectionKind; covers: SectionKind[]; via: 'implicit' | 'label' | 'lead-in'; title: string } | null;

/** Whether a line outside Markdown headings opens a section, and how. */
function guessSection(l: string, kind: LineInfo['kind'], index: readonly NameEntry[]): SectionGuess {
  if (kind !== 'list-item') {
    const implicit = classifyImplicit(l, index);
    if (implicit) return { ...implicit, via: 'implicit', title: l.trim() };
  }
  if (kind === 'other') return null;
  const label = classifyLabel(l, index);
  if (label) return { kind: label.kind, covers: label.covers, via: 'label', title: label.label.trim() };
  if (kind !== 'list-item') {
    const lead = classifyLeadIn(l, index);
    if (lead) return { ...lead, via: 'lead-in', title: l.trim() };
  }
  return null;
}

/**
 * What the timeline reads from one line, a pure function of the line's text, its kind and (for table
 * rows) the table's columns, cached between builds. Indices point into the line's scanned times and dates.
 */
type LineEntry =
  | { k: 'none' }
  | { k: 'row'; time: number; cellDate: number; dateCol: number; text: string; tokenStart: number; tokenEnd: number }
  | { k: 'month-day'; month: number; day: number }
  | { k: 'day'; d: number; zone?: Zone }
  | { k: 'entry'; d: number; t: number; text: string; tokenStart: number; tokenEnd: number; zone?: Zone };

const NONE: LineEntry = { k: 'none' };

function readRow(l: string, cols: { time: number; date: number; text: number[] }, s: LineScan | undefined): LineEntry {
  const cells = tableCells(l);
  const tc = cells[cols.time];
  if (!tc) return NONE;
  const lead = tc.start + (tc.text.length - tc.text.trimStart().length);
  const strip = /^[*_`]{0,3}/.exec(tc.text.trimStart())![0].length;
  const at = lead + strip;
  const dates = s?.dates ?? [];
  const times = s?.times ?? [];
  const cellDate = dates.findIndex((d) => d.start === at);
  let t = times.findIndex((x) => x.start === at);
  if (cellDate >= 0) {
    const end = dates[cellDate]!.end;
    t = times.findIndex((x) => x.start >= end && x.start <= end + 4);
  }
  if (t < 0 && cellDate < 0) return NONE;
  let dateCol = -1;
  if (cols.date >= 0 && cells[cols.date]) {
    const dc = cells[cols.date]!;
    dateCol = dates.findIndex((x) => x.start >= dc.start && x.start < dc.start + dc.text.length);
  }
  const text = cols.text.map((k) => cells[k]?.text.trim() ?? '').filter((x) => x !== '').join(' — ');
  return {
    k: 'row', time: t, cellDate, dateCol, text,
    tokenStart: cellDate >= 0 ? dates[cellDate]!.start : at, tokenEnd: t >= 0 ? times[t]!.end : dates[cellDate]!.end,
  };
}

function readLine(l: string, kind: LineInfo['kind'], continuation: boolean, s: LineScan | undefined): LineEntry {
  if (continuation && !/^\s*[*_[(]{0,3}\d/.test(l)) return NONE;
  const { offset } = stripMarkers(kind === 'heading' ? l.replace(/^\s{0,3}#{1,6}\s+/, (m) => ' '.repeat(m.length)) : l);
  const md = /^(\d{1,2})\/(\d{1,2})[\s*_:]*$/.exec(l.slice(offset));
  if (md) {
    // "11/25": month/day (day/month when the first number cannot be a month).
    const a = Number(md[1]); const b = Number(md[2]);
    const [month, day] = a > 12 ? [b, a] : [a, b];
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) return { k: 'month-day', month, day };
  }
  const dates = s?.dates ?? [];
  const times = s?.times ?? [];
  const d = dates.findIndex((x) => x.start === offset);
  let t = times.findIndex((x) => x.start === offset);
  if (d >= 0) {
    const end = dates[d]!.end;
    const gap = l.slice(end, end + 6);
    const next = times.findIndex((x) => x.start >= end && x.start <= end + 5);
    if (next >= 0 && /^(?:,?\s|T|\s?at\s|\s?à\s|\s-\s)/.test(gap)) t = next;
  }
  if (d < 0 && t < 0) return NONE;
  const tokenEnd = t >= 0 ? times[t]!.end : dates[d]!.end;
  const rest = l.slice(tokenEnd);
  const text = rest.replace(/^[\s*_`\])]*(?:[:|–—-]+\s*)?[*_`]{0,3}\s*/, '').replace(/[*_\s]+$/, '').trim();
  const headingZ = kind === 'heading' ? zoneIn(l, ZONE_PAREN) ?? zoneIn(l, ZONE_SENTENCE) : undefined;
  if (d >= 0 && t < 0) {
    const restNorm = rest.replace(/\([^)]*\)/g, '').replace(/[\s*_:.,\-–—[\]]/g, '');
    if (restNorm === '' || kind === 'heading') {
      const zone = (headingZ ?? zoneIn(l, ZONE_PAREN))?.zone;
      return zone ? { k: 'day', d, zone } : { k: 'day', d };
    }
  }
  const r: LineEntry = { k: 'entry', d, t, text, tokenStart: d >= 0 ? dates[d]!.start : times[t]!.start, tokenEnd };
  if (headingZ) r.zone = headingZ.zone;
  return r;
}

/**
 * The date mention, time mention and timeline entry a previous build made from a scanned object (a line
 * record keeps its scan, so an unchanged line hands back the same objects): one whose line and resolved
 * context are unchanged is reused as is, so typing does not rebuild thousands of objects. Reuse never
 * changes a result: everything a reused object was made from is compared first.
 */
type DateSlot = ScannedDate & { made?: DateMention };
type TimeSlot = ScannedTime & { made?: TimeMention; entry?: TimelineEntry };
/** A line's scan keeps the list of date mentions last made from it (read only by later builds). */
type ScanSlot = LineScan & { dateList?: DateMention[] };

/**
 * What the previous build worked out from one line's text, reused when the same text is seen again:
 * at the same line (typing changes one line, the others hit by index) or anywhere (lines moved).
 * Every field is a pure function of the text and the key stored beside it.
 */
interface LineRecord {
  text: string;
  /** The build that last claimed it: a record serves one line per build. */
  stamp: number;
  /** Whether the line has a digit (no digit: no time or date to scan). */
  digits: boolean | undefined;
  votes: number[] | undefined;
  /** Locale marker words in the line. */
  markers: { en: number; fr: number } | undefined;
  /** Times and dates, under the scan options `scanKey`. */
  scan: LineScan | undefined; scanKey: string | undefined;
  section: SectionGuess | undefined; sectionKey: string | undefined;
  /** A zone sentence in the line ("All times are in UTC"), or null. */
  zoneSentence: { zone: Zone; index: number; length: number } | null | undefined;
  /** A one-line heading's text and what section it names. */
  heading: { raw: string; kind: SectionKind; covers: SectionKind[] } | undefined;
  entry: LineEntry | undefined; entryKey: string | undefined;
}

/** A record with every field present, so all records share one shape (the passes below stay monomorphic). */
function newRecord(text: string, stamp: number): LineRecord {
  return {
    text, stamp, digits: undefined, votes: undefined, markers: undefined, scan: undefined, scanKey: undefined,
    section: undefined, sectionKey: undefined, zoneSentence: undefined, heading: undefined, entry: undefined, entryKey: undefined,
  };
}

/**
 * Lines per segment. When an edit keeps the number of lines (typing inside lines), the passes below that
 * walk every line reuse a segment's output from the previous build when none of its lines changed (same
 * line record, same line structure) and what flows into the segment is the same; only the segments
 * holding the edited lines are walked again.
 */
const SEG = 64;

/** What the previous build left for the next one to reuse, segment by segment. */
interface Segments {
  lineCount: number;
  /** The previous build's line structures, to tell which lines changed (records are in `records`). */
  info: readonly LineInfo[];
  scanKey: string;
  /** Per line: its scan (undefined for lines not scanned) and the month-and-year it names. */
  scans: (LineScan | undefined)[];
  monthYear: (number | undefined)[];
  /** Per line: its date mentions. */
  datesByLine: (DateMention[] | undefined)[];
  /** Per segment: the year flowing in and out, the first year, and the mentions made. */
  dates: ({ yearIn: number | undefined; yearOut: number | undefined; firstYear: number | undefined; list: DateMention[] } | undefined)[];
  /** Per segment: the time mentions made, and what they were resolved with. */
  times: ({ docZone: Zone | undefined; incidentDate: PlainDate | undefined; entries: TimeInputs[]; list: TimeMention[] } | undefined)[];
  /** The model's code flags, kept while no line structure changes. */
  code: boolean[];
  /** Timeline entries read from a stretch of lines (a segment, or the part of one a section covers), by first line. */
  collect: Map<number, CollectRun>;
  /** Per segment: the sections it opens (undefined: read it again). */
  sections: ({ events: SectionEvent[] } | undefined)[];
  /** Per segment: the heading lines in it and the zone sentences read outside them. */
  zones: ({ heads: number[]; decls: ZoneDeclaration[] } | undefined)[];
}

/** A section a line opens, and for a level-1 heading the title range it offers the document. */
interface SectionEvent { kind: SectionKind; covers: SectionKind[]; title: string; level: number; via: Section['via']; headingRange: Range; h1: Range | undefined }

/** Table columns as read from a header row (one object per distinct reading, so equal columns are identical). */
interface TableCols { time: number; date: number; text: number[]; zone?: Zone; key: string }
const COLS = new Map<string, TableCols>();

/**
 * The timeline entries read from lines [start, end] of a section, with what flowed in (the section's zone,
 * the day's date and zone, the columns of the tables whose rows were read, the years a bare month/day
 * takes) and what flowed out. Stretches holding a table header or a heading that took its text from a
 * later line are never reused.
 */
interface CollectRun {
  end: number; sectionZone: Zone | undefined; dayDateIn: PlainDate | undefined; dayZoneIn: Zone | undefined;
  fmYear: number | undefined; firstYear: number | undefined;
  cols: [number, TableCols][]; reusable: boolean;
  entries: RawEntry[]; dayDateOut: PlainDate | undefined; dayZoneOut: Zone | undefined;
}

/** A timeline entry as read from its line and the lines before it. Every field is always set (one object shape). */
interface RawEntry {
  line: number; kind: TimelineEntry['kind']; time: ScannedTime | undefined; date: PlainDate | undefined; dateExplicit: boolean; text: string;
  zone: Zone | undefined; zoneSource: TimeMention['zoneSource'] | undefined; tokenStart: number; tokenEnd: number;
  /** The timeline entry last made from it, and the time mention and incident date it was made with. */
  made: TimelineEntry | undefined; madeWith: TimeMention | undefined; madeIncident: PlainDate | undefined;
}

/** What the times pass reads from a timeline entry. */
interface TimeInputs { line: number; time: ScannedTime | undefined; date: PlainDate | undefined; zone: Zone | undefined; zoneSource: TimeMention['zoneSource'] | undefined }

export interface BuildContext {
  config: Config;
  /** The previous build's line records, by line. */
  records: LineRecord[];
  /** The previous build's per-segment outputs (see SEG). */
  segments?: Segments;
  /** How many segments the last build reused, per pass (tests check that reuse happens). */
  reused?: { scan: number; dates: number; times: number; collect: number };
  build: number;
  /** The document's line ending, for edits that write whole lines. */
  eol?: '\n' | '\r\n' | '\r';
  nameIndex: readonly NameEntry[];
  /** The last front matter read. */
  fmCache?: { kind: string; value: string; result: ParsedFrontMatter };
}

export function createBuildContext(config: Config): BuildContext {
  return {
    config, nameIndex: buildNameIndex(config.sectionNames), records: [], build: 0,
  };
}

/** What reading timeline entries needs from the build (see CollectRun). */
interface CollectEnv {
  lines: readonly string[]; info: readonly LineInfo[]; recs: readonly LineRecord[]; parsed: ParsedDocument;
  scans: readonly (LineScan | undefined)[]; datesByLine: readonly (DateMention[] | undefined)[]; datesKept: Uint8Array;
  zoneDeclarations: ZoneDeclaration[]; fmYear: number | undefined; firstYear: number | undefined;
  prev: Map<number, CollectRun> | undefined; runs: Map<number, CollectRun>; kept: number;
}

/**
 * The timeline entries of lines [startLine, endLine] (a timeline section, or a run of timed list items):
 * table rows under a header with a time column, dated or timed list items, lines and headings; a date
 * line or day heading dates the entries after it.
 */
function collectEntries(env: CollectEnv, startLine: number, endLine: number, sectionZone: Zone | undefined): RawEntry[] {
  const { lines, info, recs, parsed, scans, datesByLine, datesKept, zoneDeclarations, fmYear, firstYear } = env;
  const entries: RawEntry[] = [];
  let dayDate: PlainDate | undefined;
  let dayZone: Zone | undefined;
  const tableCols = new Map<number, TableCols>();
  // The lines are read in runs that end where a segment ends; a run reads what the previous build read
  // from it when its segment is unchanged and what flows into it is the same.
  let i = startLine;
  while (i <= endLine) {
    const runStart = i;
    const runEnd = Math.min(endLine, (((i / SEG) | 0) + 1) * SEG - 1);
    const kept = env.prev?.get(i);
    if (kept && kept.reusable && kept.end === runEnd && datesKept[(i / SEG) | 0] && kept.sectionZone === sectionZone
      && sameDate(kept.dayDateIn, dayDate) && kept.dayZoneIn === dayZone && kept.fmYear === fmYear && kept.firstYear === firstYear
      && kept.cols.every(([t, c]) => tableCols.get(t) === c)) {
      for (let k = 0; k < kept.entries.length; k++) entries.push(kept.entries[k]!);
      dayDate = kept.dayDateOut;
      dayZone = kept.dayZoneOut;
      env.runs.set(runStart, kept);
      env.kept++;
      i = runEnd + 1;
      continue;
    }
    const run: CollectRun = {
      end: runEnd, sectionZone, dayDateIn: dayDate, dayZoneIn: dayZone, fmYear, firstYear, cols: [], reusable: true,
      entries: [], dayDateOut: undefined, dayZoneOut: undefined,
    };
    const from = entries.length;
    for (; i <= runEnd; i++) {
      const li: LineInfo = info[i]!;
      const l = lines[i]!;
      if (li.kind === 'table-header' && li.table !== undefined) {
        const headers = tableCells(l).map((c) => c.text.trim().toLowerCase());
        let time = headers.findIndex((h) => /\b(?:time|heure|when|timestamp)\b/.test(h));
        let date = headers.findIndex((h, k) => k !== time && /\b(?:date|day|jour)\b/.test(h));
        const tbl = parsed.tables[li.table];
        if (time < 0 && tbl) {
          // No "Time" header: the first column whose cells start with a time.
          for (let c = 0; c < headers.length && time < 0; c++) {
            const firstRow = tbl.rows.find((r) => info[r]!.kind === 'table-row');
            if (firstRow !== undefined && /^\s*\**\d{1,2}[:h.]\d{2}|^\s*\d{4}-\d{2}-\d{2}/.test(tableCells(lines[firstRow]!)[c]?.text ?? '')) time = c;
          }
        }
        if (date === time) date = -1;
        const text = headers.map((_, k) => k).filter((k) => k !== time && k !== date);
        const timeHeader = time >= 0 ? tableCells(l)[time]?.text ?? '' : '';
        const z = zoneIn(l, ZONE_PAREN) ?? zoneIn(timeHeader, ZONE_WORD);
        if (z) {
          const col = l.indexOf(z.zone.label);
          if (col >= 0) zoneDeclarations.push({ zone: z.zone, range: range(i, col, col + z.zone.label.length), scope: 'table' });
        }
        const key = intern(`${time},${date},${text.join(',')}\u0000`);
        const colsKey = `${key}${z ? z.zone.label : ''}`;
        let cols = COLS.get(colsKey);
        if (!cols) {
          if (COLS.size >= 1000) COLS.clear();
          cols = { time, date, text, ...(z ? { zone: z.zone } : {}), key };
          COLS.set(colsKey, cols);
        }
        tableCols.set(li.table, cols);
        run.reusable = false; // a header sets columns and declares a zone: read it every time
        continue;
      }
      const s = scans[i];
      const lineDates = datesByLine[i];
      if (li.kind === 'table-row' && li.table !== undefined) {
        const cols = tableCols.get(li.table);
        if (cols && !run.cols.some(([t]) => t === li.table)) run.cols.push([li.table, cols]);
        else if (!cols) run.reusable = false; // a row of a table whose header is elsewhere
        if (!cols || cols.time < 0) continue;
        const rec = recs[i]!;
        let r = rec.entry;
        if (!r || rec.entryKey !== cols.key) { r = readRow(l, cols, s); rec.entry = r; rec.entryKey = cols.key; }
        if (r.k !== 'row') continue;
        const t = r.time >= 0 ? s!.times[r.time] : undefined;
        const cellDate = r.cellDate >= 0 ? lineDates![r.cellDate] : undefined;
        let date = cellDate?.date;
        let dateExplicit = cellDate !== undefined;
        if (r.dateCol >= 0) { date = lineDates![r.dateCol]!.date; dateExplicit = true; }
        const e: RawEntry = {
          line: i, kind: 'table-row', time: t, date: undefined, dateExplicit, text: r.text, zone: undefined, zoneSource: undefined,
          tokenStart: r.tokenStart, tokenEnd: r.tokenEnd, made: undefined, madeWith: undefined, madeIncident: undefined,
        };
        if (date) e.date = date; else if (dayDate) e.date = dayDate;
        if (t?.zone) { e.zone = t.zone; e.zoneSource = t.zoneFromRange ? 'range' : 'explicit'; }
        else if (cols.zone) { e.zone = cols.zone; e.zoneSource = 'column'; }
        else if (dayZone ?? sectionZone) { e.zone = (dayZone ?? sectionZone)!; e.zoneSource = 'heading'; }
        entries.push(e);
        continue;
      }
      if (li.kind === 'heading' || li.kind === 'list-item' || li.kind === 'paragraph' || li.kind === 'table-loose') {
        const continuation = li.kind === 'paragraph' && li.blockStart !== i;
        const key = continuation ? 'paragraph+' : li.kind;
        const rec = recs[i]!;
        let r = rec.entry;
        if (!r || rec.entryKey !== key) { r = readLine(l, li.kind, continuation, s); rec.entry = r; rec.entryKey = key; }
        if (r.k === 'none' || r.k === 'row') continue;
        if (r.k === 'month-day') {
          // A bare "11/25" date bullet or line: month/day.
          const year = dayDate?.year ?? fmYear ?? firstYear;
          dayDate = year !== undefined ? { year, month: r.month, day: r.day } : { month: r.month, day: r.day };
          continue;
        }
        const d = r.d >= 0 ? lineDates![r.d] : undefined;
        if (r.k === 'day') {
          // A date line or a day heading sets the date for the entries after it.
          dayDate = d!.date;
          dayZone = r.zone ?? dayZone;
          continue;
        }
        const t = r.t >= 0 ? s!.times[r.t] : undefined;
        let textOut = r.text;
        if (li.kind === 'heading' && t && r.text === '') {
          run.reusable = false; // its text comes from a later line
          for (let k = i + 1; k <= endLine; k++) {
            if (info[k]!.kind === 'heading') break;
            if (lines[k]!.trim() !== '') { textOut = stripMarkers(lines[k]!).text.trim(); break; }
          }
        }
        const e: RawEntry = {
          line: i, kind: li.kind === 'heading' ? 'heading' : li.kind === 'list-item' ? 'list-item' : 'line',
          time: t, date: undefined, dateExplicit: !!d, text: textOut, zone: undefined, zoneSource: undefined, tokenStart: r.tokenStart, tokenEnd: r.tokenEnd,
          made: undefined, madeWith: undefined, madeIncident: undefined,
        };
        if (d) e.date = d.date; else if (dayDate) e.date = dayDate;
        if (t?.zone) { e.zone = t.zone; e.zoneSource = t.zoneFromRange ? 'range' : 'explicit'; }
        else if (r.zone ?? dayZone ?? sectionZone) { e.zone = (r.zone ?? dayZone ?? sectionZone)!; e.zoneSource = 'heading'; }
        entries.push(e);
      }
    }
    run.entries = entries.slice(from);
    run.dayDateOut = dayDate;
    run.dayZoneOut = dayZone;
    env.runs.set(runStart, run);
  }
  return entries;
}

/** The timeline entry of a raw entry: the one made from it last time when its time mention and incident date are the same. */
function timelineEntry(e: RawEntry, lines: readonly string[], incidentDate: PlainDate | undefined): TimelineEntry {
  const tm = e.time ? (e.time as TimeSlot).made : undefined;
  // A raw entry read again from an unchanged run, with the same time mention and incident date: same entry.
  if (e.made && e.madeWith === tm && (e.date !== undefined || sameDate(e.madeIncident, incidentDate))) return e.made;
  const date = e.date ?? incidentDate;
  const zone = e.zone ?? tm?.effectiveZone;
  // The same mention object means the same time, zone source and instant; with the same date, zone and
  // text the entry is the same (its ordering key follows from these).
  const prev = tm ? (e.time as TimeSlot).entry : undefined;
  if (prev && prev.time === tm && prev.line === e.line && prev.range.start.character === e.tokenStart && prev.range.end.character === e.tokenEnd
    && prev.kind === e.kind && prev.dateExplicit === e.dateExplicit && prev.text === e.text
    && sameDate(prev.date, date) && sameZone(prev.zone, zone)) {
    e.made = prev; e.madeWith = tm; e.madeIncident = incidentDate;
    return prev;
  }
  // Ordering key: the UTC instant, else the local time of day on the date (a year-less date sorts in a
  // leap year); a 24-hour time written with a stray am/pm still has a clear value.
  const sortable = tm && (!tm.problem || tm.problem === 'meridiem-on-24h');
  let sortKey: number | undefined;
  if (tm?.instant) sortKey = Date.parse(tm.instant);
  else if (tm && sortable) {
    const day = date ? Date.UTC(date.year ?? 2000, date.month - 1, date.day) : 0;
    sortKey = day + ((tm.hour % 24) * 3600 + tm.minute * 60 + (tm.second ?? 0)) * 1000 - (e.zone?.offsetMinutes ?? 0) * 60000;
  } else if (!tm && date) sortKey = Date.UTC(date.year ?? 2000, date.month - 1, date.day);
  const entry: TimelineEntry = {
    range: range(e.line, e.tokenStart, e.tokenEnd), line: e.line, raw: lines[e.line]!.slice(e.tokenStart, e.tokenEnd),
    kind: e.kind, dateExplicit: e.dateExplicit, text: e.text,
  };
  if (tm) entry.time = tm;
  if (date) entry.date = date;
  if (zone) entry.zone = zone;
  if (tm?.instant) entry.instant = tm.instant;
  if (sortKey !== undefined) entry.sortKey = sortKey;
  const ms = milestoneOf(e.text);
  if (ms) entry.milestone = ms;
  if (tm) (e.time as TimeSlot).entry = entry;
  e.made = entry; e.madeWith = tm; e.madeIncident = incidentDate;
  return entry;
}

/**
 * A time mention of line i with its zone and date resolved: the timeline entry's (when it is the entry's
 * time), else its own or the document's zone, and an ISO date in it, else the entry's, a date before it
 * on the line, or the incident date. The previous build's mention when all of that is unchanged.
 */
function timeMention(i: number, t: ScannedTime, entry: RawEntry | undefined, docZone: Zone | undefined, incidentDate: PlainDate | undefined, lineDates: DateMention[] | undefined): TimeMention {
  const inTimeline = entry?.time === t;
  let zone: Zone | undefined; let source: TimeMention['zoneSource'];
  if (inTimeline && entry && entry.zone) { zone = entry.zone; source = entry.zoneSource; }
  else if (inTimeline && docZone) { zone = docZone; source = 'document'; }
  else if (t.zone) { zone = t.zone; source = t.zoneFromRange ? 'range' : 'explicit'; }
  else if (docZone) { zone = docZone; source = 'document'; }
  let date: PlainDate | undefined = t.isoDate;
  if (!date && inTimeline && entry) date = entry.date ?? incidentDate;
  if (!date) {
    let onLine: DateMention | undefined;
    if (lineDates) for (const d of lineDates) if (d.range.start.character < t.start && !d.problem) onLine = d;
    date = onLine ? onLine.date : incidentDate;
  }
  let tm = (t as TimeSlot).made;
  if (!tm || tm.range.start.line !== i || tm.inTimeline !== inTimeline || tm.zoneSource !== source
    || !sameZone(tm.effectiveZone, zone) || !sameDate(tm.date, date)) {
    tm = {
      range: range(i, t.start, t.end), raw: t.raw, valueRange: range(i, t.start, t.valueEnd),
      hour: t.hour, minute: t.minute, inTimeline,
    };
    if (t.second !== undefined) tm.second = t.second;
    if (t.meridiem) { tm.meridiem = t.meridiem; tm.meridiemRange = range(i, t.meridiemStart!, t.meridiemEnd!); }
    if (t.problem) tm.problem = t.problem;
    if (t.corrected) tm.corrected = t.corrected;
    if (t.zone && !t.zoneFromRange) { tm.zone = t.zone; tm.zoneRange = range(i, t.zoneStart!, t.zoneEnd!); }
    if (zone) { tm.effectiveZone = zone; tm.zoneSource = source!; }
    if (date) tm.date = date;
    if (!t.problem && date && zone) {
      const inst = toInstant(date, t.hour % 24, t.minute, t.second ?? 0, zone);
      if (inst) tm.instant = inst;
    }
  }
  (t as TimeSlot).made = tm;
  return tm;
}

/**
 * The date mentions of line i (pushed to `dates`, listed in `datesByLine`): a date without a year takes
 * the latest year written before it, else the first year of the document. Returns the latest year after
 * the line.
 */
function dateLine(i: number, s: LineScan, lastYear: number | undefined, firstYear: number | undefined, dates: DateMention[], datesByLine: (DateMention[] | undefined)[]): number | undefined {
  for (let k = 0; k < s.dates.length; k++) {
    const d = s.dates[k]!;
    let year = d.date.year;
    let yearInferred = false;
    if (year === undefined) {
      year = lastYear ?? firstYear;
      yearInferred = year !== undefined;
    } else if (!d.problem && plausibleYear(year)) lastYear = year;
    let dm = (d as DateSlot).made;
    if (!dm || dm.range.start.line !== i || dm.date.year !== year || dm.yearInferred !== yearInferred) {
      const date = { ...d.date };
      if (yearInferred) date.year = year;
      dm = { range: range(i, d.start, d.end), raw: d.raw, date, yearInferred };
      if (d.weekday !== undefined) { dm.weekday = d.weekday; dm.weekdayRange = range(i, d.weekdayStart!, d.weekdayEnd!); }
      if (d.problem) dm.problem = d.problem;
    }
    (d as DateSlot).made = dm;
    dates.push(dm);
  }
  // The line's mentions, as a list: the previous build's list when it holds the same objects.
  const n = s.dates.length;
  if (n > 0) {
    const prevList = (s as ScanSlot).dateList;
    let same = prevList !== undefined && prevList.length === n;
    for (let k = 0; same && k < n; k++) same = prevList![k] === dates[dates.length - n + k];
    datesByLine[i] = same ? prevList : ((s as ScanSlot).dateList = dates.slice(dates.length - n));
  }
  return lastYear;
}

/** A line's times and dates under the scan options (kept on its record), or undefined when it has no digit. */
function scanLine(rec: LineRecord, scanKey: string, scanOpts: { locale: string; dayFirst: boolean }): LineScan | undefined {
  if (rec.scanKey === scanKey && rec.scan) return rec.scan;
  const l = rec.text;
  rec.digits ??= /\d/.test(l);
  if (!rec.digits) return undefined;
  // Each line has its own objects, even when two lines read the same (entries are keyed by them).
  const { dates, monthYears } = scanDates(l, scanOpts);
  const scan: LineScan = { times: scanTimes(l, scanOpts), dates, monthYear: monthYears[0]?.year };
  rec.scan = scan; rec.scanKey = scanKey;
  rec.entry = undefined; // it points into the scan
  return scan;
}

/** Each line's record: the previous build's at the same line if the text is the same, else one with that text. */
function claimRecords(lines: readonly string[], ctx: BuildContext): LineRecord[] {
  const stamp = ++ctx.build;
  const prev = ctx.records;
  let byText: Map<string, LineRecord> | undefined;
  let misses = 0;
  const recs: LineRecord[] = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    let r = prev[i];
    if (!r || r.text !== l || r.stamp === stamp) {
      if (++misses <= FEW_MISSES) r = newRecord(l, stamp); // typing changed a line or two: read them afresh
      else {
        if (!byText) {
          byText = new Map();
          for (const p of prev) if (p.stamp !== stamp && !byText.has(p.text)) byText.set(p.text, p);
        }
        const moved = byText.get(l);
        if (moved && moved.stamp !== stamp) { byText.delete(l); r = moved; } else r = newRecord(l, stamp);
      }
    }
    r.stamp = stamp;
    recs[i] = r;
  }
  ctx.records = recs;
  return recs;
}

export function buildModel(lines: string[], parsed: ParsedDocument, ctx: BuildContext): Postmortem {
  const info = parsed.info;
  const prevRecs = ctx.records;
  const recs = claimRecords(lines, ctx);
  const n = lines.length;
  const segCount = Math.ceil(n / SEG);
  // Which segments hold a changed line: all of them unless the line count is the same as last time.
  const prevSeg = ctx.segments?.lineCount === n ? ctx.segments : undefined;
  // Its arrays are updated in place below: should this build not finish, the next one starts afresh.
  ctx.segments = undefined;
  const changed = new Uint8Array(segCount).fill(prevSeg ? 0 : 1);
  let infoChanged = !prevSeg;
  if (prevSeg) {
    const prevInfo = prevSeg.info;
    for (let i = 0; i < n; i++) {
      const a = info[i]!; const b = prevInfo[i]!;
      const sameInfo = a === b || (a.kind === b.kind && a.blockStart === b.blockStart && a.depth === b.depth && a.listDepth === b.listDepth
        && a.table === b.table && a.inBlockquote === b.inBlockquote);
      if (recs[i] !== prevRecs[i] || !sameInfo) {
        changed[(i / SEG) | 0] = 1;
        if (!sameInfo) infoChanged = true;
      }
    }
  }
  const fmPart = readFrontMatter(parsed, lines, ctx);
  const fm = fmPart.frontMatter;
  const locale = ctx.config.locale !== 'auto' ? ctx.config.locale : detectLocale(recs, fm);
  const scanOpts = { locale, dayFirst: dayFirstVote(recs) };

  // ---- scan every line outside code, HTML and front matter ----
  const scanKey = intern(`${locale}|${scanOpts.dayFirst ? 1 : 0}|`);
  // Segments scanned again (the scan options changed: all of them); the passes after follow this.
  const dirty = prevSeg && prevSeg.scanKey === scanKey ? changed : new Uint8Array(segCount).fill(1);
  const scans: (LineScan | undefined)[] = prevSeg ? prevSeg.scans : new Array(n);
  const monthYearByLine: (number | undefined)[] = prevSeg ? prevSeg.monthYear : new Array(n);
  for (let seg = 0; seg < segCount; seg++) {
    if (!dirty[seg]) continue;
    for (let i = seg * SEG, end = Math.min(n, i + SEG); i < end; i++) {
      const li = info[i];
      const rec = recs[i]!;
      const cached = li && !SKIP_KINDS.has(li.kind) && li.kind !== 'blank' ? scanLine(rec, scanKey, scanOpts) : undefined;
      scans[i] = cached;
      monthYearByLine[i] = cached?.monthYear;
    }
  }

  // ---- year context: dates without a year take the latest year written before them ----
  const fmDateValue = fmDate(fm?.['date']);
  let firstYear: number | undefined = fmDateValue?.year;
  if (firstYear === undefined) {
    for (let i = 0; i < lines.length && firstYear === undefined; i++) {
      const s = scans[i];
      const y = s?.dates.find((d) => d.date.year !== undefined && !d.problem && plausibleYear(d.date.year))?.date.year ?? monthYearByLine[i];
      if (y !== undefined) firstYear = y;
    }
  }
  const dates: DateMention[] = [];
  const datesByLine: (DateMention[] | undefined)[] = prevSeg ? prevSeg.datesByLine : new Array(n);
  const dateSegs = prevSeg ? prevSeg.dates : new Array<Segments['dates'][number]>(segCount);
  /** Segments whose date mentions are the previous build's (their lines' lists are unchanged too). */
  const datesKept = new Uint8Array(segCount);
  let lastYear = fmDateValue?.year;
  for (let seg = 0; seg < segCount; seg++) {
    const kept = dateSegs[seg];
    if (!dirty[seg] && kept && kept.yearIn === lastYear && kept.firstYear === firstYear) {
      for (let k = 0; k < kept.list.length; k++) dates.push(kept.list[k]!);
      lastYear = kept.yearOut;
      datesKept[seg] = 1;
      continue;
    }
    const from = dates.length;
    const yearIn = lastYear;
    for (let i = seg * SEG, end = Math.min(n, i + SEG); i < end; i++) {
      const s = scans[i];
      datesByLine[i] = undefined;
      if (!s) continue;
      lastYear = dateLine(i, s, lastYear, firstYear, dates, datesByLine);
      if (monthYearByLine[i] !== undefined) lastYear = monthYearByLine[i];
    }
    dateSegs[seg] = { yearIn, yearOut: lastYear, firstYear, list: dates.slice(from) };
  }

  // ---- sections ----
  const sections: Section[] = [];
  const addSection = (kind: SectionKind, covers: SectionKind[], title: string, level: number, via: Section['via'], headingRange: Range) => {
    sections.push({ kind, covers, title, level, via, implicit: via !== 'heading', headingRange, range: headingRange, empty: false });
  };
  let title: string | undefined;
  let titleRange: Range | undefined;
  // A segment's sections are replayed from the previous build when none of its lines changed (a heading
  // whose lines reach the segment's last line looks past it: such a segment is read every time).
  const secSegs = prevSeg ? prevSeg.sections : new Array<Segments['sections'][number]>(segCount);
  const replay = (ev: SectionEvent) => {
    if (ev.h1 && title === undefined) { title = ev.title; titleRange = ev.h1; }
    addSection(ev.kind, ev.covers, ev.title, ev.level, ev.via, ev.headingRange);
  };
  let events: SectionEvent[] = [];
  const event = (ev: SectionEvent) => { events.push(ev); replay(ev); };
  let segEnd = 0;
  let segOf = -1;
  let reusable = false;
  for (let i = 0; i < n; i++) {
    if (i >= segEnd) {
      if (segOf >= 0) secSegs[segOf] = reusable ? { events } : undefined;
      segOf = (i / SEG) | 0;
      segEnd = Math.min(n, (segOf + 1) * SEG);
      const kept = secSegs[segOf];
      if (i === segOf * SEG && !changed[segOf] && kept) {
        for (let k = 0; k < kept.events.length; k++) replay(kept.events[k]!);
        segOf = -1; // kept as it is
        i = segEnd - 1;
        continue;
      }
      events = [];
      reusable = i === segOf * SEG;
    }
    const li = info[i]!;
    const l = lines[i]!;
    if (li.kind === 'heading' && li.blockStart === i) {
      let end = i;
      while (end + 1 < lines.length && info[end + 1]!.kind === 'heading' && info[end + 1]!.blockStart === i) end++;
      if (end + 1 >= segEnd) reusable = false;
      const rec = recs[i]!;
      let heading = end === i ? rec.heading : undefined;
      if (!heading) {
        const raw = lines.slice(i, end + 1).map((x) => x.replace(/^\s{0,3}#{1,6}(?:\s+|$)/, '').replace(/\s+#+\s*$/, '').trim()).join(' ').trim();
        heading = { raw, ...classifyHeading(raw, ctx.nameIndex) };
        if (end === i) rec.heading = heading;
      }
      const { raw, ...k } = heading;
      const setextEnd = info[end + 1]?.kind === 'setext-underline' ? end + 1 : end;
      event({ kind: k.kind, covers: k.covers, title: raw, level: li.depth ?? 1, via: 'heading', headingRange: lineRange(lines, i, setextEnd), h1: li.depth === 1 ? lineRange(lines, i) : undefined });
      i = setextEnd;
      continue;
    }
    if (li.inBlockquote) continue;
    if (li.kind !== 'paragraph' && li.kind !== 'list-continuation' && li.kind !== 'table-loose' && li.kind !== 'other' && li.kind !== 'list-item') continue;
    const rec = recs[i]!;
    let guess = rec.sectionKey === li.kind ? rec.section : undefined;
    if (guess === undefined) { guess = guessSection(l, li.kind, ctx.nameIndex); rec.section = guess; rec.sectionKey = li.kind; }
    if (!guess) continue;
    if (guess.via === 'label') {
      const start = Math.max(0, l.indexOf(guess.title));
      event({ kind: guess.kind, covers: guess.covers, title: guess.title, level: 0, via: 'label', headingRange: range(i, start, start + guess.title.length), h1: undefined });
    } else event({ kind: guess.kind, covers: guess.covers, title: l.trim(), level: 0, via: guess.via, headingRange: lineRange(lines, i), h1: undefined });
  }
  if (segOf >= 0) secSegs[segOf] = reusable ? { events } : undefined;
  // Extents: a Markdown heading runs to the next heading of the same or a higher level; an implicit one
  // to the next section of any kind.
  for (let s = 0; s < sections.length; s++) {
    const sec = sections[s]!;
    let endLine = lines.length - 1;
    for (let t = s + 1; t < sections.length; t++) {
      const next = sections[t]!;
      if (sec.level === 0 || (next.level !== 0 && next.level <= sec.level)) { endLine = next.headingRange.start.line - 1; break; }
    }
    const startLine = sec.headingRange.start.line;
    endLine = Math.max(endLine, sec.headingRange.end.line);
    sec.range = { start: { line: startLine, character: sec.headingRange.start.character }, end: { line: endLine, character: lines[endLine]!.length } };
    let empty = true;
    if (sec.via === 'label') {
      const after = lines[startLine]!.slice(sec.headingRange.end.character).replace(/^[*_:\s]+/, '');
      if (!isPlaceholder(after)) empty = false;
    }
    for (let i = sec.headingRange.end.line + 1; i <= endLine && empty; i++) {
      if (!isPlaceholder(lines[i]!) && info[i]!.kind !== 'front-matter') empty = false;
    }
    sec.empty = empty;
  }
  if (title === undefined && typeof fm?.['title'] === 'string') title = fm['title'];
  if (title === undefined) {
    const first = lines.findIndex((l, i) => l.trim() !== '' && !SKIP_KINDS.has(info[i]!.kind));
    const l = first >= 0 ? lines[first]!.trim() : '';
    if (first >= 0 && l.length <= 120 && !/[.!?]$/.test(l) && !sections.some((s) => s.headingRange.start.line === first)) {
      title = l.replace(/^\uFEFF/, '');
      titleRange = lineRange(lines, first);
    }
  }

  // ---- zone declarations ----
  const zoneDeclarations: ZoneDeclaration[] = [];
  const fmZone = typeof fm?.['timezone'] === 'string' ? fm['timezone'] : typeof fm?.['tz'] === 'string' ? fm['tz'] : undefined;
  if (fmZone && fmPart.frontMatterRange) {
    const z = zoneFromLabel(fmZone);
    if (z) zoneDeclarations.push({ zone: z, range: fmPart.frontMatterRange, scope: 'front-matter' });
  }
  const headingZone = new Map<Section, Zone>();
  for (const sec of sections) {
    const z = zoneIn(sec.title, ZONE_PAREN) ?? zoneIn(sec.title, ZONE_SENTENCE);
    if (z) {
      headingZone.set(sec, z.zone);
      const line = sec.headingRange.start.line;
      const col = lines[line]!.indexOf(sec.title) + z.index;
      zoneDeclarations.push({ zone: z.zone, range: range(line, Math.max(0, col), Math.max(0, col) + z.length), scope: 'section' });
    }
  }
  const headingLines = new Set(sections.filter((s) => s.via !== 'label').map((s) => s.headingRange.start.line));
  const headingList = [...headingLines].sort((a, b) => a - b);
  // A segment's zone sentences are the previous build's when its lines and the headings among them are.
  const zoneSegs = prevSeg ? prevSeg.zones : new Array<Segments['zones'][number]>(segCount);
  let nextHead = 0;
  for (let seg = 0; seg < segCount; seg++) {
    const first = seg * SEG;
    const end = Math.min(n, first + SEG);
    const heads: number[] = [];
    while (nextHead < headingList.length && headingList[nextHead]! < end) heads.push(headingList[nextHead++]!);
    const kept = zoneSegs[seg];
    if (!changed[seg] && kept && kept.heads.length === heads.length && kept.heads.every((h, k) => h === heads[k])) {
      for (let k = 0; k < kept.decls.length; k++) zoneDeclarations.push(kept.decls[k]!);
      continue;
    }
    const from = zoneDeclarations.length;
    for (let i = first; i < end; i++) {
      const li = info[i]!;
      if (li.kind !== 'paragraph' && li.kind !== 'list-continuation' && li.kind !== 'table-loose' && li.kind !== 'list-item') continue;
      if (headingLines.has(i)) continue;
      const rec = recs[i]!;
      if (rec.zoneSentence === undefined) rec.zoneSentence = zoneIn(rec.text, ZONE_SENTENCE) ?? null;
      const z = rec.zoneSentence;
      if (z) zoneDeclarations.push({ zone: z.zone, range: range(i, z.index, z.index + z.length), scope: 'document' });
    }
    zoneSegs[seg] = { heads, decls: zoneDeclarations.slice(from) };
  }
  const docZone = zoneDeclarations.find((d) => d.scope === 'front-matter' || d.scope === 'document')?.zone;

  // ---- incident date ----
  let incidentDate: PlainDate | undefined;
  let incidentDateRange: Range | undefined;
  if (fmDateValue) { incidentDate = fmDateValue; incidentDateRange = fmPart.frontMatterRange; }

  // ---- timeline ----
  const timelineSections = sections.filter((s) => s.covers.includes('timeline'));
  const timeAt = (i: number, col: number) => scans[i]?.times.find((t) => t.start === col);
  const dateAt = (i: number, col: number) => datesByLine[i]?.find((d) => d.range.start.character === col);

  // A line's entry (rec.entry) holds indices into its scan: it is dropped whenever the line is scanned again.
  // The front matter's date is the only incident date known yet.
  const env: CollectEnv = {
    lines, info, recs, parsed, scans, datesByLine, datesKept, zoneDeclarations, fmYear: incidentDate?.year, firstYear,
    prev: prevSeg?.collect, runs: new Map(), kept: 0,
  };

  let timelineSection: Section | undefined;
  let rawEntries: RawEntry[] = [];
  for (const sec of timelineSections) {
    const found = collectEntries(env, sec.headingRange.end.line + 1, sec.range.end.line, headingZone.get(sec));
    if (found.length > rawEntries.length || !timelineSection) { timelineSection = sec; rawEntries = found; }
  }
  if (!timelineSection || rawEntries.length === 0) {
    // No timeline heading: a run of three or more list items that start with a time is a timeline.
    let runStart = -1; let count = 0;
    for (let i = 0; i <= lines.length; i++) {
      const li = info[i];
      if (li && (li.kind === 'list-item' || li.kind === 'list-continuation' || li.kind === 'blank')) {
        if (li.kind === 'list-item') {
          const { offset } = stripMarkers(lines[i]!);
          if (timeAt(i, offset) || dateAt(i, offset)) { if (runStart < 0) runStart = i; count++; }
        }
        continue;
      }
      if (count >= 3 && runStart >= 0) { rawEntries = collectEntries(env, runStart, i - 1, undefined); break; }
      runStart = -1; count = 0;
    }
  }

  // Incident date, when the front matter does not give one: the first dated timeline entry, then a date
  // on a line that also gives a time ("on 4 May 2022 from 08:10 to 08:55"), then the title's, then the first date.
  if (!incidentDate) {
    const dated = rawEntries.find((e) => e.dateExplicit && e.date);
    const firstDate = dated ? datesByLine[dated.line]?.[0] : undefined;
    const withTime = dates.find((d) => !d.problem && plausibleYear(d.date.year) && (scans[d.range.start.line]?.times.length ?? 0) > 0);
    const inTitle = titleRange ? dates.find((d) => !d.problem && d.range.start.line === titleRange!.start.line) : undefined;
    const titleFull = inTitle && !inTitle.yearInferred && inTitle.date.year !== undefined ? inTitle : undefined;
    const pick = titleFull ?? firstDate ?? withTime ?? inTitle ?? dates.find((d) => !d.problem && plausibleYear(d.date.year))
      ?? dates.find((d) => !d.problem && d.date.year === undefined);
    if (pick) { incidentDate = pick.date; incidentDateRange = pick.range; }
  }

  // ---- times: every time mention, with its zone and date resolved ----
  const times: TimeMention[] = [];
  const timeSegs = prevSeg ? prevSeg.times : new Array<Segments['times'][number]>(segCount);
  let nextEntry = 0; // rawEntries are in line order: the first one at or after the segment
  let timesKept = 0;
  for (let seg = 0; seg < segCount; seg++) {
    const first = seg * SEG;
    const end = Math.min(n, first + SEG);
    const e0 = nextEntry;
    while (nextEntry < rawEntries.length && rawEntries[nextEntry]!.line < end) nextEntry++;
    const kept = timeSegs[seg];
    // The segment's mentions are the previous build's when its lines and dates are, the document zone and
    // incident date are, and its timeline entries give the same time, date and zone.
    if (datesKept[seg] && kept && kept.docZone === docZone && sameDate(kept.incidentDate, incidentDate) && kept.entries.length === nextEntry - e0) {
      let same = true;
      for (let k = 0; same && k < kept.entries.length; k++) {
        const a = kept.entries[k]!; const b = rawEntries[e0 + k]!;
        same = a.line === b.line && a.time === b.time && a.zone === b.zone && a.zoneSource === b.zoneSource && sameDate(a.date, b.date);
      }
      if (same) {
        for (let k = 0; k < kept.list.length; k++) times.push(kept.list[k]!);
        timesKept++;
        continue;
      }
    }
    const from = times.length;
    let ep = e0; // the segment's entries, walked beside its lines
    for (let i = first; i < end; i++) {
      const s = scans[i];
      if (!s) continue;
      while (ep < nextEntry && rawEntries[ep]!.line < i) ep++;
      const entry = ep < nextEntry && rawEntries[ep]!.line === i ? rawEntries[ep] : undefined;
      for (let k = 0; k < s.times.length; k++) times.push(timeMention(i, s.times[k]!, entry, docZone, incidentDate, datesByLine[i]));
    }
    const entries: TimeInputs[] = [];
    for (let k = e0; k < nextEntry; k++) {
      const e = rawEntries[k]!;
      entries.push({ line: e.line, time: e.time, date: e.date, zone: e.zone, zoneSource: e.zoneSource });
    }
    timeSegs[seg] = { docZone, incidentDate, entries, list: times.slice(from) };
  }

  const timeline: TimelineEntry[] = rawEntries.map((e) => timelineEntry(e, lines, incidentDate));

  const code = !infoChanged && prevSeg ? prevSeg.code : info.map((li) => li.kind === 'code');
  ctx.reused = { scan: dirty.reduce((a, d) => a + (d ? 0 : 1), 0), dates: datesKept.reduce((a, d) => a + d, 0), times: timesKept, collect: env.kept };
  ctx.segments = { lineCount: n, info, scanKey, scans, monthYear: monthYearByLine, datesByLine, dates: dateSegs, times: timeSegs, code, collect: env.runs,
    sections: secSegs, zones: zoneSegs,
  };
  const model: Postmortem = {
    eol: ctx.eol ?? '\n', locale, zoneDeclarations, code, sections, timeline, times, dates, lineCount: lines.length, lines,
    ...fmPart,
  };
  if (title !== undefined) model.title = title;
  if (titleRange) model.titleRange = titleRange;
  if (incidentDate) model.incidentDate = incidentDate;
  if (incidentDateRange) model.incidentDateRange = incidentDateRange;
  const defaultZone = docZone ?? (timelineSection ? headingZone.get(timelineSection) : undefined) ?? rawEntries.find((e) => e.zoneSource === 'column')?.zone;
  if (defaultZone) model.defaultZone = defaultZone;
  if (timelineSection) model.timelineSection = timelineSection;
  return model;
}
