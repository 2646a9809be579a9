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
import { scanDates, scanTimes } from '../time/scan.js';
import type { DateMention, MilestonePoint, Postmortem, TimeMention, TimelineEntry } from '../types.js';
import { dateLine, firstYearOf, type LineScan } from './dates.js';
import { fmDate, frontMatterPart, parseFrontMatter, type ParsedFrontMatter } from './frontmatter.js';
import { incidentDateOf } from './incident.js';
import { dayFirstVote, detectLocale, LOCALE_LINES, lineVotes, markerCounts } from './locale.js';
import { computeMetrics, milestoneTest, metricsOptions, pointsOf, type MetricsOptions } from './metrics.js';
import { buildNameIndex, type NameEntry } from './sections.js';
import { guessKey, guessSection, readHeading, readStructure } from './structure.js';
import { readTimeline } from './timeline/collect.js';
import { textBelow, timelineEntry } from './timeline/entries.js';
import type { RawEntry } from './timeline/readers.js';
import { tableColumns } from './timeline/tables.js';
import { timeMention } from './times.js';
import { readZones, readZoneSentence, sentenceKey } from './zones.js';

const SKIP_KINDS = new Set(['code', 'html', 'front-matter', 'definition', 'blank']);

const sameInfo = (a: LineInfo, b: LineInfo): boolean =>
  a.kind === b.kind && a.blockStart === b.blockStart && a.depth === b.depth && a.listDepth === b.listDepth
  && a.table === b.table && a.inBlockquote === b.inBlockquote;

/** Builds the model of one document, again and again as it changes (one per open document). */
export class ModelBuilder {
  private engine = new Engine();
  private readonly nameIndex: readonly NameEntry[];
  private readonly metricsOptions: MetricsOptions;
  private fmMemo: { kind: string; value: string; result: ParsedFrontMatter } | undefined;

  constructor(readonly config: Config) {
    this.nameIndex = buildNameIndex(config.sectionNames);
    this.metricsOptions = metricsOptions(config);
  }

  /** What the last build reused (tests check that reuse happens). */
  get stats() { return this.engine.stats; }

