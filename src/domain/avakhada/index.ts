/**
 * The Avakhada chakra of a birth, read from the Moon (and, for paya, the
 * Moon's house). Vashya, yoni, gana and nadi come from the matching group's
 * tables (src/domain/matching/tables.ts), so a birth's details and its
 * Ashtakoot profile always agree, and so does varna (varnaOfSign); tatva by the Moon sign's element;
 * the naamakshar is the syllable of the Moon's nakshatra pada (avakahada
 * chakra of the standard panchangs), chosen by padaIndex.
 */
import { NAKSHATRA_SPAN_DEG, SIGN_LORDS, nakshatraLord, type GrahaName } from '../../core/glossary.ts';
import { normalizeDeg } from '../../core/angles.ts';
import { type Chart, grahaOf, houseFrom } from '../chart/index.ts';
import {
  GANAS,
  NADIS,
  NAKSHATRA_GANA,
  NAKSHATRA_YONI,
  YONIS,
  nadiIndexOf,
  varnaOfSign,
  vashyaOf,
  type Gana,
  type Nadi,
  type Varna,
  type Vashya,
  type Yoni,
} from '../matching/index.ts';

/** Paya from the Moon's house: 1, 6, 11 gold (0); 2, 5, 9 silver (1); 3, 7, 10 copper (2); 4, 8, 12 iron (3). */
export function payaIndexOfMoonHouse(house: number): number {
  if ([1, 6, 11].includes(house)) return 0;
  if ([2, 5, 9].includes(house)) return 1;
  if ([3, 7, 10].includes(house)) return 2;
  return 3;
}

export interface Avakhada {
  /** By the Moon sign (the matching group's rule, varnaOfSign). */
  varna: Varna;
  /** Element of the Moon sign, 0 fire, 1 earth, 2 air, 3 water: the tatva. */
  elementIndex: number;
  vashya: Vashya;
  yoni: Yoni;
  gana: Gana;
  nadi: Nadi;
  /** The Moon's nakshatra, 0 = Ashwini. */
  nakshatraIndex: number;
  /** Pada 1..4 of the Moon in its nakshatra. */
  padaNumber: number;
  nakshatraLord: GrahaName;
  /** The Moon sign, 0 = Aries. */
  rashiIndex: number;
  rashiLord: GrahaName;
  /** Tithi 0..29 of the Moon-Sun elongation. */
  tithiIndex: number;
  /** Yoga 0..26 of the Moon + Sun longitude. */
  yogaIndex: number;
  /** Karana 0..59 (half tithis from the new moon). */
  karanaIndex: number;
  /** 0 gold .. 3 iron, from the Moon's house; null when the time is unknown. */
  payaIndex: number | null;
  /** The Moon's pada counted from Ashwini pada 1, 0..107: the naamakshar's syllable. */
  padaIndex: number;
}

/** The Avakhada details of a chart. */
export function avakhadaOf(chart: Chart): Avakhada {
  const moon = grahaOf(chart, 'moon');
  const sun = grahaOf(chart, 'sun');
  const nak = moon.nakshatraIndex;
  const elongationDeg = normalizeDeg(moon.longitudeDeg - sun.longitudeDeg);
  return {
    varna: varnaOfSign(moon.signIndex),
    elementIndex: moon.signIndex % 4,
    vashya: vashyaOf(moon.signIndex, moon.degreeInSignDeg),
    yoni: YONIS[NAKSHATRA_YONI[nak]!]!,
    gana: GANAS[NAKSHATRA_GANA[nak]!]!,
    nadi: NADIS[nadiIndexOf(nak)]!,
    nakshatraIndex: nak,
    padaNumber: moon.padaNumber,
    nakshatraLord: nakshatraLord(nak),
    rashiIndex: moon.signIndex,
    rashiLord: SIGN_LORDS[moon.signIndex]!,
    tithiIndex: Math.floor(elongationDeg / 12),
    yogaIndex: Math.floor(normalizeDeg(moon.longitudeDeg + sun.longitudeDeg) / NAKSHATRA_SPAN_DEG) % 27,
    karanaIndex: Math.floor(elongationDeg / 6),
    payaIndex: chart.lagna === null ? null : payaIndexOfMoonHouse(houseFrom(chart.lagna.signIndex, moon.signIndex)),
    padaIndex: Math.floor(moon.longitudeDeg / (NAKSHATRA_SPAN_DEG / 4)) % 108,
  };
}
