import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chartFromLongitudes } from '../../../src/domain/chart/index.ts';
import {
  charaDasha,
  charaKarakas,
  charaOf,
  charaYears,
  DASHA_YEAR_DAYS,
  runningVimshottari,
  runningVimshottariOf,
  vimshottariDasha,
  vimshottariOf,
  yoginiDasha,
  yoginiIndexOfNakshatra,
  yoginiOf,
  yoginiStart,
  YOGINI_IDS,
} from '../../../src/domain/dashas/index.ts';

const SPAN = 360 / 27;

// Reference: the Yogini rule as Mansagari states it and B.V. Raman repeats
// ("add 3 to the birth star number and divide by 8; the remainder 1..7 is
// Mangala..Siddha, 0 is Sankata"). Ashwini (1): 4 -> Bhramari; Ardra (6):
// 9 mod 8 = 1 -> Mangala; Pushya (8): 11 mod 8 = 3 -> Dhanya; Revati (27):
// 30 mod 8 = 6 -> Ulka; Chitra (14): 17 mod 8 = 1 -> Mangala; Purva Phalguni (11): 14 mod 8 = 6 -> Ulka;
// Anuradha (17): 20 mod 8 = 4 -> Bhramari; Mula (19): 22 mod 8 = 6 -> Ulka; Shravana (22): 25 mod 8 = 1 -> Mangala;
// Punarvasu (7): 10 mod 8 = 2 -> Pingala; Krittika (3): 6 -> Ulka; Mrigashira (5): 8 mod 8 = 0 -> Sankata.
test('birth yogini from the nakshatra number', () => {
  const cases: [number, string][] = [
    [0, 'bhramari'],
    [5, 'mangala'],
    [7, 'dhanya'],
    [26, 'ulka'],
    [13, 'mangala'],
    [10, 'ulka'],
    [16, 'bhramari'],
    [18, 'ulka'],
    [21, 'mangala'],
    [6, 'pingala'],
    [2, 'ulka'],
    [4, 'sankata'],
  ];
  for (const [nak, id] of cases) assert.equal(YOGINI_IDS[yoginiIndexOfNakshatra(nak)], id, `nakshatra index ${nak}`);
});

test('Yogini balance and antardashas (maha x antar / 36, starting with the maha yogini)', () => {
  // Moon a quarter into Ardra: Mangala (1 year), 0.75 year left.
  const moonDeg = 5 * SPAN + 0.25 * SPAN;
  const r = yoginiDasha(0, moonDeg, { depth: 2, toJdUt: yoginiStart(0, moonDeg).startJdUt + 36 * DASHA_YEAR_DAYS });
  assert.equal(r.birthYogini, 'mangala');
  assert.ok(Math.abs(r.balanceYears - 0.75) < 1e-12);
  assert.deepEqual(
    r.periods.map((p) => p.yogini),
    ['mangala', 'pingala', 'dhanya', 'bhramari', 'bhadrika', 'ulka', 'siddha', 'sankata'],
  );
  assert.ok(Math.abs(r.periods[0]!.endJdUt - 0.75 * DASHA_YEAR_DAYS) < 1e-9);
  const sankata = r.periods[7]!;
  assert.deepEqual(sankata.sub!.map((p) => p.yogini).slice(0, 2), ['sankata', 'mangala']);
  // Sankata-Sankata: 8 x 8 / 36 years.
  assert.ok(Math.abs((sankata.sub![0]!.endJdUt - sankata.startJdUt) / DASHA_YEAR_DAYS - 64 / 36) < 1e-9);
});

