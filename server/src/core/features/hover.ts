/**
 * Hover text (Markdown) for a position: a time (UTC, local, T+ offset, gap), the milestone a timeline
 * entry or key event names and the metric it ends, a zone (its UTC offset on that date, the time in UTC),
 * a date (weekday and ISO form), a section heading (kind and purpose), and for the problems under the
 * cursor what their rules check and why (once per rule, with the docs link). A problem's own message is
 * not repeated: the editor shows it in the same hover, beside its diagnostic.
 */
import { DateTime } from 'luxon';
import type {
  AnalysisResult, DateMention, Finding, IncidentMetrics, PlainDate, Position, Postmortem, Range, Section, TimeMention, TimelineView, Zone,
} from '../types.js';
import { minutesFromStart } from '../view.js';
import { SECTION_PURPOSE } from '../catalog/sections.js';
import { formatInZone, isValidDate, offsetFor } from '../time/zone.js';
import { compactDuration } from './duration.js';
import { milestoneHover } from './metrics.js';
import { containsPosition } from './ranges.js';

export interface HoverOptions {
  /** IANA zone for "local time"; '' = the runtime's zone. */
  localZone: string;
  /** Rule id → its one-line description, why it matters (one sentence) and its documentation link. */
  ruleInfo: (id: string) => { description?: string; why?: string; href?: string } | undefined;
  /**
   * Whether each problem's message is written too ("**error** 14:21pm is not a valid time…"): for an
   * editor that does not show the diagnostic in the same hover (VS Code does: there it is left out).
   */
  problemMessages?: boolean;
  /** The incident's milestones and metrics (`model.metrics`); without them no milestone part is shown. */
  metrics?: IncidentMetrics;
}

export interface HoverText { markdown: string; range: Range }

const ZONE_SOURCE: Record<NonNullable<TimeMention['zoneSource']>, string> = {
  explicit: 'written with the time',
  range: 'from the other end of the range',
  column: 'from the column header',
  heading: 'from the heading',
  document: 'declared for the document',
  config: 'the configured default',
  previous: 'as written on an earlier entry',
  text: 'as the other times in the document',
};

function utcLabel(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19).replace(/:00$/, '')} UTC`;
}

function timeHover(t: TimeMention, model: Postmortem, view: TimelineView, opts: HoverOptions): string {
  const lines: string[] = [`**${t.raw}**`];
  if (t.problem) {
    lines.push(`Not a valid time (${t.problem.replace(/-/g, ' ')})${t.corrected ? `; read as ${t.corrected}` : ''}.`);
  }
  const zone = t.effectiveZone;
  if (zone) lines.push(`Zone: ${zone.label}${zone.iana && zone.iana !== zone.label ? ` (${zone.iana})` : ''}${t.zoneSource ? `, ${ZONE_SOURCE[t.zoneSource]}` : ''}`);
  if (t.instant) {
    lines.push(`UTC: ${utcLabel(t.instant)}`);
    const local = formatInZone(t.instant, opts.localZone);
    if (local) lines.push(`Local${opts.localZone ? ` (${opts.localZone})` : ''}: ${local.date} ${local.time} ${local.abbreviation}`);
    // T+ from the incident start the metrics use (a stated start, else the earliest timed entry), as the preview counts it.
    const start = model.metrics.milestones.start?.instant;
    const off = minutesFromStart(model, Date.parse(t.instant), true);
    if (start && off !== null) lines.push(`T${off < 0 ? '' : '+'}${compactDuration(off)} from the incident start (${utcLabel(start)})`);
  } else if (!t.problem) {
    const missing = [!zone ? 'zone' : '', !t.date?.year ? 'date' : ''].filter(Boolean).join(' and ');
    lines.push(`No UTC instant: the ${missing || 'date'} is not known.`);
  }
  if (t.inTimeline) {
    // The entry whose time this is (the view's entries are the model's, in order; a line may hold several).
    const idx = model.timeline.findIndex((e) => e.time === t || (e.line === t.range.start.line && e.time?.range.start.character === t.range.start.character));
    const entry = view.entries[idx];
    const prev = view.entries[idx - 1];
    if (entry && prev && entry.gapMinutes !== null) {
      lines.push(view.order === 'newest-first'
        ? `${compactDuration(Math.abs(entry.gapMinutes))} ${entry.gapMinutes < 0 ? 'after' : 'before'} the entry above (${prev.label}; the timeline is newest first)`
        : `${entry.gapMinutes < 0 ? '' : '+'}${compactDuration(entry.gapMinutes)} since the previous entry (${prev.label})`);
    }
  }
  return lines.join('  \n');
}

/** "UTC−07:00", "UTC+05:30", "UTC±00:00". */
export function utcOffsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC±00:00';
  const a = Math.abs(minutes);
  return `UTC${minutes < 0 ? '−' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}

