/**
 * Is this document a postmortem? The language server only analyses documents that are:
 * front matter `type: postmortem` / `postmortem: true`, a path matching the `files` globs (decided by
 * the caller, which owns path handling), or content with at least two recognised key sections.
 */
import type { Postmortem, SectionKind } from '../types.js';

/** The sections whose presence marks a document as a postmortem. */
export const MARKER_SECTIONS: readonly SectionKind[] = ['timeline', 'impact', 'root-cause', 'corrective-actions'];

export type PostmortemReason = 'front-matter' | 'path' | 'sections';

export function frontMatterSaysPostmortem(frontMatter: Record<string, unknown> | undefined): boolean {
  if (!frontMatter) return false;
  const type = frontMatter['type'];
  if (typeof type === 'string' && /^\s*post-?mortem\s*$/i.test(type)) return true;
  const flag = frontMatter['postmortem'];
  return flag === true || (typeof flag === 'string' && /^\s*(true|yes)\s*$/i.test(flag));
}

/** The number of distinct marker sections the model recognised (a heading covering two counts twice). */
export function markerSectionCount(model: Postmortem): number {
  const seen = new Set<SectionKind>();
  for (const s of model.sections) {
    for (const k of s.covers.length ? s.covers : [s.kind]) if (MARKER_SECTIONS.includes(k)) seen.add(k);
  }
  return seen.size;
}

/** Why the document counts as a postmortem, or undefined when it does not. */
export function postmortemReason(model: Postmortem, pathMatches: boolean): PostmortemReason | undefined {
  if (frontMatterSaysPostmortem(model.frontMatter)) return 'front-matter';
  if (pathMatches) return 'path';
  if (markerSectionCount(model) >= 2) return 'sections';
  return undefined;
}
