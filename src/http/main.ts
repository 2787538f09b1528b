/**
 * `npm start`: serves the API on HOST:PORT (default 0.0.0.0:8080) with LMDB
 * under DATA_DIR (keys and credits in PostgreSQL with DATABASE_URL, rate
 * limits in Redis with REDIS_URL: docs/deploy.md), over uWebSockets.js or
 * node:http (TRANSPORT), HTTPS with
 * TLS_CERT and TLS_KEY. SIGTERM or SIGINT: stop accepting, finish requests in
 * flight, commit credits, close the pool and LMDB, exit.
 */
import { dataDirFromEnv } from '../storage/lmdb.ts';
import { ensurePlacesIndex } from '../storage/places.ts';
import { listeningFields } from './listening.ts';
import { startServer } from './server.ts';

// First start (or new place data): build the places index before serving; a no-op when it is current.
const log = (level: string, msg: string, detail: string) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, detail })}\n`);
await ensurePlacesIndex(dataDirFromEnv(), (m) => log('info', 'places_index', m)).catch((error: unknown) =>
  log('error', 'places_index_failed', String(error)),
);
// A start that cannot go on (port taken, another server on DATA_DIR) says why in one line.
const server = await startServer().catch((error: unknown) => {
  log('error', 'start_failed', error instanceof Error ? error.message : String(error));
  process.exit(1);
});
process.stdout.write(
  `${JSON.stringify({
    time: new Date().toISOString(),
    level: 'info',
    msg: 'listening',
    ...listeningFields(server.host, server.port, server),
  })}\n`,
);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'shutting_down', signal, in_flight: server.inFlight() })}\n`,
  );
  try {
    await server.close();
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'stopped' })}\n`);
    process.exit(0);
  } catch (error) {
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'shutdown_failed', error: String(error) })}\n`,
    );
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
