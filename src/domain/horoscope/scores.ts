/**
 * The four scores of a horoscope (love, career, health, money; 0..100), by
 * one formula over the period's transits counted from the sign:
 *
 *   score(area) = clamp(round(50 + SCALE * sum over grahas g and their states s of
 *                 share(s) * WEIGHT[period][g] * RELEVANCE(area, g, house(s)) * effect(g, s)), 0, 100)
 *
 *   effect(g, s) = (tone + DIGNITY_LEAN[dignity]) * (combust ? 0.5 : 1) - (retrograde ? 0.25 : 0)
 *
 * - tone: +1 when the house of g from the sign is one of its gochara good
 *   houses (gochara.ts, Phaladeepika ch. 26), else -1.
 * - DIGNITY_LEAN: a graha in exaltation or its own sign gives its good
 *   results more fully and its bad ones less (+0.5, +0.3), a graha in
 *   debilitation the reverse (-0.5); friendly or enemy signs (natural
 *   relation with the sign's lord, BPHS ch. 3 v. 55) lean +0.1 or -0.1.
 * - combust: a graha lost in the Sun's rays gives half its results, good or bad.
 * - retrograde (the five star grahas): matters of its houses are delayed or
 *   revisited, a fixed -0.25.
 * - WEIGHT: how far a graha's sign can colour the period. The Moon rules the
 *   day and spends only two and a half days in a sign, so it counts in the
 *   daily horoscope alone; Mercury, Venus and the Sun cross every sign within a
 *   year, so they drop out of the yearly one; Jupiter, Saturn and the nodes,
 *   a year or more in a sign, weigh most in the long periods.
 * - RELEVANCE: 1 when the graha occupies one of the houses the area reads
 *   (AREA_HOUSES: love the 5th and 7th, career the 10th and 6th, health the
 *   1st, 6th and 8th, money the 2nd and 11th, the bhavas of romance and
 *   marriage, rank and service, body, disease and longevity, wealth and
 *   gains), plus 0.5 when it is the area's natural significator (karaka:
 *   Venus for love, the Sun and Saturn for career, the Sun for health,
 *   Jupiter for money), else 0.2: every transit colours every area a little.
 * - SCALE = 8 points per unit: one strong transit in an area's house
 *   (weight 1.5, effect 1) moves that score by 12 points.
 */
import { type GrahaName, SIGN_LORDS } from '../../core/glossary.ts';
import { DEBILITATION_SIGN, EXALTATION_SIGN, isSevenGraha, naturalRelation, OWN_SIGNS, MOOLATRIKONA } from '../chart/index.ts';
import { gocharaTone } from './gochara.ts';
import type { Period } from './period.ts';
import type { GrahaState, PeriodSky } from './sky.ts';

export const AREAS = ['love', 'career', 'health', 'money'] as const;
export type Area = (typeof AREAS)[number];

export const AREA_HOUSES: Readonly<Record<Area, readonly number[]>> = {
  love: [5, 7],
  career: [10, 6],
  health: [1, 6, 8],
  money: [2, 11],
};
export const AREA_KARAKAS: Readonly<Record<Area, readonly GrahaName[]>> = {
  love: ['venus'],
  career: ['sun', 'saturn'],
  health: ['sun'],
  money: ['jupiter'],
};
export const RELEVANCE = { inHouse: 1, karaka: 0.5, elsewhere: 0.2 } as const;

export const PERIOD_WEIGHTS: Readonly<Record<Period, Readonly<Record<GrahaName, number>>>> = {
  daily: { sun: 1, moon: 3, mars: 1, mercury: 1, jupiter: 1.5, venus: 1, saturn: 1.5, rahu: 0.75, ketu: 0.75 },
  weekly: { sun: 1.5, moon: 0, mars: 1.25, mercury: 1, jupiter: 1.5, venus: 1, saturn: 1.5, rahu: 0.75, ketu: 0.75 },
  monthly: { sun: 1.5, moon: 0, mars: 1.5, mercury: 1, jupiter: 2, venus: 1, saturn: 2, rahu: 1, ketu: 1 },
  yearly: { sun: 0, moon: 0, mars: 1, mercury: 0, jupiter: 3, venus: 0, saturn: 3, rahu: 1.5, ketu: 1.5 },
};

