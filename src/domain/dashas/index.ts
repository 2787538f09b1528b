/**
 * Dashas: Vimshottari (with the running periods), Yogini and Jaimini Chara.
 * Pure functions of a Moon longitude (or a small chart) and UT Julian days;
 * the `*Of(chart)` entry points read them from the one chart model
 * (src/domain/chart).
 */
import { grahaOf, type Chart } from '../chart/index.ts';
import { charaDasha, type CharaResult } from './chara.ts';
import { runningVimshottari, vimshottariDasha, type RunningPeriod, type VimshottariOptions, type VimshottariResult } from './vimshottari.ts';
import type { DashaWindowOptions } from './window.ts';
import { yoginiDasha, type YoginiResult } from './yogini.ts';

export * from './year.ts';
export * from './window.ts';
export * from './vimshottari.ts';
export * from './yogini.ts';
export * from './chara.ts';

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

/** Chara dasha starts from the lagna: the chart needs one (a known birth time). */
export function charaOf(chart: Chart): CharaResult {
  if (chart.lagna === null) throw new Error('Expected a chart with a lagna for the Chara dasha but received one without (birth time unknown)');
  return charaDasha(chart.jdUt, { lagnaSignIndex: chart.lagna.signIndex, longitudesDeg: chart.grahas.map((g) => g.longitudeDeg) });
}
