/**
 * The dates of a request: a schema-valid YYYY-MM-DD as a civil date, and the
 * one check of a day or a from..to range of days, with one message for each
 * way it fails (every date within the years offered, src/core/defaults.ts).
 */
import { checkOfferedDate } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import { MS_PER_DAY, type CivilDate } from '../../time/index.ts';

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
