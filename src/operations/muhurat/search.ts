/** GET /v1/muhurat/search: every local day of a range scored for an activity at a place, paged (docs/panchang.md). */
import { Type, type Static } from '@sinclair/typebox';
import { errors } from '../../core/errors.ts';
import { DEFAULT_LANG, DEFAULT_PAGE_LIMIT, MAX_RANGE_DAYS } from '../../core/defaults.ts';
import { LUNAR_MONTHS, NAKSHATRAS, SIGNS, VARAS, label, twoLang, type Lang } from '../../core/glossary.ts';
import {
  MUHURAT_ACTIVITY_IDS,
  MUHURAT_RULES,
  muhuratDays,
  muhuratReasonText,
  muhuratRuleLabel,
  unionOf,
  type EdgeRule,
  type MuhuratActivityId,
  type MuhuratDay,
  type MuhuratReason,
  type MuhuratRuleId,
} from '../../domain/muhurat/index.ts';
import { lagnaSpans } from '../../domain/panchang/index.ts';
import { offsetMinutesAtZone, type SunriseConvention } from '../../time/index.ts';
import type { AstaRule } from '../../domain/asta/index.ts';
import { ASTA_RULE, choices, field, RISING_SENTENCES } from '../conventions.ts';
import { defineOperation, SECRET, type Prepared } from '../define.ts';
import { EXAMPLE_DAY } from '../examples.ts';
import { DateString, DateTimeString, literals, PLACE_META, type MetaExtras } from '../schemas.ts';
import { checkDayRange, civilDate } from '../shared/days.ts';
import { localRenderer } from '../shared/local-render.ts';
import { fingerprintOf, NextCursor, OFFSET_CURSOR, pageFields } from '../shared/paging.ts';
import { LangQuery, QueryPlaceFields, resolveQueryPlace, risingOf, SunriseField, withMeta, type QueryPlace } from '../shared/place-day.ts';
import { tithiNames } from '../shared/tithi-names.ts';

/** The `asta_rule` field of the muhurat requests (GET /v1/muhurat/search, POST /v1/muhurat/personal). */
export const AstaRuleField = { asta_rule: field(ASTA_RULE) };

export const MuhuratSearchQuery = Type.Object(
  {
    activity: Type.String({
      minLength: 1,
      maxLength: 40,
      description: `One of ${MUHURAT_ACTIVITY_IDS.join(', ')}`,
      examples: ['marriage'],
    }),
    from: DateString,
    to: DateString,
    ...QueryPlaceFields,
    ...pageFields('Days'),
    lang: Type.Optional(LangQuery),
    ...SunriseField,
    ...AstaRuleField,
  },
  {
    additionalProperties: false,
    title: 'MuhuratSearchQuery',
    description:
      `activity; from and to (at most ${MAX_RANGE_DAYS} days, both included); lat and lon, place_id or place; limit; cursor; lang; ` +
      'sunrise convention; asta_rule',
  },
);
export type MuhuratSearchQuery = Static<typeof MuhuratSearchQuery>;

