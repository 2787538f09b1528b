/**
 * Dashas: Vimshottari (with the running periods), Yogini and Jaimini Chara.
 * Pure functions of a Moon longitude (or a small chart) and UT Julian days;
 * `*For(birth)` helpers take a resolved BirthMoment and do the one ephemeris
 * call each system needs.
 */
import type { BirthMoment } from '../../core/birth.ts';
import { errors } from '../../core/errors.ts';
import { natalAt, MOON, type NatalOptions } from '../doshas/natal.ts';
import { charaDasha, type CharaResult } from './chara.ts';
import { runningVimshottari, vimshottariDasha, type RunningPeriod, type VimshottariOptions, type VimshottariResult } from './vimshottari.ts';
import { yoginiDasha, type YoginiResult } from './yogini.ts';

export * from './year.ts';
export * from './vimshottari.ts';
export * from './yogini.ts';
export * from './chara.ts';

export function vimshottariFor(birth: BirthMoment, options: VimshottariOptions & NatalOptions = {}): VimshottariResult {
  const natal = natalAt(birth, { ...options, node: options.node ?? 'true' });
  return vimshottariDasha(birth.jdUt, natal.longitudesDeg[MOON]!, options);
}

export function runningVimshottariFor(birth: BirthMoment, atJdUt: number, options: NatalOptions = {}): RunningPeriod[] {
  const natal = natalAt(birth, options);
  return runningVimshottari(birth.jdUt, natal.longitudesDeg[MOON]!, atJdUt);
}

export function yoginiFor(birth: BirthMoment, options: NatalOptions = {}): YoginiResult {
  const natal = natalAt(birth, options);
  return yoginiDasha(birth.jdUt, natal.longitudesDeg[MOON]!);
}

/** Chara dasha needs the lagna: refused when the birth time is unknown. */
export function charaFor(birth: BirthMoment, options: NatalOptions = {}): CharaResult {
  if (birth.timeAccuracy === 'unknown') {
    throw errors.invalidParameterMessage('birth.time_accuracy', 'Chara dasha starts from the lagna and needs a known birth time');
  }
  const natal = natalAt(birth, options);
  return charaDasha(birth.jdUt, { lagnaSignIndex: natal.lagnaSignIndex!, longitudesDeg: natal.longitudesDeg });
}
