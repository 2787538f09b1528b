/**
 * Drik Panchang's day pages (test/reference/drik-anandadi.ts: New Delhi, New
 * York and Vilnius, 16 days each of 1995, 2026 and 2045, each record with its
 * page's address) against ours: every Anandadi yoga printed, by name and by
 * the time it ends, within 2 minutes; every Aadal and Vidaal span, both
 * edges within 2 minutes, except where the edge is the Sun changing
 * nakshatra (Drik's Sun is 6 to 7 minutes later than the Lahiri Sun here,
 * test/unit/day-yogas/drik-day-pages.test.ts: held to 8 minutes); and the
 * Tamil yoga the pages print, which changes with their Anandadi yoga.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ANANDADI_YOGAS } from '../../../src/core/glossary.ts';
import { dayYogaSpans } from '../../../src/domain/day-yogas/index.ts';
import { ABHIJIT_28, anandadiYogaOf, findLimbSpans, panchangOf, spanAt } from '../../../src/domain/panchang/index.ts';
import { jdUtFromCalendar } from '../../../src/time/index.ts';
import { DRIK_ANANDADI_PAGES, TAMIL_YOGA_TABLES, type DrikAnandadiPage } from '../../reference/drik-anandadi.ts';

const MINUTE = 1 / 1440;
const SUN_EDGE_MINUTES = 8;
const PLACES = {
  'new-delhi': { latitudeDeg: 28.6139, longitudeDeg: 77.209 },
  'new-york': { latitudeDeg: 40.71427, longitudeDeg: -74.00597 },
  vilnius: { latitudeDeg: 54.68916, longitudeDeg: 25.2798 },
};

const civil = (page: DrikAnandadiPage) => {
  const [year, month, day] = page.date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
/** A printed 'HH:MM' (or 'HH:MM+1', the next day) as a UT Julian day. */
const printed = (page: DrikAnandadiPage, text: string) => {
  const { year, month, day } = civil(page);
  const [h, min] = text.replace('+1', '').split(':').map(Number) as [number, number];
  return jdUtFromCalendar(year, month, day + (text.endsWith('+1') ? 1 : 0), h + min / 60 - page.utcOffsetMinutes / 60);
};
const label = (page: DrikAnandadiPage) => `${page.place} ${page.date}`;
const dayOf = (page: DrikAnandadiPage) => panchangOf(civil(page), PLACES[page.place], () => page.utcOffsetMinutes);
const minutesOff = (ours: number, page: DrikAnandadiPage, text: string) => (ours - printed(page, text)) / MINUTE;

test('the reference: 48 pages, 16 for each place, 1995 to 2045; the Tamil yoga changes exactly when the Anandadi yoga does', () => {
  assert.equal(DRIK_ANANDADI_PAGES.length, 48);
  assert.deepEqual(
    (['new-delhi', 'new-york', 'vilnius'] as const).map((p) => DRIK_ANANDADI_PAGES.filter((d) => d.place === p).length),
    [16, 16, 16],
  );
  for (const page of DRIK_ANANDADI_PAGES) {
    assert.deepEqual(
      page.tamilYoga.map(([, upto]) => upto),
      page.anandadi.map(([, upto]) => upto),
      label(page),
    );
    assert.equal(page.anandadi.at(-1)![1], null, label(page));
  }
});

test('Anandadi (the Moon in Abhijit over its arc): every name and every change within 2 minutes on all 48 pages', () => {
  let names = 0;
  let changes = 0;
  let worst = 0;
  for (const page of DRIK_ANANDADI_PAGES) {
    const day = dayOf(page);
    assert.equal(day.weekdayIndex, page.weekday, label(page));
    assert.deepEqual(
      day.anandadi.map((a) => ANANDADI_YOGAS[a.index]!.id),
      page.anandadi.map(([name]) => name),
      label(page),
    );
    names += page.anandadi.length;
    page.anandadi.slice(0, -1).forEach(([name, upto], k) => {
      const off = minutesOff(day.anandadi[k]!.endJdUt, page, upto!);
      assert.ok(Math.abs(off) <= 2, `${label(page)}: ${name} upto ${upto}, ${off.toFixed(1)} min off`);
      worst = Math.max(worst, Math.abs(off));
      changes += 1;
    });
  }
  assert.equal(names, 98);
  assert.equal(changes, 50);
  assert.ok(worst < 1.2, `worst ${worst.toFixed(2)} min`);
});

