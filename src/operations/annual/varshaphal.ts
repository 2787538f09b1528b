/** POST /v1/varshaphal: the Tajaka annual chart of one year of life (docs/varshaphal.md). */
import { Type, type Static } from '@sinclair/typebox';
import type { BirthMoment } from '../../core/birth.ts';
import { checkOfferedDate, YEAR_FIELD_FIRST, YEAR_FIELD_LAST } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import type { Warning } from '../../core/warnings.ts';
import { SEVEN_GRAHAS, SIGNS, signIndexOf, type SevenGraha } from '../../core/glossary.ts';
import { houseFrom } from '../../domain/chart/index.ts';
import { computeVarshaphal, OFFICE_KINDS, TAJIKA_YOGA_KINDS, type Varshaphal } from '../../domain/varshaphal/index.ts';
import { offsetMinutesAtZone, renderLocal } from '../../time/index.ts';
import { chartMeta, resolveBirthRequest } from '../birth.ts';
import type { PrepareContext } from '../context.ts';
import { defineOperation, SECRET, type Prepared } from '../define.ts';
import { EXAMPLE_ANNUAL_YEAR, EXAMPLE_BIRTH } from '../examples.ts';
import { roundFixed } from '../shared/present.ts';
import { Birth, literals, Options, type ResolvedOptions, CHART_META, PLACE_META } from '../schemas.ts';

/** The years the annual chart is offered for. */
export const VARSHAPHAL_FIRST_YEAR = YEAR_FIELD_FIRST;
export const VARSHAPHAL_LAST_YEAR = YEAR_FIELD_LAST;

export const VarshaphalRequest = Type.Object(
  {
    birth: Birth,
    year: Type.Integer({
      minimum: VARSHAPHAL_FIRST_YEAR,
      maximum: VARSHAPHAL_LAST_YEAR,
      examples: [2026],
      description: 'Calendar year of the solar return: the birth year (the birth itself) or later',
    }),
    options: Type.Optional(Options),
  },
  { additionalProperties: false, title: 'VarshaphalRequest' },
);
export type VarshaphalRequest = Static<typeof VarshaphalRequest>;

const SignId = Type.String({ examples: ['capricorn'] });
const GrahaId = Type.String({ examples: ['mars'] });
const Longitude = Type.Number({ minimum: 0, exclusiveMaximum: 360, description: 'Sidereal longitude, degrees' });
const House = Type.Integer({ minimum: 1, maximum: 12, description: 'House from the annual lagna (whole signs)' });
const LocalTime = (description: string) => Type.String({ description, examples: ['2026-05-15T09:12:31+05:30'] });
const sevenMap = <T extends import('@sinclair/typebox').TSchema>(schema: T, description: string) =>
  Type.Object(Object.fromEntries(SEVEN_GRAHAS.map((g) => [g, schema])) as Record<SevenGraha, T>, { description });

