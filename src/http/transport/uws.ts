/**
 * The uWebSockets.js transport: one catch-all handler on a uWS App (SSLApp
 * with TLS), corked writes, and bodies written as the client reads them
 * (tryEnd, then onWritable). Loaded only when the package's binary for this
 * platform and Node ABI loads (transport/select.ts); the package's own
 * fallback (a slower emulation on node:http) is never used.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as UwsModule from '@trufflesuite/uws-js-unofficial';
import type { HttpRequest, HttpResponse, TemplatedApp, us_listen_socket, us_socket } from '@trufflesuite/uws-js-unofficial';
import { STATUS_TEXT } from '../errors.ts';
import type { ResponseWriter } from '../response-writer.ts';
import { TLS12_CIPHERS } from '../tls-policy.ts';
import type { FixedHeaders, Listener, ListenOptions, Reply, RequestHead, StreamTarget, TlsFiles, Transport } from './types.ts';

type Uws = typeof UwsModule;

/**
 * The uWebSockets.js builds tried, in order: the first whose binary loads for
 * this platform, Node ABI and libc serves. @trufflesuite/uws-js-unofficial
 * (20.30; Node 16, 18, 20) is loaded by its binary's path, so that the
 * package's own fallback (a slower emulation on node:http) is never used;
 * @btc-vision/uwebsockets.js (20.57, optional dependency; Node 20, 22, 24, 25,
 * glibc 2.38 or later) throws when no binary of its loads.
 */
export const UWS_BUILDS: readonly { name: string; module(): string }[] = [
  { name: '@trufflesuite/uws-js-unofficial', module: () => uwsBinaryPath() },
  { name: '@btc-vision/uwebsockets.js', module: () => '@btc-vision/uwebsockets.js' },
];

/** The binary of @trufflesuite/uws-js-unofficial for this platform, architecture and Node ABI (its src/uws.js names them so). */
export function uwsBinaryPath(): string {
  return `@trufflesuite/uws-js-unofficial/binaries/uws_${process.platform}_${process.arch}_${process.versions.modules}.node`;
}

/** The uWS transport of the first build that loads here, or why none does (one reason per build tried). */
export function loadUwsTransport(builds: readonly { name: string; module(): string }[] = UWS_BUILDS): Transport | { unavailable: string } {
  const reasons: string[] = [];
  const require = createRequire(import.meta.url);
  for (const build of builds) {
    let uws: Uws;
    try {
      uws = require(build.module()) as Uws;
    } catch (error) {
      // The line naming the cause: a module not found (first line, before the require stack), or after the
      // @btc-vision wrapper's list of supported platforms, the loader's own error (a missing GLIBC version).
      const lines = (error as Error).message
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '');
      reasons.push(`${build.name}: ${lines.find((l) => l.startsWith('Error:')) ?? lines[0]}`);
      continue;
    }
    return { name: 'uws', build: build.name, listen: (options) => listen(uws, options) };
  }
  return {
    unavailable: `no uWebSockets.js binary loads for Node ${process.version} (ABI ${process.versions.modules}): ${reasons.join('; ')}`,
  };
}

async function listen(uws: Uws, options: ListenOptions): Promise<Listener> {
  const { tls } = options;
  const app: TemplatedApp =
    tls === undefined
      ? uws.App()
      : uws.SSLApp({ cert_file_name: certificateChainFile(tls), key_file_name: tls.keyFile, ssl_ciphers: TLS12_CIPHERS });
  const { handler, writer } = options;
  app.any('/*', (res, req) => {
    // Headers are walked only for a request with a body: the others have no framing to get wrong. Closed without an
    // answer: uWS would parse the bytes behind it, already read, as the next request before an answer went out.
    if (req.getHeader('content-length') !== '' && repeatsContentLength(req)) res.close();
    else handler(new UwsReply(res, writer), new UwsHead(req));
  });
  const socket = await new Promise<us_listen_socket>((resolve, reject) => {
    app.listen(options.host, options.port, (s) => {
      if (s === false) reject(new Error(`Expected to listen on ${options.host}:${options.port} but the port is not available`));
      else resolve(s);
    });
  });
  return {
    port: uws.us_socket_local_port(socket as unknown as us_socket),
    stopListening: () => uws.us_listen_socket_close(socket),
    // uWS closes idle connections itself after 10 s.
    closeIdleConnections: () => {},
    // App.close (uWS 20.30 and later; its type declarations miss it) closes the listen socket and every connection.
    closeAll: () => (app as TemplatedApp & { close(): void }).close(),
  };
}

