/**
 * POST /v1/kundli: lagna, the nine grahas and the D2, D9 and D10 lagnas
 * (api-v1.md, Kundli).
 */
import { GRAHAS, NAKSHATRAS, SIGNS, nakshatraLord } from '../../core/glossary.ts';
import { vargaSign } from '../vargas/index.ts';
import type { Chart } from './chart.ts';
import { houseFrom } from './chart.ts';
import { type DomainResult, type Presentation, type Warning, compactObject, labelOf, timeUnknownWarning } from './present.ts';

export interface KundliLagna {
  sign: string;
  sign_label?: string;
  nakshatra: string;
  nakshatra_label?: string;
  degree: number;
  pada: number;
}

export interface KundliPlanet {
  id: string;
  label?: string;
  sign: string;
  sign_label?: string;
  nakshatra: string;
  nakshatra_label?: string;
  nakshatra_lord: string;
  longitude: number;
  degree_in_sign: number;
  pada: number;
  house?: number;
  retrograde: boolean;
}

export interface KundliData {
  lagna?: KundliLagna;
  planets: KundliPlanet[];
  divisional_lagnas?: { D2: string; D9: string; D10: string };
}

/** Fields left out of POST /v1/kundli when the time is unknown. */
export const KUNDLI_LAGNA_FIELDS = ['lagna', 'planets[].house', 'divisional_lagnas'];

const round = (x: number, digits = 6): number => Number(x.toFixed(digits));

export function approximateWarnings(chart: Chart, moonFields: string[], lagnaFields: string[]): Warning[] {
  const a = chart.approximate;
  if (a === null || (!a.lagnaSignMayChange && !a.moonNakshatraMayChange)) return [];
  const fields = [...(a.lagnaSignMayChange ? lagnaFields : []), ...(a.moonNakshatraMayChange ? moonFields : [])];
  if (fields.length === 0) return [];
  const what = [a.lagnaSignMayChange ? 'the lagna sign' : null, a.moonNakshatraMayChange ? "the Moon's nakshatra" : null]
    .filter((x) => x !== null).join(' and ');
  return [{
    code: 'time_approximate',
    message: `The birth time is approximate and ${what} would change within 15 minutes either side of it.`,
    fields,
  }];
}

export function kundli(chart: Chart, p: Presentation): DomainResult<KundliData> {
  const lagnaSign = chart.lagna?.signIndex;
  const planets = chart.grahas.map((g, i): KundliPlanet => compactObject({
    id: g.id,
    label: labelOf(GRAHAS[i]!, p),
    sign: SIGNS[g.signIndex]!.id,
    sign_label: labelOf(SIGNS[g.signIndex]!, p),
    nakshatra: NAKSHATRAS[g.nakshatraIndex]!.id,
    nakshatra_label: labelOf(NAKSHATRAS[g.nakshatraIndex]!, p),
    nakshatra_lord: nakshatraLord(g.nakshatraIndex),
    longitude: round(g.longitudeDeg),
    degree_in_sign: round(g.degreeInSignDeg),
    pada: g.padaNumber,
    house: lagnaSign === undefined ? undefined : houseFrom(lagnaSign, g.signIndex),
    retrograde: g.retrograde,
  }));
  const data: KundliData = { planets };
  const warnings: Warning[] = [];
  if (chart.lagna === null) {
    warnings.push(timeUnknownWarning(KUNDLI_LAGNA_FIELDS));
  } else {
    const l = chart.lagna;
    data.lagna = compactObject({
      sign: SIGNS[l.signIndex]!.id,
      sign_label: labelOf(SIGNS[l.signIndex]!, p),
      nakshatra: NAKSHATRAS[l.nakshatraIndex]!.id,
      nakshatra_label: labelOf(NAKSHATRAS[l.nakshatraIndex]!, p),
      degree: round(l.degreeInSignDeg),
      pada: l.padaNumber,
    });
    data.divisional_lagnas = {
      D2: SIGNS[vargaSign('D2', l.longitudeDeg)]!.id,
      D9: SIGNS[vargaSign('D9', l.longitudeDeg)]!.id,
      D10: SIGNS[vargaSign('D10', l.longitudeDeg)]!.id,
    };
    warnings.push(...approximateWarnings(chart, ['planets[moon].nakshatra', 'planets[moon].nakshatra_lord', 'planets[moon].pada'], ['lagna', 'planets[].house', 'divisional_lagnas']));
  }
  return { data, warnings };
}
