/**
 * The request examples every operation declares, and the OpenAPI document
 * built from them: each example is a valid request of its operation; the
 * document pre-fills it (query and path parameters, body) and shows as the
 * response example the server's own answer, which matches the operation's
 * response schema read strictly and equals what a call with that request
 * answers. Also: the server URL is relative, and `/` leads to the docs.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { strictSchema } from '../fixtures.ts';
import { OPERATIONS, type AnyOperation } from '../../src/operations/index.ts';
import { Envelope, metaSchemaOf } from '../../src/operations/schemas.ts';
import { compile, compileQuery } from '../../src/operations/validate.ts';
import { call, startOpenTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let secret: string;
let close: () => Promise<void>;
let doc: any;

before(async () => {
  ({ t, secret, close } = await startOpenTestServer());
  const r = await call(t.url, '/v1/openapi.json');
  assert.equal(r.status, 200);
  doc = r.json;
});
after(() => close());

const paramNames = (op: AnyOperation) => Object.keys((op.params?.properties ?? {}) as object);
const example = (op: AnyOperation) => op.example as Record<string, unknown>;
const operationOf = (op: AnyOperation) => doc.paths[op.path][op.method.toLowerCase()];

/** The example as a request: the path with its parameters filled, and the body or query. */
function request(op: AnyOperation): { path: string; rest: Record<string, unknown> } {
  const ex = example(op);
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(ex[name])));
  const rest = Object.fromEntries(Object.entries(ex).filter(([k]) => !paramNames(op).includes(k)));
  return { path, rest };
}

describe('request examples', () => {
  test('every operation declares one, and it is a valid request of its operation', () => {
    assert.ok(OPERATIONS.length >= 33);
    for (const op of OPERATIONS) {
      assert.equal(typeof op.example, 'object', `${op.id} declares no example`);
      const { rest } = request(op);
      const text = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)]));
      assert.doesNotThrow(
        () => {
          if (op.input === undefined) assert.deepEqual(rest, {});
          else if (op.method === 'POST') compile(op.input).parse(rest);
          else compileQuery(op.input).parse(text);
          if (op.params !== undefined)
            compileQuery(op.params).parse(Object.fromEntries(paramNames(op).map((k) => [k, String(example(op)[k])])));
        },
        `${op.id}: ${JSON.stringify(op.example)}`,
      );
    }
  });

  test('the document pre-fills them: body examples, and an example on every query or path parameter the request names', () => {
    for (const op of OPERATIONS) {
      const o = operationOf(op);
      const { rest } = request(op);
      if (op.method === 'POST') assert.deepEqual(o.requestBody.content['application/json'].example, rest, op.id);
      else {
        const filled = Object.fromEntries(o.parameters.filter((p: any) => p.example !== undefined).map((p: any) => [p.name, p.example]));
        assert.deepEqual(filled, example(op), op.id);
      }
    }
    const kundli = doc.paths['/v1/kundli'].post.requestBody.content['application/json'].example;
    assert.deepEqual(kundli.birth.place, { query: 'Ujjain' });
    const panchang = doc.paths['/v1/panchang'].get.parameters;
    assert.equal(panchang.find((p: any) => p.name === 'place_id').example, 'gn:1261481');
  });
});

describe('response examples', () => {
  test('every operation shows its own answer to its request, which matches its response schema strictly', () => {
    for (const op of OPERATIONS) {
      if (op.produces !== undefined) {
        // Image operations answer the image itself: the document names its media type.
        assert.deepEqual(
          operationOf(op).responses['200'].content,
          { [op.produces]: { schema: { type: 'string', format: 'binary' } } },
          op.id,
        );
        continue;
      }
      const shown: unknown = operationOf(op).responses['200'].content['application/json'].example;
      assert.notEqual(shown, undefined, `${op.id} has no response example`);
      const check = TypeCompiler.Compile(strictSchema(Envelope(op.output, metaSchemaOf(op.meta))));
      assert.ok(
        check.Check(shown),
        `${op.id}: ${[...check.Errors(shown)]
          .slice(0, 3)
          .map((e) => `${e.path} ${e.message}`)
          .join('; ')}`,
      );
      const meta = (shown as { meta: { credits_charged: number; mode: string } }).meta;
      // Bulk operations charge per day and place: their example's own count.
      assert.equal(meta.credits_charged, op.creditsOf === undefined ? op.credits : op.creditsOf(op.example as never), op.id);
      assert.equal(meta.mode, 'live');
    }
  });

  test('the example answers are what a call with the example request answers', async () => {
    let compared = 0;
    for (const op of OPERATIONS) {
      // The usage answer depends on the caller's project (the example's is a new Free project).
      if (op.id === 'usage') continue;
      const { path, rest } = request(op);
      const query = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString();
      const r =
        op.method === 'POST'
          ? await call(t.url, path, { key: secret, body: rest })
          : await call(t.url, query === '' ? path : `${path}?${query}`, { key: secret });
      assert.equal(r.status, 200, `${op.id} -> ${r.status} ${r.text.slice(0, 200)}`);
      compared += 1;
      if (op.produces !== undefined) {
        assert.equal(r.headers.get('content-type'), op.produces, op.id);
        continue;
      }
      const shown = operationOf(op).responses['200'].content['application/json'].example;
      assert.deepEqual(shown.data, r.json.data, op.id);
      assert.deepEqual(shown.warnings, r.json.warnings, op.id);
    }
    assert.equal(compared, OPERATIONS.length - 1);
  });

  test('usage shows a new Free project', () => {
    const usage = doc.paths['/v1/usage'].get.responses['200'].content['application/json'].example.data;
    assert.equal(usage.plan, 'free');
    assert.equal(usage.credits_used, 0);
  });
});

