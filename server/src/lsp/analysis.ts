/**
 * One analysed version of a document, as every feature reads it: the core's result, the settings it
 * was made with and why it counts as a postmortem. Made on the main thread for most documents and in
 * a document's worker for large or slow ones (`remote.ts`); free of connection and document-store code
 * so the worker bundle can hold it.
 */
import type { AnalysisResult, TimelineView } from '../core/types.js';
import { timelineView } from '../core/view.js';
import type { PostmortemReason } from '../core/features/detect.js';
import type { DocumentConfig } from './settings.js';

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

  /** The file that makes `postmortem lint` skip this document (`settings.ts`): then it is not linted. */
  get ignoredBy(): string | undefined { return this.settings.ignoredBy; }

  timeline(): TimelineView {
    this.view ??= timelineView(this.result);
    return this.view;
  }
}

