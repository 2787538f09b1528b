/**
 * The node:http transport (node:https with TLS), used where no
 * uWebSockets.js binary loads (transport/select.ts) or with TRANSPORT=node.
 * It keeps the limits of docs/platform.md (Connections and limits): bodies
 * written as the client reads them with the same stall timeout, 10 s for a
 * request head, for a whole request body (read, or skipped after a refusal)
 * and for an idle connection.
 * Unlike uWS it answers a request pipelined behind one that computes, in
 * order (node:http queues the answers of one connection).
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { Server as NetServer } from 'node:net';
import type { Duplex } from 'node:stream';
import { errors } from '../../core/errors.ts';
import { STATUS_TEXT } from '../errors.ts';
import type { ResponseWriter } from '../response-writer.ts';
import { NODE_TLS_POLICY } from '../tls-policy.ts';
import type {
  FixedHeaders,
  Listener,
  ListenOptions,
  Reply,
  RequestHandler,
  RequestHead,
  StreamTarget,
  TlsFiles,
  Transport,
  TransportRefusal,
} from './types.ts';

/** How long a request head may take, a body may stop arriving and a connection may wait for its next request (uWS's HTTP_IDLE_TIMEOUT_S). */
export const IDLE_TIMEOUT_MS = 10_000;

/**
 * How long a request's whole body may take to arrive after its head, read
 * or skipped unread after a refusal (401, 413): 64 KiB (BODY_LIMIT_BYTES)
 * in 10 s is 6.5 KB/s, far below any real client, and a client trickling
 * a byte at a time holds its connection no longer than that. A deadline for
 * the whole body, not an idle timer, which every trickled byte would reset.
 */
export const BODY_TIMEOUT_MS = 10_000;

/** How often request heads are checked against IDLE_TIMEOUT_MS: a slow head is closed within 10 to 12 s. */
const HEAD_CHECK_INTERVAL_MS = 2_000;

/** A body is handed to the socket in pieces of this size, so that each piece the client reads is progress (response-writer.ts). */
const WRITE_SLICE_BYTES = 64 * 1024;

/**
 * Requests one connection may have waiting for their answers (node:http
 * queues the answers of pipelined requests in order); one more closes the
 * connection, so that a client pipelining without reading holds at most
 * this many answers in the server (the backpressure probe's growth stays
 * well under its 50 MB bound at 8; it came near it at 16).
 */
export const PIPELINED_REQUESTS_LIMIT = 8;

const EMPTY = new Uint8Array(0);

/** Requests of each connection not answered to the end yet. */
const waitingBySocket = new WeakMap<object, number>();

/**
 * Counts the request on its connection, and gives its body, if any,
 * `bodyTimeoutMs` to arrive; false (connection destroyed) when the request
 * makes one too many waiting on its connection.
 */
export function admitRequest(req: IncomingMessage, res: ServerResponse, bodyTimeoutMs = BODY_TIMEOUT_MS): boolean {
  const socket = req.socket;
  const waiting = (waitingBySocket.get(socket) ?? 0) + 1;
  if (waiting > PIPELINED_REQUESTS_LIMIT) {
    socket.destroy();
    return false;
  }
  waitingBySocket.set(socket, waiting);
  res.once('close', () => waitingBySocket.set(socket, (waitingBySocket.get(socket) ?? 1) - 1));
  if (hasBody(req)) closeUnlessBodyArrives(req, bodyTimeoutMs);
  return true;
}

export const nodeTransport: Transport = {
  name: 'node',
  listen,
};

