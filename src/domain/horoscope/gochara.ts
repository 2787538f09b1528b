/**
 * Gochara: a transiting graha's result by the house it occupies counted from
 * a sign (the Moon sign, or the sign a horoscope is read for, taken as house
 * 1). The good houses are those of Phaladeepika ch. 26 (v. 1-24, "Gochara
 * phala"), as B.V. Raman tabulates them in "Hindu Predictive Astrology",
 * ch. on transits: every other house is challenging. Rahu and Ketu give the
 * results of Saturn (Phaladeepika ch. 26: the nodes as Saturn), good in the
 * 3rd, 6th and 11th.
 */
import type { GrahaName } from '../../core/glossary.ts';

/** Houses (1..12 from the sign) in which each graha's transit is favourable. */
export const GOCHARA_GOOD_HOUSES: Readonly<Record<GrahaName, readonly number[]>> = {
  sun: [3, 6, 10, 11],
  moon: [1, 3, 6, 7, 10, 11],
  mars: [3, 6, 11],
  mercury: [2, 4, 6, 8, 10, 11],
  jupiter: [2, 5, 7, 9, 11],
  venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  saturn: [3, 6, 11],
  rahu: [3, 6, 11],
  ketu: [3, 6, 11],
};

export const TONES = ['favourable', 'challenging'] as const;
export type Tone = (typeof TONES)[number];

/** The gochara tone of `graha` in `house` (1..12) from the sign. */
export function gocharaTone(graha: GrahaName, house: number): Tone {
  return GOCHARA_GOOD_HOUSES[graha].includes(house) ? 'favourable' : 'challenging';
}
