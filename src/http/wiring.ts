/**
 * The API without a listener: the services (LMDB, the worker pool, the
 * credit ledger, keys, rate limits, the access log), the request machinery
 * built on them (exchange.ts, admission.ts, static-files.ts, dispatch.ts),
 * and the graceful close. The server (server.ts) puts a transport in front
 * of it; the embedded handler (mount.ts) a host application's node:http
 * server. Credits are reserved before the body is read and settled only on
 * a 2xx answer (docs/platform.md). Keys and the ledger live in LMDB, or in
 * PostgreSQL with DATABASE_URL; rate limits in the process, or in Redis with
 * REDIS_URL (docs/deploy.md).
 */
import type { Piscina } from 'piscina';
import { systemClock, type Clock } from '../platform/clock.ts';
import type { Ledger } from '../platform/ledger.ts';
import { DEMO_DAILY_CALLS, internalLimitsFromEnv, PLANS, PLAN_IDS, type Plan, type PlanId } from '../platform/plans.ts';
import { RateLimiter, type Limiter } from '../platform/rate-limiter.ts';
import { waitForJournalRelease } from '../storage/data-dir-lock.ts';
import { openLmdbLedger } from '../storage/lmdb-ledger.ts';
import { openStorage, type Storage } from '../storage/lmdb.ts';
import { KeyStore, type KeyDirectory } from '../storage/keys.ts';
import { FeedTokenStore, type FeedTokenDirectory } from '../storage/feed-tokens.ts';
import { PgFeedTokenStore } from '../storage/pg-feed-tokens.ts';
import { databaseUrlFromEnv, openPg } from '../storage/pg.ts';
import { PgKeyStore } from '../storage/pg-keys.ts';
import { PgLedger } from '../storage/pg-ledger.ts';
import { RedisLimiter, redisUrlFromEnv } from '../storage/redis-limiter.ts';
import type { TaskName } from '../workers/task-call.ts';
import { createPool } from '../workers/pool.ts';
import { TaskBatcher, type TaskOwner } from '../workers/task-batcher.ts';
import { AccessLog, type LogSink } from './access-log.ts';
import { Admission, OPEN_ADMISSION, type Admit } from './admission.ts';
import { Authenticator } from './authenticate.ts';
import { CallerAccounts } from './caller-account.ts';
import { Dispatcher, type PoolCalls } from './dispatch.ts';
import { docsFiles } from './docs-site.ts';
import { Exchanges, JSON_TYPE } from './exchange.ts';
import { buildOpenApi } from './openapi.ts';
import { answerExamples } from './openapi-examples.ts';
import { metricsTokenFromEnv, Metrics } from './metrics.ts';
import { placesIndex, usePlacesStore } from './places-index.ts';
import { POOL_PLACES_MODULE } from './pool-places.ts';

import { ensurePlacesIndex, type PlacesSource } from '../storage/places.ts';
import { ResponseWriter } from './response-writer.ts';
import type { Route, Services } from './route.ts';
import { Router } from './router.ts';
import { ALL_ROUTES } from './routes/index.ts';
import { StaticFiles } from './static-files.ts';
import type { Listener, TransportName } from './transport/types.ts';

/**
 * Who authenticates the callers: 'keys', the API (API keys, rate and
 * in-flight limits, credits, docs/platform.md); 'none', the host
 * application in front of an embedded API: no key is asked for, nothing is
 * counted or charged (docs/embedding.md).
 */
export type AuthMode = 'keys' | 'none';