export type SignDignity = 'exalted' | 'own' | 'friend' | 'neutral' | 'enemy' | 'debilitated';
export const DIGNITY_LEAN: Readonly<Record<SignDignity, number>> = {
  exalted: 0.5,
  own: 0.3,
  friend: 0.1,
  neutral: 0,
  enemy: -0.1,
  debilitated: -0.5,
};
export const COMBUST_FACTOR = 0.5;
export const RETROGRADE_PENALTY = 0.25;
export const SCORE_SCALE = 8;

/** A transiting graha's dignity by sign alone (a moolatrikona sign counts as own); the nodes are neutral. */
export function signDignity(graha: GrahaName, signIndex: number): SignDignity {
  if (!isSevenGraha(graha)) return 'neutral';
  if (EXALTATION_SIGN[graha] === signIndex) return 'exalted';
  if (DEBILITATION_SIGN[graha] === signIndex) return 'debilitated';
  if (OWN_SIGNS[graha].includes(signIndex) || MOOLATRIKONA[graha][0] === signIndex) return 'own';
  const lord = SIGN_LORDS[signIndex]!;
  if (!isSevenGraha(lord)) return 'neutral';
  const r = naturalRelation(graha, lord);
  return r > 0 ? 'friend' : r < 0 ? 'enemy' : 'neutral';
}

/** House 1..12 of a sign counted from `fromSignIndex` (house 1). */
export function houseFromSign(fromSignIndex: number, signIndex: number): number {
  return ((signIndex - fromSignIndex + 12) % 12) + 1;
}

/** The effect of one state of a graha, before weight and relevance (see the formula above). */
export function stateEffect(graha: GrahaName, house: number, state: Pick<GrahaState, 'signIndex' | 'retrograde' | 'combust'>): number {
  const tone = gocharaTone(graha, house) === 'favourable' ? 1 : -1;
  let effect = (tone + DIGNITY_LEAN[signDignity(graha, state.signIndex)]) * (state.combust ? COMBUST_FACTOR : 1);
  if (state.retrograde && isSevenGraha(graha) && graha !== 'sun' && graha !== 'moon') effect -= RETROGRADE_PENALTY;
  return effect;
}

export function relevance(area: Area, graha: GrahaName, house: number): number {
  const inHouse = AREA_HOUSES[area].includes(house) ? RELEVANCE.inHouse : RELEVANCE.elsewhere;
  return inHouse + (AREA_KARAKAS[area].includes(graha) ? RELEVANCE.karaka : 0);
}

/** One graha's part in one area's score, in score points (before rounding and clamping). */
export interface Contribution {
  area: Area;
  graha: GrahaName;
  /** House from the sign of the state that lasts longest in the period. */
  house: number;
  points: number;
}

export interface Scores {
  scores: Record<Area, number>;
  /** Every graha of weight > 0, per area, largest |points| first (ties in graha order). */
  contributions: Record<Area, Contribution[]>;
}

/** The four scores of the sign `signIndex` over the period sky. */
export function scoresOf(signIndex: number, sky: PeriodSky): Scores {
  const weights = PERIOD_WEIGHTS[sky.span.period];
  const scores = {} as Record<Area, number>;
  const contributions = {} as Record<Area, Contribution[]>;
  for (const area of AREAS) {
    const list: Contribution[] = [];
    for (const g of sky.middle) {
      const w = weights[g.id];
      if (w === 0) continue;
      let points = 0;
      let longest: GrahaState | undefined;
      for (const s of sky.states[g.id]) {
        const house = houseFromSign(signIndex, s.signIndex);
        points += s.share * w * relevance(area, g.id, house) * stateEffect(g.id, house, s) * SCORE_SCALE;
        if (longest === undefined || s.share > longest.share) longest = s;
      }
      list.push({ area, graha: g.id, house: houseFromSign(signIndex, longest!.signIndex), points });
    }
    const total = list.reduce((sum, c) => sum + c.points, 0);
    scores[area] = Math.max(0, Math.min(100, Math.round(50 + total)));
    contributions[area] = list.sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
  }
  return { scores, contributions };
}
