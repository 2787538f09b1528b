/**
 * Benefic or malefic, the functional nature that both paksha bala (kala.ts)
 * and drik bala (drik.ts) read.
 */
import { normalizeDeg } from '../../core/angles.ts';
import type { SevenGraha } from '../../core/glossary.ts';

/**
 * Functional nature for paksha and drik bala (BPHS ch. 3 v. 11): Jupiter and
 * Venus are benefic; Sun, Mars and Saturn malefic; Mercury is benefic unless
 * it shares a sign with the Sun, Mars or Saturn; the Moon is benefic while
 * waxing (elongation below 180 deg). The paksha bala of the Moon itself is
 * always counted as a benefic's (Raman).
 */
export function isBeneficFor(id: SevenGraha, elongationDeg: number, sameSignAsMalefic: boolean): boolean {
  if (id === 'jupiter' || id === 'venus') return true;
  if (id === 'mercury') return !sameSignAsMalefic;
  if (id === 'moon') return normalizeDeg(elongationDeg) < 180;
  return false;
}
