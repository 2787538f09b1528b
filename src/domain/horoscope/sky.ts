/**
 * The sky of a period: where each graha stands at the period's middle (the
 * transits a horoscope lists) and the states it passes through during the
 * period (sign, retrograde, combust), cut at the period's events (sign
 * ingresses, stations, combustion start and end) with the share of the
 * period each state lasts. Events come through a TransitEventSource, so the
 * search behind them is one swappable function.
 */
import { GRAHA_IDS, type GrahaName } from '../../core/glossary.ts';
import { findGrahaEvents, type GrahaEventKind } from '../../native/ephemeris.ts';
import { COMBUSTION_ORB_DEG, isCombust, skyAt, type ChartGraha } from '../chart/index.ts';
import type { PeriodSpan } from './period.ts';

export const TRANSIT_EVENT_TYPES = ['ingress', 'station_retrograde', 'station_direct', 'combustion_start', 'combustion_end'] as const;
export type TransitEventType = (typeof TRANSIT_EVENT_TYPES)[number];

/** One event of a graha: the moment, and for an ingress the sign entered (0..11). */
export interface TransitEvent {
  jdUt: number;
  planet: GrahaName;
  type: TransitEventType;
  toSignIndex?: number;
}

/** Every event of the named grahas in (fromJdUt, toJdUt], ascending (Lahiri sidereal, true node). */
export type TransitEventSource = (fromJdUt: number, toJdUt: number, planets: readonly GrahaName[]) => TransitEvent[];

/** The grahas that can be combust (the Moon's combustion is the new moon, not read as a transit state here). */
const COMBUST_GRAHAS: ReadonlySet<GrahaName> = new Set(['mars', 'mercury', 'jupiter', 'venus', 'saturn']);
/** The true node's motion reverses every few weeks by a few arcminutes; its stations are not events of a period. */
const STATION_GRAHAS: ReadonlySet<GrahaName> = new Set(['mars', 'mercury', 'jupiter', 'venus', 'saturn']);

/**
 * Events straight from the engine's batch search (one call per graha; Ketu's
 * ingresses are Rahu's, six signs on). Combustion orbs are those of
 * src/domain/chart/combustion.ts.
 */
export const engineTransitEvents: TransitEventSource = (fromJdUt, toJdUt, planets) => {
  const out: TransitEvent[] = [];
  for (const planet of planets) {
    if (planet === 'ketu') continue;
    const kinds: GrahaEventKind[] = ['ingress'];
    if (STATION_GRAHAS.has(planet)) kinds.push('station');
    if (COMBUST_GRAHAS.has(planet)) kinds.push('combustion');
    const orb = COMBUSTION_ORB_DEG[planet];
    const found = findGrahaEvents(planet, fromJdUt, toJdUt, kinds, orb === undefined ? {} : { orbDirectDeg: orb[0], orbRetroDeg: orb[1] });
    for (let i = 0; i < found.jdUt.length; i += 1) {
      const jdUt = found.jdUt[i]!;
      const index = found.index[i]!;
      switch (found.kind[i]!) {
        case 'ingress':
          out.push({ jdUt, planet, type: 'ingress', toSignIndex: index });
          if (planet === 'rahu' && planets.includes('ketu')) out.push({ jdUt, planet: 'ketu', type: 'ingress', toSignIndex: (index + 6) % 12 });
          break;
        case 'station':
          out.push({ jdUt, planet, type: index === 1 ? 'station_retrograde' : 'station_direct' });
          break;
        case 'combustion':
          out.push({ jdUt, planet, type: index === 1 ? 'combustion_start' : 'combustion_end' });
          break;
      }
    }
  }
  return out.sort((a, b) => a.jdUt - b.jdUt || GRAHA_IDS.indexOf(a.planet) - GRAHA_IDS.indexOf(b.planet));
};

/** A stretch of the period in which a graha's sign, motion and combustion stay the same. */
export interface GrahaState {
  signIndex: number;
  retrograde: boolean;
  combust: boolean;
  /** Share of the period, 0..1 (a graha's states sum to 1). */
  share: number;
}

export interface PeriodSky {
  span: PeriodSpan;
  /** The nine grahas at the period's middle, glossary order. */
  middle: readonly ChartGraha[];
  /** Each graha's states through the period, in time order. */
  states: Readonly<Record<GrahaName, readonly GrahaState[]>>;
  /** The period's events, ascending. */
  events: readonly TransitEvent[];
}

/**
 * The sky of a period: two position reads (start and middle) and one event
 * search for the grahas named (default all nine; a graha not searched keeps
 * its starting state through the period).
 */
export function periodSky(span: PeriodSpan, events: TransitEventSource = engineTransitEvents,
  planets: readonly GrahaName[] = GRAHA_IDS): PeriodSky {
  const start = skyAt(span.startJdUt).grahas;
  const middle = skyAt(span.midJdUt).grahas;
  const found = events(span.startJdUt, span.endJdUt, planets);
  const sun = start[0]!;
  const total = span.endJdUt - span.startJdUt;
  const states = {} as Record<GrahaName, GrahaState[]>;
  start.forEach((g) => {
    const list: GrahaState[] = [];
    let state = { signIndex: g.signIndex, retrograde: g.retrograde, combust: isCombust(g, sun) && COMBUST_GRAHAS.has(g.id) };
    let since = span.startJdUt;
    for (const e of found) {
      if (e.planet !== g.id || e.jdUt <= span.startJdUt || e.jdUt > span.endJdUt) continue;
      if (e.jdUt > since) list.push({ ...state, share: (e.jdUt - since) / total });
      since = Math.max(since, e.jdUt);
      state = { ...state };
      if (e.type === 'ingress') state.signIndex = e.toSignIndex!;
      else if (e.type === 'station_retrograde') state.retrograde = true;
      else if (e.type === 'station_direct') state.retrograde = false;
      else if (e.type === 'combustion_start') state.combust = true;
      else state.combust = false;
    }
    list.push({ ...state, share: (span.endJdUt - since) / total });
    states[g.id] = list;
  });
  return { span, middle, states, events: found.filter((e) => e.jdUt > span.startJdUt && e.jdUt <= span.endJdUt) };
}
