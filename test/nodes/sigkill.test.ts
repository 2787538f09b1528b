/**
 * Durable charges on LMDB: a node in its own process, under load, is killed
 * with SIGKILL three times and restarted on the same DATA_DIR (each start
 * reads back the charge journal of the killed one); then the
 * ledger must hold every credit the client was answered with a 200 (zero
 * lost), and nothing beyond those plus the requests in doubt (zero phantom:
 * a request whose connection died without an answer may or may not have
 * been charged, and the client cannot know which).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { openStorage } from '../../src/storage/lmdb.ts';
import { KeyStore } from '../../src/storage/keys.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { CreditLedger } from '../../src/platform/ledger.ts';
import { PLANS } from '../../src/platform/plans.ts';
import { charged, drive, emptyTally } from './load.ts';
import { startNode } from './server-process.ts';

const KILLS = 3;
const LIFTED = JSON.stringify({ business: { requestsPerSecond: 1e9, concurrentRequests: 1e9 } });

test(`${KILLS} SIGKILLs under load lose no answered charge and add none`, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vedic-sigkill-'));
  const setup = openStorage(dataDir);
  const created = await new KeyStore(setup).create({ kind: 'live', plan: 'business' });
  await setup.close();
  const tally = emptyTally();
  try {
    for (let round = 0; round < KILLS; round += 1) {
      const node = await startNode({ DATA_DIR: dataDir, SERVE_PLAN_OVERRIDES: LIFTED });
      // The first answer warms the pool up (its threads load the ephemeris); it counts like any other.
      await charged(node.url, created.key, 0, tally);
      let stop = false;
      const load = drive([node.url], created.key, 24, () => stop, tally);
      // Kill at a moment the load has reached speed, varying from round to round.
      await new Promise((r) => setTimeout(r, 300 + 250 * round));
      await node.kill();
      stop = true;
      await load;
    }
    // The last kill leaves its charges in the journal: opening the ledger reads them back, as a restart would.
    const after = openStorage(dataDir);
    const reopened = new CreditLedger(after.usage, { clock: systemClock, journalDir: dataDir });
    const ledger = reopened.usage(created.project.id, PLANS.business).used;
    await reopened.close();
    await after.close();
    console.log(`# ${KILLS} kills: ${tally.answered} answered (${tally.credits} credits), ${tally.inDoubt} in doubt ` +
      `(${tally.inDoubtCredits} credits), ledger ${ledger} credits, statuses ${JSON.stringify(tally.statuses)}`);
    assert.ok(tally.answered > 100, `the load ran (${tally.answered} answers)`);
    assert.ok(tally.inDoubt > 0, 'the kills cut requests in flight');
    assert.deepEqual(Object.keys(tally.statuses), ['200']);
    assert.ok(ledger >= tally.credits, `lost ${tally.credits - ledger} answered credits`);
    assert.ok(ledger <= tally.credits + tally.inDoubtCredits, `${ledger - tally.credits - tally.inDoubtCredits} phantom credits`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
