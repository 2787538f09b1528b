/**
 * Every answer carries the security headers (docs/platform.md, Security
 * headers): JSON, errors (before and after routing), images, NDJSON, the
 * static /docs files, redirects and empty answers, HEAD and preflight; HTML
 * (the /docs pages) under the docs' CSP, everything else under
 * `default-src 'none'`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_CSP, DOCS_CSP } from '../../src/http/security-headers.ts';
import { selectTransport } from '../../src/http/transport/select.ts';
import type { TransportName } from '../../src/http/transport/types.ts';
import { BIRTH, call, startTestServer, type TestServer } from './helpers.ts';

const transports: TransportName[] = selectTransport('auto').transport.name === 'uws' ? ['uws', 'node'] : ['node'];

function assertSecure(headers: Headers, csp: string, what: string): void {
  assert.equal(headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(headers.get('referrer-policy'), 'no-referrer', what);
  assert.equal(headers.get('x-frame-options'), 'DENY', what);
  assert.equal(headers.get('content-security-policy'), csp, what);
}

for (const transport of transports) {
  describe(`security headers on ${transport}`, () => {
    let t: TestServer;
    let key: string;
    before(async () => {
      t = await startTestServer({ transport });
      key = (await t.key('live', 'business')).key;
    });
    after(() => t.close());

    test('JSON answers, errors, images and NDJSON: nosniff, no-referrer, DENY and default-src none', async () => {
      const cases: [string, Promise<Response>, number][] = [
        [
          'JSON 200',
          fetch(`${t.url}/v1/planets/positions`, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body: JSON.stringify({ birth: BIRTH }),
          }),
          200,
        ],
        [
          'JSON 200 of a bulk operation',
          fetch(`${t.url}/v1/panchang/batch`, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body: JSON.stringify({ from: '2026-11-01', to: '2026-11-02', places: [{ lat: 28.6358, lon: 77.2245 }] }),
          }),
          200,
        ],
        [
          'NDJSON',
          fetch(`${t.url}/v1/panchang/range?from=2026-11-01&to=2026-11-02&lat=28.6358&lon=77.2245`, {
            headers: { authorization: `Bearer ${key}`, accept: 'application/x-ndjson' },
          }),
          200,
        ],
        [
          'SVG',
          fetch(`${t.url}/v1/charts/D1.svg`, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body: JSON.stringify({ birth: BIRTH }),
          }),
          200,
        ],
        ['401', fetch(`${t.url}/v1/usage`), 401],
        ['404', fetch(`${t.url}/no/such/path`), 404],
        ['405', fetch(`${t.url}/v1/planets/positions`, { method: 'DELETE' }), 405],
        [
          '400',
          fetch(`${t.url}/v1/planets/positions`, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body: '{"birth":',
          }),
          400,
        ],
        ['414', fetch(`${t.url}/v1/usage?q=${'x'.repeat(3000)}`), 414],
        ['healthz', fetch(`${t.url}/healthz`), 200],
        ['root index', fetch(`${t.url}/`), 200],
        ['redirect', fetch(`${t.url}/`, { headers: { accept: 'text/html' }, redirect: 'manual' }), 302],
        ['HEAD', fetch(`${t.url}/healthz`, { method: 'HEAD' }), 200],
        [
          'preflight',
          fetch(`${t.url}/v1/planets/positions`, {
            method: 'OPTIONS',
            headers: { origin: 'https://example.com', 'access-control-request-method': 'POST' },
          }),
          204,
        ],
        ['openapi.json', fetch(`${t.url}/v1/openapi.json`), 200],
        ['swagger-ui-bundle.js', fetch(`${t.url}/docs/swagger-ui-bundle.js`), 200],
        ['swagger-ui.css', fetch(`${t.url}/docs/swagger-ui.css`), 200],
        ['favicon', fetch(`${t.url}/docs/favicon-32x32.png`), 200],
      ];
      for (const [what, answer, status] of cases) {
        const res = await answer;
        await res.arrayBuffer();
        assert.equal(res.status, status, what);
        assertSecure(res.headers, API_CSP, what);
      }
    });

    test('the /docs pages: the docs CSP (this origin only, no inline script, no eval), framing refused', async () => {
      for (const path of ['/docs', '/docs/', '/docs/errors']) {
        const a = await call(t.url, path);
        assert.equal(a.status, 200, path);
        assert.match(a.headers.get('content-type') ?? '', /^text\/html/);
        assertSecure(a.headers, DOCS_CSP, path);
        // What the policy forbids, the pages do not use: no inline script, nothing from another origin.
        assert.doesNotMatch(a.text, /<script>|<script [^>]*>[^<]|src="https?:|href="https?:/, path);
      }
      assert.doesNotMatch(DOCS_CSP, /unsafe-eval|script-src[^;]*unsafe-inline|\*/);
    });
  });
}
