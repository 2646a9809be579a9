/**
 * The timeline pass: the entries of the timeline section (the one with the most entries), or without one
 * the first run of three or more list items that start with a time. Lines are read by the readers in
 * order, as a fold of the incremental engine: a run of lines is read again only when its lines, the
 * section's context or the state flowing in changed.
 */
import type { Engine } from '../../incremental/engine.js';
import { PUBLIC_TIMELINE_WORDS } from '../../locale/index.js';
import { wordTrie } from '../../text.js';
import type { LineInfo } from '../../parse/parse.js';
import type { PlainDate, Section, Zone, ZoneDeclaration } from '../../types.js';
import { headingDayDate, headingShape, timeHeading, INITIAL_STATE, isDateLine, LINE_READERS, TAKEN, stripMarkers, type LineView, type RawEntry, type TimelineContext, type TimelineState } from './readers.js';
import { TABLE_READERS } from './table-rows.js';
import { labelledTime } from './labelled.js';
import { relativeLine } from './relative.js';
import { TOLD_READERS } from './told.js';
import { UPDATE_READERS, updateRun } from './updates.js';
import { datedFirstLine, headingDepth, headingRun, tableRun, timedParagraphs, toldRun, viewAt, type TimelineColumns } from './runs.js';

export type { TimelineColumns } from './runs.js';

/** In order: the first reader of a line's kind that takes the line decides. */
export const READERS = [...TABLE_READERS, ...UPDATE_READERS, ...TOLD_READERS, relativeLine, labelledTime, ...LINE_READERS];

/** Readers by line kind, in order. */
const BY_KIND = new Map<LineInfo['kind'], (typeof READERS)[number][]>();
for (const r of READERS) for (const k of r.kinds) BY_KIND.set(k, [...(BY_KIND.get(k) ?? []), r]);

/** A line of running text that breaks off mid-sentence: six words or more, ending in a letter (a German noun too), a comma or a word's small number ("la fase 1"). */
const OPEN_SENTENCE = { test: (text: string): boolean => /(?:[\p{L},]|\p{L}\s\d{1,2})\s*$/u.test(text.slice(-64)) && /^\s*(?:\S+\s+){5}\S/.test(text.slice(0, 4096)) };

