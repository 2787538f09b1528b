/**
 * Clients that do not read their answers (issue 19): the server holds no
 * more than one unread answer per connection, closes a connection whose
 * client reads nothing for the stall timeout, and keeps answering others.
 * A JSON bulk answer (issue 28) is computed only as far ahead of what the
 * client read as NDJSON is, and stops when its client leaves.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Piscina } from 'piscina';
import { PARTS_AHEAD } from '../../src/http/operation-route.ts';
import { PIPELINED_REQUESTS_LIMIT } from '../../src/http/transport/node.ts';
import type { TaskCall } from '../../src/workers/task-call.ts';
import { createPool } from '../../src/workers/pool.ts';
import { call, startTestServer, until, type TestServer } from './helpers.ts';
import { openSocket, parseAnswers, request } from './raw-http.ts';

const STALL_MS = 1000;
let t: TestServer;

before(async () => {
  t = await startTestServer({ writeStallTimeoutMs: STALL_MS });
});
after(() => t.close());

const BUNDLE = '/docs/swagger-ui-bundle.js';

test('200 pipelined GETs of a 1.5 MB file on connections that never read: bounded output, then closed; others still answered', async () => {
  const bundleBytes = Buffer.from(await (await fetch(`${t.url}${BUNDLE}`)).arrayBuffer()).length;
  assert.ok(bundleBytes > 1_000_000, `the bundle is large: ${bundleBytes} bytes`);
  const logBefore = t.logs.join('').split('\n').length;

  // The reproducer, three times: connect, stop reading, write 200 requests at once.
  const sockets = await Promise.all([0, 1, 2].map(() => openSocket(t.url)));
  const closed = sockets.map((s) => new Promise<void>((r) => s.on('close', () => r())));
  for (const s of sockets) {
    s.pause();
    s.on('error', () => {});
    s.write(request('GET', BUNDLE).repeat(200));
  }

  // Others are answered meanwhile, quickly.
  const healthStart = performance.now();
  for (let i = 0; i < 20; i += 1) assert.equal((await fetch(`${t.url}/healthz`)).status, 200);
  assert.ok(performance.now() - healthStart < 5000, 'twenty /healthz answered while the probe runs');

  // The server does not go on answering requests it cannot send: far fewer than 600 were served. uWS serves one
  // answer at a time per connection; node:http queues the answers of pipelined requests, up to its limit.
  // The count of answers made is the measure of what the server held, not the RSS: client and server share this
  // process, and its RSS swung 15-91 MB between runs of the same code, even after a full collection.
  const servedNow = () =>
    t.logs
      .join('')
      .split('\n')
      .slice(logBefore)
      .filter((l) => l.includes(BUNDLE) && l.includes('"status":200')).length;
  // Each connection's first answer is made (until then no answer is pending, and the wait below would end at once),
  // then the connections that do not read are closed after the stall timeout.
  await until(() => servedNow() >= 3, STALL_MS * 10);
  await until(() => t.server.pendingWrites() === 0, STALL_MS * 10);
  const served = servedNow();
  const perConnection = t.server.transport === 'uws' ? 3 : PIPELINED_REQUESTS_LIMIT;
  assert.ok(served >= 3 && served <= 3 * perConnection, `each connection got at most ${perConnection} answers: ${served}`);

  // Each connection is closed by the server: reading now gets what the socket buffers held, then the end.
  for (const s of sockets) s.resume();
  const received = sockets.map(() => [] as Buffer[]);
  sockets.forEach((s, i) => s.on('data', (d: Buffer) => received[i]!.push(d)));
  await Promise.race([
    Promise.all(closed),
    new Promise((_, fail) => setTimeout(() => fail(new Error('Expected the server to close the connections')), 5000)),
  ]);
  for (const chunks of received) {
    const { answers } = parseAnswers(Buffer.concat(chunks));
    assert.ok(answers.length < 200, `${answers.length} whole answers of 200`);
    assert.ok(answers.every((a) => a.status === 200));
  }
});

test('answers read slowly are written to the end; one not read at all is closed after the stall timeout', async () => {
  // One request at a time on a connection that does not read, until the socket buffers are full and an answer waits.
  // Each request is counted by a running total of the access log's lines for the file, not by the lines added since
  // it was sent: a line of an earlier answer (the previous test's, or the fetch below) may be written after its
  // client has the answer, and taking it for the next request's line leaves that request unserved behind a full socket.
  const bundleServed = () =>
    t.logs
      .join('')
      .split('\n')
      .filter((l) => l.includes(BUNDLE)).length;
  let expected = bundleServed();
  for (let stable = 0; stable < 3;) {
    await new Promise((r) => setTimeout(r, 100));
    const now = bundleServed();
    stable = now === expected ? stable + 1 : 0;
    expected = now;
  }
  const servedNext = async (): Promise<void> => {
    expected += 1;
    await until(() => bundleServed() === expected);
  };
  const slow = await openSocket(t.url);
  slow.pause();
  const chunks: Buffer[] = [];
  let sent = 0;
  while (t.server.pendingWrites() === 0) {
    assert.ok(sent < 50, 'the socket buffers fill up');
    slow.write(request('GET', BUNDLE));
    sent += 1;
    await servedNext();
  }
  // Reading a chunk at a time with pauses: each read lets the socket take more, so the answer keeps going.
  slow.on('data', (d: Buffer) => {
    chunks.push(d);
    slow.pause();
    setTimeout(() => slow.resume(), 10);
  });
  slow.resume();
  await until(() => parseAnswers(Buffer.concat(chunks)).answers.length === sent, 30_000);
  assert.ok(sent >= 1);
  const bundle = Buffer.from(await (await fetch(`${t.url}${BUNDLE}`)).arrayBuffer()).toString('utf8');
  await servedNext();
  const { answers, rest } = parseAnswers(Buffer.concat(chunks));
  assert.equal(rest.length, 0);
  assert.ok(
    answers.every((a) => a.status === 200 && a.body === bundle),
    'each answer is the file, byte for byte',
  );
  assert.equal(t.server.pendingWrites(), 0);
  slow.destroy();

  const stalled = await openSocket(t.url);
  stalled.on('error', () => {});
  stalled.pause();
  for (let i = 0; t.server.pendingWrites() === 0; i += 1) {
    assert.ok(i < 50, 'the socket buffers fill up');
    stalled.write(request('GET', BUNDLE));
    await servedNext();
  }
  const start = performance.now();
  await until(() => t.server.pendingWrites() === 0, STALL_MS * 10);
  const waitedMs = performance.now() - start;
  assert.ok(waitedMs >= STALL_MS * 0.5, `closed after the stall timeout, not before: ${waitedMs.toFixed(0)} ms`);
  const ended = new Promise<void>((r) => stalled.on('close', () => r()));
  stalled.resume();
  await ended;
});

/** A one-thread pool that counts the calls of `name` it is given (the server's batches of calls, compute.worker.ts). */
function countingPool(name: string): { pool: Piscina; calls(): number } {
  const pool = createPool({ threads: 1 });
  let count = 0;
  const run = pool.run.bind(pool);
  pool.run = ((task: { batch?: TaskCall[] }, options?: Parameters<Piscina['run']>[1]) => {
    for (const c of task.batch ?? []) if (c.name === name) count += 1;
    return run(task, options);
  }) as Piscina['run'];
  return { pool, calls: () => count };
}

