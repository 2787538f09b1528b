/**
 * Parivartana (exchange of signs) yogas, Phaladeepika ch. 6 v. 32-34: two
 * lords each in the other's sign. Maha when both houses are among 1, 2, 4,
 * 5, 7, 9, 10, 11; Dainya when one is the 6th, 8th or 12th; Khala when one is
 * the 3rd (and none is a dusthana).
 */
import { SEVEN_GRAHAS } from '../../core/glossary.ts';
import { DUSTHANA_HOUSES } from '../chart/index.ts';
import type { YogaContext } from './context.ts';
import { type YogaHit, type YogaRule, yoga } from './rule.ts';

type Kind = 'maha' | 'dainya' | 'khala';

function exchanges(ctx: YogaContext, kind: Kind): YogaHit[] {
  const out: YogaHit[] = [];
  for (let i = 0; i < SEVEN_GRAHAS.length; i += 1) {
    for (let j = i + 1; j < SEVEN_GRAHAS.length; j += 1) {
      const a = SEVEN_GRAHAS[i]!;
      const b = SEVEN_GRAHAS[j]!;
      if (!ctx.exchange(a, b)) continue;
      const ha = ctx.house(a);
      const hb = ctx.house(b);
      const k: Kind = DUSTHANA_HOUSES.includes(ha) || DUSTHANA_HOUSES.includes(hb) ? 'dainya' : ha === 3 || hb === 3 ? 'khala' : 'maha';
      if (k === kind)
        out.push({
          grahas: [a, b],
          formedBy: { id: 'exchange_signs', params: { a: { graha: a, house: ha }, b: { graha: b, house: hb } } },
        });
    }
  }
  return out;
}

export const PARIVARTANA_YOGAS: readonly YogaRule[] = [
  yoga('maha_parivartana', 'parivartana', true, { id: 'maha_parivartana' }, (ctx) => exchanges(ctx, 'maha')),
  yoga('dainya_parivartana', 'parivartana', true, { id: 'dainya_parivartana' }, (ctx) => exchanges(ctx, 'dainya')),
  yoga('khala_parivartana', 'parivartana', true, { id: 'khala_parivartana' }, (ctx) => exchanges(ctx, 'khala')),
];
