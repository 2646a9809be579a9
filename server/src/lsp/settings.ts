/**
 * Per-document configuration: defaults < editor settings (workspace/configuration, section
 * `postmortem`) < the nearest `.postmortemrc.json` (or `.jsonc`, or `.postmortemrc`) above the file,
 * looked for up to the workspace root. Invalid keys are reported and the rest still applies; a broken
 * config file gets diagnostics on that file and the defaults elsewhere. A config file that cannot be
 * read (not a regular file, too large, outside the workspace: `rcfile.ts`) cannot be shown either: the
 * documents it would apply to get a diagnostic on their first line, and the client one message.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CONFIG_GLOB, parseConfigText, type Span } from '../cli/config-file.js';
import { findRcFile, readRcText, realRoots } from './rcfile.js';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver/node.js';
import { DEFAULT_CONFIG, mergeConfig, type Config, type ConfigError } from '../core/config.js';
import { DIAGNOSTIC_SOURCE } from './convert.js';

/** File watchers: every config file name. */
export const RC_GLOB = CONFIG_GLOB;

/** Editor-only settings (not part of the shared Config). */
export interface EditorSettings {
  /** `postmortem.inlayHints.enabled`: gap hints after timeline times. */
  inlayHints: boolean;
  /** `postmortem.codeLens.enabled`: the "5 events · 28 min" lens on the timeline heading. */
  codeLens: boolean;
  /** `postmortem.workspaceDiagnostics`: problems of every postmortem in the workspace, open or not (`workspace.ts`). */
  workspaceDiagnostics: boolean;
}

export interface DocumentConfig {
  config: Config;
  editor: EditorSettings;
  /** The config file that applied, if any. */
  rcPath?: string;
  /** Problems shown on the document itself (its first line): a config file that cannot be read. */
  problems: Diagnostic[];
}

interface RcFile {
  uri: string;
  input: unknown;
  /** Diagnostics on the config file itself. */
  diagnostics: Diagnostic[];
  /** Why the file could not be read at all (then it has no diagnostics of its own). */
  unreadable?: string;
}

const CONFIG_KEYS = Object.keys(DEFAULT_CONFIG) as (keyof Config)[];

export interface ResolverHost {
  /** The client's `postmortem` settings for a document (undefined when the client has none). */
  fetchSettings(uri: string): Promise<unknown>;
  ruleIds(): readonly string[];
  warn(message: string): void;
  publish(uri: string, diagnostics: Diagnostic[]): void;
  /** A message for the user (window/showMessage): a config file that cannot be read. */
  notify?(message: string): void;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function flag(v: unknown, fallback: boolean): boolean {
  if (typeof v === 'boolean') return v;
  if (isRecord(v) && typeof v['enabled'] === 'boolean') return v['enabled'];
  return fallback;
}

/** Splits the client's `postmortem` settings into the shared Config part and editor-only flags. */
export function splitSettings(raw: unknown): { config: Record<string, unknown>; editor: EditorSettings } {
  const config: Record<string, unknown> = {};
  const s = isRecord(raw) ? raw : {};
  for (const k of CONFIG_KEYS) if (s[k] !== undefined && s[k] !== null) config[k] = s[k];
  return { config, editor: { inlayHints: flag(s['inlayHints'], true), codeLens: flag(s['codeLens'], true), workspaceDiagnostics: flag(s['workspaceDiagnostics'], true) } };
}

/** Converts a UTF-16 offset in `text` to a position. */
function positionAt(text: string, offset: number): { line: number; character: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length - 1, character: lines[lines.length - 1]!.length };
}

function spanRange(text: string, span: Span | undefined): Diagnostic['range'] {
  if (!span) return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  return { start: positionAt(text, span.offset), end: positionAt(text, span.offset + span.length) };
}

function diagnostic(range: Diagnostic['range'], message: string): Diagnostic {
  return { range, message, severity: DiagnosticSeverity.Error, source: DIAGNOSTIC_SOURCE, code: 'config' };
}

/**
 * Reads and validates one config file. Syntax errors leave `input` undefined (defaults apply).
 * (The CLI's readConfigFile reports the same errors without positions; the editor needs them.)
 */
export function readRcFile(file: string, ruleIds: readonly string[], roots: readonly string[] = []): RcFile {
  const uri = pathToFileURL(file).href;
  const name = path.basename(file);
  const read = readRcText(file, roots);
  if (!read.ok) return { uri, input: undefined, diagnostics: [], unreadable: `${file} ${read.reason}; the defaults apply.` };
  const text = read.text;
  const parsed = parseConfigText(text);
  if (parsed.syntaxError) {
    return { uri, input: undefined, diagnostics: [diagnostic(spanRange(text, parsed.syntaxError), `${name} is not valid JSON (${parsed.syntaxError.message}); the defaults apply.`)] };
  }
  const { errors } = mergeConfig(DEFAULT_CONFIG, parsed.input, ruleIds);
  return { uri, input: parsed.input, diagnostics: errors.map((err: ConfigError) => diagnostic(spanRange(text, parsed.locate(err)), `${err.message} (key "${err.key}"); this key is ignored.`)) };
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

  constructor(private readonly host: ResolverHost) {}

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
    for (const file of [...this.published]) {
      if (fs.existsSync(file)) this.load(file);
      else this.setPublished(file, pathToFileURL(file).href, []);
    }
  }

  forget(uri: string): void {
    this.perDocument.delete(uri);
  }

  private async resolve(uri: string): Promise<DocumentConfig> {
    const { config: raw, editor } = splitSettings(await this.host.fetchSettings(uri));
    const fromSettings = mergeConfig(DEFAULT_CONFIG, raw, this.host.ruleIds());
    for (const e of fromSettings.errors) this.warnOnce(`postmortem settings: ${e.message}`);
    const rcPath = this.findRc(uri);
    if (!rcPath) return { config: fromSettings.config, editor, problems: [] };
    const rc = this.load(rcPath);
    const merged = rc.input === undefined ? fromSettings.config : mergeConfig(fromSettings.config, rc.input, this.host.ruleIds()).config;
    const problems = rc.unreadable ? [diagnostic({ start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, rc.unreadable)] : [];
    return { config: merged, editor, rcPath, problems };
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
