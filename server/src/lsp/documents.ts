/**
 * Open documents and their analysis: the model is built once per document version (and config) and
 * every feature reads that same result.
 */
import * as path from 'node:path';
import picomatch from 'picomatch';
import { TextDocuments } from 'vscode-languageserver/node.js';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Analyzer } from '../core/analyze.js';
import type { Config } from '../core/config.js';
import type { AnalysisResult, TimelineView } from '../core/types.js';
import { timelineView } from '../core/view.js';
import { postmortemReason, type PostmortemReason } from '../core/features/detect.js';
import { uriToPath, type ConfigResolver, type DocumentConfig } from './settings.js';

/** Language ids the server analyses. */
export const LANGUAGES = new Set(['markdown', 'plaintext', 'text', 'txt']);

export class Analysis {
  private view?: TimelineView;
  constructor(
    readonly uri: string,
    readonly version: number,
    readonly result: AnalysisResult,
    readonly settings: DocumentConfig,
    readonly reason: PostmortemReason | undefined,
  ) {}

  get isPostmortem(): boolean { return this.reason !== undefined; }

  timeline(): TimelineView {
    this.view ??= timelineView(this.result);
    return this.view;
  }
}

/** How many documents keep an incremental analyzer (and its caches) between edits. */
const WARM_ANALYZERS = 8;

export class DocumentStore {
  readonly documents = new TextDocuments(TextDocument);
  private readonly cache = new Map<string, Analysis>();
  /** One incremental analyzer per open document: re-analysis only re-parses the blocks an edit touched. */
  private readonly analyzers = new Map<string, Analyzer>();
  private readonly matchers = new Map<string, (p: string) => boolean>();
  private roots: string[] = [];

  constructor(private readonly resolver: ConfigResolver, private readonly now: () => number) {}

  setWorkspaceRoots(uris: string[]): void {
    this.roots = uris.map(uriToPath).filter((p): p is string => !!p);
  }

  get(uri: string): TextDocument | undefined {
    return this.documents.get(uri);
  }

  /** The analysis of the document's current version; undefined when it is not open or not analysed. */
  async analysis(uri: string): Promise<Analysis | undefined> {
    const before = this.documents.get(uri);
    if (!before || !LANGUAGES.has(before.languageId)) return undefined;
    const settings = await this.resolver.forDocument(uri);
    const doc = this.documents.get(uri); // the version may have moved on while the config was read
    if (!doc) return undefined;
    const cached = this.cache.get(uri);
    if (cached && cached.version === doc.version && cached.settings === settings) return cached;
    let analyzer = this.analyzers.get(uri);
    if (analyzer) this.analyzers.delete(uri); // re-inserted below: the map's order is least recently used first
    else analyzer = new Analyzer(settings.config);
    this.analyzers.set(uri, analyzer);
    // Block caches are for the documents being typed in; the others keep only their last analysis.
    while (this.analyzers.size > WARM_ANALYZERS) this.analyzers.delete(this.analyzers.keys().next().value!);
    analyzer.setConfig(settings.config);
    const result = analyzer.analyze(doc.getText(), { now: this.now() });
    const reason = postmortemReason(result.model, this.pathMatches(uri, settings.config));
    const a = new Analysis(uri, doc.version, result, settings, reason);
    this.cache.set(uri, a);
    return a;
  }

  /** The analysis when the document is a postmortem (what every feature but diagnostics wants). */
  async postmortem(uri: string): Promise<Analysis | undefined> {
    const a = await this.analysis(uri);
    return a?.isPostmortem ? a : undefined;
  }

  /** Forgets every cached analysis (config changed). */
  invalidate(): void {
    this.cache.clear();
  }

  forget(uri: string): void {
    this.cache.delete(uri);
    this.analyzers.delete(uri);
    this.resolver.forget(uri);
  }

  private pathMatches(uri: string, config: Config): boolean {
    if (!config.files.length) return false;
    const key = JSON.stringify(config.files);
    let match = this.matchers.get(key);
    if (!match) {
      match = picomatch(config.files, { dot: true, nocase: true });
      this.matchers.set(key, match);
    }
    const file = uriToPath(uri);
    if (!file) {
      const p = uri.replace(/^[a-z][\w+.-]*:\/*/i, '');
      return match(p);
    }
    const posix = file.split(path.sep).join('/');
    if (match(posix)) return true;
    return this.roots.some((root) => {
      const rel = path.relative(root, file);
      return !rel.startsWith('..') && !path.isAbsolute(rel) && match(rel.split(path.sep).join('/'));
    });
  }
}
