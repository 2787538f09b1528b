import { test } from 'node:test';
import assert from 'node:assert/strict';
import { grahaPositions, positionOf } from '../../../src/native/ephemeris.ts';
import { jdUtFromCalendar } from '../../../src/time/instant.ts';
import {
  DASHA_YEAR_DAYS,
  nakshatraDasha,
  nakshatraDashaSystem,
  NAKSHATRA_DASHA_SYSTEMS,
  STARTING_STAR_IDS,
  vimshottariDasha,
  yoginiDasha,
  YOGINI_IDS,
  type NakshatraDashaSystem,
  type StartingStar,
} from '../../../src/domain/dashas/index.ts';
import { GRAHA_IDS, SIGN_LORDS, type GrahaName } from '../../../src/core/glossary.ts';
import { computeChart } from '../../../src/domain/chart/index.ts';
import { applicabilityFacts, type ApplicabilityFacts } from '../../../src/domain/dashas/index.ts';
import { expectApiError } from '../../fixtures.ts';

const HOUR_DAYS = 1 / 24;

function moonAt(jdUt: number): number {
  return positionOf(grahaPositions(Float64Array.of(jdUt)), 0, 1).longitudeDeg;
}
/** 'YYYY-MM-DD HH:MM:SS' local civil time at a UTC offset (hours) as a UT Julian day. */
function localJd(text: string, offsetHours: number): number {
  const [y, m, d, h, mi, s] = text.split(/[- :]/).map(Number);
  return jdUtFromCalendar(y!, m!, d!, h! + mi! / 60 + s! / 3600 - offsetHours);
}
function system(id: string): NakshatraDashaSystem {
  const s = nakshatraDashaSystem(id);
  assert.ok(s, id);
  return s;
}

// The chart of PyJHora's tests (src/jhora/tests/pvr_tests.py), its author's own chart compared with
// Jagannatha Hora: 1996-12-07 10:34 IST, Chennai; Lahiri ayanamsa (its Vimshottari starts agree with
// ours: test/unit/dashas/vimshottari.test.ts). The Moon is in Swati.
const BIRTH = localJd('1996-12-07 10:34:00', 5.5);
const MOON = moonAt(BIRTH);
/** Graha index (PyJHora: 0 Sun .. 8 Ketu) to our graha id. */
const G = (i: number): string => GRAHA_IDS[i]!;

/**
 * Mahadasha lords and starts as PyJHora's tests expect them (IST). Tolerance
 * 0.1 day, as for Vimshottari: our Moon and PyJHora's differ by about half
 * an arcsecond, which moves a start by at most years x 365.2564 / 48000 days.
 */
