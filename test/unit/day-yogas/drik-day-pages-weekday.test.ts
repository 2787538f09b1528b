/**
 * Ravi Yoga, Sarvartha Siddhi, Amrita Siddhi, Bhadra (with its abode), Panchak
 * and the absence of the other spans, against Drik Panchang's day pages
 * (drikpanchang.com/panchang/day-panchang.html?geoname-id=<id>&date=DD/MM/YYYY;
 * New Delhi 1261481, New York 5128581, Vilnius 593116) as the gerimantas/VedaCal repository
 * keeps them (tests/fixtures/drik/<city>-<date>.json, fetched October 2026).
 * Drik prints each span cut to the day (sunrise to the next sunrise): an edge
 * printed at either sunrise (`cut`) only says the span reaches past it, and is
 * checked as that; the other edges within 2 minutes (aim of issue 33), except
 * where the edge is the Sun changing nakshatra (`sun`), which Drik has 6 to 7
 * minutes later than the Lahiri Sun here (drik-day-pages.test.ts): 8 minutes.
 * Bhadra's abode is the page's Bhadravasa: Mrityu (Earth) is bhuloka, Swarga
 * svarga, Patala patala.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dayYogaSpans, type BhadraAbode, type DayYogaId } from '../../../src/domain/day-yogas/index.ts';
import { jdUtFromCalendar } from '../../../src/time/index.ts';

const MINUTE = 1 / 1440;
const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
const NEW_YORK = { latitudeDeg: 40.71427, longitudeDeg: -74.00597 };
const VILNIUS = { latitudeDeg: 54.68916, longitudeDeg: 25.2798 };
const PLACES = { 'New Delhi': DELHI, 'New York': NEW_YORK, Vilnius: VILNIUS } as const;
const IDS: DayYogaId[] = ['ravi_yoga', 'sarvartha_siddhi', 'amrita_siddhi', 'guru_pushya', 'ravi_pushya', 'bhadra', 'panchak', 'vinchudo'];

interface Printed {
  id: DayYogaId;
  /** 'HH:MM' on the page's date, 'HH:MM+1' the next date, 'cut' the day's edge; 'sun HH:MM' the Sun's nakshatra change. */
  start: string;
  end: string;
  abode?: BhadraAbode;
}

interface Page {
  where: keyof typeof PLACES;
  offsetMinutes: number;
  date: string;
  /** The page's sunrise and next sunrise, 'HH:MM' and 'HH:MM+1'. */
  sunrise: string;
  nextSunrise: string;
  spans: Printed[];
}

