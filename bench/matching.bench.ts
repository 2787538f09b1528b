/**
 * Dasha and matching benchmarks, in-process on the calling thread (fixed
 * inputs, one untimed warm-up pass per case):
 *   - ashtakoot for a pair of births (one grahaPositions call for both Moons,
 *     then the eight kootas), and the kootas alone from two Moon longitudes;
 *   - Vimshottari to depth 3 (9 x 9 x 9 = 729 periods) for one birth (one
 *     grahaPositions call, then the tree), and the tree alone;
 *   - the rendered worker tasks (local date-times, API field names) for both.
 * Prints ops/s and p50/p99. Knob: BENCH_N (inputs per case, default 2000).
 * Run: node --import tsx bench/matching.bench.ts
 */
import { availableParallelism, cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { BirthMoment } from '../src/core/birth.ts';
import { vimshottariDasha, vimshottariFor } from '../src/domain/dashas/index.ts';
import { ashtakoot, ashtakootFor, moonProfile } from '../src/domain/matching/index.ts';
import { initEphemeris, sweVersion } from '../src/native/ephemeris.ts';
import { dashaTasks } from '../src/workers/tasks/dashas.ts';
import { matchingTasks } from '../src/workers/tasks/matching.ts';
import { measureIndexed, printIndexed } from './lib/stats.ts';
import { fixedBirths } from './lib/births.ts';

const N = Number(process.env.BENCH_N) || 2000;

// Fixed births (bench/lib/births.ts), rendered in IST.
const BIRTHS: BirthMoment[] = fixedBirths(N + 1, { utcOffsetMinutes: 330, timezoneName: 'Asia/Kolkata' });
const MOONS = Array.from({ length: N + 1 }, (_, i) => (i * 137.50776) % 360);

const measure = (name: string, run: (i: number) => unknown): void => printIndexed(measureIndexed(name, N, run), 52);

initEphemeris();
console.log(`Node ${process.version}, Swiss Ephemeris ${sweVersion()}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, one thread`);
measure('ashtakoot, two births (ephemeris + kootas)', (i) => ashtakootFor(BIRTHS[i]!, BIRTHS[i + 1]!));
measure('ashtakoot, kootas only (two Moon longitudes)', (i) => ashtakoot(moonProfile(MOONS[i]!), moonProfile(MOONS[i + 1]!)));
measure('ashtakoot task (rendered data)', (i) => matchingTasks.matchAshtakoot({ personA: BIRTHS[i]!, personB: BIRTHS[i + 1]!, ayanamsa: 'lahiri', node: 'true', lang: 'en' }));
measure('Vimshottari depth 3, one birth (ephemeris + tree)', (i) => vimshottariFor(BIRTHS[i]!, { depth: 3 }));
measure('Vimshottari depth 3, tree only', (i) => vimshottariDasha(BIRTHS[i]!.jdUt, MOONS[i]!, { depth: 3 }));
measure('Vimshottari depth 3 task (729 rendered periods)', (i) => dashaTasks.dashaVimshottari({ birth: BIRTHS[i]!, ayanamsa: 'lahiri', node: 'true', lang: 'en', depth: 3 }));
