/**
 * Yogas from the Sun, BPHS ch. 37 v. 9-11 (Vesi, Vasi, Ubhayachari) and
 * Budha-Aditya (Mercury with the Sun, Jataka Parijata ch. 7). The Moon and
 * the nodes do not form Vesi, Vasi or Ubhayachari.
 */
import type { GrahaName } from '../../core/glossary.ts';
import { type YogaRule, hit, none, yoga } from './rule.ts';

const OTHERS: readonly GrahaName[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

function sides(ctx: Parameters<YogaRule['detect']>[0]): { second: GrahaName[]; twelfth: GrahaName[] } {
  const s = ctx.sign('sun');
  return { second: ctx.grahasInHouseFrom(s, 2, OTHERS), twelfth: ctx.grahasInHouseFrom(s, 12, OTHERS) };
}

export const SOLAR_YOGAS: readonly YogaRule[] = [
  yoga('vesi', 'surya', false, { id: 'vesi' }, (ctx) => {
    const { second, twelfth } = sides(ctx);
    return second.length > 0 && twelfth.length === 0
      ? hit(second, { id: 'grahas_in_house_from', params: { grahas: second, house: 2, from: 'sun' } })
      : none;
  }),
  yoga('vasi', 'surya', false, { id: 'vasi' }, (ctx) => {
    const { second, twelfth } = sides(ctx);
    return twelfth.length > 0 && second.length === 0
      ? hit(twelfth, { id: 'grahas_in_house_from', params: { grahas: twelfth, house: 12, from: 'sun' } })
      : none;
  }),
  yoga('ubhayachari', 'surya', false, { id: 'ubhayachari' }, (ctx) => {
    const { second, twelfth } = sides(ctx);
    return second.length > 0 && twelfth.length > 0
      ? hit([...second, ...twelfth], { id: 'grahas_both_sides_of', params: { second, twelfth, from: 'sun' } })
      : none;
  }),
  yoga('budha_aditya', 'surya', false, { id: 'budha_aditya' }, (ctx) =>
    ctx.conjunct('sun', 'mercury') ? hit(['sun', 'mercury'], { id: 'sun_mercury_conjunct' }) : none,
  ),
];
