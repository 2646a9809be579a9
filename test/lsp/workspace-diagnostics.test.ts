/**
 * Workspace diagnostics: every postmortem in the workspace folder has its problems published without
 * being opened — the files `postmortem lint` would read, no others — and they follow the files on disk
 * (changed, deleted, a folder moved in), give way to an open document's version, come back when it
 * closes, stop with `postmortem.workspaceDiagnostics: false`, and show cancellable progress.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { CAPABILITIES, LspClient, fixture } from './harness.js';

const CAPS = { ...CAPABILITIES, window: { workDoneProgress: true } };
const NOT_A_POSTMORTEM = '# Team notes\n\nLunch is at noon on Fridays.\n';

function workspace(): string {
  const ws = mkdtempSync(join(tmpdir(), 'pm-lsp-ws-'));
  mkdirSync(join(ws, '.git')); // the repository root: ignore files above it are not read
  writeFileSync(join(ws, 'checkout.md'), fixture('checkout.md'));
  mkdirSync(join(ws, 'reviews'));
  writeFileSync(join(ws, 'reviews', 'webhooks.md'), fixture('webhooks.md'));
  writeFileSync(join(ws, 'reviews', 'payments.md'), fixture('checkout.md').replace('Checkout latency spike', 'Payments latency spike'));
  writeFileSync(join(ws, 'notes.md'), NOT_A_POSTMORTEM);
  mkdirSync(join(ws, 'drafts'));
  writeFileSync(join(ws, 'drafts', 'ignored.md'), fixture('checkout.md'));
  writeFileSync(join(ws, '.postmortemignore'), 'drafts/\n');
  mkdirSync(join(ws, 'archive'));
  writeFileSync(join(ws, 'archive', 'old.md'), fixture('checkout.md'));
  writeFileSync(join(ws, 'archive', '.postmortemrc.json'), JSON.stringify({ ignores: ['old.md'] }));
  mkdirSync(join(ws, '.hidden'));
  writeFileSync(join(ws, '.hidden', 'secret.md'), fixture('checkout.md'));
  mkdirSync(join(ws, 'node_modules', 'pkg'), { recursive: true });
  writeFileSync(join(ws, 'node_modules', 'pkg', 'README.md'), fixture('checkout.md'));
  execFileSync('mkfifo', [join(ws, 'pipe.md')]);
  return ws;
}

const uriOf = (ws: string, rel: string) => pathToFileURL(join(ws, rel)).href;

/** The last diagnostics published for `uri` (undefined: none ever). */
function last(client: LspClient, uri: string): PublishDiagnosticsParams | undefined {
  return client.published.filter((p) => p.uri === uri).at(-1);
}

