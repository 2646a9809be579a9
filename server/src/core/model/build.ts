/**
 * Source lines + block structure → the Postmortem model. The builder runs the passes in order, each in
 * its own module; per-line work goes through the incremental engine (`../incremental/engine.ts`), which
 * alone decides what a build reuses from the one before:
 *
 *   front matter → locale and day/month vote → scan → dates → sections → zones → timeline (readers) →
 *   incident date → times → timeline entries → milestones and metrics
 */
import type { Config } from '../config.js';
import { Engine, equal, type Column } from '../incremental/engine.js';
import type { LineInfo, ParsedDocument } from '../parse/parse.js';
import { scanDates } from '../time/scan-dates.js';
import { opensWithWordTime, scanTimes, type ScanOptions } from '../time/scan.js';
import { bareHoursVote, hoursVote } from '../time/hours.js';
import type { DateMention, MilestonePoint, PlainDate, Postmortem, TimeMention, TimelineEntry, Zone } from '../types.js';
import { dateLine, firstYearOf, type DateAnchor, type LineScan } from './dates.js';
import { frontMatterIncidentDate, frontMatterNamesIncidentDay, frontMatterAnchorDate, frontMatterModified, frontMatterPart, parseFrontMatter, type FrontMatterPart, type ParsedFrontMatter } from './frontmatter.js';
import { frontMatterTitleDate, incidentDateOf, labelledDate, narratedDate, titleDateOf } from './incident.js';
import { dayFirstVote, detectLocale, LOCALE_LINES, lineVotes, markerCounts, weekdayOrder, weekdayShortDates } from './locale.js';
import { computeMetrics, milestoneTest, metricsOptions, pointsOf, type MetricsOptions } from './metrics.js';
import { buildNameIndex, type NameEntry } from './sections.js';
import { guessKey, guessSection, readHeading, readStructure } from './structure.js';
import { anchorOf, relativeMention } from './timeline/relative.js';
import { readTimeline } from './timeline/collect.js';
import { impliedZones, leadUpDays, proseZone } from './timeline/carry.js';
import { crossMidnight, isNewestFirst, textBelow, timelineEntry } from './timeline/entries.js';
import type { RawEntry } from './timeline/readers.js';
import { columnZone, tableColumns, type TableCols } from './timeline/tables.js';
import { proseDateOf, timeMention } from './times.js';
import { readZones, readZoneSentence, sentenceKey } from './zones.js';
import { addDays, alternativeNamed, localZone } from '../time/zone.js';
import { dayKey } from './order.js';

const SKIP_KINDS = new Set(['code', 'html', 'front-matter', 'definition', 'blank']);
/** A year written alone after "in", at a sentence's start: the year of the dates without one below it. */
const YEAR_ALONE = /(?:^|[.:]\s)(?:In|En|Em|Nel|Im(?: Jahr)?|Durante|Pendant)\s((?:19|20)\d{2}),/u;

/**
 * Whether two line structures are the same: every field, whatever fields `LineInfo` has (a reader that
 * starts reading a new field cannot be missed by the reuse check).
 */
export function sameInfo(a: LineInfo, b: LineInfo): boolean {
  if (a === b) return true;
  let na = 0; let nb = 0;
  for (const k in a) { na++; if (a[k as keyof LineInfo] !== b[k as keyof LineInfo]) return false; }
  for (const k in b) { nb++; if (!(k in a)) return false; }
  return na === nb;
}

/** The per-line columns every later pass may read. */
interface Lines { n: number; lines: string[]; text: Column<string>; info: Column<LineInfo>; scan: Column<LineScan | undefined> }

/** Builds the model of one document, again and again as it changes (one per open document). */
export class ModelBuilder {
  private engine = new Engine();
  private readonly nameIndex: readonly NameEntry[];
  private readonly metricsOptions: MetricsOptions;
  private readonly milestoneTest: RegExp;
  private fmMemo: { kind: string; value: string; result: ParsedFrontMatter } | undefined;

  constructor(readonly config: Config) {
    this.nameIndex = buildNameIndex(config.sectionNames);
    this.metricsOptions = metricsOptions(config);
    this.milestoneTest = milestoneTest(this.metricsOptions);
  }

