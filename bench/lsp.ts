/**
 * Protocol-level measurements against the built server (`node server/out/server.js --stdio`), with the
 * test harness's client: typing latency (edit → publishDiagnostics of that version, debounce
 * subtracted) and resident memory with many open documents.
 */
import type { PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { LspClient, docUri } from '../test/lsp/harness.js';
import { generate, prng, type Shape } from './generate.js';
import { percentile, rssOf } from './util.js';

export interface TypingResult {
  label: string;
  bytes: number;
  debounceMs: number;
  /** Time from didOpen to the first publish (cold analysis through the server). */
  openMs: number;
  /** Per-edit latency, debounce subtracted. */
  latencies: number[];
  planned: number;
  p50: number;
  p95: number;
  max: number;
  /** Diagnostics in the last publish (sanity: the document is analysed as a postmortem). */
  diagnostics: number;
}

interface Edit { line: number; character: number; insert?: string }

/** Waits for the publish of `version` (or any publish when version is undefined) without the harness's 20 s cap. */
function published(client: LspClient, uri: string, version: number, timeoutMs: number): Promise<PublishDiagnosticsParams> {
  return client.waitForDiagnostics(uri, (p) => p.version === version, timeoutMs);
}

/**
 * Starts the server as the extension does (NODE_FLAGS; `nodeFlags: []` for Node's defaults), opens
 * `text`, then sends `edits` single-character edits one after another: a character typed at a
 * random spot, then deleted again (typo + backspace), so positions vary while the document stays
 * realistic. Stops early when `budgetMs` is spent.
 */
export async function typingLatency(label: string, text: string, opts: { edits: number; debounceMs: number; budgetMs: number; seed?: number; nodeArgs?: string[]; nodeFlags?: readonly string[] }): Promise<TypingResult> {
  const client = await LspClient.start({
    initializationOptions: { debounceMs: opts.debounceMs }, ...(opts.nodeArgs ? { nodeArgs: opts.nodeArgs } : {}), ...(opts.nodeFlags ? { nodeFlags: opts.nodeFlags } : {}),
  });
  try {
    const uri = docUri(`postmortems/typing-${label.replace(/\W+/g, '-')}.md`);
    const lines = text.split('\n');
    const typable = lines.map((l, i) => (l.trim() ? i : -1)).filter((i) => i >= 0);
    const rnd = prng(opts.seed ?? 42);
    let version = 1;
    const t0 = performance.now();
    const first = published(client, uri, 1, 600_000);
    await client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'markdown', version, text } });
    let last = await first;
    const openMs = performance.now() - t0;

    const latencies: number[] = [];
    const started = performance.now();
    let pending: Edit | undefined;
    for (let i = 0; i < opts.edits; i++) {
      if (performance.now() - started > opts.budgetMs && i % 2 === 0) break;
      let edit: Edit;
      if (pending) {
        edit = pending; // backspace over the character typed by the previous edit
        pending = undefined;
      } else {
        const line = typable[Math.floor(rnd() * typable.length)]!;
        const character = Math.floor(rnd() * (lines[line]!.length + 1));
        edit = { line, character, insert: 'etaoinshrdlu'[Math.floor(rnd() * 12)]! };
        pending = { line, character };
      }
      const range = { start: { line: edit.line, character: edit.character }, end: { line: edit.line, character: edit.character + (edit.insert ? 0 : 1) } };
      const l = lines[edit.line]!;
      lines[edit.line] = edit.insert ? l.slice(0, edit.character) + edit.insert + l.slice(edit.character) : l.slice(0, edit.character) + l.slice(edit.character + 1);
      version++;
      const done = published(client, uri, version, 600_000);
      const sent = performance.now();
      await client.notify('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ range, text: edit.insert ?? '' }] });
      last = await done;
      latencies.push(performance.now() - sent - opts.debounceMs);
    }
    return {
      label, bytes: Buffer.byteLength(text), debounceMs: opts.debounceMs, openMs, latencies, planned: opts.edits,
      p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: Math.max(...latencies), diagnostics: last.diagnostics.length,
    };
  } finally {
    await client.stop();
  }
}

export interface MemoryResult {
  documents: number;
  bytesEach: number;
  baselineMB: number;
  rssMB: number;
  peakMB: number;
  /** V8 heap in use after a full GC: what the open documents really retain. */
  heapUsedMB?: number;
  /** V8 heap in use and reserved when RSS was read (before that GC): live data plus garbage not collected yet. */
  heapBeforeGC?: { usedMB: number; totalMB: number };
  /** Documents keeping an analysis / an incremental analyzer (the others keep only their text). */
  retained?: { analyses: number; analyzers: number };
  /** A code lens + hover on the first document opened, whose analysis was dropped: the re-analysis on demand. */
  coldFeatureMs?: number;
  source: '/proc' | 'process.memoryUsage';
}

/** Opens `count` distinct documents of about `bytes` each (shapes rotated) and reads the server's RSS. */
export async function serverMemory(count: number, bytes: number): Promise<MemoryResult> {
  // --expose-gc only lets `$/postmortem/memory` collect before reporting the heap (live data).
  const client = await LspClient.start({ nodeArgs: ['--expose-gc'], initializationOptions: { debounceMs: 0, testing: { memory: true } } });
  try {
    const pid = client.proc.pid!;
    type Mem = {
      heapUsedMB: number; rssMB: number; openDocuments: number;
      beforeGC?: { heapUsedMB: number; heapTotalMB: number }; retained?: { analyses: number; analyzers: number };
    };
    const memory = (): Promise<Mem> => client.request<Mem>('$/postmortem/memory', null);
    const baseline = rssOf(pid)?.rssMB ?? (await memory()).rssMB;
    const shapes: Shape[] = ['table', 'list', 'headings', 'paralist'];
    const batch = 10;
    for (let i = 0; i < count; i += batch) {
      const opened: Promise<PublishDiagnosticsParams>[] = [];
      for (let j = i; j < Math.min(count, i + batch); j++) {
        const g = generate(shapes[j % shapes.length]!, bytes, 1000 + j);
        const uri = docUri(`postmortems/mem-${j}.md`);
        opened.push(client.open(uri, g.text));
      }
      await Promise.all(opened);
    }
    await new Promise((r) => setTimeout(r, 500));
    const proc = rssOf(pid); // before the request below forces a full GC
    const m = await memory();
    if (m.openDocuments !== count) throw new Error(`server reports ${m.openDocuments} open documents, expected ${count}`);
    // Features still answer for a document that keeps only its text: time a code lens + hover on the first one.
    const first = { textDocument: { uri: docUri('postmortems/mem-0.md') } };
    const t0 = performance.now();
    const lenses = await client.request<unknown[]>('textDocument/codeLens', first);
    await client.request('textDocument/hover', { ...first, position: { line: 0, character: 2 } });
    const coldFeatureMs = performance.now() - t0;
    if (!lenses.length) throw new Error('no code lens on the first document');
    return {
      documents: count, bytesEach: bytes, baselineMB: baseline,
      rssMB: proc?.rssMB ?? m.rssMB, peakMB: proc?.peakMB ?? m.rssMB, heapUsedMB: m.heapUsedMB,
      ...(m.beforeGC ? { heapBeforeGC: { usedMB: m.beforeGC.heapUsedMB, totalMB: m.beforeGC.heapTotalMB } } : {}),
      ...(m.retained ? { retained: m.retained } : {}),
      coldFeatureMs,
      source: proc ? '/proc' : 'process.memoryUsage',
    };
  } finally {
    await client.stop();
  }
}
