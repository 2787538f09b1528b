/**
 * The quantity behind each kind of time Drik Panchang prints, and the
 * spacing of its boundaries, shared by the two fits of its printed times
 * (scripts/drik-fit.ts, scripts/fit-drik-times.ts; docs/engine.md).
 */
export type Quantity = 'elongation' | 'moon' | 'yoga' | 'sun';

/** What each printed kind is a boundary of: Moon - Sun, the Moon, Moon + Sun or the Sun. */
export const QUANTITY_OF: Record<string, Quantity> = {
  tithi: 'elongation',
  karana: 'elongation',
  nakshatra: 'moon',
  pada: 'moon',
  moon_sign: 'moon',
  yoga: 'yoga',
  surya_pada: 'sun',
  sankranti: 'sun',
};

/** Boundary spacing of each printed kind (degrees). */
export const WIDTH_DEG: Record<string, number> = {
  tithi: 12,
  karana: 6,
  nakshatra: 40 / 3,
  pada: 10 / 3,
  moon_sign: 30,
  yoga: 40 / 3,
  surya_pada: 10 / 3,
  sankranti: 30,
};
