/**
 * The CLI's file input and output, in one place, so that no command can hang on a special file or
 * lose bytes:
 *
 * - `readRegularFile` reads regular files only. It opens with O_NONBLOCK, so opening a FIFO cannot
 *   block, then checks with fstat that what it opened is a regular file (a FIFO, a device or a socket
 *   is refused), and caps the read by the bytes actually read, not by the size the file claims
 *   (`/proc` files and devices say 0).
 * - `writeFileAtomic` writes a temporary file beside the target, syncs it and renames it over the
 *   target, keeping the target's mode; a symbolic link is kept and its target written. With `expect`
 *   it first checks that the file is still what was read (size, modification time, inode, bytes) and
 *   otherwise leaves it untouched. A failed write removes the temporary file; the target is intact.
 * - `ioMessage` turns an errno into one sentence with the path and the cause.
 * - `displayPath` escapes control characters in a name, so a file name cannot split an output line.
 *
 * Loads no analysis code: the launcher's file selection (files.ts) uses it too.
 */
import { closeSync, constants, fchmodSync, fchownSync, fstatSync, fsyncSync, openSync, readSync, realpathSync, renameSync, statSync, unlinkSync, writeSync, type Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { UsageError } from './args.js';

/** A file that cannot be read or written: one sentence, exit 2, and no "see --help" (it is no usage mistake). */
export class IoError extends UsageError {}

/** What a cause code means, in words. */
const CAUSES: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOENT: 'no such file or directory',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  ELOOP: 'too many levels of symbolic links',
  EIO: 'input/output error',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'the file size limit was reached',
  EROFS: 'the file system is read-only',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files in the system',
  ENXIO: 'not a regular file (a socket or a device without a reader)',
  ENAMETOOLONG: 'the name is too long',
  EBUSY: 'the file is busy',
  ETXTBSY: 'the file is busy',
  EAGAIN: 'the file is not ready (a FIFO or a device)',
  EPIPE: 'the reader closed the pipe',
  EXDEV: 'the temporary file is on another device',
  EINVAL: 'invalid argument',
};

/** The cause of an I/O error as words and code: "permission denied (EACCES)". */
export function ioCause(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (code && CAUSES[code]) return `${CAUSES[code]} (${code})`;
  if (code) return code;
  return e instanceof Error ? e.message : String(e);
}

/** Whether `e` is an error from the file system (an errno code), as opposed to a bug. */
export function isIoError(e: unknown): e is NodeJS.ErrnoException {
  return e instanceof Error && typeof (e as NodeJS.ErrnoException).code === 'string' && typeof (e as NodeJS.ErrnoException).syscall === 'string';
}

/** One sentence: "cannot read notes/a.md: permission denied (EACCES)". */
export function ioMessage(verb: 'read' | 'write' | 'search', path: string, e: unknown): string {
  return `cannot ${verb} ${displayPath(path)}: ${ioCause(e)}`;
}

/** C0 and C1 controls, DEL, line and paragraph separators and bidirectional overrides. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Escapes what could split a line or fake output in a terminal: "a\nb.md" is shown as `a\nb.md`. */
export function escapeControls(s: string): string {
  return s.replace(UNSAFE, (c) => {
    switch (c) {
      case '\n': return '\\n';
      case '\r': return '\\r';
      case '\t': return '\\t';
      default: { const n = c.charCodeAt(0); return n < 0x100 ? `\\x${n.toString(16).padStart(2, '0')}` : `\\u${n.toString(16).padStart(4, '0')}`; }
    }
  });
}

/** A path as shown in text output: as it is, or with its control characters (and backslashes) escaped. */
export function displayPath(path: string): string {
  UNSAFE.lastIndex = 0;
  return UNSAFE.test(path) ? escapeControls(path.replace(/\\/g, '\\\\')) : path;
}

/** What kind of file a stat describes, for "not a regular file (a FIFO)". */
function kind(st: Stats): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'a special file';
}

const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

export interface ReadFile {
  bytes: Buffer;
  /** The stat of the file as it was opened (for `writeFileAtomic`'s `expect`). */
  stat: Stats;
}

/**
 * A descriptor this process was given, named by path (`lint <(git show HEAD:a.md)` passes
 * /dev/fd/63): a pipe someone is writing, which only the command line can name (never a file found
 * in a folder), so it is read to its end (within the limit) as the user asked.
 */
export function isInheritedDescriptor(path: string): boolean {
  return /^\/(dev\/fd|proc\/self\/fd)\/\d+$/.test(path) || path === '/dev/stdin';
}

