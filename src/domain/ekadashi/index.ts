/**
 * Ekadashi: the fasts of a year with their names, days and paran. Pure: UT
 * Julian days, degrees and a UTC-offset function in. Other groups import only from here.
 */
export {
  ARUNODAYA_BEFORE_SUNRISE_DAYS,
  DAYTIME_PARTS,
  HARI_VASARA_FRACTION,
  KRISHNA_EKADASHI_INDEX,
  SHUKLA_EKADASHI_INDEX,
  paranOn,
  observanceOf,
  type AlmanacRule,
  type EkadashiFlag,
  type Observance,
  type ObservanceDays,
  type Paran,
  type PreferredRule,
  type VaishnavaRule,
  type Window,
} from './observance.ts';
export { ekadashiObservances, yearDays } from './year.ts';
export { ADHIK_EKADASHIS, EKADASHI_IDS, KRISHNA_EKADASHIS, SHUKLA_EKADASHIS, ekadashiTerm, type EkadashiId } from './names.ts';
