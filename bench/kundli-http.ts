/**
 * The HTTP half of bench/kundli.bench.ts: kundli requests per second with
 * autocannon on 127.0.0.1, each server in its own child process, the load
 * generator in this (the bench) process:
 *   1. ours: POST /v1/kundli, started by bench/http.bench.ts --serve api
 *      (temporary DATA_DIR, a live Business key with the rate limits lifted,
 *      access log to a discarded stdout), WORKERS pool threads (default 2);
 *   2. the baseline a user would write: bench/baselines/fastify-sweph-kundli.ts
 *      (Fastify 5 + sweph, call by call), one process;
 *   3. the same baseline under node:cluster with 2 workers.
 * Every case sends the same 100 birth bodies (coordinates and a fixed +05:30
 * timezone, so no place or zone lookup), taken in turn by whichever connection
 * sends next.
 * Knobs: BENCH_SECONDS (default 5, after 1 s untimed), BENCH_CONNECTIONS
 * (default 64), BENCH_ROUNDS (default 2: cases interleaved, best kept).
 * Server CPU per request is read from /proc/<pid>/stat of the server's
 * processes (all threads; the cluster primary included); each case's is its
 * cheapest round's, which need not be its fastest.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const HTTP_BENCH = fileURLToPath(new URL('./http.bench.ts', import.meta.url));
const BASELINE = fileURLToPath(new URL('./baselines/fastify-sweph-kundli.ts', import.meta.url));

/** 100 fixed births, 1950..2019, at places from latitude -50..58 and every longitude, local time +05:30. */
export const KUNDLI_BODIES: string[] = Array.from({ length: 100 }, (_, i) =>
  JSON.stringify({
    birth: {
      date: `${1950 + ((i * 7) % 70)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 3) % 28)).padStart(2, '0')}`,
      time: `${String((i * 5) % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
      place: { latitude: -50 + ((i * 37) % 108) + 0.25, longitude: -180 + ((i * 53) % 360) + 0.5 },
      timezone: '+05:30',
    },
  }),
);

/** The rows' names of the two baselines. */
export const ONE_PROCESS_BASELINE = 'Fastify + sweph, 1 process';
export const CLUSTER_BASELINE = 'Fastify + sweph, node:cluster 2 workers';

export interface Server {
  name: string;
  proc: ChildProcess;
  port: number;
  pids: number[];
  key?: string;
  transport?: string;
}

export interface HttpRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  /** Server CPU (all its processes and threads) per answered request, microseconds. */
  cpuUsPerRequest: number;
  /** Server CPU over wall time, in cores. */
  serverCores: number;
  /** CPU of the server's main thread (ours with one HTTP loop: the HTTP thread) per answered request, microseconds. */
  mainThreadUsPerRequest: number;
}

/** Starts a bench server process and waits for its port (and key) on the IPC channel, for at most `timeoutMs`. */
export function start(name: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 30_000): Promise<Server> {
  const proc = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`Expected ${name} to start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    proc.once('message', (m: { port: number; key?: string; pids?: number[]; transport?: string }) => {
      clearTimeout(timer);
      // Our server names the HTTP layer it chose (uws or node) in its row.
      const named = m.transport === undefined ? name : name.replace('%TRANSPORT%', m.transport === 'uws' ? 'uWS' : 'node:http');
      resolve({ name: named, proc, port: m.port, pids: m.pids ?? [proc.pid!], ...(m.key ? { key: m.key } : {}) });
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Expected ${name} to start but it exited with ${code}`));
    });
  });
}

/**
 * utime + stime of the processes, microseconds (Linux /proc; 0 elsewhere); with `mainThreadOnly`, of each process's
 * main thread alone (/proc/<pid>/task/<pid>: a one-loop server's HTTP thread).
 */
export function cpuUs(pids: number[], mainThreadOnly = false): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(mainThreadOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      return 0;
    }
  }
  return ticks * 10_000; // USER_HZ = 100
}

function options(s: Server, connections: number): autocannon.Options {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (s.key) headers.authorization = `Bearer ${s.key}`;
  // One sequence over all connections: each request takes the next of the 100 bodies, whichever connection sends it.
  // (With each connection cycling through the list from the same start, the connections, advancing at about the same
  // rate, would send the same birth at the same moment and the Swiss Ephemeris would answer the repeats from its saved
  // last position (same moment, body and flags) without evaluating the theory.)
  let next = 0;
  return {
    url: `http://127.0.0.1:${s.port}`,
    connections,
    pipelining: 1,
    requests: [
      {
        method: 'POST',
        path: '/v1/kundli',
        headers,
        setupRequest: (req) => ({ ...req, body: KUNDLI_BODIES[next++ % KUNDLI_BODIES.length]! }),
      },
    ],
  };
}

async function load(s: Server, connections: number, seconds: number): Promise<HttpRow> {
  const opts = options(s, connections);
  await autocannon({ ...opts, duration: 1 });
  const c0 = cpuUs(s.pids);
  const m0 = cpuUs(s.pids, true);
  const t0 = process.hrtime.bigint();
  const r = await autocannon({ ...opts, duration: seconds });
  const wallUs = Number(process.hrtime.bigint() - t0) / 1000;
  const used = cpuUs(s.pids) - c0;
  const usedMain = cpuUs(s.pids, true) - m0;
  return {
    name: s.name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    cpuUsPerRequest: used / Math.max(1, r.requests.total),
    serverCores: used / wallUs,
    mainThreadUsPerRequest: usedMain / Math.max(1, r.requests.total),
  };
}

type Answer = { data: { lagna: { sign: string }; planets: { id: string; sign: string; nakshatra: string; pada: number }[] } };

/** Both servers must agree on the lagna sign and every graha's sign and pada for all 100 births. */
async function crossCheck(ours: Server, baseline: Server): Promise<string> {
  let differences = 0;
  const notes: string[] = [];
  for (const body of KUNDLI_BODIES) {
    const post = async (s: Server) => {
      const res = await fetch(`http://127.0.0.1:${s.port}/v1/kundli`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...(s.key ? { authorization: `Bearer ${s.key}` } : {}) },
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`Expected 200 from ${s.name} but received ${res.status}: ${text.slice(0, 200)}`);
      return JSON.parse(text) as Answer;
    };
    const a = await post(ours);
    const b = await post(baseline);
    const sign = (x: string) => x.toLowerCase();
    const same =
      sign(a.data.lagna.sign) === sign(b.data.lagna.sign) &&
      a.data.planets.every(
        (p, i) => p.id === b.data.planets[i]!.id && sign(p.sign) === sign(b.data.planets[i]!.sign) && p.pada === b.data.planets[i]!.pada,
      );
    if (!same) {
      differences += 1;
      if (notes.length < 3) notes.push(body);
    }
  }
  return differences === 0
    ? 'agree on lagna sign and every graha sign and pada for all 100 births'
    : `DIFFER on ${differences} of 100 births, e.g. ${notes.join(' ')}`;
}

export interface HttpResult {
  rows: HttpRow[];
  crossCheck: string;
  connections: number;
  seconds: number;
  rounds: number;
  workers: number;
}

export interface HttpOptions {
  /** Seconds per case after 1 s untimed (default BENCH_SECONDS or 5). */
  seconds?: number;
  /** Rounds of the cases, interleaved; each case's best throughput and least CPU a request are kept (default BENCH_ROUNDS or 2). */
  rounds?: number;
  /** Whether to run the node:cluster baseline as well (default true). */
  cluster?: boolean;
  /** Whether to run our server a second time with METRICS_TOKEN set (default: BENCH_METRICS=1). */
  metrics?: boolean;
}

export async function runHttp(o: HttpOptions = {}): Promise<HttpResult> {
  const connections = Number(process.env.BENCH_CONNECTIONS) || 64;
  const seconds = o.seconds ?? (Number(process.env.BENCH_SECONDS) || 5);
  const rounds = o.rounds ?? (Number(process.env.BENCH_ROUNDS) || 2);
  const workers = Number(process.env.WORKERS) || 2;
  const dataDir = mkdtempSync(join(tmpdir(), 'vedic-bench-kundli-'));
  const servers: Server[] = [];
  try {
    servers.push(
      await start(`ours: POST /v1/kundli (%TRANSPORT%, ${workers} pool threads)`, [HTTP_BENCH, '--serve', 'api'], {
        DATA_DIR: dataDir,
        WORKERS: String(workers),
      }),
    );
    servers.push(await start(ONE_PROCESS_BASELINE, [BASELINE], { CLUSTER: '0' }));
    if (o.cluster ?? true) servers.push(await start(CLUSTER_BASELINE, [BASELINE], { CLUSTER: '2' }));
    if (o.metrics ?? process.env.BENCH_METRICS === '1') {
      // The same server with GET /metrics on (src/http/metrics.ts): what recording every request costs. Its own
      // DATA_DIR (one server each); last, so that the rows of ours and the baselines keep their places.
      servers.push(
        await start(`ours with METRICS_TOKEN set: POST /v1/kundli (%TRANSPORT%, ${workers} pool threads)`, [HTTP_BENCH, '--serve', 'api'], {
          DATA_DIR: join(dataDir, 'with-metrics'),
          WORKERS: String(workers),
          METRICS_TOKEN: 'bench',
        }),
      );
    }
    const check = await crossCheck(servers[0]!, servers[1]!);
    // Each case's best round by throughput, and apart from it its cheapest round by server CPU a request: a burst
    // of other load on the machine (a shared CI runner) slows a round and, through contention between the server's
    // threads, makes it dearer, and the two need not hit the same round.
    const best = new Map<string, HttpRow>();
    const cheapest = new Map<string, HttpRow>();
    for (let round = 0; round < rounds; round += 1) {
      for (const s of servers) {
        const row = await load(s, connections, seconds);
        const prev = best.get(row.name);
        if (prev === undefined || row.rps > prev.rps) best.set(row.name, row);
        const prevCpu = cheapest.get(row.name);
        if (prevCpu === undefined || row.cpuUsPerRequest < prevCpu.cpuUsPerRequest) cheapest.set(row.name, row);
      }
    }
    const rows = [...best.values()].map((row) => {
      const cpu = cheapest.get(row.name)!;
      return { ...row, cpuUsPerRequest: cpu.cpuUsPerRequest, mainThreadUsPerRequest: cpu.mainThreadUsPerRequest };
    });
    return { rows, crossCheck: check, connections, seconds, rounds, workers };
  } finally {
    for (const s of servers) {
      if (s.proc.exitCode !== null || s.proc.signalCode !== null) continue;
      if (s.key) {
        await new Promise<void>((resolve) => {
          s.proc.once('exit', () => resolve());
          s.proc.send({ cmd: 'close' });
        });
      } else s.proc.kill('SIGTERM');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
