/**
 * POST /v1/kundli/yogas: every rule of every family evaluated on the chart;
 * the present ones come back with a strength and the rule that formed them.
 *
 * Strength is our own, stated measure (the classics grade yogas only in
 * words): the mean dignity score of the grahas that form the yoga (exalted
 * 100, moolatrikona 90, own 80, great friend 70, friend 60, neutral 50,
 * enemy 35, great enemy 25, debilitated 10), banded strong (>= 70), moderate
 * (>= 45) or weak.
 */
import type { GrahaName } from '../../core/glossary.ts';
import type { Chart } from '../chart/chart.ts';
import { type DomainResult, type Presentation, type Warning, compactObject, labelOf, timeUnknownWarning } from '../kundli/present.ts';
import { dignityScore, yogaContext } from './context.ts';
import { approximateWarnings } from '../kundli/kundli.ts';
import { DHANA_YOGAS } from './dhana.ts';
import { LUNAR_YOGAS } from './lunar.ts';
import { MAHAPURUSHA_YOGAS } from './mahapurusha.ts';
import { NABHASA_YOGAS } from './nabhasa.ts';
import { OTHER_YOGAS } from './other.ts';
import { PARIVARTANA_YOGAS } from './parivartana.ts';
import { RAJA_YOGAS } from './raja.ts';
import type { YogaRule } from './rule.ts';
import { SOLAR_YOGAS } from './solar.ts';

export type { YogaRule, YogaHit } from './rule.ts';

export const YOGA_RULES: readonly YogaRule[] = [
  ...MAHAPURUSHA_YOGAS, ...LUNAR_YOGAS, ...SOLAR_YOGAS, ...RAJA_YOGAS, ...DHANA_YOGAS,
  ...PARIVARTANA_YOGAS, ...NABHASA_YOGAS, ...OTHER_YOGAS,
];

export type StrengthBand = 'strong' | 'moderate' | 'weak';

export interface YogaPresent {
  id: string;
  family: string;
  label?: string;
  grahas: GrahaName[];
  strength: { score: number; band: StrengthBand };
  rule?: string;
  formed_by?: string;
}

export interface YogasData {
  yogas: YogaPresent[];
  /** Number of rules evaluated. */
  checked: number;
  /** Rules not evaluated because the birth time is unknown. */
  not_evaluated?: string[];
}

export function bandOf(score: number): StrengthBand {
  return score >= 70 ? 'strong' : score >= 45 ? 'moderate' : 'weak';
}

export function yogas(chart: Chart, p: Presentation): DomainResult<YogasData> {
  const ctx = yogaContext(chart);
  const out: YogaPresent[] = [];
  const skipped: string[] = [];
  let checked = 0;
  for (const rule of YOGA_RULES) {
    if (rule.needsLagna && ctx.lagnaSign === null) {
      skipped.push(rule.id);
      continue;
    }
    checked += 1;
    for (const h of rule.detect(ctx)) {
      const score = Math.round(dignityScore(ctx, h.grahas));
      out.push(compactObject({
        id: rule.id,
        family: rule.family,
        label: labelOf(rule.name, p),
        grahas: h.grahas,
        strength: { score, band: bandOf(score) },
        rule: p.view === 'compact' ? undefined : rule.rule,
        formed_by: p.view === 'compact' ? undefined : h.formedBy,
      }));
    }
  }
  const warnings: Warning[] = skipped.length > 0 ? [timeUnknownWarning(skipped.map((id) => `yogas[${id}]`))]
    : approximateWarnings(chart, [], YOGA_RULES.filter((r) => r.needsLagna).map((r) => `yogas[${r.id}]`));
  const data: YogasData = { yogas: out, checked };
  if (skipped.length > 0) data.not_evaluated = skipped;
  return { data, warnings };
}
