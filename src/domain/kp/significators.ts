/**
 * KP significators (K.S. Krishnamurti, KP Reader II "Fundamental Principles"
 * and Reader III): a planet signifies a house at four levels, strongest first,
 *   A: it is in the star (nakshatra) of a planet occupying the house;
 *   B: it occupies the house;
 *   C: it is in the star of the lord of the house;
 *   D: it is the lord of the house.
 * The lord of a house is the lord of the sign on its cusp; a sign on no cusp
 * (intercepted) gives its lord no house through it. Rahu and Ketu own no
 * sign here, so they signify at levels A and B (as occupants and through
 * their star lords) and C, never D.
 * A planet's sub lord decides whether what it signifies fructifies, so each
 * planet also carries the houses its sub lord signifies.
 */
import { SIGN_LORDS, type GrahaName } from '../../core/glossary.ts';
import type { KpChart } from './chart.ts';

export interface KpPlanetSignificance {
  id: GrahaName;
  /** Houses of the occupants of whose star the planet is in (level A), ascending. */
  a: number[];
  /** Houses the planet occupies (level B). */
  b: number[];
  /** Houses owned by the planet's star lord (level C). */
  c: number[];
  /** Houses the planet owns (level D). */
  d: number[];
  /** A ∪ B ∪ C ∪ D, ascending. */
  houses: number[];
  subLord: GrahaName;
  /** The sub lord's own houses (its A ∪ B ∪ C ∪ D). */
  subLordHouses: number[];
}

/** A matter and the houses that signify it, with the source of the combination. */
export interface KpMatter {
  id: string;
  houses: readonly number[];
}

/**
 * The house groups of the usual matters (KP Readers III and IV; the same
 * groups are taught in K. Subramaniam's "Ruling Planets" and in KP & Astrology
 * yearbooks): each is fulfilled when the significators of its houses run.
 */
export const KP_MATTERS: readonly KpMatter[] = [
  { id: 'marriage', houses: [2, 7, 11] },
  { id: 'children', houses: [2, 5, 11] },
  { id: 'career', houses: [2, 6, 10, 11] },
  { id: 'business', houses: [7, 10, 11] },
  { id: 'education', houses: [4, 9, 11] },
  { id: 'property', houses: [4, 11, 12] },
  { id: 'foreign_travel', houses: [3, 9, 12] },
  { id: 'recovery', houses: [1, 5, 11] },
  { id: 'illness', houses: [6, 8, 12] },
];

/**
 * The significators of a matter. A planet that signifies (A to D) at least
 * one of the matter's houses is its significator; the sub lord decides
 * whether it fructifies (KP Reader III), so it is strong when its sub lord also
 * signifies one of them, and partial otherwise.
 */
export interface KpGroupSignificators {
  id: string;
  houses: readonly number[];
  /** Significators whose sub lord also signifies one of the matter's houses. */
  strong: GrahaName[];
  /** The other significators, each with the matter's houses it signifies. */
  partial: { planet: GrahaName; houses: number[] }[];
}

function ascending(values: Iterable<number>): number[] {
  return [...new Set(values)].sort((x, y) => x - y);
}

/** The houses whose cusp sign the planet rules (1..12, ascending). */
export function housesOwnedBy(chart: KpChart, planet: GrahaName): number[] {
  const owned: number[] = [];
  for (let h = 0; h < chart.cusps.length; h += 1) {
    if (SIGN_LORDS[chart.cusps[h]!.lords.signIndex] === planet) owned.push(h + 1);
  }
  return owned;
}

/** The four levels for each of the nine grahas (chart order). */
export function kpSignificators(chart: KpChart): KpPlanetSignificance[] {
  const houseOf = new Map(chart.grahas.map((g) => [g.id, g.house]));
  const levels = chart.grahas.map((g) => {
    const starLord = g.lords.starLord;
    const a = [houseOf.get(starLord)!];
    const b = [g.house];
    const c = housesOwnedBy(chart, starLord);
    const d = housesOwnedBy(chart, g.id);
    return { id: g.id, a, b, c, d, houses: ascending([...a, ...b, ...c, ...d]), subLord: g.lords.subLord };
  });
  const housesOf = new Map(levels.map((l) => [l.id, l.houses]));
  return levels.map((l) => ({ ...l, subLordHouses: housesOf.get(l.subLord)! }));
}

/** Strong and partial significators of each matter in KP_MATTERS. */
export function kpMatterSignificators(planets: readonly KpPlanetSignificance[]): KpGroupSignificators[] {
  return KP_MATTERS.map((m) => {
    const strong: GrahaName[] = [];
    const partial: { planet: GrahaName; houses: number[] }[] = [];
    for (const p of planets) {
      const hit = m.houses.filter((h) => p.houses.includes(h));
      if (hit.length === 0) continue;
      if (m.houses.some((h) => p.subLordHouses.includes(h))) strong.push(p.id);
      else partial.push({ planet: p.id, houses: hit });
    }
    return { id: m.id, houses: m.houses, strong, partial };
  });
}
