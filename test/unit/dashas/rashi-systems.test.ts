import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeChart } from '../../../src/domain/chart/index.ts';
import { jdUtFromCalendar } from '../../../src/time/instant.ts';
import {
  brahmaOf,
  charaAntardashaSigns,
  charaDasha,
  rashiAspects,
  rashiDasha,
  rashiDashaSystem,
  strongerSign,
  RASHI_DASHA_SYSTEMS,
  type RashiChart,
  type RashiDashaSystem,
} from '../../../src/domain/dashas/index.ts';
import { GRAHA_IDS } from '../../../src/core/glossary.ts';
import { expectApiError } from '../../fixtures.ts';

/** 'YYYY-MM-DD HH:MM:SS' local time at an offset (hours) as a UT Julian day. */
function localJd(text: string, offsetHours: number): number {
  const [y, m, d, h, mi, s] = text.split(/[- :]/).map(Number);
  return jdUtFromCalendar(y!, m!, d!, h! + mi! / 60 + s! / 3600 - offsetHours);
}
function rashiChartAt(local: string, offsetHours: number, latitudeDeg: number, longitudeDeg: number): { jdUt: number; chart: RashiChart } {
  const jdUt = localJd(local, offsetHours);
  const c = computeChart({ jdUt, latitudeDeg, longitudeDeg, timeAccuracy: 'exact', utcOffsetMinutes: offsetHours * 60, timezoneName: 'x' });
  return { jdUt, chart: { lagnaSignIndex: c.lagna!.signIndex, longitudesDeg: c.grahas.map((g) => g.longitudeDeg) } };
}
/**
 * A chart written as PyJHora's tests write P.V.R. Narasimha Rao's layouts: one entry per sign from
 * Aries, '/'-separated graha numbers (0 Sun .. 8 Ketu) and L for the lagna; each graha at 15 degrees
 * of its sign (the rules used here read signs only).
 */
function layout(signs: string[]): RashiChart {
  const longitudesDeg = new Array<number>(9).fill(NaN);
  let lagnaSignIndex = -1;
  signs.forEach((cell, s) =>
    cell
      .split('/')
      .filter(Boolean)
      .forEach((x) => {
        if (x === 'L') lagnaSignIndex = s;
        else longitudesDeg[Number(x)] = s * 30 + 15;
      }),
  );
  assert.ok(lagnaSignIndex >= 0 && longitudesDeg.every(Number.isFinite), 'a complete layout');
  return { lagnaSignIndex, longitudesDeg };
}
function system(id: string): RashiDashaSystem {
  const s = rashiDashaSystem(id);
  assert.ok(s, id);
  return s;
}
const OWN = rashiChartAt('1996-12-07 10:34:00', 5.5, 13.0878, 80.2785);

// PyJHora src/jhora/tests/pvr_tests.py, chara_dhasa_test (K.N. Rao method, and the second cycle of its
// PVN Rao method, which has the same rule): 1996-12-07 10:34 IST Chennai, lagna Capricorn; sign, years.
test('Chara dasha (K.N. Rao) matches PyJHora for its Jagannatha Hora chart', () => {
  const expected: [number, number][] = [
    [9, 10],
    [8, 12],
    [7, 4],
    [6, 12],
    [5, 9],
    [4, 9],
    [3, 9],
    [2, 6],
    [1, 5],
    [0, 4],
    [11, 3],
    [10, 11],
    [9, 2],
    [7, 8],
    [5, 3],
    [4, 3],
    [3, 3],
    [2, 6],
    [1, 7],
    [0, 8],
    [11, 9],
    [10, 1],
  ];
  const r = charaDasha(OWN.jdUt, OWN.chart);
  assert.deepEqual(
    r.periods.map((p) => [p.signIndex, p.years]),
    expected,
  );
  // The same periods through the rashi engine, boundary for boundary, and its antardashas are chara.ts's.
  const e = rashiDasha(system('chara'), OWN.jdUt, OWN.chart, { depth: 2, toJdUt: OWN.jdUt + 200 * 366 });
  assert.deepEqual(
    e.periods.map((p) => [p.signIndex, p.years, p.startJdUt, p.endJdUt]),
    r.periods.map((p) => [p.signIndex, p.years, p.startJdUt, p.endJdUt]),
  );
  assert.deepEqual(
    e.periods.map((p) => p.sub!.map((a) => [a.signIndex, a.startJdUt, a.endJdUt])),
    r.periods.map((p) => p.antardashas.map((a) => [a.signIndex, a.startJdUt, a.endJdUt])),
  );
  // PyJHora 2006-12-08 00:05:38 IST for the second dasha (Sagittarius).
  assert.ok(Math.abs(r.periods[1]!.startJdUt - localJd('2006-12-08 00:05:38', 5.5)) < 0.01);
});

