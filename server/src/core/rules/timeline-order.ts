import { addDays, formatDate } from '../time/zone.js';
import type { PlainDate, Postmortem, TextEdit, TimelineEntry } from '../types.js';
import { messagesFor } from '../locale/messages.js';
import type { Rule, RuleFinding } from './rule.js';
import { seasonProblem } from '../time/season.js';
import { isNewestFirst, ownTimeline } from '../model/timeline/entries.js';
import { dayKey } from '../model/order.js';

const DAY = 86_400_000;

function minutesOfDay(e: TimelineEntry): number | undefined {
  return e.time && !e.time.problem ? (e.time.hour % 24) * 60 + e.time.minute : undefined;
}

/**
 * Edits that put the timeline's entries in time order (newest first in a timeline written so), when every entry is a single line (list item,
 * table row or line) in one contiguous run. Entries without a time keep their relative place after
 * the timed entry before them. Undefined when the timeline cannot be sorted safely.
 */
export function sortTimelineEdits(model: Postmortem): TextEdit[] | undefined {
  const entries = ownTimeline(model);
  if (entries.length < 2 || entries.some((e) => e.kind === 'heading')) return undefined;
  // Several entries on one line (a cell with `<br>`): lines cannot be sorted into their order.
  if (entries.some((e, k) => entries[k - 1]?.line === e.line)) return undefined;
  // Where a midnight crossing was read, clock order is not time order: sorting would move the hours after midnight to the top.
  if (entries.some((e) => e.dayShift)) return undefined;
  const first = entries[0]!.line;
  const last = entries[entries.length - 1]!.line;
  // Group each entry with the lines that follow it up to the next entry (continuations).
  const groups: { key: number; order: number; lines: string[] }[] = [];
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k]!;
    const end = k + 1 < entries.length ? entries[k + 1]!.line - 1 : last;
    const lines = model.lines.slice(e.line, end + 1);
    if (lines.some((l, j) => j > 0 && l.trim() === '')) return undefined; // blank lines inside: structure we do not own
    const key = e.sortKey ?? (groups.length > 0 ? groups[groups.length - 1]!.key : -Infinity);
    groups.push({ key, order: k, lines });
  }
  const dir = model.timelineOrder === 'newest-first' ? -1 : 1;
  const sorted = [...groups].sort((a, b) => dir * (a.key - b.key) || a.order - b.order);
  if (sorted.every((g, i) => g === groups[i])) return undefined;
  const endLine = last;
  return [{
    range: { start: { line: first, character: 0 }, end: { line: endLine, character: model.lines[endLine]!.length } },
    newText: sorted.flatMap((g) => g.lines).join(model.eol),
  }];
}

/**
 * An entry's order key with its zone label read for its season ("10:05 PDT" in November is 10:05 PST): a label off by its
 * season, which timezone-label reports, is the one mistake there; the order it seems to break is not a second one.
 */
