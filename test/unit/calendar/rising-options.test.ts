/**
 * The rising conventions (`sunrise`, and `moonrise` where moonrise matters) on
 * the calendar, muhurat and bulk panchang operations (docs/panchang.md,
 * Rising conventions). Three checks: under `centre_no_refraction` the
 * sunrise each of them uses is the one GET /v1/panchang gives with the same
 * option, and the one the Swiss Ephemeris gives through another path (the
 * `sweph` package's swe_rise_trans with SE_BIT_DISC_CENTER |
 * SE_BIT_NO_REFRACTION, Moshier Sun), within 1 s; the default named
 * explicitly is the answer without it, no meta; a bad value is 400 on the
 * field.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { untypedEngine } from '../../fixtures.ts';
import { initEphemeris } from '../../../src/native/ephemeris.ts';
import { tithiCalendar } from '../../../src/domain/panchang/index.ts';
import { yearDays } from '../../../src/domain/ekadashi/year.ts';
import { festivalYearContext } from '../../../src/domain/festivals/index.ts';
import { muhuratContext } from '../../../src/domain/muhurat/index.ts';
import { localMidnightJdUt, offsetMinutesAtZone, type CivilDate } from '../../../src/time/index.ts';
import { expectApiError, MINUTE, SECOND } from '../../fixtures.ts';

initEphemeris();
const e = untypedEngine();

const require = createRequire(import.meta.url);
const sweph = require('sweph') as {
  constants: Record<string, number>;
  rise_trans(
    jdUt: number,
    body: number,
    star: null,
    flags: number,
    rsmi: number,
    geopos: [number, number, number],
    atpressHpa: number,
    attempC: number,
  ): { flag: number; error: string; data: number };
};
const c = sweph.constants;

/** The Hindu rising or setting of the Sun (disc centre, no refraction) after `fromJdUt`, through the sweph package. */
function hinduSunJdUt(fromJdUt: number, place: { latitudeDeg: number; longitudeDeg: number }, event: 'rise' | 'set'): number {
  const rsmi = (event === 'rise' ? c.SE_CALC_RISE! : c.SE_CALC_SET!) | c.SE_BIT_DISC_CENTER! | c.SE_BIT_NO_REFRACTION!;
  const r = sweph.rise_trans(fromJdUt, c.SE_SUN!, null, c.SEFLG_MOSEPH!, rsmi, [place.longitudeDeg, place.latitudeDeg, 0], 1013.25, 15);
  assert.equal(r.flag, c.OK, r.error);
  return r.data;
}

const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209, zone: 'Asia/Kolkata' };
const LONDON = { latitudeDeg: 51.5074, longitudeDeg: -0.1278, zone: 'Europe/London' };
const SYDNEY = { latitudeDeg: -33.8688, longitudeDeg: 151.2093, zone: 'Australia/Sydney' };
const PLACES = [DELHI, LONDON, SYDNEY];
const HINDU = 'centre_no_refraction' as const;
const query = (p: typeof DELHI) => ({ lat: p.latitudeDeg, lon: p.longitudeDeg });
const civil = (iso: string): CivilDate => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
  day: Number(iso.slice(8, 10)),
});
const isoPlus = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const ms = (dateTime: string) => Date.parse(dateTime);

/** Asserts `actualJdUt` within 1 s of the sweph Hindu sunrise (or sunset) of the local day `iso` at `p`. */
function assertHindu(actualJdUt: number, p: typeof DELHI, iso: string, event: 'rise' | 'set', fromJdUt?: number): void {
  const from = fromJdUt ?? localMidnightJdUt(civil(iso), offsetMinutesAtZone(p.zone));
  const deltaS = (actualJdUt - hinduSunJdUt(from, p, event)) / SECOND;
  assert.ok(Math.abs(deltaS) < 1, `${p.zone} ${iso} ${event}: ${deltaS.toFixed(3)} s from swe_rise_trans`);
}

