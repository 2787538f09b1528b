/**
 * Clients that do not read, against the server as `npm start` runs it (its
 * own process, a fresh DATA_DIR, one worker thread), two probes:
 *
 * - `bundle` (issue 19): three connections each send 200 pipelined GETs of
 *   /docs/swagger-ui-bundle.js and never read, for 12 s; meanwhile one
 *   client sends GET /healthz, one at a time.
 * - `batch` (issue 28): three connections each send the JSON POST
 *   /v1/panchang/batch of 100 places x 365 days with choghadiya and hora
 *   (about 271 MB of answer) and never read; meanwhile one client sends
 *   keyless GET /v1/meta/conventions, one at a time, until the server has
 *   ended all three requests (its access log says so: closed by its write
 *   stall timeout) or BATCH_PROBE_MAX_MS has passed. Its warm-up first
 *   reads three small batches to the end.
 *
 * Each prints the server's idle RSS (after a warm-up of the same normal
 * requests alone, so that the heap has grown to its working size), its peak
 * RSS during the probe (/proc/<pid>/status, sampled every 50 ms) and the
 * normal requests' latency percentiles, with and without the probe.
 *
 * `npm run bench:backpressure` runs both; `-- --probe bundle|batch` one;
 * `-- --root DIR` probes the checkout in DIR (the figures before a change).
 * WORKERS sets the server's worker threads (default 1).
 */
import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';

const argOf = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const CONNECTIONS = 3;
const BUNDLE_PROBE_MS = 12_000;
const PIPELINED = 200;
const BATCH_WARMUP_MS = 6_000;
/**
 * The batch probe's limit: long enough for the code before issue 28, which
 * computed the three answers whole (300 pool calls of about 0.5 s) before
 * writing any of them; `-- --max-s N` changes it.
 */
const BATCH_PROBE_MAX_MS = Number(argOf('--max-s') ?? 300) * 1000;

const root = resolve(argOf('--root') ?? '.');
const probes = argOf('--probe') === undefined ? ['bundle', 'batch'] : [argOf('--probe')!];

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.split(/\s+/)[1]) / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const round = (x: number) => Math.round(x * 10) / 10;

interface Probed {
  port: number;
  pid: number;
  key: string;
  /** Access-log lines so far of requests to `path` (a line is written when its request has ended). */
  ended(path: string): number;
  stop(): Promise<void>;
}

/** A port no one listens on now, from the system. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** The server in its own process over a fresh DATA_DIR, with a live business key made by the keys CLI. */
async function startServerProcess(): Promise<Probed> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vedic-probe-'));
  // A free port, named: PORT=0 means the default 8080, where uWS (SO_REUSEPORT) would share connections with any other server there.
  const env = { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, WORKERS: process.env.WORKERS ?? '1' };
  const created = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/keys.ts', 'create', '--kind', 'live', '--plan', 'business'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (created.status !== 0)
    throw new Error(`Expected the keys CLI to create a key but it exited with ${created.status}: ${created.stderr}`);
  const { key } = JSON.parse(created.stdout) as { key: string };
  const server: ChildProcessByStdio<null, Readable, null> = spawn(process.execPath, ['--import', 'tsx', 'src/http/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((done, fail) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /"msg":"listening".*?"port":(\d+)/.exec(out);
      if (m !== null) {
        server.stdout.off('data', onData);
        done(Number(m[1]));
      }
    };
    server.stdout.on('data', onData);
    server.on('exit', (code) => fail(new Error(`Expected the server to listen but it exited with ${code}`)));
  });
  // The access log, one JSON line per request: kept only as counts by path.
  const endedByPath = new Map<string, number>();
  let partial = '';
  server.stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      const path = /"path":"([^"]*)"/.exec(line)?.[1];
      if (path !== undefined) endedByPath.set(path, (endedByPath.get(path) ?? 0) + 1);
    }
  });
  return {
    port,
    pid: server.pid!,
    key,
    ended: (path) => endedByPath.get(path) ?? 0,
    async stop() {
      server.kill('SIGTERM');
      // A server still holding the probe's connections may not finish its graceful close: it gets 5 s.
      const killTimer = setTimeout(() => server.kill('SIGKILL'), 5000);
      await new Promise((r) => server.on('exit', r));
      clearTimeout(killTimer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One normal request's latency in ms. */
async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.text();
  if (res.status !== 200) throw new Error(`Expected 200 from ${url} but received ${res.status}`);
  return performance.now() - start;
}

/**
 * Warm-up with `normalUrl` for `warmMs` (its latencies are the quiet
 * figures), the idle RSS, then `open` (the clients that do not read) and
 * `normalUrl` again until `done` or `maxMs`, the RSS sampled meanwhile.
 */
async function probe(
  name: string,
  s: Probed,
  normalUrl: string,
  warmMs: number,
  maxMs: number,
  open: () => Socket[],
  done: () => boolean,
): Promise<Record<string, unknown>> {
  // The first requests' garbage (tsx compiling the sources, the first pool calls) is collected as the heap works: the
  // warm-up lets it go, so that the idle figure is the server's working size.
  const quietMs: number[] = [];
  const warmEnd = performance.now() + warmMs;
  while (performance.now() < warmEnd) quietMs.push(await timed(normalUrl));
  quietMs.sort((a, b) => a - b);
  await new Promise((r) => setTimeout(r, 1000));
  const idleMb = rssMb(s.pid);
  process.stderr.write(`${name}: idle RSS ${idleMb.toFixed(1)} MB; probing\n`);
  const sockets = open();
  let peakMb = idleMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(s.pid));
  }, 50);
  const latenciesMs: number[] = [];
  const start = performance.now();
  const end = start + maxMs;
  while (performance.now() < end && !done()) latenciesMs.push(await timed(normalUrl));
  const probeMs = performance.now() - start;
  clearInterval(sampler);
  const endMb = rssMb(s.pid);
  for (const socket of sockets) socket.destroy();
  latenciesMs.sort((a, b) => a - b);
  return {
    probe: name,
    root,
    connections: CONNECTIONS,
    probe_ms: Math.round(probeMs),
    rss_idle_mb: round(idleMb),
    rss_peak_mb: round(peakMb),
    rss_growth_mb: round(peakMb - idleMb),
    rss_end_mb: round(endMb),
    normal_requests: latenciesMs.length,
    p50_ms: round(percentile(latenciesMs, 50)),
    p99_ms: round(percentile(latenciesMs, 99)),
    max_ms: round(latenciesMs[latenciesMs.length - 1]!),
    quiet_p50_ms: round(percentile(quietMs, 50)),
    quiet_p99_ms: round(percentile(quietMs, 99)),
  };
}

