/**
 * The dates of a request: a schema-valid YYYY-MM-DD as a civil date, and the
 * one check of a day or a from..to range of days, with one message for each
 * way it fails (every date within the years offered, src/core/defaults.ts).
 */
import { Type } from '@sinclair/typebox';
import { checkOfferedDate, YEAR_FIELD_FIRST, YEAR_FIELD_LAST } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import { MS_PER_DAY, type CivilDate } from '../../time/index.ts';
import { DateString } from '../schemas.ts';

/** A schema-valid YYYY-MM-DD as a civil date. */
export function civilDate(iso: string): CivilDate {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

/** Unix ms of a schema-valid YYYY-MM-DD at 00:00 UTC, or 400 on `param` for a day that does not exist or lies outside the years offered. */
export function checkDay(param: string, date: string): number {
  checkOfferedDate(param, date);
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw errors.invalidParameter(param, 'a real date', date);
  return ms;
}

/**
 * The number of days from `from` to `to`, both included; 400 on `from` or
 * `to` for a day checkDay refuses, and on `to` before `from` or more than
 * `maxDays` days after it.
 */
export function checkDayRange(from: string, to: string, maxDays = Number.POSITIVE_INFINITY): number {
  const a = checkDay('from', from);
  const b = checkDay('to', to);
  if (b < a) throw errors.invalidParameterMessage('to', `Expected to on or after from (${from}) but received ${JSON.stringify(to)}`);
  const days = Math.round((b - a) / MS_PER_DAY) + 1;
  if (days > maxDays) {
    throw errors.invalidParameterMessage('to', `Expected to at most ${maxDays} days from from, both included, but received ${days} days`);
  }
  return days;
}

/** The request fields of `yearOrRange`: a calendar `year`, or `from` and `to`. */
export const YearOrRangeFields = {
  year: Type.Optional(
    Type.Integer({ minimum: YEAR_FIELD_FIRST, maximum: YEAR_FIELD_LAST, description: 'Gregorian year (instead of from and to)' }),
  ),
  from: Type.Optional(DateString),
  to: Type.Optional(DateString),
};

/**
 * The days of a request that takes either a calendar `year` or `from` and `to` (at most `maxDays` days, both
 * included, within the offered dates): 400 naming the field when both or neither are given.
 */
export function yearOrRange(query: { year?: number; from?: string; to?: string }, maxDays: number): { from: string; to: string } {
  if (query.year !== undefined) {
    if (query.from !== undefined) throw errors.invalidParameterMessage('from', 'Expected either year or from and to but received both');
    if (query.to !== undefined) throw errors.invalidParameterMessage('to', 'Expected either year or from and to but received both');
    const y = String(query.year).padStart(4, '0');
    return { from: `${y}-01-01`, to: `${y}-12-31` };
  }
  if (query.from === undefined) throw errors.invalidParameterMessage('from', 'Expected year, or from and to, but received neither');
  if (query.to === undefined) throw errors.invalidParameter('to', 'a date YYYY-MM-DD with from', undefined);
  checkDayRange(query.from, query.to, maxDays);
  return { from: query.from, to: query.to };
}
