/**
 * Reference tables in this folder (each with its source, retrieval date and
 * tolerance in its header) against the panchang, tithi calendar and sunrise
 * computations. Expected values come only from the published sources named
 * in the JSON headers, never from this engine.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { NAKSHATRAS, YOGAS, karanaTerm } from '../../../src/core/glossary.ts';
import {
  findLimbSpans, kshayaAndAdhika, localMidnightJdUt, panchangOf, spanAt, tithiCalendar, type CivilDate, type Window,
} from '../../../src/domain/panchang/index.ts';
import { offsetMinutesAtZone } from '../../../src/time/local.ts';
import { jdUtFromDate } from '../../../src/time/instant.ts';
import { MINUTE, SECOND } from '../../fixtures.ts';

function load<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as T;
}
function civil(iso: string): CivilDate {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}
/** UT Julian day of a local "YYYY-MM-DD HH:MM" (or HH:MM on `date`) in a zone. */
function localJd(text: string, date: string, zone: string): number {
  const full = text.length === 5 ? `${date} ${text}` : text;
  const offset = offsetMinutesAtZone(zone);
  const naive = jdUtFromDate(new Date(`${full.replace(' ', 'T')}:00Z`));
  const guess = naive - offset(naive) * MINUTE;
  return naive - offset(guess) * MINUTE;
}
/** Our moment rounded to the minute as the API prints it, within `tol` of the published minute. */
function assertMinute(ours: number, refJd: number, tol: number, what: string): void {
  const rounded = Math.round(ours / MINUTE) * MINUTE;
  const diffMin = (rounded - refJd) / MINUTE;
  assert.ok(Math.abs(rounded - refJd) <= tol + SECOND, `${what}: ours differs by ${diffMin.toFixed(2)} min (tolerance ${tol / MINUTE} min)`);
}

interface DrikDay {
  place: string; date: string; sunrise: string; sunset: string; moonrise: string; moonset: string;
  tithi: { number: number; end: string }; nakshatra: { name: string; end: string };
  yoga: { name: string; end: string }; karana: { name: string; end: string };
  rahu_kaal?: [string, string]; yamaganda?: [string, string]; gulika_kaal?: [string, string]; abhijit: [string, string] | null;
}
interface Drik {
  places: Record<string, { latitudeDeg: number; longitudeDeg: number; timezone: string }>;
  days: DrikDay[];
}

const drik = load<Drik>('./drik-panchang.json');
for (const day of drik.days) {
  test(`Drik Panchang ${day.place} ${day.date}: sunrise, sunset, limbs at sunrise with their ends, kalas, moonrise`, () => {
    const place = drik.places[day.place]!;
    const offset = offsetMinutesAtZone(place.timezone);
    const p = panchangOf(civil(day.date), place, offset);
    const at = (t: string) => localJd(t, day.date, place.timezone);
    assertMinute(p.sunriseJdUt, at(day.sunrise), MINUTE, 'sunrise');
    assertMinute(p.sunsetJdUt, at(day.sunset), MINUTE, 'sunset');
    assertMinute(p.moonriseJdUt, at(day.moonrise), 3 * MINUTE, 'moonrise');
    assertMinute(p.moonsetJdUt, at(day.moonset), 3 * MINUTE, 'moonset');

    // Drik lists the limb in force at sunrise; ours is read at noon, so find
    // the span at sunrise through its end: the limb at sunrise ends at the
    // reference time, and the noon limb either is it or follows it.
    const tithiEnd = at(day.tithi.end);
    const noonTithi = p.tithi;
    if (noonTithi.startJdUt <= p.sunriseJdUt) {
      assert.equal(noonTithi.index + 1, day.tithi.number);
      assertMinute(noonTithi.endJdUt, tithiEnd, MINUTE, 'tithi end');
    } else {
      assert.equal(noonTithi.index, day.tithi.number % 30, 'the noon tithi follows the sunrise tithi');
      assertMinute(noonTithi.startJdUt, tithiEnd, MINUTE, 'tithi end (= start of the next)');
    }
    const checkLimb = (span: { index: number; startJdUt: number; endJdUt: number }, name: string, expected: string, end: string,
      tol: number, what: string) => {
      const endJd = at(end);
      if (span.startJdUt <= p.sunriseJdUt) {
        assert.equal(name, expected, what);
        assertMinute(span.endJdUt, endJd, tol, `${what} end`);
      } else {
        assertMinute(span.startJdUt, endJd, tol, `${what} end (= start of the next)`);
      }
    };
    checkLimb(p.nakshatra, NAKSHATRAS[p.nakshatra.index]!.id, day.nakshatra.name, day.nakshatra.end, MINUTE, 'nakshatra');
    checkLimb(p.yoga, YOGAS[p.yoga.index]!.id, day.yoga.name, day.yoga.end, 2 * MINUTE, 'yoga');
    // The karana at noon may be one or two after the sunrise one, so take the
    // karana spans of the day and the one in force at sunrise.
    const sunriseKarana = spanAt(findLimbSpans(p.sunriseJdUt, p.sunriseJdUt + 1, ['karana']).karana, p.sunriseJdUt);
    assert.equal(karanaTerm(sunriseKarana.index).id, day.karana.name, 'karana at sunrise');
    assertMinute(sunriseKarana.endJdUt, at(day.karana.end), MINUTE, 'karana end');

    const windows: [string, Window | null, [string, string] | null | undefined][] = [
      ['rahu_kaal', p.rahuKaal, day.rahu_kaal], ['yamaganda', p.yamaganda, day.yamaganda],
      ['gulika_kaal', p.gulikaKaal, day.gulika_kaal], ['abhijit', p.abhijit, day.abhijit],
    ];
    for (const [name, ours, ref] of windows) {
      if (ref === undefined) continue;
      if (ref === null) {
        assert.equal(ours, null, `${name} is none`);
        continue;
      }
      assert.ok(ours !== null, `${name} present`);
      assertMinute(ours.startJdUt, at(ref[0]), MINUTE, `${name} start`);
      assertMinute(ours.endJdUt, at(ref[1]), MINUTE, `${name} end`);
    }
  });
}

