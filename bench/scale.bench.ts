/**
 * npm run bench:scale: POST /v1/kundli at 1, 2, 4, ... HTTP threads (HTTP_THREADS, up to the cores) against the
 * Fastify + sweph baseline as one process and as a node:cluster of as many workers as cores, each server in its own
 * child process, the 100 bodies of bench/kundli-http.ts. Load: autocannon with SCALE_LOAD_THREADS worker threads
 * (default: a quarter of the cores, at least 1; one thread runs in this process), BENCH_CONNECTIONS connections
 * (default 128), BENCH_SECONDS timed seconds (default 5) after 1 s untimed. Server CPU a request is utime + stime of
 * the server's processes (every thread) over the answered requests (/proc, Linux).
 * Knobs: SCALE_THREADS (a list, e.g. "1,2"), WORKERS (pool threads of ours, default: cores), SCALE_BASELINE=0 skips
 * the baselines, SCALE_LOADGEN=wrk: wrk (C; Debian's `wrk` package) with SCALE_LOAD_THREADS threads instead of
 * autocannon, a lighter load generator on a small machine. `-- --json`: one JSON document on stdout instead of the table.
 * The load generator shares the machine: on few cores it takes cores from the server, so compare the rows of one run.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { KUNDLI_BODIES, start, type Server } from './kundli-http.ts';

/** A server of several loops, or a cluster, may take long to start on a loaded machine. */
const START_TIMEOUT_MS = 120_000;
import { machine } from './lib/stats.ts';

const SERVE = fileURLToPath(new URL('./scale-serve.ts', import.meta.url));
const BASELINE = fileURLToPath(new URL('./baselines/fastify-sweph-kundli.ts', import.meta.url));
const SETUP_REQUEST = fileURLToPath(new URL('./scale-setup-request.cjs', import.meta.url));

export interface ScaleRow {
  name: string;
  httpThreads: number | null;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  bad: number;
  /** Server CPU (all its processes and threads) per answered request, microseconds. */
  cpuUsPerRequest: number;
  /** Server CPU over wall time, in cores. */
  serverCores: number;
}

async function stop(s: Server): Promise<void> {
  if (s.proc.exitCode !== null || s.proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => s.proc.once('exit', () => resolve()));
  if (s.key === undefined) s.proc.kill('SIGTERM');
  else s.proc.send({ cmd: 'close' });
  await exited;
}

/** utime + stime of the processes (all their threads), microseconds; 0 where /proc is missing. */
function cpuUs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = f.slice(f.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  }
  return ticks * 10_000; // USER_HZ = 100
}

async function load(s: Server, connections: number, seconds: number, loadThreads: number): Promise<Omit<ScaleRow, 'name' | 'httpThreads'>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (s.key !== undefined) headers.authorization = `Bearer ${s.key}`;
  let next = 0;
  const options = (duration: number): autocannon.Options => ({
    url: `http://127.0.0.1:${s.port}`,
    connections,
    pipelining: 1,
    duration,
    ...(loadThreads > 1 ? { workers: loadThreads } : {}),
    requests: [
      {
        method: 'POST',
        path: '/v1/kundli',
        headers,
        // In worker mode a file (it reads SCALE_BODIES_FILE); else one sequence over all connections.
        setupRequest: (loadThreads > 1
          ? SETUP_REQUEST
          : (req: object) => ({ ...req, body: KUNDLI_BODIES[next++ % KUNDLI_BODIES.length]! })) as never,
      },
    ],
  });
  // Every pool thread answers once before anything is timed (each loads the ephemeris on its first call).
  await Promise.all(
    Array.from({ length: 4 * availableParallelism() }, (_, i) =>
      fetch(`http://127.0.0.1:${s.port}/v1/kundli`, { method: 'POST', headers, body: KUNDLI_BODIES[i % KUNDLI_BODIES.length]! }).then((r) =>
        r.arrayBuffer(),
      ),
    ),
  );
  await autocannon(options(1));
  const c0 = cpuUs(s.pids);
  const t0 = process.hrtime.bigint();
  const r = await autocannon(options(seconds));
  const wallUs = Number(process.hrtime.bigint() - t0) / 1000;
  const used = cpuUs(s.pids) - c0;
  return {
    rps: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    cpuUsPerRequest: used / Math.max(1, r.requests.total),
    serverCores: used / wallUs,
  };
}

/** A wrk script posting the bodies in turn from each thread's own offset (so connections do not send one birth at once). */
function wrkScript(key: string | undefined): string {
  const bodies = KUNDLI_BODIES.map((b) => `  [==[${b}]==],`).join('\n');
  const auth = key === undefined ? '' : `\nwrk.headers["Authorization"] = "Bearer ${key}"`;
  return `local bodies = {\n${bodies}\n}
wrk.method = "POST"
wrk.path = "/v1/kundli"
wrk.headers["Content-Type"] = "application/json"${auth}
local count = 0
function setup(thread) thread:set("offset", count * 17); count = count + 1 end
function init(args) n = offset or 0 end
function request() n = n + 1; return wrk.format(nil, nil, nil, bodies[(n % #bodies) + 1]) end
function done(summary, latency, requests)
  io.write(string.format("WRKRESULT %d %f %f %f %d\\n", summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
`;
}

