/**
 * The same computations in four Piscina worker threads at once give
 * bit-identical results to the main thread (the Swiss Ephemeris keeps its
 * state per thread on Linux, and under a lock elsewhere; see state.h).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPool } from '../../src/workers/pool.ts';
import { TaskBatcher } from '../../src/workers/task-batcher.ts';
import { grahaPositions, findLunarEvents, LUNAR_EVENT_KINDS } from '../../src/native/ephemeris.ts';
import { randomMoments } from '../fixtures.ts';

const bytes = (a: Float64Array | Int32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

test('4 pool threads running positions and lunar events concurrently match the main thread bit for bit', async () => {
  const pool = createPool({ threads: 4 });
  const batcher = new TaskBatcher(pool, 4);
  try {
    const batches = Array.from({ length: 8 }, (_, k) => randomMoments(500, 100 + k));
    const ranges = Array.from({ length: 8 }, (_, k) => 2_430_000.5 + 3_001 * k);
    // Alternate sidereal/tropical and true/mean node between tasks, so that
    // threads switch state under each other.
    const options = (k: number) => ({ tropical: k % 2 === 1, node: (k % 3 === 0 ? 'mean' : 'true') as 'mean' | 'true' });
    const [positions, events] = await Promise.all([
      Promise.all(
        batches.map(
          (jdUt, k) =>
            batcher.run({ name: 'grahaPositions', input: { jdUt, options: options(k) } }) as Promise<ReturnType<typeof grahaPositions>>,
        ),
      ),
      Promise.all(
        ranges.map(
          (start) =>
            batcher.run({
              name: 'lunarEvents',
              input: { startJdUt: start, endJdUt: start + 30, kinds: [...LUNAR_EVENT_KINDS] },
            }) as Promise<ReturnType<typeof findLunarEvents>>,
        ),
      ),
    ]);
    batches.forEach((jdUt, k) => {
      const here = grahaPositions(jdUt, options(k));
      assert.ok(bytes(positions[k]!.values).equals(bytes(here.values)), `positions batch ${k}`);
      assert.ok(bytes(positions[k]!.ayanamsaDeg).equals(bytes(here.ayanamsaDeg)), `ayanamsa batch ${k}`);
    });
    ranges.forEach((start, k) => {
      const here = findLunarEvents(start, start + 30, LUNAR_EVENT_KINDS);
      const there = events[k]!;
      assert.ok(bytes(there.jdUt).equals(bytes(here.jdUt)), `event times, range ${k}`);
      assert.deepEqual(there.kind, here.kind, `event kinds, range ${k}`);
      assert.ok(bytes(there.index).equals(bytes(here.index)), `event indices, range ${k}`);
    });
  } finally {
    await pool.destroy();
  }
});
