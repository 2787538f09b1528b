/**
 * CPU a request on the HTTP thread, and of the whole server, of our server
 * built from one or more source trees side by side: the before/after of a
 * change to the HTTP path (issue 30 item 3; bench/README.md, "Where POST
 * /v1/kundli's HTTP-thread CPU goes").
 *
 *   node --import tsx bench/http-cost.bench.ts [TREE ...]
 *
 * Each TREE (default: this one) is a checkout whose bench/http.bench.ts
 * `--serve api` (or `--serve bare` for the bare uWS case) starts its server:
 * one HTTP loop, WORKERS pool threads (default 2), its own temporary
 * DATA_DIR. autocannon in this process, BENCH_CONNECTIONS connections
 * (default 64). Rounds of BENCH_SECONDS (default 4) after 1 s untimed,
 * interleaved between the trees, every other round in the reverse order
 * (so that a load rising or falling during the run favours neither);
 * BENCH_ROUNDS rounds (default 6), medians (nearest rank) printed. CPU from
 * /proc/<pid>/task/<pid>/stat (the main thread: the HTTP thread with one
 * loop) and /proc/<pid>/stat (every thread); Linux only.
 * BENCH_CASE: kundli (default; the 100 bodies of bench/kundli-http.ts), stub
 * (the bench server's POST /v1/numerology/name: key, limits, credits, body,
 * envelope and log without the pool) or bare (uWS answering GET /).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuUs, KUNDLI_BODIES, start, type Server } from './kundli-http.ts';
import { quantile } from './lib/stats.ts';

const HERE = resolve(fileURLToPath(new URL('..', import.meta.url)));
const trees = process.argv.slice(2).length > 0 ? process.argv.slice(2).map((t) => resolve(t)) : [HERE];
const rounds = Number(process.env.BENCH_ROUNDS) || 6;
const seconds = Number(process.env.BENCH_SECONDS) || 4;
const connections = Number(process.env.BENCH_CONNECTIONS) || 64;
const workers = Number(process.env.WORKERS) || 2;
const benchCase = process.env.BENCH_CASE ?? 'kundli';
if (!['kundli', 'stub', 'bare'].includes(benchCase)) throw new Error(`Expected BENCH_CASE kundli, stub or bare but received ${benchCase}`);

interface Row {
  rps: number;
  httpThreadUs: number;
  serverUs: number;
  bad: number;
}

function options(s: Server): autocannon.Options {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (s.key !== undefined) headers.authorization = `Bearer ${s.key}`;
  let next = 0;
  const request: autocannon.Request =
    benchCase === 'bare'
      ? { method: 'GET', path: '/' }
      : benchCase === 'stub'
        ? { method: 'POST', path: '/v1/numerology/name', headers, body: '{}' }
        : {
            method: 'POST',
            path: '/v1/kundli',
            headers,
            setupRequest: (req) => ({ ...req, body: KUNDLI_BODIES[next++ % KUNDLI_BODIES.length]! }),
          };
  return { url: `http://127.0.0.1:${s.port}`, connections, pipelining: 1, requests: [request] };
}

async function measure(s: Server): Promise<Row> {
  const opts = options(s);
  await autocannon({ ...opts, duration: 1 });
  const all0 = cpuUs(s.pids);
  const main0 = cpuUs(s.pids, true);
  const r = await autocannon({ ...opts, duration: seconds });
  const n = Math.max(1, r.requests.total);
  return {
    rps: r.requests.average,
    httpThreadUs: (cpuUs(s.pids, true) - main0) / n,
    serverUs: (cpuUs(s.pids) - all0) / n,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

const dirs: string[] = [];
const servers: Server[] = [];
try {
  for (const [i, tree] of trees.entries()) {
    const dataDir = mkdtempSync(join(tmpdir(), 'vedic-bench-http-cost-'));
    dirs.push(dataDir);
    const args = [join(tree, 'bench/http.bench.ts'), '--serve', benchCase === 'bare' ? 'bare' : 'api'];
    servers.push(await start(`${i}: ${tree}`, args, { DATA_DIR: dataDir, WORKERS: String(workers), HTTP_THREADS: '1' }));
  }
  // Warm-up (the JIT, the graha series' first reads), untimed.
  for (const s of servers) await autocannon({ ...options(s), duration: 3 });
  const rows = new Map<string, Row[]>(servers.map((s) => [s.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const s of round % 2 === 0 ? servers : [...servers].reverse()) {
      const row = await measure(s);
      rows.get(s.name)!.push(row);
      console.log(
        `round ${round} ${s.name}: ${row.rps.toFixed(0)} requests/s, HTTP thread ${row.httpThreadUs.toFixed(1)} µs, ` +
          `server ${row.serverUs.toFixed(1)} µs a request, ${row.bad} bad, load average ${loadavg()[0]!.toFixed(2)}`,
      );
    }
  }
  console.log(`\n${benchCase}, ${rounds} rounds of ${seconds} s, ${connections} connections, ${workers} pool threads: medians`);
  console.log('| tree | requests/s | HTTP thread a request | server CPU a request |\n|---|---|---|---|');
  for (const [name, r] of rows) {
    const m = (f: (x: Row) => number) => quantile(r.map(f), 0.5);
    console.log(
      `| ${name} | ${m((x) => x.rps).toFixed(0)} | ${m((x) => x.httpThreadUs).toFixed(1)} µs | ${m((x) => x.serverUs).toFixed(1)} µs |`,
    );
  }
} finally {
  for (const s of servers) {
    if (s.proc.exitCode !== null || s.proc.signalCode !== null) continue;
    if (s.key === undefined) s.proc.kill('SIGTERM');
    else
      await new Promise<void>((done) => {
        s.proc.once('exit', () => done());
        s.proc.send({ cmd: 'close' });
      });
  }
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
