/**
 * Dig bala, directional strength (BPHS 27.13-14): 60 at the strongest point
 * (Jupiter, Mercury at the ascendant; Sun, Mars at the MC; Saturn at the
 * descendant; Moon, Venus at the IC), falling linearly to 0 at the opposite
 * point.
 */
import { arcDeg, normalizeDeg } from '../../core/angles.ts';
import type { SevenGraha } from '../../core/glossary.ts';

/** Dig bala in shashtiamsas from the arc to the strongest point; all longitudes sidereal, degrees. */
export function digBala(id: SevenGraha, longitudeDeg: number, ascendantDeg: number, mcDeg: number): number {
  const strongest =
    id === 'jupiter' || id === 'mercury'
      ? ascendantDeg
      : id === 'sun' || id === 'mars'
        ? mcDeg
        : id === 'saturn'
          ? normalizeDeg(ascendantDeg + 180)
          : normalizeDeg(mcDeg + 180);
  return (180 - arcDeg(longitudeDeg, strongest)) / 3;
}
