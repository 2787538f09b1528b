/**
 * The panchang of consecutive local days at one place: the five limbs read
 * at the day's reading moment (local clock noon by default, or sunrise, or a
 * given moment: LimbsAt), with the start and end of each limb's span;
 * sunrise, sunset, moonrise, moonset, the timed windows, and the lunar
 * month, samvat, ritu and ayana in force at the same moment. Native calls per
 * request, whatever the number of days: one rise/set batch for the Sun, one
 * for the Moon, one lunar-event search for the limbs, one for the lunar
 * months and one positions batch for the Sun at each reading moment.
 */
import { DEFAULT_LIMBS_AT } from '../../core/defaults.ts';
import type { AyanaId, DishaId, RituId } from '../../core/glossary.ts';
import { GRAHA_IDS, grahaPositions, positionOf } from '../../native/ephemeris.ts';
import {
  addDays,
  localNoonJdUt,
  moonDays,
  sunDays,
  sunFramesOf,
  type CivilDate,
  type MoonriseConvention,
  type OffsetMinutesAt,
  type Place,
  type SunFrame,
  type SunriseConvention,
} from '../../time/day-frame.ts';
import {
  drikAyanaOf,
  drikRituOf,
  lunarMonthsBetween,
  samvatsaraIndexOf,
  shakaSamvatOf,
  vedicAyanaOf,
  vedicRituOf,
  vikramSamvatOf,
  type LunarMonth,
} from '../lunar-month/index.ts';
import { kalasOf, type Kalas, type Window } from './kalas.ts';
import { namedWindowsOf, type NamedWindows, type SunAtSunset } from './windows.ts';
import { anandadiSpansOf } from './anandadi.ts';
import { tamilYogaSpansOf } from './tamil-yoga.ts';
import { dayMuhurtasOf, type NamedMuhurta } from './day-muhurtas.ts';
import { AMRIT_KAAL_GHATIS, DISHA_SHOOL, durMuhurtasOf, nakshatraWindows, VARJYAM_GHATIS } from './muhurtas.ts';
import { findLimbSpans, LIMB_KINDS, spanAt, spansWithin, type Span } from './tithi.ts';
import { gowrisOf, type GowriPeriod } from './gowri.ts';
import { lagnaSpans } from './lagna-spans.ts';
import { panchakaRahitaSpans, type PanchakaSpan } from './panchaka-rahita.ts';

/** The lunar-calendar context of a day, read at its reading moment. */
export interface LunarCalendarDay {
  /** The amanta month in force at the reading moment. */
  month: LunarMonth;
  vikramSamvat: number;
  shakaSamvat: number;
  /** 0..59 (0 = Prabhava) of the Shaka year. */
  samvatsaraIndex: number;
  /** By the Sun's tropical sign (Drik Panchang's "Drik Ritu"). */
  ritu: RituId;
  /** By the amanta month ("Vedic Ritu"). */
  vedicRitu: RituId;
  /** By the tropical Sun (from the solstices; "Drik Ayana"). */
  ayana: AyanaId;
  /** By the sidereal Sun (from Makara and Karka sankranti; "Vedic Ayana"). */
  vedicAyana: AyanaId;
}

/** The day's other timed periods (src/domain/panchang/muhurtas.ts). */
export interface DayMuhurtas {
  durMuhurtas: Window[];
  /** Varjyam windows beginning from sunrise to the next sunrise (0, 1 or 2). */
  varjyams: Window[];
  /** Amrit kaal windows beginning from sunrise to the next sunrise. */
  amritKaals: Window[];
  dishaShool: DishaId;
}

export interface PanchangDay extends SunFrame, Kalas, LunarCalendarDay, DayMuhurtas {
  /** Local clock noon (the moment of the day's UTC offset). */
  noonJdUt: number;
  /** The moment the limbs, lunar month, samvat, ritu and ayana are read (LimbsAt; noonJdUt by default). */
  readingJdUt: number;
  tithi: Span;
  nakshatra: Span;
  yoga: Span;
  karana: Span;
  /** First moonrise/moonset after sunrise and before the next sunrise; NaN when none. */
  moonriseJdUt: number;
  moonsetJdUt: number;
  /** Brahma muhurta, the sandhyas, Vijaya and Nishita muhurtas, madhyahna, dinamana and ratrimana (windows.ts). */
  windows: NamedWindows;
  /** The Anandadi yogas from sunrise to the next sunrise, in order (index 0..27; anandadi.ts). */
  anandadi: Span[];
  /** The Tamil yogas from sunrise to the next sunrise, in order (index into TAMIL_YOGAS; tamil-yoga.ts). */
  tamilYoga: Span[];
  /** The 15 muhurtas of the day and the 15 of the night by name (day-muhurtas.ts; the night's absent on the eve of a polar night). */
  muhurtas: NamedMuhurta[];
  /** Gowri Panchangam: the 8 Gowris of the day and the 8 of the night (gowri.ts; the night's absent on the eve of a polar night). */
  gowris: GowriPeriod[];
  /** The Moon's nakshatra spans (index 0..26) from sunrise to the next sunrise, clipped to it, in order. */
  moonNakshatras: Span[];
  /** The Moon's sidereal sign spans (index 0..11) from sunrise to the next sunrise, clipped to it, in order. */
  moonSigns: Span[];
  /**
   * With the `udayaLagna` choice: the rising sign's spans (index 0..11) from
   * sunrise to the next sunrise (lagna-spans.ts) and the Panchaka Rahita
   * pieces of the same span (panchaka-rahita.ts); null on the eve of a polar
   * night (no next sunrise). Absent without the choice.
   */
  udayaLagna?: Span[] | null;
  panchakaRahita?: PanchakaSpan[] | null;
}

