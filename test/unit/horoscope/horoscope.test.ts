/**
 * Horoscopes against the sky computed another way and against the rules.
 *
 * - Positions: every graha, sign, house and retrograde flag a horoscope shows
 *   or names is checked against the Swiss Ephemeris called directly through
 *   the native positions batch (`direct: true`, bypassing the graha series
 *   the horoscope reads), and every event it names against those positions a
 *   minute either side of the event.
 * - The gochara good houses: Phaladeepika ch. 26 (v. 1-24), as tabulated by
 *   B.V. Raman, "Hindu Predictive Astrology", ch. on transits: Sun 3 6 10 11;
 *   Moon 1 3 6 7 10 11; Mars 3 6 11; Mercury 2 4 6 8 10 11; Jupiter 2 5 7 9
 *   11; Venus 1 2 3 4 5 8 9 11 12; Saturn 3 6 11; the nodes as Saturn.
 * - The scores: constructed skies, moved one rule at a time.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GRAHA_IDS, type GrahaName } from '../../../src/core/glossary.ts';
import { render } from '../../../src/core/sentences.ts';
import { pointOf, type ChartGraha } from '../../../src/domain/chart/index.ts';
import {
  AREAS,
  GOCHARA_GOOD_HOUSES,
  HOROSCOPE_SENTENCES,
  horoscopeSky,
  periodSpan,
  PERIODS,
  scoresOf,
  signHoroscope,
  type GrahaState,
  type Period,
  type PeriodSky,
} from '../../../src/domain/horoscope/index.ts';
import { grahaPositions, positionOf } from '../../../src/native/ephemeris.ts';
import { addDays, isoDate, offsetMinutesAtZone } from '../../../src/time/index.ts';
import { horoscopeOf, skyOf, type HoroscopeTask } from '../../../src/operations/horoscope/shared.ts';
import { MINUTE } from '../../fixtures.ts';

const IST = offsetMinutesAtZone('Asia/Kolkata');
const COMBUST_ORB_DEG: Partial<Record<GrahaName, [number, number]>> = {
  mars: [17, 17],
  mercury: [14, 12],
  jupiter: [11, 11],
  venus: [10, 8],
  saturn: [15, 15],
};

/** Sign, speed and longitude of each graha at a moment, from the Swiss Ephemeris directly. */
function direct(jdUt: number): { lon: number; sign: number; speed: number }[] {
  const batch = grahaPositions(Float64Array.of(jdUt), { direct: true });
  return GRAHA_IDS.map((_, g) => {
    const p = positionOf(batch, 0, g);
    return { lon: p.longitudeDeg, sign: Math.floor(p.longitudeDeg / 30), speed: p.speedDegPerDay };
  });
}
const sep = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};
const houseOf = (from: number, sign: number) => ((sign - from + 12) % 12) + 1;

test('the gochara good houses are those of Phaladeepika ch. 26', () => {
  assert.deepEqual(GOCHARA_GOOD_HOUSES, {
    sun: [3, 6, 10, 11],
    moon: [1, 3, 6, 7, 10, 11],
    mars: [3, 6, 11],
    mercury: [2, 4, 6, 8, 10, 11],
    jupiter: [2, 5, 7, 9, 11],
    venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
    saturn: [3, 6, 11],
    rahu: [3, 6, 11],
    ketu: [3, 6, 11],
  });
});