  /** What the last build reused (tests check that reuse happens). */
  get stats() { return this.engine.stats; }

  build(lines: string[], parsed: ParsedDocument, eol: Postmortem['eol']): Postmortem {
    const engine = this.engine;
    engine.begin(lines.length);
    const fmPart = frontMatterPart(parsed, lines, (kind, value) => {
      if (this.fmMemo?.kind !== kind || this.fmMemo.value !== value) this.fmMemo = { kind, value, result: parseFrontMatter(kind, value) };
      return this.fmMemo.result;
    });
    const fm = fmPart.frontMatter;
    const { L, locale, scanOpts } = this.scanLines(lines, parsed, fm);
    const fmDateValue = frontMatterIncidentDate(fm);
    // The year of dates written without one: the front matter's `date`, else another date it holds alone.
    const fmAnchorDate = fmDateValue ?? frontMatterAnchorDate(fm);
    const firstYear = fmAnchorDate?.year ?? firstYearOf(L.scan.values) ?? frontMatterModified(fm)?.year;
    const fmAnchor: DateAnchor | undefined = fmAnchorDate?.year !== undefined ? { year: fmAnchorDate.year, month: fmAnchorDate.month, day: fmAnchorDate.day } : undefined;
    const datesRun = engine.fold<DateAnchor | undefined, DateMention>('dates', { deps: [L.scan], ctx: firstYear, from: 0, to: L.n - 1, init: fmAnchor, perLine: true },
      (i, last, out) => dateLine(i, L.scan.values[i], last, firstYear, out));
    const datesByLine = datesRun.byLine!;
    const { sections, title, titleRange, zones, named: zoneNamed } = this.outline(L, fmPart);

    // ---- timeline ----
    const cols = engine.input('table-cols', tableColumns(lines, parsed), equal);
    const tl = readTimeline(engine, { text: L.text, info: L.info, scan: L.scan, dates: datesByLine, cols }, sections, zones.sectionZone,
      { fmYear: fmAnchorDate?.year, firstYear, dayFirst: scanOpts.dayFirst }, zones.declarations);
    // The document's zone as its language reads an ambiguous abbreviation ("所有时间均为 CST": China's).
    const docZone = localZone(zones.docZone, locale, zoneNamed);
    const rawEntries = this.withLocalZones(this.withImpliedZones(tl.found?.entries ?? [], docZone, L), locale, zoneNamed);
    // The status updates beside the timeline, with the zones their own log implies.
    const rawUpdates = tl.updates ? this.withLocalZones(this.withImpliedZones(statusUpdates(tl.updates.entries), docZone, L, '-updates'), locale, zoneNamed, '-updates') : [];
    if (tl.updates) for (const z of tl.updates.zones) zones.declarations.push(z);
    // A timeline section read past its own end (day or event headings of its level) stands for it.
    if (tl.replaces) sections[sections.indexOf(tl.replaces)] = tl.section!;

    // ---- incident date: the front matter's, else one the text gives ----
    let incidentDate = fmDateValue;
    let incidentDateRange = fmDateValue ? fmPart.frontMatterRange : undefined;
    const fmTitle = titleRange ? undefined : frontMatterTitleDate(fm, fmPart.frontMatterRange, lines, (t) => scanDates(t, scanOpts).dates);
    // A post's `date` is the day it was published: a full date its title writes ("【障害報告】2025年1月21日に発生した…",
    // "# Outage of 2025-01-21") is the incident's, unless the front matter names the incident's day itself.
    const titleDate = fmTitle ?? (titleRange ? titleDateOf(datesRun.out, titleRange.start.line, fmDateValue) : undefined);
    if (incidentDate && titleDate && !frontMatterNamesIncidentDay(fm) && dayKey(titleDate.date) !== dayKey(incidentDate)) { incidentDate = titleDate.date; incidentDateRange = titleDate.range; }
    // So is a date the metadata above the first section labels as the incident's ("**事故日期**：2025年11月19日").
    const labelled = incidentDate && !titleDate && !frontMatterNamesIncidentDay(fm) ? labelledDate(datesRun.out, lines) : undefined;
    // Above the first section, or in the summary ("## 1) 개요" over "| 발생 일시 | 2025년 8월 5일(화) … |").
    const firstSection = sections.find((x) => x.via === 'heading' && x.level >= 2 && x.kind !== 'summary')?.headingRange.start.line ?? lines.length;
    if (labelled && labelled.range.start.line < firstSection && labelled.date.year !== undefined && dayKey(labelled.date) !== dayKey(incidentDate!)
      && !rawEntries.some((e) => e.line === labelled.range.start.line)) { incidentDate = labelled.date; incidentDateRange = labelled.range; }
    // Or the day the summary tells with its times ("On Monday, 2 December 2024, from 08:12 to 09:03 UTC"), days before the
    // post's `date`, above a timeline that writes no date of its own.
    else if (incidentDate && incidentDate === fmDateValue && !titleDate && !frontMatterNamesIncidentDay(fm) && !rawEntries.some((e) => e.dateExplicit)) {
      const told = narratedDate(datesRun.out, L.scan.values, lines, rawEntries[0]?.line ?? lines.length, incidentDate);
      if (told) { incidentDate = told.date; incidentDateRange = told.range; }
    }
    if (!incidentDate) {
      const picked = incidentDateOf(rawEntries, datesRun.out, datesByLine.values, L.scan.values, titleRange, fmTitle, lines, L.info.values);
      if (picked) { incidentDate = picked.date; incidentDateRange = picked.range; }
    }
    // The previous build's object when equal: the comparisons below are then identity checks.
    incidentDate = engine.stable('incident-date', incidentDate);

    // The incident's day named by the title, or by the summary with its times ("2025年8月5日（火）の夕方 … 18時20分〜19時45分").
    const named = !!incidentDate && (titleDate ? dayKey(titleDate.date) === dayKey(incidentDate)
      : incidentDate.year !== undefined && !!narratedDate(datesRun.out, L.scan.values, lines, rawEntries[0]?.line ?? lines.length, incidentDate, [0, 0]));
    const own = this.withLeadUpDays(this.withWeekdayDates(rawEntries, incidentDate), incidentDate, named);
    const entries = rawUpdates.length ? [...own, ...rawUpdates].sort((a, b) => a.line - b.line) : own;
    const { times, timeline, entriesByLine, fixed, newestFirst } = this.timesAndEntries(L, datesByLine, cols, entries, tl.found?.end ?? -1, docZone, incidentDate, tl.log === true, locale, zoneNamed);
    const code = engine.snapshot('code-copy', engine.map('code', [L.info], null, (i) => L.info.values[i]!.kind === 'code'));
    const model: Omit<Postmortem, 'metrics'> = {
      eol, locale, zoneDeclarations: zones.declarations, code, sections, timeline, times, dates: datesRun.out, lineCount: L.n, lines,
      ...fmPart,
    };
    if (title !== undefined) model.title = title;
    if (titleRange) model.titleRange = titleRange;
    if (incidentDate) model.incidentDate = incidentDate;
    if (incidentDateRange) model.incidentDateRange = incidentDateRange;
    const defaultZone = docZone ?? (tl.section ? zones.sectionZone.get(tl.replaces ?? tl.section) : undefined) ?? rawEntries.find((e) => e.zoneSource === 'column')?.zone;
    if (defaultZone) model.defaultZone = defaultZone;
    if (tl.section) model.timelineSection = tl.section;
    if (newestFirst) model.timelineOrder = 'newest-first';
    if (parsed.limits) model.parseLimits = parsed.limits;
    const metrics = computeMetrics(model, this.metricsOptions, this.timelinePoints(L.n, entriesByLine, fixed));
    engine.end();
    return Object.assign(model, { metrics });
  }

