/**
 * The server bench/scale.bench.ts measures, as its own process (not a bench itself): startServer on 127.0.0.1 and a
 * free port over DATA_DIR, HTTP_THREADS loops and WORKERS pool threads (the environment, as `npm start` reads them),
 * a live Business key with its rate limits lifted (as bench/kundli-http.ts does), the access log discarded. Tells its
 * parent { port, key, httpThreads } over IPC; { cmd: 'close' } closes it.
 */
import { startServer } from '../src/http/server.ts';
import { KeyStore } from '../src/storage/keys.ts';
import { openStorage } from '../src/storage/lmdb.ts';

const storage = openStorage(process.env.DATA_DIR!);
const created = await new KeyStore(storage).create({ kind: 'live', plan: 'business' });
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  storage,
  logSink: () => undefined,
  planOverrides: { business: { requestsPerSecond: 1e9, concurrentRequests: 1e9 } },
});
process.send!({ port: server.port, key: created.key, httpThreads: server.httpThreads, transport: server.transport });
process.on('message', (m: { cmd: string }) => {
  if (m.cmd !== 'close') return;
  void server
    .close()
    .then(() => storage.close())
    .then(() => process.exit(0));
});
