/**
 * The standalone server: the API (wiring.ts: services, request machinery,
 * graceful close) behind a transport (uWebSockets.js or node:http, HTTP or
 * HTTPS: transport/select.ts) listening on a port.
 */
import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import { systemClock } from '../platform/clock.ts';
import { DEMO_DAILY_CALLS } from '../platform/plans.ts';
import { ensurePlacesIndex } from '../storage/places.ts';
import { stdoutSink } from './access-log.ts';
import { httpThreadsFromEnv, poolThreadsPerLoop, sharesPort } from './loops/http-threads.ts';
import { startLoops } from './loops/loop-group.ts';
import { guardUnhandledRejections } from './process-guard.ts';
import { openPlatform, plansOf, wireApi, type ApiOptions } from './wiring.ts';
import type { Services } from './route.ts';
import { selectTransport, tlsFromEnv, transportChoiceFromEnv, type TransportChoice } from './transport/select.ts';
import type { Listener, TlsFiles, TransportName } from './transport/types.ts';

export { BODY_LIMIT_BYTES } from './request-input.ts';
export type { ApiOptions, AuthMode } from './wiring.ts';

export interface ServerOptions extends ApiOptions {
  /** 0 picks a free port (tests). Default: PORT or 8080. */
  port?: number;
  host?: string;
  /** The HTTP layer: 'auto' (uWS when its binary loads, else node:http), 'uws' or 'node'. Default: TRANSPORT or 'auto'. */
  transport?: TransportChoice;
  /** Certificate and key files: HTTPS. Default: TLS_CERT, TLS_KEY and TLS_CA, or HTTP when unset; null forces HTTP. */
  tls?: TlsFiles | null;
  /**
   * HTTP event loops (worker threads sharing the port, docs/platform.md, HTTP threads). Default: HTTP_THREADS, or
   * one per four cores up to 8. One with a given `pool` or `routes` (they cannot cross threads), or where the
   * transport cannot share a port (node:http before Node 22.12).
   */
  httpThreads?: number;
}

/** The services as a server shows them: with several HTTP loops each has its own pool, so there is none here. */
export type ServerServices = Omit<Services, 'pool'> & { pool: Piscina | undefined };

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
  /** HTTP loops serving (1: the main thread alone). */
  httpThreads: number;
  services: ServerServices;
  /** Requests being served now. */
  inFlight(): number;
  /** Answers waiting for their client to read the rest of their body. */
  pendingWrites(): number;
  /** Graceful: stop accepting, finish requests in flight, commit credits, close the pool and LMDB. */
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<ApiServer> {
  guardUnhandledRejections();
  const { transport, reason: transportReason } = selectTransport(options.transport ?? transportChoiceFromEnv());
  const tls = options.tls === undefined ? tlsFromEnv() : (options.tls ?? undefined);
  const requestedPort = options.port ?? (Number(process.env.PORT) || 8080);
  const host = options.host ?? (process.env.HOST || '0.0.0.0');
  const loops = options.httpThreads ?? httpThreadsFromEnv();
  if (loops > 1 && options.pool === undefined && options.routes === undefined && sharesPort(transport.name)) {
    return startLoopServer(options, { transport: transport.name, transportReason, tls, host, port: requestedPort, loops });
  }
  const api = await wireApi(options, transport.name);

  let listener: Listener;
  try {
    listener = await transport.listen({
      host,
      port: requestedPort,
      handler: api.dispatcher.handle,
      writer: api.writer,
      tls,
      refusal: (error) => api.exchanges.transportRefusal(error),
    });
  } catch (error) {
    await api.close();
    throw error;
  }
  const port = listener.port;
  const scheme = tls === undefined ? 'http' : 'https';
  // doc_url derives from the port when no base URL is given: known only now.
  if (api.exchanges.baseUrl === '') api.exchanges.baseUrl = `${scheme}://localhost:${port}`;

  return {
    host,
    port,
    url: tls === undefined ? `http://127.0.0.1:${port}` : `https://localhost:${port}`,
    transport: transport.name,
    transportReason,
    tls: tls !== undefined,
    httpThreads: 1,
    services: api.services,
    inFlight: () => api.exchanges.inFlight,
    pendingWrites: () => api.writer.pending,
    close: () => api.close(listener),
  };
}

/**
 * The server with several HTTP loops (loops/): the platform (keys, rate
 * windows, ledger and charge journal) opened here, in the main thread, and
 * the loops started on the port. Closing drains every loop, then commits
 * and closes the platform.
 */
async function startLoopServer(
  options: ServerOptions,
  serving: { transport: TransportName; transportReason: string; tls: TlsFiles | undefined; host: string; port: number; loops: number },
): Promise<ApiServer> {
  const { transport, tls, host, loops } = serving;
  const clock = options.clock ?? systemClock;
  const keyed = (options.auth ?? 'keys') === 'keys';
  const plans = plansOf(options);
  const platform = await openPlatform(options, keyed, clock);
  const { storage, ledger, keys, feeds, limiter } = platform;
  let group: Awaited<ReturnType<typeof startLoops>>;
  try {
    if (options.buildPlaces) await ensurePlacesIndex(storage.path, options.onPlacesProgress, storage.root, options.placesSource);
    const threads = options.threads ?? (Number(process.env.WORKERS) || availableParallelism());
    group = await startLoops({
      loops,
      transport,
      host,
      port: serving.port,
      tls,
      dataDir: storage.path,
      poolThreads: poolThreadsPerLoop(threads, loops),
      options: {
        ...pick(options, ['baseUrl', 'auth', 'demoKey', 'demoDailyCalls', 'planOverrides']),
        ...pick(options, ['drainTimeoutMs', 'writeStallTimeoutMs', 'keyCacheTtlMs', 'metricsToken']),
      },
      stores: { ledger, limiter, keys, log: options.logSink ?? stdoutSink },
    });
  } catch (error) {
    await platform.close();
    throw error;
  }
  const port = group.port;
  let closing: Promise<void> | undefined;
  return {
    host,
    port,
    url: tls === undefined ? `http://127.0.0.1:${port}` : `https://localhost:${port}`,
    transport,
    transportReason: serving.transportReason,
    tls: tls !== undefined,
    httpThreads: loops,
    services: { pool: undefined, ledger, keys, feeds, clock, plans, demoDailyCalls: options.demoDailyCalls ?? DEMO_DAILY_CALLS, transport },
    inFlight: group.inFlight,
    pendingWrites: group.pendingWrites,
    close() {
      closing ??= (async () => {
        // Answers in flight wait for their charges' commit: no timer may hold them now.
        ledger.commitPromptly();
        await group.close();
        await platform.close();
      })();
      return closing;
    },
  };
}

/** The options of `names` that are set. */
function pick<K extends keyof ServerOptions>(options: ServerOptions, names: readonly K[]): Pick<ServerOptions, K> {
  const out: Partial<Pick<ServerOptions, K>> = {};
  for (const name of names) if (options[name] !== undefined) out[name] = options[name];
  return out as Pick<ServerOptions, K>;
}
