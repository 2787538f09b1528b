/**
 * The ayanamsa, sunrise/sunset and panchang end times against published
 * almanacs and ephemerides. Every expected value below is copied from the
 * publication named above it, never from our output.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Astronomy from 'astronomy-engine';
import { grahaPositions, riseSet, findLunarEvents, type LunarEventKind } from '../../src/native/ephemeris.ts';
import { ARCSEC, MINUTE, SECOND, jdOf, isoOf } from '../fixtures.ts';

const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600;
const ayanamsaAt = (iso: string) => grahaPositions(Float64Array.of(jdOf(iso))).ayanamsaDeg[0]!;
/** Nutation in longitude from Astronomy Engine (IAU 2000B), degrees: true = mean + dpsi. */
const nutationAt = (iso: string) => Astronomy.e_tilt(Astronomy.MakeTime(new Date(iso))).dpsi * ARCSEC;

// --- Lahiri ayanamsa ------------------------------------------------------
// Our ayanamsaDeg is the TRUE ayanamsa (with nutation). Published values to
// the arcsecond are compared within 1" (rounding plus the 0.658" by which the
// Swiss Ephemeris's Lahiri is documented to differ from the 1955 definition);
// values given to 0.1" or better within 0.5". Mean values are compared after
// removing Astronomy Engine's nutation in longitude.

test('Lahiri ayanamsa matches the Calendar Reform Committee definition (true, 21 March 1956 0h UT)', () => {
  // A. K. Bhatnagar (Positional Astronomy Centre), "Effect of the New Equinox
  // Definition on the Zero-Point of Longitude of the Indian Calendar", IAU
  // Symposium (1990), abstract: the initial point "whose true tropical
  // longitude was 23°15'00" as on 21 March 1956, 0h UT" (Calendar Reform
  // Committee, 1955).
  // https://homsy-staging.cambridgecore.org/core/journals/symposium-international-astronomical-union/article/effect-of-the-new-equinox-definition-on-the-zeropoint-of-longitude-of-the-indian-calendar/93E5CF48518F9C350FB67FFC82E27187
  const d = ayanamsaAt('1956-03-21T00:00:00Z') - dms(23, 15, 0);
  assert.ok(Math.abs(d) <= 1 * ARCSEC, `${(d / ARCSEC).toFixed(2)}" from 23°15'00"`);
});

test('Lahiri ayanamsa on 1 January 2000 (true) matches the New International Ephemeris value', () => {
  // Astrowiki (astro.com), "Ayanamsha": "In the New International Ephemeris
  // 1900 – 2050 ... the Ayanashma number given for the first day of January
  // 2000 is 23 degrees, 51 minutes and 11 seconds. This number was calculated
  // by N.C. Lahiri". https://www.astro.com/astrowiki/en/Ayanamsha
  const d = ayanamsaAt('2000-01-01T00:00:00Z') - dms(23, 51, 11);
  assert.ok(Math.abs(d) <= 1 * ARCSEC, `${(d / ARCSEC).toFixed(2)}" from 23°51'11"`);
});

test('mean Lahiri ayanamsa (true minus nutation) matches published mean values for 1900 and J2000', () => {
  // Astrowiki (astro.com), "Ayanamsha", table "Most important Ayanamsas":
  // Lahiri, January 1, 1900: 22°27'37.7". The value is the mean one: the true
  // ayanamsa differed from it by the nutation, +17.5" on that date.
  // https://www.astro.com/astrowiki/en/Ayanamsha
  const d1900 = ayanamsaAt('1900-01-01T00:00:00Z') - nutationAt('1900-01-01T00:00:00Z') - dms(22, 27, 37.7);
  assert.ok(Math.abs(d1900) <= 0.5 * ARCSEC, `1900: ${(d1900 / ARCSEC).toFixed(2)}" from 22°27'37.7"`);
  // Axel Harvey, alt.astrology.moderated, "Ayanamsa again" (25 June 2000): the
  // Indian Ephemeris's "modern formula based on Julian centuries and Julian
  // day 2415020 ... comes to 23°51'25".636 for J2000" (J2000 = 2000-01-01 12h TT).
  // https://groups.google.com/g/alt.astrology.moderated/c/hBmGl0A9sEM
  const j2000Ut = '2000-01-01T11:58:56Z';
  const dJ2000 = ayanamsaAt(j2000Ut) - nutationAt(j2000Ut) - dms(23, 51, 25.636);
  assert.ok(Math.abs(dJ2000) <= 0.5 * ARCSEC, `J2000: ${(dJ2000 / ARCSEC).toFixed(2)}" from 23°51'25.636"`);
});

