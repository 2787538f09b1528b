/**
 * POST /v1/muhurat/personal: the muhurat search for one to four people, with
 * tara bala and chandra bala from each natal Moon, and for marriage guru bala
 * for the bride and surya bala for the groom (docs/panchang.md). Lahiri only:
 * the checks count from the natal Moon as the panchang reads it.
 */
import { Type } from '@sinclair/typebox';
import type { BirthMoment } from '../../core/birth.ts';
import { errors } from '../../core/errors.ts';
import { MAX_RANGE_DAYS, SKY_READING_AYANAMSA } from '../../core/defaults.ts';
import { NAKSHATRAS, nakshatraIndexOf, signIndexOf, type Lang } from '../../core/glossary.ts';
import { timeUnknownWarning } from '../../core/warnings.ts';
import { grahaOf } from '../../domain/chart/index.ts';
import {
  muhuratDays,
  personalIndexWords,
  personalRules,
  PERSON_ROLES,
  PERSONAL_RULES,
  TRANSIT_BALA_ACTIVITIES,
  type MuhuratReason,
  type PersonRole,
} from '../../domain/muhurat/index.ts';
import { offsetMinutesAtZone } from '../../time/index.ts';
import { chartAsGiven, requireApparentPositions } from '../birth.ts';
import type { PlaceParam } from '../context.ts';
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
import {
  astaRuleOf,
  AstaRuleField,
  checkedRange,
  effectText,
  MuhuratSearchData,
  pageOfDays,
  reasonText,
  searchTaskOf,
  type MuhuratSearchTask,
} from './search.ts';

/** Most people one personal muhurat checks (a couple and their parents, a child and both parents). */
export const MAX_MUHURAT_PEOPLE = 4;

const Person = Type.Object(
  {
    birth: Birth,
    role: Type.Optional(
      Type.Union(
        PERSON_ROLES.map((r) => Type.Literal(r)),
        { description: 'bride: guru bala is checked too; groom: surya bala (marriage only); other (default): tara and chandra bala only' },
      ),
    ),
  },
  { additionalProperties: false, title: 'MuhuratPerson' },
);

export const MuhuratPersonalRequest = Type.Object(
  {
    birth: Type.Optional(Birth),
    people: Type.Optional(
      Type.Array(Person, {
        minItems: 1,
        maxItems: MAX_MUHURAT_PEOPLE,
        description: `One to ${MAX_MUHURAT_PEOPLE} people, each with a birth and a role; instead of birth`,
      }),
    ),
    activity: Type.String({ minLength: 1, maxLength: 40, description: 'As for GET /v1/muhurat/search', examples: ['marriage'] }),
    from: DateString,
    to: DateString,
    ...QueryPlaceFields,
    ...pageFields('Days'),
    lang: Type.Optional(LangQuery),
    options: Type.Optional(Options),
    ...SunriseField,
    ...AstaRuleField,
  },
  {
    additionalProperties: false,
    title: 'MuhuratPersonalRequest',
    description:
      `birth (one person) or people (one to ${MAX_MUHURAT_PEOPLE}, each a birth and a role); activity; from and to (at most ` +
      `${MAX_RANGE_DAYS} days); the place of the muhurat as lat and lon, place_id or place (default: the first person's birth ` +
      'place); limit; cursor; lang; options (ayanamsa lahiri and positions apparent only); sunrise convention; asta_rule',
  },
);

/** One person of the task: the birth and the role. */
interface TaskPerson {
  birth: BirthMoment;
  role?: PersonRole | undefined;
}

/** The search's task for its people: each birth adds the natal Moon's tara and chandra bala (and guru or surya bala). */
export interface MuhuratPersonalTask extends MuhuratSearchTask {
  /** The single `birth` of the request (the form before `people`); absent when people are given. */
  birth?: BirthMoment;
  people?: TaskPerson[];
}

const MOON_OF_THE_DATE = timeUnknownWarning(
  [],
  'Birth time unknown: tara and chandra bala are checked for every nakshatra and sign the Moon held on the birth date',
);

const PERSONAL_WHAT: Readonly<Record<string, string>> = {
  [PERSONAL_RULES.taraBala]: "the Moon's nakshatra is a rejected tara from the birth nakshatra",
  [PERSONAL_RULES.chandraBala]: "the Moon's sign is 4th, 8th or 12th from the natal Moon",
  [PERSONAL_RULES.guruBala]: "Jupiter's sign is 4th, 8th or 12th from the bride's natal Moon",
  [PERSONAL_RULES.suryaBala]: "the Sun's sign is 4th, 8th or 12th from the groom's natal Moon",
};

/** A reason as text; the personal rules name whose check it is, and the tara or house that closes the day. */
function personalReasonText(people: readonly TaskPerson[] | undefined) {
  return (r: MuhuratReason, lang: Lang): string => {
    const what = PERSONAL_WHAT[r.rule];
    if (what === undefined) return reasonText(r, lang);
    const role = r.person === undefined ? undefined : people?.[r.person]?.role;
    const whose = r.person === undefined ? '' : ` (people[${r.person}]${role === undefined ? '' : `, ${role}`})`;
    return `${r.rule}${whose}: ${what} (${r.indices.map((i) => personalIndexWords(r.rule, i)).join(', ')}); ${effectText(r, lang)}`;
  };
}

/**
 * The natal Moon's nakshatras and signs (Lahiri): the one at the birth, or
 * with the time unknown every one the Moon held on the birth date (local
 * noon +-12 hours), each checked (a span fails if it fails for any).
 */