describe('NDJSON answers', () => {
  const NDJSON = 'application/x-ndjson';
  const lines = (text: string) =>
    text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, any>);

  test('the document lists application/x-ndjson for exactly the bulk operations', () => {
    const listing: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, o] of Object.entries(methods))
        if (o.responses['200'].content?.[NDJSON] !== undefined) listing.push(`${method} ${path}`);
    }
    const bulk = OPERATIONS.filter((op) => op.bulk !== undefined).map((op) => `${op.method.toLowerCase()} ${op.path}`);
    assert.ok(bulk.includes('post /v1/panchang/batch') && bulk.includes('post /v1/calendar/festivals/batch'));
    assert.deepEqual(listing.sort(), bulk.sort());
  });

  test("each shows the shape of one line and the server's own NDJSON answer to its request example", async () => {
    for (const id of ['panchangRange', 'panchangBatch']) {
      const op = OPERATIONS.find((o) => o.id === id)!;
      const content = operationOf(op).responses['200'].content;
      const schema = content[NDJSON].schema;
      assert.match(schema.description, /one JSON object/);
      assert.deepEqual(
        schema.oneOf.map((s: any) => s.title ?? s.$ref),
        ['NdjsonDayLine', 'NdjsonTailLine', '#/components/schemas/Error'],
      );
      const example: string = content[NDJSON].example;
      assert.equal(typeof example, 'string', id);
      assert.ok(example.endsWith('\n'), id);
      const shown = lines(example);
      const tail = shown.pop()!;
      // Every line but the last is a place's day, valid against the operation's day schema read strictly; then the meta line.
      const day = TypeCompiler.Compile(strictSchema(op.bulk!.item));
      assert.ok(shown.length > 0, `${id}: the example shows a day`);
      for (const line of shown) {
        assert.deepEqual(Object.keys(line), ['place_index', 'day'], id);
        assert.ok(
          day.Check(line.day),
          `${id}: ${[...day.Errors(line.day)]
            .slice(0, 3)
            .map((e) => `${e.path} ${e.message}`)
            .join('; ')}`,
        );
      }
      assert.deepEqual(Object.keys(tail), ['meta', 'warnings'], id);
      assert.equal(tail.meta.credits_charged, op.creditsOf!(op.example as never), id);
      // The same days as the JSON example, place after place.
      const data = content['application/json'].example.data;
      const places: { days: unknown[] }[] = data.places ?? [{ days: data.days }];
      assert.deepEqual(
        shown.map((l) => [l.place_index, l.day]),
        places.flatMap((p, i) => p.days.map((d) => [i, d])),
        id,
      );
      // And what a call with the example request and Accept: application/x-ndjson answers.
      const { path, rest } = request(op);
      const query = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString();
      const r =
        op.method === 'POST'
          ? await call(t.url, path, { key: secret, body: rest, headers: { accept: NDJSON } })
          : await call(t.url, `${path}?${query}`, { key: secret, headers: { accept: NDJSON } });
      assert.equal(r.headers.get('content-type'), NDJSON, id);
      const answered = lines(r.text);
      assert.deepEqual(answered.slice(0, -1), shown, id);
      assert.deepEqual(answered.at(-1)!.warnings, tail.warnings, id);
    }
  });
});

describe('any host', () => {
  test('the server URL is relative and the error catalogue is linked relatively; doc_url keeps BASE_URL', async () => {
    assert.deepEqual(
      doc.servers.map((s: any) => s.url),
      ['/'],
    );
    assert.ok(!JSON.stringify(doc).includes('http://api.test'), 'no absolute URL of this server in the document');
    const r = await call(t.url, '/v1/nope');
    assert.equal(r.json.error.doc_url, 'http://api.test/docs/errors#not_found');
  });

  test('the document is computed once and served the same to every request', async () => {
    const [a, b] = await Promise.all([call(t.url, '/v1/openapi.json'), call(t.url, '/v1/openapi.json')]);
    assert.equal(a.text, b.text);
    assert.deepEqual(a.json, doc);
    assert.equal(a.headers.get('access-control-allow-origin'), '*');
  });
});

describe('GET /', () => {
  test('browsers are sent to /docs', async () => {
    const r = await fetch(`${t.url}/`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }, redirect: 'manual' });
    assert.equal(r.status, 302);
    assert.equal(r.headers.get('location'), '/docs');
  });
  test('other clients get an index of links', async () => {
    const r = await call(t.url, '/', { headers: { accept: 'application/json' } });
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type')!, /application\/json/);
    assert.deepEqual(r.json.links, {
      docs: '/docs',
      openapi: '/v1/openapi.json',
      errors: '/docs/errors',
      health: '/healthz',
      ready: '/readyz',
      conventions: '/v1/meta/conventions',
    });
    const head = await fetch(`${t.url}/`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    for (const link of Object.values(r.json.links) as string[]) {
      assert.equal((await fetch(`${t.url}${link}`)).status, 200, link);
    }
  });
  test('POST / is still unknown', async () => {
    const r = await call(t.url, '/', { body: {} });
    assert.equal(r.status, 404);
  });
});