// --- Sunrise and sunset ---------------------------------------------------
// Published times are given to the minute and the publishers do not state
// the coordinates they use (we use the city centre), so 1 minute.
const RISE_SET_TOLERANCE = 1 * MINUTE;

interface RiseSetCase {
  source: string;
  place: string;
  lat: number;
  lon: number;
  midnight: string;
  rise: string;
  set: string;
}
const riseSetCases: RiseSetCase[] = [
  // Drik Panchang, Bengali Daily Panjika for New Delhi (sunrise/sunset, IST),
  // https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=31/12/2020
  {
    source: 'drikpanchang 31/12/2020',
    place: 'New Delhi',
    lat: 28.6139,
    lon: 77.209,
    midnight: '2020-12-31T00:00:00+05:30',
    rise: '2020-12-31T07:14:00+05:30',
    set: '2020-12-31T17:35:00+05:30',
  },
  // https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=24/01/2022
  {
    source: 'drikpanchang 24/01/2022',
    place: 'New Delhi',
    lat: 28.6139,
    lon: 77.209,
    midnight: '2022-01-24T00:00:00+05:30',
    rise: '2022-01-24T07:13:00+05:30',
    set: '2022-01-24T17:54:00+05:30',
  },
  // https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=26/01/2022
  {
    source: 'drikpanchang 26/01/2022',
    place: 'New Delhi',
    lat: 28.6139,
    lon: 77.209,
    midnight: '2022-01-26T00:00:00+05:30',
    rise: '2022-01-26T07:12:00+05:30',
    set: '2022-01-26T17:55:00+05:30',
  },
  // https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=22/11/2025
  {
    source: 'drikpanchang 22/11/2025',
    place: 'New Delhi',
    lat: 28.6139,
    lon: 77.209,
    midnight: '2025-11-22T00:00:00+05:30',
    rise: '2025-11-22T06:49:00+05:30',
    set: '2025-11-22T17:25:00+05:30',
  },
  // The Project (10play), "Friday Will Be The Longest Day Of The Year..."
  // (20 December 2023), times for Friday 22 December 2023 (AEDT, AWST):
  // "In Sydney, the sun will rise at 5.41am and set at 8.06pm", Melbourne
  // 5.55am / 8.42pm, Hobart 5.28am / 8.50pm, Perth 5.07am / 7,22pm.
  // https://10play.com.au/theproject/articles/friday-will-be-the-longest-day-of-the-year-because-of-the-summer-solstice/tpa231220nmxvt
  {
    source: '10play 2023-12-20',
    place: 'Sydney',
    lat: -33.8688,
    lon: 151.2093,
    midnight: '2023-12-22T00:00:00+11:00',
    rise: '2023-12-22T05:41:00+11:00',
    set: '2023-12-22T20:06:00+11:00',
  },
  {
    source: '10play 2023-12-20',
    place: 'Melbourne',
    lat: -37.8136,
    lon: 144.9631,
    midnight: '2023-12-22T00:00:00+11:00',
    rise: '2023-12-22T05:55:00+11:00',
    set: '2023-12-22T20:42:00+11:00',
  },
  {
    source: '10play 2023-12-20',
    place: 'Hobart',
    lat: -42.8821,
    lon: 147.3272,
    midnight: '2023-12-22T00:00:00+11:00',
    rise: '2023-12-22T05:28:00+11:00',
    set: '2023-12-22T20:50:00+11:00',
  },
  {
    source: '10play 2023-12-20',
    place: 'Perth',
    lat: -31.9523,
    lon: 115.8613,
    midnight: '2023-12-22T00:00:00+08:00',
    rise: '2023-12-22T05:07:00+08:00',
    set: '2023-12-22T19:22:00+08:00',
  },
  // Chichester Observer (21 December 2021): "The sunrise was at 8.03am and it
  // is due to set at 3.59pm" (GMT), Tuesday 21 December 2021.
  // https://www.chichester.co.uk/news/people/this-is-how-many-hours-of-daylight-we-will-get-in-chichester-today-on-the-winter-solstice-3502536
  {
    source: 'chichester.co.uk 2021-12-21',
    place: 'Chichester',
    lat: 50.8376,
    lon: -0.7749,
    midnight: '2021-12-21T00:00:00Z',
    rise: '2021-12-21T08:03:00Z',
    set: '2021-12-21T15:59:00Z',
  },
];