const PLACES = 100;
// 100 places x 365 days: each place (a part, one pool call) about 0.75 MB of JSON, 75 MB in all.
const BATCH = JSON.stringify({
  from: '2026-01-01',
  to: '2026-12-31',
  places: Array.from({ length: PLACES }, (_, i) => ({ lat: 28.6358 + i / 1000, lon: 77.2245 })),
});

/** Places whose JSON began in `text` (an answer as received). */
const placesIn = (text: string) => text.split('"place_index":').length - 1;

for (const transport of ['auto', 'node'] as const) {
  describe(`a JSON batch (transport ${transport})`, () => {
    let s: TestServer;
    let counted: ReturnType<typeof countingPool>;
    let key: string;
    before(async () => {
      counted = countingPool('panchangBatch');
      s = await startTestServer({
        transport,
        pool: counted.pool,
        writeStallTimeoutMs: STALL_MS,
        planOverrides: { business: { requestsPerSecond: 1000, concurrentRequests: 100 } },
      });
      key = (await s.key('live', 'business')).key;
    });
    after(async () => {
      await s.close();
      await counted.pool.destroy();
    });
    const creditsUsed = async () => (await call(s.url, '/v1/usage', { key })).json.data.credits_used as number;
    const post = () => request('POST', '/v1/panchang/batch', { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, BATCH);

    test('to a client that does not read: parts computed only ahead of those written, closed after the stall timeout, nothing charged', async () => {
      const callsBefore = counted.calls();
      const socket = await openSocket(s.url);
      socket.on('error', () => {});
      socket.pause();
      const closed = new Promise<void>((r) => socket.on('close', () => r()));
      socket.write(post());
      await until(() => s.server.pendingWrites() === 1, 30_000);
      await until(() => s.server.pendingWrites() === 0 && s.server.inFlight() === 0, STALL_MS * 10);
      // What the socket buffers held reaches the client once it reads; then the server's close.
      const received: Buffer[] = [];
      socket.on('data', (d: Buffer) => received.push(d));
      socket.resume();
      await closed;
      const text = Buffer.concat(received).toString('utf8');
      assert.match(text, /^HTTP\/1\.1 200/);
      const computed = counted.calls() - callsBefore;
      const written = placesIn(text);
      // The parts the client got, one the transport held when the connection closed, and those computed ahead.
      assert.ok(computed <= written + 1 + PARTS_AHEAD, `${computed} parts computed, ${written} written`);
      assert.ok(computed < PLACES, `${computed} of ${PLACES} parts computed`);
      assert.equal(await creditsUsed(), 0);
    });

    test('a client that leaves mid-answer: no part is started after it left, nothing charged', async () => {
      const callsBefore = counted.calls();
      const socket = await openSocket(s.url);
      socket.on('error', () => {});
      let text = '';
      const read = new Promise<void>((r) =>
        socket.on('data', (d: Buffer) => {
          text += d.toString('utf8');
          if (placesIn(text) >= 2) r();
        }),
      );
      socket.write(post());
      await read;
      socket.destroy();
      await until(() => s.server.inFlight() === 0, 10_000);
      const computed = counted.calls() - callsBefore;
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(counted.calls() - callsBefore, computed, 'no part started after the request ended');
      assert.ok(computed < PLACES, `${computed} of ${PLACES} parts computed`);
      assert.equal(await creditsUsed(), 0);
    });
  });
}
