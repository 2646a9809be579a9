/**
 * How messages reach the server, and which ones it takes.
 *
 * - `FramedReader`: the base protocol over a byte stream (stdio, socket, pipe). vscode-jsonrpc's own
 *   stream reader believes any `Content-Length` and buffers until that many bytes arrived, so one bad
 *   header left the server waiting forever. This one bounds the header block and the message size, and
 *   reports a framing error (no or bad `Content-Length`, a malformed header line, a message above the
 *   bound, a charset other than UTF-8) to `onFramingError`, which the server turns into one line on
 *   stderr and a non-zero exit: after a framing error nothing that follows can be trusted.
 *   A body that is not JSON is not a framing error: it gets a ParseError response and reading goes on.
 * - `FramedWriter`: the same protocol out, each message as one write (header and body in one buffer).
 *   vscode-jsonrpc's stream writer writes the header, waits for that write's callback, then writes the
 *   body: two system calls per message, and a client woken for a header it cannot use yet.
 * - `LifecycleGate`: the LSP lifecycle around any reader/writer pair. Before the server has answered
 *   `initialize`, a request gets ServerNotInitialized (-32002) and a notification is dropped (`exit`
 *   excepted); after `shutdown`, a request gets InvalidRequest (-32600). vscode-languageserver itself
 *   dispatches everything in every state; `exit` already exits with 0 after `shutdown`, else 1.
 */
import * as net from 'node:net';
import {
  AbstractMessageReader, AbstractMessageWriter, IPCMessageReader, IPCMessageWriter, type DataCallback,
  type Disposable, type Message, type MessageReader, type MessageWriter, type NotificationMessage,
  type RequestMessage, type ResponseMessage,
} from 'vscode-languageserver/node.js';

/** 64 MiB: far above any document an editor sends, far below what would exhaust the heap. */
export const MAX_MESSAGE_BYTES = 64 * 2 ** 20;
/** The header block (`Content-Length`, perhaps `Content-Type`) is a few dozen bytes. */
export const MAX_HEADER_BYTES = 8 * 1024;

const CRLF2 = Buffer.from('\r\n\r\n');

export interface FramingOptions {
  maxMessageBytes?: number;
  maxHeaderBytes?: number;
  /** A framing error; the stream is not read any further. */
  onFramingError(message: string): void;
  /** A body that is not a JSON-RPC message: answer it (id null) and go on. */
  onBadBody?(code: number, message: string): void;
}

export class FramingError extends Error {}

/** Parses a header block (without its final CRLF CRLF); returns the content length. */
export function contentLength(header: string, maxMessageBytes = MAX_MESSAGE_BYTES): number {
  let length: number | undefined;
  for (const line of header.split('\r\n')) {
    const m = /^([A-Za-z0-9-]{1,64}):[ \t]*(.*?)[ \t]*$/.exec(line);
    if (!m) throw new FramingError(`malformed header line ${JSON.stringify(line.slice(0, 80))}`);
    const name = m[1]!.toLowerCase();
    const value = m[2]!;
    if (name === 'content-length') {
      if (!/^\d{1,16}$/.test(value)) throw new FramingError(`Content-Length is not a number: ${JSON.stringify(value.slice(0, 40))}`);
      length = Number(value);
      if (length > maxMessageBytes) throw new FramingError(`message of ${length} bytes is larger than the limit of ${maxMessageBytes} bytes`);
    } else if (name === 'content-type') {
      const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(value)?.[1]?.toLowerCase();
      if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') throw new FramingError(`unsupported charset ${JSON.stringify(charset)}`);
    }
  }
  if (length === undefined) throw new FramingError('header has no Content-Length');
  return length;
}

