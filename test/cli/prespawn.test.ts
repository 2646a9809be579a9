/** The lint workers the launcher starts before the CLI loads (server/src/cli/prespawn.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Worker } from 'node:worker_threads';
import { startEarlyWorkers, takeEarlyWorkers } from '../../server/src/cli/prespawn.js';

const script = (body: string) => new URL(`data:text/javascript,${encodeURIComponent(body)}`);
/** The workers started so far and not yet taken (read without taking them). */
const held = (): Worker[] => (globalThis as Record<symbol, { workers: Worker[] } | undefined>)[Symbol.for('postmortem-studio.early-lint-workers')]?.workers ?? [];
const exited = (w: Worker) => new Promise<void>((resolve) => w.on('exit', () => resolve()));
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

test('a worker that fails as it loads ends nothing and is not handed over', async () => {
  startEarlyWorkers(script('throw new Error("bundle failed to load")'), 1);
  const [w] = held();
  assert.ok(w);
  await exited(w);
  await turn();
  assert.deepEqual(takeEarlyWorkers(), []);
});

test('a worker that stops before the CLI takes it is not handed over', async () => {
  startEarlyWorkers(script('process.exit(0)'), 1);
  const [w] = held();
  await exited(w!);
  await turn();
  assert.deepEqual(takeEarlyWorkers(), []);
});

test('the number of early workers follows the run: more are started, extra ones stopped, each given once', async () => {
  const wait = script('setInterval(() => {}, 1000)');
  startEarlyWorkers(wait, 2);
  assert.equal(held().length, 2);
  const [, extra] = held();
  startEarlyWorkers(wait, 1);
  await exited(extra!);
  const taken = takeEarlyWorkers();
  assert.equal(taken.length, 1);
  assert.deepEqual(takeEarlyWorkers(), []);
  await taken[0]!.terminate();
});
