/**
 * Sthana bala, strength of position (BPHS 27.6-12): uchcha, saptavargaja,
 * ojhayugmarasyamsa, kendradi and drekkana bala, in shashtiamsas.
 */
import { arcDeg, normalizeDeg } from '../../core/angles.ts';
import { SIGN_LORDS, type SevenGraha } from '../../core/glossary.ts';
import { type VargaId, vargaSign } from '../vargas/index.ts';
import {
  EXALTATION_DEG,
  KENDRA_HOUSES,
  OWN_SIGNS,
  PANAPHARA_HOUSES,
  compoundRelation,
  inMoolatrikona,
  isSevenGraha,
} from '../chart/index.ts';

/** A type literal, not an interface, so that it can be read as a Record<string, number> (the tests do). */
export type SthanaBala = {
  uchcha: number;
  saptavargaja: number;
  ojhayugma: number;
  /** Left out when the birth time is unknown (it needs the lagna). */
  kendradi?: number;
  drekkana: number;
  /** Set by the assembly once every part is known (shadbala.ts). */
  total?: number;
};

/** Uchcha bala: a third of the arc from the deep debilitation point (BPHS 27.6). */
export function uchchaBala(id: SevenGraha, longitudeDeg: number): number {
  return arcDeg(longitudeDeg, normalizeDeg(EXALTATION_DEG[id] + 180)) / 3;
}

export const SAPTAVARGAS: readonly VargaId[] = ['D1', 'D2', 'D3', 'D7', 'D9', 'D12', 'D30'];
/** Saptavargaja points by compound relation with the varga sign's lord, -2 .. 2 (BPHS 27.7-8). */
const RELATION_POINTS = [1.875, 3.75, 7.5, 15, 22.5];

/**
 * Saptavargaja bala: in each of D1, D2, D3, D7, D9, D12, D30, 45 in the
 * moolatrikona (the rashi chart only, by degree), 30 in an own sign, else by
 * compound relation with the sign's lord, the temporary part read from the
 * rashi chart (Raman). Checked against Raman's worked example
 * (test/unit/kundli/shadbala.test.ts).
 */
export function saptavargajaBala(id: SevenGraha, longitudeDeg: number, rashiSignOf: (g: SevenGraha) => number): number {
  let total = 0;
  for (const v of SAPTAVARGAS) {
    const s = vargaSign(v, longitudeDeg);
    if (v === 'D1' && inMoolatrikona(id, longitudeDeg)) total += 45;
    else if (OWN_SIGNS[id].includes(s)) total += 30;
    else {
      const lord = SIGN_LORDS[s]!;
      if (!isSevenGraha(lord)) total += 7.5;
      else total += RELATION_POINTS[compoundRelation(id, lord, rashiSignOf(id), rashiSignOf(lord)) + 2]!;
    }
  }
  return total;
}

/** Ojhayugmarasyamsa: Moon and Venus gain 15 in an even sign, the others in an odd sign, in rashi and navamsa (BPHS 27.9). */
export function ojhayugmaBala(id: SevenGraha, longitudeDeg: number): number {
  const wantsEven = id === 'moon' || id === 'venus';
  let total = 0;
  for (const s of [vargaSign('D1', longitudeDeg), vargaSign('D9', longitudeDeg)]) {
    const even = s % 2 === 1;
    if (even === wantsEven) total += 15;
  }
  return total;
}

/** Kendradi: 60 in a kendra, 30 in a panaphara, 15 in an apoklima (BPHS 27.10). */
export function kendradiBala(house: number): number {
  return KENDRA_HOUSES.includes(house) ? 60 : PANAPHARA_HOUSES.includes(house) ? 30 : 15;
}

/** Drekkana bala: male grahas in the first decanate, neuter in the second, female in the third gain 15 (BPHS 27.11). */
export function drekkanaBala(id: SevenGraha, longitudeDeg: number): number {
  const decanate = Math.floor((longitudeDeg % 30) / 10);
  const want = id === 'sun' || id === 'mars' || id === 'jupiter' ? 0 : id === 'mercury' || id === 'saturn' ? 1 : 2;
  return decanate === want ? 15 : 0;
}

/** The five parts of one graha; `house` (whole signs from the lagna) is null when the time is unknown. */
export function sthanaBala(id: SevenGraha, longitudeDeg: number, rashiSignOf: (g: SevenGraha) => number, house: number | null): SthanaBala {
  return {
    uchcha: uchchaBala(id, longitudeDeg),
    saptavargaja: saptavargajaBala(id, longitudeDeg, rashiSignOf),
    ojhayugma: ojhayugmaBala(id, longitudeDeg),
    kendradi: house === null ? undefined : kendradiBala(house),
    drekkana: drekkanaBala(id, longitudeDeg),
  };
}

/** Sum of the five parts; only for a known time. */
export function sthanaTotal(s: SthanaBala): number {
  return s.uchcha + s.saptavargaja + s.ojhayugma + s.kendradi! + s.drekkana;
}
