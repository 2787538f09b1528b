/**
 * Durable charges with two HTTP loops (HTTP_THREADS=2): the kill test of test/nodes/sigkill.test.ts on a server
 * whose loops answer from worker threads while the main thread journals the charges. A SIGKILL under load loses
 * no answered charge and adds none beyond the requests in doubt.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { businessKey, creditsAfterRestart, killUnderLoad } from '../nodes/kill-under-load.ts';
import { emptyTally } from '../nodes/load.ts';

const KILLS = 2;

test(`${KILLS} SIGKILLs of a two-loop server under load lose no answered charge and add none`, async () => {
  // The node processes (test/nodes/serve.ts) take their environment from this one.
  process.env.HTTP_THREADS = '2';
  process.env.WORKERS = '2';
  const dataDir = mkdtempSync(join(tmpdir(), 'vedic-loops-sigkill-'));
  const created = await businessKey(dataDir);
  const tally = emptyTally();
  try {
    await killUnderLoad(dataDir, created.key, KILLS, (round) => 400 + 300 * round, tally);
    const ledger = await creditsAfterRestart(dataDir, created.projectId);
    console.log(
      `# ${KILLS} kills: ${tally.answered} answered (${tally.credits} credits), ${tally.inDoubt} in doubt ` +
        `(${tally.inDoubtCredits} credits), ledger ${ledger} credits, statuses ${JSON.stringify(tally.statuses)}`,
    );
    assert.ok(tally.answered > 50, `the load ran (${tally.answered} answers)`);
    assert.deepEqual(Object.keys(tally.statuses), ['200']);
    assert.ok(ledger >= tally.credits, `lost ${tally.credits - ledger} answered credits`);
    assert.ok(ledger <= tally.credits + tally.inDoubtCredits, `${ledger - tally.credits - tally.inDoubtCredits} phantom credits`);
  } finally {
    delete process.env.HTTP_THREADS;
    delete process.env.WORKERS;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