function natalMoons(birth: BirthMoment): { nakshatraIndices: number[]; moonSignIndices: number[] } {
  const moments = birth.timeAccuracy === 'unknown' ? [birth.jdUt - 0.5, birth.jdUt, birth.jdUt + 0.5] : [birth.jdUt];
  const longitudes = moments.map(
    (jd) => grahaOf(chartAsGiven({ ...birth, jdUt: jd }, { ayanamsa: SKY_READING_AYANAMSA }), 'moon').longitudeDeg,
  );
  return {
    nakshatraIndices: [...new Set(longitudes.map(nakshatraIndexOf))],
    moonSignIndices: [...new Set(longitudes.map(signIndexOf))],
  };
}

/**
 * 400 on `<param>.time` for the bride or groom of a marriage without a birth
 * time when the Moon changes nakshatra or sign on the birth date: the
 * marriage's balas count from the couple's natal Moons (its sources take the
 * couple's charts as known); a steady Moon needs no time.
 */
function checkCoupleMoonKnown(birth: BirthMoment, role: PersonRole | undefined, activity: string, param: string): void {
  if (birth.timeAccuracy !== 'unknown' || role === undefined || role === 'other' || !TRANSIT_BALA_ACTIVITIES.includes(activity)) return;
  const moons = natalMoons(birth);
  if (moons.nakshatraIndices.length === 1 && moons.moonSignIndices.length === 1) return;
  const names = moons.nakshatraIndices.map((n) => NAKSHATRAS[n]!.en).join(' to ');
  throw errors.invalidParameterMessage(
    `${param}.time`,
    `Expected ${param}.time for the ${role} of a marriage: the Moon moves ${names.includes(' to ') ? `from ${names}` : 'between signs'} on that date`,
  );
}

export const muhuratPersonal = defineOperation({
  id: 'muhuratPersonal',
  method: 'POST',
  path: '/v1/muhurat/personal',
  credits: 3,
  keys: SECRET,
  group: 'muhurat',
  example: { birth: EXAMPLE_BIRTH, activity: 'marriage', from: '2026-11-01', to: '2026-12-15', place_id: EXAMPLE_DAY.place_id, limit: 20 },
  meta: ['ayanamsa', 'sunrise', 'asta_rule', ...PLACE_META],
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
    const { rising, meta: risingMeta } = risingOf({ sunrise: input.sunrise });
    const asta = astaRuleOf(input);
    const meta = { ...risingMeta, ...asta.meta };
    if ((input.birth === undefined) === (input.people === undefined)) {
      throw errors.invalidParameterMessage(
        input.birth === undefined ? 'people' : 'birth',
        `Expected either birth (one person) or people (one to ${MAX_MUHURAT_PEOPLE}), not ${input.birth === undefined ? 'neither' : 'both'}`,
      );
    }
    const people: { birth: BirthMoment; role?: PersonRole | undefined; param: string }[] = [];
    if (input.birth !== undefined) people.push({ birth: (await ctx.resolveBirth(input.birth)).moment, param: 'birth' });
    for (const [i, p] of (input.people ?? []).entries()) {
      const param: PlaceParam = `people[${i}].birth`;
      const resolved = await ctx.resolveBirth(p.birth, param);
      // Without a query place the muhurat is for the first person's birth place: the meta names it.
      if (i === 0 && !hasQueryPlace(input)) ctx.usePlace({ place_used: resolved.placeUsed, timezone_used: resolved.timezoneUsed });
      people.push({ birth: resolved.moment, role: p.role, param });
    }
    for (const p of people) checkCoupleMoonKnown(p.birth, p.role, activity, p.param);
    const first = people[0]!.birth;
    const hasPlace = hasQueryPlace(input);
    const place: QueryPlace = hasPlace
      ? resolveQueryPlace(input, ctx, input.from)
      : { latitudeDeg: first.latitudeDeg, longitudeDeg: first.longitudeDeg, timezone: first.timezoneName };
    // The cursor is bound to the people too, so a page of one search cannot continue another's.
    const bound = people.flatMap((p) => [p.birth.jdUt, p.role ?? '']);
    const search = { activity, dayCount, place, sunrise: rising.sunrise, astaRule: asta.astaRule, meta };
    const task: MuhuratPersonalTask =
      input.birth !== undefined
        ? { ...searchTaskOf(input, search, [first.jdUt]), birth: first }
        : { ...searchTaskOf(input, search, bound), people: people.map(({ birth, role }) => ({ birth, role })) };
    return { task, meta: { ayanamsa: SKY_READING_AYANAMSA, ...meta } };
  },
  compute(task: MuhuratPersonalTask) {
    const people: TaskPerson[] = task.people ?? [{ birth: task.birth! }];
    const moons = people.map((p) => ({ ...natalMoons(p.birth), role: p.role }));
    const offset = offsetMinutesAtZone(task.timezone);
    const all = muhuratDays({
      activity: task.activity,
      first: civilDate(task.from),
      dayCount: task.dayCount,
      place: { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg },
      offsetMinutesAt: offset,
      extraRules: personalRules(moons, task.activity),
      sunrise: task.sunrise,
      astaRule: task.astaRule,
    });
    return {
      data: pageOfDays(all, task, offset, personalReasonText(task.people)),
      warnings: people.some((p) => p.birth.timeAccuracy === 'unknown') ? [MOON_OF_THE_DATE] : [],
    };
  },
});
