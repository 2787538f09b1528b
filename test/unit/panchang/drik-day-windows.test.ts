/**
 * Drik Panchang's day pages (test/reference/drik-day-windows.ts: New Delhi,
 * New York and Vilnius, 16 days each of 1995, 2026 and 2045) against the
 * panchang day: Godhuli's start and end within a minute (the season's
 * start: docs/panchang.md, "Godhuli"); the
 * Anandadi yogas by name and change within 2 minutes, except where the Moon
 * is in Abhijit, which Drik's pages occupy and ours do not; and the Tamil
 * yoga, which the pages print as a grouping of their Anandadi yoga that no
 * published weekday-and-nakshatra table gives (docs/panchang.md, "Tamil
 * yoga").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ANANDADI_YOGAS } from '../../../src/core/glossary.ts';
import { anandadiYogaOf, panchangOf } from '../../../src/domain/panchang/index.ts';
import { jdUtFromCalendar } from '../../../src/time/index.ts';
import { DRIK_DAY_WINDOWS, TAMIL_YOGA_TABLES, type DrikDayWindowsPage } from '../../reference/drik-day-windows.ts';

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
const names = (day: ReturnType<typeof panchangOf>) => day.anandadi.map((a) => ANANDADI_YOGAS[a.index]!.id as string);

/** The pages where the Moon enters Abhijit (Uttara Ashadha's last quarter) within the day: Drik's Anandadi turns there. */
const ABHIJIT_PAGES = ['new-york 2026-10-18', 'vilnius 2026-10-18'];

