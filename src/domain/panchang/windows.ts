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
 * - Godhuli muhurta ("cow-dust time"): one ghati of the night (a
 *   thirtieth of it, half a night muhurta) from a start that follows the
 *   season, as the Hindi Shabdasagar ("godhuli", quoted by Hindi Wiktionary)
 *   gives it: in Hemanta and Shishira while the Sun's disc still sits whole
 *   on the horizon, in Vasanta and Grishma when half of it has set, in Varsha
 *   and Sharad when it has set (GODHULI_SEMI_DIAMETERS_OF_SIGN: sunset less
 *   2, 1 or 0 times the Sun's semi-diameter's time of setting; Swami
 *   Harshananda's Concise Encyclopedia of Hinduism also has it vary with the
 *   season). Drik Panchang's day pages (48 days, New Delhi, New York and
 *   Vilnius, 1995-2045, and New Delhi's Bengali pages of 2020 and 2022)
 *   print the same start and end within a minute
 *   (test/unit/panchang/drik-day-windows.test.ts, godhuli.test.ts).
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
  /** One night ghati from the season's start (GODHULI_SEMI_DIAMETERS_OF_SIGN); null where the next sunrise is unknown. */
  godhuliMuhurta: Window | null;
  vijayaMuhurta: Window;
  madhyahnaJdUt: number;
  dinamanaDays: number;
  /** NaN where the next sunrise is unknown. */
  ratrimanaDays: number;
}

/**
 * Godhuli's start by the Sun's sidereal sign (0 = Mesha) at sunset: the
 * semi-diameters of the disc still above the horizon (2: the whole disc,
 * Vrishchika to Kumbha, Hemanta and Shishira; 1: half, Meena to Mithuna,
 * Vasanta and Grishma; 0: set, Karka to Tula, Varsha and Sharad; the
 * seasons two signs each from Meena).
 */
export const GODHULI_SEMI_DIAMETERS_OF_SIGN: readonly number[] = [1, 1, 1, 0, 0, 0, 0, 2, 2, 2, 2, 1];

/** The Sun's mean angular semi-diameter, deg (15'59"; it varies by under 2%, a second or two here). */
const SUN_SEMI_DIAMETER_DEG = 0.2666;
/**
 * Mean obliquity of the ecliptic, deg, a fixed round value (the declination here moves the start by under a second a
 * degree). The value of date (core/obliquity.ts) would move a printed Godhuli time by a second on 3% of the days of 1850,
 * 2026 and 2350 (measured 2026-11-28), so the constant stays.
 */
const OBLIQUITY_DEG = 23.44;
const RAD = Math.PI / 180;

/** The Sun at the day's sunset, for Godhuli: the place's latitude and the Sun's tropical and sidereal longitudes. */
export interface SunAtSunset {
  latitudeDeg: number;
  tropicalDeg: number;
  siderealDeg: number;
}

/**
 * Days the Sun takes to sink one semi-diameter at sunset: its altitude falls
 * at 360 deg a day times cos(latitude) cos(declination) sin(hour angle),
 * the hour angle at sunset being half the day's length.
 */
function semiDiameterDays(sun: SunAtSunset, dayDays: number): number {
  const declination = Math.asin(Math.sin(OBLIQUITY_DEG * RAD) * Math.sin(sun.tropicalDeg * RAD));
  const rate = 360 * Math.cos(sun.latitudeDeg * RAD) * Math.cos(declination) * Math.sin(Math.PI * dayDays);
  return SUN_SEMI_DIAMETER_DEG / rate;
}

/** Muhurtas in a day or in a night. */
const MUHURTAS = 15;
/** Ghatis in a day or in a night (two to a muhurta). */
const GHATIS = 30;

export function namedWindowsOf(
  frame: { sunriseJdUt: number; sunsetJdUt: number; nextSunriseJdUt: number },
  sun: SunAtSunset,
): NamedWindows {
  const { sunriseJdUt: rise, sunsetJdUt: set, nextSunriseJdUt: next } = frame;
  const day = (set - rise) / MUHURTAS;
  const night = (next - set) / MUHURTAS;
  const hasNight = !Number.isNaN(night);
  const sign = Math.floor((((sun.siderealDeg % 360) + 360) % 360) / 30);
  const godhuli = set - GODHULI_SEMI_DIAMETERS_OF_SIGN[sign]! * semiDiameterDays(sun, set - rise);
  return {
    brahmaMuhurta: hasNight ? { startJdUt: rise - 2 * night, endJdUt: rise - night } : null,
    pratahSandhya: hasNight ? { startJdUt: rise - 1.5 * night, endJdUt: rise } : null,
    sayahnaSandhya: hasNight ? { startJdUt: set, endJdUt: set + 1.5 * night } : null,
    nishitaMuhurta: hasNight ? { startJdUt: set + 7 * night, endJdUt: set + 8 * night } : null,
    godhuliMuhurta: hasNight ? { startJdUt: godhuli, endJdUt: godhuli + (next - set) / GHATIS } : null,
    vijayaMuhurta: { startJdUt: rise + 10 * day, endJdUt: rise + 11 * day },
    madhyahnaJdUt: rise + 7.5 * day,
    dinamanaDays: set - rise,
    ratrimanaDays: next - set,
  };
}
