/**
 * Arithmetic shared by the varga rules: a sidereal longitude in [0, 360) as
 * its sign index 0..11 (0 = Aries) and degrees within the sign, and the
 * sign's parity, modality and element. Aries, Gemini, ... are odd signs
 * (even signIndex).
 */

export const mod12 = (n: number): number => ((n % 12) + 12) % 12;
export const isOddSign = (signIndex: number): boolean => signIndex % 2 === 0;
/** 0 movable (chara), 1 fixed (sthira), 2 dual (dvisvabhava). */
export const modality = (signIndex: number): number => signIndex % 3;
/** 0 fiery, 1 earthy, 2 airy, 3 watery. */
export const element = (signIndex: number): number => signIndex % 4;

export interface Parts {
  signIndex: number;
  /** Degrees within the sign, [0, 30). */
  degInSignDeg: number;
}
export function parts(longitudeDeg: number): Parts {
  const signIndex = Math.floor(longitudeDeg / 30) % 12;
  return { signIndex, degInSignDeg: longitudeDeg - signIndex * 30 };
}
/** Index of the equal part (0..n-1) the longitude falls in within its sign. */
export function partIndex(degInSignDeg: number, n: number): number {
  return Math.min(n - 1, Math.floor((degInSignDeg * n) / 30));
}
