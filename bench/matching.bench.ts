/**
 * Dasha and matching benchmarks, in-process on the calling thread (fixed
 * inputs, one untimed warm-up pass per case):
 *   - ashtakoot for a pair of births (the two charts, then the eight kootas),
 *     and the kootas alone from two Moon longitudes;
 *   - Vimshottari to depth 3 (9 x 9 x 9 = 729 periods) for one birth (its
 *     chart, then the tree), and the tree alone;
 *   - the operations' compute (local date-times, API field names) for both.
 * Prints ops/s and p50/p99. Knob: BENCH_N (inputs per case, default 2000).
 * Run: node --import tsx bench/matching.bench.ts
 */
import { availableParallelism, cpus } from 'node:os';
import type { BirthMoment } from '../src/core/birth.ts';
import { computeChart } from '../src/domain/chart/index.ts';
import { vimshottariDasha, vimshottariOf } from '../src/domain/dashas/index.ts';
import { ashtakoot, ashtakootOf, DEFAULT_ASHTAKOOT_TABLES, moonProfile } from '../src/domain/matching/index.ts';
import { initEphemeris, sweVersion } from '../src/native/ephemeris.ts';
import { dashaVimshottari } from '../src/operations/dasha/vimshottari.ts';
import { matchAshtakoot } from '../src/operations/match/ashtakoot.ts';
import { resolveOptions } from '../src/operations/schemas.ts';
import { measureIndexed, printIndexed } from './lib/stats.ts';
import { fixedBirths } from './lib/births.ts';

const N = Number(process.env.BENCH_N) || 2000;

// Fixed births (bench/lib/births.ts), rendered in IST.
const BIRTHS: BirthMoment[] = fixedBirths(N + 1, { utcOffsetMinutes: 330, timezoneName: 'Asia/Kolkata' });
const MOONS = Array.from({ length: N + 1 }, (_, i) => (i * 137.50776) % 360);

const OPTIONS = resolveOptions(undefined);

const measure = (name: string, run: (i: number) => unknown): void => printIndexed(measureIndexed(name, N, run), 52);

initEphemeris();
console.log(
  `Node ${process.version}, Swiss Ephemeris ${sweVersion()}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, one thread`,
);
measure('ashtakoot, two births (charts + kootas)', (i) => ashtakootOf(computeChart(BIRTHS[i]!), computeChart(BIRTHS[i + 1]!)));
measure('ashtakoot, kootas only (two Moon longitudes)', (i) => ashtakoot(moonProfile(MOONS[i]!), moonProfile(MOONS[i + 1]!)));
measure('ashtakoot compute (rendered data)', (i) =>
  matchAshtakoot.compute({ personA: BIRTHS[i]!, personB: BIRTHS[i + 1]!, options: OPTIONS, tables: DEFAULT_ASHTAKOOT_TABLES }),
);
measure('Vimshottari depth 3, one birth (chart + tree)', (i) => vimshottariOf(computeChart(BIRTHS[i]!), { depth: 3 }));
measure('Vimshottari depth 3, tree only', (i) => vimshottariDasha(BIRTHS[i]!.jdUt, MOONS[i]!, { depth: 3 }));
measure('Vimshottari depth 3 compute (729 rendered periods)', (i) =>
  dashaVimshottari.compute({ birth: BIRTHS[i]!, options: OPTIONS, depth: 3 }),
);
