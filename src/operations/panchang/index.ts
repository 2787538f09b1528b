/** The panchang group: panchang, choghadiya and hora of a place and day (docs/panchang.md). */
import { panchangChoghadiya } from './choghadiya.ts';
import { panchangHora } from './hora.ts';
import { panchang } from './panchang.ts';
import { panchangBatch, panchangRange } from './range.ts';

export const panchangOperations = [panchang, panchangChoghadiya, panchangHora, panchangRange, panchangBatch];
