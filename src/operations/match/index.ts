/** The matchmaking group: Ashtakoot, the Manglik match and the poruthams; person_a is read as the groom (docs/matching.md). */
import { matchAshtakoot } from './ashtakoot.ts';
import { matchManglik } from './manglik.ts';
import { matchPorutham } from './porutham.ts';

export const matchOperations = [matchAshtakoot, matchManglik, matchPorutham];
