/**
 * Push diagnostics: debounced per document, stale runs dropped, and never published for a version
 * older than the document's current one (or older than one already published).
 */
import type { Connection, Diagnostic } from 'vscode-languageserver/node.js';
import { toDiagnostic } from './convert.js';
import type { DocumentStore } from './documents.js';
import type { Guard } from './safe.js';

export class DiagnosticsScheduler {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Bumped on every schedule; a run that finds a newer generation gives up. */
  private readonly generation = new Map<string, number>();
  private readonly published = new Map<string, number>();

  constructor(
    private readonly connection: Connection,
    private readonly store: DocumentStore,
    private readonly guard: Guard,
    private readonly debounceMs: number,
  ) {}

  /** Re-validate after `delay` ms (the debounce delay by default); replaces any pending run. */
  schedule(uri: string, delay = this.debounceMs): void {
    const gen = (this.generation.get(uri) ?? 0) + 1;
    this.generation.set(uri, gen);
    const pending = this.timers.get(uri);
    if (pending) clearTimeout(pending);
    this.timers.set(uri, setTimeout(() => {
      this.timers.delete(uri);
      void this.run(uri, gen);
    }, delay));
  }

  scheduleAll(): void {
    for (const doc of this.store.documents.all()) this.schedule(doc.uri, 0);
  }

  /** The document closed: cancel pending work and clear its diagnostics. */
  closed(uri: string): void {
    const pending = this.timers.get(uri);
    if (pending) clearTimeout(pending);
    this.timers.delete(uri);
    this.generation.delete(uri);
    this.published.delete(uri);
    void this.connection.sendDiagnostics({ uri, diagnostics: [] });
  }

  private async run(uri: string, gen: number): Promise<void> {
    await this.guard.runAsync('diagnostics', undefined, async () => {
      const a = await this.store.analysis(uri, 'diagnostics');
      if (this.generation.get(uri) !== gen) return; // superseded while the config was read
      const doc = this.store.get(uri);
      if (!a || !doc || doc.version !== a.version) return;
      if ((this.published.get(uri) ?? -Infinity) > a.version) return;
      const diagnostics: Diagnostic[] = a.isPostmortem ? a.result.findings.map(toDiagnostic) : [];
      this.published.set(uri, a.version);
      await this.connection.sendDiagnostics({ uri, version: a.version, diagnostics });
    });
  }
}
