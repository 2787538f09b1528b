import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  shadbalaParts,
  MINIMUM_RUPAS,
  NAISARGIKA_BALA,
  digBala,
  kalaLords,
  sphutaDrishti,
  uchchaBala,
  yuddhaBala,
} from '../../../src/domain/shadbala/index.ts';
import { dayFrameAt } from '../../../src/time/day-frame.ts';
import { presentShadbala as shadbala, SHADBALA_TIME_FIELDS } from '../../../src/operations/kundli/shadbala.ts';
import { chartFromLongitudes, computeChart } from '../../../src/domain/chart/chart.ts';
import { jdUtFromCalendar } from '../../../src/time/instant.ts';

const RUPA_PRECISION = 0.01;

// Source: BPHS ch. 27 v. 22 and B.V. Raman, "Graha and Bhava Balas", the
// Naisargika bala table: Sun 60, Moon 51.43, Venus 42.85, Jupiter 34.28,
// Mercury 25.70, Mars 17.14, Saturn 8.57 shashtiamsas (Raman truncates).
const RAMAN_NAISARGIKA = { sun: 60, moon: 51.43, venus: 42.85, jupiter: 34.28, mercury: 25.7, mars: 17.14, saturn: 8.57 };

test('Naisargika bala is the classical table', () => {
  // Raman truncates to two decimals, so allow up to 0.02.
  for (const [id, v] of Object.entries(RAMAN_NAISARGIKA)) {
    assert.ok(Math.abs(NAISARGIKA_BALA[id as keyof typeof RAMAN_NAISARGIKA] - v) < 2 * RUPA_PRECISION, id);
  }
});

// Source: the yuddha bala rule as PyJHora's shadbala states it (y_bala =
// difference of the two grahas' strengths / difference of their disc
// diameters, Mars 9.4, Mercury 6.6, Jupiter 190.4, Venus 16.6, Saturn 158;
// winner +, loser -). Worked by hand: Mars 100 vs Mercury 72 -> 28 / 2.8 = 10;
// Jupiter 90 vs Saturn 155.2 -> -65.2 / 32.4 = -2.0123...
test('yuddha bala divides the difference of strengths by the difference of disc diameters', () => {
  assert.ok(Math.abs(yuddhaBala('mars', 'mercury', 100, 72) - 10) < 1e-9);
  assert.ok(Math.abs(yuddhaBala('mercury', 'mars', 72, 100) + 10) < 1e-9);
  assert.ok(Math.abs(yuddhaBala('jupiter', 'saturn', 90, 155.2) + 65.2 / 32.4) < 1e-9);
});

// Source: BPHS ch. 27 v. 38 (minimum shadbala in rupas), as tabulated by
// Raman: Sun 6.5, Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5.
test('minimum required rupas', () => {
  assert.deepEqual({ ...MINIMUM_RUPAS }, { sun: 6.5, moon: 6, mars: 5, mercury: 7, jupiter: 6.5, venus: 5.5, saturn: 5 });
});

// Source: BPHS ch. 27 v. 6: uchcha bala is 60 at the deep exaltation point
// and 0 at the debilitation point, a third of the arc from debilitation.
test('Uchcha bala at exaltation, debilitation and halfway', () => {
  assert.equal(uchchaBala('sun', 10), 60);
  assert.equal(uchchaBala('sun', 190), 0);
  assert.equal(uchchaBala('saturn', 290), 30);
  assert.equal(uchchaBala('venus', 357), 60);
});

// Source: B.V. Raman, "Graha and Bhava Balas", the sphuta drishti rules:
// full (60) at 180 deg, three quarters (45) at 90 and 210 deg, half (30) at
// 120 and 240 deg, a quarter (15) at 60 and 270 deg; nothing at 30 or 300 deg;
// Saturn's 3rd and 10th, Jupiter's 5th and 9th and Mars' 4th and 8th are full.
test('Sphuta drishti values and special aspects', () => {
  const cases: [number, number][] = [
    [180, 60],
    [90, 45],
    [210, 45],
    [120, 30],
    [240, 30],
    [60, 15],
    [270, 15],
    [30, 0],
    [300, 0],
  ];
  for (const [a, v] of cases) assert.equal(sphutaDrishti('sun', a), v, `${a}`);
  assert.equal(sphutaDrishti('mars', 90), 60);
  assert.equal(sphutaDrishti('mars', 210), 60);
  assert.equal(sphutaDrishti('jupiter', 120), 60);
  assert.equal(sphutaDrishti('jupiter', 240), 60);
  assert.equal(sphutaDrishti('saturn', 60), 60);
  assert.equal(sphutaDrishti('saturn', 270), 60);
});

// Source: BPHS ch. 27 v. 13-14: Jupiter and Mercury strongest in the 1st,
// Sun and Mars in the 10th, Saturn in the 7th, Moon and Venus in the 4th.
test('Dig bala is 60 at the strongest point and 0 opposite', () => {
  assert.equal(digBala('jupiter', 100, 100, 10), 60);
  assert.equal(digBala('sun', 10, 100, 10), 60);
  assert.equal(digBala('saturn', 280, 100, 10), 60);
  assert.equal(digBala('venus', 190, 100, 10), 60);
  assert.equal(digBala('mercury', 280, 100, 10), 0);
});

