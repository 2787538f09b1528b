/**
 * The one request handler, on either transport (src/http/transport/),
 * running the checks in the order docs/platform.md fixes: draining (503), query length (414), route (404/405; HEAD is routed as GET),
 * key (401/403), rate and quota (429), body and parameters
 * (413/400), then the route's handler (place resolution, computation on the
 * pool), whose result exchange.ts answers in its envelope.
 *
 * The handler reads `req` before it returns and sets onAborted on a request
 * it does not answer at once (uWebSockets.js examples/AsyncFunction.mjs).
 * The closures made per request are the ones the transport calls back
 * (onAborted, onData on POST), the body's continuation, the promise callbacks
 * of an asynchronous handler and its pool-call function (which names the
 * request as the calls' owner); the rest is made once per server (PoolCalls).
 */
import { ApiError, errors } from '../core/errors.ts';
import type { Admit } from './admission.ts';
import { preflightHeaders } from './cors.ts';
import { CALENDAR_TYPE, modeOf, NDJSON_TYPE, type Exchange, type Exchanges } from './exchange.ts';
import { parseJsonObject } from '../operations/request.ts';
import { checkQueryLength, parseQuery, readBody, readBodyBytes, refuseQuery } from './request-input.ts';
import { placesIndexIsExplicit } from './places-index.ts';
import type { Route, Services } from './route.ts';
import type { Router } from './router.ts';
import type { StaticFiles } from './static-files.ts';
import type { Reply, RequestHead } from './transport/types.ts';
import type { TaskOwner } from '../workers/task-batcher.ts';
import { REQUEST_TASK, type OnHttpThread, type RequestCall, type TaskName } from '../workers/task-call.ts';
import type { EnvelopedAnswer } from '../operations/run.ts';

/** The pool calls of every route context, made once per server; each call names the request it serves (its owner). */
export interface PoolCalls {
  compute(name: TaskName, input: unknown, owner?: TaskOwner): Promise<unknown>;
  /** The pool's threads see the places index and answer whole requests (src/http/pool-places.ts): the server made the pool. */
  answersRequests: boolean;
}

export class Dispatcher {
  constructor(
    private readonly exchanges: Exchanges,
    private readonly staticFiles: StaticFiles,
    private readonly router: Router,
    private readonly admission: Admit,
    private readonly services: Services,
    private readonly poolCalls: PoolCalls,
  ) {}

  /** The transport's handler of every method and path (an arrow, so that it can be handed over as it is). */
  readonly handle = (res: Reply, req: RequestHead): void => {
    // Headers are read from req only during this call (uWS).
    const { method, path, rawQuery } = req;
    const ex = this.exchanges.open(res, method, path);
    const accept = req.header('accept');
    ex.acceptsNdjson = method !== 'HEAD' && accept.includes(NDJSON_TYPE);
    ex.acceptsCalendar = method !== 'HEAD' && accept.includes(CALENDAR_TYPE);
    ex.acceptLanguage = req.header('accept-language');
    this.dispatch(ex, req, rawQuery);
    // Answers written synchronously need no abort handler; every other must have one before we return.
    if (!ex.responded) {
      res.onAborted(() => {
        ex.aborted = true;
        ex.onAbort?.();
      });
    }
  };

  /** Answers 404 not_found to a request outside the API (outside an embedded API's prefix: mount.ts). */
  readonly notFound = (res: Reply, req: RequestHead): void => {
    const ex = this.exchanges.open(res, req.method, req.path);
    this.exchanges.fail(ex, errors.notFound(req.path), undefined, req.method === 'POST');
  };

  /** Runs synchronously inside the transport's handler call; headers are read from `req` here, only when needed. */
  private dispatch(ex: Exchange, req: RequestHead, rawQuery: string): void {
    const { method, path } = ex;
    const exchanges = this.exchanges;
    if (exchanges.draining) {
      exchanges.refuse(ex);
      return;
    }
    try {
      checkQueryLength(rawQuery);
    } catch (error) {
      exchanges.fail(ex, error, undefined, method === 'POST');
      return;
    }
    if ((method === 'GET' || method === 'HEAD') && this.staticFiles.serve(ex, req)) return;

    const match = this.router.match(method === 'OPTIONS' ? '' : method, path);
    let route: Route | undefined;
    try {
      if (method === 'OPTIONS') {
        const allowed = match.kind === 'method' ? match.allowed : [];
        if (allowed.length === 0) throw errors.notFound(path);
        exchanges.send(ex, 204, undefined, '', preflightHeaders(this.router, path, allowed, req.header('origin')));
        exchanges.finalize(ex);
        return;
      }
      if (match.kind === 'none') throw errors.notFound(path);
      if (match.kind === 'method') throw errors.methodNotAllowed(method, match.allowed);
      route = match.route;
      ex.operation = route.operation.id;
      const current = route;
      // A promise when the key, the limits or the ledger live in shared stores (PostgreSQL, Redis).
      const admitted = route.operation.keys.length > 0 ? this.admission.admit(ex, route, req) : undefined;
      // Handled at once (a POST's body may arrive after a refusal): never an unhandled rejection.
      const outcome = admitted?.then(
        () => undefined,
        (error: unknown) => ({ error }),
      );
      const params = match.params;
      if (
        route.operation.method === 'POST' &&
        route.onPool === true &&
        rawQuery === '' &&
        this.poolCalls.answersRequests &&
        !placesIndexIsExplicit()
      ) {
        // The pool thread checks the body (its 400 is the same answer) and prepares the request as well as computing it.
        readBodyBytes(exchanges, ex, route, Number(req.header('content-length')) || 0, (bytes) => {
          if (outcome === undefined) this.runOnPool(ex, current, bytes);
          else
            void outcome.then((refused) =>
              refused === undefined ? this.runOnPool(ex, current, bytes) : exchanges.routeFailed(ex, current, refused.error),
            );
        });
      } else if (route.operation.method === 'POST') {
        readBody(exchanges, ex, route, Number(req.header('content-length')) || 0, (text) => {
          if (outcome === undefined) this.runPost(ex, current, params, rawQuery, text);
          else
            void outcome.then((refused) =>
              refused === undefined ? this.runPost(ex, current, params, rawQuery, text) : exchanges.routeFailed(ex, current, refused.error),
            );
        });
      } else if (outcome === undefined) this.runRoute(ex, current, params, rawQuery, undefined);
      else
        void outcome.then((refused) =>
          refused === undefined
            ? this.runRoute(ex, current, params, rawQuery, undefined)
            : exchanges.routeFailed(ex, current, refused.error),
        );
    } catch (error) {
      // A refusal before the body was read leaves the body unread: the connection is closed with the answer. Except
      // a 413 from Content-Length: the transport skips that many bytes unread (uWS, and node:http, which reads and
      // drops them), so an uploading client keeps the connection open long enough to read its answer (docs/platform.md).
      exchanges.fail(ex, error, route, method === 'POST' && !(error instanceof ApiError && error.code === 'payload_too_large'));
    }
  }

