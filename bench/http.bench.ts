/**
 * HTTP platform benchmark: autocannon on 127.0.0.1 against
 *   1. a bare uWebSockets.js hello-world (the ceiling),
 *   2. GET /v1/meta/conventions (routing, envelope, access log; no key),
 *   3. POST /v1/planets/positions with a live key (key lookup, rate limits,
 *      credit reservation and batched LMDB commits, body read and TypeBox
 *      validation, birth resolution, one Piscina task),
 *   4. a 1-credit stub operation answering constant data with the same key:
 *      the whole key, rate-limit and credit path without computation, to show
 *      what credit accounting costs.
 * Each server runs in its own child process (so the load generator does not
 * share its event loop); the API's access log goes to the child's stdout,
 * which is discarded. The API uses a temporary DATA_DIR and a Business key
 * whose per-key rate limits are lifted, since the plan limits (50 requests a
 * second) would otherwise be what is measured.
 *
 * Knobs (environment): BENCH_SECONDS (default 5 per case), BENCH_CONNECTIONS
 * (default 64), BENCH_PIPELINING (default 1), WORKERS (pool threads of the
 * API, default 1), BENCH_ROUNDS (default 2: cases interleaved, best kept).
 * At the end the bench checks that the credits committed to LMDB equal the
 * number of 2xx answers to the charged cases.
 *
 *   npm run bench:http
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { recordRows } from './lib/stats.ts';

const SELF = fileURLToPath(import.meta.url);
const BIRTH_BODY = JSON.stringify({
  birth: { date: '1990-08-15', time: '14:30', place: { latitude: 28.6139, longitude: 77.209 }, timezone: 'Asia/Kolkata' },
});

/** Children answer {cmd: 'cpu'} with their CPU time so far (microseconds, user + system). */
function reportCpu(): void {
  process.on('message', (m: { cmd: string }) => {
    if (m.cmd === 'cpu') {
      const u = process.cpuUsage();
      process.send!({ cpuUs: u.user + u.system });
    }
  });
}

async function serve(kind: string): Promise<void> {
  if (kind === 'bare') {
    const uWS = (await import('@trufflesuite/uws-js-unofficial')).default;
    const app = uWS.App().get('/*', (res) => {
      res.end('Hello World!');
    });
    reportCpu();
    app.listen('127.0.0.1', 0, (socket) => {
      if (socket === false) process.exit(1);
      process.send!({ port: uWS.us_socket_local_port(socket as unknown as import('@trufflesuite/uws-js-unofficial').us_socket) });
    });
    return;
  }
  const { startServer } = await import('../src/http/server.ts');
  const { defineOperation, jsonOf } = await import('../src/operations/define.ts');
  const { routeOf } = await import('../src/http/operation-route.ts');
  const { numerologyName } = await import('../src/operations/numerology/name.ts');
  const { ALL_ROUTES } = await import('../src/http/routes/index.ts');
  // A 1-credit operation answering constant data: the whole key, rate-limit and
  // credit path (reserve, settle, batched commit) without any computation.
  const { Type } = await import('@sinclair/typebox');
  const constantAnswer = jsonOf({ number: 1 });
  const accountingStub = routeOf(
    defineOperation({
      ...numerologyName,
      input: Type.Object({}, { additionalProperties: false }),
      output: Type.Object({ number: Type.Integer() }),
      prepare: undefined,
      inline: true,
      compute: () => ({ dataJson: constantAnswer }),
    }),
  );
  const { openStorage } = await import('../src/storage/lmdb.ts');
  const { KeyStore } = await import('../src/storage/keys.ts');
  const storage = openStorage(process.env.DATA_DIR!);
  const created = await new KeyStore(storage).create({ kind: 'live', plan: 'business' });
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    storage,
    threads: Number(process.env.WORKERS) || 1,
    routes: [...ALL_ROUTES.filter((r) => r.operation.id !== 'numerologyName'), accountingStub],
    planOverrides: { business: { requestsPerSecond: 1e9, concurrentRequests: 1e9 } },
  });
  process.send!({ port: server.port, key: created.key, project: created.project.id, transport: server.transport });
  reportCpu();
  process.on('message', async (m: { cmd: string }) => {
    if (m.cmd === 'close') {
      await server.close();
      const month = new Date().toISOString().slice(0, 7);
      const used = (storage.usage.get(['credits', created.project.id, month]) as { used: number } | undefined)?.used ?? 0;
      await storage.close();
      process.send!({ used }, () => process.exit(0));
    }
  });
}

interface Child {
  proc: ChildProcess;
  info: { port: number; key?: string };
}

function start(kind: string, env: NodeJS.ProcessEnv): Promise<Child> {
  const proc = spawn(process.execPath, ['--import', 'tsx', SELF, '--serve', kind], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    proc.once('message', (info: Child['info']) => resolve({ proc, info }));
    proc.once('exit', (code) => reject(new Error(`Expected the ${kind} server to start but it exited with ${code}`)));
  });
}

interface Row {
  name: string;
  /** Server CPU time per answered request, microseconds (independent of the load generator's share of the cores). */
  cpuUsPerRequest: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  ok: number;
}

