/**
 * The Tajaka annual chart (varshaphal) of one year of life: the solar return,
 * the chart cast for it at the birth place, the muntha, the two Tajaka
 * strengths, the year lord, the mudda dasha, the sahams and the Tajika yogas.
 */
import { normalizeDeg } from '../../core/angles.ts';
import type { BirthMoment } from '../../core/birth.ts';
import { SEVEN_GRAHAS, SIGN_LORDS, type GrahaName, type SevenGraha } from '../../core/glossary.ts';
import { ayanamsaOffsetFromLahiriDeg, isComputedAyanamsaId } from '../ayanamsa/index.ts';
import { computeChart, grahaOf, houseFrom, isCombust, type Chart, type ChartOptions } from '../chart/index.ts';
import { isSunUp } from './day-night.ts';
import { muddaDasha, type MuddaPeriod } from './mudda.ts';
import { sahamLongitudes, type SahamPoint } from './sahams.ts';
import { solarReturnJdUt } from './solar-return.ts';
import { tajakaStrengths, type HarshaBala, type PanchavargeeyaBala } from './strengths.ts';
import { officeBearers, yearLordOf, type OfficeBearer } from './year-lord.ts';
import { tajikaYogas, type TajikaYoga } from './yogas.ts';

export interface Muntha {
  /** The natal lagna's sign advanced one sign a year: (natal lagna sign + completed years) mod 12. */
  signIndex: number;
  /** House from the annual lagna, 1..12. */
  house: number;
  lord: GrahaName;
}

export interface Varshaphal {
  completedYears: number;
  /** The solar return (the Sun back on its natal sidereal longitude), UT Julian day. */
  returnJdUt: number;
  /** The next return, which ends the year. */
  nextReturnJdUt: number;
  /** Natal sidereal longitude of the Sun (chosen ayanamsa), degrees. */
  natalSunDeg: number;
  /** The Sun is up at the return at the birth place (isSunUp). */
  isDay: boolean;
  natal: Chart;
  /** The annual chart: the return moment at the birth place. */
  annual: Chart;
  muntha: Muntha;
  harsha: Record<SevenGraha, HarshaBala>;
  panchavargeeya: Record<SevenGraha, PanchavargeeyaBala>;
  officeBearers: OfficeBearer[];
  yearLord: SevenGraha;
  /** Whether the year lord was chosen among office-bearers aspecting the annual lagna (false: none did). */
  yearLordAspectsLagna: boolean;
  mudda: MuddaPeriod[];
  sahams: SahamPoint[];
  yogas: TajikaYoga[];
}

/**
 * The solar return in the natal chart's ayanamsa. A computed ayanamsa's offset
 * from Lahiri drifts (a few arcseconds a century), so the Lahiri longitude the
 * Sun must reach is taken again at the first return found; the offset moves by
 * far less than 0.01" within that day, so one refinement suffices.
 */
function returnInAyanamsaJdUt(natal: Chart, natalSunLahiriDeg: number, completedYears: number, options: ChartOptions): number {
  const jdUt = solarReturnJdUt(natal.jdUt, natalSunLahiriDeg, completedYears, options.positions);
  if (completedYears === 0 || !isComputedAyanamsaId(natal.ayanamsa)) return jdUt;
  const targetDeg = normalizeDeg(grahaOf(natal, 'sun').longitudeDeg + ayanamsaOffsetFromLahiriDeg(natal.ayanamsa, jdUt));
  return solarReturnJdUt(natal.jdUt, targetDeg, completedYears, options.positions);
}

/**
 * The annual chart for `completedYears` (0 or more) after a birth with a
 * known time. The birth must carry a lagna: an unknown time is refused by the
 * caller.
 */
export function computeVarshaphal(birth: BirthMoment, completedYears: number, options: ChartOptions = {}): Varshaphal {
  const natal = computeChart({ ...birth, timeAccuracy: 'exact' }, options);
  if (natal.lagna === null) throw new Error('Expected a birth with a known time for the annual chart');
  // sidereal = tropical - ayanamsa, so Lahiri = chosen + chosen ayanamsa - Lahiri ayanamsa.
  const natalSunLahiriDeg = normalizeDeg(grahaOf(natal, 'sun').longitudeDeg + natal.ayanamsaDeg - natal.lahiriAyanamsaDeg);
  const returnJdUt = returnInAyanamsaJdUt(natal, natalSunLahiriDeg, completedYears, options);
  const nextReturnJdUt = returnInAyanamsaJdUt(natal, natalSunLahiriDeg, completedYears + 1, options);
  const annual = computeChart({ ...birth, jdUt: returnJdUt, timeAccuracy: 'exact' }, options);
  const lagna = annual.lagna!;
  const isDay = isSunUp(
    returnJdUt,
    birth.latitudeDeg,
    birth.longitudeDeg,
    birth.utcOffsetMinutes,
    grahaOf(annual, 'sun').longitudeDeg + annual.ayanamsaDeg,
  );

  const munthaSign = (natal.lagna.signIndex + completedYears) % 12;
  const muntha: Muntha = { signIndex: munthaSign, house: houseFrom(lagna.signIndex, munthaSign), lord: SIGN_LORDS[munthaSign]! };

  const longitudes = Object.fromEntries(SEVEN_GRAHAS.map((g) => [g, grahaOf(annual, g).longitudeDeg])) as Record<SevenGraha, number>;
  const { harsha, panchavargeeya } = tajakaStrengths(longitudes, lagna.signIndex, isDay);
  const bearers = officeBearers({
    munthaSignIndex: munthaSign,
    birthLagnaSignIndex: natal.lagna.signIndex,
    annualLagnaSignIndex: lagna.signIndex,
    sunSignIndex: grahaOf(annual, 'sun').signIndex,
    moonSignIndex: grahaOf(annual, 'moon').signIndex,
    isDay,
    signOf: (g) => grahaOf(annual, g).signIndex,
    panchavargeeyaOf: (g) => panchavargeeya[g].total,
  });
  const lord = yearLordOf(bearers);

  const sun = grahaOf(annual, 'sun');
  const yogas = tajikaYogas(
    SEVEN_GRAHAS.map((g) => {
      const graha = grahaOf(annual, g);
      return { id: g, longitudeDeg: graha.longitudeDeg, retrograde: graha.retrograde, combust: g !== 'sun' && isCombust(graha, sun) };
    }),
    lagna.signIndex,
  );

  return {
    completedYears,
    returnJdUt,
    nextReturnJdUt,
    natalSunDeg: grahaOf(natal, 'sun').longitudeDeg,
    isDay,
    natal,
    annual,
    muntha,
    harsha,
    panchavargeeya,
    officeBearers: bearers,
    yearLord: lord.graha,
    yearLordAspectsLagna: lord.aspectsLagna,
    mudda: muddaDasha(grahaOf(natal, 'moon').longitudeDeg, completedYears, returnJdUt, nextReturnJdUt - returnJdUt),
    sahams: sahamLongitudes(longitudes, lagna.longitudeDeg, isDay),
    yogas,
  };
}
