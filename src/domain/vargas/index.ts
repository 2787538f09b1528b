/**
 * Divisional charts (vargas) by Parashara's rules, BPHS ch. 6 ("Shodasha
 * varga"), as tabulated by P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach", ch. 6, plus the seven further vargas Jagannatha Hora
 * offers (D5, D6, D8, D11, D81, D108, D144) by its default rules, and for
 * each varga the other methods it offers (methods.ts). Each rule maps a
 * sidereal longitude in [0, 360) to a sign index 0..11 (0 = Aries). Sign
 * parity: Aries, Gemini, ... are odd signs (even signIndex).
 *
 * Variants stated:
 * - D2 is the Parashara hora: in an odd sign the first 15 deg is the Sun's
 *   hora (Leo), the second the Moon's (Cancer); in an even sign the reverse.
 * - D30 is the Parashara trimshamsa with unequal parts: odd signs 5, 5, 8, 7,
 *   5 deg ruled by Mars, Saturn, Jupiter, Mercury, Venus (Aries, Aquarius,
 *   Sagittarius, Gemini, Libra); even signs 5, 7, 8, 5, 5 deg ruled by Venus,
 *   Mercury, Jupiter, Saturn, Mars (Taurus, Virgo, Pisces, Capricorn, Scorpio).
 */

import {
  drekkanaJagannatha,
  ekadashamsaRaman,
  navamsaKalachakra,
  navamsaNadi,
  parivrittiCyclic,
  parivrittiEvenReverse,
  somanatha,
  trimshamsaFromSign,
} from './methods.ts';
import { isOddSign, mod12, modality, partIndex, parts } from './sign-parts.ts';

export const VARGA_IDS = [
  'D1',
  'D2',
  'D3',
  'D4',
  'D5',
  'D6',
  'D7',
  'D8',
  'D9',
  'D10',
  'D11',
  'D12',
  'D16',
  'D20',
  'D24',
  'D27',
  'D30',
  'D40',
  'D45',
  'D60',
  'D81',
  'D108',
  'D144',
] as const;
export type VargaId = (typeof VARGA_IDS)[number];

export function isVargaId(value: unknown): value is VargaId {
  return typeof value === 'string' && (VARGA_IDS as readonly string[]).includes(value);
}

/** D1 rashi: the sign itself. */
export function rashi(longitudeDeg: number): number {
  return parts(longitudeDeg).signIndex;
}

/** D2 Parashara hora (see the module comment). */
export function horaParashara(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  const firstHalf = degInSignDeg < 15;
  const sunHora = isOddSign(signIndex) === firstHalf;
  return sunHora ? 4 : 3;
}

/** D3 drekkana: the sign itself, then the 5th and the 9th from it. */
export function drekkana(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12(signIndex + 4 * partIndex(degInSignDeg, 3));
}

/** D4 chaturthamsa: the sign, then the 4th, 7th and 10th from it. */
export function chaturthamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12(signIndex + 3 * partIndex(degInSignDeg, 4));
}

/**
 * D5 panchamsa, 6-degree parts ruled as the trimshamsa's, in equal parts:
 * odd signs Aries, Aquarius, Sagittarius, Gemini, Libra (Mars, Saturn,
 * Jupiter, Mercury, Venus); even signs Taurus, Virgo, Pisces, Capricorn,
 * Scorpio (Venus, Mercury, Jupiter, Saturn, Mars). P.V.R. Narasimha Rao,
 * ch. 6; Jagannatha Hora's default.
 */
const PANCHAMSA_ODD: readonly number[] = [0, 10, 8, 2, 6];
const PANCHAMSA_EVEN: readonly number[] = [1, 5, 11, 9, 7];
export function panchamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return (isOddSign(signIndex) ? PANCHAMSA_ODD : PANCHAMSA_EVEN)[partIndex(degInSignDeg, 5)]!;
}

/** D6 shashthamsa: odd signs from Aries, even signs from Libra (P.V.R. Narasimha Rao, ch. 6; Jagannatha Hora's default). */
export function shashthamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12((isOddSign(signIndex) ? 0 : 6) + partIndex(degInSignDeg, 6));
}

/** D7 saptamsa: odd signs count from the sign, even signs from the 7th. */
export function saptamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12(signIndex + (isOddSign(signIndex) ? 0 : 6) + partIndex(degInSignDeg, 7));
}

/** D8 ashtamsa: movable signs from Aries, fixed from Sagittarius, dual from Leo (P.V.R. Narasimha Rao, ch. 6; Jagannatha Hora's default). */
export function ashtamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12([0, 8, 4][modality(signIndex)]! + partIndex(degInSignDeg, 8));
}

/** D9 navamsa: movable signs from the sign, fixed from the 9th, dual from the 5th (continuous from Aries). */
export function navamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12(signIndex * 9 + partIndex(degInSignDeg, 9));
}

