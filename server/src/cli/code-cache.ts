/**
 * Runs the CLI bundle (server/out/cli-main.cjs) with V8's code cache beside it (cli-main.cjs.cache),
 * in the launcher's thread and in every lint worker. Compiling the 1 MB bundle, and then each function
 * the first time it runs, costs a thread about 40 ms before it reads a file; from the cache it costs a
 * few. The build writes the cache (scripts/build.mjs) after a lint of the examples, so it holds the
 * functions a lint runs, not only the top level.
 *
 * V8 takes a cache only for the same V8, the same flags and a source of the same length; the cache
 * file starts with the SHA-256 of the source it was made from, so a cache left over from another
 * build is never used. A cache that does not fit is ignored and the bundle compiles as it would
 * without one: the cache changes how fast the CLI starts, never what it does.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import vm from 'node:vm';

const HASH_BYTES = 32;
/** Where runBundle notes whether the cache was taken (read by the CLI's statistics, in the other bundle). */
const TAKEN = Symbol.for('postmortem-studio.code-cache-taken');
type Holder = { [TAKEN]?: boolean };

/** Whether this thread's CLI was compiled from the code cache; undefined when it was not run by runBundle (from sources). */
export function codeCacheTaken(): boolean | undefined {
  return (globalThis as Holder)[TAKEN];
}

/** The cache file of `file`, read and checked against `source`: the data to hand V8, or undefined. */
function cachedDataFor(cacheFile: string, source: string): Buffer | undefined {
  let bytes: Buffer;
  try { bytes = readFileSync(cacheFile); } catch { return undefined; }
  if (bytes.length <= HASH_BYTES) return undefined;
  const hash = createHash('sha256').update(source).digest();
  return bytes.subarray(0, HASH_BYTES).equals(hash) ? bytes.subarray(HASH_BYTES) : undefined;
}

/**
 * Runs the CommonJS bundle `file` as Node's loader would (exports, require, module, __filename,
 * __dirname), compiled from its cache when one fits. With POSTMORTEM_WRITE_CODE_CACHE=1 (the build's
 * step, nothing else) the cache is written when the process exits.
 */
export function runBundle(file: string): { cacheUsed: boolean } {
  const source = readFileSync(file, 'utf8');
  const cacheFile = `${file}.cache`;
  const cachedData = cachedDataFor(cacheFile, source);
  // One line: the bundle's own line numbers are kept in stack traces.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  if (process.env['POSTMORTEM_WRITE_CODE_CACHE'] === '1') {
    process.once('exit', () => {
      const hash = createHash('sha256').update(source).digest();
      writeFileSync(`${cacheFile}.tmp`, Buffer.concat([hash, script.createCachedData()]));
      renameSync(`${cacheFile}.tmp`, cacheFile);
    });
  }
  const taken = cachedData !== undefined && !script.cachedDataRejected;
  (globalThis as Holder)[TAKEN] = taken;
  const module = { exports: {} };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, dirname(file));
  return { cacheUsed: taken };
}
