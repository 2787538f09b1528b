/**
 * Dignities and relationships of the seven grahas, BPHS ch. 3 (v. 49-57 for
 * exaltation and moolatrikona, v. 55-58 for natural relationships) as
 * tabulated by P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated
 * Approach", ch. 3. Rahu and Ketu have no dignity here (their exaltation is
 * disputed); functions answer 'neutral' for them.
 */
import type { GrahaName, SevenGraha } from '../../core/glossary.ts';

export function isSevenGraha(id: GrahaName): id is SevenGraha {
  return id !== 'rahu' && id !== 'ketu';
}

/** Deep exaltation points, sidereal degrees (Sun 10 Ar, Moon 3 Ta, Mars 28 Cp, Mercury 15 Vi, Jupiter 5 Cn, Venus 27 Pi, Saturn 20 Li). */
export const EXALTATION_DEG: Readonly<Record<SevenGraha, number>> = {
  sun: 10,
  moon: 33,
  mars: 298,
  mercury: 165,
  jupiter: 95,
  venus: 357,
  saturn: 200,
};
export const EXALTATION_SIGN: Readonly<Record<SevenGraha, number>> = {
  sun: 0,
  moon: 1,
  mars: 9,
  mercury: 5,
  jupiter: 3,
  venus: 11,
  saturn: 6,
};
export const DEBILITATION_SIGN: Readonly<Record<SevenGraha, number>> = {
  sun: 6,
  moon: 7,
  mars: 3,
  mercury: 11,
  jupiter: 9,
  venus: 5,
  saturn: 0,
};
export const OWN_SIGNS: Readonly<Record<SevenGraha, readonly number[]>> = {
  sun: [4],
  moon: [3],
  mars: [0, 7],
  mercury: [2, 5],
  jupiter: [8, 11],
  venus: [1, 6],
  saturn: [9, 10],
};
/** Moolatrikona sign and degree range [from, to) within it. */
export const MOOLATRIKONA: Readonly<Record<SevenGraha, readonly [number, number, number]>> = {
  sun: [4, 0, 20],
  moon: [1, 3, 30],
  mars: [0, 0, 12],
  mercury: [5, 15, 20],
  jupiter: [8, 0, 10],
  venus: [6, 0, 15],
  saturn: [10, 0, 20],
};

/** Natural relationship: 1 friend, 0 neutral, -1 enemy (BPHS ch. 3 v. 55). */
const NATURAL: Readonly<Record<SevenGraha, Readonly<Record<SevenGraha, number>>>> = {
  sun: { sun: 0, moon: 1, mars: 1, mercury: 0, jupiter: 1, venus: -1, saturn: -1 },
  moon: { sun: 1, moon: 0, mars: 0, mercury: 1, jupiter: 0, venus: 0, saturn: 0 },
  mars: { sun: 1, moon: 1, mars: 0, mercury: -1, jupiter: 1, venus: 0, saturn: 0 },
  mercury: { sun: 1, moon: -1, mars: 0, mercury: 0, jupiter: 0, venus: 1, saturn: 0 },
  jupiter: { sun: 1, moon: 1, mars: 1, mercury: -1, jupiter: 0, venus: -1, saturn: 0 },
  venus: { sun: -1, moon: -1, mars: 0, mercury: 1, jupiter: 0, venus: 0, saturn: 1 },
  saturn: { sun: -1, moon: -1, mars: -1, mercury: 1, jupiter: 0, venus: 1, saturn: 0 },
};

export function naturalRelation(of: SevenGraha, towards: SevenGraha): number {
  return NATURAL[of][towards];
}

/** Temporary relationship: a graha in the 2nd, 3rd, 4th, 10th, 11th or 12th from another is its temporary friend (BPHS ch. 3 v. 56). */
export function temporaryRelation(ofSignIndex: number, towardsSignIndex: number): number {
  const house = ((towardsSignIndex - ofSignIndex + 12) % 12) + 1;
  return [2, 3, 4, 10, 11, 12].includes(house) ? 1 : -1;
}

/** Compound relationship, -2 great enemy .. 2 great friend (BPHS ch. 3 v. 57). */
export function compoundRelation(of: SevenGraha, towards: SevenGraha, ofSignIndex: number, towardsSignIndex: number): number {
  return naturalRelation(of, towards) + temporaryRelation(ofSignIndex, towardsSignIndex);
}

export type Dignity = 'exalted' | 'moolatrikona' | 'own' | 'great_friend' | 'friend' | 'neutral' | 'enemy' | 'great_enemy' | 'debilitated';

export function inMoolatrikona(id: SevenGraha, longitudeDeg: number): boolean {
  const [sign, from, to] = MOOLATRIKONA[id];
  const deg = longitudeDeg - sign * 30;
  return deg >= from && deg < to;
}

/**
 * Dignity of a graha by sign in the rashi chart, using compound relations
 * with the sign lord (positions: sign index of every graha). `signOnly`: the
 * longitude stands for its sign only (a chart given as signs), so the
 * moolatrikona degrees cannot be told from the rest of the sign, and a graha
 * in its moolatrikona sign reads as `own` (every moolatrikona sign not also
 * the exaltation sign is an own sign).
 */
export function dignityOf(
  id: GrahaName,
  longitudeDeg: number,
  signOf: (g: SevenGraha) => number,
  signLord: (signIndex: number) => GrahaName,
  signOnly = false,
): Dignity {
  if (!isSevenGraha(id)) return 'neutral';
  const sign = Math.floor(longitudeDeg / 30) % 12;
  if (sign === EXALTATION_SIGN[id]) return 'exalted';
  if (sign === DEBILITATION_SIGN[id]) return 'debilitated';
  if (!signOnly && inMoolatrikona(id, longitudeDeg)) return 'moolatrikona';
  if (OWN_SIGNS[id].includes(sign)) return 'own';
  const lord = signLord(sign);
  if (!isSevenGraha(lord)) return 'neutral';
  const c = compoundRelation(id, lord, sign, signOf(lord));
  return (['great_enemy', 'enemy', 'neutral', 'friend', 'great_friend'] as const)[c + 2]!;
}

/** Score 0..100 for yoga strength (exalted 100 ... debilitated 10). */
export const DIGNITY_SCORE: Readonly<Record<Dignity, number>> = {
  exalted: 100,
  moolatrikona: 90,
  own: 80,
  great_friend: 70,
  friend: 60,
  neutral: 50,
  enemy: 35,
  great_enemy: 25,
  debilitated: 10,
};
