/**
 * node:http gives a request's whole body a deadline (BODY_TIMEOUT_MS of
 * src/http/transport/node.ts, here shortened to BODY_TIMEOUT_TEST_MS through
 * the listen option): a body trickled a byte at a time is cut off, and so is
 * the connection of a refused request (401, 413) whose body keeps arriving
 * after its answer; a body that arrives in time leaves the connection open.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { BODY_LIMIT_BYTES } from '../../src/http/request-input.ts';
import { nodeTransport } from '../../src/http/transport/node.ts';
import type { Listener } from '../../src/http/transport/types.ts';
import { wireApi, type WiredApi } from '../../src/http/wiring.ts';
import { openStorage, type Storage } from '../../src/storage/lmdb.ts';
import { KeyStore } from '../../src/storage/keys.ts';
import { TEST_BASE_URL } from '../fixtures.ts';
import { openSocket, parseAnswers, request } from './raw-http.ts';

const BODY_TIMEOUT_TEST_MS = 400;
/** A trickle far slower than the deadline allows: one byte every 100 ms. */
const TRICKLE_INTERVAL_MS = 100;

let api: WiredApi;
let listener: Listener;
let storage: Storage;
let dataDir: string;
let url: string;
let key: string;

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vedic-slow-body-'));
  storage = openStorage(dataDir);
  api = await wireApi({ storage, threads: 1, baseUrl: TEST_BASE_URL, logSink: () => {} }, 'node');
  listener = await nodeTransport.listen({
    host: '127.0.0.1',
    port: 0,
    handler: api.dispatcher.handle,
    writer: api.writer,
    tls: undefined,
    bodyTimeoutMs: BODY_TIMEOUT_TEST_MS,
  });
  url = `http://127.0.0.1:${listener.port}`;
  key = (await new KeyStore(storage).create({ kind: 'live', plan: 'starter', origins: [] })).key;
});

after(async () => {
  await api.close(listener);
  await storage.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Trickle {
  socket: Socket;
  /** What the server sent so far. */
  received(): Buffer;
  /** Milliseconds from the head to the server closing the connection (undefined while open). */
  closedAfterMs(): number | undefined;
  stop(): void;
}

/** Sends `head`, then one byte of body every TRICKLE_INTERVAL_MS until stopped or closed. */
async function trickle(head: string): Promise<Trickle> {
  const socket = await openSocket(url);
  const chunks: Buffer[] = [];
  const start = Date.now();
  let closedMs: number | undefined;
  socket.on('data', (d: Buffer) => chunks.push(d));
  socket.on('error', () => {});
  socket.on('close', () => {
    closedMs = Date.now() - start;
  });
  socket.write(head);
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(' ');
  }, TRICKLE_INTERVAL_MS);
  socket.on('close', () => clearInterval(timer));
  return {
    socket,
    received: () => Buffer.concat(chunks),
    closedAfterMs: () => closedMs,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** Waits up to `ms` for the connection to close; the time it closed after its head, or undefined. */
async function closedWithin(t: Trickle, ms: number): Promise<number | undefined> {
  const end = Date.now() + ms;
  while (t.closedAfterMs() === undefined && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return t.closedAfterMs();
}

/** The deadline, give or take the timer's and the trickle's slack; far under the seconds a trickle would otherwise hold. */
function assertCutOffAtDeadline(closedMs: number | undefined, what: string): void {
  assert.ok(closedMs !== undefined, `${what}: the connection is still open ${BODY_TIMEOUT_TEST_MS * 5} ms after the head`);
  assert.ok(closedMs >= BODY_TIMEOUT_TEST_MS - 50 && closedMs < BODY_TIMEOUT_TEST_MS + 1000, `${what}: closed after ${closedMs} ms`);
}

test('a keyed request whose body trickles in is cut off at the body deadline, without an answer', async () => {
  const t = await trickle(
    `POST /v1/planets/positions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
  );
  try {
    assertCutOffAtDeadline(await closedWithin(t, BODY_TIMEOUT_TEST_MS * 5), 'trickled body');
    assert.equal(t.received().length, 0, 'no answer to a body that never arrived');
  } finally {
    t.stop();
  }
});

for (const [what, head, status, type] of [
  [
    'a keyless request (401)',
    'POST /v1/planets/positions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    401,
    'unauthenticated',
  ],
  [
    'a body over the limit by Content-Length (413)',
    `POST /v1/planets/positions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer KEY\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${BODY_LIMIT_BYTES * 4}\r\n\r\n`,
    413,
    'payload_too_large',
  ],
] as const) {
  test(`${what} is answered at once, and its connection closed at the body deadline while the body still trickles in`, async () => {
    const t = await trickle(head.replace('KEY', key));
    try {
      const closedMs = await closedWithin(t, BODY_TIMEOUT_TEST_MS * 5);
      const [answer] = parseAnswers(t.received()).answers;
      assert.equal(answer?.status, status);
      assert.equal(JSON.parse(answer!.body).error.type, type);
      assertCutOffAtDeadline(closedMs, what);
    } finally {
      t.stop();
    }
  });
}

test('a body that arrives in time is answered, and its connection outlives the deadline for the next request', async () => {
  const socket = await openSocket(url);
  const chunks: Buffer[] = [];
  socket.on('data', (d: Buffer) => chunks.push(d));
  const body = JSON.stringify({ name: 'Maya' });
  socket.write(request('POST', '/v1/numerology/name', { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, body));
  const answered = (n: number) => async () => {
    const end = Date.now() + 10_000;
    while (parseAnswers(Buffer.concat(chunks)).answers.length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  };
  await answered(1)();
  await new Promise((r) => setTimeout(r, BODY_TIMEOUT_TEST_MS * 2));
  assert.ok(!socket.destroyed, 'the connection is open after the deadline');
  socket.write(request('GET', '/healthz'));
  await answered(2)();
  socket.destroy();
  assert.deepEqual(
    parseAnswers(Buffer.concat(chunks)).answers.map((a) => a.status),
    [200, 200],
  );
});
