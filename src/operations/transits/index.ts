/** The transits group: the events of the grahas over a range of dates, and the grahas of a moment against a birth chart (docs/transits.md). */
import { transits } from './events.ts';
import { transitsNatal } from './natal.ts';

export const transitsOperations = [transits, transitsNatal];
