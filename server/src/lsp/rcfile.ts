/**
 * Finding and reading `.postmortemrc*` files for the language server, safely: a config file is read
 * only when it is a regular file inside a workspace root, and never beyond a bounded number of bytes.
 *
 * The CLI's reader (`cli/config-file.ts`, shared with other commands) calls `readFileSync`, which
 * blocks forever on a FIFO and reads `/dev/zero` until memory runs out: one such file above an open
 * document stopped the server answering for every document. Here:
 * - the candidate is `stat`ed before it is opened (a FIFO, a device, a directory is never opened);
 * - its real path must lie inside a workspace root (a link cannot lead out of the workspace);
 * - it is opened non-blocking and without following links (the file cannot turn into a FIFO or a link
 *   between the check and the open), `fstat`ed after the open (same regular file as checked);
 * - it is read by `readSync` into a buffer of at most `MAX_RC_BYTES + 1` bytes, bounded by the bytes
 *   actually read, not by the size `stat` reported (which a growing file or a special file can belie).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CONFIG_FILES } from '../cli/config-file.js';

/** 1 MiB: a config file is a few hundred bytes. */
export const MAX_RC_BYTES = 2 ** 20;

export type RcRead = { ok: true; text: string } | { ok: false; reason: string };

/** Realpaths of the workspace roots (the roots themselves when they cannot be resolved). */
export function realRoots(roots: readonly string[]): string[] {
  return roots.map((r) => {
    try {
      return fs.realpathSync.native(r);
    } catch {
      return path.resolve(r);
    }
  });
}

export function isInside(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

function kind(st: fs.Stats): string {
  if (st.isFIFO()) return 'a named pipe';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isDirectory()) return 'a directory';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * The text of a config file, or why it cannot be used. `roots` are real paths (`realRoots`); with no
 * roots (a client that opened a lone file) the file's own location bounds nothing more.
 */
export function readRcText(file: string, roots: readonly string[], max = MAX_RC_BYTES): RcRead {
  let st: fs.Stats;
  let real: string;
  try {
    st = fs.statSync(file);
    if (!st.isFile()) return { ok: false, reason: `is ${kind(st)}, not a regular file` };
    if (st.size > max) return { ok: false, reason: `is larger than ${max} bytes` };
    real = fs.realpathSync.native(file);
  } catch (e) {
    return { ok: false, reason: `could not be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})` };
  }
  if (roots.length && !roots.some((r) => isInside(r, real))) return { ok: false, reason: `leads outside the workspace (to ${real})` };
  const flags = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (fs.constants.O_NOFOLLOW ?? 0);
  let fd: number | undefined;
  try {
    fd = fs.openSync(real, flags);
    const opened = fs.fstatSync(fd);
    if (!opened.isFile() || opened.ino !== st.ino || opened.dev !== st.dev) return { ok: false, reason: 'changed while it was read' };
    const buf = Buffer.allocUnsafe(max + 1);
    let n = 0;
    for (let got = 1; got > 0 && n < buf.length; n += got) got = fs.readSync(fd, buf, n, buf.length - n, null);
    if (n > max) return { ok: false, reason: `is larger than ${max} bytes` };
    return { ok: true, text: buf.toString('utf8', 0, n) };
  } catch (e) {
    return { ok: false, reason: `could not be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})` };
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * The nearest config file at or above `dir`, up to and including the workspace root that holds `dir`
 * (none when `dir` lies in no root); with no roots at all, up to the file system root. `roots` are
 * absolute paths as the client named them. Any entry with a config file's name counts, whatever its
 * type: a FIFO there is reported by `readRcText`, not silently passed over.
 */
export function findRcFile(dir: string, roots: readonly string[], cache?: Map<string, string | null>): string | undefined {
  let d = path.resolve(dir);
  const root = roots.filter((r) => isInside(r, d)).sort((a, b) => b.length - a.length)[0];
  if (roots.length && root === undefined) return undefined;
  const visited: string[] = [];
  let found: string | null = null;
  for (;;) {
    const known = cache?.get(d);
    if (known !== undefined) { found = known; break; }
    visited.push(d);
    const candidate = CONFIG_FILES.map((name) => path.join(d, name)).find((c) => fs.lstatSync(c, { throwIfNoEntry: false }) !== undefined);
    if (candidate) { found = candidate; break; }
    const parent = path.dirname(d);
    if (parent === d || (root !== undefined && !isInside(root, parent))) break;
    d = parent;
  }
  if (cache) for (const v of visited) cache.set(v, found);
  return found ?? undefined;
}
