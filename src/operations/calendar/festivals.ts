/** GET /v1/calendar/festivals: the festivals of a Gregorian year at a place (docs/panchang.md). */
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_FESTIVAL_PLACE, DEFAULT_LANG, YEAR_FIELD_FIRST, YEAR_FIELD_LAST } from '../../core/defaults.ts';
import {
  FESTIVAL_RULES,
  festivalOccurrences,
  festivalTags,
  festivalYearContext,
  FESTIVAL_VERIFIED_PLACE,
  FESTIVAL_VERIFIED_YEARS,
  isVerifiedPlace,
  type FestivalRule,
} from '../../domain/festivals/index.ts';
import { SOLAR_FESTIVAL_RULES } from '../../domain/sankranti/index.ts';
import { offsetMinutesAtZone } from '../../time/index.ts';
import { RISING_SENTENCES } from '../conventions.ts';
import { defineOperation, PUBLISHABLE, type Prepared } from '../define.ts';
import { DateString, Latitude, Longitude, PLACE_META, RISING_META } from '../schemas.ts';
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

export const FIRST_FESTIVAL_YEAR = YEAR_FIELD_FIRST;

/** Every festival this operation serves: the lunar ones (src/domain/festivals), then those of a solar month (src/domain/sankranti). */
export const SERVED_FESTIVALS: readonly FestivalRule[] = [...FESTIVAL_RULES, ...SOLAR_FESTIVAL_RULES];
const SERVED_IDS: readonly string[] = SERVED_FESTIVALS.map((r) => r.id);

/** Every region and tradition tag a festival carries, each once, in registry order. */
export const FESTIVAL_REGIONS: readonly string[] = [...new Set(SERVED_FESTIVALS.flatMap((r) => festivalTags(r).regions))];
export const FESTIVAL_TRADITIONS: readonly string[] = [...new Set(SERVED_FESTIVALS.flatMap((r) => festivalTags(r).traditions))];
export const LAST_FESTIVAL_YEAR = YEAR_FIELD_LAST;

export const FestivalsQuery = Type.Object(
  {
    year: Type.Integer({ minimum: FIRST_FESTIVAL_YEAR, maximum: LAST_FESTIVAL_YEAR, description: 'Gregorian year', examples: [2026] }),
    ...QueryPlaceFields,
    lang: Type.Optional(LangQuery),
    ids: Type.Optional(
      Type.String({ minLength: 1, maxLength: 2000, description: 'Comma-separated festival ids (default: all)', examples: ['diwali,holi'] }),
    ),
    regions: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 300,
        description: 'Comma-separated region tags; a festival with any of them is kept',
        examples: ['tamil,kerala'],
      }),
    ),
    traditions: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 300,
        description: 'Comma-separated tradition tags; a festival with any of them is kept',
        examples: ['vaishnava'],
      }),
    ),
    ...RisingFields,
  },
  {
    additionalProperties: false,
    title: 'FestivalsQuery',
    description:
      `year ${FIRST_FESTIVAL_YEAR}..${LAST_FESTIVAL_YEAR}; lat and lon, place_id or place, or none for New Delhi; lang; ids; regions, ` +
      'traditions; sunrise and moonrise conventions',
  },
);
export type FestivalsQuery = Static<typeof FestivalsQuery>;

export const FestivalsData = Type.Object(
  {
    year: Type.Integer(),
    verified_years: Type.Array(Type.Integer(), { description: 'Years whose New Delhi dates the tests check against published references' }),
    verified_place: Type.Object({ name: Type.String(), latitude: Latitude, longitude: Longitude }),
    festivals: Type.Array(
      Type.Object({
        id: Type.String({ examples: ['diwali'] }),
        name: Type.String({ description: 'Name in lang', examples: ['Diwali'] }),
        name_hi: Type.String({ examples: ['दीवाली'] }),
        rule: Type.String({ description: 'The rule that fixes the date, in lang' }),
        date: DateString,
        tithi: TithiSpan,
        windows: Type.Array(NamedWindow),
        moments: Type.Array(NamedMoment),
        vaishnava: Type.Union([Type.Object({ date: DateString }), Type.Null()]),
        verified: Type.Boolean({ description: 'True when the tests check this date against a published reference' }),
        flags: Type.Array(Type.String()),
        regions: Type.Array(Type.String(), { description: 'Region tags (all_india, north, maharashtra, ...)', examples: [['all_india']] }),
        traditions: Type.Array(Type.String(), { description: 'Tradition tags (smarta, vaishnava, shaiva, ...)', examples: [['smarta']] }),
      }),
    ),
  },
  { title: 'Festivals' },
);

