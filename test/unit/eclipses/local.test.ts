/**
 * Eclipses at a place against published local circumstances and sutak times.
 * Local contacts: timeanddate.com's city pages as quoted by the press and
 * almanac sites (named at each case), minute precision; aims (issue 33):
 * within 2 minutes. Sutak: Drik Panchang's times as newspapers quoted them
 * (named at each case).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eclipsesAt, type Eclipse } from '../../../src/domain/eclipses/index.ts';
import * as Astronomy from 'astronomy-engine';
import { jdUtFromCalendar } from '../../../src/time/index.ts';

/** astronomy-engine counts days from J2000.0 (JD 2451545.0). */
const J2000_JD = 2451545;

const MINUTE = 1 / 1440;

/** The local clock time (HH:MM or HH:MM:SS) on the UT day `utDay` [y, m, d] at UTC offset `offsetH`, as a UT Julian day. */
function local(y: number, m: number, d: number, hhmm: string, offsetH: number): number {
  const [h, min, s = 0] = hhmm.split(':').map(Number) as [number, number, number?];
  return jdUtFromCalendar(y, m, d, h + min / 60 + s / 3600 - offsetH);
}

function eclipseOn(y: number, m: number, d: number, place: { latitudeDeg: number; longitudeDeg: number }): Eclipse {
  const day = jdUtFromCalendar(y, m, d);
  const found = eclipsesAt(day - 1, day + 1, place);
  assert.equal(found.length, 1, `one eclipse around ${y}-${m}-${d}`);
  return found[0]!;
}

function near(actual: number, expected: number, tolDays: number, what: string): void {
  const off = (actual - expected) * 86400;
  assert.ok(Math.abs(actual - expected) <= tolDays, `${what}: ${off.toFixed(0)} s off`);
}

const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
const MUMBAI = { latitudeDeg: 19.076, longitudeDeg: 72.8777 };
const AHMEDABAD = { latitudeDeg: 23.0225, longitudeDeg: 72.5714 };

test('2019-12-26 annular eclipse, partial in India: begins and ends in four cities within 2 minutes (timeanddate, as listed by astropunditsrini.com), obscuration as reported', () => {
  // [city, place, begins, ends] in IST; timeanddate's city pages.
  const cases = [
    ['Chennai', { latitudeDeg: 13.0827, longitudeDeg: 80.2707 }, '08:08', '11:19'],
    ['Bengaluru', { latitudeDeg: 12.9716, longitudeDeg: 77.5946 }, '08:06', '11:11'],
    ['Mumbai', MUMBAI, '08:04', '10:55'],
    ['Kolkata', { latitudeDeg: 22.5726, longitudeDeg: 88.3639 }, '08:27', '11:32'],
  ] as const;
  for (const [city, place, begins, ends] of cases) {
    const e = eclipseOn(2019, 12, 26, place);
    assert.equal(e.body, 'solar');
    assert.equal(e.type, 'annular');
    assert.equal(e.local?.type, 'partial', city);
    near(e.local!.sparshaJdUt, local(2019, 12, 26, begins, 5.5), 2 * MINUTE, `${city} begins`);
    near(e.local!.mokshaJdUt, local(2019, 12, 26, ends, 5.5), 2 * MINUTE, `${city} ends`);
  }
  // Obscuration at greatest eclipse, the press's figures (shrigurumaharishi.org): 89.4% Bengaluru, 84.6% Chennai.
  assert.ok(Math.abs(eclipseOn(2019, 12, 26, cases[1][1]).local!.obscuration - 0.894) < 0.01);
  assert.ok(Math.abs(eclipseOn(2019, 12, 26, cases[0][1]).local!.obscuration - 0.846) < 0.01);
  // New Delhi, jansatta.com: 08:17 to 10:57.
  const delhi = eclipseOn(2019, 12, 26, DELHI);
  near(delhi.local!.sparshaJdUt, local(2019, 12, 26, '08:17', 5.5), MINUTE, 'Delhi sparsha');
  near(delhi.local!.mokshaJdUt, local(2019, 12, 26, '10:57', 5.5), MINUTE, 'Delhi moksha');
});

test('2024-04-08 total eclipse in Dallas: the four contacts within 2 minutes (timeanddate via greensourcedfw.org; totality from Fox 4 Dallas)', () => {
  const e = eclipseOn(2024, 4, 8, { latitudeDeg: 32.7767, longitudeDeg: -96.797 });
  const l = e.local!;
  assert.equal(l.type, 'total');
  near(l.sparshaJdUt, local(2024, 4, 8, '12:23', -5), 2 * MINUTE, 'begins 12:23 CDT');
  near(l.madhyaJdUt, local(2024, 4, 8, '13:42', -5), 2 * MINUTE, 'maximum 1:42 pm');
  near(l.mokshaJdUt, local(2024, 4, 8, '15:02', -5), 2 * MINUTE, 'ends 3:02 pm');
  near(l.contacts.totalBeginJdUt, local(2024, 4, 8, '13:40', -5), 2 * MINUTE, 'totality 1:40 pm');
  near(l.contacts.totalEndJdUt, local(2024, 4, 8, '13:44', -5), 2 * MINUTE, 'totality ends 1:44 pm');
  // Fox 4: 3 minutes 51 seconds of totality downtown.
  near(l.contacts.totalEndJdUt - l.contacts.totalBeginJdUt, (3 * 60 + 51) / 86400, 10 / 86400, 'totality length');
});

