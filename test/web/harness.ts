/**
 * The browser language server (server/out/browser-server.js) in a real Chromium Web Worker, and an
 * LSP client in this test process speaking to it: messages cross as the JSON objects
 * `vscode-jsonrpc/browser`'s BrowserMessageReader/Writer post, page → worker by `postMessage`,
 * worker → page → here by an exposed binding. The files are served from 127.0.0.1.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  AbstractMessageReader, AbstractMessageWriter, createProtocolConnection, Disposable,
  type DataCallback, type Message, type MessageReader, type MessageWriter, type ProtocolConnection,
} from 'vscode-languageserver-protocol/node.js';
import { ROOT } from '../lsp/harness.js';

export const BROWSER_SERVER = join(ROOT, 'server', 'out', 'browser-server.js');
export const CHROMIUM = process.env['CHROMIUM'] ?? '/usr/bin/chromium';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.md': 'text/markdown', '.html': 'text/html' };

/** Serves the repository's built files (server/out, docs) and an empty page at /. */
export async function serveRoot(): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><meta charset="utf-8"><title>postmortem web worker test</title>');
      return;
    }
    const allowed = /^\/(server\/out\/[\w.-]+\.js|docs\/rules\.md)$/.exec(url.pathname);
    const file = allowed && join(ROOT, allowed[1]!);
    if (!file || !existsSync(file)) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
}

class PageReader extends AbstractMessageReader implements MessageReader {
  private callback?: DataCallback;
  private queue: Message[] = [];
  listen(callback: DataCallback): Disposable {
    this.callback = callback;
    for (const m of this.queue.splice(0)) callback(m);
    return Disposable.create(() => { this.callback = undefined; });
  }
  push(m: Message): void {
    if (this.callback) this.callback(m);
    else this.queue.push(m);
  }
}

class PageWriter extends AbstractMessageWriter implements MessageWriter {
  private last: Promise<void> = Promise.resolve();
  constructor(private readonly page: Page) { super(); }
  write(msg: Message): Promise<void> {
    // In order, one postMessage at a time.
    this.last = this.last.then(() => this.page.evaluate((m) => (globalThis as unknown as { pmWorker: Worker }).pmWorker.postMessage(m), msg as unknown as Record<string, unknown>));
    return this.last;
  }
  end(): void {}
}

export interface WorkerServer {
  conn: ProtocolConnection;
  /** Errors the worker raised (its `error` event) and what the page logged. */
  errors: string[];
  /** Rejects at the worker's first error (a request would otherwise wait for ever). */
  failed: Promise<never>;
  close(): Promise<void>;
}

/** Starts `scriptUrl` in a `new Worker(...)` of a fresh page and connects an LSP client to it. */
export async function startWorkerServer(browser: Browser, base: string, scriptUrl = `${base}/server/out/browser-server.js`): Promise<WorkerServer> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  const reader = new PageReader();
  let fail!: (e: Error) => void;
  const failed = new Promise<never>((_, reject) => { fail = reject; });
  failed.catch(() => undefined);
  page.on('pageerror', (e) => fail(e));
  await page.exposeBinding('pmFromWorker', (_source, m: Message) => reader.push(m));
  await page.exposeBinding('pmWorkerError', (_source, m: string) => { errors.push(`worker: ${m}`); fail(new Error(`worker: ${m}`)); });
  await page.goto(`${base}/`);
  await page.evaluate((url) => {
    const w = new Worker(url);
    const g = globalThis as unknown as { pmWorker: Worker; pmFromWorker(m: unknown): void; pmWorkerError(m: string): void };
    g.pmWorker = w;
    w.onmessage = (e) => g.pmFromWorker(e.data);
    w.onerror = (e) => g.pmWorkerError(e.message);
  }, scriptUrl);
  const conn = createProtocolConnection(reader, new PageWriter(page));
  conn.listen();
  return {
    conn,
    errors,
    failed,
    async close() {
      conn.dispose();
      await page.close();
    },
  };
}
