/**
 * The charge journal under the LMDB ledger: an answer's charge is in the
 * journal file before its promise resolves; a process that dies without
 * committing has its charges read back by the next one, once; torn lines
 * and repeated records are skipped.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { JOURNAL_APPLIED_KEY } from '../../src/storage/charge-journal.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import type { Account } from '../../src/platform/charging-policy.ts';
import { CreditLedger } from '../../src/storage/lmdb-ledger.ts';
import { PLANS, type Plan } from '../../src/platform/plans.ts';
import { openStorage, type Storage } from '../../src/storage/lmdb.ts';
import { tempDirMaker } from '../fixtures.ts';

const tempDir = tempDirMaker('vedic-journal-');

// A plan of 3 credits with overage, so that the journal must carry overage too.
const small: Plan = { ...PLANS.starter, monthlyCredits: 3 };
const account: Account = { mode: 'live', projectId: 'p1', plan: small };
const clock = new ManualClock(Date.parse('2026-05-10T00:00:00Z'));
const MONTH_KEY = ['credits', 'p1', '2026-05'];

const journalFiles = (dir: string) =>
  readdirSync(dir)
    .filter((n) => n.endsWith('.journal'))
    .sort();
const journalText = (dir: string) =>
  journalFiles(dir)
    .map((n) => readFileSync(join(dir, n), 'utf8'))
    .join('');
const committed = (storage: Storage) =>
  storage.usage.get(MONTH_KEY) as { used: number; overage: number; by_group: Record<string, number> } | undefined;

/** A ledger whose process "dies": its commit timer is far away and close() is never called. */
function doomedLedger(storage: Storage, dir: string): CreditLedger {
  return new CreditLedger(storage.usage, { clock, journalDir: dir, flushIntervalMs: 60_000 });
}
function bury(ledger: CreditLedger): void {
  // The dead process's timer dies with it.
  ledger['cancelTimer']();
}

test('a charge is in the journal file when its promise resolves, before any commit', async () => {
  const dir = tempDir();
  const storage = openStorage(dir);
  const ledger = doomedLedger(storage, dir);
  const written = ledger.settle(ledger.reserve(account, 2, 'kundli'));
  assert.ok(written !== undefined);
  assert.equal(journalText(dir), '', 'written on the next turn, with the others of this one');
  await written;
  assert.match(journalText(dir), /^\[1,"credits","p1","2026-05",2,0,"kundli"\]\n$/);
  assert.equal(committed(storage), undefined, 'the counters are not committed yet');
  bury(ledger);
  await storage.close();
});

test('the next process reads back what a killed one journaled, once, and deletes the files it committed', async () => {
  const dir = tempDir();
  let storage = openStorage(dir);
  const first = doomedLedger(storage, dir);
  await first.settle(first.reserve(account, 2, 'kundli'));
  await first.flush();
  assert.equal(committed(storage)?.used, 2);
  await Promise.all([first.settle(first.reserve(account, 2, 'kundli')), first.settle(first.reserve(account, 1, 'panchang'))]);
  bury(first);
  await storage.close();

  storage = openStorage(dir);
  const second = new CreditLedger(storage.usage, { clock, journalDir: dir });
  // 2 + 2 + 1 credits on a 3-credit plan: the second charge went 1 over, the third 1 more.
  assert.deepEqual(committed(storage), { used: 5, overage: 2, by_group: { kundli: 4, panchang: 1 } });
  assert.equal(storage.usage.get(JOURNAL_APPLIED_KEY), 3);
  assert.equal(second.usage('p1', small).used, 5);
  assert.equal(journalText(dir), '', 'the read-back files are gone');
  await second.settle(second.reserve(account, 1, 'kundli'));
  await second.close();
  assert.deepEqual(journalFiles(dir), [], 'a clean close leaves no journal');
  assert.equal(committed(storage)?.used, 6);
  assert.equal(storage.usage.get(JOURNAL_APPLIED_KEY), 4, 'seqs go on rising across processes');
  await storage.close();
});

test('a file read again after its commit (a crash before the delete) adds nothing', async () => {
  const dir = tempDir();
  const saved = tempDir();
  let storage = openStorage(dir);
  const first = doomedLedger(storage, dir);
  await first.settle(first.reserve(account, 2, 'kundli'));
  const [file] = journalFiles(dir);
  copyFileSync(join(dir, file!), join(saved, file!));
  await first.flush();
  assert.deepEqual(journalFiles(dir).includes(file!), false, 'the committed file is deleted');
  copyFileSync(join(saved, file!), join(dir, file!));
  bury(first);
  await storage.close();

  storage = openStorage(dir);
  const second = new CreditLedger(storage.usage, { clock, journalDir: dir });
  assert.equal(committed(storage)?.used, 2);
  await second.close();
  await storage.close();
});

test('a torn last line is skipped and a repeated record (a retried write) is applied once', async () => {
  const dir = tempDir();
  const journal = join(dir, 'charges-000001.journal');
  appendFileSync(
    journal,
    '[1,"credits","p1","2026-05",2,0,"kundli"]\n[2,"credits","p1","2026-05",1,0,"kundli"]\n' +
      '[3,"credits","p1","2026-05",4,0,"ku\n[2,"credits","p1","2026-05",1,0,"kundli"]\n[3,"credits","p1","2026-05",4,0,"kundli"]\n' +
      '[4,"credits","p1","2026-05",1,0,"kun',
  );
  const storage = openStorage(dir);
  const ledger = new CreditLedger(storage.usage, { clock, journalDir: dir });
  assert.equal(committed(storage)?.used, 7);
  assert.equal(storage.usage.get(JOURNAL_APPLIED_KEY), 3);
  await ledger.close();
  await storage.close();
});

test('a second server on a DATA_DIR whose journal a live process holds stops with a clear error; a dead holder is replaced', async () => {
  const dir = tempDir();
  const storage = openStorage(dir);
  // The test runner's parent stands for another live server.
  writeFileSync(join(dir, 'charges.lock'), String(process.ppid));
  assert.throws(() => new CreditLedger(storage.usage, { clock, journalDir: dir }), /one server per DATA_DIR but process \d+ holds/);
  const gone = spawnSync(process.execPath, ['-e', '0']).pid;
  writeFileSync(join(dir, 'charges.lock'), String(gone));
  const ledger = new CreditLedger(storage.usage, { clock, journalDir: dir });
  assert.equal(readFileSync(join(dir, 'charges.lock'), 'utf8'), String(process.pid));
  await ledger.close();
  assert.deepEqual(
    readdirSync(dir).filter((n) => n.startsWith('charges')),
    [],
    'a clean close leaves neither journal nor lock',
  );
  await storage.close();
});
