/**
 * Shadbala, the six-fold strength of the seven grahas, BPHS ch. 27
 * ("Shadbala"), following the worked method of B.V. Raman, "Graha and Bhava
 * Balas" (chapters on each bala). Every part is in shashtiamsas (virupas,
 * 60 to a rupa). Where we simplify a classical rule the comment says so.
 * One file per bala: sthana.ts, dig.ts, kala.ts (with kala-day.ts, whose day is dayFrameAt of src/time, and
 * yuddha.ts), cheshta.ts, naisargika.ts, drik.ts (nature.ts: benefic or malefic, for
 * paksha and drik); shadbala.ts puts them together with the totals; the
 * answer is presented by src/operations/kundli/shadbala.ts. Other groups import only from here.
 */
export {
  uchchaBala,
  SAPTAVARGAS,
  saptavargajaBala,
  ojhayugmaBala,
  kendradiBala,
  drekkanaBala,
  sthanaBala,
  type SthanaBala,
} from './sthana.ts';
export { digBala } from './dig.ts';
export { pakshaBala, KRANTI_MAX_DEG, krantiDeg, ayanaBala, nathonnataBala, kalaBala, type KalaBala } from './kala.ts';
export { kalaLords, tribhagaLordAt, sunHourAngleDeg, kalaDayOf, type KalaDay } from './kala-day.ts';
export { yuddhaBala } from './yuddha.ts';
export { meanLongitudesDeg, cheshtaKendraBala, cheshtaBala } from './cheshta.ts';
export { NAISARGIKA_BALA } from './naisargika.ts';
export { sphutaDrishti, drikBala } from './drik.ts';
export { isBeneficFor } from './nature.ts';
export { MINIMUM_RUPAS, shadbalaParts, shadbalaTotals, type ShadbalaTotal } from './shadbala.ts';
export type { ShadbalaParts } from './parts.ts';
