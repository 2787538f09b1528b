/** GET /v1/calendar/sankrantis: the twelve sankrantis of a Gregorian year at a place, with their observances (docs/calendar.md). */
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_FESTIVAL_PLACE, DEFAULT_LANG, YEAR_FIELD_FIRST, YEAR_FIELD_LAST } from '../../core/defaults.ts';
import { twoLang, type Lang } from '../../core/glossary.ts';
import { rowLabel } from '../../i18n/catalogue.ts';
import { festivalYearContext } from '../../domain/festivals/index.ts';
import type { RisingChoice } from '../../domain/panchang/index.ts';
import {
  SANKRANTI_DAY_RULES,
  SANKRANTI_NAMES,
  SANKRANTI_OBSERVANCE_IDS,
  sankrantisOfYear,
  type SankrantiFound,
} from '../../domain/sankranti/index.ts';
import { offsetMinutesAtZone } from '../../time/index.ts';
import { RISING_SENTENCES } from '../conventions.ts';
import { defineOperation, PUBLISHABLE, type Prepared } from '../define.ts';
import { DateString, DateTimeString, literals, PLACE_META } from '../schemas.ts';
import { parseList } from '../shared/lists.ts';
import { localRenderer } from '../shared/local-render.ts';
import { LangQuery, QueryPlaceFields, resolveYearPlace, risingOf, SunriseField, withMeta, type QueryPlace } from '../shared/place-day.ts';

export const SankrantisQuery = Type.Object(
  {
    year: Type.Integer({ minimum: YEAR_FIELD_FIRST, maximum: YEAR_FIELD_LAST, description: 'Gregorian year', examples: [2026] }),
    ...QueryPlaceFields,
    lang: Type.Optional(LangQuery),
    observances: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 500,
        description: 'Comma-separated ids of the observances to list with their sankranti (default: all)',
        examples: ['lohri,thai_pongal,vishu'],
      }),
    ),
    ...SunriseField,
  },
  {
    additionalProperties: false,
    title: 'SankrantisQuery',
    description: `year ${YEAR_FIELD_FIRST}..${YEAR_FIELD_LAST}; lat and lon, place_id or place, or none for New Delhi; lang; observances; sunrise convention`,
  },
);
export type SankrantisQuery = Static<typeof SankrantisQuery>;

const Span = Type.Object({ start: DateTimeString, end: DateTimeString });

export const SankrantisData = Type.Object(
  {
    year: Type.Integer(),
    sankrantis: Type.Array(
      Type.Object({
        id: Type.String({ description: 'The sign the Sun enters', examples: ['makara'] }),
        name: Type.String({ description: 'Name in lang', examples: ['Makar Sankranti'] }),
        name_hi: Type.String({ examples: ['मकर संक्रांति'] }),
        moment: Type.Object({ at: DateTimeString }, { description: "The Sun's entry into the sidereal sign (Lahiri)" }),
        date: DateString,
        placement: literals(['day', 'night_kept_before', 'night_kept_after'] as const),
        punya_kaal: Span,
        maha_punya_kaal: Span,
        observances: Type.Array(
          Type.Object({
            id: Type.String({ examples: ['lohri'] }),
            name: Type.String({ description: 'Name in lang', examples: ['Lohri'] }),
            name_hi: Type.String(),
            date: DateString,
            day_rule: literals(SANKRANTI_DAY_RULES),
            regions: Type.Array(Type.String(), { examples: [['north']] }),
            rule: Type.String({ description: 'The rule in lang, with its source' }),
          }),
        ),
      }),
    ),
  },
  { title: 'Sankrantis' },
);
type SankrantisData = Static<typeof SankrantisData>;

export interface SankrantisTask extends QueryPlace {
  year: number;
  lang: Lang;
  /** Requested observance ids, or undefined for all. */
  observances: string[] | undefined;
  /** Absent: the defaults. */
  rising?: RisingChoice | undefined;
}

export const calendarSankrantis = defineOperation({
  id: 'calendarSankrantis',
  method: 'GET',
  path: '/v1/calendar/sankrantis',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'calendar',
  example: { year: 2026, lat: DEFAULT_FESTIVAL_PLACE.latitudeDeg, lon: DEFAULT_FESTIVAL_PLACE.longitudeDeg },
  meta: ['sunrise', ...PLACE_META],
  summary: 'Sankrantis of a year',
  description:
    "The twelve sankrantis (the Sun's entries into the sidereal signs, Lahiri) kept on a day of the Gregorian year at a place " +
    '(New Delhi by default): the moment, the day by the Dharma Sindhu rule, the punya kaal and maha punya kaal as Drik Panchang ' +
    'prints them, and the observances tied to each (Lohri, Pongal, Vishu, Puthandu, Pohela Boishakh, Baisakhi, Pana Sankranti, ' +
    `Vishwakarma Puja, kharmas), each on the day its region's rule gives. ${RISING_SENTENCES.sunrise} ` +
    '400 on `lat` where the Sun does not rise and set on every day of the year.',
  input: SankrantisQuery,
  output: SankrantisData,
  prepare(query, ctx): Prepared<SankrantisTask> {
    const observances = parseList('observances', query.observances, SANKRANTI_OBSERVANCE_IDS, 'sankranti observance ids');
    const place = resolveYearPlace(query, ctx, query.year);
    const { rising, meta } = risingOf({ sunrise: query.sunrise });
    return withMeta(
      { year: query.year, ...place, lang: query.lang ?? DEFAULT_LANG, observances, rising: { sunrise: rising.sunrise } },
      meta,
    );
  },
  compute(task: SankrantisTask) {
    const offset = offsetMinutesAtZone(task.timezone);
    const place = { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg };
    const yearCtx = festivalYearContext(task.year, place, offset, 'lat', task.rising);
    const r = localRenderer(offset, 'minute');
    const span = (w: { startJdUt: number; endJdUt: number }) => ({ start: r.at(w.startJdUt), end: r.at(w.endJdUt) });
    const present = (s: SankrantiFound): SankrantisData['sankrantis'][number] => {
      const names = SANKRANTI_NAMES[s.signIndex]!;
      return {
        id: names.id,
        name: rowLabel('sankranti', names.id, task.lang),
        name_hi: rowLabel('sankranti', names.id, 'hi'),
        moment: { at: r.at(s.atJdUt) },
        date: s.day.iso,
        placement: s.placement,
        punya_kaal: span(s.punyaKaal),
        maha_punya_kaal: span(s.mahaPunyaKaal),
        observances: s.observances.map((o) => ({
          id: o.rule.id,
          name: rowLabel('sankranti_observance', o.rule.id, task.lang),
          name_hi: rowLabel('sankranti_observance', o.rule.id, 'hi'),
          date: o.day.iso,
          day_rule: o.rule.dayRule,
          regions: [...o.rule.regions],
          rule: twoLang(o.rule.rule, task.lang),
        })),
      };
    };
    return { data: { year: task.year, sankrantis: sankrantisOfYear(yearCtx, task.observances).map(present) } };
  },
});
