/**
 * The chart of a birth as the dasha, dosha and matching operations read it:
 * an approximate time is read as given. These operations do not report the
 * ±15 minute check the kundli operations make, so the chart does not compute
 * it (and never reads moments outside the ephemeris years for a birth at
 * their very edge).
 */
import type { BirthMoment } from '../core/birth.ts';
import { computeChart, type Chart, type ChartOptions } from '../domain/chart/index.ts';

export function chartAsGiven(birth: BirthMoment, options: ChartOptions): Chart {
  return computeChart(birth.timeAccuracy === 'approximate' ? { ...birth, timeAccuracy: 'exact' } : birth, options);
}
