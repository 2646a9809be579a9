/**
 * HTML tables written one row per line (`<tr><td>Nov 7</td><td>10:29</td><td>…</td></tr>`), as wikis and
 * document converters export them, are read like pipe tables: the first row of such a run is the header
 * (its cells are usually `<th>`), the rows below it are rows, and `tableCells` (text.ts) splits such a
 * line into its cells. A pass over a block's structure, after either block reader: the structure of the
 * same text is the same whichever reader made it.
 */
import type { BlockStructure, LineInfo, TableInfo } from './types.js';

/** A table row on one line: `<tr>`, then a cell that closes on the same line. */
export const HTML_ROW = /^\s{0,8}<tr\b[^>]*>.*<\/t[dh]\s*>/i;
/** Rows an HTML table needs to be read as one (a header and a row). */
const MIN_ROWS = 2;

/** `st` with the one-line rows of its HTML blocks as table headers and rows (`st` itself when there are none). */
export function withHtmlTables(text: string, st: BlockStructure): BlockStructure {
  if (!st.info.some((li) => li.kind === 'html') || !/<tr\b/i.test(text)) return st;
  const lines = text.split('\n');
  const found: { rows: number[] }[] = [];
  let run: number[] = [];
  const close = () => { if (run.length >= MIN_ROWS) found.push({ rows: run }); run = []; };
  for (let i = 0; i < st.info.length; i++) {
    const li = st.info[i]!;
    if (li.kind !== 'html') { close(); continue; }
    // `<tbody>`, `</thead>`, a row written over several lines: the run goes on past HTML lines that are not
    // rows of their own, up to the end of the HTML block (a blank line).
    if (HTML_ROW.test(lines[i] ?? '')) run.push(i);
  }
  close();
  if (found.length === 0) return st;
  const html: TableInfo[] = found.map(({ rows }) => ({ header: rows[0]!, delimiter: rows[0]!, rows: rows.slice(1) }));
  // Every table of the block, in the order of their headers; a line's `table` follows its table.
  const tables = [...st.tables, ...html].sort((a, b) => a.header - b.header);
  const index = new Map(tables.map((t, k) => [t, k]));
  const renumber = new Map(st.tables.map((t, k) => [k, index.get(t)!]));
  const info: LineInfo[] = st.info.map((li) => (li.table !== undefined ? { ...li, table: renumber.get(li.table)! } : li));
  for (const t of html) {
    const k = index.get(t)!;
    info[t.header] = { ...info[t.header]!, kind: 'table-header', table: k };
    for (const r of t.rows) info[r] = { ...info[r]!, kind: 'table-row', table: k };
  }
  return { ...st, info, tables };
}
