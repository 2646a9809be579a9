/**
 * The analysis core's public types. Everything here is plain data (JSON-serialisable) so the
 * language server, the CLI and the preview read the same model.
 *
 * Positions are 0-based `{line, character}` in UTF-16 code units, exactly like LSP.
 */
import type { ParseLimit } from './parse/types.js';

export type { ParseLimit, ParseLimitReason } from './parse/types.js';

export interface Position { line: number; character: number }
export interface Range { start: Position; end: Position }

export type Severity = 'error' | 'warning' | 'info' | 'hint';
export type SeveritySetting = Severity | 'off';

export interface TextEdit { range: Range; newText: string }

export interface Fix {
  title: string;
  edits: TextEdit[];
  /** Safe fixes are applied by "fix all" / `--fix`; unsafe ones are offered one by one. */
  safe: boolean;
  /** The one obvious fix for this finding (LSP `isPreferred`). */
  preferred?: boolean;
}

export interface Finding {
  rule: string;
  severity: Severity;
  message: string;
  range: Range;
  fix?: Fix;
  /**
   * The text this finding shares with the rule's other findings of its kind, without its own value
   * ("No time zone, …" for every zone-less time): the preview shows such repeated findings once with it.
   * Without it, findings repeat only when their messages are equal.
   */
  group?: string;
  /**
   * The other places the finding speaks of, when one finding stands for several (the rest of a run of
   * zone-less times): related information in the editor, and the preview shows the finding on their
   * entries too.
   */
  related?: Range[];
}

export type SectionKind =
  | 'summary' | 'impact' | 'timeline' | 'detection' | 'resolution'
  | 'root-cause' | 'corrective-actions' | 'lessons-learned' | 'other';

export interface Section {
  kind: SectionKind;
  /** Every kind the heading names ("Root Cause and Remediation" names two). */
  covers: SectionKind[];
  title: string;
  /** 1–6 for Markdown headings; 0 for implicit headings, lead-in lines and bold labels. */
  level: number;
  /** How the heading was found. */
  via: 'heading' | 'implicit' | 'lead-in' | 'label';
  implicit: boolean;
  /** The heading line (or the label text). */
  headingRange: Range;
  /** From the heading to the last line before the next heading of the same or a higher level. */
  range: Range;
  /** True when the section holds nothing but blank lines or TBD/TODO placeholders. */
  empty: boolean;
}

export interface PlainDate { year?: number; month: number; day: number }

export interface Zone {
  /** As written: "UTC", "PDT", "+02:00", "GMT+1". */
  label: string;
  /** IANA name ("America/Los_Angeles") or a fixed offset name ("UTC+2"). */
  iana: string;
  /** utc; fixed offset; a standard-time or daylight-time abbreviation; a generic zone (PT, ET). */
  kind: 'utc' | 'fixed' | 'standard' | 'daylight' | 'generic';
  /** Offset in minutes for utc/fixed/standard/daylight labels (independent of the date). */
  offsetMinutes?: number;
}

export type TimeProblem =
  | 'meridiem-on-24h'   // 17:20pm, 13:55 PM — valid as 24-hour, the am/pm is wrong
  | 'meridiem-conflict' // 23:00 AM — cannot tell which was meant
  | 'hour-range'        // 25:10
  | 'minute-range'      // 12:60
  | 'second-range';     // 12:00:61

export interface TimeMention {
  /** The whole token: time, am/pm and zone ("17:24pm UTC"). */
  range: Range;
  raw: string;
  /** The time itself with its am/pm, without the zone ("17:24pm"). */
  valueRange: Range;
  hour: number;
  minute: number;
  second?: number;
  meridiem?: 'am' | 'pm';
  /** Range of the am/pm token, when present. */
  meridiemRange?: Range;
  problem?: TimeProblem;
  /** The 24-hour reading when it is unambiguous ("17:20pm" → "17:20"). */
  corrected?: string;
  /** The zone written with the time, if any. */
  zone?: Zone;
  zoneRange?: Range;
  /** Where the zone came from when it is not written with the time. */
  zoneSource?: 'explicit' | 'range' | 'column' | 'heading' | 'document' | 'config' | 'previous' | 'text';
  /** The zone in force (explicit or inherited). */
  effectiveZone?: Zone;
  date?: PlainDate;
  /** Full ISO-8601 UTC instant, when date, time and zone are all known. */
  instant?: string;
  inTimeline: boolean;
}

