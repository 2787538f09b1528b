/**
 * Dhana (wealth) yogas, BPHS ch. 41 v. 2-10, Lakshmi yoga (BPHS ch. 36 v.
 * 33) and Saraswati yoga (Phaladeepika ch. 6 v. 43).
 */
import { EXALTATION_SIGN, OWN_SIGNS, inMoolatrikona } from '../chart/index.ts';
import { KENDRAS, TRIKONAS, cap, ordinal } from './context.ts';
import { lordPairs } from './raja.ts';
import { type YogaRule, hit, none, yoga } from './rule.ts';

export const DHANA_YOGAS: readonly YogaRule[] = [
  yoga('dhana', 'dhana', 'Dhana yoga', 'धनयोग', true,
    'The lord of the 2nd or the 11th conjunct, in mutual aspect or exchanging signs with the lord of the 1st, 5th or 9th (BPHS ch. 41).',
    (ctx) => lordPairs(ctx, [2, 11], [1, 5, 9])),
  yoga('lakshmi', 'dhana', 'Lakshmi', 'लक्ष्मी', true,
    'The lord of the 9th in its own, moolatrikona or exaltation sign in a kendra or trikona, and the lagna lord not debilitated (BPHS ch. 36 v. 33).',
    (ctx) => {
      const l9 = ctx.lord(9);
      const s = ctx.sign(l9);
      const strong = s === EXALTATION_SIGN[l9] || OWN_SIGNS[l9].includes(s) || inMoolatrikona(l9, ctx.longitude(l9));
      const h = ctx.house(l9);
      const l1 = ctx.lord(1);
      if (!strong || !(KENDRAS.includes(h) || TRIKONAS.includes(h)) || ctx.dignity(l1) === 'debilitated') return none;
      return hit([l9, l1], `${cap(l9)}, lord of the 9th, is ${ctx.dignity(l9)} in house ${h}; the lagna lord ${cap(l1)} is not debilitated.`);
    }),
  yoga('saraswati', 'dhana', 'Saraswati', 'सरस्वती', true,
    'Jupiter, Venus and Mercury in kendras, trikonas or the 2nd house, Jupiter in its own, exaltation or a friend\'s sign (Phaladeepika ch. 6 v. 43).',
    (ctx) => {
      const houses = [1, 2, 4, 5, 7, 9, 10];
      const ok = (['jupiter', 'venus', 'mercury'] as const).every((g) => houses.includes(ctx.house(g)));
      const d = ctx.dignity('jupiter');
      const jupiterWell = ['exalted', 'moolatrikona', 'own', 'friend', 'great_friend'].includes(d);
      return ok && jupiterWell
        ? hit(['jupiter', 'venus', 'mercury'], `Jupiter (${ordinal(ctx.house('jupiter'))}, ${d.replace('_', ' ')}), Venus (${ordinal(ctx.house('venus'))}) and Mercury (${ordinal(ctx.house('mercury'))}).`)
        : none;
    }),
];
