/**
 * One document never starves the others. A large document is analysed in a worker thread of its own
 * while hovers on a small one are answered; requests for the large one wait for its model (or answer
 * RequestCancelled when cancelled); a worker that takes too long is terminated and says so in the
 * document's diagnostics, and the document is analysed afresh after its next change. Every feature
 * answers through a worker exactly what it answers on the main thread.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PublishDiagnosticsParams, Range } from 'vscode-languageserver-protocol';
import { generate } from '../../bench/generate.js';
import { LspClient, docUri, fixture } from './harness.js';

const NOW = Date.UTC(2024, 2, 12, 15, 7, 9);
const ALL: Range = { start: { line: 0, character: 0 }, end: { line: 100000, character: 0 } };
/** Generous: only a small-document request stuck behind the large document's analysis exceeds it. */
const SMALL_CEILING_MS = 2000;

const td = (uri: string) => ({ textDocument: { uri } });

/** Every feature's answer, in one comparable value. */
async function features(client: LspClient, uri: string, lines: number): Promise<unknown> {
  const probes = [0, 3, 10, 17, 21, Math.floor(lines / 2), lines - 1];
  return {
    hovers: await Promise.all(probes.flatMap((line) => [0, 3, 8].map((character) => client.request('textDocument/hover', { ...td(uri), position: { line, character } })))),
    completion: await client.request('textDocument/completion', { ...td(uri), position: { line: 0, character: 0 } }),
    lenses: await client.request('textDocument/codeLens', td(uri)),
    symbols: await client.request('textDocument/documentSymbol', td(uri)),
    folds: await client.request('textDocument/foldingRange', td(uri)),
    hints: await client.request('textDocument/inlayHint', { ...td(uri), range: ALL }),
    actions: await client.request('textDocument/codeAction', { ...td(uri), range: ALL, context: { diagnostics: [] } }),
    fixAll: await client.request('textDocument/codeAction', { ...td(uri), range: ALL, context: { diagnostics: [], only: ['source.fixAll'] } }),
    timeline: await client.request('postmortem/timeline', { uri }),
  };
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

describe('documents analysed in workers', () => {
  it('answer every feature as the main thread does, and keep answering after edits', async () => {
    const local = await LspClient.start({ initializationOptions: { now: NOW } });
    const remote = await LspClient.start({ initializationOptions: { now: NOW, testing: { memory: true }, analysis: { workerChars: 0 } } });
    try {
      for (const name of ['checkout.md', 'table.md', 'webhooks.md', 'surfaces.md', 'notes.md']) {
        const uri = docUri(`fair/${name.replace('.md', '')}-postmortem.md`);
        const text = fixture(name);
        const lines = text.split('\n').length;
        const [a, b] = await Promise.all([local.open(uri, text), remote.open(uri, text)]);
        assert.deepEqual(b.diagnostics, a.diagnostics, `${name}: diagnostics`);
        assert.deepEqual(await features(remote, uri, lines), await features(local, uri, lines), `${name}: features`);
        const edit = [{ range: { start: { line: 2, character: 0 }, end: { line: 2, character: 0 } }, text: '- 23:59 UTC a late entry\n' }];
        const [c, d] = await Promise.all([local.changeAndWait(uri, edit), remote.changeAndWait(uri, edit)]);
        assert.deepEqual(d.diagnostics, c.diagnostics, `${name}: diagnostics after an edit`);
        assert.deepEqual(await features(remote, uri, lines + 1), await features(local, uri, lines + 1), `${name}: features after an edit`);
      }
      const m = await remote.request<{ workers: number }>('$/postmortem/memory', null);
      assert.equal(m.workers, 4, 'at most maxWorkers (4) workers live');
      for (const name of ['checkout', 'table', 'webhooks', 'surfaces', 'notes']) await remote.close(docUri(`fair/${name}-postmortem.md`));
      assert.equal((await remote.request<{ workers: number }>('$/postmortem/memory', null)).workers, 0, 'closing ends the workers');
    } finally {
      await Promise.all([local.stop(), remote.stop()]);
    }
    assert.deepEqual(remote.logs.filter((l) => / failed: /.test(l.message)).map((l) => l.message), []);
  });

  it('keep the worker copy equal to the client text through random edits, out-of-range ones included', async () => {
    const local = await LspClient.start({ initializationOptions: { now: NOW, debounceMs: 500 } });
    const remote = await LspClient.start({ initializationOptions: { now: NOW, debounceMs: 500, analysis: { workerChars: 0 } } });
    try {
      const uri = docUri('fair/edited-postmortem.md');
      await Promise.all([local.open(uri, fixture('table.md')), remote.open(uri, fixture('table.md'))]);
      let seed = 5;
      const rand = (n: number) => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed % n; };
      const pieces = ['', 'x', '\n', '- 10:0', '\r\n', '| 10:00 | y |\n', '## Impact\n'];
      for (let round = 0; round < 15; round++) {
        const pos = () => ({ line: rand(8) === 0 ? 500 + rand(9) : rand(60), character: rand(5) === 0 ? 900 : rand(12) });
        const changes = Array.from({ length: 1 + rand(4) }, () => ({ range: { start: pos(), end: pos() }, text: pieces[rand(pieces.length)]! }));
        local.change(uri, changes);
        remote.change(uri, changes);
        // Each round asks the worker, so it gets the changes of this round as a batch.
        assert.deepEqual(await remote.request('textDocument/foldingRange', td(uri)), await local.request('textDocument/foldingRange', td(uri)), `round ${round}`);
      }
      assert.deepEqual(await features(remote, uri, 60), await features(local, uri, 60));
    } finally {
      await Promise.all([local.stop(), remote.stop()]);
    }
  });

  it('serve a small document while a large one is analysed', async () => {
    const client = await LspClient.start({ initializationOptions: { now: NOW } });
    try {
      const small = docUri('fair/small-postmortem.md');
      await client.open(small, fixture('checkout.md'));
      const big = docUri('fair/big-postmortem.md');
      const text = generate('list', 5 * 2 ** 20, 3).text;
      let bigDone = false;
      // A generous ceiling for the large document's own analysis (seconds to tens of seconds).
      const bigOpened = client.waitForDiagnostics(big, (p) => p.version === 1, 300_000).then((p) => { bigDone = true; return p; });
      bigOpened.catch(() => undefined); // awaited below; a failure before that must not go unhandled
      void client.open(big, text).catch(() => undefined);
      const hover = { ...td(small), position: { line: 23, character: 4 } };
      const reference = await client.request('textDocument/hover', hover);
      assert.ok(reference, 'the small document has a hover there');
      const latencies: number[] = [];
      let whileBusy = 0;
      for (let i = 0; i < 40 && !bigDone; i++) {
        const t = performance.now();
        assert.deepEqual(await client.request('textDocument/hover', hover), reference);
        latencies.push(performance.now() - t);
        if (!bigDone) whileBusy++;
        await new Promise((resolve) => setImmediate(resolve));
      }
      // A request for the large document waits for its model, then answers from it.
      const symbols = await client.request<unknown[]>('textDocument/documentSymbol', td(big));
      assert.ok(symbols.length > 0);
      const published: PublishDiagnosticsParams = await bigOpened;
      assert.equal(published.version, 1);
      const p50 = percentile(latencies, 50);
      const max = Math.max(...latencies);
      console.log(`small-document hovers while a ${(text.length / 2 ** 20).toFixed(1)} MB document was analysed: n=${latencies.length} p50=${p50.toFixed(1)} ms max=${max.toFixed(1)} ms`);
      assert.ok(whileBusy >= 5, `hovers answered while the large document was analysed: ${whileBusy}`);
      assert.ok(max < SMALL_CEILING_MS, `slowest small-document hover ${max.toFixed(0)} ms`);
    } finally {
      await client.stop();
    }
  });

  it('answer RequestCancelled for a cancelled request, and stop a worker that takes too long', async () => {
    // A worker given the marker never finishes: it stands for an analysis that runs away.
    const client = await LspClient.start({ initializationOptions: { now: NOW, testing: { memory: true, hangOn: 'RUNAWAY' }, analysis: { timeoutMs: 3000 } } });
    try {
      const small = docUri('fair/small-postmortem.md');
      await client.open(small, fixture('checkout.md'));
      const big = docUri('fair/slow-postmortem.md');
      const text = `${fixture('checkout.md')}\nRUNAWAY\n`.padEnd(300 * 1024, '\n');
      const stopped = client.open(big, text);

      // Cancelling a request that waits for the model answers at once.
      const { CancellationTokenSource } = await import('vscode-languageserver-protocol');
      const source = new CancellationTokenSource();
      const waiting = client.conn.sendRequest('textDocument/documentSymbol', td(big), source.token);
      source.cancel();
      await assert.rejects(waiting, (e: { code?: number }) => e.code === -32800);

      const p = await stopped;
      assert.equal(p.diagnostics.length, 1);
      assert.equal(p.diagnostics[0]!.code, 'analysis-stopped');
      assert.match(p.diagnostics[0]!.message, /longer than 3000 ms/);
      assert.ok(client.logs.some((l) => /longer than 3000 ms and was stopped/.test(l.message)));
      assert.equal((await client.request<{ workers: number }>('$/postmortem/memory', null)).workers, 0, 'the worker was terminated');
      // The same version is not tried again; the other document never noticed.
      assert.equal(await client.request('textDocument/hover', { ...td(big), position: { line: 0, character: 0 } }), null);
      assert.ok(await client.request("textDocument/hover", { ...td(small), position: { line: 23, character: 4 } }), "the small document still answers");
      // A change to a small text analyses it afresh, in a new worker.
      const next = await client.changeAndWait(big, [{ text: fixture('checkout.md') }]);
      assert.ok(next.diagnostics.some((d) => d.code === "timeline-order"), JSON.stringify(next.diagnostics.map((d) => d.code)));
      assert.equal((await client.request<{ workers: number }>('$/postmortem/memory', null)).workers, 1, 'it stays in a worker');
    } finally {
      await client.stop();
    }
  });
});
