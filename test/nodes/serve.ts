/**
 * A server node as its own process, for the kill tests and bench:nodes (not
 * a test file): startServer over DATA_DIR, or DATABASE_URL and REDIS_URL
 * (with REDIS_PREFIX), on 127.0.0.1 and a free port, WORKERS pool threads
 * (default 1), plan limits from SERVE_PLAN_OVERRIDES (JSON), the access log
 * discarded. Tells its parent its port over IPC.
 */
import { startServer, type ServerOptions } from '../../src/http/server.ts';

const overrides = process.env.SERVE_PLAN_OVERRIDES
  ? (JSON.parse(process.env.SERVE_PLAN_OVERRIDES) as ServerOptions['planOverrides'])
  : undefined;
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  threads: Number(process.env.WORKERS) || 1,
  logSink: () => undefined,
  ...(overrides === undefined ? {} : { planOverrides: overrides }),
});
process.send!({ port: server.port });
process.on('SIGTERM', () => {
  void server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
