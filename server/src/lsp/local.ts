/**
 * Every document analysed on the calling thread: the router of the browser server, which has no worker
 * threads (a browser's Web Worker already keeps the analysis off the editor's UI). Answers as
 * `Router` does for a document it keeps on the main thread.
 */
import type { Diagnostic } from 'vscode-languageserver/node.js';
import { LANGUAGES } from './analysis.js';
import type { FeatureEnv } from './context.js';
import type { DocumentStore } from './documents.js';
import { diagnosticsOf, emptyOf, runFeature, type FeatureName, type ParamsOf, type ResultOf } from './features.js';

export class LocalRouter {
  constructor(private readonly store: DocumentStore, private readonly env: () => FeatureEnv) {}

  async serve<K extends FeatureName>(name: K, uri: string, params: ParamsOf<K>): Promise<ResultOf<K>> {
    const doc = this.store.get(uri);
    if (!doc || !LANGUAGES.has(doc.languageId)) return emptyOf(name);
    return runFeature(name, await this.store.analysis(uri), params, this.env());
  }

  async diagnostics(uri: string): Promise<{ version: number; diagnostics: Diagnostic[] } | undefined> {
    const a = await this.store.analysis(uri, 'diagnostics');
    return a && { version: a.version, diagnostics: diagnosticsOf(a) };
  }
}
