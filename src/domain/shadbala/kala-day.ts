/**
 * What the kala balas read from the moment and place: the sunrise-based day
 * and its lords (Raman's ahargana), the tribhaga lord and the Sun's hour
 * angle.
 */
import { normalizeDeg, wrap180Deg } from '../../core/angles.ts';
import { CHALDEAN_ORDER, VARA_LORDS, type SevenGraha } from '../../core/glossary.ts';
import { meanObliquityDeg } from '../../core/obliquity.ts';
import { greenwichMeanSiderealDeg } from '../../core/sidereal-time.ts';
import { dayFrameAt, type DayFrame } from '../../time/day-frame.ts';
import { type Chart, grahaOf } from '../chart/index.ts';

/**
 * Day number (JD at noon) from which the ahargana is counted: 17 Feb 3102
 * BCE, so that the first day of the Kali Yuga (Friday 18 Feb, JD 588466)
 * counts as day 1. This inclusive count reproduces Raman's worked example
 * (abda lord Saturn, masa lord Mercury for 16 Oct 1918).
 */
const KALI_EPOCH_DAY = 588_465;

function weekdayOfDay(dayNumber: number): number {
  return (dayNumber + 1) % 7; // 0 = Sunday
}

/** Lords of the year, month, weekday and hour at a moment (Raman's Ahargana method, 360-day years from the Kali epoch). */
export function kalaLords(jdUt: number, frame: DayFrame): { abda: SevenGraha; masa: SevenGraha; vara: SevenGraha; hora: SevenGraha } {
  const elapsed = frame.dayNumber - KALI_EPOCH_DAY;
  const yearStart = frame.dayNumber - (((elapsed % 360) + 360) % 360);
  const monthStart = frame.dayNumber - (((elapsed % 30) + 30) % 30);
  const vara = VARA_LORDS[weekdayOfDay(frame.dayNumber)]!;
  // Equal hours from sunrise (Raman), the first the vara lord's; never
  // negative, since the frame's sunrise is at or before the moment.
  const hourIndex = Math.floor((jdUt - frame.sunriseJdUt) * 24);
  const hora = CHALDEAN_ORDER[(CHALDEAN_ORDER.indexOf(vara) + hourIndex) % 7]!;
  return { abda: VARA_LORDS[weekdayOfDay(yearStart)]!, masa: VARA_LORDS[weekdayOfDay(monthStart)]!, vara, hora };
}

/**
 * Tribhaga lord: the day's thirds belong to Mercury, Sun, Saturn and the
 * night's to Moon, Venus, Mars (BPHS ch. 27; Jupiter always gains, see kalaBala).
 */
export function tribhagaLordAt(jdUt: number, frame: DayFrame): SevenGraha {
  if (frame.isDay) {
    const third = Math.min(2, Math.floor(((jdUt - frame.sunriseJdUt) / (frame.sunsetJdUt - frame.sunriseJdUt)) * 3));
    return (['mercury', 'sun', 'saturn'] as const)[third]!;
  }
  const third = Math.min(2, Math.floor(((jdUt - frame.sunsetJdUt) / (frame.nextSunriseJdUt - frame.sunsetJdUt)) * 3));
  return (['moon', 'venus', 'mars'] as const)[third]!;
}

/**
 * Hour angle of the Sun, degrees in [-180, 180) (0 at local apparent noon),
 * from the mean sidereal time (Meeus, "Astronomical Algorithms", eq. 12.4
 * without its T^2 and T^3 terms) and the mean obliquity. The native
 * engine's apparent sidereal time and true obliquity (docs/engine.md) stay
 * inside its ascendant call, and differ from these by the nutation and the
 * dropped terms, so they would change the output.
 */
export function sunHourAngleDeg(jdUt: number, longitudeDeg: number, sunTropicalDeg: number, obliquityDeg: number): number {
  const gmst = greenwichMeanSiderealDeg(jdUt);
  const r = Math.PI / 180;
  const ra = Math.atan2(Math.cos(obliquityDeg * r) * Math.sin(sunTropicalDeg * r), Math.cos(sunTropicalDeg * r)) / r;
  return wrap180Deg(gmst + longitudeDeg - ra);
}

/** What the kala balas read from the moment and place, once per chart. */
export interface KalaDay {
  lords: ReturnType<typeof kalaLords>;
  tribhagaLord: SevenGraha;
  /** The Sun's hour angle folded to [0, 180]: 0 at noon, 180 at midnight. */
  fromNoonDeg: number;
}

export function kalaDayOf(chart: Chart): KalaDay {
  const frame = dayFrameAt(chart.jdUt, chart.latitudeDeg, chart.longitudeDeg, chart.utcOffsetMinutes);
  const sunTropicalDeg = normalizeDeg(grahaOf(chart, 'sun').longitudeDeg + chart.ayanamsaDeg);
  const hourAngle = sunHourAngleDeg(chart.jdUt, chart.longitudeDeg, sunTropicalDeg, meanObliquityDeg(chart.jdUt));
  return { lords: kalaLords(chart.jdUt, frame), tribhagaLord: tribhagaLordAt(chart.jdUt, frame), fromNoonDeg: Math.abs(hourAngle) };
}
