/**
 * The fuzz and abuse suite, long form (`npm run bench:fuzz`; the short form
 * is test/fuzz/fuzz.test.ts in `npm test`).
 *
 * 1. Fuzz: every mutation of every operation's valid request and every raw
 *    HTTP request (test/fuzz/cases.ts), on each transport, judged as the
 *    test judges them (test/fuzz/probe.ts: within 5 s, never a 5xx, typed
 *    errors naming their field, 2xx answers matching their schema and
 *    credits). The known defects (test/fuzz/known-defects.ts) are counted
 *    apart. Then the key's usage must equal the credits of the 2xx answers.
 * 2. Abuse, each scenario bounded in time, while a well-behaved client (a
 *    live key, one GET /v1/panchang at a time) keeps asking: a Free live key
 *    far over its rate (2/s, 2 in flight) and a 10-credit quota, and a Free
 *    test key as far over its rate; slowloris (request heads trickled a
 *    byte every 500 ms); idle connections; non-reading clients (each asks a
 *    year of panchang, never reads); bodies trickled a byte every 2 s after
 *    their answer. Each must leave the well-behaved client answered (200,
 *    every time) and charge nothing extra: the usage of each key matched
 *    equals the credits of its 2xx answers.
 *
 * Knobs: FUZZ_RUNS mutations per operation (default: all of them), FUZZ_SEED
 * (default 28) to draw them, FUZZ_TRANSPORTS (default `node,uws`, uWS where
 * it loads), ABUSE_MS per scenario (default 12000: past the
 * server's 10 s limits on idle and slow connections). Prints a table per part;
 * `--json` prints the rows as JSON (bench/lib/stats.ts). Exits 1 when a case
 * or a scenario fails.
 */
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setPlacesIndex } from '../src/http/places-index.ts';
import { selectTransport } from '../src/http/transport/select.ts';
import type { TransportName } from '../src/http/transport/types.ts';
import { PLANS } from '../src/platform/plans.ts';
import { call, startTestServer, type TestServer } from '../test/http/helpers.ts';
import { openTestPlaces } from '../test/unit/places/fixture.ts';
import { allCases, sampleCases, type FuzzCase } from '../test/fuzz/cases.ts';
import { KNOWN_DEFECTS, knownDefectOf } from '../test/fuzz/known-defects.ts';
import { creditsOfCase, failureLine, runCases, type Judged } from '../test/fuzz/probe.ts';
import { printTable, quantile, type Row } from './lib/stats.ts';

const RUNS = process.env.FUZZ_RUNS === undefined ? Infinity : Number(process.env.FUZZ_RUNS);
const SEED = Number(process.env.FUZZ_SEED ?? 28);
const ABUSE_MS = Number(process.env.ABUSE_MS ?? 12_000);
const uwsLoads = selectTransport('auto').transport.name === 'uws';
const TRANSPORTS = (process.env.FUZZ_TRANSPORTS ?? 'node,uws')
  .split(',')
  .filter((t): t is TransportName => t === 'node' || (t === 'uws' && uwsLoads));
/** Quota of the Free key of the flood scenario: reached within the scenario at 2 requests a second. */
const FREE_QUOTA_CREDITS = 10;
const PANCHANG = '/v1/panchang?date=2026-11-21&lat=23.18&lon=75.78';