// Source: the civil calendar: 1 January 2000 was a Saturday, and sunrise at
// New Delhi was 07:14 IST (USNO sunrise tables), so at 09:30 IST the vara lord
// is Saturn and the hora lord the third of the day, Mars (Saturn, Jupiter, Mars).
test('vara and hora lords from sunrise', () => {
  const jd = jdUtFromCalendar(2000, 1, 1, 9.5 - 5.5);
  const frame = dayFrameAt(jd, 28.6139, 77.209, 330);
  const lords = kalaLords(jd, frame);
  assert.equal(lords.vara, 'saturn');
  assert.equal(lords.hora, 'mars');
  assert.ok(frame.isDay);
});

const birth = {
  jdUt: jdUtFromCalendar(1996, 12, 7, 10 + 34 / 60 - 5.5),
  latitudeDeg: 13.0878,
  longitudeDeg: 80.2785,
  timeAccuracy: 'exact' as const,
  utcOffsetMinutes: 330,
  timezoneName: 'Asia/Kolkata',
};

test('totals are the sum of the parts; rupas are shashtiamsas / 60; ratio against the minimum', () => {
  const r = shadbala(computeChart(birth), { lang: 'en', view: 'full' });
  assert.equal(r.data.grahas.length, 7);
  for (const g of r.data.grahas) {
    const sum = g.sthana.total! + g.dig! + g.kala.total! + g.cheshta + g.naisargika + g.drik;
    assert.ok(Math.abs(sum - g.total_shashtiamsas!) < 0.05, g.id);
    assert.ok(Math.abs(g.total_shashtiamsas! / 60 - g.total_rupas!) < RUPA_PRECISION, g.id);
    assert.ok(Math.abs(g.total_rupas! / g.minimum_rupas - g.ratio!) < RUPA_PRECISION, g.id);
    const sthana = g.sthana.uchcha + g.sthana.saptavargaja + g.sthana.ojhayugma + g.sthana.kendradi! + g.sthana.drekkana;
    assert.ok(Math.abs(sthana - g.sthana.total!) < 0.05, g.id);
  }
  assert.deepEqual(r.data.grahas.map((g) => g.rank).sort(), [1, 2, 3, 4, 5, 6, 7]);
  // 7 December 1996 was a Saturday.
  assert.equal(r.data.grahas.find((g) => g.id === 'saturn')!.kala.vara, 45);
});

test('unknown time: the time-dependent parts and the totals are left out and listed', () => {
  const r = shadbala(computeChart({ ...birth, timeAccuracy: 'unknown' }), { lang: 'en', view: 'compact' });
  assert.deepEqual(r.warnings[0]!.fields, SHADBALA_TIME_FIELDS);
  assert.equal(r.data.grahas.length, 7);
  for (const g of r.data.grahas) {
    assert.equal(g.dig, undefined);
    assert.equal(g.total_rupas, undefined);
    assert.equal(g.sthana.kendradi, undefined);
    assert.equal(g.kala.hora, undefined);
    // The parts that need no birth time stay, naisargika among them (Raman's table above).
    assert.ok(Math.abs(g.naisargika - RAMAN_NAISARGIKA[g.id as keyof typeof RAMAN_NAISARGIKA]) < 2 * RUPA_PRECISION, g.id);
  }
});

// Source: B.V. Raman, "Graha and Bhava Balas", the worked Shadbala example,
// as published with PyJHora's expected outputs: naturalstupid/PyJHora
// src/jhora/tests/test_outputs_lahiri_mean_nodes.json, entries "1" (rashi
// longitudes of Sun..Saturn), "2" uchcha, "3" saptavargaja, "4" ojayugma,
// "5" kendra, "6" drekkana, "7" sthana, "10" paksha, "20" naisargika and
// "21" drik bala. The kendra values there put the lagna in Capricorn. The
// kala parts of that example depend on the birth moment, which the file does
// not state, so they are not compared.
test("B.V. Raman's worked example: sthana, paksha, naisargika and drik bala", () => {
  const lon = {
    sun: 180.9109431602361,
    moon: 311.2369917087403,
    mars: 229.46047266416466,
    mercury: 181.5165959623135,
    jupiter: 84.00593826219334,
    venus: 171.15669084056705,
    saturn: 124.37747656020127,
  };
  const chart = chartFromLongitudes({ ...lon, rahu: 100, ketu: 280 }, 285);
  const parts = shadbalaParts(chart);
  const ids = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
  const expected = {
    uchcha: [3.03, 32.75, 37.15, 54.49, 56.34, 1.95, 34.79],
    saptavargaja: [90.0, 48.75, 90.0, 135.0, 71.25, 116.25, 97.5],
    ojhayugma: [30, 15, 15, 30, 15, 30, 15],
    kendradi: [60, 30, 30, 60, 15, 15, 30],
    drekkana: [15, 0, 0, 0, 0, 15, 0],
    total: [198.03, 126.5, 172.15, 279.49, 157.59, 178.2, 177.29],
  };
  const TWO_DECIMALS = 0.006;
  ids.forEach((id, i) => {
    for (const [k, values] of Object.entries(expected)) {
      const got = (parts[id].sthana as Record<string, number>)[k]!;
      assert.ok(Math.abs(got - values[i]!) < TWO_DECIMALS, `${id} ${k}: ${got} vs ${values[i]}`);
    }
    assert.ok(Math.abs(parts[id].naisargika - [60.0, 51.43, 17.14, 25.71, 34.29, 42.86, 8.57][i]!) < TWO_DECIMALS, id);
    assert.ok(
      Math.abs(parts[id].drik - [15.86, -21.75, 0.97, 15.63, -16.03, 18.45, 7.23][i]!) < TWO_DECIMALS,
      `${id} drik ${parts[id].drik}`,
    );
    assert.ok(Math.abs(parts[id].kala.paksha - [16.56, 86.88, 16.56, 16.56, 43.44, 43.44, 16.56][i]!) < TWO_DECIMALS, `${id} paksha`);
  });
});