const ZONE_KIND: Record<Zone['kind'], string> = {
  utc: 'UTC', fixed: 'a fixed offset', standard: 'standard time', daylight: 'daylight saving time', generic: 'offset from the zone rules of each date',
};

const isoDate = (d: PlainDate & { year: number }): string =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/**
 * A zone: its UTC offset on the date it applies to (the time's date, else the incident date) and, for a
 * time, that time in UTC; for a declaration, the first time it governs as an example.
 */
function zoneHover(zone: Zone, model: Postmortem, time: TimeMention | undefined): string {
  const lines = [`**${zone.label}** — ${zone.iana && zone.iana !== zone.label ? `${zone.iana}, ` : ''}${ZONE_KIND[zone.kind]}`];
  const example = time ?? model.times.find((t) => t.effectiveZone === zone && t.instant);
  const date = example?.date?.year !== undefined ? example.date : model.incidentDate;
  if (date?.year !== undefined && isValidDate(date)) {
    const d = { year: date.year, month: date.month, day: date.day };
    const offset = offsetFor(zone, d, example?.hour ?? 12, example?.minute ?? 0);
    if (offset !== undefined) lines.push(`${utcOffsetLabel(offset)} on ${isoDate(d)}`);
  }
  if (example?.instant) {
    const at = `${example.instant.slice(11, 16)} UTC${example.instant.slice(0, 10) !== (example.date ? formatPlain(example.date) : '') ? ` on ${example.instant.slice(0, 10)}` : ''}`;
    lines.push(`${time ? '' : 'For example: '}${example.raw.replace(/\s+/g, ' ')} is ${at}${time ? '' : ` (line ${example.range.start.line + 1})`}`);
  }
  return lines.join('  \n');
}

const formatPlain = (d: PlainDate): string => (d.year === undefined ? '' : isoDate({ year: d.year, month: d.month, day: d.day }));

/** A date: its weekday and ISO form, and whether the year was inferred. */
function dateHover(d: DateMention): string | undefined {
  if (d.problem || !isValidDate(d.date)) return undefined;
  if (d.date.year === undefined) return `**${d.raw}** — no year known`;
  const dt = DateTime.fromObject({ year: d.date.year, month: d.date.month, day: d.date.day }, { zone: 'UTC', locale: 'en' });
  const lines = [`**${dt.toFormat('cccc d LLLL yyyy')}**`, `ISO 8601: ${dt.toISODate()}`];
  if (d.yearInferred) lines.push(`Year ${d.date.year} taken from the text before it.`);
  return lines.join('  \n');
}

