/**
 * Chaldean letter values and name numbers (Cheiro, "Cheiro's Book of
 * Numbers", 1926; the chart the Chaldean calculators publish, e.g.
 * chaldean-numerology-calculator.com/methodology): values 1..8, no letter is 9.
 *   1 A I J Q Y   2 B K R   3 C G L S   4 D M T
 *   5 E H N X     6 U V W   7 O Z       8 F P
 *
 * Names are read in Latin letters: letters with diacritics count as their
 * base letter (é -> e, ñ -> n, via Unicode NFD), other characters (spaces,
 * punctuation, digits, other scripts) are ignored. A name with no Latin
 * letter at all is refused (invalid_parameter) rather than scored 0.
 */
import { errors } from '../../core/errors.ts';

export const CHALDEAN_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  I: 1,
  J: 1,
  Q: 1,
  Y: 1,
  B: 2,
  K: 2,
  R: 2,
  C: 3,
  G: 3,
  L: 3,
  S: 3,
  D: 4,
  M: 4,
  T: 4,
  E: 5,
  H: 5,
  N: 5,
  X: 5,
  U: 6,
  V: 6,
  W: 6,
  O: 7,
  Z: 7,
  F: 8,
  P: 8,
};
export const VOWELS: ReadonlySet<string> = new Set(['A', 'E', 'I', 'O', 'U']);

/** Upper-case Latin letters of a name, diacritics removed. */
export function latinLetters(name: string): string[] {
  const out: string[] = [];
  for (const ch of name.normalize('NFD').toUpperCase()) if (ch >= 'A' && ch <= 'Z') out.push(ch);
  return out;
}

/** Latin letters of a name, or invalid_parameter on `param` when there are none. */
export function requireLatinLetters(name: string, param: string): string[] {
  const letters = latinLetters(name);
  if (letters.length === 0) {
    throw errors.invalidParameterMessage(
      param,
      `Expected a name with at least one Latin letter (A-Z) for ${param}; Chaldean numerology reads Latin letters, so write the name in Latin script`,
    );
  }
  return letters;
}

/** Repeated digit sum down to 1..9 (0 stays 0). No master numbers are kept (Cheiro reduces 11 and 22 too). */
export function reduceNumber(n: number): number {
  let v = Math.abs(Math.trunc(n));
  while (v > 9) {
    let s = 0;
    for (const d of String(v)) s += Number(d);
    v = s;
  }
  return v;
}

export interface NameNumber {
  /** Sum of the letter values. */
  compound: number;
  /** The compound reduced to 1..9. */
  number: number;
}

function nameNumberOf(letters: readonly string[]): NameNumber {
  const compound = letters.reduce((s, l) => s + CHALDEAN_VALUES[l]!, 0);
  return { compound, number: reduceNumber(compound) };
}

/** Name (destiny) number of the whole name. */
export function chaldeanName(name: string, param = 'name'): NameNumber {
  return nameNumberOf(requireLatinLetters(name, param));
}

/** Soul urge (vowels A E I O U) and personality (all other letters; Y counts as a consonant). */
export function vowelsAndConsonants(name: string, param = 'name'): { soulUrge: NameNumber; personality: NameNumber } {
  const letters = requireLatinLetters(name, param);
  return {
    soulUrge: nameNumberOf(letters.filter((l) => VOWELS.has(l))),
    personality: nameNumberOf(letters.filter((l) => !VOWELS.has(l))),
  };
}
