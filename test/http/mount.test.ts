/**
 * The whole API mounted in a host's node:http server under a prefix
 * (src/http/mount.ts), checked against the standalone server: the same
 * `data` for the same request (the standalone server's answers are checked
 * against their references in kundli.test.ts and panchang.test.ts), the
 * prefix taken off, other paths left to the host (next) or answered 404,
 * keys and credits as the server's or none at all (auth 'none'), a body a
 * host's parser read first answered 400, and a graceful close.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import express from 'express';
import Fastify from 'fastify';
import { createApiHandler, type ApiHandler, type ApiHandlerOptions } from '../../src/http/mount.ts';
import { tempDirMaker } from '../fixtures.ts';
import { BIRTH, call, partialPost, startTestServer, until, type TestServer } from './helpers.ts';

const PREFIX = '/astro';
const makeTempDir = tempDirMaker('vedic-mount-');
const PANCHANG_QUERY = 'date=2026-11-21&lat=23.18&lon=75.78';

let t: TestServer;
let secret: string;
let project: string;

/** A node:http server on 127.0.0.1:0 whose every request goes to `onRequest`. */
async function listen(onRequest: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ url: string; server: Server }> {
  const server = createServer(onRequest);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`, server };
}

async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The API mounted on the test server's storage and pool (the API closes neither), with a plain node:http host. */
async function mount(options: ApiHandlerOptions = {}): Promise<{ api: ApiHandler; url: string; close(): Promise<void> }> {
  const api = await createApiHandler({
    prefix: PREFIX,
    storage: t.storage,
    pool: t.server.services.pool,
    logSink: () => undefined,
    ...options,
  });
  const host = await listen((req, res) => api.handler(req, res));
  return {
    api,
    url: host.url,
    async close() {
      await api.close();
      await stop(host.server);
    },
  };
}

/** Credits of the test project committed this month, once the standalone server's charges are committed. */
async function usedCredits(): Promise<number> {
  await t.server.services.ledger.flush();
  const month = new Date().toISOString().slice(0, 7);
  return (t.storage.usage.get(['credits', project, month]) as { used: number } | undefined)?.used ?? 0;
}

before(async () => {
  t = await startTestServer({ planOverrides: { business: { requestsPerSecond: 10_000, concurrentRequests: 100 } } });
  ({ key: secret, project } = await t.key('live', 'business'));
});

after(async () => {
  await t.close();
});

test('under its prefix the mounted API answers as the standalone server, keys and credits included', async () => {
  const m = await mount();
  try {
    const standalone = await call(t.url, '/v1/kundli', { key: secret, body: { birth: BIRTH } });
    assert.equal(standalone.status, 200, standalone.text);
    const mounted = await call(m.url, `${PREFIX}/v1/kundli`, { key: secret, body: { birth: BIRTH } });
    assert.equal(mounted.status, 200, mounted.text);
    assert.deepEqual(mounted.json.data, standalone.json.data);
    assert.equal(mounted.json.meta.credits_charged, standalone.json.meta.credits_charged);
    assert.ok(mounted.headers.get('x-credits-remaining') !== null, 'the account headers of a keyed answer');

    const day = await call(m.url, `${PREFIX}/v1/panchang?${PANCHANG_QUERY}`, { key: secret });
    assert.equal(day.status, 200, day.text);
    assert.deepEqual(day.json.data, (await call(t.url, `/v1/panchang?${PANCHANG_QUERY}`, { key: secret })).json.data);

    const noKey = await call(m.url, `${PREFIX}/v1/kundli`, { body: { birth: BIRTH } });
    assert.equal(noKey.status, 401);
    assert.equal(noKey.json.error.type, 'unauthenticated');
    // doc_url points into the catalogue under the prefix.
    assert.equal(noKey.json.error.doc_url, `${PREFIX}/docs/errors#unauthenticated`);

    // The prefix itself is the API's `/`; HEAD as GET without a body.
    const root = await call(m.url, PREFIX);
    assert.equal(root.status, 200);
    assert.equal(root.json.links.docs, `${PREFIX}/docs`);
    const head = await fetch(`${m.url}${PREFIX}/healthz`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
    const docs = await call(m.url, `${PREFIX}/docs`);
    assert.match(docs.text, /src="\/astro\/docs\/swagger-ui-bundle\.js"/);
  } finally {
    await m.close();
  }
});

test('outside the prefix: 404 not_found on a plain server, next() under a host that passes it', async () => {
  const m = await mount();
  try {
    for (const path of ['/v1/kundli', '/astrology/v1/kundli', '/']) {
      const answer = await call(m.url, path, { key: secret, body: { birth: BIRTH } });
      assert.equal(answer.status, 404, path);
      assert.equal(answer.json.error.type, 'not_found', path);
    }
    const host = await listen((req, res) => m.api.handler(req, res, () => res.end('host')));
    try {
      assert.equal((await call(host.url, '/about')).text, 'host');
      assert.equal((await call(host.url, `${PREFIX}/healthz`)).json.status, 'ok');
    } finally {
      await stop(host.server);
    }
  } finally {
    await m.close();
  }
});