  /** The raw entries, each bare one below a lead-up entry and earlier than it on the clock replaced by a copy on the day it implies (`leadUpDays`). */
  private withLeadUpDays(entries: readonly RawEntry[], incidentDate: PlainDate | undefined, named: boolean): readonly RawEntry[] {
    return this.copiesWhere('lead-up-day', entries, leadUpDays(entries, incidentDate, named), (d) => [null, d], (e, d) => ({ ...e, date: d }));
  }

  /** The raw entries, each bare one that the timeline or the text implies a zone for replaced by a copy in that zone (kept while the same). */
  private withImpliedZones(entries: readonly RawEntry[], docZone: Zone | undefined, L: Lines, suffix = ''): readonly RawEntry[] {
    const implied = impliedZones(entries, docZone, () => proseZone(L.scan.values, new Set(entries.map((e) => e.line)), L.lines));
    return this.copiesWhere(`implied-zone${suffix}`, entries, implied, (z) => [z.zone, z.source], (e, z) => ({ ...e, zone: z.zone, zoneSource: z.source }));
  }

  /** The raw entries, each one whose zone is an abbreviation that names another zone in the document's language ("CST" in Chinese) replaced by a copy in that zone. */
  private withLocalZones(entries: readonly RawEntry[], locale: string, named: Readonly<Record<string, string>> | undefined, suffix = ''): readonly RawEntry[] {
    const local = entries.map((e) => { const z = localZone(e.zone, locale, named); return z !== e.zone ? z : undefined; });
    return this.copiesWhere(`local-zone${suffix}`, entries, local, (z) => [z, null], (e, z) => ({ ...e, zone: z }));
  }