async function listen(options: ListenOptions): Promise<Listener> {
  const { handler, writer } = options;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
  const refusal = options.refusal;
  const state: ServerState = { closing: false };
  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    if (refusal !== undefined && req.httpVersion === '1.1' && req.headers.host === undefined) {
      // RFC 9112, 3.2: an HTTP/1.1 request without Host is refused (node:http's own check answers a bare 400).
      refuseRequest(res, refusal(errors.malformedRequest('no Host header')));
      return;
    }
    if (admitRequest(req, res, bodyTimeoutMs)) handler(new NodeReply(req, res, writer, state), new NodeHead(req));
  };
  // node:http checks request heads against headersTimeout every connectionsCheckingInterval (30 s by default);
  // with a refusal to give, the Host check is ours (above), so that its answer is the JSON error body.
  const serverOptions = { connectionsCheckingInterval: HEAD_CHECK_INTERVAL_MS, requireHostHeader: refusal === undefined };
  const server: Server =
    options.tls === undefined
      ? createHttpServer(serverOptions, onRequest)
      : createHttpsServer({ ...serverOptions, ...tlsOptions(options.tls) }, onRequest);
  server.headersTimeout = IDLE_TIMEOUT_MS;
  // The body has its own deadline (closeUnlessBodyArrives), precise to the request rather than to the 2 s check.
  server.requestTimeout = 0;
  server.keepAliveTimeout = IDLE_TIMEOUT_MS;
  // CONNECT /path is answered like any other method (405 or 404), not taken as a tunnel.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => answerConnect(req, socket, handler, writer, state));
  if (refusal !== undefined) server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => refuseHead(error, socket, refusal));
  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(new Error(`Expected to listen on ${options.host}:${options.port} but ${error.message}`));
    server.once('error', failed);
    // A port shared by HTTP loops: SO_REUSEPORT (Node 22.12 and later; loops/http-threads.ts checks).
    server.listen({ port: options.port, host: options.host, ...(options.shared === true ? { reusePort: true } : {}) }, () => {
      server.off('error', failed);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : options.port,
    // net.Server's close: http.Server's own would also close the idle keep-alive connections, whose next request a draining server answers 503.
    stopListening: () => {
      state.closing = true;
      NetServer.prototype.close.call(server);
    },
    closeIdleConnections: () => server.closeIdleConnections(),
    closeAll: () => server.closeAllConnections(),
  };
}

function tlsOptions(tls: TlsFiles): { cert: Buffer; key: Buffer } & typeof NODE_TLS_POLICY {
  const cert = readFileSync(tls.certFile);
  // The chain is sent after the server's own certificate.
  return {
    cert: tls.caFile === undefined ? cert : Buffer.concat([cert, Buffer.from('\n'), readFileSync(tls.caFile)]),
    key: readFileSync(tls.keyFile),
    ...NODE_TLS_POLICY,
  };
}

/** Whether a body follows the head (Content-Length other than 0, or Transfer-Encoding). */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Closes the connection of `req` unless its whole body has arrived within
 * `timeoutMs` (BODY_TIMEOUT_MS), whether the API reads it or node:http
 * skips it after an answer that refused the request.
 */
function closeUnlessBodyArrives(req: IncomingMessage, timeoutMs: number): void {
  const timer = setTimeout(() => {
    if (!req.complete) req.socket.destroy();
  }, timeoutMs);
  const clear = (): void => clearTimeout(timer);
  req.once('end', clear);
  req.once('close', clear);
}

/** Shared by the replies of one server. */
export interface ServerState {
  /** Set when the server stops listening: every later answer closes its connection. */
  closing: boolean;
}

function answerConnect(req: IncomingMessage, socket: Duplex, handler: RequestHandler, writer: ResponseWriter, state: ServerState): void {
  const res = new ServerResponse(req);
  res.shouldKeepAlive = false;
  res.assignSocket(socket as never);
  res.on('finish', () => socket.end());
  handler(new NodeReply(req, res, writer, state), new NodeHead(req));
}

/** node:http's limit on a request line and headers (its default --max-http-header-size). */
const HEAD_LIMIT_BYTES = 16 * 1024;

/**
 * Answers a head node:http's parser refused (malformed, over HEAD_LIMIT_BYTES, or slower than IDLE_TIMEOUT_MS) with
 * the JSON error body instead of node's bare one, the statuses node's own handler gives (400, 431, 408), and closes.
 */