describe('workspace diagnostics', () => {
  let ws: string;
  let client: LspClient;
  let settings: Record<string, unknown> = {};
  const watched = (changes: { rel: string; type: 1 | 2 | 3 }[]) => client.notify('workspace/didChangeWatchedFiles', { changes: changes.map((c) => ({ uri: uriOf(ws, c.rel), type: c.type })) });

  before(async () => {
    ws = workspace();
    client = await LspClient.start({
      rootUri: pathToFileURL(ws).href, capabilities: CAPS, settings: () => settings,
      initializationOptions: { testing: { workspace: true } },
    });
    await client.waitForScans(1);
  });
  after(async () => {
    await client.stop();
    rmSync(ws, { recursive: true, force: true });
  });

  it('publishes the problems of every closed postmortem, and only of the files lint would read', async () => {
    const scan = client.scans[0]!;
    assert.equal(scan.cancelled, false);
    // checkout, webhooks, payments, notes, archive/old (then dropped by `ignores`); the walk lists
    // no FIFO.
    assert.equal(scan.total, 5, 'the CLI selection: hidden folders, node_modules and .postmortemignore are left out');
    for (const rel of ['checkout.md', 'reviews/payments.md']) {
      const p = last(client, uriOf(ws, rel));
      assert.ok(p && p.diagnostics.length > 0, `${rel} has its problems: ${JSON.stringify(p)}`);
      assert.equal(p.version, undefined, 'a closed file has no version');
    }
    assert.ok(last(client, uriOf(ws, 'checkout.md'))!.diagnostics.some((d) => d.code === 'timeline-order'));
    for (const rel of ['reviews/webhooks.md', 'notes.md', 'drafts/ignored.md', 'archive/old.md', '.hidden/secret.md', 'node_modules/pkg/README.md', 'pipe.md']) {
      assert.equal(last(client, uriOf(ws, rel)), undefined, `nothing for ${rel}`);
    }
    assert.ok(client.watchers.some((w) => w.globPattern === '**/*.{md,markdown}'), JSON.stringify(client.watchers));
  });

  it('never reads a FIFO: one reported as created is passed over, and the files after it are read', async () => {
    writeFileSync(join(ws, 'notes.md'), fixture('checkout.md'));
    const notes = uriOf(ws, 'notes.md');
    const done = client.waitForDiagnostics(notes, (p) => p.diagnostics.length > 0);
    await watched([{ rel: 'pipe.md', type: 1 }, { rel: 'notes.md', type: 2 }]);
    await done;
    assert.equal(last(client, uriOf(ws, 'pipe.md')), undefined);
  });

  it('shows progress while the workspace is read, which can be cancelled', () => {
    const begin = client.progress.find((p) => p.value.kind === 'begin');
    assert.ok(begin, JSON.stringify(client.progress));
    assert.equal(begin.value.cancellable, true);
    assert.ok(client.progress.some((p) => p.token === begin.token && p.value.kind === 'end'));
  });

  it('follows a file changed on disk', async () => {
    const uri = uriOf(ws, 'reviews/payments.md');
    const before = last(client, uri);
    assert.ok(before && before.diagnostics.length > 0, JSON.stringify(before));
    writeFileSync(join(ws, 'reviews', 'payments.md'), NOT_A_POSTMORTEM);
    let done = client.waitForDiagnostics(uri, (p) => p.diagnostics.length === 0);
    await watched([{ rel: 'reviews/payments.md', type: 2 }]);
    await done;
    writeFileSync(join(ws, 'reviews', 'payments.md'), fixture('checkout.md'));
    done = client.waitForDiagnostics(uri, (p) => p.diagnostics.some((d) => d.code === 'timeline-order'));
    await watched([{ rel: 'reviews/payments.md', type: 2 }]);
    await done;
  });

  it('clears a deleted file, and a deleted folder', async () => {
    writeFileSync(join(ws, 'extra.md'), fixture('checkout.md'));
    const extra = uriOf(ws, 'extra.md');
    let done = client.waitForDiagnostics(extra, (p) => p.diagnostics.length > 0);
    await watched([{ rel: 'extra.md', type: 1 }]);
    await done;
    unlinkSync(join(ws, 'extra.md'));
    done = client.waitForDiagnostics(extra, (p) => p.diagnostics.length === 0);
    await watched([{ rel: 'extra.md', type: 3 }]);
    await done;

    // A folder moved in reports only itself; moved out, the same.
    cpSync(join(ws, 'reviews'), join(ws, 'moved'), { recursive: true });
    const moved = uriOf(ws, 'moved/payments.md');
    done = client.waitForDiagnostics(moved, (p) => p.diagnostics.length > 0);
    await watched([{ rel: 'moved', type: 1 }]);
    await done;
    rmSync(join(ws, 'moved'), { recursive: true });
    done = client.waitForDiagnostics(moved, (p) => p.diagnostics.length === 0);
    await watched([{ rel: 'moved', type: 3 }]);
    await done;
  });

  it("the open document's version wins; closed, the file on disk shows again", async () => {
    const uri = uriOf(ws, 'checkout.md');
    const opened = await client.open(uri, NOT_A_POSTMORTEM);
    assert.deepEqual(opened.diagnostics, [], 'the open text is no postmortem');
    // The file changes on disk while open: the scan publishes nothing for it (and payments.md, read
    // after it, shows the scan got that far).
    writeFileSync(join(ws, 'checkout.md'), `${fixture('checkout.md')}\n- 15:00 Something else\n`);
    const other = uriOf(ws, 'reviews/payments.md');
    writeFileSync(join(ws, 'reviews', 'payments.md'), NOT_A_POSTMORTEM);
    const count = client.published.length;
    const done = client.waitForDiagnostics(other, (p) => p.diagnostics.length === 0);
    await watched([{ rel: 'checkout.md', type: 2 }, { rel: 'reviews/payments.md', type: 2 }]);
    await done;
    assert.deepEqual(client.published.slice(count).filter((p) => p.uri === uri), [], 'nothing published over the open version');
    // Closed: the file's problems on disk again.
    const back = client.waitForDiagnostics(uri, (p) => p.version === undefined && p.diagnostics.length > 0);
    await client.close(uri);
    await back;
  });

  it('a config file that changes reads everything again', async () => {
    const uri = uriOf(ws, 'archive/old.md');
    writeFileSync(join(ws, 'archive', '.postmortemrc.json'), JSON.stringify({ ignores: [] }));
    const done = client.waitForDiagnostics(uri, (p) => p.diagnostics.length > 0);
    await watched([{ rel: 'archive/.postmortemrc.json', type: 2 }]);
    await done;
  });

  it('postmortem.workspaceDiagnostics: false clears them, true brings them back', async () => {
    const uri = uriOf(ws, 'archive/old.md');
    const checkout = uriOf(ws, 'checkout.md');
    settings = { workspaceDiagnostics: false };
    let done = Promise.all([uri, checkout].map((u) => client.waitForDiagnostics(u, (p) => p.diagnostics.length === 0)));
    await client.notify('workspace/didChangeConfiguration', { settings: {} });
    await done;
    const scans = client.scans.length;
    const opened = await client.open(checkout, fixture('checkout.md'));
    assert.ok(opened.diagnostics.length > 0, 'open documents keep their diagnostics');
    await client.close(checkout);
    settings = {};
    done = Promise.all([uri, checkout].map((u) => client.waitForDiagnostics(u, (p) => p.diagnostics.length > 0)));
    await client.notify('workspace/didChangeConfiguration', { settings: {} });
    await done;
    assert.equal((await client.waitForScans(scans + 1)).cancelled, false);
  });
});

