/** The six strengths of one graha before totals (its own module so that yuddha.ts and shadbala.ts do not import each other). */
import type { KalaBala } from './kala.ts';
import type { SthanaBala } from './sthana.ts';

export interface ShadbalaParts {
  sthana: SthanaBala;
  /** Left out when the birth time is unknown. */
  dig?: number;
  kala: KalaBala;
  cheshta: number;
  naisargika: number;
  drik: number;
}
