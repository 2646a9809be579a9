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

/** The nearest config file at or above `dir`, or undefined. */
export function findConfigFile(dir: string): string | undefined {
  let d = resolve(dir);
  for (;;) {
    const candidate = join(d, CONFIG_FILE);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(d);
    if (parent === d) return undefined;
    d = parent;
  }
}

/** Loads configs for many files, reading each config file once. */
export class ConfigResolver {
  private byDir = new Map<string, LoadedConfig>();
  private byFile = new Map<string, LoadedConfig>();
  constructor(private readonly explicit?: string) {}

  forFile(file: string): LoadedConfig {
    if (this.explicit) return this.load(resolve(this.explicit));
    const dir = dirname(resolve(file));
    let v = this.byDir.get(dir);
    if (!v) {
      const path = findConfigFile(dir);
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
