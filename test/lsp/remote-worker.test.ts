/** The worker thread of a large document (remote.ts): started with the young generation it is given. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RemotePool, WORKER_YOUNG_GENERATION_MB } from '../../server/src/lsp/remote.js';
import type { DocumentConfig } from '../../server/src/lsp/settings.js';
import { DEFAULT_CONFIG } from '../../server/src/core/config.js';

// A stand-in for lsp-worker.js that answers every request with the resource limits it runs under.
const ECHO_LIMITS = new URL(`data:text/javascript,${encodeURIComponent(`
import { parentPort, resourceLimits } from 'node:worker_threads';
parentPort.on('message', (m) => { if (m.type === 'request') parentPort.postMessage({ id: m.id, version: 1, result: resourceLimits }); });
`)}`);

test('a document worker runs with the larger young generation (fewer scavenges of a large model)', async () => {
  const pool = new RemotePool({ workerUrl: ECHO_LIMITS, timeoutMs: 20_000, maxWorkers: 1, log: () => undefined });
  try {
    const settings = { config: DEFAULT_CONFIG, problems: [] } as unknown as DocumentConfig;
    const answer = await pool.get('file:///big.md').request('diagnostics', null, { now: 0, documentChanges: false, hoverShowsDiagnostics: false }, {
      version: 1, text: () => '# Big', length: 5, settings, pathMatches: false, now: 0,
    });
    assert.equal(answer.kind, 'answer');
    const limits = (answer as { result: { maxYoungGenerationSizeMb: number } }).result;
    assert.equal(limits.maxYoungGenerationSizeMb, WORKER_YOUNG_GENERATION_MB);
    assert.ok(WORKER_YOUNG_GENERATION_MB > 48, 'more than V8\'s default (16 MB semi-spaces)');
  } finally {
    pool.dispose();
  }
});
