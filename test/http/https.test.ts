/**
 * HTTPS (TLS_CERT, TLS_KEY, TLS_CA): a certificate chain made here with
 * openssl (a root, an intermediate, a leaf for localhost), served on each
 * transport that loads; /healthz and an operation answered over TLS, the
 * intermediate sent from TLS_CA so that a client trusting only the root
 * accepts the server.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createEngine } from '../../src/engine/index.ts';
import { selectTransport } from '../../src/http/transport/select.ts';
import type { TransportName } from '../../src/http/transport/types.ts';
import { BIRTH, startTestServer } from './helpers.ts';

let dir: string;

function openssl(...args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
}

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'vedic-tls-test-'));
  writeFileSync(join(dir, 'ca.ext'), 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n');
  writeFileSync(join(dir, 'leaf.ext'), 'basicConstraints=CA:FALSE\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n');
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'root.key',
    '-out',
    'root.pem',
    '-days',
    '2',
    '-subj',
    '/CN=Test Root',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'inter.key', '-out', 'inter.csr', '-subj', '/CN=Test Intermediate');
  openssl(
    'x509',
    '-req',
    '-in',
    'inter.csr',
    '-CA',
    'root.pem',
    '-CAkey',
    'root.key',
    '-CAcreateserial',
    '-out',
    'inter.pem',
    '-days',
    '2',
    '-extfile',
    'ca.ext',
  );
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'leaf.key', '-out', 'leaf.csr', '-subj', '/CN=localhost');
  openssl(
    'x509',
    '-req',
    '-in',
    'leaf.csr',
    '-CA',
    'inter.pem',
    '-CAkey',
    'inter.key',
    '-CAcreateserial',
    '-out',
    'leaf.pem',
    '-days',
    '2',
    '-extfile',
    'leaf.ext',
  );
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** A request over TLS trusting only the test root; rejects when the server's chain does not verify. */
function tlsCall(
  url: string,
  path: string,
  init: { method?: string; key?: string; body?: unknown } = {},
): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const req = request(
      `${url}${path}`,
      {
        method: init.method ?? 'GET',
        ca: readFileSync(join(dir, 'root.pem')),
        headers: {
          ...(init.key === undefined ? {} : { authorization: `Bearer ${init.key}` }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A TLS handshake with the server offering only what `options` allow: its protocol and suite, or the handshake's error. */
function handshake(url: string, options: ConnectionOptions): Promise<{ protocol: string | null; cipher: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = tlsConnect(
      { host: '127.0.0.1', port: Number(port), servername: 'localhost', ca: readFileSync(join(dir, 'root.pem')), ...options },
      () => {
        resolve({ protocol: socket.getProtocol(), cipher: socket.getCipher().name });
        socket.end();
      },
    );
    socket.on('error', reject);
  });
}

const transports: TransportName[] = selectTransport('auto').transport.name === 'uws' ? ['uws', 'node'] : ['node'];

for (const transport of transports) {
  test(`HTTPS on ${transport}: /healthz and an operation answer; the chain from TLS_CA verifies against the root alone`, async () => {
    const tls = { certFile: join(dir, 'leaf.pem'), keyFile: join(dir, 'leaf.key'), caFile: join(dir, 'inter.pem') };
    const t = await startTestServer({ transport, tls });
    try {
      assert.equal(t.server.transport, transport);
      assert.match(t.url, /^https:\/\/localhost:\d+$/);
      const health = await tlsCall(t.url, '/healthz');
      assert.equal(health.status, 200);
      assert.equal(health.json.status, 'ok');
      const { key } = await t.key('live', 'starter');
      const positions = await tlsCall(t.url, '/v1/planets/positions', { method: 'POST', key, body: { birth: BIRTH } });
      assert.equal(positions.status, 200);
      // The transport changes nothing of the answer: the same data as the library computes in-process.
      assert.deepEqual(positions.json.data, (await createEngine().run('planetsPositions', { birth: BIRTH })).data);
      const conventions = await tlsCall(t.url, '/v1/meta/conventions');
      assert.equal(conventions.json.data.transport, transport);
      // Plain HTTP on the TLS port gets no API answer.
      await assert.rejects(fetch(t.url.replace('https:', 'http:') + '/healthz'));
    } finally {
      await t.close();
    }
  });

  test(`HTTPS on ${transport}: TLS 1.3, or TLS 1.2 with forward-secret AEAD suites only`, async () => {
    const t = await startTestServer({
      transport,
      tls: { certFile: join(dir, 'leaf.pem'), keyFile: join(dir, 'leaf.key'), caFile: join(dir, 'inter.pem') },
    });
    try {
      assert.equal((await handshake(t.url, {})).protocol, 'TLSv1.3');
      for (const cipher of ['ECDHE-RSA-AES128-GCM-SHA256', 'ECDHE-RSA-AES256-GCM-SHA384', 'ECDHE-RSA-CHACHA20-POLY1305']) {
        assert.deepEqual(await handshake(t.url, { maxVersion: 'TLSv1.2', ciphers: cipher }), { protocol: 'TLSv1.2', cipher });
      }
      // No forward secrecy (RSA key exchange), or no AEAD (CBC): refused.
      for (const cipher of ['AES128-GCM-SHA256', 'AES256-GCM-SHA384', 'AES128-SHA', 'ECDHE-RSA-AES128-SHA256', 'ECDHE-RSA-AES128-SHA']) {
        await assert.rejects(
          handshake(t.url, { maxVersion: 'TLSv1.2', ciphers: cipher }),
          /handshake failure|no shared cipher|alert/i,
          cipher,
        );
      }
    } finally {
      await t.close();
    }
  });

  test(`HTTPS on ${transport} without TLS_CA: a client trusting only the root refuses the leaf alone`, async () => {
    const t = await startTestServer({ transport, tls: { certFile: join(dir, 'leaf.pem'), keyFile: join(dir, 'leaf.key') } });
    try {
      await assert.rejects(tlsCall(t.url, '/healthz'), /issuer certificate|unable to (get|verify)/i);
    } finally {
      await t.close();
    }
  });
}
