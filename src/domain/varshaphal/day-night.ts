/**
 * Day or night at the return (Tajaka's day and night formulas, the
 * din-ratri lord, harsha bala): whether the Sun is up at the birth place,
 * by the panchang's sunrise and sunset (upper limb, standard refraction).
 */
import { riseSet } from '../../native/ephemeris.ts';
import { MINUTES_PER_DAY } from '../../time/index.ts';

const DEG_TO_RAD = Math.PI / 180;

/**
 * Whether the Sun is up at `jdUt`: the last sunrise or sunset of the local
 * day before the moment decides (a sunrise: day), else the first after it (a
 * sunset: day). On a day the Sun neither rises nor sets (polar day or night)
 * it stays up all day when its declination lies on the latitude's side of
 * the equator (the sign of the sine of its tropical longitude, degrees).
 * (Not the ascendant: beyond the polar circles the computed ascendant may lie
 * on the western horizon.)
 */
export function isSunUp(
  jdUt: number,
  latitudeDeg: number,
  longitudeDeg: number,
  utcOffsetMinutes: number,
  sunTropicalLongitudeDeg: number,
): boolean {
  const offDays = utcOffsetMinutes / MINUTES_PER_DAY;
  const dayStart = Math.floor(jdUt + 0.5 + offDays) - 0.5 - offDays;
  const rs = riseSet(Float64Array.of(dayStart), Float64Array.of(latitudeDeg), Float64Array.of(longitudeDeg));
  const events: [number, boolean][] = [];
  if (!Number.isNaN(rs.riseJdUt[0]!)) events.push([rs.riseJdUt[0]!, true]);
  if (!Number.isNaN(rs.setJdUt[0]!)) events.push([rs.setJdUt[0]!, false]);
  events.sort((a, b) => a[0] - b[0]);
  const before = events.filter(([t]) => t <= jdUt);
  if (before.length > 0) return before[before.length - 1]![1];
  const after = events.find(([t]) => t > jdUt);
  if (after !== undefined) return !after[1];
  return Math.sign(Math.sin(sunTropicalLongitudeDeg * DEG_TO_RAD)) === Math.sign(latitudeDeg);
}
