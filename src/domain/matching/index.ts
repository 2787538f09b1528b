/**
 * Matchmaking: Ashtakoota guna milan, the Manglik match, the poruthams and
 * each person's Ghatak Chakra. person_a is taken as the groom and person_b
 * as the bride (docs/matching.md). All read the one chart model
 * (src/domain/chart) of each person.
 */
import { grahaOf, type Chart } from '../chart/index.ts';
import { manglikOf, DEFAULT_MANGLIK_RULES, type ManglikResult, type ManglikRuleSet } from '../doshas/index.ts';
import { ashtakoot, moonProfile, type AshtakootResult, type MoonProfile } from './ashtakoot.ts';
import { DEFAULT_ASHTAKOOT_TABLES, type AshtakootTables } from './tables.ts';
import { ghatakChakra, type GhatakChakra } from './ghatak-chakra.ts';
import { papaBalanced, papaPoints, poruthams, type PapaFromReference, type Porutham } from './porutham.ts';

export * from './tables.ts';
export * from './ashtakoot.ts';
export * from './sentences.ts';
export * from './porutham.ts';
export * from './ghatak-chakra.ts';

export interface AshtakootMatch extends AshtakootResult {
  personA: MoonProfile;
  personB: MoonProfile;
}

/** Ashtakoot from the Moons of two charts (a: the groom, b: the bride), with the chosen table variants. */
export function ashtakootOf(a: Chart, b: Chart, tables: AshtakootTables = DEFAULT_ASHTAKOOT_TABLES): AshtakootMatch {
  const personA = moonProfile(grahaOf(a, 'moon').longitudeDeg, tables.varna);
  const personB = moonProfile(grahaOf(b, 'moon').longitudeDeg, tables.varna);
  return { ...ashtakoot(personA, personB, tables), personA, personB };
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

/** The Manglik match of two charts by a rule set. */
export function manglikMatchOf(a: Chart, b: Chart, rules: ManglikRuleSet = DEFAULT_MANGLIK_RULES): ManglikMatch {
  return manglikMatch(manglikOf(a, rules), manglikOf(b, rules));
}

export interface PoruthamMatch {
  poruthams: Porutham[];
  total: number;
  personA: MoonProfile;
  personB: MoonProfile;
  /** Each person's papa points; null without a lagna (birth time unknown). */
  papaA: { references: PapaFromReference[]; total: number } | null;
  papaB: { references: PapaFromReference[]; total: number } | null;
  /** The groom's papa points at least the bride's; null when either is unknown. */
  papaBalanced: boolean | null;
}

/** The ten poruthams and papasamyam of two charts (a: the groom, b: the bride). */
export function poruthamOf(a: Chart, b: Chart): PoruthamMatch {
  const personA = moonProfile(grahaOf(a, 'moon').longitudeDeg);
  const personB = moonProfile(grahaOf(b, 'moon').longitudeDeg);
  const list = poruthams(personA, personB);
  const papa = (c: Chart) =>
    c.lagna === null ? null : papaPoints({ lagnaSignIndex: c.lagna.signIndex, grahaSignIndex: c.grahas.map((g) => g.signIndex) });
  const papaA = papa(a);
  const papaB = papa(b);
  return {
    poruthams: list,
    total: list.filter((p) => p.present).length,
    personA,
    personB,
    papaA,
    papaB,
    papaBalanced: papaA === null || papaB === null ? null : papaBalanced(papaA.total, papaB.total),
  };
}

export interface GhatakChakraMatch {
  personA: GhatakChakra;
  personB: GhatakChakra;
}

/** The Ghatak Chakra of each person, from the Moon signs of two charts. */
export function ghatakChakraOf(a: Chart, b: Chart): GhatakChakraMatch {
  return { personA: ghatakChakra(grahaOf(a, 'moon').signIndex), personB: ghatakChakra(grahaOf(b, 'moon').signIndex) };
}