let failed = false;
const fail = (line: string) => {
  failed = true;
  console.log(`FAIL ${line}`);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const places = await openTestPlaces();
setPlacesIndex(places.index);

async function startBenchServer(transport: TransportName): Promise<TestServer> {
  return startTestServer({
    transport,
    threads: 2,
    planOverrides: { business: { requestsPerSecond: 1e9, concurrentRequests: 1e9 }, free: { monthlyCredits: FREE_QUOTA_CREDITS } },
  });
}

/** Credits a key's project used: GET /v1/usage with that key, or with a new key of `project` (a flooded key is still rate limited). */
async function creditsUsed(t: TestServer, key: string, project?: string): Promise<number> {
  const asker = project === undefined ? key : (await t.key('live', 'free', { project })).key;
  const r = await call(t.url, '/v1/usage', { key: asker });
  if (r.status !== 200) throw new Error(`Expected 200 from GET /v1/usage but received ${r.status} ${r.text.slice(0, 200)}`);
  return r.json.data.credits_used as number;
}

// 1. Fuzz.
const fuzzRows: Row[] = [];
for (const transport of TRANSPORTS) {
  const t = await startBenchServer(transport);
  try {
    const { key } = await t.key('live', 'business');
    const known = (c: FuzzCase) => knownDefectOf(transport, c) !== undefined;
    const cases = Number.isFinite(RUNS) ? sampleCases(key, SEED, RUNS, () => false) : allCases(key);
    // A first pass of each operation's valid request loads what it needs: the time limit is for the cases.
    await runCases(
      t.url,
      cases.filter((c) => c.kind === 'valid'),
      2,
      30_000,
    );
    const usedBefore = await creditsUsed(t, key);
    const start = performance.now();
    const judged = await runCases(
      t.url,
      cases.filter((c) => c.raw === undefined),
      2,
    );
    // Raw cases may wait out the time limit: all at once.
    judged.push(
      ...(await runCases(
        t.url,
        cases.filter((c) => c.raw !== undefined),
        64,
      )),
    );
    const seconds = (performance.now() - start) / 1000;
    const ok = (j: Judged) => j.o.status !== undefined && j.o.status >= 200 && j.o.status < 300;
    const charged = judged.filter(ok).reduce((sum, j) => sum + creditsOfCase(j.c), 0);
    const used = (await creditsUsed(t, key)) - usedBefore;
    if (used !== charged) fail(`${transport}: usage grew by ${used} credits, the 2xx answers charged ${charged}`);
    const unexpected = judged.filter((j) => j.problems.length > 0 && !known(j.c));
    const knownStill = judged.filter(
      (j) => known(j.c) && j.problems.length > 0 && j.problems.every((p) => knownDefectOf(transport, j.c)!.fails.test(p)),
    );
    const knownCount = judged.filter((j) => known(j.c)).length;
    for (const j of unexpected.slice(0, 30)) fail(`${transport} ${failureLine(j)}`);
    if (knownStill.length !== knownCount)
      fail(`${transport}: ${knownCount - knownStill.length} known-defect cases no longer fail as listed`);
    const ms = judged.map((j) => j.o.ms);
    const statuses = new Map<number | string, number>();
    for (const j of judged) statuses.set(j.o.status ?? 'none', (statuses.get(j.o.status ?? 'none') ?? 0) + 1);
    fuzzRows.push({
      name: `${transport}: ${judged.length} cases`,
      opsPerSec: judged.length / seconds,
      unit: 'case',
      p50Ms: quantile(ms, 0.5),
      p99Ms: quantile(ms, 0.99),
      note:
        `max ${Math.round(Math.max(...ms))} ms; failures ${unexpected.length}; known defects ${knownCount} ` +
        `(${knownStill.length} still failing as listed); credits ${charged} charged = ${used} used; statuses ` +
        [...statuses]
          .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
          .map(([s, n]) => `${s}:${n}`)
          .join(' '),
    });
  } finally {
    await t.close();
  }
}
printTable(
  `Fuzz (FUZZ_RUNS=${Number.isFinite(RUNS) ? RUNS : 'all'}, FUZZ_SEED=${SEED}; known defects: ` +
    `${KNOWN_DEFECTS.map((d) => `${d.defect} on ${d.transports.join('+')}`).join(', ')})`,
  fuzzRows,
);

// 2. Abuse.
interface Scenario {
  name: string;
  /** Runs the abuse until `stopAt` (performance.now() ms); returns what it observed, and the projects it used with the credits their 2xx answers charged. */
  run(t: TestServer, stopAt: number): Promise<{ note: string; charged: [project: string, credits: number][]; failures: string[] }>;
}

/** Opens a connection; resolves once connected. Errors are kept, not thrown. */
function openSocket(t: TestServer): Promise<Socket & { closedAt?: number; received: number }> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname) as Socket & { closedAt?: number; received: number };
    socket.received = 0;
    socket.on('data', (d: Buffer) => {
      socket.received += d.length;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      socket.closedAt = performance.now();
    });
    socket.on('connect', () => resolve(socket));
  });
}

