/**
 * POST /v1/kundli: lagna, the nine grahas and the D2, D9 and D10 lagnas
 * (api-v1.md, Kundli).
 */
import { GRAHAS, NAKSHATRAS, SIGNS, nakshatraLord } from '../../core/glossary.ts';
import { vargaSign } from '../vargas/index.ts';
import type { Chart, ChartGraha, ChartPoint } from '../chart/chart.ts';
import { houseFrom } from '../chart/chart.ts';
import { type DomainResult, type Presentation, type Warning, labelOf, roundFixed, timeUnknownWarning } from './present.ts';

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

/*
 * Planets and the lagna are object literals, one per combination of the
 * optional keys (labels only in full view, the house only with a known time),
 * in the API's key order: compactObject's delete would leave them slow to
 * read and serialise, and objects grown key by key serialise about half as
 * fast as literals.
 */
function planetOf(g: ChartGraha, i: number, lagnaSign: number | undefined, p: Presentation): KundliPlanet {
  const sign = SIGNS[g.signIndex]!;
  const nakshatra = NAKSHATRAS[g.nakshatraIndex]!;
  const id = g.id;
  const lord = nakshatraLord(g.nakshatraIndex);
  const longitude = roundFixed(g.longitudeDeg);
  const degree = roundFixed(g.degreeInSignDeg);
  const pada = g.padaNumber;
  const retrograde = g.retrograde;
  const label = labelOf(GRAHAS[i]!, p);
  if (label === undefined) {
    return lagnaSign === undefined
      ? { id, sign: sign.id, nakshatra: nakshatra.id, nakshatra_lord: lord, longitude, degree_in_sign: degree, pada, retrograde }
      : { id, sign: sign.id, nakshatra: nakshatra.id, nakshatra_lord: lord, longitude, degree_in_sign: degree, pada,
        house: houseFrom(lagnaSign, g.signIndex), retrograde };
  }
  // In full view every label is defined (labelOf is undefined only in compact view).
  const signLabel = labelOf(sign, p)!;
  const nakshatraLabel = labelOf(nakshatra, p)!;
  return lagnaSign === undefined
    ? { id, label, sign: sign.id, sign_label: signLabel, nakshatra: nakshatra.id, nakshatra_label: nakshatraLabel,
      nakshatra_lord: lord, longitude, degree_in_sign: degree, pada, retrograde }
    : { id, label, sign: sign.id, sign_label: signLabel, nakshatra: nakshatra.id, nakshatra_label: nakshatraLabel,
      nakshatra_lord: lord, longitude, degree_in_sign: degree, pada, house: houseFrom(lagnaSign, g.signIndex), retrograde };
}

function lagnaOf(l: ChartPoint, p: Presentation): KundliLagna {
  const sign = SIGNS[l.signIndex]!;
  const nakshatra = NAKSHATRAS[l.nakshatraIndex]!;
  const degree = roundFixed(l.degreeInSignDeg);
  const signLabel = labelOf(sign, p);
  if (signLabel === undefined) return { sign: sign.id, nakshatra: nakshatra.id, degree, pada: l.padaNumber };
  return { sign: sign.id, sign_label: signLabel, nakshatra: nakshatra.id, nakshatra_label: labelOf(nakshatra, p)!, degree,
    pada: l.padaNumber };
}

export function kundli(chart: Chart, p: Presentation): DomainResult<KundliData> {
  const lagnaSign = chart.lagna?.signIndex;
  const planets: KundliPlanet[] = [];
  for (let i = 0; i < chart.grahas.length; i += 1) planets.push(planetOf(chart.grahas[i]!, i, lagnaSign, p));
  const data: KundliData = { planets };
  const warnings: Warning[] = [];
  if (chart.lagna === null) {
    warnings.push(timeUnknownWarning(KUNDLI_LAGNA_FIELDS));
  } else {
    const l = chart.lagna;
    data.lagna = lagnaOf(l, p);
    data.divisional_lagnas = {
      D2: SIGNS[vargaSign('D2', l.longitudeDeg)]!.id,
      D9: SIGNS[vargaSign('D9', l.longitudeDeg)]!.id,
      D10: SIGNS[vargaSign('D10', l.longitudeDeg)]!.id,
    };
    warnings.push(...approximateWarnings(chart, ['planets[moon].nakshatra', 'planets[moon].nakshatra_lord', 'planets[moon].pada'], ['lagna', 'planets[].house', 'divisional_lagnas']));
  }
  return { data, warnings };
}
