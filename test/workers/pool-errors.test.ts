import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPool, runTask } from '../../src/workers/pool.ts';
import { expectApiError } from '../fixtures.ts';

// An ApiError raised inside a worker thread must reach the HTTP layer with its
// code and param intact (structured clone alone would keep only the message).
test('an ApiError raised in a worker is thrown again by runTask with its code and param', async () => {
  const pool = createPool({ threads: 1 });
  try {
    await expectApiError(runTask('numerologyName', { name: 'राम' }, pool), { code: 'invalid_parameter', param: 'name' });
    // A valid task still returns its answer: Maya = 4 + 1 + 1 + 1 = 7 (docs/numerology.md, mysticaldigits.com).
    const value = (await runTask('numerologyName', { name: 'Maya' }, pool)) as { dataJson: string };
    assert.equal(JSON.parse(value.dataJson).number, 7);
  } finally {
    await pool.destroy();
  }
});
