/**
 * The base protocol and the lifecycle, byte by byte: the server is spawned and written raw frames.
 * Bad framing ends the server with one line on stderr and a non-zero exit (never a wait); requests
 * before `initialize` get ServerNotInitialized and after `shutdown` InvalidRequest; `exit` exits 0 after
 * shutdown, else 1; and the server's copy of a document equals the client's after random edits, ranges
 * past the end of lines and of the document included (clamped as the LSP spec says).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { StreamMessageReader, type Message, type ResponseMessage } from 'vscode-languageserver-protocol/node.js';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Readable, Writable } from 'node:stream';
import { FramedWriter } from '../../server/src/lsp/transport.js';
import { NODE_FLAGS } from '../../server/src/launch.js';
import { LspClient, SERVER, docUri } from './harness.js';

/** A generous ceiling that only catches a server that hangs. */
const HANG_MS = 20000;

class RawServer {
  readonly proc: ChildProcess;
  stderr = '';
  readonly exited: Promise<number | null>;
  private readonly responses = new Map<number | string, (r: ResponseMessage) => void>();
  readonly nullIdResponses: ResponseMessage[] = [];
  private nullWaiter?: () => void;
  private nextId = 1;

  constructor() {
    this.proc = spawn(process.execPath, [...NODE_FLAGS, SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.proc.stderr!.on('data', (d: Buffer) => { this.stderr += d.toString(); });
    this.proc.stdin!.on('error', () => undefined); // the server may be gone before we stop writing
    this.exited = new Promise((resolve) => this.proc.on('exit', (code) => resolve(code)));
    const reader = new StreamMessageReader(this.proc.stdout!);
    reader.listen((m: Message) => {
      const r = m as ResponseMessage & { method?: string };
      if (r.method !== undefined) return; // notifications and requests from the server
      if (r.id === null) { this.nullIdResponses.push(r); this.nullWaiter?.(); return; }
      this.responses.get(r.id!)?.(r);
    });
  }

  raw(bytes: string | Buffer): void {
    this.proc.stdin!.write(bytes);
  }

  frame(message: object): Buffer {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]);
  }

  request(method: string, params: unknown = null): Promise<ResponseMessage> {
    const id = this.nextId++;
    const answer = new Promise<ResponseMessage>((resolve) => this.responses.set(id, resolve));
    this.raw(this.frame({ id, method, params }));
    return answer;
  }

  notify(method: string, params: unknown = null): void {
    this.raw(this.frame({ method, params }));
  }

  nextNullIdResponse(): Promise<ResponseMessage> {
    const seen = this.nullIdResponses.length;
    return new Promise((resolve) => {
      const check = () => { if (this.nullIdResponses.length > seen) { this.nullWaiter = undefined; resolve(this.nullIdResponses[seen]!); } };
      this.nullWaiter = check;
      check();
    });
  }

  async initialize(initializationOptions: unknown = {}): Promise<ResponseMessage> {
    const r = await this.request('initialize', { processId: null, rootUri: null, capabilities: {}, initializationOptions });
    this.notify('initialized', {});
    return r;
  }
}

