/**
 * POST /v1/muhurat/personal: the muhurat search for one person, with tara
 * bala and chandra bala from the person's natal Moon (docs/panchang.md).
 * Lahiri only: the checks count from the natal Moon as the panchang reads it.
 */
import { Type } from '@sinclair/typebox';
import type { BirthMoment } from '../../core/birth.ts';
import { errors } from '../../core/errors.ts';
import { MAX_RANGE_DAYS, SKY_READING_AYANAMSA } from '../../core/defaults.ts';
import { nakshatraIndexOf, signIndexOf, type Lang } from '../../core/glossary.ts';
import { timeUnknownWarning } from '../../core/warnings.ts';
import { grahaOf } from '../../domain/chart/index.ts';
import { muhuratDays, personalIndexWords, personalRules, PERSONAL_RULES, type MuhuratReason } from '../../domain/muhurat/index.ts';
import { offsetMinutesAtZone } from '../../time/index.ts';
import { chartAsGiven, requireApparentPositions } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { EXAMPLE_BIRTH, EXAMPLE_DAY } from '../examples.ts';
import { civilDate } from '../shared/days.ts';
import { pageFields } from '../shared/paging.ts';
import {
  hasQueryPlace,
  LangQuery,
  QueryPlaceFields,
  resolveQueryPlace,
  risingOf,
  SunriseField,
  type QueryPlace,
} from '../shared/place-day.ts';
import { Birth, DateString, Options, PLACE_META } from '../schemas.ts';
import { checkedRange, effectText, MuhuratSearchData, pageOfDays, reasonText, searchTaskOf, type MuhuratSearchTask } from './search.ts';

export const MuhuratPersonalRequest = Type.Object(
  {
    birth: Birth,
    activity: Type.String({ minLength: 1, maxLength: 40, description: 'As for GET /v1/muhurat/search', examples: ['marriage'] }),
    from: DateString,
    to: DateString,
    ...QueryPlaceFields,
    ...pageFields('Days'),
    lang: Type.Optional(LangQuery),
    options: Type.Optional(Options),
    ...SunriseField,
  },
  {
    additionalProperties: false,
    title: 'MuhuratPersonalRequest',
    description:
      `birth; activity; from and to (at most ${MAX_RANGE_DAYS} days); the place of the muhurat as lat and lon, place_id or place ` +
      '(default: the birth place); limit; cursor; lang; options (ayanamsa lahiri and positions apparent only); sunrise convention',
  },
);

/** The search's task for one person: the birth adds the natal Moon's tara and chandra bala. */
export interface MuhuratPersonalTask extends MuhuratSearchTask {
  birth: BirthMoment;
}

const MOON_AT_NOON = timeUnknownWarning([], 'Birth time unknown: the natal Moon is taken at local noon');

/** A reason as text; the personal rules name the tara or house that closes the day. */
function personalReasonText(r: MuhuratReason, lang: Lang): string {
  if (r.rule !== PERSONAL_RULES.taraBala && r.rule !== PERSONAL_RULES.chandraBala) return reasonText(r, lang);
  const what =
    r.rule === PERSONAL_RULES.taraBala
      ? "the Moon's nakshatra is a rejected tara from the birth nakshatra"
      : "the Moon's sign is 4th, 8th or 12th from the natal Moon";
  return `${r.rule}: ${what} (${r.indices.map((i) => personalIndexWords(r.rule, i)).join(', ')}); ${effectText(r, lang)}`;
}

export const muhuratPersonal = defineOperation({
  id: 'muhuratPersonal',
  method: 'POST',
  path: '/v1/muhurat/personal',
  credits: 3,
  keys: SECRET,
  group: 'muhurat',
  example: { birth: EXAMPLE_BIRTH, activity: 'marriage', from: '2026-11-01', to: '2026-12-15', place_id: EXAMPLE_DAY.place_id, limit: 20 },
  meta: ['ayanamsa', 'sunrise', ...PLACE_META],
  summary: 'Personal muhurat',
  description:
    'The muhurat search for one person: every local day of a range scored for an activity at a place, with tara bala ' +
    'and chandra bala from the natal Moon as two more rules. Lahiri only. Paged by limit and data.next_cursor. `sunrise` as for ' +
    'GET /v1/muhurat/search.',
  input: MuhuratPersonalRequest,
  output: MuhuratSearchData,
  async prepare(input, ctx) {
    if (input.options?.ayanamsa !== undefined && input.options.ayanamsa !== SKY_READING_AYANAMSA) {
      throw errors.invalidParameterMessage(
        'options.ayanamsa',
        `Expected lahiri (the personal muhurat counts from the natal Moon as the panchang reads it) but received ${input.options.ayanamsa}`,
      );
    }
    requireApparentPositions(input.options, 'the personal muhurat counts from the natal Moon as the panchang reads it');
    const { activity, dayCount } = checkedRange(input);
    const { rising, meta } = risingOf({ sunrise: input.sunrise });
    const birth = await ctx.resolveBirth(input.birth);
    const hasPlace = hasQueryPlace(input);
    const place: QueryPlace = hasPlace
      ? resolveQueryPlace(input, ctx, input.from)
      : { latitudeDeg: birth.moment.latitudeDeg, longitudeDeg: birth.moment.longitudeDeg, timezone: birth.moment.timezoneName };
    // The cursor is bound to the person too, so a page of one person's search cannot continue another's.
    const task: MuhuratPersonalTask = {
      ...searchTaskOf(input, { activity, dayCount, place, sunrise: rising.sunrise, meta }, [birth.moment.jdUt]),
      birth: birth.moment,
    };
    return { task, meta: { ayanamsa: SKY_READING_AYANAMSA, ...meta } };
  },
  compute(task: MuhuratPersonalTask) {
    const moonDeg = grahaOf(chartAsGiven(task.birth, { ayanamsa: SKY_READING_AYANAMSA }), 'moon').longitudeDeg;
    const offset = offsetMinutesAtZone(task.timezone);
    const all = muhuratDays({
      activity: task.activity,
      first: civilDate(task.from),
      dayCount: task.dayCount,
      place: { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg },
      offsetMinutesAt: offset,
      extraRules: personalRules(nakshatraIndexOf(moonDeg), signIndexOf(moonDeg)),
      sunrise: task.sunrise,
    });
    return {
      data: pageOfDays(all, task, offset, personalReasonText),
      warnings: task.birth.timeAccuracy === 'unknown' ? [MOON_AT_NOON] : [],
    };
  },
});
