/** The special yogas and adverse spans of the almanac day (docs/panchang.md, Special yogas, Panchak and Bhadra). */
export { dayYogaSpans, type DayYogaSpan } from './spans.ts';
export {
  AMRITA_SIDDHI_NAKSHATRA,
  DAY_YOGA_IDS,
  PANCHAK_KINDS,
  RAVI_YOGA_COUNTS,
  SARVARTHA_SIDDHI_NAKSHATRAS,
  type BhadraAbode,
  type DayYogaId,
  type PanchakKind,
} from './rules.ts';