describe('workspace diagnostics of a larger workspace', () => {
  it('a scan cancelled from its progress stops, and shutdown stops the worker', async () => {
    const ws = mkdtempSync(join(tmpdir(), 'pm-lsp-ws-big-'));
    mkdirSync(join(ws, '.git'));
    for (let i = 0; i < 400; i++) writeFileSync(join(ws, `pm-${String(i).padStart(3, '0')}.md`), fixture('checkout.md'));
    const client = await LspClient.start({ rootUri: pathToFileURL(ws).href, capabilities: CAPS, initializationOptions: { testing: { workspace: true } } });
    try {
      const begin = await client.waitForNotification<LspClient['progress'][number]>('$/progress', (p) => p.value.kind === 'begin');
      await client.notify('window/workDoneProgress/cancel', { token: begin.token });
      const scan = await client.waitForScans(1);
      assert.equal(scan.cancelled, true);
      assert.equal(scan.total, 400);
      const shown = new Set(client.published.filter((p) => p.diagnostics.length).map((p) => p.uri)).size;
      assert.ok(shown < 400, `stopped before the end (${shown} files shown)`);
      assert.ok(client.progress.some((p) => p.token === begin.token && p.value.kind === 'end'));
    } finally {
      await client.stop();
      rmSync(ws, { recursive: true, force: true });
    }
  });
});
