/**
 * Every feature as a function of one analysed version: the same table serves a document analysed on
 * the main thread and one analysed in its worker (`remote.ts`), so both answer alike. `postmortem`:
 * the feature answers its empty value for a document that is not a postmortem. `lint`: it also answers
 * its empty value for a document `postmortem lint` skips (`Analysis.ignoredBy`): diagnostics and the
 * fixes of findings; every other feature still answers there.
 */
import type { Diagnostic } from 'vscode-languageserver/node.js';
import type { Analysis } from './analysis.js';
import { codeActions } from './codeActions.js';
import { codeLenses } from './codeLens.js';
import { completion } from './completion.js';
import type { FeatureEnv } from './context.js';
import { toDiagnostic } from './convert.js';
import { hover } from './hover.js';
import { inlayHints } from './inlayHints.js';
import { documentSymbols, foldingRanges } from './symbols.js';
import { timeline } from './timeline.js';

/**
 * Whether the document's findings are shown: a postmortem that `postmortem lint` would not skip. The one
 * place this is decided, for documents analysed on the main thread, in a worker and by the workspace scan.
 */
export function isLinted(a: Analysis): boolean {
  return a.isPostmortem && a.ignoredBy === undefined;
}

/** What is published for a version: the config problems and the findings, for linted postmortems only. */
export function diagnosticsOf(a: Analysis): Diagnostic[] {
  return isLinted(a) ? [...a.settings.problems, ...a.result.findings.map((f) => toDiagnostic(f, a.uri))] : [];
}

interface Feature<P, R> { postmortem: boolean; lint?: boolean; empty: R; run(a: Analysis, params: P, env: FeatureEnv): R }
const feature = <P, R>(postmortem: boolean, empty: R, run: (a: Analysis, params: P, env: FeatureEnv) => R, lint = false): Feature<P, R> => ({ postmortem, lint, empty, run });

export const FEATURES = {
  hover: feature(true, null, hover),
  completion: feature(true, [], completion),
  // Quick fixes and fix-all act on findings, which an ignored document does not show.
  codeAction: feature(true, [], codeActions, true),
  documentSymbol: feature(true, [], documentSymbols),
  foldingRange: feature(true, [], foldingRanges),
  inlayHint: feature(true, [], inlayHints),
  codeLens: feature(true, [], codeLenses),
  timeline: feature(false, null, timeline),
  diagnostics: feature(false, [], (a: Analysis, _params: null) => diagnosticsOf(a)),
};

export type FeatureName = keyof typeof FEATURES;
export type ParamsOf<K extends FeatureName> = Parameters<(typeof FEATURES)[K]['run']>[1];
export type ResultOf<K extends FeatureName> = ReturnType<(typeof FEATURES)[K]['run']> | (typeof FEATURES)[K]['empty'];

/** The feature's answer for `a` (its empty value without an analysis, or for a non-postmortem). */
export function runFeature<K extends FeatureName>(name: K, a: Analysis | undefined, params: ParamsOf<K>, env: FeatureEnv): ResultOf<K> {
  const f = FEATURES[name] as unknown as Feature<ParamsOf<K>, ResultOf<K>>;
  if (!a || (f.postmortem && !a.isPostmortem) || (f.lint && !isLinted(a))) return f.empty;
  return f.run(a, params, env);
}

export function emptyOf<K extends FeatureName>(name: K): ResultOf<K> {
  return FEATURES[name].empty as ResultOf<K>;
}
