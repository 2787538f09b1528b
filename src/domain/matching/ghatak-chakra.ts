/**
 * Ghatak Chakra: for each Moon sign (janma rashi), the tithis, weekday,
 * nakshatra and transit Moon sign held inauspicious ("ghata") for that person
 * in journeys, lawsuits and new undertakings. Tables by signIndex 0..11
 * (Aries..Pisces); sources:
 * - tithi group and weekday: the ghata tithi and ghata vara of the
 *   Bhadrabahu Samhita (chapter 13, Hindi commentary as printed by
 *   jainqq.org), the same weekdays as the Telugu verse "meshe cha bhanur
 *   magha janma shashthi ..." (mouli.valmikam.com);
 * - nakshatra: that verse (Magha for Aries, Hasta for Taurus, ...);
 * - Moon: the ghata chandra counted from the janma rashi (1st for Aries, 5th
 *   for Taurus, ...), as vastutapeshwar.com and astrobook99.blogspot.com
 *   list it and the verse numbers it; Odia almanacs print the same daily
 *   (Moon in Capricorn: "ghata chandra of Leo").
 * The month, the prahar and the lagna of the chakra are not computed: the
 * sources differ on them (not_computed in /v1/meta/conventions).
 */
import { NAKSHATRAS, SIGNS, VARAS } from '../../core/glossary.ts';

/** The five tithi groups: each the tithis n, n+5, n+10 of a paksha (1-based). */
export const TITHI_GROUPS = ['nanda', 'bhadra', 'jaya', 'rikta', 'purna'] as const;
export type TithiGroup = (typeof TITHI_GROUPS)[number];
/** Tithi numbers 1..15 of a paksha in a group (15: purnima or amavasya). */
export function tithiNumbersOfGroup(group: TithiGroup): number[] {
  const first = TITHI_GROUPS.indexOf(group) + 1;
  return [first, first + 5, first + 10];
}

/** Ghata tithi group by Moon sign. */
const GHATAK_TITHI_GROUP: readonly TithiGroup[] = [
  'nanda',
  'purna',
  'bhadra',
  'bhadra',
  'jaya',
  'purna',
  'rikta',
  'nanda',
  'jaya',
  'rikta',
  'jaya',
  'purna',
];
/** Ghata weekday by Moon sign, 0 = Sunday (VARAS). */
const GHATAK_VARA_INDEX: readonly number[] = [0, 6, 1, 3, 6, 6, 4, 5, 5, 2, 4, 5];
/** Ghata nakshatra by Moon sign, as a nakshatraIndex 0..26 (NAKSHATRAS). */
const GHATAK_NAKSHATRA_INDEX: readonly number[] = [9, 12, 14, 16, 18, 21, 23, 26, 1, 3, 5, 8];
/** Ghata Moon by Moon sign: the sign it transits, counted from the janma rashi (1 = the same sign). */
const GHATAK_MOON_HOUSE: readonly number[] = [1, 5, 9, 2, 6, 10, 3, 7, 4, 8, 11, 12];

export interface GhatakChakra {
  /** The Moon sign read, 0..11. */
  moonSignIndex: number;
  tithiGroup: TithiGroup;
  /** 1..15 within either paksha. */
  tithiNumbers: number[];
  /** 0 = Sunday. */
  varaIndex: number;
  nakshatraIndex: number;
  /** The transiting Moon's sign, 0..11, and its house from the Moon sign, 1..12. */
  moonTransitSignIndex: number;
  moonTransitHouse: number;
}

/** The Ghatak Chakra of a Moon sign (signIndex 0..11). */
export function ghatakChakra(moonSignIndex: number): GhatakChakra {
  const tithiGroup = GHATAK_TITHI_GROUP[moonSignIndex]!;
  const moonTransitHouse = GHATAK_MOON_HOUSE[moonSignIndex]!;
  return {
    moonSignIndex,
    tithiGroup,
    tithiNumbers: tithiNumbersOfGroup(tithiGroup),
    varaIndex: GHATAK_VARA_INDEX[moonSignIndex]!,
    nakshatraIndex: GHATAK_NAKSHATRA_INDEX[moonSignIndex]!,
    moonTransitSignIndex: (moonSignIndex + moonTransitHouse - 1) % 12,
    moonTransitHouse,
  };
}

/** Ids of a Ghatak Chakra, for answers. */
export function ghatakChakraIds(g: GhatakChakra) {
  return {
    rashi: SIGNS[g.moonSignIndex]!.id,
    tithiGroup: g.tithiGroup,
    tithiNumbers: g.tithiNumbers,
    vara: VARAS[g.varaIndex]!.id,
    nakshatra: NAKSHATRAS[g.nakshatraIndex]!.id,
    moonRashi: SIGNS[g.moonTransitSignIndex]!.id,
    moonHouse: g.moonTransitHouse,
  };
}
