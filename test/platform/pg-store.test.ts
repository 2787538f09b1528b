/**
 * The PostgreSQL store (src/storage/pg.ts, pg-keys.ts, pg-ledger.ts) on a
 * database of its own: the schema migrated once and versioned, keys as in
 * LMDB (and through the keys CLI with DATABASE_URL), and the ledger with the
 * LMDB ledger's semantics, shared by two nodes that never overdraw. Skipped,
 * with the reason printed, when PostgreSQL does not answer.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type pg from 'pg';
import { ManualClock } from '../../src/platform/clock.ts';
import type { Account } from '../../src/platform/charging-policy.ts';
import type { Ledger } from '../../src/platform/ledger.ts';
import { CreditLedger } from '../../src/storage/lmdb-ledger.ts';
import { PLANS } from '../../src/platform/plans.ts';
import { openStorage } from '../../src/storage/lmdb.ts';
import { openPg, SCHEMA_VERSION } from '../../src/storage/pg.ts';
import { PgKeyStore } from '../../src/storage/pg-keys.ts';
import { PgLedger } from '../../src/storage/pg-ledger.ts';
import { expectApiError } from '../fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../nodes/stores.ts';

let db: TestDatabase | undefined;
let pool: pg.Pool;
before(async () => {
  db = await createTestDatabase();
  if (db !== undefined) pool = await openPg(db.url);
});
after(async () => {
  if (db === undefined) return;
  await pool.end();
  await db.drop();
});

const clock = new ManualClock(Date.parse('2026-05-20T10:00:00Z'));

describe('schema', () => {
  test('created at start with its version; opening again (from three nodes at once) migrates nothing twice', async (t) => {
    if (db === undefined) return t.skip('PostgreSQL does not answer');
    const again = await Promise.all([openPg(db.url), openPg(db.url), openPg(db.url)]);
    await Promise.all(again.map((p) => p.end()));
    const { rows } = await pool.query<{ version: number }>('SELECT version FROM schema_version ORDER BY version');
    assert.equal(SCHEMA_VERSION, 2);
    assert.deepEqual(
      rows.map((r) => r.version),
      [1, 2],
    );
  });
});

describe('keys', () => {
  test("create, find, list and revoke; the rules are the LMDB store's", async (t) => {
    if (db === undefined) return t.skip('PostgreSQL does not answer');
    const keys = new PgKeyStore(pool);
    const a = await keys.create({ kind: 'live', plan: 'starter' });
    const b = await keys.create({ kind: 'publishable', project: a.project.id, origins: ['https://a.example/x'] });
    const found = await keys.find(b.key);
    assert.deepEqual(found?.record, b.record);
    assert.deepEqual(found?.record.origins, ['https://a.example']);
    assert.equal(found?.project?.plan, 'starter');
    assert.equal(await keys.find(`sk_live_${'0'.repeat(32)}`), undefined);
    await assert.rejects(keys.create({ kind: 'test', project: a.project.id, plan: 'growth' }), /Expected plan starter/);
    await assert.rejects(keys.create({ kind: 'publishable' }), /at least one --origin/);
    const ids = (await keys.list()).map((k) => k.id);
    assert.ok(ids.includes(a.record.id) && ids.includes(b.record.id));
    const revoked = await keys.revoke(a.record.id);
    assert.notEqual(revoked?.revoked_at, null);
    assert.equal((await keys.find(a.key))?.record.revoked_at, revoked?.revoked_at);
    assert.equal(await keys.revoke('key_unknown'), undefined);
  });
  test('the keys CLI writes to PostgreSQL when DATABASE_URL is set, and names it without the password', async (t) => {
    if (db === undefined) return t.skip('PostgreSQL does not answer');
    const cli = fileURLToPath(new URL('../../src/cli/keys.ts', import.meta.url));
    const emptyDataDir = mkdtempSync(join(tmpdir(), 'keys-pg-'));
    const r = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), cli, 'create', '--kind', 'test'], {
      env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: emptyDataDir },
      encoding: 'utf8',
    });
    rmSync(emptyDataDir, { recursive: true, force: true });
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout);
    assert.match(r.stderr, /using the PostgreSQL database/);
    assert.equal(out.database, db.url);
    assert.equal((await new PgKeyStore(pool).find(out.key))?.record.id, out.id);
  });
});

describe('ledger', () => {
  const ten = { ...PLANS.starter, monthlyCredits: 10 };
  const freeTen = { ...PLANS.free, monthlyCredits: 10 };

  /** The same calls on a ledger: charges past a 10-credit allowance, a release, a test call, a 0-credit call. */
  async function script(ledger: Ledger, projectId: string): Promise<unknown> {
    const paid: Account = { mode: 'live', projectId, plan: ten };
    const waits: (Promise<void> | undefined)[] = [];
    for (const [credits, group] of [
      [4, 'kundli'],
      [5, 'dosha'],
      [3, 'kundli'],
      [2, 'match'],
    ] as const) {
      waits.push(ledger.settle(await ledger.reserve(paid, credits, group)));
    }
    ledger.release(await ledger.reserve(paid, 7, 'kundli'));
    waits.push(ledger.settle(await ledger.reserve({ mode: 'test', projectId, plan: ten }, 3, 'kundli')));
    await Promise.all(waits);
    await ledger.reserve(paid, 0, 'platform');
    return {
      usage: ledger.usage(projectId, ten),
      credits: ledger.creditsRemaining(projectId, ten),
      tests: ledger.testCallsRemaining(projectId, 100),
    };
  }

  test("the same calls give the LMDB ledger's usage, overage and remaining counts", async (t) => {
    if (db === undefined) return t.skip('PostgreSQL does not answer');
    const dir = mkdtempSync(join(tmpdir(), 'vedic-pg-lmdb-'));
    const storage = openStorage(dir);
    const lmdb = new CreditLedger(storage.usage, { clock });
    const expected = await script(lmdb, 'same');
    await lmdb.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
    const node = new PgLedger(pool, { clock });
    await node.beat();
    const got = await script(node, 'same');
    await node.close();
    // 4 + 5 + 3 + 2 = 14 credits against 10 included: 4 in overage, by group; one test call.
    assert.deepEqual((got as { usage: { used: number; overage: number } }).usage.used, 14);
    assert.deepEqual((got as { usage: { overage: number } }).usage.overage, 4);
    assert.deepEqual(got, expected);
  });

  test("two nodes racing for a Free plan's last credits grant exactly the allowance", async (t) => {
    if (db === undefined) return t.skip('PostgreSQL does not answer');
    const a = new PgLedger(pool, { clock });
    const b = new PgLedger(pool, { clock });
    await Promise.all([a.beat(), b.beat()]);
    const account: Account = { mode: 'live', projectId: 'race', plan: freeTen };
    const attempts = Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? a : b)).map(async (node) => {
      try {
        const r = await node.reserve(account, 1, 'kundli');
        await new Promise((res) => setTimeout(res, 5));
        await node.settle(r);
        return 'ok';
      } catch (error) {
        await expectApiError(
          () => {
            throw error;
          },
          { code: 'quota_exhausted' },
        );
        return 'refused';
      }
    });
    const outcomes = await Promise.all(attempts);
    assert.equal(outcomes.filter((o) => o === 'ok').length, 10);
    assert.equal(outcomes.filter((o) => o === 'refused').length, 20);
    const { rows } = await pool.query("SELECT used FROM usage_counters WHERE project = 'race'");
    assert.equal(Number(rows[0].used), 10);
    const held = await pool.query("SELECT coalesce(sum(units), 0) AS n FROM reservations WHERE project = 'race'");
    assert.equal(Number(held.rows[0].n), 0, 'every reservation ended');
    await Promise.all([a.close(), b.close()]);
  });

  test('a released reservation frees its units for the other node', async (t) => {
    if (db === undefined) return t.skip('PostgreSQL does not answer');
    const a = new PgLedger(pool, { clock });
    const b = new PgLedger(pool, { clock });
    await Promise.all([a.beat(), b.beat()]);
    const account: Account = { mode: 'test', projectId: 'release', plan: { ...PLANS.free, testCallsPerDay: 1 } };
    const held = await a.reserve(account, 1, 'kundli');
    await expectApiError(() => b.reserve(account, 1, 'kundli'), { code: 'quota_exhausted' });
    a.release(held);
    await a.flush();
    await b.settle(await b.reserve(account, 1, 'kundli'));
    await Promise.all([a.close(), b.close()]);
  });

  test('a node silent for 10 s loses its reservations; the others go on', async (t) => {
    if (db === undefined) return t.skip('PostgreSQL does not answer');
    const live = new PgLedger(pool, { clock });
    await live.beat();
    await pool.query("INSERT INTO nodes (id, seen_at) VALUES ('node_dead', now() - interval '11 seconds')");
    await pool.query("INSERT INTO reservations VALUES ('test', 'dead', '2026-05-20', 'node_dead', 100)");
    const account: Account = { mode: 'test', projectId: 'dead', plan: PLANS.free };
    await expectApiError(() => live.reserve(account, 1, 'kundli'), { code: 'quota_exhausted' });
    await live.beat();
    await live.settle(await live.reserve(account, 1, 'kundli'));
    assert.equal((await pool.query("SELECT 1 FROM nodes WHERE id = 'node_dead'")).rowCount, 0);
    await live.close();
  });

  test('a group commit retried under its id is applied once', async (t) => {
    if (db === undefined) return t.skip('PostgreSQL does not answer');
    const batch = JSON.stringify([{ k: 'credits', p: 'retry', per: '2026-05', used: 3, released: 0, included: 0, groups: { kundli: 3 } }]);
    await pool.query('SELECT * FROM ledger_commit($1, $2, $3)', ['batch_retry_1', 'node_x', batch]);
    const again = await pool.query('SELECT * FROM ledger_commit($1, $2, $3)', ['batch_retry_1', 'node_x', batch]);
    assert.equal(Number(again.rows[0].used), 3);
    const { rows } = await pool.query("SELECT used, by_group FROM usage_counters WHERE project = 'retry'");
    assert.deepEqual([Number(rows[0].used), rows[0].by_group], [3, { kundli: 3 }]);
  });
});
