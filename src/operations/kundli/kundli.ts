/** POST /v1/kundli: lagna, the nine grahas and the D2, D9 and D10 lagnas (the API contract, Kundli; docs/kundli.md). */
import { Type, type Static } from '@sinclair/typebox';
import { GRAHAS, NAKSHATRAS, SIGNS, nakshatraLord } from '../../core/glossary.ts';
import type { Warning } from '../../core/warnings.ts';
import { houseFrom, type Chart, type ChartGraha, type ChartPoint } from '../../domain/chart/index.ts';
import { vargaSign } from '../../domain/vargas/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { BirthRequest, CHART_META, PLACE_META } from '../schemas.ts';
import { chartOf, prepareBirthTask } from '../birth.ts';
import { labelOf, presentationOf, roundFixed, timeWarnings, type Presentation } from '../shared/present.ts';
import { labelField, OMITTED_UNKNOWN } from './schemas.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';

const KundliLagna = Type.Object({
  sign: Type.String({ examples: ['capricorn'] }),
  sign_label: labelField(),
  nakshatra: Type.String(),
  nakshatra_label: labelField(),
  degree: Type.Number({ minimum: 0, exclusiveMaximum: 30, description: 'Degrees within the sign' }),
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
});
type KundliLagna = Static<typeof KundliLagna>;

const KundliPlanet = Type.Object({
  id: Type.String({ examples: ['sun'] }),
  label: labelField(),
  sign: Type.String(),
  sign_label: labelField(),
  nakshatra: Type.String(),
  nakshatra_label: labelField(),
  nakshatra_lord: Type.String(),
  longitude: Type.Number({ minimum: 0, exclusiveMaximum: 360, description: 'Sidereal longitude, degrees' }),
  degree_in_sign: Type.Number({ minimum: 0, exclusiveMaximum: 30 }),
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
  house: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: `Whole-sign house from the lagna; ${OMITTED_UNKNOWN}` })),
  retrograde: Type.Boolean(),
});
type KundliPlanet = Static<typeof KundliPlanet>;

export const KundliData = Type.Object({
  lagna: Type.Optional(KundliLagna),
  planets: Type.Array(KundliPlanet, { minItems: 9, maxItems: 9 }),
  divisional_lagnas: Type.Optional(
    Type.Object(
      { D2: Type.String(), D9: Type.String(), D10: Type.String() },
      { description: `Sign of the lagna in D2, D9, D10; ${OMITTED_UNKNOWN}` },
    ),
  ),
});
export type KundliData = Static<typeof KundliData>;

/** Fields left out of POST /v1/kundli when the time is unknown. */
export const KUNDLI_LAGNA_FIELDS = ['lagna', 'planets[].house', 'divisional_lagnas'];
const MOON_FIELDS = ['planets[moon].nakshatra', 'planets[moon].nakshatra_lord', 'planets[moon].pada'];

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
      : {
          id,
          sign: sign.id,
          nakshatra: nakshatra.id,
          nakshatra_lord: lord,
          longitude,
          degree_in_sign: degree,
          pada,
          house: houseFrom(lagnaSign, g.signIndex),
          retrograde,
        };
  }
  // In full view every label is defined (labelOf is undefined only in compact view).
  const signLabel = labelOf(sign, p)!;
  const nakshatraLabel = labelOf(nakshatra, p)!;
  return lagnaSign === undefined
    ? {
        id,
        label,
        sign: sign.id,
        sign_label: signLabel,
        nakshatra: nakshatra.id,
        nakshatra_label: nakshatraLabel,
        nakshatra_lord: lord,
        longitude,
        degree_in_sign: degree,
        pada,
        retrograde,
      }
    : {
        id,
        label,
        sign: sign.id,
        sign_label: signLabel,
        nakshatra: nakshatra.id,
        nakshatra_label: nakshatraLabel,
        nakshatra_lord: lord,
        longitude,
        degree_in_sign: degree,
        pada,
        house: houseFrom(lagnaSign, g.signIndex),
        retrograde,
      };
}

function lagnaOf(l: ChartPoint, p: Presentation): KundliLagna {
  const sign = SIGNS[l.signIndex]!;
  const nakshatra = NAKSHATRAS[l.nakshatraIndex]!;
  const degree = roundFixed(l.degreeInSignDeg);
  const signLabel = labelOf(sign, p);
  if (signLabel === undefined) return { sign: sign.id, nakshatra: nakshatra.id, degree, pada: l.padaNumber };
  return {
    sign: sign.id,
    sign_label: signLabel,
    nakshatra: nakshatra.id,
    nakshatra_label: labelOf(nakshatra, p)!,
    degree,
    pada: l.padaNumber,
  };
}

/** The answer of POST /v1/kundli for a chart. */
export function presentKundli(chart: Chart, p: Presentation): { data: KundliData; warnings: Warning[] } {
  const lagnaSign = chart.lagna?.signIndex;
  const planets: KundliPlanet[] = [];
  for (let i = 0; i < chart.grahas.length; i += 1) planets.push(planetOf(chart.grahas[i]!, i, lagnaSign, p));
  const data: KundliData = { planets };
  const l = chart.lagna;
  if (l !== null) {
    data.lagna = lagnaOf(l, p);
    data.divisional_lagnas = {
      D2: SIGNS[vargaSign('D2', l.longitudeDeg)]!.id,
      D9: SIGNS[vargaSign('D9', l.longitudeDeg)]!.id,
      D10: SIGNS[vargaSign('D10', l.longitudeDeg)]!.id,
    };
  }
  return { data, warnings: timeWarnings(chart, KUNDLI_LAGNA_FIELDS, MOON_FIELDS, KUNDLI_LAGNA_FIELDS) };
}

export const kundli = defineOperation({
  id: 'kundli',
  method: 'POST',
  path: '/v1/kundli',
  credits: 2,
  keys: SECRET,
  group: 'kundli',
  example: { birth: EXAMPLE_BIRTH },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'Birth chart',
  description: 'Lagna, the nine grahas and the D2, D9, D10 lagnas.',
  input: BirthRequest,
  output: KundliData,
  prepare: prepareBirthTask,
  compute: (task) => presentKundli(chartOf(task), presentationOf(task.options)),
});