  build(lines: string[], parsed: ParsedDocument, eol: Postmortem['eol']): Postmortem {
    const engine = this.engine;
    const n = lines.length;
    engine.begin(n);
    const text = engine.input('text', lines);
    const info = engine.input('info', parsed.info.slice(0, n), sameInfo);

    // ---- front matter, locale, day/month order ----
    const fmPart = frontMatterPart(parsed, lines, (kind, value) => {
      if (this.fmMemo?.kind !== kind || this.fmMemo.value !== value) this.fmMemo = { kind, value, result: parseFrontMatter(kind, value) };
      return this.fmMemo.result;
    });
    const fm = fmPart.frontMatter;
    const markerKey = engine.map('locale-key', [], null, (i) => (i < LOCALE_LINES ? 'm' : undefined));
    const markers = engine.textMap('locale-markers', text, markerKey, null, markerCounts);
    const locale = this.config.locale !== 'auto' ? this.config.locale : detectLocale(lines, markers.values, fm);
    const voteKey = engine.map('vote-key', [], null, () => 'v');
    const votes = engine.textMap('votes', text, voteKey, null, lineVotes);
    const scanOpts = { locale, dayFirst: dayFirstVote(votes.values) };

    // ---- scan: times and dates of every line outside code, HTML and front matter ----
    const scanKey = engine.map('scan-key', [info], null, (i) => (SKIP_KINDS.has(info.values[i]!.kind) ? undefined : 's'));
    const scan: Column<LineScan | undefined> = engine.textMap('scan', text, scanKey, scanOpts, (l) => {
      if (!/\d/.test(l)) return undefined;
      const { dates, monthYears } = scanDates(l, scanOpts);
      return { times: scanTimes(l, scanOpts), dates, monthYear: monthYears[0]?.year };
    });

    // ---- dates: a date without a year takes the latest year written before it ----
    const fmDateValue = fmDate(fm?.['date']);
    const firstYear = fmDateValue?.year ?? firstYearOf(scan.values);
    const datesRun = engine.fold<number | undefined, DateMention>('dates', { deps: [scan], ctx: firstYear, from: 0, to: n - 1, init: fmDateValue?.year, perLine: true },
      (i, lastYear, out) => dateLine(i, scan.values[i], lastYear, firstYear, out));
    const dates = datesRun.out;
    const datesByLine = datesRun.byLine!;

    // ---- sections and title ----
    const headingKey = engine.map('heading-key', [info], null, (i) => (info.values[i]!.kind === 'heading' && info.values[i]!.blockStart === i ? 'h' : undefined));
    const headings = engine.textMap('headings', text, headingKey, this.nameIndex, (l) => readHeading([l], this.nameIndex));
    const guessKeys = engine.map('guess-key', [info], null, (i) => guessKey(info.values[i]!));
    const guesses = engine.textMap('guesses', text, guessKeys, this.nameIndex, (l, kind) => guessSection(l, kind as LineInfo['kind'], this.nameIndex));
    const { sections, title, titleRange } = readStructure({ lines, info: info.values, headings: headings.values, guesses: guesses.values, frontMatter: fm, index: this.nameIndex });

    // ---- zones ----
    const zoneKey = engine.map('zone-key', [info], null, (i) => sentenceKey(info.values[i]!));
    const sentences = engine.textMap('zone-sentences', text, zoneKey, null, readZoneSentence);
    const zones = readZones({ lines, sections, frontMatter: fm, frontMatterRange: fmPart.frontMatterRange, sentences: sentences.values });
    const { declarations: zoneDeclarations, docZone } = zones;

    // ---- timeline ----
    const cols = engine.input('table-cols', tableColumns(lines, parsed), equal);
    const tl = readTimeline(engine, { text, info, scan, dates: datesByLine, cols }, sections, zones.sectionZone,
      { fmYear: fmDateValue?.year, firstYear }, zoneDeclarations);
    const rawEntries = tl.found?.entries ?? [];

    // ---- incident date ----
    let incidentDate = fmDateValue;
    let incidentDateRange = fmDateValue ? fmPart.frontMatterRange : undefined;
    if (!incidentDate) {
      const picked = incidentDateOf(rawEntries, dates, datesByLine.values, scan.values, titleRange);
      if (picked) { incidentDate = picked.date; incidentDateRange = picked.range; }
    }
    // The previous build's object when equal: the comparisons below are then identity checks.
    incidentDate = engine.stable('incident-date', incidentDate);

    // ---- times: every time mention, with its zone and date resolved ----
    const entryAtValues = new Array<RawEntry | undefined>(n);
    for (const e of rawEntries) entryAtValues[e.line] ??= e;
    const entryAt = engine.input('entry-at', entryAtValues);
    const timesRun = engine.fold<null, TimeMention>('times', { deps: [scan, datesByLine, entryAt], ctx: engine.stable('times-ctx', { docZone, incidentDate }), from: 0, to: n - 1, init: null, perLine: true },
      (i, s, out) => {
        const sc = scan.values[i];
        if (!sc) return s;
        for (let k = 0; k < sc.times.length; k++) out.push(timeMention(i, sc.times[k]!, entryAt.values[i], docZone, incidentDate, datesByLine.values[i]));
        return s;
      });
    const times = timesRun.out;

    // ---- timeline entries: a raw entry with its time mention, date, zone, ordering key and milestone ----
    const timesByLine = timesRun.byLine!;
    const entriesRun = engine.fold<null, TimelineEntry>('entries', { deps: [text, scan, entryAt, timesByLine], ctx: incidentDate, from: 0, to: n - 1, init: null, perLine: true },
      (i, s, out) => {
        const e = entryAt.values[i];
        if (!e) return s;
        const tm = e.time ? timesByLine.values[i]![scan.values[i]!.times.indexOf(e.time)] : undefined;
        out.push(timelineEntry(e, e.text, text.values[i]!, tm, incidentDate));
        return s;
      });
    const timeline = entriesRun.out;
    // A time heading whose text is on the lines below it: the one reading that looks past its line.
    const below = engine.keyed<RawEntry, { entry: TimelineEntry; points: readonly MilestonePoint[] }>('text-below');
    const fixed = new Map<number, { entry: TimelineEntry; points: readonly MilestonePoint[] }>();
    const quick = milestoneTest(this.metricsOptions);
    for (let k = 0; k < rawEntries.length; k++) {
      const e = rawEntries[k]!;
      if (!e.textBelow) continue;
      const t = textBelow(e, lines, info.values, tl.found!.end);
      if (t === e.text) continue;
      const made = timeline[k]!;
      const f = below.get(e, made, t, quick, () => {
        const entry = timelineEntry(e, t, lines[e.line]!, made.time, incidentDate);
        return { entry, points: pointsOf(entry, this.metricsOptions.milestones, quick) };
      });
      timeline[k] = f.entry;
      fixed.set(e.line, f);
    }

    const code = engine.snapshot('code-copy', engine.map('code', [info], null, (i) => info.values[i]!.kind === 'code'));
    const model: Omit<Postmortem, 'metrics'> = {
      eol, locale, zoneDeclarations, code, sections, timeline, times, dates, lineCount: n, lines,
      ...fmPart,
    };
    if (title !== undefined) model.title = title;
    if (titleRange) model.titleRange = titleRange;
    if (incidentDate) model.incidentDate = incidentDate;
    if (incidentDateRange) model.incidentDateRange = incidentDateRange;
    const defaultZone = docZone ?? (tl.section ? zones.sectionZone.get(tl.section) : undefined) ?? rawEntries.find((e) => e.zoneSource === 'column')?.zone;
    if (defaultZone) model.defaultZone = defaultZone;
    if (tl.section) model.timelineSection = tl.section;

    // ---- milestones and metrics: once, with the config ----
    const entriesByLine = entriesRun.byLine!;
    let points = engine.fold<null, MilestonePoint>('milestone-points', { deps: [entriesByLine], ctx: quick, from: 0, to: n - 1, init: null }, (i, s, out) => {
      const es = entriesByLine.values[i];
      if (es) for (const p of pointsOf(es[0]!, this.metricsOptions.milestones, quick)) out.push(p);
      return s;
    }).out;
    if (fixed.size > 0) {
      // The points of the entries whose text was read below them replace those of the entries they came from.
      const kept = points.filter((p) => !fixed.has(p.line));
      for (const f of fixed.values()) for (const p of f.points) kept.push(p);
      points = kept.sort((a, b) => a.line - b.line);
    }
    const metrics = computeMetrics(model, this.metricsOptions, points);
    engine.end();
    return Object.assign(model, { metrics });
  }
}
