/**
 * The life of one request, from arrival to its single response: its state
 * (Exchange), the one place a response is written (send), the success and
 * failure paths that settle or release its credits, and finalize, which
 * runs once per request and keeps the count of requests in flight that a
 * graceful close waits for.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ApiError, errors } from '../core/errors.ts';
import type { Ledger, LedgerReservation } from '../platform/ledger.ts';
import type { Limiter, RateState } from '../platform/rate-limiter.ts';
import { isRefusal, type AccessLog } from './access-log.ts';
import { NO_OPERATION, type Metrics } from './metrics.ts';
import type { CallerAccounts } from './caller-account.ts';
import { corsHeaders } from './cors.ts';
import { buildMeta, ENVELOPE_OPENING, serializeEnvelope, serializeEnvelopeClosing, serializeStreamTail } from '../operations/envelope.ts';
import { errorResponse, isServerError } from './errors.ts';
import { API_SECURITY_HEADERS, securityHeaders } from './security-headers.ts';
import type { StreamTarget, TransportRefusal } from './transport/types.ts';
import { GAUGE_IN_FLIGHT } from './loops/platform-channel.ts';
import { textOf, type Caller, type Route, type RouteResult } from './route.ts';
import type { Reply } from './transport/types.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';
/** Asked for in Accept, and answered, by the routes that stream (docs/platform.md, Streaming (bulk answers)). */
export const NDJSON_TYPE = 'application/x-ndjson';
/** The calendar feeds' type (RFC 5545), asked for by `Accept` (docs/feeds.md). */
export const CALENDAR_TYPE = 'text/calendar';

/** The answers written as they are produced (Exchanges.stream). */
type Streamed = Extract<RouteResult, { ndjson: unknown } | { dataJsonChunks: unknown }>;

/** One request's state from arrival to its single response. */
export interface Exchange {
  res: Reply;
  requestId: string;
  method: string;
  path: string;
  startMs: number;
  aborted: boolean;
  responded: boolean;
  finalized: boolean;
  status: number;
  caller: Caller | undefined;
  rate: RateState | undefined;
  rateAcquired: boolean;
  reservation: LedgerReservation | undefined;
  credits: number;
  corsOrigin: string | undefined;
  /** Set while the body is being read: the abort then ends the request (request-input.ts). */
  onAbort: (() => void) | undefined;
  /** The Accept header names NDJSON (read in the uWS callback; used by routes that stream). */
  acceptsNdjson: boolean;
  /** The Accept header names text/calendar (read in the uWS callback; used by the operations with a feed, docs/feeds.md). */
  acceptsCalendar: boolean;
  /** The Accept-Language header ('' when absent; read in the uWS callback): the label language of a request naming no `lang`. */
  acceptLanguage: string;
  /** The error type answered, and for a refusal without a caller the client's address (access-log.ts counts refusals by them). */
  errorType: string | undefined;
  client: string | undefined;
  /** The id of the operation the request matched (the metrics' label). */
  operation: string | undefined;
}

/** The requests being served, and how each one is answered and ended. */
export class Exchanges {
  /** Set by a graceful close: requests arriving after it are refused with 503. */
  draining = false;
  private active = 0;
  private idCounter = 0;
  // Request ids: a random prefix per server, then a counter (unique without a random draw per request).
  private readonly idPrefix = `req_${randomBytes(5).toString('hex')}`;
  private drained: (() => void) | undefined;
  /** Set when the server serves GET /metrics (metrics.ts): every finalize records the request. */
  metrics: Metrics | undefined;
  /** An HTTP loop's (loops/): the server's requests in flight over every loop, in its GAUGE_IN_FLIGHT slot. */
  gauge: Int32Array | undefined;

  /** `baseUrl` is the prefix of `doc_url` in error bodies. */
  constructor(
    private readonly ledger: Ledger,
    private readonly limiter: Limiter,
    private readonly log: AccessLog,
    private readonly accounts: CallerAccounts,
    public baseUrl: string,
  ) {}

