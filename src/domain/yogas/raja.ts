/**
 * Raja yogas from house lordships, BPHS ch. 39 ("Raja yogas") v. 2-13: lords
 * of a kendra and a trikona associated by conjunction, mutual aspect or
 * exchange; Dharma-Karmadhipati (lords of the 9th and 10th); the yogakaraka
 * (one graha ruling a kendra and a trikona); the three Viparita Raja yogas
 * (Uttara Kalamrita ch. 4: lord of the 6th, 8th or 12th in a dusthana) and
 * Neecha Bhanga Raja yoga (Phaladeepika ch. 7 v. 26-27).
 */
import { SEVEN_GRAHAS, SIGN_LORDS, type GrahaName, type SevenGraha } from '../../core/glossary.ts';
import { DEBILITATION_SIGN, DUSTHANA_HOUSES, EXALTATION_SIGN, KENDRA_HOUSES, TRIKONA_HOUSES } from '../chart/index.ts';
import type { YogaContext } from './context.ts';
import type { NeechaCanceller } from './sentences.ts';
import { type YogaHit, type YogaRule, hit, none, yoga } from './rule.ts';

/** Distinct pairs (a, b) where a rules one of `housesA`, b one of `housesB`, associated. */
export function lordPairs(ctx: YogaContext, housesA: readonly number[], housesB: readonly number[]): YogaHit[] {
  const seen = new Set<string>();
  const out: YogaHit[] = [];
  for (const ha of housesA) {
    for (const hb of housesB) {
      if (ha === hb) continue;
      const a = ctx.lord(ha);
      const b = ctx.lord(hb);
      if (a === b) continue;
      const key = [a, b].sort().join('+');
      if (seen.has(key)) continue;
      const how = ctx.association(a, b);
      if (how === null) continue;
      seen.add(key);
      out.push({
        grahas: [a, b],
        formedBy: { id: 'lords_associated', params: { a: { graha: a, house: ha }, b: { graha: b, house: hb }, how } },
      });
    }
  }
  return out;
}

function viparita(id: string, house: number): YogaRule {
  return yoga(id, 'viparita_raja', true, { id: 'viparita_raja', params: { house } }, (ctx) => {
    const l = ctx.lord(house);
    const h = ctx.house(l);
    return DUSTHANA_HOUSES.includes(h) ? hit([l], { id: 'lord_in_house', params: { graha: l, house, inHouse: h } }) : none;
  });
}

export const RAJA_YOGAS: readonly YogaRule[] = [
  yoga('raja', 'raja', true, { id: 'raja' }, (ctx) => lordPairs(ctx, KENDRA_HOUSES, TRIKONA_HOUSES)),
  yoga('dharma_karmadhipati', 'raja', true, { id: 'dharma_karmadhipati' }, (ctx) => lordPairs(ctx, [9], [10])),
  yoga('yogakaraka', 'raja', true, { id: 'yogakaraka' }, (ctx) => {
    for (const g of SEVEN_GRAHAS) {
      const k = [4, 7, 10].find((h) => ctx.lord(h) === g);
      const t = [5, 9].find((h) => ctx.lord(h) === g);
      if (k !== undefined && t !== undefined)
        return hit([g], { id: 'rules_kendra_and_trikona', params: { graha: g, kendra: k, trikona: t } });
    }
    return none;
  }),
  viparita('harsha', 6),
  viparita('sarala', 8),
  viparita('vimala', 12),
  yoga('neecha_bhanga_raja', 'raja', false, { id: 'neecha_bhanga_raja' }, (ctx) => {
    const out: YogaHit[] = [];
    for (const g of SEVEN_GRAHAS) {
      const s = ctx.sign(g);
      if (s !== DEBILITATION_SIGN[g]) continue;
      const exaltedHere = SEVEN_GRAHAS.find((x) => EXALTATION_SIGN[x] === s);
      const candidates: [GrahaName, NeechaCanceller][] = [
        [SIGN_LORDS[s]!, 'sign_lord'],
        ...(exaltedHere === undefined ? [] : [[exaltedHere, 'exalted_here'] as [GrahaName, NeechaCanceller]]),
        [SIGN_LORDS[EXALTATION_SIGN[g as SevenGraha]]!, 'exaltation_lord'],
      ];
      for (const [c, by] of candidates) {
        if (c === g) continue;
        const fromMoon = KENDRA_HOUSES.includes(ctx.houseFromGraha('moon', c));
        const fromLagna = ctx.lagnaSign !== null && KENDRA_HOUSES.includes(ctx.house(c));
        if (fromLagna || fromMoon) {
          out.push({
            grahas: [g, c],
            formedBy: { id: 'neecha_bhanga', params: { graha: g, canceller: c, by, from: fromLagna ? 'lagna' : 'moon' } },
          });
          break;
        }
      }
    }
    return out;
  }),
];
