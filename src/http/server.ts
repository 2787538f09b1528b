/**
 * The server's wiring: the services (LMDB, the worker pool, the credit
 * ledger, keys, rate limits, the access log), the request machinery built on
 * them (exchange.ts, admission.ts, static-files.ts, dispatch.ts), the uWS
 * app with its one catch-all handler, listening, and the graceful close.
 * Credits are reserved before the body is read and settled only on a 2xx
 * answer (docs/platform.md).
 */
import uWS, { type us_listen_socket } from '@trufflesuite/uws-js-unofficial';
import type { Piscina } from 'piscina';
import { systemClock, type Clock } from '../platform/clock.ts';
import { CreditLedger } from '../platform/ledger.ts';
import { DEMO_DAILY_CALLS, PLANS, PLAN_IDS, type Plan, type PlanId } from '../platform/plans.ts';
import { RateLimiter } from '../platform/rate-limiter.ts';
import { openStorage, type Storage } from '../storage/lmdb.ts';
import { KeyStore } from '../storage/keys.ts';
import type { TaskName } from '../workers/task-call.ts';
import { createPool } from '../workers/pool.ts';
import { TaskBatcher } from '../workers/task-batcher.ts';
import { AccessLog, type LogSink } from './access-log.ts';
import { Admission } from './admission.ts';
import { Authenticator } from './authenticate.ts';
import { CallerAccounts } from './caller-account.ts';
import { Dispatcher, type PoolCalls } from './dispatch.ts';
import { docsFiles } from './docs-site.ts';
import { Exchanges, JSON_TYPE } from './exchange.ts';
import { buildOpenApi } from './openapi.ts';
import { answerExamples } from './openapi-examples.ts';
import { usePlacesStore } from './places-index.ts';
import type { Route, Services } from './route.ts';
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
  /** Prefix of error doc_urls. Default: BASE_URL or http://localhost:<port>. */
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
  /** The address listened on (HOST, default 0.0.0.0: every interface). */
  host: string;
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
  const poolCalls: PoolCalls = { compute: (name: TaskName, input: unknown) => batcher.run({ name, input }) };
  const plans = Object.fromEntries(PLAN_IDS.map((id) => [id, { ...PLANS[id], ...options.planOverrides?.[id], id }])) as Record<PlanId, Plan>;
  const ledger = new CreditLedger(storage.usage, { clock, ...(options.flushIntervalMs === undefined ? {} : { flushIntervalMs: options.flushIntervalMs }) });
  const keys = new KeyStore(storage, () => clock.now());
  const limiter = new RateLimiter(clock);
  const log = new AccessLog(options.logSink);
  const demoDailyCalls = options.demoDailyCalls ?? DEMO_DAILY_CALLS;
  const services: Services = { pool, ledger, keys, clock, plans, demoDailyCalls };
  const router = new Router(options.routes ?? ALL_ROUTES);
  const demoKey = options.demoKey ?? (process.env.DEMO_KEY || undefined);
  const authenticator = new Authenticator({ keys, plans, demoKey, ...(options.keyCacheTtlMs === undefined ? {} : { ttlMs: options.keyCacheTtlMs }) });
  const requestedPort = options.port ?? (Number(process.env.PORT) || 8080);
  const host = options.host ?? (process.env.HOST || '0.0.0.0');

  const accounts = new CallerAccounts(ledger, demoDailyCalls);
  // doc_url needs the base URL; when it derives from the port it is set below, once the server listens.
  const exchanges = new Exchanges(ledger, limiter, log, accounts, options.baseUrl ?? process.env.BASE_URL ?? '');
  const staticFiles = new StaticFiles(exchanges);
  staticFiles.use(docsFiles(demoKey));
  // The OpenAPI document carries the answers to the operations' request examples: computed on the first request for it.
  staticFiles.useLazy('/v1/openapi.json', async () => {
    const answers = await answerExamples(router.routes, services, poolCalls.compute,
      (operationId, error) => log.event('openapi_example_failed', { operation_id: operationId, error: String(error) }));
    return { contentType: JSON_TYPE, body: JSON.stringify(buildOpenApi(router.routes, answers)) };
  });
  const admission = new Admission(authenticator, limiter, ledger, accounts);
  const dispatcher = new Dispatcher(exchanges, staticFiles, router, admission, services, poolCalls);

  const pruneTimer = setInterval(() => ledger.prune(), 60_000);
  pruneTimer.unref();

  const app = uWS.App();
  app.any('/*', dispatcher.handle);
  const listenSocket = await listen(app, host, requestedPort);
  const port = uWS.us_socket_local_port(listenSocket as unknown as uWS.us_socket);
  if (exchanges.baseUrl === '') exchanges.baseUrl = `http://localhost:${port}`;

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
    host,
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

function listen(app: uWS.TemplatedApp, host: string, port: number): Promise<us_listen_socket> {
  return new Promise<us_listen_socket>((resolve, reject) => {
    app.listen(host, port, (socket) => {
      if (socket === false) reject(new Error(`Expected to listen on ${host}:${port} but the port is not available`));
      else resolve(socket);
    });
  });
}
