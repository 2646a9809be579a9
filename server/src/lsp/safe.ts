/**
 * Every feature runs inside `guard`: an exception is logged and the request answers its empty value,
 * so one broken feature never takes the others (or the server) down. A `ResponseError` (a cancelled
 * request) is the answer itself and goes to the client as it is.
 */
import { ResponseError } from 'vscode-languageserver/node.js';

export interface Logger { error(message: string): void }

export class Guard {
  /** Feature names that throw on purpose (initializationOptions.testing.throwIn), for robustness tests. */
  constructor(private readonly log: Logger, private readonly throwIn: readonly string[] = []) {}

  run<R>(feature: string, empty: R, fn: () => R): R {
    try {
      if (this.throwIn.includes(feature)) throw new Error(`injected failure in ${feature}`);
      return fn();
    } catch (e) {
      this.report(feature, e);
      return empty;
    }
  }

  async runAsync<R>(feature: string, empty: R, fn: () => Promise<R>): Promise<R> {
    try {
      if (this.throwIn.includes(feature)) throw new Error(`injected failure in ${feature}`);
      return await fn();
    } catch (e) {
      if (e instanceof ResponseError) throw e;
      this.report(feature, e);
      return empty;
    }
  }

  report(feature: string, e: unknown): void {
    const text = e instanceof Error ? (e.stack ?? e.message) : String(e);
    this.log.error(`[postmortem] ${feature} failed: ${text}`);
  }
}
