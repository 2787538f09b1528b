/**
 * The registry: every festival rule, in calendar order of the festivals'
 * usual dates. One file per festival or family of festivals; add a new file's
 * rules here.
 */
import type { FestivalRule } from '../types.ts';
import { makarSankranti } from './makar-sankranti.ts';

export const FESTIVAL_RULES: readonly FestivalRule[] = [
  makarSankranti,
];
