/**
 * Ashtakoota guna milan from the two Moons. `groom` is person_a and `bride`
 * person_b (the directional kootas — varna, vashya, gana, and the counting
 * direction of tara and bhakoot — follow the classical groom/bride roles).
 * Tables and their sources: tables.ts.
 */
import {
  NAKSHATRA_SPAN_DEG,
  nakshatraIndexOf,
  padaNumberOf,
  SIGN_LORDS,
  signIndexOf,
  SIGNS,
  NAKSHATRAS,
  termOf,
  type GrahaName,
  type Term,
} from '../../core/glossary.ts';
import {
  bhakootDoshaPair,
  bhakootPosition,
  GANA_POINTS,
  GANAS,
  grahaMaitriPoints,
  NADIS,
  nadiIndexOf,
  NAKSHATRA_GANA,
  NAKSHATRA_YONI,
  DEFAULT_ASHTAKOOT_TABLES,
  naturalRelation,
  taraAuspicious,
  taraNumber,
  TARA_NAMES,
  varnaOfSign,
  varnaRank,
  VASHYA_POINTS_BY_TABLE,
  vashyaOf,
  VASHYAS,
  YONI_POINTS,
  YONIS,
  type AshtakootTables,
  type Gana,
  type Nadi,
  type Varna,
  type VarnaTable,
  type Vashya,
  type Yoni,
} from './tables.ts';
import type { BhakootException, KootaNote, MatchConclusion, NadiException, Verdict } from './sentences.ts';

