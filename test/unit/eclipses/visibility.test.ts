/**
 * The eclipse search's shortcuts change no answer:
 *  - solarEclipsePossibleAt (src/domain/eclipses/visibility.ts), which lets the
 *    library's local solar search run only where an eclipse may be seen, says
 *    yes to every solar eclipse that search finds at the place (2016-2035, the
 *    search run on each eclipse alone at ten places on every continent and
 *    near both poles);
 *  - the thread's cache of global searches (native/ephem/eclipses.cc): a
 *    decade searched at once equals its years searched one by one in reverse,
 *    with the cache filled in another order.
 * The results themselves are checked against NASA's canon and timeanddate in
 * canon.test.ts and local.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eclipsesAt, solarEclipsePossibleAt } from '../../../src/domain/eclipses/index.ts';
import { findEclipses } from '../../../src/native/ephemeris.ts';
import { jdUtFromCalendar } from '../../../src/time/index.ts';

const PLACES = [
  { latitudeDeg: 28.6139, longitudeDeg: 77.209 }, // New Delhi
  { latitudeDeg: 51.5074, longitudeDeg: -0.1278 }, // London
  { latitudeDeg: -33.8688, longitudeDeg: 151.2093 }, // Sydney
  { latitudeDeg: 32.7767, longitudeDeg: -96.797 }, // Dallas (2017-08-21, 2024-04-08)
  { latitudeDeg: -33.9249, longitudeDeg: 18.4241 }, // Cape Town
  { latitudeDeg: 64.1466, longitudeDeg: -21.9426 }, // Reykjavik (2026-08-12 total)
  { latitudeDeg: 78.2232, longitudeDeg: 15.6267 }, // Longyearbyen (2015-03-20 total)
  { latitudeDeg: -77.846, longitudeDeg: 166.676 }, // McMurdo (2021-12-04 total)
  { latitudeDeg: -18.1416, longitudeDeg: 178.4419 }, // Suva (by the date line)
  { latitudeDeg: -0.1807, longitudeDeg: -78.4678 }, // Quito
];

test('the visibility test says yes to every solar eclipse the local search sees (2016-2035, ten places)', () => {
  const onEarth = findEclipses(jdUtFromCalendar(2016, 1, 1), jdUtFromCalendar(2036, 1, 1), 0, 0, {
    solar: true,
    lunar: false,
    solarLocal: false,
  });
  assert.ok(onEarth.length >= 40, `${onEarth.length} solar eclipses`);
  let seen = 0;
  let skipped = 0;
  for (const place of PLACES) {
    for (const g of onEarth) {
      const full = findEclipses(g.greatestJdUt - 1, g.greatestJdUt + 1, place.latitudeDeg, place.longitudeDeg, {
        solar: true,
        lunar: false,
      });
      assert.equal(full.length, 1, `the eclipse of ${g.greatestJdUt}`);
      const possible = solarEclipsePossibleAt(place, g.greatestJdUt);
      if (full[0]!.localFlags !== 0) {
        seen += 1;
        assert.ok(possible, `the eclipse of ${g.greatestJdUt} is seen at ${place.latitudeDeg}, ${place.longitudeDeg}`);
      } else if (!possible) skipped += 1;
    }
  }
  // Each place sees a few of the decade's eclipses; the test spares the search most of the others.
  assert.ok(seen > 30, `${seen} seen`);
  assert.ok(skipped > PLACES.length * onEarth.length * 0.6, `${skipped} searches skipped`);
});

test('a decade searched at once equals its years searched in reverse order', () => {
  for (const place of PLACES.slice(0, 4)) {
    const years = Array.from({ length: 10 }, (_, i) => 2030 + i);
    const byYear = years
      .reverse()
      .map((y) => eclipsesAt(jdUtFromCalendar(y, 1, 1), jdUtFromCalendar(y + 1, 1, 1), place))
      .reverse()
      .flat();
    const decade = eclipsesAt(jdUtFromCalendar(2030, 1, 1), jdUtFromCalendar(2040, 1, 1), place);
    assert.ok(decade.length > 30, `${decade.length} eclipses`);
    assert.deepEqual(decade, byYear);
  }
});