/** D10 dasamsa: odd signs from the sign, even signs from the 9th. */
export function dasamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12(signIndex + (isOddSign(signIndex) ? 0 : 8) + partIndex(degInSignDeg, 10));
}

/**
 * D11 rudramsa as Sanjay Rath counts it (Jagannatha Hora's default): the
 * first part is the sign as far behind Aries as the sign is ahead of it
 * (Aries from Aries, Taurus from Pisces, Gemini from Aquarius), then forward.
 */
export function rudramsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12(partIndex(degInSignDeg, 11) - signIndex);
}

/** D12 dwadasamsa: from the sign itself. */
export function dwadasamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12(signIndex + partIndex(degInSignDeg, 12));
}

/** D16 shodasamsa: movable signs from Aries, fixed from Leo, dual from Sagittarius. */
export function shodasamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12([0, 4, 8][modality(signIndex)]! + partIndex(degInSignDeg, 16));
}

/** D20 vimsamsa: movable signs from Aries, fixed from Sagittarius, dual from Leo. */
export function vimsamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12([0, 8, 4][modality(signIndex)]! + partIndex(degInSignDeg, 20));
}

/** D24 chaturvimsamsa (siddhamsa): odd signs from Leo, even signs from Cancer. */
export function chaturvimsamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12((isOddSign(signIndex) ? 4 : 3) + partIndex(degInSignDeg, 24));
}

/** D27 saptavimsamsa (bhamsa): fiery signs from Aries, earthy from Cancer, airy from Libra, watery from Capricorn. */
export function saptavimsamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12([0, 3, 6, 9][signIndex % 4]! + partIndex(degInSignDeg, 27));
}

/** Upper bounds (degrees) and signs of the Parashara trimshamsa parts. */
const TRIMSHAMSA_ODD: readonly (readonly [number, number])[] = [
  [5, 0],
  [10, 10],
  [18, 8],
  [25, 2],
  [30, 6],
];
const TRIMSHAMSA_EVEN: readonly (readonly [number, number])[] = [
  [5, 1],
  [12, 5],
  [20, 11],
  [25, 9],
  [30, 7],
];

/** D30 Parashara trimshamsa (see the module comment). */
export function trimshamsaParashara(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  const table = isOddSign(signIndex) ? TRIMSHAMSA_ODD : TRIMSHAMSA_EVEN;
  for (const [upperDeg, sign] of table) if (degInSignDeg < upperDeg) return sign;
  return table[table.length - 1]![1];
}

/** D40 khavedamsa: odd signs from Aries, even signs from Libra. */
export function khavedamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12((isOddSign(signIndex) ? 0 : 6) + partIndex(degInSignDeg, 40));
}

/** D45 akshavedamsa: movable signs from Aries, fixed from Leo, dual from Sagittarius. */
export function akshavedamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12([0, 4, 8][modality(signIndex)]! + partIndex(degInSignDeg, 45));
}

/** D60 shashtiamsa: from the sign itself. */
export function shashtiamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12(signIndex + partIndex(degInSignDeg, 60));
}

/** D81 nava-navamsa: the navamsa of the navamsa, which is the cyclic count of 81 parts from Aries (Jagannatha Hora's default). */
export function navaNavamsa(longitudeDeg: number): number {
  return parivrittiCyclic(longitudeDeg, 81);
}

/**
 * The sign of a varga taken of another: the `outer` part of the `inner`
 * varga sign, counted from that sign (the dwadasamsa rule). `inner` maps the
 * sign and its part index to the inner varga's sign.
 */
function dwadasamsaOf(longitudeDeg: number, innerParts: number, inner: (signIndex: number, partIndex: number) => number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  const fine = partIndex(degInSignDeg, innerParts * 12);
  return mod12(inner(signIndex, Math.floor(fine / 12)) + (fine % 12));
}

/** D108 ashtottaramsa: the dwadasamsa of the navamsa (Jagannatha Hora's default). */
export function ashtottaramsa(longitudeDeg: number): number {
  return dwadasamsaOf(longitudeDeg, 9, (signIndex, part) => signIndex * 9 + part);
}

/** D144 dwadash-dwadashamsa: the dwadasamsa of the dwadasamsa (Jagannatha Hora's default). */
export function dwadashDwadashamsa(longitudeDeg: number): number {
  return dwadasamsaOf(longitudeDeg, 12, (signIndex, part) => signIndex + part);
}

/** Names of the varga methods: the default rule of a varga (`parashara`, `rath` for D11) and the alternatives (methods.ts). */
export const VARGA_METHOD_IDS = [
  'parashara',
  'rath',
  'parivritti_cyclic',
  'parivritti_even_reverse',
  'somanatha',
  'jagannatha',
  'nadi',
  'kalachakra',
  'from_sign',
  'raman',
] as const;
export type VargaMethodId = (typeof VARGA_METHOD_IDS)[number];

type Rule = (longitudeDeg: number) => number;
type MethodRules = Readonly<Partial<Record<VargaMethodId, Rule>>>;

