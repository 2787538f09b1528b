/**
 * Three nodes, each its own process on its own port and DATA_DIR, over one
 * PostgreSQL database and one Redis prefix:
 * - credits exact: load through all three, one killed with SIGKILL midway;
 *   the ledger holds every credit answered with a 200 (zero lost) and
 *   nothing beyond those plus the requests in doubt (zero double);
 * - a key's rate limit is per key, not per node: a burst spread over the
 *   three nodes within one window gets at most the plan's 5 answers;
 * - the test allowance (100 calls a day) holds across nodes.
 * Skipped, with the reason printed, when PostgreSQL or Redis does not answer.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type pg from 'pg';
import { openPg } from '../../src/storage/pg.ts';
import { PgKeyStore } from '../../src/storage/pg-keys.ts';
import { charged, drive, emptyTally } from './load.ts';
import { startNode, type NodeProcess } from './server-process.ts';
import { createTestDatabase, testRedis, type TestDatabase } from './stores.ts';

// Business and Free without rate limits (load, allowance); Starter keeps its 5 a second and 4 in flight.
const OVERRIDES = JSON.stringify({
  business: { requestsPerSecond: 1e9, concurrentRequests: 1e9 },
  free: { requestsPerSecond: 1e9, concurrentRequests: 1e9 },
});

let db: TestDatabase | undefined;
let redis: Awaited<ReturnType<typeof testRedis>>;
let pool: pg.Pool;
let keys: PgKeyStore;
const nodes: NodeProcess[] = [];
const dirs: string[] = [];

before(async () => {
  db = await createTestDatabase();
  redis = await testRedis();
  if (db === undefined || redis === undefined) return;
  pool = await openPg(db.url);
  keys = new PgKeyStore(pool);
  const env = { DATABASE_URL: db.url, REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix, SERVE_PLAN_OVERRIDES: OVERRIDES };
  nodes.push(
    ...(await Promise.all(
      [0, 1, 2].map(() => {
        const dir = mkdtempSync(join(tmpdir(), 'vedic-node-'));
        dirs.push(dir);
        return startNode({ ...env, DATA_DIR: dir });
      }),
    )),
  );
  // Warm every node's pool up (its threads load the ephemeris).
  const warm = await keys.create({ kind: 'live', plan: 'business' });
  await Promise.all(nodes.map((n) => charged(n.url, warm.key, 0, emptyTally())));
});

after(async () => {
  await Promise.all(nodes.map((n) => n.kill()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  if (pool !== undefined) await pool.end();
  await db?.drop();
  await redis?.clear();
});

const skipped = () => db === undefined || redis === undefined;

test("a key's rate limit holds across the three nodes", async (t) => {
  if (skipped()) return t.skip('PostgreSQL or Redis does not answer');
  const starter = await keys.create({ kind: 'live', plan: 'starter' });
  // GET /v1/usage (0 credits): 15 requests, 5 a node, sent together just after a window starts.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        fetch(`${nodes[i % 3]!.url}/v1/usage`, { headers: { authorization: `Bearer ${starter.key}` } }).then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        }),
      ),
    );
    // The burst must fit in one window for the count to mean anything; a slow machine tries again.
    if (Date.now() - started > 900) continue;
    const ok = statuses.filter((s) => s === 200).length;
    assert.ok(ok >= 1 && ok <= 5, `${ok} answers in one window for a 5-a-second key (15 would be 5 per node)`);
    assert.equal(statuses.filter((s) => s === 429).length, 15 - ok);
    return;
  }
  assert.fail('Expected a burst to fit in one second on one of five tries');
});

test('the test allowance of 100 calls a day holds across the three nodes', async (t) => {
  if (skipped()) return t.skip('PostgreSQL or Redis does not answer');
  const testKey = await keys.create({ kind: 'test', plan: 'free' });
  const tally = emptyTally();
  let sent = 0;
  await drive(
    nodes.map((n) => n.url),
    testKey.key,
    12,
    () => sent++ >= 130,
    tally,
  );
  assert.equal(tally.statuses[200], 100);
  assert.equal(tally.statuses[429], 30);
  const { rows } = await pool.query("SELECT used FROM usage_counters WHERE kind = 'test' AND project = $1", [testKey.project.id]);
  assert.equal(Number(rows[0].used), 100);
});

test('credits are exact through three nodes, one killed with SIGKILL under load', async (t) => {
  if (skipped()) return t.skip('PostgreSQL or Redis does not answer');
  const live = await keys.create({ kind: 'live', plan: 'business' });
  const tally = emptyTally();
  const urls = nodes.map((n) => n.url);
  let stop = false;
  const load = drive(urls, live.key, 24, () => stop, tally);
  await new Promise((r) => setTimeout(r, 1200));
  await nodes[1]!.kill();
  urls.splice(1, 1);
  await new Promise((r) => setTimeout(r, 1200));
  stop = true;
  await load;
  const { rows } = await pool.query("SELECT used FROM usage_counters WHERE kind = 'credits' AND project = $1", [live.project.id]);
  const ledger = Number(rows[0]?.used ?? 0);
  console.log(
    `# three nodes, one killed: ${tally.answered} answered (${tally.credits} credits), ${tally.inDoubt} in doubt ` +
      `(${tally.inDoubtCredits} credits), ledger ${ledger} credits, statuses ${JSON.stringify(tally.statuses)}`,
  );
  assert.ok(tally.answered > 50, `the load ran (${tally.answered} answers)`);
  assert.deepEqual(Object.keys(tally.statuses), ['200']);
  assert.ok(ledger >= tally.credits, `lost ${tally.credits - ledger} answered credits`);
  assert.ok(
    ledger <= tally.credits + tally.inDoubtCredits,
    `${ledger - tally.credits - tally.inDoubtCredits} credits charged twice or never answered`,
  );
});
