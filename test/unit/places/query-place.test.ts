/**
 * The `place` text parameter of the place-and-day GET operations (panchang
 * hora here; every operation spreading QueryPlaceFields takes it): the place
 * used, echoed in meta.place_used, and the 422s and 400s of a Birth's
 * place.query, on `place`. Ujjain (gn:1253914) and the Springfields are
 * GeoNames records in cities500.txt (see resolve.test.ts).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine, type Engine } from '../../../src/engine/index.ts';
import { expectApiError } from '../../fixtures.ts';
import { openTestPlaces, type TestPlaces } from './fixture.ts';

let places: TestPlaces;
let engine: Engine;
before(async () => {
  places = await openTestPlaces();
  engine = createEngine({ places: places.index });
});
after(() => places.close());

const day = { date: '2026-11-27' };

test('a place name is resolved, used and echoed in meta.place_used', async () => {
  const byText = await engine.run('panchangHora', { ...day, place: 'Ujjain, MP' });
  const byId = await engine.run('panchangHora', { ...day, place_id: 'gn:1253914' });
  const used = byText.meta.place_used as Record<string, unknown>;
  assert.equal(used.place_id, 'gn:1253914');
  assert.equal(used.query, 'Ujjain, MP');
  assert.deepEqual(byText.data, byId.data, 'the same place as its place_id');
  assert.equal((byId.meta.place_used as Record<string, unknown>).query, undefined);
});

test('a vague name is 422 place_ambiguous on `place`, with candidates; an unknown one 422 place_not_found', async () => {
  await expectApiError(engine.run('panchangHora', { ...day, place: 'Springfield' }), { code: 'place_ambiguous', param: 'place' });
  await expectApiError(engine.run('panchangHora', { ...day, place: 'Qqqqzzzz' }), { code: 'place_not_found', param: 'place' });
  await assert.rejects(engine.run('panchangHora', { ...day, place: 'Springfield' }), (e: { details?: { candidates?: unknown[] } }) => {
    assert.ok((e.details?.candidates?.length ?? 0) >= 2);
    return true;
  });
});

test('one place form only: place with lat/lon or place_id is 400', async () => {
  await expectApiError(engine.run('panchangHora', { ...day, place: 'Ujjain', lat: 23.18, lon: 75.78 }), {
    code: 'invalid_parameter',
    param: 'place',
  });
  await expectApiError(engine.run('panchangHora', { ...day, place: 'Ujjain', place_id: 'gn:1253914' }), {
    code: 'invalid_parameter',
    param: 'place',
  });
});

test('without a places index, a place name is a typed 503 naming the fix, never a 500', async () => {
  await expectApiError(createEngine().run('panchangHora', { ...day, place: 'Ujjain' }), {
    code: 'service_unavailable',
    message: /build:places/,
  });
});

test('coordinates far from any settlement or in a nautical zone are warned about, naming the nearest place', async () => {
  // Ujjain (23.18239 N, 75.77643 E) with latitude and longitude swapped: the Barents Sea, Etc/GMT-2.
  const swapped = await engine.run('panchangHora', { date: '2026-03-21', lat: 75.77643, lon: 23.18239 });
  const w = swapped.warnings.find((x) => x.code === 'place_remote');
  assert.ok(w, 'place_remote warning');
  assert.deepEqual(w.fields, ['lat', 'lon']);
  assert.match(w.message, /Etc\/GMT-2/);
  assert.match(w.message, /nearest settlement is .+, \d+ km away/);
  const ujjain = await engine.run('panchangHora', { ...day, lat: 23.18239, lon: 75.77643 });
  assert.equal(
    ujjain.warnings.find((x) => x.code === 'place_remote'),
    undefined,
  );
  // A Birth with coordinates: the same warning on its latitude and longitude.
  const birth = { date: '1990-05-15', time: '14:30', place: { latitude: 75.77643, longitude: 23.18239 } };
  const chart = await engine.run('kundli', { birth });
  assert.deepEqual(chart.warnings.find((x) => x.code === 'place_remote')?.fields, ['birth.place.latitude', 'birth.place.longitude']);
});

test('GET /v1/transits takes `place` too: its zone gives the local days and times, as its place_id does', async () => {
  const query = { from: '2026-11-20', to: '2026-11-30', planets: 'rahu', types: 'ingress' };
  const byText = await engine.run('transits', { ...query, place: 'Ujjain, MP' });
  const byId = await engine.run('transits', { ...query, place_id: 'gn:1253914' });
  assert.deepEqual(byText.data, byId.data);
  assert.match(byText.data.events[0]!.local!, /\+05:30$/);
  assert.equal((byText.meta.place_used as Record<string, unknown>).query, 'Ujjain, MP');
  await expectApiError(engine.run('transits', { ...query, place: 'Ujjain, MP', timezone: 'UTC' }), {
    code: 'invalid_parameter',
    param: 'timezone',
  });
});

test('a polar day at a place given by name points at `place`', async () => {
  await expectApiError(engine.run('panchangRange', { from: '2026-12-20', to: '2026-12-21', place: 'Longyearbyen' }), {
    code: 'invalid_parameter',
    param: 'place',
  });
});
