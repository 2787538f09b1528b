/**
 * The 249 KP sub divisions (K.S. Krishnamurti, KP Reader I): each nakshatra
 * of 13°20' is divided among the nine Vimshottari lords in proportion to
 * their dasha years (lord years / 120), starting from the nakshatra's own
 * lord. A nakshatra is 48,000 arcseconds, so a sub of a lord with Y years
 * spans 400 × Y arcseconds and every boundary falls on a whole arcsecond.
 * The six subs that cross a sign boundary are counted once in each sign,
 * which gives 27 × 9 + 6 = 249 numbered entries, 1 at 0° Aries; these are
 * the KP horary numbers.
 *
 * Longitudes are sidereal (KP-New ayanamsa in the KP operations), degrees
 * in [0, 360).
 */
import { normalizeDeg } from '../../core/angles.ts';
import { SIGN_LORDS, VIMSHOTTARI_LORDS, type GrahaName } from '../../core/glossary.ts';
import { VIMSHOTTARI_TOTAL_YEARS, VIMSHOTTARI_YEARS } from '../dashas/index.ts';

const ARCSEC_PER_DEG = 3600;
const SIGN_ARCSEC = 30 * ARCSEC_PER_DEG;
const NAKSHATRA_ARCSEC = 48_000; // 13°20'
const CIRCLE_ARCSEC = 360 * ARCSEC_PER_DEG;

/** Number of KP sub divisions, the largest horary number. */
export const KP_SUB_COUNT = 249;

/** One numbered sub division: [startArcsec, endArcsec) of the sidereal zodiac. */
export interface KpSub {
  /** 1..249 from 0° Aries. */
  number: number;
  /** Start, whole arcseconds from 0° Aries. */
  startArcsec: number;
  /** End (exclusive), whole arcseconds from 0° Aries. */
  endArcsec: number;
  signIndex: number;
  nakshatraIndex: number;
  starLord: GrahaName;
  subLord: GrahaName;
  /** Start and end of the whole (unsplit) sub, for its sub-sub division. */
  wholeStartArcsec: number;
  wholeEndArcsec: number;
}

/** The nine lords in Vimshottari order starting from `first`. */
export function vimshottariSequenceFrom(first: GrahaName): GrahaName[] {
  const start = VIMSHOTTARI_LORDS.indexOf(first);
  return Array.from({ length: 9 }, (_, i) => VIMSHOTTARI_LORDS[(start + i) % 9]!);
}

function buildSubs(): readonly KpSub[] {
  const subs: KpSub[] = [];
  for (let nakshatraIndex = 0; nakshatraIndex < 27; nakshatraIndex++) {
    const starLord = VIMSHOTTARI_LORDS[nakshatraIndex % 9]!;
    let start = nakshatraIndex * NAKSHATRA_ARCSEC;
    for (const subLord of vimshottariSequenceFrom(starLord)) {
      const end = start + (NAKSHATRA_ARCSEC * VIMSHOTTARI_YEARS[subLord]) / VIMSHOTTARI_TOTAL_YEARS;
      // A sign boundary strictly inside the sub splits it into two entries.
      const boundary = (Math.floor(start / SIGN_ARCSEC) + 1) * SIGN_ARCSEC;
      const cuts = boundary < end ? [start, boundary, end] : [start, end];
      for (let k = 0; k + 1 < cuts.length; k++) {
        subs.push({
          number: subs.length + 1,
          startArcsec: cuts[k]!,
          endArcsec: cuts[k + 1]!,
          signIndex: Math.floor(cuts[k]! / SIGN_ARCSEC),
          nakshatraIndex,
          starLord,
          subLord,
          wholeStartArcsec: start,
          wholeEndArcsec: end,
        });
      }
      start = end;
    }
  }
  if (subs.length !== KP_SUB_COUNT) throw new Error(`Expected ${KP_SUB_COUNT} KP sub divisions but built ${subs.length}`);
  return subs;
}

/**
 * Arcseconds from 0° Aries in [0, 1296000), snapped to a micro-arcsecond so
 * that a boundary given in degrees (kpSubStart) falls in the sub it starts.
 */
function arcsecOf(siderealLongitudeDeg: number): number {
  const arcsec = Math.round(normalizeDeg(siderealLongitudeDeg) * ARCSEC_PER_DEG * 1e6) / 1e6;
  return arcsec >= CIRCLE_ARCSEC ? arcsec - CIRCLE_ARCSEC : arcsec;
}

/** The 249 sub divisions in zodiac order (index n - 1 is number n). */
export const KP_SUBS: readonly KpSub[] = buildSubs();

/** The sub division holding a sidereal longitude (degrees, any value; normalised). */
export function kpSubAt(siderealLongitudeDeg: number): KpSub {
  const arcsec = arcsecOf(siderealLongitudeDeg);
  // Binary search for the last sub starting at or before arcsec.
  let lo = 0;
  let hi = KP_SUBS.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (KP_SUBS[mid]!.startArcsec <= arcsec) lo = mid;
    else hi = mid - 1;
  }
  return KP_SUBS[lo]!;
}

/** The KP horary number (1..249) of a sidereal longitude in degrees. */
export function kpSubNumber(siderealLongitudeDeg: number): number {
  return kpSubAt(siderealLongitudeDeg).number;
}

/**
 * Start longitude of sub `number` (1..249), sidereal degrees in [0, 360):
 * the ascendant a KP horary number fixes.
 */
export function kpSubStart(number: number): number {
  if (!Number.isInteger(number) || number < 1 || number > KP_SUB_COUNT) {
    throw new RangeError(`Expected a KP sub number 1..${KP_SUB_COUNT} but received ${number}`);
  }
  return KP_SUBS[number - 1]!.startArcsec / ARCSEC_PER_DEG;
}

/** The lords of a point of the sidereal zodiac, KP style. */
export interface KpLords {
  signIndex: number;
  signLord: GrahaName;
  nakshatraIndex: number;
  starLord: GrahaName;
  subLord: GrahaName;
  /** The sub divided again in the same proportions, starting from the sub lord. */
  subSubLord: GrahaName;
  /** Horary number 1..249 of the sub division holding the point. */
  subNumber: number;
}

/** Sign, star, sub and sub-sub lords of a sidereal longitude (degrees). */
export function kpLordsOf(siderealLongitudeDeg: number): KpLords {
  const sub = kpSubAt(siderealLongitudeDeg);
  const arcsec = arcsecOf(siderealLongitudeDeg);
  const spanArcsec = sub.wholeEndArcsec - sub.wholeStartArcsec;
  const sequence = vimshottariSequenceFrom(sub.subLord);
  let end = sub.wholeStartArcsec;
  let subSubLord = sequence[8]!;
  for (const lord of sequence) {
    end += (spanArcsec * VIMSHOTTARI_YEARS[lord]) / VIMSHOTTARI_TOTAL_YEARS;
    if (arcsec < end) {
      subSubLord = lord;
      break;
    }
  }
  return {
    signIndex: sub.signIndex,
    signLord: SIGN_LORDS[sub.signIndex]!,
    nakshatraIndex: sub.nakshatraIndex,
    starLord: sub.starLord,
    subLord: sub.subLord,
    subSubLord,
    subNumber: sub.number,
  };
}
