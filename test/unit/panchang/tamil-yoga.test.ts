/**
 * The Tamil yoga of the panchang day (src/domain/panchang/tamil-yoga.ts):
 * its table against the Sringeri Tamil Panchangam's as PyJHora transcribes
 * it (test/reference/tamil-yoga-tables.ts), and against two other published
 * Tamil tables (happylife.in's Sunday, neerkondar.blogspot.com's Monday);
 * the spans of the day; and how far Drik Panchang's day pages, which print
 * another variant (by their Anandadi yoga), agree with it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TAMIL_YOGAS } from '../../../src/core/glossary.ts';
import { panchangOf, tamilYogaOf, TAMIL_YOGA_TABLE } from '../../../src/domain/panchang/index.ts';
import { untypedEngine } from '../../fixtures.ts';
import { jdUtFromCalendar } from '../../../src/time/index.ts';
import { DRIK_ANANDADI_PAGES, TAMIL_YOGA_TABLES } from '../../reference/drik-anandadi.ts';
import { SRINGERI_TAMIL_YOGA, SRINGERI_CODES } from '../../reference/tamil-yoga-tables.ts';

const ids = (weekday: number) => [...Array(27).keys()].map((n) => TAMIL_YOGAS[tamilYogaOf(weekday, n)]!.id);

test('the table is the Sringeri Tamil Panchangam 2024-25 table as PyJHora transcribes it, its one Prabalarishta as Marana', () => {
  assert.equal(TAMIL_YOGA_TABLE.length, 7);
  let prabalarishta = 0;
  SRINGERI_TAMIL_YOGA.forEach((row, weekday) => {
    assert.equal(row.length, 27);
    row.forEach((code, n) => {
      const expected = SRINGERI_CODES[code]!;
      if (code === 1) prabalarishta += 1;
      assert.equal(ids(weekday)[n], expected === 'prabalarishta' ? 'marana' : expected, `weekday ${weekday}, nakshatra ${n}`);
    });
  });
  assert.equal(prabalarishta, 1);
});

test("two other Tamil tables agree with it on 24 of Sunday's 27 nakshatras and 25 of Monday's", () => {
  const differing = TAMIL_YOGA_TABLES.map((table) =>
    ids(table.weekday)
      .map((id, n) => [n, id] as const)
      .filter(([n, id]) => !(table[id] as number[]).includes(n))
      .map(([n, id]) => `${n}:${id}`),
  );
  assert.deepEqual(differing, [
    // Sunday: Bharani (happylife: Prabalarishta), Rohini and Hasta (happylife: Siddha).
    ['1:siddha', '3:amrita', '12:amrita'],
    // Monday: Chitra and Purva Ashadha (neerkondar: Marana).
    ['13:siddha', '19:siddha'],
  ]);
});

test("the day's spans: from sunrise to the next sunrise, changing only where the Moon's nakshatra does", () => {
  // New Delhi, Friday 2026-10-02: Mrigashira (Siddha on a Friday) to 02:55 AM, then Ardra (Siddha): one span.
  const day = panchangOf({ year: 2026, month: 10, day: 2 }, { latitudeDeg: 28.6139, longitudeDeg: 77.209 }, () => 330);
  assert.deepEqual(
    day.tamilYoga.map((t) => TAMIL_YOGAS[t.index]!.id),
    ['siddha'],
  );
  assert.equal(day.tamilYoga[0]!.startJdUt, day.sunriseJdUt);
  assert.equal(day.tamilYoga[0]!.endJdUt, day.nextSunriseJdUt);
  // Sunday 2026-10-18: Purva Ashadha (Siddha) to 12:49 PM, then Uttara Ashadha (Amrita).
  const sunday = panchangOf({ year: 2026, month: 10, day: 18 }, { latitudeDeg: 28.6139, longitudeDeg: 77.209 }, () => 330);
  assert.deepEqual(
    sunday.tamilYoga.map((t) => TAMIL_YOGAS[t.index]!.id),
    ['siddha', 'amrita'],
  );
  assert.equal(sunday.tamilYoga[0]!.endJdUt, sunday.moonNakshatras[0]!.endJdUt);
});

test("Drik Panchang's pages print another variant: 60 of their 98 pieces agree with this table, 38 differ", () => {
  const places = {
    'new-delhi': { latitudeDeg: 28.6139, longitudeDeg: 77.209 },
    'new-york': { latitudeDeg: 40.71427, longitudeDeg: -74.00597 },
    vilnius: { latitudeDeg: 54.68916, longitudeDeg: 25.2798 },
  };
  let agree = 0;
  let differ = 0;
  for (const page of DRIK_ANANDADI_PAGES) {
    const [y, m, d] = page.date.split('-').map(Number) as [number, number, number];
    const at = (text: string) => {
      const [h, min] = text.replace('+1', '').split(':').map(Number) as [number, number];
      return jdUtFromCalendar(y, m, d + (text.endsWith('+1') ? 1 : 0), h + min / 60 - page.utcOffsetMinutes / 60);
    };
    const day = panchangOf({ year: y, month: m, day: d }, places[page.place], () => page.utcOffsetMinutes);
    let start = day.sunriseJdUt;
    for (const [name, upto] of page.tamilYoga) {
      const end = upto === null ? day.nextSunriseJdUt : at(upto);
      const middle = (start + end) / 2;
      const ours = day.tamilYoga.find((t) => t.startJdUt <= middle && middle < t.endJdUt)!;
      if (TAMIL_YOGAS[ours.index]!.id === name) agree += 1;
      else differ += 1;
      start = end;
    }
  }
  assert.deepEqual([agree, differ], [60, 38]);
});

test('GET /v1/panchang serves tamil_yoga beside anandadi_yoga, labelled in the language asked', async () => {
  const data = (await untypedEngine().run('panchang', { date: '2026-10-18', lat: 28.6139, lon: 77.209, lang: 'ta' })).data as Record<
    string,
    unknown
  >;
  const tamil = data.tamil_yoga as { name: string; label: string; start: string; end: string }[];
  assert.deepEqual(
    tamil.map((t) => [t.name, t.label]),
    [
      ['siddha', 'சித்த யோகம்'],
      ['amrita', 'அமிர்த யோகம்'],
    ],
  );
  assert.equal(tamil[0]!.start, data.sunrise);
});