/** A connection that sends `text` and never reads (so it sees no close either: the server's access log tells when it ended). */
function nonReading(port: number, text: string): Socket {
  const socket = connect(port, '127.0.0.1', () => {
    socket.pause();
    socket.write(text);
  });
  socket.on('error', () => {});
  return socket;
}

async function bundleProbe(): Promise<Record<string, unknown>> {
  const s = await startServerProcess();
  try {
    const base = `http://127.0.0.1:${s.port}`;
    await fetch(`${base}/docs/swagger-ui-bundle.js`).then((r) => r.arrayBuffer());
    const request = 'GET /docs/swagger-ui-bundle.js HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(PIPELINED);
    const result = await probe(
      'bundle',
      s,
      `${base}/healthz`,
      BUNDLE_PROBE_MS,
      BUNDLE_PROBE_MS,
      () => Array.from({ length: CONNECTIONS }, () => nonReading(s.port, request)),
      () => false,
    );
    return { ...result, pipelined: PIPELINED };
  } finally {
    await s.stop();
  }
}

/** 100 places (New Delhi moved a hundredth of a degree each) x 365 days with choghadiya and hora. */
const BATCH_BODY = JSON.stringify({
  from: '2026-01-01',
  to: '2026-12-31',
  include: ['choghadiya', 'hora'],
  places: Array.from({ length: 100 }, (_, i) => ({ lat: Math.round((28.6358 + i / 100) * 1e4) / 1e4, lon: 77.2245 })),
});

const WARMUP_BATCHES = 3;
/** 4 places x 365 days with choghadiya and hora, read to the end. */
const WARMUP_BODY = JSON.stringify({ ...JSON.parse(BATCH_BODY), places: JSON.parse(BATCH_BODY).places.slice(0, 4) });

async function batchProbe(): Promise<Record<string, unknown>> {
  const s = await startServerProcess();
  try {
    const base = `http://127.0.0.1:${s.port}`;
    const request =
      `POST /v1/panchang/batch HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${s.key}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(BATCH_BODY)}\r\n\r\n${BATCH_BODY}`;
    // Warm-up: a few small batches read to the end (the pool threads and the heap at work), then the probe's requests.
    for (let i = 0; i < WARMUP_BATCHES; i += 1) {
      const res = await fetch(`${base}/v1/panchang/batch`, {
        method: 'POST',
        body: WARMUP_BODY,
        headers: { authorization: `Bearer ${s.key}`, 'content-type': 'application/json' },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`Expected 200 from the warm-up batch but received ${res.status}`);
    }
    // The access log is written in batches: the warm-up's lines first, so that only the probe's are counted.
    while (s.ended('/v1/panchang/batch') < WARMUP_BATCHES) await new Promise((r) => setTimeout(r, 50));
    const ended = () => s.ended('/v1/panchang/batch') - WARMUP_BATCHES;
    const result = await probe(
      'batch',
      s,
      `${base}/v1/meta/conventions`,
      BATCH_WARMUP_MS,
      BATCH_PROBE_MAX_MS,
      () => Array.from({ length: CONNECTIONS }, () => nonReading(s.port, request)),
      () => ended() === CONNECTIONS,
    );
    return { ...result, batches_ended: ended() };
  } finally {
    await s.stop();
  }
}

for (const name of probes) {
  if (name === 'bundle') console.log(JSON.stringify(await bundleProbe()));
  else if (name === 'batch') console.log(JSON.stringify(await batchProbe()));
  else throw new Error(`Expected --probe bundle or batch but received ${name}`);
}