/** The three parivritti methods, defined for any number of parts. */
function parivritti(n: number): MethodRules {
  return {
    parivritti_cyclic: (l) => parivrittiCyclic(l, n),
    parivritti_even_reverse: (l) => parivrittiEvenReverse(l, n),
    somanatha: (l) => somanatha(l, n),
  };
}

/**
 * The methods of each varga, the default first (the rule of BPHS, or for the
 * vargas BPHS does not give, Jagannatha Hora's default). Every varga beyond
 * D1 has the three parivritti methods; D3, D9, D11 and D30 have more.
 */
export const VARGA_METHOD_RULES: Readonly<Record<VargaId, MethodRules>> = {
  D1: { parashara: rashi },
  D2: { parashara: horaParashara, ...parivritti(2) },
  D3: { parashara: drekkana, ...parivritti(3), jagannatha: drekkanaJagannatha },
  D4: { parashara: chaturthamsa, ...parivritti(4) },
  D5: { parashara: panchamsa, ...parivritti(5) },
  D6: { parashara: shashthamsa, ...parivritti(6) },
  D7: { parashara: saptamsa, ...parivritti(7) },
  D8: { parashara: ashtamsa, ...parivritti(8) },
  D9: { parashara: navamsa, ...parivritti(9), nadi: navamsaNadi, kalachakra: navamsaKalachakra },
  D10: { parashara: dasamsa, ...parivritti(10) },
  D11: { rath: rudramsa, raman: ekadashamsaRaman, ...parivritti(11) },
  D12: { parashara: dwadasamsa, ...parivritti(12) },
  D16: { parashara: shodasamsa, ...parivritti(16) },
  D20: { parashara: vimsamsa, ...parivritti(20) },
  D24: { parashara: chaturvimsamsa, ...parivritti(24) },
  D27: { parashara: saptavimsamsa, ...parivritti(27) },
  D30: { parashara: trimshamsaParashara, ...parivritti(30), from_sign: trimshamsaFromSign },
  D40: { parashara: khavedamsa, ...parivritti(40) },
  D45: { parashara: akshavedamsa, ...parivritti(45) },
  D60: { parashara: shashtiamsa, ...parivritti(60) },
  D81: { parashara: navaNavamsa, ...parivritti(81) },
  D108: { parashara: ashtottaramsa, ...parivritti(108) },
  D144: { parashara: dwadashDwadashamsa, ...parivritti(144) },
};

/** A record with a value for each varga. */
function byVarga<T>(value: (id: VargaId) => T): Readonly<Record<VargaId, T>> {
  const out = {} as Record<VargaId, T>;
  for (const id of VARGA_IDS) out[id] = value(id);
  return out;
}

/** The method names each varga offers, the default first. */
export const VARGA_METHODS = byVarga((id) => Object.keys(VARGA_METHOD_RULES[id]) as readonly VargaMethodId[]);

/** The default method of each varga. */
export const DEFAULT_VARGA_METHODS = byVarga((id) => VARGA_METHODS[id][0]!);

/** The vargas with a choice of method (all but D1). */
export const VARGAS_WITH_METHODS: readonly VargaId[] = VARGA_IDS.filter((id) => VARGA_METHODS[id].length > 1);

/** A choice of method per varga; a varga left out takes its default. */
export type VargaMethods = Readonly<Partial<Record<VargaId, VargaMethodId>>>;

/** The default rule of each varga. */
export const VARGA_RULES = byVarga((id) => VARGA_METHOD_RULES[id][DEFAULT_VARGA_METHODS[id]]!);

function ruleOf(id: VargaId, method: VargaMethodId | undefined): Rule {
  if (method === undefined) return VARGA_RULES[id];
  const rule = VARGA_METHOD_RULES[id][method];
  if (rule === undefined) throw new Error(`Expected one of ${VARGA_METHODS[id].join(', ')} for the ${id} method but received ${method}`);
  return rule;
}

/** Number of the division (2 for D2 ...). */
export function vargaFactor(id: VargaId): number {
  return Number(id.slice(1));
}

/** Sign index 0..11 of a longitude in the given varga, by the given method (default: the varga's default). */
export function vargaSign(id: VargaId, longitudeDeg: number, method?: VargaMethodId): number {
  return ruleOf(id, method)(longitudeDeg);
}

/**
 * Degree within the varga sign for equal-division vargas: the longitude's
 * advance within its part, scaled to 30 deg (P.V.R. Narasimha Rao ch. 6).
 * Undefined for the Parashara D2 and D30, whose parts do not map a sign
 * evenly (two horas share Leo; the trimshamsa parts are unequal).
 */
export function vargaDegree(id: VargaId, longitudeDeg: number, method?: VargaMethodId): number | undefined {
  if ((id === 'D2' || id === 'D30') && (method ?? DEFAULT_VARGA_METHODS[id]) === 'parashara') return undefined;
  const n = vargaFactor(id);
  return (longitudeDeg * n) % 30;
}
