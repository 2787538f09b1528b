/** GET /v1/calendar/ekadashi: every Ekadashi fast of a year at a place, with its paran (docs/panchang.md). */
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_LANG, YEAR_FIELD_FIRST, YEAR_FIELD_LAST } from '../../core/defaults.ts';
import { label, type Lang } from '../../core/glossary.ts';
import { ekadashiObservances, ekadashiTerm, type Observance, type Paran } from '../../domain/ekadashi/index.ts';
import { isoDate } from '../../domain/panchang/index.ts';
import { lunarMonthsBetween, purnimantaNameOf, type LunarMonth } from '../../domain/lunar-month/index.ts';
import { offsetMinutesAtZone, type SunriseConvention } from '../../time/index.ts';
import { RISING_SENTENCES } from '../conventions.ts';
import { defineOperation, PUBLISHABLE, type Prepared } from '../define.ts';
import { DateString, DateTimeString, literals, PLACE_META } from '../schemas.ts';
import { localRenderer } from '../shared/local-render.ts';
import { LangQuery, QueryPlaceFields, resolveQueryPlace, risingOf, SunriseField, withMeta, type QueryPlace } from '../shared/place-day.ts';
import { Paksha } from '../shared/tithi-names.ts';
import { EXAMPLE_DAY } from '../examples.ts';

/** The years a request may ask for. */
export const EKADASHI_FIRST_YEAR = YEAR_FIELD_FIRST;
export const EKADASHI_LAST_YEAR = YEAR_FIELD_LAST;

export const EkadashiQuery = Type.Object(
  {
    year: Type.Integer({ minimum: EKADASHI_FIRST_YEAR, maximum: EKADASHI_LAST_YEAR, description: 'Gregorian year of the fast days' }),
    ...QueryPlaceFields,
    lang: Type.Optional(LangQuery),
    ...SunriseField,
  },
  {
    additionalProperties: false,
    title: 'EkadashiQuery',
    description: 'year; lat and lon, place_id or place; lang of the names; sunrise convention',
  },
);
export type EkadashiQuery = Static<typeof EkadashiQuery>;

const Window = { start: DateTimeString, end: DateTimeString };
const PreferredRule = literals(['pratahkal', 'after_madhyahna', 'dwadashi'] as const);
const PreferredParan = Type.Object(
  { ...Window, rule: PreferredRule },
  { description: "The window almanacs print (Drik Panchang's rule): in pratahkal, else after madhyahna within aparahna" },
);
const ParanFields = { ...Window, preferred: PreferredParan };
const Flag = literals(['covers_neither_sunrise', 'covers_both_sunrises', 'dwadashi_ends_before_sunrise'] as const);

export const EkadashiData = Type.Object(
  {
    year: Type.Integer(),
    ekadashis: Type.Array(
      Type.Object({
        id: Type.String({ description: 'Machine id of the Ekadashi', examples: ['jaya'] }),
        name: Type.String({ description: 'Display name in lang', examples: ['Jaya Ekadashi'] }),
        name_hi: Type.String({ examples: ['जया एकादशी'] }),
        month: Type.Object({
          amanta: Type.String({ description: 'Amanta lunar month id', examples: ['magha'] }),
          purnimanta: Type.String({ description: 'Purnimanta lunar month id of the same fortnight', examples: ['magha'] }),
          adhik: Type.Boolean(),
        }),
        paksha: Paksha,
        date: DateString,
        tithi: Type.Object(Window, { description: 'The Ekadashi tithi' }),
        paran: Type.Object({ ...ParanFields, rule_by: Type.Literal('service') }),
        almanac: Type.Object(
          {
            date: DateString,
            rule: literals(['sunrise', 'dwadashi_ends_before_next_sunrise', 'dwadashi_at_third_sunrise'] as const),
            paran: Type.Object(Window),
          },
          { description: 'The Smarta day and paran Drik Panchang prints, where Dwadashi decides between two days' },
        ),
        vaishnava: Type.Union(
          [
            Type.Object({
              date: DateString,
              rule: literals(['dashami_at_arunodaya', 'ekadashi_at_both_sunrises', 'dwadashi_at_both_sunrises'] as const),
              paran: Type.Object(ParanFields),
            }),
            Type.Null(),
          ],
          { description: 'The Vaishnava fast where it falls a day later than date, else null' },
        ),
        flags: Type.Array(Flag),
      }),
    ),
  },
  { title: 'EkadashiCalendar' },
);
type EkadashiData = Static<typeof EkadashiData>;

