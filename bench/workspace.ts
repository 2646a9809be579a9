/**
 * Workspace diagnostics on a large workspace: `--files` postmortems (default 2,000; generated, 4–16 KB,
 * every shape, one in four with known problems) in a temporary folder. Prints
 *  - the time from `initialized` to the end of the first scan (every closed postmortem's problems
 *    published), on a server that does nothing else, and how many files got diagnostics;
 *  - typing in an open 20 KB postmortem (one keystroke every `--gap` ms, each timed from didChange to
 *    that version's diagnostics): idle (workspace diagnostics off), while the workspace is read, and
 *    idle again afterwards; p50/p95 and the ratio of the p95s (the idle baseline is both idle phases).
 *
 *   node --import tsx bench/workspace.ts [--files 2000] [--gap 50] [--keep]
 * (after `npm run build`; runs the server as the extension does, with NODE_FLAGS.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { SHAPES, generate, KB } from './generate.js';
import { CAPABILITIES, LspClient, fixture } from '../test/lsp/harness.js';
import { ms, percentile, ratio } from './util.js';

const { values } = parseArgs({ options: { files: { type: 'string', default: '2000' }, gap: { type: 'string', default: '50' }, keep: { type: 'boolean', default: false } } });
const FILES = Number(values.files);
const GAP_MS = Number(values.gap);
const CAPS = { window: { workDoneProgress: true } };

const ws = mkdtempSync(join(tmpdir(), 'pm-bench-ws-'));
mkdirSync(join(ws, '.git'));
const defective = fixture('checkout.md');
let bytes = 0;
for (let i = 0; i < FILES; i++) {
  const dir = join(ws, `team-${i % 20}`);
  mkdirSync(dir, { recursive: true });
  const text = i % 4 === 0
    ? defective.replace('Checkout latency spike', `Checkout latency spike ${i}`)
    : generate(SHAPES[i % SHAPES.length]!, (4 + (i % 13)) * KB, i).text;
  bytes += text.length;
  writeFileSync(join(dir, `pm-${i}.md`), text);
}
const typed = join(ws, 'typing.md');
const typedText = generate('list', 20 * KB, 99).text;
writeFileSync(typed, typedText);
console.log(`workspace: ${FILES + 1} postmortems, ${(bytes / 2 ** 20).toFixed(1)} MB, in ${ws}`);

const rootUri = pathToFileURL(ws).href;
const start = async (enabled: boolean) => {
  const settings = { workspaceDiagnostics: enabled };
  const client = await LspClient.start({
    rootUri, settings: () => settings, capabilities: { ...CAPABILITIES, ...CAPS },
    initializationOptions: { debounceMs: 0, testing: { workspace: true } },
  });
  return { client, settings };
};
const shown = (client: LspClient) => {
  const last = new Map<string, number>();
  for (const p of client.published) last.set(p.uri, p.diagnostics.length);
  return [...last.values()].filter((n) => n > 0).length;
};

// 1. Time to the first full Problems list, nothing else going on.
{
  const t = performance.now();
  const { client } = await start(true);
  const scan = await client.waitForScans(1, 600_000);
  const elapsed = performance.now() - t;
  console.log(`first full scan: ${ms(elapsed)} for ${scan.total} files (${ms(elapsed / scan.total)} per file), ${shown(client)} files with problems published`);
  await client.stop();
}

// 2. Typing: idle, during a scan, idle again.
{
  const { client, settings } = await start(false);
  const uri = pathToFileURL(typed).href;
  await client.open(uri, typedText);
  const line = Math.floor(typedText.split('\n').length / 2);
  const keystroke = async () => {
    const t = performance.now();
    await client.changeAndWait(uri, [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, text: 'x' }]);
    const elapsed = performance.now() - t;
    await new Promise((r) => setTimeout(r, GAP_MS));
    return elapsed;
  };
  const type = async (n: number) => { const out: number[] = []; for (let i = 0; i < n; i++) out.push(await keystroke()); return out; };
  await type(50); // warm-up
  const idle = await type(200);
  settings.workspaceDiagnostics = true;
  let finished = false;
  const t = performance.now();
  const scanned = client.waitForScans(1, 600_000).then((s) => { finished = true; return s; });
  await client.notify('workspace/didChangeConfiguration', { settings: {} });
  const during: number[] = [];
  while (!finished) during.push(await keystroke());
  const scan = await scanned;
  const scanMs = performance.now() - t;
  const after = await type(200);
  const line_ = (name: string, xs: number[]) => `${name.padEnd(22)} n=${String(xs.length).padStart(4)}  p50 ${ms(percentile(xs, 50)).padStart(8)}  p95 ${ms(percentile(xs, 95)).padStart(8)}  max ${ms(Math.max(...xs)).padStart(8)}`;
  console.log(`scan while typing: ${ms(scanMs)} for ${scan.total} files`);
  console.log(line_('typing, idle', idle));
  console.log(line_('typing, during scan', during));
  console.log(line_('typing, idle after', after));
  // The machine drifts (other load, the JIT warming up): the idle baseline is both idle phases.
  const both = [...idle, ...after];
  console.log(line_('typing, idle (both)', both));
  console.log(`p95 during / idle: ${ratio(percentile(during, 95) / percentile(both, 95))}  (before: ${ratio(percentile(during, 95) / percentile(idle, 95))}, after: ${ratio(percentile(during, 95) / percentile(after, 95))})`);
  await client.stop();
}
if (!values.keep) rmSync(ws, { recursive: true, force: true });
