/**
 * Drik Panchang's day pages (test/reference/drik-day-windows.ts: New Delhi,
 * New York and Vilnius, 16 days each of 1995, 2026 and 2045) against the
 * panchang day: Godhuli's start and end within a minute (the season's
 * start: docs/panchang.md, "Godhuli"). Their Anandadi, Tamil, Aadal and
 * Vidaal yogas: anandadi-drik.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { panchangOf } from '../../../src/domain/panchang/index.ts';
import { jdUtFromCalendar } from '../../../src/time/index.ts';
import { DRIK_DAY_WINDOWS, type DrikDayWindowsPage } from '../../reference/drik-day-windows.ts';

const MINUTE = 1 / 1440;
const PLACES = {
  'new-delhi': { latitudeDeg: 28.6139, longitudeDeg: 77.209 },
  'new-york': { latitudeDeg: 40.71427, longitudeDeg: -74.00597 },
  vilnius: { latitudeDeg: 54.68916, longitudeDeg: 25.2798 },
};

const civil = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
/** A printed 'HH:MM' (or 'HH:MM+1', the next day) as a UT Julian day. */
const printed = (page: DrikDayWindowsPage, text: string) => {
  const { year, month, day } = civil(page.date);
  const [h, min] = text.replace('+1', '').split(':').map(Number) as [number, number];
  return jdUtFromCalendar(year, month, day + (text.endsWith('+1') ? 1 : 0), h + min / 60 - page.utcOffsetMinutes / 60);
};
const label = (page: DrikDayWindowsPage) => `${page.place} ${page.date}`;
const dayOf = (page: DrikDayWindowsPage) => panchangOf(civil(page.date), PLACES[page.place], () => page.utcOffsetMinutes);

test('the reference: 48 pages, 16 for each place, 1995 to 2045', () => {
  assert.equal(DRIK_DAY_WINDOWS.length, 48);
  assert.deepEqual(
    (['new-delhi', 'new-york', 'vilnius'] as const).map((p) => DRIK_DAY_WINDOWS.filter((d) => d.place === p).length),
    [16, 16, 16],
  );
});

test("Godhuli (the seasons' rule, Hindi Shabdasagar): start and end within 1 minute of the page on all 48 pages", () => {
  let checked = 0;
  for (const page of DRIK_DAY_WINDOWS) {
    const g = dayOf(page).windows.godhuliMuhurta!;
    const startOff = (g.startJdUt - printed(page, page.godhuli[0])) / MINUTE;
    const endOff = (g.endJdUt - printed(page, page.godhuli[1])) / MINUTE;
    assert.ok(Math.abs(startOff) <= 1, `${label(page)}: start ${startOff.toFixed(1)} min off`);
    assert.ok(Math.abs(endOff) <= 1, `${label(page)}: end ${endOff.toFixed(1)} min off`);
    checked += 1;
  }
  assert.equal(checked, 48);
});
