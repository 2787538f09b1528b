/**
 * Years of the lunar calendar. The year begins with Chaitra shukla pratipada,
 * the start of amanta Chaitra (the day after the new moon ending Phalguna):
 * Vikram samvat (the North's Chaitradi reckoning) is then the Gregorian year
 * + 57, Shaka samvat the Gregorian year - 78, until the next Chaitra. In a
 * year whose Chaitra is adhik the year begins with the adhik month (it is the
 * first month after the Sun enters Meena). The samvatsara is the name of the
 * Shaka year in the 60-year cycle as the amanta calendars count it from
 * Ugadi / Gudi Padwa: Shaka 1947 (from 30 March 2025) is Vishvavasu, the
 * 39th, so the cycle index is (Shaka + 11) mod 60.
 */
import { LUNAR_MONTH_IDS } from '../../core/glossary.ts';
import { dateFromJdUt } from '../../time/instant.ts';
import { MEAN_SYNODIC_MONTH_DAYS, type LunarMonth } from './months.ts';

/** Vikram samvat minus the Gregorian year in which its year began. */
export const VIKRAM_OFFSET_YEARS = 57;
/** Gregorian year minus Shaka samvat, for the year that began in it. */
export const SHAKA_OFFSET_YEARS = 78;
/** Samvatsara index (0 = Prabhava) of Shaka year 0, mod 60. */
const SAMVATSARA_OF_SHAKA_ZERO = 11;

/**
 * The Gregorian year in which the lunar year holding `month` began. Going back
 * from the month's start by its place after Chaitra (in mean months) lands
 * within about a month of that year's Chaitra new moon (mid-March to
 * mid-April), so in the same Gregorian year whatever adhik or kshaya month
 * lies between.
 */
export function lunarYearOf(month: Pick<LunarMonth, 'startJdUt' | 'amanta'>): number {
  const place = LUNAR_MONTH_IDS.indexOf(month.amanta);
  return dateFromJdUt(month.startJdUt - place * MEAN_SYNODIC_MONTH_DAYS + 5).getUTCFullYear();
}

export function vikramSamvatOf(month: Pick<LunarMonth, 'startJdUt' | 'amanta'>): number {
  return lunarYearOf(month) + VIKRAM_OFFSET_YEARS;
}

export function shakaSamvatOf(month: Pick<LunarMonth, 'startJdUt' | 'amanta'>): number {
  return lunarYearOf(month) - SHAKA_OFFSET_YEARS;
}

/** Index 0..59 (0 = Prabhava, glossary SAMVATSARAS) of a Shaka year. */
export function samvatsaraIndexOf(shakaYear: number): number {
  return (((shakaYear + SAMVATSARA_OF_SHAKA_ZERO) % 60) + 60) % 60;
}
