/**
 * Transit events of the nine grahas over a range of time: sidereal (Lahiri)
 * sign ingresses, retrograde and direct stations, and the start and end of
 * combustion, all found by the engine's batch event search in one native
 * call per graha.
 */
import { DEFAULT_NODE } from '../../core/defaults.ts';
import { GRAHA_IDS, type GrahaName } from '../../core/glossary.ts';
import { findGrahaEvents, type GrahaEventKind, type NodeKind } from '../../native/ephemeris.ts';
import { astaSpansByVisibility, isAstaGraha, type AstaPlace } from '../asta/index.ts';
import { COMBUSTION_ORB_DEG } from '../chart/index.ts';

export const TRANSIT_EVENT_TYPES = ['ingress', 'station_retrograde', 'station_direct', 'combustion_start', 'combustion_end'] as const;
export type TransitEventType = (typeof TRANSIT_EVENT_TYPES)[number];

/**
 * The grahas whose combustion is reported. The Moon's "combustion" is the
 * dark days around every new moon (the panchang's amavasya), not a transit
 * event, and the Sun and the nodes are never combust.
 */
export const COMBUSTION_GRAHAS: readonly GrahaName[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

export interface TransitEvent {
  planet: GrahaName;
  type: TransitEventType;
  /** The moment, UT Julian day (to better than 1e-7 day). */
  atJdUt: number;
  /** Ingress: the sign entered, 0..11 (Aries 0). */
  signIndex?: number;
  /** Ingress: the sign left, 0..11. */
  fromSignIndex?: number;
}

export interface TransitEventQuery {
  /** Range (fromJdUt, toJdUt], UT Julian days. */
  fromJdUt: number;
  toJdUt: number;
  /** Default: all nine. */
  planets?: readonly GrahaName[];
  /** Default: all five types. */
  types?: readonly TransitEventType[];
  /** Rahu and Ketu: the true node (default) or the mean node. */
  node?: NodeKind;
  /**
   * Combustion by visibility at this place (src/domain/asta: combustion_start
   * is the heliacal setting, combustion_end the rising); absent: by the orbs.
   */
  visibilityAt?: AstaPlace;
}

const TYPE_KIND: Readonly<Record<TransitEventType, GrahaEventKind>> = {
  ingress: 'ingress',
  station_retrograde: 'station',
  station_direct: 'station',
  combustion_start: 'combustion',
  combustion_end: 'combustion',
};

/**
 * Every transit event of the requested grahas and types in (fromJdUt,
 * toJdUt], sorted by time (then by graha order). Combustion uses the orbs of
 * COMBUSTION_ORB_DEG (src/domain/chart/combustion.ts), the retrograde orb
 * while the graha moves backward, or with `visibilityAt` the graha's
 * heliacal setting and rising there (to within a day: the moments are
 * interpolated between daily samples).
 */
export function transitEvents(query: TransitEventQuery): TransitEvent[] {
  const planets = query.planets ?? GRAHA_IDS;
  const types = new Set<TransitEventType>(query.types ?? TRANSIT_EVENT_TYPES);
  const kinds = [...new Set([...types].map((t) => TYPE_KIND[t]))];
  const node = query.node ?? DEFAULT_NODE;
  const events: TransitEvent[] = [];
  // Ketu is Rahu + 180 degrees: the same moments, the opposite signs; one search serves both.
  const searched = GRAHA_IDS.filter((p) => p !== 'ketu' && (planets.includes(p) || (p === 'rahu' && planets.includes('ketu'))));
  for (const planet of searched) {
    const byVisibility = query.visibilityAt !== undefined && isAstaGraha(planet);
    if (byVisibility && (types.has('combustion_start') || types.has('combustion_end'))) {
      for (const s of astaSpansByVisibility(planet, query.fromJdUt, query.toJdUt, query.visibilityAt!)) {
        if (types.has('combustion_start') && s.astaJdUt > query.fromJdUt && s.astaJdUt <= query.toJdUt)
          events.push({ planet, type: 'combustion_start', atJdUt: s.astaJdUt });
        if (types.has('combustion_end') && s.udayaJdUt > query.fromJdUt && s.udayaJdUt <= query.toJdUt)
          events.push({ planet, type: 'combustion_end', atJdUt: s.udayaJdUt });
      }
    }
    const orb = COMBUSTION_GRAHAS.includes(planet) && !byVisibility ? COMBUSTION_ORB_DEG[planet] : undefined;
    const planetKinds = orb === undefined ? kinds.filter((k) => k !== 'combustion') : kinds;
    if (planetKinds.length === 0) continue;
    const found = findGrahaEvents(planet, query.fromJdUt, query.toJdUt, planetKinds, {
      node,
      orbDirectDeg: orb?.[0] ?? 0,
      orbRetroDeg: orb?.[1] ?? 0,
    });
    for (let i = 0; i < found.jdUt.length; i += 1) {
      const atJdUt = found.jdUt[i]!;
      const index = found.index[i]!;
      const before = found.before[i]!;
      let type: TransitEventType;
      switch (found.kind[i]!) {
        case 'ingress':
          type = 'ingress';
          break;
        case 'station':
          type = index === 1 ? 'station_retrograde' : 'station_direct';
          break;
        default:
          type = index === 1 ? 'combustion_start' : 'combustion_end';
      }
      if (!types.has(type)) continue;
      const targets: [GrahaName, number][] =
        planet === 'rahu'
          ? [['rahu', 0] as [GrahaName, number], ['ketu', 6] as [GrahaName, number]].filter(([p]) => planets.includes(p))
          : [[planet, 0]];
      for (const [target, signShift] of targets) {
        // The sign left comes from the same bracketing as the sign entered: a second lookup just
        // before the moment could fall on the far side of it (the true node's position is noisy
        // at the microsecond level, and the fitted series differs from the direct call).
        events.push(
          type === 'ingress'
            ? { planet: target, type, atJdUt, signIndex: (index + signShift) % 12, fromSignIndex: (before + signShift) % 12 }
            : { planet: target, type, atJdUt },
        );
      }
    }
  }
  const order = (p: GrahaName): number => GRAHA_IDS.indexOf(p);
  return events.sort((a, b) => a.atJdUt - b.atJdUt || order(a.planet) - order(b.planet));
}