export interface FestivalsTask extends YearCalendarTask {
  /** Requested ids in registry order, or undefined for all. */
  ids: string[] | undefined;
}

/** The served festivals with their region and tradition tags, read once (the filters of every request). */
const TAGGED_FESTIVALS = SERVED_FESTIVALS.map((rule) => ({ id: rule.id, ...festivalTags(rule) }));

export const calendarFestivals = defineOperation({
  id: 'calendarFestivals',
  method: 'GET',
  path: '/v1/calendar/festivals',
  credits: 2,
  keys: PUBLISHABLE,
  group: 'calendar',
  example: {
    year: 2026,
    lat: DEFAULT_FESTIVAL_PLACE.latitudeDeg,
    lon: DEFAULT_FESTIVAL_PLACE.longitudeDeg,
    ids: 'holi,raksha_bandhan,krishna_janmashtami',
  },
  meta: [...RISING_META, ...PLACE_META],
  summary: 'Festivals of a year',
  description:
    'The Hindu festivals of a Gregorian year at a place (New Delhi by default), each in its nija lunar month (the Tamil and ' +
    'Malayalam ones in their solar month) on the first local day meeting its own rule, with its tithi, named windows and ' +
    'moments, region and tradition tags, and named fallbacks in flags; filters by id, region and tradition. ' +
    `${RISING_SENTENCES.sunriseAndMoonrise} ` +
    '400 on `lat` where the Sun does not rise and set on every day of the year.',
  input: FestivalsQuery,
  output: FestivalsData,
  prepare(query, ctx): Prepared<FestivalsTask> {
    // Registry order, whatever order the request names them in.
    const asked = parseList('ids', query.ids, SERVED_IDS, 'festival ids');
    const regions = parseList('regions', query.regions, FESTIVAL_REGIONS, 'region tags');
    const traditions = parseList('traditions', query.traditions, FESTIVAL_TRADITIONS, 'tradition tags');
    const ids = keptIds(TAGGED_FESTIVALS, asked, regions, traditions);
    const place = resolveYearPlace(query, ctx, query.year);
    const { rising, meta } = risingOf(query);
    return withMeta({ year: query.year, ...place, lang: query.lang ?? DEFAULT_LANG, ids, rising }, meta);
  },
  compute(task: FestivalsTask) {
    const offset = offsetMinutesAtZone(task.timezone);
    const place = { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg };
    const yearCtx = festivalYearContext(task.year, place, offset, 'lat', task.rising);
    const verifiedPlace = isVerifiedPlace(place);
    const r = localRenderer(offset, 'minute');
    const festivals = [];
    const rules = task.ids === undefined ? SERVED_FESTIVALS : SERVED_FESTIVALS.filter((r) => task.ids!.includes(r.id));
    for (const rule of rules) {
      // A rule that can fall twice in a year (a solar month's Ekadashi) gives each occurrence.
      for (const found of festivalOccurrences(rule, yearCtx)) {
        const { number, name, paksha } = tithiNames(found.tithi.index, task.lang);
        festivals.push({
          id: rule.id,
          name: rowLabel('festival', rule.id, task.lang),
          name_hi: rowLabel('festival', rule.id, 'hi'),
          rule: twoLang(rule.rule, task.lang),
          date: yearCtx.days[found.dayIndex]!.iso,
          tithi: { number, id: name, paksha, start: r.at(found.tithi.startJdUt), end: r.at(found.tithi.endJdUt) },
          windows: found.windows.map((w) => ({ id: w.id, start: r.at(w.startJdUt), end: r.at(w.endJdUt) })),
          moments: found.moments.map((m) => ({ id: m.id, at: r.at(m.atJdUt) })),
          vaishnava: found.vaishnavaDayIndex === undefined ? null : { date: yearCtx.days[found.vaishnavaDayIndex]!.iso },
          verified: verifiedPlace && (rule.verifiedYears ?? FESTIVAL_VERIFIED_YEARS).includes(task.year),
          flags: found.flags,
          regions: [...festivalTags(rule).regions],
          traditions: [...festivalTags(rule).traditions],
        });
      }
    }
    festivals.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return {
      data: {
        year: task.year,
        verified_years: [...FESTIVAL_VERIFIED_YEARS],
        verified_place: {
          name: FESTIVAL_VERIFIED_PLACE.name,
          latitude: FESTIVAL_VERIFIED_PLACE.latitudeDeg,
          longitude: FESTIVAL_VERIFIED_PLACE.longitudeDeg,
        },
        festivals,
      },
    };
  },
});
