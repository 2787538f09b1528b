/**
 * The nine Lal Kitab debts (rin) of a chart. A debt is present when one of
 * the grahas that raise it sits in the houses of the graha it belongs to
 * (DEBT_RULES in ./tables.ts). The book does not grade debts; this service
 * does (hence `graded_by: service` in the answer):
 * - none: no raising graha in those houses;
 * - mild: raised, but the debt's own graha sits in one of its houses and
 *   holds them;
 * - moderate: raised while the debt's own graha is outside its houses, the
 *   fuller condition bhaktipravah.in and futuresamachar.com (S. Sharman) give
 *   ("Jupiter itself outside 2, 5, 9, 12 and Mercury, Venus ... in them").
 */
import type { GrahaName } from '../../core/glossary.ts';
import type { HouseOf } from './chart.ts';
import { DEBT_RULES, type DebtId } from './tables.ts';

export const DEBT_SEVERITIES = ['none', 'mild', 'moderate'] as const;
export type DebtSeverity = (typeof DEBT_SEVERITIES)[number];

/** A graha sitting in a debt's houses. */
export interface Raiser {
  graha: GrahaName;
  house: number;
}

export interface DebtResult {
  id: DebtId;
  of: GrahaName;
  houses: readonly number[];
  present: boolean;
  severity: DebtSeverity;
  /** The raising grahas found in the debt's houses, in the rule's order. */
  raisers: readonly Raiser[];
  /** The house of the debt's own graha, and whether it is one of the debt's houses. */
  ofHouse: number;
  ofHoldsHouses: boolean;
}

/** The nine debts of a chart's Lal Kitab houses, in DEBT_IDS order. */
export function debtsOf(houseOf: HouseOf): DebtResult[] {
  return DEBT_RULES.map((rule) => {
    const raisers = rule.raisedBy.filter((g) => rule.houses.includes(houseOf[g])).map((g) => ({ graha: g, house: houseOf[g] }));
    const ofHouse = houseOf[rule.of];
    const ofHoldsHouses = rule.houses.includes(ofHouse);
    const present = raisers.length > 0;
    const severity: DebtSeverity = !present ? 'none' : ofHoldsHouses ? 'mild' : 'moderate';
    return { id: rule.id, of: rule.of, houses: rule.houses, present, severity, raisers, ofHouse, ofHoldsHouses };
  });
}