/** Two sub-headings that each name a zone, and not the same one ("… (EST/EDT)", "… (GMT)"). */
function zonesApart(model: Postmortem, a: number, b: number): boolean {
  const zone = (line: number) => (line >= 0 ? /\(([A-Z]{2,5}(?:\/[A-Z]{2,5})?|UTC[+−-]\d{1,2})\)\s*#*\s*$/.exec(model.lines[line]!)?.[1] : undefined);
  const za = zone(a); const zb = zone(b);
  return !!za && !!zb && za !== zb;
}

/** A line that sets the clocks back an hour: "3 h 00 → 2 h 00", "03:00 -> 02:00". */
function clockBack(line: string): boolean {
  const m = /(\d{1,2})\s?[h:.]\s?(\d{2})\**\s*(?:→|->|⇒|=>)\s*\**(\d{1,2})\s?[h:.]\s?(\d{2})/.exec(line);
  return !!m && Number(m[1]) - Number(m[3]) === 1 && m[2] === m[4];
}

function seasonKey(e: TimelineEntry): number | undefined {
  const t = e.time;
  if (e.sortKey === undefined || !t?.zone || !t.zoneRange || !e.date || t.zone.offsetMinutes === undefined) return e.sortKey;
  const p = seasonProblem(t.zone, e.date, t.hour % 24, t.minute);
  return p ? e.sortKey + (t.zone.offsetMinutes - p.offset) * 60000 : e.sortKey;
}

/**
 * The innermost section under a Markdown heading that holds a line (its heading's line; -1 for none). Not a heading that
 * is an entry or writes a date (an event heading, a day heading): those are parts of one account, not accounts of their own.
 */
function subsectionOf(model: Postmortem): (line: number) => number {
  let owner: Int32Array | undefined;
  return (line) => {
    if (!owner) {
      // Sections in document order: an inner one, which starts later, writes over the lines of the one around it.
      owner = new Int32Array(model.lines.length).fill(-1);
      const dated = new Set([...model.dates.map((d) => d.range.start.line), ...model.timeline.map((e) => e.line)]);
      const headed = model.sections.filter((s) => s.via === 'heading' && !dated.has(s.headingRange.start.line))
        .sort((a, b) => a.headingRange.start.line - b.headingRange.start.line);
      for (const s of headed) owner.fill(s.headingRange.start.line, s.headingRange.start.line, Math.min(model.lines.length, s.range.end.line + 1));
    }
    return owner[line] ?? -1;
  };
}

/** A short line from just above the first entry to the last, not an entry, that writes a year no date of the model covers (or one the entries below it do not take). */
function unreadDay(model: Postmortem): boolean {
  const entries = ownTimeline(model);
  let k = 0; // the first timed entry after the line looked at
  while (k < entries.length && !entries[k]!.time) k++;
  if (k >= entries.length) return false;
  let dated: Map<number, PlainDate> | undefined;
  // From just above the first entry (the day heading over it may be the unread one, "**Vrydag 28 Februarie 2025**"), then the
  // lines between one entry and the next: entries are in line order, so nothing but those gaps is read.
  let from = Math.max(0, entries[k]!.line - 4);
  for (let e = k; e < entries.length; e++) {
    const to = entries[e]!.line;
    for (let i = from; i < to; i++) {
      const raw = model.lines[i]!;
      // Not a table's header ("| Date (2024) | Time (Pacific) | Event |"): it names the year of the rows.
      if (model.code[i] || raw.length > 80 || !YEAR.test(raw) || /^\s*\|?\s*:?-{3,}/.test(model.lines[i + 1] ?? '')) continue;
      const text = raw.replace(/[#*_>|]/g, '').trim();
      // A sentence that mentions a year ("Traffic is about 40 times the 2022 midterm peak.") is no day heading.
      if (text.length > 60 || !YEAR.test(text) || (/[.!?]$/.test(text) && text.split(/\s+/).length > 4)) continue;
      // A short line with a year: unread, or read as a date the entries after it do not take.
      dated ??= new Map(model.dates.filter((x) => x.date.year !== undefined).map((x) => [x.range.start.line, x.date]));
      const d = dated.get(i);
      const next = entries.slice(e).find((x) => x.time);
      if (!next) return false;
      if (!d || (next.date && (next.date.year !== d.year || next.date.month !== d.month || next.date.day !== d.day))) return true;
    }
    from = Math.max(from, to + 1);
  }
  return false;
}

/** A year of this century or the last, on its own (not inside a version, a time or a longer number). */
const YEAR = /(?<![\d.:/-])(?:19|20)\d{2}(?![\d.:/-])/;

export const timelineOrder: Rule = {
  meta: {
    id: 'timeline-order',
    description: 'A timeline entry is earlier than the one before it (later, in a timeline written newest first); says when it looks like a midnight crossing without a date.',
    defaultSeverity: 'warning',
    fixable: true,
    docs: {
      rationale: 'Entries out of order hide how the incident unfolded. When an entry is many hours earlier than the one before, '
        + 'the timeline most likely crossed midnight: write the new date (the fix inserts it). Otherwise, the fix sorts the entries. '
        + 'A timeline whose entries go back in time at every step (a status-page log, newest first) is read as written so, and an entry out of place in it is reported. '
        + 'A timeline with a line between its entries that writes a year but could not be read as a date (a day heading in a language the analysis does not read) gets no finding.',
      bad: '## Timeline\n\n- 23:52 UTC Queue depth alarms\n- 00:07 UTC Workers restarted',
      good: '## Timeline\n\n- 2019-05-30 23:52 UTC Queue depth alarms\n- 2019-05-31 00:07 UTC Workers restarted',
    },
  },
  check({ model }) {
    const out: RuleFinding[] = [];
    let prev: TimelineEntry | undefined;
    let sortEdits: TextEdit[] | undefined | null = null;
    const entries = ownTimeline(model);
    const m = messagesFor(model.locale);
    // A line between the entries that writes a year the analysis could not read as a date ("**Rabu, 23 Juli 2025**", a day
    // heading in a language it does not read) may start a new day: an order found across it would be a guess.
    if (unreadDay(model)) return out;
    // The status page's updates posted beside the timeline, newest first as status pages list them: an update out of place.
    // Not a stamp half a day or more after the first (newest) update: the postmortem appended below the log ("Posted Mar 07").
    let updates = model.timeline.length > entries.length ? model.timeline.filter((e) => e.statusUpdate) : [];
    const newest = updates.find((e) => e.sortKey !== undefined)?.sortKey;
    if (newest !== undefined) updates = updates.filter((e) => e.sortKey === undefined || e.sortKey - newest < DAY / 2);
    if (updates.filter((e) => e.time && e.sortKey !== undefined).length >= 3 && isNewestFirst(updates)) out.push(...newestFirst(model, updates));
    if (model.timelineOrder === 'newest-first') return [...out, ...newestFirst(model)];
    // An entry whose written date cannot exist ("31 April", which date-format reports) has no place in time to compare.
    const impossible = new Set(model.dates.filter((d) => d.problem).map((d) => d.range.start.line));
    const groupOf = subsectionOf(model);
    const reversed = reversedBlocks(model, entries);
    let groupFirst: number | undefined;
  let groupStart = 0;
    for (let k = 0; k < entries.length; k++) {
      const e = entries[k]!;
      // A table or list written newest first among entries written oldest first (a status page's updates above the team's own
      // events): checked in its own order, and not against the entries around it.
      const block = reversed.get(k);
      if (block) { out.push(...newestFirst(model, block)); k += block.length - 1; prev = undefined; continue; }
      if (e.sortKey === undefined || (e.dateExplicit && impossible.has(e.line))) continue;
      // A second account of the incident under its own sub-heading ("4.1 Public timeline", "4.2 Internal timeline") that
      // starts before the one above it started: compared within itself, not with the end of the other.
      // So is the same account told again in another form ("同じ内容を表にまとめます" over a table after the paragraphs): a table or
      // list after entries of another kind that starts again from the first entry's time or before, or from one of its times
      // ("关键事件汇总如下" over a list that sums up the paragraphs).
      // Or one team's account in its own zone after another's ("### Newark export desk (EST/EDT)", "### Felixstowe operations (GMT)").
      const again = groupFirst !== undefined && (e.sortKey <= groupFirst || (prev !== undefined && e.sortKey < prev.sortKey!
        && (entries.slice(groupStart, k).some((x) => x.sortKey === e.sortKey) || zonesApart(model, groupOf(e.line), groupOf(prev.line)))));
      if (prev && (groupOf(e.line) !== groupOf(prev.line) || (e.kind !== prev.kind && e.kind !== 'line' && again))) {
        if (again) prev = undefined;
        groupFirst = e.sortKey; groupStart = k;
      } else if (!prev) { groupFirst = e.sortKey; groupStart = k; }
      if (e.dayShift && prev && e.dayShift > (prev.dayShift ?? 0)) {
        // A midnight crossing the model read on the next day: said once, where it happens.
        const day = formatDate(e.date);
        const f: RuleFinding = {
          range: e.time?.valueRange ?? e.range,
          message: day
            ? m.t('timeline-order.next-day.dated', { time: e.raw, previous: prev.raw, line: prev.line + 1, date: day })
            : m.t('timeline-order.next-day', { time: e.raw, previous: prev.raw, line: prev.line + 1 }),
        };
        if (day) {
          const run = [];
          for (let j = k; j < entries.length && entries[j]!.dayShift === e.dayShift && !entries[j]!.dateExplicit; j++) if (entries[j]!.time) run.push(entries[j]!);
          f.fix = { title: run.length > 1 ? m.t('timeline-order.fix.date-run', { date: day, n: run.length }) : m.t('timeline-order.fix.date', { date: day }), edits: run.map((x) => ({ range: { start: x.range.start, end: x.range.start }, newText: `${day} ` })), safe: false, preferred: true };
        }
        out.push(f);
        prev = e;
        continue;
      }
      // An entry with a date and no time only says which day: compare days.
      const dayOnly = !e.time || !prev?.time;
      const p = prev?.sortKey;
      // Days by their written dates where both have one (a day's entry at its UTC midnight is not before a time of that day in BST).
      const earlier = p !== undefined && (dayOnly ? (e.date && prev?.date ? dayKey(e.date) < dayKey(prev.date) : Math.floor(e.sortKey / DAY) < Math.floor(p / DAY)) : e.sortKey < p);
      if (prev && earlier && !dayOnly && seasonKey(e)! >= seasonKey(prev)!) { prev = e; continue; }
      // After the entry that sets the clocks back ("**3 h 00 → 2 h 00** — passage à l'heure d'hiver"), the hour it repeats.
      if (prev && earlier && !dayOnly && p! - e.sortKey <= 3_600_000 && clockBack(model.lines[prev.line]!)) { prev = e; continue; }
      if (prev && earlier) {
        const pm = minutesOfDay(prev);
        const cm = minutesOfDay(e);
        const crossing = !e.dateExplicit && pm !== undefined && cm !== undefined && pm - cm > 12 * 60 && p! - e.sortKey < DAY;
        const range = e.time?.valueRange ?? e.range;
        const raw = e.raw;
        if (crossing) {
          const f: RuleFinding = {
            range,
            message: m.t('timeline-order.crossing', { time: raw, previous: prev.raw, line: prev.line + 1 }),
          };
          const base = prev.date;
          if (base && base.year !== undefined) {
            const next = formatDate(addDays({ year: base.year, month: base.month, day: base.day }, 1))!;
            f.message = m.t('timeline-order.crossing.dated', { time: raw, previous: prev.raw, line: prev.line + 1, date: next });
            f.fix = { title: m.t('timeline-order.fix.date', { date: next }), edits: [{ range: { start: e.range.start, end: e.range.start }, newText: `${next} ` }], safe: false, preferred: true };
          }
          out.push(f);
        } else {
          sortEdits = sortEdits === null ? sortTimelineEdits(model) : sortEdits;
          const f: RuleFinding = { range, message: m.t('timeline-order.earlier', { time: raw, previous: prev.raw, line: prev.line + 1 }) };
          if (sortEdits) f.fix = { title: m.t('timeline-order.fix.sort'), edits: sortEdits, safe: false };
          out.push(f);
        }
      }
      prev = e;
    }
    return out;
  },
};

/**
 * The blocks of the timeline written newest first, by the index of their first entry: a table's rows on consecutive lines, or
 * a list's items with no blank line between, three or more timed, each earlier than the one above (one may be out of place).
 */
function reversedBlocks(model: Postmortem, entries: readonly TimelineEntry[]): Map<number, TimelineEntry[]> {
  const out = new Map<number, TimelineEntry[]>();
  for (let k = 0; k < entries.length;) {
    let j = k + 1;
    const kind = entries[k]!.kind;
    if (kind === 'table-row' || kind === 'list-item') {
      while (j < entries.length && entries[j]!.kind === kind && entries[j]!.line > entries[j - 1]!.line
        && (kind === 'table-row' ? entries[j]!.line === entries[j - 1]!.line + 1 : !model.lines.slice(entries[j - 1]!.line + 1, entries[j]!.line).some((l) => l.trim() === ''))) j++;
    }
    const block = entries.slice(k, j);
    if (j - k < entries.length && block.filter((e) => e.time && e.sortKey !== undefined).length >= 3 && isNewestFirst(block)) out.set(k, block);
    k = j;
  }
  return out;
}

/** A timeline written newest first: each entry later than the one above it, said once, with a sort that keeps the order. */
function newestFirst(model: Postmortem, block?: readonly TimelineEntry[]): RuleFinding[] {
  const entries = block ?? ownTimeline(model);
  const out: RuleFinding[] = [];
  const m = messagesFor(model.locale);
  let sortEdits: TextEdit[] | undefined | null = null;
  let prev: TimelineEntry | undefined;
  for (const e of entries) {
    if (e.sortKey === undefined) continue;
    const p = prev?.sortKey;
    const dayOnly = !e.time || !prev?.time;
    const later = p !== undefined && (dayOnly ? Math.floor(e.sortKey / DAY) > Math.floor(p / DAY) : e.sortKey > p);
    if (prev && later) {
      // A block's sort would sort the whole timeline the other way: none is offered.
      sortEdits = sortEdits === null ? (block ? undefined : sortTimelineEdits(model)) : sortEdits;
      const f: RuleFinding = { range: e.time?.valueRange ?? e.range, message: m.t('timeline-order.later', { time: e.raw, previous: prev.raw, line: prev.line + 1 }) };
      if (sortEdits) f.fix = { title: m.t('timeline-order.fix.sort'), edits: sortEdits, safe: false };
      out.push(f);
    }
    prev = e;
  }
  return out;
}
