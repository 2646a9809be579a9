/**
 * Finds and reads the config file upward from a file (Node side: the core never touches the disk).
 * The file is JSON with comments and trailing commas allowed (jsonc-parser, VS Code's own parser),
 * which also gives every key's position for error messages and editor diagnostics.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createScanner, findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { UsageError } from './args.js';
import { decodeUtf8 } from './bytes.js';
import { displayPath, readRegularFile } from './io.js';
import { DEFAULT_CONFIG, mergeConfig, type Config, ConfigError } from '../core/config.js';
import { RULE_IDS } from '../core/rules/index.js';

/** Config file names, in the order they are looked for in each folder (the first one found applies). */
export const CONFIG_FILES = ['.postmortemrc.json', '.postmortemrc.jsonc', '.postmortemrc'] as const;
export const CONFIG_FILE = CONFIG_FILES[0];
/** A glob that matches every config file name (file watchers). */
export const CONFIG_GLOB = '**/.postmortemrc{,.json,.jsonc}';

/** An offset range in the config text. */
export interface Span { offset: number; length: number }

export interface ParsedConfig {
  /** The value, or undefined when the text is not valid JSON(C). */
  input: unknown;
  /** The first syntax error, if any. */
  syntaxError?: Span & { message: string };
  /** Where a key's value is (or, for an unknown key, the key itself). */
  locate(error: ConfigError): Span | undefined;
}

/**
 * How deep objects and arrays may nest in a config file. A real one nests four levels at most
 * (rules → [severity, options] → options); the parser, the validator and the value reader recurse,
 * so a file nested thousands of levels would overflow the stack.
 */
export const MAX_CONFIG_DEPTH = 64;
/** Config files are small; this bounds the read of a file that is not one. */
export const MAX_CONFIG_BYTES = 1024 * 1024;

/** Where the nesting first goes past MAX_CONFIG_DEPTH (jsonc-parser's scanner: strings and comments are skipped), or -1. */
function tooDeep(text: string): number {
  const scanner = createScanner(text, true);
  let depth = 0;
  for (let t = scanner.scan(); t !== 17 /* EOF */; t = scanner.scan()) {
    if (t === 1 || t === 3) { /* { or [ */ if (++depth > MAX_CONFIG_DEPTH) return scanner.getTokenOffset(); }
    else if (t === 2 || t === 4) depth--; /* } or ] */
  }
  return -1;
}

export function parseConfigText(raw: string): ParsedConfig {
  const text = raw.replace(/^\uFEFF/, '');
  const shift = raw.length - text.length;
  const deep = tooDeep(text);
  if (deep >= 0) {
    return { input: undefined, syntaxError: { offset: deep + shift, length: 1, message: `nested more than ${MAX_CONFIG_DEPTH} levels deep` }, locate: () => undefined };
  }
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  const locate = (e: ConfigError): Span | undefined => {
    if (!root) return undefined;
    if (e.key === '(root)') return { offset: root.offset + shift, length: 1 };
    const node: Node | undefined = findNodeAtLocation(root, [...e.path]);
    if (!node) return undefined;
    // The key of an unknown entry; the value of a bad one.
    const at = e.message.startsWith('unknown') && node.parent?.type === 'property' ? node.parent.children![0]! : node;
    return { offset: at.offset + shift, length: at.length };
  };
  if (errors.length > 0 || !root) {
    const first = errors[0];
    return {
      input: undefined,
      syntaxError: { offset: (first?.offset ?? 0) + shift, length: Math.max(1, first?.length ?? 1), message: first ? printParseErrorCode(first.error) : 'empty file' },
      locate,
    };
  }
  return { input: nodeValue(root), locate };
}

/** A node's value (jsonc-parser's getNodeValue, kept here so a duplicate key's last value wins as in JSON.parse). */
function nodeValue(n: Node): unknown {
  switch (n.type) {
    case 'object': return Object.fromEntries((n.children ?? []).map((p) => [p.children![0]!.value as string, p.children![1] ? nodeValue(p.children![1]) : undefined]));
    case 'array': return (n.children ?? []).map(nodeValue);
    default: return n.value;
  }
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split(/\r\n|\r|\n/).length;
  return { line, column: offset - Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) };
}

