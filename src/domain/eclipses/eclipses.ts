/**
 * Solar and lunar eclipses over a range with their circumstances at a place:
 * the kind and type, greatest eclipse, the contacts on Earth and at the
 * place, the part above the horizon, the rashi and nakshatra of the eclipsed
 * body and the sutak (sutak.ts). The search is the Swiss Ephemeris's
 * (swe_sol_eclipse_when_glob / _when_loc, swe_lun_eclipse_when / _when_loc)
 * through native calls: the global search, then the local solar search only
 * for the eclipses that may be seen at the place (visibility.ts).
 */
import {
  EclipseFlag,
  findEclipses,
  grahaPositions,
  positionOf,
  riseSet,
  type EclipseContacts,
  type RawEclipse,
} from '../../native/ephemeris.ts';
import { nakshatraIndexOf, padaNumberOf, signIndexOf } from '../../core/glossary.ts';
import { DEFAULT_SUNRISE } from '../../core/defaults.ts';
import { RISING_CONVENTIONS } from '../../time/index.ts';
import { sutakOf, type Place, type Sutak } from './sutak.ts';
import { solarEclipsePossibleAt } from './visibility.ts';
import { visibleMaximum } from './visible-maximum.ts';

export type EclipseBody = 'solar' | 'lunar';
export const ECLIPSE_TYPES = ['total', 'annular', 'hybrid', 'partial', 'penumbral'] as const;
export type EclipseType = (typeof ECLIPSE_TYPES)[number];

/** Most days one search covers (a request asks for at most this span). */
export const MAX_ECLIPSE_RANGE_DAYS = 366 * 10;

export interface LocalEclipse {
  /**
   * What the place sees: solar, total, annular or partial at its greatest eclipse; lunar, the deepest phase
   * inside the visible window (a total eclipse whose totality ends before moonrise is seen as partial, as
   * almanacs print it: "Partial Lunar Eclipse in New Delhi", 2026-03-03).
   */
  type: EclipseType;
  /** Sparsha: solar first contact at the place (C1); lunar umbral begins (U1), penumbral begins for a penumbral eclipse. */
  sparshaJdUt: number;
  /**
   * Madhya: solar, the greatest eclipse the place sees (its rising or setting where the Sun rises or sets eclipsed
   * before or after the local maximum: visible-maximum.ts); lunar, the greatest eclipse (the same everywhere).
   */
  madhyaJdUt: number;
  /** Moksha: solar last contact at the place (C4); lunar umbral ends (U4), penumbral ends for a penumbral eclipse. */
  mokshaJdUt: number;
  /** Solar: C1, C2, C3, C4 at the place (inner fields NaN); lunar: the global contacts. */
  contacts: EclipseContacts;
  /**
   * At the greatest eclipse the place sees (solar: madhya; lunar: the greatest eclipse, or the moonrise or moonset
   * nearest it when it is below the horizon): solar NASA's magnitude, lunar umbral.
   */
  magnitude: number;
  /** Solar: fraction of the Sun's disc covered then; lunar NaN. */
  obscuration: number;
  /** Apparent altitude of the body's centre then, degrees (about -0.8 for a Sun setting: its upper limb is seen). */
  altitudeDeg: number;
  /** The part of sparsha..moksha with the body above the horizon (NaN both when none). */
  visibleStartJdUt: number;
  visibleEndJdUt: number;
}

export interface Eclipse {
  body: EclipseBody;
  type: EclipseType;
  central: boolean;
  greatestJdUt: number;
  global: EclipseContacts;
  magnitude: number;
  penumbralMagnitude: number;
  sarosSeries: number;
  sarosMember: number;
  /** null: not visible at the place (below the horizon throughout the eclipse, or outside the shadow). */
  local: LocalEclipse | null;
  /** Lahiri sidereal longitude of the eclipsed body (the Sun, the Moon) at greatest eclipse, degrees. */
  bodyLongitudeDeg: number;
  signIndex: number;
  nakshatraIndex: number;
  padaNumber: number;
  /** null: no sutak (not visible, or a penumbral lunar eclipse). */
  sutak: Sutak | null;
}

