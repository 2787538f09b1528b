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
import { businessKey, creditsAfterRestart, killUnderLoad } from './kill-under-load.ts';
import { emptyTally } from './load.ts';

const KILLS = 3;

test(`${KILLS} SIGKILLs under load lose no answered charge and add none`, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vedic-sigkill-'));
  const created = await businessKey(dataDir);
  const tally = emptyTally();
  try {
    // Kill at a moment the load has reached speed, varying from round to round.
    await killUnderLoad(dataDir, created.key, KILLS, (round) => 300 + 250 * round, tally);
    // The last kill leaves its charges in the journal: the count reads them back, as a restart would.
    const ledger = await creditsAfterRestart(dataDir, created.projectId);
    console.log(
      `# ${KILLS} kills: ${tally.answered} answered (${tally.credits} credits), ${tally.inDoubt} in doubt ` +
        `(${tally.inDoubtCredits} credits), ledger ${ledger} credits, statuses ${JSON.stringify(tally.statuses)}`,
    );
    assert.ok(tally.answered > 100, `the load ran (${tally.answered} answers)`);
    assert.ok(tally.inDoubt > 0, 'the kills cut requests in flight');
    assert.deepEqual(Object.keys(tally.statuses), ['200']);
    assert.ok(ledger >= tally.credits, `lost ${tally.credits - ledger} answered credits`);
    assert.ok(ledger <= tally.credits + tally.inDoubtCredits, `${ledger - tally.credits - tally.inDoubtCredits} phantom credits`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