export interface LoadedConfig { config: Config; path?: string; errors: ConfigError[]; text?: string; parsed?: ParsedConfig }

export function readConfigFile(path: string, base: Config = DEFAULT_CONFIG): LoadedConfig {
  let raw: string;
  try {
    // A regular file only, and a bounded read: a FIFO or /dev/zero named .postmortemrc.json cannot hang a run.
    raw = decodeUtf8(readRegularFile(path, MAX_CONFIG_BYTES, 'configuration file').bytes);
  } catch (e) {
    return { config: base, path, errors: [new ConfigError('(file)', e instanceof UsageError ? e.message : `cannot read ${displayPath(path)}: ${String(e)}`)] };
  }
  const parsed = parseConfigText(raw);
  if (parsed.syntaxError) {
    // Only where and what: never the text (the file may be a link to something that is not a config).
    const { line, column } = lineColumn(raw, parsed.syntaxError.offset);
    const what = parsed.syntaxError.message.startsWith('nested') ? parsed.syntaxError.message : `is not valid JSON: ${parsed.syntaxError.message}`;
    return { config: base, path, text: raw, parsed, errors: [new ConfigError('(json)', `${displayPath(path)}:${line}:${column} ${what}`)] };
  }
  const { config, errors } = mergeConfig(base, parsed.input, RULE_IDS);
  return { config, path, errors, text: raw, parsed };
}

/** `path:line:col: configuration error in "key": message` — the position from the parsed file. */
export function describeConfigError(loaded: LoadedConfig, e: ConfigError): string {
  const located = !e.key.startsWith('(') || e.key === '(root)';
  const span = loaded.parsed && loaded.text !== undefined && located ? loaded.parsed.locate(e) : undefined;
  const where = span && loaded.text !== undefined ? (({ line, column }) => `:${line}:${column}`)(lineColumn(loaded.text, span.offset)) : '';
  if (e.key === '(root)') return `${displayPath(loaded.path ?? '')}${where}: configuration error: ${e.message}`;
  return e.key.startsWith('(') ? e.message : `${displayPath(loaded.path ?? '')}${where}: configuration error in "${e.key}": ${e.message}`;
}

/**
 * The nearest config file at or above `dir`, or undefined. With `cache` (directory → nearest file,
 * null for none), every directory on the way up is looked at once: files in sibling directories
 * share their parents' answer.
 */
export function findConfigFile(dir: string, cache?: Map<string, string | null>): string | undefined {
  const visited: string[] = [];
  let d = resolve(dir);
  let found: string | null = null;
  for (;;) {
    const known = cache?.get(d);
    if (known !== undefined) { found = known; break; }
    visited.push(d);
    const candidate = CONFIG_FILES.map((name) => join(d, name)).find((c) => existsSync(c));
    if (candidate) { found = candidate; break; }
    const parent = dirname(d);
    if (parent === d) break;
    d = parent;
  }
  if (cache) for (const v of visited) cache.set(v, found);
  return found ?? undefined;
}

/** Loads configs for many files: each directory is looked up once, each config file read once. */
export class ConfigResolver {
  private byDir = new Map<string, LoadedConfig>();
  private byFile = new Map<string, LoadedConfig>();
  private nearest = new Map<string, string | null>();
  constructor(private readonly explicit?: string) {}

  forFile(file: string): LoadedConfig {
    if (this.explicit) return this.load(resolve(this.explicit));
    const dir = dirname(resolve(file));
    let v = this.byDir.get(dir);
    if (!v) {
      const path = findConfigFile(dir, this.nearest);
      v = path ? this.load(path) : { config: DEFAULT_CONFIG, errors: [] };
      this.byDir.set(dir, v);
    }
    return v;
  }

  private load(path: string): LoadedConfig {
    let v = this.byFile.get(path);
    if (!v) { v = readConfigFile(path); this.byFile.set(path, v); }
    return v;
  }
}
