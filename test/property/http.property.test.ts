/**
 * Random and malformed requests at every route the server serves: the only
 * answers are typed JSON errors (4xx) or well-formed envelopes, never a 5xx,
 * a hang or an untyped body.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { PUBLIC_ERROR_TYPES } from '../../src/http/errors.ts';
import { QUERY_LIMIT_BYTES } from '../../src/http/request-input.ts';
import { ALL_ROUTES } from '../../src/http/routes/index.ts';
import { BIRTH, useOpenTestServer, type TestServer } from '../http/helpers.ts';

let t: TestServer;
let secret: string;
useOpenTestServer((s) => ({ t, secret } = s));

const routePaths = ALL_ROUTES.map((r) => r.operation.path);

/** A route path with its `{param}` segments filled by random text. */
const pathArb = fc.oneof(
  fc
    .tuple(fc.constantFrom(...routePaths), fc.string({ maxLength: 12 }))
    .map(([p, s]) => p.replace(/\{\w+\}/g, encodeURIComponent(s) || 'x')),
  fc.constantFrom(...routePaths),
  fc.webPath().map((p) => (p.startsWith('/') ? p : `/${p}`)),
  fc.constantFrom('/v1', '/v1/', '/docs/nope', '//v1//usage', '/v1/planets/positions/'),
);

const queryArb = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom('date', 'lat', 'lon', 'place_id', 'lang', 'from', 'to', 'limit', 'x', '__proto__', 'constructor', 'toString'),
      fc.oneof(fc.string({ maxLength: 12 }), fc.double().map(String), fc.constantFrom('2026-01-01', '91', '-0', 'NaN', '1e400')),
    )
    .map((d) => `?${new URLSearchParams(d).toString()}`),
  // Around the query string limit (2,048 bytes: 414 above it).
  fc.integer({ min: 2040, max: 2060 }).map((n) => `?x=${'q'.repeat(n - 2)}`),
);

/** A valid body with one random change somewhere inside it. */
const mutatedBody = fc
  .tuple(
    fc.constantFrom(
      ['birth'],
      ['birth', 'date'],
      ['birth', 'time'],
      ['birth', 'place'],
      ['birth', 'place', 'latitude'],
      ['birth', 'place', 'longitude'],
      ['birth', 'timezone'],
      ['birth', 'time_accuracy'],
      ['options'],
      ['options', 'ayanamsa'],
      ['options', 'lang'],
      ['at'],
      ['extra'],
      ['birth', 'extra'],
      ['birth', 'place', 'extra'],
      ['options', 'extra'],
    ),
    fc.jsonValue({ maxDepth: 2 }),
  )
  .map(([path, value]) => {
    const body: any = JSON.parse(JSON.stringify({ birth: BIRTH, options: { ayanamsa: 'lahiri' } }));
    let node = body;
    for (const k of path.slice(0, -1)) node = node[k];
    node[path[path.length - 1]!] = value;
    return JSON.stringify(body);
  });

const bodyArb = fc.oneof(
  mutatedBody,
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b).toString('latin1')),
  fc.constantFrom(
    '{',
    '{"birth":',
    '{"birth":{"date":"1990-08-15"}}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{}}',
    '1e999',
    '"',
    '\u0000',
  ),
  fc.constant(undefined),
);

const authArb = fc.oneof(
  fc.constant(() => `Bearer ${secret}`),
  fc.constant(() => undefined),
  fc.string({ maxLength: 40 }).map((s) => () => `Bearer ${s}`),
  fc.constant(() => `Bearer sk_live_${'A'.repeat(32)}`),
);

