/**
 * What a document's `files` globs are matched against on Node: its file path and its path inside each
 * workspace root, '/'-separated. (The browser server has no file paths: it matches URIs only.)
 */
import * as path from 'node:path';
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
