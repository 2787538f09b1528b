/**
 * Other classical yogas: Amala (BPHS ch. 36 v. 12), Shubha and Papa Kartari
 * (Phaladeepika ch. 6 v. 60), Chatussagara (Phaladeepika ch. 6 v. 27),
 * Vasumati (Phaladeepika ch. 6 v. 12), Parvata, Kahala and Shankha (BPHS ch.
 * 36 v. 14-15, 16-17, 20), Guru-Mangala (Phaladeepika ch. 6).
 */
import type { GrahaName } from '../../core/glossary.ts';
import { BENEFICS, KENDRAS, type YogaContext, SEVEN, cap, list, ordinal } from './context.ts';
import { type YogaRule, hit, none, yoga } from './rule.ts';

const BENEFIC_SET: readonly GrahaName[] = ['mercury', 'jupiter', 'venus', 'moon'];
const MALEFIC_SET: readonly GrahaName[] = ['sun', 'mars', 'saturn', 'rahu', 'ketu'];
const ALL: readonly GrahaName[] = [...SEVEN, 'rahu', 'ketu'];

function inHouse(ctx: YogaContext, house: number, among: readonly GrahaName[] = ALL): GrahaName[] {
  return among.filter((g) => ctx.house(g) === house);
}

function lagnaLordStrong(ctx: YogaContext): boolean {
  return !['debilitated', 'enemy', 'great_enemy'].includes(ctx.dignity(ctx.lord(1)));
}

function mutualKendra(ctx: YogaContext, a: GrahaName, b: GrahaName): boolean {
  return KENDRAS.includes(ctx.houseFromGraha(a, b));
}

export const OTHER_YOGAS: readonly YogaRule[] = [
  yoga('amala', 'other', 'Amala', 'अमल', true,
    'Only natural benefics (Mercury, Jupiter, Venus) in the 10th from the lagna or from the Moon (BPHS ch. 36 v. 12).',
    (ctx) => {
      for (const [from, fromSign] of [['lagna', ctx.lagnaSign!], ['Moon', ctx.sign('moon')]] as const) {
        const there = ALL.filter((g) => ctx.sign(g) === (fromSign + 9) % 12);
        if (there.length > 0 && there.every((g) => BENEFICS.includes(g as never))) return hit(there, `${list(there)} alone in the 10th from the ${from}.`);
      }
      return none;
    }),
  yoga('shubha_kartari', 'other', 'Shubha Kartari', 'शुभ कर्तरी', true,
    'Natural benefics in both the 2nd and the 12th from the lagna, no malefic there (Phaladeepika ch. 6 v. 60).',
    (ctx) => {
      const b2 = inHouse(ctx, 2, BENEFIC_SET);
      const b12 = inHouse(ctx, 12, BENEFIC_SET);
      const m = [...inHouse(ctx, 2, MALEFIC_SET), ...inHouse(ctx, 12, MALEFIC_SET)];
      return b2.length > 0 && b12.length > 0 && m.length === 0 ? hit([...b2, ...b12], `${list(b2)} in the 2nd and ${list(b12)} in the 12th.`) : none;
    }),
  yoga('papa_kartari', 'other', 'Papa Kartari', 'पाप कर्तरी', true,
    'Malefics in both the 2nd and the 12th from the lagna, no benefic there (Phaladeepika ch. 6 v. 60).',
    (ctx) => {
      const m2 = inHouse(ctx, 2, MALEFIC_SET);
      const m12 = inHouse(ctx, 12, MALEFIC_SET);
      const b = [...inHouse(ctx, 2, BENEFIC_SET), ...inHouse(ctx, 12, BENEFIC_SET)];
      return m2.length > 0 && m12.length > 0 && b.length === 0 ? hit([...m2, ...m12], `${list(m2)} in the 2nd and ${list(m12)} in the 12th.`) : none;
    }),
  yoga('chatussagara', 'other', 'Chatussagara', 'चतुस्सागर', true,
    'All four kendras (1, 4, 7, 10) occupied by grahas (Phaladeepika ch. 6 v. 27).',
    (ctx) => KENDRAS.every((h) => inHouse(ctx, h, SEVEN).length > 0)
      ? hit(SEVEN.filter((g) => KENDRAS.includes(ctx.house(g))), 'Every kendra holds a graha.') : none),
  yoga('vasumati', 'other', 'Vasumati', 'वसुमती', true,
    'Mercury, Jupiter and Venus all in upachayas (3, 6, 10, 11) from the lagna or from the Moon (Phaladeepika ch. 6 v. 12).',
    (ctx) => {
      const up = [3, 6, 10, 11];
      if (BENEFICS.every((g) => up.includes(ctx.house(g)))) return hit([...BENEFICS], 'Mercury, Jupiter and Venus are in upachayas from the lagna.');
      if (BENEFICS.every((g) => up.includes(ctx.houseFromGraha('moon', g)))) return hit([...BENEFICS], 'Mercury, Jupiter and Venus are in upachayas from the Moon.');
      return none;
    }),
  yoga('parvata', 'other', 'Parvata', 'पर्वत', true,
    'Benefics in kendras, and the 6th and 8th empty or holding benefics only (BPHS ch. 36 v. 14).',
    (ctx) => {
      const b = BENEFICS.filter((g) => KENDRAS.includes(ctx.house(g)));
      const badMalefic = [6, 8].some((h) => inHouse(ctx, h, MALEFIC_SET).length > 0);
      const maleficKendra = MALEFIC_SET.some((g) => KENDRAS.includes(ctx.house(g)));
      return b.length > 0 && !badMalefic && !maleficKendra ? hit(b, `${list(b)} in kendras; the 6th and 8th hold no malefic.`) : none;
    }),
  yoga('kahala', 'other', 'Kahala', 'काहल', true,
    'The lords of the 4th and 9th in mutual kendras, and the lagna lord strong (not debilitated or in an enemy sign) (BPHS ch. 36 v. 16).',
    (ctx) => {
      const a = ctx.lord(4);
      const b = ctx.lord(9);
      return a !== b && mutualKendra(ctx, a, b) && lagnaLordStrong(ctx)
        ? hit([a, b], `${cap(a)} (lord of the 4th) is in the ${ordinal(ctx.houseFromGraha(a, b))} from ${cap(b)} (lord of the 9th).`) : none;
    }),
  yoga('shankha', 'other', 'Shankha', 'शंख', true,
    'The lords of the 5th and 6th in mutual kendras, and the lagna lord strong (BPHS ch. 36 v. 20).',
    (ctx) => {
      const a = ctx.lord(5);
      const b = ctx.lord(6);
      return a !== b && mutualKendra(ctx, a, b) && lagnaLordStrong(ctx)
        ? hit([a, b], `${cap(a)} (lord of the 5th) is in the ${ordinal(ctx.houseFromGraha(a, b))} from ${cap(b)} (lord of the 6th).`) : none;
    }),
  yoga('guru_mangala', 'other', 'Guru-Mangala', 'गुरु-मंगल', false,
    'Jupiter and Mars conjunct or in the 7th from each other (Phaladeepika ch. 6).',
    (ctx) => {
      const h = ctx.houseFromGraha('jupiter', 'mars');
      return h === 1 || h === 7 ? hit(['jupiter', 'mars'], h === 1 ? 'Jupiter and Mars are conjunct.' : 'Jupiter and Mars are in the 7th from each other.') : none;
    }),
];
