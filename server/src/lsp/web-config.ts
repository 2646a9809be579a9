/**
 * Per-document configuration in the browser server: defaults < editor settings < the config file
 * that applies. A Web Worker has no file system: the client finds the nearest `.postmortemrc.json`
 * (or `.jsonc`, or `.postmortemrc`) up to the document's workspace folder through `workspace.fs` and
 * answers `postmortem/configFile` with its text; validating it, the diagnostics on it and the merge
 * are the Node server's (`config-doc.ts`).
 */
import { RequestType, type Diagnostic } from 'vscode-languageserver/node.js';
import { MAX_CONFIG_BYTES } from '../core/config-text.js';
import { documentConfig, rcFromText, type DocumentConfig, type RcFile } from './config-doc.js';
import type { DocumentConfigs } from './documents.js';

export interface ConfigFileParams {
  /** The document the configuration is for. */
  uri: string;
}
/** The config file that applies to the document (`uri`, its file `name`) and its text, or why it could not be read; null: none. */
export type ConfigFileResult = { uri: string; name: string; text: string } | { uri: string; name: string; unreadable: string } | null;
/** Server → client: the config file of a document, found and read by the client. */
export const ConfigFileRequest = new RequestType<ConfigFileParams, ConfigFileResult, void>('postmortem/configFile');

export interface WebResolverHost {
  /** The client's `postmortem` settings for a document (undefined when the client has none). */
  fetchSettings(uri: string): Promise<unknown>;
  /** The client's answer to `postmortem/configFile` (null when it cannot answer). */
  fetchConfigFile(uri: string): Promise<ConfigFileResult>;
  ruleIds(): readonly string[];
  warn(message: string): void;
  publish(uri: string, diagnostics: Diagnostic[]): void;
  notify?(message: string): void;
}

export class WebConfigResolver implements DocumentConfigs {
  private readonly perDocument = new Map<string, Promise<DocumentConfig>>();
  private readonly rcFiles = new Map<string, RcFile>();
  /** Config files whose diagnostics are currently shown. */
  private readonly published = new Set<string>();
  private readonly warned = new Set<string>();

  constructor(private readonly host: WebResolverHost) {}

  forDocument(uri: string): Promise<DocumentConfig> {
    let p = this.perDocument.get(uri);
    if (!p) {
      p = this.resolve(uri);
      this.perDocument.set(uri, p);
      p.catch(() => this.perDocument.delete(uri));
    }
    return p;
  }

  settingsChanged(): void {
    this.perDocument.clear();
  }

  /**
   * Config files changed: forget them and clear what was shown on them; the documents resolved again
   * afterwards show it again for the files still broken.
   */
  filesChanged(): void {
    this.perDocument.clear();
    this.rcFiles.clear();
    for (const uri of this.published) this.host.publish(uri, []);
    this.published.clear();
  }

  forget(uri: string): void {
    this.perDocument.delete(uri);
  }

  private async resolve(uri: string): Promise<DocumentConfig> {
    const [settings, found] = await Promise.all([
      this.host.fetchSettings(uri),
      this.host.fetchConfigFile(uri).catch((e: unknown) => {
        this.warnOnce(`postmortem: the client did not give the config file of ${uri}: ${e instanceof Error ? e.message : String(e)}`);
        return null;
      }),
    ]);
    const rc = found ? { path: found.uri, file: this.load(found) } : undefined;
    return documentConfig(settings, rc, this.host.ruleIds(), (m) => this.warnOnce(m));
  }

  private load(found: NonNullable<ConfigFileResult>): RcFile {
    let rc = this.rcFiles.get(found.uri);
    if (!rc) {
      if ('unreadable' in found) rc = { uri: found.uri, input: undefined, diagnostics: [], unreadable: `${found.uri} ${found.unreadable}; the defaults apply.` };
      else if (found.text.length > MAX_CONFIG_BYTES) rc = { uri: found.uri, input: undefined, diagnostics: [], unreadable: `${found.uri} is larger than ${MAX_CONFIG_BYTES} bytes; the defaults apply.` };
      else rc = rcFromText(found.uri, found.name, found.text, this.host.ruleIds());
      this.rcFiles.set(found.uri, rc);
      if (rc.diagnostics.length || this.published.has(rc.uri)) {
        this.host.publish(rc.uri, rc.diagnostics);
        if (rc.diagnostics.length) this.published.add(rc.uri);
        else this.published.delete(rc.uri);
      }
      if (rc.unreadable) this.host.notify?.(rc.unreadable);
    }
    return rc;
  }

  private warnOnce(message: string): void {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    this.host.warn(message);
  }
}
