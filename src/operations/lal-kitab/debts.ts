/** POST /v1/lal-kitab/debts: the nine Lal Kitab debts with severity and reasons (docs/lal-kitab.md). */
import { Type, type Static } from '@sinclair/typebox';
import type { Lang } from '../../core/glossary.ts';
import { DEBT_IDS, DEBT_LABELS, DEBT_SEVERITIES, debtReasons, debtsOf, type DebtResult } from '../../domain/lal-kitab/index.ts';
import type { BirthTask } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import { BirthRequest, literals, CHART_META, PLACE_META } from '../schemas.ts';
import { lalKitabReadingOf, prepareLalKitabBirth } from './shared.ts';

export const LalKitabDebt = Type.Object({
  id: literals(DEBT_IDS),
  label: Type.String({ description: 'English name', examples: ['Pitru rin (debt of the ancestors)'] }),
  label_hi: Type.String({ description: 'Hindi name', examples: ['पितृ ऋण'] }),
  of: Type.String({ description: 'The graha whose houses the debt concerns', examples: ['jupiter'] }),
  present: Type.Boolean(),
  severity: literals(DEBT_SEVERITIES),
  reasons: Type.Array(Type.String(), { description: 'Why the debt is present, in `lang`; empty when it is not' }),
});

export const LalKitabDebtsData = Type.Object({
  graded_by: Type.Literal('service', { description: "The severity is this service's grading, not the book's" }),
  debts: Type.Array(LalKitabDebt, { minItems: 9, maxItems: 9 }),
});

/** One debt as answered. */
export function debtData(d: DebtResult, lang: Lang): Static<typeof LalKitabDebt> {
  return {
    id: d.id,
    label: DEBT_LABELS[d.id][0],
    label_hi: DEBT_LABELS[d.id][1],
    of: d.of,
    present: d.present,
    severity: d.severity,
    reasons: debtReasons(d, lang),
  };
}

export const lalKitabDebts = defineOperation({
  id: 'lalKitabDebts',
  method: 'POST',
  path: '/v1/lal-kitab/debts',
  credits: 1,
  keys: SECRET,
  group: 'lal_kitab',
  example: { birth: EXAMPLE_BIRTH },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'Lal Kitab debts',
  description:
    'The nine debts (pitru, matru, stree, bhratru, bahin, nirdayi, ajanma, swa, daiviya): present or not, severity and the reasons in words.',
  input: BirthRequest,
  output: LalKitabDebtsData,
  prepare: prepareLalKitabBirth,
  compute(task: BirthTask) {
    const { chart, warnings } = lalKitabReadingOf(task, ['debts']);
    const debts = debtsOf(chart.houseOf);
    return { data: { graded_by: 'service' as const, debts: debts.map((d) => debtData(d, task.options.lang)) }, warnings };
  },
});
