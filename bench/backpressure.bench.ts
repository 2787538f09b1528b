/**
 * The non-reading-client probe of issue 19: the server runs as `npm start`
 * does (its own process, a fresh DATA_DIR), three connections each send 200
 * pipelined GETs of /docs/swagger-ui-bundle.js and never read, and meanwhile
 * one client sends normal requests (GET /healthz, one at a time) for the
 * probe's 12 s. Prints the server's idle RSS (after 12 s of the same normal
 * requests alone, so that the heap has grown to its working size), its peak
 * RSS during the probe (/proc/<pid>/status, sampled every 50 ms) and the
 * normal requests' latency percentiles.
 *
 * `npm run bench:backpressure`; `-- --root DIR` probes the checkout in DIR
 * (the figures before a change).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const PROBE_MS = 12_000;
const CONNECTIONS = 3;
const PIPELINED = 200;

const rootArg = process.argv.indexOf('--root');
const root = resolve(rootArg > 0 ? process.argv[rootArg + 1]! : '.');

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.split(/\s+/)[1]) / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const dataDir = mkdtempSync(join(tmpdir(), 'vedic-probe-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/http/main.ts'], {
  cwd: root, env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WORKERS: '1' }, stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise<number>((done, fail) => {
  let out = '';
  server.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const m = /"msg":"listening".*?"port":(\d+)/.exec(out);
    if (m !== null) done(Number(m[1]));
  });
  server.on('exit', (code) => fail(new Error(`Expected the server to listen but it exited with ${code}`)));
});
server.stdout.resume();

async function healthz(): Promise<number> {
  const start = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/healthz`);
  await res.text();
  if (res.status !== 200) throw new Error(`Expected 200 from /healthz but received ${res.status}`);
  return performance.now() - start;
}

// Warm up as long as the probe lasts (the heap grows to its working size, the code compiles), then settle for the idle figure.
// Its latencies are the figures without the probe, to compare with (the machine may be busy with other work).
const quietMs: number[] = [];
const warmEnd = performance.now() + PROBE_MS;
while (performance.now() < warmEnd) quietMs.push(await healthz());
quietMs.sort((a, b) => a - b);
await fetch(`http://127.0.0.1:${port}/docs/swagger-ui-bundle.js`).then((r) => r.arrayBuffer());
await new Promise((r) => setTimeout(r, 1000));
const idleMb = rssMb(server.pid!);
process.stderr.write(`idle RSS ${idleMb.toFixed(1)} MB; probing for ${PROBE_MS / 1000} s\n`);

const sockets: Socket[] = [];
for (let i = 0; i < CONNECTIONS; i += 1) {
  const s = connect(port, '127.0.0.1', () => {
    s.pause();
    s.write('GET /docs/swagger-ui-bundle.js HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(PIPELINED));
  });
  s.on('error', () => {});
  sockets.push(s);
}
let peakMb = idleMb;
const sampler = setInterval(() => {
  peakMb = Math.max(peakMb, rssMb(server.pid!));
}, 50);
const latenciesMs: number[] = [];
const end = performance.now() + PROBE_MS;
while (performance.now() < end) latenciesMs.push(await healthz());
clearInterval(sampler);
const endMb = rssMb(server.pid!);
for (const s of sockets) s.destroy();
server.kill('SIGTERM');
// A server still holding the probe's connections may not finish its graceful close: it gets 5 s.
const killTimer = setTimeout(() => server.kill('SIGKILL'), 5000);
await new Promise((r) => server.on('exit', r));
clearTimeout(killTimer);
rmSync(dataDir, { recursive: true, force: true });

latenciesMs.sort((a, b) => a - b);
const round = (x: number) => Math.round(x * 10) / 10;
console.log(JSON.stringify({
  root, connections: CONNECTIONS, pipelined: PIPELINED, probe_ms: PROBE_MS,
  rss_idle_mb: round(idleMb), rss_peak_mb: round(peakMb), rss_growth_mb: round(peakMb - idleMb), rss_end_mb: round(endMb),
  healthz_requests: latenciesMs.length, p50_ms: round(percentile(latenciesMs, 50)), p99_ms: round(percentile(latenciesMs, 99)),
  max_ms: round(latenciesMs[latenciesMs.length - 1]!),
  quiet_p50_ms: round(percentile(quietMs, 50)), quiet_p99_ms: round(percentile(quietMs, 99)),
}));
