/**
 * Reservations that PostgreSQL answers later (issue 28, D1 and D2): two
 * nodes, each its own process, over one database. A range request whose
 * credits depend on its input is reserved after validation; on PostgreSQL
 * that reservation is a promise. It must be held before anything is
 * computed, and its refusal must be the request's 429, never an unhandled
 * rejection that ends the node (before the fix: the node exited on the
 * first refusal, and answers computed before the hold went out with
 * `credits_charged: 0`, never charged).
 *
 * The Free plan's limits are lowered for the test (100 credits a month, 5
 * test calls a day, no rate limits) so that a few requests reach them.
 * Skipped, with the reason printed, when PostgreSQL does not answer.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type pg from 'pg';
import { openPg } from '../../src/storage/pg.ts';
import { PgKeyStore } from '../../src/storage/pg-keys.ts';
import { BIRTH, call } from '../http/helpers.ts';
import { startNode, type NodeProcess } from './server-process.ts';
import { createTestDatabase, type TestDatabase } from './stores.ts';

const FREE_CREDITS = 100;
const TEST_CALLS = 5;
const OVERRIDES = JSON.stringify({
  free: { monthlyCredits: FREE_CREDITS, testCallsPerDay: TEST_CALLS, requestsPerSecond: 1e9, concurrentRequests: 1e9 },
});

let db: TestDatabase | undefined;
let pool: pg.Pool;
let keys: PgKeyStore;
const nodes: NodeProcess[] = [];
const dirs: string[] = [];

before(async () => {
  db = await createTestDatabase();
  if (db === undefined) return;
  pool = await openPg(db.url);
  keys = new PgKeyStore(pool);
  nodes.push(
    ...(await Promise.all(
      [0, 1].map(() => {
        const dir = mkdtempSync(join(tmpdir(), 'vedic-pg-reserve-'));
        dirs.push(dir);
        return startNode({ DATABASE_URL: db!.url, SERVE_PLAN_OVERRIDES: OVERRIDES, DATA_DIR: dir });
      }),
    )),
  );
});

after(async () => {
  await Promise.all(nodes.map((n) => n.kill()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  if (pool !== undefined) await pool.end();
  await db?.drop();
});

interface Reply {
  status: number;
  type: string | undefined;
  credits: number | undefined;
  mode: string | undefined;
}

/** One call (a body makes it a POST), as the fields the tests compare. */
async function ask(node: NodeProcess, path: string, key: string, body?: unknown): Promise<Reply> {
  const { status, json } = await call(node.url, path, { key, body });
  return { status, type: json?.error?.type, credits: json?.meta?.credits_charged, mode: json?.meta?.mode };
}

/** A panchang range of `days` days at New Delhi: `days` credits, reserved after validation. */
const range = (days: number, startDay = 1) => {
  const to = new Date(Date.UTC(2026, 0, startDay + days - 1)).toISOString().slice(0, 10);
  return `/v1/panchang/range?from=${new Date(Date.UTC(2026, 0, startDay)).toISOString().slice(0, 10)}&to=${to}&lat=28.6&lon=77.2`;
};

async function bothAlive(): Promise<void> {
  for (const n of nodes) {
    assert.equal(n.proc.exitCode, null, `node ${n.pid} exited`);
    assert.equal((await fetch(`${n.url}/healthz`)).status, 200);
  }
}

async function creditsUsed(projectId: string): Promise<number> {
  const { rows } = await pool.query<{ used: string }>(
    "SELECT coalesce(sum(used), 0) AS used FROM usage_counters WHERE project = $1 AND kind = 'credits'",
    [projectId],
  );
  return Number(rows[0]!.used);
}

const skipped = () => db === undefined;

test("a Free key's ranges over two nodes: refusals are 429s, every answer charged, the allowance exact", async (t) => {
  if (skipped()) return t.skip('PostgreSQL does not answer');
  const free = await keys.create({ kind: 'live', plan: 'free' });
  // 10 ranges of 30 days (30 credits each) at once, alternating nodes: 3 fit in 100 credits.
  const ranges = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(nodes[i % 2]!, range(30, 1 + i), free.key)));
  const answered = ranges.filter((r) => r.status === 200);
  assert.equal(answered.length, 3, JSON.stringify(ranges));
  for (const r of answered) assert.equal(r.credits, 30, 'each answer carries its charge');
  for (const r of ranges.filter((x) => x.status !== 200)) assert.deepEqual([r.status, r.type], [429, 'quota_exhausted']);
  await bothAlive();
  // Then single operations (their credits reserved before the body is read): kundli, 2 credits, 5 fit in the last 10.
  const kundlis = await Promise.all(Array.from({ length: 8 }, (_, i) => ask(nodes[i % 2]!, '/v1/kundli', free.key, { birth: BIRTH })));
  const kundliAnswered = kundlis.filter((r) => r.status === 200);
  assert.equal(kundliAnswered.length, 5, JSON.stringify(kundlis));
  for (const r of kundliAnswered) assert.equal(r.credits, 2);
  for (const r of kundlis.filter((x) => x.status !== 200)) assert.deepEqual([r.status, r.type], [429, 'quota_exhausted']);
  // A range now: refused before any work.
  assert.deepEqual(await ask(nodes[0]!, range(1), free.key), { status: 429, type: 'quota_exhausted', credits: undefined, mode: undefined });
  await bothAlive();
  // Every answer's charge is committed before it left.
  assert.equal(await creditsUsed(free.project.id), FREE_CREDITS);
});

test("a test key's ranges over two nodes: exactly the day's test calls, the rest 429, the nodes alive", async (t) => {
  if (skipped()) return t.skip('PostgreSQL does not answer');
  const testKey = await keys.create({ kind: 'test', plan: 'free' });
  const replies = await Promise.all(Array.from({ length: 9 }, (_, i) => ask(nodes[i % 2]!, range(1, 1 + i), testKey.key)));
  const answered = replies.filter((r) => r.status === 200);
  assert.equal(answered.length, TEST_CALLS, JSON.stringify(replies));
  for (const r of answered) assert.deepEqual([r.credits, r.mode], [0, 'test']);
  for (const r of replies.filter((x) => x.status !== 200)) assert.deepEqual([r.status, r.type], [429, 'quota_exhausted']);
  await bothAlive();
});

test("the issue's reproduction: nine year-long ranges on a new Free key (3,000 credits)", async (t) => {
  if (skipped()) return t.skip('PostgreSQL does not answer');
  // On this test's plan 100 credits stand for 3,000: a year (365) is refused at once, and the node lives.
  const free = await keys.create({ kind: 'live', plan: 'free' });
  const year = '/v1/panchang/range?from=2026-01-01&to=2026-12-31&lat=28.6&lon=77.2';
  for (let i = 0; i < 3; i += 1) {
    assert.deepEqual(await ask(nodes[i % 2]!, year, free.key), {
      status: 429,
      type: 'quota_exhausted',
      credits: undefined,
      mode: undefined,
    });
  }
  await bothAlive();
  assert.equal(await creditsUsed(free.project.id), 0);
});
