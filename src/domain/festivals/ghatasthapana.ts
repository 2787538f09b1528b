/**
 * Ghatasthapana, the installing of the kalash that opens a Navratri (Drik
 * Panchang, "Ghatasthapana"): the best time is the first third of the
 * daytime while pratipada prevails, in the dual (dvi-svabhava) lagna that
 * rises near sunrise in the month: Kanya in Ashwin (Sharad Navratri), Meena
 * in Chaitra (Chaitra Navratri), the Sun's own sign at the month's new moon;
 * else the Abhijit muhurta. So `ghatasthapana` is the first third of the
 * daytime within pratipada, narrowed to that lagna where the two overlap for
 * at least DUAL_LAGNA_MIN_DAYS; a shorter piece is dropped and the whole
 * first third kept, flagged `ghatasthapana_outside_<lagna>`;
 * `ghatasthapana_abhijit` is the 8th of the 15 muhurtas of the daytime
 * within pratipada. The one rule for rules/navratri.ts (Sharad) and the
 * declared rows' `ghatasthapana` window (Chaitra). Drik's further advice to
 * avoid Chitra nakshatra and Vaidhriti yoga (not a prohibition) is not
 * applied.
 */
import type { Span, Window } from '../panchang/index.ts';
import { dayMuhurta, intersect } from './day-divisions.ts';
import { lagnaSpansOverlapping } from './lagna.ts';
import type { FestivalWindow } from './types.ts';
import type { FestivalYearContext, LocalDay } from './year-context.ts';

/**
 * The shortest dual-lagna piece to which Ghatasthapana is narrowed: one
 * muhurta (two ghatis, 48 minutes). Drik does not state it. Its New Delhi
 * pages bound it between 46 minutes (Chaitra 2025: Meena 06:13-06:59 dropped,
 * 06:13-10:22 printed) and 50 (Sharad 2021: Kanya 06:17-07:07 kept); Sharad
 * 2026 (Kanya 34 minutes, dropped) and its 2026 Gupt Navratri pages (pieces
 * of 12 and 34 minutes beside the whole first third) agree
 * (test/reference/drik-ghatasthapana.ts). Chitra nakshatra and Vaidhriti yoga
 * held the whole daytime both in 2021 and in 2026, so they do not explain the
 * 2026 Sharad page.
 */
export const DUAL_LAGNA_MIN_DAYS = 48 / 1_440;

/** The dual lagnas by sign index (0 = Mesha), with the name their fallback flag carries. */
export const GHATASTHAPANA_LAGNAS = { 5: 'kanya', 11: 'meena' } as const;
export type GhatasthapanaLagna = keyof typeof GHATASTHAPANA_LAGNAS;

/** The Ghatasthapana windows of `day` for the pratipada `span`, narrowed to the lagna `signIndex`, with the fallbacks named. */
export function ghatasthapanaWindows(
  ctx: FestivalYearContext,
  day: LocalDay,
  span: Span,
  signIndex: GhatasthapanaLagna,
): { windows: FestivalWindow[]; flags: string[] } {
  const windows: FestivalWindow[] = [];
  const flags: string[] = [];
  const firstThird = intersect({ startJdUt: day.sunriseJdUt, endJdUt: day.sunriseJdUt + (day.sunsetJdUt - day.sunriseJdUt) / 3 }, span);
  if (firstThird !== null) {
    const inLagna = lagnaSpansOverlapping(ctx, firstThird, signIndex)
      .map((k) => intersect(k, firstThird))
      .filter((w): w is Window => w !== null && w.endJdUt - w.startJdUt >= DUAL_LAGNA_MIN_DAYS);
    windows.push({ id: 'ghatasthapana', ...(inLagna[0] ?? firstThird) });
    if (inLagna.length === 0) flags.push(`ghatasthapana_outside_${GHATASTHAPANA_LAGNAS[signIndex]}`);
  } else {
    flags.push('pratipada_misses_first_third');
  }
  const abhijit = intersect(dayMuhurta(day, 8), span);
  if (abhijit !== null) windows.push({ id: 'ghatasthapana_abhijit', ...abhijit });
  return { windows, flags };
}
