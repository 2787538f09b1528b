/**
 * POST /v1/varshaphal over a real server: the answer of Rao's Chart 66 (the
 * values are checked in test/unit/varshaphal), meta and credits, and the typed
 * 400s for a year out of range or before the birth and an unknown birth time.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectErrorAnswer } from '../fixtures.ts';
import { BIRTH, useBusinessServer } from './helpers.ts';

const { post: postTo } = useBusinessServer();
const post = (body: unknown) => postTo('/v1/varshaphal', body);
// Rao's Chart 66 (Example 118): born 1967-03-08 17:40 IST at Jodhpur; the 34th year begins 2000-03-08 04:41 AM.
const CHART_66 = { date: '1967-03-08', time: '17:40', place: { latitude: 26.3, longitude: 73 + 4 / 60 }, timezone: '+05:30' };

test("POST /v1/varshaphal: the 34th year of Rao's Chart 66, 3 credits", async () => {
  const a = await post({ birth: CHART_66, year: 2000 });
  assert.equal(a.status, 200, a.text);
  const d = a.json.data;
  assert.match(d.solar_return, /^2000-03-08T04:41:1\d\+05:30$/);
  assert.equal(d.completed_years, 33);
  assert.equal(d.is_day, false);
  assert.equal(d.lagna.sign, 'capricorn');
  assert.deepEqual(d.muntha, { sign: 'taurus', house: 5, lord: 'venus' });
  assert.equal(d.year_lord, 'mars');
  assert.equal(d.mudda_dasha.length, 9);
  assert.equal(d.sahams.length, 53);
  assert.equal(d.saham_formulas, 'night');
  assert.ok(d.tajik_yogas.some((y: { kind: string }) => y.kind === 'ithasala'));
  assert.equal(a.json.meta.credits_charged, 3);
  assert.equal(a.json.meta.house_system, 'whole_sign');
});

test('POST /v1/varshaphal: the birth year is the birth itself', async () => {
  const a = await post({ birth: BIRTH, year: 1990 });
  assert.equal(a.status, 200, a.text);
  assert.equal(a.json.data.completed_years, 0);
  assert.match(a.json.data.solar_return, /^1990-08-15T14:30:00\+05:30$/);
});

test('POST /v1/varshaphal: an approximate birth time is read as given, with a time_approximate warning', async () => {
  const a = await post({ birth: { ...BIRTH, time_accuracy: 'approximate' }, year: 2026 });
  assert.equal(a.status, 200, a.text);
  assert.deepEqual(
    a.json.warnings.map((w: { code: string }) => w.code),
    ['time_approximate'],
  );
  const exact = await post({ birth: BIRTH, year: 2026 });
  assert.equal(exact.json.data.solar_return, a.json.data.solar_return);
  assert.deepEqual(exact.json.warnings, []);
});

test('POST /v1/varshaphal: year out of 1900..2100 or before the birth, unknown time: 400 naming the field', async () => {
  expectErrorAnswer(await post({ birth: BIRTH, year: 1899 }), 400, 'invalid_parameter', 'year');
  expectErrorAnswer(await post({ birth: BIRTH, year: 2101 }), 400, 'invalid_parameter', 'year');
  expectErrorAnswer(await post({ birth: BIRTH, year: 2026.5 }), 400, 'invalid_parameter', 'year');
  const before = await post({ birth: BIRTH, year: 1989 });
  expectErrorAnswer(before, 400, 'invalid_parameter', 'year');
  assert.match(before.json.error.message, /^Expected a year from the birth year \(1990\) to 2100 for year but received 1989$/);
  expectErrorAnswer(await post({ birth: BIRTH }), 400, 'invalid_parameter', 'year');
  const unknown = await post({ birth: { date: '1990-08-15', time_accuracy: 'unknown', place: BIRTH.place }, year: 2026 });
  expectErrorAnswer(unknown, 400, 'invalid_parameter', 'birth.time_accuracy');
  assert.match(unknown.json.error.message, /birth\.time/);
});
