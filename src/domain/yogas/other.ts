/**
 * Other classical yogas: Amala (BPHS ch. 36 v. 12), Shubha and Papa Kartari
 * (Phaladeepika ch. 6 v. 60), Chatussagara (Phaladeepika ch. 6 v. 27),
 * Vasumati (Phaladeepika ch. 6 v. 12), Parvata, Kahala and Shankha (BPHS ch.
 * 36 v. 14-15, 16-17, 20), Guru-Mangala (Phaladeepika ch. 6).
 */
import type { GrahaName } from '../../core/glossary.ts';
import {
  KENDRA_HOUSES,
  NATURAL_BENEFICS,
  NATURAL_BENEFICS_WITH_MOON,
  NATURAL_MALEFICS_WITH_NODES,
  UPACHAYA_HOUSES,
} from '../chart/index.ts';
import { type YogaContext, SEVEN } from './context.ts';
import { type YogaRule, hit, none, yoga } from './rule.ts';
import type { YogaFormedText } from './sentences.ts';

const ALL: readonly GrahaName[] = [...SEVEN, 'rahu', 'ketu'];

function inHouse(ctx: YogaContext, house: number, among: readonly GrahaName[] = ALL): GrahaName[] {
  return among.filter((g) => ctx.house(g) === house);
}

function lagnaLordStrong(ctx: YogaContext): boolean {
  return !['debilitated', 'enemy', 'great_enemy'].includes(ctx.dignity(ctx.lord(1)));
}

function mutualKendra(ctx: YogaContext, a: GrahaName, b: GrahaName): boolean {
  return KENDRA_HOUSES.includes(ctx.houseFromGraha(a, b));
}

/** Lord a's place counted from lord b ("a is in the 10th from b"). */
function lordsInMutualKendra(
  ctx: YogaContext,
  a: { graha: GrahaName; house: number },
  b: { graha: GrahaName; house: number },
): YogaFormedText {
  return { id: 'lords_in_mutual_kendra', params: { a, b, apart: ctx.houseFromGraha(b.graha, a.graha) } };
}

export const OTHER_YOGAS: readonly YogaRule[] = [
  yoga('amala', 'other', true, { id: 'amala' }, (ctx) => {
    for (const [from, fromSign] of [
      ['lagna', ctx.lagnaSign!],
      ['moon', ctx.sign('moon')],
    ] as const) {
      const there = ALL.filter((g) => ctx.sign(g) === (fromSign + 9) % 12);
      if (there.length > 0 && there.every((g) => NATURAL_BENEFICS.includes(g as never)))
        return hit(there, { id: 'alone_in_tenth', params: { grahas: there, from } });
    }
    return none;
  }),
  yoga('shubha_kartari', 'other', true, { id: 'shubha_kartari' }, (ctx) => {
    const b2 = inHouse(ctx, 2, NATURAL_BENEFICS_WITH_MOON);
    const b12 = inHouse(ctx, 12, NATURAL_BENEFICS_WITH_MOON);
    const m = [...inHouse(ctx, 2, NATURAL_MALEFICS_WITH_NODES), ...inHouse(ctx, 12, NATURAL_MALEFICS_WITH_NODES)];
    return b2.length > 0 && b12.length > 0 && m.length === 0
      ? hit([...b2, ...b12], { id: 'second_and_twelfth', params: { second: b2, twelfth: b12 } })
      : none;
  }),
  yoga('papa_kartari', 'other', true, { id: 'papa_kartari' }, (ctx) => {
    const m2 = inHouse(ctx, 2, NATURAL_MALEFICS_WITH_NODES);
    const m12 = inHouse(ctx, 12, NATURAL_MALEFICS_WITH_NODES);
    const b = [...inHouse(ctx, 2, NATURAL_BENEFICS_WITH_MOON), ...inHouse(ctx, 12, NATURAL_BENEFICS_WITH_MOON)];
    return m2.length > 0 && m12.length > 0 && b.length === 0
      ? hit([...m2, ...m12], { id: 'second_and_twelfth', params: { second: m2, twelfth: m12 } })
      : none;
  }),
  yoga('chatussagara', 'other', true, { id: 'chatussagara' }, (ctx) =>
    KENDRA_HOUSES.every((h) => inHouse(ctx, h, SEVEN).length > 0)
      ? hit(
          SEVEN.filter((g) => KENDRA_HOUSES.includes(ctx.house(g))),
          { id: 'every_kendra_occupied' },
        )
      : none,
  ),
  yoga('vasumati', 'other', true, { id: 'vasumati' }, (ctx) => {
    if (NATURAL_BENEFICS.every((g) => UPACHAYA_HOUSES.includes(ctx.house(g))))
      return hit([...NATURAL_BENEFICS], { id: 'benefics_in_upachayas', params: { from: 'lagna' } });
    if (NATURAL_BENEFICS.every((g) => UPACHAYA_HOUSES.includes(ctx.houseFromGraha('moon', g))))
      return hit([...NATURAL_BENEFICS], { id: 'benefics_in_upachayas', params: { from: 'moon' } });
    return none;
  }),
  yoga('parvata', 'other', true, { id: 'parvata' }, (ctx) => {
    const b = NATURAL_BENEFICS.filter((g) => KENDRA_HOUSES.includes(ctx.house(g)));
    const badMalefic = [6, 8].some((h) => inHouse(ctx, h, NATURAL_MALEFICS_WITH_NODES).length > 0);
    const maleficKendra = NATURAL_MALEFICS_WITH_NODES.some((g) => KENDRA_HOUSES.includes(ctx.house(g)));
    return b.length > 0 && !badMalefic && !maleficKendra ? hit(b, { id: 'benefics_in_kendras', params: { grahas: b } }) : none;
  }),
  yoga('kahala', 'other', true, { id: 'kahala' }, (ctx) => {
    const a = ctx.lord(4);
    const b = ctx.lord(9);
    return a !== b && mutualKendra(ctx, a, b) && lagnaLordStrong(ctx)
      ? hit([a, b], lordsInMutualKendra(ctx, { graha: a, house: 4 }, { graha: b, house: 9 }))
      : none;
  }),
  yoga('shankha', 'other', true, { id: 'shankha' }, (ctx) => {
    const a = ctx.lord(5);
    const b = ctx.lord(6);
    return a !== b && mutualKendra(ctx, a, b) && lagnaLordStrong(ctx)
      ? hit([a, b], lordsInMutualKendra(ctx, { graha: a, house: 5 }, { graha: b, house: 6 }))
      : none;
  }),
  yoga('guru_mangala', 'other', false, { id: 'guru_mangala' }, (ctx) => {
    const h = ctx.houseFromGraha('jupiter', 'mars');
    return h === 1 || h === 7 ? hit(['jupiter', 'mars'], { id: h === 1 ? 'jupiter_mars_conjunct' : 'jupiter_mars_opposite' }) : none;
  }),
];