test("auth 'none': no key needed, nothing counted or charged, the same data", async () => {
  const m = await mount({ auth: 'none' });
  try {
    const standalone = await call(t.url, '/v1/kundli', { key: secret, body: { birth: BIRTH } });
    const before = await usedCredits();
    const mounted = await call(m.url, `${PREFIX}/v1/kundli`, { body: { birth: BIRTH } });
    assert.equal(mounted.status, 200, mounted.text);
    assert.deepEqual(mounted.json.data, standalone.json.data);
    assert.equal(mounted.json.meta.credits_charged, 0);
    assert.equal(mounted.json.meta.mode, 'live');
    for (const header of ['ratelimit-limit', 'x-credits-remaining', 'x-test-calls-remaining']) {
      assert.equal(mounted.headers.get(header), null, header);
    }
    // A key sent anyway is not read: not charged either.
    assert.equal((await call(m.url, `${PREFIX}/v1/kundli`, { key: secret, body: { birth: BIRTH } })).json.meta.credits_charged, 0);
    await m.api.services.ledger.flush();
    assert.equal(await usedCredits(), before);
    // Usage belongs to an account, which there is none of here.
    const usage = await call(m.url, `${PREFIX}/v1/usage`);
    assert.equal(usage.status, 400);
    assert.equal(usage.json.error.type, 'invalid_parameter');
  } finally {
    await m.close();
  }
});

test("in Express and Fastify, beside the host's own routes and body parsers", async () => {
  const api = await createApiHandler({
    prefix: PREFIX,
    storage: t.storage,
    pool: t.server.services.pool,
    logSink: () => undefined,
    auth: 'none',
  });
  const app = express();
  app.use(PREFIX, api.handler);
  app.use(express.json());
  app.post('/echo', (req, res) => res.json(req.body));
  const expressHost = await listen(app);
  const fastify = Fastify();
  fastify.addHook('onRequest', api.fastifyOnRequest);
  fastify.post('/echo', async (request) => request.body);
  const fastifyUrl = await fastify.listen({ port: 0, host: '127.0.0.1' });
  try {
    const standalone = await call(t.url, '/v1/kundli', { key: secret, body: { birth: BIRTH } });
    for (const url of [expressHost.url, fastifyUrl]) {
      const mounted = await call(url, `${PREFIX}/v1/kundli`, { body: { birth: BIRTH } });
      assert.equal(mounted.status, 200, `${url}: ${mounted.text}`);
      assert.deepEqual(mounted.json.data, standalone.json.data);
      assert.deepEqual((await call(url, '/echo', { body: { host: true } })).json, { host: true });
      const unknown = await call(url, `${PREFIX}/v1/nothing`);
      assert.equal(unknown.json.error.type, 'not_found', 'the API answers every path under its prefix');
      assert.equal((await call(url, '/nothing')).json?.error?.type, undefined, 'the host answers the others');
    }
  } finally {
    await api.close();
    await fastify.close();
    await stop(expressHost.server);
  }
});

test('a body read by a host body parser first is a 400 invalid_json, not a hang', async () => {
  const api = await createApiHandler({
    prefix: PREFIX,
    storage: t.storage,
    pool: t.server.services.pool,
    logSink: () => undefined,
    auth: 'none',
  });
  const app = express();
  app.use(express.json());
  app.use(PREFIX, api.handler);
  const host = await listen(app);
  try {
    const answer = await call(host.url, `${PREFIX}/v1/kundli`, { body: { birth: BIRTH } });
    assert.equal(answer.status, 400);
    assert.equal(answer.json.error.type, 'invalid_json');
    assert.match(answer.json.error.message, /body parser/);
  } finally {
    await api.close();
    await stop(host.server);
  }
});

test('close() is graceful: the request in flight is answered and charged, later ones answer 503', async () => {
  const m = await mount();
  try {
    const inFlight = await partialPost(m.url, `${PREFIX}/v1/kundli`, secret, JSON.stringify({ birth: BIRTH }));
    await until(() => m.api.inFlight() === 1);
    const before = await usedCredits();
    const closing = m.api.close();
    const refused = await call(m.url, `${PREFIX}/healthz`);
    assert.equal(refused.status, 503);
    assert.equal(refused.json.error.type, 'service_unavailable');
    const answer = await inFlight.finish();
    assert.match(answer, /^HTTP\/1\.1 200/);
    const charged = (JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { meta: { credits_charged: number } }).meta
      .credits_charged;
    assert.ok(charged > 0);
    await closing;
    assert.equal(m.api.inFlight(), 0);
    // close() committed the charge.
    assert.equal(await usedCredits(), before + charged);
  } finally {
    await m.close();
  }
});

test('a prefix must be a path', async () => {
  for (const prefix of ['astro', '/astro/', '/a?b']) {
    await assert.rejects(createApiHandler({ prefix }), /Expected a prefix such as \/astro/);
  }
});

test("with keys one process owns a data directory's credits; without keys processes may share it", async () => {
  const dataDir = makeTempDir();
  // The test runner's parent stands for another live process serving the directory with keys.
  writeFileSync(join(dataDir, 'charges.lock'), String(process.ppid));
  const options = { prefix: PREFIX, dataDir, pool: t.server.services.pool, logSink: () => undefined, lockWaitMs: 200 };
  await assert.rejects(createApiHandler(options), /one server per DATA_DIR but process \d+ holds/);
  const open = await createApiHandler({ ...options, auth: 'none' });
  await open.close();
});
