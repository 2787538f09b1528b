/**
 * Yogas from the Moon: BPHS ch. 37 (Sunapha, Anapha, Durudhara, Kemadruma),
 * ch. 36 (Gaja Kesari, Adhi), Phaladeepika ch. 6 (Chandra-Mangala, Sakata,
 * Kemadruma's cancellation). "Grahas" here are Mars, Mercury, Jupiter,
 * Venus and Saturn: the Sun and the nodes do not form the Moon's yogas.
 */
import type { GrahaName } from '../../core/glossary.ts';
import { DUSTHANA_HOUSES, KENDRA_HOUSES, NATURAL_BENEFICS } from '../chart/index.ts';
import { type YogaRule, hit, none, yoga } from './rule.ts';

const TARA_GRAHAS: readonly GrahaName[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

function moonSides(ctx: Parameters<YogaRule['detect']>[0]): { second: GrahaName[]; twelfth: GrahaName[] } {
  const m = ctx.sign('moon');
  return { second: ctx.grahasInHouseFrom(m, 2, TARA_GRAHAS), twelfth: ctx.grahasInHouseFrom(m, 12, TARA_GRAHAS) };
}

export const LUNAR_YOGAS: readonly YogaRule[] = [
  yoga('sunapha', 'chandra', false, { id: 'sunapha' }, (ctx) => {
    const { second, twelfth } = moonSides(ctx);
    return second.length > 0 && twelfth.length === 0
      ? hit(second, { id: 'grahas_in_house_from', params: { grahas: second, house: 2, from: 'moon' } })
      : none;
  }),
  yoga('anapha', 'chandra', false, { id: 'anapha' }, (ctx) => {
    const { second, twelfth } = moonSides(ctx);
    return twelfth.length > 0 && second.length === 0
      ? hit(twelfth, { id: 'grahas_in_house_from', params: { grahas: twelfth, house: 12, from: 'moon' } })
      : none;
  }),
  yoga('durudhara', 'chandra', false, { id: 'durudhara' }, (ctx) => {
    const { second, twelfth } = moonSides(ctx);
    return second.length > 0 && twelfth.length > 0
      ? hit([...second, ...twelfth], { id: 'grahas_both_sides_of', params: { second, twelfth, from: 'moon' } })
      : none;
  }),
  yoga('kemadruma', 'chandra', false, { id: 'kemadruma' }, (ctx) => {
    const { second, twelfth } = moonSides(ctx);
    return second.length === 0 && twelfth.length === 0 ? hit(['moon'], { id: 'moon_alone' }) : none;
  }),
  yoga('kemadruma_bhanga', 'chandra', false, { id: 'kemadruma_bhanga' }, (ctx) => {
    const { second, twelfth } = moonSides(ctx);
    if (second.length > 0 || twelfth.length > 0) return none;
    const fromMoon = TARA_GRAHAS.filter((g) => KENDRA_HOUSES.includes(ctx.houseFromGraha('moon', g)));
    const fromLagna = ctx.lagnaSign === null ? [] : TARA_GRAHAS.filter((g) => KENDRA_HOUSES.includes(ctx.house(g)));
    if (fromMoon.length > 0) return hit(['moon', ...fromMoon], { id: 'kemadruma_cancelled', params: { grahas: fromMoon, from: 'moon' } });
    if (fromLagna.length > 0)
      return hit(['moon', ...fromLagna], { id: 'kemadruma_cancelled', params: { grahas: fromLagna, from: 'lagna' } });
    return none;
  }),
  yoga('gaja_kesari', 'chandra', false, { id: 'gaja_kesari' }, (ctx) => {
    const h = ctx.houseFromGraha('moon', 'jupiter');
    return KENDRA_HOUSES.includes(h) ? hit(['jupiter', 'moon'], { id: 'jupiter_from_moon', params: { house: h } }) : none;
  }),
  yoga('chandra_mangala', 'chandra', false, { id: 'chandra_mangala' }, (ctx) =>
    ctx.conjunct('moon', 'mars') ? hit(['moon', 'mars'], { id: 'moon_mars_conjunct' }) : none,
  ),
  yoga('adhi', 'chandra', false, { id: 'adhi' }, (ctx) =>
    NATURAL_BENEFICS.every((g) => [6, 7, 8].includes(ctx.houseFromGraha('moon', g)))
      ? hit([...NATURAL_BENEFICS], {
          id: 'benefics_from_moon',
          params: {
            mercury: ctx.houseFromGraha('moon', 'mercury'),
            jupiter: ctx.houseFromGraha('moon', 'jupiter'),
            venus: ctx.houseFromGraha('moon', 'venus'),
          },
        })
      : none,
  ),
  yoga('sakata', 'chandra', false, { id: 'sakata' }, (ctx) => {
    const h = ctx.houseFromGraha('jupiter', 'moon');
    return DUSTHANA_HOUSES.includes(h) ? hit(['moon', 'jupiter'], { id: 'moon_from_jupiter', params: { house: h } }) : none;
  }),
];
