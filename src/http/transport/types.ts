/**
 * What the request machinery (exchange.ts, dispatch.ts, request-input.ts)
 * needs of an HTTP layer, so that it runs the same on uWebSockets.js
 * (transport/uws.ts) and on node:http (transport/node.ts): a request's head,
 * its body in chunks, the news that its client went away, and one call that
 * writes the whole answer, as fast as the client reads it.
 */
import type { ApiError } from '../../core/errors.ts';
import type { ResponseWriter } from '../response-writer.ts';

/** The HTTP layers the server runs on: uWebSockets.js, or node:http (node:https with TLS). */
export type TransportName = 'uws' | 'node';

/** A request's head. Read it only during the handler call: uWS reuses it once the handler returns. */
export interface RequestHead {
  /** Upper-case. */
  readonly method: string;
  /** The path, without the query string, as sent (not decoded). */
  readonly path: string;
  /** The query string without `?`, as sent; '' when there is none. */
  readonly rawQuery: string;
  /** A header's value by its lower-case name; '' when absent. */
  header(lowerCaseName: string): string;
}

/** How one request is answered. */
export interface Reply {
  /**
   * `handler` runs once if the client goes away before the answer is
   * written to the end. A later call replaces the handler. On uWS a
   * request not answered before its handler returns must have one.
   */
  onAborted(handler: () => void): void;
  /**
   * The body in chunks, the last with `isLast` (an empty body gives one
   * empty last chunk). A chunk is valid only during the call: keep a copy.
   * On uWS it must be called before the handler returns.
   */
  onData(handler: (chunk: Uint8Array, isLast: boolean) => void): void;
  /**
   * Writes the status, `headers` and `body`, once. A HEAD answer (`head`)
   * has the Content-Length of `body` and no body. With `closeConnection`
   * the connection is closed after the answer (a HEAD answer then says
   * Content-Length 0). A body is written as fast as the client reads it
   * (response-writer.ts). `fixed` are written after `headers`.
   */
  respond(
    status: number,
    headers: readonly [string, string][],
    body: string | Uint8Array,
    head: boolean,
    closeConnection: boolean,
    fixed?: FixedHeaders,
  ): void;
  /**
   * Writes the status and `headers`, then the body as `chunks` yields it:
   * the next chunk is asked for only when the socket took the last one
   * (the client reads), so a slow reader slows the producer instead of
   * filling memory; a client that reads nothing for the stall timeout has
   * its connection closed (response-writer.ts). Resolves when the body is
   * ended or the request is gone (the caller calls `target.wake` from its
   * abort handler, so that a wait for the socket ends at once). When
   * `chunks` throws, the connection is closed without the body's end (no
   * last chunk), so the client sees the answer cut short.
   */
  stream(status: number, headers: readonly [string, string][], chunks: AsyncIterator<string>, target: StreamTarget): Promise<void>;
  /** The client's IP address as text; call it before the answer is written (uWS). */
  remoteAddress(): string;
}

/**
 * Headers that are the same on every answer carrying them (the security headers of security-headers.ts): one
 * constant list each, which a transport may write as a block it made once (uWS: one call instead of one a header).
 */
export type FixedHeaders = readonly [string, string][];

/** The request a stream writes to: whether it is gone, and (set while the stream waits for the socket) how to stop waiting. */
export interface StreamTarget {
  gone(): boolean;
  wake?: () => void;
}

export type RequestHandler = (reply: Reply, head: RequestHead) => void;

/** Certificate files of an HTTPS server, PEM (TLS_CERT, TLS_KEY, TLS_CA). */
export interface TlsFiles {
  certFile: string;
  keyFile: string;
  /** Certificates of the authorities that issued `certFile`, sent after it (intermediate chain). */
  caFile?: string;
}

export interface ListenOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  handler: RequestHandler;
  writer: ResponseWriter;
  tls: TlsFiles | undefined;
  /** node:http: how long a request body may take to arrive after its head (default BODY_TIMEOUT_MS of transport/node.ts). */
  bodyTimeoutMs?: number;
  /** node:http: the answer to a head its parser refuses (Exchanges.transportRefusal); absent, node:http's own bare answer. */
  refusal?: (error: ApiError) => TransportRefusal;
  /** The port is shared with the server's other HTTP loops (SO_REUSEPORT: loops/loop-group.ts). */
  shared?: boolean;
}

/** An error answer written by the transport itself, before there is a request (the connection is closed after it). */
export interface TransportRefusal {
  status: number;
  body: string;
  headers: [string, string][];
}

/** A transport listening on a port. */
export interface Listener {
  readonly port: number;
  /** Stops accepting connections; open connections go on being served (a graceful close drains them). */
  stopListening(): void;
  /** Closes the connections that wait for no answer (the last step of a graceful close). */
  closeIdleConnections(): void;
  /** Closes every connection left (an HTTP loop's end, after its drain: a worker thread ends only with none open). */
  closeAll?(): void;
}

export interface Transport {
  readonly name: TransportName;
  /** The package serving, for uWS (which of its builds loaded). */
  readonly build?: string;
  /** Listens, or rejects when the port is not available. */
  listen(options: ListenOptions): Promise<Listener>;
}
