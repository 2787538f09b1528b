/**
 * Hora: the 24 planetary hours of a day from sunrise. The twelve day horas
 * each last a twelfth of sunrise..sunset, the twelve night horas a twelfth
 * of sunset..next sunrise. The first hora belongs to the weekday's lord and
 * the lords follow the Chaldean order (core/glossary.ts CHALDEAN_ORDER).
 */
import { CHALDEAN_ORDER, VARA_LORDS, type GrahaName } from '../../core/glossary.ts';
import type { SunFrame } from '../../time/day-frame.ts';

export interface Hora {
  /** 1..24 from sunrise. */
  number: number;
  lord: GrahaName;
  part: 'day' | 'night';
  startJdUt: number;
  endJdUt: number;
}

export function horasOf(frame: Pick<SunFrame, 'sunriseJdUt' | 'sunsetJdUt' | 'nextSunriseJdUt' | 'weekdayIndex'>): Hora[] {
  const first = CHALDEAN_ORDER.indexOf(VARA_LORDS[frame.weekdayIndex]!);
  const horas: Hora[] = [];
  const dayLength = (frame.sunsetJdUt - frame.sunriseJdUt) / 12;
  const nightLength = (frame.nextSunriseJdUt - frame.sunsetJdUt) / 12;
  for (let i = 0; i < 24; i += 1) {
    const day = i < 12;
    const from = day ? frame.sunriseJdUt + i * dayLength : frame.sunsetJdUt + (i - 12) * nightLength;
    const end = i === 11 ? frame.sunsetJdUt : i === 23 ? frame.nextSunriseJdUt : from + (day ? dayLength : nightLength);
    horas.push({ number: i + 1, lord: CHALDEAN_ORDER[(first + i) % 7]!, part: day ? 'day' : 'night', startJdUt: from, endJdUt: end });
  }
  return horas;
}
