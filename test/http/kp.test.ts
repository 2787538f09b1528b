/**
 * The KP chart and significators over a real server: shapes, meta, credits,
 * and the typed 400s for a polar latitude, an unknown or a non-KP ayanamsa
 * and an unknown birth time. Values are checked in test/unit/kp.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectErrorAnswer } from '../fixtures.ts';
import { BIRTH, useBusinessServer } from './helpers.ts';

const { post } = useBusinessServer();

test('POST /v1/kp/chart: 12 cusps, 9 planets with their lords and houses; KP-New, Placidus, mean node', async () => {
  const a = await post('/v1/kp/chart', { birth: BIRTH });
  assert.equal(a.status, 200, a.text);
  const d = a.json.data;
  assert.equal(d.cusps.length, 12);
  assert.equal(d.planets.length, 9);
  assert.deepEqual(
    d.cusps.map((c: { house: number }) => c.house),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  );
  assert.equal(d.ayanamsa.id, 'kp_new');
  // KP-New = Lahiri - 5'24"; Lahiri was 23°43' in August 1990.
  assert.ok(Math.abs(d.ayanamsa.degrees - (23 + 43 / 60 - 5.4 / 60)) < 1 / 60, String(d.ayanamsa.degrees));
  assert.equal(a.json.meta.ayanamsa, 'kp_new');
  assert.equal(a.json.meta.house_system, 'placidus');
  assert.equal(a.json.meta.node, 'mean');
  assert.equal(a.json.meta.credits_charged, 2);
  const withTrue = await post('/v1/kp/chart', { birth: BIRTH, options: { node: 'true' } });
  assert.equal(withTrue.json.meta.node, 'true');
});

test('POST /v1/kp/significators: four levels per planet and the matters', async () => {
  const a = await post('/v1/kp/significators', { birth: BIRTH });
  assert.equal(a.status, 200, a.text);
  assert.equal(a.json.data.planets.length, 9);
  const marriage = a.json.data.groups.find((g: { id: string }) => g.id === 'marriage');
  assert.deepEqual(marriage.houses, [2, 7, 11]);
  assert.equal(a.json.meta.credits_charged, 2);
});

test('a latitude inside the polar circle: 400 naming the latitude field, for both operations', async () => {
  for (const path of ['/v1/kp/chart', '/v1/kp/significators']) {
    const a = await post(path, { birth: { ...BIRTH, place: { latitude: 69.6492, longitude: 18.9553 }, timezone: 'Europe/Oslo' } });
    expectErrorAnswer(a, 400, 'invalid_parameter', 'birth.place.latitude');
    assert.match(a.json.error.message, /Placidus/);
  }
  const south = await post('/v1/kp/chart', { birth: { ...BIRTH, place: { latitude: -77.85, longitude: 166.67 }, timezone: '+12:00' } });
  expectErrorAnswer(south, 400, 'invalid_parameter', 'birth.place.latitude');
  // Just outside the polar circle Placidus still divides.
  const edge = await post('/v1/kp/chart', { birth: { ...BIRTH, place: { latitude: 66.0, longitude: 18.9553 }, timezone: 'Europe/Oslo' } });
  assert.equal(edge.status, 200, edge.text);
});

test('an unknown ayanamsa, a non-KP ayanamsa and an unknown time: typed 400s', async () => {
  expectErrorAnswer(
    await post('/v1/kp/chart', { birth: BIRTH, options: { ayanamsa: 'kp_old_guess' } }),
    400,
    'invalid_parameter',
    'options.ayanamsa',
  );
  const lahiri = await post('/v1/kp/chart', { birth: BIRTH, options: { ayanamsa: 'lahiri' } });
  expectErrorAnswer(lahiri, 400, 'invalid_parameter', 'options.ayanamsa');
  assert.match(lahiri.json.error.message, /KP-New/);
  const unknown = { date: '1990-08-15', time_accuracy: 'unknown', place: BIRTH.place, timezone: 'Asia/Kolkata' };
  expectErrorAnswer(await post('/v1/kp/significators', { birth: unknown }), 400, 'invalid_parameter', 'birth.time_accuracy');
});
