/**
 * Small helpers shared by the bench files: timing, percentiles, the machine
 * description and a plain-text / Markdown table.
 *
 * `--json` (any bench that imports this module): the text goes to stderr and,
 * at exit, stdout gets one JSON document: the machine and every row the bench
 * printed through printTable or printIndexed (or handed to recordRows), each
 * with the title of its table.
 */
import { cpus } from 'node:os';
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';

/** True when the bench was started with --json. */
export const JSON_OUTPUT = process.argv.includes('--json');
const recorded: (Row & { table: string })[] = [];

/** Adds rows to the --json document (printTable and printIndexed do it themselves). */
export function recordRows(table: string, rows: readonly Row[]): void {
  for (const r of rows) recorded.push({ table, ...r });
}

if (JSON_OUTPUT) {
  // Keep stdout for the JSON document alone.
  console.log = (...args: unknown[]) => console.error(...args);
  process.on('exit', () => {
    process.stdout.write(
      `${JSON.stringify({ machine: machine(), rows: recorded }, (_, v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v))}\n`,
    );
  });
}

/** Milliseconds since an arbitrary origin, sub-microsecond resolution. */
export const nowMs = (): number => Number(process.hrtime.bigint()) / 1e6;

/** The q-quantile (0..1) of samples, nearest-rank on a sorted copy. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const s = [...samples].sort((a, b) => a - b);
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1));
  return s[i]!;
}

export interface Row {
  name: string;
  /** Operations per second, where one operation is described by `unit`. */
  opsPerSec: number;
  unit: string;
  /** Per-operation latency in milliseconds (NaN when not meaningful). */
  p50Ms: number;
  p99Ms: number;
  note?: string;
  /** A ratio to a baseline measured in the same run, and the floor it must reach (bench/ci.bench.ts). */
  ratio?: number;
  minRatio?: number;
}

/** Runs fn `samples` times after `warmup` runs; each sample is one call's duration. */
export function sample(fn: () => void, samples: number, warmup: number): number[] {
  for (let i = 0; i < warmup; i += 1) fn();
  const out = new Array<number>(samples);
  for (let i = 0; i < samples; i += 1) {
    const t = nowMs();
    fn();
    out[i] = nowMs() - t;
  }
  return out;
}

export function machine(): { cpu: string; nproc: number; node: string; date: string } {
  let cpu = cpus()[0]?.model ?? 'unknown';
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) cpu = line.split(':')[1]!.trim();
  } catch {
    // not Linux: keep os.cpus()
  }
  return { cpu, nproc: availableParallelism(), node: process.version, date: new Date().toISOString() };
}

const fmt = (x: number, digits = 3): string => {
  if (!Number.isFinite(x)) return '-';
  if (x >= 1000) return Math.round(x).toLocaleString('en-US');
  return x.toPrecision(digits);
};

export function printTable(title: string, rows: readonly Row[]): string {
  recordRows(title.trim(), rows);
  const header = ['case', 'ops/s', 'unit', 'p50 ms', 'p99 ms', 'note'];
  const body = rows.map((r) => [r.name, fmt(r.opsPerSec), r.unit, fmt(r.p50Ms), fmt(r.p99Ms), r.note ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  const text = [title, line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
  console.log(text);
  const md = [
    '| ' + header.join(' | ') + ' |',
    '|' + header.map(() => '---').join('|') + '|',
    ...body.map((b) => '| ' + b.join(' | ') + ' |'),
  ].join('\n');
  return md;
}

export interface IndexedStats {
  name: string;
  ops: number;
  totalMs: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * Times run(0..count-1) once each after `warmup` untimed calls of run(i);
 * one sample per call, ops/s from the wall time of the whole timed pass.
 */
export function measureIndexed(name: string, count: number, run: (i: number) => unknown, warmup = count): IndexedStats {
  for (let i = 0; i < warmup; i += 1) run(i % count);
  const times = new Array<number>(count);
  const start = nowMs();
  for (let i = 0; i < count; i += 1) {
    const t0 = nowMs();
    run(i);
    times[i] = nowMs() - t0;
  }
  const totalMs = nowMs() - start;
  return { name, ops: count, totalMs, p50Ms: quantile(times, 0.5), p99Ms: quantile(times, 0.99) };
}

/** measureIndexed for work that may answer a promise: each call is awaited before the next starts. */
export async function measureIndexedAsync(
  name: string,
  count: number,
  run: (i: number) => unknown,
  warmup = Math.min(count, 3),
): Promise<IndexedStats> {
  for (let i = 0; i < warmup; i += 1) await run(i % count);
  const times = new Array<number>(count);
  const start = nowMs();
  for (let i = 0; i < count; i += 1) {
    const t0 = nowMs();
    await run(i);
    times[i] = nowMs() - t0;
  }
  const totalMs = nowMs() - start;
  return { name, ops: count, totalMs, p50Ms: quantile(times, 0.5), p99Ms: quantile(times, 0.99) };
}

/** One line: name, ops, ops/s, p50, p99 and total. */
export function printIndexed(s: IndexedStats, nameWidth = 58): void {
  const opsPerSec = (s.ops / s.totalMs) * 1000;
  recordRows('', [{ name: s.name, opsPerSec, unit: 'op', p50Ms: s.p50Ms, p99Ms: s.p99Ms }]);
  console.log(
    `${s.name.padEnd(nameWidth)} ${String(s.ops).padStart(5)} ops  ${opsPerSec.toFixed(1).padStart(9)} ops/s  ` +
      `p50 ${s.p50Ms.toFixed(3)} ms  p99 ${s.p99Ms.toFixed(3)} ms  total ${s.totalMs.toFixed(0)} ms`,
  );
}