function refuseHead(error: NodeJS.ErrnoException, socket: Duplex, refusal: NonNullable<ListenOptions['refusal']>): void {
  // As node's default handler: a reset or closed socket has nobody to answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const apiError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? errors.headersTooLarge(HEAD_LIMIT_BYTES)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? errors.requestTimeout(IDLE_TIMEOUT_MS)
        : errors.malformedRequest(error.code ?? 'unreadable request');
  const r = refusal(apiError);
  const head = [`HTTP/1.1 ${STATUS_TEXT[r.status]}`, ...r.headers.map(([name, value]) => `${name}: ${value}`)];
  head.push(`Content-Length: ${Buffer.byteLength(r.body)}`, 'Connection: close');
  socket.end(`${head.join('\r\n')}\r\n\r\n${r.body}`);
}

/** Answers a request refused before the API sees it with the transport's refusal, and closes its connection. */
function refuseRequest(res: ServerResponse, r: TransportRefusal): void {
  res.shouldKeepAlive = false;
  res.writeHead(r.status, [...r.headers.flat(), 'Content-Length', String(Buffer.byteLength(r.body)), 'Connection', 'close']);
  res.end(r.body);
}

/** `http://host/path?q` (absolute form, which a server must accept: RFC 9112, 3.2.2) as `/path?q`; any other target as it is. */
export function originForm(target: string): string {
  if (target.charCodeAt(0) === 0x2f /* '/' */) return target;
  const authority = /^https?:\/\/[^/?#]*/i.exec(target);
  if (authority === null) return target;
  const rest = target.slice(authority[0].length);
  return rest === '' || rest[0] === '?' ? `/${rest}` : rest;
}

/** The head of a node:http request; `url` (path and query) is the request's own unless given (an embedded API's, its prefix taken off: mount.ts). */
export class NodeHead implements RequestHead {
  readonly method: string;
  readonly path: string;
  readonly rawQuery: string;

  constructor(
    private readonly req: IncomingMessage,
    url = originForm(req.url ?? '/'),
  ) {
    this.method = req.method ?? 'GET';
    const q = url.indexOf('?');
    this.path = q < 0 ? url : url.slice(0, q);
    this.rawQuery = q < 0 ? '' : url.slice(q + 1);
  }

  header(lowerCaseName: string): string {
    const value = this.req.headers[lowerCaseName];
    return value === undefined ? '' : Array.isArray(value) ? value.join(', ') : value;
  }
}

export class NodeReply implements Reply {
  private abortHandler: (() => void) | undefined;
  private watchingClose = false;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly writer: ResponseWriter,
    private readonly state: ServerState,
  ) {}

  onAborted(handler: () => void): void {
    this.abortHandler = handler;
    if (this.watchingClose) return;
    this.watchingClose = true;
    // 'close' comes after 'finish' for an answer written to the end; before it, the client went away.
    this.res.on('close', () => {
      if (!this.res.writableFinished) this.abortHandler?.();
    });
  }

  /** Throws when the body was read already (a host application's body parser before an embedded API: mount.ts), as it will never arrive. */
  onData(handler: (chunk: Uint8Array, isLast: boolean) => void): void {
    const req = this.req;
    if (req.readableEnded) throw errors.bodyConsumed();
    // A body that is slow to arrive is cut off by closeUnlessBodyArrives.
    req.on('data', (chunk: Buffer) => handler(chunk, false));
    req.on('end', () => handler(EMPTY, true));
  }

  /**
   * `closeConnection` for a body left unread closes the connection only for
   * a chunked body still arriving: a body with Content-Length is read and
   * dropped by node:http (as uWS skips it), which keeps the connection and
   * the requests pipelined behind it; closing with data unread would reset
   * the connection before the client reads its answer.
   */
  respond(
    status: number,
    headers: readonly [string, string][],
    body: string | Uint8Array,
    head: boolean,
    requestedClose: boolean,
    fixed?: FixedHeaders,
  ): void {
    const res = this.res;
    if (res.headersSent || res.destroyed) return;
    const req = this.req;
    const closeConnection =
      this.state.closing ||
      (requestedClose && !req.complete && req.headers['content-length'] === undefined && req.headers['transfer-encoding'] !== undefined);
    const totalBytes = head && closeConnection ? 0 : typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
    const flat: string[] = [];
    for (const [k, v] of headers) flat.push(k, v);
    if (fixed !== undefined) for (const [k, v] of fixed) flat.push(k, v);
    // No Content-Length on a 204 (RFC 9110, 8.6).
    if (status !== 204) flat.push('Content-Length', String(totalBytes));
    if (closeConnection) {
      flat.push('Connection', 'close');
      res.shouldKeepAlive = false;
    }
    res.writeHead(status, flat);
    if (head || totalBytes === 0) res.end();
    else endAsRead(res, body, totalBytes, this.writer);
  }

  remoteAddress(): string {
    return this.req.socket.remoteAddress ?? '';
  }

  /** Chunked (no Content-Length): node:http frames each write. */
  async stream(status: number, headers: readonly [string, string][], chunks: AsyncIterator<string>, target: StreamTarget): Promise<void> {
    const res = this.res;
    if (res.headersSent || res.destroyed) return;
    const flat: string[] = [];
    for (const [k, v] of headers) flat.push(k, v);
    res.writeHead(status, flat);
    try {
      for (let next = await chunks.next(); next.done !== true; next = await chunks.next()) {
        if (target.gone() || res.destroyed) return;
        if (!res.write(next.value) && !(await nodeDrained(res, this.writer, target))) return;
      }
    } catch {
      // The body cannot be finished: the connection is closed without its end (Reply.stream).
      res.destroy();
      return;
    }
    if (!target.gone() && !res.destroyed) res.end();
  }
}

