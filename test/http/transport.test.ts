/**
 * Which HTTP layer serves (src/http/transport/select.ts): TRANSPORT and the
 * TLS variables read strictly, node:http when forced, uWS when its binary
 * loads for this Node, and the choice reported by the server and by
 * GET /v1/meta/conventions.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { selectTransport, tlsFromEnv, transportChoiceFromEnv } from '../../src/http/transport/select.ts';
import { loadUwsTransport, UWS_BUILDS, uwsBinaryPath } from '../../src/http/transport/uws.ts';
import { IDLE_TIMEOUT_MS } from '../../src/http/transport/node.ts';
import { call, startTestServer } from './helpers.ts';
import { openSocket } from './raw-http.ts';

test('TRANSPORT: auto when unset or empty, uws or node as given, anything else refused by name', () => {
  assert.equal(transportChoiceFromEnv({}), 'auto');
  assert.equal(transportChoiceFromEnv({ TRANSPORT: '' }), 'auto');
  assert.equal(transportChoiceFromEnv({ TRANSPORT: 'node' }), 'node');
  assert.equal(transportChoiceFromEnv({ TRANSPORT: 'uws' }), 'uws');
  assert.throws(() => transportChoiceFromEnv({ TRANSPORT: 'express' }), /Expected auto, uws or node for TRANSPORT but received "express"/);
});

/** Whether a module loads here, found apart from the transport code: the binary's file must exist and load. */
function loads(specifier: string): boolean {
  const require = createRequire(import.meta.url);
  try {
    if (!existsSync(require.resolve(specifier))) return false;
    require(specifier);
    return true;
  } catch {
    return false;
  }
}

test('auto picks uWS exactly when one of its builds loads for this Node ABI and libc; node forces node:http', () => {
  const anyLoads = loads(uwsBinaryPath()) || loads('@btc-vision/uwebsockets.js');
  const auto = selectTransport('auto');
  assert.equal(auto.transport.name, anyLoads ? 'uws' : 'node', auto.reason);
  if (auto.transport.name === 'node') {
    // The reason is one readable clause naming the Node version and ABI; TRANSPORT=uws names each build tried,
    // with its own load error.
    assert.match(auto.reason, new RegExp(`^no uWebSockets.js binary for Node ${process.version} \\(ABI ${process.versions.modules}\\)`));
    assert.throws(
      () => selectTransport('uws'),
      (e: Error) => UWS_BUILDS.every((build) => e.message.includes(`${build.name}: `)),
    );
  } else assert.match(auto.reason, /binary of @(trufflesuite|btc-vision)\//);
  assert.equal(selectTransport('node').transport.name, 'node');
  if (auto.transport.name === 'node') assert.throws(() => selectTransport('uws'), /Expected uWebSockets.js for TRANSPORT=uws/);
});

test('the uWS builds are tried in order: the first that loads serves, a build that does not load is passed over with its reason', () => {
  const missing = { name: 'missing-uws-build', module: () => 'missing-uws-build-package' };
  const none = loadUwsTransport([missing]);
  assert.ok('unavailable' in none);
  assert.match(none.unavailable, /missing-uws-build: .*Cannot find module 'missing-uws-build-package'/);
  const truffle = UWS_BUILDS[0]!;
  const second = loadUwsTransport([missing, truffle]);
  if (loads(uwsBinaryPath())) assert.ok('name' in second && second.build === truffle.name);
  else
    assert.ok(
      'unavailable' in second && second.unavailable.includes('missing-uws-build: ') && second.unavailable.includes(`${truffle.name}: `),
    );
});

test('TLS_CERT and TLS_KEY go together; TLS_CA only with them', () => {
  assert.equal(tlsFromEnv({}), undefined);
  assert.deepEqual(tlsFromEnv({ TLS_CERT: 'c.pem', TLS_KEY: 'k.pem' }), { certFile: 'c.pem', keyFile: 'k.pem' });
  assert.deepEqual(tlsFromEnv({ TLS_CERT: 'c.pem', TLS_KEY: 'k.pem', TLS_CA: 'ca.pem' }), {
    certFile: 'c.pem',
    keyFile: 'k.pem',
    caFile: 'ca.pem',
  });
  assert.throws(() => tlsFromEnv({ TLS_CERT: 'c.pem' }), /Expected both TLS_CERT and TLS_KEY for HTTPS but received only TLS_CERT/);
  assert.throws(() => tlsFromEnv({ TLS_KEY: 'k.pem' }), /received only TLS_KEY/);
  assert.throws(() => tlsFromEnv({ TLS_CA: 'ca.pem' }), /received TLS_CA alone/);
});

for (const choice of ['node', 'auto'] as const) {
  test(`a server with transport ${choice} says which runs, in conventions too`, async () => {
    const t = await startTestServer({ transport: choice });
    try {
      const expected = choice === 'node' ? 'node' : selectTransport('auto').transport.name;
      assert.equal(t.server.transport, expected);
      const conventions = await call(t.url, '/v1/meta/conventions');
      assert.equal(conventions.status, 200);
      assert.equal(conventions.json.data.transport, expected);
    } finally {
      await t.close();
    }
  });
}

test('node:http closes a slow head (408), a body that stops arriving and an idle keep-alive connection after 10 s', async () => {
  const t = await startTestServer({ transport: 'node' });
  try {
    const { key } = await t.key('live', 'starter');
    const timeToClose = async (text: string): Promise<{ ms: number; statusLine: string }> => {
      const socket = await openSocket(t.url);
      const start = Date.now();
      let data = '';
      socket.on('data', (d: Buffer) => {
        data += d.toString('latin1');
      });
      socket.on('error', () => {});
      socket.write(text);
      await new Promise((r) => socket.on('close', r));
      return { ms: Date.now() - start, statusLine: data.split('\r\n')[0]! };
    };
    const [head, body, idle] = await Promise.all([
      timeToClose('GET /healthz HTTP/1.1\r\nHost: x\r\n'),
      timeToClose(
        `POST /v1/planets/positions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"bi',
      ),
      timeToClose('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'),
    ]);
    assert.equal(head.statusLine, 'HTTP/1.1 408 Request Timeout');
    assert.equal(body.statusLine, '', 'no answer to a body that stopped');
    assert.equal(idle.statusLine, 'HTTP/1.1 200 OK');
    for (const [what, r] of [
      ['head', head],
      ['body', body],
      ['idle', idle],
    ] as const) {
      // Head checks run every 2 s; the keep-alive timer allows node's own second of grace.
      assert.ok(r.ms >= IDLE_TIMEOUT_MS - 100 && r.ms <= IDLE_TIMEOUT_MS + 3000, `${what} closed after ${r.ms} ms`);
    }
  } finally {
    await t.close();
  }
});
