/**
 * A streamed answer read slowly is held by the server only as far as the socket's buffers and the part being
 * written (issue 30, item 5): uWS keeps whatever of a write the socket does not take, and handed whole parts
 * (a place-year of POST /v1/panchang/batch is 2.7 MB) at each writable event it held an ever larger share of
 * the answer (transport/uws.ts, STREAM_SLICE_BYTES). What the server made beyond what the client read is
 * counted at every read; no timing is asserted.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { usage } from '../../src/operations/platform/usage.ts';
import { ResponseWriter } from '../../src/http/response-writer.ts';
import type { Route } from '../../src/http/route.ts';
import { selectTransport } from '../../src/http/transport/select.ts';
import type { TransportName } from '../../src/http/transport/types.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const LINE = `${JSON.stringify({ day: 'x'.repeat(1000) })}\n`;
/** Parts of 8 MB, 16 of them: before the fix uWS ran about 6 MB further ahead at each part. */
const PART = LINE.repeat(8000);
const PARTS = 16;

/** The most a loopback connection's kernel buffers hold (send and receive maxima, /proc; 4 and 6 MB by Linux's defaults). */
function socketBuffersBytes(): number {
  const max = (file: string, fallback: number) => {
    try {
      return Number(readFileSync(file, 'utf8').trim().split(/\s+/)[2]) || fallback;
    } catch {
      return fallback;
    }
  };
  return max('/proc/sys/net/ipv4/tcp_wmem', 4 << 20) + max('/proc/sys/net/ipv4/tcp_rmem', 6 << 20);
}

let made = 0;
const streamRoute: Route = {
  operation: { ...usage, id: 'test_stream', path: '/v1/test/stream', keys: [], credits: 0 } as Route['operation'],
  body: undefined,
  query: undefined,
  params: undefined,
  handler: () => ({
    ndjson: (async function* () {
      for (let i = 0; i < PARTS; i += 1) {
        made += PART.length;
        yield PART;
      }
    })(),
  }),
};

/** node:http always; uWS wherever its binary loads (src/http/transport/select.ts). */
const TRANSPORTS: TransportName[] = selectTransport('auto').transport.name === 'uws' ? ['uws', 'node'] : ['node'];

for (const transport of TRANSPORTS) {
  describe(`a stream read slowly (${transport})`, () => {
    let t: TestServer;
    before(async () => {
      t = await startTestServer({ transport, routes: [streamRoute] });
    });
    after(() => t.close());

    test('the server makes no more of it than the socket buffers and two parts ahead of what the client read', async () => {
      made = 0;
      const res = await fetch(`${t.url}/v1/test/stream`);
      assert.equal(res.status, 200);
      const reader = res.body!.getReader();
      let read = 0;
      let mostAhead = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        read += value.byteLength;
        mostAhead = Math.max(mostAhead, made - read);
        await new Promise((r) => setTimeout(r, 1));
      }
      assert.ok(read > PART.length * PARTS, `the whole answer: ${read} bytes`);
      const bound = socketBuffersBytes() + 2 * PART.length;
      assert.ok(mostAhead <= bound, `at most ${bound} bytes made ahead of the client, but ${mostAhead}`);
    });
  });
}

describe('the stall timeout (response-writer.ts)', () => {
  /** A connected pair of sockets on 127.0.0.1: what the client writes is the server side's progress. */
  async function socketPair(): Promise<{ client: Socket; accepted: Socket; close(): void }> {
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const accepted = new Promise<Socket>((r) => server.once('connection', r));
    const client = connect((server.address() as { port: number }).port, '127.0.0.1');
    const a = await accepted;
    return { client, accepted: a, close: () => (client.destroy(), a.destroy(), server.close()) };
  }
  const blockLoop = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
  };

  test('a loop busy past the timeout while the client made progress: the progress waiting in the poll counts, not closed', async () => {
    const pair = await socketPair();
    const writer = new ResponseWriter(50);
    let closed = false;
    const pending = writer.track(() => {
      closed = true;
    });
    pair.accepted.on('data', () => pending.progress());
    pair.client.write('x');
    blockLoop(150);
    await new Promise((r) => setTimeout(r, 10));
    assert.equal(closed, false);
    pending.finish();
    pair.close();
  });

  test('a loop busy past the timeout with no progress: closed', async () => {
    const writer = new ResponseWriter(50);
    let closed = false;
    writer.track(() => {
      closed = true;
    });
    blockLoop(150);
    // A timer set now may fire before the stalled one's decision (both are overdue against the loop's clock, read before
    // the block), so wait for the close itself, within a bound.
    const deadline = performance.now() + 1_000;
    while (!closed && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    assert.equal(closed, true);
    assert.equal(writer.pending, 0);
  });
});