async function withCeiling<T>(p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const ceiling = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${what}: no result within ${HANG_MS} ms`)), HANG_MS); });
  try {
    return await Promise.race([p, ceiling]);
  } finally {
    clearTimeout(timer);
  }
}

const HOVER = { textDocument: { uri: docUri('protocol/a-postmortem.md') }, position: { line: 0, character: 0 } };

describe('framing', () => {
  const bad: [string, string | Buffer][] = [
    ['an absurd Content-Length', 'Content-Length: 999999999999\r\n\r\n{'],
    ['a Content-Length above 64 MiB', `Content-Length: ${64 * 2 ** 20 + 1}\r\n\r\n`],
    ['no Content-Length', 'Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}'],
    ['a Content-Length that is not a number', 'Content-Length: 12abc\r\n\r\n{}'],
    ['a header line without a colon', 'Content-Length 12\r\n\r\n{}'],
    ['a header that never ends', 'Content-Length: 2\r\nX-Padding: ' + 'x'.repeat(20000)],
    ['a charset other than UTF-8', 'Content-Length: 2\r\nContent-Type: application/json; charset=latin1\r\n\r\n{}'],
  ];
  for (const [name, bytes] of bad) {
    it(`exits non-zero with one line on stderr after ${name}`, async () => {
      const server = new RawServer();
      const r = await withCeiling(server.initialize(), 'initialize');
      assert.ok(r.result, 'initialized');
      server.raw(bytes);
      const code = await withCeiling(server.exited, `exit after ${name}`);
      assert.notEqual(code, 0);
      assert.ok(code !== null, 'exited by itself, not killed');
      const lines = server.stderr.trim().split('\n');
      assert.equal(lines.length, 1, server.stderr);
      assert.match(lines[0]!, /framing error/);
    });
  }

  it('also before initialize', async () => {
    const server = new RawServer();
    server.raw('Content-Length: 1e99\r\n\r\n');
    assert.notEqual(await withCeiling(server.exited, 'exit'), 0);
    assert.match(server.stderr, /^postmortem-language-server: framing error: .*\n$/);
  });

  it('reads frames split anywhere, several in one write, and a body that is not JSON gets ParseError', async () => {
    const server = new RawServer();
    await withCeiling(server.initialize({ testing: { text: true } }), 'initialize');
    const uri = docUri('protocol/split-postmortem.md');
    const text = '# Incident — café ☕ 𝄞\n\nTimeline:\n- 10:00 UTC start\n';
    const open = server.frame({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'markdown', version: 1, text } } });
    const ask = server.frame({ id: 'ask', method: '$/postmortem/text', params: { uri } });
    const all = Buffer.concat([open, ask]);
    const answer = new Promise<ResponseMessage>((resolve) => {
      (server as unknown as { responses: Map<string, (r: ResponseMessage) => void> }).responses.set('ask', resolve);
    });
    // Cut inside the header, inside a multi-byte character and between the two frames.
    const cuts = [5, 17, open.indexOf(Buffer.from('☕')) + 1, open.length, open.length + 3, all.length];
    let from = 0;
    for (const cut of cuts) { server.raw(all.subarray(from, cut)); from = cut; }
    const r = await withCeiling(answer, 'text after split frames');
    assert.equal((r.result as { text: string }).text, text);

    const parseError = server.nextNullIdResponse();
    server.raw('Content-Length: 9\r\n\r\n{not json');
    assert.equal((await withCeiling(parseError, 'parse error')).error?.code, -32700);
    const notObject = server.nextNullIdResponse();
    server.raw('Content-Length: 2\r\n\r\n42');
    assert.equal((await withCeiling(notObject, 'invalid request')).error?.code, -32600);
    const still = await withCeiling(server.request('$/postmortem/text', { uri }), 'still answering');
    assert.equal((still.result as { version: number }).version, 1);
    server.notify('exit');
    assert.equal(await withCeiling(server.exited, 'exit'), 1);
  });
});

describe('lifecycle', () => {
  it('answers ServerNotInitialized before initialize and drops notifications', async () => {
    const server = new RawServer();
    const early = await withCeiling(server.request('textDocument/hover', HOVER), 'early hover');
    assert.equal(early.error?.code, -32002);
    assert.equal((await server.request('shutdown')).error?.code, -32002);
    const uri = HOVER.textDocument.uri;
    server.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'markdown', version: 1, text: '# Postmortem\n' } });
    const init = await withCeiling(server.initialize({ testing: { text: true } }), 'initialize');
    assert.ok(init.result);
    const text = await server.request('$/postmortem/text', { uri });
    assert.equal(text.result, null, 'the didOpen sent before initialize was dropped');
    const again = await server.request('initialize', { processId: null, rootUri: null, capabilities: {} });
    assert.equal(again.error?.code, -32600, 'a second initialize is refused');
    assert.equal((await server.request('textDocument/hover', HOVER)).error, undefined, 'requests are served once initialized');
    server.notify('exit');
    assert.equal(await withCeiling(server.exited, 'exit'), 1, 'exit without shutdown');
  });

  it('answers InvalidRequest after shutdown and exits 0 on exit', async () => {
    const server = new RawServer();
    await withCeiling(server.initialize(), 'initialize');
    const down = await withCeiling(server.request('shutdown'), 'shutdown');
    assert.equal(down.error, undefined);
    assert.equal(down.result, null);
    assert.equal((await server.request('textDocument/hover', HOVER)).error?.code, -32600);
    assert.equal((await server.request('shutdown')).error?.code, -32600);
    server.notify('exit');
    assert.equal(await withCeiling(server.exited, 'exit'), 0);
    assert.equal(server.stderr, '');
  });

  it('exits 1 when the client closes the stream without shutdown', async () => {
    const server = new RawServer();
    await withCeiling(server.initialize(), 'initialize');
    server.proc.stdin!.end();
    assert.equal(await withCeiling(server.exited, 'exit on end of input'), 1);
  });
});

describe('framed writer', () => {
  it('writes each message whole, header and body in one write, in order; a failed write is reported', async () => {
    const writes: Buffer[] = [];
    const state: { fail?: Error } = {};
    const sink = new Writable({ write(chunk: Buffer, _enc, done) { writes.push(chunk); done(state.fail); } });
    const writer = new FramedWriter(sink);
    const errors: unknown[] = [];
    writer.onError(([e]) => errors.push(e));
    const messages = [
      { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri: 'file:///a.md', diagnostics: [{ message: 'Zeit «14:20» — 時刻 😀' }] } },
      { jsonrpc: '2.0', id: 7, result: null },
    ] as unknown as Message[];
    await Promise.all(messages.map((m) => writer.write(m)));
    assert.equal(writes.length, 2, 'one write per message');
    writes.forEach((w, k) => {
      const body = Buffer.from(JSON.stringify(messages[k]), 'utf8');
      assert.deepEqual(w, Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]));
    });
    // What a client reads back from those bytes is what was written.
    const reader = new StreamMessageReader(Readable.from([Buffer.concat(writes)]));
    const read: Message[] = [];
    await new Promise<void>((resolve) => { reader.listen((m) => { read.push(m); if (read.length === 2) resolve(); }); });
    assert.deepEqual(read, messages);
    state.fail = new Error('EPIPE');
    await assert.rejects(writer.write(messages[1]!), /EPIPE/);
    assert.equal((errors[0] as Error).message, 'EPIPE');
  });
});

/** The client's copy, written apart from vscode-languageserver-textdocument: clamps as the spec says. */
function applyReference(text: string, range: { start: { line: number; character: number }; end: { line: number; character: number } } | undefined, insert: string): string {
  if (!range) return insert;
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\r' && text[i + 1] === '\n') { starts.push(i + 2); i++; } else if (c === '\n' || c === '\r') starts.push(i + 1);
  }
  const offset = (p: { line: number; character: number }): number => {
    if (p.line >= starts.length) return text.length;
    const lineStart = starts[p.line]!;
    let lineEnd = p.line + 1 < starts.length ? starts[p.line + 1]! : text.length;
    while (lineEnd > lineStart && (text[lineEnd - 1] === '\n' || text[lineEnd - 1] === '\r')) lineEnd--;
    return Math.min(lineStart + p.character, lineEnd);
  };
  let a = offset(range.start);
  let b = offset(range.end);
  if (a > b) [a, b] = [b, a];
  return text.slice(0, a) + insert + text.slice(b);
}

describe('document text', () => {
  it('the server text equals the client text after 400 random edits, out-of-range ones included', async () => {
    const client = await LspClient.start({ initializationOptions: { testing: { text: true }, debounceMs: 1000 } });
    try {
      let seed = 17;
      const rand = (n: number) => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed % n; };
      const pieces = ['', 'a', 'é', '𝄞', '\n', '\r\n', '- 10:00 UTC x\n', '\n\n', 'word ', '\r'];
      const uri = docUri('protocol/edits-postmortem.md');
      let text = '# Postmortem\n\n## Timeline\n- 09:00 UTC began\r\n- 09:05 UTC paged\n';
      await client.open(uri, text);
      let version = 1;
      for (let round = 0; round < 40; round++) {
        const changes = [];
        for (let k = 0; k < 10; k++) {
          const lines = text.split(/\r\n|\r|\n/).length;
          const pos = () => {
            const far = rand(6) === 0;
            return { line: far ? lines + rand(5) : rand(lines), character: rand(4) === 0 ? 1000 + rand(10) : rand(8) };
          };
          const change = rand(25) === 0
            ? { text: pieces[rand(pieces.length)]! + 'whole\n' }
            : { range: { start: pos(), end: pos() }, text: pieces[rand(pieces.length)]! + pieces[rand(pieces.length)]! };
          text = applyReference(text, 'range' in change ? change.range : undefined, change.text);
          changes.push(change);
        }
        version = client.change(uri, changes);
        const got = await client.request<{ version: number; text: string; lineCount: number }>('$/postmortem/text', { uri });
        assert.equal(got.version, version);
        assert.equal(got.text, text, `round ${round}`);
        assert.equal(got.lineCount, TextDocument.create(uri, 'markdown', 1, text).lineCount);
      }
    } finally {
      await client.stop();
    }
  });
});
