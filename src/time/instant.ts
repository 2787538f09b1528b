/**
 * Julian days. Inside the engine a moment is a UT Julian day (`jdUt`); Date
 * objects appear only at the edges. UTC is used for UT1 (they differ by under
 * 0.9 s, below every tolerance this service promises).
 */

export const MS_PER_DAY = 86_400_000;
/** Julian day of the Unix epoch, 1970-01-01T00:00:00Z. */
export const UNIX_EPOCH_JD = 2_440_587.5;
export const SECOND_DAYS = 1 / 86_400;
export const MINUTE_DAYS = 1 / 1_440;

export function jdUtFromDate(date: Date): number {
  return date.getTime() / MS_PER_DAY + UNIX_EPOCH_JD;
}

export function dateFromJdUt(jdUt: number): Date {
  return new Date(Math.round((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY));
}

/** Julian day at 00:00 UT of a proleptic Gregorian calendar date. */
export function jdUtFromCalendar(year: number, month: number, day: number, hourUt = 0): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY + UNIX_EPOCH_JD + hourUt / 24;
}
