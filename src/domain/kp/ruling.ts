/**
 * KP ruling planets at a moment and place (K.S. Krishnamurti, KP Reader VI,
 * "Ruling planets"): the lord of the weekday, the sign, star and sub lords
 * of the ascendant, and the sign, star and sub lords of the Moon, seven in
 * all (the five of the Reader plus the two sub lords later KP practice adds).
 *
 * The weekday runs from sunrise to sunrise, as KP practice and the Hindu
 * day count it: before sunrise the day lord is the previous weekday's. The
 * sunrise is the panchang's (upper limb, refraction); where the Sun does
 * not rise or set that day, 06:00 local mean time stands in (dayFrameAt).
 *
 * Longitudes are KP-New sidereal: Lahiri minus 5'24" of ayanamsa, so a KP-New
 * longitude is the Lahiri one plus 5'24".
 */
import { VARA_LORDS, type GrahaName } from '../../core/glossary.ts';
import { ascendantsFew, grahaPositionsFew, positionOf } from '../../native/ephemeris.ts';
import { dayFrameAt } from '../../time/day-frame.ts';
import { kpNewAyanamsaDeg, kpNewFromLahiriDeg } from './chart.ts';
import { kpLordsOf, type KpLords } from './subs.ts';

/** The seven roles, in the order KP readers list them. */
export const RULING_ROLES = [
  'day_lord',
  'lagna_sign_lord',
  'lagna_star_lord',
  'lagna_sub_lord',
  'moon_sign_lord',
  'moon_star_lord',
  'moon_sub_lord',
] as const;
export type RulingRole = (typeof RULING_ROLES)[number];

export interface RulingPoint extends KpLords {
  /** KP-New sidereal longitude, degrees [0, 360). */
  longitudeDeg: number;
}

export interface RulingPlanets {
  /** UT Julian day of the sunrise that began the weekday of the moment. */
  sunriseJdUt: number;
  /** Weekday index of that sunrise-to-sunrise day, 0 = Sunday. */
  weekdayIndex: number;
  dayLord: GrahaName;
  lagna: RulingPoint;
  moon: RulingPoint;
  /** KP-New ayanamsa at the moment, degrees. */
  ayanamsaDeg: number;
  /** The seven, role by role in RULING_ROLES order. */
  byRole: readonly { role: RulingRole; graha: GrahaName }[];
}

function pointOf(longitudeDeg: number): RulingPoint {
  return { longitudeDeg, ...kpLordsOf(longitudeDeg) };
}

const MOON_INDEX = 1; // row of the Moon in a positions batch (GRAHA_IDS order)

/**
 * The ruling planets at jdUt (UT Julian day) at a place (degrees, east
 * positive); utcOffsetMinutes fixes the local calendar day whose sunrise is
 * looked up.
 */
export function rulingPlanetsAt(jdUt: number, latitudeDeg: number, longitudeDeg: number, utcOffsetMinutes: number): RulingPlanets {
  const positions = grahaPositionsFew([jdUt]);
  const moonLahiriDeg = positionOf(positions, 0, MOON_INDEX).longitudeDeg;
  const ayanamsaDeg = kpNewAyanamsaDeg(positions.ayanamsaDeg[0]!);
  const ascendantLahiriDeg = ascendantsFew([jdUt], latitudeDeg, longitudeDeg)[0]!;
  const frame = dayFrameAt(jdUt, latitudeDeg, longitudeDeg, utcOffsetMinutes);
  // dayNumber is the JD at local noon of the sunrise's civil day; JD 0 was a Monday.
  const weekdayIndex = (frame.dayNumber + 1) % 7;
  const dayLord = VARA_LORDS[weekdayIndex]!;
  const lagna = pointOf(kpNewFromLahiriDeg(ascendantLahiriDeg));
  const moon = pointOf(kpNewFromLahiriDeg(moonLahiriDeg));
  const grahas: GrahaName[] = [dayLord, lagna.signLord, lagna.starLord, lagna.subLord, moon.signLord, moon.starLord, moon.subLord];
  return {
    sunriseJdUt: frame.sunriseJdUt,
    weekdayIndex,
    dayLord,
    lagna,
    moon,
    ayanamsaDeg,
    byRole: RULING_ROLES.map((role, i) => ({ role, graha: grahas[i]! })),
  };
}

/** The distinct grahas of the seven, in order of first appearance by role. */
export function distinctRulers(ruling: RulingPlanets): GrahaName[] {
  return [...new Set(ruling.byRole.map((r) => r.graha))];
}
