/**
 * Naisargika bala, natural strength (BPHS 27.22): 60 x k / 7 shashtiamsas in
 * the order Saturn k = 1 .. Sun k = 7.
 */
import type { SevenGraha } from '../../core/glossary.ts';

export const NAISARGIKA_BALA: Readonly<Record<SevenGraha, number>> = {
  sun: 60,
  moon: (60 * 6) / 7,
  venus: (60 * 5) / 7,
  jupiter: (60 * 4) / 7,
  mercury: (60 * 3) / 7,
  mars: (60 * 2) / 7,
  saturn: 60 / 7,
};
