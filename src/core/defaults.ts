/**
 * The engine's defaults, in one place: the chart options a request may leave
 * out and the years the ephemeris is offered for. Every schema default,
 * option resolver, range check and native argument check reads them here.
 */
import { errors } from './errors.ts';

/** Lahiri (Swiss Ephemeris SE_SIDM_LAHIRI): the ayanamsa when a request names none. */
export const DEFAULT_AYANAMSA = 'lahiri' as const;
/** The true (osculating) node; Ketu is Rahu + 180 deg. */
export const DEFAULT_NODE = 'true' as const;
/** Whole-sign houses: house 1 is the sign of the sidereal ascendant (the only system offered). */
export const DEFAULT_HOUSE_SYSTEM = 'whole_sign' as const;
export const DEFAULT_LANG = 'en' as const;
export const DEFAULT_VIEW = 'full' as const;
/**
 * Apparent positions (light-time, aberration and light deflection applied:
 * where a graha is seen, as almanacs print it); `true` asks for geometric ones.
 */
export const DEFAULT_POSITIONS = 'apparent' as const;

/**
 * Rising conventions (src/time/day-frame.ts RISING_CONVENTIONS): sunrise and
 * sunset of the Sun's upper limb, moonrise and moonset of the Moon's centre,
 * both on the sea-level horizon with standard refraction.
 */
export const DEFAULT_SUNRISE = 'upper_limb' as const;
export const DEFAULT_MOONRISE = 'centre' as const;
/** The panchang reads its limbs, lunar month, ritu and ayana at local clock noon (src/domain/panchang LIMBS_AT_IDS). */
export const DEFAULT_LIMBS_AT = 'noon' as const;

/**
 * Matching where the sources disagree (docs/matching.md, "Table variants";
 * docs/doshas.md): the Ashtakoot varna table, vashya points and tara count,
 * and the Manglik rule set, when a request names none.
 */
export const DEFAULT_VARNA_TABLE = 'standard' as const;
export const DEFAULT_VASHYA_TABLE = 'standard' as const;
export const DEFAULT_TARA_COUNT = 'both_ways' as const;
export const DEFAULT_MANGLIK_RULES = 'standard' as const;

/**
 * Asta (combustion) of the grahas in the muhurat vetoes and the transit
 * events when a request names no rule: the fixed orbs, which need no place
 * and meet Drik Panchang's muhurat lists better; `visibility` (src/domain/asta)
 * meets the almanacs' asta and udaya dates better (docs/transits.md, "Asta
 * and udaya", has both comparisons).
 */
export const DEFAULT_ASTA_RULE = 'orbs' as const;

/**
 * The ayanamsa of the readings that set the natal Moon against the sky as the
 * panchang reads it (Sade Sati, the personal muhurat's tara and chandra
 * bala), whatever the request's options say: Lahiri, the panchang's.
 */
export const SKY_READING_AYANAMSA = 'lahiri' as const;

/** The option values a request gets when it leaves them out. */
export const DEFAULT_OPTIONS = {
  ayanamsa: DEFAULT_AYANAMSA,
  house_system: DEFAULT_HOUSE_SYSTEM,
  node: DEFAULT_NODE,
  lang: DEFAULT_LANG,
  view: DEFAULT_VIEW,
  positions: DEFAULT_POSITIONS,
} as const;

/**
 * The dates offered, one rule for every operation: every date a request
 * names lies from FIRST_DATE to LAST_DATE as written, that is as a local
 * calendar date in whatever zone or offset the request gives it. The dates
 * are a birth's `date`, the panchang's `date`, a window's `from` and `to`, a
 * numerology `date_of_birth`, and the date written in an `at` or `datetime`
 * moment ("2399-12-31T23:59:00-12:00" is offered, "2400-01-01T00:00:00Z" is
 * not). Any other date is refused with 400 invalid_parameter naming the field
 * and one message (checkOfferedDate).
 *
 * The engine computes a margin beyond those dates: the ephemeris (and the
 * graha series fitted over it, docs/engine.md) takes UT moments from
 * COMPUTE_FIRST_JD_UT (1799-01-01T00:00Z) to COMPUTE_END_JD_UT
 * (2401-01-01T00:00Z). A year either side holds all that a request in range
 * needs: a local date's UT moments in any zone (offsets up to a day), a day's
 * sunrise, sunset and next sunrise,
 * shadbala's sunrise-to-sunrise day, and the tithi, nakshatra and yoga
 * searches around the first and last days. A result that by nature runs
 * further (the end of a running Sade Sati, searched up to ten years ahead) is
 * searched only up to END_JD_UT and says so in a warning; Dasha periods after
 * the last date are arithmetic and returned as they are.
 */