/** Resolves true when the socket drained, false when the client stalled (connection closed) or has gone. */
function nodeDrained(res: ServerResponse, writer: ResponseWriter, target: StreamTarget): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const onDrain = (): void => {
      target.wake = undefined;
      pending.finish();
      resolve(!target.gone());
    };
    const pending = writer.track(() => {
      res.off('drain', onDrain);
      target.wake = undefined;
      res.destroy();
      resolve(false);
    });
    target.wake = () => {
      res.off('drain', onDrain);
      target.wake = undefined;
      pending.finish();
      resolve(false);
    };
    res.once('drain', onDrain);
  });
}

/**
 * Ends `res` with `body`, a piece at a time as the socket drains, so that
 * the server holds at most the socket's buffer and one piece beyond what
 * the client read; the answer counts as pending (with its stall timeout)
 * while the socket holds more than its high-water mark.
 */
function endAsRead(res: ServerResponse, body: string | Uint8Array, totalBytes: number, writer: ResponseWriter): void {
  if (totalBytes <= WRITE_SLICE_BYTES) {
    res.end(body);
    if (res.socket?.writableNeedDrain === true) watch(res, writer);
    return;
  }
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  let offset = 0;
  let ended = false;
  let pending: ReturnType<typeof watch> | undefined;
  const pump = (): void => {
    while (offset < totalBytes) {
      const end = Math.min(offset + WRITE_SLICE_BYTES, totalBytes);
      const taken = res.write(bytes.subarray(offset, end));
      offset = end;
      if (!taken) {
        pending ??= watch(res, writer);
        return;
      }
    }
    ended = true;
    res.end();
    if (pending === undefined && res.socket?.writableNeedDrain === true) pending = watch(res, writer);
  };
  res.on('drain', () => {
    pending?.progress();
    if (!ended) pump();
  });
  pump();
}

/** Counts `res` as pending until it is written or closed; a stall destroys its connection. */
function watch(res: ServerResponse, writer: ResponseWriter): { progress(): void } {
  const pending = writer.track(() => res.destroy());
  // After the last piece, the socket's own drains are the client's progress.
  const socket = res.socket;
  socket?.on('drain', pending.progress);
  const done = (): void => {
    pending.finish();
    socket?.off('drain', pending.progress);
  };
  res.once('finish', done);
  res.once('close', done);
  return pending;
}