/** The base protocol over a byte stream, with bounded headers and messages. */
export class FramedReader extends AbstractMessageReader implements MessageReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Body length of the message being read, once its header is complete. */
  private need: number | undefined;
  private failed = false;
  private readonly maxMessageBytes: number;
  private readonly maxHeaderBytes: number;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  constructor(private readonly stream: NodeJS.ReadableStream, private readonly options: FramingOptions) {
    super();
    this.maxMessageBytes = options.maxMessageBytes ?? MAX_MESSAGE_BYTES;
    this.maxHeaderBytes = options.maxHeaderBytes ?? MAX_HEADER_BYTES;
  }

  listen(callback: DataCallback): Disposable {
    const onData = (chunk: Buffer | string) => this.feed(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk, callback);
    const onEnd = () => this.fireClose();
    const onError = (e: Error) => this.fireError(e);
    this.stream.on('data', onData);
    this.stream.on('end', onEnd);
    this.stream.on('close', onEnd);
    this.stream.on('error', onError);
    return {
      dispose: () => {
        this.stream.off('data', onData);
        this.stream.off('end', onEnd);
        this.stream.off('close', onEnd);
        this.stream.off('error', onError);
      },
    };
  }

  private take(n: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.buffered);
    const head = all.subarray(0, n);
    const rest = all.subarray(n);
    this.chunks = rest.length ? [rest] : [];
    this.buffered = rest.length;
    return head;
  }

  private fail(message: string): void {
    this.failed = true;
    this.chunks = [];
    this.buffered = 0;
    this.stream.pause();
    this.options.onFramingError(message);
  }

  private feed(chunk: Buffer, callback: DataCallback): void {
    if (this.failed) return;
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    for (;;) {
      if (this.need === undefined) {
        const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.buffered);
        this.chunks = [all];
        const end = all.indexOf(CRLF2);
        if (end < 0) {
          if (all.length > this.maxHeaderBytes) this.fail(`no end of header within ${this.maxHeaderBytes} bytes`);
          return;
        }
        if (end > this.maxHeaderBytes) return this.fail(`header longer than ${this.maxHeaderBytes} bytes`);
        const header = this.take(end + CRLF2.length).subarray(0, end);
        if (header.some((b) => b > 0x7e || (b < 0x20 && b !== 0x0d && b !== 0x0a && b !== 0x09))) return this.fail('header is not ASCII text');
        try {
          this.need = contentLength(header.toString('ascii'), this.maxMessageBytes);
        } catch (e) {
          return this.fail((e as Error).message);
        }
      }
      if (this.buffered < this.need) return;
      const body = this.take(this.need);
      this.need = undefined;
      this.deliver(body, callback);
    }
  }

  private deliver(body: Buffer, callback: DataCallback): void {
    let value: unknown;
    try {
      value = JSON.parse(this.decoder.decode(body));
    } catch (e) {
      this.options.onBadBody?.(-32700, `message is not JSON: ${(e as Error).message}`);
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.options.onBadBody?.(-32600, 'message is not a JSON-RPC object');
      return;
    }
    callback(value as Message);
  }
}

/** The base protocol out over a byte stream: one write per message, in the order `write` is called. */
export class FramedWriter extends AbstractMessageWriter implements MessageWriter {
  private errors = 0;

  constructor(private readonly stream: NodeJS.WritableStream) {
    super();
    stream.on('error', (e: Error) => this.fireError(e));
    stream.on('close', () => this.fireClose());
  }

  write(msg: Message): Promise<void> {
    const body = JSON.stringify(msg);
    const length = Buffer.byteLength(body, 'utf8');
    const header = `Content-Length: ${length}\r\n\r\n`;
    const bytes = Buffer.allocUnsafe(header.length + length);
    bytes.write(header, 0, 'ascii');
    bytes.write(body, header.length, 'utf8');
    return new Promise((resolve, reject) => {
      this.stream.write(bytes, (error?: Error | null) => {
        if (!error) return resolve();
        this.fireError(error, msg, ++this.errors);
        reject(error);
      });
    });
  }

  end(): void {
    this.stream.end();
  }
}