const PYJHORA_MAHADASHAS: Record<string, [number, string][]> = {
  // ashtottari_tests, _ashtothari_test_4 ("Own Chart Compared to JHora")
  ashtottari: [
    [2, '1992-11-21 08:54:59'],
    [3, '2000-11-21 10:08:18'],
    [6, '2017-11-21 18:44:05'],
    [4, '2027-11-22 08:15:44'],
    [7, '2046-11-22 05:09:51'],
    [5, '2058-11-22 06:59:49'],
    [0, '2079-11-22 16:12:16'],
    [1, '2085-11-22 05:07:15'],
  ],
  // shodasottari_test
  shodasottari: [
    [5, '1996-07-16 01:12:44'],
    [0, '2014-07-16 15:57:42'],
    [2, '2025-07-16 11:38:30'],
    [4, '2037-07-16 13:28:28'],
    [6, '2050-07-16 21:27:36'],
    [8, '2064-07-16 11:35:54'],
    [1, '2079-07-17 07:53:22'],
    [3, '2095-07-17 10:19:59'],
  ],
  // dwadasottari_test
  dwadashottari: [
    [7, '1996-08-09 02:46:17'],
    [2, '2011-08-09 23:03:45'],
    [6, '2028-08-09 07:39:32'],
    [1, '2047-08-10 04:33:39'],
    [0, '2068-08-09 13:46:06'],
    [4, '2075-08-10 08:50:15'],
    [8, '2084-08-09 16:12:44'],
    [3, '2095-08-10 11:53:32'],
  ],
  // panchottari_test
  panchottari: [
    [5, '1996-08-01 02:15:06'],
    [1, '2012-08-01 04:41:44'],
    [4, '2029-08-01 13:17:31'],
    [0, '2047-08-02 04:02:28'],
    [3, '2059-08-02 05:52:27'],
    [6, '2072-08-01 13:51:35'],
    [2, '2086-08-02 03:59:53'],
  ],
  // sataatbika_test
  shatabdika: [
    [1, '1996-10-28 07:58:06'],
    [5, '2001-10-28 14:43:55'],
    [3, '2011-10-29 04:15:33'],
    [4, '2021-10-28 17:47:12'],
    [2, '2041-10-28 20:50:29'],
    [6, '2061-10-28 23:53:46'],
    [0, '2091-10-29 16:28:41'],
  ],
  // chathuraseethi_sama_tests
  chaturashiti_sama: [
    [0, '1996-09-02 04:19:50'],
    [1, '2008-09-02 06:09:48'],
    [2, '2020-09-02 07:59:46'],
    [3, '2032-09-02 09:49:44'],
    [4, '2044-09-02 11:39:42'],
    [5, '2056-09-02 13:29:41'],
    [6, '2068-09-02 15:19:39'],
  ],
  // dwisatpathi_test (two cycles of 72 years)
  dwisaptati_sama: [
    [7, '1996-09-26 05:53:22'],
    [0, '2005-09-26 13:15:51'],
    [1, '2014-09-26 20:38:19'],
    [2, '2023-09-27 04:00:48'],
    [3, '2032-09-26 11:23:17'],
    [4, '2041-09-26 18:45:45'],
    [5, '2050-09-27 02:08:14'],
    [6, '2059-09-27 09:30:43'],
    [7, '2068-09-26 16:53:11'],
    [0, '2077-09-27 00:15:40'],
    [1, '2086-09-27 07:38:09'],
    [2, '2095-09-27 15:00:37'],
  ],
  // shastihayani_test
  shashtihayani: [
    [3, '1996-10-20 07:26:55'],
    [5, '2002-10-20 20:21:54'],
    [6, '2008-10-20 09:16:53'],
    [7, '2014-10-20 22:11:52'],
    [4, '2020-10-20 11:06:51'],
    [0, '2030-10-21 00:38:30'],
    [2, '2040-10-20 14:10:08'],
    [1, '2050-10-21 03:41:47'],
  ],
  // shattrimsa_sama_test (three cycles of 36 years; the first two here)
  shattrimsa_sama: [
    [3, '1996-10-28 07:58:06'],
    [6, '2001-10-28 14:43:55'],
    [5, '2007-10-29 03:38:54'],
    [7, '2014-10-28 22:43:03'],
    [1, '2022-10-28 23:56:22'],
    [0, '2023-10-29 06:05:32'],
    [4, '2025-10-28 18:23:51'],
    [2, '2028-10-28 12:51:21'],
    [3, '2032-10-28 13:28:00'],
    [6, '2037-10-28 20:13:49'],
    [5, '2043-10-29 09:08:49'],
    [7, '2050-10-29 04:12:58'],
  ],
  // yogini_test (graha of each yogini: Pingala = Sun ...)
  yogini: [
    [0, '1996-11-21 09:31:38'],
    [4, '1998-11-21 21:49:58'],
    [2, '2001-11-21 16:17:28'],
    [3, '2005-11-21 16:54:07'],
    [6, '2010-11-21 23:39:56'],
    [5, '2016-11-21 12:34:55'],
    [7, '2023-11-22 07:39:04'],
    [1, '2031-11-22 08:52:23'],
  ],
  // _vimsottari_test_6
  vimshottari: [
    [7, '1996-07-16 01:12:44'],
    [4, '2014-07-16 15:57:42'],
    [6, '2030-07-16 18:24:19'],
    [3, '2049-07-16 15:18:26'],
  ],
};

test("every nakshatra dasha system matches PyJHora's expected mahadashas for its Jagannatha Hora chart", () => {
  assert.equal(Object.keys(PYJHORA_MAHADASHAS).length, NAKSHATRA_DASHA_SYSTEMS.length, 'a reference for every system');
  for (const [id, expected] of Object.entries(PYJHORA_MAHADASHAS)) {
    const s = system(id);
    const r = nakshatraDasha(s, BIRTH, MOON, { depth: 1, toJdUt: localJd(expected.at(-1)![1], 5.5) + 1 });
    assert.ok(r.periods.length >= expected.length, `${id}: ${r.periods.length} periods`);
    expected.forEach(([graha, start], i) => {
      const p = r.periods[i]!;
      assert.equal(s.lords[p.lordIndex]!.graha, G(graha), `${id} period ${i}`);
      const diffDays = p.startJdUt - localJd(start, 5.5);
      assert.ok(Math.abs(diffDays) < 0.1, `${id} period ${i} starts ${diffDays / HOUR_DAYS} h from PyJHora`);
    });
  }
});

