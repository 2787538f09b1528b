/**
 * Gochara tone of a sign's horoscope: a transiting graha's result by the
 * house it occupies counted from the sign (taken as the Moon sign, house 1).
 * The good houses are those of Phaladeepika ch. 26 (the keys of the transits
 * group's GOCHARA_VEDHA table, where the houses and their vedha pairs are
 * stated once); every other house is challenging. Vedha is not applied here:
 * a sign's horoscope reads the sky alone, not a natal chart.
 */
import { GRAHA_IDS, type GrahaName } from '../../core/glossary.ts';
import { GOCHARA_VEDHA } from '../transits/index.ts';

/** Houses (1..12 from the sign) in which each graha's transit is favourable, ascending. */
export const GOCHARA_GOOD_HOUSES: Readonly<Record<GrahaName, readonly number[]>> = Object.fromEntries(
  GRAHA_IDS.map((g) => [g, [...GOCHARA_VEDHA[g].keys()].sort((a, b) => a - b)]),
) as unknown as Record<GrahaName, readonly number[]>;

export const TONES = ['favourable', 'challenging'] as const;
export type Tone = (typeof TONES)[number];

/** The gochara tone of `graha` in `house` (1..12) from the sign. */
export function gocharaTone(graha: GrahaName, house: number): Tone {
  return GOCHARA_GOOD_HOUSES[graha].includes(house) ? 'favourable' : 'challenging';
}
