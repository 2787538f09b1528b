/**
 * POST operations answered whole on a pool thread (src/workers/request-task.ts):
 * the pool threads open the server's own places index (src/http/pool-places.ts),
 * so a birth named by text, one given as remote coordinates (the nearest
 * settlement in the place_remote warning) and an unknown place answer as the
 * HTTP thread answers them with the same index (setPlacesIndex keeps the
 * request there). The places are the GeoNames subset of
 * test/unit/places/fixture.ts, built into the server's store.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { setPlacesIndex } from '../../src/http/places-index.ts';
import { KeyStore } from '../../src/storage/keys.ts';
import { openTestPlaces, type TestPlaces } from '../unit/places/fixture.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let places: TestPlaces;
let t: TestServer;
let key: string;

before(async () => {
  places = await openTestPlaces();
  t = await startTestServer({ storage: places.storage });
  key = (await new KeyStore(places.storage).create({ kind: 'live', plan: 'business' })).key;
});
after(async () => {
  setPlacesIndex(undefined);
  await t.server.close();
  await places.close();
});

async function post(path: string, body: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // The request id and the credits left differ from one request to the next.
  return { status: res.status, text: (await res.text()).replace(/"request_id":"[^"]*"/g, '"request_id":"-"') };
}

const REQUESTS: [string, unknown][] = [
  ['/v1/kundli', { birth: { date: '1990-08-15', time: '06:00', place: { query: 'Ujjain' } } }],
  // The South Pacific, more than 100 km from any settlement: place_remote names the nearest one from the index.
  ['/v1/kundli', { birth: { date: '1990-08-15', time: '06:00', place: { latitude: -40, longitude: -120 }, timezone: '-08:00' } }],
  ['/v1/kundli/birth-details', { birth: { date: '1985-01-26', time: '23:10', place: { query: 'Varanasi' } }, options: { lang: 'hi' } }],
  ['/v1/kundli', { birth: { date: '1990-08-15', time: '06:00', place: { query: 'Nowhere At All Town' } } }],
];

test('answers from the pool threads with the store index are those of the HTTP thread with the same index', async () => {
  setPlacesIndex(undefined);
  const onPool = [];
  for (const [path, body] of REQUESTS) onPool.push(await post(path, body));
  setPlacesIndex(places.index);
  const onHttpThread = [];
  for (const [path, body] of REQUESTS) onHttpThread.push(await post(path, body));
  setPlacesIndex(undefined);
  assert.deepEqual(onPool, onHttpThread);
  assert.deepEqual(
    onPool.slice(0, 3).map((a) => a.status),
    [200, 200, 200],
  );
  // An unknown place is an error answer with its type, from the pool as from the HTTP thread (compared above).
  assert.ok(onPool[3]!.status >= 400 && JSON.parse(onPool[3]!.text).error.type !== 'internal_error', onPool[3]!.text);
  // The index was read on the pool: the place named, and the nearest settlement of the remote point.
  assert.equal(JSON.parse(onPool[0]!.text).meta.place_used.name, 'Ujjain');
  const remote = JSON.parse(onPool[1]!.text).warnings.find((w: { code: string }) => w.code === 'place_remote');
  assert.ok(remote !== undefined && /km/.test(remote.message), onPool[1]!.text.slice(-600));
});
