/**
 * Year counts that follow from the lunar year (src/domain/lunar-month):
 * - Kali yuga: the Shaka year + 3179 (Sewell and Dikshit, The Indian
 *   Calendar, Table I: Kali 3179 expired = Shaka 0 expired), changing with the
 *   lunar year as Drik Panchang shows it ("Kaliyuga 5127 Years" on 29 March and
 *   18 October 2026).
 * - Gujarati (Kartikadi) Vikram samvat: the Vikram year begins with Kartika
 *   shukla pratipada, the day after Diwali's new moon, so it is the
 *   Chaitradi Vikram year - 1 from Chaitra to Ashvin (Drik Panchang: Vikram
 *   2083, Gujarati 2082 on 18 October 2026; Gujarati 2083 on 21 December 2026).
 */
import { LUNAR_MONTH_IDS, type LunarMonthId } from '../../core/glossary.ts';

export const KALI_MINUS_SHAKA_YEARS = 3179;
const KARTIKA_INDEX = LUNAR_MONTH_IDS.indexOf('kartika');

export function kaliYearOf(shakaYear: number): number {
  return shakaYear + KALI_MINUS_SHAKA_YEARS;
}

/** The Kartikadi (Gujarati) Vikram year of an amanta month of Chaitradi Vikram year `vikramYear`. */
export function gujaratiVikramOf(vikramYear: number, amanta: LunarMonthId): number {
  return LUNAR_MONTH_IDS.indexOf(amanta) < KARTIKA_INDEX ? vikramYear - 1 : vikramYear;
}
