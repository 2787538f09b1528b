/** GET /v1/eclipses: the solar and lunar eclipses of a year or date range at a place, with sutak (docs/eclipses.md). */
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_LANG } from '../../core/defaults.ts';
import { label, NAKSHATRAS, SIGNS, type Lang } from '../../core/glossary.ts';
import {
  eclipsesAt,
  ECLIPSE_KIND_TERMS,
  ECLIPSE_TYPE_TERMS,
  ECLIPSE_TYPES,
  MAX_ECLIPSE_RANGE_DAYS,
  SUTAK_PRAHARS,
  VULNERABLE_SUTAK_PRAHARS,
  type Eclipse,
  type EclipseBody,
} from '../../domain/eclipses/index.ts';
import { addDays, localMidnightJdUt, offsetMinutesAtZone, type OffsetMinutesAt } from '../../time/index.ts';
import { defineOperation, PUBLISHABLE, type Prepared } from '../define.ts';
import { DateString, DateTimeString, literals, PLACE_META } from '../schemas.ts';
import { civilDate, yearOrRange, YearOrRangeFields } from '../shared/days.ts';
import { localRenderer } from '../shared/local-render.ts';
import { LangQuery, QueryPlaceFields, resolveQueryPlace, withMeta, type QueryPlace } from '../shared/place-day.ts';
import { EXAMPLE_DAY } from '../examples.ts';

const KINDS = ['solar', 'lunar'] as const;

export const EclipsesQuery = Type.Object(
  {
    ...YearOrRangeFields,
    ...QueryPlaceFields,
    kind: Type.Optional(literals(KINDS, undefined, 'solar or lunar only; both when absent')),
    lang: Type.Optional(LangQuery),
  },
  {
    additionalProperties: false,
    title: 'EclipsesQuery',
    description: `year, or from..to inclusive (local dates, at most ${MAX_ECLIPSE_RANGE_DAYS} days); lat and lon, place_id or place; kind; lang of the labels`,
  },
);
export type EclipsesQuery = Static<typeof EclipsesQuery>;

const Time = DateTimeString;
const MaybeTime = Type.Union([DateTimeString, Type.Null()]);
const Term = Type.Object({ name: Type.String(), label: Type.String() });

const SUTAK_RULE =
  `Sutak begins at the start of the prahar ${SUTAK_PRAHARS.solar} (solar eclipse) or ${SUTAK_PRAHARS.lunar} (lunar) prahars before ` +
  'the prahar in which the eclipse is first seen at the place (the sparsha, or the rising of the eclipsed body), the day and the ' +
  `night each divided into four equal prahars at sunrise and sunset; for children, the old and the sick ${VULNERABLE_SUTAK_PRAHARS} ` +
  'prahar before that prahar. It ends at the moksha. No sutak for a penumbral lunar eclipse or an eclipse not visible at the place.';