export const KOOTA_NAMES = ['varna', 'vashya', 'tara_dina', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi'] as const;
export type KootaName = (typeof KOOTA_NAMES)[number];
export const KOOTA_MAX: Readonly<Record<KootaName, number>> = {
  varna: 1,
  vashya: 2,
  tara_dina: 3,
  yoni: 4,
  graha_maitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
};
export const KOOTA_LABELS: Readonly<Record<KootaName, Term>> = {
  varna: termOf('koota', 'varna'),
  vashya: termOf('koota', 'vashya'),
  tara_dina: termOf('koota', 'tara_dina'),
  yoni: termOf('koota', 'yoni'),
  graha_maitri: termOf('koota', 'graha_maitri'),
  gana: termOf('koota', 'gana'),
  bhakoot: termOf('koota', 'bhakoot'),
  nadi: termOf('koota', 'nadi'),
};
export const ASHTAKOOT_MAX = 36;

export interface MoonProfile {
  moonLongitudeDeg: number;
  signIndex: number;
  nakshatraIndex: number;
  padaNumber: number;
  rashi: string;
  nakshatra: string;
  signLord: GrahaName;
  varna: Varna;
  vashya: Vashya;
  yoni: Yoni;
  gana: Gana;
  nadi: Nadi;
}

/** The Moon's profile; `varnaTable` chooses the varna of its sign. */
export function moonProfile(moonLongitudeDeg: number, varnaTable: VarnaTable = DEFAULT_ASHTAKOOT_TABLES.varna): MoonProfile {
  const signIndex = signIndexOf(moonLongitudeDeg);
  const nakshatraIndex = nakshatraIndexOf(moonLongitudeDeg);
  return {
    moonLongitudeDeg,
    signIndex,
    nakshatraIndex,
    padaNumber: padaNumberOf(moonLongitudeDeg),
    rashi: SIGNS[signIndex]!.id,
    nakshatra: NAKSHATRAS[nakshatraIndex]!.id,
    signLord: SIGN_LORDS[signIndex]!,
    varna: varnaOfSign(signIndex, varnaTable),
    vashya: vashyaOf(signIndex, moonLongitudeDeg - signIndex * 30),
    yoni: YONIS[NAKSHATRA_YONI[nakshatraIndex]!]!,
    gana: GANAS[NAKSHATRA_GANA[nakshatraIndex]!]!,
    nadi: NADIS[nadiIndexOf(nakshatraIndex)]!,
  };
}

/** A profile for a nakshatra and pada (the Moon at the middle of that pada), for tables and tests. */
export function profileOfPada(
  nakshatraIndex: number,
  padaNumber: number,
  varnaTable: VarnaTable = DEFAULT_ASHTAKOOT_TABLES.varna,
): MoonProfile {
  return moonProfile(nakshatraIndex * NAKSHATRA_SPAN_DEG + (padaNumber - 0.5) * (NAKSHATRA_SPAN_DEG / 4), varnaTable);
}

export interface KootaScore {
  name: KootaName;
  score: number;
  max: number;
  /** The note: a sentence of sentences.ts (kootaNoteText renders it). */
  note: KootaNote;
}

export interface AshtakootResult {
  kootas: KootaScore[];
  total: number;
  max: number;
  verdict: Verdict;
  /** The conclusion: a sentence of sentences.ts (matchConclusionText renders it). */
  conclusion: MatchConclusion;
  doshas: {
    /** Nadi dosha present after its exceptions. */
    nadi: boolean;
    /** Bhakoot dosha present after its exceptions. */
    bhakoot: boolean;
    /** Exceptions that cancelled a dosha, by id. */
    nadiException: NadiException | null;
    bhakootException: BhakootException | null;
  };
}

/**
 * The eight kootas; `tables` chooses the vashya points and the tara count
 * (the varna is the profiles', made with the chosen varna table).
 */
export function ashtakoot(groom: MoonProfile, bride: MoonProfile, tables: AshtakootTables = DEFAULT_ASHTAKOOT_TABLES): AshtakootResult {
  const kootas: KootaScore[] = [];
  const push = (k: KootaName, score: number, note: KootaNote): void => {
    kootas.push({ name: k, score, max: KOOTA_MAX[k], note });
  };

  const varna = varnaRank(groom.varna) >= varnaRank(bride.varna) ? 1 : 0;
  push('varna', varna, { id: 'varna', params: { groom: groom.varna, bride: bride.varna, score: varna } });

  const vashya = VASHYA_POINTS_BY_TABLE[tables.vashya][VASHYAS.indexOf(groom.vashya)]![VASHYAS.indexOf(bride.vashya)]!;
  push('vashya', vashya, { id: 'vashya', params: { groom: groom.vashya, bride: bride.vashya } });

  const taraFromBride = taraNumber(bride.nakshatraIndex, groom.nakshatraIndex);
  const taraFromGroom = taraNumber(groom.nakshatraIndex, bride.nakshatraIndex);
  const tara =
    tables.tara === 'from_bride'
      ? taraAuspicious(taraFromBride)
        ? 3
        : 0
      : (taraAuspicious(taraFromBride) ? 1.5 : 0) + (taraAuspicious(taraFromGroom) ? 1.5 : 0);
  push('tara_dina', tara, {
    id: 'tara_dina',
    params: {
      groom: { number: taraFromBride, name: TARA_NAMES[taraFromBride - 1]! },
      bride: { number: taraFromGroom, name: TARA_NAMES[taraFromGroom - 1]! },
    },
  });

  const yoni = YONI_POINTS[YONIS.indexOf(groom.yoni)]![YONIS.indexOf(bride.yoni)]!;
  push('yoni', yoni, { id: 'yoni', params: { groom: groom.yoni, bride: bride.yoni, score: yoni } });

  const maitri = grahaMaitriPoints(groom.signLord, bride.signLord);
  push('graha_maitri', maitri, { id: 'graha_maitri', params: { groom: groom.signLord, bride: bride.signLord } });

  const gana = GANA_POINTS[GANAS.indexOf(groom.gana)]![GANAS.indexOf(bride.gana)]!;
  push('gana', gana, { id: 'gana', params: { groom: groom.gana, bride: bride.gana } });

  const position = bhakootPosition(bride.signIndex, groom.signIndex);
  const back = bhakootPosition(groom.signIndex, bride.signIndex);
  const bhakootPair = bhakootDoshaPair(position);
  let bhakootException: BhakootException | null = null;
  if (bhakootPair) {
    if (groom.signLord === bride.signLord) bhakootException = 'same_sign_lord';
    else if (naturalRelation(groom.signLord, bride.signLord) === 1 && naturalRelation(bride.signLord, groom.signLord) === 1)
      bhakootException = 'sign_lords_mutual_friends';
  }
  push('bhakoot', bhakootPair ? 0 : 7, { id: 'bhakoot', params: { position, back, dosha: bhakootPair, exception: bhakootException } });

  const sameNadi = groom.nadi === bride.nadi;
  let nadiException: NadiException | null = null;
  if (sameNadi) {
    if (groom.signIndex === bride.signIndex && groom.nakshatraIndex !== bride.nakshatraIndex)
      nadiException = 'same_rashi_different_nakshatra';
    else if (groom.nakshatraIndex === bride.nakshatraIndex && groom.signIndex !== bride.signIndex)
      nadiException = 'same_nakshatra_different_rashi';
    else if (groom.nakshatraIndex === bride.nakshatraIndex && groom.padaNumber !== bride.padaNumber)
      nadiException = 'same_nakshatra_different_pada';
  }
  push('nadi', sameNadi ? 0 : 8, {
    id: 'nadi',
    params: { groom: groom.nadi, bride: bride.nadi, dosha: sameNadi, exception: nadiException },
  });

  const total = kootas.reduce((s, k) => s + k.score, 0);
  const verdict: Verdict = total > 32 ? 'excellent' : total >= 25 ? 'good' : total >= 18 ? 'average' : 'not_recommended';
  const doshas = {
    nadi: sameNadi && nadiException === null,
    bhakoot: bhakootPair && bhakootException === null,
    nadiException,
    bhakootException,
  };
  const conclusion: MatchConclusion = {
    id: 'conclusion',
    params: { total, verdict, nadiDosha: doshas.nadi, bhakootDosha: doshas.bhakoot },
  };
  return { kootas, total, max: ASHTAKOOT_MAX, verdict, conclusion, doshas };
}
