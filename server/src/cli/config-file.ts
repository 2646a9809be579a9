/** Finds and reads `.postmortemrc.json` upward from a file (Node side: the core never touches the disk). */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_CONFIG, mergeConfig, type Config, ConfigError } from '../core/config.js';
import { RULE_IDS } from '../core/rules/index.js';

export const CONFIG_FILE = '.postmortemrc.json';

export interface LoadedConfig { config: Config; path?: string; errors: ConfigError[] }

export function readConfigFile(path: string, base: Config = DEFAULT_CONFIG): LoadedConfig {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (e) {
    return { config: base, path, errors: [new ConfigError('(file)', `cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`)] };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch (e) {
    return { config: base, path, errors: [new ConfigError('(json)', `${path} is not valid JSON: ${(e as Error).message}`)] };
  }
  const { config, errors } = mergeConfig(base, json, RULE_IDS);
  return { config, path, errors };
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
    const candidate = join(d, CONFIG_FILE);
    if (existsSync(candidate)) { found = candidate; break; }
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
