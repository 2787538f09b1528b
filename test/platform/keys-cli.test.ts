/**
 * The keys CLI (src/cli/keys.ts, run as `npm run keys`) and the server agree
 * on the store: the CLI writes under DATA_DIR (default ./data of the current
 * directory), says which store it used (stderr, and `data_dir` in the JSON of
 * create and revoke), and a key it makes in a server's DATA_DIR is accepted
 * by that server at once; revoked, it is refused.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { call, startTestServer, type TestServer } from '../http/helpers.ts';

const CLI = fileURLToPath(new URL('../../src/cli/keys.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');

function keys(args: string[], env: { DATA_DIR?: string }, cwd = process.cwd()) {
  const { DATA_DIR: _ignored, ...rest } = process.env;
  const r = spawnSync(process.execPath, ['--import', TSX, CLI, ...args], { cwd, env: { ...rest, ...env }, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

let t: TestServer;
before(async () => {
  // No key cache: the revocation is seen by the next request.
  t = await startTestServer({ keyCacheTtlMs: 0 });
});
after(() => t.close());

test("a key made with the server's DATA_DIR is accepted by it; the CLI names the store; revoked, it is refused", async () => {
  const created = keys(['create', '--kind', 'test'], { DATA_DIR: t.dataDir });
  assert.equal(created.status, 0, created.stderr);
  const lines = created.stdout.trim().split('\n');
  assert.equal(lines.length, 1, 'stdout is one JSON object');
  const out = JSON.parse(lines[0]!);
  assert.match(out.key, /^sk_test_/);
  assert.equal(out.data_dir, t.dataDir);
  assert.ok(created.stderr.includes(`using the store in ${t.dataDir} (from DATA_DIR)`), created.stderr);

  assert.equal((await call(t.url, '/v1/usage', { key: out.key })).status, 200);

  const listed = keys(['list'], { DATA_DIR: t.dataDir });
  assert.equal(listed.status, 0, listed.stderr);
  assert.deepEqual(
    JSON.parse(listed.stdout).map((k: { id: string }) => k.id),
    [out.id],
  );
  assert.ok(listed.stderr.includes(t.dataDir));

  const revoked = keys(['revoke', out.id], { DATA_DIR: t.dataDir });
  assert.equal(revoked.status, 0, revoked.stderr);
  assert.equal(JSON.parse(revoked.stdout).data_dir, t.dataDir);
  assert.equal((await call(t.url, '/v1/usage', { key: out.key })).status, 401);
});

test('without DATA_DIR the store is ./data of the current directory, and the CLI says so', () => {
  const cwd = realpathSync(mkdtempSync(join(tmpdir(), 'keys-cli-')));
  try {
    const created = keys(['create', '--kind', 'live', '--plan', 'starter'], {}, cwd);
    assert.equal(created.status, 0, created.stderr);
    assert.equal(JSON.parse(created.stdout).data_dir, join(cwd, 'data'));
    assert.ok(existsSync(join(cwd, 'data', 'api.lmdb')));
    assert.ok(created.stderr.includes('DATA_DIR is unset, so ./data'), created.stderr);
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
});