// Tribhagi: PyJHora _vimsottari_test_11 and _ashtothari_test_9 divide every period and the balance by
// three. (Its Shodasottari and Chaturashiti Sama tribhagi tests keep the full-length balance, so their first
// dasha starts where the ordinary one does: PyJHora is not consistent with itself there; we follow its
// Vimshottari and Ashtottari, and P.V.R. Narasimha Rao's description of tribhagi dasa.)
test('tribhagi variants match PyJHora for Vimshottari and Ashtottari', () => {
  const ashtottari = system('ashtottari');
  const a = nakshatraDasha(ashtottari, BIRTH, MOON, { depth: 1, tribhagi: true });
  const expected: [number, string][] = [
    [2, '1995-08-03 02:01:00'],
    [3, '1998-04-03 02:25:26'],
    [6, '2003-12-02 21:17:22'],
    [4, '2007-04-03 09:47:55'],
    [7, '2013-08-02 16:45:57'],
    [5, '2017-08-02 17:22:36'],
    [0, '2024-08-02 12:26:45'],
    [1, '2026-08-03 00:45:05'],
  ];
  expected.forEach(([graha, start], i) => {
    assert.equal(ashtottari.lords[a.periods[i]!.lordIndex]!.graha, G(graha), `ashtottari tribhagi period ${i}`);
    assert.ok(Math.abs(a.periods[i]!.startJdUt - localJd(start, 5.5)) < 0.1, `ashtottari tribhagi period ${i}`);
  });
  // PyJHora's Vimshottari rounds each tribhagi length to 0.01 year before adding it (5.33 for 16/3), so
  // its later starts drift from ours by up to 1.2 days a period: the first start is compared, and each
  // of its lengths with ours rounded the same way.
  const vimshottari = system('vimshottari');
  const v = nakshatraDasha(vimshottari, BIRTH, MOON, { depth: 1, tribhagi: true });
  const vExpected: [number, string][] = [
    [7, '1996-10-20 07:26:55'],
    [4, '2002-10-20 20:21:54'],
    [6, '2008-02-18 15:57:33'],
    [3, '2014-06-18 17:42:21'],
    [8, '2020-02-18 17:47:31'],
    [5, '2022-06-18 18:55:40'],
    [0, '2029-02-18 01:09:59'],
    [1, '2031-02-18 13:28:19'],
    [2, '2034-06-18 20:45:38'],
  ];
  assert.ok(Math.abs(v.periods[0]!.startJdUt - localJd(vExpected[0]![1], 5.5)) < 0.1, 'vimshottari tribhagi first start');
  vExpected.forEach(([graha], i) =>
    assert.equal(vimshottari.lords[v.periods[i]!.lordIndex]!.graha, G(graha), `vimshottari tribhagi period ${i}`),
  );
  for (let i = 1; i < vExpected.length - 1; i += 1) {
    const theirsDays = localJd(vExpected[i + 1]![1], 5.5) - localJd(vExpected[i]![1], 5.5);
    const oursYears = (v.periods[i]!.endJdUt - v.periods[i]!.startJdUt) / DASHA_YEAR_DAYS;
    assert.ok(Math.abs(theirsDays - (Math.round(oursYears * 100) / 100) * DASHA_YEAR_DAYS) < 0.01, `vimshottari tribhagi length ${i}`);
  }
});

// Starting star: PyJHora _ashtothari_test_8 and dwadasottari_test_4 (star_position_from_moon 1, 4, 5, 8).
test("Kshema, Utpanna and Adhana starting stars give PyJHora's birth dasha lords", () => {
  const cases: [string, Record<StartingStar, number>][] = [
    ['ashtottari', { moon: 2, kshema: 3, utpanna: 3, adhana: 6 }],
    ['dwadashottari', { moon: 7, kshema: 4, utpanna: 0, adhana: 2 }],
  ];
  for (const [id, expected] of cases) {
    const s = system(id);
    assert.equal(STARTING_STAR_IDS.length, 4);
    for (const star of STARTING_STAR_IDS) {
      const r = nakshatraDasha(s, BIRTH, MOON, { depth: 1, startingStar: star });
      assert.equal(s.lords[r.start.lordIndex]!.graha, G(expected[star]), `${id} ${star}`);
    }
  }
});

