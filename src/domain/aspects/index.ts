/**
 * Graha drishti (BPHS ch. 26 v. 2-5): every graha aspects the 7th sign from
 * itself fully; Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn
 * the 3rd and 10th. Counted whole-sign from the aspecting graha, as P.V.R.
 * Narasimha Rao, "Vedic Astrology: An Integrated Approach" ch. 10.2 does.
 *
 * Rahu and Ketu: we follow the rule Jagannatha Hora offers by default and
 * BPHS ch. 26 mentions: like Jupiter, they aspect the 5th, 7th and 9th.
 */
import { GRAHAS, SIGNS, type GrahaName } from '../../core/glossary.ts';
import { type Chart, houseFrom, signOfHouse } from '../chart/chart.ts';
import { type DomainResult, type Presentation, type Warning, compactObject, labelOf, timeUnknownWarning } from '../kundli/present.ts';
import { approximateWarnings } from '../kundli/kundli.ts';

/** Houses (counted from the aspecting graha, itself = 1) each graha aspects fully. */
export const GRAHA_DRISHTI_HOUSES: Readonly<Record<GrahaName, readonly number[]>> = {
  sun: [7], moon: [7], mercury: [7], venus: [7],
  mars: [4, 7, 8], jupiter: [5, 7, 9], saturn: [3, 7, 10],
  rahu: [5, 7, 9], ketu: [5, 7, 9],
};

export const NODE_ASPECT_RULE = 'Rahu and Ketu aspect the 5th, 7th and 9th signs from themselves, like Jupiter (BPHS ch. 26; the Jagannatha Hora default).';

export interface GrahaAspect {
  id: string;
  label?: string;
  sign: string;
  /** Houses counted from the aspecting graha (it is in house 1). */
  houses_from_graha: number[];
  signs: string[];
  /** Houses counted from the lagna; left out when the time is unknown. */
  houses_from_lagna?: number[];
  grahas: string[];
}

export interface AspectsData {
  rule?: string;
  aspects: GrahaAspect[];
  /** For each graha, the grahas that aspect it. */
  aspected_by: Record<string, string[]>;
}

/** Sign indices aspected by a graha in a sign. */
export function aspectedSigns(id: GrahaName, signIndex: number): number[] {
  return GRAHA_DRISHTI_HOUSES[id].map((h) => signOfHouse(signIndex, h));
}

export function aspects(chart: Chart, p: Presentation): DomainResult<AspectsData> {
  const aspectedBy: Record<string, string[]> = Object.fromEntries(chart.grahas.map((g) => [g.id, [] as string[]]));
  const list = chart.grahas.map((g, i): GrahaAspect => {
    const signs = aspectedSigns(g.id, g.signIndex);
    const grahas = chart.grahas.filter((o) => o.id !== g.id && signs.includes(o.signIndex)).map((o) => o.id);
    for (const o of grahas) aspectedBy[o]!.push(g.id);
    return compactObject({
      id: g.id,
      label: labelOf(GRAHAS[i]!, p),
      sign: SIGNS[g.signIndex]!.id,
      houses_from_graha: [...GRAHA_DRISHTI_HOUSES[g.id]],
      signs: signs.map((s) => SIGNS[s]!.id),
      houses_from_lagna: chart.lagna === null ? undefined : signs.map((s) => houseFrom(chart.lagna!.signIndex, s)),
      grahas,
    });
  });
  const data: AspectsData = compactObject({ rule: p.view === 'compact' ? undefined : NODE_ASPECT_RULE, aspects: list, aspected_by: aspectedBy });
  const warnings: Warning[] = chart.lagna === null ? [timeUnknownWarning(['aspects[].houses_from_lagna'])]
    : approximateWarnings(chart, [], ['aspects[].houses_from_lagna']);
  return { data, warnings };
}
