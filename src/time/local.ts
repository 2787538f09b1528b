/**
 * The offset function of a zone for the domain, and ISO 8601 rendering of UT
 * Julian days in the place's own clock. Offsets come from the platform's
 * timezone helper (the pinned tz database, tz-database.ts: historical offsets, daylight
 * saving, local mean time with its seconds).
 */
import { checkOfferedDate } from '../core/defaults.ts';
import { jdUtFromDate, MS_PER_DAY, UNIX_EPOCH_JD } from './instant.ts';
import type { OffsetMinutesAt } from './day-frame.ts';
import type { Warning } from '../core/warnings.ts';
import { tzOffsetCursor } from './tz-database.ts';
import { formatUtcOffset, localToUtc, parseFixedOffset, type LocalResolution } from './zones.ts';

/**
 * The offset function of an IANA zone or a fixed "+HH:MM": minutes east of
 * UTC (fractional for LMT seconds). It keeps the interval between the zone's
 * transitions that its last answer came from, since callers ask about many
 * moments close together (a year of days renders ~13,000).
 */
export function offsetMinutesAtZone(zone: string): OffsetMinutesAt {
  const fixed = parseFixedOffset(zone);
  if (fixed !== undefined) return () => fixed / 60;
  const secondsAt = tzOffsetCursor(zone);
  return (jdUt: number) => secondsAt(Math.round((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY)) / 60;
}

/** "+05:30" for 330 minutes ("+05:21:10" when the offset has seconds). */
export function offsetText(minutes: number): string {
  return formatUtcOffset(Math.round(minutes * 60));
}

export type Precision = 'second' | 'minute';

/**
 * ISO 8601 local date-time with the offset in force at that moment, e.g.
 * 2026-11-08T17:57:00+05:30, rounded to the nearest second or minute (then
 * seconds are 00). Rounding, not truncation, is also how Drik Panchang prints
 * its minutes (docs/engine.md, "The minute rule"); the operations render
 * their minutes here (the ICS feeds take those texts).
 */
export function renderLocal(jdUt: number, offsetMinutesAt: OffsetMinutesAt, precision: Precision = 'second'): string {
  const unit = precision === 'minute' ? 60_000 : 1_000;
  const utcMs = (jdUt - UNIX_EPOCH_JD) * MS_PER_DAY;
  const offsetSeconds = Math.round(offsetMinutesAt(jdUt) * 60);
  // Round the local clock reading, so that seconds are 00 even with a
  // local-mean-time offset that has seconds (Asia/Kolkata before 1906).
  const localMs = Math.round((utcMs + offsetSeconds * 1000) / unit) * unit;
  return `${isoDateTimeText(localMs)}${formatUtcOffset(offsetSeconds)}`;
}

/** ISO 8601 local date-time of a UTC moment at an offset (seconds in the offset only when it has them). */
export function localDateTimeText(utcMs: number, offsetSeconds: number): string {
  return `${isoDateTimeText(Math.round(utcMs / 1000) * 1000 + offsetSeconds * 1000)}${formatUtcOffset(offsetSeconds)}`;
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
/** Moments whose toISOString has a four-digit year (0000 to 9999); others have six digits and a sign. */
const FOUR_DIGIT_YEARS_FROM_MS = Date.parse('0000-01-01T00:00:00Z');
const FOUR_DIGIT_YEARS_UNTIL_MS = Date.parse('+010000-01-01T00:00:00Z');
/** "YYYY-MM-DD" of days since 1970-01-01, as Date wrote them; cleared when full (a range touches ~370 days). */
const dateTexts = new Map<number, string>();
const DATE_TEXTS_MAX = 4096;

/**
 * "YYYY-MM-DDTHH:MM:SS" of a count of ms read as UTC (a local clock reading):
 * the first 19 characters of Date's toISOString, byte for byte. Only the
 * date comes from Date, once per day, and the time of day from digits: a
 * place-year of panchang renders ~13,000 of these, and a Date and its
 * toISOString for each was the larger part of rendering it.
 */
function isoDateTimeText(ms: number): string {
  if (!(ms >= FOUR_DIGIT_YEARS_FROM_MS && ms < FOUR_DIGIT_YEARS_UNTIL_MS)) return new Date(ms).toISOString().slice(0, 19);
  const wholeMs = Math.trunc(ms); // as Date keeps a time value
  const day = Math.floor(wholeMs / MS_PER_DAY);
  let date = dateTexts.get(day);
  if (date === undefined) {
    if (dateTexts.size >= DATE_TEXTS_MAX) dateTexts.clear();
    date = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    dateTexts.set(day, date);
  }
  const second = Math.floor((wholeMs - day * MS_PER_DAY) / 1000);
  return `${date}T${TWO_DIGITS[Math.floor(second / 3600)]}:${TWO_DIGITS[Math.floor(second / 60) % 60]}:${TWO_DIGITS[second % 60]}`;
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
    return {
      code: 'local_time_skipped',
      fields: [field],
      message: `${local} did not exist in ${zone}: clocks moved forward by ${minutesText(r.shiftSeconds)}; the time was moved forward by the same amount`,
    };
  }
  if (r.adjustment === 'overlap') {
    return {
      code: 'local_time_repeated',
      fields: [field],
      message: `${local} happened twice in ${zone}: clocks moved back by ${minutesText(r.shiftSeconds)}; the first occurrence (${formatUtcOffset(r.offsetSeconds)}) was used`,
    };
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
  const utcMs =
    fixedSeconds === undefined
      ? localToUtc(zone, { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: 0, minute: 0, second: 0 })
          .utcMs
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
