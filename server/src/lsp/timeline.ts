/** The custom request `postmortem/timeline` {uri} → the timeline view of the document's current version. */
import { RequestType } from 'vscode-languageserver/node.js';
import type { TimelineView } from '../core/types.js';
import type { Analysis } from './analysis.js';

export interface TimelineParams { uri: string }
/** `ignoredBy`: the file that makes `postmortem lint` skip the document (then no entry has problems). */
export type TimelineResult = TimelineView & { uri: string; version: number; isPostmortem: boolean; ignoredBy?: string };

export const TimelineRequest = new RequestType<TimelineParams, TimelineResult | null, void>('postmortem/timeline');

/** Answers for any open Markdown/plain-text document (the preview asked for it); null otherwise. */
export function timeline(a: Analysis, _params: TimelineParams): TimelineResult {
  if (a.ignoredBy !== undefined) {
    const view = a.timeline();
    return { ...view, entries: view.entries.map((e) => ({ ...e, problems: [] })), problems: [], uri: a.uri, version: a.version, isPostmortem: a.isPostmortem, ignoredBy: a.ignoredBy };
  }
  return { ...a.timeline(), uri: a.uri, version: a.version, isPostmortem: a.isPostmortem };
}
