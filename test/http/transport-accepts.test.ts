/**
 * What each transport accepts (docs/platform.md, What each transport
 * accepts): well-formed but unusual requests and malformed ones, sent over a
 * bare socket to node:http and to uWebSockets.js, each answered as the table
 * says or, where uWS's C++ parser drops the request before any JavaScript
 * runs, given no byte at all (uWS then closes the connection at its 10 s
 * idle timeout, which this test does not wait for). Ambiguous framing (two
 * Content-Length headers) is refused, and the bytes after the first length
 * are never read as a request of their own.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { selectTransport } from '../../src/http/transport/select.ts';
import { UWS_BUILDS } from '../../src/http/transport/uws.ts';
import { TEST_BASE_URL } from '../fixtures.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { parseAnswers, rawExchange } from './raw-http.ts';

/** How long a request the transport drops is watched for a byte of answer: far beyond the few ms an answer takes here. */
const DROPPED_WATCH_MS = 400;

/** The uWS build whose behaviour the table records (measured); another build's C++ parser answers differently. */
const MEASURED_UWS_BUILD = UWS_BUILDS[0]!.name;

const headerLines = (n: number): string => Array.from({ length: n }, (_, i) => `X-Filler-${i}: v\r\n`).join('');

/** What a transport does with a request: answers it (status; `json`: in the API's error envelope, of that type) or drops it. */
type Outcome = { status: number; type?: string; close?: boolean } | 'dropped' | 'closed';

interface Case {
  name: string;
  text: string;
  node: Outcome;
  uws: Outcome;
}

const CASES: readonly Case[] = [
  { name: 'HTTP/1.0 with Host', text: 'GET /healthz HTTP/1.0\r\nHost: x\r\n\r\n', node: { status: 200, close: true }, uws: 'dropped' },
  { name: 'HTTP/1.0 without Host', text: 'GET /healthz HTTP/1.0\r\n\r\n', node: { status: 200, close: true }, uws: 'dropped' },
  {
    name: 'HTTP/1.1 without Host',
    text: 'GET /healthz HTTP/1.1\r\n\r\n',
    node: { status: 400, type: 'malformed_request', close: true },
    uws: 'dropped',
  },
  { name: 'absolute-form target', text: 'GET http://127.0.0.1/healthz HTTP/1.1\r\nHost: x\r\n\r\n', node: { status: 200 }, uws: 'dropped' },
  {
    name: 'absolute-form target with a query',
    text: 'GET http://127.0.0.1/v1/nope?a=1 HTTP/1.1\r\nHost: x\r\n\r\n',
    node: { status: 404, type: 'not_found' },
    uws: 'dropped',
  },
  {
    name: 'bare LF line ends',
    text: 'GET /healthz HTTP/1.1\nHost: x\n\n',
    node: { status: 400, type: 'malformed_request', close: true },
    uws: 'dropped',
  },
  {
    name: '48 header fields',
    text: `GET /healthz HTTP/1.1\r\nHost: x\r\n${headerLines(47)}\r\n`,
    node: { status: 200 },
    uws: { status: 200 },
  },
  { name: '49 header fields', text: `GET /healthz HTTP/1.1\r\nHost: x\r\n${headerLines(48)}\r\n`, node: { status: 200 }, uws: 'dropped' },
  {
    name: 'a head over 16 KiB',
    text: `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17 * 1024)}\r\n\r\n`,
    node: { status: 431, type: 'headers_too_large', close: true },
    uws: { status: 200 },
  },
  {
    name: 'NUL in a header value',
    text: 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\n\r\n',
    node: { status: 400, type: 'malformed_request', close: true },
    uws: 'dropped',
  },
  {
    name: 'Content-Length with Transfer-Encoding',
    text: 'POST /v1/numerology/name HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n',
    node: { status: 400, type: 'malformed_request', close: true },
    uws: 'closed',
  },
  {
    name: 'an unknown method',
    text: 'FOO /healthz HTTP/1.1\r\nHost: x\r\n\r\n',
    node: { status: 400, type: 'malformed_request', close: true },
    uws: 'closed',
  },
  {
    name: 'CONNECT host:port',
    text: 'CONNECT 127.0.0.1:80 HTTP/1.1\r\nHost: x\r\n\r\n',
    node: { status: 404, type: 'not_found', close: true },
    uws: 'dropped',
  },
  { name: 'OPTIONS *', text: 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n', node: { status: 404, type: 'not_found' }, uws: 'dropped' },
];

for (const choice of ['node', 'auto'] as const) {
  const name = choice === 'node' ? 'node' : selectTransport('auto').transport.name;
  describe(`transport ${name}`, () => {
    let t: TestServer;
    before(async () => {
      t = await startTestServer({ transport: choice });
    });
    after(() => t.close());

    test('answers or drops each unusual request as docs/platform.md says', async (ctx) => {
      if (name === 'uws' && !t.server.transportReason.includes(MEASURED_UWS_BUILD)) {
        ctx.skip(`the table records ${MEASURED_UWS_BUILD}; this server runs ${t.server.transportReason}`);
        return;
      }
      await Promise.all(
        CASES.map(async (c) => {
          const expected = c[name as 'node' | 'uws'];
          const out = await rawExchange(t.url, c.text, DROPPED_WATCH_MS);
          const what = `${name}, ${c.name}`;
          if (expected === 'dropped') {
            assert.equal(out.data.length, 0, `${what}: no answer`);
            assert.equal(out.closedByServer, false, `${what}: held open (until uWS's idle timeout)`);
            return;
          }
          if (expected === 'closed') {
            assert.equal(out.data.length, 0, `${what}: no answer`);
            assert.equal(out.closedByServer, true, `${what}: closed at once`);
            assert.ok(out.firstByteMs === undefined);
            return;
          }
          const [answer] = parseAnswers(out.data).answers;
          assert.equal(answer?.status, expected.status, `${what}: ${out.data.toString('latin1').slice(0, 80)}`);
          assert.ok(out.firstByteMs! < DROPPED_WATCH_MS, `${what}: answered after ${out.firstByteMs} ms`);
          if (expected.type !== undefined) {
            const error = JSON.parse(answer!.body).error;
            assert.equal(error.type, expected.type, what);
            assert.equal(error.doc_url, `${TEST_BASE_URL}/docs/errors#${expected.type}`);
          }
          if (expected.status === 200) assert.equal(JSON.parse(answer!.body).status, 'ok', what);
          if (expected.close === true) assert.equal(out.closedByServer, true, `${what}: the connection is closed after the answer`);
        }),
      );
    });

    test('two Content-Length headers: node:http answers 400, uWS closes the connection; the bytes after the first length are never a request', async () => {
      // The first length ends the body at "{}" and a GET follows: a transport that framed by either header would answer it.
      const smuggled = 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n';
      for (const lengths of [
        [2, 2 + smuggled.length],
        [2 + smuggled.length, 2],
        [2, 2],
      ]) {
        const text =
          `POST /v1/numerology/name HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `${lengths.map((n) => `Content-Length: ${n}\r\n`).join('')}\r\n{}${smuggled}`;
        const out = await rawExchange(t.url, text, 1000);
        const what = `Content-Length ${lengths.join(' and ')}: ${out.data.toString('latin1').slice(0, 200)}`;
        assert.ok(out.closedByServer, `${what}: the connection is closed at once`);
        // uWS would parse the bytes behind the request, already read, before any answer went out: it closes without one.
        assert.deepEqual(
          parseAnswers(out.data).answers.map((a) => a.status),
          name === 'node' ? [400] : [],
          what,
        );
      }
    });
  });
}
