/** The front matter pass: the YAML or TOML block at the top, as a value, and the incident date it gives. */
import { parse as parseYaml } from 'yaml';
import { parse as parseToml } from 'smol-toml';
import type { ParsedDocument } from '../parse/parse.js';
import { lineRange } from '../text.js';
import { MODIFIED_KEYS } from '../locale/index.js';
import type { PlainDate, Postmortem } from '../types.js';

/** A front matter block's value, or why it has none. */
export type ParsedFrontMatter = { value?: Record<string, unknown>; error?: string; format?: 'YAML' | 'TOML'; detail?: string; line?: number };

export function parseFrontMatter(kind: 'yaml' | 'toml', text: string): ParsedFrontMatter {
  try {
    const value = kind === 'yaml' ? parseYaml(text, { maxAliasCount: 100, logLevel: 'error' }) : parseToml(text);
    if (value === null || value === undefined) return {};
    if (typeof value !== 'object' || Array.isArray(value)) return { error: 'Front matter must be a mapping of keys to values.' };
    return { value: value as Record<string, unknown> };
  } catch (e) {
    const msg = (e instanceof Error ? e.message.split('\n')[0] : String(e)) ?? '';
    const format = kind === 'yaml' ? 'YAML' : 'TOML';
    // Where the parser stopped, as a line of the block (1 for the line after the opening fence).
    const at = (e as { linePos?: { line: number }[]; line?: unknown }).linePos?.[0]?.line ?? (e as { line?: unknown }).line;
    return { error: `Front matter is not valid ${format}: ${msg}`, format, detail: msg, ...(typeof at === 'number' && at >= 1 ? { line: at } : {}) };
  }
}

export type FrontMatterPart = Pick<Postmortem, 'frontMatter' | 'frontMatterRange' | 'frontMatterError'>;

/** The model's front matter fields, from the block's parsed value (`parse` is given the block's kind and text). */
export function frontMatterPart(parsed: ParsedDocument, lines: readonly string[], parse: (kind: 'yaml' | 'toml', text: string) => ParsedFrontMatter): FrontMatterPart {
  const fm = parsed.frontMatter;
  if (!fm) return {};
  const r = lineRange(lines, fm.startLine, fm.endLine);
  const { value, error, format, detail, line } = parse(fm.kind, fm.value);
  if (error !== undefined) {
    // Reported on the line the parser stopped at, numbered as a line of the document ("title: Störung: …" on line 3).
    const at = line !== undefined && fm.startLine + line < fm.endLine ? fm.startLine + line : undefined;
    const doc = (m: string) => (at === undefined ? m : m.replace(/\bline \d+(?=, column)/, `line ${at + 1}`));
    const range = at === undefined ? r : lineRange(lines, at, at);
    const frontMatterError = { message: doc(error), range, ...(format !== undefined ? { format, detail: doc(detail ?? '') } : {}) };
    // What can still be read of it: the date of its last edit ("lastmod: 2025-06-04"), when another line ("title:
    // Postmortem: …") breaks the YAML. Not its `date`, which may be the post's, not the incident's.
    const dates = fm.kind === 'yaml' ? salvageDates(fm.value) : undefined;
    return dates ? { frontMatter: dates, frontMatterRange: r, frontMatterError } : { frontMatterRange: r, frontMatterError };
  }
  return value ? { frontMatter: value, frontMatterRange: r } : { frontMatterRange: r };
}

