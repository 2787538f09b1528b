/**
 * Doshas: Manglik, Kaal Sarp and Sade Sati (with dhaiya). The `*Of(chart)`
 * entry points read the one chart model (src/domain/chart); the rules
 * themselves are pure functions in their own files.
 */
import { COMPUTE_END_JD_UT, END_JD_UT } from '../../core/defaults.ts';
import type { GrahaName } from '../../core/glossary.ts';
import { GRAHA_IDS, findGrahaEvents } from '../../native/ephemeris.ts';
import { grahaOf, skyAt, type Chart } from '../chart/index.ts';
import { kaalSarpDosha, type KaalSarpResult } from './kaal-sarp.ts';
import { manglikDosha, DEFAULT_MANGLIK_RULES, type ManglikResult, type ManglikRuleSet } from './manglik.ts';
import { sadeSatiStatus, spanEndJdUt, type SadeSatiStatus } from './sade-sati.ts';

export * from './manglik.ts';
export * from './kaal-sarp.ts';
export * from './sade-sati.ts';
export * from './sentences.ts';

/** Manglik dosha of a chart (from the lagna only when the chart has one) by a rule set. */
export function manglikOf(chart: Chart, rules: ManglikRuleSet = DEFAULT_MANGLIK_RULES): ManglikResult {
  return manglikDosha(
    {
      marsDeg: grahaOf(chart, 'mars').longitudeDeg,
      moonDeg: grahaOf(chart, 'moon').longitudeDeg,
      venusDeg: grahaOf(chart, 'venus').longitudeDeg,
      jupiterDeg: grahaOf(chart, 'jupiter').longitudeDeg,
      lagnaSignIndex: chart.lagna?.signIndex ?? null,
    },
    rules,
  );
}

/** Kaal Sarp dosha of a chart (the type only when the chart has a lagna). */
export function kaalSarpOf(chart: Chart): KaalSarpResult {
  return kaalSarpDosha(
    chart.grahas.slice(0, 7).map((g) => g.longitudeDeg),
    grahaOf(chart, 'rahu').longitudeDeg,
    chart.lagna?.signIndex ?? null,
  );
}

/**
 * For a chart given partly as signs: the grahas Sun..Saturn whose side of
 * the Rahu-Ketu axis signs alone cannot tell (a graha in Rahu's or Ketu's
 * sign while it or Rahu, whose longitude the rule reads, is known by sign
 * only). Empty when the dosha is decided, always so with every degree.
 */
export function kaalSarpUndecidedBySigns(chart: Chart): GrahaName[] {
  const rahu = grahaOf(chart, 'rahu');
  const nodeSigns = [rahu.signIndex, (rahu.signIndex + 6) % 12];
  return chart.grahas
    .slice(0, 7)
    .filter((g) => nodeSigns.includes(g.signIndex) && (rahu.signOnly === true || g.signOnly === true))
    .map((g) => g.id);
}

export interface SadeSatiResult extends SadeSatiStatus {
  atJdUt: number;
  moonSignIndex: number;
  saturnSignIndex: number;
  /** When the running span ends; null when inactive or when it ends after the dates offered (endAfterRange). */
  endJdUt: number | null;
  /** The span is running and does not end before 2400-01-01T00:00Z, where the search stops. */
  endAfterRange: boolean;
}

/** Saturn's ingresses are searched this far ahead: a Sade Sati lasts at most about 8 years with retrograde returns. */
const SEARCH_AHEAD_DAYS = 366 * 10;
const SATURN_INDEX = GRAHA_IDS.indexOf('saturn');

/**
 * Sade Sati at a moment for the natal Moon sign of a chart. It is a transit
 * reading, like the panchang: Lahiri sidereal throughout, so the chart
 * should be a Lahiri one.
 */
export function sadeSatiOf(chart: Chart, atJdUt: number): SadeSatiResult {
  return sadeSatiAt(grahaOf(chart, 'moon').signIndex, atJdUt);
}

/** Sade Sati for a natal Moon sign (0..11) at a moment (Lahiri sidereal). */
export function sadeSatiAt(moonSignIndex: number, atJdUt: number): SadeSatiResult {
  const saturnSignIndex = skyAt(atJdUt).grahas[SATURN_INDEX]!.signIndex;
  const status = sadeSatiStatus(moonSignIndex, saturnSignIndex);
  let endJdUt: number | null = null;
  let endAfterRange = false;
  if (status.active) {
    // Near the end of the dates offered the search stops at the end of the
    // computing range, a year on; an exit found after 2400-01-01 is not
    // reported, as a retrograde re-entry after the search could undo it.
    const wantedEndJdUt = atJdUt + SEARCH_AHEAD_DAYS;
    const clipped = wantedEndJdUt > END_JD_UT;
    const events = findGrahaEvents('saturn', atJdUt, Math.min(wantedEndJdUt, COMPUTE_END_JD_UT), ['ingress']);
    endJdUt = spanEndJdUt(status.spanSignIndices, events.jdUt, events.index);
    if (clipped && (endJdUt === null || endJdUt > END_JD_UT)) {
      endJdUt = null;
      endAfterRange = true;
    }
  }
  return { ...status, atJdUt, moonSignIndex, saturnSignIndex, endJdUt, endAfterRange };
}