export interface ApiOptions {
  /** Default: opened under dataDir (DATA_DIR or ./data) and closed with the API. */
  storage?: Storage;
  dataDir?: string;
  /**
   * Default: in this process, or in Redis with REDIS_URL. One given here (an
   * embedder's own) is used for every HTTP loop and not closed with the API.
   */
  limiter?: Limiter;
  /** Default: a new pool of `threads` (WORKERS or cores), destroyed with the API. */
  pool?: Piscina;
  threads?: number;
  clock?: Clock;
  /** Prefix of error doc_urls. Default: BASE_URL, else the server's own address (server.ts) or path (mount.ts). */
  baseUrl?: string;
  /** Default: 'keys'. */
  auth?: AuthMode;
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
  /** How long a start waits for the previous owner of the data directory's charge journal to exit (a restart after a kill). Default: 10 s. */
  lockWaitMs?: number;
  /** Longest a graceful close waits for requests in flight. */
  drainTimeoutMs?: number;
  /** How long an answer may wait for its client to read any of it before the connection is closed (src/http/response-writer.ts). */
  writeStallTimeoutMs?: number;
  /** How long an accepted key is trusted without reading the store (src/http/authenticate.ts); 0 reads it on every request. */
  keyCacheTtlMs?: number;
  /** Keys and the ledger in PostgreSQL. Default: DATABASE_URL; unset or '': LMDB. Not opened with auth 'none'. */
  databaseUrl?: string;
  /** Rate and in-flight limits in Redis. Default: REDIS_URL; unset or '': in this process. Not opened with auth 'none'. */
  redisUrl?: string;
  /** Prefix of this deployment's Redis keys. Default: REDIS_PREFIX or `vedic:`. */
  redisPrefix?: string;
  /**
   * Build the places index into the store first when it is missing or from
   * older sources (about a minute, progress on `onPlacesProgress`), as
   * `npx vedic-astro-places` does. Default false: the index already in the store is used, and
   * place names answer 503 naming the command while there is none.
   */
  buildPlaces?: boolean;
  onPlacesProgress?: (message: string) => void;
  /** The GeoNames files `buildPlaces` builds from (as openPlacesIndex's `source`). Default: the package's cities500. */
  placesSource?: PlacesSource;
  /** The bearer token of GET /metrics (src/http/metrics.ts). Default: METRICS_TOKEN; '' or unset: no /metrics. */
  metricsToken?: string;
  /** The stores opened elsewhere (an HTTP loop's, whose ledger, keys and limits are the main thread's: loops/). */
  platform?: Platform;
}

/** The API ready to be handed requests by a transport. */
export interface WiredApi {
  services: Services;
  dispatcher: Dispatcher;
  exchanges: Exchanges;
  writer: ResponseWriter;
  /**
   * Graceful: refuse new requests (503), stop `connections` accepting,
   * finish requests in flight, commit credits, close the pool and LMDB
   * (those the API opened). Once only: later calls get the first's promise.
   */
  close(connections?: Pick<Listener, 'stopListening' | 'closeIdleConnections'>): Promise<void>;
}

/**
 * Opens the services of `options` and builds the request machinery on them;
 * `transport` is the HTTP layer that will serve it, `basePath` the path it
 * is served under ('' at the root; an embedded API's prefix), which starts
 * the links of the docs site, the OpenAPI document and `/`.
 */
