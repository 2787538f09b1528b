/** The eclipses group: eclipses at a place with their sutak (docs/eclipses.md). */
import { eclipses } from './eclipses.ts';
import { eclipsesBatch } from './batch.ts';

export const eclipsesOperations = [eclipses, eclipsesBatch];
