/** The KP group (docs/kp.md). */
import { kpRulingPlanets } from './ruling-planets.ts';

export const kpOperations = [kpRulingPlanets];
