/**
 * Dwipushkar and Tripushkar, Aadal and Vidaal, and Ganda Moola against Drik
 * Panchang's day pages (drikpanchang.com/panchang/day-panchang.html?geoname-id=
 * <id>&date=DD/MM/YYYY; New Delhi 1261481, New York 5128581), as the
 * gerimantas/VedaCal repository keeps them (tests/fixtures/drik/<city>-<date>.json,
 * fetched October 2026). Drik prints each span cut to the day (sunrise to the
 * next sunrise); an edge at either sunrise is the page's, not the span's, and
 * only the days' other edges are compared. Aim (issue 33): within 2 minutes.
 * One known disagreement: where an edge is the Sun changing nakshatra, Drik
 * has it 6 to 7 minutes later than the Lahiri Sun here (2026; 13 minutes in
 * January 2022, the Ravi Yoga test in references.test.ts); the Moon's edges
 * agree within a minute. Those edges are marked `sun` and held to 8 minutes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dayYogaSpans, type DayYogaId } from '../../../src/domain/day-yogas/index.ts';
import { jdUtFromCalendar } from '../../../src/time/index.ts';

const MINUTE = 1 / 1440;
const DELHI = { place: { latitudeDeg: 28.6139, longitudeDeg: 77.209 }, offsetMinutes: 330 };
const NEW_YORK = { place: { latitudeDeg: 40.71427, longitudeDeg: -74.00597 } };
const EDT = -240;
const EST = -300;

/** A local clock time `HH:MM` on a date (`+1`: the next day) at a UTC offset, as a UT Julian day. */
function at(date: string, hhmm: string, offsetMinutes: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = hhmm.endsWith('+1');
  const [h, min] = hhmm.replace('+1', '').split(':').map(Number) as [number, number];
  return jdUtFromCalendar(y, m, d + (next ? 1 : 0), h + min / 60 - offsetMinutes / 60);
}

/** One span as the page prints it: start and end, either `cut` (the page's day edge) or a time; `sun` edges are the Sun's nakshatra. */
interface Printed {
  id: DayYogaId;
  start: string;
  end: string;
}

interface Page {
  city: typeof DELHI | typeof NEW_YORK;
  offsetMinutes: number;
  date: string;
  spans: Printed[];
  /** Ids the page prints none of. */
  absent: DayYogaId[];
}

const IDS: DayYogaId[] = ['dwipushkar', 'tripushkar', 'aadal', 'vidaal', 'ganda_moola'];

