/**
 * How Node is started for the language server and the CLI. Shared by the VS Code client (execArgv of
 * the server process), the CLI (which relaunches itself for large reports), the protocol test harness and
 * the benchmark, so all of them run the server the same way; docs/editors.md gives the same flags.
 *
 * `--v8-pool-size=1`: V8 gets one background thread instead of Node's default four. Those threads run
 * optimising compiles and GC helpers. On a two-core machine, four of them busy with TurboFan (about
 * 2.5 s of compile CPU in the first 200 keystrokes of a 20 KB postmortem) kept the main thread waiting
 * on the run queue for several milliseconds at a time. With one, the analysis keeps a core; the compiles
 * still run in the background, one at a time. Measured in docs/performance.md.
 */
export const NODE_FLAGS: readonly string[] = ['--v8-pool-size=1'];

/** True when this process already runs with a V8 pool size: ours, or one the user chose (flags or NODE_OPTIONS). */
export function hasPoolSize(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env['NODE_OPTIONS'] ?? ''): boolean {
  return execArgv.some((a) => a.startsWith('--v8-pool-size')) || nodeOptions.includes('--v8-pool-size');
}
