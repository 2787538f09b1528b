/**
 * The six balas of the seven grahas put together, and their totals against
 * the minimum each graha needs. Every part is in shashtiamsas (virupas, 60 to
 * a rupa).
 */
import { normalizeDeg } from '../../core/angles.ts';
import { SEVEN_GRAHAS, type GrahaName, type SevenGraha } from '../../core/glossary.ts';
import { type Chart, grahaOf, houseFrom } from '../chart/index.ts';
import { cheshtaBala } from './cheshta.ts';
import { digBala } from './dig.ts';
import { drikBala } from './drik.ts';
import { ayanaBala, kalaBala, kalaTotal, krantiDeg, pakshaBala } from './kala.ts';
import { kalaDayOf } from './kala-day.ts';
import { NAISARGIKA_BALA } from './naisargika.ts';
import { isBeneficFor } from './nature.ts';
import type { ShadbalaParts } from './parts.ts';
import { sthanaBala, sthanaTotal } from './sthana.ts';
import { applyYuddha } from './yuddha.ts';

/** Minimum total in rupas (BPHS 27.38 and Raman). */
export const MINIMUM_RUPAS: Readonly<Record<SevenGraha, number>> = {
  sun: 6.5,
  moon: 6,
  mars: 5,
  mercury: 7,
  jupiter: 6.5,
  venus: 5.5,
  saturn: 5,
};

/** The raw parts (unrounded) of all seven grahas. */
export function shadbalaParts(chart: Chart): Record<SevenGraha, ShadbalaParts> {
  const known = chart.lagna !== null && chart.mcDeg !== null;
  const g = (id: GrahaName) => grahaOf(chart, id);
  const signOf = (id: SevenGraha): number => g(id).signIndex;
  const longitudeDegOf = (id: SevenGraha): number => g(id).longitudeDeg;
  const toTropical = (siderealDeg: number): number => normalizeDeg(siderealDeg + chart.ayanamsaDeg);
  const elongationDeg = normalizeDeg(g('moon').longitudeDeg - g('sun').longitudeDeg);
  const day = kalaDayOf(chart);
  const mercuryAfflicted = (['sun', 'mars', 'saturn'] as const).some((m) => signOf(m) === signOf('mercury'));
  const benefic = (id: SevenGraha): boolean => isBeneficFor(id, elongationDeg, mercuryAfflicted);
  const parts = {} as Record<SevenGraha, ShadbalaParts>;
  for (const id of SEVEN_GRAHAS) {
    const longitudeDeg = longitudeDegOf(id);
    const tropicalDeg = toTropical(longitudeDeg);
    const ayana = ayanaBala(id, krantiDeg(tropicalDeg));
    const paksha = pakshaBala(id, elongationDeg, benefic(id));
    parts[id] = {
      sthana: sthanaBala(id, longitudeDeg, signOf, known ? houseFrom(chart.lagna!.signIndex, g(id).signIndex) : null),
      dig: known ? digBala(id, longitudeDeg, chart.lagna!.longitudeDeg, chart.mcDeg!) : undefined,
      kala: kalaBala(id, day, paksha, ayana.value, known),
      cheshta: cheshtaBala(id, ayana.base, paksha, tropicalDeg, chart.jdUt),
      naisargika: NAISARGIKA_BALA[id],
      drik: drikBala(id, longitudeDegOf, benefic),
    };
  }
  if (known) {
    applyYuddha(chart, parts);
    for (const id of SEVEN_GRAHAS) {
      parts[id].sthana.total = sthanaTotal(parts[id].sthana);
      parts[id].kala.total = kalaTotal(parts[id].kala);
    }
  }
  return parts;
}

export interface ShadbalaTotal {
  shashtiamsas: number;
  rupas: number;
  /** Rupas over MINIMUM_RUPAS. */
  ratio: number;
  /** The ratio is at least 1. */
  strong: boolean;
  /** 1 for the highest ratio; ties keep graha order. */
  rank: number;
}

/** Totals of parts computed for a known time (every part present). */
export function shadbalaTotals(parts: Readonly<Record<SevenGraha, ShadbalaParts>>): Record<SevenGraha, ShadbalaTotal> {
  const totals = {} as Record<SevenGraha, ShadbalaTotal>;
  for (const id of SEVEN_GRAHAS) {
    const x = parts[id];
    const shashtiamsas = x.sthana.total! + x.dig! + x.kala.total! + x.cheshta + x.naisargika + x.drik;
    const ratio = shashtiamsas / 60 / MINIMUM_RUPAS[id];
    totals[id] = { shashtiamsas, rupas: shashtiamsas / 60, ratio, strong: ratio >= 1, rank: 0 };
  }
  const order = [...SEVEN_GRAHAS].sort((a, b) => totals[b].ratio - totals[a].ratio);
  for (const id of SEVEN_GRAHAS) totals[id].rank = order.indexOf(id) + 1;
  return totals;
}
