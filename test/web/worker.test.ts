/**
 * The browser language server in a real Chromium Web Worker (headless, playwright-core), spoken to over
 * LSP: initialize, a postmortem with defects opened, its diagnostics, a hover, an edit, and a config
 * file given by the client (postmortem/configFile) then changed. The same session against the Node
 * server (server/out/server.js, reading the same config file from disk) must give the same answers:
 * one analysis, two hosts.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import {
  createProtocolConnection, StreamMessageReader, StreamMessageWriter,
  type Hover, type InitializeResult, type ProtocolConnection, type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node.js';
import { NODE_FLAGS } from '../../server/src/launch.js';
import { CAPABILITIES, SERVER } from '../lsp/harness.js';
import { BROWSER_SERVER, launchChromium, serveRoot, startWorkerServer, type WorkerServer } from './harness.js';

const DOC = [
  '# Postmortem: checkout outage on 2024-03-04',
  '',
  '## Summary',
  '',
  'Checkout requests failed for twenty minutes.',
  '',
  '## Timeline',
  '',
  '- 14:05 deploy of cart service started',
  '- 14:12 UTC first alert fired',
  '- 14:09 UTC rollback finished',
  '',
].join('\n');
const RC = '{\n  "rules": { "timezone-missing": "off" },\n  "bogus": 1\n}\n';
const NOW = Date.UTC(2024, 5, 1);

/** One LSP session: what the server published, and waiting for it. */
class Session {
  readonly published: PublishDiagnosticsParams[] = [];
  configFileAsks: string[] = [];
  private waiters: { pred: (p: PublishDiagnosticsParams) => boolean; resolve: (p: PublishDiagnosticsParams) => void }[] = [];
  constructor(readonly conn: ProtocolConnection, configFile?: () => unknown, private readonly failed: Promise<never> = new Promise(() => undefined)) {
    conn.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
      this.published.push(p);
      for (const w of this.waiters.filter((x) => x.pred(p))) { this.waiters.splice(this.waiters.indexOf(w), 1); w.resolve(p); }
    });
    conn.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => ({})));
    conn.onRequest('client/registerCapability', () => null);
    conn.onRequest('window/workDoneProgress/create', () => null);
    if (configFile) conn.onRequest('postmortem/configFile', (p: { uri: string }) => { this.configFileAsks.push(p.uri); return configFile(); });
  }
  /** The next (or an already received) publish matching `pred`. */
  wait(pred: (p: PublishDiagnosticsParams) => boolean, from = 0): Promise<PublishDiagnosticsParams> {
    const seen = this.published.slice(from).find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching diagnostics; got ${JSON.stringify(this.published.map((p) => [p.uri, p.version, p.diagnostics.length]))}`)), 15000);
      this.waiters.push({ pred, resolve: (p) => { clearTimeout(timer); resolve(p); } });
    });
  }
  /** A request, or the server's failure. */
  request<R>(method: string, params: unknown): Promise<R> {
    return Promise.race([this.conn.sendRequest(method, params) as Promise<R>, this.failed]);
  }
  initialize(root: string, extra: Record<string, unknown> = {}): Promise<InitializeResult> {
    return this.request('initialize', {
      processId: null, rootUri: root, workspaceFolders: [{ uri: root, name: 'ws' }], capabilities: CAPABILITIES,
      initializationOptions: { debounceMs: 20, now: NOW, ...extra },
    });
  }
}

interface Run {
  init: InitializeResult;
  doc: PublishDiagnosticsParams;
  rc: PublishDiagnosticsParams;
  hover: Hover | null;
  edited: PublishDiagnosticsParams;
}

/** The session both servers go through, up to the edit. */
async function run(s: Session, root: string, docUri: string, rcUri: string, extra?: Record<string, unknown>): Promise<Run> {
  const init = await s.initialize(root, extra);
  await s.conn.sendNotification('initialized', {});
  const doc = s.wait((p) => p.uri === docUri && p.version === 1);
  const rc = s.wait((p) => p.uri === rcUri);
  await s.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: docUri, languageId: 'markdown', version: 1, text: DOC } });
  const [d, r] = await Promise.all([doc, rc]);
  const hover = await s.request<Hover | null>('textDocument/hover', { textDocument: { uri: docUri }, position: { line: 9, character: 4 } });
  // Swap the last two entries' times: the order problem goes away.
  const edited = s.wait((p) => p.uri === docUri && p.version === 2);
  await s.conn.sendNotification('textDocument/didChange', {
    textDocument: { uri: docUri, version: 2 },
    contentChanges: [{ range: { start: { line: 9, character: 2 }, end: { line: 9, character: 7 } }, text: '14:08' }],
  });
  return { init, doc: d, rc: r, hover, edited: await edited };
}

const codes = (p: PublishDiagnosticsParams) => p.diagnostics.map((d) => d.code).sort();
/** Rule documentation links point beside each server; everything else must be equal. */
const unlink = (v: unknown, docsHref: string) => JSON.parse(JSON.stringify(v).split(docsHref).join('DOCS')) as unknown;

describe('browser server in a Chromium Web Worker', () => {
  let http: { server: Server; base: string };
  let browser: Browser;
  let ws: string;
  let worker: WorkerServer;
  let web: Session;
  let webRun: Run;
  let docUri: string;
  let rcUri: string;
  let rcText = RC;

  before(async () => {
    readFileSync(BROWSER_SERVER); // built by npm run build
    ws = mkdtempSync(join(tmpdir(), 'pm-web-'));
    mkdirSync(join(ws, 'postmortems'));
    writeFileSync(join(ws, '.postmortemrc.json'), RC);
    docUri = pathToFileURL(join(ws, 'postmortems', 'checkout.md')).href;
    rcUri = pathToFileURL(join(ws, '.postmortemrc.json')).href;
    [http, browser] = await Promise.all([serveRoot(), launchChromium()]);
    worker = await startWorkerServer(browser, http.base);
    web = new Session(worker.conn, () => ({ uri: rcUri, name: '.postmortemrc.json', text: rcText }), worker.failed);
    webRun = await run(web, pathToFileURL(ws).href, docUri, rcUri, { configFiles: true });
  });

  after(async () => {
    await worker?.close();
    await browser?.close();
    http?.server.close();
    if (ws) rmSync(ws, { recursive: true, force: true });
  });

  it('publishes the defects of a postmortem, with the client-given config applied', () => {
    assert.deepEqual(worker.errors, []);
    assert.equal(webRun.init.serverInfo?.name, 'postmortem-language-server');
    assert.deepEqual(codes(webRun.doc), ['required-section', 'timeline-order']); // timezone-missing is off in the config file
    assert.deepEqual(web.configFileAsks, [docUri]);
    assert.equal(webRun.rc.diagnostics.length, 1);
    assert.match(webRun.rc.diagnostics[0]!.message, /"bogus"/);
    assert.deepEqual(webRun.rc.diagnostics[0]!.range.start, { line: 2, character: 2 });
    // Rule links resolve beside the worker script: the docs shipped with the extension.
    const href = webRun.doc.diagnostics[0]!.codeDescription?.href;
    assert.equal(href, `${http.base}/docs/rules.md#${webRun.doc.diagnostics[0]!.code}`);
  });

  it('answers a hover on a timeline time', () => {
    const value = JSON.stringify(webRun.hover?.contents);
    assert.match(value, /14:12/);
  });

  it('applies incremental edits in the worker', () => {
    assert.deepEqual(codes(webRun.edited), ['required-section']);
  });

  it('reads the config file again when the client says it changed', async () => {
    rcText = '{ "rules": { "required-section": "off" } }\n';
    const from = web.published.length;
    const cleared = web.wait((p) => p.uri === rcUri && p.diagnostics.length === 0, from);
    const again = web.wait((p) => p.uri === docUri && p.diagnostics.some((d) => d.code === 'timezone-missing'), from);
    await web.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: rcUri, type: 2 }] });
    await cleared;
    assert.deepEqual(codes(await again), ['timezone-missing']);
  });

  it('answers what the Node server answers', async () => {
    const proc = spawn(process.execPath, [...NODE_FLAGS, SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const conn = createProtocolConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
    const node = new Session(conn);
    conn.listen();
    try {
      const nodeRun = await run(node, pathToFileURL(ws).href, docUri, rcUri);
      assert.deepEqual(webRun.init, nodeRun.init);
      const nodeDocs = nodeRun.doc.diagnostics[0]!.codeDescription!.href.replace(/#.*$/, '');
      for (const k of ['doc', 'rc', 'hover', 'edited'] as const) {
        assert.deepEqual(unlink(webRun[k], `${http.base}/docs/rules.md`), unlink(nodeRun[k], nodeDocs), k);
      }
    } finally {
      await conn.sendRequest('shutdown').catch(() => undefined);
      await conn.sendNotification('exit').catch(() => undefined);
      conn.dispose();
      proc.kill();
    }
  });
});
