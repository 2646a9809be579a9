/**
 * Milestones stated outside the timeline (what `model.metrics.keyEvents` holds), each with its line:
 *   - front matter keys: `detected_at`, `resolvedWhen`, … (locale/*.ts `milestoneFrontMatter`), YAML
 *     timestamps, ISO strings with or without an offset and fractions of a second, "HH:MM" on the
 *     incident date; a status page's `date` (with `resolvedWhen` or a `resolved: true|false` beside it)
 *     is when the incident started;
 *   - key-event lines: a short label naming a milestone, then a (date-)time — "Detected: 14:05 UTC",
 *     "- **Resolved** – 15:10", "- First detected 2022-01-22 11:57" (a list item ending with its time),
 *     "| Detected | 2026-03-02 10:14 UTC |" (a metadata table), "Date/time: 2022-03-22 10:00 PDT" (a label
 *     that names the start, `keyEventLabels`; "発生日時：2024-07-24 20:52", with a full-width colon).
 */
import { DateTime } from 'luxon';
import { MILESTONE_FRONT_MATTER, MILESTONE_ORDER } from '../catalog/milestones.js';
import { KEY_EVENT_LABELS, MONTHS, WEEKDAYS } from '../locale/index.js';
import { toInstant, zoneFromLabel } from '../time/zone.js';
import { instantOnClock } from './times.js';
import type { Milestone, MilestonePoint, PlainDate, Postmortem, TimeMention } from '../types.js';
import { datesByLine, markLead } from './impact.js';
import { milestonesIn, type ExtraMilestoneWords } from './milestones.js';
import { clockKey } from './order.js';

type Model = Omit<Postmortem, 'metrics'>;

/** Keys a status page writes beside `date` (cState `resolvedWhen`, Statusfy and cState `resolved: true`). */
const STATUS_PAGE_KEYS = ['resolvedWhen', 'resolved_when'];

/** A front matter value → instant (or, without a zone, a local sort key): a YAML timestamp, an ISO string, or "HH:MM" on the incident date. */
export function frontMatterInstant(v: unknown, model: Model): { instant?: string; sortKey: number; raw: string } | undefined {
  if (v instanceof Date && !Number.isNaN(v.getTime())) {
    // A TOML local date-time has no zone: read as written, in the document's zone.
    const written = v.toISOString();
    if (/T[\d:.]+$/.test(written)) return frontMatterInstant(written, model);
    const instant = DateTime.fromJSDate(v, { zone: 'UTC' }).toISO({ suppressMilliseconds: true }) ?? '';
    return { instant, sortKey: Date.parse(instant), raw: v.toISOString() };
  }
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  const zoneLabel = /\s([A-Z]{2,5}|[+-]\d{2}:?\d{2})$/.exec(s)?.[1];
  const zone = zoneLabel ? zoneFromLabel(zoneLabel) : model.defaultZone;
  const body = zoneLabel ? s.slice(0, s.length - zoneLabel.length).trim() : s;
  const full = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(body);
  const local = (date: { year: number; month: number; day: number }, h: number, m: number, sec: number) => {
    const instant = toInstant(date, h, m, sec, zone);
    if (instant) return { instant, sortKey: Date.parse(instant), raw: s };
    // No zone known: the local clock, as the timeline's entries without a zone are ordered.
    return zoneLabel ? undefined : { sortKey: clockKey(date, h, m, sec, undefined), raw: s };
  };
  if (full) {
    if (full[7]) {
      const dt = DateTime.fromISO(body.replace(' ', 'T'), { setZone: true });
      if (!dt.isValid) return undefined;
      const instant = dt.toUTC().startOf('second').toISO({ suppressMilliseconds: true })!;
      return { instant, sortKey: Date.parse(instant), raw: s };
    }
    return local({ year: Number(full[1]), month: Number(full[2]), day: Number(full[3]) }, Number(full[4]), Number(full[5]), Number(full[6] ?? 0));
  }
  const hm = /^(\d{1,2}):(\d{2})$/.exec(body);
  if (hm && model.incidentDate?.year !== undefined) {
    return local({ year: model.incidentDate.year, month: model.incidentDate.month, day: model.incidentDate.day }, Number(hm[1]), Number(hm[2]), 0);
  }
  return undefined;
}