// "Jaimini System: An Introduction" (K.N. Rao's school, Bharatiya Vidya Bhavan; futuresamachar.com,
// "Computation of Char Dasha II: The Antar Dasha Order"): Leo, a direct sign, runs Virgo ... Cancer and
// Leo-Leo last; Taurus, Gemini, Cancer, Scorpio, Sagittarius, Capricorn run in indirect order.
test("Chara antardashas follow K.N. Rao's order, the dasha sign last", () => {
  assert.deepEqual(charaAntardashaSigns(4), [5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4]);
  assert.deepEqual(charaAntardashaSigns(1), [0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  const direct = [4, 5, 6, 10, 11, 0];
  for (let s = 0; s < 12; s += 1) assert.equal(charaAntardashaSigns(s)[0], (s + (direct.includes(s) ? 1 : 11)) % 12, `sign ${s}`);
});

// P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", 18.2, Example 66 / Chart 23
// (1912-08-08 19:38 IST, 13N00 77E35), as PyJHora's _narayana_test_1 expects it: sign, years.
// And _narayana_test_4: PyJHora's own chart against Jagannatha Hora, with its start dates.
test("Narayana dasha matches the book's Example 66, Exercise 27 and PyJHora's Jagannatha Hora chart", () => {
  const narayana = system('narayana');
  const ex66 = rashiChartAt('1912-08-08 19:38:00', 5.5, 13, 77 + 35 / 60);
  const expected66: [number, number][] = [
    [4, 1],
    [9, 8],
    [2, 2],
    [7, 9],
    [0, 4],
    [5, 1],
    [10, 9],
    [3, 3],
    [8, 11],
    [1, 3],
    [6, 10],
    [11, 4],
    [4, 11],
    [9, 4],
    [2, 10],
    [7, 3],
    [0, 8],
    [5, 11],
    [10, 3],
    [3, 9],
  ];
  const r66 = rashiDasha(narayana, ex66.jdUt, ex66.chart, { toJdUt: ex66.jdUt + 200 * 366 });
  assert.deepEqual(
    r66.periods.slice(0, expected66.length).map((p) => [p.signIndex, p.years]),
    expected66,
  );
  // Exercise 27 / Chart 21 (1960-11-25 00:22, UTC-5, 38N54 77W02; _narayana_test_2): Aquarius, the stronger
  // by rule 1, holds Ketu, which reverses the order (fixed sign: every 6th sign backwards).
  const ex27 = rashiChartAt('1960-11-25 00:22:00', -5, 38 + 54 / 60, -(77 + 2 / 60));
  const expected27: [number, number][] = [
    [10, 2],
    [5, 11],
    [0, 2],
    [7, 3],
    [2, 4],
    [9, 1],
    [4, 9],
    [11, 3],
    [6, 2],
    [1, 7],
    [8, 12],
    [3, 5],
  ];
  const r27 = rashiDasha(narayana, ex27.jdUt, ex27.chart, { toJdUt: ex27.jdUt + 200 * 366 });
  assert.deepEqual(
    r27.periods.slice(0, expected27.length).map((p) => [p.signIndex, p.years]),
    expected27,
  );
  assert.equal(r27.direction, 'reverse');
  const own: [number, string, number][] = [
    [3, '1996-12-07 10:34:00', 9],
    [2, '2005-12-07 17:56:29', 6],
    [1, '2011-12-08 06:51:28', 5],
    [0, '2016-12-07 13:37:17', 4],
    [11, '2020-12-07 14:13:56', 3],
    [10, '2023-12-08 08:41:26', 11],
    [9, '2034-12-08 04:22:14', 10],
    [8, '2044-12-07 17:53:53', 12],
    [7, '2056-12-07 19:43:51', 4],
    [6, '2060-12-07 20:20:30', 12],
    [5, '2072-12-07 22:10:29', 9],
    [4, '2081-12-08 05:32:57', 9],
    [3, '2090-12-08 12:55:26', 3],
    [2, '2093-12-08 07:22:55', 6],
    [1, '2099-12-08 20:17:55', 7],
  ];
  const r = rashiDasha(narayana, OWN.jdUt, OWN.chart, { toJdUt: OWN.jdUt + 200 * 366 });
  own.forEach(([sign, start, years], i) => {
    assert.deepEqual([r.periods[i]!.signIndex, r.periods[i]!.years], [sign, years], `period ${i}`);
    assert.ok(Math.abs(r.periods[i]!.startJdUt - localJd(start, 5.5)) < 0.01, `period ${i} start`);
  });
});

// PyJHora src/jhora/tests/pvr_tests.py, _narayana_test_6 (its Jagannatha Hora chart, depth 2): each dasha's
// first antardasha sign and direction, for the 12 first-cycle and 4 second-cycle dashas it lists; and
// the twelve antardasha starts of the Taurus dasha (5 years, 0.42 year each).
test("Narayana antardashas match PyJHora's expectations for its Jagannatha Hora chart", () => {
  const expected: [number, number, 1 | -1][] = [
    [3, 11, -1],
    [2, 11, -1],
    [1, 8, 1],
    [0, 11, -1],
    [11, 8, 1],
    [10, 11, -1],
    [9, 11, -1],
    [8, 8, 1],
    [7, 11, -1],
    [6, 6, 1],
    [5, 8, 1],
    [4, 8, 1],
    [3, 11, -1],
    [2, 11, -1],
    [1, 8, 1],
    [0, 11, -1],
  ];
  const r = rashiDasha(system('narayana'), OWN.jdUt, OWN.chart, { depth: 2, toJdUt: OWN.jdUt + 130 * 366 });
  expected.forEach(([sign, first, d], i) => {
    const p = r.periods[i]!;
    assert.equal(p.signIndex, sign, `dasha ${i}`);
    assert.deepEqual(
      p.sub!.map((a) => a.signIndex),
      Array.from({ length: 12 }, (_, k) => (((first + d * k) % 12) + 12) % 12),
      `dasha ${i}`,
    );
  });
  const taurus = [
    '2011-12-08 06:51:28',
    '2012-05-08 11:25:17',
    '2012-10-07 15:59:06',
    '2013-03-08 20:32:55',
    '2013-08-08 01:06:44',
    '2014-01-07 05:40:33',
    '2014-06-08 10:14:22',
    '2014-11-07 14:48:11',
    '2015-04-08 19:22:01',
    '2015-09-07 23:55:50',
    '2016-02-07 04:29:39',
    '2016-07-08 09:03:28',
  ];
  taurus.forEach((start, k) =>
    assert.ok(Math.abs(r.periods[2]!.sub![k]!.startJdUt - localJd(start, 5.5)) < 0.01, `Taurus antardasha ${k}`),
  );
  assert.equal(r.periods[2]!.sub![0]!.years, 5 / 12);
});

// P.V.R. Narasimha Rao, ch. 23, Examples 89, 90 and 92 (chart layouts as PyJHora's shoola_dhasa_tests
// write them; 9 years each, from the stronger of the lagna and the 7th; its Exercise 33 layout lists
// Jupiter and Ketu twice and omits Venus and Rahu, so it is left out), and
// Example 91 / Chart 61 (1917-11-19 23:03 IST, 25N28 81E52): Capricorn, the 7th, by rule 6.
test("Shoola dasha starts where the book's examples start", () => {
  const shoola = system('shoola');
  const cases: [string, string[], number][] = [
    ['Example 89 / Chart 8', ['', '7', '', '6', '', '', '4/3/5', '0/L/8/2', '', '', '1', ''], 7],
    ['Example 90 / Chart 39', ['', '', '6', '7', '0/1/3/4/5/L', '2', '', '', '', '8', '', ''], 4],
    ['Example 92 / Chart 40', ['2/L', '', '7', '', '1', '', '', '6', '8', '3/0/5', '4', ''], 0],
  ];
  for (const [name, cells, first] of cases) {
    const r = rashiDasha(shoola, 2_451_545, layout(cells), { depth: 1, toJdUt: 2_451_545 + 120 * 366 });
    assert.deepEqual(
      r.periods.slice(0, 6).map((p) => [p.signIndex, p.years]),
      Array.from({ length: 6 }, (_, i) => [(first + i) % 12, 9]),
      name,
    );
  }
  const indira = rashiChartAt('1917-11-19 23:03:00', 5.5, 25 + 28 / 60, 81 + 52 / 60);
  assert.equal(indira.chart.lagnaSignIndex, 3);
  assert.deepEqual(strongerSign(indira.chart, 3, 9), { signIndex: 9, rule: 6 });
  assert.equal(rashiDasha(shoola, indira.jdUt, indira.chart, { depth: 1 }).periods[0]!.signIndex, 9);
});

// PyJHora shoola_dhasa_test_6 (its Jagannatha Hora chart): Cancer dasha, antardashas Cancer, Gemini,
// Taurus ...; Leo dasha, Leo, Virgo ...; each 0.75 year.
test('Shoola antardashas: from the dasha sign, zodiacal for odd signs, reverse for even', () => {
  const r = rashiDasha(system('shoola'), OWN.jdUt, OWN.chart, { depth: 2 });
  assert.deepEqual(
    r.periods.slice(0, 2).map((p) => p.signIndex),
    [3, 4],
  );
  assert.deepEqual(
    r.periods[0]!.sub!.map((a) => a.signIndex),
    [3, 2, 1, 0, 11, 10, 9, 8, 7, 6, 5, 4],
  );
  assert.deepEqual(
    r.periods[1]!.sub!.slice(0, 5).map((a) => a.signIndex),
    [4, 5, 6, 7, 8],
  );
  assert.equal(r.periods[0]!.sub![0]!.years, 0.75);
  assert.ok(Math.abs(r.periods[0]!.sub![1]!.startJdUt - localJd('1997-09-07 09:10:52', 5.5)) < 0.01);
});

// PyJHora src/jhora/tests/pvr_tests.py, sthira_dhasa_test (its Jagannatha Hora chart): Brahma in
// Sagittarius, then the signs in zodiacal order, 7/8/9 years; its start dates (local time). And its
// running_dhasa_tests at 2026-04-05 10:30: the Pisces dasha's antardasha Libra (from the dasha sign, zodiacal:
// the 8th) from 2026-03-09 04:32:03.
test('Sthira dasha matches PyJHora for its Jagannatha Hora chart', () => {
  const own: [number, string, number][] = [
    [8, '1996-12-07 10:34:00', 9],
    [9, '2005-12-07 17:56:29', 7],
    [10, '2012-12-07 13:00:38', 8],
    [11, '2020-12-07 14:13:56', 9],
    [0, '2029-12-07 21:36:25', 7],
    [1, '2036-12-07 16:40:34', 8],
    [2, '2044-12-07 17:53:53', 9],
    [3, '2053-12-08 01:16:21', 7],
    [4, '2060-12-07 20:20:30', 8],
    [5, '2068-12-07 21:33:49', 9],
    [6, '2077-12-08 04:56:18', 7],
    [7, '2084-12-08 00:00:27', 8],
  ];
  assert.deepEqual(brahmaOf(OWN.chart), { graha: 'jupiter', signIndex: 8 });
  const r = rashiDasha(system('sthira'), OWN.jdUt, OWN.chart, { depth: 2, toJdUt: OWN.jdUt + 100 * 366 });
  assert.equal(r.periods.length, 12);
  own.forEach(([sign, start, years], i) => {
    assert.deepEqual([r.periods[i]!.signIndex, r.periods[i]!.years], [sign, years], `period ${i}`);
    assert.ok(Math.abs(r.periods[i]!.startJdUt - localJd(start, 5.5)) < 0.01, `period ${i} start`);
  });
  const libra = r.periods[3]!.sub![7]!;
  assert.deepEqual([libra.signIndex, libra.years], [6, 0.75]);
  assert.ok(Math.abs(libra.startJdUt - localJd('2026-03-09 04:32:03', 5.5)) < 0.01);
});

// Brahma's rule applied by hand to two layouts (each graha at 15 degrees, then moved).
test('Brahma: the dusthana lords from the stronger of lagna and 7th, Saturn excluded, odd sign and first six signs', () => {
  // Lagna Aries holding the Sun and Moon (stronger than Libra by rule 1). Lords of Virgo, Scorpio, Pisces:
  // Mercury in Gemini (odd, 3rd: both), Mars in Capricorn (neither), Jupiter at 29 degrees of Aquarius
  // (odd, 11th: one): Mercury, though Jupiter has more degrees.
  const a = layout(['L/0/1', '', '3', '', '', '5/8', '', '', '', '2', '4', '6/7']);
  const jupiterLate = Array.from(a.longitudesDeg, (lonDeg, i) => (i === 4 ? 10 * 30 + 29 : lonDeg));
  assert.deepEqual(brahmaOf({ ...a, longitudesDeg: jupiterLate }), { graha: 'mercury', signIndex: 2 });
  // Lagna Cancer holding the Sun, Moon and Rahu (stronger than Capricorn with Ketu). Lords of Sagittarius,
  // Aquarius, Gemini: Jupiter in Aquarius (odd, 8th: one), Saturn in Leo (odd, 2nd: both, but cannot be
  // Brahma), Mercury in Taurus (neither).
  const b = layout(['', '3', '', 'L/0/1/7', '6', '2/5', '', '', '', '8', '4', '']);
  assert.deepEqual(brahmaOf(b), { graha: 'jupiter', signIndex: 10 });
  const r = rashiDasha(system('sthira'), 2_451_545, b, { depth: 1 });
  assert.deepEqual(
    r.periods.slice(0, 4).map((p) => [p.signIndex, p.years]),
    [
      [10, 8],
      [11, 9],
      [0, 7],
      [1, 8],
    ],
  );
  assert.equal(
    r.periods.reduce((sum, p) => sum + p.years, 0),
    96,
  );
});

test('rashi drishti, and the checks every rashi dasha shares', async () => {
  // Jaimini Sutras 1.1.2-4: Aries aspects Leo, Scorpio, Aquarius (not Taurus); Taurus aspects Cancer,
  // Libra, Capricorn (not Aries); Gemini aspects Virgo, Sagittarius, Pisces.
  const aspected = (s: number): number[] => Array.from({ length: 12 }, (_, t) => t).filter((t) => rashiAspects(s, t));
  assert.deepEqual(aspected(0), [4, 7, 10]);
  assert.deepEqual(aspected(1), [3, 6, 9]);
  assert.deepEqual(aspected(2), [5, 8, 11]);
  assert.equal(RASHI_DASHA_SYSTEMS.length, 4);
  for (const s of RASHI_DASHA_SYSTEMS) {
    await expectApiError(() => rashiDasha(s, OWN.jdUt, OWN.chart, { depth: s.maxDepth + 1 }), {
      code: 'invalid_parameter',
      param: 'depth',
    });
  }
  assert.equal(GRAHA_IDS.length, 9);
});
