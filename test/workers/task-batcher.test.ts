/**
 * Micro-batching (src/workers/task-batcher.ts): the calls of one event-loop
 * turn travel as one Piscina task per pool thread, and each call still gets
 * its own value or its own error; waiting calls are taken fairly, one per
 * key in turn, and those of a request whose client left are dropped.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Piscina } from 'piscina';
import { ApiError } from '../../src/core/errors.ts';
import { kundli } from '../../src/operations/kundli/kundli.ts';
import { resolveOptions } from '../../src/operations/schemas.ts';
import type { TaskName } from '../../src/workers/handlers.ts';
import { createPool } from '../../src/workers/pool.ts';
import { CallerGoneError, MAX_CALLS_PER_TASK, TaskBatcher, type TaskOwner } from '../../src/workers/task-batcher.ts';
import { assertApiError } from '../fixtures.ts';

let pool: Piscina;
let batcher: TaskBatcher;
before(() => {
  pool = createPool({ threads: 2 });
  batcher = new TaskBatcher(pool, 2);
});
after(async () => {
  await pool.destroy();
});

test('the calls of one turn go as at most one Piscina task per thread, each answered with its own value', async () => {
  const before = pool.completed;
  const names = ['Maya', 'Arjun', 'Sita', 'Ravi', 'Lakshmi'];
  const values = await Promise.all(names.map((name) => batcher.run({ name: 'numerologyName', input: { name } })));
  assert.equal(pool.completed - before, 2);
  for (const [i, v] of values.entries()) {
    const alone = await batcher.run({ name: 'numerologyName', input: { name: names[i] } });
    assert.deepEqual(v, alone);
  }
});

test('calls beyond what the busy threads hold wait, then go together; no task carries more than MAX_CALLS_PER_TASK', async () => {
  const before = pool.completed;
  const count = 2 * MAX_CALLS_PER_TASK + 8;
  const names = Array.from({ length: count }, (_, i) => `Name${String.fromCharCode(65 + (i % 26))}`);
  const values = await Promise.all(names.map((name) => batcher.run({ name: 'numerologyName', input: { name } })));
  // Two full tasks at once (one per thread), then the 8 left in one task when a thread is free.
  assert.equal(pool.completed - before, 3);
  assert.equal(values.length, count);
  assert.deepEqual(values[count - 1], await batcher.run({ name: 'numerologyName', input: { name: names[count - 1] } }));
});

test('an ApiError reaches only its own call; the others of the batch succeed', async () => {
  const results = await Promise.allSettled([
    batcher.run({ name: 'numerologyName', input: { name: 'Maya' } }),
    batcher.run({ name: 'numerologyName', input: { name: 'राम' } }),
    batcher.run({ name: 'numerologyName', input: { name: 'Arjun' } }),
  ]);
  assert.equal(results[0]!.status, 'fulfilled');
  assert.equal(results[2]!.status, 'fulfilled');
  const failed = results[1]!;
  assert.equal(failed.status, 'rejected');
  assertApiError((failed as PromiseRejectedResult).reason, { code: 'invalid_parameter', param: 'name' });
});

test('any other error in a batch reaches only its own call, as an Error with its class and stack', async () => {
  const results = await Promise.allSettled([
    batcher.run({ name: 'noSuchTask' as TaskName, input: {} }),
    batcher.run({ name: 'numerologyName', input: { name: 'Maya' } }),
  ]);
  assert.equal(results[1]!.status, 'fulfilled');
  const e = (results[0] as PromiseRejectedResult).reason;
  assert.ok(e instanceof Error && !(e instanceof ApiError));
  assert.equal(e.name, 'Error');
  assert.match(e.stack!, /compute\.worker/);
});

test("an operation's answer comes back serialised by the worker: its data as JSON, with its warnings", async () => {
  const birth = {
    jdUt: 2448000.5,
    latitudeDeg: 28.6,
    longitudeDeg: 77.2,
    timeAccuracy: 'unknown' as const,
    utcOffsetMinutes: 330,
    timezoneName: '+05:30',
  };
  const task = { birth, options: resolveOptions(undefined) };
  // The same operation computed on this thread: the pool's answer is its data as JSON, with its warnings.
  const object = kundli.compute(task) as { data: unknown; warnings: unknown[] };
  const serialised = (await batcher.run({ name: 'kundli', input: task })) as { dataJson: string; warnings: unknown[] };
  assert.equal(serialised.dataJson, JSON.stringify(object.data));
  assert.deepEqual(serialised.warnings, object.warnings);
  assert.ok(serialised.warnings.length > 0, 'an unknown time warns');
});

const ownerOf = (keyId: string, aborted = false): TaskOwner & { aborted: boolean } => ({ aborted, caller: { keyId } });

test("waiting calls are taken one per key in turn: a key with many queued does not hold back another's", async () => {
  // One batch at a time, so batches run in the order they are made.
  const serial = new TaskBatcher(pool, 1);
  const order: string[] = [];
  const heavy = ownerOf('key_heavy');
  const light = ownerOf('key_light');
  const calls = [
    ...Array.from({ length: 40 }, (_, i) =>
      serial
        .run({ name: 'numerologyName', input: { name: `Heavy${String.fromCharCode(65 + (i % 26))}` } }, heavy)
        .then(() => order.push('heavy')),
    ),
    ...[0, 1].map(() => serial.run({ name: 'numerologyName', input: { name: 'Light' } }, light).then(() => order.push('light'))),
  ];
  await Promise.all(calls);
  // Both light calls go in the first batch (MAX_CALLS_PER_TASK calls); first in, first out would send them in the third.
  const firstBatch = order.slice(0, MAX_CALLS_PER_TASK);
  assert.equal(firstBatch.filter((o) => o === 'light').length, 2, order.join(','));
});

test('the waiting calls of a request whose client has gone are dropped, not computed', async () => {
  const serial = new TaskBatcher(pool, 1);
  const gone = ownerOf('key_gone');
  const before = pool.completed;
  const first = serial.run({ name: 'numerologyName', input: { name: 'Maya' } }, ownerOf('key_other'));
  const dropped = Array.from({ length: 5 }, () => serial.run({ name: 'numerologyName', input: { name: 'Arjun' } }, gone));
  gone.aborted = true;
  const results = await Promise.allSettled([first, ...dropped]);
  assert.equal(results[0]!.status, 'fulfilled');
  for (const r of results.slice(1)) {
    assert.equal(r.status, 'rejected');
    assert.ok((r as PromiseRejectedResult).reason instanceof CallerGoneError);
  }
  // One task: the other key's call alone.
  assert.equal(pool.completed - before, 1);
  assert.equal(serial.queued, 0);
});
