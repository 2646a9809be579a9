/**
 * A document's configuration from its parts, with no file access: the editor settings, split into the
 * shared Config and editor-only flags, and a config file's text, validated into diagnostics on that
 * file. The Node server (`settings.ts`) reads config files from disk; the browser server
 * (`web-config.ts`) gets their text from the client.
 */
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver/node.js';
import type { Span } from '../core/config-text.js';
import { parseConfigText } from '../core/config-text.js';
import { DEFAULT_CONFIG, mergeConfig, type Config, type ConfigError } from '../core/config.js';
import { DIAGNOSTIC_SOURCE } from './convert.js';

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
  /**
   * The ignore file or config file (its `ignores` key) that makes `postmortem lint` skip the document:
   * it is not linted then (Node server only, `settings.ts`; the browser server has no file system).
   */
  ignoredBy?: string;
}

export interface RcFile {
  uri: string;
  input: unknown;
  /** Diagnostics on the config file itself. */
  diagnostics: Diagnostic[];
  /** Why the file could not be read at all (then it has no diagnostics of its own). */
  unreadable?: string;
}

const CONFIG_KEYS = Object.keys(DEFAULT_CONFIG) as (keyof Config)[];

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

export function diagnostic(range: Diagnostic['range'], message: string): Diagnostic {
  return { range, message, severity: DiagnosticSeverity.Error, source: DIAGNOSTIC_SOURCE, code: 'config' };
}

/**
 * Validates one config file's text (`name`: its file name, for messages). Syntax errors leave `input`
 * undefined (defaults apply).
 */
export function rcFromText(uri: string, name: string, text: string, ruleIds: readonly string[]): RcFile {
  const parsed = parseConfigText(text);
  if (parsed.syntaxError) {
    return { uri, input: undefined, diagnostics: [diagnostic(spanRange(text, parsed.syntaxError), `${name} is not valid JSON (${parsed.syntaxError.message}); the defaults apply.`)] };
  }
  const { errors } = mergeConfig(DEFAULT_CONFIG, parsed.input, ruleIds);
  return { uri, input: parsed.input, diagnostics: errors.map((err: ConfigError) => diagnostic(spanRange(text, parsed.locate(err)), `${err.message} (key "${err.key}"); this key is ignored.`)) };
}

/**
 * Defaults < the client's settings < the config file that applies (`rc`, with its path as shown).
 * `warn` gets each invalid setting's message.
 */
export function documentConfig(settings: unknown, rc: { path: string; file: RcFile } | undefined, ruleIds: readonly string[], warn: (message: string) => void): DocumentConfig {
  const { config: raw, editor } = splitSettings(settings);
  const fromSettings = mergeConfig(DEFAULT_CONFIG, raw, ruleIds);
  for (const e of fromSettings.errors) warn(`postmortem settings: ${e.message}`);
  if (!rc) return { config: fromSettings.config, editor, problems: [] };
  const merged = rc.file.input === undefined ? fromSettings.config : mergeConfig(fromSettings.config, rc.file.input, ruleIds).config;
  const problems = rc.file.unreadable ? [diagnostic({ start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, rc.file.unreadable)] : [];
  return { config: merged, editor, rcPath: rc.path, problems };
}
