/**
 * Pancha Mahapurusha yogas, BPHS ch. 75 v. 1-2: Mars, Mercury, Jupiter,
 * Venus or Saturn in its own or exaltation sign in a kendra from the lagna.
 */
import type { SevenGraha } from '../../core/glossary.ts';
import { EXALTATION_SIGN, OWN_SIGNS } from '../chart/index.ts';
import { KENDRA_HOUSES } from '../chart/index.ts';
import { type YogaRule, hit, none, yoga } from './rule.ts';

function mahapurusha(id: string, g: SevenGraha): YogaRule {
  return yoga(id, 'pancha_mahapurusha', true, { id: 'mahapurusha', params: { graha: g } }, (ctx) => {
    const s = ctx.sign(g);
    const h = ctx.house(g);
    if (!KENDRA_HOUSES.includes(h)) return none;
    if (s === EXALTATION_SIGN[g]) return hit([g], { id: 'exalted_in_house', params: { graha: g, house: h } });
    if (OWN_SIGNS[g].includes(s)) return hit([g], { id: 'own_sign_in_house', params: { graha: g, house: h } });
    return none;
  });
}

export const MAHAPURUSHA_YOGAS: readonly YogaRule[] = [
  mahapurusha('ruchaka', 'mars'),
  mahapurusha('bhadra', 'mercury'),
  mahapurusha('hamsa', 'jupiter'),
  mahapurusha('malavya', 'venus'),
  mahapurusha('sasa', 'saturn'),
];
