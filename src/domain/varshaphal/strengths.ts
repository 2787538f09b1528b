/**
 * The two Tajaka strengths of the seven grahas in the annual chart: harsha
 * bala (0..20, four rules of 5) and panchavargeeya bala (0..20, five
 * components summed and divided by four), after Tajaka Neelakanthi as
 * P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 28.3
 * and 28.4, sets them out.
 */
import { arcDeg } from '../../core/angles.ts';
import { SEVEN_GRAHAS, SIGN_LORDS, signIndexOf, type SevenGraha } from '../../core/glossary.ts';
import { EXALTATION_DEG, EXALTATION_SIGN, houseFrom, naturalRelation, OWN_SIGNS } from '../chart/index.ts';
import { drekkana, navamsa } from '../vargas/index.ts';
import { FEMININE_GRAHAS, FEMININE_HOUSES, haddaLordOf, HARSHA_HOUSE, HARSHA_POINTS, MASCULINE_HOUSES } from './tables.ts';

export interface HarshaBala {
  /** Rule 1: in its own harsha house from the annual lagna. */
  sthanaPoints: number;
  /** Rule 2: in its own or exaltation sign. */
  uchchaSwakshetraPoints: number;
  /** Rule 3: a feminine graha in houses 1-3 or 7-9, a masculine one in 4-6 or 10-12. */
  genderHousePoints: number;
  /** Rule 4: a masculine graha in a day return, a feminine one in a night return. */
  dayNightPoints: number;
  total: number;
}

/** Harsha bala of one graha from its sign, the annual lagna's sign and whether the return falls by day. */
export function harshaBalaOf(graha: SevenGraha, signIndex: number, lagnaSignIndex: number, isDay: boolean): HarshaBala {
  const house = houseFrom(lagnaSignIndex, signIndex);
  const feminine = FEMININE_GRAHAS.has(graha);
  const sthanaPoints = HARSHA_HOUSE[graha] === house ? HARSHA_POINTS : 0;
  const uchchaSwakshetraPoints = EXALTATION_SIGN[graha] === signIndex || OWN_SIGNS[graha].includes(signIndex) ? HARSHA_POINTS : 0;
  const genderHousePoints = (feminine ? FEMININE_HOUSES : MASCULINE_HOUSES).has(house) ? HARSHA_POINTS : 0;
  const dayNightPoints = feminine !== isDay ? HARSHA_POINTS : 0;
  return {
    sthanaPoints,
    uchchaSwakshetraPoints,
    genderHousePoints,
    dayNightPoints,
    total: sthanaPoints + uchchaSwakshetraPoints + genderHousePoints + dayNightPoints,
  };
}

/** Full points of each panchavargeeya component (Rao, op. cit., ch. 28.4). */
export const PANCHAVARGEEYA_FULL = { kshetra: 30, uchcha: 20, hadda: 15, drekkana: 10, navamsa: 5 } as const;
/** The sum of the five is divided by this, so the total runs 0..20. */
export const PANCHAVARGEEYA_DIVISOR = 4;

/**
 * Share of a component's full points by the graha's relation to the lord of
 * the sign or hadda it occupies: its own 1, a friend's 3/4, a neutral's 1/2,
 * an enemy's 1/4 (Rao's kshetra bala: 30, 22.5, 15, 7.5). The relation is
 * the natural (naisargika) one of BPHS ch. 3, which Tajaka keeps.
 */
export function relationShare(graha: SevenGraha, lord: SevenGraha): number {
  if (graha === lord) return 1;
  return [0.25, 0.5, 0.75][naturalRelation(graha, lord) + 1]!;
}

export interface PanchavargeeyaBala {
  kshetra: number;
  uchcha: number;
  hadda: number;
  drekkana: number;
  navamsa: number;
  /** (kshetra + uchcha + hadda + drekkana + navamsa) / 4, 0..20. */
  total: number;
}

function signLordOf(signIndex: number): SevenGraha {
  return SIGN_LORDS[signIndex] as SevenGraha;
}

/**
 * Panchavargeeya bala of one graha at a sidereal longitude (degrees):
 * kshetra by the rashi's lord, uchcha 20 at the deep exaltation point falling
 * evenly to 0 at 180 deg from it, hadda by the term's lord, drekkana and
 * navamsa by the lords of the D3 (Parashara) and D9 signs.
 */
export function panchavargeeyaBalaOf(graha: SevenGraha, longitudeDeg: number): PanchavargeeyaBala {
  const signIndex = signIndexOf(longitudeDeg);
  const fromExaltationDeg = arcDeg(longitudeDeg, EXALTATION_DEG[graha]);
  const kshetra = PANCHAVARGEEYA_FULL.kshetra * relationShare(graha, signLordOf(signIndex));
  const uchcha = (PANCHAVARGEEYA_FULL.uchcha * (180 - fromExaltationDeg)) / 180;
  const hadda = PANCHAVARGEEYA_FULL.hadda * relationShare(graha, haddaLordOf(longitudeDeg));
  const drekkanaPoints = PANCHAVARGEEYA_FULL.drekkana * relationShare(graha, signLordOf(drekkana(longitudeDeg)));
  const navamsaPoints = PANCHAVARGEEYA_FULL.navamsa * relationShare(graha, signLordOf(navamsa(longitudeDeg)));
  return {
    kshetra,
    uchcha,
    hadda,
    drekkana: drekkanaPoints,
    navamsa: navamsaPoints,
    total: (kshetra + uchcha + hadda + drekkanaPoints + navamsaPoints) / PANCHAVARGEEYA_DIVISOR,
  };
}

/** Both strengths for the seven grahas, in SEVEN_GRAHAS order. */
export function tajakaStrengths(
  longitudesDeg: Readonly<Record<SevenGraha, number>>,
  lagnaSignIndex: number,
  isDay: boolean,
): { harsha: Record<SevenGraha, HarshaBala>; panchavargeeya: Record<SevenGraha, PanchavargeeyaBala> } {
  const harsha = {} as Record<SevenGraha, HarshaBala>;
  const panchavargeeya = {} as Record<SevenGraha, PanchavargeeyaBala>;
  for (const g of SEVEN_GRAHAS) {
    const lon = longitudesDeg[g];
    harsha[g] = harshaBalaOf(g, signIndexOf(lon), lagnaSignIndex, isDay);
    panchavargeeya[g] = panchavargeeyaBalaOf(g, lon);
  }
  return { harsha, panchavargeeya };
}