  private nextRequestId(): string {
    return `${this.idPrefix}${(this.idCounter++).toString(36)}`;
  }

  /**
   * The answer to what the transport refuses before it is a request (node:http's parser: a malformed head, one too large
   * or too slow): the error body with a request id of its own, its status and its headers (the connection is closed).
   */
  transportRefusal(error: ApiError): TransportRefusal {
    const requestId = this.nextRequestId();
    const r = errorResponse(error, requestId, this.baseUrl);
    return {
      status: r.status,
      body: r.body,
      headers: [['Content-Type', JSON_TYPE], ['X-Request-Id', requestId], ...API_SECURITY_HEADERS, ...r.headers],
    };
  }

  /** Requests between their arrival and their finalize. */
  get inFlight(): number {
    return this.active;
  }

  /** A new request; it counts as in flight until finalize. */
  open(res: Reply, method: string, path: string): Exchange {
    const ex: Exchange = {
      res,
      requestId: this.nextRequestId(),
      method,
      path,
      startMs: performance.now(),
      aborted: false,
      responded: false,
      finalized: false,
      status: 0,
      caller: undefined,
      rate: undefined,
      rateAcquired: false,
      reservation: undefined,
      credits: 0,
      corsOrigin: undefined,
      onAbort: undefined,
      acceptsNdjson: false,
      acceptsCalendar: false,
      acceptLanguage: '',
      errorType: undefined,
      client: undefined,
      operation: undefined,
    };
    this.active += 1;
    if (this.gauge !== undefined) Atomics.add(this.gauge, GAUGE_IN_FLIGHT, 1);
    return ex;
  }

  /**
   * Writes the response; nothing once the request has an answer or was
   * aborted. A HEAD answer has the headers of the GET answer, its
   * Content-Length included, and no body. The transport writes a body as
   * fast as the client reads it (response-writer.ts).
   */
  send(
    ex: Exchange,
    status: number,
    contentType: string | undefined,
    body: string | Uint8Array,
    headers: [string, string][],
    closeConnection = false,
  ): void {
    if (ex.aborted || ex.responded) return;
    ex.responded = true;
    ex.status = status;
    const all: [string, string][] =
      contentType === undefined
        ? [['X-Request-Id', ex.requestId]]
        : [
            ['Content-Type', contentType],
            ['X-Request-Id', ex.requestId],
          ];
    for (const h of headers) all.push(h);
    ex.res.respond(status, all, body, ex.method === 'HEAD', closeConnection, securityHeaders(contentType));
  }

  /** Answers `error` (unknown errors as internal_error, logged) and ends the request; its credits are released. */
  fail(ex: Exchange, error: unknown, route: Route | undefined, closeConnection = false): void {
    if (ex.reservation !== undefined) this.ledger.release(ex.reservation);
    if (isServerError(error)) this.log.error(ex.requestId, error);
    const r = errorResponse(error, ex.requestId, this.baseUrl);
    ex.errorType = r.type;
    // Read before the answer is written: uWS forbids touching a response after it.
    if (ex.caller === undefined && isRefusal(r.status) && !ex.aborted && !ex.responded) ex.client = ex.res.remoteAddress();
    const headers = r.headers;
    if (error instanceof ApiError && error.details?.rate !== undefined) ex.rate = error.details.rate as RateState;
    this.accounts.headers(ex.caller, ex.rate, headers);
    corsHeaders(ex.corsOrigin, route, headers);
    this.send(ex, r.status, JSON_TYPE, r.body, headers, closeConnection);
    this.finalize(ex);
  }

