/**
 * Table columns: which column of a table holds the time, the date and the text, and the zone its header
 * declares. Read once per table header per build (a header looks at the table's first row when no
 * column is called "Time").
 */
import type { LineInfo, ParsedDocument } from '../../parse/parse.js';
import { eastAsianWords, spacedWords, tableCells, wordTrie } from '../../text.js';
import type { Zone } from '../../types.js';
import { DATE_HEADERS, LOCAL_TIME_WORDS, MONTHS, OWNER_HEADERS, STATUS_HEADERS, TIME_HEADERS, ZONE_LABELS } from '../../locale/index.js';
import { ZONE_PAREN, ZONE_WORD, zoneIn } from '../zones.js';
import { zoneFromLabel } from '../../time/zone.js';

/**
 * A header naming the column: a word of it ("Time (UTC)", "Date and time"), or, in an East Asian script, the
 * whole header but a zone in parentheses ("時刻", "时间（北京时间）", "일시 (KST)"): a word inside a longer one
 * names something else ("所要時間" is a duration).
 */
const headerTest = (words: readonly string[]): RegExp => {
  const eastAsian = eastAsianWords(words);
  return new RegExp(`\\b(?:${wordTrie(spacedWords(words), { lead: true })})\\b`
    + (eastAsian.length > 0 ? `|^(?:${wordTrie(eastAsian)})\\s?(?:[(（][^()（）]{0,40}[)）])?$` : ''));
};
const TIME_HEADER = headerTest(TIME_HEADERS);
const TIME_WORD_INSIDE = eastAsianWords(TIME_HEADERS).length > 0 ? new RegExp(wordTrie(eastAsianWords(TIME_HEADERS))) : undefined;
const DATE_HEADER = headerTest(DATE_HEADERS);
/** A date header that says its dates are local ones ("Datum (Ortszeit)", "Date (local)"). */
const LOCAL_HEADER = new RegExp(`(?<![\\p{L}])(?:${wordTrie(LOCAL_TIME_WORDS, { flags: 'iu' })})(?![\\p{L}])`, 'iu');

/**
 * Of two time columns with zones ("Zeit (UTC)", "Zeit (MEZ)"), the one the date column's dates are written in: the one
 * whose zone the date header names, or the one not in UTC when it says its dates are local ("Datum (Ortszeit)").
 * A row that crosses midnight in one zone and not the other is dated right only from that column.
 */
function timeColumnOfDates(headers: readonly string[], raw: readonly string[], time: number, date: number): number {
  if (date < 0) return time;
  const timeCols = headers.map((h, k) => (k !== date && TIME_HEADER.test(h) ? k : -1)).filter((k) => k >= 0);
  if (timeCols.length !== 2) return time;
  const zoneOf = (k: number) => (zoneIn(raw[k]!, ZONE_PAREN) ?? zoneIn(raw[k]!, ZONE_WORD))?.zone;
  const zones = timeCols.map(zoneOf);
  if (!zones[0] || !zones[1]) return time;
  const dateZone = zoneOf(date);
  if (dateZone) return timeCols.find((_, i) => zones[i]!.label === dateZone.label) ?? time;
  if (!LOCAL_HEADER.test(headers[date]!)) return time;
  const local = timeCols.filter((_, i) => zones[i]!.kind !== 'utc');
  return local.length === 1 ? local[0]! : time;
}

/**
 * A cell that starts with a time, an ISO date, a numeric date before a time ("27/06/2025 18:40", "11-12 09:40"), an East Asian
 * month and day before a time ("1月22日 09:30"), or a weekday and a day and month (and year) before a time ("Sa 25.10. 18:00 MESZ", "ven 17/01/2025 15:30").
 */
const FIRST_CELL_TIME = /^\s*\**\d{1,2}[:h.]\d{2}|^\s*\d{4}-\d{2}-\d{2}|^\s*\**(?:\d{4}[年년]\s?)?\d{1,2}[月월]\s?\d{1,2}[日일](?:\s?[(（][^()（）]{1,4}[)）])?\s{0,2}\d{1,2}[:：]\d{2}|^\s*\**\d{1,2}[./]\d{1,2}[./]\d{2,4},?\s{1,2}\d{1,2}[:h.]\d{2}|^\s*\**\d{1,2}[-/]\d{1,2}(?:\s?[(（][^()（）]{1,4}[)）])?\s{1,2}(?:\d{1,2}:\d{2}|\d{1,2}[時时点點시]\s?\d{1,2}[分분])|^\s*\**\p{L}{2,3}\.?,?\s\d{1,2}[./]\d{1,2}(?:\.|[./]\d{2,4})?\s\d{1,2}[:h.]\d{2}/u;

