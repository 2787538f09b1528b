/**
 * Kaal Sarp dosha: the seven grahas (Sun..Saturn) hemmed on one side of the
 * Rahu-Ketu axis.
 * - full: all seven lie strictly within one of the two 180-degree arcs
 *   (Rahu -> Ketu or Ketu -> Rahu, by longitude);
 * - partial: six lie within one arc and one outside it;
 * - none: otherwise.
 * The type is named by Rahu's whole-sign house from the lagna (1 Anant,
 * 2 Kulik, 3 Vasuki, 4 Shankhpal, 5 Padma, 6 Mahapadma, 7 Takshak, 8 Karkotak,
 * 9 Shankhachud, 10 Ghatak, 11 Vishdhar, 12 Sheshnag), the naming used by the
 * Kaal Sarp literature (e.g. Mridula Trivedi & T.P. Trivedi, "Kaal Sarp Yoga");
 * null when there is no dosha or the birth time is unknown.
 */
import { normalizeDeg } from '../../core/angles.ts';
import { signIndexOf } from '../../core/glossary.ts';
import { houseFrom } from '../chart/index.ts';

export const KAAL_SARP_TYPES = [
  'anant',
  'kulik',
  'vasuki',
  'shankhpal',
  'padma',
  'mahapadma',
  'takshak',
  'karkotak',
  'shankhachud',
  'ghatak',
  'vishdhar',
  'sheshnag',
] as const;
export type KaalSarpType = (typeof KAAL_SARP_TYPES)[number];

export interface KaalSarpResult {
  present: boolean;
  partial: boolean;
  type: KaalSarpType | null;
  /** Which arc holds the grahas: 'rahu_to_ketu' (Rahu leading by longitude) or 'ketu_to_rahu'; null when none. */
  arc: 'rahu_to_ketu' | 'ketu_to_rahu' | null;
  /** Rahu's whole-sign house from the lagna; null when the time is unknown. */
  rahuHouse: number | null;
  /** Grahas outside the arc (the one breaking a partial dosha). */
  outside: number[];
}

/**
 * @param sevenDeg sidereal longitudes of Sun..Saturn, degrees
 * @param rahuDeg sidereal longitude of Rahu, degrees (Ketu is opposite)
 */
export function kaalSarpDosha(sevenDeg: ArrayLike<number>, rahuDeg: number, lagnaSignIndex: number | null): KaalSarpResult {
  const inRahuArc: number[] = [];
  const inKetuArc: number[] = [];
  for (let g = 0; g < 7; g += 1) {
    const d = normalizeDeg(sevenDeg[g]! - rahuDeg);
    if (d > 0 && d < 180) inRahuArc.push(g);
    else if (d > 180) inKetuArc.push(g);
    // d exactly 0 or 180 (on a node) belongs to neither arc.
  }
  const best = inRahuArc.length >= inKetuArc.length ? inRahuArc : inKetuArc;
  const arc = best === inRahuArc ? 'rahu_to_ketu' : 'ketu_to_rahu';
  const full = best.length === 7;
  const partial = best.length === 6;
  const rahuHouse = lagnaSignIndex === null ? null : houseFrom(lagnaSignIndex, signIndexOf(rahuDeg));
  const present = full || partial;
  const outside: number[] = [];
  for (let g = 0; g < 7; g += 1) if (!best.includes(g)) outside.push(g);
  return {
    present,
    partial,
    type: present && rahuHouse !== null ? KAAL_SARP_TYPES[rahuHouse - 1]! : null,
    arc: present ? arc : null,
    rahuHouse,
    outside: present ? outside : [],
  };
}
