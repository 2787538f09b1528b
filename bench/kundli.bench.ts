/**
 * Kundli benchmarks (fixed inputs, one untimed warm-up pass per case):
 *   1. the seven kundli operations in-process (runKundli: chart assembly with
 *      its one grahaPositions and one ascendants call, then the operation),
 *      500 births each;
 *   2. POST /v1/kundli through HTTP on a real server (BENCH_HTTP=0 skips it;
 *      WORKERS sets the worker threads, default 2; 8 requests in flight).
 * Prints ops/s and p50/p99. Run: node --import tsx bench/kundli.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BirthMoment } from '../src/core/birth.ts';
import { jdUtFromCalendar } from '../src/core/time.ts';
import { KUNDLI_OPERATIONS, runKundli } from '../src/domain/kundli/index.ts';
import { initEphemeris } from '../src/native/ephemeris.ts';

interface Stats { name: string; ops: number; totalMs: number; p50Ms: number; p99Ms: number }
const N = Number(process.env.BENCH_BIRTHS) || 500;
const CONCURRENCY = 8;

// 500 fixed births: one every 29.3 days and 7.3 hours from 1950, at places
// stepping through latitudes -50..58 and longitudes -180..180.
const BIRTHS: BirthMoment[] = Array.from({ length: N }, (_, i) => ({
  jdUt: jdUtFromCalendar(1950, 1, 1) + i * 29.3 + (i % 24) * 0.304,
  latitudeDeg: -50 + ((i * 37) % 108),
  longitudeDeg: -180 + ((i * 53) % 360),
  timeAccuracy: 'exact',
  utcOffsetMinutes: 0,
  timezoneName: 'UTC',
}));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function measure(name: string, run: (i: number) => unknown): Stats {
  for (let i = 0; i < N; i += 1) run(i);
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < N; i += 1) {
    const t0 = performance.now();
    run(i);
    times.push(performance.now() - t0);
  }
  const totalMs = performance.now() - start;
  times.sort((a, b) => a - b);
  return { name, ops: N, totalMs, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
}

function print(s: Stats): void {
  console.log(`${s.name.padEnd(44)} ${String(s.ops).padStart(5)} ops  ${((s.ops / s.totalMs) * 1000).toFixed(0).padStart(7)} ops/s  ` +
    `p50 ${s.p50Ms.toFixed(3)} ms  p99 ${s.p99Ms.toFixed(3)} ms`);
}

async function http(): Promise<void> {
  const { startServer } = await import('../src/http/server.ts');
  const { openStorage } = await import('../src/storage/lmdb.ts');
  const { KeyStore } = await import('../src/storage/keys.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'vedic-bench-'));
  const storage = openStorage(dataDir);
  const threads = Number(process.env.WORKERS) || 2;
  const unlimited = { requestsPerSecond: 1_000_000, concurrentRequests: 1_000 };
  const server = await startServer({ port: 0, host: '127.0.0.1', storage, threads, logSink: () => {}, planOverrides: { business: unlimited } });
  try {
    const { key } = await new KeyStore(storage).create({ kind: 'live', plan: 'business', origins: [] });
    const bodies = BIRTHS.map((b, i) => JSON.stringify({ birth: {
      date: `${1950 + (i % 70)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      time: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
      place: { latitude: b.latitudeDeg, longitude: b.longitudeDeg }, timezone: '+00:00' } }));
    const send = async (body: string): Promise<void> => {
      const res = await fetch(`${server.url}/v1/kundli`, { method: 'POST', body,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' } });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`Expected 200 but received ${res.status}: ${text.slice(0, 200)}`);
    };
    for (const b of bodies.slice(0, 32)) await send(b);
    const times: number[] = [];
    let next = 0;
    const start = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const t0 = performance.now();
        await send(body);
        times.push(performance.now() - t0);
      }
    }));
    const totalMs = performance.now() - start;
    times.sort((a, b) => a - b);
    console.log(`# HTTP: ${threads} worker threads, ${CONCURRENCY} requests in flight, fetch from the same process`);
    print({ name: 'HTTP POST /v1/kundli', ops: bodies.length, totalMs, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) });
  } finally {
    await server.close();
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(`# Kundli bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
    `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`);
  for (const op of KUNDLI_OPERATIONS) {
    print(measure(`in-process ${op}`, (i) => runKundli(op, { birth: BIRTHS[i]!, ...(op === 'divisional' ? { vargas: ['D1', 'D9', 'D10', 'D60'] } : {}) })));
  }
  if (process.env.BENCH_HTTP !== '0') await http();
}

await main();