export const EclipsesData = Type.Object(
  {
    from: DateString,
    to: DateString,
    sutak_rule: Type.String({ description: 'The sutak rule applied, in words' }),
    eclipses: Type.Array(
      Type.Object({
        kind: literals(KINDS),
        kind_label: Type.String({ description: 'The kind in `lang` (Surya or Chandra Grahan)', examples: ['Solar eclipse'] }),
        type: literals(ECLIPSE_TYPES, undefined, 'On Earth: solar total, annular, hybrid or partial; lunar total, partial or penumbral'),
        type_label: Type.String({
          description: 'The type in `lang`, as the almanacs name it (Khagras, Kankanakriti, Khandagras, Upachhaya)',
          examples: ['Total'],
        }),
        central: Type.Boolean({ description: 'Solar: the shadow axis touches the Earth; lunar: false' }),
        greatest: Type.Object(
          {
            at: Time,
            magnitude: Type.Number({
              description:
                "Solar: NASA's magnitude (ratio of diameters for total, annular, hybrid; fraction of the diameter covered for partial); lunar: umbral",
            }),
            penumbral_magnitude: Type.Union([Type.Number(), Type.Null()], { description: 'Lunar only' }),
          },
          { description: 'Greatest eclipse on Earth' },
        ),
        saros: Type.Union([Type.Object({ series: Type.Integer(), member: Type.Integer() }), Type.Null()]),
        global: Type.Object(
          {
            begin: Time,
            end: Time,
            penumbral_begin: MaybeTime,
            partial_begin: MaybeTime,
            total_begin: MaybeTime,
            total_end: MaybeTime,
            partial_end: MaybeTime,
            penumbral_end: MaybeTime,
          },
          {
            description:
              'Solar: begin and end of the eclipse anywhere on Earth, total_begin/total_end of the central phase (null for partial ones). ' +
              'Lunar: P1 (penumbral_begin = begin), U1, U2, U3, U4, P4 (penumbral_end = end)',
          },
        ),
        visible: Type.Boolean({
          description: 'Some part of the eclipse (past the penumbra for a lunar one) is above the horizon at the place',
        }),
        local: Type.Union(
          [
            Type.Object({
              type: literals(ECLIPSE_TYPES, undefined, 'What the place sees (solar: partial outside the central path)'),
              type_label: Type.String({ description: 'The local type in `lang`', examples: ['Partial'] }),
              sparsha: Time,
              madhya: Time,
              moksha: Time,
              first_contact: MaybeTime,
              second_contact: MaybeTime,
              third_contact: MaybeTime,
              fourth_contact: MaybeTime,
              magnitude: Type.Number({
                description:
                  "At the greatest eclipse the place sees: solar, NASA's magnitude at madhya (the sunrise or sunset when the Sun rises or sets " +
                  'eclipsed before or after its maximum); lunar, the umbral magnitude at the greatest eclipse, or at the moonrise or moonset nearest it ' +
                  'when the Moon is down then',
              }),
              obscuration: Type.Union([Type.Number(), Type.Null()], { description: "Solar: fraction of the Sun's disc covered at madhya" }),
              altitude_deg: Type.Number({
                description:
                  "Apparent altitude of the body's centre at that moment (negative: below the horizon; about -0.8 for a Sun setting eclipsed, whose upper limb is last seen)",
              }),
              visible_start: Time,
              visible_end: Time,
            }),
            Type.Null(),
          ],
          {
            description:
              'At the place; null when not visible. Solar: sparsha, madhya, moksha are the local first contact, maximum and last contact (contacts C1..C4). ' +
              'Lunar: U1, greatest eclipse, U4 (P1 and P4 for a penumbral one). visible_start/visible_end: the part above the horizon',
          },
        ),
        rashi: Term,
        nakshatra: Term,
        pada: Type.Integer({ minimum: 1, maximum: 4 }),
        sutak: Type.Union(
          [
            Type.Object({
              start: Time,
              end: Time,
              vulnerable_start: Type.String({ format: 'date-time', description: 'Sutak for children, the old and the sick begins' }),
              fixed_prahars: Type.Boolean({ description: 'true: counted in 3-hour prahars (no sunrise or sunset near the eclipse)' }),
            }),
            Type.Null(),
          ],
          { description: 'null: no sutak (not visible, or penumbral)' },
        ),
      }),
    ),
  },
  { title: 'Eclipses' },
);

export interface EclipsesTask extends QueryPlace {
  from: string;
  to: string;
  kinds: EclipseBody[];
  lang: Lang;
}

function nullable(jdUt: number, at: (jd: number) => string): string | null {
  return Number.isNaN(jdUt) ? null : at(jdUt);
}

