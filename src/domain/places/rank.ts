/**
 * The order in which places bearing the same name are offered, and when the
 * first of them is clearly the one meant (docs/places.md, "Which place a name
 * means"). Both read only GeoNames fields: the feature code (PPLC a national
 * capital, PPLA a first-level seat, PPLA2..PPLA5 lower seats), the population,
 * and whether the name is the place's own or only one of its alternate names.
 */
import { normaliseName } from './normalise.ts';
import { NOT_A_SETTLEMENT, type PlaceRecord } from './types.ts';

/** Administrative rank, best first. */
export const ADMIN_RANK = {
  /** National capital (PPLC), seat of government (PPLG) or seat of a first-level division (PPLA): New Delhi, Mumbai. */
  capital: 0,
  /** Seat of a second- to fifth-level division (PPLA2..PPLA5): a district or county seat. */
  seat: 1,
  /** Any other populated place. */
  place: 2,
  /** A section of a city, or an abandoned, historical or destroyed place (NOT_A_SETTLEMENT). */
  other: 3,
} as const;
export type AdminRank = (typeof ADMIN_RANK)[keyof typeof ADMIN_RANK];

/** A population at least this many times the other's makes a place the one meant whatever its rank. */
export const DOMINANT_POPULATION_RATIO = 10;

export function adminRankOf(featureCode: string): AdminRank {
  if (featureCode === 'PPLC' || featureCode === 'PPLA' || featureCode === 'PPLG') return ADMIN_RANK.capital;
  if (/^PPLA[2-5]$/.test(featureCode)) return ADMIN_RANK.seat;
  return NOT_A_SETTLEMENT.has(featureCode) ? ADMIN_RANK.other : ADMIN_RANK.place;
}

/** A place that bears a queried name, with what ranking reads of it. */
export interface RankedCandidate {
  readonly record: PlaceRecord;
  readonly rank: AdminRank;
  /** The query is the place's own GeoNames name (accents and case aside), not only an alternate name. */
  readonly ownName: boolean;
}

/** `ownName` is worked out only when read: most comparisons are settled by rank or population first. */
class Candidate implements RankedCandidate {
  readonly rank: AdminRank;
  private own: boolean | undefined;
  constructor(
    readonly record: PlaceRecord,
    private readonly normalisedQuery: string,
  ) {
    this.rank = adminRankOf(record.featureCode);
  }
  get ownName(): boolean {
    return (this.own ??= normaliseName(this.record.name) === this.normalisedQuery);
  }
}

export function rankedCandidate(record: PlaceRecord, normalisedQuery: string): RankedCandidate {
  return new Candidate(record, normalisedQuery);
}

/**
 * Best first: administrative rank; then, among capitals and seats, the own
 * name before an alternate name; then population; then the own name.
 *
 * Capitals and seats list neighbouring and related names as alternates
 * (Delhi lists "New Delhi", Jerusalem "Salem", Dili "Delhi"), so there the
 * own name decides before population. Other places' alternates are mostly
 * their former names, still in use (Vadodara's "Baroda"), so population
 * decides first: Baroda means Vadodara, not the village of Baroda, Michigan.
 */
export function compareCandidates(a: RankedCandidate, b: RankedCandidate): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.rank <= ADMIN_RANK.seat && a.ownName !== b.ownName) return a.ownName ? -1 : 1;
  if (a.record.population !== b.record.population) return b.record.population - a.record.population;
  if (a.ownName !== b.ownName) return a.ownName ? -1 : 1;
  return a.record.geonameId - b.record.geonameId;
}

/**
 * True when `top` (ranked before `other`) is clearly the place meant rather
 * than `other`: it is
 * - of a higher administrative rank and at least as populous (London, England
 *   over London, Ontario; not Springfield, Illinois, the state capital, over the
 *   larger Springfield, Missouri); or
 * - a capital or seat named so while `other`, of the same rank, has the name only
 *   as an alternate (New Delhi over Delhi, whose alternate names include it); or
 * - at least DOMINANT_POPULATION_RATIO times as populous (Delhi, India over
 *   Delhi, California).
 */
export function dominates(top: RankedCandidate, other: RankedCandidate): boolean {
  const a = top.record.population,
    b = other.record.population;
  if (top.rank < other.rank && a >= b) return true;
  if (top.rank === other.rank && top.rank <= ADMIN_RANK.seat && top.ownName && !other.ownName) return true;
  // GeoNames gives 0 for an unknown population: it never makes a place dominant.
  return a > 0 && a >= DOMINANT_POPULATION_RATIO * b;
}
