/**
 * Panchang: the public surface of the panchang, choghadiya, hora, muhurat
 * activities and tithi calendar computations. Pure: UT Julian days, degrees
 * and a UTC-offset function in; the same out. Other groups import only from here.
 */
export {
  addDays,
  daysBetween,
  isoDate,
  weekdayIndexOf,
  localClockJdUt,
  localMidnightJdUt,
  localNoonJdUt,
  localMidnights,
  sunDays,
  moonDays,
  MOONRISE_CONVENTION,
  sunFrame,
  sunFramesOf,
  unixMsOf,
  MINUTES_PER_DAY,
  type CivilDate,
  type OffsetMinutesAt,
  type Place,
  type SunDays,
  type SunFrame,
  type SunriseConvention,
  type MoonriseConvention,
  type RisingChoice,
} from '../../time/day-frame.ts';
export { lagnaSpans, LAGNA_SAMPLE_STEP_DAYS, LAGNA_TOLERANCE_DAYS } from './lagna-spans.ts';
export {
  findLimbSpans,
  spanAt,
  spansOf,
  spansOverlapping,
  spansWithin,
  firstSpanEndingAfter,
  tithiNumberOf,
  LIMB_KINDS,
  LIMB_COUNT,
  LIMB_PAD_DAYS,
  type LimbKind,
  type LimbSpans,
  type Span,
} from './tithi.ts';
export {
  kalasOf,
  eighthOfDaytime,
  abhijitMuhurta,
  RAHU_KAAL_EIGHTH,
  GULIKA_KAAL_EIGHTH,
  YAMAGANDA_EIGHTH,
  ABHIJIT_EXCLUDED_WEEKDAY,
  type Kalas,
  type Window,
} from './kalas.ts';
export {
  choghadiyasOf,
  CHOGHADIYAS,
  DAY_FIRST,
  NIGHT_FIRST,
  type ChoghadiyaPeriod,
  type ChoghadiyaQuality,
  type ChoghadiyaTerm,
} from './choghadiya.ts';
export { horasOf, type Hora } from './hora.ts';
export { panchakaRahitaSpans, panchakaRemainder, PANCHAKA_OF_REMAINDER, type PanchakaKind, type PanchakaSpan } from './panchaka-rahita.ts';
export { gowrisOf, gowriSequence, GOWRI_IDS, GOWRI_GOOD, type GowriId, type GowriPeriod } from './gowri.ts';
export { GODHULI_SEMI_DIAMETERS_OF_SIGN, namedWindowsOf, type NamedWindows, type SunAtSunset } from './windows.ts';
export { ABHIJIT_28, moonAbhijitArcs, moonNakshatra28Spans, nakshatra28Of } from './nakshatra28.ts';
export { dayMuhurtasOf, type NamedMuhurta } from './day-muhurtas.ts';
export { anandadiSpansOf, anandadiYogaOf, anandadiYogaOfNakshatra28, ANANDADI_FIRST_NAKSHATRA } from './anandadi.ts';
export { TAMIL_YOGA_TABLE, tamilYogaOf, tamilYogaSpansOf } from './tamil-yoga.ts';
export { CHALDEAN_ORDER } from '../../core/glossary.ts';
export {
  panchangDays,
  panchangOf,
  MAX_PANCHANG_DAYS,
  LIMBS_AT_IDS,
  type LimbsAt,
  type LimbsAtId,
  type PanchangChoices,
  type PanchangDay,
  type LunarCalendarDay,
  type DayMuhurtas,
} from './panchang.ts';
export {
  durMuhurtasOf,
  nakshatraWindows,
  DUR_MUHURTAS,
  VARJYAM_GHATIS,
  AMRIT_KAAL_GHATIS,
  DISHA_SHOOL,
  type DurMuhurta,
} from './muhurtas.ts';
export { tithiCalendar, kshayaAndAdhika, MAX_CALENDAR_DAYS, type TithiCalendar, type SunriseTithi } from './calendar.ts';
