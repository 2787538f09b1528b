/**
 * Kala bala, temporal strength (BPHS 27.15-34): nathonnata, paksha,
 * tribhaga, abda, masa, vara, hora and ayana bala, in shashtiamsas. Yuddha
 * bala, the last kala part, needs the other balas first: yuddha.ts. The
 * day, lords and hour angle they read: kala-day.ts.
 */
import { arcDeg } from '../../core/angles.ts';
import type { SevenGraha } from '../../core/glossary.ts';
import type { KalaDay } from './kala-day.ts';

/** A type literal, not an interface, so that it can be read as a Record<string, number> (the tests do). */
export type KalaBala = {
  /** Left out when the birth time is unknown, as are tribhaga and hora. */
  nathonnata?: number;
  paksha: number;
  tribhaga?: number;
  abda: number;
  masa: number;
  vara: number;
  hora?: number;
  ayana: number;
  /** 0 until yuddha.ts applies the planetary war. */
  yuddha: number;
  /** Set by the assembly once every part is known (shadbala.ts). */
  total?: number;
};

/**
 * Paksha bala from the Moon's elongation (folded to [0, 180]): benefics
 * elongation/3, malefics 60 minus that; the Moon's is doubled (BPHS 27.17-18).
 */
export function pakshaBala(id: SevenGraha, elongationDeg: number, benefic: boolean): number {
  const e = arcDeg(elongationDeg, 0);
  const base = id === 'moon' || benefic ? e / 3 : 60 - e / 3;
  return id === 'moon' ? 2 * base : base;
}

/**
 * Greatest declination used for the kranti of ayana bala: 24 deg, the
 * Surya Siddhanta value BPHS 27.16 and Raman work with.
 */
export const KRANTI_MAX_DEG = 24;

/**
 * Kranti (declination) of a point of the ecliptic, degrees: the graha's
 * ecliptic latitude is not counted (Raman), so this is the declination of its
 * tropical longitude.
 */
export function krantiDeg(tropicalLongitudeDeg: number): number {
  const r = Math.PI / 180;
  return Math.asin(Math.sin(KRANTI_MAX_DEG * r) * Math.sin(tropicalLongitudeDeg * r)) / r;
}

/**
 * Ayana bala (BPHS 27.16): (24 + d)/48 x 60 for Sun, Mars, Jupiter, Venus
 * (north declination strengthens), (24 - d)/48 x 60 for Moon and Saturn,
 * (24 + |d|)/48 x 60 for Mercury; the Sun's is doubled. Returns the value
 * before doubling and the final one.
 */
export function ayanaBala(id: SevenGraha, declination: number): { base: number; value: number } {
  const d = id === 'mercury' ? Math.abs(declination) : id === 'moon' || id === 'saturn' ? -declination : declination;
  const base = ((24 + d) / 48) * 60;
  return { base, value: id === 'sun' ? 2 * base : base };
}

/** Nathonnata bala: Mercury always 60; Sun, Jupiter, Venus 60 at noon, the others 60 at midnight, linear between (BPHS ch. 27). */
export function nathonnataBala(id: SevenGraha, fromNoonDeg: number): number {
  return id === 'mercury' ? 60 : ['sun', 'jupiter', 'venus'].includes(id) ? (60 * (180 - fromNoonDeg)) / 180 : (60 * fromNoonDeg) / 180;
}

/**
 * The kala parts of one graha before yuddha; paksha and ayana bala come in
 * computed, since cheshta bala reads them too. Nathonnata, tribhaga and hora
 * are left out when the time is unknown.
 */
export function kalaBala(id: SevenGraha, day: KalaDay, paksha: number, ayana: number, timeKnown: boolean): KalaBala {
  return {
    nathonnata: timeKnown ? nathonnataBala(id, day.fromNoonDeg) : undefined,
    paksha,
    tribhaga: timeKnown ? (id === 'jupiter' || id === day.tribhagaLord ? 60 : 0) : undefined,
    abda: day.lords.abda === id ? 15 : 0,
    masa: day.lords.masa === id ? 30 : 0,
    vara: day.lords.vara === id ? 45 : 0,
    hora: timeKnown ? (day.lords.hora === id ? 60 : 0) : undefined,
    ayana,
    yuddha: 0,
  };
}

/** Sum of the kala parts, yuddha included; only for a known time. */
export function kalaTotal(k: KalaBala): number {
  return k.nathonnata! + k.paksha + k.tribhaga! + k.abda + k.masa + k.vara + k.hora! + k.ayana + k.yuddha;
}
