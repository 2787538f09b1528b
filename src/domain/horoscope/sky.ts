/**
 * The sky of a period: where each graha stands at the period's middle (the
 * transits a horoscope lists) and the states it passes through during the
 * period (sign, retrograde, combust), cut at the period's events (sign
 * ingresses, stations, combustion start and end) with the share of the
 * period each state lasts. Events come from the transits group's search
 * (transitEvents: the engine's batch event search, the combustion orbs of
 * src/domain/chart/combustion.ts), through a TransitEventSource that tests
 * may replace.
 */
import { GRAHA_IDS, type GrahaName } from '../../core/glossary.ts';
import { isCombust, skyAt, type ChartGraha } from '../chart/index.ts';
import { COMBUSTION_GRAHAS, transitEvents, type TransitEvent, type TransitEventQuery } from '../transits/index.ts';
import type { PeriodSpan } from './period.ts';

/** The events of a range; the transits group's search by default. */
export type TransitEventSource = (query: TransitEventQuery) => TransitEvent[];

/** The grahas that can be combust (the Moon's combustion is the new moon, not a transit state). */
const COMBUST_GRAHAS: ReadonlySet<GrahaName> = new Set(COMBUSTION_GRAHAS);
/** The true node's motion reverses every few weeks by a few arcminutes: its stations are not events of a period. */
const NODES: ReadonlySet<GrahaName> = new Set(['rahu', 'ketu']);

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
export function periodSky(
  span: PeriodSpan,
  events: TransitEventSource = transitEvents,
  planets: readonly GrahaName[] = GRAHA_IDS,
): PeriodSky {
  const start = skyAt(span.startJdUt).grahas;
  const middle = skyAt(span.midJdUt).grahas;
  const found = events({ fromJdUt: span.startJdUt, toJdUt: span.endJdUt, planets }).filter(
    (e) => !(NODES.has(e.planet) && (e.type === 'station_retrograde' || e.type === 'station_direct')),
  );
  const sun = start[0]!;
  const total = span.endJdUt - span.startJdUt;
  const states = {} as Record<GrahaName, GrahaState[]>;
  start.forEach((g) => {
    const list: GrahaState[] = [];
    let state = { signIndex: g.signIndex, retrograde: g.retrograde, combust: isCombust(g, sun) && COMBUST_GRAHAS.has(g.id) };
    let since = span.startJdUt;
    for (const e of found) {
      if (e.planet !== g.id || e.atJdUt <= span.startJdUt || e.atJdUt > span.endJdUt) continue;
      if (e.atJdUt > since) list.push({ ...state, share: (e.atJdUt - since) / total });
      since = Math.max(since, e.atJdUt);
      state = { ...state };
      if (e.type === 'ingress') state.signIndex = e.signIndex!;
      else if (e.type === 'station_retrograde') state.retrograde = true;
      else if (e.type === 'station_direct') state.retrograde = false;
      else if (e.type === 'combustion_start') state.combust = true;
      else state.combust = false;
    }
    list.push({ ...state, share: (span.endJdUt - since) / total });
    states[g.id] = list;
  });
  return { span, middle, states, events: found.filter((e) => e.atJdUt > span.startJdUt && e.atJdUt <= span.endJdUt) };
}
