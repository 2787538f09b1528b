/**
 * Gochara: a transiting graha read by its house counted from the natal Moon
 * sign (the Moon's sign is house 1). Each graha gives good results in its
 * good houses, unless another transiting graha stands in the matching vedha
 * (obstruction) house, which cancels the good result. Houses and vedha pairs
 * are those of Phaladeepika ch. 26 (Mantreswara), as B.V. Raman restates
 * them in "Hindu Predictive Astrology", ch. on transits:
 *
 *   Sun      good 3, 6, 10, 11            vedha 9, 12, 4, 5
 *   Moon     good 1, 3, 6, 7, 10, 11      vedha 5, 9, 12, 2, 4, 8
 *   Mars     good 3, 6, 11                vedha 12, 9, 5
 *   Mercury  good 2, 4, 6, 8, 10, 11      vedha 5, 3, 9, 1, 8, 12
 *   Jupiter  good 2, 5, 7, 9, 11          vedha 12, 4, 3, 10, 8
 *   Venus    good 1, 2, 3, 4, 5, 8, 9, 11, 12   vedha 8, 7, 1, 10, 9, 5, 11, 6, 3
 *   Saturn, Rahu, Ketu  good 3, 6, 11     vedha 12, 9, 5
 *
 * The Sun and Saturn do not obstruct each other, nor do the Moon and
 * Mercury (father and son). Rahu and Ketu do not obstruct each other either:
 * they are always seven houses apart, which would obstruct Rahu's and Ketu's
 * 3rd and 11th every time. In every other house the transit is challenging.
 */
import type { GrahaName } from '../../core/glossary.ts';

/** Good houses from the Moon (1-based) mapped to their vedha houses. */
export const GOCHARA_VEDHA: Readonly<Record<GrahaName, ReadonlyMap<number, number>>> = {
  sun: new Map([
    [3, 9],
    [6, 12],
    [10, 4],
    [11, 5],
  ]),
  moon: new Map([
    [1, 5],
    [3, 9],
    [6, 12],
    [7, 2],
    [10, 4],
    [11, 8],
  ]),
  mars: new Map([
    [3, 12],
    [6, 9],
    [11, 5],
  ]),
  mercury: new Map([
    [2, 5],
    [4, 3],
    [6, 9],
    [8, 1],
    [10, 8],
    [11, 12],
  ]),
  jupiter: new Map([
    [2, 12],
    [5, 4],
    [7, 3],
    [9, 10],
    [11, 8],
  ]),
  venus: new Map([
    [1, 8],
    [2, 7],
    [3, 1],
    [4, 10],
    [5, 9],
    [8, 5],
    [9, 11],
    [11, 6],
    [12, 3],
  ]),
  saturn: new Map([
    [3, 12],
    [6, 9],
    [11, 5],
  ]),
  rahu: new Map([
    [3, 12],
    [6, 9],
    [11, 5],
  ]),
  ketu: new Map([
    [3, 12],
    [6, 9],
    [11, 5],
  ]),
};

/** Pairs that never obstruct each other. */
const NO_VEDHA: readonly (readonly [GrahaName, GrahaName])[] = [
  ['sun', 'saturn'],
  ['moon', 'mercury'],
  ['rahu', 'ketu'],
];

export type GocharaImpact = 'favourable' | 'challenging' | 'neutral';

export interface GocharaReading {
  planet: GrahaName;
  /** 1..12, counted from the natal Moon sign. */
  houseFromMoon: number;
  /** True when the house is one of the graha's good houses. */
  goodHouse: boolean;
  /** When in a good house: the vedha house (1..12 from the Moon). */
  vedhaHouse?: number;
  /** The grahas standing in the vedha house (empty: not obstructed). */
  obstructedBy: GrahaName[];
  /** favourable: good house, not obstructed; neutral: good house obstructed (vedha); challenging: any other house. */
  impact: GocharaImpact;
}

function exempt(a: GrahaName, b: GrahaName): boolean {
  return NO_VEDHA.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/**
 * Reads each transiting graha from the natal Moon sign (0..11). `signIndexOf`
 * gives every transiting graha's sign, so vedha can be checked.
 */
export function gocharaReadings(moonSignIndex: number, signIndexOf: Readonly<Record<GrahaName, number>>): GocharaReading[] {
  const houseOf = (p: GrahaName) => ((signIndexOf[p] - moonSignIndex + 12) % 12) + 1;
  const planets = Object.keys(GOCHARA_VEDHA) as GrahaName[];
  return planets.map((planet) => {
    const houseFromMoon = houseOf(planet);
    const vedhaHouse = GOCHARA_VEDHA[planet].get(houseFromMoon);
    if (vedhaHouse === undefined) return { planet, houseFromMoon, goodHouse: false, obstructedBy: [], impact: 'challenging' };
    const obstructedBy = planets.filter((o) => o !== planet && !exempt(planet, o) && houseOf(o) === vedhaHouse);
    return { planet, houseFromMoon, goodHouse: true, vedhaHouse, obstructedBy, impact: obstructedBy.length > 0 ? 'neutral' : 'favourable' };
  });
}