const PAGES: Page[] = [
  // Raviwara, Moon in Karka (Ashlesha, then Magha): Bhadra (Vishti upto 07:46 AM) on earth; "Bhadravasa: Mrityu (Earth) upto 07:46 AM".
  {
    where: 'New Delhi',
    offsetMinutes: 330,
    date: '2026-03-29',
    sunrise: '06:15',
    nextSunrise: '06:14+1',
    spans: [{ id: 'bhadra', start: 'cut', end: '07:46', abode: 'bhuloka' }],
  },
  // Somawara, Sun Krittika then Rohini, Moon Uttara Phalguni then Hasta: "Ravi Yoga: Whole Day".
  {
    where: 'New Delhi',
    offsetMinutes: 330,
    date: '2026-05-25',
    sunrise: '05:26',
    nextSunrise: '05:25+1',
    spans: [{ id: 'ravi_yoga', start: 'cut', end: 'cut' }],
  },
  // Raviwara, Uttara Phalguni from 09:31: Sarvartha Siddhi to the next sunrise; Bhadra 03:20 PM to 03:24 AM,
  // "Mrityu (Earth) from 03:20 PM to 03:40 PM, Patala (Nadir) from 03:40 PM to 03:24 AM" (the Moon enters Kanya at 03:40 PM).
  {
    where: 'New Delhi',
    offsetMinutes: 330,
    date: '2026-06-21',
    sunrise: '05:24',
    nextSunrise: '05:24+1',
    spans: [
      { id: 'sarvartha_siddhi', start: '09:31', end: 'cut' },
      { id: 'bhadra', start: '15:20', end: '15:40', abode: 'bhuloka' },
      { id: 'bhadra', start: '15:40', end: '03:24+1', abode: 'patala' },
    ],
  },
  // Shukrawara, Mrigashira to 02:55 AM: "Ravi Yoga 06:14 AM to 02:55 AM, Oct 03"; Bhadra 10:15 AM to 09:06 PM, "Swarga (Heaven)".
  {
    where: 'New Delhi',
    offsetMinutes: 330,
    date: '2026-10-02',
    sunrise: '06:14',
    nextSunrise: '06:15+1',
    spans: [
      { id: 'ravi_yoga', start: 'cut', end: '02:55+1' },
      { id: 'bhadra', start: '10:15', end: '21:06', abode: 'svarga' },
    ],
  },
  // Raviwara, Magha to 05:18 AM, Mar 30: "Ravi Yoga 05:18 AM, Mar 30 to 06:43 AM, Mar 30".
  {
    where: 'New York',
    offsetMinutes: -240,
    date: '2026-03-29',
    sunrise: '06:44',
    nextSunrise: '06:43+1',
    spans: [{ id: 'ravi_yoga', start: '05:18+1', end: 'cut' }],
  },
  {
    where: 'New York',
    offsetMinutes: -240,
    date: '2026-05-25',
    sunrise: '05:31',
    nextSunrise: '05:30+1',
    spans: [{ id: 'ravi_yoga', start: 'cut', end: 'cut' }],
  },
  // Raviwara, Uttara Phalguni to 00:52 AM then Hasta; the Sun leaves Mrigashira at 03:02 AM: Sarvartha Siddhi the whole day,
  // Amrita Siddhi (Sunday Hasta) and Ravi Yoga from 00:52 AM; Bhadra 05:50 AM to 05:54 PM,
  // "Mrityu (Earth) from 05:50 AM to 06:10 AM, Patala (Nadir) from 06:10 AM to 05:54 PM".
  {
    where: 'New York',
    offsetMinutes: -240,
    date: '2026-06-21',
    sunrise: '05:25',
    nextSunrise: '05:25+1',
    spans: [
      { id: 'sarvartha_siddhi', start: 'cut', end: 'cut' },
      { id: 'amrita_siddhi', start: '00:52+1', end: 'cut' },
      { id: 'ravi_yoga', start: '00:52+1', end: 'sun 03:02+1' },
      { id: 'bhadra', start: '05:50', end: '06:10', abode: 'bhuloka' },
      { id: 'bhadra', start: '06:10', end: '17:54', abode: 'patala' },
    ],
  },
  // Shaniwara 1995, Moon in Kumbha (Shatabhisha, then Purva Bhadrapada): "Panchaka: Whole Day".
  {
    where: 'New York',
    offsetMinutes: -240,
    date: '1995-07-15',
    sunrise: '05:37',
    nextSunrise: '05:38+1',
    spans: [{ id: 'panchak', start: 'cut', end: 'cut' }],
  },
  // Vilnius (EEST), the same Sunday: the Moon enters Uttara Phalguni at 07:01 AM and Kanya at 01:10 PM; "Bhadravasa:
  // Mrityu (Earth) from 12:50 PM to 01:10 PM, Patala (Nadir) from 01:10 PM to 12:54 AM, Jun 22".
  {
    where: 'Vilnius',
    offsetMinutes: 180,
    date: '2026-06-21',
    sunrise: '04:42',
    nextSunrise: '04:42+1',
    spans: [
      { id: 'sarvartha_siddhi', start: '07:01', end: 'cut' },
      { id: 'bhadra', start: '12:50', end: '13:10', abode: 'bhuloka' },
      { id: 'bhadra', start: '13:10', end: '00:54+1', abode: 'patala' },
    ],
  },
  // Vilnius, Friday: "Ravi Yoga 07:23 AM to 12:25 AM, Oct 03"; Bhadra 07:45 AM to 06:36 PM, "Swarga (Heaven)".
  {
    where: 'Vilnius',
    offsetMinutes: 180,
    date: '2026-10-02',
    sunrise: '07:23',
    nextSunrise: '07:25+1',
    spans: [
      { id: 'ravi_yoga', start: 'cut', end: '00:25+1' },
      { id: 'bhadra', start: '07:45', end: '18:36', abode: 'svarga' },
    ],
  },
];

