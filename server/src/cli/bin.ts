/**
 * The `postmortem` command (server/out/cli.js): a small launcher in front of the CLI (cli-main.js).
 * A report over many files is relaunched under NODE_FLAGS (one V8 background thread) when Node was
 * started without flags and NODE_OPTIONS gives no pool size: with Node's default four threads,
 * optimising compiles compete with the report's threads for the cores. Everything else loads the CLI
 * in this process: `lint` turns the optimising compiler off for the run instead (compiler.ts), which
 * leaves the background threads nothing to compete with and costs no second Node start and no second
 * file search. POSTMORTEM_NO_RELAUNCH=1 turns the relaunch off. `--version` and every `--help` are
 * answered here, without loading the CLI.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS, hasPoolSize } from '../launch.js';
import { VERSION } from '../version.js';
import { COMMAND_NAMES, USAGE, commandHelp, parseCommand, type CommandName } from './args.js';
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { runBundle } from './code-cache.js';
import { baselineFirst } from './compiler.js';
import { startEarlyWorkers } from './prespawn.js';
import { lintThreads } from './threads.js';

/** Below this many files a relaunch (one Node start, about 0.1 s here) costs more than it saves. */
const RELAUNCH_MIN_FILES = 500;

/** How many files `argv` would report on, or 0 when it is not a report or the CLI will report a usage error. */
async function reportFileCount(argv: string[]): Promise<number> {
  const command = argv[0];
  if (command !== 'report') return 0;
  try {
    const { values, positionals } = parseCommand(command, argv.slice(1));
    if (positionals.includes('-')) return 0;
    // Files named one by one (a shell glob, say) need no search: the globbing code is not even loaded.
    if (positionals.every((p) => statSync(p, { throwIfNoEntry: false })?.isFile())) return positionals.length;
    const { countFiles } = (await import(SELECT.href)) as typeof import('./files.js');
    return countFiles(positionals, !values['no-ignore']);
  } catch {
    return 0;
  }
}

/** What the launcher answers by itself: the version and the help texts (the CLI is not loaded). */
function answer(argv: string[]): string | undefined {
  const [first, ...rest] = argv;
  if (first === '-v' || first === '--version' || first === 'version') return `${VERSION}\n`;
  if (first === '-h' || first === '--help') return USAGE;
  if (first === 'help') return rest[0] && (COMMAND_NAMES as string[]).includes(rest[0]) ? commandHelp(rest[0] as CommandName) : USAGE;
  if (first && (COMMAND_NAMES as string[]).includes(first)) {
    const end = rest.indexOf('--');
    const own = end < 0 ? rest : rest.slice(0, end);
    if (own.includes('--help') || own.includes('-h')) return commandHelp(first as CommandName);
  }
  return undefined;
}

const MAIN = new URL('./cli-main.cjs', import.meta.url);
/** files.ts on its own (server/out/select.js): loaded only for a run over directories or globs. */
const SELECT = new URL('./select.js', import.meta.url);

/**
 * A run's file count, for a lint over several files (0 otherwise): its workers start before the CLI loads. A lint of a
 * folder or a glob starts one worker before the search, on a machine with cores to spare: a worker takes Node about
 * 80 ms to start, longer than a search of 1,000 files; the count then says how many the run needs (none: it is stopped).
 */
async function lintFileCount(argv: string[], worker: URL): Promise<number> {
  if (argv[0] !== 'lint') return 0;
  try {
    const { values, positionals } = parseCommand('lint', argv.slice(1));
    if (positionals.includes('-')) return 0;
    if (positionals.every((p) => statSync(p, { throwIfNoEntry: false })?.isFile())) return positionals.length;
    if (availableParallelism() > 1) startEarlyWorkers(worker, 1);
    // The CLI takes this search's result instead of searching again (files.ts selectFilesOnce).
    const { countFiles } = (await import(SELECT.href)) as typeof import('./files.js');
    return countFiles(positionals, !values['no-ignore']);
  } catch {
    return 0;
  }
}

if (!isMainThread) {
  // A lint worker started below or by the CLI: the CLI reads its workerData.
  runBundle(fileURLToPath(MAIN));
} else {
  const argv = process.argv.slice(2);
  const answered = answer(argv);
  if (answered !== undefined) {
    process.stdout.write(answered);
  } else {
    // Node started with flags of its own (--inspect, say) is left as it is: the user chose how it runs.
    const count = process.execArgv.length === 0 && !hasPoolSize() && !process.env['POSTMORTEM_NO_RELAUNCH'] ? await reportFileCount(argv) : 0;
    let child: ReturnType<typeof spawnSync> | undefined;
    if (count >= RELAUNCH_MIN_FILES) {
      // POSTMORTEM_STATS=1: say so (tests, performance work).
      if (process.env['POSTMORTEM_STATS']) process.stderr.write(`postmortem: ${count} files: relaunching under ${NODE_FLAGS.join(' ')}\n`);
      // The child is this launcher under flags: it does not relaunch again.
      child = spawnSync(process.execPath, [...NODE_FLAGS, fileURLToPath(import.meta.url), ...argv], { stdio: 'inherit' });
    }
    if (child && !child.error) {
      process.exitCode = child.status ?? 2;
    } else {
      // Before the CLI compiles: the code cache holds code for these flags (compiler.ts).
      baselineFirst(argv[0]);
      const self = new URL(import.meta.url);
      startEarlyWorkers(self, lintThreads(await lintFileCount(argv, self)) - 1);
      runBundle(fileURLToPath(MAIN));
    }
  }
}
