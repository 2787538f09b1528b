/**
 * The regional solar calendars' month starts against Drik Panchang's Tamil,
 * Malayalam, Bengali and Odia calendars for New Delhi, 2024-2027 (48 month
 * starts each, test/reference/drik-solar-months.ts), and the era years Drik
 * prints with them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { regionalDays, SOLAR_CALENDAR_IDS, type SolarCalendarId } from '../../../src/domain/regional-calendars/index.ts';
import { isoDate } from '../../../src/domain/panchang/index.ts';
import { offsetMinutesAtZone } from '../../../src/time/index.ts';
import {
  DRIK_BENGALI_BOUNDARY,
  DRIK_ERA_YEARS,
  DRIK_MALAYALAM_BOUNDARY,
  DRIK_MONTH_STARTS,
  DRIK_ODIA_BOUNDARY,
  DRIK_SOLAR_MONTHS_SOURCE,
  DRIK_TAMIL_BOUNDARY,
} from '../../reference/drik-solar-months.ts';
import { REFERENCE_PLACES } from '../../reference/drik-panchang.ts';

const delhi = REFERENCE_PLACES['new-delhi'];
const place = { latitudeDeg: delhi.latitudeDeg, longitudeDeg: delhi.longitudeDeg };
const offset = offsetMinutesAtZone(delhi.timeZone);
const MAKARA = 9;

/** Our month starts of a Gregorian year: the days whose regional day is 1, with the sign of the month. */
function ourMonthStarts(calendar: SolarCalendarId, year: number): { date: string; signIndex: number }[] {
  const days = regionalDays(
    { year, month: 1, day: 1 },
    Date.UTC(year + 1, 0, 1) / 86_400_000 - Date.UTC(year, 0, 1) / 86_400_000,
    place,
    offset,
  );
  return days
    .filter((d) => d.calendars[calendar].day === 1)
    .map((d) => ({ date: isoDate(d.date), signIndex: d.calendars[calendar].signIndex }));
}

describe('regional month starts against Drik Panchang (New Delhi, 2024-2027)', () => {
  for (const calendar of SOLAR_CALENDAR_IDS) {
    test(`${calendar}: 48 month starts (${DRIK_SOLAR_MONTHS_SOURCE(calendar)})`, () => {
      let compared = 0;
      const differ: string[] = [];
      for (const [yearText, starts] of Object.entries(DRIK_MONTH_STARTS[calendar])) {
        const year = Number(yearText);
        const ours = ourMonthStarts(calendar, year);
        assert.equal(ours.length, 12, `${calendar} ${year}: twelve months begin`);
        starts.forEach((md, i) => {
          compared += 1;
          assert.equal(ours[i]!.signIndex, (MAKARA + i) % 12, `${calendar} ${year}-${md}: the sign`);
          if (ours[i]!.date !== `${year}-${md}`) differ.push(`${year}-${md} (ours ${ours[i]!.date})`);
        });
      }
      assert.equal(compared, 48);
      assert.deepEqual(differ, [], `${calendar}: month starts differing from Drik's`);
    });
  }

  test('era years and month numbers as Drik prints them', () => {
    assert.equal(DRIK_ERA_YEARS.length, 10);
    for (const ref of DRIK_ERA_YEARS) {
      const [y, m, d] = ref.date.split('-').map(Number) as [number, number, number];
      const got = regionalDays({ year: y, month: m, day: d }, 1, place, offset)[0]!.calendars[ref.calendar];
      assert.deepEqual(
        { day: got.day, monthNumber: got.monthNumber, year: got.year },
        { day: 1, monthNumber: ref.monthNumber, year: ref.year },
        ref.date,
      );
    }
  });
});

describe('boundary cases Drik Panchang decides near the critical time', () => {
  test(`malayalam: ${DRIK_MALAYALAM_BOUNDARY.length} dates within minutes of three fifths of the daytime`, () => {
    assert.equal(DRIK_MALAYALAM_BOUNDARY.length, 33);
    const differ: string[] = [];
    for (const [date, monthNumber, day, year] of DRIK_MALAYALAM_BOUNDARY) {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      const got = regionalDays({ year: y, month: m, day: d }, 1, place, offset)[0]!.calendars.malayalam;
      if (got.monthNumber !== monthNumber || got.day !== day || got.year !== year) {
        differ.push(`${date}: Drik ${monthNumber}/${day}/${year}, ours ${got.monthNumber}/${got.day}/${got.year}`);
      }
    }
    assert.deepEqual(differ, []);
  });

  test(`odia: ${DRIK_ODIA_BOUNDARY.length} sankrantis within minutes of 22:12 IST`, () => {
    assert.equal(DRIK_ODIA_BOUNDARY.length, 9);
    const differ: string[] = [];
    for (const [date, sameDay] of DRIK_ODIA_BOUNDARY) {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      const [first, second] = regionalDays({ year: y, month: m, day: d }, 2, place, offset).map((x) => x.calendars.odia.day);
      const got = first === 1 ? 'same' : second === 1 ? 'next' : `neither (${first}, ${second})`;
      if (got !== (sameDay ? 'same' : 'next')) differ.push(`${date}: Drik ${sameDay ? 'same' : 'next'}, ours ${got}`);
    }
    assert.deepEqual(differ, []);
  });

  for (const [calendar, cases, count] of [
    ['tamil', DRIK_TAMIL_BOUNDARY, 16],
    ['bengali', DRIK_BENGALI_BOUNDARY, 12],
  ] as const) {
    test(`${calendar}: ${count} sankrantis near the critical time`, () => {
      assert.equal(cases.length, count);
      const differ: string[] = [];
      for (const [date, start] of cases) {
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        const days = regionalDays({ year: y, month: m, day: d }, 3, place, offset);
        const first = days.find((x) => x.calendars[calendar].day === 1);
        const got = first === undefined ? 'none' : isoDate(first.date);
        if (got !== start) differ.push(`${date}: Drik ${start}, ours ${got}`);
      }
      assert.deepEqual(differ, []);
    });
  }
});
