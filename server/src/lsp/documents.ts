/**
 * Open documents and their analysis: the model is built once per document version (and config) and
 * every feature reads that same result.
 */
import picomatch from 'picomatch';
import { TextDocuments, type TextDocumentContentChangeEvent } from 'vscode-languageserver/node.js';
import { Analyzer } from '../core/analyze.js';
import type { Config } from '../core/config.js';
import { postmortemReason } from '../core/features/detect.js';
import { Analysis, LANGUAGES } from './analysis.js';
import { clampedDocuments, type LineDocument } from './text.js';
import type { DocumentConfig } from './settings.js';

export { Analysis, LANGUAGES } from './analysis.js';

/** Where a document's configuration comes from (`settings.ts` on Node, `web-config.ts` in a browser). */
export interface DocumentConfigs {
  forDocument(uri: string): Promise<DocumentConfig>;
  forget(uri: string): void;
}
/**
 * The paths the `files` globs are matched against for a document (its path, its path inside each
 * workspace root, '/'-separated), or undefined when its URI names no local file: then the URI's path
 * is matched. Node: `paths.ts`; a browser has no local files.
 */
export type FilePaths = (uri: string, rootUris: readonly string[]) => string[] | undefined;
/**
 * What the server keeps per document besides its text. For a 20 KB postmortem the analysis (model,
 * findings) holds about 250 KB and the incremental analyzer (block parses, line records) about 500 KB
 * more, so both are kept only for the documents in use: the ones being typed in or asked for hovers,
 * lenses, symbols, the preview… A document that was only opened (its diagnostics are already with
 * the client) keeps them only until the next document is analysed, which covers "open it and start
 * typing" and the requests a client sends right after opening. Anything dropped is analysed again
 * when asked for (a 20 KB postmortem takes milliseconds to a few tens of them).
 */
export const KEEP_ANALYSES = 8;
/** Documents in use that keep their incremental analyzer, so an edit re-parses only the blocks it touched. */
export const KEEP_ANALYZERS = 4;

/** Why an analysis is wanted: diagnostics of a document that may never be looked at, or a feature. */
export type AnalysisUse = 'diagnostics' | 'feature';

/** Least-recently-used order of a Map: moves `key` to the end (most recent) and evicts beyond `capacity`. */
function touch<V>(map: Map<string, V>, key: string, value: V, capacity: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > capacity) map.delete(map.keys().next().value!);
}

export class DocumentStore {
  /** Every change as applied to the server's copy (the router forwards them to workers). */
  private applied?: (uri: string, changes: TextDocumentContentChangeEvent[], version: number) => void;
  readonly documents = new TextDocuments(clampedDocuments((uri, changes, version) => this.applied?.(uri, changes, version)));
  /** Last analysis of the documents in use, least recently used first. */
  private readonly analyses = new Map<string, Analysis>();
  /** Incremental analyzers of the documents in use, least recently used first. */
  private readonly analyzers = new Map<string, Analyzer>();
  /** The most recent analysis of a document not (yet) in use, with its analyzer. */
  private latest?: { uri: string; analysis: Analysis; analyzer: Analyzer };
  /** The version each document was opened with: a later one means it has been edited. */
  private readonly openedVersion = new Map<string, number>();
  private readonly matchers = new Map<string, (p: string) => boolean>();
  private roots: string[] = [];
  private slow?: { ms: number; report(uri: string): void };

  constructor(
    private readonly resolver: DocumentConfigs,
    private readonly now: () => number,
    private readonly filePaths: FilePaths,
    private readonly keep = { analyses: KEEP_ANALYSES, analyzers: KEEP_ANALYZERS },
  ) {
    this.documents.onDidOpen((e) => { this.openedVersion.set(e.document.uri, e.document.version); });
  }

  setWorkspaceRoots(uris: string[]): void {
    this.roots = uris;
  }

  get(uri: string): LineDocument | undefined {
    return this.documents.get(uri);
  }