// Chart for the Chara rules (K.N. Rao, "Predicting through Jaimini's Chara
// Dasha", ch. 2 rules; derivation by hand from those rules):
// lagna Aries; Sun 10 Aries, Moon 5 Taurus, Mars 20 Capricorn (exalted),
// Mercury 2 Pisces (debilitated), Jupiter 25 Cancer, Venus 15 Leo, Saturn
// 8 Aquarius, Rahu 12 Gemini, Ketu 12 Sagittarius.
const LONS = [10, 35, 290, 332, 115, 135, 308, 72, 252];
test('Chara dasha follows the rules of K.N. Rao', () => {
  const input = { lagnaSignIndex: 0, longitudesDeg: LONS };
  // 9th from Aries is Sagittarius (savya): zodiacal order from Aries.
  const r = charaDasha(0, input);
  assert.equal(r.direction, 'zodiacal');
  assert.deepEqual(
    r.periods.slice(0, 12).map((p) => p.signIndex),
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  );
  // Aries (savya): lord Mars in Capricorn, counted forward Aries..Capricorn = 10, minus 1 = 9, exalted +1 = 10.
  assert.equal(charaYears(input, 0), 10);
  // Cancer (apasavya): lord Moon in Taurus, counted backward Cancer, Gemini, Taurus = 3, minus 1 = 2, exalted +1 = 3.
  assert.equal(charaYears(input, 3), 3);
  // Leo (apasavya): lord Sun in Aries, backward Leo..Aries = 5, minus 1 = 4, exalted +1 = 5.
  assert.equal(charaYears(input, 4), 5);
  // Taurus (savya): lord Venus in Leo, forward Taurus..Leo = 4, minus 1 = 3.
  assert.equal(charaYears(input, 1), 3);
  // Virgo (apasavya): lord Mercury in Pisces: backward Virgo..Pisces = 7, minus 1 = 6, debilitated -1 = 5.
  assert.equal(charaYears(input, 5), 5);
  // Aquarius: Saturn in it, Rahu outside -> count to Rahu (Gemini), backward Aquarius..Gemini = 9, minus 1 = 8.
  assert.equal(charaYears(input, 10), 8);
  // Two cycles total 144 years.
  const total = r.periods.reduce((s, p) => s + p.years, 0);
  assert.equal(total, 144);
  assert.ok(Math.abs(r.periods.at(-1)!.endJdUt - 144 * DASHA_YEAR_DAYS) < 1e-6);
});

test('chara karakas rank Sun..Saturn by degrees in sign', () => {
  const k = charaKarakas(LONS);
  // Degrees in sign: Sun 10, Moon 5, Mars 20, Mercury 2, Jupiter 25, Venus 15, Saturn 8.
  assert.deepEqual(
    k.map((x) => x.graha),
    ['jupiter', 'mars', 'venus', 'sun', 'saturn', 'moon', 'mercury'],
  );
  assert.equal(k[0]!.karaka, 'atmakaraka');
  assert.equal(k[6]!.karaka, 'darakaraka');
});

test('the dashas read the chart model: its Moon, its lagna and its grahas', () => {
  const longitudes = { sun: 250, moon: 3 * SPAN + 5, mars: 100, mercury: 260, jupiter: 10, venus: 300, saturn: 340, rahu: 170, ketu: 350 };
  const chart = chartFromLongitudes(longitudes, 75);
  assert.deepEqual(yoginiOf(chart), yoginiDasha(chart.jdUt, longitudes.moon));
  assert.deepEqual(vimshottariOf(chart, { depth: 1 }), vimshottariDasha(chart.jdUt, longitudes.moon, { depth: 1 }));
  assert.deepEqual(runningVimshottariOf(chart, chart.jdUt + 1000), runningVimshottari(chart.jdUt, longitudes.moon, chart.jdUt + 1000));
  assert.deepEqual(charaOf(chart), charaDasha(chart.jdUt, { lagnaSignIndex: 2, longitudesDeg: Object.values(longitudes) }));
  // Without a lagna (birth time unknown) there is no Chara dasha.
  assert.throws(() => charaOf(chartFromLongitudes(longitudes, null)), /lagna/);
});