export async function wireApi(options: ApiOptions, transport: TransportName, basePath = ''): Promise<WiredApi> {
  const clock = options.clock ?? systemClock;
  const keyed = (options.auth ?? 'keys') === 'keys';
  // Read before anything is opened: a bad value stops the start with nothing left open.
  const plans = plansOf(options);
  const metricsToken = (options.metricsToken ?? metricsTokenFromEnv()) || undefined;
  // The journal is opened before the metrics (they read the pool): its writes reach them through this.
  let metrics: Metrics | undefined;
  const onJournalWrite = metricsToken === undefined ? undefined : (seconds: number) => metrics?.journalWrite.observe(seconds);
  const platform = options.platform ?? (await openPlatform(options, keyed, clock, onJournalWrite));
  const { storage, ledger, keys, limiter, feeds } = platform;
  if (options.buildPlaces) {
    try {
      await ensurePlacesIndex(storage.path, options.onPlacesProgress, storage.root, options.placesSource);
    } catch (error) {
      await platform.close();
      throw error;
    }
  }
  usePlacesStore(storage.root);
  const ownPool = options.pool === undefined;
  // Its threads open the places index too, so that they can answer whole requests (pool-places.ts; dispatch.ts, runOnPool).
  const pool =
    options.pool ??
    createPool({
      ...(options.threads === undefined ? {} : { threads: options.threads }),
      places: { module: POOL_PLACES_MODULE, dataDir: storage.path },
    });
  const batcher = new TaskBatcher(pool, pool.options.maxThreads);
  // Shared by every request's context: no closures per request.
  const poolCalls: PoolCalls = {
    compute: (name: TaskName, input: unknown, owner?: TaskOwner) => batcher.run({ name, input }, owner),
    answersRequests: ownPool,
  };
  const log = new AccessLog(options.logSink);
  const demoDailyCalls = options.demoDailyCalls ?? DEMO_DAILY_CALLS;
  const services: Services = { pool, ledger, keys, feeds, clock, plans, demoDailyCalls, transport };
  const router = new Router(options.routes ?? ALL_ROUTES);
  const demoKey = keyed ? (options.demoKey ?? (process.env.DEMO_KEY || undefined)) : undefined;

  const accounts = new CallerAccounts(ledger, demoDailyCalls);
  const writer = new ResponseWriter(options.writeStallTimeoutMs);
  const exchanges = new Exchanges(ledger, limiter, log, accounts, options.baseUrl ?? process.env.BASE_URL ?? '');
  const staticFiles = new StaticFiles(exchanges, basePath);
  if (metricsToken !== undefined) {
    metrics = new Metrics(metricsToken, { pool, inFlight: () => exchanges.inFlight, transport });
    exchanges.metrics = metrics;
  }
  staticFiles.probes = {
    readiness: () => ({ places_index: placesIndex() !== undefined, pool: pool.threads.length > 0, accepting: !exchanges.draining }),
    ...(metrics === undefined ? {} : { metrics }),
  };
  staticFiles.use(docsFiles(demoKey, basePath));
  // The OpenAPI document carries the answers to the operations' request examples: computed on the first request for it.
  staticFiles.useLazy('/v1/openapi.json', async () => {
    const answers = await answerExamples(router.routes, services, poolCalls.compute, (operationId, error) =>
      log.event('openapi_example_failed', { operation_id: operationId, error: String(error) }),
    );
    return {
      contentType: JSON_TYPE,
      body: JSON.stringify(
        buildOpenApi(
          router.routes.map((r) => r.operation),
          answers,
          basePath,
        ),
      ),
    };
  });
  const admission: Admit = keyed
    ? new Admission(
        new Authenticator({ keys, plans, demoKey, ...(options.keyCacheTtlMs === undefined ? {} : { ttlMs: options.keyCacheTtlMs }) }),
        limiter,
        ledger,
        accounts,
      )
    : OPEN_ADMISSION;
  const dispatcher = new Dispatcher(exchanges, staticFiles, router, admission, services, poolCalls);

  const pruneTimer = setInterval(() => ledger.prune(), 60_000);
  pruneTimer.unref();

  async function close(connections?: Pick<Listener, 'stopListening' | 'closeIdleConnections'>): Promise<void> {
    exchanges.draining = true;
    // Answers in flight wait for their charges' commit: no timer may hold them now.
    ledger.commitPromptly();
    connections?.stopListening();
    if (exchanges.inFlight > 0) await exchanges.whenIdle(options.drainTimeoutMs ?? 15_000);
    connections?.closeIdleConnections();
    clearInterval(pruneTimer);
    log.close();
    if (ownPool) await pool.destroy();
    usePlacesStore(undefined);
    await platform.close();
  }
  let closing: Promise<void> | undefined;
  return {
    services,
    dispatcher,
    exchanges,
    writer,
    close(connections) {
      closing ??= close(connections);
      return closing;
    },
  };
}

