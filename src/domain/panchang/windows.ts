/**
 * The named windows of the almanac day, from its sunrise, sunset and next
 * sunrise: the day (sunrise to sunset) and the night (sunset to the next
 * sunrise) each have 15 muhurtas of equal length. Drik Panchang's day pages
 * print these windows (checked in test/unit/panchang/windows.test.ts):
 * - Brahma muhurta: the 14th muhurta of the night, the second before sunrise;
 * - Pratah sandhya: from the middle of Brahma muhurta to sunrise (1.5 muhurtas);
 * - Sayahna sandhya: from sunset for 1.5 night muhurtas;
 * - Vijaya muhurta: the 11th muhurta of the day;
 * - Nishita muhurta: the 8th muhurta of the night (around midnight);
 * - madhyahna: the middle of the day; dinamana and ratrimana: the lengths of
 *   the day and the night;
 * - Godhuli muhurta ("cow-dust time"): from sunset for one ghati of the
 *   night (a thirtieth of it, half a night muhurta). The texts differ on its
 *   place (Muhurta Ganapati: half a ghati either side of sunset; others: two
 *   ghatis after half the disc has set); Drik Panchang's pages print a span
 *   one night ghati long that begins 0 to 5 minutes before sunset (more at
 *   high latitudes and in winter: its own rule is not published, and no
 *   sunset altitude or ghati rule tried fits: docs/panchang.md), so its
 *   starts and ends lie 0 to 5 minutes before ours
 *   (test/unit/panchang/godhuli.test.ts).
 * The windows before sunrise use the night after the day's sunset: the night
 * before it is not part of the panchang day, and the two differ by under a
 * few minutes in length, moving Brahma muhurta by under half a minute.
 */
import type { Window } from './kalas.ts';

export interface NamedWindows {
  /** null where the night's end (the next sunrise) is unknown (the eve of a polar night): as the other night windows. */
  brahmaMuhurta: Window | null;
  pratahSandhya: Window | null;
  sayahnaSandhya: Window | null;
  nishitaMuhurta: Window | null;
  /** From sunset for one night ghati; null where the next sunrise is unknown. */
  godhuliMuhurta: Window | null;
  vijayaMuhurta: Window;
  madhyahnaJdUt: number;
  dinamanaDays: number;
  /** NaN where the next sunrise is unknown. */
  ratrimanaDays: number;
}

/** Muhurtas in a day or in a night. */
const MUHURTAS = 15;
/** Ghatis in a day or in a night (two to a muhurta). */
const GHATIS = 30;

export function namedWindowsOf(frame: { sunriseJdUt: number; sunsetJdUt: number; nextSunriseJdUt: number }): NamedWindows {
  const { sunriseJdUt: rise, sunsetJdUt: set, nextSunriseJdUt: next } = frame;
  const day = (set - rise) / MUHURTAS;
  const night = (next - set) / MUHURTAS;
  const hasNight = !Number.isNaN(night);
  return {
    brahmaMuhurta: hasNight ? { startJdUt: rise - 2 * night, endJdUt: rise - night } : null,
    pratahSandhya: hasNight ? { startJdUt: rise - 1.5 * night, endJdUt: rise } : null,
    sayahnaSandhya: hasNight ? { startJdUt: set, endJdUt: set + 1.5 * night } : null,
    nishitaMuhurta: hasNight ? { startJdUt: set + 7 * night, endJdUt: set + 8 * night } : null,
    godhuliMuhurta: hasNight ? { startJdUt: set, endJdUt: set + (next - set) / GHATIS } : null,
    vijayaMuhurta: { startJdUt: rise + 10 * day, endJdUt: rise + 11 * day },
    madhyahnaJdUt: rise + 7.5 * day,
    dinamanaDays: set - rise,
    ratrimanaDays: next - set,
  };
}
