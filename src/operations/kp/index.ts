/** The KP group: Krishnamurti Paddhati chart, significators, ruling planets and horary (docs/kp.md). */
import { kpChart } from './chart.ts';
import { kpHorary } from './horary.ts';
import { kpRulingPlanets } from './ruling-planets.ts';
import { kpSignificatorsOperation } from './significators.ts';

export const kpOperations = [kpChart, kpSignificatorsOperation, kpRulingPlanets, kpHorary];
