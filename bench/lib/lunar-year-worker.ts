/**
 * Worker for bench/native.bench.ts: times the first (cold) search of one
 * year of lunar events in a thread whose Chebyshev cache is empty.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { initEphemeris, findLunarEvents, type LunarEventKind } from '../../src/native/ephemeris.ts';
import { nowMs } from './stats.ts';

const { start, kinds } = workerData as { start: number; kinds: LunarEventKind[] };
const t0 = nowMs();
initEphemeris();
const initMs = nowMs() - t0;
const t1 = nowMs();
const events = findLunarEvents(start, start + 365, kinds);
const coldMs = nowMs() - t1;
parentPort!.postMessage({ initMs, coldMs, count: events.jdUt.length });
