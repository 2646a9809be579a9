/**
 * Config file text: names, JSON with comments and trailing commas (jsonc-parser, VS Code's own parser)
 * with every key's position for error messages and editor diagnostics. No file access here: the CLI
 * and the Node language server read the files (`cli/config-file.ts`, `lsp/rcfile.ts`), the browser
 * language server gets their text from the client.
 */
import { createScanner, findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { ConfigError } from './config.js';

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
