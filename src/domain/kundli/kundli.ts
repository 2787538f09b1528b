/**
 * POST /v1/kundli: lagna, the nine grahas and the D2, D9 and D10 lagnas
 * (api-v1.md, Kundli).
 */
import { GRAHAS, NAKSHATRAS, SIGNS, nakshatraLord } from '../../core/glossary.ts';
import { vargaSign } from '../vargas/index.ts';
import type { Chart, ChartGraha, ChartPoint } from './chart.ts';
import { houseFrom } from './chart.ts';
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

/** JSON number text as JSON.stringify writes it. */
function jsonNumber(x: number): string {
  return Number.isFinite(x) ? String(x) : 'null';
}

/**
 * Per thread, the JSON of a planet's fields that its graha, sign, nakshatra
 * and presentation fix (id, labels, sign, nakshatra, lord), up to
 * `"longitude":`, and the same for the lagna up to `"degree":`: at most
 * 9 * 12 * 27 * 4 and 12 * 27 * 4 short strings, written once each.
 */
const planetHeads: (string | undefined)[] = [];
const lagnaHeads: (string | undefined)[] = [];

function presentationIndex(p: Presentation): number {
  return (p.lang === 'hi' ? 2 : 0) + (p.view === 'compact' ? 1 : 0);
}

/**
 * `JSON.stringify(data)` for `data = kundli(chart, p).data`, the same text,
 * about three times faster: most of it is the cached heads above, so a pool
 * thread writes about 60 pieces per kundli instead of serialising 120
 * properties (it runs for every POST /v1/kundli).
 */
export function kundliDataJson(chart: Chart, p: Presentation, data: KundliData): string {
  const pi = presentationIndex(p);
  let out = '{"planets":[';
  for (let i = 0; i < data.planets.length; i += 1) {
    const g = chart.grahas[i]!;
    const planet = data.planets[i]!;
    const key = ((i * 12 + g.signIndex) * 27 + g.nakshatraIndex) * 4 + pi;
    let head = planetHeads[key];
    if (head === undefined) {
      const { id, label, sign, sign_label, nakshatra, nakshatra_label, nakshatra_lord } = planet;
      head = `${JSON.stringify({ id, label, sign, sign_label, nakshatra, nakshatra_label, nakshatra_lord }).slice(0, -1)},"longitude":`;
      planetHeads[key] = head;
    }
    out += `${i === 0 ? '' : ','}${head}${jsonNumber(planet.longitude)},"degree_in_sign":${jsonNumber(planet.degree_in_sign)},"pada":${jsonNumber(planet.pada)}${
      planet.house === undefined ? '' : `,"house":${jsonNumber(planet.house)}`},"retrograde":${planet.retrograde}}`;
  }
  out += ']';
  const l = data.lagna;
  if (l !== undefined && chart.lagna !== null) {
    const key = (chart.lagna.signIndex * 27 + chart.lagna.nakshatraIndex) * 4 + pi;
    let head = lagnaHeads[key];
    if (head === undefined) {
      const { sign, sign_label, nakshatra, nakshatra_label } = l;
      head = `${JSON.stringify({ sign, sign_label, nakshatra, nakshatra_label }).slice(0, -1)},"degree":`;
      lagnaHeads[key] = head;
    }
    out += `,"lagna":${head}${jsonNumber(l.degree)},"pada":${jsonNumber(l.pada)}}`;
  }
  if (data.divisional_lagnas !== undefined) out += `,"divisional_lagnas":${JSON.stringify(data.divisional_lagnas)}`;
  return `${out}}`;
}