/** The milestones the front matter gives, one per milestone (its first key that reads). */
export function frontMatterPoints(model: Model): MilestonePoint[] {
  const fm = model.frontMatter;
  const r = model.frontMatterRange;
  if (!fm || !r) return [];
  const out: MilestonePoint[] = [];
  const statusPage = STATUS_PAGE_KEYS.some((k) => fm[k] !== undefined) || typeof fm['resolved'] === 'boolean';
  for (const m of MILESTONE_ORDER) {
    const keys = m === 'start' && statusPage ? [...MILESTONE_FRONT_MATTER[m], 'date'] : MILESTONE_FRONT_MATTER[m];
    for (const k of keys) {
      if (fm[k] === undefined) continue;
      // A status page's `date` is the start only with a time of day ("2020-04-08T14:00:00.000Z").
      if (k === 'date' && (typeof fm[k] !== 'string' || !/\d[T ]\d/.test(fm[k] as string)) && !(fm[k] instanceof Date && (fm[k] as Date).getTime() % 86_400_000 !== 0)) continue;
      const v = frontMatterInstant(fm[k], model);
      if (!v) continue;
      let line = r.start.line;
      for (let i = r.start.line; i <= r.end.line; i++) {
        const l = model.lines[i]!.trimStart();
        if (l.startsWith(k) && /^\s*[:=]/.test(l.slice(k.length).replace(/^["']/, ''))) { line = i; break; }
      }
      const p: MilestonePoint = { milestone: m, source: 'front-matter', line, range: { start: { line, character: 0 }, end: { line, character: model.lines[line]!.length } }, sortKey: v.sortKey, raw: v.raw };
      if (v.instant) p.instant = v.instant;
      out.push(p);
      break;
    }
  }
  // A status page that fills `resolvedWhen` with the time it was opened says nothing of the resolution.
  const start = out.find((p) => p.milestone === 'start');
  return start && statusPage ? out.filter((p) => p.milestone !== 'resolved' || p.sortKey! - start.sortKey! >= 60_000) : out;
}

/**
 * A key-event label before its value: "Detected:", "- **Resolved** –", "| Detected |", "Resolved at",
 * "- First detected" (then only the time ends the line: `bare`).
 */
const KEY_EVENT_LABEL = /^[\s>]*(?:\|\s{0,4})?(?:[-*+]\s+|\d{1,2}[.)]\s+)?(?:[*_]{0,2}([^*_:：|【】]{2,48}?)[*_]{0,2}\s*(?:[:：][*_]{0,2}\s*\||[:：|–—-]|\bat\b|\bà\b)|【([^【】\n]{2,20})】\s*[:：]?)\s*[*_]{0,2}\s*$/u;
const BARE_LABEL = /^[\s>]*(?:[-*+]\s+|\d{1,2}[.)]\s+)[*_]{0,2}([^*_:|\d]{2,40}?)[*_]{0,2}(?:\s+(?:on|le|am))?\s*$/u;
/** After a bare label's value: nothing but a closing mark or punctuation. */
const BARE_END = /^[\s*_).,;]*$/;

function timeSortKey(t: TimeMention): number | undefined {
  if (t.instant) return Date.parse(t.instant);
  if (t.problem && t.problem !== 'meridiem-on-24h') return undefined;
  if (!t.date) return undefined;
  return clockKey(t.date, t.hour, t.minute, t.second, t.effectiveZone?.offsetMinutes);
}

const START_LABELS = new Map<string, Milestone>();
for (const [m, labels] of Object.entries(KEY_EVENT_LABELS) as [Milestone, string[]][]) for (const l of labels) START_LABELS.set(l.toLowerCase(), m);

/** The milestone a key-event label names: one milestone word, or a whole label such as "Date/time". */
function labelMilestone(label: string, extra: ExtraMilestoneWords): Milestone | undefined {
  if (label.split(/\s+/).length > 6) return undefined;
  const whole = START_LABELS.get(label.toLowerCase());
  if (whole) return whole;
  const ms = milestonesIn(label, extra, undefined, false);
  return ms.length === 1 ? ms[0] : undefined;
}

/** The instant of the one timeline entry on another day than the incident's with a time's clock time and zone label. */
function sameClockEntry(model: Model, t: TimeMention): string | undefined {
  if (!t.zone || t.problem || !model.incidentDate) return undefined;
  const twins = model.timeline.filter((e) => e.instant && e.time && !e.time.problem && e.time.hour === t.hour && e.time.minute === t.minute
    && e.zone?.label === t.zone!.label && e.date && e.date.day !== model.incidentDate!.day);
  return twins.length === 1 ? twins[0]!.instant : undefined;
}

/** Key-event lines outside the timeline: a short milestone label, then a (date-)time. */
export function keyEventPoints(model: Model, extra: ExtraMilestoneWords): MilestonePoint[] {
  const out: MilestonePoint[] = [];
  const tl = model.timelineSection?.range;
  const onLine = new Map<number, TimeMention[]>();
  for (const t of model.times) {
    if (t.inTimeline) continue;
    const list = onLine.get(t.range.start.line);
    if (list) list.push(t); else onLine.set(t.range.start.line, [t]);
  }
  const datesOn = datesByLine(model.dates, onLine);
  // The date of the key event on the line above when it wrote one: a key event below it with none is on that day
  // ("発生日時：2024年11月12日 午前8時41分", then "復旧日時：同日午前10時27分"), not on the incident date.
  let dated: { line: number; date: PlainDate } | undefined;
  const point = (m: Milestone, line: number, t: TimeMention) => {
    const p: MilestonePoint = { milestone: m, source: 'key-event', line, range: t.range, raw: t.raw };
    // In a table row, the date of the time's own cell: "| 2:48am AEDT | 15:48, Sat 5 Apr |" gives the UTC column its day.
    const text = model.lines[line]!;
    const cellOf = (at: number) => (text.slice(0, at).match(/\|/g) ?? []).length;
    const own = datesOn.get(line)?.find((d) => !d.problem && d.date.year !== undefined && (!text.includes('|') || cellOf(d.range.start.character) === cellOf(t.range.start.character)));
    const carried = !own && dated && line - dated.line === 1 && !t.problem ? dated.date : undefined;
    dated = own ? { line, date: own.date } : carried ? { line, date: carried } : undefined;
    const zone = t.effectiveZone ?? model.defaultZone;
    // A time without a zone of its own is on the clock of the timeline it is compared with: the document's
    // default zone (a zone the timeline's heading or table declares), as front matter values are read.
    // A time that writes no day and names the clock time and zone of one timeline entry ("restored at 04:25 BST", the entry
    // "04:25 BST" after midnight) is that entry's moment: the incident date would put it a day early.
    const twin = !own && !carried ? sameClockEntry(model, t) : undefined;
    const instant = carried && zone ? toInstant(carried, t.hour % 24, t.minute, t.second ?? 0, zone)
      : twin ?? instantOnClock(t, model.defaultZone);
    if (instant) p.instant = instant;
    const key = instant ? Date.parse(instant) : carried ? clockKey(carried, t.hour, t.minute, t.second, t.effectiveZone?.offsetMinutes) : timeSortKey(t);
    if (key !== undefined) p.sortKey = key;
    out.push(p);
  };
  let summary: Uint8Array | undefined;
  for (const [line, times] of onLine) {
    if (tl && line > tl.start.line && line <= tl.end.line && model.timeline.length > 0) continue;
    const text = model.lines[line]!;
    const several = severalKeyEvents(text, times, extra);
    if (several) { for (const [m, t] of several) point(m, line, t); continue; }
    const t = times[0]!;
    let before = text.slice(0, t.range.start.character);
    // A date before the time belongs to the value, and so does its weekday: "Resolved: 2024-03-01 10:12 UTC", "Inicio: martes 6
    // de mayo de 2025, 22:50 h".
    const d = datesOn.get(line)?.find((x) => x.range.end.character <= t.range.start.character && t.range.start.character - x.range.end.character <= 4);
    if (d) before = text.slice(0, Math.min(d.range.start.character, d.weekdayRange?.start.line === line ? d.weekdayRange.start.character : Infinity));
    // The label, or one in lenticular brackets as Japanese and Chinese reports write it ("【検知日時】2025年6月10日 10:12").
    const lm = KEY_EVENT_LABEL.exec(before);
    let label = lm?.[1] ?? lm?.[2];
    if (label === undefined && BARE_END.test(text.slice(t.range.end.character))) label = BARE_LABEL.exec(before)?.[1];
    // A label that names a milestone; else the summary's prose, when there is no label or what reads as one holds the end of a
    // sentence ("sites. Telemetry was restored to all sites at 06:10": a sentence wrapped from the line above).
    if (label !== undefined && !/[.!?。]\s/.test(label)) {
      const m = labelMilestone(label.trim(), extra);
      if (m) point(m, line, t);
    } else if ((summary ??= summaryMask(model))[line]) for (const x of times) { const pm = proseMilestone(text, x, extra, model.lines[line - 1]); if (pm) point(pm, line, x); }
  }
  return out.sort((a, b) => a.line - b.line);
}

/** The lines of the summary sections and of the lead under the title, before the first section. */
function summaryMask(model: Model): Uint8Array {
  const mask = new Uint8Array(model.lines.length);
  // A bold label's own line too: "**Summary:** Between 22:47 GMT … Service was restored at 03:40 GMT …".
  for (const s of model.sections) if (s.kind === 'summary') mask.fill(1, s.headingRange.start.line + (s.via === 'label' ? 0 : 1), s.range.end.line + 1);
  markLead(model.sections, mask);
  return mask;
}

/** A word of a date written in words: a number, a month's or a weekday's name, or the little words between them ("el", "de", "on"). */
const DATE_LINKS = new Set(['el', 'de', 'del', 'on', 'the', 'of', 'am', 'den', 'le', 'il', 'op', 'em', 'do', 'da']);
const isDateWord = (w: string, next: string | undefined): boolean => /^\d{1,4}(?:st|nd|rd|th|\.)?$/.test(w) || MONTHS[w] !== undefined || WEEKDAYS[w] !== undefined
  || (DATE_LINKS.has(w) && next !== undefined && (/^\d/.test(next) || MONTHS[next.replace(/[,.]$/, '').toLowerCase()] !== undefined || WEEKDAYS[next.replace(/[,.]$/, '').toLowerCase()] !== undefined));

/** The word that links a milestone verb to its time: "resolved at 05:11", "as of", "um 09.05 Uhr", "à 10 h", "a las", "alle ore". */
const PROSE_LINK = /(?:^|[\s,])(?:at|as of|by|around|about|um|gegen|à|vers|a las|alle|às|om)\s+(?:about\s+|around\s+|approximately\s+|ca\.\s+|etwa\s+|ore\s+|horas\s+)?$/iu;
/** After a time, the words that name what happened then: "09.05 Uhr vollständig behoben", "午前11時40分に復旧". */
const PROSE_AFTER = /^(?:\s*\([^()]{1,12}\))?\s*(?:Uhr\s+|uur\s+|頃に|ごろに|に)?((?:[\p{L}]+\s+){0,3}[\p{L}]+)/u;
/** Before a time, the Chinese "at" of a time that its verb follows: "于 11:20 全部恢复", "于北京时间 10:32 开始", "于 1 月 29 日 03:10 全部恢复". */
const LINK_BEFORE_ZH = /[于在]\s?(?:北京时间|北京時間)?\s?(?:\d{1,2}\s?月\s?\d{1,2}\s?日\s?)?$/u;

/**
 * A milestone stated in the summary's prose, next to its time: "was paged at 3:02 PM", "fully resolved as of 05:11 (UTC)",
 * "um 09.05 Uhr vollständig behoben", "同日午前11時40分に復旧いたしました", "订单服务于 11:20 全部恢复". One milestone word in
 * the few words before the link word, or, after "um … Uhr", "に" or before "于", in the few words after the time; else none.
 */
function proseMilestone(text: string, t: TimeMention, extra: ExtraMilestoneWords, above?: string): Milestone | undefined {
  const following = text.slice(t.range.end.character, t.range.end.character + 40);
  // "um 09.05 Uhr vollständig behoben": the words after "Uhr" are this time's (those before it, the time before's).
  const verbLast = /^\s*(?:Uhr|uur)\s/u.test(following);
  // Near the start of its line, the time's clause may begin on the line above ("… los detectamos a" / "las 09:20 CDMX").
  const head = text.slice(0, t.range.start.character);
  const wrapped = above && above.trim() !== '' && t.range.start.character <= 12 && !/[.;。]/.test(head) ? `${above.trimEnd()} ${head.trimStart()}` : head;
  const before = wrapped.slice(Math.max(0, wrapped.length - 60));
  const clause = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('。'), before.lastIndexOf('、')) + 1);
  const link = PROSE_LINK.exec(clause);
  if (link && !verbLast) {
    // A date between the verb and its time is left out: "se detectó el martes 22 de abril a las 07:10", "resolved on Tuesday, April 15 at 4:10".
    const words = clause.slice(0, link.index).trim().split(/\s+/).filter((w, k, all) => !isDateWord(w.replace(/[,.]$/, '').toLowerCase(), all[k + 1])).slice(-4).join(' ');
    const ms = milestonesIn(words, extra);
    if (ms.length === 1) return ms[0];
    if (ms.length > 1) return undefined;
  }
  const after = PROSE_AFTER.exec(following);
  if (!after || (!link && !LINK_BEFORE_ZH.test(before) && !/^(?:\s*\([^()]{1,12}\))?\s?(?:頃に|ごろに|に)/u.test(following))) return undefined;
  const ms = milestonesIn(after[1]!, extra);
  return ms.length === 1 ? ms[0] : undefined;
}

