/**
 * Finds and reads the config file upward from a file (Node side: the core never touches the disk).
 * The file is JSON with comments and trailing commas allowed (jsonc-parser, VS Code's own parser),
 * which also gives every key's position for error messages and editor diagnostics.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from './args.js';
import { decodeUtf8 } from './bytes.js';
import { displayPath, readRegularFile } from './io.js';
import { DEFAULT_CONFIG, mergeConfig, type Config, ConfigError } from '../core/config.js';
import { RULE_IDS } from '../core/rules/index.js';

export {
  CONFIG_FILES, CONFIG_FILE, CONFIG_GLOB, MAX_CONFIG_DEPTH, MAX_CONFIG_BYTES, parseConfigText, lineColumn,
  type Span, type ParsedConfig,
} from '../core/config-text.js';
import { CONFIG_FILES, MAX_CONFIG_BYTES, lineColumn, parseConfigText, type ParsedConfig } from '../core/config-text.js';

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
