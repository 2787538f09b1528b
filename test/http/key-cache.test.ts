/**
 * The key cache (src/http/authenticate.ts): a key revoked with the keys CLI,
 * in another process, stops working within KEY_CACHE_TTL_MS; with the cache
 * off it stops at once.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { KEY_CACHE_TTL_MS } from '../../src/http/authenticate.ts';
import { expectErrorAnswer } from '../fixtures.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

const CLI = fileURLToPath(new URL('../../src/cli/keys.ts', import.meta.url));

function revokeWithCli(t: TestServer, id: string): void {
  const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, 'revoke', id], {
    env: { ...process.env, DATA_DIR: t.dataDir },
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  assert.equal(JSON.parse(r.stdout).id, id);
}

/** Milliseconds from now until the key is refused (polling every 10 ms), or Infinity after `limitMs`. */
async function msUntilRefused(t: TestServer, key: string, limitMs: number): Promise<number> {
  const startMs = Date.now();
  while (Date.now() - startMs <= limitMs) {
    const a = await call(t.url, '/v1/usage', { key });
    if (a.status === 401) {
      expectErrorAnswer(a, 401, 'unauthenticated');
      return Date.now() - startMs;
    }
    assert.equal(a.status, 200);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Number.POSITIVE_INFINITY;
}

test(`a key revoked by the keys CLI in another process is refused within KEY_CACHE_TTL_MS (${KEY_CACHE_TTL_MS} ms)`, async () => {
  const t = await startTestServer({ planOverrides: { free: { requestsPerSecond: 10_000 } } });
  try {
    const k = await t.key('test');
    // Cached now.
    assert.equal((await call(t.url, '/v1/usage', { key: k.key })).status, 200);
    revokeWithCli(t, k.id);
    // The revocation committed before the CLI exited, so this is at least the real delay.
    const ms = await msUntilRefused(t, k.key, KEY_CACHE_TTL_MS + 1000);
    assert.ok(ms <= KEY_CACHE_TTL_MS + 100, `refused after ${ms} ms`);
  } finally {
    await t.close();
  }
});

test('with keyCacheTtlMs 0 a revoked key is refused on the next request', async () => {
  const t = await startTestServer({ keyCacheTtlMs: 0, planOverrides: { free: { requestsPerSecond: 10_000 } } });
  try {
    const k = await t.key('live');
    assert.equal((await call(t.url, '/v1/usage', { key: k.key })).status, 200);
    revokeWithCli(t, k.id);
    expectErrorAnswer(await call(t.url, '/v1/usage', { key: k.key }), 401, 'unauthenticated');
  } finally {
    await t.close();
  }
});
