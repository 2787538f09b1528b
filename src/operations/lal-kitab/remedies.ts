/** POST /v1/lal-kitab/remedies: the remedies of a chart's debts and debilitated grahas, in order (docs/lal-kitab.md). */
import { Type, type Static } from '@sinclair/typebox';
import type { Lang } from '../../core/glossary.ts';
import { render } from '../../core/sentences.ts';
import {
  DEBT_REMEDIES,
  LAL_KITAB_SENTENCES,
  PLANET_REMEDIES,
  PLANET_REMEDY_DAYS,
  debtsOf,
  remediesOf,
  type LalKitabSaid,
  type RemedyFor,
} from '../../domain/lal-kitab/index.ts';
import type { BirthTask } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import { BirthRequest, literals, CHART_META, PLACE_META } from '../schemas.ts';
import { lalKitabReadingOf, prepareLalKitabBirth } from './shared.ts';

export const LalKitabRemedy = Type.Object({
  order: Type.Integer({ minimum: 1, description: 'Perform the remedies one at a time, in this order' }),
  kind: literals(['debt', 'planet'] as const),
  answers: Type.String({ description: 'The debt id (kind debt) or graha id (kind planet) the remedy answers', examples: ['pitru'] }),
  rule: Type.String({
    description: 'The finding the remedy answers, English',
    examples: ['Pitru rin (debt of the ancestors): Venus in houses 2, 5, 9, 12'],
  }),
  rule_hi: Type.String({ description: 'The same in Hindi' }),
  remedy: Type.String({ description: 'What to do, English' }),
  remedy_hi: Type.String({ description: 'What to do, Hindi' }),
  duration_days: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: "Days to keep a graha's remedy up without a break; null for a debt's one-day family remedy",
  }),
});

export const LalKitabRemediesData = Type.Object({ remedies: Type.Array(LalKitabRemedy) });

function ruleOf(r: RemedyFor): LalKitabSaid {
  if (r.kind === 'planet') return { id: 'neechRule', params: { graha: r.graha, house: r.house } };
  return { id: 'debtRule', params: { debt: r.debt.id, raisers: r.debt.raisers, of: r.debt.of, houses: r.debt.houses } };
}

/** One remedy as answered (both languages, whatever `lang`). */
export function remedyData(r: RemedyFor, index: number): Static<typeof LalKitabRemedy> {
  const rule = ruleOf(r);
  const words = r.kind === 'debt' ? DEBT_REMEDIES[r.debt.id] : PLANET_REMEDIES[r.graha];
  const text = (lang: Lang) => render(LAL_KITAB_SENTENCES, rule, lang);
  return {
    order: index + 1,
    kind: r.kind,
    answers: r.kind === 'debt' ? r.debt.id : r.graha,
    rule: text('en'),
    rule_hi: text('hi'),
    remedy: words[0],
    remedy_hi: words[1],
    duration_days: r.kind === 'debt' ? null : PLANET_REMEDY_DAYS,
  };
}

export const lalKitabRemedies = defineOperation({
  id: 'lalKitabRemedies',
  method: 'POST',
  path: '/v1/lal-kitab/remedies',
  credits: 1,
  keys: SECRET,
  group: 'lal_kitab',
  example: { birth: EXAMPLE_BIRTH },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'Lal Kitab remedies',
  description:
    "The remedies of the chart's debts and debilitated grahas, in the order to perform them, each with the rule it answers, in English and Hindi.",
  input: BirthRequest,
  output: LalKitabRemediesData,
  prepare: prepareLalKitabBirth,
  compute(task: BirthTask) {
    const { chart, warnings } = lalKitabReadingOf(task, ['remedies']);
    const remedies = remediesOf(debtsOf(chart.houseOf), chart).map(remedyData);
    return { data: { remedies }, warnings };
  },
});
