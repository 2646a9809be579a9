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
  /** Lines read by the bounded path (limits.ts), in document order; absent when there are none. */
  limits?: ParseLimit[];
}

/** The structure of one block, in block-relative lines. */
export interface BlockStructure {
  info: LineInfo[];
  tables: TableInfo[];
  frontMatter?: ParsedDocument['frontMatter'];
  limits?: ParseLimit[];
}

/** Why lines were read by the bounded path (limits.ts) rather than by the full parser. */
export type ParseLimitReason = 'long-line' | 'deep-nesting' | 'deep-indent' | 'many-cells' | 'large-block' | 'large-front-matter';

/** Lines read by the bounded path, first to last (block-relative in a BlockStructure, absolute in a ParsedDocument). */
export interface ParseLimit { startLine: number; endLine: number; reason: ParseLimitReason }