  /** The documents holding an analysis or an analyzer now (tests, memory checks). */
  retained(): { analyses: string[]; analyzers: string[] } {
    const latest = this.latest ? [this.latest.uri] : [];
    return { analyses: [...this.analyses.keys(), ...latest], analyzers: [...this.analyzers.keys(), ...latest] };
  }

  /**
   * The analysis of the document's current version, from what is kept or made now; undefined when the
   * document is not open or not Markdown/plain text. A feature request or an edit puts the document in
   * use (most recently used); diagnostics of a document only opened do not.
   */
  async analysis(uri: string, use: AnalysisUse = 'feature'): Promise<Analysis | undefined> {
    const before = this.documents.get(uri);
    if (!before || !LANGUAGES.has(before.languageId)) return undefined;
    const settings = await this.resolver.forDocument(uri);
    const doc = this.documents.get(uri); // the version may have moved on while the config was read
    if (!doc) return undefined;
    const latest = this.latest?.uri === uri ? this.latest : undefined;
    const inUse = use === 'feature' || doc.version !== this.openedVersion.get(uri) || this.analyses.has(uri) || this.analyzers.has(uri);
    const cached = this.analyses.get(uri) ?? latest?.analysis;
    let analyzer = this.analyzers.get(uri) ?? latest?.analyzer;
    let a: Analysis;
    if (cached && cached.version === doc.version && cached.settings === settings) {
      a = cached;
    } else {
      // Let the previous model go while the next one is built.
      this.analyses.delete(uri);
      if (latest) this.latest = undefined;
      analyzer ??= new Analyzer(settings.config);
      analyzer.setConfig(settings.config);
      const started = performance.now();
      const result = analyzer.analyzeLines(doc.lines(), doc.eol, { now: this.now() });
      if (this.slow && performance.now() - started > this.slow.ms) this.slow.report(uri);
      const reason = postmortemReason(result.model, this.pathMatches(uri, settings.config));
      a = new Analysis(uri, doc.version, result, settings, reason);
    }
    if (!inUse) {
      this.latest = { uri, analysis: a, analyzer: analyzer! }; // made above, or the one kept with `latest`
      return a;
    }
    if (this.latest?.uri === uri) this.latest = undefined;
    touch(this.analyses, uri, a, this.keep.analyses);
    if (analyzer) touch(this.analyzers, uri, analyzer, this.keep.analyzers);
    return a;
  }

  /** The analysis when the document is a postmortem (what every feature but diagnostics wants). */
  async postmortem(uri: string): Promise<Analysis | undefined> {
    const a = await this.analysis(uri);
    return a?.isPostmortem ? a : undefined;
  }

  /** Forgets every cached analysis (config changed). */
  invalidate(): void {
    this.analyses.clear();
    this.latest = undefined;
  }

  onApplied(listener: (uri: string, changes: TextDocumentContentChangeEvent[], version: number) => void): void {
    this.applied = listener;
  }

  /** Calls `report` after any analysis slower than `ms` (the router moves that document to a worker). */
  onSlowAnalysis(ms: number, report: (uri: string) => void): void {
    this.slow = { ms, report };
  }

  /** Drops what is kept for the document besides its text (it is analysed elsewhere from now on). */
  drop(uri: string): void {
    this.analyses.delete(uri);
    this.analyzers.delete(uri);
    if (this.latest?.uri === uri) this.latest = undefined;
  }

  forget(uri: string): void {
    this.analyses.delete(uri);
    this.analyzers.delete(uri);
    if (this.latest?.uri === uri) this.latest = undefined;
    this.openedVersion.delete(uri);
    this.resolver.forget(uri);
  }

  /** Whether the document's path matches the `files` globs. */
  pathMatches(uri: string, config: Config): boolean {
    if (!config.files.length) return false;
    const key = JSON.stringify(config.files);
    let match = this.matchers.get(key);
    if (!match) {
      match = picomatch(config.files, { dot: true, nocase: true });
      this.matchers.set(key, match);
    }
    const paths = this.filePaths(uri, this.roots);
    if (!paths) {
      const p = uri.replace(/^[a-z][\w+.-]*:\/*/i, '');
      return match(p);
    }
    return paths.some(match);
  }
}
