/**
 * Hover text (Markdown) for a position: a time (UTC, local, T+ offset, gap), the milestone a timeline
 * entry or key event names and the metric it ends, a section heading (kind and purpose), and the problems
 * under the cursor (rule explanation and docs link).
 */
import type { AnalysisResult, Finding, IncidentMetrics, Position, Postmortem, Range, Section, TimeMention, TimelineView } from '../types.js';
import { minutesFromStart } from '../view.js';
import { SECTION_PURPOSE } from '../catalog/sections.js';
import { formatInZone } from '../time/zone.js';
import { compactDuration } from './duration.js';
import { milestoneHover } from './metrics.js';
import { containsPosition } from './ranges.js';

export interface HoverOptions {
  /** IANA zone for "local time"; '' = the runtime's zone. */
  localZone: string;
  /** Rule id → its one-line description and its documentation link. */
  ruleInfo: (id: string) => { description?: string; href?: string } | undefined;
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
    const idx = view.entries.findIndex((e) => e.line === t.range.start.line);
    const entry = view.entries[idx];
    const prev = view.entries[idx - 1];
    if (entry && prev && entry.gapMinutes !== null) {
      lines.push(`${entry.gapMinutes < 0 ? '' : '+'}${compactDuration(entry.gapMinutes)} since the previous entry (${prev.label})`);
    }
  }
  return lines.join('  \n');
}

function sectionHover(s: Section): string {
  const kinds = s.covers.length ? s.covers : [s.kind];
  const how = s.via === 'heading' ? '' : ` (recognised as ${s.via === 'implicit' ? 'an implicit heading' : s.via === 'lead-in' ? 'a lead-in line' : 'a label'})`;
  const head = `**${s.title}** — ${kinds.map((k) => `\`${k}\``).join(' + ')} section${how}`;
  const purpose = kinds.map((k) => SECTION_PURPOSE[k]).join('  \n');
  return `${head}  \n${purpose}${s.empty ? '  \n_This section is empty._' : ''}`;
}

function findingHover(f: Finding, opts: HoverOptions): string {
  const info = opts.ruleInfo(f.rule);
  const id = info?.href ? `[${f.rule}](${info.href})` : f.rule;
  return `**${f.severity}** ${id}: ${f.message}${info?.description ? `  \n${info.description}` : ''}`;
}

export function hoverAt(result: AnalysisResult, view: TimelineView, pos: Position, opts: HoverOptions): HoverText | undefined {
  const parts: string[] = [];
  let range: Range | undefined;
  const time = result.model.times.find((t) => containsPosition(t.range, pos));
  if (time) {
    parts.push(timeHover(time, result.model, view, opts));
    range = time.range;
  }
  const milestone = opts.metrics ? milestoneHover(opts.metrics, result.model, pos, time?.range) : undefined;
  if (milestone) {
    parts.push(milestone.lines.join('  \n'));
    range ??= milestone.range;
  }
  if (!range) {
    const section = result.model.sections.find((s) => containsPosition(s.headingRange, pos));
    if (section) {
      parts.push(sectionHover(section));
      range = section.headingRange;
    }
  }
  const findings = result.findings.filter((f) => containsPosition(f.range, pos));
  for (const f of findings) parts.push(findingHover(f, opts));
  if (!parts.length) return undefined;
  return { markdown: parts.join('\n\n---\n\n'), range: range ?? findings[0]!.range };
}
