/**
 * The eclipse caution's eclipses: the filtered search (src/domain/muhurat/eclipses.ts)
 * finds exactly what the full eclipse search (src/domain/eclipses, checked against
 * NASA's canon and timeanddate in test/unit/eclipses) finds seen at the place, and
 * the caution covers the days of the eclipse and of its sutak as Drik Panchang
 * prints them (sutak times as the press quoted Drik; test/unit/eclipses/local.test.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eclipsesAt } from '../../../src/domain/eclipses/index.ts';
import { eclipsesSeenAt } from '../../../src/domain/muhurat/eclipses.ts';
import { muhuratDays } from '../../../src/domain/muhurat/index.ts';
import { spansOf } from '../../../src/domain/panchang/index.ts';
import { findLunarEvents } from '../../../src/native/ephemeris.ts';
import { offsetMinutesAtZone } from '../../../src/time/index.ts';

const IST = offsetMinutesAtZone('Asia/Kolkata');
const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };

/**
 * Every eclipse on Earth in 2019-2028 (one global search), each looked up at the place on its own (a two-day search
 * around its greatest eclipse): what the filters must let through. One search over the whole range is not the
 * reference: it carries the Sun's rising and setting of one visible solar eclipse into the next (the library leaves
 * them unset when the Sun neither rises nor sets during the eclipse), and so drops, e.g., New Delhi's partial eclipse
 * of 2027-08-02 that the search over that eclipse alone finds.
 */
test('the filtered search finds every eclipse the eclipse search sees at the place (2019-2028, six places on six continents)', () => {
  const places = [
    DELHI,
    { latitudeDeg: 51.5074, longitudeDeg: -0.1278 }, // London
    { latitudeDeg: -33.8688, longitudeDeg: 151.2093 }, // Sydney
    { latitudeDeg: 32.7767, longitudeDeg: -96.797 }, // Dallas (2017-08-21, 2024-04-08)
    { latitudeDeg: -33.9249, longitudeDeg: 18.4241 }, // Cape Town
    { latitudeDeg: 64.1466, longitudeDeg: -21.9426 }, // Reykjavik (2026-08-12 total)
  ];
  const from = 2_458_484.5; // 2019-01-01
  const to = 2_462_137.5; // 2029-01-01
  const tithis = spansOf(findLunarEvents(from - 32, to + 32, ['tithi']), 'tithi');
  const onEarth = eclipsesAt(from - 2, to + 2, DELHI).filter((e) => e.type !== 'penumbral');
  assert.ok(onEarth.length > 35, `${onEarth.length} eclipses`);
  let seen = 0;
  for (const place of places) {
    const full = onEarth
      .flatMap((g) => eclipsesAt(g.greatestJdUt - 1, g.greatestJdUt + 1, place, [g.body]))
      .filter((e) => e.local !== null && e.sutak !== null)
      .map((e) => ({
        kind: e.body,
        startJdUt: e.local!.visibleStartJdUt,
        endJdUt: e.local!.visibleEndJdUt,
        sutakStartJdUt: e.sutak!.startJdUt,
      }))
      .filter((e) => e.endJdUt > from && e.sutakStartJdUt < to);
    const filtered = eclipsesSeenAt(place, tithis, from, to);
    assert.deepEqual(filtered, full, `place ${place.latitudeDeg}, ${place.longitudeDeg}`);
    seen += full.length;
  }
  // Roughly half of each kind is seen at a place.
  assert.ok(seen > 50, `${seen} eclipses seen`);
});

test("the eclipse caution covers the eclipse's day and its sutak's (Drik Panchang's New Delhi sutak times)", () => {
  const cautioned = (first: { year: number; month: number; day: number }, dayCount: number) =>
    muhuratDays({ activity: 'marriage', first, dayCount, place: DELHI, offsetMinutesAt: IST })
      .filter((d) => d.reasons.some((r) => r.rule === 'eclipse' && r.effect === 'cautions'))
      .map((d) => d.iso);
  // 2019-12-26 annular eclipse, partial in New Delhi 08:17-10:57 (jansatta.com); sutak from 17:31 on the 25th (Drik, as
  // the press quoted it): the day that begins at sunrise on the 25th holds the sutak's start.
  assert.deepEqual(cautioned({ year: 2019, month: 12, day: 20 }, 12), ['2019-12-25', '2019-12-26']);
  // 2026-03-03 lunar eclipse: sutak 09:39 to 18:46, the Moon rising eclipsed at 18:26 (Free Press Journal, Republic quoting Drik).
  assert.deepEqual(cautioned({ year: 2026, month: 2, day: 25 }, 14), ['2026-03-03']);
  // 2026-08-12 total solar eclipse and 2026-08-28 partial lunar eclipse: Drik Panchang's New Delhi pages read "Eclipse
  // would not be visible in New Delhi" and "No Lunar Eclipse in New Delhi" (drikpanchang.com/eclipse/solar-eclipse-date-
  // time-duration.html?date=12/08/2026&geoname-id=1261481 and lunar-eclipse-...?date=28/08/2026, as stored by
  // github.com/gerimantas/VedaCal tests/fixtures/marks/new-delhi-2026.json).
  assert.deepEqual(cautioned({ year: 2026, month: 8, day: 1 }, 31), []);
});
