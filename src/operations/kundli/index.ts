/**
 * The kundli group: the birth chart, Avakhada, divisional charts, aspects,
 * yogas, Ashtakavarga, Shadbala, and the positions of the nine grahas at a
 * birth or a moment (docs/kundli.md).
 */
import { kundliAshtakavarga } from './ashtakavarga.ts';
import { kundliAspects } from './aspects.ts';
import { kundliBirthDetails } from './birth-details.ts';
import { kundliDivisional } from './divisional.ts';
import { kundli } from './kundli.ts';
import { planetsPositions } from './planets-positions.ts';
import { kundliShadbala } from './shadbala.ts';
import { kundliYogas } from './yogas.ts';

export const kundliOperations = [
  kundli,
  kundliBirthDetails,
  kundliDivisional,
  kundliAspects,
  kundliYogas,
  kundliAshtakavarga,
  kundliShadbala,
  planetsPositions,
];