/** The Sun at sunset from its position at the reading moment and its speed (a day's motion is under a degree). */
function sunAtSunset(
  sunsetJdUt: number,
  readingJdUt: number,
  latitudeDeg: number,
  atReading: { longitudeDeg: number; speedDegPerDay: number },
  ayanamsaDeg: number,
): SunAtSunset {
  const tropicalDeg = atReading.longitudeDeg + atReading.speedDegPerDay * (sunsetJdUt - readingJdUt);
  return { latitudeDeg, tropicalDeg, siderealDeg: tropicalDeg - ayanamsaDeg };
}

/** The Sun's row in a positions batch. */
const SUN_ROW = GRAHA_IDS.indexOf('sun');

/** The reading moments a day may be named by: local clock noon or the day's sunrise. */
export const LIMBS_AT_IDS = ['noon', 'sunrise'] as const;
export type LimbsAtId = (typeof LIMBS_AT_IDS)[number];
/** When a day is read: one of LIMBS_AT_IDS for every day, or one moment (UT Julian day) for a single day. */
export type LimbsAt = LimbsAtId | { jdUt: number };

/** The conventions of a panchang: rising (defaults DEFAULT_SUNRISE, DEFAULT_MOONRISE) and reading moment (DEFAULT_LIMBS_AT). */
export interface PanchangChoices {
  sunrise?: SunriseConvention | undefined;
  moonrise?: MoonriseConvention | undefined;
  limbsAt?: LimbsAt | undefined;
  /** Add the Udaya lagna and Panchaka Rahita spans (an engine search of the ascendant: ~0.3 ms a day). */
  udayaLagna?: boolean | undefined;
}

/** Longest run of days one call computes (one year and a bit). */
export const MAX_PANCHANG_DAYS = 400;

/**
 * The panchang of `count` (1..MAX_PANCHANG_DAYS) local days from `first`.
 * Throws invalid_parameter on `latitudeParam` for a day where the Sun does
 * not both rise and set. A `limbsAt` moment reads a single day (count 1) at
 * that moment; the caller keeps it within the local day.
 */
