/**
 * Worker task of POST /v1/planets/positions: the answer's whole `data`, i.e.
 * `at` as the route rendered it, the ayanamsa, the node and the nine grahas
 * at that moment in the chosen ayanamsa (labels by `lang`, dropped by
 * `view: compact`). Built here so it crosses to the HTTP thread as JSON.
 */
import { GRAHAS, NAKSHATRAS, SIGNS, label, nakshatraIndexOf, nakshatraLord, padaNumberOf, signIndexOf,
  type Lang } from '../../core/glossary.ts';
import { grahaPositions, GRAHA_COUNT, positionOf, type NodeKind } from '../../native/ephemeris.ts';
import { ayanamsaDegFromLahiri, siderealFromLahiriDeg, type AyanamsaId } from '../../domain/ayanamsa/index.ts';

export interface PlanetPositionsInput {
  jdUt: number;
  /** The moment as the answer shows it (local date-time with offset), rendered by the route. */
  at: string;
  ayanamsa: AyanamsaId;
  node: NodeKind;
  lang: Lang;
  view: 'full' | 'compact';
}

export interface PlanetPosition {
  id: string;
  label?: string;
  /** Sidereal longitude, degrees [0, 360). */
  longitude: number;
  /** Ecliptic latitude, degrees. */
  latitude: number;
  /** Degrees of longitude a day; negative when retrograde. */
  speed: number;
  retrograde: boolean;
  sign: string;
  sign_label?: string;
  degree_in_sign: number;
  nakshatra: string;
  nakshatra_label?: string;
  nakshatra_lord: string;
  pada: number;
}

/** The `data` of POST /v1/planets/positions. */
export interface PlanetPositionsData {
  at: string;
  ayanamsa: { id: AyanamsaId; degrees: number };
  node: NodeKind;
  planets: PlanetPosition[];
}

/** Rounds to 1e-6 degree (0.0036 arcsec), far below the ephemeris' own precision. */
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function planetPositions(input: PlanetPositionsInput): PlanetPositionsData {
  const batch = grahaPositions(Float64Array.of(input.jdUt), { node: input.node });
  const full = input.view === 'full';
  const planets: PlanetPosition[] = [];
  for (let g = 0; g < GRAHA_COUNT; g += 1) {
    const p = positionOf(batch, 0, g);
    // Rounded first, so the sign, nakshatra and degree always agree with the longitude shown.
    let longitudeDeg = round6(siderealFromLahiriDeg(p.longitudeDeg, input.ayanamsa));
    if (longitudeDeg >= 360) longitudeDeg -= 360;
    const signIndex = signIndexOf(longitudeDeg);
    const nakshatraIndex = nakshatraIndexOf(longitudeDeg);
    const graha = GRAHAS[g]!;
    const sign = SIGNS[signIndex]!;
    const nakshatra = NAKSHATRAS[nakshatraIndex]!;
    planets.push({
      id: graha.id,
      ...(full ? { label: label(graha, input.lang) } : {}),
      longitude: longitudeDeg,
      latitude: round6(p.latitudeDeg),
      speed: round6(p.speedDegPerDay),
      retrograde: p.speedDegPerDay < 0,
      sign: sign.id,
      ...(full ? { sign_label: label(sign, input.lang) } : {}),
      degree_in_sign: round6(longitudeDeg - signIndex * 30),
      nakshatra: nakshatra.id,
      ...(full ? { nakshatra_label: label(nakshatra, input.lang) } : {}),
      nakshatra_lord: nakshatraLord(nakshatraIndex),
      pada: padaNumberOf(longitudeDeg),
    });
  }
  return {
    at: input.at,
    ayanamsa: { id: input.ayanamsa, degrees: round6(ayanamsaDegFromLahiri(batch.ayanamsaDeg[0]!, input.ayanamsa)) },
    node: input.node,
    planets,
  };
}