function typeOf(flags: number): EclipseType {
  if (flags & EclipseFlag.hybrid) return 'hybrid';
  if (flags & EclipseFlag.total) return 'total';
  if (flags & EclipseFlag.annular) return 'annular';
  if (flags & EclipseFlag.partial) return 'partial';
  return 'penumbral';
}

/**
 * The part of [from, to] with the body above the horizon, from its rising
 * and setting during the eclipse (NaN when none) and whether it is up at
 * the place's greatest eclipse.
 */
function visibleWindow(
  from: number,
  to: number,
  rise: number,
  set: number,
  upAtGreatest: boolean,
  greatest: number,
): [number, number] | null {
  let start: number;
  let end: number;
  if (Number.isNaN(rise) && Number.isNaN(set)) {
    if (!upAtGreatest) return null;
    [start, end] = [from, to];
  } else if (Number.isNaN(set)) [start, end] = [Math.max(from, rise), to];
  else if (Number.isNaN(rise)) [start, end] = [from, Math.min(to, set)];
  else if (rise < set) [start, end] = [Math.max(from, rise), Math.min(to, set)];
  // Set, then risen again within the eclipse (near the poles): the part holding the greatest eclipse.
  else [start, end] = greatest <= set ? [from, Math.min(to, set)] : [Math.max(from, rise), to];
  return end > start ? [start, end] : null;
}

/** The deepest phase of a lunar eclipse of global type `type` that falls inside the visible window. */
function lunarTypeSeen(type: EclipseType, c: EclipseContacts, [start, end]: [number, number]): EclipseType {
  const overlaps = (from: number, to: number) => from < end && to > start;
  if (type === 'total' && overlaps(c.totalBeginJdUt, c.totalEndJdUt)) return 'total';
  if (type !== 'penumbral' && overlaps(c.innerBeginJdUt, c.innerEndJdUt)) return 'partial';
  return type === 'penumbral' ? 'penumbral' : 'partial';
}

/**
 * The horizon an eclipse is seen above, as Drik Panchang's eclipse pages clip it: the Sun's upper limb with
 * refraction (the almanac's sunrise and sunset), the Moon's centre on the true horizon without refraction (its
 * day pages' moonrise). Its 2026 pages for New York and Vilnius end a lunar eclipse "with moonset" at that
 * moonset and a solar one "with sunset" at that sunset, to the minute; the library's own local search takes the
 * lower limb, 2 to 4 minutes off (test/unit/eclipses/drik-abroad.test.ts).
 */
const ECLIPSE_HORIZON = { solar: RISING_CONVENTIONS[DEFAULT_SUNRISE], lunar: RISING_CONVENTIONS.centre_no_refraction } as const;

/** The body's rising and setting in [from, to] over ECLIPSE_HORIZON (NaN where none; an eclipse lasts under a day). */
function horizonCrossings(body: EclipseBody, from: number, to: number, place: Place): [rise: number, set: number] {
  const { riseJdUt, setJdUt } = riseSet(Float64Array.of(from), Float64Array.of(place.latitudeDeg), Float64Array.of(place.longitudeDeg), {
    body: body === 'solar' ? 'sun' : 'moon',
    ...ECLIPSE_HORIZON[body],
  });
  const within = (t: number) => (t <= to ? t : Number.NaN);
  return [within(riseJdUt[0]!), within(setJdUt[0]!)];
}