/** One wrk run against the server: its WRKRESULT line (requests, seconds, p50 and p99 ms, errors and non-2xx). */
function wrk(s: Server, script: string, connections: number, seconds: number, threads: number): Promise<number[]> {
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '-s', script, `http://127.0.0.1:${s.port}`];
  return new Promise((resolve, reject) => {
    execFile('wrk', args, (error, stdout) => {
      const line = stdout.split('\n').find((l) => l.startsWith('WRKRESULT '));
      if (error !== null || line === undefined) reject(error ?? new Error(`Expected a WRKRESULT line from wrk but received ${stdout}`));
      else resolve(line.split(' ').slice(1).map(Number));
    });
  });
}

async function loadWithWrk(
  s: Server,
  dir: string,
  connections: number,
  seconds: number,
  threads: number,
): Promise<Omit<ScaleRow, 'name' | 'httpThreads'>> {
  const script = join(dir, `wrk-${s.port}.lua`);
  writeFileSync(script, wrkScript(s.key));
  await wrk(s, script, connections, 2, threads);
  const c0 = cpuUs(s.pids);
  const t0 = process.hrtime.bigint();
  const [requests, wallSeconds, p50Ms, p99Ms, bad] = (await wrk(s, script, connections, seconds, threads)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wallUs = Number(process.hrtime.bigint() - t0) / 1000;
  const used = cpuUs(s.pids) - c0;
  return { rps: requests / wallSeconds, p50Ms, p99Ms, bad, cpuUsPerRequest: used / Math.max(1, requests), serverCores: used / wallUs };
}

/** 1, 2, 4, ... up to the cores, and the cores themselves. */
function threadCounts(cores: number): number[] {
  const fromEnv = process.env.SCALE_THREADS;
  if (fromEnv)
    return fromEnv
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
  const counts: number[] = [];
  for (let n = 1; n < cores; n *= 2) counts.push(n);
  counts.push(cores);
  return counts;
}

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const cores = availableParallelism();
  const connections = Number(process.env.BENCH_CONNECTIONS) || 128;
  const seconds = Number(process.env.BENCH_SECONDS) || 5;
  const loadThreads = Number(process.env.SCALE_LOAD_THREADS) || Math.max(1, Math.floor(cores / 4));
  const loadgen = process.env.SCALE_LOADGEN === 'wrk' ? 'wrk' : 'autocannon';
  const workers = Number(process.env.WORKERS) || cores;
  const dir = mkdtempSync(join(tmpdir(), 'vedic-bench-scale-'));
  const bodiesFile = join(dir, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(KUNDLI_BODIES));
  process.env.SCALE_BODIES_FILE = bodiesFile;
  const rows: ScaleRow[] = [];
  try {
    for (const n of threadCounts(cores)) {
      const s = await start(
        `ours, uWS or node:http, ${n} HTTP thread${n === 1 ? '' : 's'}, ${workers} pool threads`,
        [SERVE],
        {
          DATA_DIR: join(dir, `ours-${n}`),
          HTTP_THREADS: String(n),
          WORKERS: String(workers),
        },
        START_TIMEOUT_MS,
      );
      try {
        const measured =
          loadgen === 'wrk'
            ? await loadWithWrk(s, dir, connections, seconds, loadThreads)
            : await load(s, connections, seconds, loadThreads);
        rows.push({ name: s.name, httpThreads: n, ...measured });
      } finally {
        await stop(s);
      }
    }
    if (process.env.SCALE_BASELINE !== '0') {
      for (const [name, cluster] of [
        ['Fastify + sweph, 1 process', '0'],
        [`Fastify + sweph, node:cluster of ${cores}`, String(cores)],
      ] as const) {
        const s = await start(name, [BASELINE], { CLUSTER: cluster }, START_TIMEOUT_MS);
        try {
          const measured =
            loadgen === 'wrk'
              ? await loadWithWrk(s, dir, connections, seconds, loadThreads)
              : await load(s, connections, seconds, loadThreads);
          rows.push({ name, httpThreads: null, ...measured });
        } finally {
          await stop(s);
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const one = rows.find((r) => r.httpThreads === 1);
  const result = { bench: 'scale', machine: machine(), loadgen, connections, seconds, loadThreads, workers, rows };
  if (json) {
    console.log(JSON.stringify(result));
    return;
  }
  console.log(
    `POST /v1/kundli, ${loadgen} ${connections} connections (${loadThreads} load thread(s)), ${seconds} s a case, ${cores} cores`,
  );
  console.log('| server | requests/s | vs 1 HTTP thread | p50 | p99 | non-2xx | server CPU a request | cores busy |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const ratio = one === undefined ? '' : `${(r.rps / one.rps).toFixed(2)}x`;
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${ratio} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.bad} | ${r.cpuUsPerRequest.toFixed(0)} µs | ${r.serverCores.toFixed(2)} |`,
    );
  }
}

await main();
