/**
 * Fairness of the language server: hovers on a small document while a large one (generated, `--mb`
 * megabytes, default 10) is opened and then typed in. Prints the small document's hover latency
 * (p50, p95, max) during the large one's first analysis and during its edits, the large document's
 * time to first diagnostics and to its first hover, and each edit's time to diagnostics.
 *
 *   node --import tsx bench/lsp-fairness.ts [--mb 10] [--edits 5]
 * (after `npm run build`; runs the server as the extension does, with NODE_FLAGS.)
 */
import { parseArgs } from 'node:util';
import { generate } from './generate.js';
import { LspClient, docUri, fixture } from '../test/lsp/harness.js';
import { percentile } from './util.js';

const { values } = parseArgs({ options: { mb: { type: 'string', default: '10' }, edits: { type: 'string', default: '5' } } });
const MB = Number(values.mb);
const EDITS = Number(values.edits);

const client = await LspClient.start({ initializationOptions: { debounceMs: 200, testing: { memory: true } } });
const stall = async () => (await client.request<{ eventLoopStallMs: number }>('$/postmortem/memory', null)).eventLoopStallMs;
await stall();
const small = docUri('bench/small-postmortem.md');
await client.open(small, fixture('checkout.md'));
const hover = { textDocument: { uri: small }, position: { line: 23, character: 4 } };

/** Hovers on the small document, one after another, until `done` resolves. */
async function hoversUntil(done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.then(() => { finished = true; }, () => { finished = true; });
  const out: number[] = [];
  while (!finished) {
    const t = performance.now();
    await client.request('textDocument/hover', hover);
    out.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 20));
  }
  return out;
}
const summary = (xs: number[]) => `n=${xs.length} p50=${percentile(xs, 50).toFixed(1)} ms p95=${percentile(xs, 95).toFixed(1)} ms max=${Math.max(...xs).toFixed(1)} ms`;

const big = docUri('bench/big-postmortem.md');
const text = generate('list', MB * 2 ** 20, 7).text;
const lines = text.split('\n').length;
let t = performance.now();
const first = client.waitForDiagnostics(big, (p) => p.version === 1, 600_000);
void client.open(big, text).catch(() => undefined);
const duringOpen = await hoversUntil(first);
const openStall = await stall();
const openMs = performance.now() - t;
t = performance.now();
await client.request('textDocument/hover', { textDocument: { uri: big }, position: { line: 10, character: 3 } });
const bigHoverMs = performance.now() - t;

const editMs: number[] = [];
const duringEdits: number[] = [];
for (let i = 0; i < EDITS; i++) {
  const line = Math.floor(((i + 1) * lines) / (EDITS + 2));
  t = performance.now();
  const done = client.changeAndWait(big, [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, text: 'x' }]);
  duringEdits.push(...await hoversUntil(done));
  editMs.push(performance.now() - t);
}
const editStall = await stall();
await client.stop();

console.log(`large document: ${(text.length / 2 ** 20).toFixed(1)} MB, ${lines} lines`);
console.log(`first diagnostics ${(openMs / 1000).toFixed(1)} s; first hover after them ${bigHoverMs.toFixed(0)} ms; edits to diagnostics (200 ms debounce included): ${editMs.map((x) => `${(x / 1000).toFixed(1)} s`).join(', ')}`);
// The first hover is written to the stream right behind the 10 MB didOpen: no server can read it before
// it has read that message, so it is reported apart from the ones the server could answer at once.
const [behindOpen, ...afterOpen] = duringOpen;
console.log(`small-document hover sent right behind the didOpen message: ${behindOpen?.toFixed(1) ?? '—'} ms`);
console.log(`small-document hovers during the first analysis: ${summary(afterOpen)}`);
console.log(`small-document hovers during the edits:          ${summary(duringEdits)}`);
console.log(`longest stall of the server's event loop: ${openStall.toFixed(0)} ms during the open (the 10 MB didOpen message itself), ${editStall.toFixed(0)} ms during the edits`);