test("sutak by the prahar count: Drik Panchang's sutak and its sutak for children, the old and the sick for five eclipses", () => {
  // [what, date, place, eclipse first seen (Drik), sutak begins, for children/old/sick, sutak ends], IST; second precision where printed.
  // Tolerance 1 minute, except the three sutak starts of 2018-01-31 (below).
  const lunar2018 = { y: 2018, m: 1, d: 31 };
  // 2018-01-31 total lunar eclipse, Zee News quoting drikpanchang.com: the Moon rises eclipsed (sparsha 17:18 before moonrise).
  {
    const e = eclipseOn(2018, 1, 31, DELHI);
    assert.equal(e.body, 'lunar');
    near(e.sutak!.vulnerableStartJdUt, local(2018, 1, 31, '12:34:42', 5.5), MINUTE, 'Delhi kids, old and sick');
    near(e.sutak!.endJdUt, local(2018, 1, 31, '20:41:10', 5.5), MINUTE, 'Delhi sutak ends');
    near(e.local!.visibleStartJdUt, local(2018, 1, 31, '17:58:00', 5.5), 2 * MINUTE, 'Delhi: seen from moonrise');
    // Drik prints the sutak from 07:07:21, 2.6 minutes before the sunrise (07:09:58) that begins the first prahar
    // the count reaches; Mumbai and Ahmedabad show the same gap, 0.5 and 1.3 minutes: unexplained, within 3 minutes.
    near(e.sutak!.startJdUt, local(2018, 1, 31, '07:07:21', 5.5), 3 * MINUTE, 'Delhi sutak begins');
    const mumbai = eclipseOn(lunar2018.y, lunar2018.m, lunar2018.d, MUMBAI);
    near(mumbai.sutak!.startJdUt, local(2018, 1, 31, '07:12:37', 5.5), MINUTE, 'Mumbai sutak begins');
    near(mumbai.sutak!.vulnerableStartJdUt, local(2018, 1, 31, '12:52:00', 5.5), MINUTE, 'Mumbai kids, old and sick');
    const ahmedabad = eclipseOn(lunar2018.y, lunar2018.m, lunar2018.d, AHMEDABAD);
    near(ahmedabad.sutak!.startJdUt, local(2018, 1, 31, '07:18:38', 5.5), 2 * MINUTE, 'Ahmedabad sutak begins');
    near(ahmedabad.sutak!.vulnerableStartJdUt, local(2018, 1, 31, '12:53:13', 5.5), MINUTE, 'Ahmedabad kids, old and sick');
  }
  // 2019-12-26 solar eclipse, New Delhi: sutak from 17:31 on the 25th, for the old and children from 03:47 (a press
  // article in the search corpus, its address not kept); vedicrishi.in prints 17:33, latestly.com 20:17 (12 hours
  // before the 08:17 sparsha: the fixed-prahar saying).
  {
    const e = eclipseOn(2019, 12, 26, DELHI);
    near(e.sutak!.startJdUt, local(2019, 12, 25, '17:31', 5.5), MINUTE, 'sutak begins');
    near(e.sutak!.vulnerableStartJdUt, local(2019, 12, 26, '03:47', 5.5), MINUTE, 'kids, old and sick');
    assert.equal(e.sutak!.endJdUt, e.local!.mokshaJdUt);
  }
  // 2025-09-07 total lunar eclipse, New Delhi, Free Press Journal quoting Drik Panchang: 12:19 and 18:36, ends 01:26.
  {
    const e = eclipseOn(2025, 9, 7, DELHI);
    near(e.sutak!.startJdUt, local(2025, 9, 7, '12:19', 5.5), MINUTE, 'sutak begins');
    near(e.sutak!.vulnerableStartJdUt, local(2025, 9, 7, '18:36', 5.5), MINUTE, 'kids, old and sick');
    near(e.sutak!.endJdUt, local(2025, 9, 7, '25:26', 5.5), MINUTE, 'sutak ends');
  }
  // 2026-03-03 total lunar eclipse, New Delhi, Free Press Journal and Republic quoting Drik Panchang: sutak 09:39 to 18:46;
  // the Moon rises eclipsed at 18:26, so the count starts from moonrise (from the sparsha, 15:20, it would give 03:38;
  // "9 hours before", 06:20, is the press's other figure).
  {
    const e = eclipseOn(2026, 3, 3, DELHI);
    near(e.sutak!.startJdUt, local(2026, 3, 3, '09:39', 5.5), MINUTE, 'sutak begins');
    near(e.local!.visibleStartJdUt, local(2026, 3, 3, '18:26', 5.5), 2 * MINUTE, 'moonrise');
    near(e.sutak!.endJdUt, local(2026, 3, 3, '18:46', 5.5), 2 * MINUTE, 'sutak ends');
    // Totality (16:35-17:33) ends before moonrise: Drik's New Delhi page reads "Partial Lunar Eclipse in New Delhi"
    // (drikpanchang.com/eclipse/lunar-eclipse-date-time-duration.html?date=03/03/2026&geoname-id=1261481, as stored by
    // github.com/gerimantas/VedaCal tests/fixtures/marks/new-delhi-2026.json).
    assert.equal(e.type, 'total');
    assert.equal(e.local!.type, 'partial');
  }
});