export interface EkadashiTask extends QueryPlace {
  year: number;
  lang: Lang;
  /** Absent: DEFAULT_SUNRISE. */
  sunrise?: SunriseConvention | undefined;
}

/** The amanta month holding a moment (the months cover the year's Ekadashis, in order). */
function monthAt(months: readonly LunarMonth[], jdUt: number): LunarMonth {
  const month = months.find((m) => jdUt >= m.startJdUt && jdUt < m.endJdUt);
  if (month === undefined) throw new Error(`Expected lunar months covering the moment ${jdUt} but received none that do`);
  return month;
}

export const calendarEkadashi = defineOperation({
  id: 'calendarEkadashi',
  method: 'GET',
  path: '/v1/calendar/ekadashi',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'calendar',
  example: { year: 2026, place_id: EXAMPLE_DAY.place_id },
  meta: ['sunrise', ...PLACE_META],
  summary: 'Ekadashis of a year',
  description:
    'Every Ekadashi fast whose day falls in the year at the place: its name, lunar month and paksha, the Smarta day by ' +
    "the sunrise rule, the tithi, the paran (the service's window and the one almanacs print), the almanac's own day where " +
    `Dwadashi decides, and the Vaishnava day where it falls later. ${RISING_SENTENCES.sunrise} ` +
    '400 on `lat` where the Sun does not rise on every day of the year.',
  input: EkadashiQuery,
  output: EkadashiData,
  prepare(query, ctx): Prepared<EkadashiTask> {
    const { rising, meta } = risingOf({ sunrise: query.sunrise });
    return withMeta(
      {
        year: query.year,
        ...resolveQueryPlace(query, ctx, `${query.year}-01-01`),
        lang: query.lang ?? DEFAULT_LANG,
        sunrise: rising.sunrise,
      },
      meta,
    );
  },
  compute(task: EkadashiTask) {
    const offset = offsetMinutesAtZone(task.timezone);
    const observances = ekadashiObservances(task.year, { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg }, offset, 'lat', {
      sunrise: task.sunrise,
    });
    const months =
      observances.length === 0
        ? []
        : lunarMonthsBetween(observances[0]!.tithi.startJdUt, observances[observances.length - 1]!.tithi.endJdUt);
    const r = localRenderer(offset, 'minute');
    const window = (w: { startJdUt: number; endJdUt: number }) => ({ start: r.at(w.startJdUt), end: r.at(w.endJdUt) });
    const paranOf = (p: Paran) => ({ ...window(p), preferred: { ...window(p.preferred), rule: p.preferred.rule } });
    const present = (o: Observance): EkadashiData['ekadashis'][number] => {
      const month = monthAt(months, o.tithi.startJdUt);
      const term = ekadashiTerm(month.amanta, o.paksha, month.adhik);
      return {
        id: term.id,
        name: label(term, task.lang),
        name_hi: term.hi,
        month: { amanta: month.amanta, purnimanta: purnimantaNameOf(month, o.paksha), adhik: month.adhik },
        paksha: o.paksha,
        date: isoDate(o.date),
        tithi: window(o.tithi),
        paran: { ...paranOf(o.paran), rule_by: 'service' },
        almanac: { date: isoDate(o.almanac.date), rule: o.almanac.rule, paran: window(o.almanac.paran.preferred) },
        vaishnava:
          o.vaishnava === null ? null : { date: isoDate(o.vaishnava.date), rule: o.vaishnava.rule, paran: paranOf(o.vaishnava.paran) },
        flags: o.flags,
      };
    };
    return { data: { year: task.year, ekadashis: observances.map(present) } };
  },
});
