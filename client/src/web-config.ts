/**
 * The browser server's config files (`postmortem/configFile`, server/src/lsp/web-config.ts): the
 * nearest `.postmortemrc.json`, `.jsonc` or `.postmortemrc` from the document's folder up to its
 * workspace folder, read through `workspace.fs` (any file system provider: the web host has no disk).
 * Only regular files inside the workspace folder, at most 1 MiB, UTF-8.
 */
import * as vscode from 'vscode';
import { CONFIG_FILES, MAX_CONFIG_BYTES } from '../../server/src/core/config-text.js';
import type { ConfigFileResult } from '../../server/src/lsp/web-config.js';

async function stat(uri: vscode.Uri): Promise<vscode.FileStat | undefined> {
  try {
    return await vscode.workspace.fs.stat(uri);
  } catch {
    return undefined; // not there (FileNotFound) or not ours to see
  }
}

/** Reads one config file found by `stat`: its text, or why it is not read. */
async function read(uri: vscode.Uri, name: string, st: vscode.FileStat): Promise<NonNullable<ConfigFileResult>> {
  const at = uri.toString();
  if (st.type & vscode.FileType.SymbolicLink) return { uri: at, name, unreadable: 'is a symbolic link' };
  if (!(st.type & vscode.FileType.File)) return { uri: at, name, unreadable: 'is not a regular file' };
  if (st.size > MAX_CONFIG_BYTES) return { uri: at, name, unreadable: `is larger than ${MAX_CONFIG_BYTES} bytes` };
  let bytes: Uint8Array;
  try {
    bytes = await vscode.workspace.fs.readFile(uri);
  } catch (e) {
    return { uri: at, name, unreadable: `cannot be read (${e instanceof Error ? e.message : String(e)})` };
  }
  if (bytes.length > MAX_CONFIG_BYTES) return { uri: at, name, unreadable: `is larger than ${MAX_CONFIG_BYTES} bytes` };
  try {
    return { uri: at, name, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { uri: at, name, unreadable: 'is not UTF-8 text' };
  }
}

/** The config file that applies to the document `uri` (a string, as the server sends it), or null. */
export async function findConfigFile(uri: string): Promise<ConfigFileResult> {
  const doc = vscode.Uri.parse(uri);
  const folder = vscode.workspace.getWorkspaceFolder(doc);
  if (!folder) return null;
  const root = folder.uri.path.replace(/\/+$/, '');
  let dir = vscode.Uri.joinPath(doc, '..');
  for (;;) {
    for (const name of CONFIG_FILES) {
      const candidate = vscode.Uri.joinPath(dir, name);
      const st = await stat(candidate);
      if (st) return read(candidate, name, st);
    }
    if (dir.path.replace(/\/+$/, '') === root || !dir.path.startsWith(root + '/')) return null;
    dir = vscode.Uri.joinPath(dir, '..');
  }
}