const Points = Type.Number({ minimum: 0 });
export const VarshaphalData = Type.Object({
  year: Type.Integer({ description: 'The requested year' }),
  completed_years: Type.Integer({ minimum: 0, description: 'Years of life completed at the return (year - birth year)' }),
  solar_return: LocalTime('The solar return (varsha pravesha), to the second, in the birth zone'),
  next_solar_return: LocalTime("The next return, which ends this annual chart's year"),
  natal_sun_longitude: Longitude,
  is_day: Type.Boolean({ description: 'The return falls between sunrise and sunset at the birth place' }),
  lagna: Type.Object(
    { sign: SignId, degree: Type.Number({ minimum: 0, exclusiveMaximum: 30 }), longitude: Longitude },
    { description: 'Annual lagna: the ascendant at the return at the birth place' },
  ),
  planets: Type.Array(Type.Object({ id: GrahaId, longitude: Longitude, sign: SignId, house: House, retrograde: Type.Boolean() }), {
    minItems: 9,
    maxItems: 9,
    description: 'The nine grahas of the annual chart',
  }),
  muntha: Type.Object(
    { sign: SignId, house: House, lord: GrahaId },
    { description: "The natal lagna's sign advanced one sign per completed year" },
  ),
  year_lord: GrahaId,
  year_lord_rule: Type.Object({
    office_bearers: Type.Array(
      Type.Object({
        office: literals(OFFICE_KINDS),
        planet: GrahaId,
        aspect_on_lagna: Type.Union([Type.String({ examples: ['trine'] }), Type.Null()], {
          description: 'Tajaka aspect on the annual lagna (conjunction, sextile, square, trine, opposition) or null',
        }),
        panchavargeeya: Points,
      }),
      { minItems: 5, maxItems: 5 },
    ),
    aspects_lagna: Type.Boolean({
      description: 'The year lord is the strongest office-bearer aspecting the lagna (false: none aspects it, the strongest of all five)',
    }),
  }),
  mudda_dasha: Type.Array(
    Type.Object({ lord: GrahaId, start: LocalTime('Period start'), end: LocalTime('Period end'), days: Type.Number({ minimum: 0 }) }),
    { minItems: 9, maxItems: 9, description: 'Vimshottari compressed into the solar year' },
  ),
  harsha_bala: sevenMap(Points, 'Harsha bala, 0..20'),
  harsha_bala_rules: sevenMap(
    Type.Object({ sthana: Points, uchcha_swakshetra: Points, gender_house: Points, day_night: Points }),
    'The four harsha rules, 5 points each',
  ),
  panchavargeeya: sevenMap(Points, 'Panchavargeeya bala (vishwa bala), 0..20'),
  panchavargeeya_parts: sevenMap(
    Type.Object({ kshetra: Points, uchcha: Points, hadda: Points, drekkana: Points, navamsa: Points }),
    'The five components; their sum divided by 4 is the panchavargeeya bala',
  ),
  saham_formulas: Type.Union([Type.Literal('day'), Type.Literal('night')], {
    description: 'Which formulas the sahams used (night: reversed where the rule says so)',
  }),
  sahams: Type.Array(
    Type.Object({
      id: Type.String({ examples: ['punya'] }),
      longitude: Longitude,
      sign: SignId,
      house: House,
      formula: Type.String({ description: 'A - B + C as applied', examples: ['moon - sun + lagna'] }),
    }),
  ),
  tajik_yogas: Type.Array(
    Type.Object({
      kind: literals(TAJIKA_YOGA_KINDS),
      planets: Type.Array(GrahaId, { minItems: 2 }),
      aspect: Type.Union([Type.String({ examples: ['trine'] }), Type.Null()]),
      separation: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description: 'Degrees within signs between the pair' }),
      orb: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description: "Mean of the pair's deeptamsas, degrees" }),
    }),
  ),
});
export type VarshaphalData = Static<typeof VarshaphalData>;

export interface VarshaphalTask {
  birth: BirthMoment;
  options: ResolvedOptions;
  year: number;
  completedYears: number;
}

const r2 = (x: number) => roundFixed(x, 2);

/** An approximate birth time moves the natal Sun, so the return moves with it minute for minute, and the annual lagna with it. */
const APPROXIMATE_RETURN: Warning = {
  code: 'time_approximate',
  message:
    'The birth time is approximate: the solar return moves with it minute for minute, and with it the annual lagna, ' +
    'the houses, the sahams and possibly the year lord; these are for the time as given.',
  fields: ['solar_return', 'lagna', 'planets[].house', 'muntha.house', 'year_lord', 'sahams', 'mudda_dasha'],
};

