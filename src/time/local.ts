/**
 * The offset function of a zone for the domain, and ISO 8601 rendering of UT
 * Julian days in the place's own clock. Offsets come from the platform's
 * timezone helper (the pinned tz database, tz-database.ts: historical offsets, daylight
 * saving, local mean time with its seconds).
 */
import { checkOfferedDate } from '../core/defaults.ts';
import { errors } from '../core/errors.ts';
import { jdUtFromDate, MS_PER_DAY, UNIX_EPOCH_JD } from './instant.ts';
import type { OffsetMinutesAt } from './day-frame.ts';
import type { Warning } from '../core/warnings.ts';
import { formatUtcOffset, localToUtc, offsetSecondsAt, parseFixedOffset, type LocalResolution } from './zones.ts';

/** The offset function of an IANA zone or a fixed "+HH:MM": minutes east of UTC (fractional for LMT seconds). */
export function offsetMinutesAtZone(zone: string): OffsetMinutesAt {
  const fixed = parseFixedOffset(zone);
  if (fixed !== undefined) return () => fixed / 60;
  return (jdUt: number) => offsetSecondsAt(zone, Math.round((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY)) / 60;
}

/** "+05:30" for 330 minutes ("+05:21:10" when the offset has seconds). */
export function offsetText(minutes: number): string {
  return formatUtcOffset(Math.round(minutes * 60));
}

export type Precision = 'second' | 'minute';

/**
 * ISO 8601 local date-time with the offset in force at that moment, e.g.
 * 2026-11-08T17:57:00+05:30, rounded to the nearest second or minute (then
 * seconds are 00).
 */
export function renderLocal(jdUt: number, offsetMinutesAt: OffsetMinutesAt, precision: Precision = 'second'): string {
  const unit = precision === 'minute' ? 60_000 : 1_000;
  const utcMs = (jdUt - UNIX_EPOCH_JD) * MS_PER_DAY;
  const offsetSeconds = Math.round(offsetMinutesAt(jdUt) * 60);
  // Round the local clock reading, so that seconds are 00 even with a
  // local-mean-time offset that has seconds (Asia/Kolkata before 1906).
  const localMs = Math.round((utcMs + offsetSeconds * 1000) / unit) * unit;
  return `${new Date(localMs).toISOString().slice(0, 19)}${formatUtcOffset(offsetSeconds)}`;
}

/** ISO 8601 local date-time of a UTC moment at an offset (seconds in the offset only when it has them). */
export function localDateTimeText(utcMs: number, offsetSeconds: number): string {
  const local = new Date(Math.round(utcMs / 1000) * 1000 + offsetSeconds * 1000);
  return `${local.toISOString().slice(0, 19)}${formatUtcOffset(offsetSeconds)}`;
}

function minutesText(seconds: number): string {
  const m = Math.round(seconds / 60);
  return m % 60 === 0 ? `${m / 60} h` : `${m} min`;
}

/**
 * The warning for a local time that a clock change skipped (moved forward by
 * the gap) or repeated (the first occurrence used), or undefined; `local` is
 * the time as the request wrote it, `field` its path in the request.
 */
export function clockChangeWarning(r: LocalResolution, local: string, zone: string, field: string): Warning | undefined {
  if (r.adjustment === 'gap') {
    return { code: 'local_time_skipped', fields: [field],
      message: `${local} did not exist in ${zone}: clocks moved forward by ${minutesText(r.shiftSeconds)}; the time was moved forward by the same amount` };
  }
  if (r.adjustment === 'overlap') {
    return { code: 'local_time_repeated', fields: [field],
      message: `${local} happened twice in ${zone}: clocks moved back by ${minutesText(r.shiftSeconds)}; the first occurrence (${formatUtcOffset(r.offsetSeconds)}) was used` };
  }
  return undefined;
}

/**
 * UT Julian day of 00:00 local time in a zone (IANA name or fixed "+HH:MM")
 * on a YYYY-MM-DD date (a request's date text), or on the day `addDays`
 * later. A midnight the clocks skip is the moment they jump (localToUtc's
 * rule). For days given as a CivilDate and an offset function, see
 * day-frame.ts localMidnightJdUt.
 */
export function zoneMidnightJdUt(date: string, zone: string, addDays = 0): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d + addDays));
  const fixedSeconds = parseFixedOffset(zone);
  const utcMs = fixedSeconds === undefined
    ? localToUtc(zone, { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: 0, minute: 0, second: 0 }).utcMs
    : day.getTime() - fixedSeconds * 1000;
  return jdUtFromDate(new Date(utcMs));
}

/**
 * A request's `at` date-time (ISO 8601, schema-checked) as a UT Julian day,
 * or the current time (`nowMs`, Unix ms) when it is left out; 400 on `at`
 * when the date written in it is not one of the dates offered.
 */
export function atJdUt(at: string | undefined, nowMs: number): number {
  if (at !== undefined) checkOfferedDate('at', at);
  const ms = at === undefined ? nowMs : Date.parse(at);
  return jdUtFromDate(new Date(ms));
}