export type DateProblem = 'impossible' | 'bad-year';

export interface DateMention {
  range: Range;
  raw: string;
  date: PlainDate;
  weekday?: number; // 1 = Monday … 7 = Sunday, as written
  weekdayRange?: Range;
  problem?: DateProblem;
  /** The year was not written and came from the context. */
  yearInferred: boolean;
}

export type Milestone = 'start' | 'detected' | 'acknowledged' | 'mitigated' | 'resolved';

export interface TimelineEntry {
  range: Range;
  /** 0-based line of the entry. */
  line: number;
  /** The time (or date-time) token as written. */
  raw: string;
  kind: 'table-row' | 'list-item' | 'line' | 'heading';
  time?: TimeMention;
  /** The entry's own date, or the day heading / incident date it falls under. */
  date?: PlainDate;
  /** True when the entry writes its own date (date column, date prefix). */
  dateExplicit: boolean;
  /**
   * Days added to the date it falls under because the timeline crossed midnight without writing the
   * new date (23:55 then 00:20): the entry is read on the next day. Absent when 0.
   */
  dayShift?: number;
  zone?: Zone;
  /** ISO-8601 UTC instant when the date, time and zone are known. */
  instant?: string;
  /** Milliseconds since the epoch for `instant`, or minutes-of-day ordering key otherwise. */
  sortKey?: number;
  text: string;
  milestone?: Milestone;
  /**
   * An update a status page posted during the incident, quoted beside the postmortem's own timeline ("### Monitoring" over
   * "**14 Nov 2024, 12:20pm AEDT**"): read as an entry, but a log of its own — the timeline's order, span and milestones are
   * those of the other entries (`ownTimeline`).
   */
  statusUpdate?: true;
  /** Minutes from T0 of an entry written relative to it ("T+0:18"); its time is T0's plus these when the text says when T0 was. */
  offset?: number;
}

export interface ZoneDeclaration { zone: Zone; range: Range; scope: 'document' | 'section' | 'table' | 'front-matter' }

/* ---- incident milestones and metrics (server/src/core/model/metrics.ts) ---- */

export type MetricName = 'impact' | 'timeToDetect' | 'timeToMitigate' | 'timeToResolve';

/** A metric is measured from the first milestone found in `from` to the first found in `to`. */
export interface MetricDefinition { from: Milestone[]; to: Milestone[] }


export interface MilestonePoint {
  milestone: Milestone;
  /**
   * `first-entry`: no start was stated, the first timed timeline entry after any lead-up stands for it;
   * `impact-window`: an end of the window the summary or impact section states ("between 21:17 and 21:45 UTC").
   */
  source: 'front-matter' | 'timeline' | 'key-event' | 'first-entry' | 'impact-window';
  /** 0-based line (the front matter's first line for front-matter points). */
  line: number;
  range: Range;
  /** ISO-8601 UTC instant when date, time and zone are known. */
  instant?: string;
  /** Milliseconds: the instant, or the local time of day on the date when the zone is unknown. */
  sortKey?: number;
  /** Time as written ("21:17 UTC"). */
  raw: string;
}

export interface Metric { minutes: number; from: Milestone; to: Milestone }

export interface IncidentMetrics {
  /** The milestone used for each kind (front matter, else timeline, else key events). */
  milestones: Partial<Record<Milestone, MilestonePoint>>;
  /** Every milestone mention found in the timeline, in document order (an entry may name two). */
  timeline: MilestonePoint[];
  /** Milestones stated outside the timeline: key-event lines and front matter. */
  keyEvents: MilestonePoint[];
  impact: Metric | null;
  timeToDetect: Metric | null;
  timeToMitigate: Metric | null;
  timeToResolve: Metric | null;
  definitions: Record<MetricName, MetricDefinition>;
}