test('sutak of the partial lunar eclipse of 2023-10-28 in New Delhi: 14:52 and 20:52 to 02:22 (ultranewstv.com)', () => {
  // U1 at 01:05 falls in the third prahar of the night: three prahars back is the last of the day, one back the second of the night.
  const e = eclipseOn(2023, 10, 28, DELHI);
  assert.equal(e.type, 'partial');
  near(e.sutak!.startJdUt, local(2023, 10, 28, '14:52', 5.5), MINUTE, 'sutak begins');
  near(e.sutak!.vulnerableStartJdUt, local(2023, 10, 28, '20:52', 5.5), MINUTE, 'kids, old and sick');
  near(e.sutak!.endJdUt, local(2023, 10, 29, '02:22', 5.5), 2 * MINUTE, 'sutak ends');
});

test('no sutak for an eclipse not visible at the place, nor for a penumbral lunar eclipse', () => {
  // 2026-08-12 total solar eclipse (Greenland, Iceland, Spain): below Delhi's horizon.
  const hidden = eclipseOn(2026, 8, 12, DELHI);
  assert.equal(hidden.local, null);
  assert.equal(hidden.sutak, null);
  // 2023-05-05 penumbral lunar eclipse, seen from Delhi (Moon up from 18:5x): visible, no sutak.
  const penumbral = eclipseOn(2023, 5, 5, DELHI);
  assert.equal(penumbral.type, 'penumbral');
  assert.notEqual(penumbral.local, null);
  assert.equal(penumbral.sutak, null);
});

test('rashi and nakshatra of the eclipsed body: 2025-09-07 Moon in Kumbha, Purva Bhadrapada (dynamitenews.com)', () => {
  const e = eclipseOn(2025, 9, 7, DELHI);
  assert.equal(e.signIndex, 10);
  assert.equal(e.nakshatraIndex, 24);
});

test('One search over 2016-2030 sees the same solar eclipses at London and New Delhi as astronomy-engine (SearchLocalSolarEclipse: Sun above the horizon at first contact, greatest or last contact)', () => {
  // A hit reused across a range search once kept the previous eclipse's sunrise/sunset when the library wrote
  // none, and an eclipse seen at the place came back not seen (New Delhi lost 2027-08-02 and 2030-06-01).
  const LONDON = { latitudeDeg: 51.5074, longitudeDeg: -0.1278 };
  for (const [city, place] of [
    ['London', LONDON],
    ['New Delhi', DELHI],
  ] as const) {
    const start = jdUtFromCalendar(2016, 1, 1);
    const end = jdUtFromCalendar(2031, 1, 1);
    const ours = eclipsesAt(start, end, place, ['solar'])
      .filter((e) => e.local !== null)
      .map((e) => e.greatestJdUt);
    const observer = new Astronomy.Observer(place.latitudeDeg, place.longitudeDeg, 0);
    const theirs: number[] = [];
    let e = Astronomy.SearchLocalSolarEclipse(Astronomy.MakeTime(new Date(Date.UTC(2016, 0, 1))), observer);
    while (e.peak.time.ut + J2000_JD < end) {
      if (Math.max(e.partial_begin.altitude, e.peak.altitude, e.partial_end.altitude) > 0) theirs.push(e.peak.time.ut + J2000_JD);
      e = Astronomy.NextLocalSolarEclipse(e.peak.time, observer);
    }
    assert.ok(theirs.length >= 5, `${city}: astronomy-engine finds ${theirs.length} visible eclipses`);
    assert.equal(ours.length, theirs.length, `${city}: ${ours.length} seen by us, ${theirs.length} by astronomy-engine`);
    // Global greatest eclipse against the local peak: the same eclipse within a few hours.
    ours.forEach((jd, i) => assert.ok(Math.abs(jd - theirs[i]!) < 0.25, `${city}: eclipse ${i} at ${jd} vs ${theirs[i]}`));
  }
});
