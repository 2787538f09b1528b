/**
 * Doshas: Manglik, Kaal Sarp and Sade Sati (with dhaiya). The `*For(birth)`
 * entry points do the ephemeris calls; the rules themselves are pure
 * functions in their own files.
 */
import type { BirthMoment } from '../../core/birth.ts';
import { signIndexOf } from '../../core/glossary.ts';
import { findGrahaEvents, grahaPositions, positionOf } from '../../native/ephemeris.ts';
import { kaalSarpDosha, type KaalSarpResult } from './kaal-sarp.ts';
import { manglikDosha, type ManglikResult } from './manglik.ts';
import { JUPITER, MARS, MOON, natalAt, RAHU, SATURN, VENUS, type Natal, type NatalOptions } from './natal.ts';
import { sadeSatiStatus, spanEndJdUt, type SadeSatiStatus } from './sade-sati.ts';

export * from './natal.ts';
export * from './manglik.ts';
export * from './kaal-sarp.ts';
export * from './sade-sati.ts';

export function manglikOf(natal: Natal): ManglikResult {
  const l = natal.longitudesDeg;
  return manglikDosha({ marsDeg: l[MARS]!, moonDeg: l[MOON]!, venusDeg: l[VENUS]!, jupiterDeg: l[JUPITER]!, lagnaSignIndex: natal.lagnaSignIndex });
}

export function manglikFor(birth: BirthMoment, options: NatalOptions = {}): ManglikResult {
  return manglikOf(natalAt(birth, options));
}

export function kaalSarpFor(birth: BirthMoment, options: NatalOptions = {}): KaalSarpResult {
  const natal = natalAt(birth, options);
  return kaalSarpDosha(natal.longitudesDeg.subarray(0, 7), natal.longitudesDeg[RAHU]!, natal.lagnaSignIndex);
}

export interface SadeSatiResult extends SadeSatiStatus {
  atJdUt: number;
  moonSignIndex: number;
  saturnSignIndex: number;
  /** When the running span ends; null when inactive. */
  endJdUt: number | null;
}

/** Saturn's ingresses are searched this far ahead: a Sade Sati lasts at most about 8 years with retrograde returns. */
const SEARCH_AHEAD_DAYS = 366 * 10;

/**
 * Sade Sati at a moment (Lahiri sidereal throughout: it is a transit
 * reading, like the panchang). The natal Moon sign comes from the birth.
 */
export function sadeSatiFor(birth: BirthMoment, atJdUt: number): SadeSatiResult {
  const natal = natalAt(birth);
  return sadeSatiAt(signIndexOf(natal.longitudesDeg[MOON]!), atJdUt);
}

/** Sade Sati for a natal Moon sign (0..11) at a moment. */
export function sadeSatiAt(moonSignIndex: number, atJdUt: number): SadeSatiResult {
  const saturnSignIndex = signIndexOf(positionOf(grahaPositions(Float64Array.of(atJdUt)), 0, SATURN).longitudeDeg);
  const status = sadeSatiStatus(moonSignIndex, saturnSignIndex);
  let endJdUt: number | null = null;
  if (status.active) {
    const events = findGrahaEvents('saturn', atJdUt, atJdUt + SEARCH_AHEAD_DAYS, ['ingress']);
    endJdUt = spanEndJdUt(status.spanSignIndices, events.jdUt, events.index);
  }
  return { ...status, atJdUt, moonSignIndex, saturnSignIndex, endJdUt };
}
