/** Code lens on the timeline heading: "5 events · 28 min", bound by the client to the preview. */
import type { CodeLens, CodeLensParams } from 'vscode-languageserver/node.js';
import { humanDuration } from '../core/features/duration.js';
import type { FeatureContext } from './context.js';

export const OPEN_PREVIEW_COMMAND = 'postmortem.openPreview';

export async function codeLenses(ctx: FeatureContext, params: CodeLensParams): Promise<CodeLens[]> {
  const a = await ctx.store.postmortem(params.textDocument.uri);
  const section = a?.result.model.timelineSection;
  if (!a || !section || !a.settings.editor.codeLens) return [];
  const view = a.timeline();
  const n = view.entries.length;
  const title = `${n} event${n === 1 ? '' : 's'}${view.durationMinutes !== null ? ` · ${humanDuration(view.durationMinutes)}` : ''}`;
  return [{ range: section.headingRange, command: { title, command: OPEN_PREVIEW_COMMAND, arguments: [a.uri] } }];
}