test('sunrise and sunset within a minute of published almanac times (both hemispheres)', () => {
  const n = riseSetCases.length;
  const r = riseSet(
    new Float64Array(riseSetCases.map((c) => jdOf(c.midnight))),
    new Float64Array(riseSetCases.map((c) => c.lat)),
    new Float64Array(riseSetCases.map((c) => c.lon)),
  );
  for (let i = 0; i < n; i += 1) {
    const c = riseSetCases[i]!;
    for (const [what, ours, published] of [
      ['rise', r.riseJdUt[i]!, c.rise],
      ['set', r.setJdUt[i]!, c.set],
    ] as const) {
      const d = ours - jdOf(published);
      assert.ok(
        Math.abs(d) <= RISE_SET_TOLERANCE,
        `${c.place} ${what} (${c.source}): ours ${isoOf(ours)}, published ${published}, ${(d / SECOND).toFixed(0)} s`,
      );
    }
  }
});

// --- Panchang end times ---------------------------------------------------
// Drik Panchang, Bengali Daily Panjika pages for New Delhi (IST). Each
// "X upto HH:MM" is the moment the next element begins, printed to the minute.
// We compare as a user does: our moment rounded to the minute (as the API
// prints it) must be within 1 minute of Drik's. Seen on these dates: our
// exact tithi and karana ends fall 26-78 s after Drik's printed minute and our
// yoga ends 20-63 s before it, nakshatra ends within 35 s either way, which is
// what a Sun about 25" smaller than the Swiss Ephemeris's apparent Sun would
// give (Moon - Sun larger, Moon + Sun smaller, Moon alone unchanged).
const DRIK_TOLERANCE = 1 * MINUTE;
const toMinute = (jdUt: number): number => Math.round(jdUt / MINUTE) * MINUTE;

const COUNTS: Record<LunarEventKind, number> = { tithi: 30, karana: 60, nakshatra: 27, pada: 108, yoga: 27, sun_sign: 12, moon_sign: 12 };
interface EndCase {
  what: string;
  kind: LunarEventKind;
  nextIndex: number;
  at: string;
}
const drik: { url: string; day: string; ends: EndCase[] }[] = [
  {
    url: 'https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=31/12/2020',
    day: '2020-12-31',
    ends: [
      // "Pratipada upto 09:30 AM" (Krishna Pratipada, index 15) -> Krishna Dwitiya (16)
      { what: 'Krishna Pratipada', kind: 'tithi', nextIndex: 16, at: '2020-12-31T09:30:00+05:30' },
      // "Kaulava upto 09:30 AM": karana 31 (Kaulava of Krishna Pratipada's second half) -> 32
      { what: 'Kaulava', kind: 'karana', nextIndex: 32, at: '2020-12-31T09:30:00+05:30' },
      // "Taitila upto 09:35 PM" -> karana 33
      { what: 'Taitila', kind: 'karana', nextIndex: 33, at: '2020-12-31T21:35:00+05:30' },
      // "Punarvasu upto 07:49 PM" (6) -> Pushya (7)
      { what: 'Punarvasu', kind: 'nakshatra', nextIndex: 7, at: '2020-12-31T19:49:00+05:30' },
      // "Indra upto 02:52 PM" (yoga 25) -> Vaidhriti (26)
      { what: 'Indra', kind: 'yoga', nextIndex: 26, at: '2020-12-31T14:52:00+05:30' },
      // "Mithuna upto 01:38 PM" (Moon sign 2) -> Karka (3)
      { what: 'Moon in Mithuna', kind: 'moon_sign', nextIndex: 3, at: '2020-12-31T13:38:00+05:30' },
    ],
  },
  {
    url: 'https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=24/01/2022',
    day: '2022-01-24',
    ends: [
      // "Shashthi upto 08:43 AM" (Krishna Shashthi, 20) -> Krishna Saptami (21)
      { what: 'Krishna Shashthi', kind: 'tithi', nextIndex: 21, at: '2022-01-24T08:43:00+05:30' },
      // "Vishti upto 08:19 PM" -> karana 43
      { what: 'Vishti', kind: 'karana', nextIndex: 43, at: '2022-01-24T20:19:00+05:30' },
      // "Hasta upto 11:15 AM" (12) -> Chitra (13)
      { what: 'Hasta', kind: 'nakshatra', nextIndex: 13, at: '2022-01-24T11:15:00+05:30' },
      // "Sukarma upto 11:12 AM" (6) -> Dhriti (7)
      { what: 'Sukarma', kind: 'yoga', nextIndex: 7, at: '2022-01-24T11:12:00+05:30' },
      // "Kanya upto 11:08 PM" (5) -> Tula (6)
      { what: 'Moon in Kanya', kind: 'moon_sign', nextIndex: 6, at: '2022-01-24T23:08:00+05:30' },
    ],
  },
  {
    url: 'https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=26/01/2022',
    day: '2022-01-26',
    ends: [
      // "Nabami upto 04:34 AM, Jan 27" (Krishna Navami, 23) -> Krishna Dashami (24)
      { what: 'Krishna Navami', kind: 'tithi', nextIndex: 24, at: '2022-01-27T04:34:00+05:30' },
      // "Taitila upto 05:33 PM" -> karana 47
      { what: 'Taitila', kind: 'karana', nextIndex: 47, at: '2022-01-26T17:33:00+05:30' },
      // "Swati upto 10:07 AM" (14) -> Vishakha (15)
      { what: 'Swati', kind: 'nakshatra', nextIndex: 15, at: '2022-01-26T10:07:00+05:30' },
      // "Ganda upto 04:09 AM, Jan 27" (9) -> Vriddhi (10)
      { what: 'Ganda', kind: 'yoga', nextIndex: 10, at: '2022-01-27T04:09:00+05:30' },
      // "Tula upto 03:13 AM, Jan 27" (6) -> Vrishchika (7)
      { what: 'Moon in Tula', kind: 'moon_sign', nextIndex: 7, at: '2022-01-27T03:13:00+05:30' },
    ],
  },
  {
    url: 'https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=22/11/2025',
    day: '2025-11-22',
    ends: [
      // "Dbitiya upto 05:11 PM" (Shukla Dwitiya, 1) -> Shukla Tritiya (2)
      { what: 'Shukla Dwitiya', kind: 'tithi', nextIndex: 2, at: '2025-11-22T17:11:00+05:30' },
      // "Taitila upto 06:19 AM, Nov 23" -> karana 5
      { what: 'Taitila', kind: 'karana', nextIndex: 5, at: '2025-11-23T06:19:00+05:30' },
      // "Jyeshtha upto 04:47 PM" (17) -> Mula (18)
      { what: 'Jyeshtha', kind: 'nakshatra', nextIndex: 18, at: '2025-11-22T16:47:00+05:30' },
      // "Sukarma upto 11:30 AM" (6) -> Dhriti (7)
      { what: 'Sukarma', kind: 'yoga', nextIndex: 7, at: '2025-11-22T11:30:00+05:30' },
      // "Vrishchika upto 04:47 PM" (7) -> Dhanu (8)
      { what: 'Moon in Vrishchika', kind: 'moon_sign', nextIndex: 8, at: '2025-11-22T16:47:00+05:30' },
    ],
  },
];