  /**
   * The entries with each one that has a value replaced by `copy(entry, value)`, kept from the last build while the entry is the
   * same object and the value's `key` ([same object, equal data]) is the same; the same array when nothing is replaced.
   */
  private copiesWhere<V>(name: string, entries: readonly RawEntry[], values: readonly (V | undefined)[], key: (v: V) => [unknown, unknown],
    copy: (e: RawEntry, v: V) => RawEntry): readonly RawEntry[] {
    const copies = this.engine.keyed<RawEntry, RawEntry>(name);
    let out: RawEntry[] | undefined;
    for (let k = 0; k < entries.length; k++) {
      const v = values[k];
      if (v === undefined) continue;
      out ??= entries.slice();
      const e = entries[k]!;
      const [a, b] = key(v);
      out[k] = copies.get(e, a, b, null, () => copy(e, v));
    }
    return out ?? entries;
  }

  /** The raw entries, each undated one with a weekday beside its time ("21:40 (Mi.)") replaced by a copy dated the day of that weekday nearest the incident date. */
  private withWeekdayDates(entries: readonly RawEntry[], incidentDate: PlainDate | undefined): readonly RawEntry[] {
    if (incidentDate?.year === undefined || !entries.some((e) => e.weekday !== undefined && !e.date)) return entries;
    const copies = this.engine.keyed<RawEntry, RawEntry>('weekday-date');
    const incidentWeekday = new Date(Date.UTC(incidentDate.year, incidentDate.month - 1, incidentDate.day)).getUTCDay() || 7;
    return entries.map((e) => {
      if (e.weekday === undefined || e.date) return e;
      // The nearest day of that weekday: up to three days before or after the incident date.
      const back = (incidentWeekday - e.weekday + 7) % 7;
      const shift = back <= 3 ? -back : 7 - back;
      return copies.get(e, incidentDate, shift, null, () => ({ ...e, date: addDays({ year: incidentDate.year!, month: incidentDate.month, day: incidentDate.day }, shift), dateExplicit: true }));
    });
  }

