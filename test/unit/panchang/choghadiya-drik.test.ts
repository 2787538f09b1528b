/**
 * The choghadiya of three days against Drik Panchang's choghadiya pages
 * (drikpanchang.com/muhurat/choghadiya.html?geoname-id=<id>&date=DD/MM/YYYY) as the gerimantas/VedaCal
 * repository stores them (tests/fixtures/choghadiya/<city>-<date>.json, read 2026-10-06, instants in UTC):
 * New Delhi (1261481) on Monday 2026-12-21, New York (5128581) on Sunday 2026-06-21, Vilnius (593116) on Sunday
 * 2026-10-04. Each page lists the eight day and eight night periods from sunrise to the next sunrise; every
 * name must be Drik's and every boundary within a minute (Drik prints minutes).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { choghadiyasOf, sunFrame } from '../../../src/domain/panchang/index.ts';
import { offsetMinutesAtZone } from '../../../src/time/local.ts';

/** Drik's names, as the page spells them, to the engine's ids. */
const ID_OF: Record<string, string> = {
  Udvega: 'udveg',
  Chara: 'char',
  Labha: 'labh',
  Amrita: 'amrit',
  Kala: 'kaal',
  Shubha: 'shubh',
  Roga: 'rog',
};

interface Page {
  city: string;
  place: { latitudeDeg: number; longitudeDeg: number };
  zone: string;
  date: [number, number, number];
  /** The 16 periods: Drik's name and start (UTC 'MM-DDTHH:MM'); the last ends at `end`. */
  periods: string;
  end: string;
}

const PAGES: Page[] = [
  {
    city: 'New Delhi',
    place: { latitudeDeg: 28.63576, longitudeDeg: 77.22445 },
    zone: 'Asia/Kolkata',
    date: [2026, 12, 21],
    periods:
      'Amrita 12-21T01:40 Kala 12-21T02:57 Shubha 12-21T04:14 Roga 12-21T05:32 Udvega 12-21T06:49 Chara 12-21T08:07 ' +
      'Labha 12-21T09:24 Amrita 12-21T10:41 Chara 12-21T11:59 Roga 12-21T13:41 Kala 12-21T15:24 Labha 12-21T17:07 ' +
      'Udvega 12-21T18:49 Shubha 12-21T20:32 Amrita 12-21T22:15 Chara 12-21T23:57',
    end: '12-22T01:40',
  },
  {
    city: 'New York',
    place: { latitudeDeg: 40.71427, longitudeDeg: -74.00597 },
    zone: 'America/New_York',
    date: [2026, 6, 21],
    periods:
      'Udvega 06-21T09:25 Chara 06-21T11:18 Labha 06-21T13:11 Amrita 06-21T15:05 Kala 06-21T16:58 Shubha 06-21T18:51 ' +
      'Roga 06-21T20:44 Udvega 06-21T22:37 Shubha 06-22T00:31 Amrita 06-22T01:38 Chara 06-22T02:44 Roga 06-22T03:51 ' +
      'Kala 06-22T04:58 Labha 06-22T06:05 Udvega 06-22T07:12 Shubha 06-22T08:18',
    end: '06-22T09:25',
  },
  {
    city: 'Vilnius',
    place: { latitudeDeg: 54.68916, longitudeDeg: 25.2798 },
    zone: 'Europe/Vilnius',
    date: [2026, 10, 4],
    periods:
      'Udvega 10-04T04:26 Chara 10-04T05:52 Labha 10-04T07:17 Amrita 10-04T08:42 Kala 10-04T10:07 Shubha 10-04T11:32 ' +
      'Roga 10-04T12:57 Udvega 10-04T14:23 Shubha 10-04T15:48 Amrita 10-04T17:23 Chara 10-04T18:58 Roga 10-04T20:33 ' +
      'Kala 10-04T22:08 Labha 10-04T23:43 Udvega 10-05T01:18 Shubha 10-05T02:53',
    end: '10-05T04:28',
  },
];

const msOfJd = (jdUt: number) => (jdUt - 2440587.5) * 86_400_000;

for (const page of PAGES) {
  test(`choghadiya of ${page.city} on ${page.date.join('-')}: Drik's 16 names, every boundary within a minute`, () => {
    const [year, month, day] = page.date;
    const frame = sunFrame({ year, month, day }, page.place, offsetMinutesAtZone(page.zone));
    const ours = choghadiyasOf(frame);
    const words = page.periods.split(' ');
    const printed = Array.from({ length: words.length / 2 }, (_, i) => ({ name: words[2 * i]!, start: words[2 * i + 1]! }));
    assert.equal(printed.length, 16);
    assert.equal(ours.length, 16);
    const at = (mmddhhmm: string) => Date.parse(`${year}-${mmddhhmm}:00Z`);
    printed.forEach((p, i) => {
      const o = ours[i]!;
      assert.equal(o.term.id, ID_OF[p.name], `${page.city} period ${i + 1}`);
      const end = i + 1 < printed.length ? printed[i + 1]!.start : page.end;
      for (const [what, mine, drik] of [
        ['start', o.startJdUt, p.start],
        ['end', o.endJdUt, end],
      ] as const) {
        const offMin = (msOfJd(mine) - at(drik)) / 60_000;
        assert.ok(Math.abs(offMin) <= 1, `${page.city} period ${i + 1} (${p.name}) ${what}: ${offMin.toFixed(2)} min off`);
      }
    });
  });
}
