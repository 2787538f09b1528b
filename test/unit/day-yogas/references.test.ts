/**
 * Special yogas, Panchak and Bhadra against published almanac pages:
 * Drik Panchang's New Delhi day pages (its Bengali panjika pages,
 * drikpanchang.com/bengali/bengali-day-panjika.html?date=DD/MM/YYYY, which
 * print the same timings as its day panchang) and a published list of the
 * Panchaks of 2026 for New Delhi (smartpuja.com, "Panchak Dates 2026").
 * Times there are minutes; aims (issue 33): within 2 minutes, each
 * disagreement explained.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dayYogaSpans, DAY_YOGA_IDS, type DayYogaSpan } from '../../../src/domain/day-yogas/index.ts';
import { jdUtFromCalendar } from '../../../src/time/index.ts';

const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
const IST = () => 330;
const MINUTE = 1 / 1440;

function ist(y: number, m: number, d: number, hhmm: string): number {
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  return jdUtFromCalendar(y, m, d, h + min / 60 - 5.5);
}

function near(actual: number, expected: number, tol: number, what: string): void {
  assert.ok(Math.abs(actual - expected) <= tol, `${what}: ${((actual - expected) * 1440).toFixed(1)} min off`);
}

function spans(y: number, m: number, d: number, days = 1): DayYogaSpan[] {
  return dayYogaSpans({ year: y, month: m, day: d }, days, DELHI, IST, DAY_YOGA_IDS);
}

test('Drik Panchang, New Delhi, Thursday 2020-12-31: Guru Pushya and Amrita Siddhi from 19:49 (Pushya begins) to sunrise 07:14; Sarvartha Siddhi the whole day', () => {
  const found = spans(2020, 12, 31);
  const one = (id: string) => {
    const s = found.filter((x) => x.id === id);
    assert.equal(s.length, 1, id);
    return s[0]!;
  };
  for (const id of ['guru_pushya', 'amrita_siddhi']) {
    near(one(id).startJdUt, ist(2020, 12, 31, '19:49'), MINUTE, `${id} start`);
    near(one(id).endJdUt, ist(2021, 1, 1, '07:14'), MINUTE, `${id} end`);
  }
  // "Whole Day": Punarvasu and then Pushya, both Sarvartha Siddhi on a Thursday, from sunrise to sunrise.
  near(one('sarvartha_siddhi').startJdUt, ist(2020, 12, 31, '07:14'), MINUTE, 'sarvartha start');
  near(one('sarvartha_siddhi').endJdUt, ist(2021, 1, 1, '07:14'), MINUTE, 'sarvartha end');
  assert.equal(found.filter((x) => x.id === 'ravi_pushya').length, 0);
});

test('Drik Panchang, New Delhi, Monday 2022-01-24: Bhadra (Vishti) 08:43 to 20:19 in patala; Ravi Yoga from 11:15 (Moon enters Chitra)', () => {
  const found = spans(2022, 1, 24);
  const bhadra = found.filter((x) => x.id === 'bhadra');
  assert.equal(bhadra.length, 1);
  near(bhadra[0]!.startJdUt, ist(2022, 1, 24, '08:43'), 2 * MINUTE, 'Bhadra start');
  near(bhadra[0]!.endJdUt, ist(2022, 1, 24, '20:19'), 2 * MINUTE, 'Bhadra end');
  // The Moon in Kanya until 23:08: Bhadra dwells in the nether world.
  assert.equal(bhadra[0]!.bhadraAbode, 'patala');
  const ravi = found.filter((x) => x.id === 'ravi_yoga');
  assert.equal(ravi.length, 2);
  near(ravi[1]!.startJdUt, ist(2022, 1, 24, '11:15'), MINUTE, 'Ravi Yoga from Chitra');
  // Drik prints the first part 07:13 (sunrise: it cuts at the day) to 10:33, when it has the Sun leave Uttara Ashadha;
  // the Sun crosses 280 deg Lahiri here at 10:20. The 13 minutes are the Sun's nakshatra boundary, not the rule
  // (the Moon's 11:15 agrees): a known disagreement, within 15 minutes.
  assert.ok(ravi[0]!.startJdUt < ist(2022, 1, 24, '07:13'));
  near(ravi[0]!.endJdUt, ist(2022, 1, 24, '10:33'), 15 * MINUTE, 'Ravi Yoga ends with the Sun in Shravana');
});

test('Vinchudo (the Moon in Vrischika): Drik Panchang, New Delhi, from 03:13 on 2022-01-27 and until 16:47 on 2025-11-22', () => {
  const a = spans(2022, 1, 26).filter((x) => x.id === 'vinchudo');
  assert.equal(a.length, 1);
  near(a[0]!.startJdUt, ist(2022, 1, 27, '03:13'), 2 * MINUTE, 'Vinchudo begins');
  const b = spans(2025, 11, 22).filter((x) => x.id === 'vinchudo');
  assert.equal(b.length, 1);
  near(b[0]!.endJdUt, ist(2025, 11, 22, '16:47'), 2 * MINUTE, 'Vinchudo ends');
});

test("Drik Panchang's ISKCON page, Buddh Gaya (Bihar), 2026-09-28: Panchak ends at 10:16 (the Moon leaves Meena and Revati)", () => {
  const found = dayYogaSpans({ year: 2026, month: 9, day: 28 }, 1, { latitudeDeg: 24.6961, longitudeDeg: 84.9869 }, IST, ['panchak']);
  assert.equal(found.length, 1);
  near(found[0]!.endJdUt, ist(2026, 9, 28, '10:16'), 2 * MINUTE, 'Panchak ends');
});

test('the Panchaks of 2026 in New Delhi: every start and end within 2 minutes of the published list, with its kind', () => {
  // [start, end, kind] as listed (IST); the list's "Mixed" is no kind (a Wednesday or Thursday start).
  const listed: [string, string, string | null][] = [
    ['2026-01-21 01:35', '2026-01-25 13:35', null],
    ['2026-02-17 09:05', '2026-02-21 19:07', 'agni'],
    ['2026-03-16 18:14', '2026-03-21 02:27', 'raja'],
    ['2026-04-13 03:44', '2026-04-17 12:02', 'raja'],
    ['2026-05-10 12:12', '2026-05-14 22:34', 'roga'],
    ['2026-06-06 19:03', '2026-06-11 08:16', 'mrityu'],
    ['2026-07-04 00:48', '2026-07-08 16:00', 'mrityu'],
    ['2026-07-31 06:38', '2026-08-04 21:54', 'chora'],
    ['2026-08-27 13:35', '2026-09-01 03:23', null],
    ['2026-09-23 21:57', '2026-09-28 10:16', null],
    ['2026-10-21 07:00', '2026-10-25 19:22', null],
  ];
  const at = (text: string) => {
    const [date, time] = text.split(' ') as [string, string];
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return ist(y, m, d, time);
  };
  const found = dayYogaSpans({ year: 2026, month: 1, day: 1 }, 365, DELHI, IST, ['panchak']);
  for (const [start, end, kind] of listed) {
    const s = found.find((x) => Math.abs(x.startJdUt - at(start)) < 0.5);
    assert.ok(s !== undefined, `Panchak from ${start}`);
    near(s.startJdUt, at(start), 2 * MINUTE, `${start} start`);
    near(s.endJdUt, at(end), 2 * MINUTE, `${start} end`);
    // By the civil date's weekday, as the list names them: 13 April and 4 July begin before sunrise, on Monday and
    // Saturday by the date (Raja, Mrityu); by the vara, still Sunday's and Friday's, they would be Roga and Chora.
    assert.equal(s.panchakKind, kind, `${start} kind`);
  }
  assert.equal(found.length, 13);
});

test('a Panchak asked for by one day is whole: 2026-01-21 alone gives 01:35 on the 21st to 13:35 on the 25th (the published 2026 list)', () => {
  for (const day of [21, 25]) {
    const found = dayYogaSpans({ year: 2026, month: 1, day }, 1, DELHI, IST, ['panchak']);
    assert.equal(found.length, 1, `asked for the ${day}th`);
    near(found[0]!.startJdUt, ist(2026, 1, 21, '01:35'), 2 * MINUTE, 'start');
    near(found[0]!.endJdUt, ist(2026, 1, 25, '13:35'), 2 * MINUTE, 'end');
  }
});