export function eclipseData(e: Eclipse, lang: Lang, offset: OffsetMinutesAt) {
  const r = localRenderer(offset);
  const g = e.global;
  const at = r.at;
  const lunar = e.body === 'lunar';
  const l = e.local;
  return {
    kind: e.body,
    kind_label: label(ECLIPSE_KIND_TERMS[e.body], lang),
    type: e.type,
    type_label: label(ECLIPSE_TYPE_TERMS[e.type], lang),
    central: e.central,
    greatest: { at: at(e.greatestJdUt), magnitude: round4(e.magnitude), penumbral_magnitude: lunar ? round4(e.penumbralMagnitude) : null },
    saros: Number.isNaN(e.sarosSeries) ? null : { series: e.sarosSeries, member: e.sarosMember },
    global: {
      begin: at(g.outerBeginJdUt),
      end: at(g.outerEndJdUt),
      penumbral_begin: lunar ? nullable(g.outerBeginJdUt, at) : null,
      partial_begin: nullable(g.innerBeginJdUt, at),
      total_begin: nullable(g.totalBeginJdUt, at),
      total_end: nullable(g.totalEndJdUt, at),
      partial_end: nullable(g.innerEndJdUt, at),
      penumbral_end: lunar ? nullable(g.outerEndJdUt, at) : null,
    },
    visible: l !== null,
    local:
      l === null
        ? null
        : {
            type: l.type,
            type_label: label(ECLIPSE_TYPE_TERMS[l.type], lang),
            sparsha: at(l.sparshaJdUt),
            madhya: at(l.madhyaJdUt),
            moksha: at(l.mokshaJdUt),
            first_contact: lunar ? null : nullable(l.contacts.outerBeginJdUt, at),
            second_contact: lunar ? null : nullable(l.contacts.totalBeginJdUt, at),
            third_contact: lunar ? null : nullable(l.contacts.totalEndJdUt, at),
            fourth_contact: lunar ? null : nullable(l.contacts.outerEndJdUt, at),
            magnitude: round4(l.magnitude),
            obscuration: lunar ? null : round4(l.obscuration),
            altitude_deg: Math.round(l.altitudeDeg * 100) / 100,
            visible_start: at(l.visibleStartJdUt),
            visible_end: at(l.visibleEndJdUt),
          },
    rashi: { name: SIGNS[e.signIndex]!.id, label: label(SIGNS[e.signIndex]!, lang) },
    nakshatra: { name: NAKSHATRAS[e.nakshatraIndex]!.id, label: label(NAKSHATRAS[e.nakshatraIndex]!, lang) },
    pada: e.padaNumber,
    sutak:
      e.sutak === null
        ? null
        : {
            start: at(e.sutak.startJdUt),
            end: at(e.sutak.endJdUt),
            vulnerable_start: at(e.sutak.vulnerableStartJdUt),
            fixed_prahars: e.sutak.fixedPrahars,
          },
  };
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

export const eclipses = defineOperation({
  id: 'eclipses',
  method: 'GET',
  path: '/v1/eclipses',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'eclipses',
  example: { year: 2026, place_id: EXAMPLE_DAY.place_id },
  meta: [...PLACE_META],
  summary: 'Eclipses with sutak',
  description:
    'Every solar and lunar eclipse whose greatest eclipse falls in the year or the local dates from..to (at most ' +
    `${MAX_ECLIPSE_RANGE_DAYS} days): type, greatest eclipse and contacts on Earth, and at the place the local contacts ` +
    '(sparsha, madhya, moksha), magnitude, obscuration, the part above the horizon, the rashi and nakshatra of the eclipsed ' +
    'body and the sutak. docs/eclipses.md.',
  input: EclipsesQuery,
  output: EclipsesData,
  prepare(query, ctx): Prepared<EclipsesTask> {
    const { from, to } = yearOrRange(query, MAX_ECLIPSE_RANGE_DAYS);
    return withMeta(
      {
        from,
        to,
        ...resolveQueryPlace(query, ctx, from),
        kinds: query.kind === undefined ? ['solar', 'lunar'] : [query.kind],
        lang: query.lang ?? DEFAULT_LANG,
      },
      {},
    );
  },
  compute(task: EclipsesTask) {
    const offset = offsetMinutesAtZone(task.timezone);
    const start = localMidnightJdUt(civilDate(task.from), offset);
    const end = localMidnightJdUt(addDays(civilDate(task.to), 1), offset);
    const found = eclipsesAt(start, end, { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg }, task.kinds);
    return {
      data: { from: task.from, to: task.to, sutak_rule: SUTAK_RULE, eclipses: found.map((e) => eclipseData(e, task.lang, offset)) },
    };
  },
});