  /** The text and structure columns, the locale and day/month votes, and every line's times and dates. */
  private scanLines(lines: string[], parsed: ParsedDocument, fm: Record<string, unknown> | undefined): { L: Lines; locale: string; scanOpts: ScanOptions } {
    const engine = this.engine;
    const n = lines.length;
    const text = engine.input('text', lines);
    const info = engine.input('info', parsed.info.slice(0, n), sameInfo);
    const markerKey = engine.map('locale-key', [], null, (i) => (i < LOCALE_LINES ? 'm' : undefined));
    const markers = engine.textMap('locale-markers', text, markerKey, null, markerCounts);
    const locale = this.config.locale !== 'auto' ? this.config.locale : detectLocale(lines, markers.values, fm);
    const votes = engine.textMap('votes', text, engine.map('vote-key', [], null, () => 'v'), null, lineVotes);
    const hours = engine.textMap('hours-votes', text, engine.map('hours-key', [], null, () => 'h'), null, hoursVote);
    // Weekdays before short dates ("Mon 6/9"), read in the document's year (its front matter's, else the first it writes).
    const shortDates = engine.textMap('weekday-dates', text, engine.map('weekday-key', [], null, () => 'w'), null, weekdayShortDates);
    const weekdays = shortDates.values.some((v) => v !== undefined) ? weekdayOrder(shortDates.values, documentYear(lines, fm)) : undefined;
    const scanOpts = engine.stable('scan-options', { locale, dayFirst: dayFirstVote(votes.values, locale, weekdays), bareHours: bareHoursVote(hours.values) });
    // Every line outside code, HTML and front matter.
    const scanKey = engine.map('scan-key', [info], null, (i) => (SKIP_KINDS.has(info.values[i]!.kind) ? undefined : 's'));
    const scan: Column<LineScan | undefined> = engine.textMap('scan', text, scanKey, scanOpts, (l) => {
      // Full-width digits too ("９時"); a line that opens with noon or midnight ("- Noon — …") has a time without one.
      if (!/[\d０-９]/.test(l) && !opensWithWordTime(l)) return undefined;
      const { dates, monthYears } = scanDates(l, scanOpts);
      // A month and year that is not part of a full date ("March 2024", not the "janvier 2026" of "16 janvier 2026").
      const alone = monthYears.find((my) => !dates.some((d) => my.start >= d.start && my.start < d.end));
      // Or a year alone after "in" ("En 2025, le passage à l'heure avancée a lieu le dimanche 9 mars").
      const year = alone?.year ?? (dates.length === 0 ? YEAR_ALONE.exec(l)?.[1] : undefined);
      return { times: scanTimes(l, scanOpts), dates, monthYear: year === undefined ? undefined : Number(year) };
    });
    return { L: { n, lines, text, info, scan }, locale, scanOpts };
  }

  /** Sections, the title and the zone declarations. */
  private outline(L: Lines, fmPart: FrontMatterPart) {
    const { engine, nameIndex } = this;
    const { text, info } = L;
    const headingKey = engine.map('heading-key', [info], null, (i) => (info.values[i]!.kind === 'heading' && info.values[i]!.blockStart === i ? 'h' : undefined));
    const headings = engine.textMap('headings', text, headingKey, nameIndex, (l) => readHeading([l], nameIndex));
    const guesses = engine.textMap('guesses', text, engine.map('guess-key', [info], null, (i) => guessKey(info.values[i]!)), nameIndex,
      (l, kind) => guessSection(l, kind as LineInfo['kind'], nameIndex));
    const fm = fmPart.frontMatter;
    const structure = readStructure({ lines: L.lines, info: info.values, headings: headings.values, guesses: guesses.values, frontMatter: fm, index: nameIndex });
    const zoneKey = engine.map('zone-key', [info], null, (i) => sentenceKey(info.values[i]!));
    const sentences = engine.textMap('zone-sentences', text, zoneKey, null, readZoneSentence);
    const zones = readZones({ lines: L.lines, sections: structure.sections, frontMatter: fm, frontMatterRange: fmPart.frontMatterRange, sentences: sentences.values });
    // An ambiguous abbreviation the document writes with another zone's offset ("Irish time (IST, UTC+1)").
    const alts = engine.textMap('zone-alternatives', text, zoneKey, null, alternativeNamed);
    let named: Record<string, string> | undefined;
    for (const v of alts.values) if (v) (named ??= {})[v[0]] ??= v[1];
    return { ...structure, zones, named: engine.stable('zone-named', named) };
  }

