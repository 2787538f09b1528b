/**
 * GET /readyz (ready only once the places index and the pool are up; 503
 * while draining) and GET /metrics (Prometheus text, only with a token and
 * only to it), on both transports. The counts are checked against the
 * requests this test makes.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setPlacesIndex } from '../../src/http/places-index.ts';
import { selectTransport } from '../../src/http/transport/select.ts';
import type { TransportName } from '../../src/http/transport/types.ts';
import { call, ONE_PLACE_INDEX, startTestServer } from './helpers.ts';

const transports: TransportName[] = selectTransport('auto').transport.name === 'uws' ? ['uws', 'node'] : ['node'];
const TOKEN = 'metrics-token-for-tests';

/** The value of a sample line `name{labels} value` (labels as written by prom-client, in order). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

for (const transport of transports) {
  test(`${transport}: /readyz waits for the places index; /healthz is liveness; no /metrics without a token`, async () => {
    const t = await startTestServer({ transport, metricsToken: '' });
    try {
      // A fresh data directory has no places index.
      const notReady = await call(t.url, '/readyz');
      assert.equal(notReady.status, 503);
      assert.deepEqual(notReady.json, { status: 'not_ready', places_index: false, pool: true, accepting: true });
      assert.equal((await call(t.url, '/healthz')).status, 200);
      setPlacesIndex(ONE_PLACE_INDEX);
      const ready = await call(t.url, '/readyz');
      assert.equal(ready.status, 200);
      assert.equal(ready.json.status, 'ready');
      assert.equal((await call(t.url, '/metrics')).status, 404);
    } finally {
      setPlacesIndex(undefined);
      await t.close();
    }
  });

  test(`${transport}: /metrics with its token counts requests, latency, credits, the pool and the places index`, async () => {
    setPlacesIndex(ONE_PLACE_INDEX);
    const t = await startTestServer({ transport, metricsToken: TOKEN });
    try {
      const { key } = await t.key('live', 'starter');
      const body = { name: 'Maya Devi', date_of_birth: '1990-08-15' };
      for (let i = 0; i < 3; i++) assert.equal((await call(t.url, '/v1/numerology/core', { key, body })).status, 200);
      assert.equal((await call(t.url, '/v1/numerology/core', { key, body: { name: '' } })).status, 400);

      assert.equal((await call(t.url, '/metrics')).status, 401);
      assert.equal((await call(t.url, '/metrics', { key: 'wrong' })).status, 401);
      const m = await call(t.url, '/metrics', { key: TOKEN });
      assert.equal(m.status, 200);
      assert.match(m.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
      const text = m.text;
      assert.equal(sample(text, 'vedic_http_requests_total{operation="numerologyCore",status="200"}'), 3);
      assert.equal(sample(text, 'vedic_http_requests_total{operation="numerologyCore",status="400"}'), 1);
      assert.equal(sample(text, 'vedic_http_request_duration_seconds_count{operation="numerologyCore"}'), 4);
      assert.equal(sample(text, 'vedic_credits_charged_total{operation="numerologyCore"}'), 3);
      assert.equal(sample(text, 'vedic_places_index_places'), 1);
      assert.equal(sample(text, 'vedic_pool_threads'), 1);
      assert.equal(sample(text, 'vedic_pool_queue_depth'), 0);
      assert.equal(sample(text, `vedic_http_threads{transport="${transport}"}`), 1);
      assert.equal(sample(text, 'vedic_http_requests_in_flight'), 1, 'the scrape itself');
      assert.equal(sample(text, 'vedic_streaming_answers'), 0);
      assert.ok((sample(text, 'vedic_charge_journal_write_seconds_count') ?? 0) >= 1, 'charged calls wrote the journal');
      assert.ok((sample(text, 'process_resident_memory_bytes') ?? 0) > 0);
    } finally {
      setPlacesIndex(undefined);
      await t.close();
    }
  });
}