// Source: the same worked example's kala, dig and cheshta values
// (test_outputs_lahiri_mean_nodes.json entries "8" dig, "9" nathonnata, "10"
// paksha, "11" tribhaga, "12" abda, "13" masa, "14" vara, "15" hora, "16"
// ayana, "19" cheshta). The example's birth, B.V. Raman's standard horoscope,
// is 16 Oct 1918, 14:20 IST, Bangalore (13 N, 77 35 E), Raman ayanamsa: our
// positions for it agree with entry "1" within 0.03 deg, and its lagna is in
// Capricorn as entry "5" implies.
test("B.V. Raman's worked example: kala, dig and cheshta bala", () => {
  const birth1918 = {
    jdUt: jdUtFromCalendar(1918, 10, 16, 14 + 20 / 60 - 5.5),
    latitudeDeg: 13,
    longitudeDeg: 77 + 35 / 60,
    timeAccuracy: 'exact' as const,
    utcOffsetMinutes: 330,
    timezoneName: '+05:30',
  };
  const chart = computeChart(birth1918, { ayanamsa: 'raman' });
  assert.equal(chart.lagna!.signIndex, 9);
  const parts = shadbalaParts(chart);
  const ids = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
  const exact = {
    tribhaga: [0, 0, 0, 0, 60, 0, 60],
    abda: [0, 0, 0, 0, 0, 0, 15],
    masa: [0, 0, 0, 30, 0, 0, 0],
    vara: [0, 0, 0, 45, 0, 0, 0],
    hora: [0, 60, 0, 0, 0, 0, 0],
  };
  // Nathonnata within 0.25 (about a minute of time: the book's local apparent
  // time comes from tables); paksha within 0.05 (Moon 0.03 deg apart);
  // ayana within 0.5 (Raman reads kranti from a table in steps of 15 deg).
  const close = {
    nathonnata: [[48.62, 11.38, 11.38, 60.0, 48.62, 48.62, 11.38], 0.25],
    paksha: [[16.56, 86.88, 16.56, 16.56, 43.44, 43.44, 16.56], 0.05],
    ayana: [[37.94, 43.51, 1.77, 41.32, 58.88, 23.73, 13.44], 0.5],
  } as const;
  ids.forEach((id, i) => {
    for (const [k, v] of Object.entries(exact)) assert.equal((parts[id].kala as Record<string, number>)[k], v[i], `${id} ${k}`);
    for (const [k, [v, tol]] of Object.entries(close)) {
      const got = (parts[id].kala as Record<string, number>)[k]!;
      assert.ok(Math.abs(got - v[i]!) <= tol, `${id} ${k}: ${got} vs ${v[i]}`);
    }
  });
  // Dig bala within 0.3 for six grahas; the file's 64.58 for Mars exceeds the
  // 60 maximum of BPHS 27.13 and is not used.
  const dig = [48.39, 31.84, null, 21.37, 11.13, 14.86, 57.67];
  ids.forEach((id, i) => {
    if (dig[i] !== null) assert.ok(Math.abs(parts[id].dig! - dig[i]!) < 0.3, `${id} dig ${parts[id].dig}`);
  });
  // Cheshta bala from the cheshta kendra within 0.5 for Mars, Jupiter, Venus,
  // Saturn (mean longitudes from modern elements, the book's from tables).
  // Mercury (2.27 in the file) is not compared: its kendra lies near 0 deg,
  // where the two sets of mean elements differ by several shashtiamsas.
  const cheshta: Partial<Record<(typeof ids)[number], number>> = { mars: 22.05, jupiter: 35.26, venus: 5.93, saturn: 21.14 };
  for (const [id, v] of Object.entries(cheshta)) {
    const got = parts[id as (typeof ids)[number]].cheshta;
    assert.ok(Math.abs(got - v) < 0.5, `${id} cheshta ${got} vs ${v}`);
  }
});
