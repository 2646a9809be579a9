/**
 * What a document's `files` globs are matched against on Node: its file path and its path inside each
 * workspace root, '/'-separated. (The browser server has no file paths: it matches URIs only.)
 */
import * as path from 'node:path';
import picomatch from 'picomatch';
import type { FilePaths } from './documents.js';
import { uriToPath } from './settings.js';

export const nodeFilePaths: FilePaths = (uri, rootUris) => {
  const file = uriToPath(uri);
  if (!file) return undefined;
  const paths = [file.split(path.sep).join('/')];
  for (const root of rootUris.map(uriToPath)) {
    if (!root) continue;
    const rel = path.relative(root, file);
    if (!rel.startsWith('..') && !path.isAbsolute(rel)) paths.push(rel.split(path.sep).join('/'));
  }
  return paths;
};

/**
 * Does a document's path match the `files` globs? Relative to a workspace root, or absolute; for a URI
 * that is not a file, its path part. One matcher per list of globs. Used by the workspace scan
 * (`workspace-scan.ts`); the open documents go through `nodeFilePaths`, which gives the same paths.
 */
export class FilesMatcher {
  private readonly matchers = new Map<string, (p: string) => boolean>();

  /** `roots` are folder paths. */
  matches(uri: string, globs: readonly string[], roots: readonly string[]): boolean {
    if (!globs.length) return false;
    const key = JSON.stringify(globs);
    let match = this.matchers.get(key);
    if (!match) {
      match = picomatch([...globs], { dot: true, nocase: true });
      this.matchers.set(key, match);
    }
    const file = uriToPath(uri);
    if (!file) {
      const p = uri.replace(/^[a-z][\w+.-]*:\/*/i, '');
      return match(p);
    }
    const posix = file.split(path.sep).join('/');
    if (match(posix)) return true;
    return roots.some((root) => {
      const rel = path.relative(root, file);
      return !rel.startsWith('..') && !path.isAbsolute(rel) && match(rel.split(path.sep).join('/'));
    });
  }
}
