/**
 * The server's wiring: the services (LMDB, the worker pool, the credit
 * ledger, keys, rate limits, the access log), the request machinery built on
 * them (exchange.ts, admission.ts, static-files.ts, dispatch.ts), the
 * transport (uWebSockets.js or node:http, HTTP or HTTPS: transport/select.ts)
 * with its one handler, listening, and the graceful close.
 * Credits are reserved before the body is read and settled only on a 2xx
 * answer (docs/platform.md). Keys and the ledger live in LMDB, or in
 * PostgreSQL with DATABASE_URL; rate limits in the process, or in Redis with
 * REDIS_URL (docs/deploy.md).
 */
import type { Piscina } from 'piscina';
import { systemClock, type Clock } from '../platform/clock.ts';
import { CreditLedger, type Ledger } from '../platform/ledger.ts';
import { DEMO_DAILY_CALLS, PLANS, PLAN_IDS, type Plan, type PlanId } from '../platform/plans.ts';
import { RateLimiter, type Limiter } from '../platform/rate-limiter.ts';
import { openStorage, type Storage } from '../storage/lmdb.ts';
import { KeyStore, type KeyDirectory } from '../storage/keys.ts';
import { databaseUrlFromEnv, openPg } from '../storage/pg.ts';
import { PgKeyStore } from '../storage/pg-keys.ts';
import { PgLedger } from '../storage/pg-ledger.ts';
import { RedisLimiter, redisUrlFromEnv } from '../storage/redis-limiter.ts';
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
import { ResponseWriter } from './response-writer.ts';
import type { Route, Services } from './route.ts';
import { Router } from './router.ts';
import { ALL_ROUTES } from './routes/index.ts';
import { StaticFiles } from './static-files.ts';
import { selectTransport, tlsFromEnv, transportChoiceFromEnv, type TransportChoice } from './transport/select.ts';
import type { Listener, TlsFiles, TransportName } from './transport/types.ts';

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
  /** How long an answer may wait for its client to read any of it before the connection is closed (src/http/response-writer.ts). */
  writeStallTimeoutMs?: number;
  /** How long an accepted key is trusted without reading the store (src/http/authenticate.ts); 0 reads it on every request. */
  keyCacheTtlMs?: number;
  /** Keys and the ledger in PostgreSQL. Default: DATABASE_URL; unset or '': LMDB. */
  databaseUrl?: string;
  /** Rate and in-flight limits in Redis. Default: REDIS_URL; unset or '': in this process. */
  redisUrl?: string;
  /** Prefix of this deployment's Redis keys. Default: REDIS_PREFIX or `vedic:`. */
  redisPrefix?: string;
  /** The HTTP layer: 'auto' (uWS when its binary loads, else node:http), 'uws' or 'node'. Default: TRANSPORT or 'auto'. */
  transport?: TransportChoice;
  /** Certificate and key files: HTTPS. Default: TLS_CERT, TLS_KEY and TLS_CA, or HTTP when unset; null forces HTTP. */
  tls?: TlsFiles | null;
}

export interface ApiServer {
  /** The address listened on (HOST, default 0.0.0.0: every interface). */
  host: string;
  port: number;
  /** http://127.0.0.1:<port>, or https://localhost:<port> with TLS (the name a certificate for this machine carries). */
  url: string;
  /** The HTTP layer serving (docs/platform.md, Transport). */
  transport: TransportName;
  /** Why it was chosen (the uWS load error when it fell back to node:http). */
  transportReason: string;
  tls: boolean;
  services: Services;
  /** Requests being served now. */
  inFlight(): number;
  /** Answers waiting for their client to read the rest of their body. */
  pendingWrites(): number;
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
  const databaseUrl = options.databaseUrl ?? databaseUrlFromEnv();
  const pg = databaseUrl ? await openPg(databaseUrl) : undefined;
  let ledger: Ledger;
  let keys: KeyDirectory;
  if (pg === undefined) {
    ledger = new CreditLedger(storage.usage, { clock, ...(options.flushIntervalMs === undefined ? {} : { flushIntervalMs: options.flushIntervalMs }) });
    keys = new KeyStore(storage, () => clock.now());
  } else {
    const pgLedger = new PgLedger(pg, { clock });
    await pgLedger.beat();
    ledger = pgLedger;
    keys = new PgKeyStore(pg, () => clock.now());
  }
  const redisUrl = options.redisUrl ?? redisUrlFromEnv();
  const limiter: Limiter = redisUrl ? new RedisLimiter(redisUrl, clock, options.redisPrefix ?? (process.env.REDIS_PREFIX || 'vedic:'))
    : new RateLimiter(clock);
  const log = new AccessLog(options.logSink);
  const demoDailyCalls = options.demoDailyCalls ?? DEMO_DAILY_CALLS;
  const { transport, reason: transportReason } = selectTransport(options.transport ?? transportChoiceFromEnv());
  const tls = options.tls === undefined ? tlsFromEnv() : options.tls ?? undefined;
  const services: Services = { pool, ledger, keys, clock, plans, demoDailyCalls, transport: transport.name };
  const router = new Router(options.routes ?? ALL_ROUTES);
  const demoKey = options.demoKey ?? (process.env.DEMO_KEY || undefined);
  const authenticator = new Authenticator({ keys, plans, demoKey, ...(options.keyCacheTtlMs === undefined ? {} : { ttlMs: options.keyCacheTtlMs }) });
  const requestedPort = options.port ?? (Number(process.env.PORT) || 8080);
  const host = options.host ?? (process.env.HOST || '0.0.0.0');

  const accounts = new CallerAccounts(ledger, demoDailyCalls);
  // doc_url needs the base URL; when it derives from the port it is set below, once the server listens.
  const writer = new ResponseWriter(options.writeStallTimeoutMs);
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

  let listener: Listener;
  try {
    listener = await transport.listen({ host, port: requestedPort, handler: dispatcher.handle, writer, tls });
  } catch (error) {
    clearInterval(pruneTimer);
    throw error;
  }
  const port = listener.port;
  const scheme = tls === undefined ? 'http' : 'https';
  if (exchanges.baseUrl === '') exchanges.baseUrl = `${scheme}://localhost:${port}`;

  let closing: Promise<void> | undefined;
  async function close(): Promise<void> {
    exchanges.draining = true;
    // Answers in flight wait for their charges' commit: no timer may hold them now.
    ledger.commitPromptly();
    listener.stopListening();
    if (exchanges.inFlight > 0) await exchanges.whenIdle(options.drainTimeoutMs ?? 15_000);
    listener.closeIdleConnections();
    clearInterval(pruneTimer);
    await ledger.close();
    await pg?.end();
    await limiter.close?.();
    log.flush();
    if (ownPool) await pool.destroy();
    usePlacesStore(undefined);
    if (ownStorage) await storage.close();
  }

  return {
    host,
    port,
    url: tls === undefined ? `http://127.0.0.1:${port}` : `https://localhost:${port}`,
    transport: transport.name,
    transportReason,
    tls: tls !== undefined,
    services,
    inFlight: () => exchanges.inFlight,
    pendingWrites: () => writer.pending,
    close() {
      closing ??= close();
      return closing;
    },
  };
}