test('the calendar days read the Hindu sunrise: tithi calendar, Ekadashi year, festival year and muhurat days agree with swe_rise_trans within 1 s', () => {
  for (const p of PLACES) {
    const offset = offsetMinutesAtZone(p.zone);
    const first = '2026-03-27'; // Across the European clock change of 2026-03-29.
    const calendar = tithiCalendar(civil(first), 5, p, offset, 'lat', { sunrise: HINDU });
    calendar.sunriseTithis.forEach((d, i) => assertHindu(d.sunriseJdUt, p, isoPlus(first, i), 'rise'));

    const ekadashi = yearDays(2026, p, offset, 'lat', { sunrise: HINDU });
    for (const i of [4, 90, 200, 368]) {
      const iso = `${ekadashi.dates[i]!.year}-${String(ekadashi.dates[i]!.month).padStart(2, '0')}-${String(ekadashi.dates[i]!.day).padStart(2, '0')}`;
      assertHindu(ekadashi.sun.sunriseJdUt[i]!, p, iso, 'rise');
    }

    const festivals = festivalYearContext(2026, p, offset, 'lat', { sunrise: HINDU });
    for (const i of [31, 150, 300]) {
      const day = festivals.days[i]!;
      assertHindu(day.sunriseJdUt, p, day.iso, 'rise');
      assertHindu(day.sunsetJdUt, p, day.iso, 'set', day.sunriseJdUt);
      assertHindu(day.nextSunriseJdUt, p, festivals.days[i + 1]!.iso, 'rise');
    }

    const muhurat = muhuratContext(civil('2026-11-01'), 4, p, offset, 'lat', HINDU);
    assert.ok(muhurat.days.length > 0, 'the muhurat context has days');
    for (const day of muhurat.days) {
      assertHindu(day.sunriseJdUt, p, day.iso, 'rise');
      assertHindu(day.sunsetJdUt, p, day.iso, 'set', day.sunriseJdUt);
    }
    // The default is another sunrise: the upper limb with refraction, minutes earlier.
    const upper = tithiCalendar(civil(first), 1, p, offset).sunriseTithis[0]!.sunriseJdUt;
    assert.ok((calendar.sunriseTithis[0]!.sunriseJdUt - upper) / MINUTE > 2, p.zone);
  }
});

test("GET /v1/calendar/tithis with sunrise=centre_no_refraction: each sunrise is the panchang's with the same option; meta names it", async () => {
  for (const p of PLACES) {
    const from = '2026-10-23',
      to = '2026-10-27'; // Across the European clock change of 2026-10-25.
    const answer = await e.run('calendarTithis', { from, to, ...query(p), sunrise: HINDU });
    assert.equal(answer.meta.sunrise, HINDU);
    const days = (answer.data as { sunrise_tithis: { date: string; sunrise: string }[] }).sunrise_tithis;
    assert.equal(days.length, 5);
    for (const d of days) {
      const panchang = (await e.run('panchang', { date: d.date, ...query(p), sunrise: HINDU })).data as { sunrise: string };
      assert.equal(d.sunrise, panchang.sunrise, `${p.zone} ${d.date}`);
    }
  }
});

test("panchang range and batch with the options: every day is GET /v1/panchang's with the same options", async () => {
  const dates = ['2026-11-07', '2026-11-08', '2026-11-09'];
  const options = { sunrise: HINDU, moonrise: 'upper_limb' as const };
  const range = await e.run('panchangRange', {
    from: dates[0],
    to: dates.at(-1),
    ...query(LONDON),
    include: 'choghadiya,hora',
    ...options,
  });
  assert.deepEqual([range.meta.sunrise, range.meta.moonrise], [HINDU, 'upper_limb']);
  const batch = await e.run('panchangBatch', { from: dates[0], to: dates.at(-1), places: [query(DELHI), query(SYDNEY)], ...options });
  assert.deepEqual([batch.meta.sunrise, batch.meta.moonrise], [HINDU, 'upper_limb']);
  const rangeDays = (range.data as { days: { sunrise: string; choghadiya: { start: string }[]; hora: { start: string }[] }[] }).days;
  const batchPlaces = (batch.data as { places: { days: unknown[] }[] }).places;
  for (const [i, date] of dates.entries()) {
    const { choghadiya, hora, ...day } = rangeDays[i]!;
    assert.deepEqual(day, (await e.run('panchang', { date, ...query(LONDON), ...options })).data, date);
    assert.equal(choghadiya[0]!.start, day.sunrise);
    assert.equal(hora[0]!.start, day.sunrise);
    assert.deepEqual(batchPlaces[0]!.days[i], (await e.run('panchang', { date, ...query(DELHI), ...options })).data, date);
    assert.deepEqual(batchPlaces[1]!.days[i], (await e.run('panchang', { date, ...query(SYDNEY), ...options })).data, date);
  }
});