/** A top-level key with a date alone as its value, as YAML writes it: `lastmod: 2025-06-04`, `date: "2025-06-04T10:00:00Z"`. */
const DATE_FIELD = /^([A-Za-z_][\w-]{0,40})[ \t]*:[ \t]*(['"]?)(\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z| ?[+-]\d{2}:?\d{2})?)?)\2[ \t]*$/;

/** The last-edit dates (`MODIFIED_KEYS`) of a YAML block that does not parse, or undefined when it holds none. */
function salvageDates(text: string): Record<string, unknown> | undefined {
  let out: Record<string, unknown> | undefined;
  for (const line of text.split(/\r?\n/, 200)) {
    const m = DATE_FIELD.exec(line);
    if (m && MODIFIED_KEYS.includes(m[1]!) && !(m[1]! in (out ?? {}))) (out ??= {})[m[1]!] = m[3]!;
  }
  return out;
}

/** A front matter date value (YAML date, TOML date or date-time, "2024-03-01…" string, ISO timestamps with or without a zone). */
export function fmDate(v: unknown): PlainDate | undefined {
  if (v instanceof Date && !Number.isNaN(v.getTime())) {
    // A TOML date-time keeps its written form ("2023-02-27T23:30:00-08:00" is the 27th where it was written).
    const written = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[+-]\d{2}:\d{2})?)?$/.exec(v.toISOString());
    if (written) return { year: Number(written[1]), month: Number(written[2]), day: Number(written[3]) };
    return { year: v.getUTCFullYear(), month: v.getUTCMonth() + 1, day: v.getUTCDate() };
  }
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

/** The date of the document's last edit (`lastmod`, `updated`, …): the year of dates written without one when nothing else gives it. */
export function frontMatterModified(fm: Record<string, unknown> | undefined): PlainDate | undefined {
  if (!fm) return undefined;
  for (const k of MODIFIED_KEYS) { const d = fmDate(fm[k]); if (d) return d; }
  return undefined;
}

/** Front matter keys whose dates come after the incident (edits, reviews, expiry): no anchor for its year. */
const LATER_KEYS = /^(?:last[-_]?mod(?:ified)?|lastmod|updated(?:[-_]?at)?|modified(?:[-_]?at)?|reviewed(?:[-_]?at)?|last[-_]?updated|expires?(?:[-_]?at)?|expiry)$/i;
/** A value that is a date alone ("2025-11-19", "2025-11-19T10:00:00Z"). */
const WHOLE_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Keys that name the incident's own day, before `date` (a post's `date` may be its publication). */
const INCIDENT_DATE_KEYS = ['incident_date', 'incidentDate', 'incident-date', 'incident_day', 'incident', 'incident_on', 'outage_date', 'date_of_incident', 'occurred_on',
  // In the languages whose teams write their keys in them: Italian and Portuguese, French, Spanish, German and Dutch, Japanese, Chinese.
  'data_incidente', 'data_incidenza', 'data_dell_incidente', 'data_do_incidente', 'date_incident', 'date_de_l_incident', 'fecha_incidente', 'fecha_incidencia',
  'fecha_del_incidente', 'vorfallsdatum', 'störungsdatum', 'datum_vorfall', 'datum_incident', 'incidentdatum', '発生日', '発生日時', '发生日期', '发生时间'];

/** Whether the front matter names the incident's day under a key of its own (`incident_date`), not only `date`. */
export const frontMatterNamesIncidentDay = (fm: Record<string, unknown> | undefined): boolean => !!fm && INCIDENT_DATE_KEYS.some((k) => fmDate(fm[k]) !== undefined);

/** `date` in the languages whose teams write their front matter keys in them ("datum: 2024-03-05", "fecha:", "日付:"). */
const DATE_KEYS = ['date', 'datum', 'fecha', 'data', '日付', '日期', '날짜'];

/** The front matter's date of the incident: an incident-date key's, else `date` (or its word in another language). */
export function frontMatterIncidentDate(fm: Record<string, unknown> | undefined): PlainDate | undefined {
  if (!fm) return undefined;
  for (const k of INCIDENT_DATE_KEYS) {
    const d = fmDate(fm[k]);
    if (d) return d;
  }
  for (const k of DATE_KEYS) {
    const d = fmDate(fm[k]);
    if (d) return d;
  }
  return undefined;
}

/**
 * The front matter's date, for the year of the dates the text writes without one: `date`, else the first
 * top-level value that is a date alone under any key but those of later edits (`description: '2025-11-19'`,
 * `started_at: …`).
 */
export function frontMatterAnchorDate(fm: Record<string, unknown> | undefined): PlainDate | undefined {
  if (!fm) return undefined;
  const d = frontMatterIncidentDate(fm);
  if (d) return d;
  for (const [k, v] of Object.entries(fm)) {
    if (LATER_KEYS.test(k)) continue;
    if (v instanceof Date || (typeof v === 'string' && WHOLE_DATE.test(v.trim()))) {
      const got = fmDate(v);
      if (got) return got;
    }
  }
  return undefined;
}