function localOf(raw: RawEclipse, body: EclipseBody, type: EclipseType, place: Place): LocalEclipse | null {
  if (raw.localFlags === 0) return null;
  const c = raw.local;
  const penumbral = type === 'penumbral';
  const sparsha = body === 'solar' ? c.outerBeginJdUt : penumbral ? c.outerBeginJdUt : c.innerBeginJdUt;
  const moksha = body === 'solar' ? c.outerEndJdUt : penumbral ? c.outerEndJdUt : c.innerEndJdUt;
  const up = (raw.localFlags & EclipseFlag.maxVisible) !== 0;
  const [rise, set] = horizonCrossings(body, sparsha, moksha, place);
  const window = visibleWindow(sparsha, moksha, rise, set, up, raw.localGreatestJdUt);
  // Visible only in the penumbral phase of an umbral lunar eclipse: not seen as an eclipse.
  if (window === null) return null;
  const seen = visibleMaximum(raw, window, place);
  return {
    type: body === 'solar' ? typeOf(raw.localFlags) : lunarTypeSeen(type, c, window),
    sparshaJdUt: sparsha,
    // Lunar: the greatest eclipse, seen or not (Drik prints it after moonset too).
    madhyaJdUt: body === 'solar' ? seen.jdUt : raw.greatestJdUt,
    mokshaJdUt: moksha,
    contacts: c,
    magnitude: seen.magnitude,
    obscuration: seen.obscuration,
    altitudeDeg: seen.altitudeDeg,
    visibleStartJdUt: window[0],
    visibleEndJdUt: window[1],
  };
}

/**
 * A solar eclipse found without its local circumstances, with them: the
 * library's local search (from a day before greatest eclipse, so that it
 * finds this eclipse first) where the eclipse may be seen at the place, none
 * where the cheap test says it cannot be (the search would run on to the next
 * eclipse seen there, most of a year's search for nothing).
 */
function withSolarLocal(raw: RawEclipse, place: Place): RawEclipse {
  if (!solarEclipsePossibleAt(place, raw.greatestJdUt)) return { ...raw, localFlags: 0 };
  const g = raw.greatestJdUt;
  const found = findEclipses(g - 1, g + 1, place.latitudeDeg, place.longitudeDeg, { solar: true, lunar: false });
  // The same eclipse (the next one is two weeks away), whatever the last bits of a search started elsewhere.
  const same = found.find((r) => Math.abs(r.greatestJdUt - g) < 0.5);
  if (same === undefined) throw new Error(`Expected the solar eclipse of ${g} again in its local search but found none`);
  return same;
}

/**
 * Every eclipse of the chosen bodies whose greatest eclipse falls in
 * [startJdUt, endJdUt), in time order, with its circumstances at the place.
 */
export function eclipsesAt(
  startJdUt: number,
  endJdUt: number,
  place: Place,
  bodies: readonly EclipseBody[] = ['solar', 'lunar'],
): Eclipse[] {
  const raws = findEclipses(startJdUt, endJdUt, place.latitudeDeg, place.longitudeDeg, {
    solar: bodies.includes('solar'),
    lunar: bodies.includes('lunar'),
    solarLocal: false,
  }).map((raw) => (raw.body === 'sun' ? withSolarLocal(raw, place) : raw));
  if (raws.length === 0) return [];
  const positions = grahaPositions(Float64Array.from(raws, (r) => r.greatestJdUt));
  return raws.map((raw, i) => {
    const body: EclipseBody = raw.body === 'sun' ? 'solar' : 'lunar';
    const type = typeOf(raw.typeFlags);
    const longitude = positionOf(positions, i, body === 'solar' ? 0 : 1).longitudeDeg;
    const local = localOf(raw, body, type, place);
    return {
      body,
      type,
      central: (raw.typeFlags & EclipseFlag.central) !== 0,
      greatestJdUt: raw.greatestJdUt,
      global: raw.global,
      magnitude: raw.magnitude,
      penumbralMagnitude: raw.penumbralMagnitude,
      sarosSeries: raw.sarosSeries,
      sarosMember: raw.sarosMember,
      local,
      bodyLongitudeDeg: longitude,
      signIndex: signIndexOf(longitude),
      nakshatraIndex: nakshatraIndexOf(longitude),
      padaNumber: padaNumberOf(longitude),
      // Drik ends the sutak with what the place sees: moksha, or the setting that hides the eclipse first.
      sutak: local === null || type === 'penumbral' ? null : sutakOf(body, local.visibleStartJdUt, local.visibleEndJdUt, place),
    };
  });
}
