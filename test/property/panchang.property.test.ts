import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  addDays,
  choghadiyasOf,
  horasOf,
  kalasOf,
  panchangOf,
  sunFrame,
  tithiCalendar,
  type CivilDate,
} from '../../src/domain/panchang/index.ts';
import { seriesLongitudes } from '../../src/native/ephemeris.ts';
import { offsetMinutesAtZone } from '../../src/time/local.ts';
import { SECOND_DAYS } from '../../src/time/instant.ts';

const ZONES = [
  { latitudeDeg: 28.6358, longitudeDeg: 77.2245, zone: 'Asia/Kolkata' },
  { latitudeDeg: 40.7128, longitudeDeg: -74.006, zone: 'America/New_York' },
  { latitudeDeg: 51.5, longitudeDeg: -0.125, zone: 'Europe/London' },
  { latitudeDeg: -33.8594, longitudeDeg: 151.2048, zone: 'Australia/Sydney' },
  { latitudeDeg: -23.5505, longitudeDeg: -46.6333, zone: 'America/Sao_Paulo' },
];
const arbDate = fc.integer({ min: 0, max: 365 * 60 }).map((n): CivilDate => addDays({ year: 1980, month: 1, day: 1 }, n));
const arbPlace = fc.constantFrom(...ZONES);

test('16 choghadiyas and 24 horas tile sunrise..next sunrise; kalas lie in the daytime', () => {
  fc.assert(
    fc.property(arbDate, arbPlace, (date, p) => {
      const frame = sunFrame(date, p, offsetMinutesAtZone(p.zone));
      for (const periods of [choghadiyasOf(frame), horasOf(frame)]) {
        assert.equal(periods[0]!.startJdUt, frame.sunriseJdUt);
        assert.equal(periods.at(-1)!.endJdUt, frame.nextSunriseJdUt);
        for (let i = 1; i < periods.length; i += 1) assert.ok(Math.abs(periods[i]!.startJdUt - periods[i - 1]!.endJdUt) < 1e-9);
      }
      assert.equal(choghadiyasOf(frame).length, 16);
      assert.equal(horasOf(frame).length, 24);
      const k = kalasOf(frame);
      for (const w of [k.rahuKaal, k.gulikaKaal, k.yamaganda]) {
        assert.ok(w.startJdUt >= frame.sunriseJdUt - 1e-9 && w.endJdUt <= frame.sunsetJdUt + 1e-9);
      }
      assert.ok(frame.dayStartJdUt <= frame.sunriseJdUt && frame.sunriseJdUt < frame.dayEndJdUt);
    }),
    { numRuns: 60 },
  );
});

test('the tithi at noon is floor((Moon - Sun) / 12 deg) of the Sun and Moon longitudes at noon', () => {
  fc.assert(
    fc.property(arbDate, arbPlace, (date, p) => {
      const day = panchangOf(date, p, offsetMinutesAtZone(p.zone));
      const { sunDeg, moonDeg } = seriesLongitudes(Float64Array.of(day.noonJdUt));
      const elongation = (((moonDeg[0]! - sunDeg[0]!) % 360) + 360) % 360;
      assert.equal(day.tithi.index, Math.floor(elongation / 12));
      assert.equal(day.nakshatra.index, Math.floor(moonDeg[0]! / (360 / 27)));
    }),
    { numRuns: 40 },
  );
});

test('each tithi boundary of the calendar changes the tithi (engine search, no JS scan)', () => {
  fc.assert(
    fc.property(arbDate, (date) => {
      const cal = tithiCalendar(date, 10, ZONES[0]!, offsetMinutesAtZone('Asia/Kolkata'));
      // A tithi lasts at most about 26.8 hours, so at least nine touch ten days.
      assert.ok(cal.tithis.length >= 9, `${cal.tithis.length} tithis`);
      for (const s of cal.tithis) {
        const { sunDeg, moonDeg } = seriesLongitudes(Float64Array.of(s.startJdUt - SECOND_DAYS, s.startJdUt + SECOND_DAYS));
        const t = (i: number) => Math.floor(((((moonDeg[i]! - sunDeg[i]!) % 360) + 360) % 360) / 12);
        assert.equal(t(1), s.index);
        assert.equal(t(0), (s.index + 29) % 30);
      }
    }),
    { numRuns: 20 },
  );
});
