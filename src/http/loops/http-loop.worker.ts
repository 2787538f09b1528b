/**
 * One HTTP loop: a worker thread with its own transport listening on the
 * server's port (shared with the other loops: loop-group.ts), its own
 * request machinery (wiring.ts) and its own compute pool, and the platform
 * (rate windows, credits, charges, keys, access log) asked of the main
 * thread (remote-platform.ts). Told 'close' by the main thread, it drains
 * as a single-loop server does, closes its connections and pool, and ends.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { FeedTokenStore } from '../../storage/feed-tokens.ts';
import { openStorage } from '../../storage/lmdb.ts';
import { PgFeedTokenStore } from '../../storage/pg-feed-tokens.ts';
import { databaseUrlFromEnv, openPg } from '../../storage/pg.ts';
import { guardUnhandledRejections } from '../process-guard.ts';
import { selectTransport, type TransportChoice } from '../transport/select.ts';
import type { Listener, TlsFiles } from '../transport/types.ts';
import { wireApi, type ApiOptions, type Platform } from '../wiring.ts';
import { PlatformClient, RemoteKeys, RemoteLedger, RemoteLimiter, remoteLogSink } from './remote-platform.ts';

/** What the main thread starts a loop with (loop-group.ts). */
export interface LoopSetup {
  index: number;
  transport: TransportChoice;
  host: string;
  port: number;
  tls: TlsFiles | undefined;
  dataDir: string;
  poolThreads: number;
  /** The options that can cross threads (no functions, stores or pools). */
  options: Omit<ApiOptions, 'storage' | 'pool' | 'clock' | 'routes' | 'logSink' | 'onPlacesProgress' | 'platform' | 'placesSource'>;
  port_: MessagePort;
  syncPort: MessagePort;
  syncFlag: Int32Array;
  gauges: Int32Array;
}

/** What a loop tells the main thread, besides the platform ops. */
export type LoopEvent = { event: 'listening'; port: number } | { event: 'failed'; message: string };

// The same net as the main thread's (startServer): a worker thread has its own unhandled rejections.
guardUnhandledRejections();

const setup = workerData as LoopSetup;
const control = parentPort!;
const tell = (e: LoopEvent): void => control.postMessage(e);

const client = new PlatformClient(setup.port_, setup.syncPort, setup.syncFlag);

async function start(): Promise<void> {
  const storage = openStorage(setup.dataDir);
  // Feed tokens are read (and minted) by the loop itself: LMDB is safe across threads, PostgreSQL is shared anyway.
  const databaseUrl = setup.options.databaseUrl ?? databaseUrlFromEnv();
  const pg = databaseUrl === undefined ? undefined : await openPg(databaseUrl, { maxConnections: 2 });
  const now = () => Date.now();
  const platform: Platform = {
    storage,
    ledger: new RemoteLedger(client),
    keys: new RemoteKeys(client),
    feeds: pg === undefined ? new FeedTokenStore(storage, now) : new PgFeedTokenStore(pg, now),
    limiter: new RemoteLimiter(client),
    async close() {
      client.flush();
      await pg?.end();
      await storage.close();
    },
  };
  const { transport } = selectTransport(setup.transport);
  const api = await wireApi(
    { ...setup.options, dataDir: setup.dataDir, threads: setup.poolThreads, platform, logSink: remoteLogSink(client) },
    transport.name,
  );
  api.exchanges.gauge = setup.gauges;
  api.writer.gauge = setup.gauges;
  let listener: Listener;
  try {
    listener = await transport.listen({
      host: setup.host,
      port: setup.port,
      handler: api.dispatcher.handle,
      writer: api.writer,
      tls: setup.tls,
      refusal: (error) => api.exchanges.transportRefusal(error),
      shared: true,
    });
  } catch (error) {
    await api.close();
    throw error;
  }
  if (api.exchanges.baseUrl === '') api.exchanges.baseUrl = `${setup.tls === undefined ? 'http' : 'https'}://localhost:${listener.port}`;
  control.on('message', (message: { command: 'close' }) => {
    if (message.command !== 'close') return;
    void api
      .close(listener)
      .then(() => {
        listener.closeAll?.();
        // After every log line and release: the main thread closes the channels on it, and the thread ends.
        client.tell(['end']);
        client.flush();
        control.close();
      })
      .catch((error: unknown) => tell({ event: 'failed', message: String(error) }));
  });
  tell({ event: 'listening', port: listener.port });
}

start().catch((error: unknown) => {
  tell({ event: 'failed', message: error instanceof Error ? error.message : String(error) });
  // Nothing left open: the thread ends.
  control.close();
  setup.port_.close();
  setup.syncPort.close();
});
