/**
 * The uWebSockets.js server. One catch-all handler runs the checks in the
 * order decisions.md fixes: route (404/405), key (401/403), rate and quota
 * (429), body and parameters (400/413), then the route's handler (place
 * resolution, computation on the pool), then the envelope. Credits are
 * reserved before the body is read and settled only on a 2xx answer.
 *
 * Handlers copy everything from `req` first, set onAborted, and cork every
 * write made after an await (uWebSockets.js examples/AsyncFunction.mjs).
 */
import uWS, { type HttpResponse, type us_listen_socket } from '@trufflesuite/uws-js-unofficial';
import type { Piscina } from 'piscina';
import { errors } from '../core/errors.ts';
import { systemClock, type Clock } from '../platform/clock.ts';
import { CreditLedger } from '../platform/ledger.ts';
import { DEMO_DAILY_CALLS, PLANS, PLAN_IDS, type Plan, type PlanId } from '../platform/plans.ts';
import { RateLimiter } from '../platform/rate-limiter.ts';
import { openStorage, type Storage } from '../storage/lmdb.ts';
import { usePlacesStore } from './places-index.ts';
import { KeyStore } from '../storage/keys.ts';
import { Authenticator } from './authenticate.ts';
import { createPool } from '../workers/pool.ts';
import { TaskBatcher } from '../workers/task-batcher.ts';
import { AccessLog, type LogSink } from './access-log.ts';
import { Admission } from './admission.ts';
import { docsFiles } from './docs-site.ts';
import { CallerAccounts } from './caller-account.ts';
import { preflightHeaders } from './cors.ts';
import { Exchanges, JSON_TYPE, type Exchange } from './exchange.ts';
import { buildOpenApi } from './openapi.ts';
import { parseJsonObject, parseQuery, readBody } from './request-input.ts';
import type { Route, RouteContext, Services } from './route.ts';
import type { TaskName } from '../workers/handlers.ts';
import { Router } from './router.ts';
import { ALL_ROUTES } from './routes/index.ts';
import { StaticFiles } from './static-files.ts';

export { BODY_LIMIT_BYTES } from './request-input.ts';

export interface ServerOptions {
  /** 0 picks a free port (tests). Default: PORT or 8080. */
  port?: number;
  host?: string;
  /** Default: opened under dataDir (DATA_DIR or ./data) and closed with the server. */
  storage?: Storage;
  dataDir?: string;
  /** Default: a new pool of `threads` (WORKERS or cores), destroyed with the server. */
  pool?: Piscina;
  threads?: number;
  clock?: Clock;
  /** Prefix of doc_url and the OpenAPI server. Default: BASE_URL or http://localhost:<port>. */
  baseUrl?: string;
  /** Default: DEMO_KEY. */
  demoKey?: string;
  demoDailyCalls?: number;
  /** Limits to override per plan (tests, benchmarks). */
  planOverrides?: Partial<Record<PlanId, Partial<Omit<Plan, 'id'>>>>;
  routes?: readonly Route[];
  /** Where access-log lines go. Default: stdout. */
  logSink?: LogSink;
  /** Milliseconds between batched credit commits. */
  flushIntervalMs?: number;
  /** Longest a graceful close waits for requests in flight. */
  drainTimeoutMs?: number;
  /** How long an accepted key is trusted without reading the store (src/http/authenticate.ts); 0 reads it on every request. */
  keyCacheTtlMs?: number;
}

