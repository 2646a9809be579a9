/**
 * Which files `postmortem lint` reads: files named explicitly, directories, and globs (quoted or
 * expanded by the shell), less what `.gitignore` and `.postmortemignore` exclude. Globbing is
 * tinyglobby's, and ignore files are read with the `ignore` package (git's own matching rules), so
 * patterns mean what they mean to git, markdownlint-cli2 and ESLint. Kept apart from the linter so the
 * small launcher (bin.ts) can count the files of a run without loading the analysis.
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { globSync, isDynamicPattern } from 'tinyglobby';
import ignore, { type Ignore } from 'ignore';
import { UsageError } from './args.js';
import { displayPath, ioCause, readRegularFile } from './io.js';

export { UsageError };

/** The ignore files read in every folder from the repository root (or the filesystem root) down. */
export const IGNORE_FILES = ['.gitignore', '.postmortemignore'] as const;

/** Ignore files longer than this are not ignore files. */
const MAX_IGNORE_BYTES = 10 * 1024 * 1024;

/** Searched in directories named on the command line (and in workspace folders by the language server). */
export const MARKDOWN = '**/*.{md,markdown}';
/** Never searched: dependencies and git's own folder (hidden folders are skipped by the glob itself). */
export const NEVER = ['**/node_modules/**', '**/.git/**'];

const toPosix = (p: string) => (sep === '\\' ? p.split('\\').join('/') : p);

/**
 * `a.localeCompare(b)`, with the collator made once (the same order: it is what localeCompare uses),
 * when first needed: a lint worker loads this file and never sorts.
 */
let collator: Intl.Collator | undefined;
const collate = (a: string, b: string) => (collator ??= new Intl.Collator()).compare(a, b);

/** Paths in the order of a directory walk: segment by segment, each by name (each path split once). */
function sortByPath(paths: string[]): string[] {
  const keyed = paths.map((p) => ({ p, segments: toPosix(p).split('/') }));
  keyed.sort(({ segments: x }, { segments: y }) => {
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const c = collate(x[i]!, y[i]!);
      if (c !== 0) return c;
    }
    return x.length - y.length;
  });
  return keyed.map((k) => k.p);
}

/** Where IgnoreRules may read (the language server's workspace roots), and what it does with a file it cannot read. */
export interface IgnoreBounds {
  /**
   * Folders (absolute, as the client named them) the rules are read in: a file's chain stops at the
   * deepest one holding it (a file in none is ignored by nothing), and an ignore file whose real path
   * leads out of them is not read. Without it: up to the repository root, as the CLI reads them.
   */
  within?: readonly string[];
  /** An ignore file that cannot be read (a FIFO, too large, a link out): skipped after this call. Without it the error is thrown. */
  unreadable?: (file: string, cause: string) => void;
}