/** The data of POST /v1/varshaphal. */
export function presentVarshaphal(v: Varshaphal, year: number, render: (jdUt: number) => string): VarshaphalData {
  const lagna = v.annual.lagna!;
  const house = (signIndex: number) => houseFrom(lagna.signIndex, signIndex);
  const perGraha = <T>(f: (g: SevenGraha) => T) => Object.fromEntries(SEVEN_GRAHAS.map((g) => [g, f(g)])) as Record<SevenGraha, T>;
  return {
    year,
    completed_years: v.completedYears,
    solar_return: render(v.returnJdUt),
    next_solar_return: render(v.nextReturnJdUt),
    natal_sun_longitude: roundFixed(v.natalSunDeg),
    is_day: v.isDay,
    lagna: { sign: SIGNS[lagna.signIndex]!.id, degree: roundFixed(lagna.degreeInSignDeg), longitude: roundFixed(lagna.longitudeDeg) },
    planets: v.annual.grahas.map((g) => ({
      id: g.id,
      longitude: roundFixed(g.longitudeDeg),
      sign: SIGNS[g.signIndex]!.id,
      house: house(g.signIndex),
      retrograde: g.retrograde,
    })),
    muntha: { sign: SIGNS[v.muntha.signIndex]!.id, house: v.muntha.house, lord: v.muntha.lord },
    year_lord: v.yearLord,
    year_lord_rule: {
      office_bearers: v.officeBearers.map((b) => ({
        office: b.office,
        planet: b.graha,
        aspect_on_lagna: b.aspectOnLagna,
        panchavargeeya: r2(b.panchavargeeya),
      })),
      aspects_lagna: v.yearLordAspectsLagna,
    },
    mudda_dasha: v.mudda.map((p) => ({
      lord: p.lord,
      start: render(p.startJdUt),
      end: render(p.endJdUt),
      days: r2(p.endJdUt - p.startJdUt),
    })),
    harsha_bala: perGraha((g) => v.harsha[g].total),
    harsha_bala_rules: perGraha((g) => ({
      sthana: v.harsha[g].sthanaPoints,
      uchcha_swakshetra: v.harsha[g].uchchaSwakshetraPoints,
      gender_house: v.harsha[g].genderHousePoints,
      day_night: v.harsha[g].dayNightPoints,
    })),
    panchavargeeya: perGraha((g) => r2(v.panchavargeeya[g].total)),
    panchavargeeya_parts: perGraha((g) => {
      const p = v.panchavargeeya[g];
      return { kshetra: r2(p.kshetra), uchcha: r2(p.uchcha), hadda: r2(p.hadda), drekkana: r2(p.drekkana), navamsa: r2(p.navamsa) };
    }),
    saham_formulas: v.isDay ? 'day' : 'night',
    sahams: v.sahams.map((s) => {
      const signIndex = signIndexOf(s.longitudeDeg);
      return { id: s.id, longitude: roundFixed(s.longitudeDeg), sign: SIGNS[signIndex]!.id, house: house(signIndex), formula: s.formula };
    }),
    tajik_yogas: v.yogas.map((y) => ({
      kind: y.kind,
      planets: y.planets,
      aspect: y.aspect,
      separation: y.separationDeg === null ? null : r2(y.separationDeg),
      orb: y.orbDeg,
    })),
  };
}

async function prepareVarshaphal(input: VarshaphalRequest, ctx: PrepareContext): Promise<Prepared<VarshaphalTask>> {
  if (input.birth.time_accuracy === 'unknown') {
    throw errors.invalidParameterMessage(
      'birth.time_accuracy',
      'Expected a known birth time (birth.time, exact or approximate) for the annual chart: its muntha and year lord need the natal lagna',
    );
  }
  // The birth date's own range is checked first, so a date outside it is named as such rather than as a year before it.
  checkOfferedDate('birth.date', input.birth.date);
  const birthYear = Number(input.birth.date.slice(0, 4));
  if (input.year < birthYear) {
    throw errors.invalidParameter('year', `a year from the birth year (${birthYear}) to ${VARSHAPHAL_LAST_YEAR}`, input.year);
  }
  const request = await resolveBirthRequest(input, ctx);
  return {
    task: { birth: request.resolved.moment, options: request.options, year: input.year, completedYears: input.year - birthYear },
    meta: chartMeta(request),
  };
}

export const varshaphal = defineOperation({
  id: 'varshaphal',
  method: 'POST',
  path: '/v1/varshaphal',
  credits: 3,
  keys: SECRET,
  group: 'varshaphal',
  example: { birth: EXAMPLE_BIRTH, year: EXAMPLE_ANNUAL_YEAR },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'Varshaphal (Tajaka annual chart)',
  description:
    'The Tajaka annual chart of one year of life: the solar return to the second, day or night, the annual lagna, ' +
    'muntha, the year lord by the Panchadhikari rule with its five office-bearers, mudda dasha, harsha and panchavargeeya ' +
    'balas, the sahams and the Tajika yogas with their aspects and orbs.',
  input: VarshaphalRequest,
  output: VarshaphalData,
  prepare: prepareVarshaphal,
  compute(task: VarshaphalTask) {
    const v = computeVarshaphal(task.birth, task.completedYears, task.options);
    const offset = offsetMinutesAtZone(task.birth.timezoneName);
    return {
      data: presentVarshaphal(v, task.year, (jdUt) => renderLocal(jdUt, offset, 'second')),
      warnings: task.birth.timeAccuracy === 'approximate' ? [APPROXIMATE_RETURN] : [],
    };
  },
});
