/** POST /v1/match/ashtakoot: Ashtakoota guna milan, 36 points, with nadi and bhakoot doshas (docs/matching.md). */
import { Type, type Static } from '@sinclair/typebox';
import { label } from '../../core/glossary.ts';
import {
  ashtakootOf,
  KOOTA_LABELS,
  kootaNoteText,
  matchConclusionText,
  type AshtakootTables,
  type MoonProfile,
} from '../../domain/matching/index.ts';
import { chartAsGiven } from '../birth.ts';
import type { PrepareContext } from '../context.ts';
import { defineOperation, SECRET, type Prepared } from '../define.ts';
import { PersonPairRequest } from '../schemas.ts';
import { preparePair, timeUnknownWarnings, type PairTask } from './pair.ts';
import { AshtakootTableFields, ashtakootTablesOf } from '../matching-conventions.ts';
import { EXAMPLE_BIRTH, EXAMPLE_PARTNER } from '../examples.ts';

const Person = Type.Object({
  rashi: Type.String(),
  nakshatra: Type.String(),
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
  gana: Type.String(),
  nadi: Type.String(),
  yoni: Type.String(),
  varna: Type.String(),
  vashya: Type.String(),
});
export const AshtakootData = Type.Object({
  total: Type.Number({ minimum: 0, maximum: 36 }),
  max: Type.Literal(36),
  verdict: Type.Union(['excellent', 'good', 'average', 'not_recommended'].map((s) => Type.Literal(s))),
  conclusion: Type.String({ description: 'The total, the verdict and any dosha present, in `lang`' }),
  kootas: Type.Array(
    Type.Object({
      name: Type.String(),
      label: Type.String(),
      note: Type.String({ description: 'What the koota compared, in `lang`' }),
      score: Type.Number(),
      max: Type.Number(),
    }),
    { minItems: 8, maxItems: 8 },
  ),
  doshas: Type.Object({
    nadi: Type.Boolean(),
    bhakoot: Type.Boolean(),
    nadi_exception: Type.Union([Type.String(), Type.Null()]),
    bhakoot_exception: Type.Union([Type.String(), Type.Null()]),
  }),
  person_a: Person,
  person_b: Person,
});

/** The pair and the table variants (docs/matching.md, "Table variants"). */
export const AshtakootRequest = Type.Object(
  { ...PersonPairRequest.properties, ...AshtakootTableFields },
  { additionalProperties: false, title: 'AshtakootRequest' },
);
export type AshtakootRequest = Static<typeof AshtakootRequest>;

export interface AshtakootTask extends PairTask {
  tables: AshtakootTables;
}

async function prepareAshtakoot(input: AshtakootRequest, ctx: PrepareContext): Promise<Prepared<AshtakootTask>> {
  const pair = await preparePair(input, ctx);
  const { tables, meta } = ashtakootTablesOf(input);
  return { task: { ...pair.task, tables }, meta: { ...pair.meta, ...meta } };
}

function person(p: MoonProfile) {
  return {
    rashi: p.rashi,
    nakshatra: p.nakshatra,
    pada: p.padaNumber,
    gana: p.gana,
    nadi: p.nadi,
    yoni: p.yoni,
    varna: p.varna,
    vashya: p.vashya,
  };
}

export const matchAshtakoot = defineOperation({
  id: 'matchAshtakoot',
  method: 'POST',
  path: '/v1/match/ashtakoot',
  credits: 1,
  keys: SECRET,
  group: 'match',
  example: { person_a: EXAMPLE_BIRTH, person_b: EXAMPLE_PARTNER },
  meta: ['ayanamsa', 'node', 'positions', 'varna_table', 'vashya_table', 'tara_count', 'persons_used'],
  summary: 'Ashtakoot matching',
  description:
    'Ashtakoota guna milan (36 points) with nadi and bhakoot doshas and their exceptions; person_a is read as the groom. ' +
    '`varna_table`, `vashya_table` and `tara_count` choose among the tables sources disagree on.',
  input: AshtakootRequest,
  output: AshtakootData,
  prepare: prepareAshtakoot,
  compute(task: AshtakootTask) {
    const r = ashtakootOf(chartAsGiven(task.personA, task.options), chartAsGiven(task.personB, task.options), task.tables);
    const { lang } = task.options;
    return {
      data: {
        total: r.total,
        max: 36 as const,
        verdict: r.verdict,
        conclusion: matchConclusionText(r.conclusion, lang),
        kootas: r.kootas.map((k) => ({
          name: k.name,
          label: label(KOOTA_LABELS[k.name], lang),
          note: kootaNoteText(k.note, lang),
          score: k.score,
          max: k.max,
        })),
        doshas: {
          nadi: r.doshas.nadi,
          bhakoot: r.doshas.bhakoot,
          nadi_exception: r.doshas.nadiException,
          bhakoot_exception: r.doshas.bhakootException,
        },
        person_a: person(r.personA),
        person_b: person(r.personB),
      },
      warnings: timeUnknownWarnings(task, []),
    };
  },
});