export function panchangDays(
  first: CivilDate,
  count: number,
  place: Place,
  offsetMinutesAt: OffsetMinutesAt,
  latitudeParam = 'lat',
  choices: PanchangChoices = {},
): PanchangDay[] {
  if (!(Number.isInteger(count) && count >= 1 && count <= MAX_PANCHANG_DAYS)) {
    throw new RangeError(`Expected a day count in 1..${MAX_PANCHANG_DAYS} but received ${count}`);
  }
  const limbsAt = choices.limbsAt ?? DEFAULT_LIMBS_AT;
  if (typeof limbsAt === 'object' && count !== 1) throw new RangeError(`Expected one day for a reading moment but received ${count}`);
  const sun = sunDays(first, count + 1, place, offsetMinutesAt, choices.sunrise);
  // The panchang needs no night: a day before a polar night is still served.
  const frames = sunFramesOf(sun, first, count, latitudeParam, false);
  const moon = moonDays(sun.sunriseJdUt, count, place, choices.moonrise);
  const noons = frames.map((_, i) => localNoonJdUt(addDays(first, i), offsetMinutesAt));
  const readings = typeof limbsAt === 'object' ? [limbsAt.jdUt] : limbsAt === 'sunrise' ? frames.map((f) => f.sunriseJdUt) : noons;
  // Each day's windows run from its sunrise to the next (a day after sunrise where the Sun does not rise again).
  const ends = frames.map((f) => (Number.isNaN(f.nextSunriseJdUt) ? f.sunriseJdUt + 1 : f.nextSunriseJdUt));
  // From the earlier of the first sunrise and reading (a moment before sunrise), so the search brackets both.
  const spans = findLimbSpans(Math.min(frames[0]!.sunriseJdUt, readings[0]!), ends[count - 1]!, LIMB_KINDS, {
    moonSign: true,
    nakshatra28: true,
  });
  const moonSigns = spans.moonSign!;
  const months = lunarMonthsBetween(readings[0]!, readings[count - 1]!);
  const sunAtReading = grahaPositions(Float64Array.from(readings), { tropical: true });
  const lagnasByDay = choices.udayaLagna === true ? dayLagnaSpans(place, frames) : undefined;
  let m = 0;
  return frames.map((frame, i) => {
    const reading = readings[i]!;
    while (reading >= months[m]!.endJdUt) m += 1;
    const month = months[m]!;
    const sunTropicalDeg = positionOf(sunAtReading, i, SUN_ROW).longitudeDeg;
    const shakaSamvat = shakaSamvatOf(month);
    const kalas = kalasOf(frame);
    // Fields named one by one: object spread here cost ~30 us a day in V8
    // (measured), more than the day's rise, set and limbs from the series.
    const day: PanchangDay = {
      date: frame.date,
      weekdayIndex: frame.weekdayIndex,
      dayStartJdUt: frame.dayStartJdUt,
      dayEndJdUt: frame.dayEndJdUt,
      sunriseJdUt: frame.sunriseJdUt,
      sunsetJdUt: frame.sunsetJdUt,
      nextSunriseJdUt: frame.nextSunriseJdUt,
      rahuKaal: kalas.rahuKaal,
      gulikaKaal: kalas.gulikaKaal,
      yamaganda: kalas.yamaganda,
      abhijit: kalas.abhijit,
      month,
      vikramSamvat: vikramSamvatOf(month),
      shakaSamvat,
      samvatsaraIndex: samvatsaraIndexOf(shakaSamvat),
      ritu: drikRituOf(sunTropicalDeg),
      vedicRitu: vedicRituOf(month.amanta),
      ayana: drikAyanaOf(sunTropicalDeg),
      vedicAyana: vedicAyanaOf(sunTropicalDeg - sunAtReading.ayanamsaDeg[i]!),
      durMuhurtas: durMuhurtasOf(frame).filter((w) => !Number.isNaN(w.endJdUt)),
      varjyams: nakshatraWindows(spans.nakshatra, VARJYAM_GHATIS, frame.sunriseJdUt, ends[i]!),
      amritKaals: nakshatraWindows(spans.nakshatra, AMRIT_KAAL_GHATIS, frame.sunriseJdUt, ends[i]!),
      dishaShool: DISHA_SHOOL[frame.weekdayIndex]!,
      windows: namedWindowsOf(
        frame,
        sunAtSunset(frame.sunsetJdUt, reading, place.latitudeDeg, positionOf(sunAtReading, i, SUN_ROW), sunAtReading.ayanamsaDeg[i]!),
      ),
      muhurtas: dayMuhurtasOf(frame),
      gowris: gowrisOf(frame),
      moonNakshatras: spansWithin(spans.nakshatra, frame.sunriseJdUt, ends[i]!),
      moonSigns: spansWithin(moonSigns, frame.sunriseJdUt, ends[i]!),
      anandadi: anandadiSpansOf(frame.weekdayIndex, frame.sunriseJdUt, ends[i]!, spans.nakshatra28!),
      tamilYoga: tamilYogaSpansOf(frame.weekdayIndex, frame.sunriseJdUt, ends[i]!, spans.nakshatra),
      noonJdUt: noons[i]!,
      readingJdUt: reading,
      tithi: spanAt(spans.tithi, reading),
      nakshatra: spanAt(spans.nakshatra, reading),
      yoga: spanAt(spans.yoga, reading),
      karana: spanAt(spans.karana, reading),
      moonriseJdUt: moon.moonriseJdUt[i]!,
      moonsetJdUt: moon.moonsetJdUt[i]!,
    };
    if (lagnasByDay !== undefined) {
      const lagnas = lagnasByDay[i]!;
      day.udayaLagna = lagnas;
      day.panchakaRahita =
        lagnas === null ? null : panchakaRahitaSpans(frame.weekdayIndex, frame.sunriseJdUt, ends[i]!, spans.tithi, spans.nakshatra, lagnas);
    }
    return day;
  });
}

/** Each day's lagna spans from sunrise to the next sunrise (one lagnaSpans search for all); null without a next sunrise. */
function dayLagnaSpans(place: Place, frames: readonly SunFrame[]): (Span[] | null)[] {
  const nights = frames.filter((f) => !Number.isNaN(f.nextSunriseJdUt));
  const all = lagnaSpans(
    place,
    nights.map((f) => ({ startJdUt: f.sunriseJdUt, endJdUt: f.nextSunriseJdUt })),
  );
  let k = 0;
  return frames.map((f) => {
    if (Number.isNaN(f.nextSunriseJdUt)) return null;
    const own: Span[] = [];
    while (k < all.length && all[k]!.startJdUt < f.nextSunriseJdUt) own.push(all[k++]!);
    return own;
  });
}

/** The panchang of one local day. */
export function panchangOf(
  date: CivilDate,
  place: Place,
  offsetMinutesAt: OffsetMinutesAt,
  latitudeParam = 'lat',
  choices: PanchangChoices = {},
): PanchangDay {
  return panchangDays(date, 1, place, offsetMinutesAt, latitudeParam, choices)[0]!;
}
