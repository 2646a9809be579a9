/**
 * How many threads lint a run's files, the main one included: one per core (at most 8), and only when
 * every thread gets at least FILES_PER_THREAD files. Shared by the launcher (bin.ts), which starts the
 * workers before it loads the CLI, and the CLI (cli.ts), which hands them the files.
 *
 * A worker starts Node and loads the bundle before it lints anything, then warms up on its own (inline
 * caches, regular expressions: its first files take longer) while the main thread lints on. On two
 * cores a second thread cost 0.6× more CPU for no gain in time over 100 and 200 postmortems, and paid
 * from 400 (0.85× the time).
 */
import { availableParallelism } from 'node:os';

export const FILES_PER_THREAD = 150;
export const MAX_THREADS = 8;

export function lintThreads(files: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, MAX_THREADS, Math.floor(files / FILES_PER_THREAD)));
}
