/**
 * Raja yogas from house lordships, BPHS ch. 39 ("Raja yogas") v. 2-13: lords
 * of a kendra and a trikona associated by conjunction, mutual aspect or
 * exchange; Dharma-Karmadhipati (lords of the 9th and 10th); the yogakaraka
 * (one graha ruling a kendra and a trikona); the three Viparita Raja yogas
 * (Uttara Kalamrita ch. 4: lord of the 6th, 8th or 12th in a dusthana) and
 * Neecha Bhanga Raja yoga (Phaladeepika ch. 7 v. 26-27).
 */
import { SEVEN_GRAHAS, SIGN_LORDS, type GrahaName, type SevenGraha } from '../../core/glossary.ts';
import { DEBILITATION_SIGN, EXALTATION_SIGN } from '../chart/index.ts';
import { DUSTHANAS, KENDRAS, type YogaContext, cap, ordinal } from './context.ts';
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
      out.push({ grahas: [a, b], formedBy: `${cap(a)} (lord of the ${ordinal(ha)}) and ${cap(b)} (lord of the ${ordinal(hb)}) ${how}.` });
    }
  }
  return out;
}

function viparita(id: string, en: string, hi: string, house: number): YogaRule {
  return yoga(id, 'viparita_raja', en, hi, true,
    `The lord of the ${ordinal(house)} in the 6th, 8th or 12th house (Uttara Kalamrita ch. 4).`,
    (ctx) => {
      const l = ctx.lord(house);
      const h = ctx.house(l);
      return DUSTHANAS.includes(h) ? hit([l], `${cap(l)}, lord of the ${ordinal(house)}, is in house ${h}.`) : none;
    });
}

export const RAJA_YOGAS: readonly YogaRule[] = [
  yoga('raja', 'raja', 'Raja yoga', 'राजयोग', true,
    'The lord of a kendra (1, 4, 7, 10) and the lord of a trikona (1, 5, 9) conjunct, in mutual aspect or exchanging signs (BPHS ch. 39 v. 2-3).',
    (ctx) => lordPairs(ctx, KENDRAS, [1, 5, 9])),
  yoga('dharma_karmadhipati', 'raja', 'Dharma-Karmadhipati', 'धर्म-कर्माधिपति', true,
    'The lords of the 9th and the 10th conjunct, in mutual aspect or exchanging signs (BPHS ch. 39 v. 7).',
    (ctx) => lordPairs(ctx, [9], [10])),
  yoga('yogakaraka', 'raja', 'Yogakaraka', 'योगकारक', true,
    'One graha rules both a kendra (4, 7, 10) and a trikona (5, 9) from the lagna (BPHS ch. 34 v. 20).',
    (ctx) => {
      for (const g of SEVEN_GRAHAS) {
        const k = [4, 7, 10].find((h) => ctx.lord(h) === g);
        const t = [5, 9].find((h) => ctx.lord(h) === g);
        if (k !== undefined && t !== undefined) return hit([g], `${cap(g)} rules the ${ordinal(k)} and the ${ordinal(t)}.`);
      }
      return none;
    }),
  viparita('harsha', 'Harsha (Viparita Raja)', 'हर्ष', 6),
  viparita('sarala', 'Sarala (Viparita Raja)', 'सरल', 8),
  viparita('vimala', 'Vimala (Viparita Raja)', 'विमल', 12),
  yoga('neecha_bhanga_raja', 'raja', 'Neecha Bhanga Raja', 'नीचभंग राजयोग', false,
    'A debilitated graha whose debilitation is cancelled: the lord of its sign, the graha exalted there, or the lord of its exaltation sign is in a kendra from the lagna or the Moon (Phaladeepika ch. 7 v. 26-27).',
    (ctx) => {
      const out: YogaHit[] = [];
      for (const g of SEVEN_GRAHAS) {
        const s = ctx.sign(g);
        if (s !== DEBILITATION_SIGN[g]) continue;
        const exaltedHere = SEVEN_GRAHAS.find((x) => EXALTATION_SIGN[x] === s);
        const candidates: [GrahaName, string][] = [
          [SIGN_LORDS[s]!, 'the lord of its sign'],
          ...(exaltedHere === undefined ? [] : [[exaltedHere, 'the graha exalted in its sign'] as [GrahaName, string]]),
          [SIGN_LORDS[EXALTATION_SIGN[g as SevenGraha]]!, 'the lord of its exaltation sign'],
        ];
        for (const [c, what] of candidates) {
          if (c === g) continue;
          const fromMoon = KENDRAS.includes(ctx.houseFromGraha('moon', c));
          const fromLagna = ctx.lagnaSign !== null && KENDRAS.includes(ctx.house(c));
          if (fromLagna || fromMoon) {
            out.push({ grahas: [g, c], formedBy: `${cap(g)} is debilitated; ${cap(c)}, ${what}, is in a kendra from the ${fromLagna ? 'lagna' : 'Moon'}.` });
            break;
          }
        }
      }
      return out;
    }),
];
