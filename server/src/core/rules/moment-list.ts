/**
 * A sentence (over a line break too) that gives one moment in three zones or more: "the outage began at 15:20 BST in
 * London, 10:20 EDT in Toronto, 21:20 SGT in Singapore". When all its zoned times but one name the same instant, the odd
 * one is a conversion that is off; `timezone-label` checks it against one of the others.
 */
import { statedWindows } from '../model/impact.js';
import { addDays, offsetFor } from '../time/zone.js';
import type { PlainDate, Postmortem, TimeMention } from '../types.js';

/** The text between two times of one sentence, over at most one line break; a sentence break where they are further apart. */
function between(model: Postmortem, a: TimeMention, b: TimeMention): string {
  const la = a.range.start.line; const lb = b.range.start.line;
  if (la === lb) return model.lines[la]!.slice(a.range.end.character, b.range.start.character);
  return lb - la === 1 ? `${model.lines[la]!.slice(a.range.end.character)} ${model.lines[lb]!.slice(0, b.range.start.character)}` : '. ';
}

/** Between the two ends of a window in one sentence ("21:00 CET and Sunday, 11:00 CET"), and between their conversions. */
const RANGE_LINK = /^[^.!?;。！？]{0,60}?(?:\s(?:and|to|until|till|through|und|bis|et|au|jusqu'à|y|hasta|al|e|fino alle|tot|en)\s|\s?[–—~〜]\s?)[^.!?;。！？]{0,40}$/iu;
const RANGE_GAP = /^[\s\p{L},]{0,24}?(?:\s(?:to|until|till|bis|au|à|a|al|hasta|tot)\s|\s?[–—~〜-]\s?)\s*$/iu;

/**
 * The two ends of a window converted together, when times `i` and `i + 1` are its second end and the first of the conversions
 * ("21:00 CET and … 11:00 CET (20:00 UTC Saturday to 10:00 UTC Sunday)"): each end with its own conversion. `gap` is the text
 * between two times of a line without its dates.
 */
export function windowConversion(model: Postmortem, i: number, judged: ReadonlySet<TimeMention>, gap: (a: TimeMention, b: TimeMention) => string): [TimeMention, TimeMention][] | undefined {
  const a0 = model.times[i - 1]; const a = model.times[i]!; const b = model.times[i + 1]!; const c = model.times[i + 2];
  if (!a0 || !c?.zone || c.range.start.line !== b.range.start.line || judged.has(a0) || !RANGE_LINK.test(between(model, a0, a))) return undefined;
  return RANGE_GAP.test(gap(b, c)) ? [[a0, b], [a, c]] : undefined;
}

/** Each odd time out, with a time of the majority to check it against. */
export function oddMoments(model: Postmortem, judged: ReadonlySet<TimeMention>): [TimeMention, TimeMention][] {
  const groups: TimeMention[][] = [];
  let prev: TimeMention | undefined;
  for (const t of model.times) {
    if (t.inTimeline || model.code[t.range.start.line]) { prev = undefined; continue; }
    if (prev && !/[.!?;]\s|[。！？；]|^\s*$/.test(between(model, prev, t))) groups[groups.length - 1]!.push(t); else groups.push([t]);
    prev = t;
  }
  const out: [TimeMention, TimeMention][] = [];
  // The ends of a window are two moments ("between 1:20 AM PDT and 2:10 AM PST (08:20–10:10 UTC)"), not one.
  let ends: Set<TimeMention> | undefined;
  const windowEnd = (t: TimeMention) => (ends ??= new Set(statedWindows(model).flatMap((w) => [w.from, w.to]))).has(t);
  for (const g of groups) {
    if (g.filter((t) => t.zone && t.instant).length < 3) continue;
    const ts = g.filter((t) => t.zone && t.instant && !judged.has(t) && !windowEnd(t));
    // Two of them in one zone under its two names ("2:30 a.m. Eastern …: clocks jumped from 2:00 a.m. EST to 3:00 a.m. EDT") tell a
    // clock change, not one moment in several places.
    if (ts.length < 3 || new Set(ts.map((t) => t.zone!.label)).size !== ts.length || new Set(ts.map((t) => t.zone!.iana)).size !== ts.length) continue;
    const same = new Map<string, TimeMention[]>();
    for (const t of ts) same.set(t.instant!, [...(same.get(t.instant!) ?? []), t]);
    const major = [...same.values()].sort((a, b) => b.length - a.length)[0]!;
    const odd = ts.find((t) => !major.includes(t));
    if (major.length >= 2 && major.length === ts.length - 1 && odd) out.push([major[0]!, odd]);
  }
  return out;
}

/**
 * The lines that write both labels of one zone, by "line iana": they tell of its switch ("jumped from 02:00 AEST to 03:00 AEDT",
 * "BST from 01:00 GMT on 30 March"), so either label may stand on either side of it. GMT is London's and Dublin's winter label too.
 */
export function switchLines(model: Postmortem): Set<string> {
  const both = new Set<string>();
  const kinds = new Map<string, string>();
  for (const t of model.times) {
    const kind = t.zone?.label === 'GMT' ? 'standard' : t.zone?.kind;
    if (kind !== 'standard' && kind !== 'daylight') continue;
    for (const iana of t.zone!.label === 'GMT' ? ['Europe/London', 'Europe/Dublin'] : [t.zone!.iana]) {
      // Not a day weeks from any switch of the zone ("09:12 CEST … 11:47 CET" on 9 December: one label is wrong).
      if (t.date?.year !== undefined && !nearSwitch(iana, t.date as PlainDate & { year: number })) continue;
      const key = `${t.range.start.line} ${iana}`;
      const k = kinds.get(key);
      if (k === undefined) kinds.set(key, kind); else if (k !== kind) both.add(key);
    }
  }
  return both;
}

/** Whether the zone switches between its clocks within a week of the day. */
function nearSwitch(iana: string, date: PlainDate & { year: number }): boolean {
  const zone = { label: iana, iana, kind: 'generic' as const };
  const at = (n: number) => offsetFor(zone, addDays(date, n) as PlainDate & { year: number }, 12, 0);
  const before = at(-7);
  return before === undefined || before !== at(7);
}