const closedCount = (sockets: { closedAt?: number }[]) => sockets.filter((s) => s.closedAt !== undefined).length;
/** Past the server's 10 s limits on idle and slow connections, every such connection must have been closed. */
const closeDue = ABUSE_MS >= 11_000;
/** Slow connections left open at the end: a failure once they are due to be closed. */
const leftOpen = (what: string, sockets: { closedAt?: number }[]): string[] => {
  const open = sockets.length - closedCount(sockets);
  return closeDue && open > 0 ? [`${open} of ${sockets.length} ${what} still open after ${ABUSE_MS} ms`] : [];
};

const SCENARIOS: Scenario[] = [
  {
    name: 'Free keys over rate and quota',
    async run(t, stopAt) {
      const { key: live, project } = await t.key('live', 'free');
      const test = (await t.key('test', 'free')).key;
      const counts = new Map<string, number>();
      let charged = 0;
      const failures: string[] = [];
      // 16 requests in flight per key, far over 2 a second and 2 in flight.
      await Promise.all(
        [live, test].flatMap((key) =>
          Array.from({ length: 16 }, async () => {
            while (performance.now() < stopAt) {
              const r = await call(t.url, PANCHANG, { key });
              const label = `${key === live ? 'live' : 'test'} ${r.status}${r.json?.error === undefined ? '' : ` ${r.json.error.type}`}`;
              counts.set(label, (counts.get(label) ?? 0) + 1);
              if (r.status >= 500) failures.push(label);
              if (r.status === 200 && key === live) charged += r.json.meta.credits_charged as number;
            }
          }),
        ),
      );
      const testCalls = counts.get('test 200') ?? 0;
      if (testCalls > PLANS.free.testCallsPerDay)
        failures.push(`${testCalls} test-key calls answered, over ${PLANS.free.testCallsPerDay} a day`);
      if (charged > FREE_QUOTA_CREDITS) failures.push(`${charged} credits charged, over the quota of ${FREE_QUOTA_CREDITS}`);
      return { note: [...counts].map(([k, n]) => `${k}: ${n}`).join(', '), charged: [[project, charged]], failures };
    },
  },
  {
    name: 'slowloris: 200 request heads, a byte every 500 ms',
    async run(t, stopAt) {
      const sockets = await Promise.all(Array.from({ length: 200 }, () => openSocket(t)));
      const head = `GET ${PANCHANG} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'s'.repeat(4000)}\r\n\r\n`;
      for (let i = 0; performance.now() < stopAt && i < head.length; i += 1) {
        for (const s of sockets) if (s.closedAt === undefined) s.write(head[i]!);
        await sleep(500);
      }
      const note = `${closedCount(sockets)} of ${sockets.length} closed by the server within ${ABUSE_MS} ms`;
      for (const s of sockets) s.destroy();
      return { note, charged: [], failures: leftOpen('slowloris connections', sockets) };
    },
  },
  {
    name: 'idle: 500 connections that send nothing',
    async run(t, stopAt) {
      const sockets = await Promise.all(Array.from({ length: 500 }, () => openSocket(t)));
      await sleep(stopAt - performance.now());
      const note = `${closedCount(sockets)} of ${sockets.length} closed by the server within ${ABUSE_MS} ms (idle limit 10 s)`;
      for (const s of sockets) s.destroy();
      return { note, charged: [], failures: leftOpen('idle connections', sockets) };
    },
  },
  {
    name: 'non-reading: 3 connections ask a year of panchang with choghadiya and hora, never read',
    async run(t, stopAt) {
      const key = (await t.key('live', 'business')).key;
      const rssBeforeMb = process.memoryUsage.rss() / 2 ** 20;
      let rssPeakMb = rssBeforeMb;
      const sockets = await Promise.all(Array.from({ length: 3 }, () => openSocket(t)));
      for (const s of sockets) {
        s.pause();
        s.write(
          'GET /v1/panchang/range?from=2026-01-01&to=2026-12-31&lat=23.18&lon=75.78&include=choghadiya,hora HTTP/1.1\r\n' +
            `Host: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\n\r\n`,
        );
      }
      while (performance.now() < stopAt) {
        rssPeakMb = Math.max(rssPeakMb, process.memoryUsage.rss() / 2 ** 20);
        await sleep(Math.min(50, stopAt - performance.now()));
      }
      const note = `${closedCount(sockets)} of 3 closed by the server; RSS of server and clients +${Math.round(rssPeakMb - rssBeforeMb)} MB at most`;
      for (const s of sockets) s.destroy();
      // What was computed was charged, read or not: the usage is shown, not matched.
      return { note: `${note}; ${await creditsUsed(t, key)} credits used`, charged: [], failures: [] };
    },
  },
  {
    name: 'slow body: 50 keyless POSTs trickling a byte every 2 s',
    async run(t, stopAt) {
      const sockets = await Promise.all(Array.from({ length: 50 }, () => openSocket(t)));
      for (const s of sockets)
        s.write('POST /v1/kundli HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{');
      while (performance.now() < stopAt) {
        await sleep(Math.min(2000, stopAt - performance.now()));
        for (const s of sockets) if (s.closedAt === undefined) s.write(' ');
      }
      const answered = sockets.filter((s) => s.received > 0).length;
      const note = `${answered} answered (413 from Content-Length), ${closedCount(sockets)} of 50 closed by the server within ${ABUSE_MS} ms`;
      for (const s of sockets) s.destroy();
      return { note, charged: [], failures: leftOpen('trickled bodies', sockets) };
    },
  },
];