export interface Postmortem {
  title?: string;
  titleRange?: Range;
  locale: string;
  incidentDate?: PlainDate;
  incidentDateRange?: Range;
  /** The document-wide zone: front matter `timezone:`, "All times are UTC", a timeline header. */
  defaultZone?: Zone;
  zoneDeclarations: ZoneDeclaration[];
  frontMatter?: Record<string, unknown>;
  frontMatterRange?: Range;
  /**
   * Problem reading the front matter, if any: the format it is not valid in and the parser's words
   * (`detail`), or neither when it is not a mapping. `message` says it in English; the front-matter rule
   * writes it in the document's language.
   */
  frontMatterError?: { message: string; range: Range; format?: 'YAML' | 'TOML'; detail?: string };
  sections: Section[];
  /** The section the timeline entries came from, if any. */
  timelineSection?: Section;
  timeline: TimelineEntry[];
  /**
   * `newest-first` when the timeline's timed entries run back in time (a status-page log): every step
   * goes back, or all but one of at least three. Absent for a timeline in time order.
   */
  timelineOrder?: 'newest-first';
  times: TimeMention[];
  dates: DateMention[];
  lineCount: number;
  /** The document's line ending ("\n", "\r\n" or "\r"), for edits that write whole lines. */
  eol: '\n' | '\r\n' | '\r';
  /** Per source line: inside a code block (fenced or indented), as the parser read it. */
  code: boolean[];
  /** The source lines (without terminators); lines[0] may start with a BOM. */
  lines: string[];
  /** Milestones and incident metrics (model/metrics.ts), computed once per build with the config. */
  metrics: IncidentMetrics;
  /**
   * Lines the parser read by its bounded path (parse/limits.ts: shapes the full Markdown parser reads in
   * super-linear time), in document order; absent when there are none.
   */
  parseLimits?: ParseLimit[];
}

export interface AnalysisResult { model: Postmortem; findings: Finding[] }

/** What the timeline preview, the `postmortem/timeline` request and `postmortem timeline` show. */
export interface TimelineViewEntry {
  /** 0-based line of the entry in the document. */
  line: number;
  raw: string;
  /** ISO-8601 UTC instant, or null when the date or zone is unknown. */
  time: string | null;
  /** Short display time, "21:17" or "21:17:05" (UTC when known, else as written). */
  label: string;
  /** The time as the document writes it ("4:50 PM PST") when it is in another zone than UTC. */
  written?: string;
  /** Date shown with the entry, "2021-09-30", when known. */
  date: string | null;
  text: string;
  milestone?: Milestone;
  /** Every milestone the entry names ("rollback complete and all sites recovered": mitigated, resolved). */
  milestones?: Milestone[];
  /** An update a status page posted, quoted beside the timeline (`TimelineEntry.statusUpdate`); it has no gap. */
  statusUpdate?: true;
  /**
   * Minutes since the previous entry (null for the first or when unknown); in a newest-first timeline,
   * minutes from this entry to the one above it.
   */
  gapMinutes: number | null;
  /** Minutes since the first entry (T+). */
  offsetMinutes: number | null;
  /** `grouped`: shown once in the view's `groups`, not with each entry. */
  problems: { rule: string; severity: Severity; message: string; grouped?: true }[];
}

/** A problem one rule gives on several timeline entries (every zone-less time), shown once above the timeline. */
export interface TimelineProblemGroup {
  rule: string;
  severity: Severity;
  /** The findings' shared text (`Finding.group`, else their message). */
  message: string;
  /** 0-based lines of the entries it is on, in order. */
  lines: number[];
  /** How many of the rule's findings in the document its fix-all fixes (`ruleFixFindings`: safe fixes, or one same fix everywhere); 0: none. */
  fixable: number;
  /** The fix-all's title ("Append UTC to all 12", "Fix all 12") when `fixable`, in the document's language. */
  fixTitle?: string;
}

export interface TimelineView {
  title: string | null;
  incidentDate: string | null;
  zone: string | null;
  start: string | null;
  end: string | null;
  durationMinutes: number | null;
  /** `newest-first` when the document writes its timeline newest first (`Postmortem.timelineOrder`). */
  order?: 'newest-first';
  /** Incident metrics in minutes (null when a milestone is unknown); see model/metrics.ts for the definitions. */
  metrics?: {
    impactMinutes: number | null;
    timeToDetectMinutes: number | null;
    timeToMitigateMinutes: number | null;
    timeToResolveMinutes: number | null;
    /** Milestone → 0-based line of the timeline entry (or key event) it was taken from. */
    milestones: Partial<Record<Milestone, number>>;
  };
  entries: TimelineViewEntry[];
  /** Problems repeated on `GROUP_MIN` entries or more (`view.ts`); absent when there are none. */
  groups?: TimelineProblemGroup[];
  /** Every finding of the document, 0-based line, for the preview's problem list. */
  problems: { rule: string; severity: Severity; message: string; line: number }[];
}
