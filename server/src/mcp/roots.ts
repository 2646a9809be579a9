/**
 * The folders the MCP server may read and write. A path is allowed when the file it names — after
 * `..` is resolved and every symbolic link followed (realpath) — lies inside one of the roots (also
 * realpath'd). Relative paths are read from the first root. Anything else is refused with a message
 * that names the path; nothing outside the roots is ever opened.
 */
import { realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { DEFAULT_CONFIG } from '../core/config.js';
import { findConfigFile, readConfigFile, type LoadedConfig } from '../cli/config-file.js';

export class PathError extends Error {}

export class Roots {
  readonly dirs: string[];

  constructor(dirs: string[]) {
    if (dirs.length === 0) throw new PathError('at least one root is needed');
    this.dirs = dirs.map((d) => {
      let real: string;
      try {
        real = realpathSync(resolve(d));
      } catch {
        throw new PathError(`root ${d} does not exist`);
      }
      if (!statSync(real).isDirectory()) throw new PathError(`root ${d} is not a directory`);
      return real;
    });
  }

  /** Is an absolute, already real path inside a root? */
  contains(real: string): boolean {
    return this.dirs.some((root) => {
      const rel = relative(root, real);
      return rel === '' || (!rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel));
    });
  }

  /** The real path of an existing file or folder inside the roots; a PathError otherwise. */
  resolve(path: string): string {
    if (typeof path !== 'string' || path.trim() === '') throw new PathError('path is empty');
    if (path.includes('\0')) throw new PathError('path contains a NUL character');
    const abs = resolve(this.dirs[0]!, path);
    if (!this.contains(abs)) throw new PathError(`${path} is outside the allowed roots (${this.dirs.join(', ')})`);
    let real: string;
    try {
      real = realpathSync(abs);
    } catch (e) {
      throw new PathError(`${path}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file or directory' : (e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
    if (!this.contains(real)) throw new PathError(`${path} leads outside the allowed roots (through a symbolic link)`);
    return real;
  }

  /** A path as shown to the client: relative to the root that holds it. */
  display(real: string): string {
    for (const root of this.dirs) {
      const rel = relative(root, real);
      if (rel !== '..' && !rel.startsWith('..' + sep) && !isAbsolute(rel)) return this.dirs.length === 1 ? rel || '.' : `${root}${sep}${rel}`;
    }
    return real;
  }
}

/**
 * `.postmortemrc.json` lookup that stays in the roots: upward from a file's folder, but never above
 * the root that holds it, and a config file whose real path leaves the roots is not read. A config
 * given with `--config` (the operator's choice, not the client's) is read wherever it is.
 */
export class RootedConfigs {
  private readonly nearest = new Map<string, string | null>();
  private readonly loaded = new Map<string, LoadedConfig>();

  constructor(private readonly roots: Roots, private readonly explicit?: string) {
    // The lookup stops where it finds a known answer: "none" just above each root.
    for (const r of roots.dirs) { const up = dirname(r); if (up !== r && !roots.contains(up)) this.nearest.set(up, null); }
  }

  forFile(file: string): LoadedConfig {
    if (this.explicit) return this.load(this.explicit);
    const found = findConfigFile(dirname(resolve(file)), this.nearest);
    if (!found) return { config: DEFAULT_CONFIG, errors: [] };
    let real: string;
    try { real = realpathSync(found); } catch { return { config: DEFAULT_CONFIG, errors: [] }; }
    return this.roots.contains(real) ? this.load(found) : { config: DEFAULT_CONFIG, errors: [] };
  }

  private load(path: string): LoadedConfig {
    let v = this.loaded.get(path);
    if (!v) { v = readConfigFile(path); this.loaded.set(path, v); }
    return v;
  }
}
