/**
 * Yuddha bala, the planetary war part of kala bala (BPHS ch. 27): when two
 * of Mars, Mercury, Jupiter, Venus and Saturn are within 1 deg of longitude,
 * the one with the larger sthana + dig + kala bala wins; the difference of
 * those sums divided by the difference of their disc diameters is added to
 * the winner's kala bala and taken from the loser's.
 */
import { arcDeg } from '../../core/angles.ts';
import type { SevenGraha } from '../../core/glossary.ts';
import { type Chart, grahaOf } from '../chart/index.ts';
import type { ShadbalaParts } from './parts.ts';

type TaraGraha = 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';
const TARA_GRAHAS: readonly TaraGraha[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

/**
 * Disc diameters (bimba parimana) of the five tara grahas used by the yuddha
 * bala rule, as PyJHora's shadbala (`_yuddha_bala`) tabulates them; the
 * Encyclopedia of Hinduism (vol. IV, "Graha yuddha") gives the same values
 * (Jupiter 190.5 there).
 */
const DISC_DIAMETER_ARCSEC: Readonly<Record<TaraGraha, number>> = { mars: 9.4, mercury: 6.6, jupiter: 190.4, venus: 16.6, saturn: 158 };

/** The winner's gain (the loser's loss when negative) from the two grahas' sthana + dig + kala sums. */
export function yuddhaBala(first: TaraGraha, second: TaraGraha, firstPartial: number, secondPartial: number): number {
  return (firstPartial - secondPartial) / Math.abs(DISC_DIAMETER_ARCSEC[first] - DISC_DIAMETER_ARCSEC[second]);
}

/** Adds the yuddha bala of every pair at war to the parts' kala.yuddha (known time only). */
export function applyYuddha(chart: Chart, parts: Record<SevenGraha, ShadbalaParts>): void {
  const partial = (id: SevenGraha): number => {
    const s = parts[id].sthana;
    const k = parts[id].kala;
    return (
      s.uchcha +
      s.saptavargaja +
      s.ojhayugma +
      (s.kendradi ?? 0) +
      s.drekkana +
      (parts[id].dig ?? 0) +
      (k.nathonnata ?? 0) +
      k.paksha +
      (k.tribhaga ?? 0) +
      k.abda +
      k.masa +
      k.vara +
      (k.hora ?? 0) +
      k.ayana
    );
  };
  for (let i = 0; i < TARA_GRAHAS.length; i += 1) {
    for (let j = i + 1; j < TARA_GRAHAS.length; j += 1) {
      const a = TARA_GRAHAS[i]!;
      const b = TARA_GRAHAS[j]!;
      if (arcDeg(grahaOf(chart, a).longitudeDeg, grahaOf(chart, b).longitudeDeg) >= 1) continue;
      const bala = yuddhaBala(a, b, partial(a), partial(b));
      parts[a].kala.yuddha += bala;
      parts[b].kala.yuddha -= bala;
    }
  }
}
