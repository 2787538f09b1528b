/** The special yogas and adverse spans of the almanac day (docs/panchang.md, Special yogas, Panchak and Bhadra). */
export { dayYogaSpans, type DayYogaSpan } from './spans.ts';
export { bhadraPartsOf, type BhadraParts } from './bhadra-parts.ts';
export {
  AMRITA_SIDDHI_NAKSHATRA,
  BHADRA_MUKHA_PUCHHA_PRAHARS,
  DAGDHA_TITHI_BY_WEEKDAY,
  DAY_YOGA_IDS,
  PANCHAK_KINDS,
  RAVI_YOGA_COUNTS,
  SARVARTHA_SIDDHI_NAKSHATRAS,
  SURYA_DAGDHA_TITHI_BY_SUN_SIGN,
  type BhadraAbode,
  type DayYogaId,
  type PanchakKind,
} from './rules.ts';
