/**
 * Nodes and their ledger (npm run bench:nodes), each node its own process
 * (test/nodes/serve.ts, 1 pool thread unless WORKERS):
 *   1. durable charges: one LMDB node under load (24 client loops) killed
 *      with SIGKILL BENCH_KILLS times (default 8) and restarted on the same
 *      DATA_DIR; the client's 200s against the ledger: lost (answered, not
 *      in the ledger) and phantom (in the ledger beyond the answers and the
 *      requests in doubt) must both be 0;
 *   2. throughput of POST /v1/planets/positions (1 credit, a live Business
 *      key with the rate limits lifted) with autocannon, 64 connections
 *      split over the nodes, BENCH_SECONDS (default 5) after 1 s untimed:
 *      one node on LMDB; one node on PostgreSQL + Redis; three nodes on the
 *      same PostgreSQL + Redis. Needs PostgreSQL and Redis on this machine
 *      (127.0.0.1:5432 user postgres, 127.0.0.1:6379; TEST_PG_URL,
 *      TEST_REDIS_URL); without them only the LMDB figures are printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openPg } from '../src/storage/pg.ts';
import { PgKeyStore } from '../src/storage/pg-keys.ts';
import { businessKey, creditsAfterRestart, killUnderLoad } from '../test/nodes/kill-under-load.ts';
import { charged, emptyTally } from '../test/nodes/load.ts';
import { startNode, type NodeProcess } from '../test/nodes/server-process.ts';
import { createTestDatabase, testRedis } from '../test/nodes/stores.ts';
import { recordRows } from './lib/stats.ts';

const KILLS = Number(process.env.BENCH_KILLS) || 8;
const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const CONNECTIONS = 64;
const LIFTED = JSON.stringify({ business: { requestsPerSecond: 1e9, concurrentRequests: 1e9 } });
const BODY = JSON.stringify({
  birth: { date: '1990-08-15', time: '14:30', place: { latitude: 28.6139, longitude: 77.209 }, timezone: '+05:30' },
});

const tempDirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'vedic-bench-nodes-'));
  tempDirs.push(d);
  return d;
}

async function killRuns(): Promise<void> {
  const dataDir = tempDir();
  const created = await businessKey(dataDir);
  const tally = emptyTally();
  await killUnderLoad(dataDir, created.key, KILLS, (round) => 400 + 200 * (round % 5), tally);
  // The last kill leaves its charges in the journal: the count reads them back, as a restart would.
  const ledger = await creditsAfterRestart(dataDir, created.projectId);
  console.log(
    `| ${KILLS} SIGKILLs under load (LMDB) | ${tally.answered} | ${tally.credits} | ${tally.inDoubt} (${tally.inDoubtCredits} credits) | ` +
      `${ledger} | ${Math.max(0, tally.credits - ledger)} | ${Math.max(0, ledger - tally.credits - tally.inDoubtCredits)} |`,
  );
  recordRows('SIGKILL', [
    {
      name: `${KILLS} SIGKILLs under load (LMDB)`,
      opsPerSec: Number.NaN,
      unit: 'run',
      p50Ms: Number.NaN,
      p99Ms: Number.NaN,
      note:
        `answered ${tally.answered} (${tally.credits} credits), in doubt ${tally.inDoubt}, ledger ${ledger}, ` +
        `lost ${Math.max(0, tally.credits - ledger)}, phantom ${Math.max(0, ledger - tally.credits - tally.inDoubtCredits)}`,
    },
  ]);
}

/** Requests a second over `nodes` (the connections split between them) and the p50/p99 of the first node's run. */
async function throughput(name: string, nodes: NodeProcess[], key: string): Promise<void> {
  // Every node answers once first: its pool threads load the ephemeris on their first task.
  await Promise.all(nodes.map((n) => charged(n.url, key, 0, emptyTally())));
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${key}` };
  const run = (duration: number) =>
    Promise.all(
      nodes.map((n) =>
        autocannon({
          url: n.url,
          connections: Math.floor(CONNECTIONS / nodes.length),
          pipelining: 1,
          duration,
          requests: [{ method: 'POST', path: '/v1/planets/positions', headers, body: BODY }],
        }),
      ),
    );
  await run(1);
  const results = await run(SECONDS);
  const rps = results.reduce((s, r) => s + r.requests.average, 0);
  const bad = results.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts, 0);
  console.log(
    `| ${name} | ${Math.round(rps).toLocaleString('en-US')} | ${results[0]!.latency.p50} ms | ${results[0]!.latency.p99} ms | ${bad} |`,
  );
  recordRows('throughput', [
    {
      name,
      opsPerSec: rps,
      unit: 'request',
      p50Ms: results[0]!.latency.p50,
      p99Ms: results[0]!.latency.p99,
      note: `${bad} non-2xx/errors`,
    },
  ]);
}

async function main(): Promise<void> {
  console.log(
    `# Nodes bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ${new Date().toISOString()}, ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  console.log('| case | 200s | credits answered | in doubt | ledger | lost | phantom |');
  console.log('|---|---|---|---|---|---|---|');
  await killRuns();

  console.log('');
  console.log(`# POST /v1/planets/positions, autocannon ${CONNECTIONS} connections split over the nodes, ${SECONDS} s after 1 s untimed`);
  console.log('| case | requests/s (all nodes) | p50 (first node) | p99 (first node) | non-2xx/errors |');
  console.log('|---|---|---|---|---|');
  const dataDir = tempDir();
  const lmdbKey = await businessKey(dataDir);
  const lmdbNode = await startNode({ DATA_DIR: dataDir, SERVE_PLAN_OVERRIDES: LIFTED });
  await throughput('1 node, LMDB', [lmdbNode], lmdbKey.key);
  await lmdbNode.stop();

  const db = await createTestDatabase();
  const redis = await testRedis();
  if (db === undefined || redis === undefined) return;
  const pool = await openPg(db.url);
  const pgKey = await new PgKeyStore(pool).create({ kind: 'live', plan: 'business' });
  await pool.end();
  const env = { DATABASE_URL: db.url, REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix, SERVE_PLAN_OVERRIDES: LIFTED };
  const one = await startNode({ ...env, DATA_DIR: tempDir() });
  await throughput('1 node, PostgreSQL + Redis', [one], pgKey.key);
  const more = await Promise.all([0, 1].map(() => startNode({ ...env, DATA_DIR: tempDir() })));
  await throughput('3 nodes, PostgreSQL + Redis', [one, ...more], pgKey.key);
  await Promise.all([one, ...more].map((n) => n.stop()));
  await db.drop();
  await redis.clear();
}

main().then(
  () => {
    for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
