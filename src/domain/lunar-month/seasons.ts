/**
 * Ritu (six seasons) and ayana (the Sun's half-years), each two ways, as
 * Drik Panchang's day pages show them (New Delhi, 31 December 2020: "Drik
 * Ritu Shishir, Vedic Ritu Hemant, Drik Ayana Uttarayana, Vedic Ayana
 * Dakshinayana"):
 * - drik ritu: by the Sun's tropical sign, two signs a ritu, Vasanta from
 *   the Sun's entry into tropical Pisces (330 deg) to its entry into Taurus;
 * - vedic ritu: by the amanta lunar month, two months a ritu, Vasanta for
 *   Chaitra and Vaishakha (an adhik month takes its name's ritu);
 * - drik ayana: Uttarayana from the winter solstice (tropical Sun at 270 deg)
 *   to the summer solstice (90 deg), Dakshinayana after;
 * - vedic ayana: the same by the sidereal Sun, from Makara sankranti to
 *   Karka sankranti.
 */
import { normalizeDeg } from '../../core/angles.ts';
import { LUNAR_MONTH_IDS, type AyanaId, type LunarMonthId, type RituId } from '../../core/glossary.ts';

const RITU_IDS: readonly RituId[] = ['vasanta', 'grishma', 'varsha', 'sharad', 'hemanta', 'shishira'];
/** Tropical longitude at which drik Vasanta begins (the Sun entering Pisces). */
const VASANTA_START_TROPICAL_DEG = 330;

/** Ritu by the Sun's tropical longitude. */
export function drikRituOf(sunTropicalDeg: number): RituId {
  return RITU_IDS[Math.floor(normalizeDeg(sunTropicalDeg - VASANTA_START_TROPICAL_DEG) / 60) % 6]!;
}

/** Ritu by the amanta month: Chaitra and Vaishakha Vasanta, and so on in pairs. */
export function vedicRituOf(month: LunarMonthId): RituId {
  return RITU_IDS[Math.floor(LUNAR_MONTH_IDS.indexOf(month) / 2)]!;
}

/** Uttarayana while the Sun's longitude is in [270, 360) or [0, 90) (Capricorn to Gemini). */
function ayanaOf(sunDeg: number): AyanaId {
  const d = normalizeDeg(sunDeg);
  return d >= 270 || d < 90 ? 'uttarayana' : 'dakshinayana';
}

/** Ayana by the Sun's tropical longitude (from the solstices). */
export function drikAyanaOf(sunTropicalDeg: number): AyanaId {
  return ayanaOf(sunTropicalDeg);
}

/** Ayana by the Sun's sidereal (Lahiri) longitude (from Makara and Karka sankranti). */
export function vedicAyanaOf(sunSiderealDeg: number): AyanaId {
  return ayanaOf(sunSiderealDeg);
}
