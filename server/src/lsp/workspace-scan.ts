/**
 * The postmortems of the workspace folders and their diagnostics, read from disk: what the workspace
 * worker (`workspace-worker.ts`) runs, free of connection code. The files are the ones `postmortem
 * lint <folder>` would read — the CLI's own selection (`cli/files.ts`: Markdown files, hidden folders
 * and node_modules skipped, `.gitignore`, `.postmortemignore`, the `ignores` key) — less any whose real
 * path leaves the workspace folders. Each is read with the CLI's bounded reader (regular files only,
 * never a FIFO or a device, at most `MAX_FILE_BYTES`), configured as an open document would be
 * (settings of its folder, the nearest `.postmortemrc*`), and has diagnostics only when it is a
 * postmortem by the open documents' rule (`postmortemReason`).
 */
import { realpathSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import picomatch from 'picomatch';
import type { Diagnostic } from 'vscode-languageserver/node.js';
import { Analyzer } from '../core/analyze.js';
import type { Config } from '../core/config.js';
import { postmortemReason } from '../core/features/detect.js';
import { RULE_IDS } from '../core/rules/index.js';
import { decodeUtf8 } from '../cli/bytes.js';
import { IgnoreRules, MARKDOWN, NEVER, selectFiles, type IgnoreBounds } from '../cli/files.js';
import { readRegularFile } from '../cli/io.js';
import { Analysis } from './analysis.js';
import { diagnosticsOf } from './features.js';
import { FilesMatcher } from './paths.js';
import { isInside, realRoots } from './rcfile.js';
import { ConfigResolver, uriToPath } from './settings.js';

/** Files larger than this are not read by the scan (an open document of any size still is). */
export const MAX_FILE_BYTES = 2 * 2 ** 20;
/** A workspace with more Markdown files than this has only the first ones scanned. */
export const MAX_FILES = 20_000;

/** One workspace folder to scan: its path and the client's `postmortem` settings for it. */
export interface ScanRoot { path: string; settings: unknown }

export interface ScanScope {
  roots: ScanRoot[];
  /** Fixed clock for the analysis (tests). */
  now?: number;
}

/** A file's outcome: its diagnostics, empty when it is no postmortem, is ignored, gone or unreadable. */
export interface FileResult { uri: string; diagnostics: Diagnostic[] }

const toPosix = (p: string) => p.split(path.sep).join('/');
const isMarkdown = picomatch(MARKDOWN, { dot: false });
const isNever = picomatch(NEVER, { dot: true });

export class WorkspaceScan {
  private readonly roots: ScanRoot[];
  private readonly real: string[];
  private readonly resolver: ConfigResolver;
  /** Ignore files are read inside the folders only, as for open documents (`settings.ts`); one that cannot be read is skipped. */
  private readonly bounds: IgnoreBounds;
  private readonly ignores: IgnoreRules;
  private readonly files = new FilesMatcher();
  private readonly analyzers = new Map<Config, Analyzer>();

  constructor(private readonly scope: ScanScope) {
    this.roots = scope.roots.map((r) => ({ path: path.resolve(r.path), settings: r.settings }));
    this.real = realRoots(this.roots.map((r) => r.path));
    this.bounds = { within: this.roots.map((r) => r.path), unreadable: () => undefined };
    this.ignores = new IgnoreRules(this.bounds);
    this.resolver = new ConfigResolver({
      fetchSettings: async (uri) => this.rootOf(uri)?.settings,
      ruleIds: () => RULE_IDS,
      // Config file problems are shown by the open documents' resolver; here they only apply.
      warn: () => undefined,
      publish: () => undefined,
    });
    this.resolver.setWorkspaceRoots(this.roots.map((r) => r.path));
  }

  /** The folder a file (path or file: URI) is in: the deepest one holding it. */
  private rootOf(file: string): ScanRoot | undefined {
    const p = file.startsWith('file:') ? uriToPath(file) : file;
    if (!p) return undefined;
    let best: ScanRoot | undefined;
    for (const r of this.roots) if (isInside(r.path, path.resolve(p)) && (!best || r.path.length > best.path.length)) best = r;
    return best;
  }

  /** Every Markdown file the CLI would lint in the folders, each once, in path order per folder. */
  list(): string[] {
    const out: string[] = [];
    const seen = new Set<string>();
    for (const root of this.roots) {
      let found: string[];
      try {
        found = selectFiles([root.path], { cwd: root.path, bounds: this.bounds }).files;
      } catch {
        continue; // no Markdown file there (or the folder cannot be searched)
      }
      for (const f of found) {
        const real = this.realInside(f);
        if (!real || seen.has(real)) continue;
        seen.add(real);
        out.push(f);
        if (out.length >= MAX_FILES) return out;
      }
    }
    return out;
  }

  /**
   * What a path changed on disk stands for: a folder (created, or moved in) its Markdown files as the
   * walk selects them, anything else itself.
   */
  expand(file: string): string[] {
    let dir = false;
    try { dir = statSync(file).isDirectory(); } catch { /* gone: checked as a file, which clears it */ }
    if (!dir) return [file];
    const root = this.rootOf(file);
    if (!root) return [];
    const rel = toPosix(path.relative(root.path, file));
    if (rel && isNever(`${rel}/x`)) return [];
    try {
      return selectFiles([file], { cwd: root.path, bounds: this.bounds }).files.filter((f) => this.selects(f));
    } catch {
      return [];
    }
  }

  /** The file's real path when it lies inside a workspace folder (a link may lead out). */
  private realInside(file: string): string | undefined {
    let real: string;
    try { real = realpathSync.native(file); } catch { return undefined; }
    return this.real.some((r) => isInside(r, real)) ? real : undefined;
  }

  /** Whether the directory walk would select this one file (a file created or changed on disk). */
  selects(file: string): boolean {
    const root = this.rootOf(file);
    if (!root) return false;
    const rel = toPosix(path.relative(root.path, path.resolve(file)));
    if (!isMarkdown(rel) || isNever(rel)) return false;
    if (this.ignores.ignoredBy(file)) return false;
    return this.realInside(file) !== undefined;
  }

  /**
   * The diagnostics of one file as it is on disk now. `listed`: the file came from `list()`, which
   * already made the selection's checks.
   */
  async check(file: string, listed = false): Promise<FileResult> {
    const uri = pathToFileURL(file).href;
    const none = { uri, diagnostics: [] };
    try {
      if (!listed && !this.selects(file)) return none;
      const settings = await this.resolver.forDocument(uri);
      // The `ignores` key of the file's config file (and its ignore files), as for an open document.
      if (settings.ignoredBy) return none;
      let bytes: Buffer;
      try {
        bytes = readRegularFile(file, MAX_FILE_BYTES).bytes;
      } catch {
        return none; // gone, not a regular file, too large, unreadable
      }
      if (bytes.subarray(0, 8192).includes(0)) return none; // binary: no postmortem
      let analyzer = this.analyzers.get(settings.config);
      if (!analyzer) { analyzer = new Analyzer(settings.config); this.analyzers.set(settings.config, analyzer); }
      const result = analyzer.analyze(decodeUtf8(bytes), { now: this.scope.now ?? Date.now() });
      const reason = postmortemReason(result.model, this.files.matches(uri, settings.config.files, this.roots.map((r) => r.path)));
      return { uri, diagnostics: diagnosticsOf(new Analysis(uri, 0, result, settings, reason)) };
    } finally {
      this.resolver.forget(uri);
    }
  }
}
