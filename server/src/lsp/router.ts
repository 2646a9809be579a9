/**
 * Where a document is analysed and its requests answered: on the main thread (most documents: no
 * copying, the incremental analyzer at hand), or in a worker of its own (`remote.ts`) when its analysis
 * could hold the event loop and starve every other document. A document goes to a worker when it is
 * larger than `workerChars`, has a line longer than `workerLineChars` (the shapes that were slow to
 * parse), or once an analysis of it on the main thread took longer than `slowMs`; it stays there until
 * it is closed.
 */
import { LSPErrorCodes, ResponseError, type CancellationToken, type Diagnostic } from 'vscode-languageserver/node.js';
import { LANGUAGES } from './analysis.js';
import type { FeatureEnv } from './context.js';
import { DIAGNOSTIC_SOURCE } from './convert.js';
import type { DocumentStore } from './documents.js';
import { diagnosticsOf, emptyOf, runFeature, type FeatureName, type ParamsOf, type ResultOf } from './features.js';
import { RemotePool, type RemoteOptions } from './remote.js';
import type { ConfigResolver } from './settings.js';
import type { LineDocument } from './text.js';

export interface RouterOptions {
  /** Documents with more UTF-16 code units than this are analysed in a worker. */
  workerChars: number;
  /** …and documents with a line longer than this. */
  workerLineChars: number;
  /** A main-thread analysis slower than this moves its document to a worker. */
  slowMs: number;
  /** A worker that does not answer within this is terminated. */
  timeoutMs: number;
  maxWorkers: number;
}

export const ROUTER_DEFAULTS: RouterOptions = {
  workerChars: 256 * 1024,
  workerLineChars: 4096,
  slowMs: 500,
  timeoutMs: 120_000,
  maxWorkers: 4,
};

export class Router {
  /** Documents analysed in workers, until they close. */
  private readonly remote = new Set<string>();
  /** The last version checked for size and line length, per document. */
  private readonly checked = new Map<string, number>();
  readonly pool: RemotePool;

  constructor(
    private readonly store: DocumentStore,
    private readonly resolver: ConfigResolver,
    private readonly env: () => FeatureEnv,
    readonly options: RouterOptions,
    remote: Omit<RemoteOptions, 'timeoutMs' | 'maxWorkers'>,
  ) {
    this.pool = new RemotePool({ ...remote, timeoutMs: options.timeoutMs, maxWorkers: options.maxWorkers });
    store.onSlowAnalysis(options.slowMs, (uri) => this.moveToWorker(uri));
    store.onApplied((uri, changes, version) => { if (this.remote.has(uri)) this.pool.documents.get(uri)?.record(version, changes); });
  }

  isRemote(doc: LineDocument): boolean {
    if (this.remote.has(doc.uri)) return true;
    if (this.checked.get(doc.uri) === doc.version) return false;
    this.checked.set(doc.uri, doc.version);
    if (doc.length > this.options.workerChars || doc.hasLineLongerThan(this.options.workerLineChars)) {
      this.moveToWorker(doc.uri);
      return true;
    }
    return false;
  }

  private moveToWorker(uri: string): void {
    this.remote.add(uri);
    this.checked.delete(uri);
    this.store.drop(uri);
  }

  /** Answers a feature request for the document's current version. */
  async serve<K extends FeatureName>(name: K, uri: string, params: ParamsOf<K>, token?: CancellationToken): Promise<ResultOf<K>> {
    const doc = this.store.get(uri);
    if (!doc || !LANGUAGES.has(doc.languageId)) return emptyOf(name);
    if (!this.isRemote(doc)) return runFeature(name, await this.store.analysis(uri), params, this.env());
    const answer = await this.ask(name, uri, params, token);
    if (answer === undefined) return emptyOf(name);
    return answer.result as ResultOf<K>;
  }

  /** What to publish for the document now: its version and diagnostics (undefined: nothing to publish). */
  async diagnostics(uri: string): Promise<{ version: number; diagnostics: Diagnostic[] } | undefined> {
    const doc = this.store.get(uri);
    if (!doc || !LANGUAGES.has(doc.languageId)) return undefined;
    if (!this.isRemote(doc)) {
      const a = await this.store.analysis(uri, 'diagnostics');
      return a && { version: a.version, diagnostics: diagnosticsOf(a) };
    }
    const answer = await this.ask('diagnostics', uri, null, undefined, true);
    if (!answer) return undefined;
    return { version: answer.version, diagnostics: answer.result as Diagnostic[] };
  }

  private async ask(name: FeatureName, uri: string, params: unknown, token?: CancellationToken, wantStopped = false): Promise<{ version: number; result: unknown } | undefined> {
    const settings = await this.resolver.forDocument(uri);
    const doc = this.store.get(uri); // the version may have moved on while the config was read
    if (!doc) return undefined;
    const remote = this.pool.get(uri);
    const answer = await remote.request(name, params, this.env(), {
      version: doc.version, text: () => doc.getText(), length: doc.length, settings, pathMatches: this.store.pathMatches(uri, settings.config), now: this.env().now,
    }, token);
    switch (answer.kind) {
      case 'answer': return answer;
      case 'cancelled': throw new ResponseError(LSPErrorCodes.RequestCancelled, 'cancelled');
      case 'error': throw new Error(answer.message);
      case 'stopped':
        // The one thing a document whose analysis was stopped still shows: why.
        if (!wantStopped || answer.version < 0) return undefined;
        return { version: answer.version, result: [stoppedDiagnostic(answer.reason)] };
    }
  }

  closed(uri: string): void {
    this.remote.delete(uri);
    this.checked.delete(uri);
    this.pool.close(uri);
  }
}

function stoppedDiagnostic(reason: string): Diagnostic {
  return {
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: 2,
    source: DIAGNOSTIC_SOURCE,
    code: 'analysis-stopped',
    message: `This document was not analysed: ${reason}. It is analysed again after the next change.`,
  };
}