const Band = literals(['Excellent', 'Good', 'Fair', 'Avoid'] as const);
export const MuhuratSearchData = Type.Object(
  {
    activity: Type.String({ examples: ['marriage'] }),
    days: Type.Array(
      Type.Object({
        date: DateString,
        score: Type.Number({ minimum: 0, maximum: 100, description: 'Weighted panchang score, 0..100' }),
        band: Band,
        rejected: Type.Boolean({ description: 'True when no window is left: some rule closes every part of the day' }),
        reasons: Type.Array(Type.String(), { description: 'Each reason begins with the id of its rule' }),
        reason_rules: Type.Array(
          Type.Object({
            rule: Type.String({ examples: ['bhadra'] }),
            rule_label: Type.String({ description: "The rule's name in `lang`", examples: ['Bhadra'] }),
            person: Type.Optional(
              Type.Integer({ minimum: 0, description: 'Whose check (the index in people), for a personal rule of several people' }),
            ),
          }),
          {
            description:
              "The rule of each reason, in the order of `reasons` (one each): its id and its name in `lang` (the reason's sentence is English or Hindi prose)",
          },
        ),
        windows: Type.Array(
          Type.Object({
            start: DateTimeString,
            end: DateTimeString,
            lagnas: Type.Array(
              Type.Object({
                name: Type.String({ examples: ['taurus'] }),
                label: Type.String({ examples: ['Taurus'] }),
                start: DateTimeString,
                end: DateTimeString,
              }),
              {
                description:
                  'The rising signs (lagnas) the window holds, in order, each with its own start and end (the first may begin before the window, the last end after it; looked up to 6 hours either side)',
              },
            ),
            bounded_by: Type.Object(
              {
                start: Type.Array(Type.String(), { examples: [['nakshatra']] }),
                end: Type.Array(Type.String(), { examples: [['bhadra', 'tithi']] }),
              },
              {
                description:
                  "The rules whose closed time ends where the window starts and begins where it ends ('sunrise' at the day's edges; a personal rule of several people names whose, 'tara_bala (people[1])')",
              },
            ),
          }),
          { description: 'The spans of the day (sunrise to next sunrise) every rule leaves open; empty when rejected' },
        ),
      }),
    ),
    next_cursor: NextCursor,
  },
  { title: 'MuhuratSearch' },
);
type MuhuratSearchData = Static<typeof MuhuratSearchData>;

export interface MuhuratSearchTask extends QueryPlace {
  activity: MuhuratActivityId;
  from: string;
  dayCount: number;
  offset: number;
  limit: number;
  fingerprint: string;
  lang: Lang;
  /** Absent: DEFAULT_SUNRISE. */
  sunrise?: SunriseConvention | undefined;
  /** Absent: DEFAULT_ASTA_RULE. */
  astaRule?: AstaRule | undefined;
}

/** The asta rule a muhurat request chose, and its meta when not the default. */
export function astaRuleOf(input: { asta_rule?: AstaRule | undefined }): { astaRule: AstaRule; meta: MetaExtras } {
  const { values, meta } = choices({ asta_rule: ASTA_RULE }, input);
  return { astaRule: values.asta_rule, meta };
}

/**
 * What a cursor is bound to: the fields that fix the list of days. The
 * sunrise convention is added only when it is not the default, so a default
 * search's cursors are those it had before the option existed.
 */
function searchFingerprint(fields: readonly (string | number)[], meta: { sunrise?: string; asta_rule?: string }): string {
  const chosen = [meta.sunrise, meta.asta_rule].filter((v) => v !== undefined);
  return fingerprintOf([...fields, ...chosen].join('|'));
}

/**
 * The task of a search (plain or personal): `place`, the page its cursor
 * gives (the cursor bound to the search's fields and `boundTo`), lang and
 * the sunrise convention.
 */
export function searchTaskOf(
  query: { from: string; to: string; cursor?: string | undefined; limit?: number | undefined; lang?: Lang | undefined },
  search: {
    activity: MuhuratActivityId;
    dayCount: number;
    place: QueryPlace;
    sunrise: SunriseConvention;
    astaRule: AstaRule;
    meta: { sunrise?: string; asta_rule?: string };
  },
  boundTo: readonly (string | number)[] = [],
): MuhuratSearchTask {
  const { activity, dayCount, place } = search;
  const fingerprint = searchFingerprint([activity, query.from, query.to, place.latitudeDeg, place.longitudeDeg, ...boundTo], search.meta);
  return {
    ...place,
    activity,
    from: query.from,
    dayCount,
    offset: query.cursor === undefined ? 0 : decodeOffset(query.cursor, fingerprint, dayCount),
    limit: query.limit ?? DEFAULT_PAGE_LIMIT,
    fingerprint,
    lang: query.lang ?? DEFAULT_LANG,
    sunrise: search.sunrise,
    astaRule: search.astaRule,
  };
}

