/**
 * Request and response schemas of the kundli group (api-v1.md, Kundli;
 * decisions.md, Divisional response; docs/kundli.md for the operations
 * "known only by purpose"). Labels and prose are omitted with view=compact;
 * lagna- and house-dependent fields are omitted with time_accuracy=unknown.
 */
import { Type, type Static } from '@sinclair/typebox';
import { VARGA_IDS } from '../../domain/vargas/index.ts';
import { Birth, Options, literals } from '../../operations/schemas.ts';

const label = (what = 'Display text in `lang`; omitted with view=compact') => Type.Optional(Type.String({ description: what }));
const omittedUnknown = 'omitted when the birth time is unknown';

export const DivisionalRequest = Type.Object({
  birth: Birth,
  vargas: Type.Array(literals(VARGA_IDS), { minItems: 1, maxItems: VARGA_IDS.length, uniqueItems: true,
    description: 'Vargas to compute, by Parashara (D2 Parashara hora, D30 Parashara trimshamsa)', examples: [['D1', 'D9', 'D10']] }),
  options: Type.Optional(Options),
}, { additionalProperties: false, title: 'DivisionalRequest' });
export type DivisionalRequest = Static<typeof DivisionalRequest>;

const Lagna = Type.Object({
  sign: Type.String({ examples: ['capricorn'] }), sign_label: label(),
  nakshatra: Type.String(), nakshatra_label: label(),
  degree: Type.Number({ minimum: 0, exclusiveMaximum: 30, description: 'Degrees within the sign' }),
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
});

const KundliPlanet = Type.Object({
  id: Type.String({ examples: ['sun'] }), label: label(),
  sign: Type.String(), sign_label: label(),
  nakshatra: Type.String(), nakshatra_label: label(), nakshatra_lord: Type.String(),
  longitude: Type.Number({ minimum: 0, exclusiveMaximum: 360, description: 'Sidereal longitude, degrees' }),
  degree_in_sign: Type.Number({ minimum: 0, exclusiveMaximum: 30 }),
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
  house: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: `Whole-sign house from the lagna; ${omittedUnknown}` })),
  retrograde: Type.Boolean(),
});

export const KundliData = Type.Object({
  lagna: Type.Optional(Lagna),
  planets: Type.Array(KundliPlanet, { minItems: 9, maxItems: 9 }),
  divisional_lagnas: Type.Optional(Type.Object({ D2: Type.String(), D9: Type.String(), D10: Type.String() },
    { description: `Sign of the lagna in D2, D9, D10; ${omittedUnknown}` })),
});

const AVAKHADA = ['varna', 'vashya', 'yoni', 'gana', 'nadi', 'nakshatra', 'nakshatra_lord', 'rashi', 'rashi_lord', 'tithi', 'paksha',
  'yoga', 'karana', 'paya', 'tatva'] as const;
export const BirthDetailsData = Type.Object({
  ...Object.fromEntries(AVAKHADA.map((k) => [k, Type.Optional(Type.String({ description: `Machine id${k === 'paya' ? `; ${omittedUnknown}` : ''}` }))])),
  nakshatra_pada: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  naamakshar: Type.Optional(Type.String({ description: 'Syllable of the Moon\'s nakshatra pada (Devanagari with lang=hi)' })),
  labels: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Display text of each field in `lang`; omitted with view=compact' })),
});

const VargaChart = Type.Object({
  lagna: Type.Optional(Type.Object({ sign: Type.String(), sign_label: label(),
    degree: Type.Optional(Type.Number({ description: 'Degree in the varga sign (equal-part vargas only; not D2, D30)' })) })),
  planets: Type.Array(Type.Object({ id: Type.String(), label: label(), sign: Type.String(), sign_label: label(),
    house: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })) })),
});
export const DivisionalData = Type.Object({ vargas: Type.Record(Type.String(), VargaChart) });

export const AspectsData = Type.Object({
  rule: Type.Optional(Type.String({ description: 'The rule used for Rahu and Ketu' })),
  aspects: Type.Array(Type.Object({
    id: Type.String(), label: label(), sign: Type.String(),
    houses_from_graha: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: 'Houses aspected, counted from the graha (its own sign is 1)' }),
    signs: Type.Array(Type.String()),
    houses_from_lagna: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: omittedUnknown })),
    grahas: Type.Array(Type.String(), { description: 'Grahas in the aspected signs' }),
  })),
  aspected_by: Type.Record(Type.String(), Type.Array(Type.String())),
});

export const YogasData = Type.Object({
  yogas: Type.Array(Type.Object({
    id: Type.String({ examples: ['gaja_kesari'] }), family: Type.String(), label: label(),
    grahas: Type.Array(Type.String()),
    strength: Type.Object({ score: Type.Integer({ minimum: 0, maximum: 100 }), band: literals(['strong', 'moderate', 'weak'] as const) }),
    rule: label('The classical rule with its source; omitted with view=compact'),
    formed_by: label('How this chart meets the rule; omitted with view=compact'),
  })),
  checked: Type.Integer({ description: 'Number of rules evaluated' }),
  not_evaluated: Type.Optional(Type.Array(Type.String(), { description: 'Rules that need the lagna, when the time is unknown' })),
});

const Row = Type.Object({ of: Type.String(), bindus: Type.Array(Type.Integer(), { minItems: 12, maxItems: 12 }), total: Type.Integer() });
export const AshtakavargaData = Type.Object({
  signs: Type.Optional(Type.Array(Type.String(), { description: `Sign order of every bindus array; ${omittedUnknown}` })),
  bhinna: Type.Optional(Type.Array(Row, { description: `Sun..Saturn and lagna; ${omittedUnknown}` })),
  sarva: Type.Optional(Type.Object({ bindus: Type.Array(Type.Integer()), total: Type.Integer(), by_house: Type.Optional(Type.Array(Type.Integer())) })),
});

const n = (d?: string) => Type.Number(d === undefined ? {} : { description: d });
const on = (d?: string) => Type.Optional(n(d));
export const ShadbalaData = Type.Object({
  unit: Type.Literal('shashtiamsa'),
  grahas: Type.Array(Type.Object({
    id: Type.String(), label: label(),
    sthana: Type.Object({ uchcha: n(), saptavargaja: n(), ojhayugma: n(), kendradi: on(omittedUnknown), drekkana: n(), total: on(omittedUnknown) }),
    dig: on(omittedUnknown),
    kala: Type.Object({ nathonnata: on(omittedUnknown), paksha: n(), tribhaga: on(omittedUnknown), abda: n(), masa: n(), vara: n(),
      hora: on(omittedUnknown), ayana: n(), yuddha: n(), total: on(omittedUnknown) }),
    cheshta: n(), naisargika: n(), drik: n(),
    total_shashtiamsas: on(), total_rupas: on(), minimum_rupas: n('BPHS minimum, rupas'),
    ratio: on('total_rupas / minimum_rupas'), strong: Type.Optional(Type.Boolean()), rank: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 })),
  }), { minItems: 7, maxItems: 7 }),
});
