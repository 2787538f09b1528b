/**
 * What the yoga rules read from a chart: signs and houses of the grahas,
 * house lords, dignities and the three kinds of association (conjunction,
 * mutual graha drishti, exchange of signs).
 */
import { SEVEN_GRAHAS, SIGN_LORDS, type GrahaName, type SevenGraha } from '../../core/glossary.ts';
import { aspectedSigns } from '../aspects/index.ts';
import {
  type Chart,
  DIGNITY_SCORE,
  type Dignity,
  OWN_SIGNS,
  dignityOf,
  grahaOf,
  houseFrom,
  isSevenGraha,
  signOfHouse,
} from '../chart/index.ts';
import type { Association } from './sentences.ts';

export interface YogaContext {
  chart: Chart;
  /** Null when the time is unknown. */
  lagnaSign: number | null;
  sign(g: GrahaName): number;
  longitude(g: GrahaName): number;
  /** House from the lagna (requires lagnaSign). */
  house(g: GrahaName): number;
  houseFromGraha(from: GrahaName, g: GrahaName): number;
  /** Lord of the house-th sign from the lagna (requires lagnaSign). */
  lord(house: number): SevenGraha;
  dignity(g: GrahaName): Dignity;
  grahasInHouseFrom(fromSign: number, house: number, among?: readonly GrahaName[]): GrahaName[];
  conjunct(a: GrahaName, b: GrahaName): boolean;
  mutualAspect(a: GrahaName, b: GrahaName): boolean;
  exchange(a: GrahaName, b: GrahaName): boolean;
  /** Conjunction, exchange or mutual aspect (the first that holds, in that order), or null. */
  association(a: GrahaName, b: GrahaName): Association | null;
}

export const SEVEN: readonly SevenGraha[] = SEVEN_GRAHAS;

export function yogaContext(chart: Chart): YogaContext {
  const lagnaSign = chart.lagna?.signIndex ?? null;
  const sign = (g: GrahaName): number => grahaOf(chart, g).signIndex;
  const signOfSeven = (g: SevenGraha): number => sign(g);
  const needLagna = (): number => {
    if (lagnaSign === null) throw new Error('Expected a lagna for a lagna-dependent yoga rule but received none');
    return lagnaSign;
  };
  const ctx: YogaContext = {
    chart,
    lagnaSign,
    sign,
    longitude: (g) => grahaOf(chart, g).longitudeDeg,
    house: (g) => houseFrom(needLagna(), sign(g)),
    houseFromGraha: (from, g) => houseFrom(sign(from), sign(g)),
    lord: (house) => SIGN_LORDS[signOfHouse(needLagna(), house)]! as SevenGraha,
    dignity: (g) => {
      const p = grahaOf(chart, g);
      return dignityOf(g, p.longitudeDeg, signOfSeven, (s) => SIGN_LORDS[s]!, p.signOnly === true);
    },
    grahasInHouseFrom: (fromSign, house, among = SEVEN) => among.filter((g) => houseFrom(fromSign, sign(g)) === house),
    conjunct: (a, b) => sign(a) === sign(b),
    mutualAspect: (a, b) => aspectedSigns(a, sign(a)).includes(sign(b)) && aspectedSigns(b, sign(b)).includes(sign(a)),
    exchange: (a, b) => isSevenGraha(a) && isSevenGraha(b) && a !== b && OWN_SIGNS[b].includes(sign(a)) && OWN_SIGNS[a].includes(sign(b)),
    association: (a, b) => {
      if (ctx.conjunct(a, b)) return 'conjunct';
      if (ctx.exchange(a, b)) return 'exchange';
      if (ctx.mutualAspect(a, b)) return 'mutual_aspect';
      return null;
    },
  };
  return ctx;
}

export function dignityScore(ctx: YogaContext, grahas: readonly GrahaName[]): number {
  if (grahas.length === 0) return 50;
  return grahas.reduce((s, g) => s + DIGNITY_SCORE[ctx.dignity(g)], 0) / grahas.length;
}