  /** Every time mention with its zone and date resolved, and the timeline entries made from the raw ones. */
  private timesAndEntries(L: Lines, datesByLine: Column<DateMention[] | undefined>, cols: Column<TableCols | undefined>, rawEntries: readonly RawEntry[], end: number, docZone: Zone | undefined, incidentDate: PlainDate | undefined, log: boolean, locale: string, named: Readonly<Record<string, string>> | undefined) {
    const { engine } = this;
    const { n, text, scan } = L;
    // Each line's raw entries (a table cell or line may hold several, separated by `<br>`).
    const entryAtValues = new Array<RawEntry[] | undefined>(n);
    for (const e of rawEntries) (entryAtValues[e.line] ??= []).push(e);
    const entryAt = engine.input('entry-at', entryAtValues, sameEntries);
    const proseDate = proseDateOf(incidentDate, rawEntries);
    // Carried: the columns of the table whose rows follow (a time in a column headed by its zone, "Hora (CEST)", is in it).
    const timesRun = engine.fold<TableCols | null, TimeMention>('times',
      { deps: [scan, datesByLine, entryAt, L.info, cols], ctx: engine.stable('times-context', { docZone, incidentDate, proseDate, locale, named }), from: 0, to: n - 1, init: null, perLine: true },
      (i, s, out) => {
        const li = L.info.values[i]!;
        const table = li.kind === 'table-header' ? cols.values[i] ?? null : li.kind === 'table-row' || li.kind === 'table-delimiter' ? s : null;
        const sc = scan.values[i];
        if (!sc) return table;
        const es = entryAt.values[i];
        for (let k = 0; k < sc.times.length; k++) {
          const t = sc.times[k]!;
          const entry = es && (es.length === 1 ? es[0] : es.find((e) => e.time === t));
          out.push(timeMention(i, t, entry, docZone, incidentDate, datesByLine.values[i], proseDate, table && !es && li.kind === 'table-row' ? columnZone(L.lines[i]!, t.start, table) : undefined, locale, named, L.lines[i]));
        }
        return table;
      });
    const timesByLine = timesRun.byLine!;
    // T0, when the timeline is written relative to it ("T+0:18"): the time a sentence names as T0 ("T0 = 14:20 UTC").
    const anchor = rawEntries.some((e) => e.offset !== undefined) ? anchorOf(timesRun.out, L.lines) : undefined;
    const entriesRun = engine.fold<null, TimelineEntry>('entries', { deps: [text, scan, entryAt, timesByLine], ctx: engine.stable('entries-context', { incidentDate, anchor }), from: 0, to: n - 1, init: null, perLine: true },
      (i, s, out) => {
        const es = entryAt.values[i];
        if (!es) return s;
        for (const e of es) {
          const tm = e.time ? timesByLine.values[i]![scan.values[i]!.times.indexOf(e.time)]
            : e.offset !== undefined && anchor ? relativeMention(anchor, e.offset, i, e.tokenStart, e.tokenEnd, text.values[i]!.slice(e.tokenStart, e.tokenEnd)) : undefined;
          out.push(timelineEntry(e, e.text, text.values[i]!, tm, incidentDate));
        }
        return s;
      });
    const timeline = entriesRun.out;
    // A time heading whose text is on the lines below it: the one reading that looks past its line.
    const below = engine.keyed<RawEntry, Fixed>('text-below');
    const fixed = new Map<number, readonly MilestonePoint[]>();
    const quick = this.milestoneTest;
    for (let k = 0; k < rawEntries.length; k++) {
      const e = rawEntries[k]!;
      if (!e.textBelow) continue;
      const t = textBelow(e, L.lines, L.info.values, end);
      if (t === e.text) continue;
      const made = timeline[k]!;
      const f = below.get(e, made, t, quick, () => {
        const entry = timelineEntry(e, t, L.lines[e.line]!, made.time, incidentDate);
        return { entry, points: pointsOf(entry, this.metricsOptions.milestones, quick) };
      });
      timeline[k] = f.entry;
      fixed.set(e.line, f.points);
    }
    const times = timesRun.out;
    // A log written newest first goes back in time at every step: no step is a midnight crossing. A status-page
    // update log (`log`) that steps back once is newest first already.
    // Status updates beside the timeline are a log of their own: the order and the midnight crossings are the timeline's.
    const ownAt = rawEntries.some((e) => e.statusUpdate) ? rawEntries.flatMap((e, k) => (e.statusUpdate ? [] : [k])) : undefined;
    const ownTimeline = ownAt ? ownAt.map((k) => timeline[k]!) : timeline;
    const newestFirst = isNewestFirst(ownTimeline, log ? 1 : 2);
    const crossed = newestFirst ? [] : ownAt ? crossMidnight(ownTimeline, ownAt.map((k) => rawEntries[k]!)).map(([k, e]): [number, TimelineEntry] => [ownAt[k]!, e])
      : crossMidnight(timeline, rawEntries);
    if (crossed.length) {
      // The entry's time is the time mention of its line: both move to the next day.
      const at = new Map(times.map((t, i) => [t, i]));
      const moved = new Set<number>();
      for (const [k, entry] of crossed) {
        const i = at.get(timeline[k]!.time!);
        if (i !== undefined && entry.time) times[i] = entry.time;
        timeline[k] = entry;
        moved.add(entry.line);
      }
      // The points of a line with a moved entry: those of every entry on it, as they are now.
      for (const line of moved) fixed.set(line, []);
      for (const e of timeline) if (moved.has(e.line)) fixed.set(e.line, [...fixed.get(e.line)!, ...pointsOf(e, this.metricsOptions.milestones, quick)]);
    }
    return { times, timeline, entriesByLine: entriesRun.byLine!, fixed, newestFirst };
  }

