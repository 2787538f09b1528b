/** The matchmaking group: Ashtakoot and the Manglik match; person_a is read as the groom (docs/matching.md). */
import { matchAshtakoot } from './ashtakoot.ts';
import { matchManglik } from './manglik.ts';

export const matchOperations = [matchAshtakoot, matchManglik];