/** A 400 names its field and says what it takes in words: no regular expression, no "union", no "a object". */
function assertPlainFieldMessage(error: { param?: unknown; message: string }, text: string): void {
  assert.equal(typeof error.param, 'string', text);
  // The request's own text (the field name, the value received) is left out of the check; the name only where it stands
  // alone ("lat", not the "lat" of "a latitude", which would leave "a itude").
  const name = (error.param as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const words = error.message.split(' but received ')[0]!.replace(new RegExp(`(?<!\\w)${name}(?!\\w)`, 'g'), '');
  assert.doesNotMatch(words, /\\d|\[0-9|\^|\(\?|union/i, text);
  assert.doesNotMatch(words, /\ba [aeiou]/, text);
}

test('random and malformed requests get typed 4xx answers or envelopes, never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('GET', 'HEAD', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      pathArb,
      queryArb,
      bodyArb,
      authArb,
      async (method, path, query, body, auth) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        const a = auth();
        if (a !== undefined) headers.authorization = a;
        const withBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
        const res = await fetch(`${t.url}${path}${query}`, { method, headers, ...(withBody ? { body } : {}) });
        const text = await res.text();
        assert.ok(res.status < 500, `${method} ${path}${query} ${String(body)} -> ${res.status} ${text}`);
        if (query.length - 1 > QUERY_LIMIT_BYTES) assert.equal(res.status, 414, `${method} ${path} with a ${query.length - 1}-byte query`);
        if (method === 'HEAD') {
          assert.equal(text, '', `HEAD ${path}${query} has no body`);
          return;
        }
        if (res.status === 204 || path.startsWith('/docs') || path === '/healthz' || path === '/v1/openapi.json' || path === '/') return;
        const json = JSON.parse(text);
        if (res.status >= 400) {
          assert.ok((PUBLIC_ERROR_TYPES as readonly string[]).includes(json.error.type), text);
          assert.equal(typeof json.error.message, 'string');
          assert.match(json.error.doc_url, /\/docs\/errors#/);
          assert.ok(!text.includes('    at '), 'no stack trace');
          if (json.error.type === 'invalid_parameter') assertPlainFieldMessage(json.error, text);
        } else {
          assert.deepEqual(Object.keys(json), ['data', 'meta', 'warnings']);
        }
      },
    ),
    { numRuns: 400 },
  );
});

test('every route, with each malformed body and query, answers a typed 4xx; HEAD of every GET route has no body', async () => {
  const bodies = ['', '{', '[]', 'null', '{"extra":1}', '{"birth":{"date":"x"}}', 'x'.repeat(70 * 1024)];
  for (const route of ALL_ROUTES) {
    const path = route.operation.path.replace(/\{\w+\}/g, 'zz');
    for (const body of route.operation.method === 'POST' ? bodies : ['']) {
      const queries = ['', '?unknown=1', '?__proto__=1', '?constructor=x', '?toString=1', `?x=${'q'.repeat(QUERY_LIMIT_BYTES)}`];
      for (const query of route.operation.method === 'GET' ? [...queries, '?lat=abc', '?date=2026-13-01&lat=91&lon=0'] : queries) {
        const res = await fetch(`${t.url}${path}${query}`, {
          method: route.operation.method,
          headers: { authorization: `Bearer ${secret}` },
          ...(route.operation.method === 'POST' ? { body } : {}),
        });
        const text = await res.text();
        assert.ok(res.status < 500, `${route.operation.method} ${path}${query} -> ${res.status} ${text}`);
        if (query !== '') assert.ok(res.status >= 400, `${route.operation.method} ${path}${query.slice(0, 40)} is refused: ${res.status}`);
        if (query.length > QUERY_LIMIT_BYTES) assert.equal(res.status, 414);
        if (res.status >= 400) assert.ok((PUBLIC_ERROR_TYPES as readonly string[]).includes(JSON.parse(text).error.type), text);
        if (res.status === 400 && JSON.parse(text).error.type === 'invalid_parameter')
          assertPlainFieldMessage(JSON.parse(text).error, text);
      }
    }
    if (route.operation.method === 'GET') {
      const head = await fetch(`${t.url}${path}?unknown=1`, { method: 'HEAD', headers: { authorization: `Bearer ${secret}` } });
      assert.equal(head.status, 400, `HEAD ${path}?unknown=1`);
      assert.equal(await head.text(), '', `HEAD ${path} has no body`);
    }
  }
});
