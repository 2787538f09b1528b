/**
 * A birth (or any moment at a place) after place and time-zone resolution:
 * the input every domain computation takes. Produced in one place by the
 * HTTP layer's birth resolver; domain code never sees Dates or zone rules.
 */
export type TimeAccuracy = 'exact' | 'approximate' | 'unknown';

export interface BirthMoment {
  /** The moment as a UT Julian day. With timeAccuracy 'unknown' this is local
   * noon and must only be used for values that do not depend on the lagna or
   * houses (see warnings). */
  jdUt: number;
  latitudeDeg: number;
  /** East positive. */
  longitudeDeg: number;
  timeAccuracy: TimeAccuracy;
  /** UTC offset in force at the moment, in minutes (e.g. 330 for +05:30);
   * used to render local times. */
  utcOffsetMinutes: number;
  /** IANA zone name, or the fixed offset text when one was given. */
  timezoneName: string;
}
