/**
 * A chart given as positions (exported by other software, or a book's
 * layout) instead of computed from a birth: the lagna and the nine grahas,
 * each a sidereal longitude or only a whole sign. It has no moment, place,
 * motion or ayanamsa of its own, so it serves only the rules that read
 * positions (divisional, aspects, yogas, Ashtakavarga, Manglik, Kaal Sarp).
 */
import { DEFAULT_AYANAMSA, DEFAULT_NODE } from '../../core/defaults.ts';
import { arcDeg } from '../../core/angles.ts';
import { GRAHA_IDS, type GrahaName } from '../../core/glossary.ts';
import { pointOf, type Chart, type ChartGraha, type ChartPoint } from './chart.ts';

/** The ten points of a given chart. */
export type ChartPointName = 'lagna' | GrahaName;
export const CHART_POINT_NAMES: readonly ChartPointName[] = ['lagna', ...GRAHA_IDS];

/** One given position: a sidereal longitude in [0, 360), or only a sign index 0..11 (0 = Aries). */
export type GivenPosition = { longitudeDeg: number } | { signIndex: number };

export type GivenPositions = Readonly<Record<ChartPointName, GivenPosition>>;

/**
 * A sign-only point stands at the middle of its sign, away from every
 * boundary, and is marked `signOnly`: the rules that read degrees check the
 * mark first (they answer by sign, or refuse), and nothing reads its degree,
 * nakshatra or pada.
 */
const SIGN_MIDDLE_DEG = 15;

function givenPoint(p: GivenPosition): ChartPoint {
  if ('longitudeDeg' in p) return pointOf(p.longitudeDeg);
  return { ...pointOf(p.signIndex * 30 + SIGN_MIDDLE_DEG), signOnly: true };
}

/** The points of a chart given only as signs, in CHART_POINT_NAMES order (empty: every point has its degree). */
export function signOnlyPoints(chart: Chart): ChartPointName[] {
  const out: ChartPointName[] = [];
  if (chart.lagna?.signOnly === true) out.push('lagna');
  for (const g of chart.grahas) if (g.signOnly === true) out.push(g.id);
  return out;
}

/**
 * How far Ketu stands from the point opposite Rahu, degrees [0, 180]; for a
 * sign given on either side, 0 when the signs are opposite and 180 otherwise.
 */
export function ketuOffOppositionDeg(rahu: GivenPosition, ketu: GivenPosition): number {
  if ('longitudeDeg' in rahu && 'longitudeDeg' in ketu) return arcDeg(ketu.longitudeDeg, rahu.longitudeDeg + 180);
  const signOf = (p: GivenPosition): number => ('signIndex' in p ? p.signIndex : Math.floor(p.longitudeDeg / 30) % 12);
  return (signOf(rahu) + 6) % 12 === signOf(ketu) ? 0 : 180;
}

/**
 * The chart of given positions. No moment or place (jdUt and coordinates are
 * NaN: no accepting rule reads them), no motion (every graha direct, speed
 * unknown: 0), the time exact (the lagna is given); `ayanamsa` and `node`
 * hold the defaults only to fill the type: the positions are in whatever
 * ayanamsa and node their source used, and no accepting rule reads these.
 */
export function chartFromGivenPositions(positions: GivenPositions): Chart {
  const grahas = GRAHA_IDS.map((id): ChartGraha => ({
    id,
    ...givenPoint(positions[id]),
    latitudeDeg: 0,
    speedDegPerDay: 0,
    retrograde: false,
  }));
  return {
    jdUt: NaN,
    latitudeDeg: NaN,
    longitudeDeg: NaN,
    utcOffsetMinutes: 0,
    timeAccuracy: 'exact',
    ayanamsa: DEFAULT_AYANAMSA,
    node: DEFAULT_NODE,
    ayanamsaDeg: NaN,
    lahiriAyanamsaDeg: NaN,
    grahas,
    lagna: givenPoint(positions.lagna),
    mcDeg: null,
    approximate: null,
  };
}