const abuseRows: Row[] = [];
for (const transport of TRANSPORTS) {
  const t = await startBenchServer(transport);
  try {
    const good = (await t.key('live', 'business')).key;
    await call(t.url, PANCHANG, { key: good });
    for (const scenario of SCENARIOS) {
      const usedBefore = await creditsUsed(t, good);
      const stopAt = performance.now() + ABUSE_MS;
      const latencies: number[] = [];
      const bad: string[] = [];
      const wellBehaved = (async () => {
        while (performance.now() < stopAt) {
          const start = performance.now();
          const r = await call(t.url, PANCHANG, { key: good }).catch((e: Error) => ({ status: 0, text: e.message }));
          latencies.push(performance.now() - start);
          if (r.status !== 200) bad.push(`${r.status} ${r.text.slice(0, 80)}`);
          await sleep(20);
        }
      })();
      const [outcome] = await Promise.all([scenario.run(t, stopAt), wellBehaved]);
      const used = (await creditsUsed(t, good)) - usedBefore;
      for (const f of outcome.failures) fail(`${transport} ${scenario.name}: ${f}`);
      for (const b of bad.slice(0, 5)) fail(`${transport} ${scenario.name}: the well-behaved client got ${b}`);
      if (used !== latencies.length)
        fail(`${transport} ${scenario.name}: the well-behaved key used ${used} credits for ${latencies.length} answers`);
      for (const [project, credits] of outcome.charged) {
        const projectUsed = await creditsUsed(t, '', project);
        if (projectUsed !== credits)
          fail(`${transport} ${scenario.name}: a project used ${projectUsed} credits, its 2xx answers charged ${credits}`);
      }
      abuseRows.push({
        name: `${transport}: ${scenario.name}`,
        opsPerSec: latencies.length / (ABUSE_MS / 1000),
        unit: 'well-behaved request',
        p50Ms: quantile(latencies, 0.5),
        p99Ms: quantile(latencies, 0.99),
        note: `${bad.length} not 200; ${outcome.note}`,
      });
    }
  } finally {
    await t.close();
  }
}
printTable(`Abuse (${ABUSE_MS} ms a scenario; a well-behaved live key asks GET /v1/panchang one at a time, 20 ms apart)`, abuseRows);

setPlacesIndex(undefined);
await places.close();
if (failed) process.exitCode = 1;
