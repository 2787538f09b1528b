/**
 * The nginx example of docs/deploy.md ("Two nodes behind nginx"), read out
 * of the document so that the two cannot drift, run through Debian's nginx
 * in front of a test server on each transport: /healthz, a keyed
 * POST /v1/kundli and a keyed GET answer through it. nginx runs as this
 * user's own process (no daemon, no master, a temporary prefix); where no
 * nginx binary is found the tests are skipped with the reason.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { selectTransport } from '../../src/http/transport/select.ts';
import { CASES } from '../operation-cases.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', '/usr/bin/nginx'];
const nginxBinary = NGINX_CANDIDATES.find((p) => existsSync(p));
const skip = nginxBinary === undefined ? `no nginx binary (looked in ${NGINX_CANDIDATES.join(', ')}); apt-get install nginx-light` : false;
if (skip !== false) console.log(`# nginx.test.ts skipped: ${skip}`);

/** A request through nginx that the upstream drops would wait for uWS's 10 s idle timeout: give up well before. */
const THROUGH_NGINX_TIMEOUT_MS = 5000;
/** A computation's first call warms the pool and the ephemeris: seconds on a loaded machine. */
const COMPUTATION_TIMEOUT_MS = 60_000;

/** The ```nginx block of the section "Two nodes behind nginx" of docs/deploy.md. */
export function deployNginxBlock(): string {
  const doc = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('## Two nodes behind nginx'));
  const block = /```nginx\n([\s\S]*?)```/.exec(section)?.[1];
  assert.ok(block !== undefined, 'docs/deploy.md has an nginx block under "Two nodes behind nginx"');
  return block;
}

/** The block with its nodes replaced by the local server and its TLS listener by a plain one on `listenPort`. */
function localConfig(block: string, upstreamPort: number, listenPort: number, prefix: string): string {
  const servers = block.match(/^\s*server \d+\.\d+\.\d+\.\d+:\d+/gm) ?? [];
  assert.ok(servers.length >= 1, 'the upstream lists its nodes');
  assert.match(block, /listen 443 ssl;/);
  const local = block
    .replace(/(^\s*server )\d+\.\d+\.\d+\.\d+:\d+/gm, `$1127.0.0.1:${upstreamPort}`)
    .replace('listen 443 ssl;', `listen 127.0.0.1:${listenPort};`);
  const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`;
  return `daemon off;
master_process off;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events {}
http {
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
${local}
}
`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

async function waitForPort(port: number, ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > end) throw new Error(`Expected nginx to listen on ${port} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

for (const choice of ['node', 'auto'] as const) {
  const name = choice === 'node' ? 'node' : selectTransport('auto').transport.name;
  describe(`docs/deploy.md's nginx in front of transport ${name}`, { skip }, () => {
    let t: TestServer;
    let nginx: ChildProcess;
    let prefix: string;
    let url: string;
    let key: string;
    before(async () => {
      t = await startTestServer({ transport: choice });
      key = (await t.key('live', 'starter')).key;
      prefix = mkdtempSync(join(tmpdir(), 'vedic-nginx-'));
      for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
      const listenPort = await freePort();
      const conf = join(prefix, 'nginx.conf');
      writeFileSync(conf, localConfig(deployNginxBlock(), t.server.port, listenPort, prefix));
      nginx = spawn(nginxBinary!, ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      nginx.stderr!.on('data', (d: Buffer) => {
        stderr += d.toString();
      });
      try {
        await waitForPort(listenPort, 5000);
      } catch (error) {
        throw new Error(`${(error as Error).message}: ${stderr}`);
      }
      url = `http://127.0.0.1:${listenPort}`;
    });
    after(async () => {
      if (nginx !== undefined && nginx.exitCode === null) {
        const exited = new Promise((r) => nginx.once('exit', r));
        nginx.kill('SIGTERM');
        await exited;
      }
      if (prefix !== undefined) rmSync(prefix, { recursive: true, force: true });
      await t?.close();
    });

    const through = (path: string, init: Parameters<typeof call>[2] = {}, timeoutMs = THROUGH_NGINX_TIMEOUT_MS) => {
      let timer: NodeJS.Timeout | undefined;
      return Promise.race([
        call(url, path, init),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`Expected an answer to ${path} through nginx within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]).finally(() => clearTimeout(timer));
    };

    test('GET /healthz is answered by the node, not a 502', async () => {
      const answer = await through('/healthz');
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.json.status, 'ok');
    });

    test('a keyed POST /v1/kundli and a keyed GET /v1/panchang are answered through it, twice on kept-alive upstream connections', async () => {
      const [kundliPath, kundliBody] = CASES.kundli![0]!;
      const [panchangPath, panchangQuery] = CASES.panchang![0]!;
      for (let round = 0; round < 2; round += 1) {
        const kundli = await through(kundliPath, { key, body: kundliBody }, COMPUTATION_TIMEOUT_MS);
        assert.equal(kundli.status, 200, kundli.text);
        assert.equal(typeof kundli.json.data, 'object');
        const query = new URLSearchParams(panchangQuery as Record<string, string>);
        const panchang = await through(`${panchangPath}?${query}`, { key }, COMPUTATION_TIMEOUT_MS);
        assert.equal(panchang.status, 200, panchang.text);
        assert.equal(typeof panchang.json.data, 'object');
      }
      const keyless = await through(kundliPath, { body: kundliBody });
      assert.equal(keyless.status, 401);
      assert.equal(keyless.json.error.type, 'unauthenticated');
    });
  });
}