/** One "label time" pair of a line of several: ", Detected 10:14 UTC", "; resolved at 10:31". */
const PAIR_LABEL = /^[\s,;]*(?:and\s+|et\s+)?[*_]{0,2}(\p{L}[\p{L}'’ -]{0,30}?)[*_]{0,2}\s*(?:[:–—-]|\bat\b|\bà\b)?\s*$/u;

/**
 * Several key events on one line, each a milestone label and its time, after a lead label such as
 * "**Key events**:" ("Started 09:58 UTC, Detected 10:14 UTC, Resolved 10:02 UTC"): every time must
 * follow a label that names one milestone, else the line is not read this way.
 */
function severalKeyEvents(text: string, times: readonly TimeMention[], extra: ExtraMilestoneWords): [Milestone, TimeMention][] | undefined {
  if (times.length < 2) return undefined;
  const out: [Milestone, TimeMention][] = [];
  const milestoneOf = (segment: string) => {
    const label = PAIR_LABEL.exec(segment)?.[1];
    return label !== undefined ? labelMilestone(label.trim(), extra) : undefined;
  };
  // The first label starts the line ("Detected: 10:14, Resolved: 10:31"), or follows a lead label
  // that ends with a colon ("**Key events**: Started 09:58, …").
  const first = times[0]!.range.start.character;
  const lead = text.lastIndexOf(':', first);
  let from = milestoneOf(text.slice(0, first)) === undefined && lead >= 0 ? lead + 1 : 0;
  for (const t of times) {
    const m = milestoneOf(text.slice(from, t.range.start.character));
    if (!m) return undefined;
    out.push([m, t]);
    from = t.range.end.character;
  }
  return out;
}