  /** The milestone points the timeline's entries name, in order. */
  private timelinePoints(n: number, entriesByLine: Column<TimelineEntry[] | undefined>, fixed: ReadonlyMap<number, readonly MilestonePoint[]>): MilestonePoint[] {
    const quick = this.milestoneTest;
    const points = this.engine.fold<null, MilestonePoint>('milestone-points', { deps: [entriesByLine], ctx: quick, from: 0, to: n - 1, init: null }, (i, s, out) => {
      const es = entriesByLine.values[i];
      // A status update beside the timeline names no milestone of the incident: the timeline does ("Resolved" is posted after it).
      if (es) for (const e of es) if (!e.statusUpdate) for (const p of pointsOf(e, this.metricsOptions.milestones, quick)) out.push(p);
      return s;
    }).out;
    if (fixed.size === 0) return points;
    // The points of the entries whose text was read below them replace those of the entries they came from.
    const kept = points.filter((p) => !fixed.has(p.line));
    for (const ps of fixed.values()) for (const p of ps) kept.push(p);
    return kept.sort((a, b) => a.line - b.line);
  }
}

/** A timeline entry whose text was read below it, and its milestone points. */
interface Fixed { entry: TimelineEntry; points: readonly MilestonePoint[] }

/** Raw entries marked as status updates posted beside the timeline (`TimelineEntry.statusUpdate`). */
function statusUpdates(entries: readonly RawEntry[]): RawEntry[] {
  return entries.map((e) => ({ ...e, statusUpdate: true as const }));
}

/** The same raw entries, one by one (the fold reuses unchanged lines' objects). */
function sameEntries(a: RawEntry[] | undefined, b: RawEntry[] | undefined): boolean {
  return a === b || (!!a && !!b && a.length === b.length && a.every((e, k) => e === b[k]));
}

/** The year a document is about: its front matter's date, else the first year its first 200 lines write. */
function documentYear(lines: readonly string[], fm: Record<string, unknown> | undefined): number | undefined {
  for (const k of ['date', 'incident_date', 'published', 'created']) {
    const v = fm?.[k];
    const y = v instanceof Date ? v.getUTCFullYear() : typeof v === 'string' ? Number(/^(\d{4})-/.exec(v)?.[1]) : NaN;
    if (y >= 1990 && y <= 2100) return y;
  }
  for (let i = 0; i < lines.length && i < 200; i++) {
    const m = /(?<![\d.:/-])(199\d|20\d\d)(?![\d:])/.exec(lines[i]!);
    if (m) return Number(m[1]);
  }
  return undefined;
}
