/**
 * Dashas: Vimshottari (with the running periods), Yogini and Jaimini Chara.
 * Pure functions of a Moon longitude (or a small chart) and UT Julian days;
 * the `*Of(chart)` entry points read them from the one chart model
 * (src/domain/chart).
 */
import { normalizeDeg } from '../../core/angles.ts';
import { SIGN_LORDS } from '../../core/glossary.ts';
import { grahaOf, type Chart } from '../chart/index.ts';
import { vargaSign } from '../vargas/index.ts';
import { charaDasha, type CharaResult } from './chara.ts';
import {
  runningVimshottari,
  vimshottariDasha,
  type RunningPeriod,
  type VimshottariOptions,
  type VimshottariResult,
} from './vimshottari.ts';
import type { DashaWindowOptions } from './window.ts';
import { yoginiDasha, type YoginiResult } from './yogini.ts';
import { kalachakraDasha, type KalachakraResult } from './kalachakra.ts';
import { nakshatraDasha, type NakshatraDashaOptions, type NakshatraDashaResult } from './nakshatra-engine.ts';
import type { ApplicabilityFacts, NakshatraDashaSystem } from './nakshatra-systems.ts';

export * from './year.ts';
export * from './window.ts';
export * from './vimshottari.ts';
export * from './yogini.ts';
export * from './chara.ts';
export * from './nakshatra-systems.ts';
export * from './nakshatra-engine.ts';
export * from './rashi-strength.ts';
export * from './rashi-engine.ts';
export * from './brahma.ts';
export * from './kalachakra.ts';

/** Vimshottari periods from the chart's Moon. */
export function vimshottariOf(chart: Chart, options: VimshottariOptions = {}): VimshottariResult {
  return vimshottariDasha(chart.jdUt, grahaOf(chart, 'moon').longitudeDeg, options);
}

/** The Vimshottari periods running at atJdUt (maha to sookshma). */
export function runningVimshottariOf(chart: Chart, atJdUt: number): RunningPeriod[] {
  return runningVimshottari(chart.jdUt, grahaOf(chart, 'moon').longitudeDeg, atJdUt);
}

/** Yogini periods from the chart's Moon. */
export function yoginiOf(chart: Chart, options: DashaWindowOptions = {}): YoginiResult {
  return yoginiDasha(chart.jdUt, grahaOf(chart, 'moon').longitudeDeg, options);
}

/** Kalachakra periods from the chart's Moon. */
export function kalachakraOf(chart: Chart, options: DashaWindowOptions = {}): KalachakraResult {
  return kalachakraDasha(chart.jdUt, grahaOf(chart, 'moon').longitudeDeg, options);
}

/** Chara dasha starts from the lagna: the chart needs one (a known birth time). */
export function charaOf(chart: Chart): CharaResult {
  if (chart.lagna === null)
    throw new Error('Expected a chart with a lagna for the Chara dasha but received one without (birth time unknown)');
  return charaDasha(chart.jdUt, { lagnaSignIndex: chart.lagna.signIndex, longitudesDeg: chart.grahas.map((g) => g.longitudeDeg) });
}

/**
 * What the applicability conditions read from a chart with a lagna: the
 * lagna's Parashari hora (the D2 sign: Leo is the Sun's hora, Cancer the
 * Moon's; BPHS 6), its navamsa and dwadashamsa signs (the vargas' own
 * Parashara rules), the paksha, and day or night (the Sun above the horizon:
 * on the ecliptic, between the descendant and the ascendant through the MC).
 */
export function applicabilityFacts(chart: Chart): ApplicabilityFacts | null {
  const lagna = chart.lagna;
  if (lagna === null) return null;
  const sun = grahaOf(chart, 'sun').longitudeDeg;
  const moon = grahaOf(chart, 'moon').longitudeDeg;
  return {
    lagnaSignIndex: lagna.signIndex,
    signOf: (graha) => grahaOf(chart, graha).signIndex,
    lordOf: (signIndex) => SIGN_LORDS[signIndex]!,
    lagnaHora: vargaSign('D2', lagna.longitudeDeg, 'parashara') === LEO_SIGN_INDEX ? 'sun' : 'moon',
    lagnaNavamsaSignIndex: vargaSign('D9', lagna.longitudeDeg, 'parashara'),
    lagnaDwadashamsaSignIndex: vargaSign('D12', lagna.longitudeDeg, 'parashara'),
    shuklaPaksha: normalizeDeg(moon - sun) < 180,
    dayBirth: normalizeDeg(sun - lagna.longitudeDeg) > 180,
  };
}

/** Leo, the Sun's hora in the Parashara D2 (Cancer is the Moon's). */
const LEO_SIGN_INDEX = 4;

export interface NakshatraDashaOfResult extends NakshatraDashaResult {
  /** The system's condition met by the chart; null without a lagna (birth time unknown) or for a system without one. */
  applicable: boolean | null;
}

/** A nakshatra dasha from the chart's Moon, with whether its condition holds. */
export function nakshatraDashaOf(chart: Chart, system: NakshatraDashaSystem, options: NakshatraDashaOptions = {}): NakshatraDashaOfResult {
  const facts = applicabilityFacts(chart);
  const applicable = system.applies === null || facts === null ? null : system.applies(facts);
  return { ...nakshatraDasha(system, chart.jdUt, grahaOf(chart, 'moon').longitudeDeg, options), applicable };
}
