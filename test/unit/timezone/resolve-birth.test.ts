/**
 * The shared Birth resolver: place forms, time-zone forms, historical offsets
 * and clock-change warnings. Offsets from the tz source (eggert/tz `asia`,
 * `northamerica`; see offsets.test.ts); places from GeoNames
 * (Ujjain https://www.geonames.org/1253914, Chennai https://www.geonames.org/1264527).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ErrorCode } from '../../../src/core/errors.ts';
import { jdUtFromDate } from '../../../src/time/instant.ts';
import type { Birth as BirthInput } from '../../../src/operations/schemas.ts';
import { resolveBirth } from '../../../src/operations/shared/birth-resolution.ts';
import { expectApiError } from '../../fixtures.ts';
import { openTestPlaces, type TestPlaces } from '../places/fixture.ts';

let places: TestPlaces;
before(async () => {
  places = await openTestPlaces();
});
after(() => places.close());

const resolve = (birth: BirthInput, param?: string) => resolveBirth(birth, { places: places.index, ...(param ? { param } : {}) });
const jd = (iso: string) => jdUtFromDate(new Date(iso));

const rejects = (birth: BirthInput, code: ErrorCode, param: string) => expectApiError(() => resolve(birth), { code, param });

test('coordinates as given, zone and offset at the birth moment (India war time)', async () => {
  const r = await resolve({ date: '1943-06-01', time: '10:00', place: { latitude: 23.18239, longitude: 75.77643 } });
  assert.deepEqual(r.timezoneUsed, { name: 'Asia/Kolkata', utc_offset: '+06:30', source: 'auto' });
  assert.equal(r.moment.utcOffsetMinutes, 390);
  assert.equal(r.moment.jdUt, jd('1943-06-01T03:30:00Z'));
  assert.equal(r.moment.latitudeDeg, 23.18239);
  assert.equal(r.localDateTime, '1943-06-01T10:00:00+06:30');
  assert.deepEqual(r.warnings, []);
});

test('place_id: coordinates and zone of the GeoNames place; Madras time keeps its seconds', async () => {
  const r = await resolve({ date: '1890-06-01', time: '10:00', place: { place_id: 'gn:1264527' } });
  assert.equal(r.place?.name, 'Chennai');
  assert.deepEqual(r.timezoneUsed, { name: 'Asia/Kolkata', utc_offset: '+05:21:10', source: 'auto' });
  assert.equal(r.moment.jdUt, jd('1890-06-01T04:38:50Z'));
  assert.ok(Math.abs(r.moment.utcOffsetMinutes - (5 * 60 + 21 + 10 / 60)) < 1e-9);
  await rejects({ date: '2000-01-01', time: '10:00', place: { place_id: 'gn:999999999' } }, 'not_found', 'birth.place.place_id');
});

test('free text: one or a dominant match resolves, comparable places are ambiguous, nothing is not found', async () => {
  const r = await resolve({ date: '2000-01-01', time: '06:00', place: { query: 'Ujjain' } });
  assert.equal(r.place?.place_id, 'gn:1253914');
  assert.equal(r.timezoneUsed.utc_offset, '+05:30');
  // GeoNames: Ujjain 1253914 at 23.18239 N 75.77643 E in Madhya Pradesh; Delhi 1273294 (PPLA, the most populous Delhi).
  assert.deepEqual(r.placeUsed, {
    query: 'Ujjain',
    place_id: 'gn:1253914',
    name: 'Ujjain',
    admin1: 'Madhya Pradesh',
    country: 'India',
    country_code: 'IN',
    latitude: 23.18239,
    longitude: 75.77643,
  });
  const delhi = await resolve({ date: '2000-01-01', time: '06:00', place: { query: 'Delhi' } });
  assert.equal(delhi.placeUsed.place_id, 'gn:1273294');
  const e = await rejects({ date: '2000-01-01', time: '06:00', place: { query: 'Springfield' } }, 'place_ambiguous', 'birth.place.query');
  const candidates = e.details?.candidates as { place_id: string; population?: number }[];
  assert.ok(candidates.length >= 2 && candidates.length <= 10);
  await rejects({ date: '2000-01-01', time: '06:00', place: { query: 'Qqxzzv' } }, 'place_not_found', 'birth.place.query');
});

test('coordinates are used as given, never named', async () => {
  const r = await resolve({ date: '2000-01-01', time: '06:00', place: { latitude: 23.1765, longitude: 75.7885 } });
  assert.deepEqual(r.placeUsed, {
    place_id: null,
    name: null,
    admin1: null,
    country: null,
    country_code: null,
    latitude: 23.1765,
    longitude: 75.7885,
  });
  assert.equal(r.place, undefined);
});

test('timezone forms: IANA name, fixed offset, bad text', async () => {
  const place = { latitude: 23.18239, longitude: 75.77643 };
  const iana = await resolve({ date: '2026-01-15', time: '12:00', place, timezone: 'Asia/Kathmandu' });
  assert.deepEqual(iana.timezoneUsed, { name: 'Asia/Kathmandu', utc_offset: '+05:45', source: 'request' });
  const fixed = await resolve({ date: '1943-06-01', time: '10:00', place, timezone: '+05:30' });
  assert.deepEqual(fixed.timezoneUsed, { name: '+05:30', utc_offset: '+05:30', source: 'request' });
  assert.equal(fixed.moment.jdUt, jd('1943-06-01T04:30:00Z'));
  await rejects({ date: '2026-01-15', time: '12:00', place, timezone: 'Mars/Base' }, 'invalid_parameter', 'birth.timezone');
});

test('a time in a DST gap moves forward with a warning; one in an overlap takes the first occurrence', async () => {
  const nyc = { latitude: 40.7128, longitude: -74.006 };
  const gap = await resolve({ date: '2026-03-08', time: '02:30', place: nyc });
  assert.equal(gap.localDateTime, '2026-03-08T03:30:00-04:00');
  assert.equal(gap.moment.jdUt, jd('2026-03-08T07:30:00Z'));
  assert.deepEqual(
    gap.warnings.map((w) => [w.code, w.fields]),
    [['local_time_skipped', ['birth.time']]],
  );
  const overlap = await resolve({ date: '2026-11-01', time: '01:30', place: nyc }, 'person_a');
  assert.equal(overlap.moment.jdUt, jd('2026-11-01T05:30:00Z'));
  assert.equal(overlap.timezoneUsed.utc_offset, '-04:00');
  assert.deepEqual(
    overlap.warnings.map((w) => [w.code, w.fields]),
    [['local_time_repeated', ['person_a.time']]],
  );
});

test('ocean coordinates use the nautical zone', async () => {
  const r = await resolve({ date: '2026-06-01', time: '12:00', place: { latitude: 0, longitude: -30 } });
  assert.deepEqual(r.timezoneUsed, { name: 'Etc/GMT+2', utc_offset: '-02:00', source: 'auto' });
  assert.equal(r.moment.jdUt, jd('2026-06-01T14:00:00Z'));
});

test('time rules: required unless unknown; unknown uses local noon; dates 1800-01-01 to 2399-12-31', async () => {
  const place = { latitude: 23.18239, longitude: 75.77643 };
  await rejects({ date: '2000-01-01', place }, 'invalid_parameter', 'birth.time');
  const noon = await resolve({ date: '2000-01-01', time_accuracy: 'unknown', place });
  assert.equal(noon.moment.jdUt, jd('2000-01-01T06:30:00Z'));
  assert.equal(noon.moment.timeAccuracy, 'unknown');
  await rejects({ date: '1700-01-01', time: '10:00', place }, 'invalid_parameter', 'birth.date');
  await rejects({ date: '1799-12-31', time: '23:59', place }, 'invalid_parameter', 'birth.date');
  await rejects({ date: '2400-01-01', time: '00:00', place }, 'invalid_parameter', 'birth.date');
  // 00:00 at Ujjain (+05:30 standard time, local mean time +05:03 in 1800) is still 1799-12-31 in UT.
  assert.ok((await resolve({ date: '1800-01-01', time: '00:00', place })).moment.jdUt < 2_378_496.5);
});