interface Seattle {
  place: { latitudeDeg: number; longitudeDeg: number; timezone: string };
  months: { from: string; to: string; sunrise_tithis: number[]; kshaya: number[]; adhika: number[]; ends: Record<string, string>;
    nakshatra_ends: Record<string, string> }[];
}
const seattle = load<Seattle>('./mypanchang-seattle.json');
for (const month of seattle.months) {
  test(`mypanchang Seattle ${month.from}..${month.to}: tithi at each sunrise, kshaya and adhika tithis, tithi and nakshatra ends`, () => {
    const offset = offsetMinutesAtZone(seattle.place.timezone);
    const from = civil(month.from);
    const days = month.sunrise_tithis.length;
    const cal = tithiCalendar(from, days, seattle.place, offset);
    assert.deepEqual(cal.sunriseTithis.map((d) => d.tithi.index + 1), month.sunrise_tithis);
    const { kshaya, adhika } = kshayaAndAdhika(cal);
    assert.deepEqual(kshaya.map((s) => s.index + 1), month.kshaya);
    assert.deepEqual(adhika.map((s) => s.index + 1), month.adhika);
    for (const [number, end] of Object.entries(month.ends)) {
      const span = cal.tithis.find((s) => s.index + 1 === Number(number));
      assert.ok(span !== undefined, `tithi ${number} present`);
      assertMinute(span.endJdUt, localJd(end, '', seattle.place.timezone), MINUTE, `tithi ${number} end`);
    }
    const start = localMidnightJdUt(from, offset);
    const nakshatras = findLimbSpans(start, start + days, ['nakshatra']).nakshatra;
    for (const [name, end] of Object.entries(month.nakshatra_ends)) {
      const endJd = localJd(end, '', seattle.place.timezone);
      const span = nakshatras.find((s) => NAKSHATRAS[s.index]!.id === name && Math.abs(s.endJdUt - endJd) < 0.5);
      assert.ok(span !== undefined, `${name} ending near ${end}`);
      assertMinute(span.endJdUt, endJd, MINUTE, `${name} end`);
    }
  });
}

interface SunTimes { rows: { place: string; latitudeDeg: number; longitudeDeg: number; timezone: string; date: string; sunrise: string; sunset?: string; source: string }[] }
const sun = load<SunTimes>('./sun-times.json');
for (const row of sun.rows) {
  test(`${row.source}: ${row.place} ${row.date} sunrise and sunset in the local clock (daylight saving)`, () => {
    const p = panchangOf(civil(row.date), row, offsetMinutesAtZone(row.timezone));
    const within = (ours: number, ref: string, what: string) => {
      const refJd = jdUtFromDate(new Date(ref));
      const seconds = ref.slice(17, 19) !== '00';
      if (seconds) assert.ok(Math.abs(ours - refJd) <= MINUTE, `${what}: ${((ours - refJd) / MINUTE).toFixed(2)} min`);
      else assertMinute(ours, refJd, MINUTE, what);
    };
    within(p.sunriseJdUt, row.sunrise, 'sunrise');
    if (row.sunset !== undefined) within(p.sunsetJdUt, row.sunset, 'sunset');
  });
}

// The tests above are generated from the tables: an emptied table (or month)
// would pass by having nothing to check.
test('every reference table holds rows to check', () => {
  assert.ok(drik.days.length > 0, 'drik-panchang.json days');
  assert.ok(seattle.months.length > 0, 'mypanchang-seattle.json months');
  for (const month of seattle.months) {
    assert.ok(month.sunrise_tithis.length > 0, `${month.from}: sunrise tithis`);
    assert.ok(Object.keys(month.ends).length > 0, `${month.from}: tithi ends`);
    assert.ok(Object.keys(month.nakshatra_ends).length > 0, `${month.from}: nakshatra ends`);
  }
  assert.ok(sun.rows.length > 0, 'sun-times.json rows');
});
