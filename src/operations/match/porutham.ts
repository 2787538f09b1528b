/** POST /v1/match/porutham: the ten South Indian poruthams and papasamyam (docs/matching.md). */
import { Type } from '@sinclair/typebox';
import { grahaTerm, label, termOf, type Lang, type Term } from '../../core/glossary.ts';
import { poruthamOf, PORUTHAM_IDS, rajjuOf, type MoonProfile, type PapaFromReference } from '../../domain/matching/index.ts';
import { chartAsGiven } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { literals, PersonPairRequest } from '../schemas.ts';
import { timeUnknownWarning, type Warning } from '../../core/warnings.ts';
import { preparePair, type PairTask } from './pair.ts';
import { EXAMPLE_BIRTH, EXAMPLE_PARTNER } from '../examples.ts';

const Person = Type.Object({
  rashi: Type.String(),
  nakshatra: Type.String(),
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
  gana: Type.String(),
  yoni: Type.String(),
  rajju: literals(['pada', 'kati', 'nabhi', 'kantha', 'siro'] as const),
});
const Papa = Type.Union(
  [
    Type.Object({
      total: Type.Number({ description: 'Points: 1 a malefic from the lagna, 1/2 from the Moon, 1/4 from Venus' }),
      from: Type.Array(
        Type.Object({
          reference: literals(['lagna', 'moon', 'venus'] as const),
          points: Type.Number(),
          planets: Type.Array(
            Type.Object({
              planet: Type.String(),
              label: Type.String(),
              house: Type.Integer({ minimum: 1, maximum: 12 }),
              counted: Type.Boolean(),
            }),
            { minItems: 4, maxItems: 4 },
          ),
        }),
        { minItems: 3, maxItems: 3 },
      ),
    }),
    Type.Null(),
  ],
  { description: 'Null when the birth time is unknown (no lagna)' },
);

export const PoruthamData = Type.Object({
  total: Type.Integer({ minimum: 0, maximum: 10, description: 'How many of the ten poruthams are present' }),
  max: Type.Literal(10),
  poruthams: Type.Array(
    Type.Object({
      id: literals(PORUTHAM_IDS),
      label: Type.String(),
      present: Type.Boolean(),
      count: Type.Union([Type.Integer({ minimum: 1, maximum: 27 }), Type.Null()], {
        description: "The count the rule reads (from the bride's star or sign to the groom's), if any",
      }),
    }),
    { minItems: 10, maxItems: 10 },
  ),
  papasamyam: Type.Object({
    person_a: Papa,
    person_b: Papa,
    balanced: Type.Union([Type.Boolean(), Type.Null()], {
      description: "The groom's (person_a) points at least the bride's; null when either is unknown",
    }),
  }),
  person_a: Person,
  person_b: Person,
});

export const PORUTHAM_LABELS: Readonly<Record<(typeof PORUTHAM_IDS)[number], Term>> = {
  dina: termOf('porutham', 'dina'),
  gana: termOf('porutham', 'gana'),
  mahendra: termOf('porutham', 'mahendra'),
  stree_deergha: termOf('porutham', 'stree_deergha'),
  yoni: termOf('porutham', 'yoni'),
  rashi: termOf('porutham', 'rashi'),
  rashyadhipati: termOf('porutham', 'rashyadhipati'),
  vasya: termOf('porutham', 'vasya'),
  rajju: termOf('porutham', 'rajju'),
  vedha: termOf('porutham', 'vedha'),
};

function person(p: MoonProfile) {
  return { rashi: p.rashi, nakshatra: p.nakshatra, pada: p.padaNumber, gana: p.gana, yoni: p.yoni, rajju: rajjuOf(p.nakshatraIndex) };
}

function papa(p: { references: PapaFromReference[]; total: number } | null, lang: Lang) {
  if (p === null) return null;
  return {
    total: p.total,
    from: p.references.map((r) => ({
      reference: r.reference,
      points: r.points,
      planets: r.grahas.map((g) => ({ planet: g.graha, label: label(grahaTerm(g.graha), lang), house: g.house, counted: g.counted })),
    })),
  };
}

/** One warning per person whose birth time is unknown: the Moon at local noon, and no papasamyam (read from the lagna). */
function papaWarnings(task: PairTask): Warning[] {
  return (['person_a', 'person_b'] as const)
    .filter((p) => (p === 'person_a' ? task.personA : task.personB).timeAccuracy === 'unknown')
    .map((p) =>
      timeUnknownWarning(
        [`papasamyam.${p}`],
        `${p}: birth time unknown, the Moon is taken at local noon (its nakshatra may differ) and papasamyam needs the lagna`,
      ),
    );
}

export const matchPorutham = defineOperation({
  id: 'matchPorutham',
  method: 'POST',
  path: '/v1/match/porutham',
  credits: 1,
  keys: SECRET,
  group: 'match',
  example: { person_a: EXAMPLE_BIRTH, person_b: EXAMPLE_PARTNER },
  meta: ['ayanamsa', 'node', 'positions', 'persons_used'],
  summary: 'South Indian porutham matching',
  description:
    'The ten poruthams (dina, gana, mahendra, stree deergha, yoni, rashi, rashyadhipati, vasya, rajju, vedha) and papasamyam; ' +
    'person_a is read as the groom.',
  input: PersonPairRequest,
  output: PoruthamData,
  prepare: preparePair,
  compute(task: PairTask) {
    const r = poruthamOf(chartAsGiven(task.personA, task.options), chartAsGiven(task.personB, task.options));
    const { lang } = task.options;
    return {
      data: {
        total: r.total,
        max: 10 as const,
        poruthams: r.poruthams.map((p) => ({ id: p.id, label: label(PORUTHAM_LABELS[p.id], lang), present: p.present, count: p.count })),
        papasamyam: { person_a: papa(r.papaA, lang), person_b: papa(r.papaB, lang), balanced: r.papaBalanced },
        person_a: person(r.personA),
        person_b: person(r.personB),
      },
      warnings: papaWarnings(task),
    };
  },
});