function sectionHover(s: Section): string {
  const kinds = s.covers.length ? s.covers : [s.kind];
  const how = s.via === 'heading' ? '' : ` (recognised as ${s.via === 'implicit' ? 'an implicit heading' : s.via === 'lead-in' ? 'a lead-in line' : 'a label'})`;
  const head = `**${s.title}** — ${kinds.map((k) => `\`${k}\``).join(' + ')} section${how}`;
  const purpose = kinds.map((k) => SECTION_PURPOSE[k]).join('  \n');
  return `${head}  \n${purpose}${s.empty ? '  \n_This section is empty._' : ''}`;
}

/**
 * What a rule checks and why, for the problems under the cursor: not their messages (the editor shows
 * each diagnostic in the same hover). Nothing when the rule has neither description nor reason.
 */
function ruleHover(rule: string, opts: HoverOptions): string | undefined {
  const info = opts.ruleInfo(rule);
  const text = [info?.description, info?.why].filter((t): t is string => !!t?.trim());
  if (!text.length) return undefined;
  return `${info?.href ? `[${rule}](${info.href})` : `\`${rule}\``}: ${text.join('  \n')}`;
}

export function hoverAt(result: AnalysisResult, view: TimelineView, pos: Position, opts: HoverOptions): HoverText | undefined {
  const parts: string[] = [];
  let range: Range | undefined;
  const model = result.model;
  const time = model.times.find((t) => containsPosition(t.range, pos));
  if (time) {
    if (time.zone && time.zoneRange && containsPosition(time.zoneRange, pos)) parts.push(zoneHover(time.zone, model, time));
    parts.push(timeHover(time, model, view, opts));
    range = time.range;
  }
  const milestone = opts.metrics ? milestoneHover(opts.metrics, model, pos, time?.range) : undefined;
  if (milestone) {
    parts.push(milestone.lines.join('  \n'));
    range ??= milestone.range;
  }
  if (!time) {
    const decl = zoneDeclarationAt(model, pos);
    if (decl) {
      parts.push(zoneHover(decl.zone, model, undefined));
      range ??= decl.range;
    }
    let date = model.dates.find((d) => containsPosition(d.range, pos));
    // The front matter's date is the incident date, not a mention in the text.
    const fm = model.frontMatterRange;
    const dateLine = fm && pos.line > fm.start.line && pos.line < fm.end.line ? /^(\s*date\s*:\s*["']?)(\d{4}-\d{2}-\d{2})/.exec(model.lines[pos.line] ?? '') : null;
    if (!date && dateLine && pos.character >= dateLine[1]!.length && pos.character <= dateLine[0].length) {
      const r = { start: { line: pos.line, character: dateLine[1]!.length }, end: { line: pos.line, character: dateLine[0].length } };
      const [year, month, day] = dateLine[2]!.split('-').map(Number) as [number, number, number];
      date = { range: r, raw: dateLine[2]!, date: { year, month, day }, yearInferred: false };
    }
    const text = date && dateHover(date);
    if (date && text) {
      parts.push(text);
      range ??= date.range;
    }
  }
  if (!range) {
    const section = model.sections.find((s) => containsPosition(s.headingRange, pos));
    if (section) {
      parts.push(sectionHover(section));
      range = section.headingRange;
    }
  }
  const findings = result.findings.filter((f: Finding) => containsPosition(f.range, pos));
  let ruleRange: Range | undefined;
  if (opts.problemMessages) {
    for (const f of findings) parts.push(`**${f.severity}** ${f.message}`);
    ruleRange = findings[0]?.range;
  }
  for (const rule of new Set(findings.map((f) => f.rule))) {
    const text = ruleHover(rule, opts);
    if (!text) continue;
    parts.push(text);
    ruleRange ??= findings.find((f) => f.rule === rule)!.range;
  }
  range ??= ruleRange;
  if (!parts.length || !range) return undefined;
  return { markdown: parts.join('\n\n---\n\n'), range };
}

/**
 * The zone declaration under the cursor. A front matter declaration covers the whole front matter; only
 * its `timezone:` value is hovered.
 */
function zoneDeclarationAt(model: Postmortem, pos: Position): { zone: Zone; range: Range } | undefined {
  for (const d of model.zoneDeclarations) {
    if (!containsPosition(d.range, pos)) continue;
    if (d.scope !== 'front-matter') return d;
    const line = model.lines[pos.line] ?? '';
    const m = /^(\s*(?:timezone|tz)\s*:\s*["']?)([^"'#\s][^"'#]*?)["']?\s*(?:#.*)?$/.exec(line);
    if (!m || m[2] !== d.zone.label) continue;
    const start = m[1]!.length;
    const end = start + m[2]!.length;
    if (pos.character < start || pos.character > end) continue;
    return { zone: d.zone, range: { start: { line: pos.line, character: start }, end: { line: pos.line, character: end } } };
  }
  return undefined;
}