export const FIRST_DATE = '1800-01-01';
export const LAST_DATE = '2399-12-31';
export const FIRST_YEAR = 1800;
export const LAST_YEAR = 2399;
/** The offered dates as UT Julian days, 1800-01-01T00:00Z and 2400-01-01T00:00Z (tested against the calendar conversion). */
export const FIRST_JD_UT = 2_378_496.5;
export const END_JD_UT = 2_597_641.5;
/** The computing range, 1799-01-01T00:00Z to 2401-01-01T00:00Z, as UT Julian days (native/ephem/graha_series.h holds the same). */
export const COMPUTE_FIRST_JD_UT = 2_378_131.5;
export const COMPUTE_END_JD_UT = 2_598_007.5;

/** What a refused date was expected to be, in every operation's message. */
export const OFFERED_DATES = `a date from ${FIRST_DATE} to ${LAST_DATE}`;

/** Whether a YYYY-MM-DD date (or the date that starts a YYYY-MM-DDTHH:MM date-time) lies in the dates offered. */
export function isOfferedDate(text: string): boolean {
  const date = text.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= FIRST_DATE && date <= LAST_DATE;
}

/**
 * 400 invalid_parameter on `param` unless `text` (a date, or a date-time whose
 * written date counts) lies in the dates offered.
 */
export function checkOfferedDate(param: string, text: string): void {
  if (!isOfferedDate(text)) throw errors.invalidParameter(param, OFFERED_DATES, text);
}

/** Chart images: the style, theme, title line and PNG size (pixels) a request gets when it leaves them out. */
export const CHART_IMAGE_DEFAULTS = { style: 'north', theme: 'light', title: true, size: 600 } as const;
/** Chart images: the PNG sizes offered, pixels. */
export const CHART_PNG_SIZE_PX = { min: 200, max: 1200 } as const;

/** The calendar years a `year` field accepts (Ekadashi, festivals, the annual charts): one range for all. */
export const YEAR_FIELD_FIRST = 1900;
export const YEAR_FIELD_LAST = 2100;

/**
 * Most days one range request covers, both ends included: a leap year. The
 * panchang range and batch, the muhurat searches and the transits read it
 * (a year of all transit events is about 360 of them and half a second of
 * search); the tithi calendar has its own, shorter MAX_CALENDAR_DAYS.
 */
export const MAX_RANGE_DAYS = 366;

/** Paged answers (muhurat searches, transits): items per page when a request names no `limit`, and the most it may name. */
export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;

/**
 * The festivals' place when a request names none: New Delhi (28.6139 N,
 * 77.2090 E, zone Asia/Kolkata), as the contract fixes it (docs/panchang.md,
 * GET /v1/calendar/festivals). The festival references the tests check are
 * New Delhi's (Drik Panchang's published dates,
 * test/reference/drik-panchang.ts), so an answer without a place is the
 * checked one. The same coordinates as FESTIVAL_VERIFIED_PLACE
 * (src/domain/festivals), but a default of the API, not a fact of the tests.
 */
export const DEFAULT_FESTIVAL_PLACE = { name: 'New Delhi', latitudeDeg: 28.6139, longitudeDeg: 77.209 } as const;

/** Hindu-date search and anniversaries (docs/calendar.md): the day rule of a tithi or nakshatra, the month reckoning. */
export const DEFAULT_HINDU_DATE_RULE = 'udaya' as const;
export const DEFAULT_MONTH_SYSTEM = 'amanta' as const;
/** A nakshatra's solar month: the Tamil calendar's (the month begins the day of a daytime sankranti, else the next). */
export const DEFAULT_NAKSHATRA_SOLAR_CALENDAR = 'tamil' as const;
/** A sankranti's day: the Dharma Sindhu rule, as GET /v1/calendar/sankrantis. */
export const DEFAULT_SANKRANTI_DAY_RULE = 'dharma_sindhu' as const;
/** A shraddha is kept on the day its tithi prevails at aparahna (the Pitru Paksha rule). */
export const DEFAULT_SHRADDHA_RULE = 'aparahna' as const;
/** Anniversaries: how many years from from_year when a request names none. */
export const DEFAULT_ANNIVERSARY_YEARS = 5;
