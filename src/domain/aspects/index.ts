/**
 * Graha drishti (BPHS ch. 26 v. 2-5): every graha aspects the 7th sign from
 * itself fully; Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn
 * the 3rd and 10th. Counted whole-sign from the aspecting graha, as P.V.R.
 * Narasimha Rao, "Vedic Astrology: An Integrated Approach" ch. 10.2 does.
 *
 * Rahu and Ketu: we follow the rule Jagannatha Hora offers by default and
 * BPHS ch. 26 mentions: like Jupiter, they aspect the 5th, 7th and 9th.
 */
import type { GrahaName } from '../../core/glossary.ts';
import { type Chart, houseFrom, signOfHouse } from '../chart/index.ts';

export { NODE_ASPECT_RULE } from './sentences.ts';

/** Houses (counted from the aspecting graha, itself = 1) each graha aspects fully. */
export const GRAHA_DRISHTI_HOUSES: Readonly<Record<GrahaName, readonly number[]>> = {
  sun: [7],
  moon: [7],
  mercury: [7],
  venus: [7],
  mars: [4, 7, 8],
  jupiter: [5, 7, 9],
  saturn: [3, 7, 10],
  rahu: [5, 7, 9],
  ketu: [5, 7, 9],
};

/** Sign indices aspected by a graha in a sign. */
export function aspectedSigns(id: GrahaName, signIndex: number): number[] {
  return GRAHA_DRISHTI_HOUSES[id].map((h) => signOfHouse(signIndex, h));
}

/** The drishti of one graha in a chart. */
export interface GrahaDrishti {
  id: GrahaName;
  /** Sign of the graha, 0 = Aries. */
  signIndex: number;
  /** Houses aspected, counted from the graha (it is in house 1). */
  housesFromGraha: number[];
  /** Signs aspected (0 = Aries), in the order of housesFromGraha. */
  signIndices: number[];
  /** The same signs as houses from the lagna; null when the time is unknown. */
  housesFromLagna: number[] | null;
  /** The other grahas in the aspected signs, in graha order. */
  grahas: GrahaName[];
}

export interface ChartDrishti {
  /** Sun .. Ketu in graha order. */
  aspects: GrahaDrishti[];
  /** For each graha (in graha order), the grahas that aspect it. */
  aspectedBy: Record<GrahaName, GrahaName[]>;
}

/** Graha drishti of every graha of a chart, and who aspects whom. */
export function grahaDrishti(chart: Chart): ChartDrishti {
  const aspectedBy = Object.fromEntries(chart.grahas.map((g) => [g.id, [] as GrahaName[]])) as Record<GrahaName, GrahaName[]>;
  const lagna = chart.lagna;
  const aspects = chart.grahas.map((g): GrahaDrishti => {
    const signs = aspectedSigns(g.id, g.signIndex);
    const grahas = chart.grahas.filter((o) => o.id !== g.id && signs.includes(o.signIndex)).map((o) => o.id);
    for (const o of grahas) aspectedBy[o].push(g.id);
    return {
      id: g.id,
      signIndex: g.signIndex,
      housesFromGraha: [...GRAHA_DRISHTI_HOUSES[g.id]],
      signIndices: signs,
      housesFromLagna: lagna === null ? null : signs.map((s) => houseFrom(lagna.signIndex, s)),
      grahas,
    };
  });
  return { aspects, aspectedBy };
}
