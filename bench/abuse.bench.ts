/**
 * Abuse by Free keys against a well-behaved client (issue 28, D3): the
 * probe's scenario. A server in its own process (2 pool threads, the access
 * log discarded) serves a well-behaved client, a Business key asking for one
 * day's panchang at New Delhi one request at a time, first alone (quiet),
 * then while ABUSERS Free keys loop year-long operations at a polar latitude
 * (panchang range, Ekadashi, festivals, muhurat search for a year at 78.2 N;
 * the client's key has its rate limit lifted, the Free keys keep theirs),
 * each key keeping its plan's 2 requests in flight. Every such request is
 * refused (rate limit, or 400 on `lat` for the polar day); before the fix each
 * refusal computed the whole year first (1.4-2.7 s of CPU). Prints the
 * client's p50/p99 quiet and under abuse and their ratio (aim: p99 under
 * abuse within 2x the quiet p99), with the abusers' answers by status.
 *
 * Knobs: BENCH_SECONDS (default 8 per phase), ABUSERS (default 2), WORKERS
 * (pool threads, default 2), BENCH_CLIENT_PAUSE_MS (default 5: the client's
 * pause between requests).
 *
 *   npm run bench:abuse
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStorage } from '../src/storage/lmdb.ts';
import { KeyStore } from '../src/storage/keys.ts';
import { startNode } from '../test/nodes/server-process.ts';
import { machine, nowMs, printTable, quantile } from './lib/stats.ts';

const SECONDS = Number(process.env.BENCH_SECONDS) || 8;
const ABUSERS = Number(process.env.ABUSERS ?? 2);
const WORKERS = Number(process.env.WORKERS) || 2;
const CLIENT_PAUSE_MS = Number(process.env.BENCH_CLIENT_PAUSE_MS ?? 5);

const CLIENT_PATH = '/v1/panchang?date=2026-11-14&lat=28.6139&lon=77.209';
const POLAR = 'lat=78.2&lon=15.6';
const ABUSE_PATHS = [
  `/v1/panchang/range?from=2026-01-01&to=2026-12-31&${POLAR}`,
  `/v1/calendar/ekadashi?year=2026&${POLAR}`,
  `/v1/calendar/festivals?year=2026&${POLAR}`,
  `/v1/muhurat/search?activity=marriage&from=2026-01-01&to=2026-12-31&${POLAR}`,
];

async function keyOf(storage: ReturnType<typeof openStorage>, plan: 'free' | 'business'): Promise<string> {
  return (await new KeyStore(storage).create({ kind: 'live', plan })).key;
}

/** The well-behaved client: one request at a time until `stop`; its latencies in ms. */
async function client(url: string, key: string, stop: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!stop()) {
    const t0 = nowMs();
    const res = await fetch(url + CLIENT_PATH, { headers: { authorization: `Bearer ${key}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`Expected 200 for the well-behaved client but received ${res.status}`);
    latencies.push(nowMs() - t0);
    await new Promise((r) => setTimeout(r, CLIENT_PAUSE_MS));
  }
  return latencies;
}

/** One abusing connection: the year-long polar requests in turn, back to back, until `stop`. */
async function abuser(url: string, key: string, stop: () => boolean, statuses: Record<string, number>, seed: number): Promise<void> {
  for (let i = seed; !stop(); i += 1) {
    const res = await fetch(url + ABUSE_PATHS[i % ABUSE_PATHS.length]!, { headers: { authorization: `Bearer ${key}` } });
    const body = (await res.json()) as { error?: { type: string } };
    const label = `${res.status} ${body.error?.type ?? ''}`.trim();
    statuses[label] = (statuses[label] ?? 0) + 1;
  }
}

/**
 * The abusers in a process of their own (as the probe's clients were), so that handling their answers does not
 * delay the well-behaved client's event loop here: started with `--abusers URL KEY...`, they loop until told to stop
 * and send back their answers by status.
 */
async function runAbusers(url: string, keys: string[]): Promise<void> {
  let done = false;
  const statuses: Record<string, number> = {};
  process.on('message', () => {
    done = true;
  });
  // Each Free key keeps its plan's 2 requests in flight.
  await Promise.all(keys.flatMap((k, i) => [abuser(url, k, () => done, statuses, 2 * i), abuser(url, k, () => done, statuses, 2 * i + 1)]));
  process.send!(statuses, () => process.exit(0));
}

async function phase(
  url: string,
  clientKey: string,
  abuserKeys: string[],
): Promise<{ latencies: number[]; statuses: Record<string, number> }> {
  let done = false;
  const abusers =
    abuserKeys.length === 0
      ? undefined
      : fork(fileURLToPath(import.meta.url), ['--abusers', url, ...abuserKeys], { execArgv: ['--import', 'tsx'] });
  const statuses =
    abusers === undefined ? Promise.resolve({}) : new Promise<Record<string, number>>((resolve) => abusers.once('message', resolve));
  const measured = client(url, clientKey, () => done);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  done = true;
  abusers?.send('stop');
  return { latencies: await measured, statuses: await statuses };
}

const abusersAt = process.argv.indexOf('--abusers');
if (abusersAt >= 0) {
  await runAbusers(process.argv[abusersAt + 1]!, process.argv.slice(abusersAt + 2));
} else await main();

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vedic-abuse-'));
  try {
    const storage = openStorage(dataDir);
    const clientKey = await keyOf(storage, 'business');
    const abuserKeys = await Promise.all(Array.from({ length: ABUSERS }, () => keyOf(storage, 'free')));
    await storage.close();
    // The well-behaved client's Business key without its 50 a second (the Free keys keep their limits).
    const node = await startNode({
      DATA_DIR: dataDir,
      WORKERS: String(WORKERS),
      SERVE_PLAN_OVERRIDES: JSON.stringify({ business: { requestsPerSecond: 1e9, concurrentRequests: 1e9 } }),
    });
    try {
      // Warm-up: the pool threads load the ephemeris; every path compiled.
      await phase(node.url, clientKey, []).catch(() => undefined);
      const quiet = await phase(node.url, clientKey, []);
      const abused = await phase(node.url, clientKey, abuserKeys);
      const q99 = quantile(quiet.latencies, 0.99),
        a99 = quantile(abused.latencies, 0.99);
      const rows = [
        {
          name: 'well-behaved client, quiet',
          opsPerSec: quiet.latencies.length / SECONDS,
          unit: 'requests',
          p50Ms: quantile(quiet.latencies, 0.5),
          p99Ms: q99,
        },
        {
          name: `well-behaved client, ${ABUSERS} Free keys abusing`,
          opsPerSec: abused.latencies.length / SECONDS,
          unit: 'requests',
          p50Ms: quantile(abused.latencies, 0.5),
          p99Ms: a99,
          ratio: a99 / q99,
          note: `p99 ratio ${(a99 / q99).toFixed(2)} (aim <= 2); abusers' answers ${JSON.stringify(abused.statuses)}`,
        },
      ];
      const m = machine();
      console.log(`# abuse: ${m.cpu} x${m.nproc}, node ${m.node}, ${m.date}; ${WORKERS} pool threads; ${SECONDS} s a phase`);
      console.log(printTable('Abuse by Free keys (year-long requests at 78.2 N)', rows));
    } finally {
      await node.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
