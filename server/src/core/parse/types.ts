/**
 * The per-line block structure the parse layer hands to the model, and the structure of one block that
 * both block readers (fast.ts, remark.ts) produce.
 */

export type LineKind =
  | 'blank' | 'front-matter' | 'code' | 'html' | 'heading' | 'setext-underline' | 'paragraph'
  | 'list-item' | 'list-continuation' | 'table-header' | 'table-delimiter' | 'table-row' | 'table-loose'
  | 'thematic-break' | 'definition' | 'other';

export interface LineInfo {
  kind: LineKind;
  /** Heading depth 1–6 for heading lines. */
  depth?: number;
  /** Nesting depth of list items around the line (0 outside lists). */
  listDepth: number;
  /** Index into ParsedDocument.tables for table lines. */
  table?: number;
  inBlockquote: boolean;
  /** The first line of the paragraph (or heading) holding this line. */
  blockStart: number;
}

export interface TableInfo {
  header: number; delimiter: number; rows: number[];
  /** The rows continue the table before (a later part of a long table); merged when placed. */
  continues?: boolean;
}

export interface ParsedDocument {
  info: LineInfo[];
  tables: TableInfo[];
  frontMatter?: { kind: 'yaml' | 'toml'; value: string; startLine: number; endLine: number };
}

/** The structure of one block, in block-relative lines. */
export interface BlockStructure {
  info: LineInfo[];
  tables: TableInfo[];
  frontMatter?: ParsedDocument['frontMatter'];
}
