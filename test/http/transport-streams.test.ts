/**
 * Streamed answers to a client that reads them at its own pace (issue 30, item 5): two large NDJSON answers at once
 * to one client process, produced far faster than it reads, each read a piece at a time with pauses far shorter than
 * the stall timeout, arrive whole on both transports (an answer nobody reads is closed: backpressure.test.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { usage } from '../../src/operations/platform/usage.ts';
import type { Route } from '../../src/http/route.ts';
import { selectTransport } from '../../src/http/transport/select.ts';
import type { TransportName } from '../../src/http/transport/types.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const STALL_MS = 1000;
const LINE = `${JSON.stringify({ day: 'x'.repeat(1000) })}\n`;
/** Lines a part (about 1 MB, as a place-year of POST /v1/panchang/batch) and parts an answer. */
const LINES_PER_PART = 1000;
const PARTS = 24;
const PART = LINE.repeat(LINES_PER_PART);
const ANSWER_BYTES = PART.length * PARTS;

/** A route that streams PARTS parts as fast as the socket takes them (nothing computed). */
const streamRoute: Route = {
  operation: { ...usage, id: 'test_stream', path: '/v1/test/stream', keys: [], credits: 0 } as Route['operation'],
  body: undefined,
  query: undefined,
  params: undefined,
  handler: () => ({
    ndjson: (async function* () {
      for (let i = 0; i < PARTS; i += 1) yield PART;
    })(),
  }),
};

/** Reads the whole body a chunk at a time, pausing `pauseMs` after each (a client busy with what it read). */
async function readSlowly(url: string, pauseMs: number): Promise<number> {
  const res = await fetch(url);
  assert.equal(res.status, 200);
  const reader = res.body!.getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
    await new Promise((r) => setTimeout(r, pauseMs));
  }
}

/** node:http always; uWS wherever its binary loads (src/http/transport/select.ts; not on CI's Node 24). */
const TRANSPORTS: TransportName[] = selectTransport('auto').transport.name === 'uws' ? ['uws', 'node'] : ['node'];

for (const transport of TRANSPORTS) {
  describe(`streams on ${transport}`, () => {
    let t: TestServer;
    before(async () => {
      t = await startTestServer({ transport, writeStallTimeoutMs: STALL_MS, routes: [streamRoute] });
    });
    after(() => t.close());

    test('two large NDJSON answers read at once, slowly, by one client arrive whole', async () => {
      const url = `${t.url}/v1/test/stream`;
      const sizes = await Promise.all([readSlowly(url, 2), readSlowly(url, 2)]);
      // The answer's lines, then the meta line.
      for (const size of sizes) assert.ok(size > ANSWER_BYTES && size < ANSWER_BYTES + 1000, `${size} bytes of ${ANSWER_BYTES}+`);
    });
  });
}
