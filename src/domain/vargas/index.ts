/**
 * Divisional charts (vargas) by Parashara's rules, BPHS ch. 6 ("Shodasha
 * varga"), as tabulated by P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach", ch. 6. Each rule maps a sidereal longitude in [0, 360)
 * to a sign index 0..11 (0 = Aries). Sign parity: Aries, Gemini, ... are odd
 * signs (even signIndex).
 *
 * Variants stated:
 * - D2 is the Parashara hora: in an odd sign the first 15 deg is the Sun's
 *   hora (Leo), the second the Moon's (Cancer); in an even sign the reverse.
 * - D30 is the Parashara trimshamsa with unequal parts: odd signs 5, 5, 8, 7,
 *   5 deg ruled by Mars, Saturn, Jupiter, Mercury, Venus (Aries, Aquarius,
 *   Sagittarius, Gemini, Libra); even signs 5, 7, 8, 5, 5 deg ruled by Venus,
 *   Mercury, Jupiter, Saturn, Mars (Taurus, Virgo, Pisces, Capricorn, Scorpio).
 */

export const VARGA_IDS = ['D1', 'D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60'] as const;
export type VargaId = (typeof VARGA_IDS)[number];

export function isVargaId(value: unknown): value is VargaId {
  return typeof value === 'string' && (VARGA_IDS as readonly string[]).includes(value);
}

const mod12 = (n: number): number => ((n % 12) + 12) % 12;
const isOddSign = (signIndex: number): boolean => signIndex % 2 === 0;
/** 0 movable (chara), 1 fixed (sthira), 2 dual (dvisvabhava). */
const modality = (signIndex: number): number => signIndex % 3;

interface Parts {
  signIndex: number;
  /** Degrees within the sign, [0, 30). */
  degInSignDeg: number;
}
function parts(longitudeDeg: number): Parts {
  const signIndex = Math.floor(longitudeDeg / 30) % 12;
  return { signIndex, degInSignDeg: longitudeDeg - signIndex * 30 };
}
/** Index of the equal part (0..n-1) the longitude falls in within its sign. */
function partIndex(degInSignDeg: number, n: number): number {
  return Math.min(n - 1, Math.floor((degInSignDeg * n) / 30));
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

/** D7 saptamsa: odd signs count from the sign, even signs from the 7th. */
export function saptamsa(longitudeDeg: number): number {
  const { signIndex, degInSignDeg } = parts(longitudeDeg);
  return mod12(signIndex + (isOddSign(signIndex) ? 0 : 6) + partIndex(degInSignDeg, 7));
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
const TRIMSHAMSA_ODD: readonly (readonly [number, number])[] = [[5, 0], [10, 10], [18, 8], [25, 2], [30, 6]];
const TRIMSHAMSA_EVEN: readonly (readonly [number, number])[] = [[5, 1], [12, 5], [20, 11], [25, 9], [30, 7]];

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

export const VARGA_RULES: Readonly<Record<VargaId, (longitudeDeg: number) => number>> = {
  D1: rashi, D2: horaParashara, D3: drekkana, D4: chaturthamsa, D7: saptamsa, D9: navamsa, D10: dasamsa,
  D12: dwadasamsa, D16: shodasamsa, D20: vimsamsa, D24: chaturvimsamsa, D27: saptavimsamsa,
  D30: trimshamsaParashara, D40: khavedamsa, D45: akshavedamsa, D60: shashtiamsa,
};

/** Number of the division (2 for D2 ...). */
export function vargaFactor(id: VargaId): number {
  return Number(id.slice(1));
}

/** Sign index 0..11 of a longitude in the given varga. */
export function vargaSign(id: VargaId, longitudeDeg: number): number {
  return VARGA_RULES[id](longitudeDeg);
}

/**
 * Degree within the varga sign for equal-division vargas: the longitude's
 * advance within its part, scaled to 30 deg (P.V.R. Narasimha Rao ch. 6).
 * Undefined for D2 and D30, whose Parashara parts do not map a sign evenly.
 */
export function vargaDegree(id: VargaId, longitudeDeg: number): number | undefined {
  if (id === 'D2' || id === 'D30') return undefined;
  const n = vargaFactor(id);
  return (longitudeDeg * n) % 30;
}
