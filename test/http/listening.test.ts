/** The start-up log line names a URL a browser on this machine can open, with /docs and the OpenAPI document. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listeningFields, localUrl } from '../../src/http/listening.ts';

test('every interface is named localhost; a given host is kept (IPv6 in brackets)', () => {
  assert.equal(localUrl('0.0.0.0', 8080), 'http://localhost:8080');
  assert.equal(localUrl('::', 8080), 'http://localhost:8080');
  assert.equal(localUrl('127.0.0.1', 9000), 'http://127.0.0.1:9000');
  assert.equal(localUrl('::1', 9000), 'http://[::1]:9000');
  assert.deepEqual(listeningFields('0.0.0.0', 8080), {
    url: 'http://localhost:8080',
    docs: 'http://localhost:8080/docs',
    openapi: 'http://localhost:8080/v1/openapi.json',
    host: '0.0.0.0',
    port: 8080,
  });
});
