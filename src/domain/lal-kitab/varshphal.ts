/**
 * The Lal Kitab annual chart (varshphal): in the n-th year of life each birth
 * house's grahas move to the house the 1952 rotation table gives
 * (./varshphal-table.ts). The first year of life runs from birth to the
 * first birthday, so the chart for the year that starts on the birthday in
 * calendar year Y is year Y - birthYear + 1 (the convention of the
 * AstroSage tables the rotation is transcribed from). The table covers 120
 * years and starts again after them (year 121 reads year 1).
 */
import { GRAHA_IDS, type GrahaName } from '../../core/glossary.ts';
import type { HouseOf } from './chart.ts';
import { VARSHPHAL_CYCLE_YEARS, VARSHPHAL_ROTATION } from './varshphal-table.ts';

/** The year of life (1-based) of the year starting on the birthday in `year`. */
export function yearOfLife(birthYear: number, year: number): number {
  return year - birthYear + 1;
}

/** The row of the rotation table (1..120) read for a year of life (>= 1). */
export function tableYearOf(yearOfLifeNumber: number): number {
  if (!Number.isInteger(yearOfLifeNumber) || yearOfLifeNumber < 1) {
    throw new RangeError(`Expected a year of life >= 1 but received ${yearOfLifeNumber}`);
  }
  return ((yearOfLifeNumber - 1) % VARSHPHAL_CYCLE_YEARS) + 1;
}

/** The annual house of a birth house (1..12) in a year of life. */
export function annualHouse(birthHouse: number, yearOfLifeNumber: number): number {
  return VARSHPHAL_ROTATION[tableYearOf(yearOfLifeNumber) - 1]![birthHouse - 1]!;
}

/** Every graha's house in the annual chart of a year of life. */
export function annualHousesOf(birthHouseOf: HouseOf, yearOfLifeNumber: number): HouseOf {
  const out = {} as Record<GrahaName, number>;
  for (const id of GRAHA_IDS) out[id] = annualHouse(birthHouseOf[id], yearOfLifeNumber);
  return out;
}