/** The days already given by a cursor of this search (1..dayCount-1), or 400 on `cursor`. */
function decodeOffset(cursor: string, fingerprint: string, dayCount: number): number {
  return OFFSET_CURSOR.decode(cursor, fingerprint, ([offset]) => offset! > 0 && offset! < dayCount)[0]!;
}

/** The names a reason's indices stand for, by rule. */
function namesOf(rule: string, indices: readonly number[], lang: Lang): string {
  const names = indices
    .map((i) => {
      if (rule === 'nakshatra') return label(NAKSHATRAS[i]!, lang);
      if (rule === 'tithi') {
        const t = tithiNames(i - 1, lang);
        return `${t.paksha_label} ${t.label}`;
      }
      if (rule === 'weekday') return label(VARAS[i]!, lang);
      if (rule === 'lunar_month' || rule === 'adhik_masa') return label(LUNAR_MONTHS[i]!, lang);
      if (rule === 'lagna' || rule === 'solar_month') return label(SIGNS[i]!, lang);
      if (rule === 'gandanta') return muhuratReasonText({ id: 'gandanta_pada', params: { padaIndex: i } }, lang);
      return '';
    })
    .filter((s) => s.length > 0);
  return names.length > 0 ? ` (${names.join(', ')})` : '';
}

/** A reason as text: `<rule id>: <what the rule says>`, with the effect on the day and the names involved. */
export function reasonText(r: MuhuratReason, lang: Lang): string {
  const rule = MUHURAT_RULES[r.rule as MuhuratRuleId];
  const what = rule === undefined ? r.rule : twoLang(rule, lang);
  const names = namesOf(r.rule, r.indices, lang);
  if (r.effect === 'favours') return `${r.rule}: ${muhuratReasonText({ id: 'favourable' }, lang)}${names}`;
  return `${r.rule}: ${what}${names}; ${effectText(r, lang)}`;
}

/** What a closing or cautioning reason does to the day, in `lang`. */
export function effectText(r: MuhuratReason, lang: Lang): string {
  const percent = Math.round(r.closedFraction * 100);
  const effect = r.effect === 'favours' ? 'rejects' : r.effect;
  // Lagna shuddhi only narrows what the other rules leave: rejecting, it closes those windows, not the whole day.
  if (r.rule === 'lagna' && effect === 'rejects') return muhuratReasonText({ id: 'lagna_rejects' }, lang);
  return muhuratReasonText(effect === 'rejects' ? { id: 'rejects' } : { id: effect, params: { percent } }, lang);
}

/** The activity and the number of days of `from`..`to`, or 400 on `activity` or `to`. */
export function checkedRange(query: { activity: string; from: string; to: string }): { activity: MuhuratActivityId; dayCount: number } {
  if (!(MUHURAT_ACTIVITY_IDS as readonly string[]).includes(query.activity)) {
    throw errors.invalidParameterMessage(
      'activity',
      `Expected one of ${MUHURAT_ACTIVITY_IDS.join(', ')} but received ${JSON.stringify(query.activity)}`,
    );
  }
  const dayCount = checkDayRange(query.from, query.to, MAX_RANGE_DAYS);
  return { activity: query.activity as MuhuratActivityId, dayCount };
}

/** How far either side of a window its first and last lagna are looked up (days): a sign rises in at most about 5 hours below 60 deg. */
const LAGNA_LOOKAROUND_DAYS = 0.25;

/** A window edge's rule as text: the id, and whose for a personal rule of several people. */
const edgeText = (e: EdgeRule) => (e.person === undefined ? e.rule : `${e.rule} (people[${e.person}])`);