test('muhurat search and personal: the days run from the chosen sunrise (windows open or close at it, never before it)', async () => {
  const from = '2026-11-20',
    to = '2026-11-26';
  const base = { activity: 'griha-pravesh', from, to, ...query(DELHI) };
  const birth = { date: '1990-05-15', time: '14:30', place: { latitude: 23.18239, longitude: 75.77643 } };
  for (const [id, input] of [
    ['muhuratSearch', base],
    ['muhuratPersonal', { ...base, birth }],
  ] as const) {
    for (const sunrise of ['upper_limb', HINDU] as const) {
      const answer = await e.run(id, { ...input, sunrise });
      assert.equal(answer.meta.sunrise, sunrise === HINDU ? HINDU : undefined, `${id} ${sunrise}`);
      const days = (answer.data as { days: { date: string; windows: { start: string; end: string }[] }[] }).days;
      let atSunrise = 0;
      for (const d of days) {
        const rise = ms(((await e.run('panchang', { date: d.date, ...query(DELHI), sunrise })).data as { sunrise: string }).sunrise);
        const next = ms(
          ((await e.run('panchang', { date: isoPlus(d.date, 1), ...query(DELHI), sunrise })).data as { sunrise: string }).sunrise,
        );
        // Windows are printed to the minute: a bound at a sunrise lies within 30 s of it (the two conventions are 4 minutes apart).
        for (const w of d.windows) {
          assert.ok(ms(w.start) >= rise - 30_000 && ms(w.end) <= next + 30_000, `${id} ${sunrise} ${d.date}: ${w.start}..${w.end}`);
          atSunrise += [ms(w.start) - rise, ms(w.end) - next].filter((x) => Math.abs(x) <= 30_000).length;
        }
      }
      assert.ok(atSunrise >= 1, `${id} ${sunrise}: ${atSunrise} window bounds at the chosen sunrise`);
    }
  }
});

test("Ekadashi and festivals with the options: sunrise-bound times follow the panchang's; festival moonrise follows moonrise", async () => {
  // London, Kamika Ekadashi 2025: Ekadashi ends 05:09:27, after the upper-limb sunrise (05:08:51) and before the
  // Hindu sunrise (05:15:17) of 21 July, so the fast moves from 21 July (default) to 20 July.
  const dates = async (sunrise?: string) => {
    const answer = await e.run('calendarEkadashi', { year: 2025, ...query(LONDON), ...(sunrise === undefined ? {} : { sunrise }) });
    return {
      meta: answer.meta,
      kamika: (answer.data as { ekadashis: { id: string; date: string; flags: string[] }[] }).ekadashis.find((x) => x.id === 'kamika')!,
    };
  };
  const upper = await dates(),
    hindu = await dates(HINDU);
  assert.deepEqual([upper.kamika.date, upper.meta.sunrise], ['2025-07-21', undefined]);
  assert.deepEqual([hindu.kamika.date, hindu.kamika.flags, hindu.meta.sunrise], ['2025-07-20', ['covers_neither_sunrise'], HINDU]);
  for (const [sunrise, day] of [
    ['upper_limb', upper],
    [HINDU, hindu],
  ] as const) {
    const p = (await e.run('panchang', { date: '2025-07-21', ...query(LONDON), sunrise })).data as {
      sunrise: string;
      tithi: { name: string; start: string };
    };
    assert.equal(p.tithi.name, 'dwadashi');
    // The tithi in force at the chosen sunrise of 21 July decides: Ekadashi only under the upper limb.
    assert.equal(ms(p.sunrise) < ms(p.tithi.start), sunrise === 'upper_limb', `${sunrise} ${day.kamika.date}`);
  }

  // New Delhi, Karwa Chauth 2026 (29 October): its moonrise moment is the panchang's moonrise under the same option.
  for (const moonrise of ['centre', 'upper_limb', HINDU] as const) {
    const answer = await e.run('calendarFestivals', { year: 2026, ids: 'karwa_chauth', moonrise });
    assert.equal(answer.meta.moonrise, moonrise === 'centre' ? undefined : moonrise);
    const festival = (answer.data as { festivals: { date: string; moments: { id: string; at: string }[] }[] }).festivals[0]!;
    const at = festival.moments.find((m) => m.id === 'moonrise')!.at;
    const p = (await e.run('panchang', { date: festival.date, lat: 28.6139, lon: 77.209, moonrise })).data as { moonrise: string };
    assert.ok(Math.abs(ms(at) - ms(p.moonrise)) <= 30_000, `${moonrise}: festival ${at}, panchang ${p.moonrise}`);
  }
});