  /**
   * Settles the route's credits and answers its result once the charge is
   * committed (no answer leaves before its charge is durable), then ends the
   * request; an aborted request is only ended.
   */
  succeed(ex: Exchange, route: Route, result: RouteResult): void {
    if (ex.aborted) {
      this.finalize(ex);
      return;
    }
    if ('dataJsonChunks' in result && ex.method === 'HEAD') {
      // A HEAD answer says the GET answer's Content-Length: its data is made whole (a range's one part).
      textOf(result.dataJsonChunks).then(
        (dataJson) => this.succeed(ex, route, { dataJson, meta: result.meta, warnings: result.warnings }),
        (error: unknown) => this.routeFailed(ex, route, error),
      );
      return;
    }
    if ('ndjson' in result || 'dataJsonChunks' in result) {
      void this.stream(ex, route, result);
      return;
    }
    let charged = 0;
    let committed: Promise<void> | undefined;
    if (ex.reservation !== undefined) {
      committed = this.ledger.settle(ex.reservation);
      charged = ex.reservation.credits;
    }
    ex.credits = charged;
    if (committed === undefined) this.answer(ex, route, result, charged);
    else
      committed.then(
        () => this.answer(ex, route, result, charged),
        (error: unknown) => this.fail(ex, error, route),
      );
  }

  private answer(ex: Exchange, route: Route, result: Exclude<RouteResult, Streamed>, charged: number): void {
    const headers: [string, string][] = [];
    this.accounts.headers(ex.caller, ex.rate, headers);
    corsHeaders(ex.corsOrigin, route, headers);
    if (route.variesByLanguage === true) headers.push(['Vary', 'Accept-Language']);
    if ('image' in result) {
      // No envelope: the warnings' codes (time_unknown, ...) travel in a header.
      if (result.warnings !== undefined && result.warnings.length > 0) {
        headers.push(['X-Warnings', [...new Set(result.warnings.map((w) => w.code))].join(', ')]);
      }
      this.send(ex, 200, result.image.contentType, result.image.body, headers);
    } else if ('envelope' in result) {
      // Written on a pool thread with the mode and credits the request had when it was computed: still this request's.
      if (result.credits !== charged || result.mode !== modeOf(ex)) {
        throw new Error(
          `Expected an envelope for ${modeOf(ex)} mode and ${charged} credits but it says ${result.mode} and ${result.credits}`,
        );
      }
      this.send(ex, 200, JSON_TYPE, result.envelope, headers);
    } else {
      const meta = buildMeta(ex.requestId, modeOf(ex), charged, result.meta);
      const dataJson = 'dataJson' in result ? result.dataJson : JSON.stringify(result.data);
      this.send(ex, 200, JSON_TYPE, serializeEnvelope(dataJson, meta, result.warnings ?? []), headers);
    }
    this.finalize(ex);
  }

  /**
   * A streamed answer, NDJSON or a bulk JSON envelope: its first chunk is
   * awaited before the 200 is written, so a failure there is an ordinary
   * error answer; then every chunk as the client reads (response-writer.ts),
   * and last the meta (NDJSON: a line `{"meta":..,"warnings":..}`; JSON: the
   * envelope's `,"meta":..,"warnings":..}` after `data`) once all succeeded,
   * the credits settled just before it. A later failure charges nothing and
   * ends the answer: NDJSON with an `{"error":..}` line, JSON by closing the
   * connection without the body's end (the transport does so when the chunks
   * throw), so that the partial JSON cannot pass for a whole answer.
   */
  private async stream(ex: Exchange, route: Route, result: Streamed): Promise<void> {
    const json = 'dataJsonChunks' in result;
    const chunks = json ? result.dataJsonChunks : result.ndjson;
    let first: IteratorResult<string>;
    try {
      first = await chunks.next();
    } catch (error) {
      this.routeFailed(ex, route, error);
      return;
    }
    if (ex.aborted) {
      void chunks.return?.();
      this.finalize(ex);
      return;
    }
    ex.responded = true;
    ex.status = 200;
    const headers: [string, string][] = [];
    this.accounts.headers(ex.caller, ex.rate, headers);
    corsHeaders(ex.corsOrigin, route, headers);
    if (route.variesByLanguage === true) headers.push(['Vary', 'Accept-Language']);
    headers.push(['Content-Type', json ? JSON_TYPE : NDJSON_TYPE], ['X-Request-Id', ex.requestId], ...API_SECURITY_HEADERS);
    const target: StreamTarget = { gone: () => ex.aborted };
    ex.onAbort = () => target.wake?.();
    this.metrics?.streamStarted();
    try {
      await ex.res.stream(200, headers, this.streamBody(ex, result, json, first, chunks), target);
    } finally {
      this.metrics?.streamEnded();
    }
    if (ex.aborted) void chunks.return?.();
    this.finalize(ex);
  }

