/**
 * Mudda dasha (varsha Vimshottari): the nine Vimshottari lords compressed
 * into one solar year, each lasting its Vimshottari years / 120 of the year.
 * The first lord is the natal Moon's nakshatra lord advanced by the completed
 * years in the Vimshottari order, and the same fraction of it has run at the
 * return as of the natal mahadasha at birth, so the first period began
 * before the return: P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated
 * Approach", ch. 30.3, Example 122, as PyJHora's tests quote it
 * (jhora/tests/pvr_tests.py, mudda_varsha_vimsottari_tests).
 */
import { NAKSHATRA_SPAN_DEG, nakshatraIndexOf, VIMSHOTTARI_LORDS, type GrahaName } from '../../core/glossary.ts';
import { VIMSHOTTARI_TOTAL_YEARS, VIMSHOTTARI_YEARS } from '../dashas/index.ts';

export interface MuddaPeriod {
  lord: GrahaName;
  startJdUt: number;
  endJdUt: number;
}

/**
 * The nine periods of the year starting at `returnJdUt` and lasting
 * `yearDays` (this return to the next), from the natal Moon's sidereal
 * longitude (degrees) and the completed years.
 */
export function muddaDasha(natalMoonDeg: number, completedYears: number, returnJdUt: number, yearDays: number): MuddaPeriod[] {
  const nakshatraIndex = nakshatraIndexOf(natalMoonDeg);
  const elapsedFraction = (natalMoonDeg - nakshatraIndex * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG;
  let lordIndex = (nakshatraIndex + completedYears) % 9;
  const daysOf = (lord: GrahaName): number => (VIMSHOTTARI_YEARS[lord] / VIMSHOTTARI_TOTAL_YEARS) * yearDays;
  let startJdUt = returnJdUt - elapsedFraction * daysOf(VIMSHOTTARI_LORDS[lordIndex]!);
  const out: MuddaPeriod[] = [];
  for (let i = 0; i < 9; i += 1) {
    const lord = VIMSHOTTARI_LORDS[lordIndex]!;
    const endJdUt = startJdUt + daysOf(lord);
    out.push({ lord, startJdUt, endJdUt });
    startJdUt = endJdUt;
    lordIndex = (lordIndex + 1) % 9;
  }
  return out;
}
