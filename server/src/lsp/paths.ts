/**
 * Does a document's path match the `files` globs? Relative to a workspace root, or absolute; for a URI
 * that is not a file, its path part. One matcher per list of globs. Shared by the open documents
 * (`documents.ts`) and the workspace scan (`workspace-scan.ts`), so both count the same files as
 * postmortems.
 */
import * as path from 'node:path';
import picomatch from 'picomatch';
import { uriToPath } from './settings.js';

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