/**
 * Reads a regular file whole, at most `limit` bytes (more is an error). `what` names it in messages
 * ("configuration file"). With `inherited`, a descriptor of this process named by path
 * (`isInheritedDescriptor`) is read too, blocking, whatever it is. Every failure is an IoError of
 * one sentence.
 */
export function readRegularFile(path: string, limit: number, what = 'file', inherited = false): ReadFile {
  const fromCaller = inherited && isInheritedDescriptor(path);
  let fd: number | undefined;
  try {
    try {
      fd = openSync(path, fromCaller ? constants.O_RDONLY : READ_FLAGS);
    } catch (e) {
      throw new IoError(ioMessage('read', path, e));
    }
    let stat: Stats;
    try {
      stat = fstatSync(fd);
    } catch (e) {
      throw new IoError(ioMessage('read', path, e));
    }
    if (stat.isDirectory()) throw new IoError(`${displayPath(path)} is a directory; expected a ${what}`);
    if (!stat.isFile() && !fromCaller) throw new IoError(`cannot read ${displayPath(path)}: not a regular file (${kind(stat)})`);
    // Sized by what the file says, grown while it gives more, never past limit + 1 bytes.
    let buf = Buffer.allocUnsafe(Math.min(Math.max(stat.size, 4096) + 1, limit + 1));
    let n = 0;
    for (;;) {
      if (n === buf.length) {
        if (buf.length > limit) break;
        const bigger = Buffer.allocUnsafe(Math.min(buf.length * 2, limit + 1));
        buf.copy(bigger, 0, 0, n);
        buf = bigger;
      }
      let r: number;
      try {
        r = readSync(fd, buf, n, buf.length - n, null);
      } catch (e) {
        throw new IoError(ioMessage('read', path, e));
      }
      if (r === 0) break;
      n += r;
    }
    if (n > limit) throw new IoError(`${displayPath(path)}: ${what} too large (more than ${formatSize(limit)})`);
    return { bytes: buf.subarray(0, n), stat };
  } finally {
    if (fd !== undefined) try { closeSync(fd); } catch { /* nothing was written */ }
  }
}

export function formatSize(bytes: number): string {
  return bytes >= 1048576 ? `${+(bytes / 1048576).toFixed(1)} MB` : bytes >= 1024 ? `${+(bytes / 1024).toFixed(1)} KB` : `${bytes} bytes`;
}

/** What the file must still be for a write to replace it: what was read, and the stat it was read with. */
export interface Expected { stat: Stats; bytes: Buffer }

export interface WriteOptions {
  /** Replace the file only if it is still this (else a UsageError, the file untouched). */
  expect?: Expected;
  /** Called after the temporary file is written, just before the check and the rename (tests). */
  beforeCommit?: () => void;
  /**
   * The target may be a special file that exists (a FIFO, `/dev/stdout`): it is then written in
   * place, since it cannot be renamed over. Off for `--fix`, whose files are regular.
   */
  allowSpecial?: boolean;
}

function unchanged(target: string, expect: Expected): boolean {
  let now: ReadFile;
  try {
    now = readRegularFile(target, expect.bytes.length + 1);
  } catch {
    return false;
  }
  const a = expect.stat; const b = now.stat;
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ino === b.ino && a.dev === b.dev && now.bytes.equals(expect.bytes);
}

/**
 * Replaces `path` with `bytes`, atomically: the file is either the old one or the new one, whatever
 * fails (a full disk, a file-size limit, a kill). A symbolic link is followed and kept; the target
 * keeps its mode. A read-only file (no write permission bit) is refused, as an editor would, rather
 * than replaced by the rename. Throws a UsageError of one sentence.
 */
