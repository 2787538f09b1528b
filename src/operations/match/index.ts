/** The matchmaking group: Ashtakoot, the Manglik match, the poruthams and the Ghatak Chakra; person_a is read as the groom (docs/matching.md). */
import { matchAshtakoot } from './ashtakoot.ts';
import { matchGhatakChakra } from './ghatak-chakra.ts';
import { matchManglik } from './manglik.ts';
import { matchPorutham } from './porutham.ts';

export const matchOperations = [matchAshtakoot, matchManglik, matchPorutham, matchGhatakChakra];
