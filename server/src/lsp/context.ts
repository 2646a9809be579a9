/** What every feature handler gets: the documents, their analysis, the client's capabilities. */
import type { DocumentStore } from './documents.js';

export interface FeatureContext {
  store: DocumentStore;
  /** The clock (fixed by initializationOptions.now in tests). */
  now(): number;
  /** The client accepts `documentChanges` in workspace edits. */
  documentChanges: boolean;
}
