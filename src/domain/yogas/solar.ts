/**
 * Yogas from the Sun, BPHS ch. 37 v. 9-11 (Vesi, Vasi, Ubhayachari) and
 * Budha-Aditya (Mercury with the Sun, Jataka Parijata ch. 7). The Moon and
 * the nodes do not form Vesi, Vasi or Ubhayachari.
 */
import type { GrahaName } from '../../core/glossary.ts';
import { list } from './context.ts';
import { type YogaRule, hit, none, yoga } from './rule.ts';

const OTHERS: readonly GrahaName[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

function sides(ctx: Parameters<YogaRule['detect']>[0]): { second: GrahaName[]; twelfth: GrahaName[] } {
  const s = ctx.sign('sun');
  return { second: ctx.grahasInHouseFrom(s, 2, OTHERS), twelfth: ctx.grahasInHouseFrom(s, 12, OTHERS) };
}

export const SOLAR_YOGAS: readonly YogaRule[] = [
  yoga('vesi', 'surya', 'Vesi', 'वेशि', false,
    'A graha other than the Moon and the nodes in the 2nd from the Sun, none in the 12th (BPHS ch. 37 v. 9).',
    (ctx) => {
      const { second, twelfth } = sides(ctx);
      return second.length > 0 && twelfth.length === 0 ? hit(second, `${list(second)} in the 2nd from the Sun.`) : none;
    }),
  yoga('vasi', 'surya', 'Vasi', 'वाशि', false,
    'A graha other than the Moon and the nodes in the 12th from the Sun, none in the 2nd (BPHS ch. 37 v. 9).',
    (ctx) => {
      const { second, twelfth } = sides(ctx);
      return twelfth.length > 0 && second.length === 0 ? hit(twelfth, `${list(twelfth)} in the 12th from the Sun.`) : none;
    }),
  yoga('ubhayachari', 'surya', 'Ubhayachari', 'उभयचरी', false,
    'Grahas other than the Moon and the nodes in both the 2nd and the 12th from the Sun (BPHS ch. 37 v. 10).',
    (ctx) => {
      const { second, twelfth } = sides(ctx);
      return second.length > 0 && twelfth.length > 0
        ? hit([...second, ...twelfth], `${list(second)} in the 2nd and ${list(twelfth)} in the 12th from the Sun.`) : none;
    }),
  yoga('budha_aditya', 'surya', 'Budha-Aditya', 'बुधादित्य', false,
    'Mercury and the Sun in the same sign (Jataka Parijata ch. 7).',
    (ctx) => ctx.conjunct('sun', 'mercury') ? hit(['sun', 'mercury'], 'The Sun and Mercury are conjunct.') : none),
];