  /** The body of a streamed answer (stream above): the chunks, then the meta once the charge is committed. */
  private async *streamBody(
    ex: Exchange,
    result: Streamed,
    json: boolean,
    first: IteratorResult<string>,
    chunks: AsyncIterator<string>,
  ): AsyncGenerator<string> {
    const firstText = first.done === true ? '' : first.value;
    if (json) yield `${ENVELOPE_OPENING}${firstText}`;
    else if (firstText !== '') yield firstText;
    try {
      for (let next = await chunks.next(); next.done !== true; next = await chunks.next()) yield next.value;
    } catch (error) {
      if (ex.reservation !== undefined) this.ledger.release(ex.reservation);
      if (isServerError(error)) this.log.error(ex.requestId, error);
      if (json) throw error;
      yield `${errorResponse(error, ex.requestId, this.baseUrl).body}\n`;
      return;
    }
    let charged = 0;
    if (ex.reservation !== undefined) {
      // The meta, and with it the end of the answer, waits for the charge's commit (docs/platform.md).
      const share = result.chargedShare?.() ?? 1;
      await this.ledger.settle(ex.reservation, share);
      charged = Math.round(ex.reservation.credits * share);
    }
    ex.credits = charged;
    const meta = buildMeta(ex.requestId, modeOf(ex), charged, result.meta);
    const warnings = result.warnings ?? [];
    yield json ? serializeEnvelopeClosing(meta, warnings) : `${serializeStreamTail(meta, warnings)}\n`;
  }

  /** The body, the parameters or the handler failed: answered unless the client has gone. */
  routeFailed(ex: Exchange, route: Route, error: unknown): void {
    if (ex.aborted) this.finalize(ex);
    else this.fail(ex, error, route, (error as { closeConnection?: boolean }).closeConnection === true);
  }

  /** 503 service_unavailable with Retry-After, closing the connection, for a request arriving on an open connection while the server drains. */
  refuse(ex: Exchange): void {
    const r = errorResponse(errors.serviceUnavailable(1), ex.requestId, this.baseUrl);
    this.send(ex, r.status, JSON_TYPE, r.body, r.headers, true);
    this.finalize(ex);
  }

  /** Runs once per request, after its response or its abort, when no work of it remains. */
  finalize(ex: Exchange): void {
    if (ex.finalized) return;
    ex.finalized = true;
    if (ex.reservation !== undefined) this.ledger.release(ex.reservation);
    if (ex.rateAcquired && ex.caller !== undefined) this.limiter.done(ex.caller.keyId, ex.rate);
    const status = ex.aborted && !ex.responded ? 499 : ex.status;
    const durationMs = performance.now() - ex.startMs;
    this.metrics?.request(ex.operation ?? NO_OPERATION, status, durationMs / 1000, ex.credits);
    this.log.request({
      request_id: ex.requestId,
      method: ex.method,
      path: ex.path,
      status,
      duration_ms: Math.round(durationMs * 1000) / 1000,
      key_id: ex.caller?.keyId ?? null,
      credits: ex.credits,
      error: ex.errorType,
      client: ex.client,
    });
    this.active -= 1;
    if (this.gauge !== undefined) Atomics.sub(this.gauge, GAUGE_IN_FLIGHT, 1);
    if (this.active === 0 && this.drained !== undefined) this.drained();
  }

  /** Resolves when no request is in flight any more, or after `timeoutMs`. Call it only while some are. */
  whenIdle(timeoutMs: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

/** `meta.mode`: test for a test key, live otherwise. */
export function modeOf(ex: Exchange): 'live' | 'test' {
  return ex.caller?.kind === 'test' ? 'test' : 'live';
}
