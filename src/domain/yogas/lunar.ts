/**
 * Yogas from the Moon: BPHS ch. 37 (Sunapha, Anapha, Durudhara, Kemadruma),
 * ch. 36 (Gaja Kesari, Adhi), Phaladeepika ch. 6 (Chandra-Mangala, Sakata,
 * Kemadruma's cancellation). "Grahas" here are Mars, Mercury, Jupiter,
 * Venus and Saturn: the Sun and the nodes do not form the Moon's yogas.
 */
import type { GrahaName } from '../../core/glossary.ts';
import { BENEFICS, KENDRAS, list, ordinal } from './context.ts';
import { type YogaRule, hit, none, yoga } from './rule.ts';

const TARA_GRAHAS: readonly GrahaName[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

function moonSides(ctx: Parameters<YogaRule['detect']>[0]): { second: GrahaName[]; twelfth: GrahaName[] } {
  const m = ctx.sign('moon');
  return { second: ctx.grahasInHouseFrom(m, 2, TARA_GRAHAS), twelfth: ctx.grahasInHouseFrom(m, 12, TARA_GRAHAS) };
}

export const LUNAR_YOGAS: readonly YogaRule[] = [
  yoga('sunapha', 'chandra', 'Sunapha', 'सुनफा', false,
    'A graha other than the Sun and the nodes in the 2nd from the Moon, none in the 12th (BPHS ch. 37 v. 1).',
    (ctx) => {
      const { second, twelfth } = moonSides(ctx);
      return second.length > 0 && twelfth.length === 0 ? hit(second, `${list(second)} in the 2nd from the Moon.`) : none;
    }),
  yoga('anapha', 'chandra', 'Anapha', 'अनफा', false,
    'A graha other than the Sun and the nodes in the 12th from the Moon, none in the 2nd (BPHS ch. 37 v. 1).',
    (ctx) => {
      const { second, twelfth } = moonSides(ctx);
      return twelfth.length > 0 && second.length === 0 ? hit(twelfth, `${list(twelfth)} in the 12th from the Moon.`) : none;
    }),
  yoga('durudhara', 'chandra', 'Durudhara', 'दुरुधरा', false,
    'Grahas other than the Sun and the nodes in both the 2nd and the 12th from the Moon (BPHS ch. 37 v. 2).',
    (ctx) => {
      const { second, twelfth } = moonSides(ctx);
      return second.length > 0 && twelfth.length > 0
        ? hit([...second, ...twelfth], `${list(second)} in the 2nd and ${list(twelfth)} in the 12th from the Moon.`) : none;
    }),
  yoga('kemadruma', 'chandra', 'Kemadruma', 'केमद्रुम', false,
    'No graha other than the Sun and the nodes in the 2nd or the 12th from the Moon (BPHS ch. 37 v. 3).',
    (ctx) => {
      const { second, twelfth } = moonSides(ctx);
      return second.length === 0 && twelfth.length === 0 ? hit(['moon'], 'The 2nd and 12th from the Moon hold no graha.') : none;
    }),
  yoga('kemadruma_bhanga', 'chandra', 'Kemadruma Bhanga', 'केमद्रुम भंग', false,
    'Kemadruma is cancelled when a graha other than the Sun and the nodes occupies a kendra from the Moon (its own sign included) or, the time known, from the lagna (Phaladeepika ch. 6 v. 57).',
    (ctx) => {
      const { second, twelfth } = moonSides(ctx);
      if (second.length > 0 || twelfth.length > 0) return none;
      const fromMoon = TARA_GRAHAS.filter((g) => KENDRAS.includes(ctx.houseFromGraha('moon', g)));
      const fromLagna = ctx.lagnaSign === null ? [] : TARA_GRAHAS.filter((g) => KENDRAS.includes(ctx.house(g)));
      if (fromMoon.length > 0) return hit(['moon', ...fromMoon], `Kemadruma is cancelled: ${list(fromMoon)} in a kendra from the Moon.`);
      if (fromLagna.length > 0) return hit(['moon', ...fromLagna], `Kemadruma is cancelled: ${list(fromLagna)} in a kendra from the lagna.`);
      return none;
    }),
  yoga('gaja_kesari', 'chandra', 'Gaja Kesari', 'गजकेसरी', false,
    'Jupiter in a kendra (1, 4, 7, 10) from the Moon (BPHS ch. 36 v. 3).',
    (ctx) => {
      const h = ctx.houseFromGraha('moon', 'jupiter');
      return KENDRAS.includes(h) ? hit(['jupiter', 'moon'], `Jupiter is in the ${ordinal(h)} from the Moon.`) : none;
    }),
  yoga('chandra_mangala', 'chandra', 'Chandra-Mangala', 'चन्द्र-मंगल', false,
    'The Moon and Mars in the same sign (Phaladeepika ch. 6 v. 18).',
    (ctx) => ctx.conjunct('moon', 'mars') ? hit(['moon', 'mars'], 'The Moon and Mars are conjunct.') : none),
  yoga('adhi', 'chandra', 'Adhi', 'अधि', false,
    'Mercury, Jupiter and Venus each in the 6th, 7th or 8th from the Moon (BPHS ch. 36 v. 7).',
    (ctx) => BENEFICS.every((g) => [6, 7, 8].includes(ctx.houseFromGraha('moon', g)))
      ? hit([...BENEFICS], `Mercury, Jupiter and Venus are in the ${BENEFICS.map((g) => ordinal(ctx.houseFromGraha('moon', g))).join(', ')} from the Moon.`)
      : none),
  yoga('sakata', 'chandra', 'Sakata', 'शकट', false,
    'The Moon in the 6th, 8th or 12th from Jupiter (Phaladeepika ch. 6 v. 9).',
    (ctx) => {
      const h = ctx.houseFromGraha('jupiter', 'moon');
      return [6, 8, 12].includes(h) ? hit(['moon', 'jupiter'], `The Moon is in the ${ordinal(h)} from Jupiter.`) : none;
    }),
];
