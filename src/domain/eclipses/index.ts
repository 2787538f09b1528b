/** Eclipses at a place with their sutak (docs/eclipses.md). */
export {
  eclipsesAt,
  ECLIPSE_TYPES,
  MAX_ECLIPSE_RANGE_DAYS,
  type Eclipse,
  type EclipseBody,
  type EclipseType,
  type LocalEclipse,
} from './eclipses.ts';
export { ECLIPSE_KIND_TERMS, ECLIPSE_TYPE_TERMS } from './labels.ts';
export { praharStartBefore, sutakOf, SUTAK_PRAHARS, VULNERABLE_SUTAK_PRAHARS, type Sutak } from './sutak.ts';
export { solarEclipsePossibleAt } from './visibility.ts';
