/**
 * A later part of a long table (a block with a `tableHeader`, blocks.ts) is read under the table's
 * header and delimiter rows, so that its lines are read as rows; both block readers then drop those two
 * lines with `dropTableHeader`.
 */
import type { BlockStructure } from './types.js';

/** The structure of a table part read under its header and delimiter rows, without those two lines. */
export function dropTableHeader(whole: BlockStructure): BlockStructure {
  return {
    info: whole.info.slice(2).map((li) => ({ ...li, blockStart: Math.max(0, li.blockStart - 2) })),
    tables: whole.tables.map((t, k) => ({
      header: t.header - 2, delimiter: t.delimiter - 2, rows: t.rows.map((r) => r - 2).filter((r) => r >= 0),
      ...(k === 0 && t.header === 0 ? { continues: true } : {}),
    })),
  };
}
