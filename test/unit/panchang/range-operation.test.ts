/**
 * The bulk panchang operations through the library face (src/engine), which
 * computes their parts on the calling thread and assembles them as the server
 * does: each day equals the single-day operation's answer, in both layouts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { untypedEngine } from '../../fixtures.ts';
import { initEphemeris } from '../../../src/native/ephemeris.ts';
import { expectApiError } from '../../fixtures.ts';

initEphemeris();
const e = untypedEngine();
// Chennai and Denver (a western zone) over the US fall-back change of 2026-11-01.
const CHENNAI = { lat: 13.0827, lon: 80.2707 };
const DENVER = { lat: 39.7392, lon: -104.9903 };
const DATES = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'];

test('range and batch through the engine: every day equals run("panchang") for that date', async () => {
  const range = await e.run('panchangRange', { from: DATES[0], to: DATES.at(-1), ...DENVER });
  const days = (range.data as { days: unknown[] }).days;
  assert.equal(days.length, DATES.length);
  const batch = await e.run('panchangBatch', { from: DATES[0], to: DATES.at(-1), places: [CHENNAI, DENVER], lang: 'hi' });
  const places = (batch.data as { places: { place_index: number; place_id: null; days: unknown[] }[] }).places;
  assert.deepEqual(
    places.map((p) => [p.place_index, p.place_id, p.days.length]),
    [
      [0, null, 4],
      [1, null, 4],
    ],
  );
  for (const [i, date] of DATES.entries()) {
    assert.deepEqual(days[i], (await e.run('panchang', { date, ...DENVER })).data, date);
    assert.deepEqual(places[0]!.days[i], (await e.run('panchang', { date, ...CHENNAI, lang: 'hi' })).data, date);
    assert.deepEqual(places[1]!.days[i], (await e.run('panchang', { date, ...DENVER, lang: 'hi' })).data, date);
  }
});

test('the range limits: 366 days at most (2026-01-01..2027-01-02 is 367), to not before from', async () => {
  await expectApiError(e.run('panchangRange', { from: '2026-01-01', to: '2027-01-02', ...CHENNAI }), {
    code: 'invalid_parameter',
    param: 'to',
  });
  await expectApiError(e.run('panchangRange', { from: '2026-01-02', to: '2026-01-01', ...CHENNAI }), {
    code: 'invalid_parameter',
    param: 'to',
  });
  const year = await e.run('panchangRange', { from: '2028-01-01', to: '2028-12-31', ...CHENNAI });
  assert.equal((year.data as { days: unknown[] }).days.length, 366);
});

test('Tromso at its polar night: the range agrees with the single-day panchang and hora on which days are served', async () => {
  // Tromso (69.65 N) at the start of its polar night (late November). Which day has the last sunrise follows from the
  // rise/set rules tested elsewhere (docs/engine.md); this test checks only that the range and the single-day operations
  // agree: the panchang of a day before a sunless day is served, choghadiya and hora (which need the next sunrise) are not.
  const TROMSO = { lat: 69.6492, lon: 18.9553 };
  const range = await e.run('panchangRange', { from: '2026-11-26', to: '2026-11-27', ...TROMSO });
  assert.equal((range.data as { days: unknown[] }).days.length, 2);
  assert.deepEqual((range.data as { days: unknown[] }).days[1], (await e.run('panchang', { date: '2026-11-27', ...TROMSO })).data);
  await expectApiError(e.run('panchangHora', { date: '2026-11-27', ...TROMSO }), { code: 'invalid_parameter', param: 'lat' });
  await expectApiError(e.run('panchangRange', { from: '2026-11-26', to: '2026-11-27', ...TROMSO, include: 'hora' }), {
    code: 'invalid_parameter',
    param: 'lat',
  });
});

test('Europe/London over 2026 (clocks change on 29 March and 25 October): each of the 365 days with its choghadiya and hora equals the single-day operations', async () => {
  // The range renders its days with one offset function for the year (it keeps the interval of its last
  // answer); the single-day operation starts afresh each day. Both must write the same bytes.
  const LONDON = { lat: 51.5074, lon: -0.1278 };
  const range = await e.run('panchangRange', { from: '2026-01-01', to: '2026-12-31', ...LONDON, include: 'choghadiya,hora' });
  const days = (range.data as { days: { timezone: { utc_offset: string }; choghadiya: unknown; hora: unknown }[] }).days;
  assert.equal(days.length, 365);
  // Rule EU 1981 max - Mar lastSun 1:00u 1:00 S; Rule EU 1996 max - Oct lastSun 1:00u 0 - (tz `europe`): at noon, 28 March
  // (day 86) is GMT, 29 March BST, 24 October (day 296) BST, 25 October GMT.
  assert.deepEqual(
    [days[86]!.timezone.utc_offset, days[87]!.timezone.utc_offset, days[296]!.timezone.utc_offset, days[297]!.timezone.utc_offset],
    ['+00:00', '+01:00', '+01:00', '+00:00'],
  );
  const single = async (id: string, date: string) => (await e.run(id, { date, ...LONDON })).data as Record<string, unknown>;
  for (const [i, day] of days.entries()) {
    const date = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
    const { choghadiya, hora, ...panchang } = day;
    assert.equal(JSON.stringify(panchang), JSON.stringify(await single('panchang', date)), date);
    assert.equal(JSON.stringify(choghadiya), JSON.stringify((await single('panchangChoghadiya', date)).periods), date);
    assert.equal(JSON.stringify(hora), JSON.stringify((await single('panchangHora', date)).horas), date);
  }
});

// Delhi, 2026-01-05: the tithi at sunrise (Krishna Dwitiya, 17) is not the tithi at noon (18), as the single-day
// panchang's limbs_at test finds against the Swiss Ephemeris; a range read at sunrise must give what that operation
// gives with limbs_at=sunrise, day by day.
test('limbs_at=sunrise on range and batch: every day equals run("panchang") with limbs_at=sunrise; named in meta', async () => {
  const DELHI = { lat: 28.6139, lon: 77.209 };
  const dates = ['2026-01-04', '2026-01-05', '2026-01-06'];
  const range = await e.run('panchangRange', { from: dates[0], to: dates.at(-1), ...DELHI, limbs_at: 'sunrise' });
  assert.equal(range.meta.limbs_at, 'sunrise');
  const noon = await e.run('panchangRange', { from: dates[0], to: dates.at(-1), ...DELHI });
  assert.equal(noon.meta.limbs_at, undefined);
  const explicitNoon = await e.run('panchangRange', { from: dates[0], to: dates.at(-1), ...DELHI, limbs_at: 'noon' });
  assert.deepEqual([explicitNoon.data, explicitNoon.meta.limbs_at], [noon.data, undefined]);
  const batch = await e.run('panchangBatch', { from: dates[0], to: dates.at(-1), places: [DELHI], limbs_at: 'sunrise' });
  assert.equal(batch.meta.limbs_at, 'sunrise');
  type Day = { tithi: { number: number } };
  const days = (range.data as { days: Day[] }).days;
  const batchDays = (batch.data as { places: { days: Day[] }[] }).places[0]!.days;
  for (const [i, date] of dates.entries()) {
    const single = (await e.run('panchang', { date, ...DELHI, limbs_at: 'sunrise' })).data;
    assert.deepEqual(days[i], single, date);
    assert.deepEqual(batchDays[i], single, date);
  }
  assert.notEqual(days[1]!.tithi.number, (noon.data as { days: Day[] }).days[1]!.tithi.number, 'the reading moment matters on 2026-01-05');
  await expectApiError(e.run('panchangRange', { from: dates[0], to: dates.at(-1), ...DELHI, limbs_at: '2026-01-05T06:00:00+05:30' }), {
    code: 'invalid_parameter',
    param: 'limbs_at',
  });
});

test('udaya_lagna=true: range and batch days equal run("panchang") with it, and carry udaya_lagna and panchaka_rahita; without it neither', async () => {
  const range = await e.run('panchangRange', { from: DATES[0], to: DATES[1], ...CHENNAI, udaya_lagna: true });
  const batch = await e.run('panchangBatch', { from: DATES[0], to: DATES[1], places: [DENVER], udaya_lagna: true });
  const days = (range.data as { days: Record<string, unknown>[] }).days;
  const batchDays = (batch.data as { places: { days: Record<string, unknown>[] }[] }).places[0]!.days;
  for (const [i, date] of DATES.slice(0, 2).entries()) {
    assert.deepEqual(days[i], (await e.run('panchang', { date, ...CHENNAI, udaya_lagna: true })).data, date);
    assert.deepEqual(batchDays[i], (await e.run('panchang', { date, ...DENVER, udaya_lagna: true })).data, date);
    const lagnas = days[i]!.udaya_lagna as { start: string; end: string }[];
    assert.ok(lagnas.length >= 12, `${date}: ${lagnas.length} lagnas`);
    assert.equal(lagnas[0]!.start, days[i]!.sunrise);
    assert.ok(Array.isArray(days[i]!.panchaka_rahita));
  }
  const plain = (await e.run('panchang', { date: DATES[0], ...CHENNAI })).data as Record<string, unknown>;
  assert.equal('udaya_lagna' in plain || 'panchaka_rahita' in plain, false);
});

test('Tromso on the eve of its polar night with udaya_lagna=true: udaya_lagna and panchaka_rahita are null, the Gowris of the day only', async () => {
  const day = (await e.run('panchang', { date: '2026-11-27', lat: 69.6492, lon: 18.9553, udaya_lagna: true })).data as Record<
    string,
    unknown
  >;
  assert.equal(day.udaya_lagna, null);
  assert.equal(day.panchaka_rahita, null);
  assert.equal((day.gowri_panchang as unknown[]).length, 8);
  assert.equal((day.windows as Record<string, unknown>).godhuli_muhurta, null);
});