test('the reference: 48 pages, 16 for each place, 1995 to 2045, a Tamil yoga for each Anandadi yoga', () => {
  assert.equal(DRIK_DAY_WINDOWS.length, 48);
  assert.deepEqual(
    (['new-delhi', 'new-york', 'vilnius'] as const).map((p) => DRIK_DAY_WINDOWS.filter((d) => d.place === p).length),
    [16, 16, 16],
  );
  for (const page of DRIK_DAY_WINDOWS) {
    assert.equal(page.tamilYoga.length, page.anandadi.length, label(page));
    assert.equal(page.changes.length, page.anandadi.length - 1, label(page));
  }
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

test('Anandadi: the names and the changes within 2 minutes on the 46 pages without Abhijit', () => {
  let checked = 0;
  for (const page of DRIK_DAY_WINDOWS) {
    if (ABHIJIT_PAGES.includes(label(page))) continue;
    const day = dayOf(page);
    assert.equal(day.weekdayIndex, page.weekday, label(page));
    assert.deepEqual(names(day), page.anandadi, label(page));
    page.changes.forEach((text, k) => {
      const off = (day.anandadi[k]!.endJdUt - printed(page, text)) / MINUTE;
      assert.ok(Math.abs(off) <= 2, `${label(page)}: change ${text} ${off.toFixed(1)} min off`);
    });
    checked += 1;
  }
  assert.equal(checked, 46);
});

test("Abhijit (New York and Vilnius, 2026-10-18): Drik turns Amrita to Mushala where Uttara Ashadha's last quarter begins; ours keeps Amrita to Shravana", () => {
  // [page, our names, the end of Uttara Ashadha's third pada as the page prints it ("Nakshatra Pada")].
  const cases: [string, string[], string][] = [
    ['new-york 2026-10-18', ['amrita', 'gada'], '23:28'],
    ['vilnius 2026-10-18', ['shubha', 'amrita'], '06:28+1'],
  ];
  for (const [name, ours, thirdPadaEnd] of cases) {
    const page = DRIK_DAY_WINDOWS.find((p) => label(p) === name)!;
    assert.equal(page.anandadi.at(-1), 'mushala', name);
    assert.equal(page.changes.at(-1), thirdPadaEnd, name);
    const day = dayOf(page);
    assert.deepEqual(names(day), ours, name);
    // Before Abhijit the pieces agree, names and changes.
    page.changes.slice(0, -1).forEach((text, k) => {
      assert.equal(ours[k], page.anandadi[k], name);
      assert.ok(Math.abs(day.anandadi[k]!.endJdUt - printed(page, text)) <= 2 * MINUTE, `${name}: ${text}`);
    });
  }
  // New York: ours turns where the page's Uttara Ashadha ends, 06:08 the next morning, 6.7 hours after the page's.
  const ny = DRIK_DAY_WINDOWS.find((p) => label(p) === 'new-york 2026-10-18')!;
  assert.ok(Math.abs(dayOf(ny).anandadi[0]!.endJdUt - printed(ny, '06:08+1')) <= 2 * MINUTE);
});

test('Tamil yoga: on every page it changes with the Anandadi yoga, and the same Anandadi yoga always gives the same Tamil yoga (24 of the 28 seen)', () => {
  const seen = new Map<string, string>();
  const weekdays = new Map<string, Set<number>>();
  for (const page of DRIK_DAY_WINDOWS) {
    page.anandadi.forEach((a, k) => {
      const tamil = page.tamilYoga[k]!;
      assert.equal(seen.get(a) ?? tamil, tamil, `${label(page)}: ${a} is ${tamil} here, ${seen.get(a)} elsewhere`);
      seen.set(a, tamil);
      weekdays.set(a, (weekdays.get(a) ?? new Set()).add(page.weekday));
    });
  }
  assert.equal(seen.size, 24);
  // Seen on more than one weekday (so not a weekday-and-nakshatra coincidence): 12 of them.
  assert.equal([...weekdays.values()].filter((w) => w.size > 1).length, 12);
  const group = (t: string) => ANANDADI_YOGAS.map((y) => y.id).filter((id) => seen.get(id) === t);
  assert.deepEqual(group('marana'), [
    'kaladanda',
    'vajra',
    'mudgara',
    'lumbaka',
    'utpata',
    'mrityu',
    'kana',
    'mushala',
    'gada',
    'rakshasa',
  ]);
  assert.deepEqual(group('siddha'), ['ananda', 'dhwaja', 'shrivatsa', 'chhatra', 'padma', 'shubha', 'chara', 'vardhamana']);
  assert.deepEqual(group('amrita'), ['mitra', 'manasa', 'siddhi', 'amrita', 'matanga', 'sthira']);
});

test("the published weekday-and-nakshatra tables differ from Drik's pages at 6 of 18 Sunday nakshatras and 5 of 8 Monday ones", () => {
  const anandadiIds = ANANDADI_YOGAS.map((y) => y.id) as string[];
  const counts: number[][] = [];
  const differing: string[][] = [];
  for (const table of TAMIL_YOGA_TABLES) {
    assert.equal(table.amrita.length + table.siddha.length + table.marana.length + (table.other?.length ?? 0), 27);
    const pieces = new Map<number, string>();
    for (const page of DRIK_DAY_WINDOWS) {
      // Abhijit's piece has no nakshatra of its own: those pages are left out.
      if (page.weekday !== table.weekday || ABHIJIT_PAGES.includes(label(page))) continue;
      page.anandadi.forEach((a, k) => {
        // The piece's nakshatra: the one whose Anandadi yoga on that weekday is the printed one.
        const nakshatra = [...Array(27).keys()].find((n) => anandadiYogaOf(page.weekday, n) === anandadiIds.indexOf(a))!;
        pieces.set(nakshatra, page.tamilYoga[k]!);
      });
    }
    const off = [...pieces].filter(([n, t]) => !table[t as 'amrita'].includes(n));
    counts.push([pieces.size, off.length]);
    differing.push(off.sort((x, y) => x[0] - y[0]).map(([n, t]) => `${n}:${t}`));
  }
  assert.deepEqual(counts, [
    [18, 6],
    [8, 5],
  ]);
  // Nakshatra (0 = Ashwini): Drik's Tamil yoga, where the table gives another.
  assert.deepEqual(differing, [
    // Sunday: Ashlesha, Hasta, Swati, Dhanishtha, Shatabhisha, Revati.
    ['8:marana', '12:amrita', '14:marana', '22:amrita', '23:marana', '26:siddha'],
    // Monday: Krittika, Rohini, Hasta, Shatabhisha, Uttara Bhadrapada.
    ['2:amrita', '3:siddha', '12:marana', '23:amrita', '25:marana'],
  ]);
});
