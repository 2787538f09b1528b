/** POST /v1/lal-kitab/varshphal: the Lal Kitab annual chart of a year by the 1952 rotation table (docs/lal-kitab.md). */
import { YEAR_FIELD_FIRST, YEAR_FIELD_LAST } from '../../core/defaults.ts';
import { Type } from '@sinclair/typebox';
import { errors } from '../../core/errors.ts';
import { GRAHA_IDS } from '../../core/glossary.ts';
import { annualHousesOf, lalKitabHousesOf, occupantsOf, tableYearOf, yearOfLife } from '../../domain/lal-kitab/index.ts';
import type { BirthTask } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import { Birth, Options, CHART_META, PLACE_META } from '../schemas.ts';
import { HouseNumber, housesData, LalKitabHouses } from './chart.ts';
import { approximateWarnings, birthChartOf, prepareLalKitabBirth } from './shared.ts';

/** The calendar years an annual chart is offered for (the Tajaka varshaphal's range too). */
const FIRST_YEAR = YEAR_FIELD_FIRST;
const LAST_YEAR = YEAR_FIELD_LAST;
/** Years of life offered: longer than any recorded life (122 years) and past the table's 120-year cycle. */
const LAST_YEAR_OF_LIFE = 150;

export const LalKitabVarshphalRequest = Type.Object(
  {
    birth: Birth,
    year: Type.Optional(
      Type.Integer({
        minimum: FIRST_YEAR,
        maximum: LAST_YEAR,
        description: 'Calendar year whose birthday starts the year of life read; not before the birth year. Give this or `year_of_life`',
      }),
    ),
    year_of_life: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: LAST_YEAR_OF_LIFE,
        description: 'The year of life itself (1 = birth to the first birthday). Give this or `year`',
      }),
    ),
    options: Type.Optional(Options),
  },
  { additionalProperties: false, title: 'LalKitabVarshphalRequest' },
);

export const LalKitabVarshphalData = Type.Object({
  year: Type.Integer({ description: 'The calendar year in which the year of life starts (birth year + year_of_life - 1)' }),
  year_of_life: Type.Integer({
    minimum: 1,
    description: 'year - birth year + 1: the first year of life runs from birth to the first birthday',
  }),
  table_year: Type.Integer({ minimum: 1, maximum: 120, description: 'The row of the 120-year table read (it starts again after 120)' }),
  houses: LalKitabHouses,
  planets: Type.Array(Type.Object({ id: Type.String({ examples: ['sun'] }), birth_house: HouseNumber, house: HouseNumber }), {
    minItems: 9,
    maxItems: 9,
  }),
});

export interface VarshphalTask extends BirthTask {
  year: number;
  yearOfLife: number;
}

export const lalKitabVarshphal = defineOperation({
  id: 'lalKitabVarshphal',
  method: 'POST',
  path: '/v1/lal-kitab/varshphal',
  credits: 2,
  keys: SECRET,
  group: 'lal_kitab',
  example: { birth: EXAMPLE_BIRTH, year: 2026 },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'Lal Kitab annual chart',
  description:
    "The Lal Kitab annual chart (varshphal) of a year of life, asked by calendar year or by year of life: each birth house's grahas moved by the 1952 book's 120-year house-rotation table.",
  input: LalKitabVarshphalRequest,
  output: LalKitabVarshphalData,
  async prepare(input, ctx) {
    if ((input.year === undefined) === (input.year_of_life === undefined)) {
      throw errors.invalidParameterMessage(
        'year',
        `Expected exactly one of year (${FIRST_YEAR}..${LAST_YEAR}) or year_of_life (1..${LAST_YEAR_OF_LIFE}) but received ${input.year === undefined ? 'neither' : 'both'}`,
      );
    }
    // The birth first, so that a birth outside the dates offered is reported on birth.date.
    const prepared = await prepareLalKitabBirth(input, ctx);
    const birthYear = Number(input.birth.date.slice(0, 4));
    if (input.year !== undefined && input.year < birthYear) {
      throw errors.invalidParameter('year', `a year from the birth year (${birthYear}) to ${LAST_YEAR}`, input.year);
    }
    const lifeYear = input.year_of_life ?? yearOfLife(birthYear, input.year!);
    const task: VarshphalTask = { ...prepared.task, year: birthYear + lifeYear - 1, yearOfLife: lifeYear };
    return { task, meta: prepared.meta };
  },
  compute(task: VarshphalTask) {
    const chart = birthChartOf(task);
    const birthHouseOf = lalKitabHousesOf(chart);
    const houseOf = annualHousesOf(birthHouseOf, task.yearOfLife);
    return {
      data: {
        year: task.year,
        year_of_life: task.yearOfLife,
        table_year: tableYearOf(task.yearOfLife),
        houses: housesData(occupantsOf(houseOf)),
        planets: GRAHA_IDS.map((id) => ({ id, birth_house: birthHouseOf[id], house: houseOf[id] })),
      },
      warnings: approximateWarnings(chart, ['houses', 'planets']),
    };
  },
});