/** The transport named on the command line, as the client started us (vscode-languageserver's flags). */
export function transportFromArgs(argv: readonly string[], framing: FramingOptions): { reader: MessageReader; writer: MessageWriter; stdio: boolean } {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    if (flag === '--node-ipc') return { reader: new IPCMessageReader(process), writer: new IPCMessageWriter(process), stdio: false };
    if (flag === '--stdio') return { reader: new FramedReader(process.stdin, framing), writer: new FramedWriter(process.stdout), stdio: true };
    if (flag === '--socket' || flag === '--pipe') {
      const target = inline ?? argv[i + 1] ?? '';
      const socket = flag === '--socket' ? net.createConnection(Number.parseInt(target, 10), '127.0.0.1') : net.createConnection(target);
      return { reader: new FramedReader(socket, framing), writer: new FramedWriter(socket), stdio: false };
    }
  }
  throw new Error('start the server with --stdio, --node-ipc, --socket=PORT or --pipe=NAME');
}

function isRequest(m: Message): m is RequestMessage {
  const r = m as RequestMessage;
  return typeof r.method === 'string' && r.id !== undefined;
}

function isNotification(m: Message): m is NotificationMessage {
  const n = m as RequestMessage;
  return typeof n.method === 'string' && n.id === undefined;
}

export type LifecycleState = 'new' | 'initializing' | 'running' | 'shutdown';

export const ErrorCode = { ServerNotInitialized: -32002, InvalidRequest: -32600 } as const;

/** The LSP lifecycle around a reader and a writer: wrap both, hand the wrapped pair to the connection. */
export class LifecycleGate {
  state: LifecycleState = 'new';
  private initializeId: RequestMessage['id'] | undefined;
  readonly reader: MessageReader;
  readonly writer: MessageWriter;

  constructor(inner: { reader: MessageReader; writer: MessageWriter }) {
    const w = inner.writer;
    this.writer = {
      onError: w.onError, onClose: w.onClose, end: () => w.end(), dispose: () => w.dispose(),
      write: (msg: Message): Promise<void> => {
        const r = msg as ResponseMessage & { method?: string };
        if (this.state === 'initializing' && r.id === this.initializeId && r.method === undefined) {
          this.state = r.error ? 'new' : 'running';
        }
        return w.write(msg);
      },
    } as MessageWriter;
    const r = inner.reader;
    this.reader = {
      onError: r.onError, onClose: r.onClose, onPartialMessage: r.onPartialMessage, dispose: () => r.dispose(),
      listen: (callback: DataCallback) => r.listen((msg) => { if (this.admit(msg)) callback(msg); }),
    } as MessageReader;
    this.reply = (id, code, message) => void w.write({ jsonrpc: '2.0', id, error: { code, message } } as ResponseMessage).catch(() => undefined);
  }

  /** Writes an error response directly (the connection never sees the request). */
  readonly reply: (id: RequestMessage['id'], code: number, message: string) => void;

  /** Whether the connection gets `msg`; answers the requests it does not get. */
  admit(msg: Message): boolean {
    if (isNotification(msg)) {
      if (msg.method === 'exit') return true;
      return this.state === 'running';
    }
    if (!isRequest(msg)) return true; // responses to our requests, whatever the state
    switch (this.state) {
      case 'new':
        if (msg.method === 'initialize') {
          this.state = 'initializing';
          this.initializeId = msg.id;
          return true;
        }
        this.reply(msg.id, ErrorCode.ServerNotInitialized, `the server is not initialized: ${msg.method} before initialize`);
        return false;
      case 'initializing':
        this.reply(msg.id, ErrorCode.ServerNotInitialized, `the server is not initialized: ${msg.method} before the initialize response`);
        return false;
      case 'running':
        if (msg.method === 'initialize') {
          this.reply(msg.id, ErrorCode.InvalidRequest, 'the server is already initialized');
          return false;
        }
        if (msg.method === 'shutdown') this.state = 'shutdown';
        return true;
      case 'shutdown':
        this.reply(msg.id, ErrorCode.InvalidRequest, `the server is shutting down: ${msg.method} after shutdown`);
        return false;
    }
  }
}
