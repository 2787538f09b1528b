/**
 * Muhurat: the days of a range scored for an activity at a place, with the
 * rules that decide them and the windows they leave open. Pure: a place, a
 * UTC-offset function and civil dates in; UT Julian days out. Other groups
 * import only from here.
 */
export {
  ACTIVITY_RULES,
  BAND_FLOORS,
  GANDANTA_PADAS,
  GRAHA_ROW,
  LAGNA_SHUDDHI,
  MARRIAGE_SUN_SIGNS,
  CAUTION_PENALTY,
  COMBUSTION_ORBS_DEG,
  DOSHA_IDS,
  FULL_WINDOW_HOURS,
  KHARMAS_SIGNS,
  LATEST_START_HOUR,
  MIN_WINDOW_DAYS,
  MUHURAT_RULES,
  PANCHAKA_SIGNS,
  SCORE_WEIGHTS,
  VAIDHRITI_YOGA_INDEX,
  VYATIPATA_YOGA_INDEX,
  isVishtiKarana,
  BHADRA_BHULOKA_MOON_SIGNS,
  type ActivityRules,
  type DoshaId,
  type LagnaShuddhi,
  type MuhuratBand,
  type MuhuratRuleId,
  type RuleText,
} from './rules.ts';
export { muhuratRuleLabel, MUHURAT_RULE_TERMS, REASON_RULE_IDS, type PersonalRuleId, type ReasonRuleId } from './rule-labels.ts';
export { muhuratReasonText, MUHURAT_REASON_SENTENCES, MUHURAT_RULE_SENTENCES, type MuhuratReasonSaid } from './sentences.ts';
export { MUHURAT_ACTIVITIES, MUHURAT_ACTIVITY_IDS, type MuhuratActivityId } from './activities.ts';
export { muhuratContext, type Eclipse, type MuhuratContext, type MuhuratDayFrame } from './context.ts';
export {
  activityCautions,
  activityRules,
  bandOf,
  DOSHA_RULES,
  muhuratDays,
  muhuratDaysWithContext,
  type ClosedSpan,
  type EdgeRule,
  type WindowBounds,
  type MuhuratDay,
  type MuhuratDaysInput,
  type MuhuratReason,
  type MuhuratRule,
} from './days.ts';
export { failingLagnaSpans } from './lagna.ts';
export { clipTo, lengthDays, subtractFrom, unionOf, type Interval } from './intervals.ts';
export {
  chandraBalaOf,
  chandrashtamaSignOf,
  chandraBalaReason,
  personalIndexWords,
  personalRules,
  taraBalaOf,
  taraBalaReason,
  CHANDRA_BALA_FAVOURABLE_HOUSES,
  CHANDRA_BALA_REJECTED_HOUSES,
  GURU_BALA_FAVOURABLE_HOUSES,
  PERSON_ROLES,
  PERSONAL_RULES,
  SURYA_BALA_FAVOURABLE_HOUSES,
  TRANSIT_BALA_ACTIVITIES,
  TRANSIT_BALA_REJECTED_HOUSES,
  TARA_VERDICTS,
  TARAS,
  type ChandraBala,
  type PersonalMoon,
  type PersonRole,
  type PersonalVerdict,
  type Tara,
  type TaraBala,
} from './personal.ts';