/** The event of that kind nearest the published moment, with its raw index. */
function nearestEvent(c: EndCase, from: number) {
  const ev = findLunarEvents(from, from + 2, [c.kind]);
  let best = -1;
  for (let i = 0; i < ev.jdUt.length; i += 1) {
    if (best < 0 || Math.abs(ev.jdUt[i]! - jdOf(c.at)) < Math.abs(ev.jdUt[best]! - jdOf(c.at))) best = i;
  }
  assert.ok(best >= 0, `no ${c.kind} event near ${c.at}`);
  return { jdUt: ev.jdUt[best]!, index: ev.index[best]! };
}

test('tithi, karana, nakshatra, yoga and Moon-sign end times, to the minute, match Drik Panchang (New Delhi) within 1 minute', () => {
  for (const page of drik) {
    // Search from the previous local midnight, as a panchang day would.
    const from = jdOf(`${page.day}T00:00:00+05:30`) - 0.25;
    for (const c of page.ends) {
      const e = nearestEvent(c, from);
      const d = toMinute(e.jdUt) - jdOf(c.at);
      // 1e-9 day absorbs the float error of two minute-aligned Julian days.
      assert.ok(
        Math.abs(d) <= DRIK_TOLERANCE + 1e-9,
        `${c.what} ends (${page.url}): ours ${isoOf(e.jdUt)}, Drik ${c.at}, ${(d / SECOND).toFixed(0)} s`,
      );
      // Index modulo the count here; the raw index is checked below.
      assert.equal(((e.index % COUNTS[c.kind]) + COUNTS[c.kind]) % COUNTS[c.kind], c.nextIndex, `${c.what}: index of the next ${c.kind}`);
    }
  }
});

test('the index of each event is the published next element, in 0..count-1', () => {
  for (const page of drik) {
    const from = jdOf(`${page.day}T00:00:00+05:30`) - 0.25;
    for (const c of page.ends) {
      assert.equal(
        nearestEvent(c, from).index,
        c.nextIndex,
        `${c.what} (${page.day}, search from ${isoOf(from)}): raw index of the next ${c.kind}`,
      );
    }
  }
});