/**
 * The certificate file uWS is given: TLS_CERT, or with TLS_CA a copy of
 * both (uWS reads a chain from its certificate file; its own ca_file_name
 * would ask clients for certificates instead).
 */
function certificateChainFile(tls: TlsFiles): string {
  if (tls.caFile === undefined) return tls.certFile;
  const chainFile = join(mkdtempSync(join(tmpdir(), 'vedic-tls-')), 'chain.pem');
  writeFileSync(chainFile, Buffer.concat([readFileSync(tls.certFile), Buffer.from('\n'), readFileSync(tls.caFile)]), { mode: 0o600 });
  return chainFile;
}

class UwsHead implements RequestHead {
  readonly method: string;
  readonly path: string;
  readonly rawQuery: string;

  constructor(private readonly req: HttpRequest) {
    this.method = req.getCaseSensitiveMethod().toUpperCase();
    this.path = req.getUrl();
    this.rawQuery = req.getQuery() ?? '';
  }

  header(lowerCaseName: string): string {
    return this.req.getHeader(lowerCaseName);
  }
}

/**
 * Whether the request has more than one Content-Length header. uWS frames
 * the body by the first and would read the bytes after it as the next
 * request; node:http refuses such a request with 400 in its parser.
 */
function repeatsContentLength(req: HttpRequest): boolean {
  let count = 0;
  req.forEach((name) => {
    if (name === 'content-length') count += 1;
  });
  return count > 1;
}

class UwsReply implements Reply {
  constructor(
    private readonly res: HttpResponse,
    private readonly writer: ResponseWriter,
  ) {}

  onAborted(handler: () => void): void {
    this.res.onAborted(handler);
  }

  onData(handler: (chunk: Uint8Array, isLast: boolean) => void): void {
    // uWS neuters the ArrayBuffer after this callback: the view is valid only during the call, as Reply says.
    this.res.onData((chunk, isLast) => handler(new Uint8Array(chunk), isLast));
  }

  respond(
    status: number,
    headers: readonly [string, string][],
    body: string | Uint8Array,
    head: boolean,
    closeConnection: boolean,
    fixed?: FixedHeaders,
  ): void {
    const res = this.res;
    // Corked: the answer may follow an await (uWebSockets.js examples/AsyncFunction.mjs).
    res.cork(() => {
      res.writeStatus(STATUS_TEXT[status] ?? String(status));
      for (const [k, v] of headers) res.writeHeader(k, v);
      if (fixed !== undefined && fixed.length > 0) {
        const [name, rest] = blockOf(fixed);
        res.writeHeader(name, rest);
      }
      if (head) {
        // uWS ends a response without a body only when told no length (or 0): the GET answer's length is written here.
        // An answer that closes the connection (503 while draining) can only say 0.
        if (closeConnection) res.endWithoutBody(0, true);
        else {
          res.writeHeader('Content-Length', String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength));
          res.endWithoutBody();
        }
      } else if (closeConnection || body.length === 0) res.end(body, closeConnection);
      else endAsRead(res, body, this.writer);
    });
  }

  remoteAddress(): string {
    return Buffer.from(this.res.getRemoteAddressAsText()).toString();
  }

  async stream(status: number, headers: readonly [string, string][], chunks: AsyncIterator<string>, target: StreamTarget): Promise<void> {
    const res = this.res;
    res.cork(() => {
      res.writeStatus(STATUS_TEXT[status] ?? String(status));
      for (const [k, v] of headers) res.writeHeader(k, v);
    });
    try {
      for (let next = await chunks.next(); next.done !== true; next = await chunks.next()) {
        if (target.gone()) return;
        // A slice at a time (STREAM_SLICE_BYTES), each written once the socket took the one before.
        for (const slice of slicesOf(next.value)) {
          if (target.gone()) return;
          let drained = true;
          res.cork(() => {
            drained = res.write(slice);
          });
          if (!drained && !(await uwsWritable(res, this.writer, target))) return;
        }
      }
    } catch {
      // The body cannot be finished: the connection is closed without its end (Reply.stream).
      if (!target.gone()) res.close();
      return;
    }
    if (!target.gone()) res.cork(() => res.end());
  }
}

