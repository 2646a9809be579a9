/**
 * V8's optimising compiler (TurboFan) for one run of the CLI. A run is short and spread thinly over
 * many functions: over 1,000 postmortems TurboFan spends about 2.4 s of CPU compiling some 150 of
 * them, more than the whole analysis takes, and does it again in every lint thread (each has its own
 * isolate). With it off the code runs in the interpreter and the baseline compiler: about 1.7× slower
 * once warm, but nothing is left to compile, so a run takes a quarter less CPU over 1,000 files or 16
 * MB (docs/performance.md). It pays again only when a thread has far more text to read than that.
 *
 * The choice changes speed only, never results: a run with it off prints what a run with it on prints
 * (test/cli/cli.test.ts). Node started with a tiering flag of the user's own is left as it is.
 */
import { statSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';

/**
 * Text per lint thread above which TurboFan is kept: its compiles (~2.4 s of CPU per thread, with
 * no spare core for them when every core lints) are repaid at ~70 ms per MB saved once warm.
 */
export const OPTIMIZE_MIN_BYTES_PER_THREAD = 32 * 1024 * 1024;

/** Flags that choose V8's tiers: given by the user, they are kept. */
const TIER_FLAG = /^--(?:no-)?(?:turbofan|opt|maglev|sparkplug|jitless|always-opt|always-sparkplug|regexp-tier-up)$|^--max-opt\b/;

/** True when Node was started with a flag that chooses V8's tiers (on the command line or in NODE_OPTIONS). */
export function tiersChosen(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env['NODE_OPTIONS'] ?? ''): boolean {
  return [...execArgv, ...nodeOptions.split(/\s+/)].some((a) => TIER_FLAG.test(a));
}

/** The sizes of `files` added up, stopping once past `bound` (a file that cannot be read counts 0: its read reports it). */
export function bytesUpTo(files: readonly string[], bound: number): number {
  let n = 0;
  for (const f of files) {
    n += statSync(f, { throwIfNoEntry: false })?.size ?? 0;
    if (n > bound) break;
  }
  return n;
}

export type Compiler = 'optimising' | 'baseline' | 'as given';

/** What `useCompilerFor` chooses, without choosing it. */
export function compilerFor(bytes: number, threads: number, chosen = tiersChosen()): Compiler {
  if (chosen) return 'as given';
  return bytes > OPTIMIZE_MIN_BYTES_PER_THREAD * Math.max(1, threads) ? 'optimising' : 'baseline';
}

/**
 * Chooses the compiler for a run over `bytes` of text on `threads` threads: TurboFan off unless the
 * run is large. Call it before any worker thread starts: V8's flags are the process's, and a worker
 * takes them when it starts.
 */
export function useCompilerFor(bytes: number, threads: number): Compiler {
  const c = compilerFor(bytes, threads);
  if (c === 'baseline') setFlagsFromString('--no-turbofan');
  else if (c === 'optimising') setFlagsFromString('--turbofan'); // on again after baselineFirst
  return c;
}

/** The commands that choose their compiler by the size of their input (useCompilerFor). */
const SIZED_COMMANDS = new Set(['lint', 'inspect', 'timeline']);

/**
 * The launcher's choice before the CLI compiles, for a command that chooses by size: TurboFan off,
 * as it stays unless the input is large, and regular expressions compiled at their first use. The
 * CLI's code cache (code-cache.ts) holds code made under these flags: V8 takes a cache only under the
 * flags it was made with.
 */
export function baselineFirst(command: string | undefined): void {
  if (command === undefined || !SIZED_COMMANDS.has(command) || tiersChosen()) return;
  setFlagsFromString('--no-turbofan');
  // A regular expression is first interpreted, then compiled to machine code when it runs again. The
  // analysis has some 450 of them, large word lists among them, and almost every one runs again on the
  // next line: compiling each at once spares every thread its first, interpreted compile (a tenth of a
  // 1,000-file lint on two threads; docs/performance.md).
  setFlagsFromString('--no-regexp-tier-up');
}