export function writeFileAtomic(path: string, bytes: Uint8Array, opts: WriteOptions = {}): void {
  let target: string;
  try {
    target = realpathSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || opts.expect) throw new IoError(ioMessage('write', path, e));
    target = path; // a new file (an --html page): written where named
  }
  let st: Stats | undefined;
  try {
    st = statSync(target);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || opts.expect) throw new IoError(ioMessage('write', path, e));
  }
  if (st?.isDirectory()) throw new IoError(`cannot write ${displayPath(path)}: it is a directory`);
  if (st && !st.isFile()) {
    if (!opts.allowSpecial) throw new IoError(`cannot write ${displayPath(path)}: not a regular file (${kind(st)})`);
    writeInPlace(path, target, bytes);
    return;
  }
  if (st && (st.mode & 0o222) === 0) throw new IoError(`cannot write ${displayPath(path)}: the file is read-only`);
  const dir = dirname(target);
  const tmp = join(dir, `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  let fd: number | undefined;
  let created = false;
  try {
    // The new file gets the target's mode (a new page: the usual 0666 less the umask).
    fd = openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, st ? st.mode & 0o7777 : 0o666);
    created = true;
    if (st) {
      fchmodSync(fd, st.mode & 0o7777); // the mode given to open is narrowed by the umask
      try { fchownSync(fd, st.uid, st.gid); } catch { /* only the owner's own ids are allowed */ }
    }
    for (let n = 0; n < bytes.length;) n += writeSync(fd, bytes, n, bytes.length - n);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    opts.beforeCommit?.();
    if (opts.expect && !unchanged(target, opts.expect)) {
      throw new IoError(`${displayPath(path)} changed while it was being fixed; it was left untouched (run again to fix the new version)`);
    }
    renameSync(tmp, target);
    created = false;
  } catch (e) {
    if (fd !== undefined) try { closeSync(fd); } catch { /* already failing */ }
    if (created) try { unlinkSync(tmp); } catch { /* best effort: it is hidden and named as ours */ }
    if (e instanceof UsageError) throw e;
    throw new IoError(ioMessage('write', path, e));
  }
  // The rename is durable once the folder is synced; a folder that cannot be synced is not an error.
  try { const d = openSync(dir, constants.O_RDONLY); try { fsyncSync(d); } finally { closeSync(d); } } catch { /* not supported here */ }
}

/** Writes into an existing special file (a FIFO, a terminal, /dev/stdout) as it is. */
function writeInPlace(path: string, target: string, bytes: Uint8Array): void {
  let fd: number | undefined;
  try {
    fd = openSync(target, constants.O_WRONLY | (constants.O_NOCTTY ?? 0));
    for (let n = 0; n < bytes.length;) n += writeSync(fd, bytes, n, bytes.length - n);
  } catch (e) {
    throw new IoError(ioMessage('write', path, e));
  } finally {
    if (fd !== undefined) try { closeSync(fd); } catch { /* written or failed already */ }
  }
}

const WRITES = new Set(['write', 'rename', 'unlink', 'mkdir', 'fsync', 'copyfile', 'chmod', 'fchmod', 'ftruncate']);

/** An errno error from anywhere, as one sentence with its path (or `path`) and cause. */
export function describeIoError(e: NodeJS.ErrnoException, path?: string): string {
  const where = e.path ?? path;
  const verb = e.syscall === 'scandir' || e.syscall === 'opendir' ? 'search' : e.syscall && WRITES.has(e.syscall) ? 'write' : 'read';
  return where ? ioMessage(verb, where, e) : `${verb === 'write' ? 'cannot write' : 'cannot read'}: ${ioCause(e)}`;
}

/** The first error standard output gave (EPIPE when the reader went away, ENOSPC, EIO…), if any. */
let outputError: NodeJS.ErrnoException | undefined;

/** Listens for standard output's errors (else one is thrown as an uncaught exception). */
export function watchOutput(stream: NodeJS.WriteStream = process.stdout): void {
  stream.on('error', (e: NodeJS.ErrnoException) => { outputError ??= e; });
}

/** What went wrong with standard output, as one sentence; undefined when nothing did, or the reader left. */
export function outputProblem(): string | undefined {
  if (!outputError || outputError.code === 'EPIPE') return undefined;
  return `cannot write standard output: ${ioCause(outputError)}`;
}

const BATCH_CHARS = 1 << 16;

/**
 * Writes pieces of output in batches of about 64 KB, waiting for the stream to drain whenever it
 * asks to: memory stays bounded and nothing is lost to a slow reader. Stops at the first error.
 */
export async function writeOut(pieces: Iterable<string>, stream: NodeJS.WritableStream & { destroyed?: boolean } = process.stdout): Promise<void> {
  let batch = '';
  const flush = async () => {
    if (outputError || stream.destroyed) return;
    const ok = stream.write(batch);
    batch = '';
    if (!ok) await new Promise<void>((done) => {
      const end = () => { stream.off('drain', end); stream.off('error', end); stream.off('close', end); done(); };
      stream.on('drain', end); stream.on('error', end); stream.on('close', end);
    });
  };
  for (const p of pieces) {
    batch += p;
    if (batch.length >= BATCH_CHARS) { await flush(); if (outputError) return; }
  }
  if (batch) await flush();
}

/** Resolves once everything written to `stream` so far is handed to the system (or it failed). */
export function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((done) => {
    if (stream.destroyed || stream.writableEnded) { done(); return; }
    stream.write('', () => done());
  });
}