function cpuOf(child: Child): Promise<number> {
  return new Promise((resolve) => {
    const on = (m: { cpuUs?: number }) => {
      if (m.cpuUs === undefined) return;
      child.proc.off('message', on);
      resolve(m.cpuUs);
    };
    child.proc.on('message', on);
    child.proc.send({ cmd: 'cpu' });
  });
}

async function load(name: string, child: Child, opts: autocannon.Options): Promise<Row> {
  const seconds = Number(process.env.BENCH_SECONDS) || 5;
  // One untimed second first: JIT, connection setup, pool warm-up.
  const warm = await autocannon({ ...opts, duration: 1 });
  const cpu0 = await cpuOf(child);
  const r = await autocannon({ ...opts, duration: seconds });
  const cpu1 = await cpuOf(child);
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors + r.timeouts,
    ok: r['2xx'] + warm['2xx'],
    cpuUsPerRequest: (cpu1 - cpu0) / Math.max(1, r.requests.total),
  };
}

async function main(): Promise<void> {
  const connections = Number(process.env.BENCH_CONNECTIONS) || 64;
  const pipelining = Number(process.env.BENCH_PIPELINING) || 1;
  const rounds = Number(process.env.BENCH_ROUNDS) || 2;
  const dataDir = mkdtempSync(join(tmpdir(), 'vedic-bench-http-'));
  const bare = await start('bare', {});
  const api = await start('api', { DATA_DIR: dataDir });
  const base = { connections, pipelining };
  const best = new Map<string, Row>();
  let charged2xx = 0;
  for (let round = 0; round < rounds; round += 1) {
    const rows = [
      await load('bare uWS hello-world (GET /)', bare, { ...base, url: `http://127.0.0.1:${bare.info.port}/` }),
      await load('GET /v1/meta/conventions', api, { ...base, url: `http://127.0.0.1:${api.info.port}/v1/meta/conventions` }),
      await load('POST /v1/planets/positions (live key, credits)', api, {
        ...base,
        url: `http://127.0.0.1:${api.info.port}/v1/planets/positions`,
        method: 'POST',
        body: BIRTH_BODY,
        headers: { authorization: `Bearer ${api.info.key}`, 'content-type': 'application/json' },
      }),
      await load('POST /v1/numerology/name stub (1 credit, no computation)', api, {
        ...base,
        url: `http://127.0.0.1:${api.info.port}/v1/numerology/name`,
        method: 'POST',
        body: '{}',
        headers: { authorization: `Bearer ${api.info.key}`, 'content-type': 'application/json' },
      }),
    ];
    for (const row of rows) {
      if (row.name.startsWith('POST')) charged2xx += row.ok;
      const prev = best.get(row.name);
      if (prev === undefined || row.rps > prev.rps) best.set(row.name, row);
    }
  }
  const used = await new Promise<number>((resolve) => {
    api.proc.once('message', (m: { used: number }) => resolve(m.used));
    api.proc.send({ cmd: 'close' });
  });
  bare.proc.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });

  const bareRps = best.get('bare uWS hello-world (GET /)')!.rps;
  console.log(`# HTTP benchmark ${new Date().toISOString()}`);
  console.log(
    `machine: ${cpus()[0]?.model ?? 'unknown'} x ${cpus().length}, Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `autocannon ${connections} connections, pipelining ${pipelining}, ${Number(process.env.BENCH_SECONDS) || 5} s per case, best of ${rounds} rounds; API pool threads ${Number(process.env.WORKERS) || 1}`,
  );
  console.log('');
  console.log('| case | requests/s | vs bare | p50 | p99 | non-2xx | server CPU per request (main process) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of best.values()) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps).toLocaleString('en-US')} | ${Math.round((row.rps / bareRps) * 100)}% | ${row.p50} ms | ${row.p99} ms | ${row.non2xx} | ${row.cpuUsPerRequest.toFixed(1)} µs |`,
    );
  }
  recordRows(
    'HTTP',
    [...best.values()].map((row) => ({
      name: row.name,
      opsPerSec: row.rps,
      unit: 'request',
      p50Ms: row.p50,
      p99Ms: row.p99,
      ratio: row.rps / bareRps,
      note: `vs bare uWS; ${row.non2xx} non-2xx, ${row.cpuUsPerRequest.toFixed(1)} µs server CPU a request`,
    })),
  );
  console.log('');
  // A response written just before autocannon closes its connections at the end of a run is charged but not counted
  // by autocannon: at most one per connection per run.
  const slack = connections * 4 * rounds;
  console.log(
    `credits committed to LMDB after a clean shutdown: ${used}; 2xx answers counted by autocannon for the 1-credit POSTs ` +
      `(warm-up included): ${charged2xx}; ${used >= charged2xx && used - charged2xx <= slack ? 'consistent' : 'INCONSISTENT'} ` +
      `(answers in flight when a run stops are charged but not counted: at most ${slack})`,
  );
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) await serve(process.argv[serveIndex + 1]!);
else await main();