test('periods: the local day, the Monday-Sunday week, the calendar month and year', () => {
  const d = { year: 2026, month: 11, day: 8 }; // a Sunday
  const days = (p: Period) => {
    const s = periodSpan(p, d, IST);
    return [isoDate(s.firstDate), isoDate(s.lastDate)];
  };
  assert.deepEqual(days('daily'), ['2026-11-08', '2026-11-08']);
  assert.deepEqual(days('weekly'), ['2026-11-02', '2026-11-08']);
  assert.deepEqual(days('monthly'), ['2026-11-01', '2026-11-30']);
  assert.deepEqual(days('yearly'), ['2026-01-01', '2026-12-31']);
  assert.deepEqual([isoDate(periodSpan('monthly', { year: 2028, month: 2, day: 10 }, IST).lastDate)], ['2028-02-29']);
  // IST midnight of 2026-11-08 is 2026-11-07T18:30Z: JD 2461352.5 - 5.5 h.
  const span = periodSpan('daily', d, IST);
  assert.ok(Math.abs(span.startJdUt - (2_461_352.5 - 5.5 / 24)) < 0.01 * MINUTE);
  assert.ok(Math.abs(span.endJdUt - span.startJdUt - 1) < 0.01 * MINUTE);
});

/** Every transit shown and every sentence of the reading and notes, against the direct positions. */
function checkAgainstSky(sky: PeriodSky, signIndex: number): void {
  const h = signHoroscope(signIndex, sky, IST);
  const mid = direct(sky.span.midJdUt);
  assert.equal(h.transits.length, 9);
  h.transits.forEach((t, g) => {
    assert.equal(t.graha, GRAHA_IDS[g]);
    assert.equal(t.signIndex, mid[g]!.sign, `${t.graha} sign`);
    assert.equal(t.house, houseOf(signIndex, mid[g]!.sign));
    assert.equal(t.retrograde, mid[g]!.speed < 0, `${t.graha} retrograde`);
    assert.equal(t.tone, GOCHARA_GOOD_HOUSES[t.graha].includes(t.house) ? 'favourable' : 'challenging');
  });
  let events = 0;
  assert.ok(h.reading.length > 0, 'the reading has sentences');
  for (const said of h.reading) {
    const p = said.params as Record<string, unknown> | undefined;
    if (said.id === 'lead' || said.id === 'support' || said.id === 'caution') {
      const g = GRAHA_IDS.indexOf(p!.graha as GrahaName);
      assert.equal(p!.house, houseOf(signIndex, mid[g]!.sign), `${said.id} ${String(p!.graha)}`);
      if (said.id === 'lead') assert.equal(p!.sign, mid[g]!.sign);
    }
  }
  for (const e of sky.events) {
    events += 1;
    assert.ok(e.atJdUt > sky.span.startJdUt && e.atJdUt <= sky.span.endJdUt);
    const g = GRAHA_IDS.indexOf(e.planet);
    const [before, after] = [direct(e.atJdUt - MINUTE)[g]!, direct(e.atJdUt + MINUTE)[g]!];
    if (e.type === 'ingress') {
      assert.notEqual(before.sign, after.sign, `${e.planet} ingress`);
      assert.equal(after.sign, e.signIndex);
    } else if (e.type === 'station_retrograde' || e.type === 'station_direct') {
      // Stations are flat: the speed changes sign within a few minutes of the moment.
      const [b, a] = [direct(e.atJdUt - 60 * MINUTE)[g]!, direct(e.atJdUt + 60 * MINUTE)[g]!];
      assert.equal(a.speed < 0, e.type === 'station_retrograde', `${e.planet} ${e.type}`);
      assert.equal(b.speed < 0, e.type !== 'station_retrograde');
    } else {
      const orb = COMBUST_ORB_DEG[e.planet]!;
      const within = (x: { lon: number; speed: number }, sun: { lon: number }) => sep(x.lon, sun.lon) <= (x.speed < 0 ? orb[1] : orb[0]);
      const sunB = direct(e.atJdUt - MINUTE)[0]!;
      const sunA = direct(e.atJdUt + MINUTE)[0]!;
      assert.equal(within(after, sunA), e.type === 'combustion_start', `${e.planet} ${e.type}`);
      assert.equal(within(before, sunB), e.type !== 'combustion_start');
    }
  }
  const named = h.reading.filter((s) => !['lead', 'support', 'caution', 'balance'].includes(s.id)).length;
  if (sky.span.period === 'monthly') assert.ok(named > 0 && named <= events);
}

