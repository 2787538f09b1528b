/**
 * HTTP edge cases over bare sockets (issue 19): HEAD answers without a body
 * on every kind of answer, keep-alive clean after them, pipelined answers in
 * order, 503 service_unavailable while shutting down, CONNECT and other
 * methods answered at once, 414 for a long query string, 413 from
 * Content-Length reaching a client still uploading, and unknown query
 * parameters refused on every operation whatever their name.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { QUERY_LIMIT_BYTES } from '../../src/http/request-input.ts';
import { ALL_ROUTES } from '../../src/http/routes/index.ts';
import { expectErrorAnswer } from '../fixtures.ts';
import { CASES } from '../operation-cases.ts';
import { BIRTH, call, partialPost, useOpenTestServer, startTestServer, until, type TestServer } from './helpers.ts';
import { openSocket, parseAnswers, rawExchange, request } from './raw-http.ts';

let t: TestServer;
let secret: string;
useOpenTestServer((s) => ({ t, secret } = s));

const PANCHANG = '/v1/panchang?date=2026-11-21&lat=23.18&lon=75.78';

describe('HEAD', () => {
  test('has no body on /healthz, a file, a 404, a 405 and an operation, and two HEADs keep the connection clean', async () => {
    const targets = ['/healthz', '/docs/swagger-ui-bundle.js', '/v1/nope', '/v1/planets/positions', '/v1/meta/conventions'];
    const text = targets.map((p) => request('HEAD', p)).join('') + request('GET', '/healthz');
    const out = await rawExchange(t.url, text);
    const { answers, rest } = parseAnswers(
      out.data,
      targets.map(() => true),
    );
    assert.equal(rest.length, 0, `nothing after the last answer: ${rest.toString('latin1').slice(0, 80)}`);
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 404, 405, 200, 200],
    );
    for (const a of answers.slice(0, targets.length)) {
      assert.equal(a.body, '');
      assert.ok(Number(a.headers['content-length']) > 0, 'the Content-Length of the GET answer');
    }
    assert.equal(answers[3]!.headers.allow, 'POST');
    assert.equal(JSON.parse(answers[5]!.body).status, 'ok', 'the GET after the HEADs is read whole');
  });

  test("of a file gives the GET answer's status, type and exact Content-Length", async () => {
    const get = await fetch(`${t.url}/docs/swagger-ui-bundle.js`);
    const bytes = Buffer.from(await get.arrayBuffer()).length;
    const head = await fetch(`${t.url}/docs/swagger-ui-bundle.js`, { method: 'HEAD' });
    assert.equal(head.status, get.status);
    assert.equal(head.headers.get('content-type'), get.headers.get('content-type'));
    assert.equal(Number(head.headers.get('content-length')), bytes);
    assert.equal((await head.arrayBuffer()).byteLength, 0);
  });

  test('of a GET operation is answered like GET: same status, headers and Content-Length, no body', async () => {
    const auth = { Authorization: `Bearer ${secret}` };
    // One after the other on one connection (a computed answer cannot have a request pipelined behind it: docs/platform.md).
    const socket = await openSocket(t.url);
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    const answered = (n: number) => () => parseAnswers(Buffer.concat(chunks), [false, true]).answers.length === n;
    socket.write(request('GET', PANCHANG, auth));
    await until(answered(1), 30_000);
    socket.write(request('HEAD', PANCHANG, auth));
    await until(answered(2), 30_000);
    socket.write(request('GET', '/healthz'));
    await until(answered(3), 5000);
    socket.destroy();
    const { answers, rest } = parseAnswers(Buffer.concat(chunks), [false, true]);
    assert.equal(rest.length, 0);
    const [get, head, healthz] = answers;
    assert.ok(get !== undefined && head !== undefined && healthz !== undefined);
    assert.equal(healthz.status, 200, 'the connection stays clean after the HEAD');
    assert.equal(get.status, 200);
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
    assert.deepEqual(Object.keys(head.headers).sort(), Object.keys(get.headers).sort());
    // The answers differ only in meta.request_id (same length here: consecutive ids) and meta timings, if any.
    assert.ok(
      Math.abs(Number(head.headers['content-length']) - Buffer.byteLength(get.body)) <= 4,
      `${head.headers['content-length']} vs ${Buffer.byteLength(get.body)}`,
    );
    assert.equal(head.headers['content-type'], get.headers['content-type']);
  });
});

describe('pipelining', () => {
  test('answers every request written at once, in order, when each is answered without waiting', async () => {
    const text = [
      request('GET', '/healthz'),
      request('GET', '/v1/meta/conventions'),
      request('HEAD', '/healthz'),
      request('GET', '/v1/nope'),
      request('POST', '/v1/meta/conventions', {}, '{}'),
      request('GET', '/'),
    ].join('');
    const out = await rawExchange(t.url, text);
    const { answers, rest } = parseAnswers(out.data, [false, false, true]);
    assert.equal(rest.length, 0);
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 200, 404, 405, 200],
    );
    assert.deepEqual(Object.keys(JSON.parse(answers[1]!.body)), ['data', 'meta', 'warnings']);
    assert.equal(JSON.parse(answers[3]!.body).error.type, 'not_found');
    assert.equal(JSON.parse(answers[4]!.body).error.type, 'method_not_allowed');
    assert.equal(JSON.parse(answers[5]!.body).links.health, '/healthz');
  });
  test('behind a request that computes: node:http answers all in order; uWS closes the connection', async () => {
    const auth = { Authorization: `Bearer ${secret}` };
    const text = [
      request('GET', PANCHANG, auth),
      request('GET', '/healthz'),
      request('POST', '/v1/numerology/name', { ...auth, 'Content-Type': 'application/json' }, JSON.stringify({ name: 'Maya' })),
      request('HEAD', PANCHANG, auth),
    ].join('');
    const out = await rawExchange(t.url, text, 5000);
    const { answers, rest } = parseAnswers(out.data, [false, false, false, true]);
    if (t.server.transport === 'uws') {
      // docs/platform.md, Connections and limits: uWS answers one request per connection at a time.
      assert.ok(out.closedByServer, 'uWS closes the connection');
      assert.ok(answers.length < 4);
      return;
    }
    assert.equal(rest.length, 0);
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 200, 200],
    );
    const panchang = JSON.parse(answers[0]!.body);
    assert.ok(JSON.stringify(panchang.data).includes('2026-11-21'), 'the panchang of the day asked');
    assert.equal(JSON.parse(answers[1]!.body).status, 'ok');
    assert.equal(typeof JSON.parse(answers[2]!.body).data, 'object');
    assert.equal(answers[3]!.body, '');
    // The GET answer's length, but for the request id (a few characters at most).
    assert.ok(Math.abs(Number(answers[3]!.headers['content-length']) - Buffer.byteLength(answers[0]!.body)) <= 4);
  });
});

describe('methods', () => {
  test('CONNECT and TRACE on a path get 405 (known path) or 404 at once, typed', async () => {
    for (const [method, path, status, type] of [
      ['CONNECT', '/v1/usage', 405, 'method_not_allowed'],
      ['TRACE', '/healthz', 404, 'not_found'],
      ['TRACE', '/v1/meta/conventions', 405, 'method_not_allowed'],
      ['PUT', '/v1/planets/positions', 405, 'method_not_allowed'],
    ] as const) {
      const out = await rawExchange(t.url, request(method, path), 300);
      const [a] = parseAnswers(out.data).answers;
      assert.ok(a !== undefined, `${method} ${path}: no answer`);
      assert.equal(a.status, status, `${method} ${path}`);
      assert.equal(JSON.parse(a.body).error.type, type);
      assert.ok(out.firstByteMs! < 250, `${method} ${path} answered in ${out.firstByteMs} ms`);
    }
  });
});

describe('limits', () => {
  test(`a query string over ${QUERY_LIMIT_BYTES} bytes is 414 uri_too_long, on operations and documents alike; at the limit it is read`, async () => {
    const long = `&x=${'a'.repeat(QUERY_LIMIT_BYTES)}`;
    const refused = await call(t.url, `${PANCHANG}${long}`, { key: secret });
    expectErrorAnswer(refused, 414, 'uri_too_long');
    assert.match(refused.json.error.message, new RegExp(`at most ${QUERY_LIMIT_BYTES} bytes`));
    expectErrorAnswer(await call(t.url, `/healthz?${'b'.repeat(QUERY_LIMIT_BYTES + 1)}`), 414, 'uri_too_long');
    const post = await call(t.url, `/v1/numerology/name?${'c'.repeat(QUERY_LIMIT_BYTES + 1)}`, { key: secret, body: { name: 'Maya' } });
    expectErrorAnswer(post, 414, 'uri_too_long');
    // Exactly at the limit the query is read, and its unknown parameter refused.
    const atLimit = PANCHANG.split('?')[1]!;
    const padded = `${atLimit}&y=${'d'.repeat(QUERY_LIMIT_BYTES - atLimit.length - 3)}`;
    assert.equal(padded.length, QUERY_LIMIT_BYTES);
    expectErrorAnswer(await call(t.url, `/v1/panchang?${padded}`, { key: secret }), 400, 'invalid_parameter', 'y');
  });

  test('a 10 MB body is refused with 413 from Content-Length while the client is still uploading, and the connection survives', async () => {
    const socket = await openSocket(t.url);
    const chunks: Buffer[] = [];
    let error: string | undefined;
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code;
    });
    const totalBytes = 10 * 1024 * 1024;
    socket.write(
      `POST /v1/planets/positions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${secret}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${totalBytes}\r\n\r\n`,
    );
    const piece = Buffer.alloc(256 * 1024, 0x20);
    let sentBytes = 0;
    // Upload a quarter, then wait for the answer: it must come before the body is complete.
    while (sentBytes < totalBytes / 4) {
      socket.write(piece);
      sentBytes += piece.length;
    }
    await until(() => Buffer.concat(chunks).includes('\r\n\r\n{'), 3000);
    const [refused] = parseAnswers(Buffer.concat(chunks)).answers;
    assert.equal(refused?.status, 413);
    assert.equal(JSON.parse(refused!.body).error.type, 'payload_too_large');
    while (sentBytes < totalBytes) {
      if (!socket.write(piece)) await new Promise((r) => socket.once('drain', r));
      sentBytes += piece.length;
    }
    socket.write(request('GET', '/healthz'));
    await until(() => parseAnswers(Buffer.concat(chunks)).answers.length === 2, 5000);
    assert.equal(parseAnswers(Buffer.concat(chunks)).answers[1]!.status, 200);
    assert.equal(error, undefined, 'no reset, no EPIPE');
    socket.destroy();
  });
});

describe('unknown query parameters', () => {
  test('__proto__, constructor, toString and any other name are 400 on every operation, naming the parameter', async () => {
    const routes = ALL_ROUTES;
    assert.ok(routes.length > 40, `every route: ${routes.length}`);
    for (const route of routes) {
      const cases = CASES[route.operation.id];
      assert.ok(cases !== undefined && cases.length > 0, `a valid request of ${route.operation.id} in test/operation-cases.ts`);
      const [path, input] = cases[0]!;
      const validQuery = route.operation.method === 'GET' ? new URLSearchParams(input as Record<string, string>).toString() : '';
      for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'unknown']) {
        const query = `${validQuery}${validQuery === '' ? '' : '&'}${name}=1`;
        const answer = await call(t.url, `${path}?${query}`, {
          key: secret,
          ...(route.operation.method === 'POST' ? { body: input } : {}),
        });
        expectErrorAnswer(answer, 400, 'invalid_parameter', name);
        assert.match(answer.json.error.message, new RegExp(name.replace(/_/g, '_')), `${route.operation.id} ${name}`);
      }
    }
  });
  test('a parameter given twice is 400 invalid_parameter naming it, on every GET operation, whichever value comes first', async () => {
    // The GET operations whose example request has a query parameter (test/operation-cases.ts).
    const getRoutes = ALL_ROUTES.filter(
      (r) => r.operation.method === 'GET' && Object.keys(CASES[r.operation.id]?.[0]?.[1] ?? {}).length > 0,
    );
    assert.ok(getRoutes.length > 10, `GET operations with a query: ${getRoutes.length}`);
    for (const route of getRoutes) {
      const [path, input] = CASES[route.operation.id]![0]!;
      const [name, value] = Object.entries(input as Record<string, string>)[0]!;
      for (const query of [
        `${new URLSearchParams(input as Record<string, string>)}&${name}=${encodeURIComponent(value)}`,
        `${name}=x&${new URLSearchParams(input as Record<string, string>)}`,
      ]) {
        const answer = await call(t.url, `${path}?${query}`, { key: secret });
        expectErrorAnswer(answer, 400, 'invalid_parameter', name);
        assert.equal(
          answer.json.error.message,
          `Expected one value for ${name} but received 2 (the query parameter is repeated)`,
          route.operation.id,
        );
      }
    }
  });
  test('/v1/usage takes none', async () => {
    expectErrorAnswer(await call(t.url, '/v1/usage?month=2026-01', { key: secret }), 400, 'invalid_parameter', 'month');
    assert.equal((await call(t.url, '/v1/usage', { key: secret })).status, 200);
  });
});

describe('shutdown', () => {
  test('a request on an open keep-alive connection while the server drains gets 503 service_unavailable with Retry-After', async () => {
    const own = await startTestServer();
    const k = await own.key('live', 'starter');
    const socket = await openSocket(own.url);
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.write(request('GET', '/healthz'));
    await until(() => parseAnswers(Buffer.concat(chunks)).answers.length === 1);
    // A request in flight keeps the server draining while the keep-alive connection sends its next request.
    const inFlight = await partialPost(own.url, '/v1/planets/positions', k.key, JSON.stringify({ birth: BIRTH }));
    await until(() => own.server.inFlight() === 1);
    const closing = own.server.close();
    const closed = new Promise((r) => socket.on('close', r));
    socket.write(request('GET', '/healthz'));
    await closed;
    const [, refused] = parseAnswers(Buffer.concat(chunks)).answers;
    assert.equal(refused?.status, 503);
    assert.equal(refused!.headers['retry-after'], '1');
    const error = JSON.parse(refused!.body).error;
    assert.equal(error.type, 'service_unavailable');
    assert.match(error.doc_url, /\/docs\/errors#service_unavailable$/);
    assert.match(await inFlight.finish(), /^HTTP\/1\.1 200/);
    await closing;
    await own.close();
  });
});
