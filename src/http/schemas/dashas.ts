/** Dasha request and response schemas (docs/dashas.md). */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Birth, DateString, DateTimeString, Options } from '../../operations/schemas.ts';

const strict = { additionalProperties: false } as const;

export const VimshottariRequest = Type.Object({
  birth: Birth,
  depth: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, default: 2,
    description: '1 maha, 2 antar, 3 pratyantar, 4 sookshma, 5 prana (needs from and to at most 31 days apart)' })),
  from: Type.Optional(Type.String({ ...DateString, description: 'First local day (birth time zone) of the window; periods overlapping the window are kept at every level' })),
  to: Type.Optional(Type.String({ ...DateString, description: 'Last local day of the window (inclusive)' })),
  options: Type.Optional(Options),
}, { ...strict, title: 'VimshottariRequest' });
export type VimshottariRequest = Static<typeof VimshottariRequest>;

export const AtRequest = Type.Object({
  birth: Birth,
  at: Type.Optional(Type.String({ ...DateTimeString, description: 'The moment; default now' })),
  options: Type.Optional(Options),
}, { ...strict, title: 'BirthAtRequest' });
export type AtRequest = Static<typeof AtRequest>;

/** A period and, nested, its sub-periods down to prana (written out level by level, no recursive $ref). */
function period(level: number): TSchema {
  const fields = { planet: Type.String({ examples: ['jupiter'] }), start: DateTimeString, end: DateTimeString };
  return level === 5 ? Type.Object(fields)
    : Type.Object({ ...fields, sub: Type.Optional(Type.Array(period(level + 1), { description: 'The next level, when depth goes further' })) });
}
const Period = period(1);

export const VimshottariData = Type.Object({
  depth: Type.Integer({ minimum: 1, maximum: 5 }),
  year_days: Type.Number({ description: 'Days in a dasha year (mean sidereal year, 365.256363004)' }),
  window: Type.Object({ from: DateTimeString, to: DateTimeString }),
  balance: Type.Object({ planet: Type.String(), years: Type.Number({ description: 'Years of the birth mahadasha left at birth' }), end: DateTimeString }),
  periods: Type.Array(Period),
});

export const VimshottariCurrentData = Type.Object({
  at: DateTimeString,
  periods: Type.Array(Type.Object({
    level: Type.Union(['maha', 'antar', 'pratyantar', 'sookshma'].map((l) => Type.Literal(l))),
    planet: Type.String(), label: Type.String(), start: DateTimeString, end: DateTimeString,
  }), { minItems: 4, maxItems: 4 }),
});

const YoginiPeriod = Type.Object({
  yogini: Type.String({ examples: ['mangala'] }), label: Type.String(), planet: Type.String(), start: DateTimeString, end: DateTimeString,
});
export const YoginiData = Type.Object({
  year_days: Type.Number(),
  balance: Type.Object({ yogini: Type.String(), years: Type.Number() }),
  periods: Type.Array(Type.Composite([YoginiPeriod, Type.Object({ years: Type.Integer({ minimum: 1, maximum: 8 }), sub: Type.Array(YoginiPeriod) })])),
});

export const CharaData = Type.Object({
  scheme: Type.Literal('kn_rao'),
  year_days: Type.Number(),
  lagna_sign: Type.String(),
  direction: Type.Union([Type.Literal('zodiacal'), Type.Literal('reverse')]),
  karakas: Type.Array(Type.Object({ karaka: Type.String({ examples: ['atmakaraka'] }), planet: Type.String(), degree_in_sign: Type.Number() })),
  periods: Type.Array(Type.Object({
    sign: Type.String(), sign_label: Type.String(), lord: Type.Union([Type.String(), Type.Null()]), years: Type.Integer(), cycle: Type.Integer({ minimum: 1, maximum: 2 }),
    start: DateTimeString, end: DateTimeString,
  })),
  antardashas: Type.Literal('not_computed'),
});