export interface ApiServer {
  port: number;
  url: string;
  services: Services;
  /** Requests being served now. */
  inFlight(): number;
  /** Graceful: stop accepting, finish requests in flight, commit credits, close the pool and LMDB. */
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<ApiServer> {
  const clock = options.clock ?? systemClock;
  const ownStorage = options.storage === undefined;
  const storage = options.storage ?? openStorage(options.dataDir);
  usePlacesStore(storage.root);
  const ownPool = options.pool === undefined;
  const pool = options.pool ?? createPool(options.threads === undefined ? {} : { threads: options.threads });
  const batcher = new TaskBatcher(pool, pool.options.maxThreads);
  // Shared by every request's context: no closures per request.
  const poolCalls = { compute: (name: TaskName, input: unknown) => batcher.run({ name, input }),
    computeJson: (name: TaskName, input: unknown) => batcher.run({ name, input, out: 'json' }),
    computeData: (name: TaskName, input: unknown) => batcher.run({ name, input, out: 'dataJson' }) } as Pick<RouteContext<unknown, unknown, unknown>, 'compute' | 'computeJson' | 'computeData'>;
  const plans = Object.fromEntries(PLAN_IDS.map((id) => [id, { ...PLANS[id], ...options.planOverrides?.[id], id }])) as Record<PlanId, Plan>;
  const ledger = new CreditLedger(storage.usage, { clock, ...(options.flushIntervalMs === undefined ? {} : { flushIntervalMs: options.flushIntervalMs }) });
  const keys = new KeyStore(storage, () => clock.now());
  const limiter = new RateLimiter(clock);
  const log = new AccessLog(options.logSink);
  const demoDailyCalls = options.demoDailyCalls ?? DEMO_DAILY_CALLS;
  const services: Services = { pool, ledger, keys, clock, plans, demoDailyCalls };
  const accounts = new CallerAccounts(ledger, demoDailyCalls);
  const router = new Router(options.routes ?? ALL_ROUTES);
  const demoKey = options.demoKey ?? (process.env.DEMO_KEY || undefined);
  const authenticator = new Authenticator({ keys, plans, demoKey, ...(options.keyCacheTtlMs === undefined ? {} : { ttlMs: options.keyCacheTtlMs }) });
  const requestedPort = options.port ?? (Number(process.env.PORT) || 8080);
  const host = options.host ?? (process.env.HOST || '0.0.0.0');

  const exchanges = new Exchanges(ledger, limiter, log, accounts, options.baseUrl ?? process.env.BASE_URL ?? '');
  const staticFiles = new StaticFiles(exchanges);
  const admission = new Admission(authenticator, limiter, ledger, accounts);

  const pruneTimer = setInterval(() => ledger.prune(), 60_000);
  pruneTimer.unref();

  /**
   * Validates the query and path parameters (a body is validated already),
   * then runs the handler. Without a body and with a synchronous handler (constant answers) the
   * response is written before the uWS callback returns; otherwise after the
   * awaits, corked.
   */
  function runRoute(ex: Exchange, route: Route, params: Record<string, string>, rawQuery: string, body: unknown): void {
    try {
      const query = route.query === undefined ? {} : route.query.parse(parseQuery(rawQuery));
      const parsedParams = route.params === undefined ? params : route.params.parse(params);
      const result = route.handler({
        body, query, params: parsedParams, requestId: ex.requestId, caller: ex.caller, services,
        compute: poolCalls.compute, computeJson: poolCalls.computeJson, computeData: poolCalls.computeData,
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

  function handle(res: HttpResponse, req: uWS.HttpRequest): void {
    // Copy everything from req now: it is only valid until this function returns.
    const method = req.getCaseSensitiveMethod().toUpperCase();
    const path = req.getUrl();
    const rawQuery = req.getQuery() ?? '';
    const ex = exchanges.open(res, method, path);
    dispatch(ex, req, rawQuery);
    // Answers written synchronously need no abort handler; every other must have one before we return.
    if (!ex.responded) {
      res.onAborted(() => {
        ex.aborted = true;
        ex.onAbort?.();
      });
    }
  }

  /** Runs synchronously inside the uWS callback; headers are read from `req` here, only when needed. */
  function dispatch(ex: Exchange, req: uWS.HttpRequest, rawQuery: string): void {
    const { method, path } = ex;
    if (exchanges.draining) {
      exchanges.refuse(ex);
      return;
    }
    if ((method === 'GET' || method === 'HEAD') && staticFiles.serve(ex)) return;

    const match = router.match(method === 'OPTIONS' ? '' : method, path);
    let route: Route | undefined;
    try {
      if (method === 'OPTIONS') {
        const allowed = match.kind === 'method' ? match.allowed : [];
        if (allowed.length === 0) throw errors.notFound(path);
        exchanges.send(ex, 204, undefined, '', preflightHeaders(router, path, allowed, req.getHeader('origin')));
        exchanges.finalize(ex);
        return;
      }
      if (match.kind === 'none') throw errors.notFound(path);
      if (match.kind === 'method') throw errors.methodNotAllowed(method, match.allowed);
      route = match.route;
      if (route.keyKinds.length > 0) admission.admit(ex, route, req);
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
          runRoute(ex, postRoute, params, rawQuery, body);
        });
      } else runRoute(ex, route, match.params, rawQuery, undefined);
    } catch (error) {
      exchanges.fail(ex, error, route, method === 'POST');
    }
  }

  const app = uWS.App();
  app.any('/*', handle);
  const listenSocket = await new Promise<us_listen_socket>((resolve, reject) => {
    app.listen(host, requestedPort, (socket) => {
      if (socket === false) reject(new Error(`Expected to listen on ${host}:${requestedPort} but the port is not available`));
      else resolve(socket);
    });
  });
  const port = uWS.us_socket_local_port(listenSocket as unknown as uWS.us_socket);
  if (exchanges.baseUrl === '') exchanges.baseUrl = `http://localhost:${port}`;
  const openapiJson = JSON.stringify(buildOpenApi(router.routes, exchanges.baseUrl));
  const files = docsFiles(demoKey);
  files.set('/v1/openapi.json', { contentType: JSON_TYPE, body: openapiJson });
  staticFiles.use(files);

  let closing: Promise<void> | undefined;
  async function close(): Promise<void> {
    exchanges.draining = true;
    uWS.us_listen_socket_close(listenSocket);
    if (exchanges.inFlight > 0) await exchanges.whenIdle(options.drainTimeoutMs ?? 15_000);
    clearInterval(pruneTimer);
    await ledger.close();
    log.flush();
    if (ownPool) await pool.destroy();
    usePlacesStore(undefined);
    if (ownStorage) await storage.close();
  }

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    services,
    inFlight: () => exchanges.inFlight,
    close() {
      closing ??= close();
      return closing;
    },
  };
}