/** One page of the judged days (`task.offset`, `task.limit`), windows in local time with their lagnas and bounds, each reason in words by `text`. */
export function pageOfDays(
  all: readonly MuhuratDay[],
  task: MuhuratSearchTask,
  offsetMinutesAt: (jdUt: number) => number,
  text: (r: MuhuratReason, lang: Lang) => string,
): MuhuratSearchData {
  const r = localRenderer(offsetMinutesAt, 'minute');
  const end = Math.min(all.length, task.offset + task.limit);
  const page = all.slice(task.offset, end);
  // The rising signs around every window of the page, in one lookup (overlapping surroundings merged: each sign once).
  const around = unionOf(
    page.flatMap((d) =>
      d.windows.map((w) => ({ startJdUt: w.startJdUt - LAGNA_LOOKAROUND_DAYS, endJdUt: w.endJdUt + LAGNA_LOOKAROUND_DAYS })),
    ),
  );
  const lagnas = lagnaSpans({ latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg }, around);
  return {
    activity: task.activity,
    days: page.map((d) => ({
      date: d.iso,
      score: d.score,
      band: d.band,
      rejected: d.rejected,
      reasons: d.reasons.map((x) => text(x, task.lang)),
      reason_rules: d.reasons.map((x) => ({
        rule: x.rule,
        rule_label: muhuratRuleLabel(x.rule, task.lang),
        ...(x.person === undefined ? {} : { person: x.person }),
      })),
      windows: d.windows.map((w, i) => ({
        start: r.at(w.startJdUt),
        end: r.at(w.endJdUt),
        lagnas: lagnas
          .filter((l) => l.endJdUt > w.startJdUt && l.startJdUt < w.endJdUt)
          .map((l) => ({
            name: SIGNS[l.index]!.id,
            label: label(SIGNS[l.index]!, task.lang),
            start: r.at(l.startJdUt),
            end: r.at(l.endJdUt),
          })),
        bounded_by: { start: d.bounds[i]!.start.map(edgeText), end: d.bounds[i]!.end.map(edgeText) },
      })),
    })),
    next_cursor: end < all.length ? OFFSET_CURSOR.encode([end], task.fingerprint) : null,
  };
}

export const muhuratSearch = defineOperation({
  id: 'muhuratSearch',
  method: 'GET',
  path: '/v1/muhurat/search',
  credits: 2,
  keys: SECRET,
  group: 'muhurat',
  example: { activity: 'marriage', from: '2026-11-01', to: '2026-12-15', place_id: EXAMPLE_DAY.place_id, limit: 20 },
  meta: ['sunrise', 'asta_rule', ...PLACE_META],
  summary: 'Muhurat search',
  description:
    'Every local day (sunrise to next sunrise) of a range scored for an activity at a place: score, band, rejected, ' +
    'the reasons naming their rules, and the windows every rule leaves open. Paged by limit and data.next_cursor. ' +
    `${RISING_SENTENCES.sunrise} ` +
    '`asta_rule=visibility` closes Guru and Shukra asta from the heliacal setting to the rising at the place instead of by the orbs. ' +
    '400 on `lat` where the Sun does not rise and set on every day.',
  input: MuhuratSearchQuery,
  output: MuhuratSearchData,
  prepare(query, ctx): Prepared<MuhuratSearchTask> {
    const { activity, dayCount } = checkedRange(query);
    const rising = risingOf({ sunrise: query.sunrise });
    const asta = astaRuleOf(query);
    const meta = { ...rising.meta, ...asta.meta };
    const place = resolveQueryPlace(query, ctx, query.from);
    return withMeta(
      searchTaskOf(query, { activity, dayCount, place, sunrise: rising.rising.sunrise, astaRule: asta.astaRule, meta }),
      meta,
    );
  },
  compute(task: MuhuratSearchTask) {
    const offset = offsetMinutesAtZone(task.timezone);
    const all = muhuratDays({
      activity: task.activity,
      first: civilDate(task.from),
      dayCount: task.dayCount,
      place: { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg },
      offsetMinutesAt: offset,
      sunrise: task.sunrise,
      astaRule: task.astaRule,
      // The pages of one search, and the activities of a bulk request (muhurat/search-batch.ts), share the days' context.
      zoneKey: task.timezone,
    });
    return { data: pageOfDays(all, task, offset, reasonText) };
  },
});