// P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", 17.3, Examples 60-62, as PyJHora's
// tests state them (_ashtothari_test_1..3): the Ashtottari dasha running at birth; Example 60 also
// the Rahu-Moon and Rahu-Mars antardasha starts PyJHora expects (IST; 0.25 day: our Moon of 1912).
test("Ashtottari birth dashas of the book's Examples 60-62", () => {
  const cases: [string, number, number, number, string][] = [
    ['Example 60', 13, 77 + 35 / 60, 5.5, '1912-08-08 19:38:00'],
    ['Example 61', 25 + 28 / 60, 81 + 52 / 60, 5.5, '1917-11-19 23:03:00'],
    ['Example 62', 18 + 26 / 60, 79 + 9 / 60, 5.5, '1921-06-28 12:49:00'],
  ];
  const expectedLords = ['venus', 'saturn', 'rahu'];
  const s = system('ashtottari');
  cases.forEach(([name, , , offset, birth], i) => {
    const jd = localJd(birth, offset);
    const r = nakshatraDasha(s, jd, moonAt(jd), { depth: 2 });
    assert.equal(s.lords[r.start.lordIndex]!.graha, expectedLords[i], name);
    if (i === 0) {
      const rahu = r.periods.find((p) => s.lords[p.lordIndex]!.graha === 'rahu')!;
      const [moon, mars] = [rahu.sub![3]!, rahu.sub![4]!];
      assert.deepEqual([s.lords[moon.lordIndex]!.id, s.lords[mars.lordIndex]!.id], ['moon', 'mars']);
      assert.ok(
        Math.abs(moon.startJdUt - localJd('1998-10-12 16:41:05', 5.5)) < 0.25,
        `${moon.startJdUt - localJd('1998-10-12 16:41:05', 5.5)} days`,
      );
      assert.ok(Math.abs(mars.startJdUt - localJd('2000-06-12 10:56:22', 5.5)) < 0.25);
    }
  });
});

// The engine reproduces the existing Vimshottari and Yogini (vimshottari.ts, yogini.ts) exactly, at every
// level and window, over Moons spread around the zodiac.
test("the engine's Vimshottari and Yogini equal the existing ones boundary for boundary", () => {
  const vim = system('vimshottari');
  const yog = system('yogini');
  const moons = Array.from({ length: 60 }, (_, i) => (i * 6.037 + 0.01) % 360);
  assert.equal(moons.length, 60);
  for (const moon of moons) {
    const old = vimshottariDasha(BIRTH, moon, { depth: 3 });
    const neu = nakshatraDasha(vim, BIRTH, moon, { depth: 3 });
    const strip = (ps: typeof neu.periods): unknown[] =>
      ps.map((p) => [vim.lords[p.lordIndex]!.id, p.startJdUt, p.endJdUt, p.sub ? strip(p.sub) : null]);
    const stripOld = (ps: typeof old.periods): unknown[] => ps.map((p) => [p.lord, p.startJdUt, p.endJdUt, p.sub ? stripOld(p.sub) : null]);
    assert.deepEqual(strip(neu.periods), stripOld(old.periods));
    assert.deepEqual([neu.fromJdUt, neu.toJdUt, neu.start.balanceYears], [old.fromJdUt, old.toJdUt, old.start.balanceYears]);
    const oy = yoginiDasha(BIRTH, moon, { depth: 2, fromJdUt: BIRTH, toJdUt: BIRTH + 20000 });
    const ny = nakshatraDasha(yog, BIRTH, moon, { depth: 2, fromJdUt: BIRTH, toJdUt: BIRTH + 20000 });
    const y = (ps: typeof ny.periods): unknown[] =>
      ps.map((p) => [YOGINI_IDS[p.lordIndex], p.startJdUt, p.endJdUt, p.sub ? y(p.sub) : null]);
    const yo = (ps: typeof oy.periods): unknown[] => ps.map((p) => [p.yogini, p.startJdUt, p.endJdUt, p.sub ? yo(p.sub) : null]);
    assert.deepEqual(y(ny.periods), yo(oy.periods));
    assert.equal(ny.start.balanceYears, oy.balanceYears);
  }
});

