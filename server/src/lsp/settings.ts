/**
 * Per-document configuration: defaults < editor settings (workspace/configuration, section
 * `postmortem`) < the nearest `.postmortemrc.json` (or `.jsonc`, or `.postmortemrc`) above the file,
 * looked for up to the workspace root. Invalid keys are reported and the rest still applies; a broken
 * config file gets diagnostics on that file and the defaults elsewhere. A config file that cannot be
 * read (not a regular file, too large, outside the workspace: `rcfile.ts`) cannot be shown either: the
 * documents it would apply to get a diagnostic on their first line, and the client one message.
 *
 * A document in a workspace root that `postmortem lint` would skip — `.gitignore`, `.postmortemignore`
 * (read by the CLI's `IgnoreRules`, bounded to the roots) or the `ignores` key of its config file
 * (the CLI's `configIgnores`) — has `ignoredBy` set: it is analysed, and not linted (`features.ts`).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CONFIG_GLOB } from '../cli/config-file.js';
import { IgnoreRules, configIgnores } from '../cli/files.js';
import { findRcFile, isInside, readRcText, realRoots } from './rcfile.js';
import type { Diagnostic } from 'vscode-languageserver/node.js';
import { documentConfig, rcFromText, type DocumentConfig, type RcFile } from './config-doc.js';

/** File watchers: every config file name. */
export const RC_GLOB = CONFIG_GLOB;

export { splitSettings, type DocumentConfig, type EditorSettings } from './config-doc.js';

export interface ResolverHost {
  /** The client's `postmortem` settings for a document (undefined when the client has none). */
  fetchSettings(uri: string): Promise<unknown>;
  ruleIds(): readonly string[];
  warn(message: string): void;
  publish(uri: string, diagnostics: Diagnostic[]): void;
  /** A message for the user (window/showMessage): a config file that cannot be read. */
  notify?(message: string): void;
  /** A line for the log: a document is (no longer) ignored, an ignore file cannot be read. */
  info?(message: string): void;
}

/**
 * Reads and validates one config file. Syntax errors leave `input` undefined (defaults apply).
 * (The CLI's readConfigFile reports the same errors without positions; the editor needs them.)
 */
export function readRcFile(file: string, ruleIds: readonly string[], roots: readonly string[] = []): RcFile {
  const uri = pathToFileURL(file).href;
  const read = readRcText(file, roots);
  if (!read.ok) return { uri, input: undefined, diagnostics: [], unreadable: `${file} ${read.reason}; the defaults apply.` };
  return rcFromText(uri, path.basename(file), read.text, ruleIds);
}

export function uriToPath(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

export class ConfigResolver {
  private readonly perDocument = new Map<string, Promise<DocumentConfig>>();
  private readonly rcForDir = new Map<string, string | null>();
  private readonly rcFiles = new Map<string, RcFile>();
  /** Config files whose diagnostics are currently shown. */
  private readonly published = new Set<string>();
  private readonly warned = new Set<string>();
  /** Workspace roots as the client named them (lookups stop there) and their real paths (reads stay inside). */
  private roots: string[] = [];
  private realRoots: string[] = [];
  private ignores = this.ignoreRules();
  /** The last verdict logged per document (so a re-resolve logs only a change). */
  private readonly logged = new Map<string, string | undefined>();

  constructor(private readonly host: ResolverHost) {}

  private ignoreRules(): IgnoreRules {
    return new IgnoreRules({ within: this.roots, unreadable: (_file, cause) => this.host.info?.(`${cause}; its patterns are not applied`) });
  }

  setWorkspaceRoots(roots: readonly string[]): void {
    this.roots = roots.map((r) => path.resolve(r));
    this.realRoots = realRoots(this.roots);
    this.filesChanged();
  }

  forDocument(uri: string): Promise<DocumentConfig> {
    let p = this.perDocument.get(uri);
    if (!p) {
      p = this.resolve(uri);
      this.perDocument.set(uri, p);
      p.catch(() => this.perDocument.delete(uri));
    }
    return p;
  }

  /** Settings changed: every document resolves again. */
  settingsChanged(): void {
    this.perDocument.clear();
  }

  /** Config files changed on disk: forget them, re-read the ones that were showing problems. */
  filesChanged(): void {
    this.perDocument.clear();
    this.rcForDir.clear();
    this.rcFiles.clear();
    this.ignores = this.ignoreRules();
    for (const file of [...this.published]) {
      if (fs.existsSync(file)) this.load(file);
      else this.setPublished(file, pathToFileURL(file).href, []);
    }
  }

  forget(uri: string): void {
    this.perDocument.delete(uri);
    this.logged.delete(uri);
  }

  private async resolve(uri: string): Promise<DocumentConfig> {
    const settings = await this.host.fetchSettings(uri);
    const rcPath = this.findRc(uri);
    const rc = rcPath ? { path: rcPath, file: this.load(rcPath) } : undefined;
    const config = documentConfig(settings, rc, this.host.ruleIds(), (m) => this.warnOnce(m));
    const ignoredBy = this.ignoredBy(uri, config);
    if (this.host.info && this.logged.get(uri) !== ignoredBy && (ignoredBy || this.logged.has(uri))) {
      this.host.info(ignoredBy ? `${uriToPath(uri)} is ignored by ${ignoredBy}: not linted, as postmortem lint skips it` : `${uriToPath(uri)} is no longer ignored`);
      this.logged.set(uri, ignoredBy);
    }
    return ignoredBy ? { ...config, ignoredBy } : config;
  }

  /**
   * What makes `postmortem lint` skip the document: an ignore file, or the config file whose `ignores`
   * key names it. Only for files inside a workspace root (nothing is read outside them).
   */
  private ignoredBy(uri: string, config: DocumentConfig): string | undefined {
    const file = uriToPath(uri);
    if (!file || !this.roots.some((r) => r !== file && isInside(r, file))) return undefined;
    const by = this.ignores.ignoredBy(file);
    if (by) return by;
    if (config.rcPath && configIgnores([file], { forFile: () => ({ path: config.rcPath, config: config.config }) }).length === 0) return config.rcPath;
    return undefined;
  }

  private load(file: string): RcFile {
    let rc = this.rcFiles.get(file);
    if (!rc) {
      rc = readRcFile(file, this.host.ruleIds(), this.realRoots);
      this.rcFiles.set(file, rc);
      this.setPublished(file, rc.uri, rc.diagnostics);
      if (rc.unreadable) this.host.notify?.(rc.unreadable);
    }
    return rc;
  }

  private setPublished(file: string, uri: string, diagnostics: Diagnostic[]): void {
    if (diagnostics.length) this.published.add(file);
    else if (!this.published.delete(file)) return; // nothing shown before, nothing to clear
    this.host.publish(uri, diagnostics);
  }

  private findRc(uri: string): string | undefined {
    const file = uriToPath(uri);
    if (!file) return undefined;
    const dir = path.dirname(file);
    let found = this.rcForDir.get(dir);
    if (found === undefined) {
      found = findRcFile(dir, this.roots) ?? null;
      this.rcForDir.set(dir, found);
    }
    return found ?? undefined;
  }

  private warnOnce(message: string): void {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    this.host.warn(message);
  }
}
