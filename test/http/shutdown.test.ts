/**
 * Graceful shutdown: stop accepting, finish the requests in flight, commit
 * their credits, close LMDB.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openStorage } from '../../src/storage/lmdb.ts';
import { startServer } from '../../src/http/server.ts';
import { KeyStore } from '../../src/storage/keys.ts';
import { BIRTH, partialPost, until } from './helpers.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

test('close() finishes requests in flight, refuses new connections and loses no charge', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vedic-shutdown-'));
  const setup = openStorage(dataDir);
  const created = await new KeyStore(setup).create({ kind: 'live', plan: 'starter' });
  await setup.close();

  // The server owns its storage and pool here, as `npm start` does; a long commit interval shows close() commits.
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, threads: 1, logSink: () => undefined, flushIntervalMs: 60_000 });
  const inFlight = await partialPost(server.url, '/v1/planets/positions', created.key, JSON.stringify({ birth: BIRTH }));
  await until(() => server.inFlight() === 1);
  const closing = server.close();
  await assert.rejects(fetch(`${server.url}/healthz`), 'no new connections');
  const answer = await inFlight.finish();
  assert.match(answer, /^HTTP\/1\.1 200/);
  await closing;

  const after = openStorage(dataDir);
  const month = new Date().toISOString().slice(0, 7);
  assert.equal((after.usage.get(['credits', created.project.id, month]) as { used: number }).used, 1);
  await after.close();
  rmSync(dataDir, { recursive: true, force: true });
});
