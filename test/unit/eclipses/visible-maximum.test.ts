/**
 * The greatest eclipse a place sees (src/domain/eclipses/visible-maximum.ts):
 *  - eclipseCircumstances (native/ephem/eclipses.cc) gives the Swiss
 *    Ephemeris's own figures at the moments its local searches report
 *    (swe_sol_eclipse_when_loc's eclipse_how at the local maximum, or at its
 *    sunrise or sunset when the maximum is hidden; swe_lun_eclipse_how), 2016-2035
 *    at six places;
 *  - where the maximum is hidden, the visible maximum is the deepest moment of
 *    the visible window (no minute of the window deeper) and lies at its edge.
 * Drik Panchang's printed magnitudes are compared in drik-abroad.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eclipsesAt } from '../../../src/domain/eclipses/index.ts';
import { EclipseFlag, eclipseCircumstances, findEclipses, type RawEclipse } from '../../../src/native/ephemeris.ts';
import { jdUtFromCalendar } from '../../../src/time/index.ts';

const PLACES = [
  { latitudeDeg: 28.6139, longitudeDeg: 77.209 }, // New Delhi
  { latitudeDeg: 51.5074, longitudeDeg: -0.1278 }, // London
  { latitudeDeg: -33.8688, longitudeDeg: 151.2093 }, // Sydney
  { latitudeDeg: 32.7767, longitudeDeg: -96.797 }, // Dallas
  { latitudeDeg: 54.68916, longitudeDeg: 25.2798 }, // Vilnius
  { latitudeDeg: 64.1466, longitudeDeg: -21.9426 }, // Reykjavik
];
const START = jdUtFromCalendar(2016, 1, 1);
const END = jdUtFromCalendar(2036, 1, 1);
const MINUTE = 1 / 1440;

function at(raw: RawEclipse, place: (typeof PLACES)[number]) {
  const c = eclipseCircumstances(
    Float64Array.of(raw.localGreatestJdUt),
    Float64Array.of(place.latitudeDeg),
    Float64Array.of(place.longitudeDeg),
    raw.body,
  );
  return { magnitude: c.magnitude[0]!, obscuration: c.obscuration[0]!, altitudeDeg: c.altitudeDeg[0]! };
}

test("eclipseCircumstances equals the library's figures at its local maxima (solar and lunar, 2016-2035, six places)", () => {
  let solar = 0;
  let hidden = 0;
  let lunar = 0;
  for (const place of PLACES) {
    for (const raw of findEclipses(START, END, place.latitudeDeg, place.longitudeDeg, { solar: true, lunar: true })) {
      if (raw.localFlags === 0) continue;
      const ours = at(raw, place);
      const what = `${raw.body} ${raw.greatestJdUt} at ${place.latitudeDeg}`;
      assert.ok(Math.abs(ours.magnitude - raw.localMagnitude) < 1e-9, `${what}: magnitude ${ours.magnitude} vs ${raw.localMagnitude}`);
      assert.ok(Math.abs(ours.altitudeDeg - raw.localAltitudeDeg) < 1e-9, `${what}: altitude`);
      if (raw.body === 'moon') {
        lunar += 1;
        continue;
      }
      solar += 1;
      if ((raw.localFlags & EclipseFlag.maxVisible) === 0) hidden += 1;
      // The library gives a total eclipse's obscuration as the ratio of the discs' areas, above 1; here at most 1.
      assert.ok(Math.abs(ours.obscuration - Math.min(1, raw.localObscuration)) < 1e-9, `${what}: obscuration`);
    }
  }
  assert.ok(solar >= 20 && hidden >= 3 && lunar >= 40, `${solar} solar (${hidden} with the maximum hidden), ${lunar} lunar`);
});

test('where the maximum is hidden, the visible maximum is an edge of the window; no minute of any window is deeper', () => {
  const clipped = { solar: 0, lunar: 0 };
  for (const place of PLACES) {
    for (const e of eclipsesAt(START, END, place)) {
      const l = e.local;
      if (l === null) continue;
      const lunar = e.body === 'lunar';
      const hidden = lunar
        ? e.greatestJdUt < l.visibleStartJdUt || e.greatestJdUt > l.visibleEndJdUt
        : l.madhyaJdUt === l.visibleStartJdUt || l.madhyaJdUt === l.visibleEndJdUt;
      // Lunar: the greatest eclipse, or the edge of the window nearest it; solar: madhya.
      const maximumJdUt = lunar ? Math.min(l.visibleEndJdUt, Math.max(l.visibleStartJdUt, e.greatestJdUt)) : l.madhyaJdUt;
      // Every minute of the window, its end, and the visible maximum.
      const minutes = Math.ceil((l.visibleEndJdUt - l.visibleStartJdUt) / MINUTE);
      const moments = Float64Array.from({ length: minutes + 2 }, (_, k) =>
        k > minutes ? maximumJdUt : Math.min(l.visibleEndJdUt, l.visibleStartJdUt + k * MINUTE),
      );
      const n = moments.length;
      const c = eclipseCircumstances(
        moments,
        new Float64Array(n).fill(place.latitudeDeg),
        new Float64Array(n).fill(place.longitudeDeg),
        lunar ? 'moon' : 'sun',
      );
      const what = `${e.body} ${e.greatestJdUt} at ${place.latitudeDeg}`;
      // Deepest: lunar, the greatest umbral magnitude; solar, the discs' centres nearest (the library's greatest eclipse).
      // 1e-6: the library's greatest eclipse is found to about a second, where the depth is flat.
      const depth = lunar ? Array.from(c.magnitude) : Array.from(c.separationDeg, (d) => -d);
      assert.ok(Math.abs(c.magnitude[n - 1]! - l.magnitude) < 1e-12, `${what}: the magnitude is the visible maximum's`);
      assert.ok(Math.max(...depth) <= depth[n - 1]! + 1e-6, `${what}: a minute of the window is deeper than the maximum reported`);
      if (hidden) clipped[e.body] += 1;
    }
  }
  assert.ok(clipped.solar >= 3 && clipped.lunar >= 10, `maximum hidden: ${clipped.solar} solar, ${clipped.lunar} lunar eclipses`);
});
