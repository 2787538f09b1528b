/**
 * What the KP ruling-planets and horary queries share: the moment (`date`
 * and `time` in the place's clock, or now when both are left out), the
 * place (`lat`+`lon` or `place_id`) and the KP ayanamsa, and the KP lords of
 * a point as the answers show them.
 */
import { Type } from '@sinclair/typebox';
import { checkOfferedDate } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import { GRAHA_IDS, NAKSHATRAS, SIGNS } from '../../core/glossary.ts';
import type { RulingPoint } from '../../domain/kp/index.ts';
import { clockChangeWarning, jdUtFromDate, localToUtc, offsetMinutesAtZone, renderLocal } from '../../time/index.ts';
import type { PrepareContext } from '../context.ts';
import { civilDate } from '../shared/days.ts';
import { QueryPlaceFields, resolveQueryPlace } from '../shared/place-day.ts';
import { DateString, EXPECTED, TIME_PATTERN, literals } from '../schemas.ts';

/** The KP ayanamsas offered: KP-New, Lahiri minus 5'24". */
export const KP_AYANAMSA_IDS = ['kp_new'] as const;
export type KpAyanamsaId = (typeof KP_AYANAMSA_IDS)[number];

/** The query fields of a KP moment at a place. */
export const KpMomentFields = {
  date: Type.Optional(DateString),
  time: Type.Optional(
    Type.String({
      pattern: TIME_PATTERN,
      description: 'Local time at the place, HH:MM or HH:MM:SS; with date',
      examples: ['10:30'],
      [EXPECTED]: 'a time HH:MM or HH:MM:SS (00:00 to 23:59:59)',
    }),
  ),
  ...QueryPlaceFields,
  ayanamsa: Type.Optional(literals(KP_AYANAMSA_IDS, 'kp_new')),
};

/** A resolved KP moment: the task both operations start from. */
export interface KpMomentTask {
  jdUt: number;
  latitudeDeg: number;
  longitudeDeg: number;
  /** IANA zone or fixed offset of the place, for rendering. */
  timezone: string;
  /** UTC offset at the moment, minutes. */
  utcOffsetMinutes: number;
  ayanamsa: KpAyanamsaId;
}

/**
 * Date and time (both or neither: neither is now, the server's clock), then
 * the place (404 on an unknown `place_id`); a local time skipped or repeated
 * by a clock change is read as the birth resolution reads it, with its warning.
 */
export function resolveKpMoment(
  query: {
    date?: string | undefined;
    time?: string | undefined;
    lat?: number | undefined;
    lon?: number | undefined;
    place_id?: string | undefined;
    ayanamsa?: KpAyanamsaId | undefined;
  },
  ctx: PrepareContext,
): KpMomentTask {
  if (query.date !== undefined) checkOfferedDate('date', query.date);
  if (query.date !== undefined && query.time === undefined) {
    throw errors.invalidParameterMessage('time', 'Expected time (HH:MM or HH:MM:SS) with date but received nothing');
  }
  if (query.time !== undefined && query.date === undefined) {
    throw errors.invalidParameterMessage('date', 'Expected date (YYYY-MM-DD) with time but received nothing');
  }
  const nowMs = ctx.now();
  const dayText = query.date ?? new Date(nowMs).toISOString().slice(0, 10);
  const place = resolveQueryPlace(query, ctx, dayText);
  let utcMs = nowMs;
  if (query.date !== undefined && query.time !== undefined) {
    const { year, month, day } = civilDate(query.date);
    const [hour, minute, second] = query.time.split(':').map(Number) as [number, number, number?];
    const r = localToUtc(place.timezone, { year, month, day, hour, minute, second: second ?? 0 });
    utcMs = r.utcMs;
    const warning = clockChangeWarning(r, `${query.date} ${query.time}`, place.timezone, 'time');
    if (warning !== undefined) ctx.warn(warning);
  }
  const jdUt = jdUtFromDate(new Date(utcMs));
  return {
    jdUt,
    latitudeDeg: place.latitudeDeg,
    longitudeDeg: place.longitudeDeg,
    timezone: place.timezone,
    utcOffsetMinutes: offsetMinutesAtZone(place.timezone)(jdUt),
    ayanamsa: query.ayanamsa ?? 'kp_new',
  };
}

/** The moment in the place's clock, to the second. */
export function renderMoment(task: KpMomentTask, jdUt: number = task.jdUt): string {
  return renderLocal(jdUt, offsetMinutesAtZone(task.timezone), 'second');
}

// Responses.

const GrahaId = literals(GRAHA_IDS);
/** A point's KP lords, as the KP chart shows its cusps and grahas. */
export const KpPointFields = {
  longitude: Type.Number({ minimum: 0, maximum: 360, description: 'Sidereal longitude (KP ayanamsa), degrees [0, 360)' }),
  sign: Type.String({ description: 'Sign id', examples: ['aries'] }),
  nakshatra: Type.String({ description: 'Nakshatra id', examples: ['bharani'] }),
  sign_lord: GrahaId,
  star_lord: GrahaId,
  sub_lord: GrahaId,
  sub_sub_lord: GrahaId,
  sub_number: Type.Integer({ minimum: 1, maximum: 249, description: 'KP horary number of the sub holding the point' }),
};
export const KpPointSchema = Type.Object(KpPointFields);

export function presentPoint(p: RulingPoint) {
  return {
    longitude: p.longitudeDeg,
    sign: SIGNS[p.signIndex]!.id,
    nakshatra: NAKSHATRAS[p.nakshatraIndex]!.id,
    sign_lord: p.signLord,
    star_lord: p.starLord,
    sub_lord: p.subLord,
    sub_sub_lord: p.subSubLord,
    sub_number: p.subNumber,
  };
}
