/**
 * Dhana (wealth) yogas, BPHS ch. 41 v. 2-10, Lakshmi yoga (BPHS ch. 36 v.
 * 33) and Saraswati yoga (Phaladeepika ch. 6 v. 43).
 */
import { EXALTATION_SIGN, KENDRA_HOUSES, OWN_SIGNS, TRIKONA_HOUSES, inMoolatrikona } from '../chart/index.ts';
import { lordPairs } from './raja.ts';
import { type YogaRule, hit, none, yoga } from './rule.ts';

export const DHANA_YOGAS: readonly YogaRule[] = [
  yoga('dhana', 'dhana', true, { id: 'dhana' }, (ctx) => lordPairs(ctx, [2, 11], TRIKONA_HOUSES)),
  yoga('lakshmi', 'dhana', true, { id: 'lakshmi' }, (ctx) => {
    const l9 = ctx.lord(9);
    const s = ctx.sign(l9);
    const strong = s === EXALTATION_SIGN[l9] || OWN_SIGNS[l9].includes(s) || inMoolatrikona(l9, ctx.longitude(l9));
    const h = ctx.house(l9);
    const l1 = ctx.lord(1);
    if (!strong || !(KENDRA_HOUSES.includes(h) || TRIKONA_HOUSES.includes(h)) || ctx.dignity(l1) === 'debilitated') return none;
    return hit([l9, l1], { id: 'lakshmi', params: { ninthLord: l9, dignity: ctx.dignity(l9), house: h, lagnaLord: l1 } });
  }),
  yoga('saraswati', 'dhana', true, { id: 'saraswati' }, (ctx) => {
    const houses = [1, 2, 4, 5, 7, 9, 10];
    const ok = (['jupiter', 'venus', 'mercury'] as const).every((g) => houses.includes(ctx.house(g)));
    const d = ctx.dignity('jupiter');
    const jupiterWell = ['exalted', 'moolatrikona', 'own', 'friend', 'great_friend'].includes(d);
    return ok && jupiterWell
      ? hit(['jupiter', 'venus', 'mercury'], {
          id: 'saraswati',
          params: {
            jupiter: ctx.house('jupiter'),
            venus: ctx.house('venus'),
            mercury: ctx.house('mercury'),
            jupiterDignity: d,
          },
        })
      : none;
  }),
];