const PAGES: Page[] = [
  // Sun Bharani; Moon Dhanishta (the 23rd counted with Abhijit: Aadal), then Shatabhisha (24th: Vidaal).
  {
    city: DELHI,
    offsetMinutes: 330,
    date: '2026-05-10',
    spans: [
      { id: 'aadal', start: 'cut', end: '00:50+1' },
      { id: 'vidaal', start: '00:50+1', end: 'cut' },
    ],
    absent: ['ganda_moola', 'dwipushkar', 'tripushkar'],
  },
  // The Sun enters Rohini at 15:44 by Drik: Vidaal, Aadal, Vidaal with the Moon in Uttara Phalguni, then Hasta.
  {
    city: DELHI,
    offsetMinutes: 330,
    date: '2026-05-25',
    spans: [
      { id: 'vidaal', start: 'cut', end: 'sun 15:44' },
      { id: 'aadal', start: 'sun 15:44', end: '04:08+1' },
      { id: 'vidaal', start: '04:08+1', end: 'cut' },
    ],
    absent: ['ganda_moola'],
  },
  { city: DELHI, offsetMinutes: 330, date: '2026-06-08', spans: [{ id: 'aadal', start: '09:09', end: 'sun 13:39' }], absent: ['vidaal'] },
  // Sunday, Shukla Saptami to 15:20, the Moon into Uttara Phalguni (tripada) at 09:31: Tripushkar.
  {
    city: DELHI,
    offsetMinutes: 330,
    date: '2026-06-21',
    spans: [
      { id: 'aadal', start: 'cut', end: '09:31' },
      { id: 'tripushkar', start: '09:31', end: '15:20' },
    ],
    absent: ['vidaal', 'dwipushkar', 'ganda_moola'],
  },
  {
    city: DELHI,
    offsetMinutes: 330,
    date: '2026-10-02',
    spans: [{ id: 'aadal', start: 'cut', end: '02:55+1' }],
    absent: ['vidaal', 'ganda_moola'],
  },
  {
    city: DELHI,
    offsetMinutes: 330,
    date: '2026-10-04',
    spans: [
      { id: 'aadal', start: 'cut', end: '00:13+1' },
      { id: 'vidaal', start: '00:13+1', end: 'cut' },
    ],
    absent: ['ganda_moola'],
  },
  // Ashlesha into Magha, both gandanta: "Whole Day".
  {
    city: DELHI,
    offsetMinutes: 330,
    date: '2026-03-29',
    spans: [{ id: 'ganda_moola', start: 'cut', end: 'cut' }],
    absent: ['aadal', 'vidaal'],
  },
  {
    city: DELHI,
    offsetMinutes: 330,
    date: '2026-10-06',
    spans: [{ id: 'ganda_moola', start: 'cut', end: 'cut' }],
    absent: ['aadal', 'vidaal'],
  },
  {
    city: DELHI,
    offsetMinutes: 330,
    date: '2026-10-10',
    spans: [{ id: 'aadal', start: '21:42', end: 'sun 02:26+1' }],
    absent: ['vidaal', 'ganda_moola'],
  },
  {
    city: DELHI,
    offsetMinutes: 330,
    date: '2026-10-18',
    spans: [{ id: 'aadal', start: 'cut', end: '12:48' }],
    absent: ['vidaal', 'ganda_moola'],
  },
  {
    city: DELHI,
    offsetMinutes: 330,
    date: '2026-11-24',
    spans: [{ id: 'aadal', start: '23:25', end: 'cut' }],
    absent: ['vidaal', 'ganda_moola'],
  },
  {
    city: DELHI,
    offsetMinutes: 330,
    date: '2026-12-21',
    spans: [{ id: 'vidaal', start: '13:08', end: 'cut' }],
    absent: ['aadal', 'ganda_moola'],
  },
  { city: DELHI, offsetMinutes: 330, date: '1995-07-15', spans: [], absent: IDS },
  { city: DELHI, offsetMinutes: 330, date: '2026-03-08', spans: [], absent: IDS },
  {
    city: DELHI,
    offsetMinutes: 330,
    date: '2045-01-15',
    spans: [
      { id: 'vidaal', start: '13:10', end: 'cut' },
      { id: 'ganda_moola', start: 'cut', end: 'cut' },
    ],
    absent: ['aadal'],
  },
  {
    city: NEW_YORK,
    offsetMinutes: EDT,
    date: '2026-05-25',
    spans: [
      { id: 'vidaal', start: 'cut', end: 'sun 06:14' },
      { id: 'aadal', start: 'sun 06:14', end: '18:38' },
      { id: 'vidaal', start: '18:38', end: 'cut' },
    ],
    absent: ['ganda_moola'],
  },
  {
    city: NEW_YORK,
    offsetMinutes: EDT,
    date: '1995-07-15',
    spans: [{ id: 'vidaal', start: '00:23+1', end: 'cut' }],
    absent: ['aadal', 'ganda_moola'],
  },
  {
    city: NEW_YORK,
    offsetMinutes: EST,
    date: '2045-01-15',
    spans: [
      { id: 'vidaal', start: 'cut', end: '05:32+1' },
      { id: 'aadal', start: '05:32+1', end: 'cut' },
      { id: 'ganda_moola', start: 'cut', end: '05:32+1' },
    ],
    absent: ['dwipushkar', 'tripushkar'],
  },
];

for (const page of PAGES) {
  const where = page.city === DELHI ? 'New Delhi' : 'New York';
  test(`Drik Panchang, ${where}, ${page.date}: ${page.spans.map((s) => `${s.id} ${s.start}..${s.end}`).join(', ') || 'none'}`, () => {
    const [y, m, d] = page.date.split('-').map(Number) as [number, number, number];
    const offset = () => page.offsetMinutes;
    const found = dayYogaSpans({ year: y, month: m, day: d }, 1, page.city.place, offset, IDS);
    for (const id of page.absent) assert.equal(found.filter((s) => s.id === id).length, 0, `${id} absent`);
    for (const printed of page.spans) {
      const ofId = found.filter((s) => s.id === printed.id);
      const edge = (text: string) => {
        const sun = text.startsWith('sun ');
        return { jdUt: at(page.date, text.replace('sun ', ''), page.offsetMinutes), tol: (sun ? 8 : 2) * MINUTE };
      };
      // The span this printed one belongs to: the one holding a moment just inside its known edge.
      const inside =
        printed.start !== 'cut'
          ? edge(printed.start).jdUt + edge(printed.start).tol + MINUTE
          : printed.end !== 'cut'
            ? edge(printed.end).jdUt - edge(printed.end).tol - MINUTE
            : null;
      const span = inside === null ? ofId[0] : ofId.find((s) => s.startJdUt <= inside && inside < s.endJdUt);
      assert.ok(span !== undefined, `${printed.id} ${printed.start}..${printed.end} found`);
      if (printed.start !== 'cut') {
        const e = edge(printed.start);
        assert.ok(
          Math.abs(span.startJdUt - e.jdUt) <= e.tol,
          `${printed.id} start ${((span.startJdUt - e.jdUt) / MINUTE).toFixed(1)} min off`,
        );
      }
      if (printed.end !== 'cut') {
        const e = edge(printed.end);
        assert.ok(Math.abs(span.endJdUt - e.jdUt) <= e.tol, `${printed.id} end ${((span.endJdUt - e.jdUt) / MINUTE).toFixed(1)} min off`);
      }
      if (printed.start === 'cut' && printed.end === 'cut') assert.equal(ofId.length, 1, `${printed.id} the whole day`);
    }
  });
}