test('every transit and sentence names the sky as the Swiss Ephemeris gives it', () => {
  for (const [period, date] of [
    ['daily', '2026-11-25'],
    ['weekly', '2026-11-25'],
    ['monthly', '2026-11-08'],
    ['monthly', '2025-03-20'],
    ['yearly', '2026-06-01'],
  ] as [Period, string][]) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const sky = horoscopeSky(period, { year: y, month: m, day: d }, IST);
    if (period !== 'daily') assert.ok(sky.events.length > 0, `${period} ${date} has events`);
    for (let s = 0; s < 12; s += 1) checkAgainstSky(sky, s);
  }
});

test('the same request gives the same text; no two signs read alike on any day of 2026', () => {
  const task = (date: string): HoroscopeTask => ({ period: 'daily', lang: 'en', date, timezone: 'Asia/Kolkata' });
  assert.deepEqual(horoscopeOf(3, task('2026-04-14')), horoscopeOf(3, task('2026-04-14')));
  let days = 0;
  for (let i = 0; i < 365; i += 1) {
    const date = addDays({ year: 2026, month: 1, day: 1 }, i);
    const sky = horoscopeSky('daily', date, IST);
    const readings = new Set<string>();
    for (let s = 0; s < 12; s += 1) {
      readings.add(
        signHoroscope(s, sky, IST)
          .reading.map((said) => render(HOROSCOPE_SENTENCES, said, 'en'))
          .join(' '),
      );
    }
    assert.equal(readings.size, 12, isoDate(date));
    days += 1;
  }
  assert.equal(days, 365);
});

test('lang=hi: the reading, notes, label and lucky words carry no Latin letters', () => {
  let checked = 0;
  for (const period of PERIODS) {
    const task: HoroscopeTask = { period, lang: 'hi', date: '2026-11-08', timezone: 'Asia/Kolkata' };
    const sky = skyOf(task);
    for (let s = 0; s < 12; s += 1) {
      const h = horoscopeOf(s, task, sky);
      const texts = [h.sign_label, h.reading, ...Object.values(h.score_notes), ...Object.values(h.lucky)];
      for (const t of texts) assert.doesNotMatch(t, /[A-Za-z]/, t);
      checked += texts.length;
    }
  }
  assert.equal(checked, 4 * 12 * 12);
});

test('every field of the Horoscope object is present', () => {
  const h = horoscopeOf(0, { period: 'weekly', lang: 'en', date: '2026-11-08', timezone: '+05:45' });
  assert.deepEqual(
    Object.keys(h).sort(),
    [
      'date',
      'element',
      'lucky',
      'period',
      'period_end',
      'period_start',
      'reading',
      'ruler',
      'score_notes',
      'scores',
      'sign',
      'sign_label',
      'transits',
    ].sort(),
  );
  assert.deepEqual(Object.keys(h.scores).sort(), [...AREAS].sort());
  assert.deepEqual(Object.keys(h.score_notes).sort(), [...AREAS].sort());
  assert.deepEqual(Object.keys(h.lucky).sort(), ['color', 'day', 'gem', 'mood', 'number', 'time']);
  assert.equal(h.ruler, 'mars');
  assert.equal(h.element, 'fire');
  assert.equal(h.lucky.day, 'Tuesday');
  assert.equal(h.lucky.gem, 'red coral');
  // 2026-11-02 is a Monday: horas from 06:00 run Moon, Saturn, Jupiter, Mars: Mars's is 09:00-10:00.
  assert.equal(h.lucky.time, '09:00-10:00');
});

// Constructed skies: every graha far from the others in its sign, direct, not combust, unless a case says otherwise.
const BASE_SIGNS: Record<GrahaName, number> = {
  sun: 0,
  moon: 2,
  mars: 3,
  mercury: 11,
  jupiter: 10,
  venus: 1,
  saturn: 8,
  rahu: 4,
  ketu: 10,
};