function step(c: TimelineColumns, ctx: TimelineContext, i: number, s: TimelineState, out: (RawEntry | ZoneDeclaration)[]): TimelineState {
  const info = c.info.values[i]!;
  if (s.open !== undefined) {
    const { open: opened, ...rest } = s;
    s = rest;
    // The rest of a sentence the line above broke off: text, even when it starts with a time.
    if (opened === i - 1 && info.kind === 'paragraph' && info.blockStart !== i) {
      const text = c.text.values[i]!;
      const lead = /^\s*[([*_]{0,3}/.exec(text)![0].length;
      // Not after a hanging indent ("  02:30 AEST  - the job starts; the new" / "                copy waits …"): a line back at
      // the outer indent that opens with a time is the next entry.
      const indent = (t: string) => /^\s*/.exec(t)![0].length;
      const hanging = indent(c.text.values[i - 1]!) > indent(text) + 2;
      if (!hanging && c.scan.values[i]?.times.some((t) => t.start === lead)) return OPEN_SENTENCE.test(text) ? { ...s, open: i } : s;
    }
  }
  const before = out.length;
  let next = read(c, ctx, i, s, info, out);
  if (out.length > before && info.kind === 'paragraph' && next.entryBlock !== info.blockStart) next = { ...next, entryBlock: info.blockStart };
  // A paragraph line that gave nothing and breaks off mid-sentence.
  if (next === s && out.length === before && info.kind === 'paragraph' && OPEN_SENTENCE.test(c.text.values[i]!)) return { ...s, open: i };
  return next;
}

/**
 * A chat line quoted in the timeline ("> **[07:14] wanjiru.k:** …", "> **04:28** Mehmet: …", "> 09:55 陳怡君：…"): its time is
 * the message's, not an event of the timeline. Without brackets, the speaker is a name (one or two words, the first
 * capitalised: "Network lead", "WMS on-call"; a handle; two to four Han letters) and a colon.
 */
const CHAT_LINE = new RegExp(String.raw`^\s*(?:>\s*)+[*_]{0,2}(?:\[(?:오전|오후|午前|午後|上午|下午)?\s?\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\][*_]{0,2}\s?[*_]{0,2}[\p{L}\d._@-]{1,30}(?:\s[\p{L}\d._@-]{1,30})?[*_]{0,2}:`
  + String.raw`|\d{1,2}:\d{2}(?::\d{2})?[*_]{0,2}\s(?:\p{Lu}[\p{L}-]{1,20}(?:\s[\p{L}-]{2,12})?|[a-z][a-z\d]*[._@][\w.@-]{1,30}|\p{Script=Han}{2,4})[:：])`, 'u');

function read(c: TimelineColumns, ctx: TimelineContext, i: number, s: TimelineState, info: LineInfo, out: (RawEntry | ZoneDeclaration)[]): TimelineState {
  if (CHAT_LINE.test(c.text.values[i]!)) return s;
  // A quotation below a timeline written outside quotes (an excerpt of the incident channel, a customer's mail): its times
  // are the quoted text's, not events of the timeline.
  if (info.inBlockquote && s.started && !s.quoted) return s;
  // A heading ends the text of the event heading above it.
  if (s.event && info.kind === 'heading') s = { ...s, event: undefined };
  const readers = BY_KIND.get(info.kind);
  if (!readers) return s;
  const v: LineView = { line: i, text: c.text.values[i]!, info, scan: c.scan.values[i], dates: c.dates.values[i], cols: c.cols.values[i] };
  for (let k = 0; k < readers.length; k++) {
    const r = readers[k]!.read(v, s, ctx);
    if (r === undefined) continue;
    if (r === TAKEN) return s;
    if ('entry' in r) {
      out.push(r.entry);
      if (r.more) for (const e of r.more) out.push(e);
      const next = r.state ?? s;
      return next.started ? next : { ...next, started: true, ...(info.inBlockquote ? { quoted: true as const } : {}) };
    }
    if (r.zone) out.push(r.zone);
    return r.state;
  }
  return s;
}

export interface Collected { entries: RawEntry[]; zones: ZoneDeclaration[]; end: number }

/** The entries of lines [from, to], with the zones table headers declare there; `dayDate`: the day the section's heading writes. */
export function collect(engine: Engine, name: string, c: TimelineColumns, from: number, to: number, ctx: TimelineContext, dayDate?: PlainDate): Collected {
  const deps = [c.text, c.info, c.scan, c.dates, c.cols];
  const init = dayDate ? { ...INITIAL_STATE, dayDate } : INITIAL_STATE;
  const r = engine.fold<TimelineState, RawEntry | ZoneDeclaration>(name, { deps, ctx, from, to, init },
    (i, s, out) => step(c, ctx, i, s, out));
  const entries: RawEntry[] = []; const zones: ZoneDeclaration[] = [];
  for (const x of r.out) if ('scope' in x) zones.push(x); else entries.push(x);
  return { entries, zones, end: to };
}

/**
 * Where a timeline section really ends: a Markdown timeline heading followed by headings of its own
 * level that are only a date ("## May 12") or start with a date and time ("## 06.05.2026, 09:40 – …")
 * runs on through them and their sub-headings, up to the first heading of that level (or higher) that
 * is neither.
 */
function timelineEnd(c: TimelineColumns, sec: Section, sectionStarts: ReadonlySet<number>): number {
  let end = sec.range.end.line;
  const n = c.text.values.length;
  if (sec.via === 'label') {
    // A bold label ("**Timeline**") followed by one heading per event ("#### 21:07 JST Alert fired") or per day ("#### Freitag,
    // 13. Juni 2025"): those headings, with the lines below each, up to the first other heading or label.
    const ours = (i: number) => { const v = viewAt(c, i); return timeHeading(v) || headingShape(v) === 'day'; };
    if (end + 1 >= n || !ours(end + 1)) return end;
    for (let i = end + 1; i < n; i++) {
      if ((sectionStarts.has(i) || headingDepth(c, i) !== undefined) && !ours(i)) break;
      end = i;
    }
    return end;
  }
  if (sec.via !== 'heading' || sec.level < 1) return end;
  for (let i = end + 1; i < n; i++) {
    const depth = headingDepth(c, i);
    if (depth === undefined || depth > sec.level) continue;
    if (depth < sec.level || !headingShape(viewAt(c, i))) break;
    end = n - 1;
    for (let k = i + 1; k < n; k++) {
      const d = headingDepth(c, k);
      if (d !== undefined && d <= sec.level) { end = k - 1; break; }
    }
    i = end;
  }
  return end;
}

export interface TimelineFound {
  section: Section | undefined;
  found: Collected | undefined;
  /** The section of the document the timeline section stands for when it was read past its own end (`timelineEnd`). */
  replaces?: Section;
  /** The timeline is a status-page update log found outside any timeline section. */
  log?: true;
  /**
   * A status-page update log beside the timeline (the updates posted during the incident, above or below the postmortem's
   * own timeline): its entries are read too, as status updates (`TimelineEntry.statusUpdate`).
   */
  updates?: Collected;
}

/**
 * The day a timeline's heading writes ("## Timeline (15 August, UTC)", "**三、时间线（8 月 15 日，北京时间）**"): the day of the
 * entries below that write a time alone, until one writes its own date. One date and no more; its year, when not written,
 * is the document's.
 */
function headingDate(c: TimelineColumns, sec: Section, years: { fmYear: number | undefined; firstYear: number | undefined }): PlainDate | undefined {
  if (sec.headingRange.start.line !== sec.headingRange.end.line) return undefined;
  // A label or a line alone ("Timeline:") under a heading that names the day of what it tells ("### Incident 1 – Tuesday 25.02.2025: …").
  if (sec.via !== 'heading' && !c.dates.values[sec.headingRange.start.line]?.length) {
    for (let h = sec.headingRange.start.line - 1; h >= 0 && h >= sec.headingRange.start.line - 60; h--) {
      if (c.info.values[h]!.kind === 'heading') return headingDayDate(viewAt(c, h));
    }
    return undefined;
  }
  const ds = c.dates.values[sec.headingRange.start.line];
  // A "### Timeline" with no date of its own under an incident's heading that ends with its day ("## Incident 2 — Label
  // printing failures (Tuesday 11 March)"): that day.
  if (!ds?.length && sec.via === 'heading') {
    for (let h = sec.headingRange.start.line - 1; h >= 0 && h >= sec.headingRange.start.line - 80; h--) {
      const depth = headingDepth(c, h);
      if (depth === undefined || depth >= sec.level) continue;
      // Not the title's: a document's title dates the incident, which the entries take anyway.
      if (depth < 2) return undefined;
      const d = headingDayDate(viewAt(c, h));
      if (!d) return undefined;
      if (d.year !== undefined) return d;
      const year = years.fmYear ?? years.firstYear;
      return year === undefined ? undefined : { ...d, year };
    }
    return undefined;
  }
  if (!ds || ds.length !== 1 || ds[0]!.problem) return undefined;
  const d = ds[0]!.date;
  if (d.year !== undefined) return d;
  const year = years.fmYear ?? years.firstYear;
  return year === undefined ? undefined : { ...d, year };
}

/**
 * The first run of list items that start with a time (or a date), joined with the runs after it in the same section of
 * the document (the outermost Markdown section below the title that holds it), when they count three items or more:
 * its first and last line.
 */
/** A word and a comma or space before a date: its weekday ("Sunday 21 April", "Tue, 4 March"). */
const WEEKDAY_LEAD = /^\p{L}{2,12}\.?,?\s+$/u;

function timedListGroup(c: TimelineColumns, sections: readonly Section[]): [number, number] | undefined {
  const n = c.text.values.length;
  const outer = (line: number): Section | undefined => {
    let best: Section | undefined;
    for (const sec of sections) {
      if (sec.via !== 'heading' || sec.level < 2 || line < sec.range.start.line || line > sec.range.end.line) continue;
      if (!best || sec.level < best.level) best = sec;
    }
    return best;
  };
  let group: { from: number; to: number; count: number; in: Section | undefined } | undefined;
  let runStart = -1; let count = 0;
  for (let i = 0; i <= n; i++) {
    const li = i < n ? c.info.values[i] : undefined;
    if (li && (li.kind === 'list-item' || li.kind === 'list-continuation' || li.kind === 'blank')) {
      if (li.kind === 'list-item') {
        const { offset } = stripMarkers(c.text.values[i]!);
        const text = c.text.values[i]!;
        // A time or a date first, or a date after its weekday ("Sunday 21 April 2024, 02:14 – …").
        if (c.scan.values[i]?.times.some((t) => t.start === offset)
          || c.dates.values[i]?.some((d) => d.range.start.character === offset || WEEKDAY_LEAD.test(text.slice(offset, d.range.start.character)))) {
          if (runStart < 0) runStart = i;
          count++;
        }
      }
      continue;
    }
    if (count > 0) {
      const within = outer(runStart);
      if (group && (within === undefined || within !== group.in)) {
        if (group.count >= 3) break;
        group = undefined;
      }
      if (group) { group.to = i - 1; group.count += count; } else {
        // The date line just above the run ("**Monday, February 10**") dates its first items; so does the heading above it
        // that names its day ("### Störung 1 – Tuesday 08.07.2025: …" over "Verlauf:" and the list).
        let from = runStart;
        for (let k = runStart - 1; k >= 0 && c.info.values[k]!.kind !== 'code'; k--) {
          if (c.info.values[k]!.kind === 'blank') continue;
          if (isDateLine(viewAt(c, k))) from = k;
          else for (let h = k; h >= 0 && h >= runStart - 12; h--) {
            if (c.info.values[h]!.kind !== 'heading') continue;
            if (headingDayDate(viewAt(c, h))) from = h;
            break;
          }
          break;
        }
        group = { from, to: i - 1, count, in: within };
      }
    }
    runStart = -1; count = 0;
  }
  return group && group.count >= 3 ? [group.from, group.to] : undefined;
}

/** A timeline's title that says it is the one customers were told ("Customer-facing timeline", "Public timeline", "Kundenkommunikation"). */
const PUBLIC_TIMELINE = new RegExp(`(?<![\\p{L}])(?:${wordTrie(PUBLIC_TIMELINE_WORDS, { flags: 'iu' })})`, 'iu');

/** Section kinds that are no part of a timeline when a sub-section of it has one of them. */
const OTHER_KINDS = new Set<Section['kind']>(['summary', 'impact', 'root-cause', 'corrective-actions', 'lessons-learned']);

/** The timeline: of the section with the most entries, else of a run of timed list items, else of a run of event headings. */
export function readTimeline(engine: Engine, c: TimelineColumns, sections: readonly Section[], sectionZone: ReadonlyMap<Section, Zone>,
  years: { fmYear: number | undefined; firstYear: number | undefined; dayFirst?: boolean }, declarations: ZoneDeclaration[]): TimelineFound {
  let section: Section | undefined;
  let found: Collected | undefined;
  let replaces: Section | undefined;
  const starts = new Set(sections.map((x) => x.headingRange.start.line));
  const dated: { sec: Section; got: Collected }[] = [];
  const read: { sec: Section; got: Collected }[] = [];
  for (const sec of sections) {
    if (!sec.covers.includes('timeline')) continue;
    let end = timelineEnd(c, sec, starts);
    // A sub-section of another kind ("### Kennzahlen" under "## Zeitleiste", a metrics table of key times) ends it; not a phase's
    // ("### Detection", "### Resolution" over their entries), nor an event's heading that names one ("### 7 maart, 00:58 — Oorzaak gevonden").
    const other = sections.find((x) => x.level > sec.level && x.headingRange.start.line > sec.headingRange.end.line && x.headingRange.start.line <= end
      && OTHER_KINDS.has(x.kind) && !x.covers.includes('timeline') && !headingShape(viewAt(c, x.headingRange.start.line))
      // Nor an update's heading that writes its time after its status ("### 原因特定 — 2025/06/12 19:26 JST").
      && !c.scan.values[x.headingRange.start.line]?.times.length
      // Nor a part whose first line opens with a date and a time ("### Follow-up" over "- **Fri 12 Sep, 10:00** — review meeting").
      && !datedFirstLine(c, x.headingRange.end.line + 1, end));
    if (other) end = other.headingRange.start.line - 1;
    const day = headingDate(c, sec, years);
    let got = collect(engine, `timeline@${sec.headingRange.start.line}`, c, sec.headingRange.end.line + 1, end, { sectionZone: sectionZone.get(sec), ...years }, day);
    // A section told in paragraphs that open with a lead word and their time ("A las 01:40 CET …", "随后在10点30分，…"): read so when
    // its lines give < 2 entries or 2 paragraphs, or 3 such paragraphs tell what a list sums up (1 or 2 under a list are notes).
    let lines = 0;
    for (let k = 0; k < got.entries.length && lines < 2; k++) if (got.entries[k]!.kind === 'line') lines++;
    if (got.entries.length < 2 || lines >= 2 || timedParagraphs(c, sec.headingRange.end.line + 1, end, () => new Set(got.entries.map((e) => e.line))) >= 3) {
      const told = collect(engine, `timeline-told@${sec.headingRange.start.line}`, c, sec.headingRange.end.line + 1, end, { sectionZone: sectionZone.get(sec), ...years, told: true }, day);
      const more = told.entries.length - got.entries.length;
      if (told.entries.length >= 2 && more > 0 && (got.entries.length < 2 || more >= 3 || lines >= 2)) got = told;
    }
    for (const z of got.zones) declarations.push(z);
    if (day && got.entries.length > 0) dated.push({ sec, got });
    if (got.entries.length > 0) read.push({ sec, got });
    if (!found || got.entries.length > found.entries.length || !section) {
      found = got;
      if (end > sec.range.end.line) {
        section = { ...sec, range: { start: sec.range.start, end: { line: end, character: c.text.values[end]!.length } }, empty: false };
        replaces = sec;
      } else { section = sec; replaces = undefined; }
    }
  }
  // One "Timeline:" per incident of a report on several ("### Incident 1 – Tuesday 25.02.2025: …" over "Timeline:" and its list,
  // then "### Incident 2 – …"), each dated by its heading: the timelines of all of them, in order.
  // So with one "### Timeline" under each incident's heading that names its day, in a review of several incidents.
  const same = section && !replaces ? dated.filter((d) => d.sec.via === section!.via && d.sec.level === section!.level && d.sec.title.trim().toLowerCase() === section!.title.trim().toLowerCase()) : [];
  if (same.length >= 2 && same.some((d) => d.sec === section)) {
    found = { entries: same.flatMap((d) => d.got.entries), zones: same.flatMap((d) => d.got.zones), end: Math.max(...same.map((d) => d.got.end)) };
  }
  if (section && found && found.entries.length > 0) {
    const region: [number, number] = [section.headingRange.start.line, Math.max(found.end, section.range.end.line)];
    // A second timeline for the customers ("## Customer-facing timeline" beside "## Internal timeline"): the updates they were
    // sent, read as status updates beside the team's own.
    const chosen = section;
    const told = read.find((r) => r.sec !== chosen && r.sec.headingRange.start.line !== chosen.headingRange.start.line && r.got.entries.length >= 2
      && PUBLIC_TIMELINE.test(r.sec.title) && !PUBLIC_TIMELINE.test(chosen.title));
    const withTold = withUpdates(engine, c, region, years, replaces ? { section, found, replaces } : { section, found });
    return told && !withTold.updates ? { ...withTold, updates: told.got } : withTold;
  }
  if (replaces) { section = replaces; replaces = undefined; }
  // No timeline heading: three or more list items that start with a time are a timeline, in one run or in the runs of
  // one section and its sub-sections ("## Response" with a list under each of "### Containment — 30 April", …).
  const group = timedListGroup(c, sections);
  if (group) {
    // The zone the nearest heading above the lists names ("## Status updates (UTC, newest first)").
    let zone: Zone | undefined; let level = 0;
    for (const sec of sections) {
      const z = sectionZone.get(sec);
      if (z && sec.headingRange.start.line < group[0] && group[0] <= sec.range.end.line && sec.level >= level) { zone = z; level = sec.level; }
    }
    const got = collect(engine, 'timeline-run', c, group[0], group[1], { sectionZone: zone, ...years });
    for (const z of got.zones) declarations.push(z);
    return withUpdates(engine, c, group, years, { section, found: got });
  }
  const n = c.text.values.length;
  const headings = headingRun(c);
  if (headings) {
    const got = collect(engine, 'timeline-headings', c, headings[0], headings[1], { sectionZone: undefined, ...years });
    for (const z of got.zones) declarations.push(z);
    return withUpdates(engine, c, headings, years, { section, found: got });
  }
  // Nor any: a status-page update log (track shortcodes, Statusfy blocks, bracketed updates, bold times).
  const updates = updateRun(0, n - 1, (i) => viewAt(c, i), (v) => headingShape(v) === 'day');
  if (updates) {
    const got = collect(engine, 'timeline-updates', c, updates[0], updates[1], { sectionZone: undefined, ...years, updateLog: true });
    for (const z of got.zones) declarations.push(z);
    return { section, found: got, log: true };
  }
  // Nor a log: a table with a time column and three or more timed rows ("| Account | Amount | Time of incident |").
  const table = tableRun(c);
  if (table) {
    const got = collect(engine, 'timeline-table', c, table[0], table[1], { sectionZone: undefined, ...years });
    if (got.entries.length >= 3) {
      for (const z of got.zones) declarations.push(z);
      return { section, found: got };
    }
  }
  // Nor a table: a timeline told in paragraphs, three or more under one heading that open with their time ("At 9:37 AM
  // PDT, …", "At 9:49 AM PDT, …"), as cloud providers write their event summaries.
  const told = toldRun(c);
  if (told) {
    const got = collect(engine, 'timeline-told', c, told[0], told[1], { sectionZone: undefined, ...years, told: true });
    if (got.entries.length >= 3) {
      for (const z of got.zones) declarations.push(z);
      return { section, found: got };
    }
  }
  return { section, found };
}

/**
 * The timeline found, with the status-page update log outside its lines [from, to] when there is one: the updates a status
 * page posted during the incident, quoted above or below the postmortem's own timeline. Only logs of a form that is one
 * alone (stamped updates, shortcodes, Statusfy blocks, bracketed markers), not bold-time paragraphs, which may be prose.
 */
/** How far above and below the timeline a status-page update log beside it is looked for. */
const LOG_REACH = 300;

function withUpdates(engine: Engine, c: TimelineColumns, [from, to]: readonly [number, number],
  years: { fmYear: number | undefined; firstYear: number | undefined; dayFirst?: boolean }, found: TimelineFound): TimelineFound {
  const n = c.text.values.length;
  const view = (i: number) => viewAt(c, i);
  const day = (v: LineView) => headingShape(v) === 'day';
  // Looked for within `LOG_REACH` lines of the timeline: the updates of the incident stand near its report, and a keystroke in a
  // long document does not read all of it again.
  const run = (from > 0 ? updateRun(Math.max(0, from - LOG_REACH), from - 1, view, day, true) : undefined)
    ?? (to < n - 1 ? updateRun(to + 1, Math.min(n - 1, to + LOG_REACH), view, day, true) : undefined);
  if (!run) return found;
  const got = collect(engine, 'timeline-updates-beside', c, run[0], run[1], { sectionZone: undefined, ...years, updateLog: true });
  return got.entries.length >= 2 ? { ...found, updates: got } : found;
}