const insideOf = (root: string, p: string) => {
  const rel = relative(root, p);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/**
 * Answers "is this file ignored?" from the ignore files of its folder and every folder above it, up to
 * the repository root (the first folder with a `.git`). A deeper file's verdict wins, as in git: a
 * `!negation` in a sub-folder's `.gitignore` brings back what a parent excluded. Ignore files are read
 * by the bounded regular-file reader (`io.ts`): a FIFO or a device is refused, never waited on.
 */
export class IgnoreRules {
  private readonly byDir = new Map<string, { ig: Ignore; source: string }[]>();
  private readonly chains = new Map<string, string[]>();
  private readonly within?: string[];
  private readonly realWithin?: string[];

  constructor(private readonly bounds: IgnoreBounds = {}) {
    if (bounds.within) {
      this.within = bounds.within.map((r) => resolve(r));
      this.realWithin = this.within.map((r) => { try { return realpathSync.native(r); } catch { return r; } });
    }
  }

  private rulesOf(dir: string): { ig: Ignore; source: string }[] {
    let r = this.byDir.get(dir);
    if (!r) {
      r = [];
      for (const name of IGNORE_FILES) {
        const f = join(dir, name);
        if (!existsSync(f)) continue;
        const text = this.read(f);
        if (text !== undefined) r.push({ ig: ignore().add(text), source: f });
      }
      this.byDir.set(dir, r);
    }
    return r;
  }

  /** An ignore file's text; undefined when it is skipped (bounded reads only). */
  private read(f: string): string | undefined {
    try {
      if (this.realWithin) {
        const real = realpathSync.native(f);
        if (!this.realWithin.some((r) => insideOf(r, real))) throw new UsageError(`${displayPath(f)} leads outside the workspace (to ${displayPath(real)})`);
      }
      // Regular files only, read within bounds: a FIFO named .gitignore cannot hang the run.
      return readRegularFile(f, MAX_IGNORE_BYTES, 'ignore file').bytes.toString('utf8');
    } catch (e) {
      if (!this.bounds.unreadable) throw e;
      this.bounds.unreadable(f, e instanceof Error ? e.message : String(e));
      return undefined;
    }
  }

  /** Folders from `dir` up to the repository root (or the bounding folder), nearest first (memoised per folder). */
  private chain(dir: string): string[] {
    let c = this.chains.get(dir);
    if (!c) {
      const parent = dirname(dir);
      const top = existsSync(join(dir, '.git')) || parent === dir || (this.within !== undefined && this.within.includes(dir));
      c = top ? [dir] : [dir, ...this.chain(parent)];
      this.chains.set(dir, c);
    }
    return c;
  }

  /** The ignore file that excludes `file`, or undefined when it is not ignored. */
  ignoredBy(file: string): string | undefined {
    const abs = resolve(file);
    if (this.within && !this.within.some((r) => insideOf(r, abs) && r !== abs)) return undefined;
    for (const dir of this.chain(dirname(abs))) {
      const rel = toPosix(relative(dir, abs));
      // Within one folder, .postmortemignore comes after .gitignore and so has the last word.
      for (const { ig, source } of [...this.rulesOf(dir)].reverse()) {
        const t = ig.test(rel);
        if (t.ignored) return source;
        if (t.unignored) return undefined;
      }
    }
    return undefined;
  }
}

export interface Selection {
  files: string[];
  /** Explicitly named files that an ignore file excludes (skipped, with a warning). */
  skipped: { path: string; by: string }[];
}

/**
 * The files to lint, in path order per argument, each once. A directory is searched for Markdown
 * files (hidden folders and node_modules skipped); a path that does not exist but has glob characters
 * is a glob, relative to the working directory; a glob or a directory that finds nothing is an error,
 * as in ESLint. `bounds`: where ignore files may be read (the language server's workspace folders).
 */
export function selectFiles(paths: string[], opts: { ignore?: boolean; cwd?: string; bounds?: IgnoreBounds } = {}): Selection {
  const cwd = opts.cwd ?? process.cwd();
  const rules = opts.ignore === false ? undefined : new IgnoreRules(opts.bounds);
  const files: string[] = [];
  const skipped: Selection['skipped'] = [];
  // Each file once, by what it is: a file reached through a link (or a linked folder, or a loop of
  // links) and by its own path is linted, and fixed, once, under its own path when that was found.
  const byReal = new Map<string, { index: number; real: boolean }>();
  const add = (p: string) => {
    const abs = resolve(cwd, p);
    let key = abs;
    // The system's realpath: one call a file (the JavaScript one checks every folder of the path,
    // six calls a file here).
    try { key = realpathSync.native(abs); } catch { /* a dangling link: reported when it is read */ }
    const known = byReal.get(key);
    if (!known) { byReal.set(key, { index: files.length, real: key === abs }); files.push(p); }
    else if (!known.real && key === abs) { files[known.index] = p; known.real = true; }
  };
  for (const p of paths) {
    const st = statSync(resolve(cwd, p), { throwIfNoEntry: false });
    if (st?.isFile() || (st && !st.isDirectory())) {
      const by = rules?.ignoredBy(resolve(cwd, p));
      if (by) skipped.push({ path: p, by });
      else add(p);
      continue;
    }
    let found: string[];
    if (st?.isDirectory()) {
      found = glob([MARKDOWN], resolve(cwd, p)).map((f) => join(p, f));
    } else if (isDynamicPattern(toPosix(p))) {
      found = globPattern(p, cwd);
    } else {
      throw new UsageError(`no such file or directory: ${displayPath(p)}`);
    }
    const kept = rules ? found.filter((f) => !rules.ignoredBy(resolve(cwd, f))) : found;
    if (kept.length === 0) {
      throw new UsageError(st ? `no Markdown files in ${p}${found.length ? ' (all of them are ignored)' : ''}` : `no files match the pattern "${p}"${found.length ? ' (all of them are ignored)' : ''}`);
    }
    sortByPath(kept).forEach(add);
  }
  return { files, skipped };
}

function glob(patterns: string[], cwd: string): string[] {
  try {
    // Links to files and folders are followed (a loop of links is walked once: fdir keeps track of
    // the folders it resolved), and `add` keeps each file once.
    return globSync(patterns, { cwd, ignore: NEVER, onlyFiles: true, dot: false, expandDirectories: false, followSymbolicLinks: true });
  } catch (e) {
    throw new UsageError(`cannot search ${displayPath(cwd)}: ${ioCause(e)}`);
  }
}

/** A glob as typed: relative to the working directory, or absolute (then searched from its fixed part). */
function globPattern(pattern: string, cwd: string): string[] {
  const p = toPosix(pattern);
  if (!isAbsolute(pattern) && !p.startsWith('../')) return glob([p], cwd);
  // tinyglobby takes patterns relative to its cwd: split off the static prefix.
  const parts = p.split('/');
  const stat: string[] = [];
  while (parts.length > 1 && !isDynamicPattern(parts[0]!)) stat.push(parts.shift()!);
  const base = stat.join('/') || '/';
  return glob([parts.join('/')], resolve(cwd, base)).map((f) => join(base, f));
}

/**
 * The launcher selects the files of a lint run to count them; when it then loads the CLI in the
 * same process, the CLI takes that selection instead of searching again.
 */
const SHARED = Symbol.for('postmortem.selection');
type Shared = { [SHARED]?: { key: string; selection: Selection } };
const selectionKey = (paths: string[], ignoreFiles: boolean) => JSON.stringify([process.cwd(), ignoreFiles, paths]);

/** The file count of a run (for the launcher): 0 when it cannot be known without reporting an error. */
export function countFiles(paths: string[], ignoreFiles: boolean): number {
  try {
    const selection = selectFiles(paths, { ignore: ignoreFiles });
    (globalThis as Shared)[SHARED] = { key: selectionKey(paths, ignoreFiles), selection };
    return selection.files.length;
  } catch {
    return 0;
  }
}

/** selectFiles, or the launcher's answer to the same question in this process. */
export function selectFilesOnce(paths: string[], ignoreFiles: boolean): Selection {
  const shared = (globalThis as Shared)[SHARED];
  delete (globalThis as Shared)[SHARED];
  return shared?.key === selectionKey(paths, ignoreFiles) ? shared.selection : selectFiles(paths, { ignore: ignoreFiles });
}

/** What configIgnores needs of the config lookup (kept structural: this file loads no analysis code). */
interface ConfigLookup { forFile(file: string): { path?: string; config: { ignores: string[] } } }

/**
 * Drops the files that the `ignores` key of their config file excludes: globs relative to the config
 * file's folder, with .gitignore's meaning (the `ignore` package), as in a .postmortemignore there.
 */
export function configIgnores(files: string[], configs: ConfigLookup): string[] {
  const rules = new Map<string, Ignore>();
  return files.filter((f) => {
    const loaded = configs.forFile(f);
    if (!loaded.path || loaded.config.ignores.length === 0) return true;
    let ig = rules.get(loaded.path);
    if (!ig) { ig = ignore().add(loaded.config.ignores); rules.set(loaded.path, ig); }
    const rel = toPosix(relative(dirname(loaded.path), resolve(f)));
    return rel.startsWith('../') || !ig.ignores(rel);
  });
}
