import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPool } from '../../src/workers/pool.ts';
import { TaskBatcher } from '../../src/workers/task-batcher.ts';
import { expectApiError } from '../fixtures.ts';

// An ApiError raised inside a worker thread must reach the HTTP layer with its
// code and param intact (structured clone alone would keep only the message).
test('an ApiError raised in a worker is thrown again on the main thread with its code and param', async () => {
  const pool = createPool({ threads: 1 });
  const batcher = new TaskBatcher(pool, 1);
  try {
    await expectApiError(batcher.run({ name: 'numerologyName', input: { name: 'राम' } }), { code: 'invalid_parameter', param: 'name' });
    // A valid task still returns its answer: Maya = 4 + 1 + 1 + 1 = 7 (docs/numerology.md, mysticaldigits.com).
    const value = (await batcher.run({ name: 'numerologyName', input: { name: 'Maya' } })) as { dataJson: string };
    assert.equal(JSON.parse(value.dataJson).number, 7);
  } finally {
    await pool.destroy();
  }
});