  /**
   * An admitted POST of a route `onPool`, answered whole by a pool thread from its body's bytes
   * (src/workers/request-task.ts): the envelope's text comes back, or the request to be run here after all.
   */
  private runOnPool(ex: Exchange, route: Route, body: Uint8Array): void {
    const exchanges = this.exchanges;
    const envelope = { requestId: ex.requestId, mode: modeOf(ex), credits: ex.reservation?.credits ?? 0 };
    const call: RequestCall = {
      operation: route.operation.id,
      body,
      acceptLanguage: ex.acceptLanguage,
      nowMs: this.services.clock.now(),
      transport: this.services.transport,
      envelope,
    };
    this.poolCalls.compute(REQUEST_TASK, call, ex).then(
      (value) => {
        const answered = value as EnvelopedAnswer | OnHttpThread;
        if ('onHttpThread' in answered) this.runPost(ex, route, {}, '', answered.onHttpThread);
        else exchanges.succeed(ex, route, { envelope: answered.envelope, mode: envelope.mode, credits: envelope.credits });
      },
      (error: unknown) => exchanges.routeFailed(ex, route, error),
    );
  }

  /** Validates the body of an admitted POST, then runs the route. */
  private runPost(ex: Exchange, route: Route, params: Record<string, string>, rawQuery: string, text: string): void {
    let body: unknown;
    try {
      body = route.body!.parse(parseJsonObject(text));
    } catch (error) {
      this.exchanges.routeFailed(ex, route, error);
      return;
    }
    this.runRoute(ex, route, params, rawQuery, body);
  }

  /**
   * Validates the query and path parameters (a body is validated already),
   * then runs the handler. Without a body and with a synchronous handler (constant answers) the
   * response is written before the handler call returns; otherwise after the
   * awaits.
   */
  private runRoute(ex: Exchange, route: Route, params: Record<string, string>, rawQuery: string, body: unknown): void {
    const exchanges = this.exchanges;
    try {
      let query: unknown = {};
      if (route.query === undefined) refuseQuery(rawQuery);
      else query = route.query.parse(parseQuery(rawQuery));
      const parsedParams = route.params === undefined ? params : route.params.parse(params);
      // A reservation in a shared store (PostgreSQL) answers later: nothing is computed before it is held,
      // and its refusal is this request's answer (issue 28, D1 and D2).
      const reserved =
        route.operation.creditsOf === undefined
          ? undefined
          : this.admission.reserveFor(
              ex,
              route,
              route.operation.method === 'POST' ? body : { ...(query as object), ...(parsedParams as object) },
            );
      if (reserved === undefined) this.runHandler(ex, route, body, query, parsedParams);
      else {
        reserved.then(
          () => {
            if (ex.finalized) return;
            if (ex.aborted) exchanges.finalize(ex);
            else this.runHandler(ex, route, body, query, parsedParams);
          },
          (error: unknown) => exchanges.routeFailed(ex, route, error),
        );
      }
    } catch (error) {
      exchanges.routeFailed(ex, route, error);
    }
  }

  /** Runs the route's handler once the request is admitted, validated and its credits held. */
  private runHandler(ex: Exchange, route: Route, body: unknown, query: unknown, params: unknown): void {
    const exchanges = this.exchanges;
    const poolCalls = this.poolCalls;
    try {
      const result = route.handler({
        body,
        query,
        params,
        requestId: ex.requestId,
        caller: ex.caller,
        services: this.services,
        // The request owns its pool calls: they queue fairly by key and are dropped once its client has gone.
        compute: (name, input) => poolCalls.compute(name, input, ex),
        ndjson: route.streams !== undefined && ex.acceptsNdjson,
        calendar: ex.acceptsCalendar,
        acceptLanguage: ex.acceptLanguage,
        admitAs: (caller) => this.admission.admitAs(ex, caller),
        envelope: { requestId: ex.requestId, mode: modeOf(ex), credits: ex.reservation?.credits ?? 0 },
      });
      if (result instanceof Promise) {
        result.then(
          (r) => exchanges.succeed(ex, route, r),
          (error: unknown) => exchanges.routeFailed(ex, route, error),
        );
      } else {
        exchanges.succeed(ex, route, result);
      }
    } catch (error) {
      exchanges.routeFailed(ex, route, error);
    }
  }
}