function clock(date: string, text: string, offsetMinutes: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = text.endsWith('+1');
  const [h, min] = text.replace('+1', '').split(':').map(Number) as [number, number];
  return jdUtFromCalendar(y, m, d + (next ? 1 : 0), h + min / 60 - offsetMinutes / 60);
}

for (const page of PAGES) {
  const printedIds = [...new Set(page.spans.map((s) => s.id))];
  test(`Drik Panchang, ${page.where}, ${page.date}: ${page.spans.map((s) => `${s.id} ${s.start}..${s.end}`).join(', ')}; no ${IDS.filter((id) => !printedIds.includes(id)).join(', ')}`, () => {
    const [y, m, d] = page.date.split('-').map(Number) as [number, number, number];
    const found = dayYogaSpans({ year: y, month: m, day: d }, 1, PLACES[page.where], () => page.offsetMinutes, IDS);
    const rise = clock(page.date, page.sunrise, page.offsetMinutes);
    const nextRise = clock(page.date, page.nextSunrise, page.offsetMinutes);
    // Every span here that touches the page's day is one the page prints (the sunrises agree within 2 minutes).
    const touching = found.filter((s) => s.endJdUt > rise + 2 * MINUTE && s.startJdUt < nextRise - 2 * MINUTE);
    assert.deepEqual([...new Set(touching.map((s) => s.id))].sort(), [...printedIds].sort(), 'the ids printed, and no others');
    for (const p of page.spans) {
      const edge = (text: string) => ({
        jdUt: clock(page.date, text.replace('sun ', ''), page.offsetMinutes),
        tol: (text.startsWith('sun ') ? 8 : 2) * MINUTE,
      });
      // The span a printed one belongs to: the one holding a moment just inside a known edge (or the day's middle).
      const inside =
        p.start !== 'cut'
          ? edge(p.start).jdUt + edge(p.start).tol + MINUTE
          : p.end !== 'cut'
            ? edge(p.end).jdUt - edge(p.end).tol - MINUTE
            : (rise + nextRise) / 2;
      const span = found.find((s) => s.id === p.id && s.startJdUt <= inside && inside < s.endJdUt);
      assert.ok(span !== undefined, `${p.id} ${p.start}..${p.end} found`);
      if (p.start === 'cut') assert.ok(span.startJdUt <= rise + 2 * MINUTE, `${p.id} reaches back to sunrise`);
      else {
        const e = edge(p.start);
        assert.ok(Math.abs(span.startJdUt - e.jdUt) <= e.tol, `${p.id} start ${((span.startJdUt - e.jdUt) / MINUTE).toFixed(1)} min off`);
      }
      if (p.end === 'cut') assert.ok(span.endJdUt >= nextRise - 2 * MINUTE, `${p.id} reaches the next sunrise`);
      else {
        const e = edge(p.end);
        assert.ok(Math.abs(span.endJdUt - e.jdUt) <= e.tol, `${p.id} end ${((span.endJdUt - e.jdUt) / MINUTE).toFixed(1)} min off`);
      }
      if (p.abode !== undefined) assert.equal(span.bhadraAbode, p.abode, `${p.start} abode`);
    }
  });
}