/** The plans as served: the built-in ones, the internal plan's limits from the environment, then `planOverrides`. */
export function plansOf(options: Pick<ApiOptions, 'planOverrides'>): Record<PlanId, Plan> {
  const fromEnv: Partial<Record<PlanId, Partial<Omit<Plan, 'id'>>>> = { internal: internalLimitsFromEnv() };
  return Object.fromEntries(PLAN_IDS.map((id) => [id, { ...PLANS[id], ...fromEnv[id], ...options.planOverrides?.[id], id }])) as Record<
    PlanId,
    Plan
  >;
}

/** The stores of the platform: LMDB (or the ledger and keys in PostgreSQL) and the rate limiter (in this process, or Redis). */
export interface Platform {
  storage: Storage;
  ledger: Ledger;
  keys: KeyDirectory;
  /** Feed tokens (docs/feeds.md, Subscribing): in the same store as the keys. */
  feeds: FeedTokenDirectory;
  limiter: Limiter;
  /** Commits the ledger and closes what was opened here (the storage only when it was not given). */
  close(): Promise<void>;
}

/**
 * Opens the platform's stores of `options`: the one place that decides LMDB
 * or PostgreSQL, and the limiter in this process or in Redis. One per
 * server, whatever the number of its HTTP loops (loops/).
 */
export async function openPlatform(
  options: ApiOptions,
  keyed: boolean,
  clock: Clock,
  onJournalWrite?: (seconds: number) => void,
): Promise<Platform> {
  const ownStorage = options.storage === undefined;
  const storage = options.storage ?? openStorage(options.dataDir);
  const databaseUrl = keyed ? (options.databaseUrl ?? databaseUrlFromEnv()) : undefined;
  let pg: Awaited<ReturnType<typeof openPg>> | undefined;
  let ledger: Ledger;
  let keys: KeyDirectory;
  let feeds: FeedTokenDirectory;
  try {
    pg = databaseUrl ? await openPg(databaseUrl) : undefined;
    if (pg === undefined) {
      // A restart right after a kill finds the old process still exiting: it waits for it (bounded) rather than stop.
      if (keyed) await waitForJournalRelease(storage.path, options.lockWaitMs);
      // Without keys nothing is charged: no journal, so no lock, and several processes may serve one DATA_DIR.
      ledger = openLmdbLedger(storage.usage, {
        clock,
        ...(keyed ? { journalDir: storage.path } : {}),
        ...(options.flushIntervalMs === undefined ? {} : { flushIntervalMs: options.flushIntervalMs }),
        ...(onJournalWrite === undefined ? {} : { onJournalWrite }),
      });
      keys = new KeyStore(storage, () => clock.now());
      feeds = new FeedTokenStore(storage, () => clock.now());
    } else {
      const pgLedger = new PgLedger(pg, { clock });
      await pgLedger.beat();
      ledger = pgLedger;
      keys = new PgKeyStore(pg, () => clock.now());
      feeds = new PgFeedTokenStore(pg, () => clock.now());
    }
  } catch (error) {
    // A start that fails (another server on DATA_DIR, PostgreSQL down) leaves nothing open behind it.
    await pg?.end();
    if (ownStorage) await storage.close();
    throw error;
  }
  const redisUrl = keyed ? (options.redisUrl ?? redisUrlFromEnv()) : undefined;
  const ownLimiter = options.limiter === undefined;
  const limiter: Limiter =
    options.limiter ??
    (redisUrl ? new RedisLimiter(redisUrl, clock, options.redisPrefix ?? (process.env.REDIS_PREFIX || 'vedic:')) : new RateLimiter(clock));
  return {
    storage,
    ledger,
    keys,
    feeds,
    limiter,
    async close() {
      await ledger.close();
      await pg?.end();
      if (ownLimiter) await limiter.close?.();
      if (ownStorage) await storage.close();
    },
  };
}