/** A cell that starts with a day and a month's name (or the name first) before a time: "14 Mar 06:00", "Sat 25th October 2025 19:40", "Mar 14, 09:29". */
const MONTH = wordTrie(Object.keys(MONTHS), { flags: 'iu' });
const MONTH_CELL_TIME = new RegExp(String.raw`^\s*\**(?:\p{L}{2,9}\.?,?\s)?(?:\d{1,2}(?:st|nd|rd|th)?\s(?:${MONTH})|(?:${MONTH})\.?\s\d{1,2}(?:st|nd|rd|th)?)(?![\p{L}\d])\.?,?(?:\s\d{4},?)?\s{1,2}\d{1,2}[:h.]\d{2}`, 'iu');

/** A cell that starts with a time relative to T0: "T+0:18", "T−2 days", "T+5m", "T0". */
const RELATIVE_CELL = /^\s*[*_]{0,2}T\s?(?:[+−–-]\s?\d|0(?![\d:]))/u;

/** A cell that starts with a time written with counters ("18時00分", "9点30分"). */
const CJK_CELL_TIME = /^\s*\**\d{1,2}[時时点點시]\d{0,2}(?:[分분]|$|\s)/u;

/** Headers of a table of things to do ("| Action | Owner | Due | Status |"): its dates are due dates, not events. */
const TODO_HEADERS: ReadonlySet<string> = new Set([...OWNER_HEADERS, ...STATUS_HEADERS]);
const isTodoHeader = (h: string): boolean => TODO_HEADERS.has(h.replace(/[*_`]/g, '').trim());
const OWNER_SET: ReadonlySet<string> = new Set(OWNER_HEADERS);
/** Headers of a column that says who acted or logged a timeline row. */
const WHO_HEADERS: ReadonlySet<string> = new Set([...OWNER_HEADERS, 'team', 'logged by', 'reported by', 'raised by', 'updated by', 'by', 'actor', 'source']);

/** A column headed as the rows' zone ("| Datum | Uhrzeit | Zone | Ereignis |"), when its first cell names one. */
const ZONE_HEADERS: ReadonlySet<string> = new Set([...ZONE_LABELS, 'zone', 'zona', 'tz', 'fuseau']);

export interface TableCols {
  time: number; date: number; text: number[];
  zone?: Zone;
  /** A column that gives each row's zone ("MESZ", then "MEZ" after the clocks went back). */
  zoneCol?: number;
  /** Where the header writes its zone (column of the label), when it declares one. */
  zoneAt?: number;
  /** The other time columns whose headers name a zone: a conversion of the time column's times ("Time (UTC)" beside "Time (AEDT)"). */
  zoned?: { col: number; zone: Zone }[];
}

function readHeader(line: number, lines: readonly string[], info: readonly LineInfo[], parsed: ParsedDocument, table: number): TableCols {
  const l = lines[line]!;
  const headers = tableCells(l).map((c) => c.text.trim().toLowerCase());
  let time = headers.findIndex((h) => TIME_HEADER.test(h));
  let date = headers.findIndex((h, k) => k !== time && DATE_HEADER.test(h));
  const tbl = parsed.tables[table];
  const firstRow = tbl?.rows.find((r) => info[r]!.kind === 'table-row');
  const firstCells = firstRow !== undefined ? tableCells(lines[firstRow]!) : [];
  // A table of things to do has due dates; one with a "Status" column whose first cell holds a date and a clock time, or with
  // a cell that opens with a clock time, is a status log.
  if (time < 0 && tbl && (!headers.some(isTodoHeader) || (!headers.some((h) => OWNER_SET.has(h))
    && (/^\s*\**\d{4}-\d{2}-\d{2}[T\s]\d{1,2}:\d{2}/.test(firstCells[0]?.text ?? '') || firstCells.some((c) => /^\s*\**\d{1,2}:\d{2}(?!\d)/.test(c.text)))))) {
    // No "Time" header: the first column whose cells start with a time (not in a table of actions with owners or a status),
    // other than the date column ("| Datum | MEZ | UTC |": "09.12.2024" is a date), unless no other column has times.
    const cells = firstCells;
    // Times written with counters, unless the header holds an East Asian time word inside a longer one ("所要時間": how long
    // a step took).
    // A month's name before a time only in the first column: a row's start and end further right are a window ("| Zone | Start | End |").
    const timed = (c: number) => FIRST_CELL_TIME.test(cells[c]?.text ?? '') || (c === 0 && MONTH_CELL_TIME.test(cells[c]?.text ?? '')) || (CJK_CELL_TIME.test(cells[c]?.text ?? '') && !TIME_WORD_INSIDE?.test(headers[c]!));
    for (const skipDate of [true, false]) {
      for (let c = 0; c < headers.length && time < 0; c++) if (!(skipDate && c === date) && timed(c)) time = c;
    }
    // Else the first column of times relative to T0 ("| T+0:18 |", "| T−2 days (20 Aug, 09:30 UTC) |").
    for (let c = 0; c < headers.length && time < 0; c++) if (RELATIVE_CELL.test(cells[c]?.text ?? '')) time = c;
  }
  if (date === time) date = -1;
  const raw = tableCells(l).map((c) => c.text);
  const dated = timeColumnOfDates(headers, raw, time, date);
  const switched = dated !== time;
  // A column of who logged the row ("| Logged by |", "| Team |") comes after the event: "Monitoring" there names a team, not a status.
  const text = headers.map((_, k) => k).filter((k) => k !== dated && k !== date).sort((a, b) => Number(WHO_HEADERS.has(headers[a]!)) - Number(WHO_HEADERS.has(headers[b]!)));
  time = dated;
  const timeHeader = time >= 0 ? raw[time] ?? '' : '';
  // The zone of the column read: the header line's first zone is the other column's once the dates chose this one.
  // A time column headed by its zone alone ("| UTC | Ashburn (EDT) | …") keeps it, whatever the columns beside it name.
  // So does one headed by a zone's name ("| 北京时间 | UTC | 事件 |", "| Date | UTC | Heure de Paris | Événement |").
  const named = zoneFromLabel(timeHeader.replace(/[*_]/g, '').trim());
  const own = /^\(?(?:UTC|GMT|[A-Z]{2,5})\)?$/.test(timeHeader.trim()) ? zoneIn(timeHeader, ZONE_WORD)
    : named?.kind === 'generic' ? { zone: named } : undefined;
  const z = own ?? (switched ? zoneIn(timeHeader, ZONE_PAREN) ?? zoneIn(timeHeader, ZONE_WORD) : undefined)
    ?? zoneIn(l, ZONE_PAREN) ?? zoneIn(timeHeader, ZONE_WORD);
  const zoneCol = headers.findIndex((h, k) => k !== time && k !== date && ZONE_HEADERS.has(h.replace(/[*_:]/g, '').trim())
    && zoneIn(firstCells[k]?.text ?? '', ZONE_WORD) !== undefined);
  const cols: TableCols = { time, date, text: zoneCol >= 0 ? text.filter((k) => k !== zoneCol) : text };
  if (zoneCol >= 0) cols.zoneCol = zoneCol;
  const zoned = headers.flatMap((h, k) => {
    // A time column ("Time (UTC)") or one headed by its zone alone ("UTC", "(MEZ)").
    if (k === time || k === date) return [];
    const zone = (zoneIn(raw[k]!, ZONE_PAREN) ?? zoneIn(raw[k]!, ZONE_WORD))?.zone;
    // Or a place with another zone than the time column's ("Frankfurt (CEST)") over cells that start with a time; not an
    // "End (ET)" beside "Start (ET)".
    const placed = !!zone && !!z && zone.iana !== z.zone.iana && ZONE_PAREN.test(raw[k]!) && FIRST_CELL_TIME.test(firstCells[k]?.text ?? '');
    if (!(TIME_HEADER.test(h) || placed || /^\(?(?:UTC|GMT|[A-Z]{2,5})\)?$/.test(raw[k]!.trim()))) return [];
    return zone ? [{ col: k, zone }] : [];
  });
  if (zoned.length > 0) {
    cols.zoned = zoned;
    // A conversion column's times are not the event's text ("| 22:00 | 21:00 | Certificate renewed |" under "MEZ", "UTC").
    const rest = text.filter((k) => !zoned.some((c) => c.col === k));
    if (rest.length > 0) cols.text = rest;
  }
  if (z) {
    cols.zone = z.zone;
    const col = l.indexOf(z.zone.label);
    if (col >= 0) cols.zoneAt = col;
  }
  return cols;
}

/** The zone a table's header gives the column a row's time at `at` stands in: the time column's, or another zoned one's. */
export function columnZone(line: string, at: number, cols: TableCols): Zone | undefined {
  const cells = tableCells(line);
  const k = cells.findIndex((c) => at >= c.start && at <= c.start + c.text.length);
  if (k < 0) return undefined;
  if (k === cols.time && cols.zoneCol !== undefined) {
    const own = zoneIn(cells[cols.zoneCol]?.text ?? '', ZONE_WORD)?.zone;
    if (own) return own;
  }
  return k === cols.time ? cols.zone : cols.zoned?.find((z) => z.col === k)?.zone;
}

/** Per line: the columns of the table whose header is on that line. */
export function tableColumns(lines: readonly string[], parsed: ParsedDocument): (TableCols | undefined)[] {
  const info = parsed.info;
  const out = new Array<TableCols | undefined>(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const li = info[i]!;
    if (li.kind === 'table-header' && li.table !== undefined) out[i] = readHeader(i, lines, info, parsed, li.table);
  }
  return out;
}
