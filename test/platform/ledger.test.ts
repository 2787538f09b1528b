/**
 * The credit ledger against a real LMDB store: reservations, settlement
 * exactly once, batched commits, crash and clean-shutdown durability, and UTC
 * day and month rollovers with a manual clock.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ManualClock, secondsUntil, startOfNextUtcMonthMs, utcDayKey, utcMonthKey } from '../../src/platform/clock.ts';
import type { Account } from '../../src/platform/charging-policy.ts';
import { CreditLedger } from '../../src/storage/lmdb-ledger.ts';
import { PLANS } from '../../src/platform/plans.ts';
import { openStorage, type Storage } from '../../src/storage/lmdb.ts';
import { expectApiError, tempDirMaker } from '../fixtures.ts';

const tempDir = tempDirMaker('vedic-ledger-');

const free: Account = { mode: 'live', projectId: 'p1', plan: PLANS.free };
const starter: Account = { mode: 'live', projectId: 'p2', plan: PLANS.starter };

const quotaError = (fn: () => unknown) => expectApiError(fn, { code: 'quota_exhausted' });

async function withLedger(
  fn: (ledger: CreditLedger, storage: Storage, clock: ManualClock) => Promise<void>,
  dir = tempDir(),
  clock = new ManualClock(Date.parse('2026-05-31T23:59:59.000Z')),
): Promise<void> {
  const storage = openStorage(dir);
  const ledger = new CreditLedger(storage.usage, { clock, flushIntervalMs: 5 });
  try {
    await fn(ledger, storage, clock);
  } finally {
    await ledger.close();
    await storage.close();
  }
}

describe('reservations', () => {
  test('settle charges once, release charges nothing, both are idempotent', async () => {
    await withLedger(async (ledger) => {
      const a = ledger.reserve(starter, 2, 'kundli');
      void ledger.settle(a);
      void ledger.settle(a);
      ledger.release(a);
      const b = ledger.reserve(starter, 3, 'kundli');
      ledger.release(b);
      void ledger.settle(b);
      assert.equal(ledger.usage('p2', PLANS.starter).used, 2);
    });
  });
  test('reservations count against a Free plan before they settle (no overdraw)', async () => {
    await withLedger(async (ledger) => {
      const held = ledger.reserve(free, 2999, 'kundli');
      ledger.reserve(free, 1, 'kundli');
      await quotaError(() => ledger.reserve(free, 1, 'kundli'));
      ledger.release(held);
      ledger.reserve(free, 2, 'kundli');
    });
  });
  test('a Free plan stops until the next UTC month, with Retry-After seconds', async () => {
    await withLedger(async (ledger, _storage, clock) => {
      void ledger.settle(ledger.reserve(free, 3000, 'kundli'));
      const e = await quotaError(() => ledger.reserve(free, 1, 'kundli'));
      assert.equal(e.details?.retryAfterSec, 1);
      assert.equal(secondsUntil(clock.now(), startOfNextUtcMonthMs(clock.now())), 1);
      // 0-credit operations are still free to call.
      void ledger.settle(ledger.reserve(free, 0, 'platform'));
      clock.advance(1000);
      assert.equal(utcMonthKey(clock.now()), '2026-06');
      void ledger.settle(ledger.reserve(free, 1, 'kundli'));
      assert.equal(ledger.usage('p1', PLANS.free).used, 1);
      assert.equal(ledger.creditsRemaining('p1', PLANS.free), 2999);
    });
  });
  test('paid plans continue into overage and record it', async () => {
    await withLedger(async (ledger) => {
      void ledger.settle(ledger.reserve(starter, 74_999, 'kundli'));
      void ledger.settle(ledger.reserve(starter, 3, 'dasha'));
      void ledger.settle(ledger.reserve(starter, 2, 'dasha'));
      const u = ledger.usage('p2', PLANS.starter);
      assert.equal(u.used, 75_004);
      assert.equal(u.overage, 4);
      assert.deepEqual(u.byGroup, { kundli: 74_999, dasha: 5 });
      assert.equal(ledger.creditsRemaining('p2', PLANS.starter), 0);
    });
  });
  test('test calls: 100 a day per project, renewed at 00:00 UTC, never credits', async () => {
    await withLedger(async (ledger, _storage, clock) => {
      const account: Account = { mode: 'test', projectId: 'p3', plan: PLANS.free };
      for (let i = 0; i < 100; i += 1) {
        const r = ledger.reserve(account, 2, 'kundli');
        assert.equal(r.credits, 0);
        void ledger.settle(r);
      }
      const e = await quotaError(() => ledger.reserve(account, 1, 'kundli'));
      assert.equal(e.details?.retryAfterSec, 1);
      assert.equal(ledger.usage('p3', PLANS.free).used, 0);
      clock.advance(1000);
      assert.equal(utcDayKey(clock.now()), '2026-06-01');
      ledger.reserve(account, 1, 'kundli');
      assert.equal(ledger.testCallsRemaining('p3', 100), 99);
    });
  });
});

describe('durability', () => {
  test('settled charges are committed without being asked, in batches', async () => {
    await withLedger(async (ledger, storage) => {
      const committed = Array.from({ length: 1000 }, () => ledger.settle(ledger.reserve(starter, 1, 'kundli')));
      assert.equal(storage.usage.get(['credits', 'p2', '2026-05']), undefined, 'nothing is written synchronously');
      // The commit's own timer, not flush(), lands them (how soon depends on the machine's load).
      await Promise.all(committed);
      assert.equal((storage.usage.get(['credits', 'p2', '2026-05']) as { used: number }).used, 1000);
    });
  });
  test('a clean close loses nothing; a reopened ledger continues from the stored counts', async () => {
    const dir = tempDir();
    await withLedger(async (ledger) => {
      for (let i = 0; i < 10; i += 1) void ledger.settle(ledger.reserve(starter, 2, 'kundli'));
    }, dir);
    await withLedger(async (ledger) => {
      assert.equal(ledger.usage('p2', PLANS.starter).used, 20);
      void ledger.settle(ledger.reserve(starter, 1, 'kundli'));
      await ledger.flush();
      await ledger.flush();
      assert.equal(ledger.usage('p2', PLANS.starter).used, 21, 'flushing again never applies a charge twice');
    }, dir);
    const storage = openStorage(dir);
    assert.equal((storage.usage.get(['credits', 'p2', '2026-05']) as { used: number }).used, 21);
    await storage.close();
  });
  test('settle resolves only once its charge is in LMDB; charges of one turn share one commit', async () => {
    await withLedger(async (ledger, storage) => {
      const read = () => (storage.usage.get(['credits', 'p2', '2026-05']) as { used: number } | undefined)?.used ?? 0;
      const committed = [1, 2, 3].map((n) => ledger.settle(ledger.reserve(starter, n, 'kundli')));
      assert.equal(committed.length, 3);
      assert.equal(read(), 0, 'nothing is durable when settle returns');
      const seen: number[] = [];
      await Promise.all(committed.map((p) => p!.then(() => seen.push(read()))));
      assert.deepEqual(seen, [6, 6, 6]);
      assert.equal(ledger.settle(ledger.reserve(starter, 0, 'platform')), undefined, 'a 0-credit call has nothing to wait for');
    });
  });
  test('a crash loses only the charges settled after the last commit, and never doubles any', async () => {
    const dir = tempDir();
    const clock = new ManualClock(Date.parse('2026-05-10T00:00:00Z'));
    const storage = openStorage(dir);
    // A long interval stands in for "the process died before the next commit".
    const crashed = new CreditLedger(storage.usage, { clock, flushIntervalMs: 60_000 });
    for (let i = 0; i < 7; i += 1) void crashed.settle(crashed.reserve(starter, 1, 'kundli'));
    await crashed.flush();
    // Settled, then the process dies before the next commit (no close()).
    void crashed.settle(crashed.reserve(starter, 1, 'kundli'));
    await storage.close();
    // The dead process's commit timer dies with it (the timer keeps a live process up while answers wait).
    crashed['cancelTimer']();
    await withLedger(
      async (ledger) => {
        assert.equal(ledger.usage('p2', PLANS.starter).used, 7);
      },
      dir,
      clock,
    );
  });
  test('charges settled while a commit runs go into the next commit, none twice', async () => {
    await withLedger(async (ledger, storage) => {
      void ledger.settle(ledger.reserve(starter, 5, 'kundli'));
      const first = ledger.flush();
      void ledger.settle(ledger.reserve(starter, 7, 'kundli'));
      assert.equal(ledger.usage('p2', PLANS.starter).used, 12);
      await first;
      await ledger.flush();
      assert.equal((storage.usage.get(['credits', 'p2', '2026-05']) as { used: number }).used, 12);
      assert.equal(ledger.usage('p2', PLANS.starter).used, 12);
    });
  });
  test('a synchronous LMDB write on the same thread during a commit does not block', async () => {
    await withLedger(async (ledger, storage) => {
      for (let i = 0; i < 50; i += 1) {
        void ledger.settle(ledger.reserve(starter, 1, 'kundli'));
        const flushing = ledger.flush();
        storage.root.transactionSync(() => storage.projects.putSync(`p${i}`, { id: `p${i}` }));
        storage.root.openDB({ name: `lazy${i % 3}` });
        await flushing;
      }
      assert.equal((storage.usage.get(['credits', 'p2', '2026-05']) as { used: number }).used, 50);
    });
  });
});