/**
 * The most a streamed answer hands uWS in one write. uWS's write() keeps
 * all of a chunk the socket does not take, and once an onWritable handler
 * is set it sends that backlog only when written to again: with whole
 * parts (a place-year of POST /v1/panchang/batch is 2.7 MB) handed over
 * at each writable event the backlog grew with the answer, 50 MB ahead of
 * a client reading a 109 MB answer slowly (issue 30, item 5), each write
 * moving all of it. A writable event frees more than a slice of the
 * socket's buffer, so the backlog stays within a slice.
 */
export const STREAM_SLICE_BYTES = 64 * 1024;

/** `text` in pieces of at most STREAM_SLICE_BYTES of UTF-8; a short one as it is (at most 3 bytes a UTF-16 unit). */
export function* slicesOf(text: string): Generator<string | Uint8Array> {
  if (text.length <= STREAM_SLICE_BYTES / 3) {
    yield text;
    return;
  }
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.byteLength; at += STREAM_SLICE_BYTES) yield bytes.subarray(at, at + STREAM_SLICE_BYTES);
}

/** Resolves true when the socket took what was buffered, false when the client stalled (connection closed) or has gone. */
function uwsWritable(res: HttpResponse, writer: ResponseWriter, target: StreamTarget): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const pending = writer.track(() => {
      target.wake = undefined;
      if (!target.gone()) res.close();
      resolve(false);
    });
    target.wake = () => {
      target.wake = undefined;
      pending.finish();
      resolve(false);
    };
    res.onWritable(() => {
      target.wake = undefined;
      pending.finish();
      // Resumed from a macrotask: a promise settled in a uWS callback runs its continuations only at the process's
      // next event, and with none (the last chunks written, the client reading) the stream would wait for its timeout.
      const writable = !target.gone();
      setImmediate(() => resolve(writable));
      return true;
    });
  });
}

const blocks = new WeakMap<FixedHeaders, [string, string]>();

/**
 * A constant header list as one writeHeader call's name and value: uWS writes
 * `name: value\r\n`, so the value carries the other headers' lines, and the
 * bytes sent are those of one call a header.
 */
function blockOf(fixed: FixedHeaders): [string, string] {
  let block = blocks.get(fixed);
  if (block === undefined) {
    const [first, ...others] = fixed;
    block = [first![0], [first![1], ...others.map(([k, v]) => `${k}: ${v}`)].join('\r\n')];
    blocks.set(fixed, block);
  }
  return block;
}

/**
 * Ends `res` with `body` (status and headers written already, inside the
 * caller's cork). When the socket does not take it all, the rest is
 * written as the client reads (onWritable), and `res` gets its abort
 * handler here. uWS closes a connection whose next request arrives while
 * this answer is pending (docs/platform.md, Connections and limits).
 */
function endAsRead(res: HttpResponse, body: string | Uint8Array, writer: ResponseWriter): void {
  const totalBytes = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  const [ok, done] = res.tryEnd(body, totalBytes);
  if (ok || done) return;
  // uWS reports offsets in bytes: a text body is encoded once, only when it has to wait.
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const pending = writer.track(() => res.close());
  res.onAborted(pending.finish);
  res.onWritable((offset) => {
    pending.progress();
    const [sent, ended] = res.tryEnd(bytes.subarray(offset), totalBytes);
    if (ended) pending.finish();
    return sent;
  });
}
