/**
 * The one uWS handler, running the checks in the order docs/platform.md fixes:
 * route (404/405), key (401/403), rate and quota (429), body and parameters
 * (413/400), then the route's handler (place resolution, computation on the
 * pool), whose result exchange.ts answers in its envelope.
 *
 * Handlers copy everything from `req` first, set onAborted, and cork every
 * write made after an await (uWebSockets.js examples/AsyncFunction.mjs).
 * The closures made per request are the ones uWS calls back (onAborted,
 * cork, onData on POST), the body's continuation and the promise callbacks
 * of an asynchronous handler; the rest is made once per server (PoolCalls).
 */
import type { HttpRequest, HttpResponse } from '@trufflesuite/uws-js-unofficial';
import { errors } from '../core/errors.ts';
import type { Admission } from './admission.ts';
import { preflightHeaders } from './cors.ts';
import type { Exchange, Exchanges } from './exchange.ts';
import { parseJsonObject, parseQuery, readBody } from './request-input.ts';
import type { Route, RouteContext, Services } from './route.ts';
import type { Router } from './router.ts';
import type { StaticFiles } from './static-files.ts';

/** The pool calls of every route context, made once per server so that no request builds its own. */
export type PoolCalls = Pick<RouteContext<unknown, unknown, unknown>, 'compute'>;

export class Dispatcher {
  constructor(private readonly exchanges: Exchanges, private readonly staticFiles: StaticFiles, private readonly router: Router,
    private readonly admission: Admission, private readonly services: Services, private readonly poolCalls: PoolCalls) {}

  /** The uWS handler of every method and path (an arrow, so that it can be handed to uWS as it is). */
  readonly handle = (res: HttpResponse, req: HttpRequest): void => {
    // Copy everything from req now: it is only valid until this function returns.
    const method = req.getCaseSensitiveMethod().toUpperCase();
    const path = req.getUrl();
    const rawQuery = req.getQuery() ?? '';
    const ex = this.exchanges.open(res, method, path);
    this.dispatch(ex, req, rawQuery);
    // Answers written synchronously need no abort handler; every other must have one before we return.
    if (!ex.responded) {
      res.onAborted(() => {
        ex.aborted = true;
        ex.onAbort?.();
      });
    }
  };

  /** Runs synchronously inside the uWS callback; headers are read from `req` here, only when needed. */
  private dispatch(ex: Exchange, req: HttpRequest, rawQuery: string): void {
    const { method, path } = ex;
    const exchanges = this.exchanges;
    if (exchanges.draining) {
      exchanges.refuse(ex);
      return;
    }
    if ((method === 'GET' || method === 'HEAD') && this.staticFiles.serve(ex, req)) return;

    const match = this.router.match(method === 'OPTIONS' ? '' : method, path);
    let route: Route | undefined;
    try {
      if (method === 'OPTIONS') {
        const allowed = match.kind === 'method' ? match.allowed : [];
        if (allowed.length === 0) throw errors.notFound(path);
        exchanges.send(ex, 204, undefined, '', preflightHeaders(this.router, path, allowed, req.getHeader('origin')));
        exchanges.finalize(ex);
        return;
      }
      if (match.kind === 'none') throw errors.notFound(path);
      if (match.kind === 'method') throw errors.methodNotAllowed(method, match.allowed);
      route = match.route;
      if (route.keyKinds.length > 0) this.admission.admit(ex, route, req);
      if (route.method === 'POST') {
        const postRoute = route;
        const params = match.params;
        readBody(exchanges, ex, route, Number(req.getHeader('content-length')) || 0, (text) => {
          let body: unknown;
          try {
            body = postRoute.body!.parse(parseJsonObject(text));
          } catch (error) {
            exchanges.routeFailed(ex, postRoute, error);
            return;
          }
          this.runRoute(ex, postRoute, params, rawQuery, body);
        });
      } else this.runRoute(ex, route, match.params, rawQuery, undefined);
    } catch (error) {
      // A refusal before the body was read leaves the body unread: the connection is closed with the answer.
      exchanges.fail(ex, error, route, method === 'POST');
    }
  }

  /**
   * Validates the query and path parameters (a body is validated already),
   * then runs the handler. Without a body and with a synchronous handler (constant answers) the
   * response is written before the uWS callback returns; otherwise after the
   * awaits, corked.
   */
  private runRoute(ex: Exchange, route: Route, params: Record<string, string>, rawQuery: string, body: unknown): void {
    const exchanges = this.exchanges;
    try {
      const query = route.query === undefined ? {} : route.query.parse(parseQuery(rawQuery));
      const parsedParams = route.params === undefined ? params : route.params.parse(params);
      const poolCalls = this.poolCalls;
      const result = route.handler({
        body, query, params: parsedParams, requestId: ex.requestId, caller: ex.caller, services: this.services,
        compute: poolCalls.compute,
      });
      if (result instanceof Promise) {
        result.then((r) => exchanges.succeed(ex, route, r), (error: unknown) => exchanges.routeFailed(ex, route, error));
      } else {
        exchanges.succeed(ex, route, result);
      }
    } catch (error) {
      exchanges.routeFailed(ex, route, error);
    }
  }
}
