/** GET /v1/calendar/vrats: the monthly vrats of a Gregorian year at a place (docs/calendar.md). */
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_FESTIVAL_PLACE, DEFAULT_LANG, YEAR_FIELD_FIRST, YEAR_FIELD_LAST } from '../../core/defaults.ts';
import { festivalYearContext } from '../../domain/festivals/index.ts';
import { VRAT_KINDS, VRAT_ROWS, vratsOfYear, type VratFound, type VratKind } from '../../domain/vrats/index.ts';
import { offsetMinutesAtZone } from '../../time/index.ts';
import { RISING_SENTENCES } from '../conventions.ts';
import { defineOperation, PUBLISHABLE, type Prepared } from '../define.ts';
import { DateString, PLACE_META, RISING_META } from '../schemas.ts';
import { twoLang } from '../../core/glossary.ts';
import { rowLabel } from '../../i18n/catalogue.ts';
import { keptIds, parseList } from '../shared/lists.ts';
import { localRenderer } from '../shared/local-render.ts';
import {
  LangQuery,
  QueryPlaceFields,
  resolveYearPlace,
  RisingFields,
  risingOf,
  withMeta,
  type YearCalendarTask,
} from '../shared/place-day.ts';
import { NamedMoment, NamedWindow, TithiSpan, tithiNames } from '../shared/tithi-names.ts';

/** The tradition and region tags the rows carry, each once, in row order. */
export const VRAT_TRADITIONS: readonly string[] = [...new Set(VRAT_ROWS.flatMap((r) => r.traditions))];
export const VRAT_REGIONS: readonly string[] = [...new Set(VRAT_ROWS.flatMap((r) => r.regions))];

export const VratsQuery = Type.Object(
  {
    year: Type.Integer({ minimum: YEAR_FIELD_FIRST, maximum: YEAR_FIELD_LAST, description: 'Gregorian year', examples: [2026] }),
    ...QueryPlaceFields,
    lang: Type.Optional(LangQuery),
    kinds: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 500,
        description: 'Comma-separated vrat kinds (default: all)',
        examples: ['pradosh,sankashti_chaturthi'],
      }),
    ),
    traditions: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Comma-separated tradition tags; a vrat with any of them is kept',
        examples: ['shaiva'],
      }),
    ),
    regions: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Comma-separated region tags; a vrat with any of them is kept',
        examples: ['tamil'],
      }),
    ),
    ...RisingFields,
  },
  {
    additionalProperties: false,
    title: 'VratsQuery',
    description:
      `year ${YEAR_FIELD_FIRST}..${YEAR_FIELD_LAST}; lat and lon, place_id or place, or none for New Delhi; lang; kinds, traditions, ` +
      'regions; sunrise and moonrise conventions',
  },
);
export type VratsQuery = Static<typeof VratsQuery>;

export const VratsData = Type.Object(
  {
    year: Type.Integer(),
    vrats: Type.Array(
      Type.Object({
        id: Type.String({
          description: 'The weekday name where one applies (soma_pradosh, angaraki_sankashti), else the kind',
          examples: ['soma_pradosh'],
        }),
        kind: Type.String({ examples: ['pradosh'] }),
        name: Type.String({ description: 'Name in lang', examples: ['Soma Pradosh'] }),
        name_hi: Type.String({ examples: ['सोम प्रदोष'] }),
        rule: Type.String({ description: 'The rule in lang, with its source' }),
        date: DateString,
        tithi: TithiSpan,
        windows: Type.Array(NamedWindow),
        moments: Type.Array(NamedMoment),
        snan_daan: Type.Union([Type.Object({ date: DateString }), Type.Null()], {
          description: 'Purnima and Amavasya: the day whose sunrise the tithi covers, where it differs from date; else null',
        }),
        traditions: Type.Array(Type.String()),
        regions: Type.Array(Type.String()),
        flags: Type.Array(Type.String()),
      }),
    ),
  },
  { title: 'Vrats' },
);
type VratsData = Static<typeof VratsData>;

export interface VratsTask extends YearCalendarTask {
  /** The kinds left after the kinds, traditions and regions filters, in row order; undefined for all. */
  kinds: VratKind[] | undefined;
}

export const calendarVrats = defineOperation({
  id: 'calendarVrats',
  method: 'GET',
  path: '/v1/calendar/vrats',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'calendar',
  example: {
    year: 2026,
    lat: DEFAULT_FESTIVAL_PLACE.latitudeDeg,
    lon: DEFAULT_FESTIVAL_PLACE.longitudeDeg,
    kinds: 'pradosh,sankashti_chaturthi',
  },
  meta: [...RISING_META, ...PLACE_META],
  summary: 'Monthly vrats of a year',
  description:
    'The monthly vrats of a Gregorian year at a place (New Delhi by default): Pradosh, Sankashti and Vinayaka Chaturthi, Masik ' +
    'Shivaratri, Purnima, Amavasya, Masik Durgashtami, Kalashtami, Skanda Sashti, Masik Karthigai, Chandra Darshan (the first ' +
    'crescent, with the sunset-to-moonset window) and the Satyanarayan puja, each on the day its tithi (or nakshatra) prevails at its ' +
    'deciding kala, with its windows and moments, weekday names (Soma Pradosh, Angaraki) and named fallbacks in flags. ' +
    `Filters by kind, tradition and region. ${RISING_SENTENCES.sunriseAndMoonrise} ` +
    '400 on `lat` where the Sun does not rise and set on every day of the year.',
  input: VratsQuery,
  output: VratsData,
  prepare(query, ctx): Prepared<VratsTask> {
    const kinds = parseList('kinds', query.kinds, VRAT_KINDS, 'vrat kinds');
    const traditions = parseList('traditions', query.traditions, VRAT_TRADITIONS, 'tradition tags');
    const regions = parseList('regions', query.regions, VRAT_REGIONS, 'region tags');
    const kept = keptIds(VRAT_ROWS, kinds, regions, traditions);
    const place = resolveYearPlace(query, ctx, query.year);
    const { rising, meta } = risingOf(query);
    return withMeta({ year: query.year, ...place, lang: query.lang ?? DEFAULT_LANG, kinds: kept, rising }, meta);
  },
  compute(task: VratsTask) {
    const offset = offsetMinutesAtZone(task.timezone);
    const place = { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg };
    const yearCtx = festivalYearContext(task.year, place, offset, 'lat', task.rising);
    const r = localRenderer(offset, 'minute');
    const present = (v: VratFound): VratsData['vrats'][number] => {
      const { number, name: tithiId, paksha } = tithiNames(v.tithi.index, task.lang);
      return {
        id: v.id,
        kind: v.row.id,
        name: rowLabel('vrat', v.id, task.lang),
        name_hi: rowLabel('vrat', v.id, 'hi'),
        rule: twoLang(v.row.rule, task.lang),
        date: v.day.iso,
        tithi: { number, id: tithiId, paksha, start: r.at(v.tithi.startJdUt), end: r.at(v.tithi.endJdUt) },
        windows: v.windows.map((w) => ({ id: w.id, start: r.at(w.startJdUt), end: r.at(w.endJdUt) })),
        moments: v.moments.map((m) => ({ id: m.id, at: r.at(m.atJdUt) })),
        snan_daan: v.udayaDay === undefined ? null : { date: v.udayaDay.iso },
        traditions: [...v.row.traditions],
        regions: [...v.row.regions],
        flags: v.flags,
      };
    };
    const found = task.kinds !== undefined && task.kinds.length === 0 ? [] : vratsOfYear(yearCtx, task.kinds);
    return { data: { year: task.year, vrats: found.map(present) } };
  },
});
