/**
 * Lunar months (amanta and purnimanta, adhik and kshaya), the samvat years,
 * ritu and ayana. Other groups import only from here.
 */
export { lunarMonthsBetween, lunarMonthAt, purnimantaNameOf, MEAN_SYNODIC_MONTH_DAYS, type LunarMonth } from './months.ts';
export { lunarYearOf, vikramSamvatOf, shakaSamvatOf, samvatsaraIndexOf, VIKRAM_OFFSET_YEARS, SHAKA_OFFSET_YEARS } from './samvat.ts';
export { drikRituOf, vedicRituOf, drikAyanaOf, vedicAyanaOf } from './seasons.ts';
export type { LunarMonthId, RituId, AyanaId } from '../../core/glossary.ts';
