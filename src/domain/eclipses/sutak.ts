/**
 * Sutak, the impure period before an eclipse, by the almanac's rule of
 * prahars: the day (sunrise to sunset) and the night (sunset to sunrise)
 * each have four prahars of equal length, and the sutak begins at the start
 * of the prahar that lies four (solar eclipse) or three (lunar) prahars before
 * the prahar in which the eclipse is first seen at the place (its sparsha,
 * or the rising of the eclipsed body when the eclipse is already under way);
 * for children, the old and the sick it begins one prahar before that
 * prahar. It ends with the eclipse (moksha). Drik Panchang's published sutak times follow this count
 * of whole prahars (docs/eclipses.md lists the checks); the common saying
 * "12 hours (9 hours) before" is the same count with 3-hour prahars, which
 * this module uses only where the Sun does not both rise and set (polar days).
 */
import { DEFAULT_SUNRISE } from '../../core/defaults.ts';
import { riseSet } from '../../native/ephemeris.ts';
import { RISING_CONVENTIONS } from '../../time/index.ts';

/** Prahars (yamas) of sutak before the prahar the eclipse is first seen in: the smriti verse quoted in Nirnaya Sindhu, "surya-grahe tu nashniyat purvam yama-chatushtayam, chandra-grahe tu yamams trin, bala-vriddhaturair vina" (solar 4, lunar 3; children, the old and the sick excepted). */
export const SUTAK_PRAHARS = { solar: 4, lunar: 3 } as const;
/** Prahars for children, the old and the sick (Drik Panchang's "Sutak for kids, old and sick"). */
export const VULNERABLE_SUTAK_PRAHARS = 1;
/** The prahar where the Sun does not both rise and set: 3 hours. */
const FIXED_PRAHAR_DAYS = 3 / 24;

export interface Sutak {
  startJdUt: number;
  /** The sutak for children, the old and the sick. */
  vulnerableStartJdUt: number;
  endJdUt: number;
  /** true: counted in 3-hour prahars (no sunrise or sunset near the eclipse). */
  fixedPrahars: boolean;
}

export interface Place {
  latitudeDeg: number;
  longitudeDeg: number;
}

/** Sunrises and sunsets around a moment, in time order, each tagged (true: sunrise). */
function horizonEvents(jdUt: number, place: Place): { jdUt: number; rise: boolean }[] {
  // UT days starting at local mean midnight, from two days before to one after.
  const localMidnight = Math.floor(jdUt + 0.5 + place.longitudeDeg / 360) - 0.5 - place.longitudeDeg / 360;
  const starts = Float64Array.from([-2, -1, 0, 1], (k) => localMidnight + k);
  const { riseJdUt, setJdUt } = riseSet(
    starts,
    new Float64Array(4).fill(place.latitudeDeg),
    new Float64Array(4).fill(place.longitudeDeg),
    RISING_CONVENTIONS[DEFAULT_SUNRISE],
  );
  const events: { jdUt: number; rise: boolean }[] = [];
  for (let i = 0; i < 4; i += 1) {
    if (!Number.isNaN(riseJdUt[i]!)) events.push({ jdUt: riseJdUt[i]!, rise: true });
    if (!Number.isNaN(setJdUt[i]!)) events.push({ jdUt: setJdUt[i]!, rise: false });
  }
  return events.sort((a, b) => a.jdUt - b.jdUt);
}

/**
 * The start of the prahar `back` prahars before the prahar holding `jdUt`,
 * or null where the day and night around it are not bounded by alternating
 * sunrises and sunsets (then the caller counts fixed prahars).
 */
export function praharStartBefore(jdUt: number, back: number, place: Place): number | null {
  const events = horizonEvents(jdUt, place);
  let i = -1;
  for (let k = 0; k + 1 < events.length; k += 1) if (events[k]!.jdUt <= jdUt && jdUt < events[k + 1]!.jdUt) i = k;
  if (i < 0) return null;
  let q = Math.floor(((jdUt - events[i]!.jdUt) / (events[i + 1]!.jdUt - events[i]!.jdUt)) * 4) - back;
  while (q < 0) {
    i -= 1;
    q += 4;
    if (i < 0) return null;
  }
  for (let k = i; k <= i + Math.ceil(back / 4) + 1 && k + 1 < events.length; k += 1) {
    if (events[k]!.rise === events[k + 1]!.rise) return null;
  }
  const a = events[i]!.jdUt;
  return a + (q * (events[i + 1]!.jdUt - a)) / 4;
}

/** The sutak of an eclipse first seen at seenJdUt and ending (moksha) at mokshaJdUt. */
export function sutakOf(body: 'solar' | 'lunar', seenJdUt: number, mokshaJdUt: number, place: Place): Sutak {
  const prahars = SUTAK_PRAHARS[body];
  const start = praharStartBefore(seenJdUt, prahars, place);
  const vulnerable = praharStartBefore(seenJdUt, VULNERABLE_SUTAK_PRAHARS, place);
  if (start === null || vulnerable === null) {
    return {
      startJdUt: seenJdUt - prahars * FIXED_PRAHAR_DAYS,
      vulnerableStartJdUt: seenJdUt - VULNERABLE_SUTAK_PRAHARS * FIXED_PRAHAR_DAYS,
      endJdUt: mokshaJdUt,
      fixedPrahars: true,
    };
  }
  return { startJdUt: start, vulnerableStartJdUt: vulnerable, endJdUt: mokshaJdUt, fixedPrahars: false };
}