test('every system: each nakshatra has a lord, the periods tile the window, sub-periods tile their parent', async () => {
  assert.ok(NAKSHATRA_DASHA_SYSTEMS.length >= 11);
  for (const s of NAKSHATRA_DASHA_SYSTEMS) {
    assert.equal(s.starLords.length, 27);
    assert.ok(
      s.starLords.every((k) => k >= 0 && k < s.lords.length),
      s.id,
    );
    assert.equal(new Set(s.starLords).size, s.lords.length, `${s.id}: every lord rules a star`);
    const r = nakshatraDasha(s, BIRTH, MOON, { depth: 3 });
    assert.ok(r.periods.length > 0);
    for (let i = 1; i < r.periods.length; i += 1) assert.equal(r.periods[i]!.startJdUt, r.periods[i - 1]!.endJdUt);
    const whole = r.periods.filter((p) => p.endJdUt <= r.toJdUt);
    assert.ok(whole.length > 0);
    for (const p of whole) {
      assert.equal(p.sub!.length, s.lords.length);
      assert.equal(p.sub![0]!.startJdUt, p.startJdUt);
      assert.equal(p.sub!.at(-1)!.endJdUt, p.endJdUt);
      assert.equal(p.sub![0]!.lordIndex, p.lordIndex);
    }
    await expectApiError(() => nakshatraDasha(s, BIRTH, MOON, { depth: 4 }), { code: 'invalid_parameter', param: 'depth' });
  }
});

// The chart facts, derived by hand from the chart's lagna (Capricorn 22.45 degrees) and date: an even
// sign's second half is the Sun's hora; the 7th navamsa of Capricorn (counted from Capricorn) is Cancer;
// 22.45 / 2.5 = 8.98, the 9th dwadashamsa from Capricorn is Virgo; 1996-12-07 is three days before the
// new Moon (krishna paksha); 10:34 is daytime.
test('the conditions read the chart: hora, navamsa, dwadashamsa, paksha, day', () => {
  const chart = computeChart({
    jdUt: BIRTH,
    latitudeDeg: 13.0878,
    longitudeDeg: 80.2785,
    timeAccuracy: 'exact',
    utcOffsetMinutes: 330,
    timezoneName: 'x',
  });
  const f = applicabilityFacts(chart)!;
  assert.deepEqual(
    [f.lagnaSignIndex, f.lagnaHora, f.lagnaNavamsaSignIndex, f.lagnaDwadashamsaSignIndex, f.shuklaPaksha, f.dayBirth],
    [9, 'sun', 3, 5, false, true],
  );
  // Krishna paksha needs the Moon's hora for Shodasottari; by day the Sun's hora gives Shattrimsa Sama.
  assert.equal(system('shodasottari').applies!(f), false);
  assert.equal(system('shattrimsa_sama').applies!(f), true);
});

test('the conditions on hand-made charts', () => {
  const facts = (over: Partial<ApplicabilityFacts> & { signs?: Partial<Record<GrahaName, number>> }): ApplicabilityFacts => ({
    lagnaSignIndex: 0,
    lagnaHora: 'sun',
    lagnaNavamsaSignIndex: 0,
    lagnaDwadashamsaSignIndex: 0,
    shuklaPaksha: true,
    dayBirth: true,
    lordOf: (s) => SIGN_LORDS[s]!,
    ...over,
    signOf: (g) => over.signs?.[g] ?? 11,
  });
  // Aries lagna, its lord Mars in Leo: Rahu in Sagittarius (5th from Leo) qualifies Ashtottari; Rahu in the lagna does not.
  assert.equal(system('ashtottari').applies!(facts({ signs: { mars: 4, rahu: 8 } })), true);
  assert.equal(system('ashtottari').applies!(facts({ signs: { mars: 4, rahu: 0 } })), false);
  // Aries lagna: the 10th is Capricorn, its lord Saturn there gives Chaturashiti Sama.
  assert.equal(system('chaturashiti_sama').applies!(facts({ signs: { saturn: 9 } })), true);
  // Mars (lagna lord) in Libra, the 7th: Dwisaptati Sama.
  assert.equal(system('dwisaptati_sama').applies!(facts({ signs: { mars: 6 } })), true);
  assert.equal(system('shashtihayani').applies!(facts({ signs: { sun: 0 } })), true);
  assert.equal(system('dwadashottari').applies!(facts({ lagnaNavamsaSignIndex: 6 })), true);
  assert.equal(system('panchottari').applies!(facts({ lagnaDwadashamsaSignIndex: 3 })), true);
  assert.equal(system('shatabdika').applies!(facts({ lagnaNavamsaSignIndex: 0 })), true);
  assert.equal(system('shatabdika').applies!(facts({ lagnaNavamsaSignIndex: 1 })), false);
  assert.equal(system('vimshottari').applies, null);
});
