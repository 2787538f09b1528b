/**
 * Matchmaking: Ashtakoota guna milan and the Manglik match. person_a is
 * taken as the groom and person_b as the bride (docs/matching.md).
 */
import type { BirthMoment } from '../../core/birth.ts';
import { grahaPositions, positionOf } from '../../native/ephemeris.ts';
import { siderealFromLahiriDeg, type AyanamsaId } from '../ayanamsa/index.ts';
import { manglikOf, natalAt, type ManglikResult, type NatalOptions } from '../doshas/index.ts';
import { ashtakoot, moonProfile, type AshtakootResult, type MoonProfile } from './ashtakoot.ts';

export * from './tables.ts';
export * from './ashtakoot.ts';

export interface AshtakootMatch extends AshtakootResult {
  personA: MoonProfile;
  personB: MoonProfile;
}

/** Ashtakoot for two births (one grahaPositions call for both Moons). */
export function ashtakootFor(a: BirthMoment, b: BirthMoment, options: { ayanamsa?: AyanamsaId; node?: 'true' | 'mean' } = {}): AshtakootMatch {
  const batch = grahaPositions(Float64Array.of(a.jdUt, b.jdUt), { node: options.node ?? 'true' });
  const ayanamsa = options.ayanamsa ?? 'lahiri';
  const personA = moonProfile(siderealFromLahiriDeg(positionOf(batch, 0, 1).longitudeDeg, ayanamsa));
  const personB = moonProfile(siderealFromLahiriDeg(positionOf(batch, 1, 1).longitudeDeg, ayanamsa));
  return { ...ashtakoot(personA, personB), personA, personB };
}

export interface ManglikMatch {
  personA: ManglikResult;
  personB: ManglikResult;
  bothManglik: boolean;
  /** True when both or neither are Manglik (the dosha is then considered matched). */
  compatible: boolean;
}

export function manglikMatch(a: ManglikResult, b: ManglikResult): ManglikMatch {
  return { personA: a, personB: b, bothManglik: a.manglik && b.manglik, compatible: a.manglik === b.manglik };
}

export function manglikMatchFor(a: BirthMoment, b: BirthMoment, options: NatalOptions = {}): ManglikMatch {
  return manglikMatch(manglikOf(natalAt(a, options)), manglikOf(natalAt(b, options)));
}
