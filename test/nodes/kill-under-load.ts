/**
 * The SIGKILL run the durable-charges test and bench:nodes share: one LMDB
 * node over a data directory with a live Business key (limits lifted),
 * loaded by 24 client loops, killed with SIGKILL and started again, round
 * after round; then the project's credits as a restart counts them.
 */
import { systemClock } from '../../src/platform/clock.ts';
import { CreditLedger } from '../../src/storage/lmdb-ledger.ts';
import { PLANS } from '../../src/platform/plans.ts';
import { KeyStore } from '../../src/storage/keys.ts';
import { openStorage } from '../../src/storage/lmdb.ts';
import { charged, drive, type Tally } from './load.ts';
import { startNode } from './server-process.ts';

const LIFTED = JSON.stringify({ business: { requestsPerSecond: 1e9, concurrentRequests: 1e9 } });

/** A live Business key in the store under `dataDir`. */
export async function businessKey(dataDir: string): Promise<{ key: string; projectId: string }> {
  const setup = openStorage(dataDir);
  const created = await new KeyStore(setup).create({ kind: 'live', plan: 'business' });
  await setup.close();
  return { key: created.key, projectId: created.project.id };
}

/** `kills` rounds: start a node on `dataDir`, load it, SIGKILL it after `pauseMs(round)` of load; the answers go to `tally`. */
export async function killUnderLoad(
  dataDir: string,
  key: string,
  kills: number,
  pauseMs: (round: number) => number,
  tally: Tally,
): Promise<void> {
  for (let round = 0; round < kills; round += 1) {
    const node = await startNode({ DATA_DIR: dataDir, SERVE_PLAN_OVERRIDES: LIFTED });
    // The first answer warms the pool up (its threads load the ephemeris); it counts like any other.
    await charged(node.url, key, 0, tally);
    let stop = false;
    const load = drive([node.url], key, 24, () => stop, tally);
    await new Promise((r) => setTimeout(r, pauseMs(round)));
    await node.kill();
    stop = true;
    await load;
  }
}

/** The project's credits this month as a restarted server counts them: the committed counters plus the killed server's journal. */
export async function creditsAfterRestart(dataDir: string, projectId: string): Promise<number> {
  const storage = openStorage(dataDir);
  const ledger = new CreditLedger(storage.usage, { clock: systemClock, journalDir: dataDir });
  const used = ledger.usage(projectId, PLANS.business).used;
  await ledger.close();
  await storage.close();
  return used;
}
