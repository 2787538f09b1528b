/**
 * The order in which places bearing the same name are offered, and when the
 * first of them is clearly the one meant (docs/places.md, "Which place a name
 * means"). Both read only GeoNames fields: the feature code (PPLC a national
 * capital, PPLA a first-level seat, PPLA2..PPLA5 lower seats), the population,
 * and whether the name is the place's own (its GeoNames name, or an official
 * name from official-names.ts) or only one of its alternate names.
 */
import { normaliseName } from './normalise.ts';
import { OFFICIAL_NAMES } from './official-names.ts';
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

/**
 * Score weights, in decades of population (1 = ten times as populous).
 * The own name weighs 1.5: a place bearing the name as its own counts as
 * about 30 times as populous as one bearing it only as an alternate, since
 * alternates include historical and foreign names (Amman's "Philadelphia",
 * Genoa's "GOA") as well as the former names people still use (Vadodara's
 * "Baroda", Mumbai's "Bombay": those win on population). Administrative
 * importance weighs less than the name: a national capital 0.6, a state seat
 * 0.25, a district seat 0.1; a section or a historical place loses 3.
 */
export const SCORE_WEIGHTS = {
  ownName: 1.5,
  nationalCapital: 0.6,
  firstLevelSeat: 0.25,
  lowerSeat: 0.1,
  notASettlement: -3,
} as const;

/** A score lead of at least this (ten times the population, all else equal) makes the first place the one meant. */
export const DOMINANT_SCORE_GAP = 1;
/** Kept for callers reading the population form of the gap: 10^DOMINANT_SCORE_GAP. */
export const DOMINANT_POPULATION_RATIO = 10;

export function adminRankOf(featureCode: string): AdminRank {
  if (featureCode === 'PPLC' || featureCode === 'PPLA' || featureCode === 'PPLG') return ADMIN_RANK.capital;
  if (/^PPLA[2-5]$/.test(featureCode)) return ADMIN_RANK.seat;
  return NOT_A_SETTLEMENT.has(featureCode) ? ADMIN_RANK.other : ADMIN_RANK.place;
}

function adminWeight(featureCode: string): number {
  if (featureCode === 'PPLC' || featureCode === 'PPLG') return SCORE_WEIGHTS.nationalCapital;
  if (featureCode === 'PPLA') return SCORE_WEIGHTS.firstLevelSeat;
  if (/^PPLA[2-5]$/.test(featureCode)) return SCORE_WEIGHTS.lowerSeat;
  return NOT_A_SETTLEMENT.has(featureCode) ? SCORE_WEIGHTS.notASettlement : 0;
}

/** A place that bears a queried name, with what ranking reads of it. */
export interface RankedCandidate {
  readonly record: PlaceRecord;
  readonly rank: AdminRank;
  /** The query is the place's own name (GeoNames name or official name, accents and case aside), not only an alternate name. */
  readonly ownName: boolean;
  /** log10(population) plus the weights above. */
  readonly score: number;
}

class Candidate implements RankedCandidate {
  readonly rank: AdminRank;
  readonly ownName: boolean;
  readonly score: number;
  constructor(
    readonly record: PlaceRecord,
    normalisedQuery: string,
  ) {
    this.rank = adminRankOf(record.featureCode);
    this.ownName =
      normaliseName(record.name) === normalisedQuery ||
      (OFFICIAL_NAMES.get(record.geonameId) ?? []).some((n) => normaliseName(n) === normalisedQuery);
    this.score = Math.log10(Math.max(1, record.population)) + adminWeight(record.featureCode) + (this.ownName ? SCORE_WEIGHTS.ownName : 0);
  }
}

export function rankedCandidate(record: PlaceRecord, normalisedQuery: string): RankedCandidate {
  return new Candidate(record, normalisedQuery);
}

/** Best first: score; ties by population, then GeoNames id. */
export function compareCandidates(a: RankedCandidate, b: RankedCandidate): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.record.population !== b.record.population) return b.record.population - a.record.population;
  return a.record.geonameId - b.record.geonameId;
}

/**
 * True when `top` (ranked before `other`) is clearly the place meant rather
 * than `other`: it
 * - leads by DOMINANT_SCORE_GAP (New York City over York, Nebraska, which
 *   lists "New York" among its names; Philadelphia over Amman); or
 * - is of a higher administrative rank and at least as populous (Hyderabad,
 *   Telangana over Hyderabad, Sindh); or
 * - is a capital or seat named so while `other`, of the same rank, has the
 *   name only as an alternate (New Delhi over Delhi, whose alternate names
 *   include it).
 */
export function dominates(top: RankedCandidate, other: RankedCandidate): boolean {
  if (top.score - other.score >= DOMINANT_SCORE_GAP) return true;
  if (top.rank < other.rank && top.record.population >= other.record.population) return true;
  return top.rank === other.rank && top.rank <= ADMIN_RANK.seat && top.ownName && !other.ownName;
}
