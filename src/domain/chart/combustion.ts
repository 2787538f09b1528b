/**
 * Combustion (asta): a graha too close to the Sun in longitude to be seen.
 * Orbs are the kalamshas of Surya Siddhanta 9.6-9.9 as the jyotish texts use
 * them (B.V. Raman, "A Manual of Hindu Astrology", ch. on planetary states):
 * Moon 12, Mars 17, Mercury 14 (12 while retrograde), Jupiter 11, Venus 10
 * (8 while retrograde), Saturn 15 degrees. The Sun itself and the nodes are
 * never combust.
 */
import type { GrahaName } from '../../core/glossary.ts';
import type { ChartGraha } from './chart.ts';

/** Combustion orbs, degrees of longitude from the Sun: [direct, retrograde]. */
export const COMBUSTION_ORB_DEG: Readonly<Partial<Record<GrahaName, readonly [number, number]>>> = {
  moon: [12, 12],
  mars: [17, 17],
  mercury: [14, 12],
  jupiter: [11, 11],
  venus: [10, 8],
  saturn: [15, 15],
};

/** Angular distance between two longitudes, degrees in [0, 180]. */
function separationDeg(aDeg: number, bDeg: number): number {
  const d = Math.abs(aDeg - bDeg) % 360;
  return d > 180 ? 360 - d : d;
}

/** True when the graha lies within its combustion orb of the Sun (the boundary counts as combust). */
export function isCombust(graha: ChartGraha, sun: ChartGraha): boolean {
  const orb = COMBUSTION_ORB_DEG[graha.id];
  if (orb === undefined) return false;
  return separationDeg(graha.longitudeDeg, sun.longitudeDeg) <= (graha.retrograde ? orb[1] : orb[0]);
}
