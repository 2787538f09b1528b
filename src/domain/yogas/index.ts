/**
 * Yogas: every rule of every family evaluated on a chart; the present ones
 * come back with a strength and how the chart formed them.
 *
 * Strength is our own, stated measure (the classics grade yogas only in
 * words): the mean dignity score of the grahas that form the yoga (exalted
 * 100, moolatrikona 90, own 80, great friend 70, friend 60, neutral 50,
 * enemy 35, great enemy 25, debilitated 10), banded strong (>= 70), moderate
 * (>= 45) or weak.
 */
import type { GrahaName } from '../../core/glossary.ts';
import type { Chart } from '../chart/index.ts';
import { dignityScore, yogaContext } from './context.ts';
import { DHANA_YOGAS } from './dhana.ts';
import { LUNAR_YOGAS } from './lunar.ts';
import { MAHAPURUSHA_YOGAS } from './mahapurusha.ts';
import { NABHASA_YOGAS } from './nabhasa.ts';
import { OTHER_YOGAS } from './other.ts';
import { PARIVARTANA_YOGAS } from './parivartana.ts';
import { RAJA_YOGAS } from './raja.ts';
import type { YogaRule } from './rule.ts';
import type { YogaFormedText } from './sentences.ts';
import { SOLAR_YOGAS } from './solar.ts';

export type { YogaRule, YogaHit } from './rule.ts';
export {
  YOGA_FORMED_SENTENCES,
  YOGA_RULE_SENTENCES,
  yogaFormedText,
  yogaRuleText,
  type YogaFormedText,
  type YogaRuleText,
} from './sentences.ts';

export const YOGA_RULES: readonly YogaRule[] = [
  ...MAHAPURUSHA_YOGAS,
  ...LUNAR_YOGAS,
  ...SOLAR_YOGAS,
  ...RAJA_YOGAS,
  ...DHANA_YOGAS,
  ...PARIVARTANA_YOGAS,
  ...NABHASA_YOGAS,
  ...OTHER_YOGAS,
];

export type StrengthBand = 'strong' | 'moderate' | 'weak';

/** A yoga present in a chart. */
export interface YogaFound {
  rule: YogaRule;
  /** Grahas that form this instance. */
  grahas: GrahaName[];
  /** How this chart meets the rule: a sentence id and its parameters (yogaFormedText renders it). */
  formedBy: YogaFormedText;
  /** Mean dignity score of the grahas, rounded, 0..100. */
  score: number;
  band: StrengthBand;
}

export interface ChartYogas {
  /** Present yogas, in rule order. */
  found: YogaFound[];
  /** Number of rules evaluated. */
  checked: number;
  /** Rules not evaluated: those that need the lagna, when the time is unknown. */
  notEvaluated: YogaRule[];
}

export function bandOf(score: number): StrengthBand {
  return score >= 70 ? 'strong' : score >= 45 ? 'moderate' : 'weak';
}

/** Evaluates every rule on a chart (the lagna's rules only when the time is known). */
export function findYogas(chart: Chart): ChartYogas {
  const ctx = yogaContext(chart);
  const found: YogaFound[] = [];
  const notEvaluated: YogaRule[] = [];
  let checked = 0;
  for (const rule of YOGA_RULES) {
    if (rule.needsLagna && ctx.lagnaSign === null) {
      notEvaluated.push(rule);
      continue;
    }
    checked += 1;
    for (const h of rule.detect(ctx)) {
      const score = Math.round(dignityScore(ctx, h.grahas));
      found.push({ rule, grahas: h.grahas, formedBy: h.formedBy, score, band: bandOf(score) });
    }
  }
  return { found, checked, notEvaluated };
}