// Depth and window: the rule every dasha with sub-periods shares (src/domain/dashas/window.ts), on the example above:
// Moon a quarter into Ardra, Mangala first, its start 0.25 year before birth. Cumulative mahadasha ends in years
// from that start (years 1..8 in order, Mansagari): 1, 3, 6, 10, 15, 21, 28, 36 in each 36-year cycle.
test('Yogini default window: 120 years from the start of the birth mahadasha; depth 2 by default, 1 mahadashas only', () => {
  const moonDeg = 5 * SPAN + 0.25 * SPAN;
  assert.equal(yoginiDasha(0, moonDeg).depth, 2);
  assert.ok(yoginiDasha(0, moonDeg).periods.length > 0, 'Yogini periods');
  assert.ok(yoginiDasha(0, moonDeg).periods.every((p) => p.sub !== undefined && p.sub.length > 0));
  const r = yoginiDasha(0, moonDeg, { depth: 1 });
  const startJdUt = -0.25 * DASHA_YEAR_DAYS;
  assert.equal(r.depth, 1);
  // Three cycles (108 years), then Mangala 108, Pingala 109, Dhanya 111, Bhramari 114, Bhadrika 118 start before 120.
  assert.equal(r.periods.length, 24 + 5);
  assert.deepEqual(
    r.periods.slice(24).map((p) => p.yogini),
    ['mangala', 'pingala', 'dhanya', 'bhramari', 'bhadrika'],
  );
  assert.ok(r.periods.every((p) => p.sub === undefined));
  assert.ok(Math.abs(r.fromJdUt - startJdUt) < 1e-9);
  assert.ok(Math.abs(r.toJdUt - (startJdUt + 120 * DASHA_YEAR_DAYS)) < 1e-6);
  // Bhadrika of the fourth cycle runs 118..123 years: whole, not clipped at 120.
  assert.ok(Math.abs(r.periods.at(-1)!.endJdUt - (startJdUt + 123 * DASHA_YEAR_DAYS)) < 1e-6);
});

test('Yogini window: whole periods overlapping it, at both levels', () => {
  const moonDeg = 5 * SPAN + 0.25 * SPAN;
  const y = (years: number) => (-0.25 + years) * DASHA_YEAR_DAYS;
  // 10.5..11.5 years: inside Bhadrika (10..15). Its antardashas (5 x n / 36 years, from Bhadrika):
  // Bhadrika 10..10.694, Ulka 10.694..11.528, so two of them overlap.
  const r = yoginiDasha(0, moonDeg, { depth: 2, fromJdUt: y(10.5), toJdUt: y(11.5) });
  assert.deepEqual(
    r.periods.map((p) => p.yogini),
    ['bhadrika'],
  );
  assert.deepEqual(
    r.periods[0]!.sub!.map((p) => p.yogini),
    ['bhadrika', 'ulka'],
  );
  assert.ok(Math.abs(r.periods[0]!.startJdUt - y(10)) < 1e-6, 'not clipped');
  assert.ok(Math.abs(r.periods[0]!.sub![1]!.endJdUt - y(10 + 55 / 36)) < 1e-6);
  // Depth 1 with the same window: the mahadasha alone.
  const d1 = yoginiDasha(0, moonDeg, { depth: 1, fromJdUt: y(10.5), toJdUt: y(11.5) });
  assert.equal(d1.periods.length, 1);
  assert.equal(d1.periods[0]!.sub, undefined);
  // A window across two cycles: Sankata (28..36) and the next Mangala (36..37).
  assert.deepEqual(
    yoginiDasha(0, moonDeg, { depth: 1, fromJdUt: y(35), toJdUt: y(36.5) }).periods.map((p) => p.yogini),
    ['sankata', 'mangala'],
  );
});

test("Yogini depth and window are checked as Vimshottari's are", () => {
  const moonDeg = 5 * SPAN;
  assert.throws(() => yoginiDasha(0, moonDeg, { depth: 3 }), {
    code: 'invalid_parameter',
    param: 'depth',
    message: 'Expected an integer from 1 to 2 for depth but received 3',
  });
  assert.throws(() => yoginiDasha(0, moonDeg, { depth: 0 }), { param: 'depth' });
  assert.throws(() => yoginiDasha(0, moonDeg, { fromJdUt: 10, toJdUt: 5 }), { param: 'to' });
  assert.throws(() => vimshottariDasha(0, moonDeg, { fromJdUt: 10, toJdUt: 5 }), { param: 'to' });
  assert.throws(() => vimshottariDasha(0, moonDeg, { depth: 6 }), { message: 'Expected an integer from 1 to 5 for depth but received 6' });
});