test("Abhijit (New York, 2026-10-18): Amrita turns to Mushala at Uttara Ashadha's last quarter (11:28 PM), and the Moon is still in Abhijit at the next sunrise, an hour after Shravana began (06:08 AM)", () => {
  const page = DRIK_ANANDADI_PAGES.find((p) => label(p) === 'new-york 2026-10-18')!;
  assert.deepEqual(page.anandadi, [
    ['amrita', '23:28'],
    ['mushala', null],
  ]);
  assert.deepEqual(page.aadal, [['23:28', '07:12+1']]);
  const moon = findLimbSpans(printed(page, '12:00'), printed(page, '12:00+1'), ['nakshatra'], { nakshatra28: true });
  const shravanaBegins = printed(page, '06:08+1');
  // Shravana (21 among the 27) begins at 06:08, yet among the 28 the Moon is in Abhijit then and at 07:12.
  assert.equal(spanAt(moon.nakshatra, shravanaBegins + MINUTE).index, 21);
  const abhijit = spanAt(moon.nakshatra28!, shravanaBegins + MINUTE);
  assert.equal(abhijit.index, ABHIJIT_28);
  assert.ok(Math.abs(minutesOff(abhijit.startJdUt, page, '23:28')) <= 2);
  assert.ok(abhijit.endJdUt > printed(page, '07:12+1'));
});

test('Aadal and Vidaal: every span on the 48 pages, the Moon’s edges within 2 minutes, the Sun’s within 8', () => {
  const counts = { spans: 0, moonEdges: 0, sunEdges: 0, dayEdges: 0 };
  for (const page of DRIK_ANANDADI_PAGES) {
    const day = dayOf(page);
    const spans = dayYogaSpans(civil(page), 1, PLACES[page.place], () => page.utcOffsetMinutes, ['aadal', 'vidaal']);
    for (const id of ['aadal', 'vidaal'] as const) {
      // Ours cut to our day, as the page cuts its spans to its day.
      const ours = spans
        .filter((s) => s.id === id)
        .map((s) => [Math.max(s.startJdUt, day.sunriseJdUt), Math.min(s.endJdUt, day.nextSunriseJdUt)] as const)
        .filter(([start, end]) => end > start);
      assert.equal(ours.length, page[id].length, `${label(page)}: ${id}`);
      page[id].forEach((edges, k) => {
        edges.forEach((text, e) => {
          const ourEdge = ours[k]![e]!;
          const atDayEdge = ourEdge === day.sunriseJdUt || ourEdge === day.nextSunriseJdUt;
          const sun = text === page.sunNakshatraChange;
          const limit = sun ? SUN_EDGE_MINUTES : 2;
          const off = minutesOff(ourEdge, page, text);
          assert.ok(Math.abs(off) <= limit, `${label(page)}: ${id} ${edges.join(' to ')}, edge ${text} ${off.toFixed(1)} min off`);
          if (atDayEdge) counts.dayEdges += 1;
          else if (sun) counts.sunEdges += 1;
          else counts.moonEdges += 1;
        });
        counts.spans += 1;
      });
    }
  }
  assert.deepEqual(counts, { spans: 55, moonEdges: 53, sunEdges: 12, dayEdges: 45 });
});

test('Tamil yoga: the same Anandadi yoga always gives the same Tamil yoga on the pages (24 of the 28 seen; Dhumra, Prajapati, Saumya, Dhwanksha never)', () => {
  const seen = new Map<string, string>();
  for (const page of DRIK_ANANDADI_PAGES) {
    page.anandadi.forEach(([a], k) => {
      const tamil = page.tamilYoga[k]![0];
      assert.equal(seen.get(a) ?? tamil, tamil, `${label(page)}: ${a} is ${tamil} here, ${seen.get(a)} elsewhere`);
      seen.set(a, tamil);
    });
  }
  assert.equal(seen.size, 24);
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
  assert.deepEqual(
    ANANDADI_YOGAS.map((y) => y.id).filter((id) => !seen.has(id)),
    ['dhumra', 'prajapati', 'saumya', 'dhwanksha'],
  );
});

test("the published weekday-and-nakshatra tables differ from Drik's pages at 6 of 18 Sunday nakshatras and 5 of 8 Monday ones", () => {
  const anandadiIds = ANANDADI_YOGAS.map((y) => y.id) as string[];
  const counts: number[][] = [];
  const differing: string[][] = [];
  for (const table of TAMIL_YOGA_TABLES) {
    assert.equal(table.amrita.length + table.siddha.length + table.marana.length + (table.other?.length ?? 0), 27);
    const pieces = new Map<number, string>();
    for (const page of DRIK_ANANDADI_PAGES) {
      if (page.weekday !== table.weekday) continue;
      page.anandadi.forEach(([a], k) => {
        // The piece's nakshatra among the 27: none for Abhijit's piece (Mushala on a Sunday).
        const nakshatra = [...Array(27).keys()].find((n) => anandadiYogaOf(page.weekday, n) === anandadiIds.indexOf(a));
        if (nakshatra !== undefined) pieces.set(nakshatra, page.tamilYoga[k]![0]);
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