function constructed(
  period: Period,
  signs: Partial<Record<GrahaName, number>>,
  state: Partial<Record<GrahaName, Partial<GrahaState>>> = {},
): PeriodSky {
  const span = periodSpan(period, { year: 2026, month: 11, day: 8 }, IST);
  const all = { ...BASE_SIGNS, ...signs };
  const middle: ChartGraha[] = GRAHA_IDS.map((id) => ({
    ...pointOf(all[id] * 30 + 15),
    id,
    latitudeDeg: 0,
    speedDegPerDay: 1,
    retrograde: false,
  }));
  const states = Object.fromEntries(
    GRAHA_IDS.map((id) => [id, [{ signIndex: all[id], retrograde: false, combust: false, share: 1, ...state[id] }]]),
  );
  return { span, middle, states: states as unknown as PeriodSky['states'], events: [] };
}
const love = (sky: PeriodSky) => scoresOf(0, sky).scores.love;

test('scores move the documented way on constructed transits (sign Aries)', () => {
  // Jupiter from Aries' 6th (Virgo, challenging) to its 7th (Libra, favourable, a love house).
  assert.ok(love(constructed('daily', { jupiter: 6 })) > love(constructed('daily', { jupiter: 5 })));
  // Saturn in the 7th (challenging, a love house) lowers love against Saturn in the 9th (challenging, not a love house).
  assert.ok(love(constructed('daily', { saturn: 6 })) < love(constructed('daily', { saturn: 8 })));
  // Venus, the significator of love, favourable in the 4th (Cancer) vs exalted and favourable in the 12th (Pisces).
  assert.ok(love(constructed('daily', { venus: 11 })) > love(constructed('daily', { venus: 3 })));
  // Dignity: in two challenging houses that love reads alike (0.2), exalted Jupiter takes less than debilitated Jupiter.
  const exalted = constructed('daily', { jupiter: 3 }); // Jupiter exalted in Cancer, Aries' 4th (challenging)
  const debilitated = constructed('daily', { jupiter: 9 }); // Jupiter debilitated in Capricorn, Aries' 10th (challenging)
  assert.ok(
    scoresOf(0, exalted).contributions.love.find((c) => c.graha === 'jupiter')!.points >
      scoresOf(0, debilitated).contributions.love.find((c) => c.graha === 'jupiter')!.points,
  );
  // Retrograde lowers; combustion halves a favourable effect.
  const jup7 = constructed('daily', { jupiter: 6 });
  assert.ok(love(constructed('daily', { jupiter: 6 }, { jupiter: { retrograde: true } })) < love(jup7));
  const point = (sky: PeriodSky) => scoresOf(0, sky).contributions.love.find((c) => c.graha === 'jupiter')!.points;
  assert.ok(Math.abs(point(constructed('daily', { jupiter: 6 }, { jupiter: { combust: true } })) - point(jup7) / 2) < 1e-9);
  // The Moon counts for a day and not for a year.
  assert.notEqual(love(constructed('daily', { moon: 6 })), love(constructed('daily', { moon: 7 })));
  assert.equal(love(constructed('yearly', { moon: 6 })), love(constructed('yearly', { moon: 7 })));
  // A state lasting half the period counts half: Jupiter half in the 7th, half in the 6th lies between the two.
  const half = constructed('daily', { jupiter: 6 });
  (half.states as Record<GrahaName, GrahaState[]>).jupiter = [
    { signIndex: 5, retrograde: false, combust: false, share: 0.5 },
    { signIndex: 6, retrograde: false, combust: false, share: 0.5 },
  ];
  const [lo, mid, hi] = [point(constructed('daily', { jupiter: 5 })), point(half), point(jup7)];
  assert.ok(Math.abs(mid - (lo + hi) / 2) < 1e-9);
});