test('the defaults named explicitly give the same answer as none, and no rising field in meta', async () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['calendarTithis', { from: '2026-11-01', to: '2026-11-10', ...query(SYDNEY) }, { sunrise: 'upper_limb' }],
    ['calendarEkadashi', { year: 2026, ...query(LONDON) }, { sunrise: 'upper_limb' }],
    ['calendarFestivals', { year: 2026, ids: 'karwa_chauth,diwali,holi' }, { sunrise: 'upper_limb', moonrise: 'centre' }],
    ['muhuratSearch', { activity: 'marriage', from: '2026-11-01', to: '2026-11-20', ...query(DELHI), limit: 5 }, { sunrise: 'upper_limb' }],
    [
      'muhuratPersonal',
      {
        birth: { date: '1990-05-15', time: '14:30', place: { latitude: 23.18239, longitude: 75.77643 } },
        activity: 'marriage',
        from: '2026-11-01',
        to: '2026-11-20',
        limit: 5,
      },
      { sunrise: 'upper_limb' },
    ],
    [
      'panchangRange',
      { from: '2026-11-01', to: '2026-11-03', ...query(DELHI), include: 'hora' },
      { sunrise: 'upper_limb', moonrise: 'centre' },
    ],
    ['panchangBatch', { from: '2026-11-01', to: '2026-11-02', places: [query(DELHI)] }, { sunrise: 'upper_limb', moonrise: 'centre' }],
  ];
  for (const [id, input, defaults] of cases) {
    const plain = await e.run(id, input);
    const named = await e.run(id, { ...input, ...defaults });
    assert.equal(JSON.stringify(named.data), JSON.stringify(plain.data), id);
    const { request_id: a, ...plainMeta } = plain.meta as Record<string, unknown>;
    const { request_id: b, ...namedMeta } = named.meta as Record<string, unknown>;
    assert.deepEqual(namedMeta, plainMeta, id);
    assert.ok(!('sunrise' in namedMeta) && !('moonrise' in namedMeta), id);
  }
});

test('a bad sunrise or moonrise is 400 invalid_parameter on the field; moonrise only where moonrise is read', async () => {
  const inputs: [string, Record<string, unknown>][] = [
    ['calendarTithis', { from: '2026-11-01', to: '2026-11-02', ...query(DELHI) }],
    ['calendarEkadashi', { year: 2026, ...query(DELHI) }],
    ['calendarFestivals', { year: 2026 }],
    ['muhuratSearch', { activity: 'marriage', from: '2026-11-01', to: '2026-11-02', ...query(DELHI) }],
    [
      'muhuratPersonal',
      {
        birth: { date: '1990-05-15', time: '14:30', place: { latitude: 23.18239, longitude: 75.77643 } },
        activity: 'marriage',
        from: '2026-11-01',
        to: '2026-11-02',
      },
    ],
    ['panchangRange', { from: '2026-11-01', to: '2026-11-02', ...query(DELHI) }],
    ['panchangBatch', { from: '2026-11-01', to: '2026-11-02', places: [query(DELHI)] }],
  ];
  const readsMoonrise = new Set(['calendarFestivals', 'panchangRange', 'panchangBatch']);
  for (const [id, input] of inputs) {
    await expectApiError(e.run(id, { ...input, sunrise: 'hindu' }), { code: 'invalid_parameter', param: 'sunrise' });
    if (readsMoonrise.has(id)) {
      await expectApiError(e.run(id, { ...input, moonrise: 'lower_limb' }), { code: 'invalid_parameter', param: 'moonrise' });
    } else {
      await expectApiError(e.run(id, { ...input, moonrise: 'centre' }), { code: 'invalid_parameter', param: 'moonrise' });
    }
  }
});
