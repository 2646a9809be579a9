/**
 * Four-digit times without "hrs" ("- 1800 — Upgrade window opens"): read where the document writes its times so, as British
 * and emergency-service reports do. `hoursVote` reads each line, `bareHoursVote` the document, `leadHours` a line's time.
 */
/** The fields of a scanned time (time/scan.ts) a four-digit one fills in. */
interface LeadTime { start: number; end: number; valueEnd: number; raw: string; hour: number; minute: number }

/** A four-digit time opening a list item, a row or a line, before a dash, a colon or a cell border ("- 1800 — Upgrade window opens"). */
const LEAD_HOURS = /^(\s*(?:[-*+]\s+|\d{1,2}\.\s+|\|\s*)?(?:\*\*|__)?)([01]\d|2[0-3])([0-5]\d)(?=(?:\*\*|__)?\s*(?:[—–-]\s|[:|]))/;

/** A table cell that holds a four-digit time and nothing else ("| 01/13/2025 | 2200 | Batch starts |"). */
const CELL_HOURS = /(\|\s*)([01]\d|2[0-3])([0-5]\d)(?=\s*\|)/;

export function leadHours(text: string, line: string, out: LeadTime[]): void {
  const m = LEAD_HOURS.exec(line) ?? CELL_HOURS.exec(line);
  if (!m) return;
  const start = m.index + m[1]!.length; const end = start + 4;
  if (out.some((t) => t.start < end && start < t.end)) return;
  out.unshift({ start, end, valueEnd: end, raw: text.slice(start, end), hour: Number(m[2]), minute: Number(m[3]) });
}

/**
 * What a line says of four-digit times: 2 when it writes one with "hrs" or its zone ("1415 hrs", "0140 CT"), 1 when it opens
 * with one that cannot be a year ("- 0020 — …", "- 2210 — …") or a cell holds one, 0 when that may be a year ("- 1925 — …").
 */
export function hoursVote(line: string): number | undefined {
  if (!/\d{4}/.test(line)) return undefined;
  // "1415 hrs", or one with its zone ("0140 to 0348 CT").
  if (/(?<![\w:.,/-])([01]\d|2[0-3])[0-5]\d(?:\s?hrs?\b|\s(?:UTC|GMT|[ECMP]T|[ECMP][SD]T)\b)/i.test(line)) return 2;
  const m = LEAD_HOURS.exec(line) ?? CELL_HOURS.exec(line);
  if (!m) return undefined;
  const n = Number(m[2]! + m[3]!);
  return n >= 1900 && n <= 2099 ? 0 : 1;
}

/** Whether a document writes four-digit times: three lines or more open with one, and one of them cannot be a year or a line writes "hrs". */
export function bareHoursVote(votes: readonly (number | undefined)[]): boolean {
  let leads = 0; let sure = false;
  for (const v of votes) {
    if (v === undefined) continue;
    if (v === 2) sure = true; else { leads++; if (v === 1) sure = true; }
  }
  return leads >= 3 && sure;
}
