/**
 * Push diagnostics: debounced per document, stale runs dropped, and never published for a version
 * older than the document's current one (or older than one already published).
 */
import type { Connection } from 'vscode-languageserver/node.js';
import type { DocumentStore } from './documents.js';
import type { Router } from './router.js';
import type { LocalRouter } from './local.js';
import type { Guard } from './safe.js';

export class DiagnosticsScheduler {
  /** Pending runs: a timer, or an immediate when there is no delay (a 0 ms timer still waits about 1 ms). */
  private readonly timers = new Map<string, { cancel(): void }>();
  /** Bumped on every schedule; a run that finds a newer generation gives up. */
  private readonly generation = new Map<string, number>();
  private readonly published = new Map<string, number>();
  /** Runs started and not yet finished. */
  private running = 0;
  /** Called when no run is pending or running (the workspace scan may go on: workspace.ts). */
  onIdle?: () => void;

  constructor(
    private readonly connection: Connection,
    private readonly store: DocumentStore,
    private readonly router: Pick<Router | LocalRouter, 'diagnostics'>,
    private readonly guard: Guard,
    private readonly debounceMs: number,
  ) {}

  /** Re-validate after `delay` ms (the debounce delay by default); replaces any pending run. */
  schedule(uri: string, delay = this.debounceMs): void {
    const gen = (this.generation.get(uri) ?? 0) + 1;
    this.generation.set(uri, gen);
    this.timers.get(uri)?.cancel();
    const run = () => {
      this.timers.delete(uri);
      void this.run(uri, gen);
    };
    if (delay <= 0) {
      const h = setImmediate(run);
      this.timers.set(uri, { cancel: () => clearImmediate(h) });
    } else {
      const h = setTimeout(run, delay);
      this.timers.set(uri, { cancel: () => clearTimeout(h) });
    }
  }

  scheduleAll(): void {
    for (const doc of this.store.documents.all()) this.schedule(doc.uri, 0);
  }

  /** The document closed: cancel pending work and clear its diagnostics. */
  closed(uri: string): void {
    this.timers.get(uri)?.cancel();
    this.timers.delete(uri);
    this.generation.delete(uri);
    this.published.delete(uri);
    void this.connection.sendDiagnostics({ uri, diagnostics: [] });
  }

  private async run(uri: string, gen: number): Promise<void> {
    this.running++;
    try {
      await this.publishRun(uri, gen);
    } finally {
      if (--this.running === 0 && this.timers.size === 0) this.onIdle?.();
    }
  }

  private async publishRun(uri: string, gen: number): Promise<void> {
    await this.guard.runAsync('diagnostics', undefined, async () => {
      const a = await this.router.diagnostics(uri);
      if (this.generation.get(uri) !== gen) return; // superseded while the config was read or a worker analysed
      const doc = this.store.get(uri);
      if (!a || !doc || doc.version !== a.version) return;
      if ((this.published.get(uri) ?? -Infinity) > a.version) return;
      this.published.set(uri, a.version);
      await this.connection.sendDiagnostics({ uri, version: a.version, diagnostics: a.diagnostics });
    });
  }
}
