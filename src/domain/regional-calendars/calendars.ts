/**
 * The four regional solar calendars: which sign begins their year, the era
 * they count years in and the rule that gives the day a month begins on
 * (src/domain/festivals/sankranti-day.ts, monthStartOffsetDays).
 *
 * Eras (Sewell and Dikshit, The Indian Calendar, art. 71 and Table I; Reingold
 * and Dershowitz, Calendrical Calculations, ch. 20): the Tamil and Odia years
 * are counted here in the solar Shaka era (Gregorian year - 78 from the first
 * day of Mesha), the Bengali in the Bangabda (Gregorian year - 593 from 1
 * Boishakh, Pohela Boishakh), the Malayalam in the Kollam era (Gregorian year -
 * 824 from 1 Chingam, the Simha month).
 */
import type { RegionalCalendarRule } from '../festivals/index.ts';

export const SOLAR_CALENDAR_IDS = ['tamil', 'malayalam', 'bengali', 'odia'] as const;
export type SolarCalendarId = (typeof SOLAR_CALENDAR_IDS)[number];
export const SOLAR_ERA_IDS = ['shaka', 'kollam', 'bangabda'] as const;
export type SolarEraId = (typeof SOLAR_ERA_IDS)[number];

export interface SolarCalendarDef {
  id: SolarCalendarId;
  rule: RegionalCalendarRule;
  /** Sign index (0 = Mesha) of the first month of the year. */
  firstSignIndex: number;
  era: SolarEraId;
  /** Gregorian year of the year's first day minus the era year. */
  eraOffsetYears: number;
}

const MESHA = 0;
const SIMHA = 4;

export const SOLAR_CALENDARS: Record<SolarCalendarId, SolarCalendarDef> = {
  tamil: { id: 'tamil', rule: 'tamil', firstSignIndex: MESHA, era: 'shaka', eraOffsetYears: 78 },
  malayalam: { id: 'malayalam', rule: 'kerala', firstSignIndex: SIMHA, era: 'kollam', eraOffsetYears: 824 },
  bengali: { id: 'bengali', rule: 'bengal', firstSignIndex: MESHA, era: 'bangabda', eraOffsetYears: 593 },
  odia: { id: 'odia', rule: 'odisha', firstSignIndex: MESHA, era: 'shaka', eraOffsetYears: 78 },
};

/** Month number 1..12 of a sign in the calendar (1 = the year's first month). */
export function monthNumberOf(def: SolarCalendarDef, signIndex: number): number {
  return ((signIndex - def.firstSignIndex + 12) % 12) + 1;
}

/** Sign index (0 = Mesha) of month number 1..12. */
export function signIndexOfMonth(def: SolarCalendarDef, monthNumber: number): number {
  return (def.firstSignIndex + monthNumber - 1) % 12;
}

/**
 * Months are mid-January to mid-December in the Gregorian year: a month of a
 * sign that comes before the first sign in that order (Makara, Kumbha, Meena
 * for a Mesha year; Makara to Karka for a Simha year) begins in the Gregorian
 * year after the one its year began in.
 */
function beginsInNextGregorianYear(def: SolarCalendarDef, signIndex: number): boolean {
  // Signs in Gregorian order from Makara (mid-January): Makara = 0 .. Dhanu = 11.
  const order = (s: number) => (s - 9 + 12) % 12;
  return order(signIndex) < order(def.firstSignIndex);
}

/** The era year of a month that begins in Gregorian year `gregorianYear`. */
export function eraYearOf(def: SolarCalendarDef, signIndex: number, gregorianYear: number): number {
  return gregorianYear - def.eraOffsetYears - (beginsInNextGregorianYear(def, signIndex) ? 1 : 0);
}

/** The Gregorian year in which month `signIndex` of era year `eraYear` begins. */
export function gregorianYearOf(def: SolarCalendarDef, signIndex: number, eraYear: number): number {
  return eraYear + def.eraOffsetYears + (beginsInNextGregorianYear(def, signIndex) ? 1 : 0);
}
